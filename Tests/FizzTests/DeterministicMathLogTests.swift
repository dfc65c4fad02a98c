//===--- DeterministicMathLogTests.swift ---------------------------------===//
// Part of Fizz. DeterministicMath.log against glibc and by hand.
//===---------------------------------------------------------------------===//

import Fizz
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct DeterministicMathLogTests {
    typealias DM = DeterministicMath

    static func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
        if a.isNaN && b.isNaN { return 0 }
        if a.isNaN || b.isNaN { return UInt64.max }
        func key(_ x: Double) -> Int64 {
            let b = Int64(bitPattern: x.bitPattern)
            return b < 0 ? -(b & Int64.max) : b
        }
        return key(a).subtractingReportingOverflow(key(b)).partialValue.magnitude
    }

    @Test func specialValues() {
        #expect(DM.log(1) == 0)
        #expect(DM.log(0) == -.infinity)
        #expect(DM.log(-0.0) == -.infinity)
        #expect(DM.log(-1).isNaN)
        #expect(DM.log(.nan).isNaN)
        #expect(DM.log(.infinity) == .infinity)
        #expect(DM.log(-.infinity).isNaN)
        // ln 2 and ln 0.5 are the nearest doubles to ±0.693147180559945309417…
        #expect(DM.log(2) == 0x1.62e42fefa39efp-1)
        #expect(DM.log(0.5) == -0x1.62e42fefa39efp-1)
        // e rounds to 0x1.5bf0a8b145769p+1, whose log is 1 − 4.3e-17: rounds to 1.
        #expect(DM.log(0x1.5bf0a8b145769p+1) == 1)
        #expect(DM.log(1e300) > 690.77 && DM.log(1e300) < 690.78)
    }

    #if canImport(Glibc)
    /// Every power of two, normal and subnormal, gives glibc's bits exactly.
    @Test func powersOfTwoAreExact() {
        for k in -1074...1023 {
            let x = k >= -1022 ? Double(sign: .plus, exponent: k, significand: 1)
                               : Double(bitPattern: UInt64(1) << UInt64(k + 1074))
            #expect(DM.log(x) == Glibc.log(x), "2^\(k)")
        }
    }

    /// Within 1 ulp of glibc over 200,000 seeded inputs: near 1, over [0.5, 4], over every
    /// exponent, and subnormals.
    @Test func withinOneUlpOfGlibc() {
        var rng = SplitMix64(seed: 0x106)
        var worst: UInt64 = 0
        var differing = 0
        for i in 0..<200_000 {
            let r = rng.next()
            let x: Double
            switch i % 4 {
            case 0: x = 1 + (Double(r >> 11) / 0x1p53 - 0.5) * 0x1p-6           // near 1
            case 1: x = 0.5 + Double(r >> 11) / 0x1p53 * 3.5                    // [0.5, 4]
            case 2: x = Double(bitPattern: (r >> 1) % 0x7fe0_0000_0000_0000 + 0x0010_0000_0000_0000)
            default: x = Double(bitPattern: (r >> 12) | 1)                       // subnormal
            }
            let d = Self.ulpDistance(DM.log(x), Glibc.log(x))
            if d > worst { worst = d }
            if d != 0 { differing += 1 }
        }
        #expect(worst <= 1)
        #expect(differing < 6_000)   // 2.2 % differ at all (glibc's log is nearer 0.5 ulp)
    }
    #endif
}
