//===--- BranchFreeTests.swift -------------------------------------------===//
// Part of Fizz. The branch-free choices equal the plain forms they replace.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// `BranchFree` rewrites comparisons as bit tricks; a wrong mask or a wrong sign convention
/// would still compile and still move bubbles, only differently in some corner. These tests
/// compare every helper with the plain expression it stands for, on the corners (±0, the
/// smallest and largest doubles, infinities) and on many seeded values, bit for bit.
@Suite struct BranchFreeTests {
    /// Corner values and a seeded spread over many magnitudes, both signs. (Negative zero is
    /// written `-0.0`: the literal `-0` is the integer 0 made a double, +0.)
    static let values: [Double] = {
        var out: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                             .leastNormalMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude,
                             -.greatestFiniteMagnitude, .infinity, -.infinity, 1e-300, -1e-300, 400, -400]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<4000 {
            let mantissa = Double(rng.next() >> 11) * 0x1p-53
            let exponent = Int(rng.next() % 80) - 40
            let sign: Double = rng.next() & 1 == 0 ? 1 : -1
            out.append(sign * mantissa * Double(sign: .plus, exponent: exponent, significand: 1))
        }
        return out
    }()

    @Test func positivePartIsTheClampAtZero() {
        for x in Self.values {
            let plain: Double = x > 0 ? x : 0
            #expect(BranchFree.positivePart(x).bitPattern == plain.bitPattern, "x = \(x)")
        }
    }

    @Test func maxWithANegativeBoundIsTheStandardMax() {
        for y in Self.values where y < 0 {
            for x in Self.values.prefix(200) {
                let plain = max(x, y)
                #expect(BranchFree.max(x, negative: y).bitPattern == plain.bitPattern, "max(\(x), \(y))")
            }
        }
    }

    @Test func stepIsOneExactlyWhenTheSignBitIsClear() {
        for x in Self.values {
            let plain: Double = x.sign == .plus ? 1 : 0
            #expect(BranchFree.step(x).bitPattern == plain.bitPattern, "x = \(x)")
        }
        #expect(BranchFree.step(0) == 1)
        #expect(BranchFree.step(-0.0) == 0)
    }

    @Test func blendPicksOneOperandUpToTheSignOfZero() {
        let finite = Self.values.filter { $0.isFinite && abs($0) < 1e300 }
        for (i, a) in finite.enumerated() {
            let b = finite[(i * 7 + 3) % finite.count]
            let first = BranchFree.blend(1, a, b), second = BranchFree.blend(0, a, b)
            #expect(first == a && (a != 0 || first == 0), "blend(1, \(a), \(b)) = \(first)")
            #expect(second == b && (b != 0 || second == 0), "blend(0, \(a), \(b)) = \(second)")
            if a != 0 { #expect(first.bitPattern == a.bitPattern) }
            if b != 0 { #expect(second.bitPattern == b.bitPattern) }
        }
    }
}
