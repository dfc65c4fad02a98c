//===--- ParityTests.swift -----------------------------------------------===//
// The proof: the same scenario gives the same bits natively and in wasm, frame by frame,
// and both match the hashes committed in Tests/Scenarios/golden.txt.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Testing

@Suite struct Parity {
    @Test("the scenario set is the one the goldens describe", .tags(.golden))
    func goldenCoversEveryScenario() throws {
        let goldens = try Fixture.repository.goldens()
        #expect(Set(goldens.keys) == Set(Fixture.scenarioNames))
        #expect(Fixture.scenarioNames.count >= 6)
    }

    @Test("native replay matches the golden summary", .tags(.golden), arguments: Fixture.scenarioNames)
    func nativeMatchesGolden(_ name: String) throws {
        let trace = try Fixture.nativeTrace(try Fixture.repository.loadScenario(named: name))
        let golden = try Fixture.repository.goldens()[name]
        #expect(trace.summaryString == golden, "native \(name) drifted from golden.txt")
    }

    @Test("fizz.wasm in WasmKit matches native at every frame, and the golden",
          .tags(.golden), arguments: Fixture.wasmParityNames)
    func wasmMatchesNative(_ name: String) throws {
        let scenario = try Fixture.repository.loadScenario(named: name)
        let native = try Fixture.nativeTrace(scenario)
        var wasm = try Fixture.wasmBackend()
        let wasmTrace = try Replayer.run(scenario, on: &wasm)
        #expect(FizzHarness.Parity.compare(native, wasmTrace) == .identical)
        #expect(wasmTrace.summaryString == (try Fixture.repository.goldens()[name]))
    }

    /// The comparison itself must catch one flipped bit in one frame, or it proves nothing.
    @Test("a backend that differs in one bit of one frame is caught at that frame")
    func perturbedFrameIsCaught() throws {
        let scenario = try Fixture.repository.loadScenario(named: "hand-written")
        let honest = try Fixture.nativeTrace(scenario)
        let flipped = try Library.exclusive {
            var b = PerturbedBackend(mode: .flipHashBit(frame: 77, bit: 0))
            return try Replayer.run(scenario, on: &b)
        }
        #expect(FizzHarness.Parity.compare(honest, flipped) == .frameDiffers(index: 77, honest.frames[77], honest.frames[77] ^ 1))
    }

    @Test("a backend whose physics differs by one ulp for one step diverges at that frame")
    func perturbedStepIsCaught() throws {
        let scenario = try Fixture.repository.loadScenario(named: "hand-written")
        let honest = try Fixture.nativeTrace(scenario)
        let nudged = try Library.exclusive {
            var b = PerturbedBackend(mode: .nudgeStep(frame: 40))
            return try Replayer.run(scenario, on: &b)
        }
        guard case .frameDiffers(let index, _, _) = FizzHarness.Parity.compare(honest, nudged) else {
            Issue.record("a one-ulp change of one step went unnoticed"); return
        }
        #expect(index == 40)
    }
}

extension Tag {
    @Tag static var golden: Self
}

/// The in-process backend with one deliberate fault, to show the comparison catches it.
struct PerturbedBackend: ScenarioBackend {
    enum Mode { case flipHashBit(frame: Int, bit: Int), nudgeStep(frame: Int) }
    var inner = DirectBackend()
    let mode: Mode
    var steps = 0, hashes = 0

    init(mode: Mode) { self.mode = mode }

    mutating func call(_ f: APICall, _ a: [ABIValue]) throws(BackendError) -> ABIValue {
        let args = a
        if f == .worldStep {
            if case .nudgeStep(let frame) = mode, steps == frame {
                // One ulp more field strength for this step only: about the smallest change the
                // physics can see (a one-ulp dt is absorbed by the substep accumulator by
                // design, and one ulp of damping vanishes in 1 + c·h).
                let k = try inner.call(.worldGetStrength, [a[0]]).double
                _ = try inner.call(.worldSetStrength, [a[0], .f64(k.nextUp)])
                defer { _ = try? inner.call(.worldSetStrength, [a[0], .f64(k)]) }
                steps += 1
                return try inner.call(f, args)
            }
            steps += 1
        }
        let r = try inner.call(f, args)
        if f == .worldHash {
            defer { hashes += 1 }
            if case .flipHashBit(let frame, let bit) = mode, hashes == frame { return .i64(r.bits64 ^ (1 << UInt64(bit))) }
        }
        return r
    }
    mutating func readDoubles(at a: UInt64, count: Int) throws(BackendError) -> [Double] { try inner.readDoubles(at: a, count: count) }
    mutating func readWords(at a: UInt64, count: Int) throws(BackendError) -> [UInt32] { try inner.readWords(at: a, count: count) }
    mutating func readCString(at a: UInt64) throws(BackendError) -> [UInt8] { try inner.readCString(at: a) }
}
