//===--- ContactSet+Snapshot.swift ---------------------------------------===//
// Part of Fizz. The contacts and their accumulated impulses in a snapshot.
//===---------------------------------------------------------------------===//

extension ContactSet {
    /// Bytes of one circle contact in a snapshot: `a`, `b` (Int32), then `nx`, `ny`, `radiusSum`
    /// and the effective mass (doubles). The record `CircleContact` was before the mass left it
    /// (issue 26, round seven): snapshots kept their bytes.
    static let snapshotRecordBytes = 40

    /// The current contacts in colour order with their accumulated impulses (the warm start
    /// of the coming substeps and of the next collide), the pair-order index that collide
    /// looks them up with, the wall contacts, and what the budget could not hold. The previous
    /// set and the collide's scratch are not stored: the next collide replaces them. Reading
    /// checks every solver index, pair index and wall side against a solver copy of `m` bodies
    /// whose inverse masses are `inv` (already read and checked), then the orders the solver's
    /// schedules rely on (`checkBlocks`).
    func code(_ c: inout SnapshotCoder, solverCount m: Int, inverseMasses inv: UnsafeMutablePointer<Double>) {
        version &+= 1   // a set read into this one is cut into blocks afresh (SolverThreads)
        let cap = BubbleWorld.contactCap, limit = Int(BubbleWorldDef.bubbleLimit)
        var groups = m > 0 ? m + 1 : 0
        c.int(&count, max: cap * m)
        codeCircles(&c, solverCount: m, inverseMasses: inv)
        c.column(&impulses, &count, budget)
        c.column(&pairB, &count, budget); c.column(&pairAt, &count, budget)
        c.column(&groupStart, &groups, budget)
        c.int(&wallCount, max: 4 * m); c.column(&walls, &wallCount, budget)
        c.int(&demand, max: cap * limit + 16); c.int(&wallDemand, max: 4 * limit)
        // Field by field over the raw contacts (`CircleContact`: a, b, then three doubles;
        // `WallContact`: body, side, then three doubles; `SnapshotTests` checks the layouts).
        let big = Double.greatestFiniteMagnitude
        let cs = MemoryLayout<CircleContact>.stride, ws = MemoryLayout<WallContact>.stride
        let cp = UnsafeRawPointer(circles.base), wp = UnsafeRawPointer(walls.base)
        var f = 0
        while f < 3 { c.check(doubles: cp + 8 + 8 * f, count, stride: cs, -big, big); f += 1 }
        c.check(doubles: impulses.base, count, 0, big)
        c.check(ints: pairAt.base, count, 0, count - 1)
        c.check(ints: groupStart.base, groups, 0, count, rising: true)
        c.check(ints: wp, wallCount, stride: ws, 0, m - 1, rising: true); c.check(ints: wp + 4, wallCount, stride: ws, 0, 3)
        c.check(doubles: wp + 8, wallCount, stride: ws, -big, big); c.check(doubles: wp + 16, wallCount, stride: ws, -big, big)
        c.check(doubles: wp + 24, wallCount, stride: ws, 0, big)
        if c.intact { checkBlocks(&c, solverCount: m) }
    }

    /// What a collide leaves and the solver's schedules rely on, beyond each value's range (and
    /// the pair-order index never decreasing, the walls in body order, checked with it): the
    /// index from 0 to the count, and every circle contact in a block's range of it (where
    /// `sortByColour` put the block's contacts, and where `SolverBlocks.plan` cuts) with its `a`
    /// in that block.
    ///
    /// Why: a substep runs each block's per-body work (integrate, gather, scatter) right after
    /// the block's contacts and walls, as a wavefront or on worker threads at once
    /// (SolverBlocks.swift), which is the passes run whole only when no later block's range
    /// holds a contact or wall of its bodies. A resealed snapshot with a block boundary moved
    /// back over contacts made a restored world step with other bits as a wavefront than whole
    /// (`SolverPlanSnapshotTests`).
    private func checkBlocks(_ c: inout SnapshotCoder, solverCount m: Int) {
        let groups = groupStart.base, cs = circles.base, size = ContactSet.blockSize
        var ok = m == 0 || (groups[0] == 0 && Int(groups[m]) == count)
        // A block's contacts lie in its bodies' ranges, one after another: contact j, in body
        // k's range, must hold one of k's block as `a` (both non-negative, in one block: no bit
        // above the block's differs). The ranges rise from 0 to the count: k stays below m.
        // Wrapping arithmetic: indices already checked in range.
        var k = 0, j = 0
        while ok && j < count {
            while Int(groups[k &+ 1]) <= j { k &+= 1 }
            ok = Int(cs[j].a) ^ k < size
            j &+= 1
        }
        c.check(ok)
    }

    /// The circle contacts, `count` of them, as 40-byte records (`snapshotRecordBytes`): each one's
    /// mass is written as the solver computes it (`CircleContact.mass`, from the inverse masses of
    /// the solver copy, which the snapshot holds), and read back only to be checked against that
    /// (`masses` is derived: a snapshot holds no bytes of its own for it; the next step makes
    /// room for it, `reserve`, and its first solver job computes it).
    /// A mass with other bits, or a body index outside `0 ..< m` or not `a < b`, refuses the
    /// snapshot: the restored world would not be the one saved.
    ///
    /// Room is checked for every record before the column grows (a huge count in a short buffer
    /// asks for no memory), and `count` is 0 after a failed read, as `SnapshotCoder.column` leaves it.
    /// Written through the coder field by field (`Snapshot.size` counts with the same calls);
    /// read in place in one loop (`readCircles`).
    private func codeCircles(_ c: inout SnapshotCoder, solverCount m: Int, inverseMasses inv: UnsafeMutablePointer<Double>) {
        guard let (n, size) = SnapshotCoder.span(count, times: 1, stride: ContactSet.snapshotRecordBytes) else {
            c.check(false); if c.reading { count = 0 }; return
        }
        if c.reading {
            if !c.room(size) { count = 0; return }
            if n > 0 { do { try circles.reserve(exactly: n, keeping: 0, in: budget) } catch { c.refuse(error); count = 0; return } }
            guard let records = c.take(size) else { count = 0; return }
            if n > 0 && !readCircles(records, n, solverCount: m, inverseMasses: inv) { c.check(false); count = 0 }
            return
        }
        let cs = circles.base
        var j = 0
        while j < n {
            let k = cs[j]
            var a = k.a, b = k.b, nx = k.nx, ny = k.ny, radiusSum = k.radiusSum
            var mass = CircleContact.mass(inv[Int(a)], inv[Int(b)])
            c.i32(&a); c.i32(&b); c.f64(&nx); c.f64(&ny); c.f64(&radiusSum); c.f64(&mass)
            j += 1
        }
    }

    /// Reads `n` records of `snapshotRecordBytes` from `p` (the payload, in place) into
    /// `circles` (room reserved), each checked as the coder's reads and `codeCircles` check
    /// it: every double finite, `0 <= a < b < m`, and the mass with the bits the solver
    /// computes. False at the first that fails. The fields are at the offsets `codeCircles`
    /// writes them (a, b: Int32 at 0 and 4; nx, ny, radiusSum, mass: doubles at 8 ... 32),
    /// little-endian as the coder's (see `SnapshotCoder`), read unaligned: the payload is not.
    private func readCircles(_ p: UnsafeRawPointer, _ n: Int, solverCount m: Int,
                             inverseMasses inv: UnsafeMutablePointer<Double>) -> Bool {
        let cs = circles.base, size = ContactSet.snapshotRecordBytes
        var j = 0
        while j < n {
            let r = p + j &* size
            let a = r.loadUnaligned(as: Int32.self), b = r.loadUnaligned(fromByteOffset: 4, as: Int32.self)
            let nx = r.loadUnaligned(fromByteOffset: 8, as: Double.self)
            let ny = r.loadUnaligned(fromByteOffset: 16, as: Double.self)
            let radiusSum = r.loadUnaligned(fromByteOffset: 24, as: Double.self)
            let mass = r.loadUnaligned(fromByteOffset: 32, as: Double.self)
            if !(nx.isFinite && ny.isFinite && radiusSum.isFinite && mass.isFinite) { return false }
            if !(a >= 0 && a < b && Int(b) < m) { return false }
            if mass.bitPattern != CircleContact.mass(inv[Int(a)], inv[Int(b)]).bitPattern { return false }
            cs[j] = CircleContact(a: a, b: b, nx: nx, ny: ny, radiusSum: radiusSum)
            j &+= 1
        }
        return true
    }
}
