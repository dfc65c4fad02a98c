//===--- MotionReleaseTests.swift ----------------------------------------===//
// Part of Fizz. The release glide: closed-form positions, snapped rests, catching, replay.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#endif

/// A 1000 × 100 pt motion flung right at 1000 pt/s from x = 108 (samples 8 pt per 8 ms).
private func flung(_ decay: Decay?, snapX: Double = 0) throws -> Motion {
    let m = try Motion(width: 1000, height: 100)
    try m.setRelease(decay, snapX: snapX)
    try m.pointerDown(1, at: Vec2(60, 50), time: 0)
    for i in 1...5 { try m.pointerMove(1, to: Vec2(60 + 8 * Double(i), 50), time: 0.008 * Double(i)) }
    try m.pointerUp(1, at: Vec2(108, 50), time: 0.048)
    return m
}

@Suite("Motion: release")
struct MotionReleaseTests {
    @Test("Framer's inertia (power 0.8, τ 0.325 s) from 108 at 1000 pt/s: 108 + 800(1 − e^−1) after τ, 908 at rest")
    func glide() throws {
        let m = try flung(.framerInertia)
        #expect(m.isGliding)
        try m.step(0.048 + 0.325)             // the glide starts at the up's stamp, 0.048 s
        #expect(abs(m.point.x - (108 + 800 * (1 - Glibc.exp(-1)))) < 1e-6)
        #expect(m.point.y == 50)
        try m.step(10)
        #expect(!m.isGliding)
        #expect(abs(m.point.x - 908) < 1e-6)
        #expect(m.eventCount == 1 && m.event(0).kind == MotionEvent.settled)
    }

    @Test("Snapped to a 300 pt grid: the projected 908 lands on 900 exactly; on a 250 pt grid on 1000")
    func snapped() throws {
        let m = try flung(.framerInertia, snapX: 300)
        try m.step(10)
        #expect(m.point.x == 900 && m.relative.x == 0.9)
        let n = try flung(.framerInertia, snapX: 250)
        try n.step(10)
        #expect(n.point.x == 1000)            // 908 is nearer 1000 than 750
        #expect(n.relative.x == 0.999999999)  // the seed's open interval
    }

    @Test("No release (the default): the point stays where the finger lifted, like the seed")
    func none() throws {
        let m = try flung(nil)
        #expect(!m.isGliding)
        try m.step(1)
        #expect(m.point.x == 108)
    }

    @Test("A pointer down catches the glide where it is; refusals of setRelease change nothing")
    func catchIt() throws {
        let m = try flung(.framerInertia)
        try m.step(0.1)
        let x = m.point.x
        try m.pointerDown(2, at: Vec2(x, 50), time: 0.2)
        #expect(!m.isGliding)
        try m.step(1)
        #expect(m.point.x == x)
        let h = m.stateHash
        #expect(throws: FizzError.outOfRange) { try m.setRelease(.framerInertia, snapX: -1) }
        #expect(throws: FizzError.outOfRange) { try m.setRelease(.framerInertia, snapX: 1e-4) }
        #expect(throws: FizzError.nonFinite) { try m.setRelease(.framerInertia, snapY: .nan) }
        #expect(m.stateHash == h)
    }

    @Test("Replay with a snapped UIScrollView release: 60, 120 and 144 Hz over 8 s end in one state, resting on the grid")
    func replay() throws {
        var hashes: [UInt64] = []
        for rate in [60.0, 120.0, 144.0] {
            let m = try Motion(width: 1000, height: 100)
            try m.setRelease(try Decay(ratePerMillisecond: 0.998), snapX: 125)
            var trace: [(Double, Double)] = []
            for i in 0...20 {
                let k = Double(i)
                trace.append((0.05 + 0.008 * k, 100 + 6 * k + 0.05 * k * k))
            }
            try replayTrace(trace, into: m, rate: rate, frames: Int(8 * rate))
            #expect(!m.isGliding)
            #expect(m.point.x.truncatingRemainder(dividingBy: 125) == 0)
            hashes.append(m.stateHash)
        }
        #expect(hashes[0] == hashes[1] && hashes[1] == hashes[2])
    }

    @Test("Snapshot mid-glide: the restored motion glides on to the same bits")
    func snapshot() throws {
        let m = try flung(.framerInertia, snapX: 300)
        try m.step(0.05)
        let bytes = m.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try Motion.restore(from: p) }
        #expect(r.stateHash == m.stateHash && r.isGliding)
        try r.step(0.2); try m.step(0.2)
        #expect(r.stateHash == m.stateHash && r.point == m.point)
    }
}
