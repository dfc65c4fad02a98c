//===--- PopupLayer+Output.swift -----------------------------------------===//
// Part of Fizz. What a host draws: frames, placements, pointers, outlines; and the frame hash.
//===---------------------------------------------------------------------===//

/// The commands of an outline path, each followed by its operands in the same flat buffer.
public enum PathCommand {
    /// `moveTo(x, y)`.
    public static let move = 0.0
    /// `lineTo(x, y)`.
    public static let line = 1.0
    /// `arc(cx, cy, x, y, r)`: a circular arc of radius `r` from the current point to `(x, y)`,
    /// tangent to the lines from the current point to the corner `(cx, cy)` and from the
    /// corner to `(x, y)` (canvas `arcTo(cx, cy, x, y, r)`; SVG `A r r 0 0 1 x y`, clockwise).
    public static let arc = 2.0
    /// `closePath()`.
    public static let close = 3.0
    /// The most doubles one outline takes: move 3, four sides of line 3 + arc 6, an arrow 15,
    /// close 1.
    public static let maxLength = 55
}

extension PopupLayer {
    /// Writes `count × (x, y, width, height, availableWidth, availableHeight)` pt into `out`,
    /// in id order: each body's frame and the room on its side (the last solve's).
    public func packFrames(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = try out.resize(6 * count, in: memory)
        var i = 0
        while i < count {
            let r = popups[i], q = p + 6 * i
            q[0] = r.x; q[1] = r.y; q[2] = r.width; q[3] = r.height; q[4] = r.availableWidth; q[5] = r.availableHeight
            i += 1
        }
    }

    /// Writes `count × (id, placement, flags)` into `out`, in id order (the placement found,
    /// `PopupPlacement` raw values; flags `Flag` bits).
    public func packPlacements(into out: PackedBuffer<UInt32>) throws(FizzError) {
        let p = try out.resize(3 * count, in: memory)
        var i = 0
        while i < count {
            let r = popups[i]
            p[3 * i] = r.id; p[3 * i + 1] = r.solvedPlacement.rawValue; p[3 * i + 2] = r.flags
            i += 1
        }
    }

    /// Writes `count × (x0, y0, x1, y1, x2, y2)` pt into `out`, in id order: an arrow's base
    /// start, tip and base end, or a leader's start on the body, end on the dot's rim and the
    /// dot's centre.
    public func packPointers(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = try out.resize(6 * count, in: memory)
        var i = 0
        while i < count {
            let r = popups[i], q = p + 6 * i
            q[0] = r.p0x; q[1] = r.p0y; q[2] = r.p1x; q[3] = r.p1y; q[4] = r.p2x; q[5] = r.p2y
            i += 1
        }
    }

    /// Writes `count × (shift, apart, arrow, centreOffset)` pt into `out`, in id order, from
    /// the last solve, each along the side (towards right or down): the shift from the
    /// alignment's place into the boundary (limited), the move from there to clear others,
    /// the pointer's position less the body's centre, and less the reference's centre (0
    /// when it points at the centre: Floating UI's `centerOffset`).
    public func packMoves(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = try out.resize(4 * count, in: memory)
        var i = 0
        while i < count {
            let r = popups[i], q = p + 4 * i
            let vertical = r.solvedPlacement.side % 2 == 0
            let t = vertical ? r.p1x : r.p1y
            let body = vertical ? r.x + r.width * 0.5 : r.y + r.height * 0.5
            let ref = vertical ? r.refX + r.refWidth * 0.5 : r.refY + r.refHeight * 0.5
            q[0] = r.shift; q[1] = r.apart; q[2] = r.solved ? t - body : 0; q[3] = r.solved ? t - ref : 0
            i += 1
        }
    }

    /// Writes `count × (x, y, width, height)` pt into `out`, in id order: each reference.
    public func packReferences(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = try out.resize(4 * count, in: memory)
        var i = 0
        while i < count {
            let r = popups[i], q = p + 4 * i
            q[0] = r.refX; q[1] = r.refY; q[2] = r.refWidth; q[3] = r.refHeight
            i += 1
        }
    }

    /// Writes popup `id`'s outline as `PathCommand`s into `out`: the rounded body, clockwise
    /// from the end of its top-left corner, with the arrow (its tip rounded by `tipRadius`)
    /// in the edge that faces the reference; a leader's popup is the body alone (the host
    /// dashes the leader and draws the dot). Empty before the first solve.
    /// - Throws: `.notFound` (no such popup), `.overBudget`, `.allocationFailed`.
    public func packOutline(_ id: UInt32, into out: PackedBuffer<Double>) throws(FizzError) {
        let r = try popup(id)
        let p = try out.resize(r.solved ? PathCommand.maxLength : 0, in: memory)
        if !r.solved { return }
        var n = 0
        func put(_ v: Double) { p[n] = v; n += 1 }
        let x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        let c = PopupSide.radius(r)
        let side = r.solvedPlacement.side
        let arrow = r.pointer == .arrow && r.arrowBase > 0 && r.arrowHeight > 0
        // The arrow sits in the edge facing the reference: the bottom edge for a popup above it
        // (side 0), the left edge for one to its right (1), the top (2), the right (3).
        func arrowIn(_ edge: Int) {
            if !arrow || edge != side { return }
            // The tip's rounding: tangent points `d` from the tip along each flank, where
            // d = radius / tan(half the tip's angle) = radius · height / (base / 2).
            let flank = (r.arrowHeight * r.arrowHeight + r.arrowBase * r.arrowBase * 0.25).squareRoot()
            var d = r.tipRadius * r.arrowHeight / (r.arrowBase * 0.5)
            if d > flank { d = flank }
            let f = d / flank
            put(PathCommand.line); put(r.p0x); put(r.p0y)
            put(PathCommand.line); put(r.p1x + (r.p0x - r.p1x) * f); put(r.p1y + (r.p0y - r.p1y) * f)
            put(PathCommand.arc); put(r.p1x); put(r.p1y); put(r.p1x + (r.p2x - r.p1x) * f); put(r.p1y + (r.p2y - r.p1y) * f)
            put(d == flank ? flank * r.arrowBase * 0.5 / r.arrowHeight : r.tipRadius)
            put(PathCommand.line); put(r.p2x); put(r.p2y)
        }
        put(PathCommand.move); put(x0 + c); put(y0)
        arrowIn(2)
        put(PathCommand.line); put(x1 - c); put(y0)
        put(PathCommand.arc); put(x1); put(y0); put(x1); put(y0 + c); put(c)
        arrowIn(3)
        put(PathCommand.line); put(x1); put(y1 - c)
        put(PathCommand.arc); put(x1); put(y1); put(x1 - c); put(y1); put(c)
        arrowIn(0)
        put(PathCommand.line); put(x0 + c); put(y1)
        put(PathCommand.arc); put(x0); put(y1); put(x0); put(y1 - c); put(c)
        arrowIn(1)
        put(PathCommand.line); put(x0); put(y0 + c)
        put(PathCommand.arc); put(x0); put(y0); put(x0 + c); put(y0); put(c)
        put(PathCommand.close)
        _ = try out.resize(n, in: memory)
    }

    /// FNV-1a 64 over the state: the boundary, padding, direction, spacing, hysteresis, the
    /// next id, every popup's inputs and last result in id order, then every obstacle.
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.add(boundaryX); h.add(boundaryY); h.add(boundaryWidth); h.add(boundaryHeight)
        h.add(paddingTop); h.add(paddingRight); h.add(paddingBottom); h.add(paddingLeft)
        h.add(UInt64(rightToLeft ? 1 : 0)); h.add(spacing); h.add(hysteresis)
        h.add(UInt64(nextID)); h.add(UInt64(count))
        var i = 0
        while i < count {
            let r = popups[i]
            h.add(UInt64(r.id))
            h.add(r.refX); h.add(r.refY); h.add(r.refWidth); h.add(r.refHeight); h.add(r.width); h.add(r.height)
            h.add(r.mainOffset); h.add(r.crossOffset); h.add(UInt64(r.placement.rawValue)); h.add(UInt64(r.pointer.rawValue))
            h.add(UInt64(r.fallbacks))
            h.add(r.arrowBase); h.add(r.arrowHeight); h.add(r.tipRadius)
            h.add(r.leaderLength); h.add(r.dash); h.add(r.dotRadius); h.add(r.innerDotRadius); h.add(r.cornerRadius)
            h.add(UInt64(r.options)); h.add(r.arrowPadding); h.add(r.alignmentOffset)
            h.add(r.clipX); h.add(r.clipY); h.add(r.clipWidth); h.add(r.clipHeight)
            h.add(r.x); h.add(r.y); h.add(r.availableWidth); h.add(r.availableHeight)
            h.add(r.p0x); h.add(r.p0y); h.add(r.p1x); h.add(r.p1y); h.add(r.p2x); h.add(r.p2y)
            h.add(UInt64(r.solvedPlacement.rawValue)); h.add(UInt64(r.flags)); h.add(r.slide); h.add(r.shift); h.add(r.apart); h.add(UInt64(r.solved ? 1 : 0))
            i += 1
        }
        h.add(UInt64(obstacleCount))
        i = 0
        while i < 4 * obstacleCount { h.add(obstacles[i]); i += 1 }
        return h.value
    }
}
