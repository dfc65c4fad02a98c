//===--- SolverPairingTests.swift ----------------------------------------===//
// The passes' pairs, decided once per plan, never share a body, and pairing moves no bit.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26, round twelve: the biased and relax passes no longer test per pair that its two
/// contacts share no body (`ContactSolver.disjoint`). `SolverBlocks.plan` finds once per
/// contact set where each block's pairing breaks (`ContactSolver.breaks`), and the passes take
/// every contact before a break two at a time in lanes without a test. A pair that shares a body
/// would read a velocity its other lane writes: the result then differs from solving the two one
/// after the other, by a bit somewhere, and nothing else would show it.
@Suite struct SolverPairingTests {
    /// A dense pile: the benchmark scene of 3,000 bubbles (6 blocks) pulled into its left wall,
    /// and 300 more dropped on a grid 3.4 pt across (every pair of those touches: contacts past
    /// the 32 colours, in the overflow colour, share bodies in runs). Not at one point: there the
    /// normals are not finite, and the lanes keep the scalar bits for every value but a NaN.
    static func pile() throws -> BubbleWorld {
        let w = try SolverPlanSnapshotTests.leftWallPile()
        for i in 0..<300 {
            _ = try w.addBubble(at: Vec2(w.size.x / 2 + 0.2 * Double(i % 17), w.size.y / 2 + 0.2 * Double(i / 17)), radius: 6)
        }
        try w.step(BenchmarkScene.dt)
        return w
    }

    /// Walks each block's contacts as the passes do (`ContactSolver.solveCircles`: per run, pairs
    /// while `k + 1 < stop`, `stop` from `nextAlone`, then the contact at `stop` alone) and checks
    /// that every pair is disjoint and every contact is taken once, in order.
    @Test func thePassesNeverPairContactsSharingABody() throws {
        let w = try SolverPairingTests.pile()
        let blocks = w.solverBlocks, c = w.contacts
        #expect(blocks.plan(w))
        let cs = c.circles.base
        var pairs = 0, alone = 0, sharing = 0
        for b in 0..<blocks.blockCount {
            let c0 = Int(blocks.contactStart[b]), n = Int(blocks.contactStart[b + 1]) - c0
            let brk = blocks.reach.base + Int(blocks.reach[blocks.blockCount + b])
            var k = 0, i = 0
            while k < n {
                let stop = ContactSolver.nextAlone(i, brk, -1)
                #expect(stop >= k && stop <= n, "block \(b): break \(stop) out of order")
                i += 1
                while k + 1 < stop {
                    #expect(ContactSolver.disjoint(cs + c0 + k), "block \(b): contacts \(c0 + k), \(c0 + k + 1) share a body")
                    pairs += 1
                    k += 2
                }
                #expect(k == stop, "block \(b): a run of odd length before \(stop)")
                if k < n {
                    alone += 1
                    k += 1
                }
            }
            #expect(k == n)
        }
        #expect(2 * pairs + alone == c.count)
        // The pile has what the test is about: contacts that do share bodies next to each other
        // (which the plan must leave alone), and many pairs.
        for j in 0..<(c.count - 1) where !ContactSolver.disjoint(cs + j) { sharing += 1 }
        #expect(sharing > 100 && pairs > c.count / 4, "sharing \(sharing), pairs \(pairs), contacts \(c.count)")
    }

    /// One biased and one relax pass over every block, with the plan's pairs and with every
    /// contact alone (`breakMask` 0: the scalar path, one contact after another): every body's
    /// velocity and every impulse has the same bits. Solving the pairs in lanes is exact only
    /// for pairs that share no body; and a pass that skips a run's contact solved alone, or solves
    /// it twice, differs from one that takes every contact once (the test failed with the run's
    /// lone contact solved twice put into `solveCircles`).
    @Test func pairsLeaveTheBitsOfContactsSolvedOneByOne() throws {
        let w = try SolverPairingTests.pile()
        let blocks = w.solverBlocks, c = w.contacts, sb = w.solverBodies
        #expect(blocks.plan(w))
        let whole = ContactSolver(world: w, h: 1.0 / w.def.substepRate)
        whole.warmStart(writingMasses: true)
        let bodies = Array(UnsafeBufferPointer(start: sb.state.base, count: sb.count))
        let impulses = Array(UnsafeBufferPointer(start: c.impulses.base, count: c.count))
        let walls = Array(UnsafeBufferPointer(start: c.walls.base, count: c.wallCount))
        func run(paired: Bool) -> [UInt64] {
            for k in 0..<sb.count { sb.state.base[k] = bodies[k] }
            for k in 0..<c.count { c.impulses.base[k] = impulses[k] }
            for k in 0..<c.wallCount { c.walls.base[k] = walls[k] }   // their impulses too
            for biased in [true, false] {
                for b in 0..<blocks.blockCount {
                    let brk = paired ? blocks.reach.base + Int(blocks.reach[blocks.blockCount + b]) : whole.order
                    ContactSolver(whole, contacts: Int(blocks.contactStart[b]), Int(blocks.contactStart[b + 1]),
                                  walls: Int(blocks.wallStart[b]), Int(blocks.wallStart[b + 1]), breaks: brk, paired ? -1 : 0)
                        .solve(useBias: biased, passes: 1)
                }
            }
            var bits: [UInt64] = []
            for k in 0..<sb.count { bits += [sb.state.base[k].vx.bitPattern, sb.state.base[k].vy.bitPattern] }
            for k in 0..<c.count { bits.append(c.impulses.base[k].bitPattern) }
            return bits
        }
        let alone = run(paired: false), paired = run(paired: true)
        // The first value that differs (velocities, two a body, then impulses), not both arrays.
        let differs = alone.indices.first { $0 >= paired.count || alone[$0] != paired[$0] }
        #expect(alone.count == paired.count && differs == nil,
                "value \(differs ?? -1) of \(2 * sb.count) velocities, then \(c.count) impulses, differs")
        // The passes did move the bodies: the comparison is not of two untouched copies.
        var before: [UInt64] = []
        for body in bodies { before += [body.vx.bitPattern, body.vy.bitPattern] }
        #expect(Array(alone.prefix(2 * sb.count)) != before)
    }
}
