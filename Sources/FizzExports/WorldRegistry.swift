//===--- WorldRegistry.swift ---------------------------------------------===//
// Part of Fizz. The table of live worlds behind the world handles.
//===---------------------------------------------------------------------===//

import Fizz

/// A world as the C API sees it: the engine object plus the buffers its bulk reads point into.
final class WorldEntry {
    let world: BubbleWorld
    let slot: Int
    let positions = PackedBuffer<Double>()
    let velocities = PackedBuffer<Double>()
    let ids = PackedBuffer<UInt32>()
    // The picker's bulk reads (Exports+Picker, Exports+Events).
    let pickerRender = PackedBuffer<Double>()
    let pickerFlags = PackedBuffer<UInt32>()
    let queryResult = PackedBuffer<UInt32>()
    let eventWords = PackedBuffer<UInt32>()

    init(world: BubbleWorld, slot: Int) { self.world = world; self.slot = slot }

    func handle(of id: BubbleID) -> UInt32 {
        Handle.bubble(worldSlot: slot, slot: id.slot, generation: id.generation)
    }

    /// Resolves a bubble handle of this world, or explains why it does not name a live bubble.
    func bubble(_ h: UInt32) throws(Failure) -> BubbleID {
        if h == 0 { throw Failure(Status.nullHandle, "the bubble handle is 0 (null)") }
        if Handle.kind(h) != Handle.bubbleKind {
            throw Failure(Status.wrongKind, "the handle is not a bubble handle")
        }
        if Handle.bubbleWorldTag(h) != (slot & 0x1F) {
            throw Failure(Status.foreignHandle, "the bubble handle belongs to another world")
        }
        guard let id = world.liveID(inSlot: Handle.bubbleSlot(h)),
              id.generation & 0xFF == Handle.bubbleGeneration(h) else {
            throw Failure(Status.staleHandle, "the bubble handle is stale: that bubble was removed")
        }
        return id
    }
}

/// The live worlds, by slot. Slot generations make a destroyed world's handle stale.
enum WorldRegistry {
    /// At most this many worlds at once (16-bit slots; a bound keeps a leaking host finite).
    static let capacity = 4096

    nonisolated(unsafe) static var entries: [WorldEntry?] = []
    nonisolated(unsafe) static var generations: [UInt32] = []

    static func insert(_ world: BubbleWorld) throws(Failure) -> UInt32 {
        var slot = 0
        while slot < entries.count && entries[slot] != nil { slot += 1 }
        if slot == capacity { throw Failure(Status.limitReached, "too many live worlds (4096): destroy some first") }
        if slot == entries.count { entries.append(nil); generations.append(1) }
        entries[slot] = WorldEntry(world: world, slot: slot)
        return Handle.object(type: Handle.worldType, slot: slot, generation: generations[slot])
    }

    static func remove(_ h: UInt32) throws(Failure) {
        let e = try lookup(h)
        entries[e.slot] = nil
        generations[e.slot] = (generations[e.slot] + 1) & 0x3FF
        if generations[e.slot] == 0 { generations[e.slot] = 1 }
    }

    /// Resolves a world handle, or explains why it names no live world.
    static func lookup(_ h: UInt32) throws(Failure) -> WorldEntry {
        if h == 0 { throw Failure(Status.nullHandle, "the world handle is 0 (null)") }
        if Handle.kind(h) != Handle.objectKind || Handle.objectType(h) != Handle.worldType {
            throw Failure(Status.wrongKind, "the handle is not a world handle")
        }
        let slot = Handle.objectSlot(h)
        guard slot < entries.count, let e = entries[slot], generations[slot] == Handle.objectGeneration(h) else {
            throw Failure(Status.staleHandle, "the world handle is stale: that world was destroyed")
        }
        return e
    }

    /// True when `h` names a live world; touches nothing.
    static func isLive(_ h: UInt32) -> Bool {
        if Handle.kind(h) != Handle.objectKind || Handle.objectType(h) != Handle.worldType { return false }
        let slot = Handle.objectSlot(h)
        return slot < entries.count && entries[slot] != nil && generations[slot] == Handle.objectGeneration(h)
    }
}
