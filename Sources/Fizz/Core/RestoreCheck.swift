//===--- RestoreCheck.swift ----------------------------------------------===//
// Part of Fizz. The invariants a restore proves beyond each value's own range, said once.
//===---------------------------------------------------------------------===//

/// The checks a kind's restore makes on a decoded state before it is swapped in, beyond the
/// range of each value (`SnapshotCoder`): links, indices and spans inside their columns, a
/// step map that cannot grow.
///
/// Why one place: a snapshot is resealed by anyone (its checksum is public), so a restore is a
/// second entrance to every invariant the ordinary calls keep. Each kind proves its graph and
/// its derived tables with these words, so the arithmetic that decides them is written once
/// and cannot overflow: spans are added in 64 bits, since wasm32's `Int` is 32 bits and a
/// stored count near `Int32.max` would trap there (issue 25) before the comparison refused it.
enum RestoreCheck {
    /// `v` is −1 (no link) or an index into a column of `count` elements.
    @inline(__always) static func link(_ v: Int32, _ count: Int) -> Bool {
        v >= -1 && Int64(v) < Int64(count)
    }

    /// `v` is an index into a column of `count` elements.
    @inline(__always) static func index(_ v: Int32, _ count: Int) -> Bool {
        v >= 0 && Int64(v) < Int64(count)
    }

    /// `start ..< start + count` lies inside a column of `limit` elements (both non-negative),
    /// added in 64 bits.
    @inline(__always) static func span(_ start: Int32, _ count: Int32, within limit: Int) -> Bool {
        start >= 0 && count >= 0 && Int64(start) + Int64(count) <= Int64(limit)
    }
}
