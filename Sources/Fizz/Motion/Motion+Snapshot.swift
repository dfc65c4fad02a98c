//===--- Motion+Snapshot.swift -------------------------------------------===//
// Part of Fizz. A motion as a snapshot (kind `Snapshot.Kind.motion`).
//===---------------------------------------------------------------------===//

extension Motion: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.Kind.motion }

    /// The budget's limit, rect, interval, speed clamp, the gesture (each pointer's samples,
    /// oldest first), the clock, the mapping's storage and the sync. The last step's events
    /// are not state: a restored motion has none until its next step.
    public func writeSnapshot(to c: inout SnapshotCoder) { code(&c) }

    /// A new motion holding the payload's state, every value checked as the setters check it.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Motion? {
        do {
            let m = try Motion(width: 1, height: 1)
            m.code(&c)
            if !c.intact { return nil }
            return m
        } catch {
            c.check(false)
            return nil
        }
    }

    /// Writes (or, reading, reads and checks) the state in one list.
    func code(_ c: inout SnapshotCoder) {
        var limit = memory.limit
        var x = rect.origin.x, y = rect.origin.y, w = rect.size.x, h = rect.size.y
        var closed = closedInterval, speed = maxSpeed
        c.i64(&limit)
        c.f64(&x, -Motion.maxExtent, Motion.maxExtent); c.f64(&y, -Motion.maxExtent, Motion.maxExtent)
        c.f64(&w, 1, Motion.maxExtent); c.f64(&h, 1, Motion.maxExtent)
        c.bool(&closed); c.f64(&speed, 0, 1e7)
        var g = gesture
        var n = g.count
        c.int(&n, max: GestureTracker.maxPointers)
        c.f64(&g.lastTime, -1e12, 1e12); c.bool(&g.started)
        c.f64(&g.point.x, -Motion.maxExtent, Motion.maxExtent); c.f64(&g.point.y, -Motion.maxExtent, Motion.maxExtent)
        c.f64(&g.velocity.x, -1e300, 1e300); c.f64(&g.velocity.y, -1e300, 1e300)
        var i = 0
        while i < n && (!c.reading || c.intact) {
            var tr = c.reading ? VelocityTracker() : g.trackers[i]
            var id = g.ids[i], k = tr.count
            c.u32(&id); c.int(&k, max: VelocityTracker.capacity); c.f64(&tr.maxSpeed, 0, 1e7)
            var j = 0
            while j < k && (!c.reading || c.intact) {
                let s = c.reading ? 0 : tr.index(back: k - 1 - j)
                var t = tr.times[s], px = tr.xs[s], py = tr.ys[s]
                c.f64(&t, -1e12, 1e12); c.f64(&px, -Motion.maxExtent, Motion.maxExtent); c.f64(&py, -Motion.maxExtent, Motion.maxExtent)
                if c.reading {
                    // Samples come oldest first, so each is at or after the previous one.
                    if tr.count > 0 { c.check(t > tr.lastTime && t - tr.lastTime < VelocityTracker.stopGap) }
                    let before = tr.count
                    tr.add(time: t, x: px, y: py)
                    c.check(tr.count == before + 1)
                }
                j += 1
            }
            if c.reading { g.ids[i] = id; g.trackers[i] = tr; c.check(g.slot(id) == nil || g.slot(id) == i) }
            i += 1
        }
        var pending = clock.pending, count = clock.count
        c.f64(&pending, 0, 1); c.u64(&count)
        mapping.code(&c)
        var hasSync = sync != nil
        var s = sync ?? (try? ScrollSync(content: 0, viewport: 0, track: 0, thumb: 0)).unsafelyUnwrapped
        c.bool(&hasSync)
        if hasSync {
            var content = s.contentLength, viewport = s.viewportLength, track = s.trackLength, thumbLength = s.thumbLength
            var offset = s.offset, thumb = s.thumb, source = s.lastSource
            c.f64(&content, 0, ScrollSync.maxLength); c.f64(&viewport, 0, ScrollSync.maxLength)
            c.f64(&track, 0, ScrollSync.maxLength); c.f64(&thumbLength, 0, ScrollSync.maxLength)
            c.f64(&offset, 0, ScrollSync.maxLength); c.f64(&thumb, 0, ScrollSync.maxLength); c.u32(&source)
            if c.reading {
                c.check(source <= 2)
                do {
                    s = try ScrollSync(content: content, viewport: viewport, track: track, thumb: thumbLength)
                    c.check(offset <= s.range && thumb <= s.travel)
                    s.restore(offset: offset, thumb: thumb, lastSource: source)
                } catch { c.check(false) }
            }
        }
        if c.reading && c.intact {
            c.check(mapping.isConsistent)
            if !c.intact { return }
            do { try memory.setLimit(limit) } catch { c.refuse(error) }
            g.count = n
            rect = Rect(x: x, y: y, width: w, height: h)
            closedInterval = closed; maxSpeed = speed
            gesture = g
            clock.pending = pending; clock.count = count
            sync = hasSync ? s : nil
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
    /// Puts back a snapshot's positions (checked by the reader against `range` and `travel`).
    mutating func restore(offset: Double, thumb: Double, lastSource: UInt32) {
        self.offset = offset; self.thumb = thumb; self.lastSource = lastSource
    }
}
