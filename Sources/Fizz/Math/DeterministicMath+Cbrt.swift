//===--- DeterministicMath+Cbrt.swift ------------------------------------===//
// Part of Fizz. The cube root, from + − × ÷ and a bit trick.
//===---------------------------------------------------------------------===//

extension DeterministicMath {
    /// The real cube root of `x` (negative for negative x; ±0, ±∞ and NaN returned as they
    /// are), within 1 ulp of the exact value.
    ///
    /// Why our own: libm's `cbrt` differs by an ulp between glibc and wasi-libc, and OKLab
    /// colour interpolation needs one. A first guess from the exponent bits (dividing a
    /// double's bit pattern by 3 divides its exponent by 3: within 4% of the root for every
    /// normal number), then five Newton steps `y ← (2y + x/y²)/3`, whose error goes
    /// 4e-2 → 2e-3 → 4e-6 → 2e-11 → 1e-16, and one on an exactly computed residual; tiny numbers are scaled by 2^300 first
    /// (and the root by 2^−100), so subnormals get the same precision.
    public static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let a = x < 0 ? -x : x
        if a < 0x1p-900 { return (x < 0 ? -1 : 1) * cbrt(a * 0x1p300) * 0x1p-100 }
        var y = Double(bitPattern: a.bitPattern / 3 &+ 0x2A9F_7625_3119_D328)
        var i = 0
        while i < 5 { y = (2 * y + a / (y * y)) / 3; i += 1 }
        // A last Newton step on the residual y³ − a computed with the rounding errors of y²
        // and of y²·y kept (Dekker's exact products): the plain step above stalls 1–2 ulp off.
        let (s, sl) = exactProduct(y, y)
        let (c, cl) = exactProduct(s, y)
        let r = ((c - a) + cl) + sl * y
        y -= r / (3 * s)
        return x < 0 ? -y : y
    }

    /// `a·b` as `high + low` exactly (Dekker: Veltkamp splits into 26-bit halves, no FMA).
    private static func exactProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    private static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729 * a
        let h = c - (c - a)
        return (h, a - h)
    }
}
