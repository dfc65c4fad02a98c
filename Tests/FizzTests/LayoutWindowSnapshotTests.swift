//===--- LayoutWindowSnapshotTests.swift ---------------------------------===//
// Part of Fizz. A layout whose items were rebuilt by a call other than update still restores
// from its own snapshot (found by tools/fuzz: a query after a removal).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// `update` collects the window and keeps it, with each entry's item index, until the next
/// update; a query or a snap target after a removal rebuilds the items (renumbering them) and
/// leaves that window as it was, since nothing reads its items before the next update replaces
/// it. Its snapshot must restore all the same: the restore once required every window item to
/// be one of today's items, and refused the layout's own snapshot.
@Suite struct LayoutWindowSnapshotTests {
    /// Ten bricks laid out and handed out, then the last nine removed (structure dirty): the
    /// window names items up to 9, and the next rebuild leaves one item.
    static func layout() throws -> BrickLayout {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        var ids: [UInt32] = []
        for _ in 0..<10 { ids.append(try l.addBrick(width: .ratio(1), height: .fixed(40))) }
        try l.update()
        #expect(l.windowCount == 10)
        for id in ids.dropFirst() { try l.remove(id) }
        return l
    }

    static func restoresItself(_ l: BrickLayout, _ what: Comment) {
        let bytes = l.snapshot()
        let again = bytes.withUnsafeBytes { p -> BrickLayout? in try? BrickLayout.restore(from: p) }
        #expect(again?.stateHash == l.stateHash, what)
        let same = again?.snapshot() == bytes   // not printed whole when they differ
        #expect(same, what)
    }

    @Test func aQueryThatRebuiltTheItemsRestores() throws {
        let l = try LayoutWindowSnapshotTests.layout()
        try l.query(x: 0, y: 0, width: 320, height: 480, into: PackedBuffer<UInt32>())
        #expect(l.itemCount == 1 && l.windowCount == 10)
        LayoutWindowSnapshotTests.restoresItself(l, "after a query")
        // And the next update hands out the one brick left, as it would have without a snapshot.
        let bytes = l.snapshot()
        let again = try bytes.withUnsafeBytes { p throws(FizzError) in try BrickLayout.restore(from: p) }
        try l.update(); try again.update()
        #expect(again.windowCount == 1 && again.stateHash == l.stateHash)
    }

    @Test func aSnapTargetThatRebuiltTheItemsRestores() throws {
        let l = try LayoutWindowSnapshotTests.layout()
        _ = try l.snapTarget(offset: 0, velocity: 100)
        #expect(l.itemCount == 1 && l.windowCount == 10)
        LayoutWindowSnapshotTests.restoresItself(l, "after a snap target")
    }

    /// The bound that stays: a window item past the most items a layout holds is refused.
    @Test func aWindowItemPastTheItemLimitIsRefused() throws {
        let l = try LayoutWindowSnapshotTests.layout()
        l.windowItems[3] = Int32(BrickLayout.maxItems)
        let bytes = l.snapshot()
        let again = bytes.withUnsafeBytes { p -> BrickLayout? in try? BrickLayout.restore(from: p) }
        #expect(again == nil)
    }
}
