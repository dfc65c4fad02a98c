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
final class BroadPhase {
    var cellOf = Column<Int32>()
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `sorted` for cell `c`.
    var cellStart = Column<Int32>()
    /// Store indices of the bodies in cell order.
    var sorted = Column<Int32>()
    private(set) var columns = 0, rows = 0
    private(set) var cellSize = 1.0, originX = 0.0, originY = 0.0
    /// Builds so far: the world re-sorts its bodies every `reorderInterval` builds.
    var builds: UInt64 = 0

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }

    deinit { cellOf.deallocate(); cellStart.deallocate(); sorted.deallocate() }

    /// Makes room for `build` with `n` bodies, before a step changes anything: every grid of
    /// `build` has at most `2n + 16` cells.
    func reserve(bodies n: Int) throws(FizzError) {
        try cellOf.reserve(n, keeping: 0, in: budget)
        try sorted.reserve(n, keeping: 0, in: budget)
        try cellStart.reserve(2 * n + 16 + 2, keeping: 0, in: budget)
    }

    /// Bins `n` bodies; `reach` is the largest distance between centres that can make a contact
    /// (two largest radii plus the speculative distance).
    func build(px: Column<Double>, py: Column<Double>, count n: Int, reach: Double) {
        builds &+= 1
        cellOf.reserve(n, keeping: 0)
        sorted.reserve(n, keeping: 0)
        if n == 0 { columns = 0; rows = 0; return }
        let xs = px.base, ys = py.base
        var minX = xs[0], maxX = xs[0], minY = ys[0], maxY = ys[0]
        var i = 1
        while i < n {
            let x = xs[i], y = ys[i]
            if x < minX { minX = x } else if x > maxX { maxX = x }
            if y < minY { minY = y } else if y > maxY { maxY = y }
            i += 1
        }
        var cell = reach > 0 ? reach : 1
        let budget = Double(2 * n + 16)
        var cols = 1, rws = 1
        while true {
            let c = ((maxX - minX) / cell).rounded(.down) + 1
            let r = ((maxY - minY) / cell).rounded(.down) + 1
            if c * r <= budget { cols = Int(c); rws = Int(r); break }
            cell = cell * 2
        }
        columns = cols; rows = rws
        cellSize = cell; originX = minX; originY = minY
        let cells = cols * rws
        cellStart.reserve(cells + 2, keeping: 0)
        let start = cellStart.base, of = cellOf.base, out = sorted.base
        var c = 0
        while c <= cells + 1 { start[c] = 0; c += 1 }
        let inv = 1.0 / cell
        i = 0
        while i < n {
            var cx = Int(((xs[i] - minX) * inv).rounded(.down))
            var cy = Int(((ys[i] - minY) * inv).rounded(.down))
            if cx >= cols { cx = cols - 1 }
            if cy >= rws { cy = rws - 1 }
            let cc = cy * cols + cx
            of[i] = Int32(cc)
            start[cc + 1] += 1
            i += 1
        }
        c = 0
        while c < cells { start[c + 1] += start[c]; c += 1 }
        // Fill using cellStart as a moving cursor, then shift it back: stays stable and in place.
        i = 0
        while i < n {
            let cc = Int(of[i])
            out[Int(start[cc])] = Int32(i)
            start[cc] += 1
            i += 1
        }
        c = cells
        while c > 0 { start[c] = start[c - 1]; c -= 1 }
        start[0] = 0
        start[cells + 1] = start[cells]   // one past the end, so "cell + 2" is always valid
    }

    /// After the bodies were reordered into `sorted` order: the order is now the identity.
    func bodiesReordered(count n: Int) {
        let out = sorted.base
        var k = 0
        while k < n { out[k] = Int32(k); k += 1 }
    }
}
