//===--- Column.swift ----------------------------------------------------===//
// Part of Fizz. The storage behind every hot per-body and per-contact array.
//===---------------------------------------------------------------------===//

/// A growable, manually managed buffer of plain values (`Double`, `UInt32`, `Int32`, …).
///
/// Why not `[T]`: in the step loop, idiomatic array indexing measured 7–11× slower than raw
/// buffers on this engine's scene (bounds checks and copy-on-write uniqueness checks that the
/// optimizer cannot hoist, see `research/physics-peers.md` §7), and Embedded Swift turns the
/// same checks into wasm branches. A `Column` is a pointer and a capacity; its owner (always a
/// final class) frees it in `deinit`, and callers keep their indices in range.
///
/// Growth is geometric and explicit (`reserve`), so a world that has seen its largest size
/// never allocates again while stepping.
@usableFromInline
struct Column<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int

    @usableFromInline init(capacity: Int = 16) {
        let c = capacity < 1 ? 1 : capacity
        base = UnsafeMutablePointer<Element>.allocate(capacity: c)
        self.capacity = c
    }

    /// Makes room for at least `needed` elements, keeping the first `live` ones.
    @inlinable mutating func reserve(_ needed: Int, keeping live: Int) {
        if needed <= capacity { return }
        grow(needed, keeping: live)
    }

    /// The slow path of `reserve`, kept out of line: it runs only while a world grows, and
    /// inlined at every call site it made the wasm module several kilobytes larger.
    @inline(never) @usableFromInline mutating func grow(_ needed: Int, keeping live: Int) {
        var c = capacity
        while c < needed { c = c * 2 }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: c)
        if live > 0 { fresh.update(from: base, count: live) }
        base.deallocate()
        base = fresh
        capacity = c
    }

    @usableFromInline func deallocate() { base.deallocate() }

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
