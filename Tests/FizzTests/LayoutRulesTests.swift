//===--- LayoutRulesTests.swift ------------------------------------------===//
// Part of Fizz. Conditional dimensions built a case and a bound at a time (the C API's way).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// One brick (id 2) in a root with no insets in a `w` × `h` viewport, its width from `build`;
/// its laid-out width after an update.
private func width(_ w: Double, traits: LayoutTraits = LayoutTraits(),
                   _ build: (BrickLayout) throws(FizzError) -> Void) throws -> Double {
    try width(w, 1000, traits: traits, build)
}

private func width(_ w: Double, _ h: Double, traits: LayoutTraits,
                   _ build: (BrickLayout) throws(FizzError) -> Void) throws -> Double {
    let l = try BrickLayout(viewportWidth: w, viewportHeight: h)
    try l.addBrick(width: .fixed(1), height: .fixed(10))
    l.setTraits(traits)
    try build(l)
    try l.update()
    return l.layoutFrame(of: 2)!.width
}

private let regular = LayoutTraits(horizontalRegular: true), compact = LayoutTraits(horizontalRegular: false)

@Suite("Layout rules")
struct LayoutRulesTests {
    @Test("Breakpoints: the last case that holds wins; W below every breakpoint gets the default")
    func breakpoints() throws {
        // Default ratio 1 (W); from 600 half of W; from 900 a fixed 100.
        func rule(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionCase(2, when: DimensionCondition(width: 600), .ratio(0.5))
            try l.addDimensionCase(2, when: DimensionCondition(width: 900), .fixed(100))
        }
        #expect(try width(599, rule) == 599)
        #expect(try width(600, rule) == 300)
        #expect(try width(899, rule) == 449.5)
        #expect(try width(900, rule) == 100)
        // Narrower: W < 500 gets 40, else the default W.
        func narrow(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionCase(2, when: DimensionCondition(width: 500, narrower: true), .fixed(40))
        }
        #expect(try width(499, narrow) == 40)
        #expect(try width(500, narrow) == 500)
    }

    @Test("Nested conditionals as cases: hreg ? (landscape ? 10 : 20) : (landscape ? 20 : 10)")
    func nested() throws {
        // The tree's list (last wins): 10; landscape → 20; hreg → 20; hreg ∧ landscape → 10.
        func rule(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .fixed(10))
            try l.addDimensionCase(2, when: DimensionCondition(portrait: false), .fixed(20))
            try l.addDimensionCase(2, when: DimensionCondition(horizontalRegular: true), .fixed(20))
            try l.addDimensionCase(2, when: DimensionCondition(horizontalRegular: true, portrait: false), .fixed(10))
        }
        let tree = BrickDimension.horizontalSizeClass(
            regular: .orientation(landscape: .fixed(10), portrait: .fixed(20)),
            compact: .orientation(landscape: .fixed(20), portrait: .fixed(10)))
        // Portrait: 300 × 1000; landscape: 1000 × 300.
        for (w, h, t, expected) in [(300.0, 1000.0, compact, 10.0), (1000, 300, compact, 20),
                                    (300, 1000, regular, 20), (1000, 300, regular, 10)] {
            #expect(try width(w, h, traits: t, rule) == expected)
            #expect(try width(w, h, traits: t) { l throws(FizzError) in try l.setWidth(2, tree) } == expected)
        }
    }

    @Test("Bounds: at least / at most a dimension, over the cases before them only")
    func bounds() throws {
        // W at most 400: 300 at W 300, 400 at W 600.
        func capped(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionBound(2, .maximumSize(.fixed(400)))
        }
        #expect(try width(300, capped) == 300)
        #expect(try width(600, capped) == 400)
        // At least a quarter of W: fixed 50 at W 600 becomes 150.
        #expect(try width(600) { l throws(FizzError) in
            try l.setWidth(2, .fixed(50)); try l.addDimensionBound(2, .minimumSize(.ratio(0.25)))
        } == 150)
        // A case's own bound: compact W ≤ 250, regular W/2 unbounded (the bound comes before
        // the regular case, so it does not cover it).
        func perCase(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionBound(2, .maximumSize(.fixed(250)))
            try l.addDimensionCase(2, when: DimensionCondition(horizontalRegular: true), .ratio(0.5))
        }
        #expect(try width(600, traits: compact, perCase) == 250)
        #expect(try width(600, traits: regular, perCase) == 300)
        // A bound only where W < 500: 200 at W 400, W itself at 600.
        func narrowCap(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionBound(2, when: DimensionCondition(width: 500, narrower: true), .maximumSize(.fixed(200)))
        }
        #expect(try width(400, narrowCap) == 200)
        #expect(try width(600, narrowCap) == 600)
        // Two bounds, each with its own condition (a bound that is a breakpoint, as cases):
        // restricted(W, max: dimensionRange(default 100, [(300, from 500)])).
        func rangedCap(_ l: BrickLayout) throws(FizzError) {
            try l.setWidth(2, .ratio(1))
            try l.addDimensionBound(2, when: DimensionCondition(width: 500, narrower: true), .maximumSize(.fixed(100)))
            try l.addDimensionBound(2, when: DimensionCondition(width: 500), .maximumSize(.fixed(300)))
        }
        #expect(try width(400, rangedCap) == 100)
        #expect(try width(700, rangedCap) == 300)
    }

    @Test("Heights take cases too; a case with no condition replaces the rule")
    func heights() throws {
        let l = try BrickLayout(viewportWidth: 400, viewportHeight: 1000)
        try l.addBrick(width: .ratio(0.5), height: .fixed(10))
        try l.addDimensionCase(2, height: true, when: DimensionCondition(width: 300), .ratio(0.5))   // half the width
        try l.update()
        #expect(l.layoutFrame(of: 2)!.height == 100)                 // 0.5 × 200
        try l.addDimensionCase(2, height: true, when: .always, .fixed(7))
        #expect(l.nodes[1].heightCount == 1)                         // replaced, not stacked
        try l.update()
        #expect(l.layoutFrame(of: 2)!.height == 7)
    }

    @Test("Refusals change nothing; a rule past 64 terms is refused; evaluation stays bounded")
    func refusals() throws {
        let l = try BrickLayout(viewportWidth: 400, viewportHeight: 1000)
        try l.addBrick(width: .fixed(1), height: .fixed(10))
        try l.update()
        let h = l.stateHash
        #expect(throws: FizzError.outOfRange) { try l.addDimensionCase(2, when: DimensionCondition(narrower: true), .fixed(1)) }
        #expect(throws: FizzError.outOfRange) { try l.addDimensionCase(2, when: DimensionCondition(width: 2e7), .fixed(1)) }
        #expect(throws: FizzError.nonFinite) { try l.addDimensionCase(2, when: DimensionCondition(width: .nan), .fixed(1)) }
        #expect(throws: FizzError.invalidState) { try l.addDimensionCase(9, when: DimensionCondition(width: 1), .fixed(1)) }
        #expect(throws: FizzError.invalidOption) { try l.addDimensionCase(2, height: true, when: DimensionCondition(width: 1), .fill) }
        #expect(throws: FizzError.outOfRange) { try l.addDimensionBound(2, .maximumSize(.ratio(0))) }
        #expect(l.stateHash == h)
        // 1 term, then 31 cases of 2 terms: 63; one more would make 65.
        var k = 0
        while k < 31 { try l.addDimensionCase(2, when: DimensionCondition(width: Double(k + 1)), .fixed(Double(k))); k += 1 }
        #expect(l.nodes[1].widthCount == 63)
        try l.update()
        let full = l.stateHash
        #expect(throws: FizzError.outOfRange) { try l.addDimensionCase(2, when: DimensionCondition(width: 99), .fixed(1)) }
        #expect(l.stateHash == full)
        #expect(l.layoutFrame(of: 2)!.width == 30)   // W 400 >= every breakpoint: the last case
        // A run whose clamps share one operand 63 deep would visit 2⁶³ terms: not valid.
        var bad = [DimensionTerm](repeating: DimensionTerm(kind: .maximum, a: 1, b: 1), count: 63)
        bad.append(DimensionTerm(kind: .fixed, value: 1))
        #expect(bad.withUnsafeBufferPointer { DimensionTerm.valid($0.baseAddress!, 64, height: false) } == false)
        // Runs the builder made are valid (their steps at most their length): a snapshot restores.
        try l.addBrick(width: .ratio(1), height: .fixed(5))
        try l.addDimensionCase(3, when: DimensionCondition(width: 100), .ratio(0.5))
        try l.addDimensionBound(3, when: DimensionCondition(width: 5), .minimumSize(.fixed(1)))
        try l.update()
        let bytes = l.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try BrickLayout.restore(from: p) }
        #expect(r.stateHash == l.stateHash)
    }
}
