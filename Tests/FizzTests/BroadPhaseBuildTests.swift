//===--- BroadPhaseBuildTests.swift --------------------------------------===//
// The grid's counting sort against a plain reference: every body in the cell the floor of its
// offset gives (clamped, NaN to the first), cells in index order, big bodies last; and the box
// `measure` finds for `build` is the one `build` finds alone.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct BroadPhaseBuild {
    /// Deterministic pseudo-random values in 0..<1 (a 64-bit LCG's top bits).
    struct Draw {
        var s: UInt64
        mutating func next() -> Double {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return Double(s >> 11) / Double(1 << 53)
        }
    }

    /// The columns `build` reads (noncopyable, so held by a class).
    final class Bodies {
        var px = Column<Double>(), py = Column<Double>(), r = Column<Double>()
    }

    /// Bodies with centres on and off cell edges, a few non-finite centres and NaN radii
    /// (what no accepted input makes, but the grid bins anyway) and, if `bigOnes`, a few big.
    func columns(_ n: Int, seed: UInt64, bigOnes: Bool) throws -> Bodies {
        let c = Bodies(), budget = MemoryBudget()
        try c.px.reserve(n, keeping: 0, in: budget); try c.py.reserve(n, keeping: 0, in: budget)
        try c.r.reserve(n, keeping: 0, in: budget)
        var d = Draw(s: seed)
        for i in 0..<n {
            // Whole multiples of the 10 pt cell too: the floor and a truncation differ only
            // off the clamped range, which these cross.
            let onEdge = d.next() < 0.3
            let x = d.next(), y = d.next()
            c.px[i] = onEdge ? (x * 40).rounded(.down) * 10 : x * 400 - 3
            c.py[i] = onEdge ? (y * 30).rounded(.down) * 10 : y * 300 + 7
            c.r[i] = 4 + d.next()
        }
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e308, -1.7e308]
        for (j, v) in odd.enumerated() { c.px[(j * 37 + 5) % n] = v; c.py[(j * 53 + 11) % n] = v }
        c.r[n / 3] = .nan
        if bigOnes { c.r[n / 2] = 1e5; c.r[n - 1] = 2e5 }
        return c
    }

    /// `build` of `n` bodies, after `measure` or not.
    func built(_ c: Bodies, _ n: Int, bigAbove: Double,
               measured: Bool) throws -> BroadPhase {
        let g = BroadPhase(budget: MemoryBudget())
        try g.reserve(bodies: n)
        let m = measured ? g.measure(px: c.px, py: c.py, radius: c.r, count: n) : nil
        g.build(px: c.px, py: c.py, radius: c.r, count: n, reach: 10, bigAbove: bigAbove, measured: m)
        return g
    }

    @Test("cells, their starts and the sorted bodies are a plain binning's, with and without measure")
    func againstReference() throws {
        for (n, seed, bigOnes) in [(300, UInt64(1), false), (1000, 2, true), (257, 3, false), (64, 4, true)] {
            let c = try columns(n, seed: seed, bigOnes: bigOnes)
            let bigAbove = bigOnes ? 1e4 : Double.infinity
            let g = try built(c, n, bigAbove: bigAbove, measured: true)
            let alone = try built(c, n, bigAbove: bigAbove, measured: false)
            // The reference: the same box (the finite centres of bodies in the grid) and cells.
            var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
            var inGrid = 0
            for i in 0..<n {
                let x: Double = c.px[i], y: Double = c.py[i], r: Double = c.r[i]
                if !(r <= bigAbove && x.isFinite && y.isFinite) { continue }
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
                inGrid += 1
            }
            #expect(g.originX == minX && g.originY == minY)
            #expect(g.boxMaxX == maxX && g.boxMaxY == maxY)
            #expect(g.boxHoldsAll == (inGrid == n))
            let cols = g.columns, rows = g.rows, cells = cols * rows
            let inv = 1.0 / g.cellSize
            func cell(_ i: Int) -> Int {
                let r: Double = c.r[i]
                if !(r <= bigAbove) { return cells }
                let x: Double = c.px[i], y: Double = c.py[i]
                var fx = ((x - minX) * inv).rounded(.down), fy = ((y - minY) * inv).rounded(.down)
                if !(fx >= 0) { fx = 0 }
                if !(fy >= 0) { fy = 0 }
                let column = Int(min(fx, Double(cols - 1))), row = Int(min(fy, Double(rows - 1)))
                return row * cols + column
            }
            var order: [Int32] = []
            var starts = [Int32](repeating: 0, count: cells + 3)
            for k in 0...cells {
                starts[k] = Int32(order.count)
                for i in 0..<n where cell(i) == k { order.append(Int32(i)) }
            }
            starts[cells + 1] = starts[cells]   // the grid's end, one past the last cell
            for k in 0..<(cells + 3) {
                #expect(g.cellStart[k] == starts[k], "n \(n), cell start \(k)")
                #expect(alone.cellStart[k] == starts[k], "n \(n), cell start \(k), no measure")
            }
            for k in 0..<n {
                #expect(g.sorted[k] == order[k], "n \(n), sorted \(k)")
                #expect(alone.sorted[k] == order[k], "n \(n), sorted \(k), no measure")
            }
            #expect(g.bigStart == Int(starts[cells]) && alone.bigStart == g.bigStart)
            #expect(g.boxMinX == alone.boxMinX && g.boxMaxX == alone.boxMaxX && g.boxHoldsAll == alone.boxHoldsAll)
        }
    }

    @Test("measure's largest radius passes over a NaN radius, and a measure of other bodies is not taken")
    func measureTakenOnce() throws {
        let c = try columns(200, seed: 9, bigOnes: false)
        let g = BroadPhase(budget: MemoryBudget())
        try g.reserve(bodies: 200)
        var largest = 0.0
        for i in 0..<200 { let r: Double = c.r[i]; if r > largest { largest = r } }
        let m = g.measure(px: c.px, py: c.py, radius: c.r, count: 200)
        #expect(m.largest == largest)
        // Measured for 200 bodies, built for 100: the box is the 100's own.
        g.build(px: c.px, py: c.py, radius: c.r, count: 100, reach: 10, bigAbove: Double.infinity, measured: m)
        let alone = try built(c, 100, bigAbove: Double.infinity, measured: false)
        #expect(g.boxMinX == alone.boxMinX && g.boxMaxX == alone.boxMaxX)
        #expect(g.boxMinY == alone.boxMinY && g.boxMaxY == alone.boxMaxY)
        #expect(g.boxHoldsAll == alone.boxHoldsAll)
    }
}
