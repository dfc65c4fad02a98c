//===--- HandleRegistry.swift --------------------------------------------===//
// Part of Fizz. The one table behind every handle of the C API, whatever its kind.
//===---------------------------------------------------------------------===//

import Fizz

/// One slot of the registry (its generation is in `HandleRegistry.slots`).
struct HandleEntry {
    /// The kind's tag while live, 0 while free.
    var kind: UInt8 = 0
    /// The handle of the object this one belongs to (a bubble's world), else 0.
    var owner: UInt32 = 0
    /// What the kind needs to find its object inside its owner (a bubble: its engine id).
    var payload: UInt64 = 0
    /// The object, for kinds the registry owns (nil for bubbles, which live in their world).
    var object: HandleObject? = nil
}

/// Every live handle: worlds and their bubbles now, every later kind too. Lookups check null,
/// never-issued, stale and kind in one place, so each kind only adds its own checks (a
/// bubble's owner). Slots and generations come from the engine's `SlotMap`: free slots are
/// reused last-freed first, at once; that is deterministic, so a replay hands out the same
/// handles in every runtime. A slot whose generation reaches `Handle.lastGeneration` is
/// retired rather than wrapped.
enum HandleRegistry {
    nonisolated(unsafe) static var entries: [HandleEntry] = []
    nonisolated(unsafe) static var slots = HandleRegistry.emptySlots()
    /// The table's own budget: the C API's handles are bounded by their count, not by bytes.
    nonisolated(unsafe) static var budget = MemoryBudget(limit: MemoryBudget.maxLimit)

    static func emptySlots() -> SlotMap {
        SlotMap(reuseDelay: 0, newestFirst: true, slotLimit: Int(Handle.indexMask) + 1,
                lastGeneration: UInt32(Handle.lastGeneration), retires: true)
    }

    static func reset() {
        entries = []
        slots = emptySlots()
        budget = MemoryBudget(limit: MemoryBudget.maxLimit)
    }

    /// Refuses when no handle can be issued: call before changing anything, so that a call
    /// refused for want of handles changes nothing.
    static func requireRoom() throws(Failure) { try requireRoom(for: 1) }

    /// Refuses unless `n` handles can be issued (a restore re-issues a world's bubbles at once).
    @inline(never)
    static func requireRoom(for n: Int) throws(Failure) {
        if slots.available < n {
            throw Failure(Status.limitReached, "this process has issued every handle it can (about 4.3e9)")
        }
        do { try slots.reserve(more: n, in: budget) } catch {
            throw Failure(Status.limitReached, "out of memory: the handle table could not grow")
        }
    }

    /// A new handle for an object of `kind`. The caller has called `requireRoom`.
    static func issue(_ kind: HandleKind, owner: UInt32 = 0, payload: UInt64 = 0, object: HandleObject? = nil) -> UInt32 {
        let i = Int(slots.take())
        if i == entries.count { entries.append(HandleEntry()) }
        entries[i] = HandleEntry(kind: kind.tag, owner: owner, payload: payload, object: object)
        return Handle.make(index: i, generation: UInt16(slots.generation(of: i)))
    }

    /// Ends a live handle: it and every earlier handle of its slot become stale for good.
    @inline(never) static func release(_ h: UInt32) {
        let i = Handle.index(h)
        entries[i] = HandleEntry()
        // Retired rather than wrapped past `lastGeneration`: a wrapped generation would make an
        // old handle live again.
        slots.free(i)
    }

    /// The slot of a live handle of `kind`, or why `h` names none.
    static func resolve(_ h: UInt32, _ kind: HandleKind) throws(Failure) -> Int {
        if h == 0 { throw Failure(Status.nullHandle, kind.nullMessage) }
        let i = Handle.index(h), g = UInt32(Handle.generation(h))
        if i < entries.count && g != 0 {
            let e = entries[i], current = slots.generation(of: i)
            if e.kind != 0 && g == current {
                if e.kind != kind.tag { throw Failure(Status.wrongKind, kind.wrongKindMessage) }
                return i
            }
            if g < current { throw Failure(Status.staleHandle, kind.staleMessage) }
        }
        // Never issued: a number that is no handle of any kind.
        throw Failure(Status.wrongKind, "the number is not a handle this library issued")
    }

    /// True when `h` names a live object of `kind`; touches nothing.
    static func isLive(_ h: UInt32, _ kind: HandleKind) -> Bool {
        let i = Handle.index(h)
        return h != 0 && i < entries.count && entries[i].kind == kind.tag && slots.generation(of: i) == UInt32(Handle.generation(h))
    }
}
