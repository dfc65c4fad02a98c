//===--- SolverBodies+Snapshot.swift -------------------------------------===//
// Part of Fizz. What the solver copy carries from one collide to the next.
//===---------------------------------------------------------------------===//

extension SolverBodies {
    /// The last collide's order, radii, masses and bubble keys, and the solver index of every
    /// slot: the contacts name bodies by solver index, and warm starting finds a bubble's last
    /// contacts through them. Positions and velocities are gathered afresh every substep (not
    /// stored), the colours and the previous collide's keys are rebuilt at the next collide.
    /// `bodies`: the store's count when the next substep uses this order without a new collide
    /// (it must then hold store indices below it); nil when a collide comes first.
    func code(_ c: inout SnapshotCoder, bodies: Int?) {
        let limit = Int(BubbleWorldDef.bubbleLimit)
        // Written as a rebuild from the slot tables would have left it. Writing changes nothing
        // else, so the next collide may still take the old ranks from the order; a snapshot is
        // only ever read into a new world, whose first collide reads the slot tables (`lastMoves`
        // is nil until then).
        settleRanks()
        var m = count
        c.int(&m, max: limit)
        c.column(&order, &m, budget); c.column(&radius, &m, budget)
        c.column(&invMass, &m, budget); c.column(&key, &m, budget)
        c.int(&rankOfSlotCount, max: BodyStore.slotLimit)
        c.column(&rankOfSlot, &rankOfSlotCount, budget)
        if !c.intact { return }
        // The step keeps `count` elements of these when it grows them.
        do { try state.reserve(exactly: m, keeping: 0, in: budget); try oldRank.reserve(exactly: m, keeping: 0, in: budget) } catch { c.refuse(error) }
        count = m
        c.check(bodies == nil || bodies == m)
        c.check(ints: order.base, m, 0, (bodies ?? limit) - 1)
        c.check(doubles: radius.base, m, Double.leastNonzeroMagnitude, BubbleWorldDef.maxRadius)
        c.check(doubles: invMass.base, m, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude)
        if c.reading && bodies != nil { checkOrderIsPermutation(&c) }
    }

    /// With live contacts, the order names every store index once, as a collide's grid order
    /// does. Why: the substeps before the next collide gather and scatter each block's bodies
    /// through the order as it is, on worker threads several blocks at once, so an index named
    /// twice would be written by two threads in either order (bits that depend on the thread
    /// count and the timing), and the index it displaced would never be gathered. `oldRank`
    /// (`count` entries, reserved above) holds the marks: the next collide's rebuild rewrites
    /// it before anything reads it.
    private func checkOrderIsPermutation(_ c: inout SnapshotCoder) {
        if !c.intact { return }
        let seen = oldRank.base, ord = order.base
        seen.update(repeating: 0, count: count)
        var ok = true, k = 0
        while ok && k < count {
            let i = Int(ord[k])
            ok = seen[i] == 0
            seen[i] = 1
            k += 1
        }
        c.check(ok)
    }
}
