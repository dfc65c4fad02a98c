//===--- ThreadedReplayTests.swift ---------------------------------------===//
// Every scenario replays with the golden bits, frame by frame, with worker threads solving.
//===---------------------------------------------------------------------===//

@testable import Fizz
import FizzExports
import FizzHarness
import FizzScenario
import Testing

/// The goldens were made on one thread; a world's thread count must not move a bit of them.
/// Each scenario is replayed with every world set to 2, 3 or 4 threads before each of its steps
/// (a scenario's worlds come and go, and a restore makes a new engine), and with the size below
/// which a world solves alone lowered to one bubble, so even a 40-bubble world (one block)
/// hands its passes from thread to thread. Each frame is compared with the one-thread replay.
@Suite struct ThreadedReplayTests {
    @Test("a scenario replays with the golden bits on 2, 3 and 4 threads", .tags(.golden), arguments: Fixture.scenarioNames)
    func scenarioMatchesOneThread(_ name: String) throws {
        // Lowered for the whole process and never put back: only worlds set to more than one
        // thread look at it, and the bits do not depend on it.
        BubbleWorld.threadedMinimumBodies = 1
        BubbleWorld.threadedSolveMinimumBodies = 1
        let scenario = try Fixture.repository.loadScenario(named: name)
        let one = try Fixture.nativeTrace(scenario)
        let golden = try Fixture.repository.goldens()[name]
        for threads: Int32 in [2, 3, 4] {
            let (many, b) = try Library.exclusive {
                var b = ThreadedBackend(threads: threads)
                let t = try Replayer.run(scenario, on: &b)
                return (t, b)
            }
            #expect(FizzHarness.Parity.compare(one, many) == .identical, "\(name) on \(threads) threads")
            #expect(many.summaryString == golden, "\(name) on \(threads) threads drifted from golden.txt")
            #expect(b.stepCalls == 0 || b.threadedSteps > 0, "\(name)'s worlds must have been set to \(threads) threads")
        }
    }
}

/// The in-process backend, with every world set to `threads` before each step it takes.
struct ThreadedBackend: ScenarioBackend {
    var inner = DirectBackend()
    let threads: Int32
    /// Step calls, and those on a world set to `threads` just before.
    var stepCalls = 0, threadedSteps = 0

    init(threads: Int32) { self.threads = threads }

    mutating func call(_ f: APICall, _ a: [ABIValue]) throws(BackendError) -> ABIValue {
        if f == .worldStep { stepCalls += 1 }
        if f == .worldStep, let world = a.first,
           try inner.call(.worldSetThreads, [world, .i32(UInt32(bitPattern: threads))]).bits32 == 0 {
            threadedSteps += 1
        }
        return try inner.call(f, a)
    }
    mutating func readDoubles(at a: UInt64, count: Int) throws(BackendError) -> [Double] { try inner.readDoubles(at: a, count: count) }
    mutating func readWords(at a: UInt64, count: Int) throws(BackendError) -> [UInt32] { try inner.readWords(at: a, count: count) }
    mutating func readCString(at a: UInt64) throws(BackendError) -> [UInt8] { try inner.readCString(at: a) }
}
