//===--- BodyStore.swift -------------------------------------------------===//
// Part of Fizz. Bubble state as struct-of-arrays, plus the id table that names it.
//===---------------------------------------------------------------------===//

/// Every live bubble's state, one `Column` per field, indexed by a dense body index
/// `0..<count`; and the slot table that maps stable `BubbleID`s to those indices.
///
/// Why two index spaces: the solver wants dense, contiguous arrays it can stream through, and
/// the host wants names that survive removals and reordering. Removal compacts the arrays
/// (order preserved); `permute` reorders them so bodies that are near in space are near in
/// memory (the broad phase asks for it now and then). Both are deterministic functions of the
/// state, so the result depends only on the call history; the slot table follows every move.
///
/// Every per-body column is listed once, in `forEachColumn`: growth, removal, reordering and
/// freeing all go through it, so a new column is one line there.
final class BodyStore {
    // Hot state, per body index.
    var px = Column<Double>(), py = Column<Double>()
    var vx = Column<Double>(), vy = Column<Double>()
    var radius = Column<Double>()
    var invMass = Column<Double>()
    var density = Column<Double>()
    /// The slot that names the body at each index.
    var slotOf = Column<UInt32>()

    // The id table, per slot.
    /// Body index of the slot's bubble, or -1 when the slot is free.
    var indexOfSlot = Column<Int32>()
    /// Slots and their generations. Free slots are reused oldest first and only once
    /// `reuseDelay` others wait, so a stale id stays detectably stale for as long as possible;
    /// a generation wraps to 1 rather than retiring the slot (4e9 removals of one slot).
    var slots = SlotMap(reuseDelay: BodyStore.reuseDelay, newestFirst: false, slotLimit: BodyStore.slotLimit,
                        lastGeneration: .max, retires: false)
    var slotCount: Int { slots.slotCount }

    var count = 0
    /// Counts the changes to which bubble each index holds (`append`, `remove`, `permute`): a
    /// collide whose count is the last one's finds every bubble where it was then
    /// (`SolverBodies.beginRebuild`). Not state: wraps, and is not in snapshots (a snapshot is
    /// read into a new world, whose solver bodies have seen no count yet).
    var moves: UInt64 = 0

    /// Scratch for `permute`: 16 bytes per body, room for any column element up to 16 bytes.
    private var scratch = Column<UInt64>()

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }


    /// Visits every per-body column (indexed by body index). The one list of them: add a new
    /// column here and growth, removal, reordering and freeing handle it.
    @inline(__always) func forEachColumn<V: ColumnVisitor>(_ v: inout V) {
        v.visit(&px); v.visit(&py); v.visit(&vx); v.visit(&vy)
        v.visit(&radius); v.visit(&invMass); v.visit(&density); v.visit(&slotOf)
    }

    /// The body index of a live id, or nil when the id is stale or was never issued.
    @inline(__always) func index(of id: BubbleID) -> Int? {
        if Int(id.slot) >= slotCount { return nil }
        let i = indexOfSlot[Int(id.slot)]
        if i < 0 || slots.generation[Int(id.slot)] != id.generation { return nil }
        return Int(i)
    }

    func id(atIndex i: Int) -> BubbleID {
        let s = slotOf[i]
        return BubbleID(slot: s, generation: slots.generation[Int(s)])
    }

    /// Makes room for one more body and one more slot (and its place in the free queue), within
    /// the budget, changing nothing else: callers reserve before they change anything.
    func reserveOneMore() throws(FizzError) {
        var grow = ReserveColumns(needed: count + 1, live: count, budget: budget)
        forEachColumn(&grow)
        if let e = grow.error { throw e }
        try indexOfSlot.reserve(slotCount + 1, keeping: slotCount, in: budget)
        // Every slot fits in the free queue at once, so a removal (even inside a step, at the
        // end of a remove animation) never allocates.
        try slots.reserveOne(in: budget)
    }

    /// Room for `permute` (inside a step).
    func reserveForStep() throws(FizzError) {
        try scratch.reserve(2 * count, keeping: 0, in: budget)
    }

    /// Appends a body and names it; the caller has validated every value and called
    /// `reserveOneMore`.
    func append(position p: Vec2, radius r: Double, density d: Double) -> BubbleID {
        let i = count
        let n = count + 1
        px[i] = p.x; py[i] = p.y; vx[i] = 0; vy[i] = 0
        radius[i] = r; density[i] = d; invMass[i] = BodyStore.inverseMass(radius: r, density: d)

        let slot = slots.take()
        indexOfSlot[Int(slot)] = Int32(i)
        slotOf[i] = slot
        count = n
        moves &+= 1
        return BubbleID(slot: slot, generation: slots.generation[Int(slot)])
    }

    /// Removes the body at `index`, shifting later bodies down by one (order is preserved).
    /// (`markRemoved` then `compactRemoved` from it: one path moves the store, for
    /// fizz-picker.wasm's size budget.)
    func remove(atIndex index: Int) {
        markRemoved(atIndex: index)
        compactRemoved(from: index)
    }

    /// What `markRemoved` writes into a body's `slotOf` entry: no slot is this large.
    static let removedSlot = UInt32.max

    /// Removes the body at `index` as `remove(atIndex:)` does (its slot freed now, in the
    /// caller's order), but leaves its place, marked, for `compactRemoved` to close: the other
    /// bodies keep their indices until then, so a caller may mark many in one pass and move the
    /// store once. Why: a driver step that ended the removal of every bubble removed them one
    /// at a time, each shifting every later body down; 131,071 bubbles ending together took
    /// 13.4 s of one step (issue 26, round eleven's hunt). `compactRemoved` must run before
    /// anything reads the store by index.
    func markRemoved(atIndex index: Int) {
        let slot = Int(slotOf[index])
        slotOf[index] = BodyStore.removedSlot
        indexOfSlot[slot] = -1
        slots.free(slot)
    }

    /// Closes the places `markRemoved` left, keeping the order of the bodies that stay: what
    /// their removals one at a time would have left, in one pass over every column.
    /// Each run of bodies that stay moves down once (`MoveInColumns`). `first`: no body before
    /// it is marked (they keep their places; `remove(atIndex:)` passes its own index).
    func compactRemoved(from first: Int = 0) {
        let n = count, mark = slotOf.base
        var w = first, r = first
        while r < n {
            if mark[r] == BodyStore.removedSlot { r += 1; continue }
            var e = r + 1
            while e < n && mark[e] != BodyStore.removedSlot { e += 1 }
            // The run r..<e lands at w <= r: the marks past it are still to be read, unmoved.
            if w != r { var move = MoveInColumns(from: r, to: w, count: e - r); forEachColumn(&move) }
            w += e - r
            r = e
        }
        count = w
        moves &+= 1
        var j = first
        while j < w { indexOfSlot[Int(slotOf[j])] = Int32(j); j += 1 }
    }

    /// Reorders the bodies: the body at index `order[k]` moves to index `k`, for every k in
    /// `0..<count` (`order` is a permutation). Ids are unchanged; the slot table follows.
    func permute(by order: UnsafePointer<Int32>) {
        let n = count
        moves &+= 1
        scratch.reserve(2 * n, keeping: 0)
        var move = PermuteColumns(order: order, count: n, scratch: UnsafeMutableRawPointer(scratch.base))
        forEachColumn(&move)
        let slots = slotOf.base, index = indexOfSlot.base
        var k = 0
        while k < n { index[Int(slots[k])] = Int32(k); k += 1 }
    }

    /// Slots wait in the free queue until this many others are free too, so a just-removed
    /// bubble's id is not immediately handed to a new bubble.
    static let reuseDelay = 64
    /// Slots a world may ever use: one more than the most bubbles it can hold, so a free slot
    /// always waits to be reused once the table is full.
    static let slotLimit = Int(BubbleWorldDef.bubbleLimit) + 1

    @inline(__always) static func inverseMass(radius r: Double, density d: Double) -> Double {
        1.0 / (d * Double.pi * r * r)
    }
}

/// An operation applied to each column of a `BodyStore` (see `BodyStore.forEachColumn`).
///
/// Why a visitor and not an array of columns: the columns hold different element types, and
/// Embedded Swift has no existentials; a generic visitor is specialised for every column type.
protocol ColumnVisitor {
    mutating func visit<T>(_ column: inout Column<T>)
}

/// Grows every column to hold `needed` bodies, keeping the first `live`, within `budget`; the
/// first refusal is kept in `error` (columns grown before it stay grown: spare capacity only).
struct ReserveColumns: ColumnVisitor {
    let needed: Int, live: Int
    let budget: MemoryBudget
    var error: FizzError? = nil
    mutating func visit<T>(_ column: inout Column<T>) {
        if error != nil { return }
        do { try column.reserve(needed, keeping: live, in: budget) } catch { self.error = error }
    }
}

/// Moves `count` bodies from index `from` to index `to` in every column (the ranges may overlap).
struct MoveInColumns: ColumnVisitor {
    let from: Int, to: Int, count: Int
    mutating func visit<T>(_ column: inout Column<T>) {
        (column.base + to).update(from: column.base + from, count: count)
    }
}

/// Gathers every column through `order` into the scratch bytes, then copies them back.
struct PermuteColumns: ColumnVisitor {
    let order: UnsafePointer<Int32>, count: Int
    let scratch: UnsafeMutableRawPointer
    mutating func visit<T>(_ column: inout Column<T>) {
        let tmp = scratch.bindMemory(to: T.self, capacity: count)
        let src = column.base
        var k = 0
        while k < count { tmp[k] = src[Int(order[k])]; k += 1 }
        src.update(from: tmp, count: count)
    }
}
