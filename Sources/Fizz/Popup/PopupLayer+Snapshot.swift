//===--- PopupLayer+Snapshot.swift ---------------------------------------===//
// Part of Fizz. A popup layer as a snapshot (kind `Snapshot.popupKind`).
//===---------------------------------------------------------------------===//

extension PopupLayer: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.popupKind }

    /// The budget's limit, the settings, the next id, every popup (inputs and last result:
    /// the next solve reads the latter), then every obstacle. The grid is not stored: each
    /// solve builds it afresh.
    public func writeSnapshot(to c: inout SnapshotCoder) {
        var limit = memory.limit, n = count, m = obstacleCount, next = nextID, rtl = rightToLeft
        c.i64(&limit)
        var b = (boundaryX, boundaryY, boundaryWidth, boundaryHeight, paddingTop, paddingRight, paddingBottom, paddingLeft, spacing, hysteresis)
        c.f64(&b.0); c.f64(&b.1); c.f64(&b.2); c.f64(&b.3); c.f64(&b.4); c.f64(&b.5); c.f64(&b.6); c.f64(&b.7); c.f64(&b.8); c.f64(&b.9)
        c.bool(&rtl); c.u32(&next); c.int(&n, max: PopupLayer.maxPopups); c.int(&m, max: PopupLayer.maxObstacles)
        var i = 0
        while i < n { var r = popups[i]; PopupLayer.code(&r, &c); i += 1 }
        c.column(&obstacles, &m, times: 4, memory)
    }

    /// One popup's fields, in the order the snapshot holds them; reading checks each as its
    /// setter does (results: finite).
    static func code(_ r: inout PopupRecord, _ c: inout SnapshotCoder) {
        let e = PopupLayer.maxExtent, z = PopupLayer.maxSize, st = PopupLayer.maxStyle
        c.u32(&r.id)
        c.f64(&r.refX, -e, e); c.f64(&r.refY, -e, e); c.f64(&r.refWidth, 0, z); c.f64(&r.refHeight, 0, z)
        c.f64(&r.width, 0, z); c.f64(&r.height, 0, z)
        c.f64(&r.mainOffset, -st, st); c.f64(&r.crossOffset, -st, st)
        c.option(&r.placement); c.option(&r.pointer); c.u32(&r.fallbacks)
        c.check(validFallbacks(r.fallbacks))
        c.f64(&r.arrowBase, 0, st); c.f64(&r.arrowHeight, 0, st); c.f64(&r.tipRadius, 0, st)
        c.check(validArrow(base: r.arrowBase, height: r.arrowHeight))
        c.f64(&r.leaderLength, 0, st); c.f64(&r.dash, 0, st); c.f64(&r.dotRadius, 0, st); c.f64(&r.innerDotRadius, 0, st)
        c.f64(&r.cornerRadius, 0, st)
        c.u32(&r.options); c.f64(&r.arrowPadding, -1, st); c.f64(&r.alignmentOffset, -st, st)
        c.check(r.options <= Option.all && r.options & (Option.crossStart | Option.crossEnd) != Option.crossStart | Option.crossEnd)
        c.check(r.arrowPadding == -1 || r.arrowPadding >= 0)
        c.f64(&r.clipX, -e, e); c.f64(&r.clipY, -e, e); c.f64(&r.clipWidth, 0, e); c.f64(&r.clipHeight, 0, e)
        c.check((r.clipWidth == 0 && r.clipHeight == 0) || (r.clipWidth >= 1 && r.clipHeight >= 1))
        // The last result, which the next solve reads (hysteresis): coordinates a solve makes
        // lie within a few extents of the boundary: bounded, not only finite, so that what the
        // next solve computes from them stays finite (issue 25).
        let g = 1e3 * e
        c.f64(&r.x, -g, g); c.f64(&r.y, -g, g); c.f64(&r.availableWidth, -g, g); c.f64(&r.availableHeight, -g, g)
        c.f64(&r.p0x, -g, g); c.f64(&r.p0y, -g, g); c.f64(&r.p1x, -g, g); c.f64(&r.p1y, -g, g); c.f64(&r.p2x, -g, g); c.f64(&r.p2y, -g, g)
        c.option(&r.solvedPlacement); c.u32(&r.flags); c.f64(&r.slide, -g, g); c.f64(&r.shift, -g, g); c.f64(&r.apart, -g, g); c.bool(&r.solved)
        c.check(r.solvedPlacement != .auto && r.flags < 16)
    }

    /// A new layer holding the payload's state, every value checked as the setters check it.
    public static func readSnapshot(from c: inout SnapshotCoder) -> PopupLayer? {
        var limit: Int64 = 0, n = 0, m = 0, next: UInt32 = 0, rtl = false
        let e = PopupLayer.maxExtent
        var b = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        c.i64(&limit)
        c.f64(&b.0, -e, e); c.f64(&b.1, -e, e); c.f64(&b.2, 1, e); c.f64(&b.3, 1, e)
        c.f64(&b.4, 0, PopupLayer.maxSize); c.f64(&b.5, 0, PopupLayer.maxSize); c.f64(&b.6, 0, PopupLayer.maxSize); c.f64(&b.7, 0, PopupLayer.maxSize)
        c.f64(&b.8, 0, PopupLayer.maxStyle); c.f64(&b.9, 0, PopupLayer.maxStyle)
        c.bool(&rtl); c.u32(&next); c.int(&n, max: PopupLayer.maxPopups); c.int(&m, max: PopupLayer.maxObstacles)
        c.check(next >= 1 && next <= UInt32(Int32.max))
        if !c.intact { return nil }
        do {
            let l = try PopupLayer(width: b.2, height: b.3)
            try l.memory.setLimit(limit)
            l.boundaryX = b.0; l.boundaryY = b.1
            l.paddingTop = b.4; l.paddingRight = b.5; l.paddingBottom = b.6; l.paddingLeft = b.7
            l.spacing = b.8; l.hysteresis = b.9; l.rightToLeft = rtl; l.nextID = next
            // Only reserve what the payload can hold (a popup takes well over 100 bytes).
            if n > 0 && c.room(n * 100) { try l.popups.reserve(exactly: n, keeping: 0, in: l.memory) }
            var i = 0, last: UInt32 = 0
            while i < n && c.intact {
                var r = PopupRecord()
                code(&r, &c)
                // Ids increase along the column, below the next id.
                c.check(r.id > last && r.id < next)
                last = r.id
                l.popups[i] = r
                i += 1
            }
            c.column(&l.obstacles, &m, times: 4, l.memory)
            c.check(doubles: UnsafeRawPointer(l.obstacles.base), 4 * m, -e, e)
            var k = 0
            while k < m && c.intact {
                c.check(l.obstacles[4 * k + 2] >= 0 && l.obstacles[4 * k + 3] >= 0)
                k += 1
            }
            if !c.intact { return nil }
            l.count = n; l.obstacleCount = m
            return l
        } catch {
            c.refuse(error)
            return nil
        }
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This layer's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new layer continuing exactly where the snapshot's was (the same `stateHash`).
    /// - Throws: `.invalidBuffer`, `.overBudget`.
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> PopupLayer {
        try Snapshot.restore(PopupLayer.self, from: bytes)
    }
}
