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
        var maxR = 0.0
        let radii = b.radius.base
        var i = 0
        while i < n { if radii[i] > maxR { maxR = radii[i] }; i += 1 }
        let g = grid
        g.build(px: b.px, py: b.py, count: n, reach: 2 * maxR + margin)
        if g.builds % BubbleWorld.reorderInterval == 1 && n > 1 {
            b.permute(by: g.sorted.base)
            g.bodiesReordered(count: n)
        }
        let sb = solverBodies
        sb.rebuild(from: b, order: g.sorted.base)
        let c = contacts
        c.beginCollide(bodies: n)
        findPairs(margin: margin)
        c.sortByColour(bodies: n)
        collideWalls(margin: margin)
    }

    /// Every pair of bodies closer than their radii plus `margin`, once each, in solver order.
    ///
    /// Bodies are in cell order (row-major), so for a body in cell (x, y) the partners with a
    /// larger index are the rest of its own cell and cell (x + 1, y) — one index range — and
    /// cells (x − 1 ... x + 1, y + 1) — a second range. Pairs come out sorted by (a, b).
    private func findPairs(margin: Double) {
        let g = grid, sb = solverBodies, c = contacts
        let cols = g.columns, rows = g.rows
        let start = g.cellStart.base
        let st = sb.state.base, rad = sb.radius.base, inv = sb.invMass.base, oldRank = sb.oldRank.base
        let groups = c.groupStart.base, colours = sb.colours.base, previous = c.previous
        let allColours: UInt32 = ContactSet.colourLimit == 32 ? ~0 : (1 << UInt32(ContactSet.colourLimit)) - 1
        var count = 0
        // Where contacts and candidates go, as locals: no class property is touched in the
        // loop (a property read next to a call costs a dynamic exclusivity check per cell).
        let room = c.room
        var out = room.out, carried = room.carried, tint = room.tint, near = room.near
        var capacity = room.capacity, nearCapacity = room.nearCapacity
        // Contacts wanted, and whether the budget refused room for some (then each body keeps
        // the contacts that fit, in pair order, and the next step asks for all of them).
        var wanted = 0
        var full = false
        // Colours are per block of solver indices (see `ContactSet.blockSize`): at a block's
        // first body, the masks that earlier blocks' contacts left on later bodies (as `b`) are
        // cleared. Only bodies up to `touched` can carry such a mask.
        let blockMask = ContactSet.blockSize - 1
        var touched = 0
        var y = 0
        while y < rows {
            var x = 0
            while x < cols {
                let cell = y * cols + x
                let first = Int(start[cell]), last = Int(start[cell + 1])
                if first == last { x += 1; continue }
                let end1 = Int(start[x + 1 < cols ? cell + 2 : cell + 1])
                var lo2 = 0, hi2 = 0
                if y + 1 < rows {
                    lo2 = Int(start[cell + cols - (x > 0 ? 1 : 0)])
                    hi2 = Int(start[cell + cols + (x + 1 < cols ? 2 : 1)])
                }
                var k = first
                while k < last {
                    groups[k] = Int32(count)
                    if k & blockMask == 0 {
                        var j = k
                        while j < touched { colours[j] = 0; j += 1 }
                    }
                    // At most this many new contacts for body k.
                    let most = (end1 - k - 1) + (hi2 - lo2)
                    if (count + most > capacity && !full) || most > nearCapacity {
                        let r = c.makeRoom(contacts: count + most, keeping: count, candidates: most, full: full)
                        out = r.out; carried = r.carried; tint = r.tint; near = r.near
                        capacity = r.capacity; nearCapacity = r.nearCapacity; full = r.full
                    }
                    let ax = st[k].x, ay = st[k].y, ar = rad[k] + margin
                    let ima = inv[k], rankA = oldRank[k]
                    // The candidates within reach, first written down without a branch: in a
                    // pile, hits and misses alternate at random, and a branch on each would
                    // mispredict about every other time.
                    var hits = BubbleWorld.within(st, rad, ax, ay, ar, from: k + 1, to: end1, into: near, at: 0)
                    hits = BubbleWorld.within(st, rad, ax, ay, ar, from: lo2, to: hi2, into: near, at: hits)
                    wanted &+= hits
                    if count + hits > capacity { hits = capacity - count }
                    var h = 0
                    while h < hits {
                        let m = Int(near[h])
                        let dx = st[m].x - ax, dy = st[m].y - ay
                        let reach = ar + rad[m]
                        let d2 = dx * dx + dy * dy
                        let d = d2.squareRoot()
                        // Coincident centres: push apart along +x (deterministic, never NaN).
                        let nx = d > 0 ? dx / d : 1, ny = d > 0 ? dy / d : 0
                        let imb = inv[m]
                        let rankB = oldRank[m]
                        var p = 0.0
                        if rankA >= 0 && rankB >= 0 {
                            p = rankA < rankB ? previous.impulse(rankA, rankB) : previous.impulse(rankB, rankA)
                        }
                        out[count] = CircleContact(
                            a: Int32(truncatingIfNeeded: k), b: Int32(truncatingIfNeeded: m), nx: nx, ny: ny,
                            radiusSum: reach - margin, mass: 1.0 / (ima + imb))
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
                x += 1
            }
            y += 1
        }
        groups[sb.count] = Int32(count)
        c.count = count
        if wanted > count { c.demand = wanted }
    }

    /// Writes every solver index in `from..<to` whose body lies within `reach + its radius`
    /// of (ax, ay) to `near`, from `at` on; returns the new count. Every index is written and
    /// the count advances only for a hit: no branch on the distance test.
    @inline(__always) private static func within(
        _ st: UnsafeMutablePointer<SolverBody>, _ rad: UnsafeMutablePointer<Double>,
        _ ax: Double, _ ay: Double, _ reach: Double,
        from: Int, to: Int, into near: UnsafeMutablePointer<Int32>, at start: Int
    ) -> Int {
        var hits = start
        var m = from
        while m < to {
            let dx = st[m].x - ax, dy = st[m].y - ay
            let r = reach + rad[m]
            near[hits] = Int32(truncatingIfNeeded: m)
            hits &+= dx * dx + dy * dy < r * r ? 1 : 0
            m &+= 1
        }
        return hits
    }

    func collideWalls(margin: Double) {
        if !def.wallsX && !def.wallsY { return }
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
