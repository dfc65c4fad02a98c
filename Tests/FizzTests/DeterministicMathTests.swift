//===--- DeterministicMathTests.swift ------------------------------------===//
// Part of Fizz. Accuracy, special values and pinned bits of DeterministicMath.
//===---------------------------------------------------------------------===//

import Fizz
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Checks `DeterministicMath` three ways:
/// - against glibc's libm over many seeded inputs (max ulp distance), where glibc is available;
/// - on special values and identities a person can check by hand;
/// - against committed hashes of the exact output bits, so that any change of formula is caught.
@Suite struct DeterministicMathTests {
    typealias DM = DeterministicMath

    // MARK: - Helpers

    /// Maps a double to an integer that increases with its value. Adjacent doubles map to
    /// adjacent integers, and +0 and −0 both map to 0.
    static func orderedKey(_ a: Double) -> Int64 {
        let b = Int64(bitPattern: a.bitPattern)
        return b < 0 ? -(b & Int64.max) : b
    }

    /// The number of doubles between `a` and `b` (their distance in ulp). Two NaNs are 0 apart,
    /// and a NaN is infinitely far from a number.
    static func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
        if a.isNaN && b.isNaN { return 0 }
        if a.isNaN || b.isNaN { return UInt64.max }
        return orderedKey(a).subtractingReportingOverflow(orderedKey(b)).partialValue.magnitude
    }

    /// A finite double with a random sign, a random 52-bit fraction and a biased exponent drawn
    /// from `exponents`.
    static func randomDouble(_ rng: inout SplitMix64, exponents: ClosedRange<UInt64>) -> Double {
        let r = rng.next()
        let span = exponents.upperBound - exponents.lowerBound + 1
        let exponent = exponents.lowerBound + (r >> 12) % span
        return Double(bitPattern: (r & 0x8000_0000_0000_0000) | (exponent << 52) | (rng.next() >> 12))
    }

    /// Any finite double, all bit patterns equally likely (half of them have |x| < 1).
    static func anyFinite(_ rng: inout SplitMix64) -> Double {
        randomDouble(&rng, exponents: 0...0x7fe)
    }

    /// The bits of every output, NaN canonicalised (NaN payloads follow the CPU, not the code).
    static func hash(_ values: [Double]) -> UInt64 {
        var h = StateHasher()
        for v in values { h.add(v.isNaN ? 0x7ff8_0000_0000_0000 : v.bitPattern) }
        return h.value
    }

    /// Doubles as the IEEE bit patterns they are, for readable failure messages.
    static func bits(_ v: Double) -> UInt64 { v.bitPattern }

    // MARK: - Accuracy against glibc

    #if canImport(Glibc)
    static let count = 200_000

    /// The largest ulp distance between `f` and `g` over `count` inputs from `input`.
    static func maxUlp(
        seed: UInt64, _ input: (inout SplitMix64) -> Double,
        _ f: (Double) -> Double, _ g: (Double) -> Double
    ) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        var worst: UInt64 = 0
        for _ in 0..<count {
            let x = input(&rng)
            worst = max(worst, ulpDistance(f(x), g(x)))
        }
        return worst
    }

    static func maxUlp2(
        seed: UInt64, _ input: (inout SplitMix64) -> (Double, Double),
        _ f: (Double, Double) -> Double, _ g: (Double, Double) -> Double
    ) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        var worst: UInt64 = 0
        for _ in 0..<count {
            let (y, x) = input(&rng)
            worst = max(worst, ulpDistance(f(y, x), g(y, x)))
        }
        return worst
    }

    // Measured: 1 ulp in every range below (and 0.75 ulp from the exact value, by mpmath).
    @Test func sinMatchesLibmWithinOneUlp() {
        #expect(Self.maxUlp(seed: 1, { $0.next(in: -2 * DM.pi, 2 * DM.pi) }, DM.sin, Glibc.sin) <= 1)
        #expect(Self.maxUlp(seed: 2, { $0.next(in: -1e4, 1e4) }, DM.sin, Glibc.sin) <= 1)
        #expect(Self.maxUlp(seed: 3, { Self.anyFinite(&$0) }, DM.sin, Glibc.sin) <= 1)
    }

    @Test func cosMatchesLibmWithinOneUlp() {
        #expect(Self.maxUlp(seed: 4, { $0.next(in: -2 * DM.pi, 2 * DM.pi) }, DM.cos, Glibc.cos) <= 1)
        #expect(Self.maxUlp(seed: 5, { $0.next(in: -1e4, 1e4) }, DM.cos, Glibc.cos) <= 1)
        #expect(Self.maxUlp(seed: 6, { Self.anyFinite(&$0) }, DM.cos, Glibc.cos) <= 1)
    }

    // Measured: 1 ulp (0.68 ulp from the exact value, by mpmath).
    @Test func expMatchesLibmWithinOneUlp() {
        #expect(Self.maxUlp(seed: 7, { $0.next(in: -1, 1) }, DM.exp, Glibc.exp) <= 1)
        #expect(Self.maxUlp(seed: 8, { $0.next(in: -745.2, 709.8) }, DM.exp, Glibc.exp) <= 1)
        // Subnormal results and the edge of overflow.
        #expect(Self.maxUlp(seed: 9, { $0.next(in: -745.2, -700) }, DM.exp, Glibc.exp) <= 1)
        #expect(Self.maxUlp(seed: 10, { $0.next(in: 700, 709.79) }, DM.exp, Glibc.exp) <= 1)
    }

    // Measured: 1 ulp (0.84 ulp from the exact value, by mpmath).
    @Test func atan2MatchesLibmWithinOneUlp() {
        // Both coordinates in [−1, 1): all four quadrants.
        #expect(Self.maxUlp2(seed: 11, { ($0.next(in: -1, 1), $0.next(in: -1, 1)) },
                             DM.atan2, Glibc.atan2) <= 1)
        // Random signs, magnitudes 2⁻⁴⁰…2⁴⁰.
        #expect(Self.maxUlp2(seed: 12, {
            (Self.randomDouble(&$0, exponents: 983...1063), Self.randomDouble(&$0, exponents: 983...1063))
        }, DM.atan2, Glibc.atan2) <= 1)
        // Any finite doubles, including subnormals and ratios that overflow or underflow.
        #expect(Self.maxUlp2(seed: 13, { (Self.anyFinite(&$0), Self.anyFinite(&$0)) },
                             DM.atan2, Glibc.atan2) <= 1)
    }

    /// The hardest inputs for range reduction: doubles next to multiples of π/2, where the
    /// reduced argument loses many leading bits to cancellation.
    @Test func sinCosNearMultiplesOfHalfPi() {
        var worst: UInt64 = 0
        for k in -2000...2000 {
            let x = Double(k) * (DM.pi / 2)
            for v in [x.nextDown, x, x.nextUp] {
                worst = max(worst, Self.ulpDistance(DM.sin(v), Glibc.sin(v)))
                worst = max(worst, Self.ulpDistance(DM.cos(v), Glibc.cos(v)))
            }
        }
        // Large multiples, on both sides of the switch to Payne–Hanek at 2²⁰·π/2.
        for k in [1 << 19, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, 1 << 30, 1 << 40, 1 << 52] {
            let x = Double(k) * (DM.pi / 2)
            for v in [x.nextDown, x, x.nextUp] {
                worst = max(worst, Self.ulpDistance(DM.sin(v), Glibc.sin(v)))
                worst = max(worst, Self.ulpDistance(DM.cos(v), Glibc.cos(v)))
            }
        }
        for v in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude] {
            worst = max(worst, Self.ulpDistance(DM.sin(v), Glibc.sin(v)))
            worst = max(worst, Self.ulpDistance(DM.cos(v), Glibc.cos(v)))
        }
        #expect(worst <= 1)
    }
    #endif

    /// The double closest to a multiple of π/2: 6381956970095103·2⁷⁹⁷ (Muller, "Elementary
    /// Functions", ch. 11), where x mod π/2 ≈ 2⁻⁶⁰·⁹ and 61 leading bits cancel. The expected
    /// values are correctly rounded (mpmath, 3000 bits). glibc 2.36 gets this cos wrong by 8 ulp
    /// (−4.68716592425462e-19); the Payne–Hanek reduction here is within 0.05 ulp.
    @Test func hardestCaseForRangeReduction() {
        let hardest = 6_381_956_970_095_103.0 * 0x1p797
        #expect(DM.cos(hardest) == -0x1.14ae72e6ba22fp-61)
        #expect(DM.sin(hardest) == 1)
        #expect(DM.cos(-hardest) == -0x1.14ae72e6ba22fp-61)
        #expect(DM.sin(-hardest) == -1)
        #expect(DM.sin(.greatestFiniteMagnitude) == 0x1.452fc98b34e97p-8)
        #expect(DM.cos(.greatestFiniteMagnitude) == -0x1.fffe62ecfab75p-1)
    }

    // MARK: - Special values

    @Test func sinCosSpecialValues() {
        #expect(Self.bits(DM.sin(0)) == Self.bits(0))
        #expect(Self.bits(DM.sin(-0.0)) == Self.bits(-0.0))
        #expect(DM.cos(0) == 1)
        #expect(DM.cos(-0.0) == 1)
        for v in [Double.infinity, -Double.infinity, Double.nan, -Double.nan] {
            #expect(DM.sin(v).isNaN)
            #expect(DM.cos(v).isNaN)
            #expect(DM.sinCos(v).sin.isNaN)
            #expect(DM.sinCos(v).cos.isNaN)
        }
        // Tiny and subnormal inputs: sin x == x, cos x == 1.
        for v in [Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 1e-300, 1e-9] {
            #expect(DM.sin(v) == v)
            #expect(DM.cos(v) == 1)
        }
        // The double nearest π is below π by 1.2246467991473532e-16, which is sin(pi).
        #expect(DM.sin(DM.pi) == 0x1.1a62633145c07p-53)
        #expect(DM.cos(DM.pi) == -1)
        #expect(DM.sin(DM.pi / 2) == 1)
        #expect(DM.cos(DM.pi / 2) == 0x1.1a62633145c07p-54)
        #expect(DM.sin(-DM.pi / 2) == -1)
        #expect(DM.sin(DM.pi / 6) == 0.49999999999999994)  // π/6 rounds down; glibc agrees
        #expect(DM.cos(DM.pi / 3) == 0.5000000000000001)   // glibc agrees
        #expect(DM.pi == Double.pi)
    }

    @Test func expSpecialValues() {
        #expect(DM.exp(0) == 1)
        #expect(DM.exp(-0.0) == 1)
        #expect(DM.exp(1) == 2.718281828459045)
        #expect(DM.exp(.infinity) == .infinity)
        #expect(Self.bits(DM.exp(-.infinity)) == Self.bits(0))
        #expect(DM.exp(.nan).isNaN)
        // Overflow: the largest x with a finite result is 709.782712893384 (≈ log(max double)).
        #expect(DM.exp(709.782712893384) == 0x1.fffffffffff2ap1023)
        #expect(DM.exp(709.782712893384.nextUp) == .infinity)
        #expect(DM.exp(710) == .infinity)
        #expect(DM.exp(.greatestFiniteMagnitude) == .infinity)
        // Underflow: normal down to about −708.396, then subnormal, then 0 below about −745.133.
        #expect(DM.exp(-708.39) >= .leastNormalMagnitude)
        #expect(DM.exp(-708.40) < .leastNormalMagnitude)
        #expect(DM.exp(-708.40) > 0)
        #expect(DM.exp(-740) == 85 * Double.leastNonzeroMagnitude)  // 4.2e-322; glibc agrees
        #expect(DM.exp(-745.13) == .leastNonzeroMagnitude)
        #expect(Self.bits(DM.exp(-745.14)) == Self.bits(0))
        #expect(Self.bits(DM.exp(-.greatestFiniteMagnitude)) == Self.bits(0))
        // Tiny inputs: exp x rounds to 1 + x.
        #expect(DM.exp(1e-20) == 1)
        #expect(DM.exp(0x1p-30) == 1 + 0x1p-30)
        #expect(DM.exp(.leastNonzeroMagnitude) == 1)
    }

    /// The C99 Annex F table, case by case.
    @Test func atan2SpecialValues() {
        let pi = DM.pi
        let inf = Double.infinity
        let cases: [(y: Double, x: Double, expected: Double)] = [
            (0, 0, 0), (-0.0, 0, -0.0), (0, -0.0, pi), (-0.0, -0.0, -pi),
            (0, 3, 0), (-0.0, 3, -0.0), (0, -3, pi), (-0.0, -3, -pi),
            (0, inf, 0), (-0.0, inf, -0.0), (0, -inf, pi), (-0.0, -inf, -pi),
            (2, 0, pi / 2), (2, -0.0, pi / 2), (-2, 0, -pi / 2), (-2, -0.0, -pi / 2),
            (inf, 5, pi / 2), (-inf, 5, -pi / 2), (inf, -5, pi / 2), (-inf, -5, -pi / 2),
            (5, inf, 0), (-5, inf, -0.0), (5, -inf, pi), (-5, -inf, -pi),
            (inf, inf, pi / 4), (-inf, inf, -pi / 4),
            (inf, -inf, 0x1.2d97c7f3321d2p+1), (-inf, -inf, -0x1.2d97c7f3321d2p+1),
            // One point per quadrant and on each axis.
            (1, 1, pi / 4), (1, -1, 0x1.2d97c7f3321d2p+1), (-1, -1, -0x1.2d97c7f3321d2p+1),
            (-1, 1, -pi / 4), (1, 0, pi / 2), (0, 1, 0), (0, -1, pi), (-1, 0, -pi / 2),
            // Extreme ratios.
            (1, 0x1p-70, pi / 2), (0x1p-70, 1, 0x1p-70), (0x1p-70, -1, pi), (-0x1p-70, -1, -pi),
            (.leastNonzeroMagnitude, .greatestFiniteMagnitude, 0),
        ]
        for c in cases {
            #expect(Self.bits(DM.atan2(c.y, c.x)) == Self.bits(c.expected), "atan2(\(c.y), \(c.x))")
        }
        for (y, x) in [(Double.nan, 1.0), (1, .nan), (.nan, .nan), (.nan, .infinity), (0, .nan)] {
            #expect(DM.atan2(y, x).isNaN)
        }
    }

    // MARK: - Identities

    @Test func identities() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<10_000 {
            let x = rng.next(in: -1e4, 1e4)
            let (s, c) = DM.sinCos(x)
            // sin² + cos² = 1, to within the rounding of the two results and the sum.
            #expect(abs(s * s + c * c - 1) <= 4 * Double.ulpOfOne)
            // sinCos is exactly sin and cos; sin is odd and cos even, bit for bit.
            #expect(Self.bits(s) == Self.bits(DM.sin(x)))
            #expect(Self.bits(c) == Self.bits(DM.cos(x)))
            #expect(Self.bits(DM.sin(-x)) == Self.bits(-s))
            #expect(Self.bits(DM.cos(-x)) == Self.bits(c))
            // atan2 inverts sinCos on (−π, π].
            let a = rng.next(in: -3.14, 3.14)
            let (sa, ca) = DM.sinCos(a)
            #expect(abs(DM.atan2(sa, ca) - a) <= 4 * a.ulp + 1e-300)
            #expect(Self.bits(DM.atan2(-sa, ca)) == Self.bits(-DM.atan2(sa, ca)))
            // exp(a)·exp(−a) = 1 and exp(a + b) = exp(a)·exp(b), to within a few roundings.
            // u and v are multiples of 2⁻¹⁶, so u + v is exact.
            let u = (rng.next(in: -20, 20) * 65536).rounded() / 65536
            let v = (rng.next(in: -20, 20) * 65536).rounded() / 65536
            #expect(abs(DM.exp(u) * DM.exp(-u) - 1) <= 4 * Double.ulpOfOne)
            let product = DM.exp(u) * DM.exp(v)
            #expect(abs(DM.exp(u + v) - product) <= 6 * product.ulp)
        }
        // atan2(1, 1) is π/4 within 1 ulp; it is in fact the nearest double, pi/4.
        #expect(Self.ulpDistance(DM.atan2(1, 1), DM.pi / 4) <= 1)
        #expect(DM.atan2(1, 1) == DM.pi / 4)
        #expect(DM.atan2(1, 1) * 4 == DM.pi)
    }

    // MARK: - Determinism pins

    /// 10,000 inputs per function, fixed by seed. Each hash is FNV-1a over the bit patterns of
    /// the outputs, so it pins the exact bits: any change of formula, constant or evaluation
    /// order changes it, even one that stays within the ulp bounds above. The constants were
    /// computed once, natively, and must only be updated on purpose, together with the wasm
    /// parity tests, which check the same functions in Embedded-Swift wasm against these same
    /// bits. (When they were committed, the same four hashes came out of the functions built for
    /// wasm32 with Embedded Swift at -Osize and -O, run under node and WasmKit, and natively at
    /// -Onone and -O.)
    static func pinHash(seed: UInt64, _ f: (Double) -> Double, _ input: (inout SplitMix64) -> Double) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        var outputs: [Double] = []
        outputs.reserveCapacity(10_000)
        for _ in 0..<10_000 { outputs.append(f(input(&rng))) }
        return hash(outputs)
    }

    /// sin and cos inputs: random signs, magnitudes 2⁻³⁰…2⁶⁴, covering the small-argument
    /// paths, Cody–Waite reduction and Payne–Hanek reduction.
    static func trigPinInput(_ rng: inout SplitMix64) -> Double {
        randomDouble(&rng, exponents: 993...1087)
    }

    @Test func sinBitsArePinned() {
        #expect(Self.pinHash(seed: 0x51, DM.sin, Self.trigPinInput) == 0x72B3_1DED_0FBA_9ECE)
    }

    @Test func cosBitsArePinned() {
        #expect(Self.pinHash(seed: 0xC0, DM.cos, Self.trigPinInput) == 0x63E8_6B8C_7FC5_085D)
    }

    @Test func expBitsArePinned() {
        #expect(Self.pinHash(seed: 0xE1, DM.exp, { $0.next(in: -746, 710) }) == 0xD53B_2C40_D4C1_177D)
    }

    @Test func atan2BitsArePinned() {
        // y and x with random signs and magnitudes 2⁻³⁰…2³⁰, so every quadrant and ratio path runs.
        var rng = SplitMix64(seed: 0xA2)
        var outputs: [Double] = []
        for _ in 0..<10_000 {
            let y = Self.randomDouble(&rng, exponents: 993...1053)
            let x = Self.randomDouble(&rng, exponents: 993...1053)
            outputs.append(DM.atan2(y, x))
        }
        #expect(Self.hash(outputs) == 0x6E6A_9913_8E22_71CF)
    }
}
