//===--- Motion+Snapshot.swift -------------------------------------------===//
// Part of Fizz. A motion as a snapshot (kind `Snapshot.motionKind`).
//===---------------------------------------------------------------------===//

extension Motion: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.motionKind }

    /// The budget's limit, rect, interval, speed clamp, the gesture (each pointer's samples,
    /// oldest first), the clock, the mapping's storage and the sync. The last step's events
    /// are not state: a restored motion has none until its next step.
    public func writeSnapshot(to c: inout SnapshotCoder) { code(&c) }

    /// A new motion holding the payload's state, every value checked as the setters check it.
    /// The payload is read straight into a fresh motion: nobody sees it unless all is well.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Motion? {
        guard let m = try? Motion(width: 1, height: 1) else { c.check(false); return nil }
        m.code(&c)
        return c.intact ? m : nil
    }

    /// Writes the state, or reads it into this (fresh) motion and checks it, in one list.
    func code(_ c: inout SnapshotCoder) {
        let e = Motion.maxExtent
        var limit = memory.limit
        c.i64(&limit)
        // The limit first, as the calls had it while they grew the columns: reading then
        // grows each within it (exactly, near the limit) as they did. Set last, the columns
        // read first had doubled from 16 under the default budget, and a motion whose calls
        // fitted a small budget exactly had a snapshot its own restore refused (tools/fuzz).
        if c.reading {
            do { try memory.setLimit(limit) } catch { c.refuse(error) }
        }
        c.f64(&rect.origin.x, -e, e); c.f64(&rect.origin.y, -e, e)
        c.f64(&rect.size.x, 1, e); c.f64(&rect.size.y, 1, e)
        c.bool(&closedInterval); c.f64(&maxSpeed, 0, Motion.maxSpeedClamp)
        codeGesture(&c)
        c.f64(&clock.pending, 0, 1); c.u64(&clock.count); c.f64(&epoch, -Motion.maxTime, Motion.maxTime)
        if c.reading && c.intact { c.check(clock.count <= Motion.clockLimit(epoch: epoch)) }
        mapping.code(&c)
        codeRelease(&c)
        var hasSync = sync != nil
        c.bool(&hasSync)
        if hasSync { codeSync(&c) }
        if c.reading && c.intact {
            c.check(mapping.isConsistent)
        }
    }

    /// The pointers: count, newest event time, started, the primary's point and velocity, then
    /// per pointer its id, clamp and samples oldest first (read back through `add`, which
    /// must keep every one of them; none after the newest event's time). The velocity is a
    /// tracker's answer, so within `VelocityTracker.maxFitSpeed`; while pointers are down it
    /// is exactly the primary's tracker's (every call that changes either sets it so), which
    /// a restore checks bit for bit.
    @inline(never)
    func codeGesture(_ c: inout SnapshotCoder) {
        let e = Motion.maxExtent, v = VelocityTracker.maxFitSpeed
        c.int(&gesture.count, max: GestureTracker.maxPointers)
        c.f64(&gesture.lastTime, -Motion.maxTime, Motion.maxTime); c.bool(&gesture.started)
        c.check(gesture.count == 0 || gesture.started)  // a press starts the timeline
        c.f64(&gesture.point.x, -e, e); c.f64(&gesture.point.y, -e, e)
        c.f64(&gesture.velocity.x, -v, v); c.f64(&gesture.velocity.y, -v, v)
        c.f64(&gesture.offset.x, -2 * e, 2 * e); c.f64(&gesture.offset.y, -2 * e, 2 * e)
        var i = 0
        while i < gesture.count && (!c.reading || c.intact) {
            c.u32(&gesture.ids[i])
            var k = gesture.trackers[i].count
            c.int(&k, max: VelocityTracker.capacity); c.f64(&gesture.trackers[i].maxSpeed, 0, Motion.maxSpeedClamp)
            if c.reading { gesture.trackers[i].clear() }
            var j = 0
            while j < k && (!c.reading || c.intact) {
                let s = gesture.trackers[i].index(back: k - 1 - j)
                var t = gesture.trackers[i].times[s], x = gesture.trackers[i].xs[s], y = gesture.trackers[i].ys[s]
                c.f64(&t, -Motion.maxTime, Motion.maxTime); c.f64(&x, -e, e); c.f64(&y, -e, e)
                if c.reading {
                    let n = gesture.trackers[i].count, last = gesture.trackers[i].lastTime
                    c.check(n == 0 || (t > last && t - last < gesture.trackers[i].stopAfter))
                    // Every event sets `lastTime` and samples are events: none is after it.
                    c.check(t <= gesture.lastTime)
                    gesture.trackers[i].add(time: t, x: x, y: y)
                }
                j += 1
            }
            if c.reading { c.check(gesture.slot(gesture.ids[i]) == i) }
            i += 1
        }
        if c.reading && c.intact && gesture.count > 0 {
            let derived = gesture.trackers[0].velocity
            c.check(derived.x.bitPattern == gesture.velocity.x.bitPattern && derived.y.bitPattern == gesture.velocity.y.bitPattern)
        }
    }

    /// The sync's lengths, positions and last source, checked as `ScrollSync` makes them.
    @inline(never)
    func codeSync(_ c: inout SnapshotCoder) {
        var s = sync ?? ScrollSync()
        let m = ScrollSync.maxLength
        c.f64(&s.contentLength, 0, m); c.f64(&s.viewportLength, 0, m)
        c.f64(&s.trackLength, 0, m); c.f64(&s.thumbLength, 0, m)
        c.f64(&s.offset, 0, m); c.f64(&s.thumb, 0, m); c.u32(&s.lastSource)
        if c.reading {
            c.check(s.lastSource <= 2 && s.offset <= s.range && s.thumb <= s.travel)
            sync = s
        }
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This motion's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new motion continuing exactly where the snapshot's was (the same `stateHash`).
    /// - Throws: `.invalidBuffer` (truncated, corrupted, another version or kind, a value out
    ///   of range), `.overBudget`.
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> Motion {
        try Snapshot.restore(Motion.self, from: bytes)
    }
}

extension ScrollSync {
    /// All lengths 0: what a snapshot's sync is read into.
    init() { contentLength = 0; viewportLength = 0; trackLength = 0; thumbLength = 0 }
}
