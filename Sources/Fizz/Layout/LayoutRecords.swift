//===--- LayoutRecords.swift ---------------------------------------------===//
// Part of Fizz. What the brick layout stores per node and per section: plain values in Columns.
//===---------------------------------------------------------------------===//

/// One node of the tree (a brick or a section), stored at slot `id − 1` (ids are handed out
/// 1, 2, …, never reused in a layout; the root section is id 1).
struct LayoutNode {
    var alive = true
    var isSection = false
    var hidden = false
    /// Changed since the items were last rebuilt (its items are invalidated after the rebuild).
    var pending = false
    /// Parent and sibling links (slots; −1 for none).
    var parent: Int32 = -1, firstChild: Int32 = -1, lastChild: Int32 = -1, next: Int32 = -1, prev: Int32 = -1
    /// Where the width's and the height's terms start in the dimension pool, and how many.
    var widthAt: Int32 = 0, widthCount: Int32 = 0, heightAt: Int32 = 0, heightCount: Int32 = 0
    /// How many items the brick stands for (a section: 1).
    var repeatCount: Int32 = 1
    /// Bit k set: behavior k of the layout's list applies to this brick.
    var behaviors: UInt32 = 0
    /// The node's section record, or −1 for a brick.
    var section: Int32 = -1
    /// Its first item after the last rebuild, and its repeat count then (−1: none).
    var firstItem: Int32 = -1, builtRepeat: Int32 = 0
}

/// A section's style (what the host sets) and its lazy flow state (what the layout caches).
struct LayoutSection {
    var node: Int32 = 0
    /// The environment generation the laid prefix was laid out for (beside `node`: the two
    /// fill 8 bytes, so `rowX` costs the record no room).
    var generation: UInt32 = 0
    // Style.
    var inset = 0.0
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    var widthRatio = 1.0
    var alignRowHeights = false
    var vertical = VerticalAlignment.top
    var horizontal = HorizontalAlignment.left
    var flow = SectionFlow.rows
    /// Waterfall columns: a count (> 0), or 0 to fit as many of at least `minColumnWidth` as W holds.
    var columns: Int32 = 2
    var minColumnWidth = 100.0
    /// A horizontal section's own scroll offset, pt.
    var offset = 0.0

    // Items (after a rebuild): the section's direct children, in order, as a block.
    var blockStart: Int32 = 0, blockCount: Int32 = 0
    /// Its pinned items (those a scroll behavior may move into view from afar), as indices
    /// into the layout's `pinned` column.
    var pinnedStart: Int32 = 0, pinnedCount: Int32 = 0

    // Flow state.
    /// Block items laid out (a prefix, ending at a row's end).
    var laid: Int32 = 0
    var complete = false
    /// The last laid row holds a section not laid out to its end: resuming lays that row again.
    var rerunLastRow = true
    /// The width and limit the prefix was laid out for.
    var laidWidth = -1.0
    var laidLimit = -Double.greatestFiniteMagnitude
    /// Results: the section's content height (edge insets included; extrapolated while
    /// incomplete) and, for a horizontal section, its content width.
    var height = 0.0
    var contentWidth = 0.0
    /// A lazily laid one-row section: where its next brick starts (from the content's left),
    /// pt, so that laying it further resumes after `laid` bricks.
    var rowX = 0.0

    /// The content width W at frame width `width`: the frame less the left and right edge
    /// insets, never below 0.
    func contentWidth(at width: Double) -> Double {
        let w = width - left - right
        return w > 0 ? w : 0
    }
}

/// The counts and column capacities from before a rebuild, kept until the call that ran it
/// ends: a refused call puts them back (`BrickLayout.undoRebuild`).
struct RebuildUndo {
    var items: Int, pins: Int, pending: Int, generation: UInt32
    /// itemNode, itemRep, itemOrder, itemFrame, itemSpan, itemMeasured, pinned, pendingNodes,
    /// scratch, oldInts, oldSections.
    var caps: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)

    /// Int32s `oldInts` holds for `items` items, `pins` pinned entries and `nodes` slots.
    static func ints(_ items: Int, _ pins: Int, _ nodes: Int) -> Int { 3 * items + pins + 3 * nodes + 1 }
}
