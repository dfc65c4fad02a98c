//===--- ContactSet+Snapshot.swift ---------------------------------------===//
// Part of Fizz. The contacts and their accumulated impulses in a snapshot.
//===---------------------------------------------------------------------===//

extension ContactSet {
    /// The current contacts in colour order with their accumulated impulses (the warm start
    /// of the coming substeps and of the next collide), the pair-order index that collide
    /// looks them up with, the wall contacts, and what the budget could not hold. The previous
    /// set and the collide's scratch are not stored: the next collide replaces them. Reading
    /// checks every solver index, pair index and wall side against a solver copy of `m` bodies.
    func code(_ c: inout SnapshotCoder, solverCount m: Int) {
        version &+= 1   // a set read into this one is cut into blocks afresh (SolverThreads)
        let cap = BubbleWorld.contactCap, limit = Int(BubbleWorldDef.bubbleLimit)
        var groups = m > 0 ? m + 1 : 0
        c.int(&count, max: cap * m)
        c.column(&circles, &count, budget); c.column(&impulses, &count, budget)
        c.column(&pairB, &count, budget); c.column(&pairAt, &count, budget)
        c.column(&groupStart, &groups, budget)
        c.int(&wallCount, max: 4 * m); c.column(&walls, &wallCount, budget)
        c.int(&demand, max: cap * limit + 16); c.int(&wallDemand, max: 4 * limit)
        // Field by field over the raw contacts (`CircleContact`: a, b, then four doubles;
        // `WallContact`: body, side, then three doubles; `SnapshotTests` checks the layouts).
        let big = Double.greatestFiniteMagnitude
        let cs = MemoryLayout<CircleContact>.stride, ws = MemoryLayout<WallContact>.stride
        let cp = UnsafeRawPointer(circles.base), wp = UnsafeRawPointer(walls.base)
        c.check(ints: cp, count, stride: cs, 0, m - 1); c.check(ints: cp + 4, count, stride: cs, 0, m - 1)
        var f = 0
        while f < 4 { c.check(doubles: cp + 8 + 8 * f, count, stride: cs, -big, big); f += 1 }
        c.check(doubles: impulses.base, count, 0, big)
        c.check(ints: pairAt.base, count, 0, count - 1)
        c.check(ints: groupStart.base, groups, 0, count)
        c.check(ints: wp, wallCount, stride: ws, 0, m - 1); c.check(ints: wp + 4, wallCount, stride: ws, 0, 3)
        c.check(doubles: wp + 8, wallCount, stride: ws, -big, big); c.check(doubles: wp + 16, wallCount, stride: ws, -big, big)
        c.check(doubles: wp + 24, wallCount, stride: ws, 0, big)
        var j = 0
        while j < count && c.intact { c.check(circles[j].a < circles[j].b); j += 1 }
    }
}
