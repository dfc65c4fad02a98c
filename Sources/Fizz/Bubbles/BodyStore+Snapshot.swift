//===--- BodyStore+Snapshot.swift ----------------------------------------===//
// Part of Fizz. The bodies and their slot table in a snapshot.
//===---------------------------------------------------------------------===//

extension BodyStore {
    /// Count, every per-body column in body order, the slot map (generations and free slots in
    /// reuse order; every slot not in use waits in it), then the body index of every slot.
    /// Reading fills this empty store and checks that the tables name each other.
    func code(_ c: inout SnapshotCoder, maxBubbles: Int) {
        var n = count
        c.int(&n, max: maxBubbles)
        var columns = CodeColumns(coder: c, count: n, budget: budget)
        forEachColumn(&columns)
        c = columns.coder
        slots.code(&c, budget: budget)
        let s = slotCount
        c.column(&indexOfSlot, s, budget)
        if c.intact { count = n; c.check(consistent()) }
    }

    /// The values and tables just read agree: finite bodies within the parameter ranges, each
    /// body's slot pointing back at it, each free slot waiting once in the reuse queue.
    private func consistent() -> Bool {
        let s = slotCount
        if slots.freeTail - slots.freeHead != s - count { return false }
        var i = 0
        while i < count {
            let slot = Int(slotOf[i])
            if !(px[i].isFinite && py[i].isFinite && vx[i].isFinite && vy[i].isFinite && invMass[i].isFinite && invMass[i] > 0)
                || !(radius[i] > 0 && radius[i] <= BubbleWorldDef.maxRadius)
                || !(density[i] >= BubbleWorldDef.minDensity && density[i] <= BubbleWorldDef.maxDensity)
                || slot >= s || indexOfSlot[slot] != Int32(i) { return false }
            i += 1
        }
        var slot = 0
        while slot < s {
            let at = indexOfSlot[slot]
            if at < -1 || (at >= 0 && (Int(at) >= count || Int(slotOf[Int(at)]) != slot)) { return false }
            slot += 1
        }
        // Each queued slot must be free and queued once: it is marked (-2) as it is seen.
        var ok = true
        var k = slots.freeHead
        while k < slots.freeTail {
            let f = Int(slots.freeSlots[k])
            if indexOfSlot[f] != -1 { ok = false; break }
            indexOfSlot[f] = -2
            k += 1
        }
        while k > slots.freeHead { k -= 1; indexOfSlot[Int(slots.freeSlots[k])] = -1 }
        return ok
    }
}

/// Writes or reads the first `count` elements of every column.
struct CodeColumns: ColumnVisitor {
    var coder: SnapshotCoder
    let count: Int
    let budget: MemoryBudget
    mutating func visit<T>(_ column: inout Column<T>) { coder.column(&column, count, budget) }
}
