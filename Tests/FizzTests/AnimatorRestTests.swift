//===--- AnimatorRestTests.swift -----------------------------------------===//
// Part of Fizz. Issue 20: the time to rest is the step the animator rests on; per-channel
// thresholds; velocity at a time.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#endif

/// Steps `a` one 1/720 s step at a time until `c` rests: the steps run (at most `cap`).
private func stepsUntilRest(_ a: Animator, _ c: AnimatorChannel, cap: Int = 720 * 120) throws -> Int {
    var k = 0
    while try a.isMoving(c) && k < cap { k += try a.step(1.0 / 720) }
    return k
}

/// Steps `a` by `t` s in calls of at most 1 s (a call's limit).
private func step(_ a: Animator, _ t: Double) throws {
    var t = t
    while t > 1 { try a.step(1); t -= 1 }
    try a.step(t)
}

@Suite("Animator: rest times that are kept (issue 20)")
struct AnimatorRestTests {
    @Test("The reproducers: k 5000, c 44.27…, m 0.2 from 0 to 100 rests at the step timeToRest names (0.1112 s was answered, 0.1375 s stepped); k 2, c 0.1, m 0.5 from 0.01 to 0 (22.241 s answered, 21.790 s stepped)")
    func reproducers() throws {
        for (spring, value, target) in [(try Spring(stiffness: 5000, damping: 44.27188724235731, mass: 0.2), 0.0, 100.0),
                                        (try Spring(stiffness: 2, damping: 0.1, mass: 0.5), 0.01, 0.0)] {
            let a = Animator()
            let c = try a.addSpring(spring, value: value, target: target)
            let t = try a.timeToRest(c)
            let k = try stepsUntilRest(a, c)
            #expect(Double(k) / 720 == t, "\(k) steps vs \(t) s")
            #expect(try a.value(c) == target)
        }
    }

    @Test("300 random springs (seeded): each rests on the step timeToRest names; one step less leaves it moving")
    func randomSprings() throws {
        var seed: UInt64 = 0x2026_1124
        func next() -> Double {                       // a 53-bit LCG sample in [0, 1)
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var mismatches: [String] = []
        for _ in 0..<300 {
            let k = 10 * pow(10, 3 * next()), m = 0.1 + next(), zeta = 0.05 + 1.5 * next()
            let spring = try Spring(stiffness: k, damping: 2 * zeta * (k * m).squareRoot(), mass: m)
            let a = Animator()
            let c = try a.addSpring(spring, value: 200 * next() - 100, velocity: 2000 * next() - 1000, target: 0)
            let t = try a.timeToRest(c)
            let steps = Int((t * 720).rounded())
            let b = Animator()
            let d = try b.addSpring(spring, value: try a.value(c), velocity: try a.velocity(c), target: 0)
            if steps > 1 { try step(b, Double(steps - 1) / 720) }
            let early = try b.isMoving(d)
            let stepped = try stepsUntilRest(a, c, cap: 720 * 3600)
            if Double(stepped) / 720 != t || !early { mismatches.append("k \(k) m \(m) ζ \(zeta): \(stepped) vs \(t)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("With a fraction of a step pending, stepping exactly timeToRest rests the channel in that call")
    func pendingFraction() throws {
        let a = Animator()
        let c = try a.addSpring(try Spring(stiffness: 300, damping: 10), value: 0, target: 50)
        try a.step(0.0007)                            // half a step pending
        let t = try a.timeToRest(c)
        try step(a, t)
        #expect(try !a.isMoving(c))
        #expect(a.eventCount == 1 && a.event(at: 0).kind == .rested)
    }

    @Test("A bounded glide: timeToRest is the stepped rest after the hand-over to its spring")
    func boundedGlide() throws {
        let a = Animator()
        let c = try a.addDecay(.framerInertia, value: 0, velocity: 2000)
        try a.setBounds(c, lower: -100, upper: 600)
        let t = try a.timeToRest(c)
        #expect(Double(try stepsUntilRest(a, c)) / 720 == t)
        #expect(try a.value(c) == 600)
    }

    @Test("Per-channel rest: Framer's 0.5 pt and 2 pt/s rest a channel sooner than the animator's 0.001; both 0 restores the animator's; snapshots keep it")
    func perChannelRest() throws {
        let a = Animator()
        let spring = try Spring(stiffness: 170, damping: 26)
        let coarse = try a.addSpring(spring, value: 0, target: 300)
        let fine = try a.addSpring(spring, value: 0, target: 300)
        try a.setRest(coarse, delta: Spring.framerRestDelta, speed: Spring.framerRestSpeed)
        let tc = try a.timeToRest(coarse), tf = try a.timeToRest(fine)
        #expect(tc < tf)
        // Nearly critical (ζ 0.997, ω0 = 13.04/s): by the critical envelope |x| = 300(1 + ω0t)e^(−ω0t)
        // ≤ 0.5 and |v| = 300·ω0²·t·e^(−ω0t) ≤ 2 from about 0.757 s.
        #expect(tc > 0.7 && tc < 0.8)
        let bytes = a.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try Animator.restore(from: p) }
        #expect(r.stateHash == a.stateHash)
        #expect(Double(try stepsUntilRest(a, coarse)) / 720 == tc)
        #expect(try a.isMoving(fine))
        #expect(throws: FizzError.outOfRange) { try a.setRest(fine, delta: 0, speed: 1) }
        try a.setRest(coarse, delta: 0, speed: 0)
        try a.setTarget(coarse, 0)
        let b = Animator()
        let same = try b.addSpring(spring, value: 300, target: 0)
        #expect(try a.timeToRest(coarse) == b.timeToRest(same))
    }

    @Test("velocity(at:): a critically damped spring from −1 moves at 100·t·e^(−10t) (3.6787944117 at 0.1 s); a glide at v·e^(−t/τ)")
    func velocityAt() throws {
        let a = Animator()
        let c = try a.addSpring(try Spring(stiffness: 100, damping: 20), value: 0, target: 1)
        #expect(abs(try a.velocity(c, at: 0.1) - 10 * Glibc.exp(-1)) < 1e-12)
        let g = try a.addDecay(.framerInertia, value: 0, velocity: 1000)   // launches at 1000·0.8/0.325
        #expect(abs(try a.velocity(g, at: 0.325) - 1000 * 0.8 / 0.325 * Glibc.exp(-1)) < 1e-9)
        #expect(throws: FizzError.outOfRange) { try a.velocity(c, at: -1) }
    }
}
