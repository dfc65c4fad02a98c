//===--- SolverWavefrontTests.swift --------------------------------------===//
// A big world's substep keeps its bodies in the solver and runs its passes as a wavefront over
// blocks, with the bits of the passes run whole, one after another, through the store.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26: past the L2 cache, a substep's cost was its streams through memory (the contacts,
/// three passes a substep; the store, gathered and scattered through the body order every
/// substep). A substep now gathers in place from the solver's copy and the store gets the bodies
/// once per `step` call, and a world of `wavefrontMinimumBodies` bubbles or more runs its passes
/// block by block (`SolverBlocks`). Neither may move a bit: a pass run ahead of what it may read
/// (a wrong reach, a wall out of turn) or a stale gather changes a velocity by an ulp somewhere,
/// and the frame hashes differ within a step or two.
@Suite struct SolverWavefrontTests {
    /// The frame hash after every 10th of `steps` steps of the benchmark scene of `count`
    /// bubbles with `iterations`, the wavefront from `minimum` bubbles; `whole`: no plan, every
    /// substep's passes run whole (`SolverBlocks.runWhole`, checked to have run so).
    static func hashes(count: Int, steps: Int, iterations: Int32 = 1, minimum: Int = 0, whole: Bool = false) throws -> [UInt64] {
        let world = try BenchmarkScene(count: count).makeWorld()
        world.wavefrontMinimumBodies = minimum
        world.plansBlocks = !whole
        if iterations != 1 { try world.update { $0.iterations = iterations } }
        var out: [UInt64] = []
        for s in 0..<steps {
            try world.step(BenchmarkScene.dt)
            if (s + 1) % 10 == 0 { out.append(world.stateHash) }
        }
        // Whole: no plan made; a wavefront from `minimum` bodies on fuses substeps only when the
        // world has that many.
        #expect((world.solverBlocks.plannedVersion == .max) == whole)
        #expect((world.fusedSubsteps == 0) == (whole || count < minimum))
        return out
    }

    /// The hashes the engine before issue 26's streaming work gave for the benchmark scene of
    /// 3,000 bubbles (6 blocks: the collapse, walls hit, the order re-sorted every 16 collides),
    /// every 10th step: printed by that engine (`git archive 9eaca8f Sources`, the scene stepped
    /// in a program of its own), not by this one.
    static let before: [UInt64] = [
        0xfd25_ebd8_10c0_7f69, 0xf2e1_db26_2f65_b698, 0xc9b1_6f96_c47d_5bda,
        0xab79_8ebc_e83a_5263, 0xb252_8e98_7157_cf5d, 0x2b37_6bfb_6ead_83b7,
    ]
    /// The same with 3 iterations (three biased and three relax passes a substep), 30 steps.
    /// (The first 10 steps have no contact yet: iterations do not matter there.)
    static let beforeThreeIterations: [UInt64] = [0xfd25_ebd8_10c0_7f69, 0xf40a_9d5b_a860_8e5b, 0xf024_9c64_1827_7836]

    @Test func wavefrontHasTheEngineBeforeBits() throws {
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 60, minimum: 0) == SolverWavefrontTests.before)
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 30, iterations: 3, minimum: 0)
                == SolverWavefrontTests.beforeThreeIterations)
    }

    /// Below `wavefrontMinimumBodies` every substep is a wavefront of its own (a plan, no
    /// fusion): the schedule of small worlds since round twelve.
    @Test func oneWavefrontPerSubstepHasTheEngineBeforeBits() throws {
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 60, minimum: .max) == SolverWavefrontTests.before)
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 30, iterations: 3, minimum: .max)
                == SolverWavefrontTests.beforeThreeIterations)
    }

    @Test func wholePassesHaveTheEngineBeforeBits() throws {
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 60, whole: true) == SolverWavefrontTests.before)
        #expect(try SolverWavefrontTests.hashes(count: 3000, steps: 30, iterations: 3, whole: true)
                == SolverWavefrontTests.beforeThreeIterations)
    }

    /// A host's change between two calls is what the next substep gathers: the solver's copy is
    /// never trusted across calls. Steps of half a frame are two substeps, so every other call
    /// starts without a collide (whose rebuild would read the store anyway); a push made before
    /// such a call must move the world off its unpushed twin.
    @Test func hostChangesBetweenCallsAreGathered() throws {
        func run(push: Bool) throws -> UInt64 {
            let world = try BenchmarkScene(count: 2500).makeWorld()
            world.wavefrontMinimumBodies = 0
            for s in 0..<24 {
                try world.step(BenchmarkScene.dt / 2)
                if push && s == 4 {
                    #expect(world.substepCount % world.collideInterval != 0)
                    try world.setVelocity(world.bubbleIDs[1234], Vec2(300, -200))
                }
            }
            return world.stateHash
        }
        #expect(try run(push: true) != (try run(push: false)))
    }
}
