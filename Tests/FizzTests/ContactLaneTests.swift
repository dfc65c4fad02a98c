//===--- ContactLaneTests.swift ------------------------------------------===//
// The solver's two-lane passes give the scalar solver's bits.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// The solve and warm-start passes take two contacts that share no body at once, in SIMD2
/// lanes (`ContactPair`, `BranchFree2`). Nothing may change by it: each lane must round as the
/// scalar contact did, and a mixed-up lane (a mass, a radius, a body of the other contact) would
/// still move bubbles plausibly, only differently. These tests pin the lanes to the scalar forms.
@Suite struct ContactLaneTests {
    /// Every `BranchFree2` helper, in either lane, has the bits of the scalar helper.
    @Test func laneHelpersHaveTheScalarBits() {
        let values = BranchFreeTests.values
        for (i, x) in values.enumerated() {
            let other = values[(i * 13 + 5) % values.count]
            for (lane, v) in [(0, SIMD2(x, other)), (1, SIMD2(other, x))] {
                #expect(BranchFree2.positivePart(v)[lane].bitPattern == BranchFree.positivePart(x).bitPattern, "x = \(x)")
                #expect(BranchFree2.step(v)[lane].bitPattern == BranchFree.step(x).bitPattern, "x = \(x)")
                for y in [-1e-300, -0.5, -400, -Double.greatestFiniteMagnitude] {
                    #expect(BranchFree2.max(v, negative: y)[lane].bitPattern == BranchFree.max(x, negative: y).bitPattern,
                            "max(\(x), \(y))")
                }
                if x.isFinite && abs(x) < 1e300 && other.isFinite && abs(other) < 1e300 {
                    for f in [0.0, 1.0] {
                        let lanes = BranchFree2.blend(SIMD2(repeating: f), SIMD2(x, other), SIMD2(other, x))
                        #expect(lanes[0].bitPattern == BranchFree.blend(f, x, other).bitPattern)
                        #expect(lanes[1].bitPattern == BranchFree.blend(f, other, x).bitPattern)
                    }
                }
            }
        }
    }

    /// 700 bubbles of random radius (4–18 pt) and density (0.5–3.5) dropped into a walled
    /// 600 pt square and pulled to its centre for 2 s: a pair's lanes carry different masses,
    /// radii, separations and touching/speculative kinds. The hash is the scalar solver's
    /// (before the lanes, commit 6fc273e, in a release build): one bit of one bubble off fails.
    @Test func mixedPileHasTheScalarSolversBits() throws {
        var rng = SplitMix64(seed: 2026)
        let w = try BubbleWorld(width: 600, height: 600)
        try w.update { $0.attraction = .constant; $0.strength = 300; $0.wallsX = true; $0.wallsY = true; $0.sleepSpeed = 0 }
        for _ in 0..<700 {
            let x = rng.nextUnit() * 600, y = rng.nextUnit() * 600
            let r = 4 + rng.nextUnit() * 14
            let d = 0.5 + rng.nextUnit() * 3
            _ = try w.addBubble(at: Vec2(x, y), radius: r, density: d)
        }
        for _ in 0..<120 { try w.step(1.0 / 60) }
        #expect(w.stateHash == 0x2fd1_468c_63ff_366f, "hash \(String(w.stateHash, radix: 16))")
    }

    /// The warm start's one contact in `(x, y)` lanes (`ContactVectors.apply`) has the scalar
    /// expressions' bits, `vx − (j·nx)·ima` and `vx + (j·nx)·imb` per axis; random inputs on which
    /// the other association, `j·(nx·ima)`, rounds otherwise show the test can tell them apart.
    @Test func contactVectorsApplyHasTheScalarBits() {
        var rng = SplitMix64(seed: 26)
        let st = UnsafeMutablePointer<SolverBody>.allocate(capacity: 2)
        let inv = UnsafeMutablePointer<Double>.allocate(capacity: 2)
        let cs = UnsafeMutablePointer<CircleContact>.allocate(capacity: 1)
        defer { st.deallocate(); inv.deallocate(); cs.deallocate() }
        var otherwise = 0
        for _ in 0..<1000 {
            let a = SolverBody(x: 0, y: 0, vx: rng.nextUnit() * 200 - 100, vy: rng.nextUnit() * 200 - 100)
            let b = SolverBody(x: 1, y: 1, vx: rng.nextUnit() * 200 - 100, vy: rng.nextUnit() * 200 - 100)
            st[0] = a; st[1] = b
            inv[0] = 0.1 + rng.nextUnit(); inv[1] = 0.1 + rng.nextUnit()
            let nx = rng.nextUnit() * 2 - 1, ny = rng.nextUnit() * 2 - 1
            cs[0] = CircleContact(a: 0, b: 1, nx: nx, ny: ny, radiusSum: 2)
            let j = rng.nextUnit() * 500
            ContactVectors(st, cs, inv, 0).apply(j)
            let jx = j * nx, jy = j * ny
            #expect(st[0].vx.bitPattern == (a.vx - jx * inv[0]).bitPattern)
            #expect(st[0].vy.bitPattern == (a.vy - jy * inv[0]).bitPattern)
            #expect(st[1].vx.bitPattern == (b.vx + jx * inv[1]).bitPattern)
            #expect(st[1].vy.bitPattern == (b.vy + jy * inv[1]).bitPattern)
            #expect(st[0].x == 0 && st[0].y == 0 && st[1].x == 1 && st[1].y == 1)
            if (a.vx - j * (nx * inv[0])).bitPattern != (a.vx - jx * inv[0]).bitPattern { otherwise += 1 }
        }
        #expect(otherwise > 0)
    }
}
