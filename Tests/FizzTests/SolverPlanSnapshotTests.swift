//===--- SolverPlanSnapshotTests.swift -----------------------------------===//
// A restored world's contacts are cut into blocks as a collide cuts them: the wavefront and the
// worker threads keep the bits of the passes run whole only for those.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26, rounds seven to nine: a substep between two collides solves the contacts a
/// snapshot restored, cut into blocks by their pair-order index (`SolverBlocks.plan`), and
/// integrates, gathers and scatters each block's bodies right after the block's contacts
/// (`SolverBlocks.run`; on worker threads, several blocks at once). That gives the bits of the
/// passes run whole only when every contact in a block's range has its `a` in that block and
/// every wall contact its body, the walls in body order. A snapshot is resealed by anyone, so a
/// restore must refuse one that breaks this: accepted, a block boundary moved by the index
/// changed how a restored world steps with the wavefront from how it steps whole (on worker
/// threads, a block's bodies would be integrated while another thread still solves them).
@Suite struct SolverPlanSnapshotTests {
    /// The benchmark scene of 3,000 bubbles (6 blocks) pulled into a pile against its left
    /// wall (every row of the grid, so every block, has wall contacts), and stopped a quarter
    /// step after a collide: the next step's first substeps solve the contacts the snapshot holds.
    static func world() throws -> BubbleWorld {
        let w = try leftWallPile()
        try w.step(BenchmarkScene.dt / 4)
        return w
    }

    /// The benchmark scene of 3,000 bubbles pulled for 40 steps into a pile against its left
    /// wall (`SolverPairingTests` piles more on it).
    static func leftWallPile() throws -> BubbleWorld {
        let w = try BenchmarkScene(count: 3000).makeWorld()
        try w.update { $0.anchor = Vec2(0, 0.5) }
        for _ in 0..<40 { try w.step(BenchmarkScene.dt) }
        return w
    }

    /// `w`'s snapshot after `damage`, made on a restored copy of it (the original stays intact).
    static func damaged(_ w: BubbleWorld, _ damage: (BubbleWorld) -> Void) throws -> [UInt8] {
        let copy = try w.snapshot().withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) }
        damage(copy)
        return copy.snapshot()
    }

    /// The frame hashes of 4 steps of the world `bytes` restore, as a wavefront (from 0 bodies
    /// on) or, `whole`, with no plan (`SolverBlocks.runWhole`, checked to have run so); nil
    /// when the restore is refused.
    static func hashes(_ bytes: [UInt8], whole: Bool) throws -> [UInt64]? {
        let w: BubbleWorld
        do { w = try bytes.withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) } } catch { return nil }
        w.wavefrontMinimumBodies = 0
        w.plansBlocks = !whole
        var out: [UInt64] = []
        for _ in 0..<4 { try w.step(BenchmarkScene.dt); out.append(w.stateHash) }
        #expect((w.solverBlocks.plannedVersion == .max) == whole)
        return out
    }

    /// Refused, and (had it been accepted) not the same world whole and as a wavefront: the
    /// damage is one the solver's schedule would see.
    static func expectRefused(_ bytes: [UInt8], _ what: Comment) throws {
        let restored = bytes.withUnsafeBytes { p -> BubbleWorld? in try? BubbleWorld.restore(from: p) }
        #expect(restored == nil, what)
    }

    @Test func theWorldSolvesRestoredContactsAsAWavefront() throws {
        let w = try SolverPlanSnapshotTests.world()
        #expect(!w.contactsDirty && w.substepCount % w.collideInterval != 0)
        #expect(w.solverBodies.count >= w.wavefrontMinimumBodies && w.contacts.count > 1000 && w.contacts.wallCount > 20)
        // Intact, the snapshot restores, and steps with the same bits either way.
        let bytes = w.snapshot()
        let whole = try SolverPlanSnapshotTests.hashes(bytes, whole: true)
        #expect(whole != nil)
        #expect(whole == (try SolverPlanSnapshotTests.hashes(bytes, whole: false)))
    }

    /// The contacts of block 0's second half in pair order handed to block 1: `groupStart` of
    /// block 1's first body moved back over them, inside the set and still increasing. Accepted, the
    /// wavefront integrated block 0's bodies before solving those contacts and lost the bits of
    /// the passes run whole.
    @Test func aBlockBoundaryMovedInThePairIndexIsRefused() throws {
        let w = try SolverPlanSnapshotTests.world()
        let size = ContactSet.blockSize
        let bytes = try SolverPlanSnapshotTests.damaged(w) { c in
            let g = c.contacts.groupStart.base
            var j = size / 2 + 1
            while j <= size { g[j] = g[size / 2]; j += 1 }
        }
        // The damage matters: accepted, the schedules disagree.
        if let whole = try SolverPlanSnapshotTests.hashes(bytes, whole: true) {
            let wave = try SolverPlanSnapshotTests.hashes(bytes, whole: false)
            #expect(whole == wave, "a restored world steps alike whole and as a wavefront")
        }
        try SolverPlanSnapshotTests.expectRefused(bytes, "contacts of block 0 in block 1's range")
    }

    /// The pair-order index must start at 0, never decrease and end at the count: each of these
    /// alone is refused.
    @Test func aPairIndexThatIsNotARunOfGroupsIsRefused() throws {
        let w = try SolverPlanSnapshotTests.world()
        let m = w.solverBodies.count, count = Int32(w.contacts.count)
        let cases: [(String, (ContactSet) -> Void)] = [
            ("first group not at 0", { $0.groupStart.base[0] = 1 }),
            ("a group starting before the one before it", { c in
                let g = c.groupStart.base
                var k = 1
                while k < m && g[k] == 0 { k += 1 }
                g[k + 1] = g[k] - 1
            }),
            ("last group ending before the count", { $0.groupStart.base[m] = count - 1 }),
        ]
        for (what, damage) in cases {
            try SolverPlanSnapshotTests.expectRefused(try SolverPlanSnapshotTests.damaged(w) { damage($0.contacts) },
                                                      Comment(rawValue: what))
        }
    }

    /// A wall contact out of body order: the last one moved first. Its body is in a later block
    /// than the first wall's, so the plan would solve it in block 0's range.
    @Test func wallContactsOutOfOrderAreRefused() throws {
        let w = try SolverPlanSnapshotTests.world()
        try #require(w.contacts.wallCount > 1)
        let bytes = try SolverPlanSnapshotTests.damaged(w) { c in
            let walls = c.contacts.walls.base, n = c.contacts.wallCount
            let last = walls[n - 1]
            var k = n - 1
            while k > 0 { walls[k] = walls[k - 1]; k -= 1 }
            walls[0] = last
        }
        #expect(w.contacts.walls[0].body / Int32(ContactSet.blockSize)
                != w.contacts.walls[w.contacts.wallCount - 1].body / Int32(ContactSet.blockSize))
        try SolverPlanSnapshotTests.expectRefused(bytes, "walls out of order")
    }

    /// The solver order naming one store index twice (and so another never): with live
    /// contacts the substeps gather and scatter through it as it is, and on worker threads two
    /// blocks would write that store index in either order.
    @Test func aSolverOrderNamingABodyTwiceIsRefused() throws {
        let w = try SolverPlanSnapshotTests.world()
        let bytes = try SolverPlanSnapshotTests.damaged(w) { c in
            let o = c.solverBodies.order.base
            o[c.solverBodies.count - 1] = o[0]
        }
        try SolverPlanSnapshotTests.expectRefused(bytes, "a store index twice in the solver order")
    }
}
