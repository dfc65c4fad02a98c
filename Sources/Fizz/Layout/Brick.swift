//===--- Brick.swift -----------------------------------------------------===//
// Part of Fizz. A tree described as values, as BrickKit's `BrickSection(bricks: [...])` reads.
//===---------------------------------------------------------------------===//

/// A brick, or a section of bricks, described as a value: what `BrickLayout.add` and
/// `setRoot` build. A section is a brick with bricks (BrickKit's `BrickSection` is a `Brick`).
public struct Brick: Sendable {
    public var width: BrickDimension
    public var height: BrickDimension
    public var isHidden: Bool
    /// How many times it repeats (bricks only).
    public var repeatCount: Int
    /// Indices of the layout's behaviors that apply to it.
    public var behaviors: [Int]
    /// Set for a section.
    public var style: SectionStyle?
    public var bricks: [Brick]

    /// A brick: BrickKit's defaults are width `.ratio(1)`, height `.auto(estimate: .fixed(50))`.
    public init(width: BrickDimension = .ratio(1), height: BrickDimension = .auto(estimate: .fixed(50)),
                isHidden: Bool = false, repeatCount: Int = 1, behaviors: [Int] = []) {
        self.width = width; self.height = height; self.isHidden = isHidden
        self.repeatCount = repeatCount; self.behaviors = behaviors
        style = nil; bricks = []
    }
}

/// A section of `bricks` (BrickKit's `BrickSection`): width `.ratio(1)` and a height that is
/// its content's unless given.
public func BrickSection(width: BrickDimension = .ratio(1), height: BrickDimension = .auto(estimate: .fixed(0)),
                         bricks: [Brick], inset: Double = 0, edgeInsets: EdgeInsets = .zero,
                         alignRowHeights: Bool = false, verticalAlignment: VerticalAlignment = .top,
                         horizontalAlignment: HorizontalAlignment = .left, flow: SectionFlow = .rows,
                         columns: Int = 2, minimumColumnWidth: Double = 100, widthRatio: Double = 1,
                         isHidden: Bool = false, behaviors: [Int] = []) -> Brick {
    var b = Brick(width: width, height: height, isHidden: isHidden, behaviors: behaviors)
    b.style = SectionStyle(inset: inset, edgeInsets: edgeInsets, widthRatio: widthRatio,
                           alignRowHeights: alignRowHeights, verticalAlignment: verticalAlignment,
                           horizontalAlignment: horizontalAlignment, flow: flow, columns: columns,
                           minimumColumnWidth: minimumColumnWidth)
    b.bricks = bricks
    return b
}

extension BrickLayout {
    /// What a description needs: nodes, sections, terms, items, and its depth.
    struct Needs {
        var nodes = 0, sections = 0, terms = 0, items = 0, depth = 0, ruleWork = 0
        /// Adds `n` (at most 8,388,608 × 128) to the rule work, saturating past the cap: a
        /// description's sum could pass Int32.max, wasm32's Int.
        mutating func addRuleWork(_ n: Int) { ruleWork = min(ruleWork + n, BrickLayout.maxRuleWork + 1) }
    }

    /// Checks a description the way the setters check each value, and counts what it needs.
    func check(_ b: Brick, _ needs: inout Needs, depth: Int) throws(FizzError) {
        var w: [DimensionTerm] = [], h: [DimensionTerm] = []
        try DimensionTerm.flatten(b.width, height: false, into: &w)
        try DimensionTerm.flatten(b.height, height: true, into: &h)
        for k in b.behaviors where k < 0 || k >= behaviorCount { throw .outOfRange }
        needs.nodes += 1; needs.terms += w.count + h.count
        if needs.depth < depth { needs.depth = depth }
        if let style = b.style {
            try style.validate()
            if b.repeatCount != 1 { throw .invalidState }
            needs.sections += 1; needs.items += 1
            needs.addRuleWork(w.count + h.count)
            for c in b.bricks { try check(c, &needs, depth: depth + 1) }
        } else {
            if !b.bricks.isEmpty { throw .invalidState }
            if b.repeatCount < 0 || b.repeatCount > BrickLayout.maxItems { throw .outOfRange }
            needs.items += b.repeatCount
            needs.addRuleWork(b.repeatCount * (w.count + h.count))
        }
    }

    /// Reserves what `needs` takes, so that building cannot fail half way.
    func reserve(_ needs: Needs) throws(FizzError) {
        if needs.nodes > slotIDs.available { throw .limitReached }
        if itemTotalAfterRebuild + needs.items > BrickLayout.maxItems { throw .limitReached }
        try checkRuleWork(needs.ruleWork)
        // Free slots are taken first; the rest are new.
        let count = nodeCount + max(0, needs.nodes - (slotIDs.freeTail - slotIDs.freeHead))
        try nodes.reserve(count, keeping: nodeCount, in: memory)
        try previousSlot.reserve(count, keeping: nodeCount, in: memory)
        try slotIDs.reserve(more: count - nodeCount, in: memory)
        try sections.reserve(sectionCount + needs.sections, keeping: sectionCount, in: memory)
        try terms.reserve(termCount + needs.terms, keeping: termCount, in: memory)
    }

    /// Adds the described brick or section (and everything in it) to section `section`, before
    /// its child `before` (nil: at the end), and returns its id. The nodes of a description get
    /// ids in reading order (a section before its bricks;
    /// consecutive while no removed slot waits for reuse).
    /// - Throws: any refusal of a value in it, `.invalidState` (a repeat count on a section,
    ///   bricks in a brick, no such section), `.limitReached`, `.overBudget`; nothing added.
    @discardableResult
    public func add(_ b: Brick, to section: UInt32 = BrickLayout.rootID, before: UInt32? = nil) throws(FizzError) -> UInt32 {
        let parent = try slot(section)
        if !nodes[parent].isSection { throw .invalidState }
        if let before, nodes[try slot(before)].parent != Int32(parent) { throw .invalidState }
        var needs = Needs()
        try check(b, &needs, depth: 1)
        if depth(parent) + needs.depth > BrickLayout.maxDepth { throw .limitReached }
        try reserve(needs)
        return build(b, parent: id(of: parent), before: before)
    }

    /// Builds a checked, reserved description (cannot fail).
    func build(_ b: Brick, parent: UInt32, before: UInt32?) -> UInt32 {
        let id: UInt32
        do {
            id = try addNode(to: parent, width: b.width, height: b.height, style: b.style, before: before)
        } catch { fatalError("checked and reserved") }
        let s = slotIfMade(id)!
        nodes[s].hidden = b.isHidden
        if b.style == nil {
            nodes[s].repeatCount = Int32(b.repeatCount)
            itemTotalAfterRebuild += b.repeatCount - 1
            ruleWork += (b.repeatCount - 1) * Int(nodes[s].widthCount + nodes[s].heightCount)
        }
        for k in b.behaviors { nodes[s].behaviors |= UInt32(1) << UInt32(k) }
        for c in b.bricks { _ = build(c, parent: id, before: nil) }
        return id
    }

    /// Replaces the whole tree with `section` (a `BrickSection`): the root (id 1) takes its
    /// width, height, style and bricks; the bricks take the removed ones' slots (under new ids)
    /// before new slots.
    /// - Throws: as `add`; `.invalidState` when `section` is a plain brick.
    public func setRoot(_ section: Brick) throws(FizzError) {
        guard let style = section.style else { throw .invalidState }
        var needs = Needs()
        try check(section, &needs, depth: 0)
        needs.nodes -= 1; needs.sections -= 1; needs.items -= 1
        try reserve(needs)
        var w: [DimensionTerm] = [], h: [DimensionTerm] = []
        try DimensionTerm.flatten(section.width, height: false, into: &w)
        try DimensionTerm.flatten(section.height, height: true, into: &h)
        try terms.reserve(termCount + needs.terms + w.count + h.count, keeping: termCount, in: memory)
        try pendingNodes.reserve(pendingCount + 1, keeping: pendingCount, in: memory)
        var c = Int(nodes[0].firstChild)
        while c >= 0 {
            let next = Int(nodes[c].next)
            do { try remove(id(of: c)) } catch { fatalError("a live child") }
            c = next
        }
        storeRun(0, w, height: false)
        storeRun(0, h, height: true)
        var rec = sections[0]
        style.apply(to: &rec)
        rec.laid = 0; rec.complete = false; rec.laidLimit = -Double.greatestFiniteMagnitude
        sections[0] = rec
        nodes[0].hidden = false
        nodes[0].behaviors = 0
        for b in section.bricks { _ = build(b, parent: BrickLayout.rootID, before: nil) }
        structureDirty = true
    }
}
