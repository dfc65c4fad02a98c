//===--- Animator+Snapshot.swift -----------------------------------------===//
// Part of Fizz. An animator as a snapshot (kind `Snapshot.animatorKind`).
//===---------------------------------------------------------------------===//

extension Animator: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.animatorKind }

    /// The farthest target a channel can have, and so the range a snapshot's targets are read
    /// in: a glide from a value within ±`maxValue` rests `power`·v₀ further on (power ≤
    /// `Decay.maxPower` s, |v₀| ≤ `maxVelocity`), 1.00001e14; a fraction more for the rounding
    /// of value + τ·(power/τ)·v₀. Every other target is within ±`maxValue` (set, snapped or a
    /// bound), and a glide that is launched again from beyond its bounds (±`maxValue` unless
    /// set) springs back to the bound instead, so no sequence of calls goes further.
    /// (A glide resting beyond ±1e9 used to be refused by the restore: issue 20.)
    public static let maxRestPoint = (maxValue + Decay.maxPower * maxVelocity) * (1 + 1e-9)

    /// Set in a snapshot's stored lane flags when a snapped glide's free rest
    /// (`AnimatorSpec.freeRest`, within ±`maxRestPoint`) follows its snap points.
    static let freeRestStored: UInt32 = 1 << 31

    public func writeSnapshot(to c: inout SnapshotCoder) { code(&c) }

    /// A new animator holding the payload's state, every value checked as the setters check it.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Animator? {
        let a = Animator()
        a.code(&c)
        return c.intact ? a : nil
    }

    /// The budget's limit, rest thresholds, clock, live count, the slot map, then per slot its
    /// flags and, for a live channel, (value − target, velocity, target) and its parameters.
    /// One list for writing and reading (field by field, each read checked against the range
    /// its setter accepts); the step maps are not stored but computed again from the
    /// parameters, the same bits, as every computation here is deterministic.
    func code(_ c: inout SnapshotCoder) {
        let reading = c.reading
        var limit = memory.limit
        c.i64(&limit)
        if reading {
            do { try memory.setLimit(limit) } catch { c.check(false) }
        }
        c.f64(&restDelta, 1e-9, 1e6); c.f64(&restSpeed, 1e-9, 1e6)
        c.u64(&clock.count); c.f64(&clock.pending, 0, 1)
        c.int(&count, max: Animator.maxChannels)
        ids.code(&c, budget: memory)
        let n = ids.slotCount
        if reading {
            if !c.intact { return }
            do {
                try lanes.reserve(exactly: n, keeping: 0, in: memory)
                try specs.reserve(exactly: n, keeping: 0, in: memory)
            } catch { c.refuse(error); return }
        }
        let big = 1e30, top = Animator.maxValue     // far beyond any state a step reaches
        let rest = Animator.maxRestPoint
        var live = 0
        var s = 0
        while s < n {
            let none = AnimatorSpec(spring: Spring(unchecked: 1, 1, 1))
            var l = reading ? AnimatorLane(d: 0, v: 0, target: 0, step: Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1), flags: 0) : lanes[s]
            var p = reading ? none : specs[s]
            // A snapped glide's free rest follows its parameters, marked in the stored flags
            // by `freeRestStored` (never a lane's flag): a snapshot written before it existed
            // restores with the free rest at the target, as those versions behaved.
            var stored = l.flags
            if !reading && l.flags & AnimatorLane.glideSnapped == AnimatorLane.glideSnapped { stored |= Animator.freeRestStored }
            c.u32(&stored)
            c.check(stored & ~(AnimatorLane.all | Animator.freeRestStored) == 0)
            l.flags = stored & AnimatorLane.all
            if l.flags & AnimatorLane.live != 0 {
                c.f64(&l.d, -big, big); c.f64(&l.v, -big, big); c.f64(&l.target, -rest, rest)
                c.f64(&p.stiffness, 1e-6, 1e9); c.f64(&p.damping, 1e-6, 1e6); c.f64(&p.mass, 1e-6, 1e6)
                c.f64(&p.tau, 0, Decay.maxPower); c.f64(&p.lower, -top, top); c.f64(&p.upper, p.lower, top)
                c.f64(&p.snapStep, 0, 1e9); c.f64(&p.snapOrigin, -top, top)
                c.f64(&p.restDelta, 0, 1e6); c.f64(&p.restSpeed, 0, 1e6)
                c.check((p.tau == 0 || p.tau >= 1e-6) && (p.snapStep == 0 || p.snapStep >= 1e-6))
                c.check(l.flags & AnimatorLane.ownRest == 0 ? p.restDelta == 0 && p.restSpeed == 0
                                                             : p.restDelta >= 1e-9 && p.restSpeed >= 1e-9)
                codeSnapPoints(&c, &p)
                c.check(l.flags & AnimatorLane.decay == 0 || p.tau > 0)
                if stored & Animator.freeRestStored != 0 {
                    c.check(l.flags & AnimatorLane.glideSnapped == AnimatorLane.glideSnapped)
                    c.f64(&p.freeRest, -rest, rest)
                } else if reading {
                    p.freeRest = l.target
                }
                live += 1
            }
            if reading {
                if !c.intact { return }
                if l.flags & AnimatorLane.live != 0 {
                    l.setStep(l.flags & AnimatorLane.decay != 0 ? Decay(unchecked: p.tau, p.tau).step(Animator.stepSeconds)
                                                                : p.spring.step(Animator.stepSeconds))
                }
                lanes[s] = l
                specs[s] = p
            }
            s += 1
        }
        if !reading { return }
        // Live slots are exactly those not waiting in the free list, each listed once.
        c.check(live == count && ids.freeTail - ids.freeHead == n - live)
        var k = ids.freeHead
        while c.intact && k < ids.freeTail {
            let f = Int(ids.freeSlots[k])
            c.check(lanes[f].flags == 0 && lanes[f].pad == 0)
            lanes[f].pad = 1      // seen: a second listing fails the check above
            k += 1
        }
        k = ids.freeHead
        while k < ids.freeTail { lanes[Int(ids.freeSlots[k])].pad = 0; k += 1 }
    }

    /// A channel's snap points: their count, then each, ascending. Read back, they are
    /// appended to the pool in slot order (the pool's layout is not state).
    func codeSnapPoints(_ c: inout SnapshotCoder, _ p: inout AnimatorSpec) {
        var n = p.snapCount
        c.int(&n, max: Animator.maxSnapPoints)
        if c.reading {
            if !c.intact { return }
            c.check(n == 0 || p.snapStep == 0)
            do { try snapPool.reserve(appending: snapPoolCount + n, keeping: snapPoolCount, in: memory) } catch { c.refuse(error); return }
            p.snapFirst = n == 0 ? 0 : snapPoolCount
            p.snapCount = n
        }
        var i = 0, previous = -Double.infinity
        while i < n && (!c.reading || c.intact) {
            var x = c.reading ? 0 : snapPool.base[p.snapFirst + i]
            c.f64(&x, -Animator.maxValue, Animator.maxValue)
            if c.reading { c.check(x >= previous); snapPool.base[p.snapFirst + i] = x; previous = x }
            i += 1
        }
        if c.reading && c.intact { snapPoolCount += n }
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This animator's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new animator continuing exactly where the snapshot's was (the same `stateHash`).
    /// - Throws: `.invalidBuffer` (truncated, corrupted, another version or kind, a value out
    ///   of range), `.overBudget` (its channels do not fit its own limit).
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> Animator {
        try Snapshot.restore(Animator.self, from: bytes)
    }
}
