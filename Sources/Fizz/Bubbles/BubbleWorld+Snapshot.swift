//===--- BubbleWorld+Snapshot.swift --------------------------------------===//
// Part of Fizz. A physics world as a snapshot (kind 2, saved from Swift only).
//===---------------------------------------------------------------------===//

extension BubbleWorld: Snapshotting {
    /// 2: no kind of fizz.h uses it (a picker's snapshot, kind 1, holds its world's payload).
    public static var snapshotKind: UInt32 { 2 }

    public func writeSnapshot(to c: inout SnapshotCoder) { codeWorld(&c) }

    public static func readSnapshot(from c: inout SnapshotCoder) -> BubbleWorld? { readWorld(&c) }

    /// Writes the world's part of a snapshot (a component that owns a world writes it inside
    /// its own payload, then its own part).
    func codeWorld(_ c: inout SnapshotCoder) {
        var limit = memory.limit, size = size, def = def
        BubbleWorld.codeHead(&c, &limit, &size, &def)
        codeState(&c)
    }

    /// A new world holding the payload's state, its storage charged to its own budget (with
    /// the snapshot's limit); every value is checked as the setters check it.
    static func readWorld(_ c: inout SnapshotCoder) -> BubbleWorld? {
        var limit: Int64 = 0, size = Vec2.zero, def = BubbleWorldDef()
        codeHead(&c, &limit, &size, &def)
        if !c.intact { return nil }
        do {
            let w = try BubbleWorld(width: size.x, height: size.y, def: def)
            try w.memory.setLimit(limit)
            w.codeState(&c)
            return w
        } catch { c.refuse(error); return nil }
    }

    /// What a world is made from: the budget's limit, size and parameters.
    private static func codeHead(_ c: inout SnapshotCoder, _ limit: inout Int64, _ size: inout Vec2, _ d: inout BubbleWorldDef) {
        c.i64(&limit); c.vec(&size)
        c.option(&d.attraction); c.f64(&d.strength); c.vec(&d.anchor); c.f64(&d.damping)
        c.bool(&d.wallsX); c.bool(&d.wallsY); c.f64(&d.density); c.f64(&d.substepRate); c.i32(&d.iterations)
        c.f64(&d.contactHertz); c.f64(&d.contactDampingRatio); c.f64(&d.maxPushSpeed)
        c.f64(&d.speculativeDistance); c.f64(&d.sleepSpeed); c.f64(&d.sleepTime); c.i32(&d.maxBubbles)
    }

    /// The clock and rest state, the grid's build count (it decides when bodies are
    /// re-sorted), then bodies, solver order and contacts. The grid itself, the solver's
    /// positions and the reorder scratch are derived at every collide or substep.
    private func codeState(_ c: inout SnapshotCoder) {
        c.u64(&clock.count); c.f64(&clock.pending, 0, 1); c.bool(&contactsDirty)
        // The rest time grows by a substep only while it is below the sleep time: it stays
        // under the longest sleep time plus the longest substep.
        c.f64(&rest.restTime, 0, BubbleWorldDef.maxSleepTime + 1 / BubbleWorldDef.minSubstepRate)
        c.bool(&rest.isSettled); c.u64(&grid.builds)
        bodies.code(&c, maxBubbles: Int(def.maxBubbles))
        solverBodies.code(&c, bodies: contactsDirty ? nil : bodies.count)
        contacts.code(&c, solverCount: solverBodies.count, inverseMasses: solverBodies.invMass.base)
    }

    /// The bytes `snapshot()` takes.
    public var snapshotSize: Int { Snapshot.size(of: self) }

    /// This world's snapshot (see `Snapshot` for the format).
    public func snapshot() -> [UInt8] { Snapshot.bytes(of: self) }

    /// A new world continuing exactly where the snapshot's world was: the same `stateHash`,
    /// the same frames after the same calls, in every build and runtime.
    /// - Throws: `.invalidBuffer` (truncated, corrupted, another version or kind, or a value
    ///   out of range), `.overBudget` (the snapshot's state does not fit its own limit).
    public static func restore(from bytes: UnsafeRawBufferPointer) throws(FizzError) -> BubbleWorld {
        try Snapshot.restore(BubbleWorld.self, from: bytes)
    }
}
