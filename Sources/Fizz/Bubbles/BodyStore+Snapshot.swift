//===--- BodyStore+Snapshot.swift ----------------------------------------===//
// Part of Fizz. The bodies and their slot table in a snapshot.
//===---------------------------------------------------------------------===//

extension BodyStore {
    /// Count, slot count, every per-body column in body order, the slot table (index and
    /// generation per slot), then the free queue in reuse order (every slot not in use waits
    /// in it, so it holds `slotCount - count`). Reading fills this empty store and checks that
    /// the tables name each other.
    func code(_ c: inout SnapshotCoder, maxBubbles: Int) {
        var n = count, s = slotCount
        c.int(&n, max: maxBubbles); c.int(&s, max: BodyStore.slotLimit)
        c.check(n <= s)
        var columns = CodeColumns(coder: c, count: n, budget: budget)
        forEachColumn(&columns)
        c = columns.coder
        c.column(&indexOfSlot, s, budget); c.column(&generation, s, budget)
        if c.reading {
            do { try freeSlots.reserve(s, keeping: 0, in: budget) } catch { c.check(false) }
            if !c.intact { return }
            freeHead = 0; freeTail = s - n
            count = n; slotCount = s
        }
        var k = freeHead
        while k < freeTail { c.u32(&freeSlots[k]); k += 1 }
        if c.intact { c.check(consistent()) }
    }

    private func consistent() -> Bool {
        let s = slotCount
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
            if generation[slot] == 0 || at < -1 || (at >= 0 && (Int(at) >= count || Int(slotOf[Int(at)]) != slot)) { return false }
            slot += 1
        }
        // Each queued slot must be free and queued once: it is marked (-2) as it is seen.
        var ok = true
        var k = freeHead
        while k < freeTail {
            let f = Int(freeSlots[k])
            if f >= s || indexOfSlot[f] != -1 { ok = false; break }
            indexOfSlot[f] = -2
            k += 1
        }
        while k > freeHead { k -= 1; indexOfSlot[Int(freeSlots[k])] = -1 }
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
