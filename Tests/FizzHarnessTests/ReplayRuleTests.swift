//===--- ReplayRuleTests.swift -------------------------------------------===//
// The Swift replayer records frames where the rules say, not after one hard-wired call.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Testing

@Suite struct ReplayRules {
    /// A world whose anchor moves twice without a step (one move refused: ±1000 is the range),
    /// three steps, then one more move.
    static let script = """
        w = world_create 390 844
        b = bubble_add w 100 100 40
        world_set_anchor w 0.25 0.5
        world_set_anchor w 2000 0.5
        world_step w 1/60 *3
        world_set_anchor w 0.75 0.5
        """

    /// What a header re-declaring `fizz_world_set_anchor` with `@frame fizz_world_hash(world)`
    /// would generate (tools/gen-catalogue; the Python tests check it generates exactly this):
    /// a clockless frame producer, as a layout moved by a scroll offset is.
    static func anchorMakesFrames(_ call: APICall) -> FrameRule? {
        call == .worldSetAnchor ? FrameRule(hash: .worldHash, object: 0, kind: "world") : call.frame
    }

    static func run<B: ScenarioBackend>(_ backend: inout B, rules: (APICall) -> FrameRule?)
        throws -> (Trace, [ReplayFrame], UInt64)
    {
        let scenario = try Scenario(parsing: Array(script.utf8))
        var seen: [ReplayFrame] = []
        let trace = try Replayer.run(scenario, on: &backend, frameRule: rules, observe: {
            (f: ReplayFrame, _: inout B) throws(BackendError) in seen.append(f)
        })
        let last = try backend.call(.worldHash, [seen.first?.object ?? .i32(0)]).bits64
        return (trace, seen, last)
    }

    static func expectClocklessFrames<B: ScenarioBackend>(_ make: () throws -> B) throws {
        var plainBackend = try make()
        let (plain, _, _) = try run(&plainBackend, rules: { $0.frame })
        #expect(plain.frames.count == 3)                     // the three steps only
        var backend = try make()
        let (trace, seen, last) = try run(&backend, rules: anchorMakesFrames)
        // 0.25: a frame; 2000: refused, none; three steps; 0.75: a frame.
        #expect(trace.frames.count == 5)
        #expect(seen.map(\.index) == [0, 1, 2, 3, 4])
        #expect(seen.allSatisfy { $0.isKind("world") && $0.object == seen[0].object && $0.object != .i32(0) })
        #expect(seen.map(\.hash) == trace.frames)
        #expect(Array(trace.frames[1...3]) == plain.frames)
        #expect(trace.frames[4] == last)
        #expect(trace.frames[0] != trace.frames[4])
    }

    @Test("a call declared a frame producer makes frames without a clock (native library)")
    func clocklessFramesNative() throws {
        try Library.exclusive { try Self.expectClocklessFrames { DirectBackend() } }
    }

    @Test("a call declared a frame producer makes frames without a clock (fizz.wasm)")
    func clocklessFramesWasm() throws {
        try Self.expectClocklessFrames { try Fixture.wasmBackend() }
    }

    @Test("the observer sees each frame's index, hash, object and kind")
    func observerSeesTheFrame() throws {
        var b = try Fixture.wasmBackend()
        let (trace, seen, _) = try Self.run(&b, rules: { $0.frame })
        #expect(seen.map(\.index) == [0, 1, 2])
        #expect(seen.map(\.hash) == trace.frames)
        #expect(seen.allSatisfy { "\($0.kind)" == "world" && !$0.isKind("bubble") && $0.object == seen[0].object })
        #expect(seen[0].object == .i32(0x0040_0000))       // the first handle: generation 1, slot 0
    }
}
