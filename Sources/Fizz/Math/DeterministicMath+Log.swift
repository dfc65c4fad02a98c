//===--- DeterministicMath+Log.swift -------------------------------------===//
// Part of Fizz. The natural logarithm, the same bits on every target.
//===---------------------------------------------------------------------===//

extension DeterministicMath {
    /// The natural logarithm of `x`, within 1 ulp of the exact value, the same bits on every
    /// target. Motion needs it for decay: the rest point of a deceleration rate d is −v₀/ln d,
    /// and a time to rest is a logarithm of a ratio of speeds.
    ///
    /// `log(1) == 0`, `log(2ᵏ) == k·ln 2` rounded once, `log(±0) == −inf`, `log(x < 0)` and
    /// `log(nan)` are NaN, `log(+inf) == +inf`. Subnormal inputs are scaled into the normal range
    /// first.
    ///
    /// Method (fdlibm `e_log.c`, the same port rules as the rest of this file): x = 2ᵏ·(1 + f)
    /// with √2/2 < 1 + f < √2, then with s = f/(2 + f), log(1 + f) = f − s·(f − R(s²)) where R
    /// is a degree-14 even Remez polynomial (error < 2⁻⁵⁸·⁴⁵), and k·ln 2 is added in two parts
    /// so that its high part is exact. Only `+ - * /` and bit moves.
    public static func log(_ x: Double) -> Double {
        let ln2hi = 0x1.62e42fee00000p-1   // 0x3FE62E42 FEE00000
        let ln2lo = 0x1.a39ef35793c76p-33  // 0x3DEA39EF 35793C76
        let lg1 = 0x1.5555555555593p-1     // 0x3FE55555 55555593
        let lg2 = 0x1.999999997fa04p-2     // 0x3FD99999 9997FA04
        let lg3 = 0x1.2492494229359p-2     // 0x3FD24924 94229359
        let lg4 = 0x1.c71c51d8e78afp-3     // 0x3FCC71C5 1D8E78AF
        let lg5 = 0x1.7466496cb03dep-3     // 0x3FC74664 96CB03DE
        let lg6 = 0x1.39a09d078c69fp-3     // 0x3FC39A09 D078C69F
        let lg7 = 0x1.2f112df3e5244p-3     // 0x3FC2F112 DF3E5244

        var x = x
        var bits = x.bitPattern
        var hx = UInt32(truncatingIfNeeded: bits >> 32)
        var k = 0
        if hx < 0x0010_0000 || hx >> 31 != 0 {          // zero, subnormal or negative
            if bits & 0x7fff_ffff_ffff_ffff == 0 { return -Double.infinity }
            if hx >> 31 != 0 { return (x - x) / 0 }     // log of a negative number: NaN
            k -= 54                                      // subnormal: scale up by 2⁵⁴
            x *= 0x1p54
            bits = x.bitPattern
            hx = UInt32(truncatingIfNeeded: bits >> 32)
        }
        if hx >= 0x7ff0_0000 { return x + x }           // +inf or NaN
        k += Int(hx >> 20) - 1023
        hx &= 0x000f_ffff
        // Pick the exponent so that the mantissa lands in [√2/2, √2): i is 2²⁰ when the
        // mantissa is at least √2 (0x6a09e in the high fraction bits), and then x is halved.
        let i = (hx &+ 0x95f64) & 0x10_0000
        let high = UInt64(hx | (i ^ 0x3ff0_0000))
        x = Double(bitPattern: (high << 32) | (bits & 0xffff_ffff))
        k += Int(i >> 20)
        let f = x - 1
        let dk = Double(k)
        if (0x000f_ffff & (2 &+ hx)) < 3 {              // |f| < 2⁻²⁰
            if f == 0 { return k == 0 ? 0 : dk * ln2hi + dk * ln2lo }
            let r = f * f * (0.5 - 0.33333333333333333 * f)
            if k == 0 { return f - r }
            return dk * ln2hi - ((r - dk * ln2lo) - f)
        }
        let s = f / (2 + f)
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        // Far from 1 (f outside about [−0.24, 0.42]) f²/2 is split off so it is added exactly.
        let farFromOne = (Int32(bitPattern: hx &- 0x6147a) | Int32(bitPattern: 0x6b851 &- hx)) > 0
        if farFromOne {
            let hfsq = 0.5 * f * f
            if k == 0 { return f - (hfsq - s * (hfsq + r)) }
            return dk * ln2hi - ((hfsq - (s * (hfsq + r) + dk * ln2lo)) - f)
        }
        if k == 0 { return f - s * (f - r) }
        return dk * ln2hi - ((s * (f - r) - dk * ln2lo) - f)
    }
}
