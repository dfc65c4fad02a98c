//===--- BroadPhase.swift ------------------------------------------------===//
// Part of Fizz. Finding the pairs of bubbles that may touch.
//===---------------------------------------------------------------------===//

/// A uniform grid rebuilt from scratch at every collide, by counting sort.
///
/// Why a grid and not a tree: bubbles are all of similar size and densely packed, so a grid
/// with cells one diameter wide holds a handful of bodies per cell and finds every neighbour
/// in the 3 × 3 block around a body. Counting sort makes the rebuild linear, allocation-free
/// once warm, and deterministic (bodies in a cell stay in index order).
///
/// The grid covers the bounding box of the bodies, not the world, so bubbles outside the walls
/// (or a world with walls off) are still found. When the box is huge compared with the number
/// of bodies (one stray bubble far away), cells grow so the grid never has many more cells than
/// bodies: correctness only needs cells at least one contact distance wide.
final class BroadPhase {
    var cellOf = Column<Int32>()
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `sorted` for cell `c`.
    var cellStart = Column<Int32>()
    var sorted = Column<Int32>()
    private(set) var columns = 0, rows = 0
    private(set) var cellSize = 1.0, originX = 0.0, originY = 0.0

    deinit { cellOf.deallocate(); cellStart.deallocate(); sorted.deallocate() }

    /// Bins `n` bodies; `reach` is the largest distance between centres that can make a contact
    /// (two largest radii plus the speculative distance).
    func build(px: Column<Double>, py: Column<Double>, count n: Int, reach: Double) {
        cellOf.reserve(n, keeping: 0)
        sorted.reserve(n, keeping: 0)
        if n == 0 { columns = 0; rows = 0; return }
        var minX = px[0], maxX = px[0], minY = py[0], maxY = py[0]
        var i = 1
        while i < n {
            let x = px[i], y = py[i]
            if x < minX { minX = x } else if x > maxX { maxX = x }
            if y < minY { minY = y } else if y > maxY { maxY = y }
            i += 1
        }
        var cell = reach > 0 ? reach : 1
        let budget = Double(2 * n + 16)
        while true {
            let c = ((maxX - minX) / cell).rounded(.down) + 1
            let r = ((maxY - minY) / cell).rounded(.down) + 1
            if c * r <= budget { columns = Int(c); rows = Int(r); break }
            cell = cell * 2
        }
        cellSize = cell; originX = minX; originY = minY
        let cells = columns * rows
        cellStart.reserve(cells + 1, keeping: 0)
        cellStart.fill(0, count: cells + 1)
        let inv = 1.0 / cell
        i = 0
        while i < n {
            var cx = Int(((px[i] - minX) * inv).rounded(.down))
            var cy = Int(((py[i] - minY) * inv).rounded(.down))
            if cx >= columns { cx = columns - 1 }
            if cy >= rows { cy = rows - 1 }
            let c = cy * columns + cx
            cellOf[i] = Int32(c)
            cellStart[c + 1] += 1
            i += 1
        }
        var c = 0
        while c < cells { cellStart[c + 1] += cellStart[c]; c += 1 }
        // Fill using cellStart as a moving cursor, then shift it back: stays stable and in place.
        i = 0
        while i < n {
            let cc = Int(cellOf[i])
            sorted[Int(cellStart[cc])] = Int32(i)
            cellStart[cc] += 1
            i += 1
        }
        c = cells
        while c > 0 { cellStart[c] = cellStart[c - 1]; c -= 1 }
        cellStart[0] = 0
    }

    @inline(__always) func column(ofCell c: Int) -> Int { c % columns }
    @inline(__always) func row(ofCell c: Int) -> Int { c / columns }
}
