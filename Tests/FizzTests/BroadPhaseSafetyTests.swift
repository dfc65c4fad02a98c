//===--- BroadPhaseSafetyTests.swift -------------------------------------===//
// Bounded work whatever the state: no trap or hang on NaN, infinite or huge positions; big
// bubbles kept out of the grid; contacts linear in any pile; substeps capped per call.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct BroadPhaseSafety {
    /// A world of `n` bubbles of radius 5 on a grid 12 pt apart.
    func grid(_ n: Int, width: Double = 2000) throws -> BubbleWorld {
        let w = try BubbleWorld(width: width, height: width)
        for i in 0..<n { try w.addBubble(at: Vec2(10 + Double(i % 150) * 12, 10 + Double(i / 150) * 12), radius: 5) }
        return w
    }

    @Test("a step on NaN, infinite and ±1e308 positions returns, and the other bubbles stay finite")
    func nonFiniteState() throws {
        for bad in [Double.nan, .infinity, -.infinity, 1e308, -1.7e308] {
            let w = try grid(40)
            try w.update { $0.attraction = .none }     // the field would make ±1e308 infinite
            let ids = w.bubbleIDs
            w.bodies.px[0] = bad                       // what no accepted input can make
            w.bodies.py[1] = bad
            w.bodies.px[2] = -bad; w.bodies.py[2] = bad
            w.structureChanged()
            for _ in 0..<3 { try w.step(1.0 / 60) }
            for id in ids[3...] { #expect(w.position(of: id)!.isFinite, "\(bad)") }
        }
    }

    @Test("one bubble of radius 1e6 among 3,000 small ones stays out of the grid")
    func bigBubbleOutOfGrid() throws {
        let w = try grid(3000)
        let big = try w.addBubble(at: Vec2(1000, 1000), radius: 1e6)
        try w.step(1.0 / 60)
        // The grid's cells are sized for the small bubbles (2·5 + 4 pt, doubled at most a
        // few times over a 1,800 pt box), not for the big one (2e6 pt).
        #expect(w.grid.cellSize < 100)
        #expect(w.grid.bigStart == 3000)
        #expect(w.solverBodies.order[3000] == Int32(w.index(of: big)!))
        // Every small bubble lies inside the big one: 3,000 contacts with it, found without
        // testing every pair of small ones.
        var withBig = 0
        for k in 0..<w.contacts.count where w.contacts.circles[k].b == 3000 { withBig += 1 }
        #expect(withBig == 3000)
    }

    @Test("a heap of 2,000 bubbles at one point makes at most 32 contacts per bubble")
    func heapContactsLinear() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        for _ in 0..<2000 { try w.addBubble(at: Vec2(195, 422), radius: 10) }
        try w.step(1.0 / 60)
        // Every pair touches: 1,999,000 pairs without a cap.
        #expect(w.contacts.count <= 32 * 2000)
        #expect(w.contacts.count >= 2000)
    }

    @Test("a step call runs at most 2400 / iterations substeps and drops the rest of its time")
    func substepCap() throws {
        let w = try grid(20)
        try w.update { $0.sleepSpeed = 0 }
        try w.step(1.0)
        #expect(w.substepCount == 1200)                   // the defaults never reach the cap
        try w.update { $0.substepRate = 10_000; $0.iterations = 64 }
        try w.step(1.0)
        #expect(w.substepCount == 1200 + 37)              // 2400 / 64
        #expect(w.accumulator < 1e-4)
    }
}
