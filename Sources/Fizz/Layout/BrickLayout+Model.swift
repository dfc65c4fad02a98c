//===--- BrickLayout+Model.swift -----------------------------------------===//
// Part of Fizz. Building and changing the tree: add, remove, reorder, hide, repeat, resize.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// Adds a brick to section `section`, before its child `before` (nil: at the end), and
    /// returns its id.
    /// - Throws: `.invalidState` (no such section, `before` not its child), the dimension's
    ///   refusals (`.nonFinite`, `.outOfRange`, `.invalidOption`), `.limitReached`,
    ///   `.overBudget`; the layout unchanged.
    @discardableResult
    public func addBrick(to section: UInt32 = BrickLayout.rootID, width: BrickDimension = .ratio(1),
                         height: BrickDimension = .auto(estimate: .fixed(50)), before: UInt32? = nil) throws(FizzError) -> UInt32 {
        try addNode(to: section, width: width, height: height, style: nil, before: before)
    }

    /// Adds an empty section (style `style`) to section `section`; see `addBrick`.
    @discardableResult
    public func addSection(to section: UInt32 = BrickLayout.rootID, width: BrickDimension = .ratio(1),
                           height: BrickDimension = .auto(estimate: .fixed(0)), style: SectionStyle = SectionStyle(),
                           before: UInt32? = nil) throws(FizzError) -> UInt32 {
        try addNode(to: section, width: width, height: height, style: style, before: before)
    }

    func addNode(to section: UInt32, width: BrickDimension, height: BrickDimension, style: SectionStyle?, before: UInt32?) throws(FizzError) -> UInt32 {
        let parent = try slot(section)
        if !nodes[parent].isSection { throw .invalidState }
        var next: Int32 = -1
        if let before {
            let b = try slot(before)
            if nodes[b].parent != Int32(parent) { throw .invalidState }
            next = Int32(b)
        }
        if depth(parent) + 1 > BrickLayout.maxDepth { throw .limitReached }
        try style?.validate()
        var w: [DimensionTerm] = [], h: [DimensionTerm] = []
        try DimensionTerm.flatten(width, height: false, into: &w)
        try DimensionTerm.flatten(height, height: true, into: &h)
        if !slotIDs.canTake { throw .limitReached }
        if itemTotalAfterRebuild + 1 > BrickLayout.maxItems { throw .limitReached }
        try checkRuleWork(w.count + h.count)
        // A removed node's slot is reused (oldest removed first); a new slot only when none is free.
        let count = nodeCount + (slotIDs.freeTail == slotIDs.freeHead ? 1 : 0)
        // A refusal at any column gives back what the ones before it took.
        let caps = (nodes.capacity, previousSlot.capacity, sections.capacity, slotIDs.capacity)
        do {
            try nodes.reserve(count, keeping: nodeCount, in: memory)
            try previousSlot.reserve(count, keeping: nodeCount, in: memory)
            try slotIDs.reserve(more: count - nodeCount, in: memory)
            if style != nil { try sections.reserve(sectionCount + 1, keeping: sectionCount, in: memory) }
            try terms.reserve(termCount + w.count + h.count, keeping: termCount, in: memory)
        } catch {
            nodes.giveBack(to: caps.0, keeping: nodeCount, in: memory)
            previousSlot.giveBack(to: caps.1, keeping: nodeCount, in: memory)
            sections.giveBack(to: caps.2, keeping: sectionCount, in: memory)
            slotIDs.giveBack(to: caps.3, in: memory)
            throw error
        }
        // Nothing below can fail.
        let s = Int(slotIDs.take())
        var n = LayoutNode()
        if s == nodeCount { nodeCount += 1 } else { n.pending = nodes[s].pending }  // still listed
        n.parent = Int32(parent)
        if let style {
            n.isSection = true
            n.section = Int32(sectionCount)
            var rec = LayoutSection()
            rec.node = Int32(s)
            style.apply(to: &rec)
            sections[sectionCount] = rec
            sectionCount += 1
        }
        nodes[s] = n
        previousSlot[s] = -1
        liveNodes += 1
        storeRun(s, w, height: false)
        storeRun(s, h, height: true)
        link(s, into: parent, before: Int(next))
        itemTotalAfterRebuild += 1
        structureDirty = true
        return id(of: s)
    }

    /// Puts slot `s` into `parent`'s children before `next` (−1: at the end).
    func link(_ s: Int, into parent: Int, before next: Int) {
        var p = nodes[parent]
        var n = nodes[s]
        n.parent = Int32(parent)
        if next < 0 {
            n.prev = p.lastChild; n.next = -1
            if p.lastChild >= 0 { nodes[Int(p.lastChild)].next = Int32(s) } else { p.firstChild = Int32(s) }
            p.lastChild = Int32(s)
        } else {
            n.next = Int32(next); n.prev = nodes[next].prev
            if n.prev >= 0 { nodes[Int(n.prev)].next = Int32(s) } else { p.firstChild = Int32(s) }
            nodes[next].prev = Int32(s)
        }
        nodes[parent] = p
        nodes[s] = n
    }

    /// Takes slot `s` out of its parent's children.
    func unlink(_ s: Int) {
        let n = nodes[s]
        let parent = Int(n.parent)
        if n.prev >= 0 { nodes[Int(n.prev)].next = n.next } else { nodes[parent].firstChild = n.next }
        if n.next >= 0 { nodes[Int(n.next)].prev = n.prev } else { nodes[parent].lastChild = n.prev }
        nodes[s].next = -1; nodes[s].prev = -1
    }

    /// Removes a brick, or a section with everything in it. Their slots are reused by later
    /// adds (oldest removed first) under new ids: an id of a removed node stays refused.
    /// - Throws: `.invalidState` (no such node, or the root).
    public func remove(_ id: UInt32) throws(FizzError) {
        let s = try slot(id)
        if s == 0 { throw .invalidState }
        unlink(s)
        // Mark the subtree dead: depth first through the child links (bounded by the nodes).
        kill(s)
        var cur = Int(nodes[s].firstChild)
        while cur >= 0 {
            kill(cur)
            if nodes[cur].firstChild >= 0 { cur = Int(nodes[cur].firstChild); continue }
            while cur != s && nodes[cur].next < 0 { cur = Int(nodes[cur].parent) }
            if cur == s { break }
            cur = Int(nodes[cur].next)
        }
        structureDirty = true
        // The removed rules go too once they are most of the pool (when the budget holds the
        // compacted copy; else at a later removal): removing gives back what adding took.
        do { try compactTermsIfWasteful() } catch {}
    }

    /// Marks slot `s` removed and frees it (its links stay for `remove`'s walk): its rules
    /// become dead terms and a section's record goes, the last record taking its place.
    func kill(_ s: Int) {
        let n = nodes[s]
        nodes[s].alive = false
        liveNodes -= 1
        itemTotalAfterRebuild -= n.isSection ? 1 : Int(n.repeatCount)
        ruleWork -= ruleWork(of: s)
        deadTerms += Int(n.widthCount + n.heightCount)
        if n.isSection {
            let si = Int(n.section), last = sectionCount - 1
            if si != last {
                sections[si] = sections[last]
                nodes[Int(sections[si].node)].section = Int32(si)
            }
            sectionCount = last
            nodes[s].isSection = false; nodes[s].section = -1
        }
        slotIDs.free(s)
    }

    /// Moves `id` before its sibling `before` (nil: to the end of its section): BrickKit's
    /// `orderDataSource`.
    /// - Throws: `.invalidState` (no such node, the root, `before` not a sibling).
    public func reorder(_ id: UInt32, before: UInt32?) throws(FizzError) {
        let s = try slot(id)
        if s == 0 { throw .invalidState }
        var next = -1
        if let before {
            next = try slot(before)
            if nodes[next].parent != nodes[s].parent { throw .invalidState }
            if next == s { return }
        }
        let parent = Int(nodes[s].parent)
        unlink(s)
        link(s, into: parent, before: next)
        structureDirty = true
    }

    /// Hides or shows a brick or section: hidden, it takes no room, and it is handed out with
    /// alpha 0 and a zero size where it would sit (its bricks, for a section, are not).
    public func setHidden(_ id: UInt32, _ hidden: Bool) throws(FizzError) {
        let s = try slot(id)
        if nodes[s].hidden == hidden { return }
        try touch(s)
        nodes[s].hidden = hidden
    }

    public func isHidden(_ id: UInt32) throws(FizzError) -> Bool { nodes[try slot(id)].hidden }

    /// How many times a brick repeats (0...`maxItems`): BrickKit's repeat count per identifier.
    /// - Throws: `.invalidState` (a section: BrickKit stops there too), `.outOfRange`,
    ///   `.limitReached` (the items would pass `maxItems`).
    public func setRepeatCount(_ id: UInt32, _ count: Int) throws(FizzError) {
        let s = try slot(id)
        if nodes[s].isSection { throw .invalidState }
        if count < 0 || count > BrickLayout.maxItems { throw .outOfRange }
        let delta = count - Int(nodes[s].repeatCount)
        if itemTotalAfterRebuild + delta > BrickLayout.maxItems { throw .limitReached }
        if delta == 0 { return }
        let terms = Int(nodes[s].widthCount + nodes[s].heightCount)
        try checkRuleWork(delta * terms)
        ruleWork += delta * terms
        nodes[s].repeatCount = Int32(count)
        itemTotalAfterRebuild += delta
        structureDirty = true
    }

    public func repeatCount(_ id: UInt32) throws(FizzError) -> Int { Int(nodes[try slot(id)].repeatCount) }

    /// Sets a node's width rule (the root's is its share of the viewport's width).
    public func setWidth(_ id: UInt32, _ d: BrickDimension) throws(FizzError) { try setRule(id, d, height: false) }

    /// Sets a node's height rule.
    public func setHeight(_ id: UInt32, _ d: BrickDimension) throws(FizzError) { try setRule(id, d, height: true) }

    func setRule(_ id: UInt32, _ d: BrickDimension, height: Bool) throws(FizzError) {
        let s = try slot(id)
        var run: [DimensionTerm] = []
        try DimensionTerm.flatten(d, height: height, into: &run)
        try checkRuleWork(s, run.count, height: height)
        try compactTermsIfWasteful()
        try reserveTouch(s, run.count)
        storeRun(s, run, height: height)
    }

    /// Reserves what `touch` and a new run of `n` terms take, then touches `s`: after it,
    /// the caller's `setDimension` cannot fail for want of memory.
    func reserveTouch(_ s: Int, _ n: Int) throws(FizzError) {
        let room = pendingNodes.capacity
        try pendingNodes.reserve(pendingCount + 1, keeping: pendingCount, in: memory)
        do { try terms.reserve(termCount + n, keeping: termCount, in: memory) } catch {
            pendingNodes.giveBack(to: room, keeping: pendingCount, in: memory)  // a refusal takes nothing
            throw error
        }
        try touch(s)
    }

    /// Reports the size the host measured for repetition `repetition` of brick `id` (BrickKit's
    /// Auto Layout pass): `.auto` widths and heights use it from now on, and the bricks after it
    /// flow again. Pass −1 to forget one (back to the estimate).
    /// - Parameters: width, height: pt, 0...1e6, or −1...0 (stored as −1: none, the estimate;
    ///   `measure`); nil leaves it as is.
    /// - Throws: `.invalidState` (no such brick, a section), `.outOfRange` (repetition, size).
    public func setMeasuredSize(_ id: UInt32, repetition: Int = 0, width: Double? = nil, height: Double? = nil) throws(FizzError) {
        let s = try slot(id)
        if nodes[s].isSection { throw .invalidState }
        if repetition < 0 || repetition >= Int(nodes[s].repeatCount) { throw .outOfRange }
        if let width { try Check.range(width, -1, BrickLayout.maxStyle) }
        if let height { try Check.range(height, -1, BrickLayout.maxStyle) }
        try rebuildIfNeeded()
        keepRebuild()
        let item = Int(nodes[s].firstItem) + repetition
        if let width { itemMeasured[2 * item] = BrickLayout.measure(width) }
        if let height { itemMeasured[2 * item + 1] = BrickLayout.measure(height) }
        invalidate(item: item)
    }

    /// What `setMeasuredSize` stores for a size it takes (pt, −1...1e6): −1 (none) for any
    /// negative one, the size otherwise.
    static func measure(_ v: Double) -> Double { v < 0 ? -1 : v }

    /// Whether `v` is a stored measured size (pt), one `measure` can make from a size the setter
    /// takes (and a restore therefore accepts): −1 or 0...1e6. A restored −0.5 was accepted
    /// though no call stores it.
    static func isMeasured(_ v: Double) -> Bool { v >= -1 && v <= BrickLayout.maxStyle && measure(v) == v }

    /// Sets a section's style; its bricks flow again.
    public func setStyle(_ id: UInt32, _ style: SectionStyle) throws(FizzError) {
        let si = try sectionSlot(id)
        try style.validate()
        try reserveTouch(Int(sections[si].node), 0)
        var rec = sections[si]
        style.apply(to: &rec)
        rec.laid = 0; rec.complete = false; rec.laidLimit = -Double.greatestFiniteMagnitude
        sections[si] = rec
    }

    public func style(_ id: UInt32) throws(FizzError) -> SectionStyle { SectionStyle(sections[try sectionSlot(id)]) }

    /// Scrolls a horizontal section on its own axis (BrickKit's CollectionBrick), pt, ±`maxReach`.
    public func setSectionOffset(_ id: UInt32, _ offset: Double) throws(FizzError) {
        let si = try sectionSlot(id)
        try Check.range(offset, -BrickLayout.maxReach, BrickLayout.maxReach)
        sections[si].offset = offset
    }

    public func sectionOffset(_ id: UInt32) throws(FizzError) -> Double { sections[try sectionSlot(id)].offset }

    /// Resizes the viewport (pt, 1...`maxExtent`): the root's width follows, every row flows again.
    public func setViewport(width: Double, height: Double) throws(FizzError) {
        try Check.range(width, 1, BrickLayout.maxExtent)
        try Check.range(height, 1, BrickLayout.maxExtent)
        if (width <= height) != (viewportWidth <= viewportHeight) { invalidateAll() }
        viewportWidth = width; viewportHeight = height
    }

    /// The size classes dimensions read (every row flows again when they change).
    public func setTraits(_ t: LayoutTraits) {
        if t != traits { traits = t; invalidateAll() }
    }

    /// The pixel grid: 0 (no rounding) or 1...4 pixels per pt.
    public func setScale(_ s: Double) throws(FizzError) {
        try Check.range(s, 0, 4)
        if !BrickLayout.isScale(s) { throw .outOfRange }
        scale = s
    }

    /// Whether `s` is a pixel grid `setScale` takes (and a restore therefore accepts): 0 or 1...4.
    static func isScale(_ s: Double) -> Bool { s == 0 || (s >= 1 && s <= 4) }

    public func setRightToLeft(_ rtl: Bool) { rightToLeft = rtl }
    public func setZOrder(_ z: ZOrder) { zOrder = z }

    /// How far past the viewport the layout lays out and hands out frames, pt (0...`maxExtent`).
    public func setMargin(_ m: Double) throws(FizzError) {
        try Check.range(m, 0, BrickLayout.maxExtent)
        margin = m
    }

    // MARK: Behaviors

    /// Appends a behavior to the list (it runs after those before it) and returns its index.
    /// - Throws: the behavior's value refusals, `.limitReached` (32 behaviors).
    @discardableResult
    public func addBehavior(_ b: LayoutBehavior) throws(FizzError) -> Int {
        let r = try BehaviorRecord(b)
        if behaviorCount == BrickLayout.maxBehaviors { throw .limitReached }
        try behaviorList.reserve(behaviorCount + 1, keeping: behaviorCount, in: memory)
        behaviorList[behaviorCount] = r
        behaviorCount += 1
        return behaviorCount - 1
    }

    /// Applies behavior `index` to brick `id` (every repetition), or stops it (`on` false).
    public func attach(_ index: Int, to id: UInt32, _ on: Bool = true) throws(FizzError) {
        let s = try slot(id)
        if index < 0 || index >= behaviorCount { throw .outOfRange }
        let bit = UInt32(1) << UInt32(index)
        let mask = on ? nodes[s].behaviors | bit : nodes[s].behaviors & ~bit
        if mask == nodes[s].behaviors { return }
        nodes[s].behaviors = mask
        structureDirty = true   // the pinned lists change
    }
}
