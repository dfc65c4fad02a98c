//===--- MotionTests.swift -----------------------------------------------===//
// Part of Fizz. The Motion object: the seed's six effects, the gesture, sync, replay, snapshot.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

private func outputs(_ m: Motion) throws -> [Double] {
    let out = PackedBuffer<Double>()
    try m.map(into: out)
    return (0..<out.count).map { out.pointer[$0] }
}

private func restoreMotion(_ bytes: [UInt8]) -> Result<Motion, FizzError> {
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { return .success(try Motion.restore(from: p)) } catch { return .failure(error) }
    }
}

/// A 320 × 200 pt motion with the seed's effects for a 40 pt view: Ex1a position, Ex2 alpha,
/// Ex3 scale x and y, Ex3a rotation p.y·2/π, and the Ex4/5 Dock row of five items 80 pt apart.
private func seedScene() throws -> Motion {
    let m = try Motion(width: 320, height: 200)
    func line(_ source: Mapping.Source, _ to: Double) throws {
        let t = try m.mapping.addTarget(source: source)
        _ = try m.mapping.addStop(to: t, input: 0, 0)
        _ = try m.mapping.addStop(to: t, input: 1, to)
    }
    try line(.x, 320 - 40)                      // Ex1a: x = W·p − w·p
    try line(.x, 1)                             // Ex2: alpha = p.x
    try line(.x, 1); try line(.y, 1)           // Ex3: scale (p.x, p.y)
    try line(.y, 2 / DeterministicMath.pi)      // Ex3a: rotation p.y · M_2_PI
    let g = try m.mapping.addGroup(axis: .x, kernel: .linear, radius: 320)
    for x in [0.0, 80, 160, 240, 320] { _ = try m.mapping.addItem(to: g, position: x) }
    _ = try m.mapping.addChannel(to: g, at0: 0, at1: 32)   // lift (W − d)/10
    _ = try m.mapping.addChannel(to: g, at0: 0, at1: 1)    // scale = alpha = 1 − d/W
    return m
}

/// A drag from (20, 150) to (300, 50) over 0.4 s, sampled every 8 ms, as (t, x, y).
private let trace: [(Double, Double, Double)] = (0...50).map { i in
    let t = 0.1 + Double(i) * 0.008, u = Double(i) / 50
    return (t, 20 + 280 * u, 150 - 100 * u * u)
}

@Suite("Motion")
struct MotionTests {
    @Test("The seed's effects at the pointer (240, 50) in 320 × 200: p = (0.75, 0.25)")
    func seedEffects() throws {
        let m = try seedScene()
        try m.pointerDown(1, at: Vec2(240, 50), time: 0)
        #expect(m.relative == Vec2(0.75, 0.25))
        let o = try outputs(m)
        #expect(Array(o[0..<5]) == [210, 0.75, 0.75, 0.25, 0.5 / DeterministicMath.pi])   // 320·0.75 − 40·0.75 = 210
        // Items at 0, 80, 160, 240, 320 are 240, 160, 80, 0, 80 pt from 240: k = 1/4, 1/2, 3/4, 1, 3/4.
        #expect(Array(o[5...]) == [8, 0.25, 16, 0.5, 24, 0.75, 32, 1, 24, 0.75])
    }

    @Test("The seed's open interval: x in [1e-9, 0.999999999], y from 1e-10; the closed option gives [0, 1]")
    func interval() throws {
        let m = try Motion(width: 320, height: 200)
        try m.pointerDown(1, at: Vec2(-5, -5), time: 0)
        #expect(m.relative == Vec2(1e-9, 1e-10))
        try m.pointerMove(1, to: Vec2(400, 900), time: 0.01)
        #expect(m.relative == Vec2(0.999999999, 0.999999999))
        m.setClosedInterval(true)
        #expect(m.relative == Vec2(1, 1))
        try m.pointerMove(1, to: Vec2(-1, 0), time: 0.02)
        #expect(m.relative == Vec2(0, 0))
        try m.setRect(Rect(x: 100, y: 0, width: 200, height: 100))
        try m.pointerMove(1, to: Vec2(150, 25), time: 0.03)
        #expect(m.relative == Vec2(0.25, 0.25))
    }

    @Test("Ex6 sync: content 1000, viewport 200 (range 800), track 320, thumb 40 (travel 280): both ends exactly, no echo")
    func sync() throws {
        let m = try Motion(width: 320, height: 40)
        try m.setSync(content: 1000, viewport: 200, thumb: 40)
        try m.pointerDown(1, at: Vec2(10, 20), time: 0)          // thumb centred under x = 10 → clamped to 0
        #expect(m.sync?.thumb == 0 && m.sync?.offset == 0)
        try m.pointerMove(1, to: Vec2(160, 20), time: 0.01)      // thumb 140 = half the travel
        #expect(m.sync?.thumb == 140 && m.sync?.offset == 400)
        try m.pointerMove(1, to: Vec2(319, 20), time: 0.02)      // past travel + 20: the end
        #expect(m.sync?.thumb == 280 && m.sync?.offset == 800)
        // The scroll view echoes the 800 it was given: nothing moves.
        #expect(try m.scroll(to: 800) == false)
        #expect(m.sync?.lastSource == 1)
        // The user scrolls the view to 200: the thumb follows to 70; the thumb's echo changes nothing.
        #expect(try m.scroll(to: 200) == true)
        #expect(m.sync?.thumb == 70 && m.sync?.lastSource == 2)
        #expect(try m.scrub(to: 70) == false)
        // An overscroll pins the thumb at its end; a scroll to 0 reaches 0.
        #expect(try m.scroll(to: 870) && m.sync?.thumb == 280 && m.sync?.offset == 800)
        #expect(try m.scroll(to: 0) && m.sync?.thumb == 0)
        // The seed's own formula, contentSize·p at its largest p, stops short of 800 and past it.
        #expect(1000 * Motion.openHigh != 800)
        #expect(throws: FizzError.nonFinite) { try m.scroll(to: .nan) }
        #expect(throws: FizzError.invalidState) { try Motion(width: 10, height: 10).scroll(to: 1) }
    }

    @Test("Events after a step: begin (v 0), moves, end with the release velocity; cancel forgets the gesture")
    func events() throws {
        let m = try Motion(width: 1000, height: 100)
        try m.pointerDown(3, at: Vec2(100, 50), time: 1)
        for i in 1...5 { try m.pointerMove(3, to: Vec2(100 + 8 * Double(i), 50), time: 1 + 0.008 * Double(i)) }
        try m.pointerUp(3, at: Vec2(148, 50), time: 1.048)
        #expect(m.eventCount == 0)
        try m.step(1.0 / 60)
        #expect(m.eventCount == 7)
        #expect(m.event(0).kind == MotionEvent.began && m.event(0).velocity == .zero && m.event(0).pointer == 3)
        #expect(m.event(6).kind == MotionEvent.ended && m.event(6).time == 1.048)
        #expect(abs(m.event(6).velocity.x - 1000) < 1e-9 && m.event(6).position.x == 0.148)
        try m.step(1.0 / 60)
        #expect(m.eventCount == 0)
        try m.pointerDown(1, at: Vec2(10, 10), time: 2)
        try m.pointerMove(1, to: Vec2(20, 10), time: 2.01)
        try m.cancel(time: 2.02)
        try m.step(0)
        #expect(m.eventCount == 3 && m.event(2).kind == MotionEvent.cancelled && m.event(2).velocity == .zero)
        #expect(m.pointerCount == 0)
    }

    @Test("Refusals change nothing: time going back, NaN, a pointer down twice or never down, an 11th pointer, no gesture to cancel")
    func refusals() throws {
        let m = try seedScene()
        try m.pointerDown(1, at: Vec2(10, 10), time: 5)
        let h = m.stateHash
        #expect(throws: FizzError.outOfRange) { try m.pointerMove(1, to: Vec2(20, 10), time: 4.9) }
        #expect(throws: FizzError.nonFinite) { try m.pointerMove(1, to: Vec2(.nan, 10), time: 5.1) }
        #expect(throws: FizzError.nonFinite) { try m.pointerMove(1, to: Vec2(1, 10), time: .infinity) }
        #expect(throws: FizzError.outOfRange) { try m.pointerMove(1, to: Vec2(2e7, 10), time: 5.1) }
        #expect(throws: FizzError.invalidState) { try m.pointerDown(1, at: Vec2(20, 10), time: 5.1) }
        #expect(throws: FizzError.invalidState) { try m.pointerMove(7, to: Vec2(20, 10), time: 5.1) }
        #expect(throws: FizzError.invalidState) { try m.pointerUp(7, at: Vec2(20, 10), time: 5.1) }
        #expect(throws: FizzError.outOfRange) { try m.step(-1) }
        #expect(throws: FizzError.outOfRange) { try m.setRect(Rect(x: 0, y: 0, width: 0, height: 5)) }
        #expect(throws: FizzError.outOfRange) { try m.setMaxSpeed(-1) }
        #expect(m.stateHash == h)
        for id in 2...10 { try m.pointerDown(UInt32(id), at: Vec2(1, 1), time: 6) }
        let h2 = m.stateHash
        #expect(throws: FizzError.limitReached) { try m.pointerDown(11, at: Vec2(1, 1), time: 6) }
        #expect(m.stateHash == h2)
        try m.cancel(time: 6)
        #expect(throws: FizzError.invalidState) { try m.cancel(time: 7) }
        #expect(throws: FizzError.outOfRange) { try Motion(width: 0, height: 10) }
    }

    @Test("Replay: one recorded drag, stepped at 60, 120 and 144 Hz over 1 s, ends in the same state")
    func replay() throws {
        var hashes: [UInt64] = []
        var outs: [[Double]] = []
        for rate in [60.0, 120.0, 144.0] {
            let m = try seedScene()
            var next = 0
            let frames = Int(rate)
            for f in 1...frames {
                let now = Double(f) / rate
                while next < trace.count && trace[next].0 <= now {
                    let (t, x, y) = trace[next]
                    if next == 0 { try m.pointerDown(1, at: Vec2(x, y), time: t) }
                    else if next == trace.count - 1 { try m.pointerUp(1, at: Vec2(x, y), time: t) }
                    else { try m.pointerMove(1, to: Vec2(x, y), time: t) }
                    next += 1
                }
                try m.step(1 / rate)
            }
            hashes.append(m.stateHash)
            outs.append(try outputs(m))
            #expect(m.clock.count == 1000)
        }
        #expect(hashes[0] == hashes[1] && hashes[1] == hashes[2])
        #expect(outs[0] == outs[2])
        #expect(outs[0][0] == 280 * 0.9375)   // released at x = 300: p = 0.9375
    }

    @Test("Snapshot: restores to the same hash and outputs; a corrupted one is refused")
    func snapshot() throws {
        let m = try seedScene()
        let c = try m.mapping.addTarget(source: .y, kind: .okLab)
        _ = try m.mapping.addStop(to: c, input: 0, 1, 0, 0, 1)
        _ = try m.mapping.addStop(to: c, input: 1, 0, 0, 1, 1)
        try m.mapping.setEasing(.easeInOut, target: c, segment: 0)
        try m.setSync(content: 900, viewport: 300, thumb: 20)
        try m.setMaxSpeed(5000)
        for (i, s) in trace.prefix(20).enumerated() {
            if i == 0 { try m.pointerDown(4, at: Vec2(s.1, s.2), time: s.0) } else { try m.pointerMove(4, to: Vec2(s.1, s.2), time: s.0) }
        }
        try m.step(0.05)
        let bytes = m.snapshot()
        #expect(bytes.count == m.snapshotSize)
        let r = try restoreMotion(bytes).get()
        #expect(r.stateHash == m.stateHash)
        #expect(try outputs(r) == outputs(m))
        try r.pointerMove(4, to: Vec2(1, 2), time: 1); try m.pointerMove(4, to: Vec2(1, 2), time: 1)
        #expect(r.stateHash == m.stateHash && r.velocity == m.velocity)
        var bad = bytes
        bad[40] ^= 0x10
        if case .success = restoreMotion(bad) { Issue.record("a corrupted snapshot restored") }
        if case .success = restoreMotion(Array(bytes.prefix(50))) { Issue.record("a truncated snapshot restored") }
        if case .success = restoreMotion(try Strip(viewport: 5).snapshot()) { Issue.record("a strip restored as a motion") }
    }
}
