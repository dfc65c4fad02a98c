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
        let cap = BubbleWorld.contactCap, limit = Int(BubbleWorldDef.bubbleLimit)
        let groups = m > 0 ? m + 1 : 0
        c.int(&count, max: cap * m)
        c.column(&circles, count, budget); c.column(&impulses, count, budget)
        c.column(&pairB, count, budget); c.column(&pairAt, count, budget)
        c.column(&groupStart, groups, budget)
        c.int(&wallCount, max: 4 * m); c.column(&walls, wallCount, budget)
        c.int(&demand, max: cap * limit + 16); c.int(&wallDemand, max: 4 * limit)
        if !c.intact { return }
        var j = 0
        while j < count {
            let k = circles[j]
            c.check(k.a >= 0 && k.a < k.b && Int(k.b) < m && pairAt[j] >= 0 && Int(pairAt[j]) < count
                    && k.nx.isFinite && k.ny.isFinite && k.radiusSum.isFinite && k.mass.isFinite
                    && impulses[j] >= 0 && impulses[j].isFinite)
            j += 1
        }
        j = 0
        while j < groups { c.check(groupStart[j] >= 0 && Int(groupStart[j]) <= count); j += 1 }
        j = 0
        while j < wallCount {
            let w = walls[j]
            c.check(w.body >= 0 && Int(w.body) < m && w.side >= 0 && w.side <= 3 && w.invMass.isFinite
                    && w.radius.isFinite && w.impulse >= 0 && w.impulse.isFinite)
            j += 1
        }
    }
}
