//===--- AnimatorPeersTests.swift ----------------------------------------===//
// Part of Fizz. Issue 20: what a Framer, react-spring or UIKit user reaches for — snap points,
// Framer's duration spring — and the mapping's offsets the hosts read instead of copies.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#endif

@Suite("Animator and motion: the peers' conveniences (issue 20)")
struct AnimatorPeersTests {
    func setPoints(_ a: Animator, _ c: AnimatorChannel, _ p: [Double]) throws(FizzError) {
        try p.withUnsafeBufferPointer { (b) throws(FizzError) in try a.setSnapPoints(c, b) }
    }

    @Test("Snap points: Framer's inertia from 0 at 1000/s would rest at 800; it lands on 750 of [1000, 0, 750, 300], exactly; ties go lower; bounds clamp")
    func snapPoints() throws {
        let a = Animator()
        let c = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        try setPoints(a, c, [1000, 0, 750, 300])
        #expect(try a.restValue(c) == 750)
        var n = 0
        while try a.isMoving(c) && n < 7200 { try a.step(1.0 / 60); n += 1 }
        #expect(try a.value(c) == 750 && a.event(at: 0).kind == .snapped)
        // Power 1, τ 1: it would rest at exactly 1000, 100 from 900 and from 1100.
        let tie = try a.addDecay(try Decay(power: 1, timeConstant: 1), value: 0, velocity: 1000)
        try setPoints(a, tie, [1100, 900])
        #expect(try a.restValue(tie) == 900)
        try a.setBounds(tie, lower: 0, upper: 650)
        try setPoints(a, tie, [700])
        #expect(try a.restValue(tie) == 650)
        // A grid replaces the list and the list the grid.
        try a.setSnap(tie, step: 300, origin: 0)
        #expect(a.specs[Int(tie.slot)].snapCount == 0)
        try setPoints(a, tie, [10])
        #expect(a.specs[Int(tie.slot)].snapStep == 0)
    }

    @Test("Snap lists stay packed: removing or resizing one keeps the others' points; snapshots restore them; refusals change nothing")
    func packedLists() throws {
        let a = Animator()
        let c0 = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        let c1 = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        let c2 = try a.addDecay(.framerInertia, value: 0, velocity: 1000)
        try setPoints(a, c0, [1, 2, 3]); try setPoints(a, c1, [790, 5000]); try setPoints(a, c2, [810, -5])
        try setPoints(a, c0, [100, 200, 300, 400, 500])       // grows: the later lists move up
        #expect(try a.restValue(c1) == 790)
        #expect(try a.restValue(c2) == 810)
        #expect(a.snapPoolCount == 9)
        try a.remove(c0)
        #expect(a.snapPoolCount == 4)
        #expect(try a.restValue(c1) == 790)
        #expect(try a.restValue(c2) == 810)
        let bytes = a.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try Animator.restore(from: p) }
        #expect(r.stateHash == a.stateHash)
        #expect(try r.restValue(c2) == 810)
        let h = a.stateHash
        #expect(throws: FizzError.nonFinite) { try setPoints(a, c1, [1, .nan]) }
        #expect(throws: FizzError.outOfRange) { try setPoints(a, c1, [2e9]) }
        #expect(throws: FizzError.notFound) { try setPoints(a, c0, [1]) }
        #expect(a.stateHash == h)
        // Any order is taken and sorted: 200 points in a scrambled order come out ascending.
        var sorted = Array(repeating: 0.0, count: 200)
        for i in 0..<200 { sorted[i] = Double((i * 7919) % 200) }
        try setPoints(a, c1, sorted)
        #expect(try a.restValue(c1) == 199)
        let p = a.snapPool.base + a.specs[Int(c1.slot)].snapFirst
        #expect((0..<199).allSatisfy { p[$0] < p[$0 + 1] })
    }

    @Test("Framer's duration spring: 0.8 s bounce 0.25 is the root of its envelope, ω = ln(1000ζ/√(1 − ζ²))/(0.8ζ); bounce 0 solves e^(−u)(1 + u) = 0.001")
    func framerDuration() throws {
        let z = 0.75, w = Glibc.log(1000 * z / (1 - z * z).squareRoot()) / (0.8 * z)
        let s = try Spring(framerDuration: 0.8, bounce: 0.25)
        #expect(abs(s.stiffness - w * w) < 1e-6 && abs(s.damping - 2 * z * w) < 1e-6 && s.mass == 1)
        // Critical: u = ωD with e^(−u)(1 + u) = 0.001, u = 9.23341… (bisection by hand to 1e-12).
        var lo = 1.0, hi = 20.0
        for _ in 0..<100 { let m = (lo + hi) / 2; if Glibc.exp(-m) * (1 + m) > 0.001 { lo = m } else { hi = m } }
        let c = try Spring(framerDuration: 0.3, bounce: 0)
        #expect(abs(c.stiffness.squareRoot() - lo / 0.3) < 1e-6 && abs(c.damping - 2 * lo / 0.3) < 1e-6)
        #expect(throws: FizzError.outOfRange) { try Spring(framerDuration: 0, bounce: 0.2) }
    }

    @Test("Output offsets: a colour target is 4 wide, groups item-major; the ends answer the next start; past them is refused")
    func offsets() throws {
        let m = try Motion(width: 320, height: 200)
        let map = m.mapping
        _ = try map.addTarget(source: .x, kind: .okLab)
        _ = try map.addTarget(source: .y)
        let g = try map.addGroup(axis: .x, kernel: .linear, radius: 320)
        for x in [0.0, 160] { _ = try map.addItem(to: g, position: x) }
        for k in 1...3 { _ = try map.addChannel(to: g, at0: 0, at1: Double(k)) }
        _ = try map.addGroup(axis: .x, kernel: .cosine, radius: 10)
        #expect(try (0...2).map { try map.outputOffset(target: $0) } == [0, 4, 5])
        #expect(try (0...2).map { try map.outputOffset(group: $0) } == [5, 11, 11])
        #expect(map.outputCount == 11)
        #expect(throws: FizzError.outOfRange) { try map.outputOffset(target: 3) }
        #expect(throws: FizzError.outOfRange) { try map.outputOffset(group: -1) }
    }
}
