//===--- SolverBodiesFromOrderTests.swift --------------------------------===//
// A collide takes each bubble's last solver index from the last order when the store has not
// moved a bubble since: the bits of reading the slot tables, snapshots included.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// `SolverBodies.beginRebuild` skips the slot tables (and leaves `rankOfSlot` behind) when the
/// store holds the same bubbles at the same indices as at the last collide. These tests run a
/// world that way beside one that reads the slot tables at every collide (its `lastMoves`
/// cleared before each step) and compare them frame by frame, with bubbles added and removed
/// between steps, the store re-sorted every 16 collides, and snapshots taken and restored. A
/// wrong old rank changes a warm-start impulse, so a velocity; a `rankOfSlot` left behind at a
/// snapshot or at a collide after a removal changes the snapshot's bytes or the next old ranks.
@Suite struct WorldSolverBodiesFromOrderTests {
    /// What happens to both worlds before step `s` (none, add, remove, snapshot).
    static func change(_ w: BubbleWorld, step s: Int, ids: inout [BubbleID]) throws {
        if s % 7 == 3, let id = ids.popLast() { try w.removeBubble(id) }
        if s % 11 == 5 {
            ids.append(try w.addBubble(at: Vec2(Double(20 + s * 3), Double(30 + s)), radius: 4))
        }
    }

    static func run(threads: Int32) throws {
        BubbleWorld.threadedMinimumBodies = 1
        let scene = BenchmarkScene(count: 3000)
        var fast = try scene.makeWorld(), slow = try scene.makeWorld()
        try fast.setThreads(threads); try slow.setThreads(threads)
        var fastIds: [BubbleID] = [], slowIds: [BubbleID] = []
        fast.forEachBubble { id, _, _ in fastIds.append(id) }
        slow.forEachBubble { id, _, _ in slowIds.append(id) }
        var fromOrder = 0
        for s in 0..<60 {
            try change(fast, step: s, ids: &fastIds)
            try change(slow, step: s, ids: &slowIds)
            slow.solverBodies.lastMoves = nil
            try fast.step(BenchmarkScene.dt)
            try slow.step(BenchmarkScene.dt)
            #expect(!slow.solverBodies.fromOrder)
            if fast.solverBodies.fromOrder { fromOrder += 1 }
            #expect(fast.stateHash == slow.stateHash, "step \(s + 1)")
            if fast.stateHash != slow.stateHash { return }
            // A snapshot (rankOfSlot written out) now and then, right after a collide from
            // the order; every 20 steps the fast world continues from its restored copy.
            if s % 5 == 4 {
                let bytes = fast.snapshot()
                let same = bytes == slow.snapshot()   // not printed whole when they differ
                #expect(same, "snapshot after step \(s + 1)")
                if s % 20 == 19 {
                    fast = try bytes.withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) }
                    try fast.setThreads(threads)
                }
            }
        }
        // Most collides took the order (none with a change before them, nor a re-sort).
        #expect(fromOrder > 30, "\(fromOrder) of 60 collides from the order")
    }

    @Test func oneThread() throws { try WorldSolverBodiesFromOrderTests.run(threads: 1) }

    /// The rebuild's ranges on worker threads read the last solver indices that
    /// `beginRebuild` wrote for all of them.
    @Test func twoThreads() throws { try WorldSolverBodiesFromOrderTests.run(threads: 2) }
}
