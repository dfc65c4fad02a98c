//===--- Strip+Snapshot.swift --------------------------------------------===//
// Part of Fizz. A strip as a snapshot (kind `Snapshot.stripKind`).
//===---------------------------------------------------------------------===//

extension Strip: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.stripKind }

    /// The budget's limit, viewport, spacing, offset, the item count, then every length. The
    /// starts are not stored: they are rebuilt with the same additions in the same order as
    /// `add` and `setSpacing` make them, so they come back bit for bit.
    public func writeSnapshot(to c: inout SnapshotCoder) {
        var limit = memory.limit, viewport = viewport, spacing = spacing, offset = offset, n = count
        c.i64(&limit); c.f64(&viewport); c.f64(&spacing); c.f64(&offset); c.int(&n, max: Strip.maxItems)
        c.column(&lengths, &n, memory)
    }

    /// A new strip holding the payload's state, every value checked as the setters check it.
    public static func readSnapshot(from c: inout SnapshotCoder) -> Strip? {
        var limit: Int64 = 0, viewport = 0.0, spacing = 0.0, offset = 0.0, n = 0
        c.i64(&limit); c.f64(&viewport); c.f64(&spacing, 0, Strip.maxLength)
        c.f64(&offset, -Strip.maxExtent, Strip.maxExtent); c.int(&n, max: Strip.maxItems)
        if !c.intact { return nil }
        do {
            let s = try Strip(viewport: viewport)
            try s.memory.setLimit(limit)
            c.column(&s.lengths, &n, s.memory)
            c.check(doubles: UnsafeRawPointer(s.lengths.base), n, 0, Strip.maxLength)
            if !c.intact { return nil }
            try s.starts.reserve(exactly: n, keeping: 0, in: s.memory)
            s.spacing = spacing; s.offset = offset; s.count = n
            var i = 0
            while i < n { s.starts[i] = i == 0 ? 0 : s.end(i - 1) + spacing; i += 1 }
            return s
        } catch {
            c.refuse(error)
            return nil
        }
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This strip's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new strip continuing exactly where the snapshot's strip was (the same `stateHash`).
    /// - Throws: `.invalidBuffer` (truncated, corrupted, another version or kind, a value out
    ///   of range), `.overBudget` (its items do not fit its own limit).
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> Strip {
        try Snapshot.restore(Strip.self, from: bytes)
    }
}
