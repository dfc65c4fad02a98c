//===--- Carousel+Snapshot.swift -----------------------------------------===//
// Part of Fizz. A carousel as a snapshot (kind `Snapshot.carouselKind`).
//===---------------------------------------------------------------------===//

extension Carousel: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.carouselKind }

    public func writeSnapshot(to c: inout SnapshotCoder) {
        var l = layout, n = count, settings = CarouselSettings(self)
        c.option(&l.direction)
        c.f64(&l.viewportWidth); c.f64(&l.viewportHeight); c.f64(&l.itemWidth); c.f64(&l.itemHeight); c.f64(&l.lineSpacing)
        c.int(&n, max: Carousel.maxItems)
        var i = 0
        while i < CarouselSettings.size { c.f64(&settings.values[i]); i += 1 }
        code(&c)
    }

    /// A new carousel holding the payload's state, every setting read back through its
    /// checking setter and every state value checked against its range.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Carousel? {
        var l = CarouselLayout.unchecked, n = 0, settings = CarouselSettings()
        c.option(&l.direction)
        c.f64(&l.viewportWidth); c.f64(&l.viewportHeight); c.f64(&l.itemWidth); c.f64(&l.itemHeight); c.f64(&l.lineSpacing)
        c.int(&n, max: Carousel.maxItems)
        var i = 0
        while i < CarouselSettings.size { c.f64(&settings.values[i]); i += 1 }
        if !c.intact { return nil }
        let made: Carousel
        do {
            made = try Carousel(layout: l, count: n)
            try settings.apply(to: made)
        } catch { c.check(false); return nil }
        made.code(&c)
        return c.intact ? made : nil
    }

    /// The state after the layout, count and settings: the budget's limit, looping, snapping,
    /// window, clock, scroll state (the finger's samples too) and custom path points. One
    /// list for writing and reading.
    func code(_ c: inout SnapshotCoder) {
        let reading = c.reading, big = 1e12
        var limit = memory.limit
        c.i64(&limit)
        if reading {
            do { try memory.setLimit(limit) } catch { c.check(false) }
        }
        c.bool(&isLooping); c.option(&snapping)
        c.int(&margin, max: 64); c.int(&windowOverride, max: Carousel.maxWindow)
        c.u64(&clock.count); c.f64(&clock.pending, 0, 1)
        c.option(&scroll.phase)
        let s = Carousel.maxPosition, p = Carousel.maxPointer, t = Carousel.maxTime
        c.f64(&scroll.position, -s, s); c.f64(&scroll.velocity, -Carousel.maxScrollVelocity, Carousel.maxScrollVelocity)
        c.f64(&scroll.target, -s, s); c.f64(&scroll.displacement, -Carousel.maxDisplacement, Carousel.maxDisplacement)
        var m = (xx: scroll.map.xx, xv: scroll.map.xv, vx: scroll.map.vx, vv: scroll.map.vv)
        c.f64(&m.xx, -big, big); c.f64(&m.xv, -big, big); c.f64(&m.vx, -big, big); c.f64(&m.vv, -big, big)
        scroll.map = Spring.Step(xx: m.xx, xv: m.xv, vx: m.vx, vv: m.vv)
        // The map is stepped 720 times a second, so it is not trusted: it must be, bit for
        // bit, the one the phase and the settings read above derive (issue 25: a gliding map
        // grown to vv = 2 gave NaN positions 1.4 s later; a stable map no call makes is a
        // state no call reaches).
        c.check(scroll.map.sameBits(as: stepMap(scroll.phase)))
        c.f64(&scroll.pressPointer, -p, p); c.f64(&scroll.pressRaw, -s, s); c.f64(&scroll.page, -s, s)
        c.f64(&scroll.lastTime, -t, t); c.bool(&scroll.sawEvent)
        var k = 0
        while k < VelocityTracker.capacity {
            c.f64(&scroll.tracker.times[k], -t, t); c.f64(&scroll.tracker.xs[k], -p, p)
            k += 1
        }
        c.int(&scroll.tracker.newest, max: VelocityTracker.capacity - 1)
        c.int(&scroll.tracker.count, max: VelocityTracker.capacity)
        var points = custom.count
        c.int(&points, max: CarouselCustomPath.maxPoints)
        c.column(&custom.us, &points, memory)
        c.column(&custom.ys, &points, memory)
        if reading {
            let m = CarouselCustomPath.maxCoordinate
            c.check(doubles: UnsafeRawPointer(custom.us.base), points, -m, m)
            c.check(doubles: UnsafeRawPointer(custom.ys.base), points, -m, m)
            var j = 1
            while c.intact && j < points { c.check(custom.us[j] - custom.us[j - 1] >= CarouselCustomPath.minGap); j += 1 }
            custom.count = c.intact ? points : 0
        }
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This carousel's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new carousel continuing exactly where the snapshot's was (the same `stateHash`).
    /// - Throws: `.invalidBuffer` (truncated, corrupted, another kind, a value out of range),
    ///   `.overBudget`.
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> Carousel {
        try Snapshot.restore(Carousel.self, from: bytes)
    }
}

extension CarouselLayout {
    /// A placeholder the snapshot reader fills (and `Carousel.init` then checks).
    static var unchecked: CarouselLayout {
        try! CarouselLayout(viewportWidth: 1, viewportHeight: 1, itemWidth: 1, itemHeight: 1)
    }
}
