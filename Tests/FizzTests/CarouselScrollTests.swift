//===--- CarouselScrollTests.swift ---------------------------------------===//
// Part of Fizz. The carousel's scroll physics: drags, releases, landings known before they
// animate, paging, scroll-to-index, autoscroll, and the same bits at 60 and 120 Hz.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// Presses at x = `from` (at t = 0, or 10 s after the last event), moves at `speed` pt/s in
/// 1/120 s samples for `duration` s, and stops there (no release). y stays 0.
func drag(_ c: Carousel, from x0: Double = 300, speed: Double, duration: Double = 0.1) throws {
    let t0 = c.scroll.sawEvent ? c.scroll.lastTime + 10 : 0
    try c.pointerDown(time: t0, x: x0, y: 0)
    let n = Int((duration * 120).rounded())
    for k in 1...n {
        let t = Double(k) / 120
        try c.pointerMove(time: t0 + t, x: x0 + speed * t, y: 0)
    }
}

/// Releases where the drag stopped (the newest sample's time and place).
func release(_ c: Carousel) throws -> Int {
    let t = c.scroll.lastTime
    return try c.pointerUp(time: t, x: c.scroll.tracker.xs[c.scroll.tracker.newest], y: 0)
}

/// Steps at 60 Hz until the carousel rests (at most 30 s).
func settle(_ c: Carousel) throws {
    var frames = 0
    while c.phase != .idle && frames < 1800 { try c.step(1.0 / 60); frames += 1 }
}

/// UIScrollView's `.normal` decay: τ = −1/(1000·ln 0.998) s, the glide per unit of velocity.
let tau = -1 / (1000 * DeterministicMath.log(0.998))

@Suite("Carousel scroll")
struct CarouselScrollTests {
    @Test("A fling at 1000 pt/s from item 1 rests on item 6: 1 + 10·τ = 5.995, the nearest item")
    func itemBoundary() throws {
        let c = try carousel()
        try c.setLooping(false)
        try drag(c, speed: -1000)                      // 100 pt left in 0.1 s: position 1
        #expect(c.position == 1)
        #expect(close(c.fingerVelocity, -1000, 1e-9))
        #expect(close(try c.landingPosition(velocity: -1000), 6))
        #expect(close(1 + 10 * tau, 5.995, 1e-4))
        let predicted = try c.landingIndex(velocity: c.fingerVelocity)
        #expect(predicted == 6)
        #expect(try release(c) == 6)
        #expect(c.phase == .gliding && c.targetIndex == 6)
        try settle(c)
        #expect(c.position == 6 && c.velocity == 0 && c.currentIndex == 6)
    }

    @Test("A browser's release, pointerup a frame later at the last point, flings at the moves' 1000 pt/s")
    func browserRelease() throws {
        for frame in [1.0 / 60, 1.0 / 120, 0.039] {
            let c = try carousel()
            try c.setLooping(false)
            try drag(c, speed: -1000)                  // 100 pt left in 0.1 s: position 1
            #expect(try c.landingIndex(velocity: c.fingerVelocity) == 6)
            // The up's point is no velocity sample (as one, standing still after the last move,
            // it cut this fling to item 4 a 60 Hz frame later, 5 at 120 Hz, and at 39 ms sent
            // it back to 0).
            #expect(try c.pointerUp(time: c.scroll.lastTime + frame, x: 200, y: 0) == 6, "\(frame) s later")
            try settle(c)
            #expect(c.position == 6)
        }
        // 40 ms or more after the last move the finger had stopped: released at rest, on item 1.
        let c = try carousel()
        try c.setLooping(false)
        try drag(c, speed: -1000)
        #expect(try c.pointerUp(time: c.scroll.lastTime + 0.04, x: 200, y: 0) == 1)
        // An up away from the last move moves the position there (the finger's place), at the
        // moves' velocity: 120 pt left of the press is 1.2 items, + 0.4995·10 = 6.195 → 6.
        let d = try carousel()
        try d.setLooping(false)
        try drag(d, speed: -1000)
        #expect(try d.pointerUp(time: d.scroll.lastTime + 1.0 / 60, x: 180, y: 0) == 6)
        #expect(close(d.position, 1.2, 1e-12))
    }

    @Test("Free scrolling rests exactly where the query said, before animating: 1 + 10·τ")
    func free() throws {
        let c = try carousel()
        try c.setLooping(false)
        c.setSnapping(.free)
        try drag(c, speed: -1000)
        let predicted = try c.landingPosition(velocity: c.fingerVelocity)
        #expect(close(predicted, 1 + 10 * tau, 1e-9))
        _ = try release(c)
        try settle(c)
        #expect(c.position == predicted && c.currentIndex == 6)
    }

    @Test("Paging: a fling stops at the next item boundary from the lift; a slow drag over half pages")
    func paging() throws {
        let c = try carousel()
        c.setPagingEnabled(true)
        #expect(c.snapping == .paging)
        try drag(c, speed: -1000)
        #expect(try release(c) == 1)                   // lifted on 1: 5.995 limited to ⌈1⌉
        try settle(c)
        #expect(c.position == 1 && c.phase == .idle)
        try drag(c, from: 300, speed: 2500)            // back: lifted at −1.5, so ⌊−1.5⌋ = −2
        #expect(try release(c) == 48)                  // looping: slot −2 is item 48
        try settle(c)
        #expect(c.position == 48)
        try c.setPosition(0)
        // A slow drag of 60 pt, then a 50 ms hold: the velocity is 0 and 0.6 is nearer 1.
        try c.pointerDown(time: 100, x: 300, y: 0)
        try c.pointerMove(time: 100.5, x: 240, y: 0)
        #expect(try c.pointerUp(time: 100.55, x: 240, y: 0) == 1)
        try settle(c)
        #expect(c.position == 1)
        try c.pointerDown(time: 200, x: 300, y: 0)     // 40 pt: back to 1
        try c.pointerMove(time: 200.5, x: 260, y: 0)
        #expect(try c.pointerUp(time: 200.55, x: 260, y: 0) == 1)
        try settle(c)
        #expect(c.position == 1)
    }

    @Test("The predicted item is where every release stops: speeds, modes, looping or not")
    func predictionHolds() throws {
        for looping in [false, true] {
            for mode in [CarouselSnapping.free, .itemBoundary, .paging] {
                for speed in [-5000.0, -1234, -300, 0, 77, 2500, 9000] {
                    let c = try carousel(looping ? 7 : 50)
                    try c.setLooping(looping)
                    c.setSnapping(mode)
                    try c.setPosition(3)
                    try drag(c, speed: speed, duration: 0.05)
                    let index = try c.landingIndex(velocity: c.fingerVelocity)
                    let position = try c.landingPosition(velocity: c.fingerVelocity)
                    #expect(try release(c) == index)
                    try settle(c)
                    #expect(c.phase == .idle)
                    #expect(c.currentIndex == index, "looping \(looping), \(mode), \(speed) pt/s")
                    #expect(c.position == c.settled(position))
                }
            }
        }
    }

    @Test("Looping past the seam with 1, 2, 3 and 50 items: 0.6 + 6·τ = 3.597 rests on slot 4")
    func loopingLandings() throws {
        for (count, expected) in [(1, 0), (2, 0), (3, 1), (50, 4)] {
            let c = try carousel(count)
            try drag(c, speed: -600)                   // 60 pt: position 0.6, 6 items/s
            #expect(try c.landingPosition(velocity: c.fingerVelocity) == 4)
            #expect(try release(c) == expected)
            try settle(c)
            #expect(c.currentIndex == expected && c.position == Double(expected))
        }
        let back = try carousel(3)                     // backward: −0.6 − 2.997 → slot −4
        try drag(back, speed: 600)
        #expect(try release(back) == 2)
        try settle(back)
        #expect(back.position == 2)
    }

    @Test("Rubber band past the ends: (1 − 1/(x·0.55/d + 1))·d, d = 4 items; back by the spring")
    func rubberBand() throws {
        let c = try carousel(5)
        try c.setLooping(false)
        try c.pointerDown(time: 0, x: 100, y: 0)
        try c.pointerMove(time: 0.5, x: 300, y: 0)      // raw −2 items
        #expect(close(c.position, -4 * (1 - 1 / 1.275)))
        #expect(try c.landingIndex(velocity: 0) == 0)
        #expect(try c.pointerUp(time: 0.6, x: 300, y: 0) == 0)
        #expect(c.phase == .springing)
        try settle(c)
        #expect(c.position == 0 && c.velocity == 0)
        try c.setPosition(4)
        try c.pointerDown(time: 1, x: 300, y: 0)
        try c.pointerMove(time: 1.5, x: 100, y: 0)
        #expect(close(c.position, 4 + 4 * (1 - 1 / 1.275)))
        try c.pointerMove(time: 1.6, x: 300, y: 0)     // back: the same curve, no overshoot left
        #expect(c.position == 4)
        try c.pointerCancel()
        try settle(c)
        #expect(c.position == 4)
    }

    @Test("Scroll to an item: the target known at once; looping goes the shorter way")
    func scrollToIndex() throws {
        let c = try carousel(10)
        try c.setLooping(false)
        try c.scroll(toIndex: 7, animated: true)
        #expect(c.targetIndex == 7 && c.phase == .springing)
        try settle(c)
        #expect(c.position == 7)
        try c.scroll(toIndex: 2, animated: false)
        #expect(c.position == 2 && c.phase == .idle)
        let l = try carousel(50)
        try l.setPosition(1)
        try l.scroll(toIndex: 48, animated: true)      // back 3 (slot −2), not forward 47
        #expect(l.targetIndex == 48)
        #expect(l.scroll.target == 48 && l.position == 51)   // both a turn on: the target in 0 ..< 50
        try l.step(0.05)
        #expect(l.position < 51)
        try settle(l)
        #expect(l.position == 48 && l.currentIndex == 48)
        let tie = try carousel(4)
        try tie.scroll(toIndex: 2, animated: true)     // 2 either way: forward
        #expect(tie.scroll.target == 2)
    }

    @Test("Autoscroll: items per second while idle, wrapping when looping, stopping at the end")
    func autoscroll() throws {
        let c = try carousel(3)
        try c.setAutoscroll(1.5)
        for _ in 0..<100 { try c.step(1.0 / 60) }     // 2.5 items
        #expect(close(c.position, 2.5, 1e-9))
        for _ in 0..<20 { try c.step(1.0 / 60) }      // 3 items: wrapped to 0
        #expect(c.currentIndex == 0 && (c.position < 1e-9 || c.position > 3 - 1e-9))
        let e = try carousel(3)
        try e.setLooping(false)
        try e.setAutoscroll(1.5)
        for _ in 0..<300 { try e.step(1.0 / 60) }
        #expect(e.position == 2)
        try e.setAutoscroll(-1)
        try e.step(0.5)
        #expect(close(e.position, 1.5, 1e-9))
    }

    /// A flick with an accelerating finger (1620 pt/s at the last move, which the release keeps:
    /// from 1.17 to item 9): events every 1/60 s, the host stepping `perFrame` times per event
    /// at 1/(60·perFrame) s, then 8 s more (the glide rests within 1e-4 items after about 5.6 s).
    func trace(_ perFrame: Int) throws -> Carousel {
        let c = try carousel(20)
        try c.setLooping(false)
        let h = 1.0 / (60 * Double(perFrame))
        try c.pointerDown(time: 0, x: 300, y: 0)
        for k in 1...6 {
            for _ in 0..<perFrame { try c.step(h) }
            let x = 300 - 12 * Double(k) - 1.5 * Double(k * k)
            if k < 6 { try c.pointerMove(time: Double(k) / 60, x: x, y: 0) } else {
                _ = try c.pointerUp(time: Double(k) / 60, x: x, y: 0)
            }
        }
        for _ in 0..<(480 * perFrame) { try c.step(h) }
        return c
    }

    @Test("The same touch trace at 60, 120 and 240 Hz: the same item, the same state hash")
    func frameRates() throws {
        let a = try trace(1), b = try trace(2), c = try trace(4)
        #expect(a.stepCount == 5832 && b.stepCount == 5832)   // 486 frames × 12 steps
        #expect(c.stateHash == a.stateHash)                     // and at 240 Hz
        #expect(a.phase == .idle && a.currentIndex == b.currentIndex)
        #expect(a.position == b.position)
        #expect(a.stateHash == b.stateHash)
        #expect(a.currentIndex > 1)
    }
}

@Suite("Carousel API")
struct CarouselAPITests {
    @Test("Showcase's README linear example, vertical: the V path and scale-rotate, paging")
    func readme() throws {
        var path = LinearPath()
        path.normalizedInversePosition = 0.3
        path.normalizedGradient = 0.8
        var rotate = TransformRotate()
        rotate.startRate = 0.4
        rotate.rotateAngle = 8 * pi
        var transform = TransformScaleRotate()
        transform.transformRotate = rotate
        transform.transformScale.normalizedMinimumScale = 0.2
        let showcase = try Carousel(layout: CarouselLayout(viewportWidth: 375, viewportHeight: 600,
            itemWidth: 100, itemHeight: 100, direction: .vertical, lineSpacing: 50), count: 8)
        try showcase.setPath(.linear(path))
        try showcase.setTransform(.scaleRotate(transform))
        showcase.setPagingEnabled(true)
        // Offset 2: u = 2·150/300 = 1, path 0.8·(1 − 0.6) = 0.32, x = 0.32·187.5 = 60;
        // rotation 8π·0.6 (a whole number of turns less 0.8π… cos(4.8π) = cos(0.8π)), scale
        // t = 0 → max(0 + 0.2, 0.2) = 0.2.
        #expect(close(showcase.matrix(offset: 2)[4, 1], 60) && showcase.matrix(offset: 2)[4, 2] == 300)
        #expect(close(showcase.matrix(offset: 2)[1, 1], 0.2 * DeterministicMath.cos(0.8 * pi), 1e-9))
        // A vertical drag: the finger moving up (−y) by 100 pt advances 2/3 of a 150 pt pitch;
        // 50 ms after the press, the tracker counts the pointer as stopped, so it pages to 1.
        try showcase.pointerDown(time: 0, x: 10, y: 300)
        try showcase.pointerMove(time: 0.05, x: 10, y: 200)
        #expect(close(showcase.position, 100.0 / 150))
        #expect(try showcase.pointerUp(time: 0.05, x: 10, y: 200) == 1)
        try settle(showcase)
        #expect(showcase.position == 1)
    }

    @Test("Numbers in (the C API's way): the same path and transform as the enums, refusals")
    func numbers() throws {
        let a = try carousel(), b = try carousel()
        try a.setPath(kind: 3, 0.8, 1, 0.3, 0)
        try b.setPath(.linear({ var p = LinearPath(); p.normalizedGradient = 0.8; p.normalizedInversePosition = 0.3; return p }()))
        try a.setTransform(kind: 18, 0.25, 2 * pi, 0, 0.9, 0, 0.25)
        try b.setTransform(.iCarousel(.coverFlow2, .defaults(for: .coverFlow2)))
        #expect(a.stateHash == b.stateHash)
        try a.setTransform(kind: 31, 8, 2, 1, 100, 1, 0)
        #expect(a.transform == .cards({ var c = SwiperCards(); c.lift = true; return c }()))
        let h = a.stateHash
        #expect(throws: FizzError.invalidOption) { try a.setPath(kind: 9, 0, 0, 0, 0) }
        #expect(throws: FizzError.invalidOption) { try a.setTransform(kind: 21, 0, 0, 0, 0, 0, 0) }
        #expect(throws: FizzError.outOfRange) { try a.setTransform(kind: 31, 8, 2, 0.5, 100, 0, 0) }
        #expect(throws: FizzError.nonFinite) { try a.setPath(kind: 1, .nan, 0, 0, 0) }
        #expect(throws: FizzError.outOfRange) { try a.setPath(kind: 3, 1, 2, 0, 0) }
        #expect(a.stateHash == h)
    }
}
