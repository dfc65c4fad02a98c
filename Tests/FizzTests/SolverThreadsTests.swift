//===--- SolverThreadsTests.swift ----------------------------------------===//
// Worker threads solve a substep with the bits of one thread, whatever their count.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// The pipeline of `SolverThreads.swift` runs a substep's passes on several threads at once,
/// each pass a block or two behind the one before. A pass that ran ahead of what it may read
/// (a wrong block reach, a missing wait, a wall solved out of turn) or a data race changes a
/// velocity by an ulp somewhere, and the frame hashes differ from one thread's within a step
/// or two: these tests compare every frame's hash.
@Suite struct SolverThreadsTests {
    /// The frame hash after each of `steps` steps of the benchmark scene of `count` bubbles.
    static func hashes(count: Int, steps: Int, threads: Int32) throws -> (hashes: [UInt64], threadedSubsteps: UInt64) {
        // Small scenes solve threaded too (process-wide, never put back: the bits do not
        // depend on it; `ThreadedReplayTests` lowers it the same way).
        BubbleWorld.threadedSolveMinimumBodies = 1
        let world = try BenchmarkScene(count: count).makeWorld()
        try world.setThreads(threads)
        var out: [UInt64] = []
        for _ in 0..<steps {
            try world.step(BenchmarkScene.dt)
            out.append(world.stateHash)
        }
        var threaded: UInt64 = 0
        #if !hasFeature(Embedded)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            threaded = (world.workers as? SolverPool)?.substeps ?? 0
        }
        #endif
        return (out, threaded)
    }

    /// 5,000 bubbles are 10 blocks: every pass runs in the pipeline, over the collapse of the
    /// benchmark scene (contacts appear, walls are hit, the order is re-sorted every 16
    /// collides). 2, 3 and 4 threads on this 2-core machine also show a thread descheduled in
    /// the middle of a pass.
    @Test(arguments: [2, 3, 4] as [Int32])
    func benchmarkSceneHasOneThreadsBits(threads: Int32) throws {
        let one = try SolverThreadsTests.hashes(count: 5000, steps: 40, threads: 1)
        #expect(one.threadedSubsteps == 0)
        let many = try SolverThreadsTests.hashes(count: 5000, steps: 40, threads: threads)
        #expect(many.threadedSubsteps == 160, "the threads must have solved every substep")
        SolverThreadsTests.expectSame(one.hashes, many.hashes, threads)
    }

    /// Records the first step whose hash differs (or a difference in length).
    static func expectSame(_ one: [UInt64], _ many: [UInt64], _ threads: Int32) {
        #expect(one.count == many.count)
        for (k, (a, b)) in zip(one, many).enumerated() where a != b {
            Issue.record("step \(k + 1): \(threads) threads gave \(b), one thread \(a)")
            return
        }
    }

    /// The same run repeated: a race between the passes would not show every time.
    @Test func repeatedRunsAgree() throws {
        let one = try SolverThreadsTests.hashes(count: 2048, steps: 30, threads: 1).hashes
        for _ in 0..<6 {
            let two = try SolverThreadsTests.hashes(count: 2048, steps: 30, threads: 2)
            #expect(two.threadedSubsteps == 120)
            SolverThreadsTests.expectSame(one, two.hashes, 2)
        }
    }

    /// Every frame's hash and snapshot (which holds the contact set: colour order, impulses,
    /// the pair-order index warm starting reads) of `world` over `steps` steps on `threads`,
    /// and the collides whose pairs the threads found.
    static func frames(_ world: BubbleWorld, steps: Int, threads: Int32) throws
        -> (frames: [[UInt8]], collides: UInt64, redone: UInt64, rebuilds: UInt64) {
        BubbleWorld.threadedSolveMinimumBodies = 1
        try world.setThreads(threads)
        var out: [[UInt8]] = []
        for _ in 0..<steps {
            try world.step(BenchmarkScene.dt)
            out.append(world.snapshot())
        }
        var collides: UInt64 = 0, redone: UInt64 = 0, rebuilds: UInt64 = 0
        #if !hasFeature(Embedded)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            collides = (world.workers as? SolverPool)?.collides ?? 0
            redone = (world.workers as? SolverPool)?.collidesRedone ?? 0
            rebuilds = (world.workers as? SolverPool)?.rebuilds ?? 0
        }
        #endif
        return (out, collides, redone, rebuilds)
    }

    /// Records the first frame whose snapshot differs.
    static func expectSameFrames(_ one: [[UInt8]], _ many: [[UInt8]], _ threads: Int32) {
        #expect(one.count == many.count)
        for (k, (a, b)) in zip(one, many).enumerated() where a != b {
            Issue.record("step \(k + 1): the snapshot on \(threads) threads differs from one thread's")
            return
        }
    }

    /// The collide's pairs found and colour-sorted in one range of blocks per thread, laid end
    /// to end, and its bodies copied into solver order in one range per thread: the same
    /// contacts, colours, impulses and pair-order index, and the same order, radii, masses,
    /// keys and slot ranks, as one thread's, every frame, over the benchmark scene's collapse
    /// (5,000 bubbles: 10 blocks, cut unevenly into 3 ranges), with the solve threaded too.
    @Test(arguments: [2, 3, 4] as [Int32])
    func collideHasOneThreadsBits(threads: Int32) throws {
        let one = try SolverThreadsTests.frames(BenchmarkScene(count: 5000).makeWorld(), steps: 40, threads: 1)
        #expect(one.collides == 0)
        let many = try SolverThreadsTests.frames(BenchmarkScene(count: 5000).makeWorld(), steps: 40, threads: threads)
        #expect(many.collides == 40 && many.redone == 0, "the threads must have found every collide's pairs")
        #expect(many.rebuilds == 40, "the threads must have copied every collide's bodies")
        SolverThreadsTests.expectSameFrames(one.frames, many.frames, threads)
    }

    /// A heap: 3,000 bubbles of mixed sizes spawned in a small square, so bodies find up to
    /// `contactCap` partners, the staging arrays grow (a collide one thread then redoes), a
    /// few big bubbles sit outside the grid, and ranges start mid-cell.
    @Test(arguments: [2, 3, 4] as [Int32])
    func heapHasOneThreadsBits(threads: Int32) throws {
        func heap() throws -> BubbleWorld {
            let w = try BubbleWorld(width: 800, height: 800, def: BenchmarkScene(count: 3000).def)
            var seed: UInt64 = 7
            for i in 0..<3000 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let x = 300 + Double(seed >> 40 & 0xFFFF) / 65536 * 200
                let y = 300 + Double(seed >> 20 & 0xFFFF) / 65536 * 200
                try w.addBubble(at: Vec2(x, y), radius: i % 500 == 0 ? 120 : 3 + Double(i % 7))
            }
            return w
        }
        let one = try SolverThreadsTests.frames(heap(), steps: 30, threads: 1)
        let many = try SolverThreadsTests.frames(heap(), steps: 30, threads: threads)
        #expect(many.redone > 0, "a collide must have outgrown the contact arrays")
        #expect(many.collides > many.redone, "the threads must have found some collide's pairs")
        SolverThreadsTests.expectSameFrames(one.frames, many.frames, threads)
    }

    /// Threads are a speed setting: out-of-range counts are refused and change nothing, and
    /// a count is neither state nor part of a snapshot.
    @Test func settingIsCheckedAndIsNotState() throws {
        let world = try BenchmarkScene(count: 100).makeWorld()
        let before = world.stateHash
        for bad: Int32 in [0, -1, 65, .max, .min] {
            #expect(throws: FizzError.outOfRange) { try world.setThreads(bad) }
            #expect(world.threads == 1)
        }
        try world.setThreads(64)
        #expect(world.threads == 64)
        #expect(world.stateHash == before)
        let restored = try world.snapshot().withUnsafeBytes { (b) throws(FizzError) in try BubbleWorld.restore(from: b) }
        #expect(restored.threads == 1)
        #expect(restored.stateHash == before)
    }
}
