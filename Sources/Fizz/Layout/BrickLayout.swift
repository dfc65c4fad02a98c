//===--- BrickLayout.swift -----------------------------------------------===//
// Part of Fizz. BrickKit's bricks and sections, laid out headless, lazily, and scrolled.
//===---------------------------------------------------------------------===//

/// A tree of sections and bricks laid out in rows (BrickKit's flow), seen through a viewport
/// scrolled to an offset, with scroll-driven behaviors run in a declared order.
///
/// Why lazy: a layout call lays out only up to the viewport's end plus `margin` (BrickKit's
/// frame of interest), and extrapolates the height of the rest from what is laid out; a
/// change invalidates only from the changed brick's row on, in its section and the sections
/// holding it. A scroll update therefore costs what the viewport holds (binary searches,
/// the bricks in view and the pinned bricks of the sections in view), not what the tree holds.
///
/// Coordinates are pt, y down. Content coordinates have the root section's top-left at 0;
/// frames handed out (`frames`) are in viewport coordinates (content − offset), rounded to the
/// pixel grid when `scale` > 0. Every refused call throws before it changes anything.
public final class BrickLayout {
    /// The most nodes (bricks and sections) a layout holds, the most items (bricks counted
    /// with their repeats) and the most behaviors.
    public static let maxNodes = 1 << 21
    public static let maxItems = 1 << 23
    public static let maxBehaviors = 32
    /// The most items one update or `setOffset` hands out (`windowCount`: the bricks crossing the
    /// viewport plus the margin, pinned and hidden ones included); a window that would hold more
    /// is refused with `.limitReached`, the layout unchanged. Why: the item cap bounds what a
    /// layout holds, not what one call hands out, and a viewport of 1e7 pt over 8,388,608 bricks
    /// of 0.001 pt (or a margin of 1e7 pt) put every item in the window: one update took 3.4-4.8 s
    /// of CPU natively, most of it growing and zeroing the window's gigabyte (issue 26, round
    /// eleven's hunt). 2¹⁸ entries are about 25 MB of window and 0.05-0.1 s, and far more than a
    /// screen shows. The producer's flow refuses a window past it as soon as it has laid
    /// `maxWindow` + 1 items the window certainly holds (`countWindowed`), not after laying it all.
    public static let maxWindow = 1 << 18
    /// Nesting depth bound (the flow recurses per level).
    public static let maxDepth = 64
    /// Largest viewport, margin and resolved width or height of one brick or section (a rule
    /// that asks for more gets this), and style value, pt.
    public static let maxExtent = 1e7
    public static let maxStyle = 1e6
    /// Largest offset magnitude (the layout's, a section's own, a query's rect, a snap offset),
    /// pt: what content can reach, so every item is reachable. Content is at most every item
    /// at `maxExtent` plus an inset (`maxStyle`) after it, and every section's two edge insets:
    /// 8,388,608 × 1.1e7 + 2,097,152 × 2e6 ≈ 9.65e13 pt, below 1e14 (issue 25, §6 reach: content
    /// could grow to 1.7e8 pt while offsets stopped at 1e7; a ratio of 1,000 of a width ratio of
    /// 0.001 nested 8 deep made 3.2e59). At 1e14 a double still resolves 1/64 pt.
    public static let maxReach = 1e14
    /// The most rule terms a full layout evaluates: each item's width and height rule terms,
    /// summed over the items (`ruleWork`). Why: a call's cost is bounded by the items it lays
    /// out times the terms of their rules, and the item cap alone let one `setOffset` to the
    /// end of 8,388,608 items with 64-term rules take 5.5 s of CPU (issue 25 §4); 2²⁶ is
    /// 8,388,608 items of 8 terms (a ratio or fixed width and height take 2, a case 2 more).
    /// The measured worst calls within these limits: docs/layout.md, "One call's cost".
    public static let maxRuleWork = 1 << 26

    /// The bytes this layout's storage may take and takes.
    public let memory = MemoryBudget()

    /// The viewport, pt (1...`maxExtent`).
    public internal(set) var viewportWidth: Double, viewportHeight: Double
    /// The scroll offset: the content point at the viewport's top-left, pt (±`maxReach`).
    public internal(set) var offsetX = 0.0, offsetY = 0.0
    /// How far past the viewport's end the layout lays out and hands out frames, pt
    /// (0...`maxExtent`; default: half a viewport).
    public internal(set) var margin: Double
    /// Pixels per pt of the pixel grid frames are rounded to: 0 (none), or 1...4.
    public internal(set) var scale = 0.0
    public internal(set) var rightToLeft = false
    public internal(set) var zOrder = ZOrder.topDown
    public internal(set) var traits = LayoutTraits()

    /// The root section's id.
    public static let rootID: UInt32 = 1
    /// An id is `(generation − 1) << 21 | slot`, plus 1: a slot's first id is `slot + 1` (as
    /// before slots were reused), 0 is never an id, and with `maxNodes` slots 1,023
    /// generations keep every id a positive int32 (the C calls return ids as int32_t).
    static let slotBits: UInt32 = 21
    static let maxGeneration: UInt32 = 1023

    // Storage. The columns the rebuild, the flow, the window and the behaviors read element by
    // element in their loops are `@exclusivity(unchecked)`: natively, every access to a
    // class's stored property is otherwise a dynamic exclusivity check (a runtime call,
    // swift_beginAccess: about 40 % of a full relayout of 100,000 bricks, and fizz.wasm under
    // node laid out faster than native before). Nothing here holds an access to one of them
    // across code that touches the same column (each access reads or writes one element, or
    // reserves), so the checks could never fire.

    // Model.
    @exclusivity(unchecked) var nodes = Column<LayoutNode>()
    /// Slots made so far (`0..<nodeCount`, live or removed): `slotIDs.slotCount`.
    var nodeCount = 0
    /// Each slot's generation and the removed slots in reuse order (oldest removed first), so
    /// that a layout adding and removing forever keeps at most as many slots as it held nodes
    /// at once, while the id of a removed node stays stale (`id(of:)`). A slot whose
    /// generations are spent (`maxGeneration` reuses) retires rather than let an old id alias.
    var slotIDs = SlotMap(reuseDelay: 0, newestFirst: false, slotLimit: BrickLayout.maxNodes,
                          lastGeneration: BrickLayout.maxGeneration, retires: true)
    /// Terms of the pool no live node uses (removed nodes', replaced rules'): compaction runs
    /// when they are most of it.
    var deadTerms = 0
    public internal(set) var liveNodes = 0
    @exclusivity(unchecked) var sections = Column<LayoutSection>()
    var sectionCount = 0
    @exclusivity(unchecked) var terms = Column<DimensionTerm>()
    var termCount = 0
    var behaviorList = Column<BehaviorRecord>()
    public internal(set) var behaviorCount = 0

    // Items (rebuilt when the structure changes): block order, every section's children together.
    @exclusivity(unchecked) var itemNode = Column<Int32>()
    @exclusivity(unchecked) var itemRep = Column<Int32>()
    /// Reading order (preorder) of each item.
    @exclusivity(unchecked) var itemOrder = Column<Int32>()
    /// x, y, width, height relative to the parent section's top-left, as laid out.
    @exclusivity(unchecked) var itemFrame = Column<Double>()
    /// Row top and running row bottom along the section's scroll axis (for `SpanSearch`).
    @exclusivity(unchecked) var itemSpan = Column<Double>()
    /// Measured width and height (−1: none yet).
    @exclusivity(unchecked) var itemMeasured = Column<Double>()
    public internal(set) var itemCount = 0
    @exclusivity(unchecked) var pinned = Column<Int32>()
    var pinnedCount = 0
    var structureDirty = true
    var pendingNodes = Column<Int32>()
    var pendingCount = 0
    var generation: UInt32 = 1
    @exclusivity(unchecked) var scratch = Column<Double>()
    /// The waterfall's column bottoms: 64 per nesting level.
    @exclusivity(unchecked) var columnBottoms = Column<Double>()
    /// Items the live tree stands for (what the next rebuild will make).
    var itemTotalAfterRebuild = 0
    /// Σ over live nodes of their items × their width and height rules' terms (at most
    /// `maxRuleWork`; derived, not snapshotted).
    public internal(set) var ruleWork = 0
    @exclusivity(unchecked) var scratchInts = Column<Int32>()
    /// What a rebuild changed, copied until its call ends (`rebuildIfNeeded`): the old items'
    /// node, repetition and order, the pinned list, and each node's first item, built repeat
    /// and pending flag (`oldInts`; the old items' doubles are in `scratch`), and the section
    /// records (`oldSections`).
    @exclusivity(unchecked) var oldInts = Column<Int32>()
    var oldSections = Column<LayoutSection>()
    var rebuildUndo: RebuildUndo?
    /// What the flow overwrote during the producer or query running now, put back if it is
    /// refused (`undoFlow`): the items' frames and spans before `setFrame` wrote them, and each
    /// section record as the flow found it. Why: a refused call must leave the snapshot too
    /// (which holds every item's frame and span, laid or not), and the flow lays rows (and
    /// extrapolates heights) before the window's and the output's room is known. Held only
    /// while a call runs. No item is kept in a call that rebuilt (`undoRebuild` puts back every
    /// item from its own copy, and `oldSections` holds room exactly while that copy is held).
    ///
    /// An item is kept as its 4 + 2 doubles then its index (as a Double's bits), or, when all six
    /// are +0.0 (an item never laid since the rebuild that made it), as its index's complement
    /// alone (negative): laying a fresh layout to its end kept 56 bytes an item (470 MB for
    /// 8,388,608 items, 2-5x the accepted call's time), and keeps 8 now. Bits, not a Double
    /// index, and bit stores of +0.0: fizz-layout.wasm has no room for the conversions.
    @exclusivity(unchecked) var flowUndo = Column<Double>()
    var flowUndoCount = 0
    var flowUndoSections = Column<LayoutSection>()
    var flowUndoSectionCount = 0

    // Output.
    /// count × (x, y, width, height, z, alpha, scale): the items in the window, in reading order.
    public internal(set) var frames = PackedBuffer<Double>()
    /// count × (id, repetition) of the entries of `frames`.
    public internal(set) var ids = PackedBuffer<UInt32>()
    /// What changed since the previous update: n × (id, repetition, change), change 0 entered
    /// the window, 1 moved (any of the 7 values differs), 2 left it.
    public internal(set) var changes = PackedBuffer<UInt32>()
    var previousFrames = PackedBuffer<Double>()
    var previousIDs = PackedBuffer<UInt32>()
    @exclusivity(unchecked) var previousSlot = Column<Int32>()
    /// The window's entries: item, parent entry (−1: root), and 8 doubles (x, y, w, h in content
    /// coordinates, z, alpha, scale, sticking percentage), plus the parent section's frame.
    @exclusivity(unchecked) var window = Column<Double>()
    @exclusivity(unchecked) var windowItems = Column<Int32>()
    public internal(set) var windowCount = 0
    /// The window count at which `append` refuses (`maxWindow` past the previous window while a
    /// producer collects; no limit for a query, which appends past the live window too and
    /// hands out ids alone).
    var windowLimit = Int.max
    /// While a producer's own flow runs (`produce`; not a query's, nor the window's later
    /// flows): the window along a vertical root (content y, as `collect` takes it), the content
    /// y of the section being laid when every item of it that crosses the window is certain to
    /// be collected (NaN: not known so, nothing counted: `flowNested`), and how many of those
    /// the flow has laid (`countWindowed`). Why: a window past `maxWindow` was refused only
    /// once collected, after the flow had laid every row of it: one update over 8,388,608
    /// bricks of 1 pt took 1.6-2.4 s of CPU to refuse (issue 26, round twelve).
    var flowWindow = (0.0, 0.0)
    var flowOrigin = Double.nan
    var flowWindowed = 0
    /// Entries of `changes` made by the last update (the buffer is sized for the worst case).
    public internal(set) var changeCount = 0

    /// Work counted by the last update (items laid out, items looked at by the query and the
    /// behaviors): what the complexity tests read.
    public internal(set) var lastLaidOut = 0, lastVisited = 0

    /// An empty layout: a root section (id 1) of width ratio 1 and no style.
    /// - Parameters: viewportWidth, viewportHeight: pt, 1...`maxExtent`.
    public init(viewportWidth: Double, viewportHeight: Double) throws(FizzError) {
        try Check.range(viewportWidth, 1, BrickLayout.maxExtent)
        try Check.range(viewportHeight, 1, BrickLayout.maxExtent)
        self.viewportWidth = viewportWidth; self.viewportHeight = viewportHeight
        margin = viewportHeight / 2
        try nodes.reserve(1, keeping: 0, in: memory)
        try sections.reserve(1, keeping: 0, in: memory)
        try previousSlot.reserve(1, keeping: 0, in: memory)
        previousSlot[0] = -1
        try columnBottoms.reserve(64 * (BrickLayout.maxDepth + 1), keeping: 0, in: memory)
        var root = LayoutNode()
        root.isSection = true; root.section = 0
        try slotIDs.reserveOne(in: memory)
        _ = slotIDs.take()
        nodes[0] = root; nodeCount = 1; liveNodes = 1
        sections[0] = LayoutSection(); sectionCount = 1
        try setDimension(0, .ratio(1), height: false)
        try setDimension(0, .auto(estimate: .fixed(0)), height: true)
    }

    // MARK: Lookups

    /// The slot of a live node, or `.invalidState` (BrickKit: the identifier names no brick).
    /// The id is compared as a UInt32 before it becomes an Int: wasm32's Int is 32 bits, and
    /// `Int(id)` of an id past Int32.max (any word a host passes) would trap there.
    /// An id whose slot was reused names a removed node: its generation is older. Not inlined:
    /// it is one call per id a call takes, and its 16 inlined copies were 600 bytes of
    /// fizz-layout.wasm, whose budget the window's count needed (round twelve).
    @inline(never) func slot(_ id: UInt32) throws(FizzError) -> Int {
        guard let s = slotIfMade(id), nodes[s].alive, slotIDs.generation(of: s) == (id &- 1) >> BrickLayout.slotBits + 1
        else { throw .invalidState }
        return s
    }

    /// The slot an id names if that slot was made (live or not; any generation), else nil.
    @inline(__always) func slotIfMade(_ id: UInt32) -> Int? {
        let s = (id &- 1) & (UInt32(1) << BrickLayout.slotBits - 1)
        return id == 0 || s >= UInt32(nodeCount) ? nil : Int(s)
    }

    /// The id naming slot `s` now (computed in 32 bits: wasm32's Int would overflow).
    @inline(__always) func id(of s: Int) -> UInt32 {
        ((slotIDs.generation(of: s) &- 1) << BrickLayout.slotBits | UInt32(s)) &+ 1
    }

    /// The section record of a live section, or `.invalidState`.
    func sectionSlot(_ id: UInt32) throws(FizzError) -> Int {
        let s = try slot(id)
        if !nodes[s].isSection { throw .invalidState }
        return Int(nodes[s].section)
    }

    public func isSection(_ id: UInt32) -> Bool { (try? slot(id)).map { nodes[$0].isSection } ?? false }
    public func contains(_ id: UInt32) -> Bool { (try? slot(id)) != nil }

    /// Depth of a slot (root 0).
    func depth(_ s: Int) -> Int {
        var d = 0, p = nodes[s].parent
        while p >= 0 { d += 1; p = nodes[Int(p)].parent }
        return d
    }

    // MARK: Dimensions

    /// Stores `d` as `slot`'s width or height (checked; used by `init` only).
    func setDimension(_ s: Int, _ d: BrickDimension, height: Bool) throws(FizzError) {
        var run: [DimensionTerm] = []
        try DimensionTerm.flatten(d, height: height, into: &run)
        try terms.reserve(termCount + run.count, keeping: termCount, in: memory)
        storeRun(s, run, height: height)
    }

    /// The rule terms node `s`'s items evaluate in a full layout.
    func ruleWork(of s: Int) -> Int { itemsOf(s) * Int(nodes[s].widthCount + nodes[s].heightCount) }

    /// Refuses a change that would take `ruleWork` past `maxRuleWork` by `more`.
    func checkRuleWork(_ more: Int) throws(FizzError) {
        if ruleWork + more > BrickLayout.maxRuleWork { throw .limitReached }
    }

    /// Whether a run of `n` terms as `s`'s width or height keeps `ruleWork` within its cap.
    func checkRuleWork(_ s: Int, _ n: Int, height: Bool) throws(FizzError) {
        try checkRuleWork(itemsOf(s) * (n - Int(height ? nodes[s].heightCount : nodes[s].widthCount)))
    }

    /// Appends a checked run as `s`'s width or height; the caller reserved the room.
    func storeRun(_ s: Int, _ run: [DimensionTerm], height: Bool) {
        ruleWork += itemsOf(s) * (run.count - Int(height ? nodes[s].heightCount : nodes[s].widthCount))
        deadTerms += Int(height ? nodes[s].heightCount : nodes[s].widthCount)   // the run it replaces
        for (k, t) in run.enumerated() { terms[termCount + k] = t }
        if height { nodes[s].heightAt = Int32(termCount); nodes[s].heightCount = Int32(run.count) }
        else { nodes[s].widthAt = Int32(termCount); nodes[s].widthCount = Int32(run.count) }
        termCount += run.count
    }

    /// Compacts the pool when it is mostly garbage (runs of removed nodes, runs replaced by
    /// `setWidth`/`setHeight`): a layout that adds and removes forever keeps a pool about
    /// twice what its live nodes use, and compaction's O(nodes) is paid for by as many dead terms.
    func compactTermsIfWasteful() throws(FizzError) {
        if deadTerms > 64 && 2 * deadTerms > termCount { try compactTerms() }
    }

    /// Moves every live node's runs to the front of the pool (through `scratch`-sized copies).
    func compactTerms() throws(FizzError) {
        var live = 0, s = 0
        while s < nodeCount {
            if nodes[s].alive { live += Int(nodes[s].widthCount + nodes[s].heightCount) }
            s += 1
        }
        var fresh = Column<DimensionTerm>()
        try fresh.reserve(live + 1, keeping: 0, in: memory)
        var at = 0
        s = 0
        while s < nodeCount {
            if nodes[s].alive {
                var n = nodes[s]
                (fresh.base + at).update(from: terms.base + Int(n.widthAt), count: Int(n.widthCount))
                n.widthAt = Int32(at); at += Int(n.widthCount)
                (fresh.base + at).update(from: terms.base + Int(n.heightAt), count: Int(n.heightCount))
                n.heightAt = Int32(at); at += Int(n.heightCount)
                nodes[s] = n
            }
            s += 1
        }
        swap(&terms, &fresh)
        termCount = at
        deadTerms = 0
        // The old pool goes now, not with the layout: give its bytes back.
        memory.release(Int64(fresh.capacity) * Int64(MemoryLayout<DimensionTerm>.stride))
    }

    // MARK: Invalidation

    /// Marks `s`'s laid-out items stale from its first item's row on (now, or after the next
    /// rebuild when the structure is being changed).
    func touch(_ s: Int) throws(FizzError) {
        if structureDirty || nodes[s].firstItem < 0 {
            if nodes[s].pending { return }
            try pendingNodes.reserve(pendingCount + 1, keeping: pendingCount, in: memory)
            pendingNodes[pendingCount] = Int32(s); pendingCount += 1
            nodes[s].pending = true
            return
        }
        invalidate(item: Int(nodes[s].firstItem))
    }

    /// The section holding item `i` forgets its rows from `i`'s row on, and so does every
    /// section holding that one, up to the root: O(depth · log n).
    func invalidate(item i: Int) {
        var item = i
        while true {
            let parent = Int(nodes[Int(itemNode[item])].parent)
            if parent < 0 { return }
            let si = Int(nodes[parent].section)
            var sec = sections[si]
            let r = item - Int(sec.blockStart)
            // Also the first item not laid when it follows a laid one: the next flow would
            // open a row at it, yet smaller, hidden or 0 tall now it may join the last row.
            if r < Int(sec.laid) || (r == Int(sec.laid) && r > 0) {
                // From the row before when the item opens a row: smaller or hidden, it (or
                // the bricks after it) may join that row now.
                sec.laid = Int32(rowStart(sec, r > 0 ? r - 1 : 0))
                if sec.flow == .horizontal { sec.laid = 0 }   // a row resumes only at its end
                sec.rerunLastRow = rowHasOpenSection(sec)
            }
            sec.complete = false
            sec.laidLimit = -Double.greatestFiniteMagnitude
            sections[si] = sec
            if parent == 0 { return }
            item = Int(nodes[parent].firstItem)
        }
    }

    /// The first block index of the row holding block index `r` of `sec` (rows share their
    /// span's start): a binary search.
    func rowStart(_ sec: LayoutSection, _ r: Int) -> Int {
        let b = Int(sec.blockStart)
        let spans = ItemSpans(base: itemSpan.base + 2 * b)
        return SpanSearch.firstStarting(atOrAfter: spans.start(r), in: spans, 0, r)
    }

    /// Whether the last laid row of `sec` holds a section not laid out to its end (then the
    /// next flow lays that row again, else it goes on after it).
    func rowHasOpenSection(_ sec: LayoutSection) -> Bool {
        let laid = Int(sec.laid), b = Int(sec.blockStart)
        if laid == 0 { return false }
        var k = rowStart(sec, laid - 1)
        while k < laid {
            let n = Int(itemNode[b + k])
            if nodes[n].isSection && !sections[Int(nodes[n].section)].complete { return true }
            k += 1
        }
        return false
    }

    /// A block's items as a `Spans` run.
    struct ItemSpans: Spans {
        let base: UnsafeMutablePointer<Double>
        @inline(__always) func start(_ i: Int) -> Double { base[2 * i] }
        @inline(__always) func end(_ i: Int) -> Double { base[2 * i + 1] }
    }

    /// Every section forgets its rows (the environment changed): lazily, by generation.
    func invalidateAll() { generation &+= 1 }

    /// Sets the most bytes this layout's storage may take (1...`MemoryBudget.maxLimit`, not
    /// below `memory.used`).
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }
}
