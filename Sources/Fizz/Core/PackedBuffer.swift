//===--- PackedBuffer.swift ----------------------------------------------===//
// Part of Fizz. The arrays hosts read a whole frame from, with one call and no copy.
//===---------------------------------------------------------------------===//

/// An array of plain values owned by a component (a world), that bindings hand out as
/// pointer + count.
///
/// Why component-owned: hosts read a whole frame with one call and no copy (a `Float64Array` view
/// over wasm memory, a NumPy array over a pointer), instead of one call per bubble. The buffer
/// keeps its storage while it is large enough, so reading frames never allocates once warm.
/// Its contents are valid until the next call that changes the world.
public final class PackedBuffer<Element> {
    var column = Column<Element>()
    public private(set) var count = 0

    public init() {}

    /// Resizes to `n` elements (contents undefined) and returns the storage to fill; growth is
    /// charged to `budget` (the world's `memory`).
    /// - Throws: `.overBudget`, `.allocationFailed`, the buffer unchanged.
    public func resize(_ n: Int, in budget: MemoryBudget) throws(FizzError) -> UnsafeMutablePointer<Element> {
        try column.reserve(n, keeping: 0, in: budget)
        count = n
        return column.base
    }

    /// The buffer's room in elements (what `giveBack` puts back after a refused call).
    var capacity: Int { column.capacity }

    /// After a refused call: back to `old` elements of room and `count` `n`, its first `n`
    /// elements kept, the difference credited to `budget` (see `Column.giveBack`).
    func giveBack(to old: Int, count n: Int, in budget: MemoryBudget) {
        column.giveBack(to: old, keeping: n, in: budget)
        count = n
    }

    /// Drops the elements past `n` (when fewer than `count`), keeping the storage: allocates
    /// nothing, so a producer that sized its output before its last pass shortened it (a
    /// layout's window after `dropOffWindow`) cannot fail here.
    func truncate(to n: Int) { if n < count { count = n } }

    /// Frees the storage (a new owner's budget then pays for the next growth).
    @inline(never) public func empty() {
        column = Column()
        count = 0
    }

    /// The storage; valid until the next `resize`.
    public var pointer: UnsafePointer<Element> { UnsafePointer(column.base) }
}
