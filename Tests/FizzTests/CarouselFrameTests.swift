//===--- CarouselFrameTests.swift ----------------------------------------===//
// Part of Fizz. The carousel's frames: looping slots for any count, virtualization,
// refusals that change nothing, snapshots, the budget.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The error a throwing call refused with, or nil when it went through.
private func refusal(_ body: () throws(FizzError) -> Void) -> FizzError? {
    do throws(FizzError) { try body(); return nil } catch { return error }
}

/// The snapshot's carousel, or the error that refused it.
func restoreCarousel(_ bytes: [UInt8]) -> Result<Carousel, FizzError> {
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { return .success(try Carousel.restore(from: p)) } catch { return .failure(error) }
    }
}

@Suite("Carousel frames")
struct CarouselFrameTests {
    @Test("Looping one item fills the viewport: slots −3 … 3 all show item 0, no clone made")
    func loopOne() throws {
        let c = try carousel(1)
        #expect(c.windowHalfWidth == 3)                 // ⌈200/100⌉ + margin 1
        let r = try records(c)
        #expect(r.map { $0[0] } == [0, 0, 0, 0, 0, 0, 0])
        #expect(r.map { $0[1] } == [-3, -2, -1, 0, 1, 2, 3])
        #expect(r.map { $0[3 + 12] } == [-300, -200, -100, 0, 100, 200, 300])    // m41
    }

    @Test("Looping 2, 3 and 50 items: slot k shows item k mod count")
    func loopFew() throws {
        #expect(try records(try carousel(2)).map { $0[0] } == [1, 0, 1, 0, 1, 0, 1])
        let three = try carousel(3)
        try three.setPosition(2.5)
        let r = try records(three)
        #expect(r.map { $0[0] } == [0, 1, 2, 0, 1, 2])   // slots 0 … 5
        #expect(r.map { $0[1] } == [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5])
        #expect(try records(try carousel(50)).map { $0[0] } == [47, 48, 49, 0, 1, 2, 3])
        try three.setPosition(-1)                        // wrapped into 0 ..< 3
        #expect(three.position == 2 && three.currentIndex == 2)
        #expect(three.index(ofSlot: -7) == 2 && three.index(ofSlot: 7) == 1)
    }

    @Test("A looping ring shows each item once; without looping only 0 … count − 1")
    func ringsAndEnds() throws {
        let ring = try carousel(3)
        try ring.setTransform(.iCarousel(.rotary, .defaults(for: .rotary)))
        #expect(try records(ring).map { $0[0] } == [2, 0, 1])     // −1.5 ≤ offset < 1.5
        let wall = try carousel(1_000_000)               // a huge ring: iCarousel's 30 + margin
        try wall.setTransform(.iCarousel(.cylinder, .defaults(for: .cylinder)))
        #expect(wall.windowHalfWidth == 16 && wall.visibleCount == 33)
        let ends = try carousel(3)
        try ends.setLooping(false)
        #expect(try records(ends).map { $0[0] } == [0, 1, 2])
        let cover = try carousel(100)
        try cover.setTransform(.iCarousel(.coverFlow, .defaults(for: .coverFlow)))
        #expect(cover.windowHalfWidth == 9)             // ⌈200/(100·0.25)⌉ + 1
        let none = try carousel(0)
        #expect(none.visibleCount == 0 && none.currentIndex == -1)
        #expect(try records(none).isEmpty)
    }

    @Test("A million items cost what the viewport shows: 6 records, the same bytes as 10 items")
    func virtualization() throws {
        let big = try carousel(1_000_000), small = try carousel(10)
        try big.setLooping(false); try small.setLooping(false)
        try big.setPosition(500_000.3); try small.setPosition(5.3)
        let a = try records(big), b = try records(small)
        #expect(a.count == 6 && b.count == 6)           // slots ⌈s − 3⌉ … ⌊s + 3⌋
        #expect(a.map { $0[0] } == [499_998, 499_999, 500_000, 500_001, 500_002, 500_003])
        #expect(big.memory.used == small.memory.used)
        let billion = try carousel(Carousel.maxItems)    // looping, wrapping at the top
        #expect(try records(billion).map { $0[0] } == [999_999_997, 999_999_998, 999_999_999, 0, 1, 2, 3])
        let ten = try carousel(10)                      // looping at 0: 7 records too
        #expect(try records(ten).count == 7)
        #expect(billion.memory.used == ten.memory.used)
        try billion.setWindow(margin: 0, halfWidth: Carousel.maxWindow)
        #expect(billion.visibleCount == 2 * Carousel.maxWindow + 1)
    }

    @Test("Depth of few records (insertion sort, up to 32) and many (heap sort): ties by distance, then slot")
    func depthFewAndMany() throws {
        // Every item of a straight row has the same z, so the depth is by distance from the
        // centre, farther behind, the lower slot behind: slots −w, w, −(w − 1), w − 1, …, −1, 1
        // get ranks 0, 1, 2, …, and slot 0 the front, 2w. So depth(k) = 2(w − |k|) +
        // (k > 0 ? 1 : 0) for k ≠ 0.
        func expected(_ w: Int) -> [Double] {
            (-w...w).map { k in Double(k == 0 ? 2 * w : 2 * (w - abs(k)) + (k > 0 ? 1 : 0)) }
        }
        // A cover flow orders by iCarousel's key, the z of the (1, 1, 1) corner: the items
        // turned to the right of the centre have their corner 1.14 pt nearer, those to the
        // left 0.83 pt farther, so every left item is behind every right one; within a side
        // the z ties and the farther is behind: slots −w … −1 get 0 … w − 1, slots w … 1 get
        // w … 2w − 1, the flat centre 2w.
        func expectedCover(_ w: Int) -> [Double] {
            (-w...w).map { k in Double(k == 0 ? 2 * w : (k < 0 ? k + w : 2 * w - k)) }
        }
        for w in [10, 16, 17, 20, 100] {                // 21, 33, 35, 41 and 201 records
            let row = try carousel(), cover = try carousel(item: 200)
            try cover.setTransform(.iCarousel(.coverFlow, .defaults(for: .coverFlow)))
            for (c, order) in [(row, expected(w)), (cover, expectedCover(w))] {
                try c.setWindow(margin: 0, halfWidth: w)
                let r = try records(c)
                #expect(r.map { $0[1] } == (-w...w).map(Double.init))
                #expect(r.map { $0[20] } == order)
            }
        }
    }

    @Test("Refused calls change nothing (the state hash is unchanged)")
    func refusals() throws {
        let c = try carousel(10)
        try c.setLooping(false)
        try c.setCustomPath([0, 0, 1, 1], smooth: false)
        try c.pointerDown(time: 1, x: 0, y: 0)
        let before = c.stateHash
        let nan = Double.nan, inf = Double.infinity
        /// Refused with `expected`, and nothing changed.
        func refused(_ expected: FizzError, _ body: () throws(FizzError) -> Void) {
            #expect(refusal(body) == expected)
            #expect(c.stateHash == before)
        }
        refused(.nonFinite) { () throws(FizzError) in try c.pointerMove(time: nan, x: 0, y: 0) }
        refused(.nonFinite) { () throws(FizzError) in try c.pointerMove(time: 2, x: inf, y: 0) }
        refused(.outOfRange) { () throws(FizzError) in try c.pointerMove(time: 0.5, x: 0, y: 0) } // back in time
        refused(.outOfRange) { () throws(FizzError) in try c.pointerMove(time: 2, x: 2e7, y: 0) }
        refused(.invalidState) { () throws(FizzError) in try c.pointerDown(time: 2, x: 0, y: 0) } // already down
        refused(.invalidState) { () throws(FizzError) in try c.scroll(toIndex: 3, animated: true) }
        refused(.invalidState) { () throws(FizzError) in try c.setCount(3) }
        refused(.nonFinite) { () throws(FizzError) in try c.step(nan) }
        refused(.outOfRange) { () throws(FizzError) in try c.step(-1) }
        refused(.outOfRange) { () throws(FizzError) in try c.step(2) }
        refused(.nonFinite) { () throws(FizzError) in try c.setPath(.wave({ var w = WavePath(); w.angle = nan; return w }())) }
        refused(.outOfRange) { () throws(FizzError) in try c.setCustomPath([0, 0, 0, 1], smooth: true) } // u not increasing
        refused(.outOfRange) { () throws(FizzError) in try c.setCustomPath([0, 0, 1], smooth: true) } // odd count
        refused(.outOfRange) { () throws(FizzError) in try c.setCustomPath([0, 0, 1e-7, 1], smooth: true) } // too close
        refused(.outOfRange) { () throws(FizzError) in
            try c.setTransform(.iCarousel(.wheel, { var o = ICarouselOptions(); o.arc = 1e-300; return o }()))
        }
        refused(.nonFinite) { () throws(FizzError) in try c.setCustomPath([0, 0, 1, nan], smooth: true) }
        refused(.nonFinite) { () throws(FizzError) in try c.setTransform(.rotate({ var r = TransformRotate(); r.startRate = inf; return r }())) }
        refused(.outOfRange) { () throws(FizzError) in try c.setTransform(.iCarousel(.rotary, { var o = ICarouselOptions(); o.arc = 0; return o }())) }
        refused(.outOfRange) { () throws(FizzError) in try c.setFade(CarouselFade(fadeMin: 1, fadeMax: 0, fadeRange: 1, fadeMinAlpha: 0)) }
        refused(.outOfRange) { () throws(FizzError) in try c.setFade(CarouselFade(fadeMin: 0, fadeMax: 1, fadeRange: 1, fadeMinAlpha: 2)) }
        refused(.nonFinite) { () throws(FizzError) in try c.setPerspective(nan) }
        refused(.outOfRange) { () throws(FizzError) in try c.setAutoscroll(1e5) }
        refused(.outOfRange) { () throws(FizzError) in try c.setWindow(margin: -1) }
        refused(.outOfRange) { () throws(FizzError) in try c.setRest(delta: 0, speed: 1) }
        refused(.outOfRange) { () throws(FizzError) in try c.setRubberBand(0) }
        refused(.nonFinite) { () throws(FizzError) in try c.setLayout({ var l = c.layout; l.itemWidth = nan; return l }()) }
        refused(.outOfRange) { () throws(FizzError) in try c.setLayout({ var l = c.layout; l.viewportWidth = 0; return l }()) }
        refused(.outOfRange) { () throws(FizzError) in try c.setMemoryBudget(0) }
        refused(.outOfRange) { () throws(FizzError) in _ = try c.landingIndex(velocity: 1e10) }
        try c.pointerCancel()
        try settle(c)
        let idle = c.stateHash
        #expect(refusal { () throws(FizzError) in try c.pointerMove(time: 3, x: 0, y: 0) } == .invalidState)
        #expect(refusal { () throws(FizzError) in try c.pointerUp(time: 3, x: 0, y: 0) } == .invalidState)
        #expect(refusal { () throws(FizzError) in try c.pointerCancel() } == .invalidState)
        #expect(refusal { () throws(FizzError) in try c.scroll(toIndex: 10, animated: false) } == .outOfRange)
        #expect(refusal { () throws(FizzError) in try c.scroll(toIndex: -1, animated: false) } == .outOfRange)
        #expect(refusal { () throws(FizzError) in try c.setPosition(9.5) } == .outOfRange)        // past the end, not looping
        #expect(refusal { () throws(FizzError) in try c.setCount(-1) } == .outOfRange)
        #expect(refusal { () throws(FizzError) in try c.setCount(Carousel.maxItems + 1) } == .outOfRange)
        #expect(c.stateHash == idle)
        #expect(c.customPointCount == 2 && c.pathValue(normalized: 0.5) == 0.5)
        #expect(throws: FizzError.outOfRange) { try Carousel(layout: c.layout, count: -1) }
        #expect(throws: FizzError.outOfRange) {
            try CarouselLayout(viewportWidth: 1, viewportHeight: 1, itemWidth: 2e6, itemHeight: 1)
        }
    }

    @Test("Settings and state go into the hash; a setting back to its value gives the hash back")
    func hash() throws {
        let c = try carousel(10)
        let h = c.stateHash
        try c.setTransform(.iCarousel(.wheel, .defaults(for: .wheel)))
        #expect(c.stateHash != h)
        try c.setTransform(.none)
        #expect(c.stateHash == h)
        try c.setPosition(1)
        #expect(c.stateHash != h)
    }

    @Test("A snapshot mid-glide restores to the same hash and the same frames after")
    func snapshot() throws {
        let c = try carousel(12)
        try c.setTransform(.iCarousel(.coverFlow2, .defaults(for: .coverFlow2)))
        try c.setPath(.linear({ var p = LinearPath(); p.normalizedInversePosition = 0.3; return p }()))
        try c.setFade(CarouselFade(fadeMin: -2, fadeMax: 2, fadeRange: 1, fadeMinAlpha: 0.5))
        try c.setAutoscroll(0.25)
        try drag(c, speed: -900)
        let down = c.snapshot()
        _ = try release(c)
        try c.step(0.2)
        let bytes = c.snapshot()
        #expect(bytes.count == c.snapshotSize)
        let r = try restoreCarousel(bytes).get()
        #expect(r.stateHash == c.stateHash)
        for _ in 0..<200 { try c.step(1.0 / 60); try r.step(1.0 / 60) }
        #expect(r.stateHash == c.stateHash)
        #expect(try records(r) == records(c))
        // Restored under the finger, the release lands where the original's did.
        let d = try restoreCarousel(down).get()
        let landed = try release(d)
        #expect(landed == c.targetIndex)
        var damaged = bytes
        damaged[20] ^= 1
        #expect(throws: FizzError.invalidBuffer) { try restoreCarousel(damaged).get() }
        #expect(throws: FizzError.invalidBuffer) { try restoreCarousel(Array(bytes.dropLast())).get() }
        // A custom path's points come back too.
        let p = try carousel(5)
        try p.setCustomPath([-1, 0, 0, 1, 1, 0], smooth: true)
        let q = try restoreCarousel(p.snapshot()).get()
        #expect(q.pathValue(normalized: 0.5) == 0.625 && q.stateHash == p.stateHash)
    }

    @Test("The budget: custom points and frames are charged; over it, refused and unchanged")
    func budget() throws {
        let c = try carousel(10)
        try c.setMemoryBudget(1024)
        let points: [Double] = (0..<200).flatMap { [Double($0), 0.0] }
        #expect(throws: FizzError.overBudget) { try c.setCustomPath(points, smooth: false) }
        #expect(c.customPointCount == 0 && c.path == .straight)
        try c.setMemoryBudget(1 << 20)
        try c.setCustomPath(points, smooth: false)
        #expect(c.memory.used == 2 * 256 * 8)           // two columns grown to 256
    }
}
