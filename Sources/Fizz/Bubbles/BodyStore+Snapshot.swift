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
        var s = slotCount
        c.column(&indexOfSlot, &s, budget)
        if c.intact { count = n; checkConsistent(&c) }
    }

    /// The values and tables just read agree: bodies within the world's reach (centres within
    /// ±`maxExtent`, velocity components within ±`maxSpeed`: what the calls and every step
    /// keep), radii and densities in the setters' ranges, each inverse mass the one its radius
    /// and density give (the calls derive it, never set it), each body's slot pointing back at
    /// it, and every other slot free and waiting once in the reuse queue (so no slot claims a
    /// body that is not its own).
    private func checkConsistent(_ c: inout SnapshotCoder) {
        let n = count, s = slotCount, e = BubbleWorldDef.maxExtent, v = BubbleWorldDef.maxSpeed
        c.check(doubles: px.base, n, -e, e); c.check(doubles: py.base, n, -e, e)
        c.check(doubles: vx.base, n, -v, v); c.check(doubles: vy.base, n, -v, v)
        c.check(doubles: invMass.base, n, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude)
        c.check(doubles: radius.base, n, Double.leastNonzeroMagnitude, BubbleWorldDef.maxRadius)
        c.check(doubles: density.base, n, BubbleWorldDef.minDensity, BubbleWorldDef.maxDensity)
        if !c.intact { return }
        var j = 0
        while j < n {
            c.check(invMass[j].bitPattern == BodyStore.inverseMass(radius: radius[j], density: density[j]).bitPattern)
            j += 1
        }
        c.check(ints: slotOf.base, n, 0, s - 1)
        c.check(ints: indexOfSlot.base, s, -1, n - 1)
        c.check(slots.freeTail - slots.freeHead == s - n)
        if !c.intact { return }
        var i = 0
        while i < n { c.check(indexOfSlot[Int(slotOf[i])] == Int32(i)); i += 1 }
        // Each queued slot must be free and queued once: it is marked (-2) as it is seen.
        var k = slots.freeHead
        while k < slots.freeTail && c.intact {
            let f = Int(slots.freeSlots[k])
            c.check(indexOfSlot[f] == -1)
            indexOfSlot[f] = -2
            k += 1
        }
        while k > slots.freeHead { k -= 1; indexOfSlot[Int(slots.freeSlots[k])] = -1 }
    }
}

/// Writes or reads the first `count` elements of every column.
struct CodeColumns: ColumnVisitor {
    var coder: SnapshotCoder
    let count: Int
    let budget: MemoryBudget
    mutating func visit<T>(_ column: inout Column<T>) { var n = count; coder.column(&column, &n, budget) }
}
