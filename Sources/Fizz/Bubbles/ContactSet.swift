//===--- ContactSet.swift ------------------------------------------------===//
// Part of Fizz. The contacts the solver works on, and their memory across steps.
//===---------------------------------------------------------------------===//

/// One circle–circle contact as the solver streams it: 32 bytes, read-only between collides.
///
/// Everything a pass needs besides the two bodies (and their inverse masses, read from the
/// solver's per-body column) is here, copied at collide (radii and masses only change through
/// calls that force a new collide). The accumulated impulse, the one value a pass writes, lives
/// in its own column (`ContactSet.impulses`): a pass then reads 40 bytes per contact and
/// dirties 8, where a 64-byte contact with its impulse inside was read and written back whole.
/// Past the L2 cache (tens of thousands of bubbles) that traffic is the cost of a step.
///
/// Why no mass: the effective mass `1 / (1/ma + 1/mb)` is derived from the two inverse masses
/// (`mass`), and the pair finder loses a division and two loads per contact (issue 26, round
/// seven). A solver job's first warm start computes it once into a column of its own beside the
/// impulses (`ContactSet.masses`), which the passes read instead of dividing twice a substep
/// (round ten).
/// Why the radius sum stays: collide makes it as `(ra + margin) + rb − margin` with the
/// speculative distance of that collide, which `BubbleWorld.update` may change before the next
/// one without a new collide, and a snapshot does not hold the old value.
/// A snapshot still holds 40-byte records with the mass (`ContactSet.snapshotRecordBytes`).
struct CircleContact {
    /// Solver indices of the two bodies, `a < b`.
    var a: Int32, b: Int32
    /// Unit normal from a to b, fixed at collide.
    var nx: Double, ny: Double
    /// `ra + rb`, pt.
    var radiusSum: Double

    /// Effective mass along the normal, `1 / (1/ma + 1/mb)`, from the two inverse masses.
    @inline(__always) static func mass(_ ima: Double, _ imb: Double) -> Double { 1.0 / (ima + imb) }
    /// `mass` in two lanes, each with the scalar form's bits.
    @inline(__always) static func mass(_ ima: SIMD2<Double>, _ imb: SIMD2<Double>) -> SIMD2<Double> { 1.0 / (ima + imb) }
}

/// One circle–wall contact; the wall is `side` (see `WallSide`), its normal points inward.
struct WallContact {
    /// Solver index of the body.
    var body: Int32, side: Int32
    var invMass: Double, radius: Double
    /// Accumulated normal impulse, mass·pt/s (never negative).
    var impulse: Double
}

/// Circle–circle and circle–wall contacts: what the solver iterates, and what the next
/// collide needs to warm-start from them.
///
/// Two orders. Contacts are *found* in pair order — sorted by `a`, then `b`, so
/// `groupStart[k] ..< groupStart[k + 1]` are the contacts whose `a` is `k`, and `pairB`/`pairAt`
/// give each one's `b` and its place in `circles`. They are *solved* in block and colour
/// order. Bodies are cut into blocks of `blockSize` solver indices, and a contact belongs to
/// the block of its `a`. Within a block, every contact gets the first of `colourLimit` colours
/// that neither of its bodies has used yet in that block, and `circles` holds the block's
/// colour 0 contacts, then its colour 1 contacts, and so on (then the few that found no
/// colour), then the next block. Within a colour no two contacts share a body, so consecutive
/// iterations of a pass never wait for each other's velocity updates: the loop runs at the
/// processor's throughput instead of its latency (Box2D v3's graph colouring, without the
/// threads). Both orders are deterministic functions of the state; walls come after every
/// circle, by body then side.
///
/// Why blocks: colouring the whole world at once makes every colour a sweep over every body,
/// so a pass reads the bodies six to eight times; once they outgrow the L2 cache (about
/// 60,000 bodies of 32 bytes here) each sweep comes from far memory and the step stops
/// scaling linearly. A block's bodies (and the few of the next that its contacts reach) stay
/// in L1 while its colours run.
///
/// Why pair order at all: the next collide finds a pair's last impulse by scanning the handful
/// of contacts of one body — warm starting, which is what lets a deep pile hold its pressure
/// with one iteration per substep. The previous set is kept (swapped, never copied) for that.
final class ContactSet {
    /// Colours a contact may take; the rest are solved last, in pair order.
    static let colourLimit = 32
    /// Solver indices per colouring block: a power of two; 512 bodies are 16 KiB of solver
    /// state, which leaves room in a 32–48 KiB L1 for the next block's edge and the contacts.
    static let blockSize = 512

    /// Circle contacts in colour order: what every solver pass streams through ...
    var circles = Column<CircleContact>()
    /// ... and each one's accumulated normal impulse of the current substep, mass·pt/s (never
    /// negative).
    var impulses = Column<Double>()
    /// ... and each one's effective mass, `CircleContact.mass` of its bodies' inverse masses in
    /// the solver's copy: derived, never in a snapshot's bytes. Written by every solver job's
    /// first warm start (`SolverJob`), read by every pass after it.
    ///
    /// Why a column: the solver's inverse masses change only when the solver bodies are rebuilt
    /// at a collide (or read from a snapshot), so a pass dividing `1 / (ima + imb)` per contact
    /// (eight times a step at 4 substeps) recomputed the same bits. Apart from the contacts, two
    /// neighbours' masses are one 16-byte load for the two-lane passes.
    var masses = Column<Double>()
    var count = 0
    /// Pair order: per solver index, the first contact whose `a` it is (count + 1 entries) ...
    var groupStart = Column<Int32>()
    /// ... and per contact in pair order, its `b` and its index in `circles`.
    var pairB = Column<Int32>(), pairAt = Column<Int32>()
    var walls = Column<WallContact>()
    var wallCount = 0

    // Collide's scratch: contacts in pair order with their colour, before the colour sort.
    var staged = Column<CircleContact>()
    var stagedImpulse = Column<Double>()
    var stagedColour = Column<UInt8>()
    /// The pair finder's candidates within reach of one body: at most `contactCap` plus one scan
    /// chunk (see `BubbleWorld.within`).
    var near = Column<Int32>()
    var colourStart = Column<Int32>()

    // The previous set, read while building the next one.
    var oldImpulses = Column<Double>()
    var oldCount = 0
    var oldGroupStart = Column<Int32>()
    var oldPairB = Column<Int32>(), oldPairAt = Column<Int32>()
    var oldWalls = Column<WallContact>()
    var oldWallCount = 0

    /// Contacts (circle, wall) the last collide found but had no room for in the budget; the
    /// next step reserves them first, or is refused. 0 when every contact fitted.
    var demand = 0, wallDemand = 0

    /// What the last one-thread collide's read-ahead of the old impulses loaded (see
    /// `PreviousContacts.readAhead`): written so that the loads are kept, never read.
    var readAhead: UInt64 = 0

    /// Bumped by every collide: what the solver's worker threads cut into blocks once per set.
    var version: UInt64 = 0

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }

    /// Makes room, before a step changes anything, for collides of `n` bodies: 3 contacts per
    /// body (or what the last collide wanted), on both sides of every swap; the current and
    /// previous contacts are kept (the solver and warm starting still read them).
    func reserve(bodies n: Int) throws(FizzError) {
        let b = budget
        let expected = max(3 * n + 16, demand)
        try groupStart.reserve(n + 1, keeping: groupStart.capacity, in: b)
        try oldGroupStart.reserve(n + 1, keeping: oldGroupStart.capacity, in: b)
        try circles.reserve(expected, keeping: count, in: b); try impulses.reserve(expected, keeping: count, in: b)
        // At least `count`: a snapshot's read sizes `circles` alone. Nothing kept: every solver
        // job writes the masses before its passes read them.
        try masses.reserve(expected > count ? expected : count, keeping: 0, in: b)
        try pairB.reserve(expected, keeping: count, in: b); try pairAt.reserve(expected, keeping: count, in: b)
        try staged.reserve(expected, keeping: 0, in: b); try stagedImpulse.reserve(expected, keeping: 0, in: b)
        try stagedColour.reserve(expected, keeping: 0, in: b)
        try oldImpulses.reserve(expected, keeping: oldCount, in: b)
        try oldPairB.reserve(expected, keeping: oldCount, in: b); try oldPairAt.reserve(expected, keeping: oldCount, in: b)
        try near.reserve(BubbleWorld.contactCap + BubbleWorld.scanChunk, keeping: 0, in: b)
        try colourStart.reserve(ContactSet.colourLimit + 2, keeping: 0, in: b)
        try walls.reserve(wallDemand, keeping: wallCount, in: b)
        try oldWalls.reserve(wallDemand, keeping: oldWallCount, in: b)
        demand = 0
        wallDemand = 0
    }

    /// Room for `needed` contacts in the arrays a collide writes (the staged ones, keeping
    /// `live`, and the colour-sorted ones), within the budget: false when it does not fit.
    /// The only growth inside a step, when bubbles are pushed closer than ever before.
    /// `exactly`: no column takes more than `needed` (see `makeRoom`).
    /// `sorted`: the contacts already colour-sorted into `circles` (and their `pairB`, `pairAt`
    /// and impulses), kept too.
    func growStaged(_ needed: Int, keeping live: Int, sorted: Int = 0, exactly: Bool = false) -> Bool {
        let b = budget
        do {
            if exactly {
                try staged.reserve(exactly: needed, keeping: live, in: b)
                try stagedImpulse.reserve(exactly: needed, keeping: live, in: b)
                try stagedColour.reserve(exactly: needed, keeping: live, in: b)
                try circles.reserve(exactly: needed, keeping: sorted, in: b)
                try impulses.reserve(exactly: needed, keeping: sorted, in: b)
                try masses.reserve(exactly: needed, keeping: 0, in: b)   // rewritten by every job
                try pairB.reserve(exactly: needed, keeping: sorted, in: b)
                try pairAt.reserve(exactly: needed, keeping: sorted, in: b)
                return true
            }
            try staged.reserve(needed, keeping: live, in: b); try stagedImpulse.reserve(needed, keeping: live, in: b)
            try stagedColour.reserve(needed, keeping: live, in: b)
            try circles.reserve(needed, keeping: sorted, in: b); try impulses.reserve(needed, keeping: sorted, in: b)
            try masses.reserve(needed, keeping: 0, in: b)
            try pairB.reserve(needed, keeping: sorted, in: b); try pairAt.reserve(needed, keeping: sorted, in: b)
            return true
        } catch {
            return false
        }
    }

    /// Bytes one contact takes in the eight arrays `growStaged` grows.
    static let stagedBytes = Int64(2 * MemoryLayout<CircleContact>.stride + 3 * MemoryLayout<Double>.stride
                                   + MemoryLayout<UInt8>.stride + 2 * MemoryLayout<Int32>.stride)

    /// Allocations of the contact arrays so far (every growth of `growStaged`'s columns counts
    /// one): what a test reads to see that a collide near the budget's end grows them a
    /// bounded number of times, not once per bubble.
    var stagedGrowths: UInt64 = 0

    /// How many contacts a collide can write: the smallest of the arrays it fills.
    var stagedCapacity: Int {
        min(min(min(staged.capacity, stagedImpulse.capacity), min(stagedColour.capacity, circles.capacity)),
            min(min(min(impulses.capacity, masses.capacity), pairB.capacity), pairAt.capacity))
    }

    /// The arrays the pair finder writes, and their room (`full`: the budget refused more).
    var room: CollideRoom {
        CollideRoom(out: staged.base, carried: stagedImpulse.base, tint: stagedColour.base, near: near.base,
                    capacity: stagedCapacity, full: false)
    }

    /// Room for `needed` contacts (keeping `live`), within the budget: the pair finder's one
    /// call out of its loop (`full` when the budget refused).
    ///
    /// Growth stays geometric up to the budget's end. A column near the end of its budget
    /// takes exactly what it is asked for, and the pair finder asks for `contactCap` more per
    /// bubble: 131,071 bubbles added at one point reallocated the seven arrays once per bubble
    /// as the budget filled (a first 1/60 s step took 60 s, most of it copying and in the
    /// kernel). So the request is at least twice the room there is, and when that no longer
    /// fits, the arrays take at once all the budget still holds for them, and no more growth
    /// is tried in this collide: O(log) growths per collide, whatever the budget.
    /// `sorted`: contacts already colour-sorted, kept (see `growStaged`).
    @inline(never) func makeRoom(contacts needed: Int, keeping live: Int, sorted: Int = 0) -> CollideRoom {
        let have = stagedCapacity
        if needed > have {
            stagedGrowths &+= 1
            let doubled = needed > 2 * have ? needed : 2 * have
            if !growStaged(doubled, keeping: live, sorted: sorted) {
                let fit = Int64(stagedCapacity) + (budget.limit - budget.used) / ContactSet.stagedBytes
                if fit < Int64(needed) || !growStaged(Int(fit), keeping: live, sorted: sorted, exactly: true) {
                    var r = room
                    r.full = true
                    return r
                }
                var r = room
                r.full = true   // the last growth: the collide keeps what fits and stops asking
                return r
            }
        }
        return room
    }


    /// Moves the current contacts to the "old" side and empties the current set, ready for
    /// `bodies` bodies.
    func beginCollide(bodies n: Int) {
        version &+= 1
        swap(&impulses, &oldImpulses); swap(&groupStart, &oldGroupStart)
        swap(&pairB, &oldPairB); swap(&pairAt, &oldPairAt)
        oldCount = count; count = 0
        swap(&walls, &oldWalls)
        oldWallCount = wallCount; wallCount = 0
        groupStart.reserve(n + 1, keeping: 0)
        // Equal circles packed hexagonally make 3 contacts per body; reserving that up front
        // (both sides, as they swap) means a pile that compacts never allocates mid-run.
        let expected = 3 * n + 16
        circles.reserve(expected, keeping: 0); impulses.reserve(expected, keeping: 0)
        pairB.reserve(expected, keeping: 0); pairAt.reserve(expected, keeping: 0)
        staged.reserve(expected, keeping: 0); stagedImpulse.reserve(expected, keeping: 0)
        stagedColour.reserve(expected, keeping: 0)
        oldImpulses.reserve(expected, keeping: oldCount)
        oldPairB.reserve(expected, keeping: oldCount); oldPairAt.reserve(expected, keeping: oldCount)
    }

    /// Lays the contacts of bodies `first..<last` (`first` a block's first body), found apart
    /// with `groupStart` counted from their own first contact, at contact `base` of the whole
    /// set: their `groupStart` moves on by `base`, then they are colour-sorted into place
    /// (`sortByColour`). Ranges found apart and laid end to end this way are one pass over the
    /// world; the one-thread collide lays each block so, the worker threads each range.
    /// (Inlined: the block loop around it then holds the shift's loop, and its calls are not
    /// an innermost loop's, which `tools/check-hot-loops.py` keeps for per-body work.)
    @inline(__always) func place(bodies first: Int, _ last: Int, contacts base: Int, count: Int, from staged: CollideRoom,
               counts: UnsafeMutablePointer<Int32>) {
        if base != 0 {
            let groups = groupStart.base, shift = Int32(truncatingIfNeeded: base)
            var k = first
            while k < last { groups[k] &+= shift; k += 1 }
        }
        sortByColour(bodies: first, last, contacts: base, base + count, from: staged, counts: counts)
    }

    /// The colour sort of the blocks of bodies `first..<last` (`first` a block's first body),
    /// whose contacts are `base..<total` in pair order (`groupStart` as the whole set has it) and
    /// sit in `staged` from its index 0 on; `counts` is `colourLimit + 2` scratch entries.
    /// Blocks sort apart, so worker threads sort ranges of them at once (SolverThreads.swift).
    func sortByColour(bodies first: Int, _ last: Int, contacts base: Int, _ total: Int, from staged: CollideRoom,
                      counts start: UnsafeMutablePointer<Int32>) {
        let buckets = ContactSet.colourLimit + 1
        let colour = staged.tint - base, from = staged.out - base, fromImpulse = staged.carried - base
        let to = circles.base, bs = pairB.base, at = pairAt.base, groups = groupStart.base
        let toImpulse = impulses.base
        var block = first
        while block < last {
            let end = block + ContactSet.blockSize < last ? block + ContactSet.blockSize : last
            let lo = Int(groups[block]), hi = end == last ? total : Int(groups[end])
            var c = 0
            while c <= buckets { start[c] = 0; c += 1 }
            var j = lo
            while j < hi { start[Int(colour[j]) + 1] += 1; j += 1 }
            start[0] = Int32(lo)
            c = 0
            while c < buckets { start[c + 1] += start[c]; c += 1 }
            j = lo
            while j < hi {
                let col = Int(colour[j])
                let pos = Int(start[col])
                start[col] = Int32(pos + 1)
                to[pos] = from[j]
                toImpulse[pos] = fromImpulse[j]
                bs[j] = from[j].b
                at[j] = Int32(pos)
                j += 1
            }
            block = end
        }
    }

    /// The previous set's pair-order index, as raw pointers for the pair finder's inner loop.
    var previous: PreviousContacts {
        PreviousContacts(groupStart: oldGroupStart.base, pairB: oldPairB.base, pairAt: oldPairAt.base,
                         impulses: oldImpulses.base, count: oldCount)
    }

    /// Room for `extra` more wall contacts: false when the budget cannot hold them (they are
    /// then dropped from this collide, and `wallDemand` asks the next step for them).
    @inline(__always) func reserveWalls(_ extra: Int) -> Bool {
        if wallCount + extra <= walls.capacity { return true }
        do { try walls.reserve(wallCount + extra, keeping: wallCount, in: budget) } catch {
            wallDemand = max(wallDemand, wallCount + extra)
            return false
        }
        return true
    }

    /// The accumulated impulse of old solver index `body` against wall `side`, or 0 (binary
    /// search: old walls are sorted by body, then side).
    @inline(__always) func oldWallImpulse(_ body: Int32, _ side: Int32) -> Double {
        let old = oldWalls.base
        var lo = 0, hi = oldWallCount
        while lo < hi {
            let mid = (lo + hi) >> 1
            let b = old[mid].body, s = old[mid].side
            if b == body && s == side { return old[mid].impulse }
            if b < body || (b == body && s < side) { lo = mid + 1 } else { hi = mid }
        }
        return 0
    }

}

/// Where the pair finder writes (see `ContactSet.room`).
struct CollideRoom {
    var out: UnsafeMutablePointer<CircleContact>, carried: UnsafeMutablePointer<Double>
    var tint: UnsafeMutablePointer<UInt8>, near: UnsafeMutablePointer<Int32>
    var capacity: Int
    var full: Bool

    /// The same room from contact `base` on (`base` at most `capacity`).
    func from(_ base: Int) -> CollideRoom {
        CollideRoom(out: out + base, carried: carried + base, tint: tint + base, near: near,
                    capacity: capacity - base, full: full)
    }
}

/// The previous contact set, seen by pair: where warm starting looks up last step's impulses.
struct PreviousContacts {
    let groupStart: UnsafeMutablePointer<Int32>
    let pairB: UnsafeMutablePointer<Int32>, pairAt: UnsafeMutablePointer<Int32>
    let impulses: UnsafeMutablePointer<Double>
    let count: Int

    /// The accumulated impulse the pair of old solver indices `lo < hi` had, or 0.
    @inline(__always) func impulse(_ lo: Int32, _ hi: Int32) -> Double {
        var j = Int(groupStart[Int(lo)])
        let stop = Int(groupStart[Int(lo) &+ 1])
        let end = stop < count ? stop : count   // never past the set, whatever a stale rank says
        while j < end {
            let b = pairB[j]
            if b == hi { return impulses[Int(pairAt[j])] }
            if b > hi { break }
            j &+= 1
        }
        return 0
    }

    /// Reads one impulse in every cache line that holds an old contact of block `block` of old
    /// solver indices (`bodies`: how many old solver indices there were), and returns their bit
    /// patterns xor-ed together.
    ///
    /// Why: the impulses are stored in colour order, so the lookups of a block's pairs (in
    /// pair order) land at random in the block's 12 KB of impulses (30,000 bubbles), and the
    /// first lookup in each cache line missed the cache: a load that waits on `pairAt` and sits in the loop over hits,
    /// where the processor's window held too little to overlap it (about 8 % of `findPairs`'
    /// samples in wasmtime, at one instruction). Read ahead in address order, the misses are
    /// independent and many are in flight at once, and the lookups then find the lines in the
    /// cache. A block's contacts in colour order are its contacts in pair order, permuted
    /// (`sortByColour`), so the range is `groupStart`'s. The result is only kept (`PairRun`)
    /// so that the loads are not dropped as unused; xor, not a sum: no chain of float adds.
    @inline(__always) func readAhead(block: Int, bodies: Int) -> UInt64 {
        let first = block &* ContactSet.blockSize
        let last = bodies &- first > ContactSet.blockSize ? first &+ ContactSet.blockSize : bodies
        let lo = Int(groupStart[first]), stop = Int(groupStart[last])
        let hi = stop < count ? stop : count
        let line = 64 / MemoryLayout<Double>.stride
        var j = lo, bits: UInt64 = 0
        while j < hi {
            bits ^= impulses[j].bitPattern
            j &+= line
        }
        return bits
    }
}

/// The four walls; each pushes along its inward normal.
enum WallSide {
    static let left: Int32 = 0    // x = 0, normal +x
    static let right: Int32 = 1   // x = width, normal -x
    static let top: Int32 = 2     // y = 0, normal +y
    static let bottom: Int32 = 3  // y = height, normal -y
}
