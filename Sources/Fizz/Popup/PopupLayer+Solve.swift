//===--- PopupLayer+Solve.swift ------------------------------------------===//
// Part of Fizz. Choosing each popup's side and place: flip, shift, limit, hysteresis, apart.
//===---------------------------------------------------------------------===//

/// What a solve reads of the layer's settings, read once. Why not the layer itself: natively
/// every read of a class's stored property is a dynamic exclusivity check, and reading them
/// per popup and side made a native solve of 1,000 popups twice as slow as fizz.wasm's.
struct PopupBounds {
    /// The boundary, and the padded rect bodies stay inside.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    let inMinX: Double, inMinY: Double, inMaxX: Double, inMaxY: Double
    let rightToLeft: Bool, spacing: Double, hysteresis: Double
    /// The padding per side (kept for a popup's own boundary).
    let top: Double, right: Double, bottom: Double, left: Double

    init(_ l: PopupLayer) {
        self.init(l.boundaryX, l.boundaryY, l.boundaryX + l.boundaryWidth, l.boundaryY + l.boundaryHeight,
                  l.paddingTop, l.paddingRight, l.paddingBottom, l.paddingLeft, l.rightToLeft, l.spacing, l.hysteresis)
    }

    init(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, _ top: Double, _ right: Double, _ bottom: Double,
         _ left: Double, _ rightToLeft: Bool, _ spacing: Double, _ hysteresis: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        inMinX = minX + left; inMaxX = maxX - right
        inMinY = minY + top; inMaxY = maxY - bottom
        self.top = top; self.right = right; self.bottom = bottom; self.left = left
        self.rightToLeft = rightToLeft; self.spacing = spacing; self.hysteresis = hysteresis
    }

    /// These bounds met with popup `r`'s own boundary (an empty meeting: a line at its edge).
    func meeting(_ r: PopupRecord) -> PopupBounds {
        let x0 = r.clipX > minX ? r.clipX : minX, y0 = r.clipY > minY ? r.clipY : minY
        var x1 = r.clipX + r.clipWidth < maxX ? r.clipX + r.clipWidth : maxX
        var y1 = r.clipY + r.clipHeight < maxY ? r.clipY + r.clipHeight : maxY
        if x1 < x0 { x1 = x0 }
        if y1 < y0 { y1 = y0 }
        return PopupBounds(x0, y0, x1, y1, top, right, bottom, left, rightToLeft, spacing, hysteresis)
    }
}

/// One side of one popup, in main/cross terms: the main axis leaves the reference towards
/// the body (y for the top and bottom sides, x for the others), the cross axis runs along it.
struct PopupSide {
    let side: Int
    let vertical: Bool
    /// The reference's cross-axis span.
    let refMin: Double, refMax: Double
    /// The body's length along the cross and the main axis.
    let bodyCross: Double, bodyMain: Double
    /// The padded boundary's cross-axis span.
    let inMin: Double, inMax: Double
    /// Room between the reference and the padded boundary on this side, and what the body
    /// and its pointer need there.
    let room: Double, need: Double
    /// The body's main-axis origin (moved back inside by `Option.mainAxisShift`), and the
    /// padded boundary's main-axis span.
    var main: Double
    let mainMin: Double, mainMax: Double
    /// The pointer's allowed span inside the body, from the body's cross origin: it keeps
    /// clear of the rounded corners (`padding + base/2` from each end, the padding being the
    /// corner radius unless set, or the middle when the body is too short for that).
    let safeLo: Double, safeHi: Double
    /// The alignment used (0 centre, 1 start, 2 end, as the host names them: `flipAlignment`
    /// may have swapped start and end), the cross origin it asks for, and that origin moved
    /// by `clamp` (the body's place before keeping apart).
    let alignment: Int, aligned: Double
    private(set) var base = 0.0
    /// `PopupLayer.Option` bits.
    let options: UInt32

    init(_ r: PopupRecord, _ side: Int, _ b: PopupBounds) {
        self.side = side
        vertical = side == 0 || side == 2
        options = r.options
        let inMinX = b.inMinX, inMaxX = b.inMaxX, inMinY = b.inMinY, inMaxY = b.inMaxY
        let refMaxX = r.refX + r.refWidth, refMaxY = r.refY + r.refHeight
        let gap = r.gap
        if vertical {
            refMin = r.refX; refMax = refMaxX; bodyCross = r.width; bodyMain = r.height
            inMin = inMinX; inMax = inMaxX; mainMin = inMinY; mainMax = inMaxY
            room = side == 0 ? r.refY - inMinY : inMaxY - refMaxY
            main = side == 0 ? r.refY - gap - r.height : refMaxY + gap
        } else {
            refMin = r.refY; refMax = refMaxY; bodyCross = r.height; bodyMain = r.width
            inMin = inMinY; inMax = inMaxY; mainMin = inMinX; mainMax = inMaxX
            room = side == 3 ? r.refX - inMinX : inMaxX - refMaxX
            main = side == 3 ? r.refX - gap - r.width : refMaxX + gap
        }
        need = gap + bodyMain
        let radius = r.arrowPadding >= 0 ? r.arrowPadding : PopupSide.radius(r)
        let half = bodyCross * 0.5
        let lo = radius + r.pointerBase * 0.5
        safeLo = lo < half ? lo : half
        safeHi = bodyCross - safeLo
        // The alignment: start and end swap on the top and bottom sides in right-to-left.
        var a = r.placement.alignment
        let mirror = vertical && b.rightToLeft
        let offset = mirror ? -r.crossOffset : r.crossOffset
        var c = PopupSide.place(a, mirror, offset, r, refMin, refMax, bodyCross, safeLo, safeHi)
        if a > 0 && r.options & PopupLayer.Option.flipAlignment != 0 && !(c >= inMin && c + bodyCross <= inMax) {
            let o = PopupSide.place(3 - a, mirror, offset, r, refMin, refMax, bodyCross, safeLo, safeHi)
            if o >= inMin && o + bodyCross <= inMax { a = 3 - a; c = o }
        }
        alignment = a; aligned = c
        base = clamp(c)
    }

    /// The cross origin alignment `a` (as the host names it) asks for, with the cross offset,
    /// the alignment offset (inward) and `arrowCenter`'s slide.
    static func place(_ a: Int, _ mirror: Bool, _ offset: Double, _ r: PopupRecord, _ refMin: Double, _ refMax: Double,
                      _ bodyCross: Double, _ safeLo: Double, _ safeHi: Double) -> Double {
        let edge = a == 0 ? 0 : mirror ? 3 - a : a
        var c: Double
        switch edge {
        case 1: c = refMin + offset + r.alignmentOffset
        case 2: c = refMax - bodyCross + offset - r.alignmentOffset
        default: return (refMin + refMax) * 0.5 - bodyCross * 0.5 + offset
        }
        if r.options & PopupLayer.Option.arrowCenter != 0 {
            let centre = (refMin + refMax) * 0.5
            if centre < c + safeLo { c = centre - safeLo }
            if centre > c + safeHi { c = centre - safeHi }
        }
        return c
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

    /// How far along the cross axis the body must stick out of the padded boundary, at
    /// best, under the options' shift rule: with the limit (the default), the body's origins
    /// inside (`inMin...inMax − bodyCross`) and those keeping the pointer on the reference
    /// (`refMin − safeHi...refMax − safeLo`) must meet; without it any inside origin does;
    /// without shift only the alignment's place counts.
    var crossOverflow: Double {
        let hi = inMax - bodyCross
        if options & PopupLayer.Option.noShift != 0 {
            return base < inMin ? inMin - base : base > hi ? base - hi : 0
        }
        var lo = inMin, top = hi
        if options & PopupLayer.Option.stickyAlways == 0 {
            if refMin - safeHi > lo { lo = refMin - safeHi }
            if refMax - safeLo < top { top = refMax - safeLo }
        }
        return lo - top > PopupLayer.slack ? lo - top : 0
    }

    /// True when the body and its pointer fit on this side inside the padded boundary: room
    /// along the main axis, and an origin along the cross axis that the shift rule allows.
    var fits: Bool { room >= need && mainOverflow == 0 && crossOverflow == 0 }
    /// How far the body sticks out along the main axis: past the far edge when the room is
    /// short, past the near one when the reference lies outside the boundary.
    var mainOverflow: Double {
        let lo = mainMin - main, hi = main + bodyMain - mainMax
        return (lo > PopupLayer.slack ? lo : 0) + (hi > PopupLayer.slack ? hi : 0)
    }
    /// How far the body sticks out when placed here (0 when it fits).
    var overflow: Double { mainOverflow + crossOverflow }

    /// `c` shifted inside the padded boundary, then limited so the pointer's span still
    /// meets the reference's (the limit wins: the pointer never leaves its reference).
    /// `noShift` leaves out the first, `stickyAlways` the second.
    func clamp(_ c: Double) -> Double {
        var v = c
        if options & PopupLayer.Option.noShift == 0 {
            let hi = inMax - bodyCross
            if v > hi { v = hi }
            if v < inMin { v = inMin }
        }
        if options & PopupLayer.Option.stickyAlways == 0 {
            let lo2 = refMin - safeHi, hi2 = refMax - safeLo
            if v > hi2 { v = hi2 }
            if v < lo2 { v = lo2 }
        }
        return v
    }

    /// Moves the body back inside the padded boundary along the main axis
    /// (`Option.mainAxisShift`, when no side has room).
    mutating func pushInside(_ b: PopupBounds) {
        let lo = vertical ? b.inMinY : b.inMinX, hi = (vertical ? b.inMaxY : b.inMaxX) - bodyMain
        if main > hi { main = hi }
        if main < lo { main = lo }
    }

    /// The body's box (minX, minY, maxX, maxY) at cross origin `c`.
    func box(_ c: Double) -> (Double, Double, Double, Double) {
        vertical ? (c, main, c + bodyCross, main + bodyMain) : (main, c, main + bodyMain, c + bodyCross)
    }

    /// The pointer's cross position for the body at `c`: the reference's centre kept in the
    /// body's safe span.
    func pointerAt(_ c: Double) -> Double {
        var t = (refMin + refMax) * 0.5
        if t > c + safeHi { t = c + safeHi }
        if t < c + safeLo { t = c + safeLo }
        return t
    }

    /// The box the pointer covers between the body at `c` and the reference (`half` pt each
    /// side of its cross position), or nil when the body meets or covers the reference.
    func pointerBox(_ c: Double, _ r: PopupRecord, _ half: Double) -> (Double, Double, Double, Double)? {
        let t = pointerAt(c)
        let lo: Double, hi: Double
        switch side {
        case 0: lo = main + bodyMain; hi = r.refY
        case 1: lo = r.refX + r.refWidth; hi = main
        case 2: lo = r.refY + r.refHeight; hi = main
        default: lo = main + bodyMain; hi = r.refX
        }
        if !(hi > lo) { return nil }
        return vertical ? (t - half, lo, t + half, hi) : (lo, t - half, hi, t + half)
    }
}

extension PopupLayer {
    /// The sides to try for popup `r`, best first, and how many fit (the first `fitting`,
    /// then the sides it may use that do not fit; when none fits, the one side with the
    /// least overflow); `total` the sides written. Written into `out` (8 slots).
    ///
    /// The order: the preferred side (for `auto`, the one with the most room left over; ties
    /// go clockwise from the top), its opposite, then the other two, the roomier first. Then
    /// hysteresis: a popup solved before on a side other than the preferred one stays there
    /// while that side fits, unless the preferred side fits with `hysteresis` pt to spare
    /// (for `auto`, simply while it fits).
    static func sideOrder(_ r: PopupRecord, _ out: UnsafeMutablePointer<Int>, _ scratch: UnsafeMutablePointer<Double>, _ bounds: PopupBounds,
                          _ total: inout Int) -> Int {
        // scratch: spare room per side, then overflow per side, then 1 where the side fits.
        for s in 0..<4 {
            let g = PopupSide(r, s, bounds)
            scratch[s] = g.spare; scratch[4 + s] = g.overflow; scratch[8 + s] = g.fits ? 1 : 0
        }
        var first = r.placement.side
        if first < 0 {
            first = 0
            for s in 1..<4 where scratch[s] > scratch[first] { first = s }
        }
        let a = (first + 1) % 4, b = (first + 3) % 4
        let order = out + 4
        order[0] = first
        var m = 1
        if r.fallbacks == 0 || r.placement == .auto {
            order[1] = (first + 2) % 4
            // Across the axis: the roomier first, or the start or end side the options ask
            // for (start: the left of a top or bottom side, the right in right-to-left; the
            // top of a left or right side). `a` is clockwise of `first`, `b` anticlockwise.
            let start = first % 2 == 0 ? (bounds.rightToLeft ? 1 : 3) : 0
            var aFirst = !(scratch[b] > scratch[a])
            if r.options & Option.crossStart != 0 { aFirst = a == start }
            if r.options & Option.crossEnd != 0 { aFirst = a != start }
            order[2] = aFirst ? a : b; order[3] = aFirst ? b : a
            m = r.options & Option.noCrossFlip != 0 && r.placement != .auto ? 2 : 4
        } else {
            // The host's list, each side once.
            var f = r.fallbacks
            while f != 0 {
                let s = Int(f & 0xF) - 1
                var k = 0
                while k < m && order[k] != s { k += 1 }
                if k == m { order[m] = s; m += 1 }
                f >>= 4
            }
        }
        if r.solved {
            let prev = r.solvedPlacement.side
            let wins = r.placement != .auto && scratch[8 + first] == 1 && scratch[first] >= bounds.hysteresis
            var k = 0
            while k < m && order[k] != prev { k += 1 }
            if prev != first && k < m && scratch[8 + prev] == 1 && !wins {
                while k > 0 { order[k] = order[k - 1]; k -= 1 }
                order[0] = prev
            }
        }
        var n = 0
        for k in 0..<m where scratch[8 + order[k]] == 1 { out[n] = order[k]; n += 1 }
        if n > 0 {
            // The others follow, in the same order: a last resort when no fitting side is free.
            total = n
            for k in 0..<m where scratch[8 + order[k]] != 1 { out[total] = order[k]; total += 1 }
            return n
        }
        var best = order[0]
        for k in 1..<m where scratch[4 + order[k]] < scratch[4 + best] { best = order[k] }
        out[0] = best
        total = 1
        return 0
    }

    /// Places every popup, in id order, and records where each went (the next solve's
    /// memory). For each popup:
    ///
    /// 1. the sides in `sideOrder` (a side fits when the body has room along the main axis
    ///    and a place along the cross axis that the shift rule allows: inside the padded
    ///    boundary with the pointer on its reference); for each fitting side (or only the
    ///    least-overflowing one when none fits), cross positions in this order: its
    ///    alignment's position, where it was last time relative to its reference (if it was on
    ///    this side: a popup slid aside rides its moving reference instead of jumping), then
    ///    beside each body or obstacle the alignment's position overlaps (at most 8, both
    ///    ways), the nearest first, then sliding along the side each way past one rect after
    ///    another (at most 16 steps), the nearer; every position shifted inside the padded
    ///    boundary and limited so the pointer stays on the reference;
    /// 2. the first position whose body, grown by `spacing`, overlaps no obstacle, no other
    ///    popup's reference (a tip must not hide another's target), no body or pointer placed
    ///    before it, and whose pointer crosses no body or pointer placed before, wins; then,
    ///    as a last resort, a free position on a side that does not fit but keeps the body
    ///    inside the unpadded boundary (flagged escaped); when none is free, the first side's
    ///    alignment position, with `Flag.overlapping`, taking no room from the popups placed
    ///    after it (a host hides it).
    ///
    /// When some popups found no free place, a second pass places those first (a neighbour
    /// placed before may have taken their only room) and the others after, from the same
    /// memory; it is kept when fewer overlap, else the first pass's result is put back.
    ///
    /// Work: each popup tries at most 4 sides × 35 positions, each a grid query over the
    /// cells its box covers (cells about one popup across; obstacles and bodies covering more
    /// than 16 cells are tested every time instead). The grid holds m obstacles, n references
    /// and up to n bodies and n pointers. With popups spread over the boundary a query sees a
    /// handful of rects, so a solve is O(n + m) for n popups and m obstacles (at most two
    /// passes); packed into one spot, at worst O(n · (n + m)) — so a solve is bounded by a
    /// budget instead: once it has examined `maxSolveWork` rects in grid queries (pairs of a
    /// candidate box and a rect; `lastSolveWork`), every popup still to place takes its first
    /// side's alignment position without searching, flagged `Flag.overlapping`, and the second
    /// pass is not run. `lastSolveBudgetHit` tells the host. A popup's own search is never cut
    /// short, so a solve examines at most `maxSolveWork` plus one popup's search (4 sides × 35
    /// queries over the rects in the cells they cover).
    /// - Throws: `.overBudget`, `.allocationFailed` (the grid's and the passes' storage);
    ///   nothing changed.
    public func solve() throws(FizzError) {
        let n = 3 * count + obstacleCount
        let bounds = PopupBounds(self)
        let p = popups.base
        // Cells about as large as the typical body, and no finer than the boundary split into
        // one cell per rect.
        var typical = 0.0
        var i = 0
        while i < count {
            let r = p[i]
            typical += (r.width > r.height ? r.width : r.height) + bounds.spacing
            i += 1
        }
        let w = bounds.inMaxX - bounds.inMinX, h = bounds.inMaxY - bounds.inMinY
        let area = (w > 1 ? w : 1) * (h > 1 ? h : 1)
        var cell = count > 0 ? typical / Double(count) : 0
        let even = (area / Double(n > 0 ? n : 1)).squareRoot()
        if cell < even { cell = even }
        // The grid is worked on as a local (no exclusivity check per query) and put back.
        var grid = PopupGrid()
        swap(&grid, &self.grid)
        // A refusal gives back what the reservations before it took.
        let room = grid.room, caps = (saved.capacity, firstPass.capacity, order.capacity)
        do {
            try grid.reset(minX: bounds.inMinX, minY: bounds.inMinY, maxX: bounds.inMaxX, maxY: bounds.inMaxY, cell: cell, rects: n, in: memory)
            try saved.reserve(count, keeping: 0, in: memory)
            try firstPass.reserve(count, keeping: 0, in: memory)
            try order.reserve(count, keeping: 0, in: memory)
        } catch {
            grid.giveBack(to: room, in: memory)
            saved.giveBack(to: caps.0, keeping: 0, in: memory)
            firstPass.giveBack(to: caps.1, keeping: 0, in: memory)
            order.giveBack(to: caps.2, keeping: 0, in: memory)
            swap(&grid, &self.grid)
            throw error
        }
        let q = order.base
        saved.base.update(from: p, count: count)
        i = 0
        while i < count { q[i] = Int32(i); i += 1 }
        grid.visited = 0
        lastSolveBudgetHit = false
        let first = pass(&grid, bounds, cell, n)
        if first > 0 && first < count && !lastSolveBudgetHit {
            // Once more with those that found no free place first (a neighbour placed before
            // took their only room), the others after, each group in id order; kept when fewer
            // overlap, else the first pass's result is put back.
            var k = 0
            i = 0
            while i < count { if p[i].flags & Flag.overlapping != 0 { q[k] = Int32(i); k += 1 }; i += 1 }
            i = 0
            while i < count { if p[i].flags & Flag.overlapping == 0 { q[k] = Int32(i); k += 1 }; i += 1 }
            firstPass.base.update(from: p, count: count)
            p.update(from: saved.base, count: count)
            if pass(&grid, bounds, cell, n) >= first { p.update(from: firstPass.base, count: count) }
        }
        lastSolveWork = Int64(grid.visited)
        swap(&grid, &self.grid)
    }

    /// Rects one `solve` may examine in its grid queries before the popups still to place stop
    /// searching (see `solve`). Ordinary layers stay far below it: 1,000 popups spread over a
    /// screen examine about 0.1 million; 10,000 popups on one point would examine billions.
    /// `fizz bench budgets` prints the worst solve and its time.
    public static let maxSolveWork = 4_000_000

    /// One pass of `solve`: the grid filled afresh with the obstacles and references, then
    /// every popup placed in `order`'s order. Returns how many found no free place.
    func pass(_ grid: inout PopupGrid, _ bounds: PopupBounds, _ cell: Double, _ n: Int) -> Int {
        // The room was reserved by `solve`: this reset allocates nothing and cannot fail.
        do { try grid.reset(minX: bounds.inMinX, minY: bounds.inMinY, maxX: bounds.inMaxX, maxY: bounds.inMaxY, cell: cell, rects: n, in: memory) } catch { return 0 }
        let p = popups.base, count = self.count, obstacleCount = self.obstacleCount
        let o = obstacles.base
        var k = 0
        while k < obstacleCount {
            grid.insert(o[4 * k], o[4 * k + 1], o[4 * k] + o[4 * k + 2], o[4 * k + 1] + o[4 * k + 3])
            k += 1
        }
        // Every reference is an obstacle to the other popups: a tip must not hide another's
        // target. (Rect `obstacleCount + j` is popup j's own, which its own tests skip.)
        k = 0
        while k < count {
            let r = p[k]
            grid.insert(r.refX, r.refY, r.refX + r.refWidth, r.refY + r.refHeight)
            k += 1
        }
        let q = order.base
        var overlapping = 0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8) { hit in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { sides in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { scratch in
                    var i = 0
                    while i < count {
                        let j = Int(q[i])
                        let search = grid.visited < PopupLayer.maxSolveWork
                        if !search { lastSolveBudgetHit = true }
                        PopupLayer.place(&p[j], obstacleCount + j, obstacleCount + count, &grid, bounds, sides.baseAddress!, hit.baseAddress!,
                                         scratch.baseAddress!, search: search)
                        if p[j].flags & Flag.overlapping != 0 { overlapping += 1 }
                        i += 1
                    }
                }
            }
        }
        return overlapping
    }

    /// Places popup `r` (see `solve`; `own` is its reference's rect in the grid, `firstBody`
    /// the first rect that is a body or a pointer) and adds its body and its pointer to the grid.
    static func place(_ r: inout PopupRecord, _ own: Int, _ firstBody: Int, _ grid: inout PopupGrid, _ layerBounds: PopupBounds,
                      _ sides: UnsafeMutablePointer<Int>, _ hit: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Double>,
                      search: Bool = true) {
        let bounds = r.clipped ? layerBounds.meeting(r) : layerBounds
        var total = 0
        let fitting = sideOrder(r, sides, scratch, bounds, &total)
        let g = bounds.spacing
        let half = r.pointer == .arrow ? r.arrowBase * 0.5 : r.dotRadius
        let push = fitting == 0 && r.options & Option.mainAxisShift != 0
        var chosen = PopupSide(r, sides[0], bounds)
        if push { chosen.pushInside(bounds) }
        var chosenC = chosen.base
        var found = false
        // The fitting sides (or the least overflowing), then, as a last resort, a free place
        // on a side that does not fit but keeps the body inside the boundary (in the padding).
        // Hysteresis against the others, as sideOrder's against the boundary: a popup solved
        // on a fitting side after the first goes back to an earlier one only when that side
        // is free with `hysteresis` pt to spare around the body (else a target dragged past
        // another's tip made it flip back and forth, 3 px apart).
        var held = 0
        if r.solved {
            while held < fitting && sides[held] != r.solvedPlacement.side { held += 1 }
            if held == fitting { held = 0 }
        }
        var t = search ? 0 : total   // past the budget: the first side's alignment, unsearched
        while t < total && !found {
            var s = PopupSide(r, sides[t], bounds)
            if push { s.pushInside(bounds) }
            let loose = t >= fitting && fitting > 0
            if t < held && freePlace(s, r, half, g + bounds.hysteresis, own, firstBody, &grid, hit, scratch, bounds, loose: loose).isNaN {
                t += 1
                continue
            }
            let c = freePlace(s, r, half, g, own, firstBody, &grid, hit, scratch, bounds, loose: loose)
            if !c.isNaN && (!loose || inside(s, c, bounds, true)) { chosen = s; chosenC = c; found = true }
            t += 1
        }
        r.flags = found ? 0 : Flag.overlapping
        record(&r, chosen, chosenC, bounds)
        // A popup with no free place is flagged for the host to hide: it takes no room from
        // the popups placed after it (in a cluster boxed in by other targets, one tip that
        // cannot be placed used to cover the only room of a neighbour that could).
        guard found else { return }
        let b = chosen.box(chosenC)
        grid.insert(b.0, b.1, b.2, b.3)
        if let q = chosen.pointerBox(chosenC, r, half) { grid.insert(q.0, q.1, q.2, q.3) }
    }

    /// The place for the body on side `s`: its alignment's, else last time's (relative to the
    /// reference), else beside what the former overlaps, else sliding along the side past
    /// one rect after another; NaN when none is free.
    static func freePlace(_ s: PopupSide, _ r: PopupRecord, _ half: Double, _ g: Double, _ own: Int, _ firstBody: Int,
                          _ grid: inout PopupGrid, _ hit: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Double>,
                          _ bounds: PopupBounds, loose: Bool) -> Double {
        let base = s.base
        let b = s.box(base)
        let n = grid.overlaps(b.0 - g, b.1 - g, b.2 + g, b.3 + g, skip: own, into: hit, limit: 8)
        if n == 0 && pointerFree(s, base, r, half, firstBody, &grid, hit) { return base }
        // The hits are copied: `free` reuses `hit`.
        for h in 0..<n { scratch[h] = Double(hit[h]) }
        if r.solved && r.solvedPlacement.side == s.side {
            let c = s.clamp(s.refMin + r.slide)
            if free(s, c, g, r, half, own, firstBody, &grid, hit) { return c }
        }
        // Both sides of each body or obstacle in the way, nearest to `base` first (the lower
        // on a tie).
        var best = Double.nan
        for h in 0..<2 * n {
            let q = grid.rects.base + 4 * Int(scratch[h / 2])
            let c = s.clamp(h % 2 == 0 ? (s.vertical ? q[0] : q[1]) - g - s.bodyCross : (s.vertical ? q[2] : q[3]) + g)
            if !nearer(c, than: best, to: base) { continue }
            if inside(s, c, bounds, loose) && free(s, c, g, r, half, own, firstBody, &grid, hit) { best = c }
        }
        if !best.isNaN { return best }
        for dir in 0..<2 {
            let c = slide(s, base, dir == 1, g, r, half, own, firstBody, &grid, hit, bounds, loose)
            if nearer(c, than: best, to: base) { best = c }
        }
        return best
    }

    /// True when `c` is a place (not NaN) nearer to `base` than `best` (NaN: none yet), the
    /// lower on a tie.
    static func nearer(_ c: Double, than best: Double, to base: Double) -> Bool {
        if c.isNaN { return false }
        if best.isNaN { return true }
        let d = c > base ? c - base : base - c, db = best > base ? best - base : base - best
        return d < db || (d == db && c < best)
    }

    /// Slides the body from `base` along its side (towards the end when `towardsEnd`), each
    /// step past the farthest of the rects in its way, until it is free (the place), it cannot
    /// move on (the boundary or the limit stops it), or 16 steps: NaN when no place was found.
    static func slide(_ s: PopupSide, _ base: Double, _ towardsEnd: Bool, _ g: Double, _ r: PopupRecord, _ half: Double, _ own: Int,
                      _ firstBody: Int, _ grid: inout PopupGrid, _ hit: UnsafeMutablePointer<Int32>, _ bounds: PopupBounds, _ loose: Bool) -> Double {
        var c = base
        var step = 0
        while step < 16 {
            let b = s.box(c)
            let n = grid.overlaps(b.0 - g, b.1 - g, b.2 + g, b.3 + g, skip: own, into: hit, limit: 8)
            if n == 0 {
                return step > 0 && inside(s, c, bounds, loose) && pointerFree(s, c, r, half, firstBody, &grid, hit) ? c : .nan
            }
            var next = c
            for h in 0..<n {
                let q = grid.rects.base + 4 * Int(hit[h])
                let v = towardsEnd ? (s.vertical ? q[2] : q[3]) + g : (s.vertical ? q[0] : q[1]) - g - s.bodyCross
                if towardsEnd ? v > next : v < next { next = v }
            }
            next = s.clamp(next)
            if towardsEnd ? !(next > c) : !(next < c) { return .nan }
            c = next
            step += 1
        }
        return .nan
    }

    /// True when the body at `c`, grown by `g`, overlaps no rect of the grid but `own` (its
    /// reference), and its pointer no body or pointer placed before. Uses `hit` as scratch.
    static func free(_ s: PopupSide, _ c: Double, _ g: Double, _ r: PopupRecord, _ half: Double, _ own: Int, _ firstBody: Int,
                     _ grid: inout PopupGrid, _ hit: UnsafeMutablePointer<Int32>) -> Bool {
        let b = s.box(c)
        if grid.overlaps(b.0 - g, b.1 - g, b.2 + g, b.3 + g, skip: own, into: hit, limit: 1) != 0 { return false }
        return pointerFree(s, c, r, half, firstBody, &grid, hit)
    }

    /// True when the pointer of the body at `c` crosses no body or pointer placed before
    /// (obstacles and references do not count: a reference may sit in a toolbar).
    static func pointerFree(_ s: PopupSide, _ c: Double, _ r: PopupRecord, _ half: Double, _ firstBody: Int,
                            _ grid: inout PopupGrid, _ hit: UnsafeMutablePointer<Int32>) -> Bool {
        guard let q = s.pointerBox(c, r, half) else { return true }
        return grid.overlaps(q.0, q.1, q.2, q.3, skip: -1, from: firstBody, into: hit, limit: 1) == 0
    }

    /// True when the body at `c` lies inside the padded boundary (`loose`: the boundary).
    static func inside(_ s: PopupSide, _ c: Double, _ o: PopupBounds, _ loose: Bool = false) -> Bool {
        let b = s.box(c)
        if loose { return b.0 >= o.minX - slack && b.1 >= o.minY - slack && b.2 <= o.maxX + slack && b.3 <= o.maxY + slack }
        return b.0 >= o.inMinX - slack && b.1 >= o.inMinY - slack && b.2 <= o.inMaxX + slack && b.3 <= o.inMaxY + slack
    }

    /// How far (pt) a body may pass the padded boundary and still count as inside: the
    /// shift puts its origin at `max − size`, and adding the size back may round past `max`.
    static let slack = 1e-6

    /// Writes the result of placing `r` on side `s` at cross origin `c`: frame, room,
    /// pointer, placement, moves, flags (adding `referenceHidden`, `escaped` and
    /// `escapedWholly` to `r.flags`).
    static func record(_ r: inout PopupRecord, _ s: PopupSide, _ c: Double, _ o: PopupBounds) {
        let b = s.box(c)
        r.x = b.0; r.y = b.1
        let room = s.room - (s.need - s.bodyMain)
        let across = s.inMax - s.inMin
        r.availableWidth = s.vertical ? across : room
        r.availableHeight = s.vertical ? room : across
        if r.availableWidth < 0 { r.availableWidth = 0 }
        if r.availableHeight < 0 { r.availableHeight = 0 }
        let t = s.pointerAt(c)
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
        r.solvedPlacement = PopupPlacement(side: s.side, alignment: s.alignment)
        r.slide = c - s.refMin
        r.shift = s.base - s.aligned; r.apart = c - s.base
        r.solved = true
        let refMaxX = r.refX + r.refWidth, refMaxY = r.refY + r.refHeight
        if refMaxX < o.minX || r.refX > o.maxX || refMaxY < o.minY || r.refY > o.maxY {
            r.flags |= Flag.referenceHidden
        }
        if !inside(s, c, o) { r.flags |= Flag.escaped }
        if b.2 <= o.minX || b.0 >= o.maxX || b.3 <= o.minY || b.1 >= o.maxY { r.flags |= Flag.escapedWholly }
    }
}
