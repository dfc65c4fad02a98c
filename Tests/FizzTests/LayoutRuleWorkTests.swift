//===--- LayoutRuleWorkTests.swift ---------------------------------------===//
// Part of Fizz. A layout call's cost stays bounded: items × rule terms at most
// `BrickLayout.maxRuleWork` (issue 25, §4: 8,388,608 items with 64-term rules made one
// `setOffset` to the end take 5.5 s of CPU).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Layout rule work")
struct LayoutRuleWorkTests {
    /// A case whose breakpoint no content width reaches: 2 terms more on the rule.
    static let never = DimensionCondition(width: 1e7)

    @Test("8,388,607 items of 8 rule terms are accepted; a longer rule or one more item is refused, the layout unchanged")
    func capOnItemsTimesTerms() throws {
        let n = BrickLayout.maxItems
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)   // the root: 3 terms
        let b = try l.addBrick(width: .ratio(1), height: .fixed(1))        // 2 terms
        try l.setRepeatCount(b, n - 1)
        try l.addDimensionCase(b, when: Self.never, .fixed(10))             // 4 terms
        try l.addDimensionCase(b, height: true, when: Self.never, .fixed(10))
        try l.addDimensionCase(b, when: Self.never, .fixed(10))             // 8: 3 + 8 × 8,388,607 ≤ 2²⁶
        let h = l.stateHash
        // A term more on either rule (a case takes 2, a bound 1), or one more item: refused.
        #expect(throws: FizzError.limitReached) { try l.addDimensionCase(b, when: Self.never, .fixed(10)) }
        #expect(throws: FizzError.limitReached) { try l.addDimensionBound(b, height: true, .maximumSize(.fixed(5))) }
        #expect(throws: FizzError.limitReached) { try l.setRepeatCount(b, n) }
        let reps = try l.repeatCount(b)
        #expect(l.stateHash == h && reps == n - 1)
        // A shorter rule makes room: 4 terms, and every item the cap on items allows.
        try l.setWidth(b, .ratio(1))
        try l.setRepeatCount(b, n)
        #expect(l.stateHash != h)
    }
}
