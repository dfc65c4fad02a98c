//===--- BroadPhase.swift ------------------------------------------------===//
// Part of Fizz. Finding the pairs of bubbles that may touch.
//===---------------------------------------------------------------------===//

/// A uniform grid rebuilt from scratch at every collide, by counting sort.
///
/// Why a grid and not a tree: bubbles are all of similar size and densely packed, so a grid
/// with cells one contact distance wide holds a handful of bodies per cell and finds every
/// neighbour in the 3 × 3 block around a body. Counting sort makes the rebuild linear,
/// allocation-free once warm, and deterministic (bodies in a cell stay in index order).
///
/// `sorted` lists the bodies cell by cell, row-major: it is the solver's order, and because
/// a cell's forward neighbours (east, and the three below) are then contiguous ranges of it,
/// the pair finder visits each neighbouring pair once, with no hashing and no sorting.
///
/// The grid covers the bounding box of the bodies, not the world, so bubbles outside the walls
/// (or a world with walls off) are still found. When the box is huge compared with the number
/// of bodies (one stray bubble far away), cells grow so the grid never has many more cells than
/// bodies: correctness only needs cells at least one contact distance wide.
///
/// A few bubbles far bigger than the rest would make every cell as wide as they are, and a
/// cell full of small bubbles is searched pair by pair: 30,000 small bubbles and one of radius
/// 1e6 took 1.3 s per 1/60 s step. Such bodies (at most `BubbleWorld.maxBigBodies`) are kept
/// out of the grid and tested against every body, which stays linear in the count.
final class BroadPhase {
    var cellOf = Column<Int32>()
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `sorted` for cell `c`; the bucket after the
    /// last cell (`cellStart[cells] ..< count`) holds the big bodies.
    var cellStart = Column<Int32>()
    /// Store indices of the bodies in cell order, then the big bodies.
    var sorted = Column<Int32>()
    private(set) var columns = 0, rows = 0
    private(set) var cellSize = 1.0, originX = 0.0, originY = 0.0
    /// Where the big bodies begin in `sorted` (the count when there are none).
    private(set) var bigStart = 0
    /// Builds so far: the world re-sorts its bodies every `reorderInterval` builds.
    var builds: UInt64 = 0
    /// The box of the grid's body centres, pt, and whether it holds every body's centre (no big
    /// body, no coordinate that is not finite): what lets a collide skip the walls (`BubbleWorld.collideWalls`).
    private(set) var boxMinX = 0.0, boxMaxX = 0.0, boxMinY = 0.0, boxMaxY = 0.0
    private(set) var boxHoldsAll = false

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }


    /// Makes room for `build` with `n` bodies, before a step changes anything: every grid of
    /// `build` has at most `2n + 16` cells.
    func reserve(bodies n: Int) throws(FizzError) {
        try cellOf.reserve(n, keeping: 0, in: budget)
        try sorted.reserve(n, keeping: 0, in: budget)
        try cellStart.reserve(2 * n + 16 + 3, keeping: 0, in: budget)
    }

    /// What one pass over the bodies found before a build (`measure`): the largest radius, pt (0
    /// for none; a NaN radius is passed over), and the box of the finite centres of the bodies
    /// whose radius is a number, pt, with how many it holds, for `count` bodies.
    struct Measure {
        var largest: Double
        var count: Int, boxed: Int
        var minX: Double, maxX: Double, minY: Double, maxY: Double
    }

    /// One pass over `n` bodies for the collide's largest radius and, in the same pass, the box
    /// `build` bins when no body is big: `build` given it takes that box instead of a pass of
    /// its own, so one pass goes over the bodies before the cells, not three (the largest radius,
    /// `BubbleWorld.gridRadius`'s first count, the box; issue 26, round eight).
    func measure(px: borrowing Column<Double>, py: borrowing Column<Double>, radius: borrowing Column<Double>,
                 count n: Int) -> Measure {
        BroadPhase.box(px.base, py.base, radius.base, count: n, radiusAtMost: .infinity)
    }

    /// The box of the finite centres among `n` bodies whose radius is at most `limit` (a NaN
    /// radius is never), how many it holds, and the largest radius of all. One loop for
    /// `measure` and `build`: the largest radius costs a compare where it is not read.
    @inline(__always) private static func box(_ xs: UnsafeMutablePointer<Double>, _ ys: UnsafeMutablePointer<Double>,
                                              _ rad: UnsafeMutablePointer<Double>, count n: Int,
                                              radiusAtMost limit: Double) -> Measure {
        let big = Double.infinity
        var minX = big, maxX = -big, minY = big, maxY = -big
        var maxR = 0.0
        var boxed = 0
        var i = 0
        while i < n {
            let x = xs[i], y = ys[i], r = rad[i]
            if r > maxR { maxR = r }
            if r <= limit && x - x == 0 && y - y == 0 {   // finite, and in the grid
                if x < minX { minX = x }
                if x > maxX { maxX = x }
                if y < minY { minY = y }
                if y > maxY { maxY = y }
                boxed += 1
            }
            i += 1
        }
        return Measure(largest: maxR, count: n, boxed: boxed, minX: minX, maxX: maxX, minY: minY, maxY: maxY)
    }

    /// Bins `n` bodies; `reach` is the largest distance between centres that can make a contact
    /// among the bodies in the grid (two largest radii plus the speculative distance). Bodies
    /// whose radius is above `bigAbove` stay out of the grid: they go last, in index order (see
    /// `BubbleWorld.gridRadius`). `measured`: what `measure` found for these same bodies, whose
    /// box is taken when no body is big (`bigAbove` infinite) and it was made for `n` bodies.
    ///
    /// Any state is binned without trapping or looping: a NaN or infinite coordinate (which no
    /// accepted input makes) goes to the first cell of its row or column, the box is measured
    /// in half-units so that no span overflows, and the cells double a bounded number of times.
    func build(px: borrowing Column<Double>, py: borrowing Column<Double>, radius: borrowing Column<Double>, count n: Int,
               reach: Double, bigAbove: Double, measured: Measure? = nil) {
        builds &+= 1
        cellOf.reserve(n, keeping: 0)
        sorted.reserve(n, keeping: 0)
        bigStart = n
        boxHoldsAll = false
        if n == 0 { columns = 0; rows = 0; return }
        let xs = px.base, ys = py.base, rad = radius.base
        let big = Double.infinity
        let m: Measure
        if let t = measured, t.count == n, bigAbove == big {
            m = t
        } else {
            m = BroadPhase.box(xs, ys, rad, count: n, radiusAtMost: bigAbove)
        }
        var minX = m.minX, maxX = m.maxX, minY = m.minY, maxY = m.maxY
        let boxed = m.boxed
        if minX > maxX { minX = 0; maxX = 0; minY = 0; maxY = 0 }
        boxMinX = minX; boxMaxX = maxX; boxMinY = minY; boxMaxY = maxY
        boxHoldsAll = boxed == n
        // Half-spans: `max/2 − min/2` is exact where `max − min` could overflow.
        let spanX = maxX * 0.5 - minX * 0.5, spanY = maxY * 0.5 - minY * 0.5
        var cell = reach > 0 && reach < big ? reach : 1
        let maxCells = Double(2 * n + 16)
        var cols = 1, rws = 1
        var doublings = 0
        // 1100 doublings take any cell of at least 1e-300 pt past any finite span.
        while doublings < 1100 {
            let half = cell * 0.5
            let c = (spanX / half).rounded(.down) + 1
            let r = (spanY / half).rounded(.down) + 1
            if c * r <= maxCells { cols = Int(c); rws = Int(r); break }
            cell = cell * 2
            doublings += 1
        }
        columns = cols; rows = rws
        cellSize = cell; originX = minX; originY = minY
        let cells = cols * rws
        cellStart.reserve(cells + 3, keeping: 0)
        let start = cellStart.base, of = cellOf.base, out = sorted.base
        var c = 0
        while c <= cells + 2 { start[c] = 0; c += 1 }
        let inv = 1.0 / cell
        let lastX = Double(cols - 1), lastY = Double(rws - 1)
        // A cell's count goes two entries on (`start[cell + 2]`), so that after the prefix sum
        // `start[cell + 1]` is where the cell begins: the fill moves that cursor to the cell's
        // end, which is the next cell's beginning, and no pass shifts the cursors back.
        var i = 0
        while i < n {
            var cc = cells                        // the big bodies' bucket
            if rad[i] <= bigAbove {
                // Clamped, then truncated: the floor of the unclamped value clamped alike (for a
                // value in 0...last, truncation is the floor), without a call to `floor`, which
                // is what `rounded(.down)` compiles to on x86-64's baseline (no SSE4.1).
                var fx = (xs[i] - minX) * inv
                var fy = (ys[i] - minY) * inv
                if !(fx >= 0) { fx = 0 }          // also NaN
                if fx > lastX { fx = lastX }
                if !(fy >= 0) { fy = 0 }
                if fy > lastY { fy = lastY }
                cc = Int(fy) * cols + Int(fx)
            }
            of[i] = Int32(truncatingIfNeeded: cc)
            start[cc + 2] += 1
            i += 1
        }
        c = 1
        while c <= cells { start[c + 1] += start[c]; c += 1 }
        // Fill in index order (stable, in place), `start[cell + 1]` the moving cursor.
        i = 0
        while i < n {
            let cc = Int(of[i]) + 1
            out[Int(start[cc])] = Int32(truncatingIfNeeded: i)
            start[cc] += 1
            i += 1
        }
        bigStart = Int(start[cells])
        // The grid's end stands one past the last cell too, so "cell + 2" is always valid.
        start[cells + 1] = start[cells]
        start[cells + 2] = 0
    }

    /// After the bodies were reordered into `sorted` order: the order is now the identity.
    func bodiesReordered(count n: Int) {
        let out = sorted.base
        var k = 0
        while k < n { out[k] = Int32(k); k += 1 }
    }
}
