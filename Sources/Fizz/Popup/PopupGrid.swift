//===--- PopupGrid.swift -------------------------------------------------===//
// Part of Fizz. Which placed bodies and obstacles a candidate rect overlaps, without all pairs.
//===---------------------------------------------------------------------===//

/// A uniform grid over the layer's boundary holding rects (obstacles, then bodies as they are
/// placed), so a candidate is tested only against the rects in the cells it covers.
///
/// Why a grid: with all pairs, 1,000 popups cost a million tests per candidate sweep; cells
/// about one popup across make a test touch a handful of rects when popups are spread out.
/// A rect covering more than `maxCells` cells goes into a short list tested every time
/// instead (a huge obstacle would otherwise fill every cell); the entries are then at most
/// `maxCells` per rect, reserved before a solve changes anything. Rects outside the grid fall
/// into its edge cells.
struct PopupGrid: ~Copyable {
    static let maxCells = 16
    static let maxSide = 256

    var columns = 1, rows = 1
    var originX = 0.0, originY = 0.0, cellWidth = 1.0, cellHeight = 1.0
    /// Per cell, its first entry (−1 none); per entry, the next in its cell and its rect.
    var head = Column<Int32>(), next = Column<Int32>(), item = Column<Int32>()
    var entries = 0
    /// Four doubles a rect (minX, minY, maxX, maxY), and the last query that saw it.
    var rects = Column<Double>(), seen = Column<UInt32>()
    var rectCount = 0
    var big = Column<Int32>()
    var bigCount = 0
    var query: UInt32 = 0
    /// Rects examined by `overlaps` since the last `reset` (each one a pair tested, or passed
    /// over as already seen): the work a solve counts against its budget.
    var visited = 0

    /// The room of every column, for a caller that gives it back after a refusal.
    var room: (Int, Int, Int, Int, Int, Int) { (head.capacity, next.capacity, item.capacity, rects.capacity, seen.capacity, big.capacity) }

    /// Back to `old` room (`room` read before a refused call; see `Column.giveBack`).
    mutating func giveBack(to old: (Int, Int, Int, Int, Int, Int), in budget: MemoryBudget) {
        head.giveBack(to: old.0, keeping: 0, in: budget); next.giveBack(to: old.1, keeping: 0, in: budget)
        item.giveBack(to: old.2, keeping: 0, in: budget); rects.giveBack(to: old.3, keeping: 0, in: budget)
        seen.giveBack(to: old.4, keeping: 0, in: budget); big.giveBack(to: old.5, keeping: 0, in: budget)
    }

    /// Room for `n` rects, charged to `budget`, and an empty grid over the box with cells
    /// about `cell` pt across (at most `maxSide` a side). Nothing changes when it throws.
    mutating func reset(minX: Double, minY: Double, maxX: Double, maxY: Double, cell: Double, rects n: Int, in budget: MemoryBudget) throws(FizzError) {
        // Padding may exceed the boundary: the box is then empty (one cell).
        let w = maxX > minX ? maxX - minX : 0, h = maxY > minY ? maxY - minY : 0
        let c = cell > 1 ? cell : 1
        let cx = w / c < Double(PopupGrid.maxSide) ? Int(w / c) + 1 : PopupGrid.maxSide
        let cy = h / c < Double(PopupGrid.maxSide) ? Int(h / c) + 1 : PopupGrid.maxSide
        // A refusal at any column gives back what the ones before it took.
        let caps = (head.capacity, next.capacity, item.capacity, rects.capacity, seen.capacity)
        do {
            try head.reserve(cx * cy, keeping: 0, in: budget)
            try next.reserve(n * PopupGrid.maxCells, keeping: 0, in: budget)
            try item.reserve(n * PopupGrid.maxCells, keeping: 0, in: budget)
            try rects.reserve(4 * n, keeping: 0, in: budget)
            try seen.reserve(n, keeping: 0, in: budget)
            try big.reserve(n, keeping: 0, in: budget)
        } catch {
            head.giveBack(to: caps.0, keeping: 0, in: budget); next.giveBack(to: caps.1, keeping: 0, in: budget)
            item.giveBack(to: caps.2, keeping: 0, in: budget); rects.giveBack(to: caps.3, keeping: 0, in: budget)
            seen.giveBack(to: caps.4, keeping: 0, in: budget)
            throw error
        }
        columns = cx; rows = cy; originX = minX; originY = minY
        cellWidth = w > 0 ? w / Double(cx) : 1; cellHeight = h > 0 ? h / Double(cy) : 1
        head.fill(-1, count: cx * cy)
        seen.fill(0, count: n)
        entries = 0; rectCount = 0; bigCount = 0; query = 0
    }

    /// The cell column (or row) of coordinate `v`, clamped to the grid.
    @inline(__always) func cell(_ v: Double, _ origin: Double, _ size: Double, _ n: Int) -> Int {
        let f = (v - origin) / size
        if !(f > 0) { return 0 }
        return f >= Double(n) ? n - 1 : Int(f)
    }

    /// Adds a rect (room was reserved by `reset`).
    mutating func insert(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let r = rectCount
        rects[4 * r] = minX; rects[4 * r + 1] = minY; rects[4 * r + 2] = maxX; rects[4 * r + 3] = maxY
        rectCount += 1
        let c0 = cell(minX, originX, cellWidth, columns), c1 = cell(maxX, originX, cellWidth, columns)
        let r0 = cell(minY, originY, cellHeight, rows), r1 = cell(maxY, originY, cellHeight, rows)
        if (c1 - c0 + 1) * (r1 - r0 + 1) > PopupGrid.maxCells {
            big[bigCount] = Int32(r); bigCount += 1
            return
        }
        var row = r0
        while row <= r1 {
            var col = c0
            while col <= c1 {
                let k = row * columns + col
                next[entries] = head[k]; item[entries] = Int32(r); head[k] = Int32(entries)
                entries += 1
                col += 1
            }
            row += 1
        }
    }

    /// True when rect `r` overlaps the open box (touching is not overlapping).
    @inline(__always) func hits(_ r: Int, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Bool {
        rects[4 * r] < maxX && minX < rects[4 * r + 2] && rects[4 * r + 1] < maxY && minY < rects[4 * r + 3]
    }

    /// The rects the box overlaps, each once, but rect `skip` and those below `from`, up to
    /// `limit` of them written to `out` (from the cells' newest entries); returns how many it
    /// found (at most `limit`), so 0 means free.
    mutating func overlaps(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, skip: Int, from: Int = 0,
                           into out: UnsafeMutablePointer<Int32>, limit: Int) -> Int {
        query &+= 1
        if query == 0 { seen.fill(0, count: rectCount); query = 1 }
        var found = 0
        var b = 0
        visited &+= bigCount
        while b < bigCount && found < limit {
            let r = Int(big[b])
            if r != skip && r >= from && hits(r, minX, minY, maxX, maxY) { out[found] = Int32(r); found += 1 }
            b += 1
        }
        let c0 = cell(minX, originX, cellWidth, columns), c1 = cell(maxX, originX, cellWidth, columns)
        let r0 = cell(minY, originY, cellHeight, rows), r1 = cell(maxY, originY, cellHeight, rows)
        var row = r0
        while row <= r1 && found < limit {
            var col = c0
            while col <= c1 && found < limit {
                var e = Int(head[row * columns + col])
                while e >= 0 && found < limit {
                    visited &+= 1
                    let r = Int(item[e])
                    if seen[r] != query {
                        seen[r] = query
                        if r != skip && r >= from && hits(r, minX, minY, maxX, maxY) { out[found] = Int32(r); found += 1 }
                    }
                    e = Int(next[e])
                }
                col += 1
            }
            row += 1
        }
        return found
    }
}
