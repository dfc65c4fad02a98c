//===--- BrickLayout+Rules.swift -----------------------------------------===//
// Part of Fizz. Conditional dimensions built one case or bound at a time (the C API's way).
//===---------------------------------------------------------------------===//

/// When a case or a bound added to a dimension rule applies: every condition given must hold.
///
/// Why a conjunction: a tree of `BrickDimension` conditionals is a list of cases, each the
/// conjunction of the conditions on its path (see `addDimensionCase`), so a host that can only
/// pass numbers (the C API) can still say anything the nested enum says about conditions.
public struct DimensionCondition: Equatable, Sendable {
    /// The horizontal size class it needs: true regular, false compact, nil either.
    public var horizontalRegular: Bool?
    /// The vertical size class it needs.
    public var verticalRegular: Bool?
    /// The orientation it needs: true portrait (viewport width <= height), false landscape.
    public var portrait: Bool?
    /// A breakpoint on the section's content width W, pt (0...1e7): W >= `width`, or
    /// W < `width` when `narrower`. 0 and not `narrower`: no width condition.
    public var width: Double
    public var narrower: Bool

    public init(horizontalRegular: Bool? = nil, verticalRegular: Bool? = nil, portrait: Bool? = nil,
                width: Double = 0, narrower: Bool = false) {
        self.horizontalRegular = horizontalRegular; self.verticalRegular = verticalRegular
        self.portrait = portrait; self.width = width; self.narrower = narrower
    }

    /// Always.
    public static let always = DimensionCondition()

    /// Refuses a width outside 0...1e7 (`.nonFinite`, `.outOfRange`) and narrower than 0,
    /// which never holds (`.outOfRange`).
    func check() throws(FizzError) {
        try Check.range(width, 0, DimensionTerm.maxBreakpoint)
        if narrower && width == 0 { throw .outOfRange }
    }

    /// How many tests it makes: one per condition given.
    var testCount: Int {
        (horizontalRegular == nil ? 0 : 1) + (verticalRegular == nil ? 0 : 1) + (portrait == nil ? 0 : 1)
            + (width > 0 || narrower ? 1 : 0)
    }

    /// Writes its tests to `run[0..<testCount]`, each going on to the next term when it holds
    /// and to term `fail` when not. A size class test's `a` is regular, an orientation's
    /// landscape, a breakpoint's W >= value. (One loop and one store: the product module is
    /// measured in bytes.)
    func writeTests(to run: inout [DimensionTerm], fail: Int) {
        var j = 0, k = 0
        while k < 4 {
            var t = DimensionTerm(kind: .atLeast, value: width)
            var holdsOnA: Bool? = nil
            switch k {
            case 0: t.kind = .horizontalSizeClass; t.value = 0; holdsOnA = horizontalRegular
            case 1: t.kind = .verticalSizeClass; t.value = 0; holdsOnA = verticalRegular
            case 2: t.kind = .orientation; t.value = 0; if let p = portrait { holdsOnA = !p }
            default: if width > 0 || narrower { holdsOnA = !narrower }
            }
            if let onA = holdsOnA {
                let miss = UInt8(fail - j)
                t.a = onA ? 1 : miss; t.b = onA ? miss : 1
                run[j] = t
                j += 1
            }
            k += 1
        }
    }
}

extension BrickLayout {
    /// Adds a case to `id`'s width (or height) rule R: R becomes "`condition` ? `d` : R".
    /// Cases added later are tested first, so among the cases whose conditions hold the last
    /// added wins (as BrickKit's last fitting breakpoint, or a later CSS rule); the rule set
    /// before them (`setWidth`, `addBrick`) is the default. With no condition it replaces R.
    ///
    /// Any tree of `horizontalSizeClass`, `verticalSizeClass`, `orientation` and
    /// `dimensionRange` over plain dimensions is such a list: the default first, then each
    /// leaf with the conjunction of the conditions on its path, in the order the tree tests
    /// them (an inner `dimensionRange`'s breakpoints ascending).
    /// - Throws: `.invalidState` (no such node), the condition's and `d`'s refusals,
    ///   `.outOfRange` (the rule would pass `DimensionTerm.maxTerms` terms), `.overBudget`;
    ///   the layout unchanged.
    public func addDimensionCase(_ id: UInt32, height: Bool = false, when condition: DimensionCondition,
                                 _ d: BrickDimension) throws(FizzError) {
        try addRule(id, height: height, condition, bound: nil, d)
    }

    /// Bounds `id`'s width (or height) rule R where `condition` holds: R becomes
    /// "`condition` ? R.restricted(by: `restriction`) : R" (BrickKit's `.restricted`: at least
    /// the minimum, at most the maximum). A bound covers the cases added before it; the
    /// cases added after it are not bounded by it. So a case's own bound is added right after
    /// the case, with the case's condition.
    /// - Throws: as `addDimensionCase`.
    public func addDimensionBound(_ id: UInt32, height: Bool = false, when condition: DimensionCondition = .always,
                                  _ restriction: BrickRestriction) throws(FizzError) {
        switch restriction {
        case .minimumSize(let b): try addRule(id, height: height, condition, bound: .minimum, b)
        case .maximumSize(let b): try addRule(id, height: height, condition, bound: .maximum, b)
        }
    }

    /// Builds the new run [tests][bound?][d][old rule]: each test's failing branch and the
    /// bound's size both point at the old rule (shared, not copied: one evaluation still visits
    /// each term at most once).
    func addRule(_ id: UInt32, height: Bool, _ condition: DimensionCondition, bound: DimensionTerm.Kind?,
                 _ d: BrickDimension) throws(FizzError) {
        let s = try slot(id)
        try condition.check()
        var value: [DimensionTerm] = []
        try DimensionTerm.flatten(d, height: height, into: &value)
        let m = condition.testCount
        if m == 0 && bound == nil { try setRule(id, d, height: height); return }
        let at = Int(height ? nodes[s].heightAt : nodes[s].widthAt)
        let n = Int(height ? nodes[s].heightCount : nodes[s].widthCount)
        let old = m + (bound == nil ? 0 : 1) + value.count   // where the old rule starts in the new run
        if old + n > DimensionTerm.maxTerms { throw .outOfRange }
        var run = [DimensionTerm](repeating: DimensionTerm(kind: .fill), count: old + n)
        condition.writeTests(to: &run, fail: old)
        if let bound { run[m] = DimensionTerm(kind: bound, a: UInt8(old - m), b: 1) }
        var k = 0
        while k < value.count { run[old - value.count + k] = value[k]; k += 1 }
        k = 0
        while k < n { run[old + k] = terms[at + k]; k += 1 }
        try checkRuleWork(s, run.count, height: height)
        try compactTermsIfWasteful()
        try reserveTouch(s, run.count)
        storeRun(s, run, height: height)
    }
}
