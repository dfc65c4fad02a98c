//===--- LayoutReachTests.swift ------------------------------------------===//
// Part of Fizz. Offsets and queries reach all the content the limits allow (issue 25, §6 reach).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Layout reach")
struct LayoutReachTests {
    /// The bound `maxReach` documents: every item at the largest resolved extent plus an inset
    /// after it, and every section's two edge insets, fit inside the offsets' range.
    @Test("maxReach covers the most content the limits allow")
    func reachCoversContent() {
        let most = Double(BrickLayout.maxItems) * (BrickLayout.maxExtent + BrickLayout.maxStyle)
            + Double(BrickLayout.maxNodes) * 2 * BrickLayout.maxStyle
        #expect(most <= BrickLayout.maxReach)
    }

    /// 20,000 repetitions of a 1e6 pt brick: content 2e10 pt, far past the old ±1e7 offsets
    /// (the 8,388,608 × 20 pt = 1.7e8 pt was past them too). The last repetition is
    /// handed out by set_offset and found by query.
    @Test("the farthest item is reachable by setOffset and query")
    func farthestItemReachable() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let b = try l.addBrick(height: .fixed(1e6))
        try l.setRepeatCount(b, 20_000)
        try l.update()
        let content = 2e10
        try l.setOffset(x: 0, y: content - 480)
        #expect(l.contentHeight == content)
        let k = try #require(l.entry(of: b, repetition: 19_999))
        #expect(l.frame(at: k).y == -(1e6 - 480))
        let out = PackedBuffer<UInt32>()
        try l.query(x: 0, y: content - 1, width: 1, height: 1, into: out)
        #expect(out.count == 2 && out.pointer[0] == b && out.pointer[1] == 19_999)
        #expect(try l.snapTarget(offset: content - 480, velocity: 0).isFinite)
    }

    /// A ratio of 1,000 of a width ratio of 0.001 multiplies a width by 1e6 a nesting level:
    /// 8 levels made a brick 3.2e56 pt wide and content 3.2e59 pt tall (past every offset,
    /// and past what the layout's own snapshot accepts; 64 levels reach infinity). A resolved
    /// length stops at `maxExtent`.
    @Test("nested ratios stay within one brick's largest extent; content within the reach")
    func nestedRatiosBounded() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.setMargin(1e7)
        let style = SectionStyle(widthRatio: 0.001)
        try l.setStyle(1, style)
        var p: UInt32 = 1
        for _ in 0..<60 { p = try l.addSection(to: p, width: .ratio(1000), style: style) }
        let b = try l.addBrick(to: p, width: .ratio(1000), height: .ratio(1000))
        try l.update()
        let f = try #require(l.layoutFrame(of: b))
        #expect(f.width == BrickLayout.maxExtent && f.height == BrickLayout.maxExtent)
        #expect(l.contentHeight.isFinite && l.contentHeight <= BrickLayout.maxReach)
        let bytes = l.snapshot()
        let r = try bytes.withUnsafeBytes { q throws(FizzError) in try BrickLayout.restore(from: q) }
        #expect(r.stateHash == l.stateHash)
    }
}
