//===--- AnimationAnimatorTests.swift ------------------------------------===//
// Part of Fizz. The animator pool: fixed step, rest, glides, bounds, snaps, refusals, snapshot.
//===---------------------------------------------------------------------===//

import Fizz
import Testing

@Suite struct AnimationAnimatorTests {
    /// Three springs (under-, critically, over-damped), a glide, a bounded glide and a snapped
    /// glide.
    static func scene() throws -> (Animator, [AnimatorChannel]) {
        let a = Animator()
        var c: [AnimatorChannel] = []
        c.append(try a.addSpring(try Spring(stiffness: 100, damping: 12), value: 0, target: 100))
        c.append(try a.addSpring(try Spring(stiffness: 100, damping: 20), value: 0, velocity: 50, target: 100))
        c.append(try a.addSpring(try Spring(stiffness: 16, damping: 10), value: 10, target: -10))
        c.append(try a.addDecay(.normal, value: 0, velocity: 1000))
        let b = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        try a.setBounds(b, lower: -100, upper: 500)
        c.append(b)
        let s = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        try a.setSnap(s, step: 300, origin: 0)
        c.append(s)
        return (a, c)
    }

    @Test func sameStateAt60And120And144Hz() throws {
        var hashes: [UInt64] = []
        for hz in [60, 120, 144, 720] {
            let (a, _) = try Self.scene()
            for _ in 0..<(2 * hz) { try a.step(1 / Double(hz)) }
            #expect(a.stepCount == 1440)
            hashes.append(a.stateHash)
        }
        let (one, _) = try Self.scene()
        try one.step(1); try one.step(1)
        hashes.append(one.stateHash)
        #expect(Set(hashes).count == 1, "\(hashes)")
    }

    /// Four plain neighbours are stepped interleaved; with a paused channel among them each is
    /// stepped alone. Both give the same bits and the same events in slot order.
    @Test func interleavedStepsEqualSingleSteps() throws {
        let springs = [try Spring(stiffness: 100, damping: 12), try Spring(stiffness: 100, damping: 20),
                       try Spring(stiffness: 16, damping: 10), try Spring(stiffness: 400, damping: 30)]
        let together = Animator(), alone = Animator()
        var a: [AnimatorChannel] = [], b: [AnimatorChannel] = []
        for (i, s) in springs.enumerated() {
            a.append(try together.addSpring(s, value: Double(i) * 3, velocity: 5, target: 1))
            b.append(try alone.addSpring(s, value: Double(i) * 3, velocity: 5, target: 1))
            if i == 0 { try alone.setPaused(try alone.addSpring(s, value: 0, target: 9), true) }
        }
        var eventsA: [UInt32] = [], eventsB: [UInt32] = []
        for _ in 0..<600 {
            try together.step(1.0 / 60); try alone.step(1.0 / 60)
            for i in 0..<together.eventCount { eventsA.append(together.event(at: i).channel.slot) }
            for i in 0..<alone.eventCount { eventsB.append(alone.event(at: i).channel.slot) }
            for i in 0..<4 {
                #expect(try together.value(a[i]).bitPattern == alone.value(b[i]).bitPattern)
                #expect(try together.velocity(a[i]).bitPattern == alone.velocity(b[i]).bitPattern)
            }
        }
        #expect(eventsA.count == 4)
        #expect(eventsB == eventsA.map { $0 == 0 ? 0 : $0 + 1 })
    }

    @Test func steppedSpringFollowsTheClosedForm() throws {
        let a = Animator()
        let s = try Spring(stiffness: 100, damping: 12)
        let c = try a.addSpring(s, value: 0, velocity: 30, target: 100)
        let before = try a.value(c, at: 0.5)
        #expect(try a.step(0.5) == 360)
        let v = try a.value(c)
        // x = 100 − e^(−3)(100·cos 4 + ((−30 − 600)/8)·sin 4)... checked against Spring.
        #expect((v - s.value(at: 0.5, value: 0, velocity: 30, target: 100)).magnitude < 1e-9)
        #expect((v - before).magnitude < 1e-9)
    }

    @Test func springRestsWhenItsAnalyticTimeSays() throws {
        let a = Animator()
        let c = try a.addSpring(try Spring(stiffness: 100, damping: 20), value: 0, target: 1)
        let t = try a.timeToRest(c)
        // 1·e^(−10t)(1 + 10t) ≤ 0.001 and 100·t·e^(−10t) ≤ 0.001: from about 1.15 s.
        #expect(t > 1.0 && t < 1.3)
        var steps = 0
        while try a.isMoving(c) {
            steps += try a.step(1.0 / 720)
            if steps > 720 * 10 { break }
        }
        let stepped = Double(steps) / 720
        #expect(stepped >= t - 1e-9 && stepped <= t + 1.0 / 720 + 1e-9, "\(stepped) vs \(t)")
        #expect(try a.value(c) == 1 && a.velocity(c) == 0)
        #expect(a.eventCount == 1 && a.event(at: 0).kind == .rested && a.event(at: 0).channel == c)
    }

    @Test func glideRestsOnItsProjectedPoint() throws {
        let a = Animator()
        let c = try a.addDecay(.normal, value: 20, velocity: 1000)
        // 20 + 1000·0.4995 pt.
        let rest = try a.restValue(c)
        #expect((rest - 519.4998331664548).magnitude < 1e-9)
        let t = try a.timeToRest(c)
        var steps = 0
        while try a.isMoving(c) { steps += try a.step(1.0 / 60); if steps > 720 * 60 { break } }
        #expect(try a.value(c) == rest)
        // Found at the end of a 60 Hz frame: within 12 steps after the analytic time.
        let stepped = Double(steps) / 720
        #expect(stepped >= t - 1e-9 && stepped <= t + 1.0 / 60 + 1e-9, "\(stepped) vs \(t)")
    }

    @Test func snappedGlideLandsOnTheGrid() throws {
        let a = Animator()
        let c = try a.addDecay(.framerInertia, value: 0, velocity: 1000)  // would rest at 800
        try a.setSnap(c, step: 300, origin: 0)                            // 900 is nearest
        #expect(try a.restValue(c) == 900)
        var snapped = false
        for _ in 0..<600 {
            try a.step(1.0 / 60)
            for i in 0..<a.eventCount where a.event(at: i).kind == .snapped { snapped = true }
        }
        #expect(snapped)
        #expect(try a.value(c) == 900 && a.velocity(c) == 0)
    }

    @Test func boundedGlideBouncesToItsBound() throws {
        let a = Animator()
        let c = try a.addDecay(.framerInertia, value: 0, velocity: 1000)  // would rest at 800
        try a.setBounds(c, lower: -100, upper: 500)
        #expect(try a.restValue(c) == 500)
        let t = try a.timeToRest(c)
        // 500 = 800·(1 − e^(−t/0.325)) at t = 0.325·ln(800/300) = 0.31877 s.
        #expect(try (a.value(c, at: 0.3187) - 500).magnitude < 0.5)
        var kinds: [AnimatorEvent.Kind] = []
        var steps = 0
        var peak = 0.0
        while try a.isMoving(c) {
            steps += try a.step(1.0 / 120)
            peak = Swift.max(peak, try a.value(c))
            for i in 0..<a.eventCount { kinds.append(a.event(at: i).kind) }
            if steps > 720 * 60 { break }
        }
        #expect(kinds == [.hitBound, .rested])
        #expect(peak > 500)                       // it overshoots the bound, then springs back
        #expect(try a.value(c) == 500)
        let stepped = Double(steps) / 720
        #expect((stepped - t).magnitude < 0.05, "\(stepped) vs \(t)")
    }

    @Test func dragIsRubberBandedAndReleasesBack() throws {
        let a = Animator()
        let c = try a.addDecay(.normal, value: 200, velocity: 0)
        try a.setBounds(c, lower: 0, upper: 500)
        // 100 past the upper bound over a 100 pt viewport shows 100·(1 − 1/1.55) past it.
        try a.drag(c, raw: 600, dimension: 100)
        #expect(try a.value(c) == 535.483870967741936)
        try a.step(0.5)
        #expect(try a.value(c) == 535.483870967741936)      // held
        try a.drag(c, raw: 250, dimension: 100)
        #expect(try a.value(c) == 250)                       // inside: 1:1
        try a.drag(c, raw: -100, dimension: 100)
        #expect(try a.value(c) == -35.483870967741936)
        try a.setPaused(c, false)                             // release: back to 0
        #expect(try a.restValue(c) == 0)
        for _ in 0..<300 { try a.step(1.0 / 60) }
        #expect(try a.value(c) == 0 && !a.isMoving(c))
    }

    /// A bounded glide held past its bound by a drag is a glide at rest outside its bounds: the
    /// closed-form answers are the spring back to the nearer bound from where it is held, the
    /// curve a release starts (`value(_:at:)` ignores the pause), every one finite. They took
    /// the bound as lying ahead on the glide's path, at a fraction (bound − x)/(τ·v) of a glide
    /// of speed 0: NaN (found by tools/fuzz: fizz_animator_value_at after fizz_animator_drag).
    @Test func heldPastItsBoundAGlideAnswersItsSpringBack() throws {
        let a = Animator()
        let c = try a.addDecay(.normal, value: 200, velocity: 0)
        try a.setBounds(c, lower: 0, upper: 500)
        let ts = [0, 1.0 / 720, 0.05, 0.5, 3600]
        for raw in [600.0, -100] {
            try a.drag(c, raw: raw, dimension: 100)
            let held = try ts.map { t throws(FizzError) in [try a.value(c, at: t), try a.velocity(c, at: t)] }
            #expect(held.allSatisfy { $0.allSatisfy(\.isFinite) }, "\(raw): \(held)")
            #expect(held[0] == [try a.value(c), 0])
            #expect(try a.restValue(c) == (raw > 0 ? 500 : 0))
            // Released, it springs back from there: the same curve, to the bit.
            try a.setPaused(c, false)
            let released = try ts.map { t throws(FizzError) in [try a.value(c, at: t), try a.velocity(c, at: t)] }
            #expect(held == released, "\(raw)")
        }
    }

    @Test func setTargetValueVelocityPause() throws {
        let a = Animator()
        let c = try a.addSpring(try Spring(stiffness: 100, damping: 20), value: 0, target: 0)
        try a.step(0.1)                   // at rest at once
        #expect(try !a.isMoving(c))
        try a.setTarget(c, 10)
        #expect(try a.isMoving(c) && a.value(c) == 0)
        try a.setPaused(c, true)
        let h = a.stateHash
        try a.step(0.5)
        #expect(try a.value(c) == 0)
        #expect(a.stateHash != h)         // the clock moved
        try a.setPaused(c, false)
        try a.step(0.1)
        #expect(try a.value(c) > 0)
        try a.setValue(c, 50)
        #expect(try a.value(c) == 50)
        try a.setVelocity(c, -3)
        #expect(try a.velocity(c) == -3)
    }

    @Test func refusalsChangeNothing() throws {
        let (a, c) = try Self.scene()
        try a.step(0.1)
        let h = a.stateHash
        #expect(throws: FizzError.nonFinite) { try a.setTarget(c[0], .nan) }
        #expect(throws: FizzError.outOfRange) { try a.setValue(c[0], 2e9) }
        #expect(throws: FizzError.outOfRange) { try a.setVelocity(c[0], 2e12) }
        #expect(throws: FizzError.outOfRange) { try a.setBounds(c[3], lower: 5, upper: 4) }
        #expect(throws: FizzError.outOfRange) { try a.setSnap(c[3], step: 1e-9, origin: 0) }
        #expect(throws: FizzError.outOfRange) { try a.step(-1) }
        #expect(throws: FizzError.nonFinite) { try a.step(.infinity) }
        #expect(throws: FizzError.outOfRange) { try a.setRest(delta: 0, speed: 1) }
        #expect(throws: FizzError.outOfRange) { try a.value(c[0], at: -1) }
        try a.remove(c[1])
        let h2 = a.stateHash
        #expect(h2 != h)
        #expect(throws: FizzError.notFound) { try a.setTarget(c[1], 1) }
        #expect(throws: FizzError.notFound) { try a.remove(c[1]) }
        #expect(throws: FizzError.notFound) { try a.value(AnimatorChannel(slot: 99, generation: 1)) }
        #expect(a.stateHash == h2)
        #expect(a.count == 5)
    }

    @Test func budgetRefusesGrowth() throws {
        let a = Animator()
        _ = try a.addSpring(.reboundDefault, value: 0, target: 1)
        try a.setMemoryBudget(a.memory.used)
        let h = a.stateHash
        var refused = false
        for _ in 0..<100 {
            do { _ = try a.addSpring(.reboundDefault, value: 0, target: 1) } catch {
                #expect(error == .overBudget); refused = true; break
            }
        }
        #expect(refused)
        #expect(a.count < 100)
        _ = h
    }

    @Test func slotReuseMakesOldIdsStale() throws {
        let a = Animator()
        let c1 = try a.addSpring(.reboundDefault, value: 0, target: 1)
        try a.remove(c1)
        let c2 = try a.addSpring(.reboundDefault, value: 0, target: 1)
        #expect(c2.slot == c1.slot && c2.generation == c1.generation + 1)
        #expect(c2.packed == 2 << 16)
        #expect(AnimatorChannel(packed: c2.packed) == c2)
        #expect(throws: FizzError.notFound) { try a.value(c1) }
    }

    @Test func snapshotContinuesBitForBit() throws {
        let (a, c) = try Self.scene()
        try a.remove(c[2])
        try a.step(0.25)
        let bytes = a.snapshot()
        #expect(bytes.count == a.snapshotSize)
        let b = try bytes.withUnsafeBytes { (p) throws(FizzError) in try Animator.restore(from: p) }
        #expect(b.stateHash == a.stateHash)
        for _ in 0..<100 { try a.step(1.0 / 60); try b.step(1.0 / 60) }
        #expect(b.stateHash == a.stateHash)
        // A flipped byte in a flags word is refused.
        var bad = bytes
        bad[bad.count - 100] ^= 0xff
        #expect(throws: FizzError.invalidBuffer) {
            _ = try bad.withUnsafeBytes { (p) throws(FizzError) in try Animator.restore(from: p) }
        }
    }

    @Test func extremeChannelsStayFinite() throws {
        let a = Animator()
        let c1 = try a.addSpring(try Spring(stiffness: 1e9, damping: 1e-6, mass: 1e-6), value: 1e9, velocity: 1e12, target: -1e9)
        let c2 = try a.addDecay(try Decay(power: 100, timeConstant: 1e-6), value: 1e9, velocity: 1e12)
        let c3 = try a.addSpring(try Spring(stiffness: 1e-6, damping: 1e6, mass: 1e-6), value: -1e9, velocity: -1e12, target: 1e9)
        for _ in 0..<50 { try a.step(1) }
        for c in [c1, c2, c3] {
            #expect(try a.value(c).isFinite && a.velocity(c).isFinite)
            #expect(try a.timeToRest(c).isFinite && a.restValue(c).isFinite && a.value(c, at: 3600).isFinite)
        }
    }
}
