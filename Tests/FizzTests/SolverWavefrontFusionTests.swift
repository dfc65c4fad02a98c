//===--- SolverWavefrontFusionTests.swift --------------------------------===//
// The substeps between two collides run as one wavefront, with the bits and the bookkeeping of
// one wavefront per substep, frame by frame.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26: the substeps up to the next collide run as one list of passes (`fusableSubsteps`,
/// `SolverJob.substeps`), so a block's contacts come from far memory once per collide, and the
/// last of them writes each block's bodies to the store as it finishes them when the store is
/// read next (`scattersInPasses`). Each test runs a world twice, with both on and both off (one
/// wavefront per substep, the store written whole after them), and compares what every call left:
/// the frame hash, the substep count, the work and budget flag, rest. A pass run ahead of what it
/// may read, a later substep gathering from the store, a fastest speed taken before a block's
/// bodies were final, or a fused run past a collide, a budget cut or a rest would show here.
@Suite struct SolverWavefrontFusionTests {
    /// What one `step` call left.
    struct Frame: Equatable {
        let hash: UInt64, substeps: UInt64, work: Int64, budgetHit: Bool, settled: Bool
        /// The rest detector's state and every fastest speed it was fed (`restTrace`).
        let restTime: Double, restTrace: UInt64
        init(_ w: BubbleWorld) {
            hash = w.stateHash; substeps = w.substepCount; work = w.lastStepWork
            budgetHit = w.lastStepBudgetHit; settled = w.isSettled
            restTime = w.rest.restTime; restTrace = w.restTrace
        }
    }

    /// Every call's frame for a world `make` builds, stepped by `dts`, with and without fusing;
    /// and the substeps the fused run ran fused.
    static func compare(_ make: () throws -> BubbleWorld, _ dts: [Double]) throws -> (fused: [Frame], fusedSubsteps: UInt64) {
        var runs: [[Frame]] = []
        var fusedSubsteps: UInt64 = 0
        for fuse in [false, true] {
            let world = try make()
            world.fusesSubsteps = fuse
            world.scattersInPasses = fuse
            var frames: [Frame] = []
            for dt in dts {
                try world.step(dt)
                frames.append(Frame(world))
            }
            runs.append(frames)
            if fuse { fusedSubsteps = world.fusedSubsteps } else { #expect(world.fusedSubsteps == 0) }
        }
        expectSame(runs[0], runs[1])
        return (runs[1], fusedSubsteps)
    }

    static func expectSame(_ one: [Frame], _ fused: [Frame]) {
        #expect(one.count == fused.count)
        for (k, (a, b)) in zip(one, fused).enumerated() where a != b {
            Issue.record("call \(k + 1): fused \(b), one wavefront per substep \(a)")
            return
        }
    }

    /// The benchmark scene at 480 Hz (8 substeps per collide), stepped in slices of 0.7 frame:
    /// calls start and end anywhere between two collides, so fused runs of every length from 1
    /// to 8 happen, some starting without a collide.
    @Test func eightSubstepsPerCollideSlicedAnywhere() throws {
        let r = try SolverWavefrontFusionTests.compare({
            let w = try BenchmarkScene(count: 3000).makeWorld()
            w.wavefrontMinimumBodies = 0
            try w.update { $0.substepRate = 480 }
            return w
        }, Array(repeating: 0.7 * BenchmarkScene.dt, count: 80))
        #expect(r.fusedSubsteps > 300)   // of 448
    }

    /// Three iterations: 9 passes a substep, 4 substeps (the benchmark scene's 240 Hz) per run.
    @Test func threeIterations() throws {
        let r = try SolverWavefrontFusionTests.compare({
            let w = try BenchmarkScene(count: 3000).makeWorld()
            w.wavefrontMinimumBodies = 0
            try w.update { $0.iterations = 3 }
            return w
        }, Array(repeating: BenchmarkScene.dt, count: 40))
        #expect(r.fusedSubsteps == 160)
    }

    /// 3,000 bubbles of the benchmark scene, wavefront on, that come to rest within a few
    /// hundred substeps at 480 Hz (8 substeps between two collides).
    static func settlingWorld() throws -> BubbleWorld {
        let w = try BenchmarkScene(count: 3000).makeWorld()
        w.wavefrontMinimumBodies = 0
        try w.update { $0.sleepSpeed = 40; $0.sleepTime = 0.105; $0.damping = 12; $0.substepRate = 480 }
        return w
    }

    /// Sleeping on, a world that comes to rest in the middle of a call, between two collides:
    /// the fused runs stop short of every substep that could settle it, and the one that does
    /// settle it is the same substep, with the same velocities zeroed.
    @Test func settlesMidCall() throws {
        let r = try SolverWavefrontFusionTests.compare(SolverWavefrontFusionTests.settlingWorld, Array(repeating: 2.5 * BenchmarkScene.dt, count: 60))
        let first = r.fused.firstIndex { $0.settled }
        let settled = try #require(first, "the world must come to rest")
        #expect(settled > 0)
        // Not at the end of a run of substeps between collides (8 at 480 Hz): mid-wavefront.
        #expect(r.fused[settled].substeps % 8 != 0, "settled at substep \(r.fused[settled].substeps)")
        #expect(r.fusedSubsteps > 0)
    }

    /// Sleeping on, one substep a call: every substep is its call's last, so its last pass
    /// writes the bodies to the store as it goes; the one that brings the world to rest zeroes
    /// the velocities after that, and the store must get them zeroed.
    @Test func settlesOnTheLastSubstepOfACall() throws {
        let r = try SolverWavefrontFusionTests.compare(SolverWavefrontFusionTests.settlingWorld, Array(repeating: 1.0 / 480, count: 1300))
        let settled = try #require(r.fused.firstIndex { $0.settled }, "the world must come to rest")
        #expect(settled > 0)
    }

    /// A pile pushed apart, sleeping on: the fastest bubbles are the ones the contacts push, so
    /// the speed the rest detector reads differs if taken before the relax pass has finished
    /// with their block (`restTrace` compares every speed fed).
    @Test func pileSettlesMidCall() throws {
        let r = try SolverWavefrontFusionTests.compare({
            let w = try BubbleWorld(width: 390, height: 844)
            w.wavefrontMinimumBodies = 0
            try w.update { $0.sleepSpeed = 80; $0.sleepTime = 0.05; $0.damping = 40 }
            for k in 0..<600 { _ = try w.addBubble(at: Vec2(195 + Double(k % 9), 422 + Double(k % 7)), radius: 10) }
            return w
        }, Array(repeating: 1.7 / 60, count: 80))
        #expect(r.fused.contains { $0.settled }, "the pile must come to rest")
        #expect(r.fusedSubsteps > 0)
    }

    /// A pile stepped a whole second runs out of work budget: fused runs stop where the budget
    /// would, and the substep whose iterations are cut runs alone.
    @Test func workBudgetLimitedCall() throws {
        let r = try SolverWavefrontFusionTests.compare({
            let w = try BubbleWorld(width: 390, height: 844)
            w.wavefrontMinimumBodies = 0
            try w.update { $0.iterations = 12 }
            for k in 0..<400 { _ = try w.addBubble(at: Vec2(195 + Double(k % 7), 422 + Double(k % 5)), radius: 20) }
            return w
        }, [0.5, 0.05])
        #expect(r.fused[0].budgetHit && !r.fused[1].budgetHit)
        #expect(r.fusedSubsteps > 0)
    }

    /// A picker's world: while the picker is busy (bubbles appearing, a drag) its hooks run every
    /// substep, and the substeps run one by one; once idle they fuse. Events and hashes agree.
    @Test func pickerDrivenWorld() throws {
        var runs: [[UInt64]] = [], events: [[[PickerEventKind]]] = [], fused: UInt64 = 0
        for fuse in [false, true] {
            let picker = try BubblePicker(width: 390, height: 844)
            picker.world.wavefrontMinimumBodies = 0
            picker.world.fusesSubsteps = fuse
            picker.world.scattersInPasses = fuse
            for k in 0..<300 {
                _ = try picker.addPickerBubble(at: Vec2(30 + Double(k % 15) * 22, 100 + Double(k / 15) * 30), radius: 12)
            }
            var hashes: [UInt64] = [], kinds: [[PickerEventKind]] = []
            for f in 0..<150 {
                if f == 60 { _ = try picker.beginDrag(at: picker.world.position(of: picker.world.bubbleIDs[40])!) }
                if f > 60 && f < 80 { try picker.moveDrag(to: Vec2(200, 300 + Double(f))) }
                if f == 80 { _ = try picker.endDrag() }
                try picker.step(1.0 / 60)
                hashes.append(picker.stateHash)
                kinds.append(picker.events.map(\.kind))
            }
            runs.append(hashes); events.append(kinds)
            if fuse { fused = picker.world.fusedSubsteps }
        }
        #expect(runs[0] == runs[1])
        #expect(events[0] == events[1])
        #expect(fused > 0)
    }

    #if !hasFeature(Embedded)
    /// Worker threads run the fused passes as one pipeline: 2 threads, fused and scattering in
    /// the last pass, against one thread, one wavefront per substep, the store written whole.
    @Test func threadsFusedAgainstOneThreadUnfused() throws {
        BubbleWorld.threadedSolveMinimumBodies = 1   // process-wide, as in SolverThreadsTests
        var runs: [[UInt64]] = []
        for (threads, fuse) in [(Int32(1), false), (Int32(2), true)] {
            let w = try BenchmarkScene(count: 5000).makeWorld()
            try w.update { $0.substepRate = 480 }
            try w.setThreads(threads)
            w.fusesSubsteps = fuse
            w.scattersInPasses = fuse
            var hashes: [UInt64] = []
            for _ in 0..<40 { try w.step(0.7 * BenchmarkScene.dt); hashes.append(w.stateHash) }
            runs.append(hashes)
            if fuse { #expect(w.fusedSubsteps > 0) }
        }
        #expect(runs[0] == runs[1])
    }
    #endif
}
