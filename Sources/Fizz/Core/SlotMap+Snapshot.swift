//===--- SlotMap+Snapshot.swift ------------------------------------------===//
// Part of Fizz. A slot map in a snapshot: the ids it issued and the order it will reuse slots in.
//===---------------------------------------------------------------------===//

extension SlotMap {
    /// Slot count, the generation of every slot, then the free slots in reuse order: all an
    /// owner needs so that the ids handed out after a restore are the ones the original would
    /// have handed out. Reading fills this empty map (room for every slot in the free list, as
    /// `reserveOne` keeps it) and checks what the map alone can check: slots below the count,
    /// no generation 0. Whether each free slot is really free (and listed once) is its owner's
    /// to check, who knows which slots are in use.
    mutating func code(_ c: inout SnapshotCoder, budget: MemoryBudget) {
        var s = slotCount, waiting = freeTail - freeHead
        c.int(&s, max: slotLimit); c.int(&waiting, max: s)
        c.column(&generation, &s, budget)
        if c.reading {
            do { try freeSlots.reserve(exactly: s, keeping: 0, in: budget) } catch { c.refuse(error) }
            if !c.intact { return }
            slotCount = s; freeHead = 0; freeTail = waiting
        }
        c.copy(UnsafeMutableRawPointer(freeSlots.base + freeHead), waiting * MemoryLayout<UInt32>.stride)
        if !c.intact { return }
        var k = 0
        while k < s { c.check(generation[k] != 0); k += 1 }
        k = 0
        // Compared as UInt32: a damaged slot of 2³¹ or more would trap converting to wasm32's Int.
        while k < waiting { c.check(freeSlots[k] < UInt32(truncatingIfNeeded: s)); k += 1 }
    }
}
