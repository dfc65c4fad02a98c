//===--- SlotMap.swift ---------------------------------------------------===//
// Part of Fizz. Ids with generations: names that survive removals and never name the wrong thing.
//===---------------------------------------------------------------------===//

/// A table of slots, each with a generation, from which ids (slot + generation) are issued.
///
/// Why one: every component names its objects by ids a host keeps (a bubble of a world, a
/// handle of the C API), and an id kept after its object went must be seen as stale, never
/// as the object that took its place. Freeing a slot bumps its generation, so an old id no
/// longer matches; the slot itself is handed out again under a policy chosen per owner
/// (`reuseDelay`, `newestFirst`), which is part of the ids a replay hands out and so of the
/// hashes: each owner keeps the order it has always had. When a generation would pass
/// `lastGeneration`, the slot is retired for good (never reused) if `retires`, else the
/// generation wraps to 1 (0 is never issued).
///
/// The map knows which slots exist and their generations; whether a slot is in use is its
/// owner's to know (a body index, a registry entry), and the owner frees only used slots.
public struct SlotMap: ~Copyable {
    /// Per slot: while in use, the generation of the id naming it; while free, the next one.
    var generation = Column<UInt32>()
    /// Free slots, `freeHead..<freeTail`: a queue taken from its head (oldest freed first), or
    /// a stack taken from its tail (`newestFirst`).
    var freeSlots = Column<UInt32>()
    var freeHead = 0, freeTail = 0
    /// Slots created so far (`0..<slotCount`).
    public internal(set) var slotCount = 0

    /// Free slots wait until more than this many are free (unless no fresh slot is left), so a
    /// just-freed id is not handed out again at once.
    let reuseDelay: Int
    /// Reuse the most recently freed slot first (else the longest freed).
    let newestFirst: Bool
    /// At most this many slots.
    public let slotLimit: Int
    /// The last generation a slot issues; past it the slot retires (`retires`) or wraps to 1.
    let lastGeneration: UInt32
    let retires: Bool

    public init(reuseDelay: Int, newestFirst: Bool, slotLimit: Int, lastGeneration: UInt32, retires: Bool) {
        self.reuseDelay = reuseDelay; self.newestFirst = newestFirst; self.slotLimit = slotLimit
        self.lastGeneration = lastGeneration; self.retires = retires
    }

    /// The current generation of `slot` (`slot < slotCount`).
    @inline(__always) public func generation(of slot: Int) -> UInt32 { generation[slot] }

    /// True when `take` can hand out a slot.
    public var canTake: Bool { freeTail > freeHead || slotCount < slotLimit }

    /// Room for one more slot and for every slot in the free list, within `budget`, changing
    /// nothing else: owners reserve before they change anything, so `take` and `free` never
    /// allocate.
    public mutating func reserveOne(in budget: MemoryBudget) throws(FizzError) { try reserve(more: 1, in: budget) }

    /// The same room for `n` more slots (a restore re-issues many ids at once).
    public mutating func reserve(more n: Int, in budget: MemoryBudget) throws(FizzError) {
        let room = generation.capacity
        try generation.reserve(slotCount + n, keeping: slotCount, in: budget)
        do { try freeSlots.reserve(slotCount + n, keeping: freeTail, in: budget) } catch {
            generation.giveBack(to: room, keeping: slotCount, in: budget)  // a refusal takes nothing
            throw error
        }
    }

    /// The room in slots (what a refused caller gives back to with `giveBack`).
    public var capacity: (generation: Int, free: Int) { (generation.capacity, freeSlots.capacity) }

    /// After a refused call: back to the room `old` had (see `Column.giveBack`).
    public mutating func giveBack(to old: (generation: Int, free: Int), in budget: MemoryBudget) {
        generation.giveBack(to: old.generation, keeping: slotCount, in: budget)
        freeSlots.giveBack(to: old.free, keeping: freeTail, in: budget)
    }

    /// How many more ids `take` can hand out (free slots and slots not yet created).
    public var available: Int { freeTail - freeHead + slotLimit - slotCount }

    /// A slot for a new object (room reserved, `canTake`); its id's generation is
    /// `generation(of:)` the slot.
    public mutating func take() -> UInt32 {
        let waiting = freeTail - freeHead
        if waiting > reuseDelay || (waiting > 0 && slotCount >= slotLimit) {
            if newestFirst { freeTail -= 1; return freeSlots[freeTail] }
            let slot = freeSlots[freeHead]
            freeHead += 1
            return slot
        }
        let slot = slotCount
        generation[slot] = 1
        slotCount += 1
        return UInt32(slot)
    }

    /// Frees a slot in use: every id issued for it so far becomes stale; the slot is queued
    /// for reuse, or retired when its generations are spent.
    public mutating func free(_ slot: Int) {
        var g = generation[slot]
        if g == lastGeneration {
            if retires { generation[slot] = g &+ 1; return }
            g = 1
        } else {
            g &+= 1
        }
        generation[slot] = g
        // The list has room for every slot (`reserveOne`); when its tail reaches the end, the
        // waiting slots (fewer than all: this one is not among them) move to the front.
        if freeHead == freeTail { freeHead = 0; freeTail = 0 }
        if freeTail == freeSlots.capacity {
            freeSlots.base.update(from: freeSlots.base + freeHead, count: freeTail - freeHead)
            freeTail -= freeHead
            freeHead = 0
        }
        freeSlots[freeTail] = UInt32(slot)
        freeTail += 1
    }
}
