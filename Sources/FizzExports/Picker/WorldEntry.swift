//===--- WorldEntry.swift ------------------------------------------------===//
// Part of Fizz. A world and its bubbles in the handle registry.
//===---------------------------------------------------------------------===//

import Fizz

/// A world as the C API sees it: the picker over its bubble world (a `fizz_world_*` handle
/// names both), the handles of its bubbles, and the buffers its bulk reads point into.
/// Its exports are generated from fizz.h (Generated/WorldKind.swift, Generated/WorldCalls.swift);
/// each forwards to one case of `run(_:)` (Exports+World.swift), named after its call.
final class WorldEntry: HandleObject, KindEntry {
    /// The picker and, in it, the physics. Step, hash, resize and remove go through the picker.
    /// (Replaced whole by a restore, under the same handle.)
    var picker: BubblePicker
    /// The picker's physics world, for the calls the picker has no work in (kept here too, so
    /// those calls make one load, not two).
    var world: BubbleWorld
    /// This world's own handle: the owner its bubbles' registry entries record.
    var handle: UInt32 = 0
    /// Per engine slot, the handle of the bubble that holds it or held it last (0: never used).
    /// A removed bubble keeps its entry (lookups find it stale in the engine) until the engine
    /// gives its slot to a new bubble, so the handles this world holds stay bounded.
    var bubbleHandles: [UInt32] = []
    /// Handles of removed bubbles whose slot went to a new bubble while the last step's events
    /// (or the next step's, from a call) may still name them; released after a step that does not.
    var displaced: [UInt32] = []

    let positions = PackedBuffer<Double>()
    let velocities = PackedBuffer<Double>()
    let ids = PackedBuffer<UInt32>()
    // The picker's bulk reads and the last query's handles.
    let pickerRender = PackedBuffer<Double>()
    let pickerFlags = PackedBuffer<UInt32>()
    let queryResult = PackedBuffer<UInt32>()
    let eventWords = PackedBuffer<UInt32>()

    /// `fizz_world_create`: a picker over a world of width × height pt, default parameters.
    init(width: Double, height: Double) throws(FizzError) {
        picker = try BubblePicker(width: width, height: height); world = picker.world
    }

    var object: BubblePicker { picker }

    func issued(_ h: UInt32) { handle = h }

    func destroying() { releaseBubbleHandles() }

    /// Takes a restored picker in place of this one, once there are handles for its bubbles.
    func restore(_ p: BubblePicker) throws(Failure) {
        try HandleRegistry.requireRoom(for: p.world.count)
        // Nothing was changed so far; from here nothing can fail.
        replace(with: p)
    }

    /// Puts a restored picker in place of this one, under the same handle: the old bubble
    /// handles go stale and the new bubbles get theirs (the caller reserved them); the
    /// bulk-read buffers are emptied, so none stays charged to the old world's budget (they
    /// grow again within the new one).
    func replace(with p: BubblePicker) {
        releaseBubbleHandles()
        // The thread count is the handle's setting, not state (no snapshot holds it): kept.
        try? p.world.setThreads(world.threads)
        picker = p; world = p.world
        positions.empty(); velocities.empty(); pickerRender.empty()
        ids.empty(); pickerFlags.empty(); queryResult.empty(); eventWords.empty()
        p.world.forEachBubble { id, _, _ in _ = adopt(id) }
    }

    /// Releases the handles of every bubble of this world (destroyed or restored).
    @inline(never)
    func releaseBubbleHandles() {
        for b in bubbleHandles where b != 0 { HandleRegistry.release(b) }
        for b in displaced { HandleRegistry.release(b) }
        bubbleHandles = []; displaced = []
    }

    /// The handle of a bubble of this world, live or just removed (an event may name it);
    /// 0 for an id this world never handed out.
    func handle(of id: BubbleID) -> UInt32 {
        let s = Int(id.slot), key = WorldEntry.payload(id)
        if s < bubbleHandles.count {
            let h = bubbleHandles[s]
            if h != 0 && HandleRegistry.entries[Handle.index(h)].payload == key { return h }
        }
        for h in displaced where HandleRegistry.entries[Handle.index(h)].payload == key { return h }
        return 0
    }

    /// Issues the handle of a bubble the engine has just added (the caller checked for room).
    func adopt(_ id: BubbleID) -> UInt32 {
        let s = Int(id.slot)
        while bubbleHandles.count <= s { bubbleHandles.append(0) }
        if bubbleHandles[s] != 0 { displaced.append(bubbleHandles[s]) }
        let h = HandleRegistry.issue(.bubble, owner: handle, payload: WorldEntry.payload(id))
        bubbleHandles[s] = h
        return h
    }

    /// After a step: releases the displaced handles its events no longer name. (Events about a
    /// bubble are emitted while it lives or as it goes, so a handle unnamed now stays unnamed.)
    func releaseDisplaced() {
        if displaced.isEmpty { return }
        let events = picker.events
        var k = 0
        while k < displaced.count {
            let key = HandleRegistry.entries[Handle.index(displaced[k])].payload
            var named = false
            for ev in events where ev.id.map({ WorldEntry.payload($0) == key }) ?? false { named = true; break }
            if named { k += 1 } else { HandleRegistry.release(displaced.remove(at: k)) }
        }
    }

    /// Resolves a bubble handle of this world, or explains why it does not name a live bubble.
    /// (Not inlined: every bubble call shares one copy, which keeps fizz.wasm small.)
    @inline(never)
    func bubble(_ h: UInt32) throws(Failure) -> BubbleID {
        let i = try HandleRegistry.resolve(h, .bubble)
        let e = HandleRegistry.entries[i]
        if e.owner != handle { throw Failure(Status.foreignHandle, "the bubble handle belongs to another world") }
        let id = BubbleID(slot: UInt32(truncatingIfNeeded: e.payload >> 32), generation: UInt32(truncatingIfNeeded: e.payload))
        guard world.contains(id) else { throw Failure(Status.staleHandle, HandleKind.bubble.staleMessage) }
        return id
    }

    static func payload(_ id: BubbleID) -> UInt64 { UInt64(id.slot) << 32 | UInt64(id.generation) }
}
