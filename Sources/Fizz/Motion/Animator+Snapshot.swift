//===--- Animator+Snapshot.swift -----------------------------------------===//
// Part of Fizz. An animator as a snapshot (kind `Snapshot.Kind.animator`).
//===---------------------------------------------------------------------===//

extension Animator: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.Kind.animator }

    /// The budget's limit, rest thresholds, clock, live count, the slot map, then every slot's
    /// lane and parameters. The step maps are stored but not trusted: a restore computes them
    /// again from the parameters (the same bits, as every computation here is deterministic).
    public func writeSnapshot(to c: inout SnapshotCoder) {
        var limit = memory.limit, delta = restDelta, speed = restSpeed, live = count
        c.i64(&limit); c.f64(&delta); c.f64(&speed); c.u64(&clock.count); c.f64(&clock.pending)
        c.int(&live, max: Animator.maxChannels)
        ids.code(&c, budget: memory)
        c.column(&lanes, ids.slotCount, memory)
        c.column(&specs, ids.slotCount, memory)
    }

    /// A new animator holding the payload's state, every value checked as the setters check it.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Animator? {
        var limit: Int64 = 0, delta = 0.0, speed = 0.0, stepsRun: UInt64 = 0, pending = 0.0, live = 0
        c.i64(&limit); c.f64(&delta, 1e-9, 1e6); c.f64(&speed, 1e-9, 1e6); c.u64(&stepsRun); c.f64(&pending, 0, 1)
        c.int(&live, max: Animator.maxChannels)
        if !c.intact { return nil }
        let a = Animator()
        do { try a.memory.setLimit(limit) } catch { c.check(false); return nil }
        a.ids.code(&c, budget: a.memory)
        let n = a.ids.slotCount
        c.column(&a.lanes, n, a.memory)
        c.column(&a.specs, n, a.memory)
        if !c.intact { return nil }
        let big = 1e30     // far beyond any state a step reaches from accepted input
        let lane = MemoryLayout<AnimatorLane>.stride, spec = MemoryLayout<AnimatorSpec>.stride
        let lp = UnsafeRawPointer(a.lanes.base), sp = UnsafeRawPointer(a.specs.base)
        c.check(doubles: lp, n, stride: lane, -big, big)
        c.check(doubles: lp + 8, n, stride: lane, -big, big)
        c.check(doubles: lp + 16, n, stride: lane, -Animator.maxValue, Animator.maxValue)
        c.check(doubles: sp, n, stride: spec, 1e-6, 1e9)
        c.check(doubles: sp + 8, n, stride: spec, 1e-6, 1e6)
        c.check(doubles: sp + 16, n, stride: spec, 1e-6, 1e6)
        c.check(doubles: sp + 24, n, stride: spec, 0, 100)
        c.check(doubles: sp + 32, n, stride: spec, -Animator.maxValue, Animator.maxValue)
        c.check(doubles: sp + 40, n, stride: spec, -Animator.maxValue, Animator.maxValue)
        c.check(doubles: sp + 48, n, stride: spec, 0, 1e9)
        c.check(doubles: sp + 56, n, stride: spec, -Animator.maxValue, Animator.maxValue)
        if !c.intact { return nil }
        // Live slots are exactly those not waiting in the free list, each listed once.
        var liveFound = 0
        var s = 0
        while s < n {
            let l = a.lanes[s], p = a.specs[s]
            c.check(l.flags & ~AnimatorLane.all == 0 && l.pad == 0 && p.lower <= p.upper)
            c.check(p.tau == 0 || p.tau >= 1e-6)
            c.check(p.snapStep == 0 || p.snapStep >= 1e-6)
            c.check(l.flags & AnimatorLane.decay == 0 || p.tau > 0)
            if l.flags & AnimatorLane.live != 0 { liveFound += 1 } else { c.check(l.flags == 0) }
            s += 1
        }
        c.check(liveFound == live && a.ids.freeTail - a.ids.freeHead == n - live)
        var k = a.ids.freeHead
        while c.intact && k < a.ids.freeTail {
            let f = Int(a.ids.freeSlots[k])
            c.check(a.lanes[f].flags == 0 && a.lanes[f].pad == 0)
            a.lanes[f].pad = 1      // seen: a second listing fails the check above
            k += 1
        }
        k = a.ids.freeHead
        while k < a.ids.freeTail { a.lanes[Int(a.ids.freeSlots[k])].pad = 0; k += 1 }
        if !c.intact { return nil }
        s = 0
        while s < n {
            let l = a.lanes[s], p = a.specs[s]
            if l.flags & AnimatorLane.live != 0 {
                if l.flags & AnimatorLane.decay != 0 {
                    a.lanes[s].setStep(Decay(unchecked: p.tau, p.tau).step(Animator.stepSeconds))
                } else {
                    a.lanes[s].setStep(p.spring.step(Animator.stepSeconds))
                }
            }
            s += 1
        }
        a.restDelta = delta; a.restSpeed = speed; a.count = live
        a.clock.count = stepsRun; a.clock.pending = pending
        return a
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
