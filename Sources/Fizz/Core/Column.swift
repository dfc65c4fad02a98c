//===--- Column.swift ----------------------------------------------------===//
// Part of Fizz. The storage behind every hot per-body and per-contact array.
//===---------------------------------------------------------------------===//

/// A growable, manually managed buffer of plain values (`Double`, `UInt32`, `Int32`, …).
///
/// Why not `[T]`: in the step loop, idiomatic array indexing measured 7–11× slower than raw
/// buffers on this engine's scene (bounds checks and copy-on-write uniqueness checks that the
/// optimizer cannot hoist, see `research/physics-peers.md` §7), and Embedded Swift turns the
/// same checks into wasm branches. A `Column` is a pointer and a capacity, and callers keep
/// their indices in range.
///
/// It is `~Copyable`, so it cannot be copied by accident: a copy would share the buffer, and the
/// first to grow would free it under the other. It frees its storage in its own `deinit`, when
/// its owner (a final class, or a struct such a class holds) goes. The budget is not credited
/// then: a column goes only with its world, and the world's budget with it (storing a budget
/// in every column would cost a reference per column for nothing). Hot loops read `base` once
/// and index the pointer, as before: the step is as fast and fizz.wasm a little smaller.
///
/// A new column holds nothing and allocates nothing. It grows only through
/// `reserve(_:keeping:in:)`, which charges the world's `MemoryBudget` and reports a refused or
/// failed allocation as an error before anything changes; growth is geometric, so a world
/// that has seen its largest size never allocates again.
@usableFromInline
struct Column<Element>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int

    /// An empty column: capacity 0, and a non-null, aligned pointer that must not be read.
    @usableFromInline init() {
        base = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
        capacity = 0
    }

    /// Makes room for at least `needed` elements, keeping the first `live` ones, within
    /// `budget`. - Throws: `.overBudget` or `.allocationFailed`, the column unchanged.
    @inlinable mutating func reserve(_ needed: Int, keeping live: Int, in budget: MemoryBudget) throws(FizzError) {
        if needed <= capacity { return }
        try grow(needed, keeping: live, budget)
    }

    /// Makes room for exactly `needed` elements when it has fewer (no doubling), keeping the
    /// first `live`, within `budget`: for a caller that has worked out the most the budget
    /// holds for several columns at once, or for a snapshot reader (a restored object holds
    /// no more than the one that wrote it). - Throws: as `reserve(_:keeping:in:)`, unchanged.
    mutating func reserve(exactly needed: Int, keeping live: Int, in budget: MemoryBudget) throws(FizzError) {
        if needed <= capacity { return }
        try grow(needed, keeping: live, budget, .exactly)
    }

    /// Room for at least `needed` elements, keeping the first `live`, for a caller that grows
    /// the column a few elements at a time within one call (a journal, a list appended entry
    /// by entry): doubling while the budget has room for it, as `reserve` does, and past that
    /// `needed` and half of the budget's room beyond it. Why: near the end of its budget
    /// `reserve` takes exactly what it is asked for, so such a caller reallocated and copied
    /// the whole column at every entry (a layout's journal, laying out a million bricks near
    /// its budget, copied for minutes: found by the corner soak). Half the spare room each
    /// time: O(log) growths up to the budget's end, and room left for the call's other
    /// columns. - Throws: as `reserve(_:keeping:in:)`, the column unchanged.
    @inlinable mutating func reserve(appending needed: Int, keeping live: Int, in budget: MemoryBudget) throws(FizzError) {
        if needed <= capacity { return }
        try grow(needed, keeping: live, budget, .appending)
    }

    /// Room that the caller has already reserved (inside a step, after the step's reservation,
    /// such as the bubble world's `reserveForStep`): a no-op when it fits, which is always
    /// once reserved.
    /// Growing here means a reservation is missing: debug builds stop, release builds grow
    /// outside the budget (and stop only if the allocator itself fails).
    @inlinable mutating func reserve(_ needed: Int, keeping live: Int) {
        if needed <= capacity { return }
        growUnreserved(needed, keeping: live)
    }

    @inline(never) @usableFromInline mutating func growUnreserved(_ needed: Int, keeping live: Int) {
        assertionFailure("a Column grew inside a step: reserve it in the step's reservation")
        let unlimited = MemoryBudget(limit: MemoryBudget.maxLimit)
        do { try grow(needed, keeping: live, unlimited) } catch { fatalError("out of memory") }
    }

    /// The slow path of every `reserve`, kept out of line: it runs only while a world grows, and
    /// inlined at every call site it made the wasm module several kilobytes larger. The count it
    /// grows to is `MemoryBudget.growthCount`'s for `growth` (doubling, exactly, appending):
    /// `reserve(exactly:)` once doubled here too while the budget had room, so a restore's first
    /// columns took up to twice their counts and the later ones did not fit (`SnapshotOwnBudget`).
    @inline(never) @usableFromInline mutating func grow(_ needed: Int, keeping live: Int, _ budget: MemoryBudget, _ growth: MemoryBudget.Growth = .doubling) throws(FizzError) {
        let stride = Int64(MemoryLayout<Element>.stride)
        let c = Int64(budget.growthCount(needed, capacity, stride: Int(stride), growth))
        let bytes = c &* stride
        let old = Int64(capacity) &* stride
        try budget.charge(bytes - old)
        guard let raw = MemoryBudget.allocate(bytes) else {
            budget.release(bytes - old)
            throw .allocationFailed
        }
        let fresh = raw.bindMemory(to: Element.self, capacity: Int(c))
        // The elements are plain values (see the type's comment), so their bytes are their copy.
        // (`update(from:count:)` copied one element at a time: in fizz.wasm, built -Osize,
        // through an outlined copy call per element, half of a first layout of 100,000
        // bricks in node.)
        if live > 0 { UnsafeMutableRawPointer(fresh).copyMemory(from: UnsafeRawPointer(base), byteCount: live &* Int(stride)) }
        if capacity > 0 { base.deallocate() }
        base = fresh
        capacity = Int(c)
    }

    /// Gives back what a refused call grew: shrinks to `old` elements (what the column held
    /// before the call), keeping the first `live` (at most `old`), and credits `budget` with the
    /// difference. Why: a call that reserves several columns and is refused at a later one must
    /// leave the budget's reading where it was, or each refusal would keep bytes for good (a
    /// refused layout of 8,388,608 items kept 100 MB). When the smaller allocation itself fails
    /// the column keeps its room (still charged, so the reading stays true).
    mutating func giveBack(to old: Int, keeping live: Int, in budget: MemoryBudget) {
        if capacity <= old { return }
        let stride = Int64(MemoryLayout<Element>.stride)
        let freed = Int64(capacity - old) &* stride
        if old == 0 {
            base.deallocate()
            base = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
        } else {
            guard let raw = MemoryBudget.allocate(Int64(old) &* stride) else { return }
            let fresh = raw.bindMemory(to: Element.self, capacity: old)
            if live > 0 { UnsafeMutableRawPointer(fresh).copyMemory(from: UnsafeRawPointer(base), byteCount: min(live, old) &* Int(stride)) }
            base.deallocate()
            base = fresh
        }
        capacity = old
        budget.release(freed)
    }

    /// Frees the storage (the budget is not credited: owners free only when the world goes).
    deinit {
        if capacity > 0 { base.deallocate() }
    }

    @inlinable subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    /// Sets the first `count` elements to `value`.
    @inlinable func fill(_ value: Element, count: Int) {
        var i = 0
        while i < count { base[i] = value; i += 1 }
    }
}
