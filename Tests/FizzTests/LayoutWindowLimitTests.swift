//===--- LayoutWindowLimitTests.swift ------------------------------------===//
// Part of Fizz. One update hands out at most BrickLayout.maxWindow items (found by the
// issue-26 round-eleven hunt: a window of every item took seconds).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The item cap bounds what a layout holds, not what one update hands out: a viewport 1e7 pt
/// wide over bricks of 1 pt puts 1e7 of them in its one row. `maxWindow` bounds the window;
/// a producer whose window would pass it is refused with `.limitReached` and changes nothing.
@Suite struct LayoutWindowLimitTests {
    /// One brick of 1 × 1 pt repeated `count` times, in a viewport 1e7 × 1 pt with no margin:
    /// one row, every repetition in the window.
    static func row(_ count: Int) throws -> (BrickLayout, UInt32) {
        let l = try BrickLayout(viewportWidth: 1e7, viewportHeight: 1)
        try l.setMargin(0)
        let b = try l.addBrick(width: .fixed(1), height: .fixed(1))
        try l.setRepeatCount(b, count)
        return (l, b)
    }

    @Test func aWindowAtTheLimitIsHandedOut() throws {
        let (l, _) = try LayoutWindowLimitTests.row(BrickLayout.maxWindow)
        try l.update()
        #expect(l.windowCount == BrickLayout.maxWindow)
        LayoutWindowSnapshotTests.restoresItself(l, "a window at the limit")
    }

    @Test func aWindowPastTheLimitIsRefusedAndChangesNothing() throws {
        let (l, b) = try LayoutWindowLimitTests.row(BrickLayout.maxWindow + 1)
        let first = l.stateHash
        #expect(throws: FizzError.limitReached) { try l.update() }
        #expect(l.stateHash == first && l.windowCount == 0)
        // Within the limit, then one more item: a scroll is refused too, offset and window kept.
        try l.setRepeatCount(b, BrickLayout.maxWindow)
        try l.update()
        try l.setRepeatCount(b, BrickLayout.maxWindow + 1)
        let before = l.stateHash
        #expect(throws: FizzError.limitReached) { try l.setOffset(x: 0, y: 0.5) }
        #expect(l.stateHash == before && l.offsetY == 0 && l.windowCount == BrickLayout.maxWindow)
    }
}
