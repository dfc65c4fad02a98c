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
