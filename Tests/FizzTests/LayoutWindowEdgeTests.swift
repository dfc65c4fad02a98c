//===--- LayoutWindowEdgeTests.swift -------------------------------------===//
// Part of Fizz. Hidden bricks whose point lies exactly on an edge of the window are handed out
// (the window's edges are included for them, as docs/layout.md says); visible bricks that only
// touch the window are not (touching is not crossing).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A hidden brick is handed out (0 × 0, alpha 0) while the point where it would sit lies in
/// the window, edges included (docs/layout.md, "Model"; `collect`). The window came from two
/// binary searches over the rows that cross it (touching excluded), so a hidden brick on a row
/// starting exactly at the window's end, or on a row of no height starting exactly at its
/// start, or in a section of no height, was never looked at. Each case puts one on each edge.
/// Viewport 100 × 100, margin 0: the window is [offset, offset + 100] along the scroll axis.
@Suite struct LayoutWindowEdgeTests {
    static func layout(_ root: Brick, horizontal: Bool = false) throws -> BrickLayout {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
        try l.setMargin(0)
        _ = try l.addBehavior(.sticky())
        try l.setRoot(root)
        return l
    }

    /// Whether repetition 0 of `id` is handed out at (`offset`) along the scroll axis.
    static func handedOut(_ l: BrickLayout, _ id: UInt32, at offset: Double) throws -> Bool {
        if l.scrollsHorizontally { try l.setOffset(x: offset, y: 0) } else { try l.setOffset(x: 0, y: offset) }
        return l.entry(of: id) != nil
    }

    /// `id` is handed out with its point on the window's start (offset `p`) and on its end
    /// (offset `p` − 100), and not half a point outside either.
    static func onBothEdges(_ l: BrickLayout, _ id: UInt32, point p: Double, _ what: Comment) throws {
        #expect(try handedOut(l, id, at: p), "start edge: \(what)")
        #expect(try handedOut(l, id, at: p - 100), "end edge: \(what)")
        #expect(try !handedOut(l, id, at: p + 0.5), "past the start: \(what)")
        #expect(try !handedOut(l, id, at: p - 100.5), "past the end: \(what)")
        LayoutWindowSnapshotTests.restoresItself(l, what)
    }

    @Test func aHiddenBrickInARowWithVisibleOnes() throws {
        // 2: 0..50; 3 (half width) and hidden 4 on the row at 50; 5: 100..150.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [
            Brick(height: .fixed(50)), Brick(width: .ratio(0.5), height: .fixed(50)),
            Brick(width: .ratio(0.5), isHidden: true), Brick(height: .fixed(50))]))
        try LayoutWindowEdgeTests.onBothEdges(l, 4, point: 50, "hidden 4 at y 50")
        // Visible bricks touching the window are not in it: 2 ends at 50, 3 starts at 50.
        #expect(try !LayoutWindowEdgeTests.handedOut(l, 2, at: 50))
        #expect(try !LayoutWindowEdgeTests.handedOut(l, 3, at: -50))
        #expect(try LayoutWindowEdgeTests.handedOut(l, 3, at: -49.5))
    }

    @Test func hiddenBricksOnARowOfNoHeight() throws {
        // Every brick hidden: the one row is 0 pt tall, at the root's top inset 20.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [Brick(isHidden: true), Brick(isHidden: true)],
                                                              edgeInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        try LayoutWindowEdgeTests.onBothEdges(l, 2, point: 20, "hidden 2 at y 20, a row of no height")
        try LayoutWindowEdgeTests.onBothEdges(l, 3, point: 20, "hidden 3 at y 20, a row of no height")
    }

    @Test func aHiddenStickyBrick() throws {
        // 3 is hidden, sticky (behavior 0), on 2's row at y 0: pinned, so looked at wherever it is.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [
            Brick(height: .fixed(50)), Brick(isHidden: true, behaviors: [0]), Brick(height: .fixed(50), behaviors: [0])]))
        try LayoutWindowEdgeTests.onBothEdges(l, 3, point: 0, "hidden sticky 3 at y 0")
        // A visible sticky brick is pinned: handed out wherever its section is in view.
        #expect(try LayoutWindowEdgeTests.handedOut(l, 4, at: 0))
    }

    @Test func aHiddenBrickFirstInAWaterfall() throws {
        // Waterfall 2 below a brick of 30: hidden 3 at (0, 30) has a span of no height.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [
            Brick(height: .fixed(30)),
            BrickSection(bricks: [Brick(isHidden: true), Brick(height: .fixed(50)), Brick(height: .fixed(50))],
                         flow: .waterfall, columns: 2)]))
        try LayoutWindowEdgeTests.onBothEdges(l, 4, point: 30, "hidden 4 first in a waterfall at y 30")
    }

    @Test func aHiddenBrickInASectionOfNoHeight() throws {
        // Section 3 holds only hidden 4: 0 pt tall at y 30, so never collected, nor its brick.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [
            Brick(height: .fixed(30)), BrickSection(bricks: [Brick(isHidden: true)]), Brick(height: .fixed(50))]))
        #expect(try LayoutWindowEdgeTests.handedOut(l, 4, at: -20), "in the middle of the window")
        try LayoutWindowEdgeTests.onBothEdges(l, 4, point: 30, "hidden 4 in a section of no height at y 30")
        #expect(l.entry(of: 3) == nil)   // the section itself has no frame to hand out
    }

    @Test func aHiddenBrickInAHorizontalRoot() throws {
        // The root scrolls along x: 2 at 0..50, hidden 3 at x 50, 4 at 50..100.
        let l = try LayoutWindowEdgeTests.layout(BrickSection(bricks: [
            Brick(width: .fixed(50), height: .fixed(50)), Brick(width: .fixed(50), isHidden: true),
            Brick(width: .fixed(50), height: .fixed(50))], flow: .horizontal))
        #expect(l.scrollsHorizontally)
        try LayoutWindowEdgeTests.onBothEdges(l, 3, point: 50, "hidden 3 at x 50 in a horizontal root")
        #expect(try !LayoutWindowEdgeTests.handedOut(l, 4, at: -50))
    }
}
