//===--- BrickLayout+Snapshot.swift --------------------------------------===//
// Part of Fizz. A brick layout as a snapshot (kind `Snapshot.layoutKind`).
//===---------------------------------------------------------------------===//

extension BrickLayout: Snapshotting {
    /// fizz.h's `@kind layout` line says it (tools/gen-api writes it in Snapshot+Layout.swift).
    public static var snapshotKind: UInt32 { Snapshot.layoutKind }

    /// Everything, caches included (the laid-out rows, their spans and the window), so a
    /// restored layout hands out the same frames and the same change list bit for bit without
    /// laying anything out again: settings, counts, every node, section, term and behavior
    /// field by field, then the item columns as they are in memory, the window and the output.
    public func writeSnapshot(to c: inout SnapshotCoder) { code(&c) }

    /// One list for writing and reading (reading fills a fresh layout, checked afterwards by
    /// `consistent`).
    func code(_ c: inout SnapshotCoder) {
        let e = BrickLayout.maxExtent, g = BrickLayout.maxGeometry
        // The payload's own format (a layout of another format is refused, not misread).
        var format = BrickLayout.snapshotFormat
        c.u32(&format); c.check(format == BrickLayout.snapshotFormat)
        var limit = memory.limit
        c.i64(&limit)
        c.f64(&viewportWidth, 1, e); c.f64(&viewportHeight, 1, e)
        let reach = BrickLayout.maxReach
        c.f64(&offsetX, -reach, reach); c.f64(&offsetY, -reach, reach); c.f64(&margin, 0, e); c.f64(&scale, 0, 4)
        c.check(BrickLayout.isScale(scale))
        c.bool(&rightToLeft); c.option(&zOrder)
        c.bool(&traits.horizontalRegular); c.bool(&traits.verticalRegular)
        c.u32(&generation)
        c.int(&nodeCount, max: BrickLayout.maxNodes); c.int(&liveNodes, max: BrickLayout.maxNodes)
        c.int(&sectionCount, max: BrickLayout.maxNodes); c.int(&termCount, max: 64 * BrickLayout.maxNodes)
        c.int(&behaviorCount, max: BrickLayout.maxBehaviors); c.int(&itemCount, max: BrickLayout.maxItems)
        c.int(&pinnedCount, max: BrickLayout.maxItems); c.bool(&structureDirty); c.int(&pendingCount, max: BrickLayout.maxNodes)
        c.int(&itemTotalAfterRebuild, max: BrickLayout.maxItems)
        c.int(&windowCount, max: BrickLayout.maxWindow); c.int(&changeCount, max: 2 * BrickLayout.maxWindow)
        if c.reading {
            if !c.intact { return }
            do {
                try memory.setLimit(limit)
                // Reserve only what the payload can hold (a node takes over 40 bytes).
                if !c.room(nodeCount * 40) { return }
                try nodes.reserve(exactly: nodeCount, keeping: 0, in: memory)
                try previousSlot.reserve(exactly: nodeCount, keeping: 0, in: memory)
                try sections.reserve(exactly: sectionCount, keeping: 0, in: memory)
                try terms.reserve(exactly: termCount, keeping: 0, in: memory)
                try behaviorList.reserve(exactly: behaviorCount, keeping: 0, in: memory)
            } catch { c.refuse(error); return }
        }
        var s = 0
        while s < nodeCount && !c.failed {
            var n = c.reading ? LayoutNode() : nodes[s]
            c.bool(&n.alive); c.bool(&n.isSection); c.bool(&n.hidden); c.bool(&n.pending)
            c.i32(&n.parent); c.i32(&n.firstChild); c.i32(&n.lastChild); c.i32(&n.next); c.i32(&n.prev)
            c.i32(&n.widthAt); c.i32(&n.widthCount); c.i32(&n.heightAt); c.i32(&n.heightCount)
            c.i32(&n.repeatCount); c.u32(&n.behaviors); c.i32(&n.section); c.i32(&n.firstItem); c.i32(&n.builtRepeat)
            if c.reading { nodes[s] = n }
            s += 1
        }
        if !c.failed { slotIDs.code(&c, budget: memory) }
        s = 0
        while s < sectionCount && !c.failed {
            var r = c.reading ? LayoutSection() : sections[s]
            c.i32(&r.node)
            c.f64(&r.inset, 0, BrickLayout.maxStyle); c.f64(&r.top, 0, BrickLayout.maxStyle); c.f64(&r.left, 0, BrickLayout.maxStyle)
            c.f64(&r.bottom, 0, BrickLayout.maxStyle); c.f64(&r.right, 0, BrickLayout.maxStyle); c.f64(&r.widthRatio, 1e-3, BrickLayout.maxStyle)
            c.bool(&r.alignRowHeights); c.option(&r.vertical); c.option(&r.horizontal); c.option(&r.flow)
            c.i32(&r.columns); c.f64(&r.minColumnWidth, 1, BrickLayout.maxStyle); c.f64(&r.offset, -BrickLayout.maxReach, BrickLayout.maxReach)
            c.i32(&r.blockStart); c.i32(&r.blockCount); c.i32(&r.pinnedStart); c.i32(&r.pinnedCount)
            c.i32(&r.laid); c.bool(&r.complete); c.bool(&r.rerunLastRow); c.f64(&r.laidWidth, -1, g); c.u32(&r.generation); c.f64(&r.laidLimit)
            c.f64(&r.height, -g, g); c.f64(&r.contentWidth, -g, g); c.f64(&r.rowX, -g, g)
            if c.reading { sections[s] = r }
            s += 1
        }
        s = 0
        while s < termCount && !c.failed {
            var t = c.reading ? DimensionTerm(kind: .fixed) : terms[s]
            var kind = UInt32(t.kind.rawValue), a = UInt32(t.a), b = UInt32(t.b)
            c.u32(&kind); c.u32(&a); c.u32(&b); c.f64(&t.value)
            c.check(kind <= UInt32(DimensionTerm.Kind.maximum.rawValue) && a < 256 && b < 256)
            if c.reading && !c.failed { t.kind = DimensionTerm.Kind(rawValue: UInt8(kind))!; t.a = UInt8(a); t.b = UInt8(b); terms[s] = t }
            s += 1
        }
        s = 0
        while s < behaviorCount && !c.failed {
            var r = c.reading ? BehaviorRecord(kind: .maxZIndex) : behaviorList[s]
            var kind = UInt32(r.kind.rawValue)
            c.u32(&kind)
            c.check(kind <= UInt32(BehaviorRecord.Kind.setZIndex.rawValue))
            let m = BehaviorRecord.maxStyle
            c.f64(&r.a, -m, m); c.f64(&r.b, -m, m); c.f64(&r.c, -m, m); c.f64(&r.d, -m, m); c.bool(&r.flag)
            c.f64(&r.place, -g, g); c.f64(&r.lastOffset, -g, g); c.bool(&r.started)
            if c.reading && !c.failed { r.kind = BehaviorRecord.Kind(rawValue: UInt8(kind))!; c.check(r.isValid); behaviorList[s] = r }
            s += 1
        }
        // A column that could not be read hands its count back as 0, so nothing after a
        // failure reads past what was filled (SnapshotCoder.column).
        c.column(&itemNode, &itemCount, memory); c.column(&itemRep, &itemCount, memory); c.column(&itemOrder, &itemCount, memory)
        c.column(&itemFrame, &itemCount, times: 4, memory); c.column(&itemSpan, &itemCount, times: 2, memory)
        c.column(&itemMeasured, &itemCount, times: 2, memory)
        c.column(&pinned, &pinnedCount, memory); c.column(&pendingNodes, &pendingCount, memory)
        c.column(&window, &windowCount, times: BrickLayout.entryStride, memory); c.column(&windowItems, &windowCount, memory)
        buffer(&c, frames, BrickLayout.frameStride * windowCount)
        buffer(&c, ids, 2 * windowCount)
        buffer(&c, changes, 3 * changeCount)
    }

    /// A packed buffer's first `n` elements (reading: resized to `n` first).
    func buffer<T>(_ c: inout SnapshotCoder, _ b: PackedBuffer<T>, _ n: Int) {
        if c.reading {
            if !c.room(n * MemoryLayout<T>.stride) { return }
            // Exactly `n`, as every column a restore reads (see `SnapshotCoder.column`).
            do { try b.column.reserve(exactly: n, keeping: 0, in: memory); _ = try b.resize(n, in: memory) } catch { c.refuse(error); return }
        }
        c.copy(UnsafeMutableRawPointer(b.column.base), n * MemoryLayout<T>.stride)
    }

    /// The layout payload's format: 2 since removed slots are reused (the slot table follows
    /// the nodes; section records belong to live nodes only). Format 1 payloads are refused.
    static let snapshotFormat: UInt32 = 2

    /// Whether a layout read from a snapshot is a state the calls could have made (issue 25):
    /// every link and index in its column (spans added in 64 bits: `RestoreCheck`), the tree a
    /// tree (walked from the root, links agreeing, no cycle, every live node reached once, the
    /// root without siblings), every count equal to what it counts (live nodes, pending nodes,
    /// the items the next rebuild makes), every rule well formed, and, when the items are built
    /// (`structureDirty` false), every item table equal to what the rebuild derives from the
    /// tree: the blocks, each node's first item and repeat, the items' nodes, repetitions,
    /// reading order and pins. A table that only agrees in range is not enough: a repeat count
    /// out of step with its items made the next rebuild write past its column, an item naming
    /// its own section made the flow recurse without end.
    func consistent() -> Bool {
        let nc = nodeCount, sc = sectionCount, ic = itemCount
        if nc < 1 || sc < 1 || slotIDs.slotCount != nc { return false }
        let root = nodes[0]
        if !root.alive || !root.isSection || root.section != 0 || root.parent != -1 || root.next != -1 || root.prev != -1 { return false }
        // Which nodes the pending list names (each once, each flagged): marks in `previousSlot`
        // (reserved for nodeCount, rewritten after this check).
        var s = 0
        while s < nc { previousSlot[s] = 0; s += 1 }
        var k = 0
        while k < pendingCount {
            let p = pendingNodes[k]
            if !RestoreCheck.index(p, nc) || previousSlot[Int(p)] != 0 || !nodes[Int(p)].pending { return false }
            previousSlot[Int(p)] = 1
            k += 1
        }
        var alive = 0, flagged = 0, live = 0
        s = 0
        while s < nc {
            let n = nodes[s]
            if !(RestoreCheck.link(n.parent, nc) && RestoreCheck.link(n.firstChild, nc) && RestoreCheck.link(n.lastChild, nc)
                 && RestoreCheck.link(n.next, nc) && RestoreCheck.link(n.prev, nc)) { return false }
            if n.isSection != (n.section >= 0) || !RestoreCheck.link(n.section, sc) { return false }
            if n.isSection && sections[Int(n.section)].node != Int32(s) { return false }
            if n.pending { flagged += 1 }
            // A removed node's rules, items and links are never read again (nothing reaches
            // it from the root, and compaction drops its rules): only its range above matters,
            // and that its section record went with it. Its generation is one a removal left
            // (past the first), a live node's one an id can carry.
            let gen = slotIDs.generation(of: s)
            if !n.alive {
                if n.isSection || gen < 2 || gen > BrickLayout.maxGeneration + 1 { return false }
                s += 1; continue
            }
            if gen > BrickLayout.maxGeneration { return false }
            alive += 1
            if n.widthCount < 1 || n.heightCount < 1 { return false }
            if !RestoreCheck.span(n.widthAt, n.widthCount, within: termCount) || !RestoreCheck.span(n.heightAt, n.heightCount, within: termCount) { return false }
            if !DimensionTerm.valid(UnsafePointer(terms.base + Int(n.widthAt)), Int(n.widthCount), height: false) { return false }
            if !DimensionTerm.valid(UnsafePointer(terms.base + Int(n.heightAt)), Int(n.heightCount), height: true) { return false }
            // Runs never share terms: the live ones fit the pool (each within it: no overflow).
            live += Int(n.widthCount) + Int(n.heightCount)
            if live > termCount { return false }
            // A section stands for one item; a brick for 0...maxItems (the setter's range).
            if n.isSection ? n.repeatCount != 1 : (n.repeatCount < 0 || Int64(n.repeatCount) > Int64(BrickLayout.maxItems)) { return false }
            if !RestoreCheck.link(n.firstItem, ic) || n.builtRepeat < 0 { return false }
            if n.firstItem >= 0 && !RestoreCheck.span(n.firstItem, n.builtRepeat, within: ic) { return false }
            if n.behaviors >> UInt32(behaviorCount) != 0 && behaviorCount < 32 { return false }
            s += 1
        }
        if alive != liveNodes || flagged != pendingCount { return false }
        // The rule work the calls keep within its cap (derived, as the calls count it).
        var work = 0
        s = 0
        while s < nc {
            if nodes[s].alive { work += ruleWork(of: s); if work > BrickLayout.maxRuleWork { return false } }
            s += 1
        }
        ruleWork = work
        // The free slots: each removed, listed once (marks 2 in `previousSlot`), and every
        // removed slot either listed or retired (its generations spent).
        var k2 = 0, retired = 0
        let waiting = slotIDs.freeTail - slotIDs.freeHead
        while k2 < waiting {
            let f = Int(slotIDs.freeSlots[slotIDs.freeHead + k2])
            if nodes[f].alive || previousSlot[f] == 2 || slotIDs.generation(of: f) > BrickLayout.maxGeneration { return false }
            previousSlot[f] = 2
            k2 += 1
        }
        s = 0
        while s < nc { if slotIDs.generation(of: s) > BrickLayout.maxGeneration { retired += 1 }; s += 1 }
        if waiting + retired != nc - liveNodes { return false }
        deadTerms = termCount - live    // derived, not stored: what compaction would drop
        // The tree: preorder from the root, at most nodeCount steps, links agreeing; the items
        // the live tree stands for counted on the way (what the next rebuild makes).
        var visited = 1, steps = 0, items = 0
        var cur = 0
        while true {
            let n = nodes[cur]
            if n.firstChild >= 0 {
                let f = Int(n.firstChild)
                if !n.isSection || nodes[f].parent != Int32(cur) || nodes[f].prev != -1 || !nodes[f].alive { return false }
                cur = f
            } else {
                if n.lastChild != -1 { return false }
                while cur != 0 && nodes[cur].next < 0 {
                    let p = Int(nodes[cur].parent)
                    if nodes[p].lastChild != Int32(cur) { return false }
                    cur = p
                }
                if cur == 0 { break }
                let nx = Int(nodes[cur].next)
                if nodes[nx].prev != Int32(cur) || nodes[nx].parent != nodes[cur].parent || !nodes[nx].alive { return false }
                cur = nx
            }
            visited += 1; steps += 1
            items += itemsOf(cur)
            if steps > nc || items > BrickLayout.maxItems { return false }
            if depth(cur) > BrickLayout.maxDepth { return false }
        }
        if visited != liveNodes || items != itemTotalAfterRebuild { return false }
        s = 0
        while s < sc {
            let r = sections[s]
            if !RestoreCheck.index(r.node, nc) || !nodes[Int(r.node)].isSection || nodes[Int(r.node)].section != Int32(s) { return false }
            if !nodes[Int(r.node)].alive { return false }
            if !RestoreCheck.span(r.blockStart, r.blockCount, within: ic) || !RestoreCheck.span(r.pinnedStart, r.pinnedCount, within: pinnedCount) { return false }
            if r.laid < 0 || r.laid > r.blockCount || r.columns < 0 || r.columns > 64 { return false }
            s += 1
        }
        var i = 0
        while i < ic {
            if !RestoreCheck.index(itemNode[i], nc) || itemRep[i] < 0 || itemOrder[i] < 0 || Int64(itemOrder[i]) >= Int64(ic) { return false }
            if !structureDirty && !nodes[Int(itemNode[i])].alive { return false }
            i += 1
        }
        if !structureDirty && !itemsAreDerived() { return false }
        i = 0
        while i < pinnedCount { if !RestoreCheck.index(pinned[i], ic) { return false }; i += 1 }
        i = 0
        while i < windowCount {
            // The live window's items are read by nothing before the next update collects a
            // new window over them (`produce`): a query or snap target that rebuilt the items
            // since renumbered them, so one may name an item past today's count, but never one
            // past the most a layout holds.
            if !RestoreCheck.index(windowItems[i], BrickLayout.maxItems) { return false }
            // A repetition the matching of the next change list adds and subtracts: below
            // maxItems (a word past Int32.max trapped in wasm32's Int conversion).
            let id = ids.pointer[2 * i], rep = ids.pointer[2 * i + 1]
            if slotIfMade(id) == nil || rep >= UInt32(BrickLayout.maxItems) { return false }
            i += 1
        }
        return true
    }

    /// Whether the built item tables are exactly what `rebuildIfNeeded` makes of the tree
    /// (called on a tree `consistent` has walked): the same walk, comparing instead of writing.
    func itemsAreDerived() -> Bool {
        let ic = itemCount, mask = pinMask
        var at = 0, pinAt = 0
        var cur = 0
        while cur >= 0 {
            let n = nodes[cur]
            if n.isSection {
                let rec = sections[Int(n.section)]
                if Int(rec.blockStart) != at || Int(rec.pinnedStart) != pinAt { return false }
                var c = Int(n.firstChild)
                while c >= 0 {
                    let reps = itemsOf(c)
                    if nodes[c].firstItem != (reps > 0 ? Int32(at) : -1) || Int(nodes[c].builtRepeat) != reps || reps > ic - at { return false }
                    let pins = nodes[c].behaviors & mask != 0
                    var r = 0
                    while r < reps {
                        if Int(itemNode[at]) != c || Int(itemRep[at]) != r { return false }
                        if pins {
                            if pinAt >= pinnedCount || Int(pinned[pinAt]) != at { return false }
                            pinAt += 1
                        }
                        at += 1; r += 1
                    }
                    c = Int(nodes[c].next)
                }
                if Int(rec.blockCount) != at - Int(rec.blockStart) || Int(rec.pinnedCount) != pinAt - Int(rec.pinnedStart) { return false }
            }
            cur = preorderNext(cur)
        }
        if at != ic || pinAt != pinnedCount { return false }
        var order = 0
        return numbered(0, &order) && order == ic
    }

    /// Whether the items are numbered in reading order as `number` numbers them (the depth is
    /// at most `maxDepth`, checked before).
    func numbered(_ si: Int, _ order: inout Int) -> Bool {
        let rec = sections[si]
        var i = Int(rec.blockStart)
        let end = i + Int(rec.blockCount)
        while i < end {
            if Int(itemOrder[i]) != order { return false }
            order += 1
            let n = Int(itemNode[i])
            if nodes[n].isSection && !numbered(Int(nodes[n].section), &order) { return false }
            i += 1
        }
        return true
    }

    /// A new layout holding the payload's state, every value checked.
    public static func readSnapshot(from c: inout SnapshotCoder) -> BrickLayout? {
        let l: BrickLayout
        do { l = try BrickLayout(viewportWidth: 1, viewportHeight: 1) } catch { c.check(false); return nil }
        l.code(&c)
        if !c.intact { return nil }
        let g = BrickLayout.maxGeometry
        c.check(doubles: UnsafeRawPointer(l.itemFrame.base), 4 * l.itemCount, -g, g)
        c.check(doubles: UnsafeRawPointer(l.itemSpan.base), 2 * l.itemCount, -g, g)
        var m = 0
        while m < 2 * l.itemCount && c.intact { c.check(BrickLayout.isMeasured(l.itemMeasured[m])); m += 1 }
        c.check(doubles: UnsafeRawPointer(l.window.base), BrickLayout.entryStride * l.windowCount, -g, g)
        c.check(doubles: UnsafeRawPointer(l.frames.column.base), BrickLayout.frameStride * l.windowCount, -g, g)
        if !c.intact { return nil }
        c.check(l.consistent())
        if !c.intact { return nil }
        // Which window entry each node's first repetition is at (for the next change list).
        var s = 0
        while s < l.nodeCount { l.previousSlot[s] = -1; s += 1 }
        var k = l.windowCount - 1
        while k >= 0 { l.previousSlot[l.slotIfMade(l.ids.pointer[2 * k])!] = Int32(k); k -= 1 }
        return l
    }

    /// The largest magnitude of a laid-out coordinate, extent or offset a snapshot may hold,
    /// pt: above what the calls can make (content is at most `maxReach`, 1e14 pt, since a
    /// resolved length is at most `maxExtent`), and low enough that sums and products over every item
    /// of such values stay finite (a restored 1e308 did not: one addition later a frame is
    /// infinite).
    static let maxGeometry = 1e18

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This layout's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new layout continuing exactly where the snapshot's was (the same `stateHash`).
    /// - Throws: `.invalidBuffer`, `.overBudget`, `.allocationFailed`.
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> BrickLayout {
        try Snapshot.restore(BrickLayout.self, from: bytes)
    }
}
