//===--- ContactSortTests.swift ------------------------------------------===//
// Part of Fizz. The one-thread collide finds and colour-sorts its pairs block by block: the same
// contacts, colours, warm-start impulses and order as one pass over the world, growth included.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A pair finder's sink with room for every contact: the reference run's own arrays.
final class WholeRunSink: PairSink {
    let capacity: Int
    let out: UnsafeMutablePointer<CircleContact>, carried: UnsafeMutablePointer<Double>
    let tint: UnsafeMutablePointer<UInt8>, near: UnsafeMutablePointer<Int32>

    init(capacity: Int) {
        self.capacity = capacity
        out = .allocate(capacity: capacity); carried = .allocate(capacity: capacity)
        tint = .allocate(capacity: capacity); near = .allocate(capacity: BubbleWorld.contactCap + BubbleWorld.scanChunk)
    }

    deinit { out.deallocate(); carried.deallocate(); tint.deallocate(); near.deallocate() }

    var room: CollideRoom { CollideRoom(out: out, carried: carried, tint: tint, near: near, capacity: capacity, full: false) }
    func makeRoom(contacts needed: Int, keeping live: Int) -> CollideRoom { room }
}

@Suite struct ContactSortTests {
    /// Collides `w` once (as a substep does) and checks its contacts against one pass of the
    /// pair finder over every body into a sink that never runs out: the contacts it kept are
    /// the first ones of that pass in pair order, each in its block's colour order (stable)
    /// with the pass's bits, colour and warm-start impulse; what it wanted is the pass's count.
    func checkAgainstOnePass(_ w: BubbleWorld, expectFull: Bool) throws {
        try w.reserveForStep()
        w.collide()
        let c = w.contacts, sb = w.solverBodies
        let n = sb.count
        let sink = WholeRunSink(capacity: BubbleWorld.contactCap * n + 16)
        let colours = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { colours.deallocate() }
        colours.initialize(repeating: 0, count: n)
        // The previous set and the old ranks are as the collide read them until the next one.
        let groupsAfter = Array(UnsafeBufferPointer(start: c.groupStart.base, count: n + 1))
        let run = w.findPairs(from: 0, to: n, margin: w.def.speculativeDistance, into: sink, colours: colours)
        #expect(run.count == run.wanted)
        #expect((c.count < run.count) == expectFull, "kept \(c.count) of \(run.count)")
        #expect(c.demand == (c.count < run.count ? run.count : 0))
        // groupStart as the pass wrote it, cut at the contacts kept.
        var k = 0
        while k < n { #expect(groupsAfter[k] == min(c.groupStart[k], Int32(c.count))); k += 1 }
        // Pair order: each kept contact is the pass's, in its block's colour order.
        var seen = [Bool](repeating: false, count: c.count)
        var j = 0
        while j < c.count {
            let at = Int(c.pairAt[j])
            #expect(at >= 0 && at < c.count && !seen[at])
            if at < 0 || at >= c.count || seen[at] { return }
            seen[at] = true
            let got = c.circles[at], want = sink.out[j]
            #expect(c.pairB[j] == want.b)
            #expect(got.a == want.a && got.b == want.b && got.nx.bitPattern == want.nx.bitPattern
                    && got.ny.bitPattern == want.ny.bitPattern && got.radiusSum.bitPattern == want.radiusSum.bitPattern,
                    "contact \(j)")
            #expect(c.impulses[at].bitPattern == sink.carried[j].bitPattern, "impulse \(j)")
            j += 1
        }
        // Within a block, colour order: by the pass's colour, then pair order.
        j = 1
        while j < c.count {
            let p = Int(c.pairAt[j - 1]), q = Int(c.pairAt[j])
            let sameBlock = Int(sink.out[j - 1].a) / ContactSet.blockSize == Int(sink.out[j].a) / ContactSet.blockSize
            if sameBlock {
                let before = sink.tint[j - 1] < sink.tint[j] || (sink.tint[j - 1] == sink.tint[j] && p < q)
                #expect(before == (p < q), "order of \(j - 1) and \(j)")
            } else {
                #expect(p < q, "blocks out of order at \(j)")
            }
            j += 1
        }
    }

    @Test("the contacts outgrow the step's room in a later block: the blocks already sorted keep theirs")
    func growthAfterSortedBlocks() throws {
        // 1,600 bubbles in a square lattice on top, each touching its right and lower
        // neighbours (grid order is row-major from the top: the first three blocks, 2 contacts
        // per bubble), then 1,000 added at one point below, which want 32 contacts each: far
        // past the 3 per bubble the step reserved, so the arrays grow while the later blocks
        // are found, after the first have been sorted into them.
        let w = try BubbleWorld(width: 2000, height: 2000)
        for i in 0..<1600 { _ = try w.addBubble(at: Vec2(10 + Double(i % 80) * 10, 10 + Double(i / 80) * 10), radius: 5) }
        for _ in 0..<1000 { _ = try w.addBubble(at: Vec2(1000, 1900), radius: 5) }
        try checkAgainstOnePass(w, expectFull: false)
        // A second collide warm-starts from the first (its impulses are 0: no solve between).
        try w.step(1.0 / 1200)
        try checkAgainstOnePass(w, expectFull: false)
    }

    @Test("the budget refuses the contacts part way: the first ones in pair order are kept, as one pass keeps them")
    func budgetRefusesPartWay() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        try w.setMemoryBudget(4_000_000)
        for _ in 0..<3000 { _ = try w.addBubble(at: Vec2(195, 422), radius: 20) }
        try checkAgainstOnePass(w, expectFull: true)
    }

    @Test("a pile stepped a while: every collide is one pass's contacts, warm-start impulses and colours")
    func steppedPile() throws {
        let w = try BenchmarkScene(count: 3000).makeWorld()
        for _ in 0..<40 { try w.step(BenchmarkScene.dt) }
        try checkAgainstOnePass(w, expectFull: false)
    }

    /// `readAhead` reads the old contacts of one block of old solver indices and no more: a
    /// block cut short by the old body count stops at that count's `groupStart` (the entries
    /// after it are stale), and a range is clamped to the old contact count. Fails with the
    /// block's full end, or without the clamp, or with a stride that skips a cache line.
    @Test("the warm start's read-ahead covers one old block's contacts, a line at a time, and no more")
    func readAheadRange() {
        let size = ContactSet.blockSize, bodies = size + 200, contacts = 3 * bodies
        let groups = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * size + 1)
        let pairB = UnsafeMutablePointer<Int32>.allocate(capacity: 1), pairAt = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        let impulses = UnsafeMutablePointer<Double>.allocate(capacity: contacts + 100)
        defer { groups.deallocate(); pairB.deallocate(); pairAt.deallocate(); impulses.deallocate() }
        for k in 0...(2 * size) { groups[k] = Int32(k <= bodies ? 3 * k : contacts + 100) }
        for j in 0..<(contacts + 100) { impulses[j] = Double(j + 1) }
        func expected(_ lo: Int, _ hi: Int) -> UInt64 {
            var bits: UInt64 = 0
            var lines = Set<Int>()
            for j in lo..<hi where lines.insert((j - lo) / 8).inserted { bits ^= impulses[j].bitPattern }
            return bits
        }
        // More contacts than `groupStart` says: stale entries past the set, as after a
        // collide that found fewer contacts than the one before.
        let past = PreviousContacts(groupStart: groups, pairB: pairB, pairAt: pairAt, impulses: impulses,
                                    count: contacts + 100)
        #expect(past.readAhead(block: 0, bodies: bodies) == expected(0, 3 * size))
        #expect(past.readAhead(block: 1, bodies: bodies) == expected(3 * size, contacts))
        let short = PreviousContacts(groupStart: groups, pairB: pairB, pairAt: pairAt, impulses: impulses,
                                     count: contacts - 50)
        #expect(short.readAhead(block: 1, bodies: bodies) == expected(3 * size, contacts - 50))
    }
}
