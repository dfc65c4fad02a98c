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
    ///
    /// The caller ends the call with `keepRebuild()` once nothing more can refuse, or with
    /// `undoRebuild()` when it is refused later (the window's or the output's room): the old
    /// items, node and section records stay copied until then, so a refused `setOffset`,
    /// `update` or `query` leaves the layout, its hash and its memory reading as they were,
    /// rebuild or not (issue 25: the rebuilt tables kept their grown room and the state changed).
    func rebuildIfNeeded() throws(FizzError) {
        if !structureDirty { return }
        let total = itemTotalAfterRebuild
        let old = itemCount, oldPins = pinnedCount, nc = nodeCount, sc = sectionCount
        let mask = pinMask
        var pins = 0
        var s = 0
        while s >= 0 {
            if nodes[s].behaviors & mask != 0 { pins += itemsOf(s) }
            s = preorderNext(s)
        }
        // A refusal at any column gives back what the ones before it took (the budget's reading
        // is part of "changes nothing"; see `Column.giveBack`).
        let u = RebuildUndo(items: old, pins: oldPins, pending: pendingCount, generation: generation,
                            caps: (itemNode.capacity, itemRep.capacity, itemOrder.capacity, itemFrame.capacity, itemSpan.capacity,
                                   itemMeasured.capacity, pinned.capacity, pendingNodes.capacity, scratch.capacity,
                                   oldInts.capacity, oldSections.capacity))
        do {
            try scratch.reserve(8 * old + 1, keeping: 0, in: memory)
            try oldInts.reserve(RebuildUndo.ints(old, oldPins, nc), keeping: 0, in: memory)
            try oldSections.reserve(sc, keeping: 0, in: memory)
            try itemNode.reserve(total, keeping: old, in: memory)
            try itemRep.reserve(total, keeping: old, in: memory)
            try itemOrder.reserve(total, keeping: old, in: memory)
            try itemFrame.reserve(4 * total, keeping: 4 * old, in: memory)
            try itemSpan.reserve(2 * total, keeping: 2 * old, in: memory)
            try itemMeasured.reserve(2 * total, keeping: 2 * old, in: memory)
            try pinned.reserve(pins, keeping: oldPins, in: memory)
        } catch {
            giveBack(u)
            throw error
        }
        // Nothing below can fail. The old items, pinned list and node and section records are
        // copied first: the items are carried over from the copy, and `undoRebuild` puts it back.
        var i = 0
        let o = oldInts.base
        while i < old {
            let d = scratch.base + 8 * i
            d[0] = itemFrame[4 * i]; d[1] = itemFrame[4 * i + 1]; d[2] = itemFrame[4 * i + 2]; d[3] = itemFrame[4 * i + 3]
            d[4] = itemSpan[2 * i]; d[5] = itemSpan[2 * i + 1]
            d[6] = itemMeasured[2 * i]; d[7] = itemMeasured[2 * i + 1]
            o[3 * i] = itemNode[i]; o[3 * i + 1] = itemRep[i]; o[3 * i + 2] = itemOrder[i]
            i += 1
        }
        (o + 3 * old).update(from: pinned.base, count: oldPins)
        let n = o + 3 * old + oldPins
        s = 0
        while s < nc { n[3 * s] = nodes[s].firstItem; n[3 * s + 1] = nodes[s].builtRepeat; n[3 * s + 2] = nodes[s].pending ? 1 : 0; s += 1 }
        oldSections.base.update(from: sections.base, count: sc)
        rebuildUndo = u
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
    }

    /// Ends a call that may have rebuilt: the rebuild stands (see `rebuildIfNeeded`).
    func keepRebuild() {
        if rebuildUndo == nil { return }
        rebuildUndo = nil
        giveBackRoom()
    }

    /// Ends a refused call that may have rebuilt: the items, the pinned list, the node and
    /// section records (their flow state with them) and the counts are put back from the copy
    /// `rebuildIfNeeded` made, the structure is dirty again and every column it grew gives
    /// its room back. O(nodes + items), as the rebuild.
    func undoRebuild() {
        guard let u = rebuildUndo else { return }
        rebuildUndo = nil
        let old = u.items
        var i = 0
        let o = oldInts.base
        while i < old {
            let d = scratch.base + 8 * i
            itemFrame[4 * i] = d[0]; itemFrame[4 * i + 1] = d[1]; itemFrame[4 * i + 2] = d[2]; itemFrame[4 * i + 3] = d[3]
            itemSpan[2 * i] = d[4]; itemSpan[2 * i + 1] = d[5]
            itemMeasured[2 * i] = d[6]; itemMeasured[2 * i + 1] = d[7]
            itemNode[i] = o[3 * i]; itemRep[i] = o[3 * i + 1]; itemOrder[i] = o[3 * i + 2]
            i += 1
        }
        pinned.base.update(from: o + 3 * old, count: u.pins)
        let n = o + 3 * old + u.pins
        var s = 0
        while s < nodeCount { nodes[s].firstItem = n[3 * s]; nodes[s].builtRepeat = n[3 * s + 1]; nodes[s].pending = n[3 * s + 2] != 0; s += 1 }
        sections.base.update(from: oldSections.base, count: sectionCount)
        itemCount = old; pinnedCount = u.pins; pendingCount = u.pending; generation = u.generation
        structureDirty = true
        giveBack(u)
    }

    /// Gives every column a rebuild grows back its room from before it (see `Column.giveBack`).
    func giveBack(_ u: RebuildUndo) {
        let old = u.items, c = u.caps
        itemNode.giveBack(to: c.0, keeping: old, in: memory); itemRep.giveBack(to: c.1, keeping: old, in: memory)
        itemOrder.giveBack(to: c.2, keeping: old, in: memory); itemFrame.giveBack(to: c.3, keeping: 4 * old, in: memory)
        itemSpan.giveBack(to: c.4, keeping: 2 * old, in: memory); itemMeasured.giveBack(to: c.5, keeping: 2 * old, in: memory)
        pinned.giveBack(to: c.6, keeping: u.pins, in: memory); pendingNodes.giveBack(to: c.7, keeping: u.pending, in: memory)
        scratch.giveBack(to: c.8, keeping: 0, in: memory); oldInts.giveBack(to: c.9, keeping: 0, in: memory)
        oldSections.giveBack(to: c.10, keeping: 0, in: memory)
    }

    /// After a rebuild: the copy of the old items goes, and item columns far larger than the
    /// items they hold shrink to fit, so removing gives back what adding took (the budget's
    /// reading falls with the items; the node columns keep their slots, which adds reuse).
    func giveBackRoom() {
        scratch.giveBack(to: 0, keeping: 0, in: memory)
        oldInts.giveBack(to: 0, keeping: 0, in: memory)
        oldSections.giveBack(to: 0, keeping: 0, in: memory)
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
                if firstDiff == Int.max && (from < 0 || r >= had || k >= oldCount || oldInts[3 * (oldStart + k)] != Int32(c) || oldInts[3 * (oldStart + k) + 1] != Int32(r)) {
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
