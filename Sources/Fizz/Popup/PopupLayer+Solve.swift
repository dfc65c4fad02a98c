//===--- PopupLayer+Solve.swift ------------------------------------------===//
// Part of Fizz. Choosing each popup's side and place: flip, shift, limit, hysteresis, apart.
//===---------------------------------------------------------------------===//

/// One side of one popup, in main/cross terms: the main axis leaves the reference towards
/// the body (y for the top and bottom sides, x for the others), the cross axis runs along it.
struct PopupSide {
    let side: Int
    let vertical: Bool
    /// The reference's cross-axis span, and its centre.
    let refMin: Double, refMax: Double
    /// The body's length along the cross and the main axis.
    let bodyCross: Double, bodyMain: Double
    /// The padded boundary's cross-axis span.
    let inMin: Double, inMax: Double
    /// Room between the reference and the padded boundary on this side, and what the body
    /// and its pointer need there.
    let room: Double, need: Double
    /// The body's main-axis origin.
    let main: Double
    /// The pointer's allowed span inside the body, from the body's cross origin: it keeps
    /// clear of the rounded corners (`radius + base/2` from each end, or the middle when the
    /// body is too short for that).
    let safeLo: Double, safeHi: Double

    init(_ r: PopupRecord, _ side: Int, _ l: PopupLayer) {
        self.side = side
        vertical = side == 0 || side == 2
        let inMinX = l.boundaryX + l.paddingLeft, inMaxX = l.boundaryX + l.boundaryWidth - l.paddingRight
        let inMinY = l.boundaryY + l.paddingTop, inMaxY = l.boundaryY + l.boundaryHeight - l.paddingBottom
        let refMaxX = r.refX + r.refWidth, refMaxY = r.refY + r.refHeight
        let gap = r.gap
        if vertical {
            refMin = r.refX; refMax = refMaxX; bodyCross = r.width; bodyMain = r.height
            inMin = inMinX; inMax = inMaxX
            room = side == 0 ? r.refY - inMinY : inMaxY - refMaxY
            main = side == 0 ? r.refY - gap - r.height : refMaxY + gap
        } else {
            refMin = r.refY; refMax = refMaxY; bodyCross = r.height; bodyMain = r.width
            inMin = inMinY; inMax = inMaxY
            room = side == 3 ? r.refX - inMinX : inMaxX - refMaxX
            main = side == 3 ? r.refX - gap - r.width : refMaxX + gap
        }
        need = gap + bodyMain
        let radius = PopupSide.radius(r)
        let half = bodyCross * 0.5
        let lo = radius + r.pointerBase * 0.5
        safeLo = lo < half ? lo : half
        safeHi = bodyCross - safeLo
    }

    /// The corner radius as drawn: at most half the body's shorter side.
    static func radius(_ r: PopupRecord) -> Double {
        var c = r.cornerRadius
        if c > r.width * 0.5 { c = r.width * 0.5 }
        if c > r.height * 0.5 { c = r.height * 0.5 }
        return c
    }

    /// Room left over on the main axis (negative: short by that much).
    var spare: Double { room - need }
    /// True when the body and its pointer fit on this side inside the padded boundary.
    var fits: Bool { room >= need && inMax - inMin >= bodyCross }
    /// How far the body sticks out when placed here (0 when it fits).
    var overflow: Double {
        let m = need - room, c = bodyCross - (inMax - inMin)
        return (m > 0 ? m : 0) + (c > 0 ? c : 0)
    }

    /// The cross origin the body's alignment asks for (start/end already resolved for RTL),
    /// before any shift.
    func aligned(_ alignment: Int, offset: Double) -> Double {
        switch alignment {
        case 1: return refMin + offset
        case 2: return refMax - bodyCross + offset
        default: return (refMin + refMax) * 0.5 - bodyCross * 0.5 + offset
        }
    }

    /// `c` shifted inside the padded boundary, then limited so the pointer's span still
    /// meets the reference's (the limit wins: the pointer never leaves its reference).
    func clamp(_ c: Double) -> Double {
        var v = c
        let hi = inMax - bodyCross
        if v > hi { v = hi }
        if v < inMin { v = inMin }
        let lo2 = refMin - safeHi, hi2 = refMax - safeLo
        if v > hi2 { v = hi2 }
        if v < lo2 { v = lo2 }
        return v
    }

    /// The body's box (minX, minY, maxX, maxY) at cross origin `c`.
    func box(_ c: Double) -> (Double, Double, Double, Double) {
        vertical ? (c, main, c + bodyCross, main + bodyMain) : (main, c, main + bodyMain, c + bodyCross)
    }
}

extension PopupLayer {
    /// The sides to try for popup `r`, best first, and how many fit (the first `fitting`;
    /// when none fits, the one side with the least overflow). Written into `out` (4 slots).
    ///
    /// The order: the preferred side (for `auto`, the one with the most room left over; ties
    /// go clockwise from the top), its opposite, then the other two, the roomier first. Then
    /// hysteresis: a popup solved before on a side other than the preferred one stays there
    /// while that side fits, unless the preferred side fits with `hysteresis` pt to spare
    /// (for `auto`, simply while it fits).
    func sideOrder(_ r: PopupRecord, _ out: UnsafeMutablePointer<Int>, _ scratch: UnsafeMutablePointer<Double>) -> Int {
        // scratch: spare room per side, then overflow per side, then 1 where the side fits.
        for s in 0..<4 {
            let g = PopupSide(r, s, self)
            scratch[s] = g.spare; scratch[4 + s] = g.overflow; scratch[8 + s] = g.fits ? 1 : 0
        }
        var first = r.placement.side
        if first < 0 {
            first = 0
            for s in 1..<4 where scratch[s] > scratch[first] { first = s }
        }
        let a = (first + 1) % 4, b = (first + 3) % 4
        let order = out + 4
        order[0] = first; order[1] = (first + 2) % 4
        order[2] = scratch[b] > scratch[a] ? b : a; order[3] = scratch[b] > scratch[a] ? a : b
        if r.solved {
            let prev = r.solvedPlacement.side
            let wins = r.placement != .auto && scratch[8 + first] == 1 && scratch[first] >= hysteresis
            if prev != first && scratch[8 + prev] == 1 && !wins {
                var k = 0
                while order[k] != prev { k += 1 }
                while k > 0 { order[k] = order[k - 1]; k -= 1 }
                order[0] = prev
            }
        }
        var n = 0
        for k in 0..<4 where scratch[8 + order[k]] == 1 { out[n] = order[k]; n += 1 }
        if n > 0 { return n }
        var best = order[0]
        for k in 1..<4 where scratch[4 + order[k]] < scratch[4 + best] { best = order[k] }
        out[0] = best
        return 0
    }

    /// Places every popup, in id order, and records where each went (the next solve's
    /// memory). For each popup:
    ///
    /// 1. the sides in `sideOrder`; for each fitting side (or only the least-overflowing one
    ///    when none fits), cross positions in this order: where it was last time relative to
    ///    its reference (if it was on this side), its alignment's position, then beside each
    ///    body or obstacle that position overlaps (at most 8, both ways), the nearest first;
    ///    every position shifted inside the padded boundary and limited so the pointer stays
    ///    on the reference;
    /// 2. the first position whose body, grown by `spacing`, overlaps no obstacle and no body
    ///    placed before it wins; when none is free, the first side's alignment position, with
    ///    `Flag.overlapping`.
    ///
    /// Work: each popup tries at most 4 sides × 19 positions, each a grid query over the
    /// cells its box covers (cells about one popup across; obstacles and bodies covering more
    /// than 16 cells are tested every time instead). With popups spread over the boundary a
    /// query sees a handful of rects, so a solve is O(n + m) for n popups and m obstacles;
    /// packed into one spot, at worst O(n · (n + m)).
    /// - Throws: `.overBudget`, `.allocationFailed` (the grid's storage); nothing changed.
    public func solve() throws(FizzError) {
        let n = count + obstacleCount
        let inMinX = boundaryX + paddingLeft, inMaxX = boundaryX + boundaryWidth - paddingRight
        let inMinY = boundaryY + paddingTop, inMaxY = boundaryY + boundaryHeight - paddingBottom
        // Cells about as large as the typical body, and no finer than the boundary split into
        // one cell per rect.
        var typical = 0.0
        var i = 0
        while i < count {
            let r = popups[i]
            typical += (r.width > r.height ? r.width : r.height) + spacing
            i += 1
        }
        let area = (inMaxX - inMinX > 1 ? inMaxX - inMinX : 1) * (inMaxY - inMinY > 1 ? inMaxY - inMinY : 1)
        var cell = count > 0 ? typical / Double(count) : 0
        let even = (area / Double(n > 0 ? n : 1)).squareRoot()
        if cell < even { cell = even }
        try grid.reset(minX: inMinX, minY: inMinY, maxX: inMaxX, maxY: inMaxY, cell: cell, rects: n, in: memory)
        var k = 0
        while k < obstacleCount {
            let o = obstacles.base + 4 * k
            grid.insert(o[0], o[1], o[0] + o[2], o[1] + o[3])
            k += 1
        }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8) { hit in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { sides in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { scratch in
                    var j = 0
                    while j < count {
                        place(j, sides.baseAddress!, hit.baseAddress!, scratch.baseAddress!, inMinX, inMinY, inMaxX, inMaxY)
                        j += 1
                    }
                }
            }
        }
    }

    /// Places popup `j` (see `solve`) and adds its body to the grid.
    func place(_ j: Int, _ sides: UnsafeMutablePointer<Int>, _ hit: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Double>,
               _ inMinX: Double, _ inMinY: Double, _ inMaxX: Double, _ inMaxY: Double) {
        var r = popups[j]
        let fitting = sideOrder(r, sides, scratch)
        let tries = fitting > 0 ? fitting : 1
        let g = spacing
        var chosen = PopupSide(r, sides[0], self)
        var chosenC = 0.0
        var found = false
        var t = 0
        while t < tries {
            let s = PopupSide(r, sides[t], self)
            var alignment = r.placement.alignment
            if s.vertical && rightToLeft && alignment > 0 { alignment = 3 - alignment }
            let offset = s.vertical && rightToLeft ? -r.crossOffset : r.crossOffset
            let base = s.clamp(s.aligned(alignment, offset: offset))
            if t == 0 { chosenC = base }
            // Last time's place, then the alignment's, then beside what the latter overlaps.
            var best = Double.nan
            if r.solved && r.solvedPlacement.side == s.side {
                let c = s.clamp(s.refMin + r.slide)
                if free(s, c, g, hit) { best = c }
            }
            if best.isNaN {
                let b = s.box(base)
                let n = grid.overlaps(b.0 - g, b.1 - g, b.2 + g, b.3 + g, into: hit, limit: 8)
                if n == 0 { best = base }
                // Both sides of each body or obstacle in the way, nearest to `base` first
                // (the lower on a tie). The hits are copied: `free` reuses `hit`.
                for h in 0..<n { scratch[h] = Double(hit[h]) }
                for h in 0..<(n > 0 ? 2 * n : 0) {
                    let q = grid.rects.base + 4 * Int(scratch[h / 2])
                    let c = s.clamp(h % 2 == 0 ? (s.vertical ? q[0] : q[1]) - g - s.bodyCross : (s.vertical ? q[2] : q[3]) + g)
                    let d = c > base ? c - base : base - c
                    if !best.isNaN {
                        let db = best > base ? best - base : base - best
                        if d > db || (d == db && c >= best) { continue }
                    }
                    if inside(s, c, inMinX, inMinY, inMaxX, inMaxY) && free(s, c, g, hit) { best = c }
                }
            }
            if !best.isNaN { chosen = s; chosenC = best; found = true; break }
            t += 1
        }
        r.flags = found ? 0 : Flag.overlapping
        record(&r, chosen, chosenC, inMinX, inMinY, inMaxX, inMaxY)
        popups[j] = r
        let b = chosen.box(chosenC)
        grid.insert(b.0, b.1, b.2, b.3)
    }

    /// True when the body at `c` overlaps nothing placed, grown by `g` (uses `hit` as scratch).
    func free(_ s: PopupSide, _ c: Double, _ g: Double, _ hit: UnsafeMutablePointer<Int32>) -> Bool {
        let b = s.box(c)
        return grid.overlaps(b.0 - g, b.1 - g, b.2 + g, b.3 + g, into: hit, limit: 1) == 0
    }

    /// True when the body at `c` lies inside the padded boundary.
    func inside(_ s: PopupSide, _ c: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Bool {
        let b = s.box(c)
        return b.0 >= x0 - PopupLayer.slack && b.1 >= y0 - PopupLayer.slack && b.2 <= x1 + PopupLayer.slack && b.3 <= y1 + PopupLayer.slack
    }

    /// How far (pt) a body may pass the padded boundary and still count as inside: the
    /// shift puts its origin at `max − size`, and adding the size back may round past `max`.
    static let slack = 1e-6

    /// Writes the result of placing `r` on side `s` at cross origin `c`: frame, room,
    /// pointer, placement, flags (adding `referenceHidden` and `escaped` to `r.flags`).
    func record(_ r: inout PopupRecord, _ s: PopupSide, _ c: Double,
                _ inMinX: Double, _ inMinY: Double, _ inMaxX: Double, _ inMaxY: Double) {
        let b = s.box(c)
        r.x = b.0; r.y = b.1
        let room = s.room - (s.need - s.bodyMain)
        let across = s.inMax - s.inMin
        r.availableWidth = s.vertical ? across : room
        r.availableHeight = s.vertical ? room : across
        if r.availableWidth < 0 { r.availableWidth = 0 }
        if r.availableHeight < 0 { r.availableHeight = 0 }
        // The pointer's cross position: the reference's centre, kept in the body's safe span.
        var t = (s.refMin + s.refMax) * 0.5
        if t > c + s.safeHi { t = c + s.safeHi }
        if t < c + s.safeLo { t = c + s.safeLo }
        // The body's edge facing the reference, the reference's edge facing the body, the
        // main-axis direction from the body to the reference, and the direction the outline
        // runs along that edge (clockwise, y down).
        let edge = s.side == 0 || s.side == 3 ? s.main + s.bodyMain : s.main
        let refEdge: Double
        switch s.side {
        case 0: refEdge = r.refY
        case 1: refEdge = r.refX + r.refWidth
        case 2: refEdge = r.refY + r.refHeight
        default: refEdge = r.refX
        }
        let toward: Double = s.side == 0 || s.side == 3 ? 1 : -1
        let along: Double = s.side == 0 || s.side == 1 ? -1 : 1
        var m0 = edge, m1: Double, m2 = edge, c0 = t, c1 = t, c2 = t
        if r.pointer == .arrow {
            m1 = edge + toward * r.arrowHeight
            c0 = t - along * r.arrowBase * 0.5; c2 = t + along * r.arrowBase * 0.5
        } else {
            m1 = refEdge - toward * r.dotRadius
            m2 = refEdge
            m0 = edge
        }
        if s.vertical {
            r.p0x = c0; r.p0y = m0; r.p1x = c1; r.p1y = m1; r.p2x = c2; r.p2y = m2
        } else {
            r.p0x = m0; r.p0y = c0; r.p1x = m1; r.p1y = c1; r.p2x = m2; r.p2y = c2
        }
        r.solvedPlacement = PopupPlacement(side: s.side, alignment: r.placement.alignment)
        r.slide = c - s.refMin
        r.solved = true
        let refMaxX = r.refX + r.refWidth, refMaxY = r.refY + r.refHeight
        if refMaxX < boundaryX || r.refX > boundaryX + boundaryWidth || refMaxY < boundaryY || r.refY > boundaryY + boundaryHeight {
            r.flags |= Flag.referenceHidden
        }
        if !inside(s, c, inMinX, inMinY, inMaxX, inMaxY) { r.flags |= Flag.escaped }
    }
}
