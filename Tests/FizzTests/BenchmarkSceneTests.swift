//===--- BenchmarkSceneTests.swift ---------------------------------------===//
// The benchmark scene is the research's scene, and Fizz solves it well.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Benchmark scene")
struct BenchmarkSceneTests {
    @Test("The scene's geometry is the research's: L = 1000·√(N/1000), r ≈ 12.6157, 50 % cover")
    func geometry() {
        let s = BenchmarkScene(count: 10_000)
        #expect(abs(s.side - 3162.2776601683795) < 1e-9)
        #expect(abs(BenchmarkScene.radius - 12.615662610100802) < 1e-12)
        let cover = Double(s.count) * Double.pi * BenchmarkScene.radius * BenchmarkScene.radius / (s.side * s.side)
        #expect(abs(cover - 0.5) < 1e-12)
    }

    /// First and last start positions of the 1,000-bubble scene, computed independently by
    /// `tools/bench/scene.py` (Python integers for SplitMix64), in the world frame (0...1000).
    @Test("Start positions match the Python implementation of the jittered grid, bit for bit")
    func positionsMatchPython() {
        let p = BenchmarkScene(count: 1000).positions()
        #expect(p.count == 1000)
        #expect(p[0] == Vec2(13.637463270019534, 14.02604858421805))
        #expect(p[999] == Vec2(986.2699074656731, 234.26041609991114))
    }

    @Test("After 660 steps of 1,000 bubbles: overlap < 1 % of r, mean distance 282 ± 3 %, calm")
    func thousandQuality() throws {
        let w = try BenchmarkScene(count: 1000).makeWorld()
        for _ in 0..<BenchmarkScene.steps { try w.step(BenchmarkScene.dt) }
        let r = BenchmarkScene.radius
        #expect(BubblePile.worstOverlap(w) < 0.01 * r)
        // Box2D v3 282.2, Box2D 2.3 282.1, Chipmunk 283.0 (research/physics-peers.md §2).
        let mean = BenchmarkScene.meanDistance(w)
        #expect(abs(mean / 282 - 1) < 0.03, "mean distance \(mean)")
        var fastest = 0.0
        for id in w.bubbleIDs { fastest = max(fastest, w.velocity(of: id)!.length) }
        #expect(fastest < 5, "a settled pile barely moves; \(fastest) pt/s")
        // Every bubble stays inside the walls.
        w.forEachBubble { _, p, _ in
            #expect(p.x >= 0 && p.x <= w.size.x && p.y >= 0 && p.y <= w.size.y)
        }
    }
}

@Suite("Body store reordering")
struct BodyStoreReorderTests {
    @Test("permute moves every column and keeps ids naming the same bubbles")
    func permuteKeepsIDs() throws {
        let w = try BubbleWorld(width: 100, height: 100)
        var ids: [BubbleID] = []
        for i in 0..<5 { ids.append(try w.addBubble(at: Vec2(Double(10 * i + 10), 50), radius: Double(i + 1))) }
        let order: [Int32] = [4, 2, 0, 1, 3]
        try w.bodies.reserveForStep()   // permute runs inside a step, which reserves its scratch
        order.withUnsafeBufferPointer { w.bodies.permute(by: $0.baseAddress!) }
        #expect(w.index(of: ids[4]) == 0)
        #expect(w.index(of: ids[0]) == 2)
        for i in 0..<5 {
            #expect(w.position(of: ids[i]) == Vec2(Double(10 * i + 10), 50))
            #expect(w.radius(of: ids[i]) == Double(i + 1))
        }
        // Removal after a reorder still names the right bubbles.
        try w.removeBubble(ids[2])
        #expect(w.count == 4)
        #expect(w.position(of: ids[3]) == Vec2(40, 50))
        #expect(w.radius(of: ids[1]) == 2)
    }

    @Test("Bodies follow the grid order: after a step, neighbours in memory are neighbours in space")
    func stepReordersByCell() throws {
        // Added right to left, so creation order is the reverse of the grid's row-major order.
        let w = try BubbleWorld(width: 1000, height: 100)
        try w.update { $0.attraction = .none }
        var ids: [BubbleID] = []
        for i in 0..<20 { ids.append(try w.addBubble(at: Vec2(975 - 50 * Double(i), 50), radius: 10)) }
        try w.step(1.0 / 60)
        // The leftmost bubble (added last) is now first in memory, the rightmost last.
        #expect(w.index(of: ids[19]) == 0)
        #expect(w.index(of: ids[0]) == 19)
        #expect(w.position(of: ids[0])!.x == 975)
    }
}
