//===--- BrickLayout+Items.swift -----------------------------------------===//
// Part of Fizz. From the tree to items: every section's children (with repeats) as one block.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// The next node in preorder after `s` (−1 at the end): first child, else the next
    /// sibling of the nearest node that has one.
    @inline(__always) func preorderNext(_ s: Int) -> Int {
        if nodes[s].firstChild >= 0 { return Int(nodes[s].firstChild) }
        var c = s
        while c >= 0 && nodes[c].next < 0 { c = Int(nodes[c].parent) }
        return c < 0 ? -1 : Int(nodes[c].next)
    }

    /// Items a node stands for.
    @inline(__always) func itemsOf(_ s: Int) -> Int { nodes[s].isSection ? 1 : Int(nodes[s].repeatCount) }

    /// The behavior bits that pin (see `BehaviorRecord.pins`).
    var pinMask: UInt32 {
        var m: UInt32 = 0, k = 0
        while k < behaviorCount { if behaviorList[k].pins { m |= UInt32(1) << UInt32(k) }; k += 1 }
        return m
    }

    /// Rebuilds the items after structural changes (adds, removes, reorders, repeat counts,
    /// attached behaviors): O(nodes + items) copying, no layout. Each section keeps the rows
    /// laid out before its first changed item; the sections holding a changed one forget theirs
    /// from its row on. All storage is reserved first: a refusal changes nothing.
    func rebuildIfNeeded() throws(FizzError) {
        if !structureDirty { return }
        let total = itemTotalAfterRebuild
        let old = itemCount
        let mask = pinMask
        var pins = 0
        var s = 0
        while s >= 0 {
            if nodes[s].behaviors & mask != 0 { pins += itemsOf(s) }
            s = preorderNext(s)
        }
        // A refusal at any column gives back what the ones before it took (the budget's reading
        // is part of "changes nothing"; see `Column.giveBack`).
        let caps = (scratch.capacity, scratchInts.capacity, itemNode.capacity, itemRep.capacity, itemOrder.capacity,
                    itemFrame.capacity, itemSpan.capacity, itemMeasured.capacity, pinned.capacity)
        do {
            try scratch.reserve(8 * old + 1, keeping: 0, in: memory)
            try scratchInts.reserve(2 * old + 1, keeping: 0, in: memory)
            try itemNode.reserve(total, keeping: old, in: memory)
            try itemRep.reserve(total, keeping: old, in: memory)
            try itemOrder.reserve(total, keeping: old, in: memory)
            try itemFrame.reserve(4 * total, keeping: 4 * old, in: memory)
            try itemSpan.reserve(2 * total, keeping: 2 * old, in: memory)
            try itemMeasured.reserve(2 * total, keeping: 2 * old, in: memory)
            try pinned.reserve(pins, keeping: 0, in: memory)
        } catch {
            scratch.giveBack(to: caps.0, keeping: 0, in: memory)
            scratchInts.giveBack(to: caps.1, keeping: 0, in: memory)
            itemNode.giveBack(to: caps.2, keeping: old, in: memory)
            itemRep.giveBack(to: caps.3, keeping: old, in: memory)
            itemOrder.giveBack(to: caps.4, keeping: old, in: memory)
            itemFrame.giveBack(to: caps.5, keeping: 4 * old, in: memory)
            itemSpan.giveBack(to: caps.6, keeping: 2 * old, in: memory)
            itemMeasured.giveBack(to: caps.7, keeping: 2 * old, in: memory)
            pinned.giveBack(to: caps.8, keeping: 0, in: memory)
            throw error
        }
        // Nothing below can fail.
        var i = 0
        while i < old {
            let d = scratch.base + 8 * i
            d[0] = itemFrame[4 * i]; d[1] = itemFrame[4 * i + 1]; d[2] = itemFrame[4 * i + 2]; d[3] = itemFrame[4 * i + 3]
            d[4] = itemSpan[2 * i]; d[5] = itemSpan[2 * i + 1]
            d[6] = itemMeasured[2 * i]; d[7] = itemMeasured[2 * i + 1]
            scratchInts[2 * i] = itemNode[i]; scratchInts[2 * i + 1] = itemRep[i]
            i += 1
        }
        var at = 0, pinAt = 0
        s = 0
        while s >= 0 {
            if nodes[s].isSection { fillBlock(Int(nodes[s].section), &at, &pinAt, mask) }
            s = preorderNext(s)
        }
        itemCount = at
        pinnedCount = pinAt
        var order = 0
        number(0, &order)
        structureDirty = false
        // Sections whose blocks changed, and nodes changed meanwhile: invalidate upwards.
        var k = 0
        while k < pendingCount {
            let p = Int(pendingNodes[k])
            nodes[p].pending = false
            if nodes[p].alive && nodes[p].firstItem >= 0 {
                if p == 0 { sections[0].laid = 0; sections[0].complete = false; sections[0].laidLimit = -Double.greatestFiniteMagnitude }
                else { invalidate(item: Int(nodes[p].firstItem)) }
            }
            k += 1
        }
        pendingCount = 0
        giveBackRoom()
    }

    /// After a rebuild: the copy of the old items goes, and item columns far larger than the
    /// items they hold shrink to fit, so removing gives back what adding took (the budget's
    /// reading falls with the items; the node columns keep their slots, which adds reuse).
    func giveBackRoom() {
        scratch.giveBack(to: 0, keeping: 0, in: memory)
        scratchInts.giveBack(to: 0, keeping: 0, in: memory)
        let n = itemCount
        if itemNode.capacity > 2 * n + 64 {
            itemNode.giveBack(to: n, keeping: n, in: memory); itemRep.giveBack(to: n, keeping: n, in: memory)
            itemOrder.giveBack(to: n, keeping: n, in: memory); itemFrame.giveBack(to: 4 * n, keeping: 4 * n, in: memory)
            itemSpan.giveBack(to: 2 * n, keeping: 2 * n, in: memory); itemMeasured.giveBack(to: 2 * n, keeping: 2 * n, in: memory)
        }
        if pinned.capacity > 2 * pinnedCount + 64 { pinned.giveBack(to: pinnedCount, keeping: pinnedCount, in: memory) }
    }

    /// Fills section `si`'s block from its children, carrying over what each item had, and
    /// keeps its laid rows before the first item that differs from the old block.
    func fillBlock(_ si: Int, _ at: inout Int, _ pinAt: inout Int, _ mask: UInt32) {
        var rec = sections[si]
        let oldStart = Int(rec.blockStart), oldCount = Int(rec.blockCount)
        let start = at
        rec.pinnedStart = Int32(pinAt)
        var firstDiff = Int.max
        var c = Int(nodes[Int(rec.node)].firstChild)
        while c >= 0 {
            let reps = itemsOf(c)
            let from = Int(nodes[c].firstItem), had = Int(nodes[c].builtRepeat)
            var r = 0
            while r < reps {
                let k = at - start
                itemNode[at] = Int32(c); itemRep[at] = Int32(r)
                if from >= 0 && r < had {
                    let d = scratch.base + 8 * (from + r)
                    itemFrame[4 * at] = d[0]; itemFrame[4 * at + 1] = d[1]; itemFrame[4 * at + 2] = d[2]; itemFrame[4 * at + 3] = d[3]
                    itemSpan[2 * at] = d[4]; itemSpan[2 * at + 1] = d[5]
                    itemMeasured[2 * at] = d[6]; itemMeasured[2 * at + 1] = d[7]
                } else {
                    itemFrame[4 * at] = 0; itemFrame[4 * at + 1] = 0; itemFrame[4 * at + 2] = 0; itemFrame[4 * at + 3] = 0
                    itemSpan[2 * at] = 0; itemSpan[2 * at + 1] = 0
                    itemMeasured[2 * at] = -1; itemMeasured[2 * at + 1] = -1
                }
                // An item not carried over differs too: a reused slot's new node may sit where
                // the removed one did, with the same slot and repetition.
                if firstDiff == Int.max && (from < 0 || r >= had || k >= oldCount || scratchInts[2 * (oldStart + k)] != Int32(c) || scratchInts[2 * (oldStart + k) + 1] != Int32(r)) {
                    firstDiff = k
                }
                if nodes[c].behaviors & mask != 0 { pinned[pinAt] = Int32(at); pinAt += 1 }
                at += 1; r += 1
            }
            nodes[c].firstItem = reps > 0 ? Int32(at - reps) : -1
            nodes[c].builtRepeat = Int32(reps)
            c = Int(nodes[c].next)
        }
        let count = at - start
        if firstDiff == Int.max && count != oldCount { firstDiff = count < oldCount ? count : oldCount }
        rec.blockStart = Int32(start); rec.blockCount = Int32(count)
        rec.pinnedCount = Int32(pinAt) - rec.pinnedStart
        if firstDiff != Int.max {
            // At the first item not laid too: what is there now may join the last laid row.
            if firstDiff < Int(rec.laid) || (firstDiff == Int(rec.laid) && firstDiff > 0) { rec.laid = rec.flow == .horizontal ? 0 : Int32(rowStart(rec, firstDiff > 0 ? firstDiff - 1 : 0)) }
            if rec.laid > Int32(count) { rec.laid = Int32(count) }
            rec.complete = false
            rec.rerunLastRow = true     // conservative: its rows' sections may have moved
            rec.laidLimit = -Double.greatestFiniteMagnitude
        }
        sections[si] = rec
        if firstDiff != Int.max && si != 0 { pendingSectionChanged(Int(rec.node)) }
    }

    /// A section's block changed: its own item in its parent is invalidated after the rebuild.
    func pendingSectionChanged(_ s: Int) {
        if nodes[s].pending { return }
        // Room: `pendingNodes` holds at most one entry per node; reserve lazily within budget.
        if (try? pendingNodes.reserve(pendingCount + 1, keeping: pendingCount, in: memory)) == nil {
            // Out of budget: forget everything instead (correct, only slower).
            invalidateAll(); return
        }
        pendingNodes[pendingCount] = Int32(s); pendingCount += 1
        nodes[s].pending = true
    }

    /// Numbers the items in reading order: a section's item, then its block (recursively).
    func number(_ si: Int, _ order: inout Int) {
        let rec = sections[si]
        var i = Int(rec.blockStart)
        let end = i + Int(rec.blockCount)
        while i < end {
            itemOrder[i] = Int32(order); order += 1
            let n = Int(itemNode[i])
            if nodes[n].isSection { number(Int(nodes[n].section), &order) }
            i += 1
        }
    }
}
