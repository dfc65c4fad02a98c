//===--- BubbleWorld+Frame.swift -----------------------------------------===//
// Part of Fizz. The frame a host draws: packed arrays, rebuilt on demand.
//===---------------------------------------------------------------------===//

/// A world-owned array of plain values that bindings hand out as pointer + count.
///
/// Why world-owned: hosts read a whole frame with one call and no copy (a `Float64Array` view
/// over wasm memory, a NumPy array over a pointer), instead of one call per bubble. The buffer
/// keeps its storage while it is large enough, so reading frames never allocates once warm.
/// Its contents are valid until the next call that changes the world.
public final class PackedBuffer<Element> {
    var column = Column<Element>()
    public private(set) var count = 0

    public init() {}
    deinit { column.deallocate() }

    /// Resizes to `n` elements (contents undefined) and returns the storage to fill; growth is
    /// charged to `budget` (the world's `memory`).
    /// - Throws: `.overBudget`, `.allocationFailed`, the buffer unchanged.
    public func resize(_ n: Int, in budget: MemoryBudget) throws(FizzError) -> UnsafeMutablePointer<Element> {
        try column.reserve(n, keeping: 0, in: budget)
        count = n
        return column.base
    }

    /// The storage; valid until the next `resize`.
    public var pointer: UnsafePointer<Element> { UnsafePointer(column.base) }
}

extension BubbleWorld {
    /// Writes `x, y, radius` of every live bubble, in body order, into `out` (3 × count doubles).
    public func packPositions(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = bodies.count
        let p = try out.resize(3 * n, in: memory)
        let b = bodies
        for i in 0..<n {
            p[3 * i] = b.px[i]; p[3 * i + 1] = b.py[i]; p[3 * i + 2] = b.radius[i]
        }
    }

    /// Writes `vx, vy` of every live bubble, in body order (2 × count doubles, pt/s).
    public func packVelocities(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = bodies.count
        let p = try out.resize(2 * n, in: memory)
        let b = bodies
        for i in 0..<n { p[2 * i] = b.vx[i]; p[2 * i + 1] = b.vy[i] }
    }
}
