//===--- MotionEasingTests.swift -----------------------------------------===//
// Part of Fizz. Easing curves, the cube root and colours, against values worked by hand.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Motion: easing, cube root, colour")
struct MotionEasingTests {
    @Test("Linear, smoothstep (0.25 → 0.15625), ends pinned, input clamped")
    func simple() {
        #expect(Easing.linear.value(0.3) == 0.3)
        #expect(Easing.smoothstep.value(0.25) == 0.15625)
        #expect(Easing.smoothstep.value(0.5) == 0.5)
        for e in [Easing.linear, .smoothstep, .ease, .easeIn, .easeOut, .easeInOut, .steps(3, start: false)] {
            #expect(e.value(0) == 0 && e.value(1) == 1 && e.value(-2) == 0 && e.value(7) == 1)
        }
    }

    @Test("CSS ease(0.5) = 0.8024033876 (bisection in Python, 200 halvings); ease-in-out is symmetric (0.5 → 0.5); ease-in(0.5) = 0.3153568126")
    func bezier() {
        #expect(abs(Easing.ease.value(0.5) - 0.802403387584857) < 1e-9)
        #expect(abs(Easing.easeInOut.value(0.5) - 0.5) < 1e-12)
        #expect(abs(Easing.easeIn.value(0.5) - 0.31535681257253917) < 1e-9)
        #expect(abs(Easing.easeOut.value(0.5) - 0.6846431874274607) < 1e-9)
        // Control points on the diagonal make the line.
        #expect(abs(Easing.cubicBezier(0.2, 0.2, 0.8, 0.8).value(0.37) - 0.37) < 1e-12)
        // A curve that overshoots (y2 > 1) passes above 1.
        #expect(Easing.cubicBezier(0.3, 0, 0.4, 1.8).value(0.7) > 1)
    }

    @Test("steps(4, jump-end): 0.3 → 0.25, 0.99 → 0.75; steps(4, jump-start): 0 → 0.25, 0.3 → 0.5")
    func steps() {
        let end = Easing.steps(4, start: false), start = Easing.steps(4, start: true)
        #expect(end.value(0.3) == 0.25 && end.value(0.99) == 0.75 && end.value(0.25) == 0.25)
        #expect(start.value(0) == 0.25 && start.value(0.3) == 0.5 && start.value(0.8) == 1)
    }

    @Test("Codes: each named ease, refusals for an unknown code, x1 past 1, a fractional or zero step count")
    func codes() throws {
        #expect(try Easing(code: Easing.Code.ease, 0, 0, 0, 0) == .ease)
        #expect(try Easing(code: Easing.Code.stepsStart, 5, 0, 0, 0) == .steps(5, start: true))
        #expect(throws: FizzError.invalidOption) { try Easing(code: 9, 0, 0, 0, 0) }
        #expect(throws: FizzError.outOfRange) { try Easing(code: Easing.Code.cubicBezier, 1.1, 0, 0.5, 1) }
        #expect(throws: FizzError.nonFinite) { try Easing(code: Easing.Code.cubicBezier, .nan, 0, 0.5, 1) }
        #expect(throws: FizzError.outOfRange) { try Easing(code: Easing.Code.stepsEnd, 2.5, 0, 0, 0) }
        #expect(throws: FizzError.outOfRange) { try Easing(code: Easing.Code.stepsEnd, 0, 0, 0, 0) }
    }

    @Test("The picker's ease is Motion's smoothstep, bit for bit")
    func pickerEase() {
        for t in stride(from: -0.1, through: 1.1, by: 0.013) {
            let c = t < 0 ? 0 : (t > 1 ? 1 : t)
            #expect(PickerBubble.ease(t).bitPattern == (c * c * (3 - 2 * c)).bitPattern)
        }
    }

    @Test("Cube root: exact on cubes, odd, within 1 ulp of a Float80 reference over 200 decades and subnormals")
    func cbrt() {
        #expect(DeterministicMath.cbrt(27) == 3)
        #expect(DeterministicMath.cbrt(-8) == -2)
        #expect(DeterministicMath.cbrt(0.125) == 0.5)
        #expect(DeterministicMath.cbrt(0) == 0)
        var rng = SplitMix64(seed: 7)
        var worst = 0.0
        for k in 0..<20_001 {
            let e = Double(rng.next() % 2000) - 1000, m = 1 + Double(rng.next() % 1_000_000) / 1_000_000
            let x = k == 20_000 ? 0x1p-1060 : m * Glibc.pow(2, e / 3.3)
            let mine = DeterministicMath.cbrt(x)
            let off = abs(mine - reference(x)) / mine.ulp
            worst = max(worst, off)
            #expect(off <= 1, "cbrt(\(x))")
            #expect(DeterministicMath.cbrt(-x) == -mine)
        }
        #expect(worst > 0.5)   // not correctly rounded everywhere: the claim is 1 ulp, and it is tested
    }

    /// The cube root to 64 bits: Newton in 80-bit arithmetic from libm's double answer.
    private func reference(_ x: Double) -> Double {
        var r = Float80(Glibc.cbrt(x)), a = Float80(x)
        if x < 0x1p-900 { a *= 0x1p300; r *= 0x1p100 }
        for _ in 0..<3 { r -= (r * r * r - a) / (3 * r * r) }
        return x < 0x1p-900 ? Double(r) * 0x1p-100 : Double(r)
    }

    @Test("sRGB: decode and encode are inverse; 0.5 decodes to 0.2140411174")
    func srgb() {
        #expect(abs(Colour.linear(fromEncoded: 0.5) - 0.21404114048223255) < 1e-12)
        #expect(Colour.linear(fromEncoded: 0.04) == 0.04 / 12.92)
        for i in 0...100 {
            let c = Double(i) / 100
            #expect(abs(Colour.encoded(fromLinear: Colour.linear(fromEncoded: c)) - c) < 1e-12)
        }
    }

    @Test("OKLab: white (1, 0, 0), red (0.627955, 0.224863, 0.125846); the L = 0.5 grey is sRGB 1.055·2^−1.25 − 0.055")
    func oklab() {
        let w = Colour(1, 1, 1, 1).okLab
        #expect(abs(w.c0 - 1) < 1e-7 && abs(w.c1) < 1e-7 && abs(w.c2) < 1e-7)
        let r = Colour(rgba: 0xFF00_00FF).okLab
        #expect(abs(r.c0 - 0.627955) < 1e-6 && abs(r.c1 - 0.224863) < 1e-6 && abs(r.c2 - 0.125846) < 1e-6)
        let back = r.sRGBFromOKLab
        #expect(abs(back.c0 - 1) < 1e-7 && back.c1 < 1e-7 && back.c2 < 1e-7)
        let grey = Colour(0.5, 0, 0, 1).sRGBFromOKLab
        let expected = 1.055 * 0.42044820762685725 - 0.055
        #expect(abs(grey.c0 - expected) < 1e-9 && abs(grey.c1 - expected) < 1e-9 && abs(grey.c2 - expected) < 1e-9)
    }
}
