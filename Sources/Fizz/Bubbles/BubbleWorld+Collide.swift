//===--- BubbleWorld+Collide.swift ---------------------------------------===//
// Part of Fizz. Building the contact set: grid, pairs, walls, warm start.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Collides between which the bodies are re-sorted in memory by grid cell. Bubbles drift
    /// slowly, so the store stays nearly in cell order and gathering it stays nearly sequential.
    static let reorderInterval: UInt64 = 16

    /// Rebuilds every contact from the current positions, in solver (grid) order, and carries
    /// over accumulated impulses from the previous set.
    func collide() {
        let b = bodies
        let n = b.count
        let margin = def.speculativeDistance
        let g = grid
        let measured = g.measure(px: b.px, py: b.py, radius: b.radius, count: n)
        let maxR = measured.largest
        let (gridR, bigAbove) = gridRadius(largest: maxR)
        g.build(px: b.px, py: b.py, radius: b.radius, count: n, reach: 2 * gridR + margin, bigAbove: bigAbove,
                measured: measured)
        if g.builds % BubbleWorld.reorderInterval == 1 && n > 1 {
            b.permute(by: g.sorted.base)
            g.bodiesReordered(count: n)
        }
        let sb = solverBodies
        sb.beginRebuild(from: b)
        // Worker threads, natively and when `threads > 1`, copy the bodies in ranges with the
        // same result (SolverThreads.swift); otherwise, and in wasm, here.
        if !rebuildOnWorkers() {
            sb.rebuild(from: b, order: g.sorted.base, bodies: 0, n)
        }
        sb.endRebuild()
        let c = contacts
        c.beginCollide(bodies: n)
        // Worker threads, natively and when `threads > 1`, find and sort the pairs in ranges
        // of blocks with the same result (SolverThreads.swift); otherwise, and in wasm, here.
        if !findPairsOnWorkers(margin: margin) {
            findPairs(margin: margin)
        }
        collideWalls(margin: margin, largest: maxR)
    }

    /// At most this many bodies are kept out of the grid as big (see `BroadPhase`): each is
    /// tested against every body, so they cost `maxBigBodies × n` distance tests at most.
    static let maxBigBodies = 32
    /// Big bodies are looked for only among this many bodies or more: below it a coarse grid
    /// costs little, and ordinary scenes keep the one-grid order they always had.
    static let bigBodySearchCount = 256
    /// The most contacts one body finds with bodies after it in solver order. Equal circles
    /// touch 6 others, a circle 8 times bigger than its neighbours about 30; past this the pile
    /// is a heap of bodies all on top of each other (10,000 added at one point would make 50
    /// million pairs), and the first ones found in solver order are enough to push it apart.
    /// Contacts then stay below `contactCap × n`. (`within` counts a body's candidates in 16
    /// bits: `contactCap + scanChunk` stays under 65,536.)
    static let contactCap = 32

    /// The largest radius among the bodies the grid holds, and the radius above which bodies are
    /// big (∞: none). A body is big when it is more than 8 times the radius of every body in the
    /// grid and there are at most `maxBigBodies` such; size classes are peeled off from the top
    /// while that holds (two huge, a hundred medium and thousands of small bubbles keep the
    /// huge ones out, then stop). A pass over the radii per class, at most ~15 classes between
    /// 1e6 pt and the smallest physics radius.
    func gridRadius(largest maxR: Double) -> (grid: Double, bigAbove: Double) {
        var gridR = maxR, bigAbove = Double.infinity
        let n = bodies.count
        if n < BubbleWorld.bigBodySearchCount { return (gridR, bigAbove) }
        let radii = bodies.radius.base
        var top = maxR
        var rounds = 0
        while rounds < 64 {
            let t = top * 0.125
            var count = 0, below = 0.0
            var i = 0
            while i < n {
                let r = radii[i]
                if r > t {
                    count += 1
                    // Past this many the class is not peeled off, whatever the rest holds: in
                    // a scene of similar bubbles this pass stops after a few dozen.
                    if count > BubbleWorld.maxBigBodies { break }
                } else if r > below { below = r }
                i += 1
            }
            if count > BubbleWorld.maxBigBodies || !(below > 0) { break }
            bigAbove = t; gridR = below; top = below
            rounds += 1
        }
        return (gridR, bigAbove)
    }

    /// Every pair of bodies closer than their radii plus `margin`, once each, in solver order,
    /// into the contact set's staging arrays (growing them within the budget), and colour-sorted
    /// into `circles`.
    ///
    /// Why block by block: the colour sort reads every staged contact once more. Sorted as soon
    /// as its block is found, a block's contacts (about 1,500, 75 KB with their impulses and
    /// colours) still sit in the L2 cache; sorted after the whole world, they came back from
    /// far memory (12 MB at 100,000 bubbles). Ranges found apart and laid end to end are the
    /// whole run's contacts (see `findPairs(from:to:…)`), so this is the bits of one pass over
    /// the world, growth included (`StagedRange`). Ranges of 1, 4 and 16 blocks measured alike.
    private func findPairs(margin: Double) {
        let c = contacts, sb = solverBodies
        let n = sb.count
        let colours = sb.colours.base, groups = c.groupStart.base
        let size = ContactSet.blockSize
        var base = 0, wanted = 0, touched = 0, full = false, read: UInt64 = 0
        // One sink for every block, moved on in place: a new one per block would retain and
        // release the contact set each time (`tools/check-hot-loops.py`).
        var sink = StagedRange(contacts: c, base: 0, full: false)
        var k0 = 0
        while k0 < n {
            let k1 = n - k0 > size ? k0 + size : n
            sink.base = base; sink.full = full
            let run = findPairs(from: k0, to: k1, margin: margin, into: sink, colours: colours, touched: touched)
            c.place(bodies: k0, k1, contacts: base, count: run.count, from: sink.room, counts: c.colourStart.base)
            base += run.count
            wanted &+= run.wanted
            full = full || run.full
            touched = run.touched
            read ^= run.read
            k0 = k1
        }
        c.readAhead = read
        groups[n] = Int32(truncatingIfNeeded: base)
        c.count = base
        if wanted > base { c.demand = wanted }
    }

    /// The pairs whose first body is a solver index in `k0..<k1` (`k0` the first body of a
    /// colouring block), written to `sink` from its index 0 on, in pair order, each with the
    /// first free colour of its block; `groupStart[k]` for `k` in the range gets the index in
    /// `sink` of `k`'s first contact. `colours` must be 0 from `k0` on (bodies before it are
    /// not read). The same for any cut into block ranges: a block's colours depend only on its
    /// own contacts, so ranges found apart and laid end to end are the whole run's contacts.
    ///
    /// Bodies are in cell order (row-major), so for a body in cell (x, y) the partners with a
    /// larger index are the rest of its own cell and cell (x + 1, y) — one index range — and
    /// cells (x − 1 ... x + 1, y + 1) — a second range — and the big bodies, which come after
    /// every cell — a third. A big body's partners are the big bodies after it. Pairs come out
    /// sorted by (a, b); each body keeps its first `contactCap`.
    ///
    /// `touched`: one past the last body an earlier range's contacts coloured (0 when `colours`
    /// is 0 from `k0` on); the run returns its own, for the range after it.
    func findPairs<Sink: PairSink>(from k0: Int, to k1: Int, margin: Double, into sink: Sink,
                                   colours: UnsafeMutablePointer<UInt32>, touched touchedBefore: Int = 0) -> PairRun {
        let g = grid, sb = solverBodies, c = contacts
        let n = k1
        let cols = g.columns
        let start = g.cellStart.base
        let bigStart = g.bigStart
        let st = sb.state.base, rad = sb.radius.base, oldRank = sb.oldRank.base
        let groups = c.groupStart.base, previous = c.previous
        let allColours: UInt32 = ContactSet.colourLimit == 32 ? ~0 : (1 << UInt32(ContactSet.colourLimit)) - 1
        let cap = BubbleWorld.contactCap
        let all = sb.count
        var count = 0
        // Where contacts and candidates go, as locals: no class property is touched in the
        // loop (a property read next to a call costs a dynamic exclusivity check per cell).
        // `near` holds `contactCap + scanChunk` candidates, reserved by the step.
        let room = sink.room
        var out = room.out, carried = room.carried, tint = room.tint
        let near = room.near
        var capacity = room.capacity
        // Contacts wanted, and whether the budget refused room for some (then each body keeps
        // the contacts that fit, in pair order, and the next step asks for all of them).
        var wanted = 0
        var full = false
        // Colours are per block of solver indices (see `ContactSet.blockSize`): at a block's
        // first body, the masks that earlier blocks' contacts left on later bodies (as `b`) are
        // cleared. Only bodies up to `touched` can carry such a mask.
        let blockMask = ContactSet.blockSize - 1
        var touched = touchedBefore
        // The cell of body k, and its neighbours' ranges, advance with k; a range that starts
        // inside the grid starts at the cell holding `k0` (the last whose start is ≤ k0).
        var cell = -1, cellEnd = 0
        if k0 > 0 && k0 < bigStart {
            var lo = 0, hi = cols * g.rows - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if Int(start[mid]) <= k0 { lo = mid } else { hi = mid - 1 }
            }
            cell = lo - 1; cellEnd = Int(start[lo])
        }
        var end1 = 0, lo2 = 0, hi2 = 0
        // The old solver indices up to `readEnd` (a block's end) have had their block's old
        // impulses read ahead (`PreviousContacts.readAhead`); old ranks mostly grow with `k`,
        // so each old block is read about once.
        let oldBodies = sb.oldCount
        var readEnd = 0, read: UInt64 = 0
        var k = k0
        while k < n {
            if k < bigStart {
                while k >= cellEnd {
                    cell += 1
                    cellEnd = Int(start[cell + 1])
                    if k >= cellEnd { continue }
                    let x = cell % cols, y = cell / cols
                    end1 = Int(start[x + 1 < cols ? cell + 2 : cell + 1])
                    lo2 = 0; hi2 = 0
                    if y + 1 < g.rows {
                        lo2 = Int(start[cell + cols - (x > 0 ? 1 : 0)])
                        hi2 = Int(start[cell + cols + (x + 1 < cols ? 2 : 1)])
                    }
                }
            } else {
                end1 = all; lo2 = 0; hi2 = 0
            }
            groups[k] = Int32(truncatingIfNeeded: count)
            if k & blockMask == 0 {
                var j = k
                while j < touched { colours[j] = 0; j += 1 }
            }
            if count + cap > capacity && !full {
                let r = sink.makeRoom(contacts: count + cap, keeping: count)
                out = r.out; carried = r.carried; tint = r.tint
                capacity = r.capacity; full = r.full
            }
            let ax = st[k].x, ay = st[k].y, ar = rad[k] + margin
            let rankA = oldRank[k]
            if rankA >= 0 && Int(rankA) >= readEnd {
                let block = Int(rankA) / ContactSet.blockSize
                read ^= previous.readAhead(block: block, bodies: oldBodies)
                readEnd = (block + 1) * ContactSet.blockSize
            }
            // The candidates within reach, first written down without a branch: in a
            // pile, hits and misses alternate at random, and a branch on each would
            // mispredict about every other time.
            var hits = BubbleWorld.within(st, rad, ax, ay, ar, from: k + 1, to: end1, into: near, at: 0, cap: cap)
            hits = BubbleWorld.within(st, rad, ax, ay, ar, from: lo2, to: hi2, into: near, at: hits, cap: cap)
            if k < bigStart {
                hits = BubbleWorld.within(st, rad, ax, ay, ar, from: bigStart, to: all, into: near, at: hits, cap: cap)
            }
            wanted &+= hits
            if count + hits > capacity { hits = capacity - count }
            var h = 0
            while h < hits {
                let m = Int(near[h])
                let dx = st[m].x - ax, dy = st[m].y - ay
                let reach = ar + rad[m]
                let d2 = dx * dx + dy * dy
                let d = d2.squareRoot()
                var nx = 1.0, ny = 0.0
                if d > 0 {
                    nx = dx / d; ny = dy / d
                } else {
                    (nx, ny) = BubbleWorld.coincidentNormal(k, m)
                }
                let rankB = oldRank[m]
                var p = 0.0
                if rankA >= 0 && rankB >= 0 {
                    p = rankA < rankB ? previous.impulse(rankA, rankB) : previous.impulse(rankB, rankA)
                }
                out[count] = CircleContact(
                    a: Int32(truncatingIfNeeded: k), b: Int32(truncatingIfNeeded: m), nx: nx, ny: ny,
                    radiusSum: reach - margin)
                carried[count] = p
                // The first colour neither body uses yet (or the overflow bucket).
                let free = ~(colours[k] | colours[m]) & allColours
                if free != 0 {
                    let bit = free & (0 &- free)
                    colours[k] |= bit; colours[m] |= bit
                    tint[count] = UInt8(truncatingIfNeeded: bit.trailingZeroBitCount)
                } else {
                    tint[count] = UInt8(ContactSet.colourLimit)
                }
                count &+= 1
                if m >= touched { touched = m + 1 }
                h += 1
            }
            k += 1
        }
        return PairRun(count: count, wanted: wanted, full: full, touched: touched, read: read)
    }

    /// Candidates are tested in chunks of this many, so that a scan over a crowded cell stops
    /// soon after `contactCap` hits.
    static let scanChunk = 64

    /// The normal of two bubbles whose centres coincide: a direction drawn from the pair's
    /// solver indices (an integer hash, made a unit vector with one square root), so that a
    /// heap of bubbles spawned at one point spreads out in every direction, the same way on
    /// every runtime. (With one fixed direction for every pair, 1,000 bubbles spawned at the
    /// centre spread into a single horizontal line.)
    @inline(__always) static func coincidentNormal(_ a: Int, _ b: Int) -> (Double, Double) {
        var h = UInt32(truncatingIfNeeded: a) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: b) &* 0x85EB_CA77
        h ^= h >> 15
        h = h &* 0x2C1B_3C6D
        h ^= h >> 12
        let u = Double(Int32(truncatingIfNeeded: h & 0xFFFF) - 0x8000)
        let v = Double(Int32(truncatingIfNeeded: h >> 16) - 0x8000)
        let l = (u * u + v * v).squareRoot()
        if !(l > 0) { return (1, 0) }
        return (u / l, v / l)
    }

    /// Writes every solver index in `from..<to` whose body lies within `reach + its radius`
    /// of (ax, ay) to `near`, from `at` on; returns the new count, at most `cap`. Every index
    /// is written and the count advances only for a hit: no branch on the distance test. The
    /// range is scanned in chunks of `scanChunk`, and no further once `cap` hits are found
    /// (`near` holds `cap + scanChunk`).
    @inline(__always) private static func within(
        _ st: UnsafeMutablePointer<SolverBody>, _ rad: UnsafeMutablePointer<Double>,
        _ ax: Double, _ ay: Double, _ reach: Double,
        from: Int, to: Int, into near: UnsafeMutablePointer<Int32>, at start: Int, cap: Int
    ) -> Int {
        // The count as a 16-bit integer (it stays under `cap + scanChunk`): a count and `m` of
        // one type, stepped side by side, were packed by the SIMD module's SLP vectoriser
        // (tools/build-wasm) into one `i32x4` taken apart on every candidate (lane extracts, a
        // lane insert, the vector kept in a stack slot; issue 26, round eight). Integers of two
        // widths are never packed together.
        assert(cap + scanChunk <= Int(UInt16.max) && start <= cap, "a body's candidates are counted in 16 bits")
        var hits = UInt16(truncatingIfNeeded: start)
        let most = UInt16(truncatingIfNeeded: cap)
        var m = from
        while m < to && hits < most {
            // Wrapping: `m < to`, both solver indices, so neither can overflow (and a checked
            // operation is a compare and a branch more per scan, three scans a body).
            let stop = to &- m > scanChunk ? m &+ scanChunk : to
            while m < stop {
                let dx = st[m].x - ax, dy = st[m].y - ay
                let r = reach + rad[m]
                near[Int(hits)] = Int32(truncatingIfNeeded: m)
                hits &+= dx * dx + dy * dy < r * r ? 1 : 0
                m &+= 1
            }
        }
        return hits < most ? Int(hits) : cap
    }

    /// The wall contacts of every body within `margin` of a wall (`largest`: the largest radius).
    ///
    /// Why the box first: the grid's box holds every centre, so when it stands at least the
    /// largest radius plus `margin` inside the walls, no body is near one, and the pass over the
    /// bodies is skipped (it is a pass over every body at every collide, and most of a pile's
    /// collides find no wall). The test is the per-body one on the box's edge with the largest
    /// radius: `x − (r + margin)` and `x + (r + margin)` only grow with `x` and `r` under IEEE
    /// rounding, so a box that passes it means every body passes it, and the contacts are
    /// exactly those the pass would find: none.
    func collideWalls(margin: Double, largest maxR: Double) {
        if !def.wallsX && !def.wallsY { return }
        let g = grid, reach = maxR + margin
        if g.boxHoldsAll && (!def.wallsX || (g.boxMinX - reach >= 0 && g.boxMaxX + reach <= size.x))
            && (!def.wallsY || (g.boxMinY - reach >= 0 && g.boxMaxY + reach <= size.y)) { return }
        let sb = solverBodies
        let n = sb.count
        let w = size.x, h = size.y
        let wallsX = def.wallsX, wallsY = def.wallsY
        let st = sb.state.base, rad = sb.radius.base
        var k = 0
        while k < n {
            let x = st[k].x, y = st[k].y, r = rad[k] + margin
            if wallsX {
                if x - r < 0 { addWall(body: k, side: WallSide.left) }
                if x + r > w { addWall(body: k, side: WallSide.right) }
            }
            if wallsY {
                if y - r < 0 { addWall(body: k, side: WallSide.top) }
                if y + r > h { addWall(body: k, side: WallSide.bottom) }
            }
            k += 1
        }
    }

    /// Appends the contact of solver index `body` with wall `side`, warm-started from the
    /// previous set. Walls are found in (body, side) order, which `oldWallImpulse` relies on.
    private func addWall(body k: Int, side: Int32) {
        let c = contacts, sb = solverBodies
        if !c.reserveWalls(1) { return }
        let rank = sb.oldRank[k]
        let p = rank >= 0 ? c.oldWallImpulse(rank, side) : 0
        c.walls[c.wallCount] = WallContact(body: Int32(truncatingIfNeeded: k), side: side, invMass: sb.invMass[k],
                                           radius: sb.radius[k], impulse: p)
        c.wallCount += 1
    }
}

/// What `BubbleWorld.findPairs` writes into: the contact set's staging arrays, or a worker
/// thread's own (SolverThreads.swift).
protocol PairSink {
    /// The arrays and their room now.
    var room: CollideRoom { get }
    /// Room for `needed` contacts keeping the first `live` (`full`: no more was given).
    func makeRoom(contacts needed: Int, keeping live: Int) -> CollideRoom
}

/// The contact set's staging arrays from contact `base` on, for one range of the one-thread
/// collide (see `BubbleWorld.findPairs(margin:)`): the contacts of the ranges before it are
/// already colour-sorted, and growth keeps them. `full`: an earlier range found the budget
/// refusing, so this one asks for no more room (as one pass over the world would not).
struct StagedRange: PairSink {
    let contacts: ContactSet
    var base: Int
    var full: Bool

    var room: CollideRoom { contacts.room.from(base) }

    func makeRoom(contacts needed: Int, keeping live: Int) -> CollideRoom {
        if full {
            var r = room
            r.full = true
            return r
        }
        return contacts.makeRoom(contacts: base + needed, keeping: base + live, sorted: base).from(base)
    }
}

/// What one run of `findPairs` found: contacts written, contacts found (more when the room ran
/// out), whether the room ran out, and one past the last body its contacts coloured; `read`,
/// what its read-ahead of the old impulses loaded (`PreviousContacts.readAhead`), which the
/// caller keeps in a property nothing reads, so that the loads are not dropped.
struct PairRun {
    var count: Int, wanted: Int, full: Bool, touched: Int
    var read: UInt64
}
