//===--- MotionMappingTests.swift ----------------------------------------===//
// Part of Fizz. Mappings: piecewise curves, reversed ranges, clamps, easing, colours, proximity.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The outputs of `m` for the relative position `p` and the pointer at `local` pt.
private func outputs(_ m: Mapping, _ p: Vec2, local: Vec2 = .zero) throws -> [Double] {
    let out = PackedBuffer<Double>()
    try m.evaluate(p, local: local, into: out)
    return (0..<out.count).map { out.pointer[$0] }
}

/// A target on x with the given (input, output) stops.
@discardableResult
private func target(_ m: Mapping, _ stops: [(Double, Double)], source: Mapping.Source = .x,
                    clampLow: Bool = true, clampHigh: Bool = true) throws -> Int {
    let t = try m.addTarget(source: source, clampLow: clampLow, clampHigh: clampHigh)
    for (i, o) in stops { _ = try m.addStop(to: t, input: i, o) }
    return t
}

@Suite("Motion: mapping")
struct MotionMappingTests {
    @Test("Ex1a: x = W·p − w·p with W = 320, w = 40 is the stops (0, 0), (1, 280): p = 0.5 → 140, 0.25 → 70")
    func seedPosition() throws {
        let m = Mapping(memory: MemoryBudget())
        try target(m, [(0, 0), (1, 280)])
        #expect(try outputs(m, Vec2(0.5, 0)) == [140])
        #expect(try outputs(m, Vec2(0.25, 0)) == [70])
    }

    @Test("Reversed inputs (1 → 0, 0 → 100): 0.25 gives 75; three stops with a smoothstep first segment")
    func reversedAndSegments() throws {
        let m = Mapping(memory: MemoryBudget())
        try target(m, [(1, 0), (0, 100)])
        let t = try target(m, [(0, 0), (0.5, 100), (1, 0)])
        try m.setEasing(.smoothstep, target: t, segment: 0)
        // 0.125 is u = 0.25 of the first segment: 100 × 0.15625; 0.75 is half the linear second.
        #expect(try outputs(m, Vec2(0.25, 0)) == [75, 50])
        #expect(try outputs(m, Vec2(0.125, 0)) == [87.5, 15.625])
        #expect(try outputs(m, Vec2(0.75, 0)) == [25, 50])
    }

    @Test("Past the ends: clamped holds the end's output, unclamped continues the end segment's line")
    func clamps() throws {
        let m = Mapping(memory: MemoryBudget())
        try target(m, [(0, 0), (1, 10)])
        try target(m, [(0, 0), (1, 10)], clampLow: false, clampHigh: false)
        try target(m, [(1, 10), (0, 0)], clampLow: true, clampHigh: false)
        #expect(try outputs(m, Vec2(2, 0)) == [10, 20, 20])
        #expect(try outputs(m, Vec2(-1, 0)) == [0, -10, 0])
    }

    @Test("Refusals: an input repeated or turning back, a stop on an older target, NaN, a segment out of range")
    func refusals() throws {
        let m = Mapping(memory: MemoryBudget())
        let a = try target(m, [(0, 0), (1, 1)])
        #expect(throws: FizzError.invalidState) { try m.addStop(to: a, input: 0.5, 3) }
        #expect(throws: FizzError.invalidState) { try m.addStop(to: a, input: 1, 3) }
        let b = try target(m, [(0, 0)])
        #expect(throws: FizzError.invalidState) { try m.addStop(to: a, input: 2, 3) }
        #expect(throws: FizzError.nonFinite) { try m.addStop(to: b, input: .nan, 3) }
        #expect(throws: FizzError.outOfRange) { try m.addStop(to: 9, input: 2, 3) }
        #expect(throws: FizzError.outOfRange) { try m.setEasing(.ease, target: b, segment: 0) }
        #expect(throws: FizzError.outOfRange) { try m.setEasing(.cubicBezier(2, 0, 0, 1), target: a, segment: 0) }
        #expect(m.stopCount == 3)
        #expect(try outputs(m, Vec2(0.5, 0)) == [0.5, 0])
    }

    @Test("Source y, a target with no stop (0) and with one stop (its output)")
    func sources() throws {
        let m = Mapping(memory: MemoryBudget())
        try target(m, [(0, 0), (1, 2 / DeterministicMath.pi)], source: .y)
        _ = try m.addTarget(source: .x)
        try target(m, [(0.3, 7)])
        #expect(try outputs(m, Vec2(0.9, 0.5)) == [1 / DeterministicMath.pi, 0, 7])
    }

    @Test("Colours: red → blue at 0.5 is (0.5, 0, 0.5) in sRGB; black → white at 0.5 in OKLab is L 0.5's grey")
    func colours() throws {
        let m = Mapping(memory: MemoryBudget())
        let s = try m.addTarget(source: .x, kind: .sRGB)
        _ = try m.addStop(to: s, input: 0, 1, 0, 0, 1)
        _ = try m.addStop(to: s, input: 1, 0, 0, 1, 0.5)
        let k = try m.addTarget(source: .x, kind: .okLab)
        _ = try m.addStop(to: k, input: 0, 0, 0, 0, 1)
        _ = try m.addStop(to: k, input: 1, 1, 1, 1, 1)
        #expect(throws: FizzError.outOfRange) { try m.addStop(to: k, input: 2, 1.5, 1, 1, 1) }
        let o = try outputs(m, Vec2(0.5, 0))
        #expect(m.outputCount == 8)
        #expect(Array(o[0..<4]) == [0.5, 0, 0.5, 0.75])
        let grey = 1.055 * 0.42044820762685725 - 0.055
        for c in 4..<7 { #expect(abs(o[c] - grey) < 1e-6) }
        #expect(o[7] == 1)
    }

    @Test("Ex4/5 Dock: W = 320, items at 0, 80, …, 320, pointer at 160: k = 1 − d/W, lift (W − d)/10, scale = alpha = k")
    func dock() throws {
        let m = Mapping(memory: MemoryBudget())
        let g = try m.addGroup(axis: .x, kernel: .linear, radius: 320)
        for x in [0.0, 80, 160, 240, 320] { _ = try m.addItem(to: g, position: x) }
        _ = try m.addChannel(to: g, at0: 0, at1: 32)      // lift = W·k/10
        _ = try m.addChannel(to: g, at0: 0, at1: 1)       // scale
        _ = try m.addChannel(to: g, at0: 0, at1: 1)       // alpha
        let o = try outputs(m, Vec2(0.5, 0), local: Vec2(160, 0))
        #expect(o == [16, 0.5, 0.5, 24, 0.75, 0.75, 32, 1, 1, 24, 0.75, 0.75, 16, 0.5, 0.5])
    }

    @Test("Kernels: Gaussian at d = R is e^−½, cosine at R/2 is ½ and 0 from R; no channel outputs k")
    func kernels() throws {
        let m = Mapping(memory: MemoryBudget())
        let g = try m.addGroup(axis: .y, kernel: .gaussian, radius: 10)
        _ = try m.addItem(to: g, position: 10); _ = try m.addItem(to: g, position: 0)
        let c = try m.addGroup(axis: .y, kernel: .cosine, radius: 10)
        _ = try m.addItem(to: c, position: 5); _ = try m.addItem(to: c, position: 12)
        #expect(throws: FizzError.invalidState) { try m.addItem(to: g, position: 1) }
        #expect(throws: FizzError.outOfRange) { try m.addGroup(axis: .x, kernel: .linear, radius: 0) }
        let o = try outputs(m, .zero, local: Vec2(99, 0))
        #expect(abs(o[0] - 0.6065306597126334) < 1e-15)
        #expect(o[1] == 1)
        #expect(abs(o[2] - 0.5) < 1e-15)
        #expect(o[3] == 0)
    }
}
