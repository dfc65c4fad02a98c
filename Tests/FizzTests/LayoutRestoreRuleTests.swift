//===--- LayoutRestoreRuleTests.swift ------------------------------------===//
// Part of Fizz. A layout restore accepts only what the calls can make (issue 25, §1 and §4):
// a measured size the setter cannot store, and rule work past `BrickLayout.maxRuleWork`, are
// refused in a resealed snapshot.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The snapshot with every 4-byte copy of `old` in its payload replaced by `new`, resealed,
/// and how many copies there were.
private func swapped32(_ bytes: [UInt8], _ old: UInt32, _ new: UInt32) -> ([UInt8], Int) {
    let o = withUnsafeBytes(of: old.littleEndian) { Array($0) }
    let n = withUnsafeBytes(of: new.littleEndian) { Array($0) }
    var b = bytes, count = 0
    var i = Snapshot.headerSize
    while i + 4 <= b.count - Snapshot.trailerSize {
        if Array(b[i..<(i + 4)]) == o { b.replaceSubrange(i..<(i + 4), with: n); count += 1; i += 4 } else { i += 1 }
    }
    let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
    for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
    return (b, count)
}

/// The layout `bytes` hold.
private func restored(_ bytes: [UInt8]) throws -> BrickLayout {
    try bytes.withUnsafeBytes { b throws(FizzError) in try BrickLayout.restore(from: b) }
}

/// Whether `bytes` restore as a layout.
private func restores(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { b in
        do throws(FizzError) { _ = try BrickLayout.restore(from: b); return true } catch { return false }
    }
}

@Suite("Layout restore rules")
struct LayoutRestoreRuleTests {
    @Test("a restored measured size of -0.5 is refused: the setter stores -1 for any negative size, never -0.5")
    func measuredSizeIsWhatTheSetterStores() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let b = try l.addBrick(width: .fixed(50), height: .auto(estimate: .fixed(40)))
        try l.update()
        try l.setMeasuredSize(b, height: 41.23456789)
        let bytes = l.snapshot()
        // The setter takes -0.5 and stores -1 (none): the same state as passing -1.
        let half = try restored(bytes)
        try half.setMeasuredSize(b, height: -0.5)
        let none = try restored(bytes)
        try none.setMeasuredSize(b, height: -1)
        #expect(half.snapshot() == none.snapshot())
        // So a snapshot holding -1 restores, and one holding -0.5 or just below -1 does not.
        guard let minusOne = swapped(bytes, 41.23456789, -1), let minusHalf = swapped(bytes, 41.23456789, -0.5),
              let below = swapped(bytes, 41.23456789, (-1.0).nextDown) else {
            Issue.record("the measured size is not in the snapshot"); return
        }
        let (one, half2, under) = (restores(minusOne), restores(minusHalf), restores(below))
        #expect(one)
        #expect(!half2, "a measured size of -0.5, which no call stores, restored")
        #expect(!under)
    }

    @Test("a resealed snapshot whose rule work is over maxRuleWork is refused; one at the cap restores")
    func ruleWorkOverTheCapIsRefused() throws {
        let n = BrickLayout.maxItems
        /// A root (3 terms) and a brick of n - 1 repetitions whose rule has `cases` × 2 terms
        /// more than its 2: 3 + 8 × (n - 1) ≤ 2²⁶ with 3 cases, one repetition more is over.
        func layout(cases: Int) throws -> BrickLayout {
            let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
            let b = try l.addBrick(width: .ratio(1), height: .fixed(1))
            try l.setRepeatCount(b, n - 1)
            for k in 0..<cases {
                try l.addDimensionCase(b, height: k == 1, when: LayoutRuleWorkTests.never, .fixed(10))
            }
            return l
        }
        // The repeat count and the item total (the only two n - 1s) made n: over the cap.
        let over = try layout(cases: 3)
        let bytes = over.snapshot()
        #expect(restores(bytes))
        let (more, copies) = swapped32(bytes, UInt32(n - 1), UInt32(n))
        #expect(copies == 2)
        let overRestored = restores(more)
        #expect(!overRestored, "a layout with rule work 3 + 8 × 2²³, over maxRuleWork, restored")
        #expect(over.snapshot() == bytes)
        // The same change with a shorter rule (6 terms: 3 + 6 × 2²³ ≤ 2²⁶) restores: the refusal
        // above is the rule work's.
        let (within, copies2) = swapped32(try layout(cases: 2).snapshot(), UInt32(n - 1), UInt32(n))
        #expect(copies2 == 2)
        let withinRestored = restores(within)
        #expect(withinRestored)
    }
}
