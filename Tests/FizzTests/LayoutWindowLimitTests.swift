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

    /// A window past the limit is refused while the flow lays it (issue 26, round twelve): the
    /// flow counts the items the window will certainly hold and stops one past `maxWindow`,
    /// where it laid every row first (1.6-2.4 s of CPU over 8,388,608 bricks) and only the
    /// collect refused. Each layout holds 2 × `maxWindow` bricks of 1 pt, all in a window 1e7
    /// tall: in the root's rows, in a section whose height is its content, in a waterfall, and
    /// in a section of fixed height (not counted: its items are collected only if the section
    /// crosses the window, which the flow does not check; the collect refuses it as before).
    /// A counted refusal lays at most `maxWindow` + 3 items (the `maxWindow` + 1 counted, the
    /// section holding them, and the brick that opened the next row); every refusal changes no
    /// byte of the snapshot and gives back every byte it took.
    @Test(arguments: ["rows", "auto section", "waterfall", "fixed section"])
    func aWindowPastTheLimitIsRefusedBeforeTheFlowLaysIt(_ shape: String) throws {
        let n = 2 * BrickLayout.maxWindow
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 1e7)
        try l.setMemoryBudget(1 << 30)
        let b: UInt32
        switch shape {
        case "rows": b = try l.addBrick(width: .ratio(1), height: .fixed(1))
        case "auto section": b = try l.addBrick(to: try l.addSection(), width: .ratio(1), height: .fixed(1))
        case "fixed section": b = try l.addBrick(to: try l.addSection(height: .fixed(1e6)), width: .ratio(1), height: .fixed(1))
        default: b = try l.addBrick(to: try l.addSection(style: SectionStyle(flow: .waterfall, columns: 1)), width: .ratio(1), height: .fixed(1))
        }
        try l.update()
        try l.setRepeatCount(b, n)
        // Rebuilt outside the producer, so that the refusal's own undo is all that is compared.
        try l.query(x: 0, y: 0, width: 1, height: 1, into: PackedBuffer<UInt32>())
        let bytes = l.snapshot(), hash = l.stateHash, used = l.memory.used
        #expect(throws: FizzError.limitReached) { try l.update() }
        let bound = shape == "fixed section" ? n + 1 : BrickLayout.maxWindow + 3
        #expect(l.lastLaidOut <= bound, "\(shape): laid \(l.lastLaidOut) of \(n)")
        #expect(l.stateHash == hash && l.memory.used == used, "\(shape)")
        let same = l.snapshot() == bytes
        #expect(same, "\(shape)")
        // At the limit (the bricks and the section holding them) the same layout is handed out.
        let section = shape == "rows" ? 0 : 1
        try l.setRepeatCount(b, BrickLayout.maxWindow - section)
        try l.update()
        #expect(l.windowCount == BrickLayout.maxWindow, "\(shape)")
    }
}
