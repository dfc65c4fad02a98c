//===--- SolverBodies.swift ----------------------------------------------===//
// Part of Fizz. The bodies as the solver sees them: packed, in grid order.
//===---------------------------------------------------------------------===//

/// Position and velocity of one body, packed so a contact touches one half cache line per body
/// instead of four columns.
struct SolverBody {
    /// Centre, pt.
    var x: Double, y: Double
    /// Velocity, pt/s.
    var vx: Double, vy: Double
}

/// The solver's copy of the bodies, indexed by *solver index* `k`: the grid's cell order, so
/// bodies that touch are near each other in memory and the pair finder's neighbours form two
/// contiguous index ranges (see `BubbleWorld.collide`).
///
/// Why a copy: the `BodyStore` columns are the truth the host and any component driving the world read and write
/// between substeps; the solver gathers them at the start of a substep and scatters them back
/// at its end, and in between streams through one array of 32-byte bodies.
///
/// It also remembers, across collides, which solver index each bubble had, so accumulated
/// impulses follow the bubbles (warm starting) however the order changes: a bubble is known by
/// its slot and generation, so a removed bubble's contacts can never be handed to another.
final class SolverBodies {
    var state = Column<SolverBody>()
    /// The store index of the body at each solver index.
    var order = Column<Int32>()
    /// Radius (pt) and inverse mass (1/mass) per solver index, as of the last collide.
    var radius = Column<Double>(), invMass = Column<Double>()
    /// Slot | generation << 32 of the bubble at each solver index, this collide and the last.
    var key = Column<UInt64>(), oldKey = Column<UInt64>()
    /// The solver index each bubble had at the previous collide, or -1 (per solver index).
    var oldRank = Column<Int32>()
    /// The solver index each slot had at the last collide (per slot; may be stale: check `key`).
    /// Behind while `ranksPending`: `settleRanks` brings it up to date before it is read.
    var rankOfSlot = Column<Int32>()
    var rankOfSlotCount = 0
    /// Whether `rankOfSlot` lacks the last collide's ranks: a collide that took the old ranks
    /// from the last order (`fromOrder`) does not write them, since nothing reads them until a
    /// collide whose store moved bubbles, or a snapshot.
    var ranksPending = false
    /// The store's `moves` at the last rebuild, or nil (none yet, or restored from a snapshot).
    var lastMoves: UInt64? = nil
    /// Whether this rebuild takes each bubble's last solver index from the last collide's
    /// `order` (the store held the same bubbles at the same indices since), rather than from the
    /// slot tables; set by `beginRebuild`.
    var fromOrder = false
    /// Per solver index, the contact colours its contacts use so far (bit c: colour c).
    var colours = Column<UInt32>()

    var count = 0, oldCount = 0

    /// Whether `state` holds every body's position and velocity as the store has them, or newer:
    /// set by a substep (and by its collide's rebuild), cleared when a `step` call begins and
    /// ends and before a driver touches the bodies. A substep then gathers in place instead of
    /// from the store. Never true between calls: the host may change the store then.
    var current = false
    /// Whether the store lacks the last substeps' positions and velocities, which only `state`
    /// holds (`BubbleWorld.writeBack` scatters them): true after a substep, until the call ends,
    /// a collide or a driver needs the store.
    var storeBehind = false

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }

    /// Makes room for `rebuild` with `n` bodies and `slots` slots, before a step changes
    /// anything. The current copy is kept: substeps until the next collide still use it.
    func reserve(bodies n: Int, slots: Int) throws(FizzError) {
        try state.reserve(n, keeping: count, in: budget); try order.reserve(n, keeping: count, in: budget)
        try radius.reserve(n, keeping: count, in: budget); try invMass.reserve(n, keeping: count, in: budget)
        try key.reserve(n, keeping: count, in: budget); try oldKey.reserve(n, keeping: oldCount, in: budget)
        try oldRank.reserve(n, keeping: count, in: budget); try colours.reserve(n, keeping: 0, in: budget)
        try rankOfSlot.reserve(slots, keeping: rankOfSlotCount, in: budget)
    }


    /// Takes the grid order and the store's bodies at a collide: fills positions, radii and
    /// masses in solver order, and links every bubble to its solver index of the last collide.
    func rebuild(from b: BodyStore, order sorted: UnsafePointer<Int32>) {
        beginRebuild(from: b)
        rebuild(from: b, order: sorted, bodies: 0, b.count)
        endRebuild()
    }

    /// The part of `rebuild` that is not per solver index: the keys of the last collide kept,
    /// the columns sized, slots new since then marked as having no solver index.
    ///
    /// When the store has held the same bubbles at the same indices since the last rebuild (no
    /// bubble added or removed, no `permute`: most collides), each store index's last solver
    /// index is the inverse of the last `order`, written here into `colours` (free until the
    /// pairs are found; `endRebuild` clears them). `rebuild` then reads it nearly in order,
    /// instead of a slot's generation and last rank at random in tables of every slot: the
    /// same old ranks and keys, since the bubble at each index is the one that was there.
    func beginRebuild(from b: BodyStore) {
        let n = b.count
        fromOrder = lastMoves == b.moves && n == count
        lastMoves = b.moves
        // The slot tables are read below only when the old ranks do not come from the order.
        if !fromOrder { settleRanks() }
        ranksPending = fromOrder
        swap(&key, &oldKey)
        oldCount = count
        count = n
        state.reserve(n, keeping: 0); order.reserve(n, keeping: 0)
        radius.reserve(n, keeping: 0); invMass.reserve(n, keeping: 0)
        key.reserve(n, keeping: 0); oldRank.reserve(n, keeping: 0)
        colours.reserve(n, keeping: 0)
        if fromOrder {
            let last = colours.base, ord = order.base
            var k = 0
            while k < n { last[Int(ord[k])] = UInt32(truncatingIfNeeded: k); k += 1 }
        }
        let slots = b.slotCount
        if rankOfSlotCount < slots {
            rankOfSlot.reserve(slots, keeping: rankOfSlotCount)
            var s = rankOfSlotCount
            while s < slots { rankOfSlot[s] = -1; s += 1 }
            rankOfSlotCount = slots
        }
    }

    /// After every range of `rebuild`: the colours cleared for the pairs (they held the last
    /// solver indices while the ranges ran).
    func endRebuild() {
        colours.fill(0, count: count)
    }

    /// Writes the last collide's solver index into each of its bubbles' slot entries, if a
    /// rebuild from the order left them out (`ranksPending`): the table is then what a rebuild
    /// from the slot tables would have left, stale entries included, since every collide since
    /// the last one that wrote it held the same bubbles.
    func settleRanks() {
        if !ranksPending { return }
        let keys = key.base, ranks = rankOfSlot.base
        var k = 0
        while k < count { ranks[Int(UInt32(truncatingIfNeeded: keys[k]))] = Int32(truncatingIfNeeded: k); k += 1 }
        ranksPending = false
    }

    /// `rebuild` for solver indices `k0..<k1`, after `beginRebuild`. Ranges may run apart, on
    /// worker threads at once, with the bits of one range of every index: each index writes
    /// its own entries and its own bubble's slot entry (`rankOfSlot`, not when `fromOrder`),
    /// and reads only those and what the last collide left (`oldKey`, and the last solver
    /// indices in `colours`, which no range writes).
    func rebuild(from b: BodyStore, order sorted: UnsafePointer<Int32>, bodies k0: Int, _ k1: Int) {
        let n = k1
        let px = b.px.base, py = b.py.base, vx = b.vx.base, vy = b.vy.base
        let r = b.radius.base, im = b.invMass.base, slotOf = b.slotOf.base, gen = b.slots.generation.base
        let st = state.base, ord = order.base, rad = radius.base, inv = invMass.base
        let keys = key.base, olds = oldKey.base, oldRanks = oldRank.base, ranks = rankOfSlot.base
        let previous = Int32(oldCount)
        // Two loops, not one: the bodies' columns are read nearly in order (the store is kept
        // in cell order), but a slot's generation and last rank are two reads at random in
        // tables of every slot. Alone in a short loop, many of those misses are in flight at
        // once; inside the long one only a few iterations (and their misses) fit in the
        // processor's window.
        var k = k0
        while k < n {
            let i = Int(sorted[k])
            ord[k] = Int32(i)
            st[k] = SolverBody(x: px[i], y: py[i], vx: vx[i], vy: vy[i])
            rad[k] = r[i]; inv[k] = im[i]
            k += 1
        }
        k = k0
        if fromOrder {
            // `colours` holds each store index's last solver index (`beginRebuild`). In a loop
            // of its own too: read in the copy's loop, it ran about 1 % of a step slower
            // (`compare-physics`, 30,000 and 100,000 bubbles).
            let last = colours.base
            while k < n {
                let was = Int(last[Int(ord[k])])
                keys[k] = olds[was]; oldRanks[k] = Int32(truncatingIfNeeded: was)
                k += 1
            }
            return
        }
        while k < n {
            let slot32 = slotOf[Int(ord[k])], slot = Int(slot32)
            let kk = UInt64(slot32) | UInt64(gen[slot]) << 32
            keys[k] = kk
            let was = ranks[slot]
            oldRanks[k] = was >= 0 && was < previous && olds[Int(was)] == kk ? was : -1
            ranks[slot] = Int32(k)
            k += 1
        }
    }
}
