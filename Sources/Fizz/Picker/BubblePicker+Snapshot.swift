//===--- BubblePicker+Snapshot.swift -------------------------------------===//
// Part of Fizz. A picker with its world as one snapshot (kind `Snapshot.worldKind`).
//===---------------------------------------------------------------------===//

extension BubblePicker: Snapshotting {
    public static var snapshotKind: UInt32 { Snapshot.worldKind }

    /// The world's part (as a bare world writes it), then the picker's.
    public func writeSnapshot(to c: inout SnapshotCoder) {
        world.codeWorld(&c)
        state.code(&c)
    }

    public static func readSnapshot(from c: inout SnapshotCoder) -> BubblePicker? {
        guard let world = BubbleWorld.readWorld(&c) else { return nil }
        let p = BubblePicker(driving: world)
        p.state.code(&c)
        // The one cross-reference between them: a drag holds a live bubble (a removal ends it).
        if c.intact, let id = p.state.dragID { c.check(world.contains(id)) }
        return p
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This picker's snapshot, its world included (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new picker over a new world, continuing exactly where the snapshot's were.
    /// - Throws: as `BubbleWorld.restore`.
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> BubblePicker {
        try Snapshot.restore(BubblePicker.self, from: bytes)
    }
}
