//===--- SolverFusedPassesTests.swift ------------------------------------===//
// The per-body work that rides on the contact passes (integrate after the last biased pass,
// the next gather after the last relax pass) gives the bits of passes of their own.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26: a job's integrate and its later substeps' gathers run per block inside the contact
/// pass before them (`SolverBlocks.run`), on one thread as a wavefront and on the worker
/// threads as a pipeline. Run whole (`runWhole`: each contact pass over every contact, then the
/// per-body work over every body), the same job is the order of passes of their own. These
/// tests run one job of several substeps those ways on twin worlds and compare every solver
/// body, bit for bit, and every substep's fastest speed: a block integrated or gathered before
/// its pass has finished with it, a speed taken after the gather, or a pass let in before the
/// blocks it reaches are done, moves a bit somewhere.
@Suite struct SolverFusedPassesTests {
    enum Mode { case whole, wavefront, threads(Int32) }

    /// A pile of the benchmark scene (`count` bubbles, stepped `steps` steps), then one job of
    /// `substeps` substeps with `iterations` run in `mode`: its bodies' bits and speeds².
    static func run(_ mode: Mode, count: Int = 4000, steps: Int = 90, iterations: Int = 1,
                    substeps: Int = 4) throws -> (bodies: [UInt64], fastest: [UInt64]) {
        let w = try BenchmarkScene(count: count).makeWorld()
        for _ in 0..<steps { try w.step(BenchmarkScene.dt) }
        // The contacts of the last collide, the solver's bodies in their order; the store holds
        // the bodies (the call ended), which the job's first gather reads.
        let h = 1.0 / w.def.substepRate
        let speeds = UnsafeMutablePointer<Double>.allocate(capacity: substeps)
        defer { speeds.deallocate() }
        speeds.initialize(repeating: 0, count: substeps)
        let job = SolverJob(solver: ContactSolver(world: w, h: h), store: w.bodies, fromStore: true,
                            field: AttractionField(kind: w.def.attraction, strength: w.def.strength, anchor: w.anchorPoint),
                            damp: 1.0 / (1.0 + h * w.def.damping), iterations: iterations, substeps: substeps,
                            fastest: speeds)
        #expect(w.solverBodies.count == count && w.contacts.count > 3 * count / 2, "a pile with its contacts")
        switch mode {
        case .whole:
            SolverBlocks.runWhole(job)
        case .wavefront:
            #expect(w.solverBlocks.plan(w))
            w.solverBlocks.runWavefront(job)
        case .threads(let t):
            #if !hasFeature(Embedded)
            try w.setThreads(t)
            BubbleWorld.threadedSolveMinimumBodies = 1   // process-wide, as in SolverThreadsTests
            #expect(w.solveOnWorkers(job), "the threads must have run the job")
            #endif
        }
        let st = w.solverBodies.state.base
        var bits: [UInt64] = []
        for k in 0..<w.solverBodies.count {
            bits += [st[k].x.bitPattern, st[k].y.bitPattern, st[k].vx.bitPattern, st[k].vy.bitPattern]
        }
        return (bits, (0..<substeps).map { speeds[$0].bitPattern })
    }

    static func expectSame(_ a: (bodies: [UInt64], fastest: [UInt64]), _ b: (bodies: [UInt64], fastest: [UInt64]),
                           _ what: String) {
        #expect(a.fastest == b.fastest, "\(what): the substeps' fastest speeds differ")
        #expect(a.bodies.count == b.bodies.count)
        if let k = zip(a.bodies, b.bodies).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("\(what): body \(k / 4) differs from the passes run whole")
        }
    }

    @Test(arguments: [1, 3])
    func wavefrontHasTheWholePassesBits(iterations: Int) throws {
        let whole = try SolverFusedPassesTests.run(.whole, iterations: iterations)
        #expect(whole.fastest.allSatisfy { $0 != 0 }, "every substep's speed taken")
        SolverFusedPassesTests.expectSame(whole, try SolverFusedPassesTests.run(.wavefront, iterations: iterations),
                                          "wavefront, \(iterations) iterations")
    }

    #if !hasFeature(Embedded)
    @Test(arguments: [2, 3] as [Int32])
    func threadsHaveTheWholePassesBits(threads: Int32) throws {
        for iterations in [1, 2] {
            let whole = try SolverFusedPassesTests.run(.whole, iterations: iterations)
            for _ in 0..<3 {
                SolverFusedPassesTests.expectSame(whole, try SolverFusedPassesTests.run(.threads(threads), iterations: iterations),
                                                  "\(threads) threads, \(iterations) iterations")
            }
        }
    }
    #endif
}
