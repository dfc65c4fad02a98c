//===--- ScenarioNumber.swift --------------------------------------------===//
// Part of Fizz. Numbers in scenario files, parsed to the same bits in every language.
//===---------------------------------------------------------------------===//

/// Parses the numeric literals of the scenario format.
///
/// Why not a general float parser: every host (Swift, JS, Python, C) must turn the same text
/// into the same bits, and Embedded Swift has no `strtod`. The format therefore only allows
/// literals whose exact value is a correctly rounded single operation on exact doubles
/// (Clinger's fast path): at most 15 significant digits and a decimal exponent within ±22, so
/// `M × 10^e` or `M / 10^−e` has exact operands and one IEEE rounding — the same result as any
/// correct `strtod`/`parseFloat`/`float()`. A fraction `a/b` is `parse(a) / parse(b)`, again
/// one rounding, so `1/60` means the same double everywhere.
///
/// Hex floats (`0x1.8p-3`, as C's `%a` and Python's `float.hex()` print them) spell any
/// double exactly, subnormals and range edges ± 1 ulp included: their bits are assembled from
/// the digits, never rounded, so the fuzzer's hostile values replay the same everywhere.
///
/// Grammar: `nan | inf | -inf | [-]0x<hex> | hexfloat | decimal ['/' decimal]`,
/// `decimal = [-|+]digits['.'digits][('e'|'E')[-|+]digits]`,
/// `hexfloat = [-|+]0x(1|0)['.'<0 to 13 hex digits>]p[-|+]<1 to 4 digits>`: `0x1.<f>p<e>`
/// with e in -1022...1023 is a normal double, `0x0.<f>p-1022` a subnormal, `0x0p<e>` zero.
public enum ScenarioNumber {
    /// A parsed literal: its double value, and its integer value when it is an integer.
    public struct Value: Equatable, Sendable {
        public var double: Double
        /// Set for integer literals (decimal without fraction/exponent, or hex).
        public var integer: Int64?
    }

    public static func parse(_ t: ArraySlice<UInt8>) -> Value? {
        if Text.equal("nan", t) { return Value(double: .nan, integer: nil) }
        if Text.equal("inf", t) || Text.equal("+inf", t) { return Value(double: .infinity, integer: nil) }
        if Text.equal("-inf", t) { return Value(double: -.infinity, integer: nil) }
        if let slash = t.firstIndex(of: 47) {       // '/'
            guard let a = decimal(t[t.startIndex..<slash]), let b = decimal(t[(slash + 1)...]) else { return nil }
            return Value(double: a.double / b.double, integer: nil)
        }
        if t.contains(112) || t.contains(80) { return hexFloat(t) }   // 'p' / 'P'
        if let h = hex(t) { return h }
        return decimal(t)
    }

    /// The rest of a token after 'e' or 'p': `[-|+]digits`, as (value, digit count); nil when
    /// there are no digits or anything follows them. The value saturates (callers bound it).
    static func exponent(_ t: ArraySlice<UInt8>) -> (value: Int, digits: Int)? {
        var i = t.startIndex
        var negative = false
        if i < t.endIndex && (t[i] == 45 || t[i] == 43) { negative = t[i] == 45; i += 1 }
        var e = 0, digits = 0
        while i < t.endIndex && t[i] >= 48 && t[i] <= 57 {
            e = min(e * 10 + Int(t[i] - 48), 1_000_000); digits += 1; i += 1
        }
        if digits == 0 || i != t.endIndex { return nil }
        return (value: negative ? -e : e, digits: digits)
    }

    static func hexDigit(_ c: UInt8) -> UInt64? {
        if c >= 48 && c <= 57 { return UInt64(c - 48) }
        if c >= 97 && c <= 102 { return UInt64(c - 87) }
        if c >= 65 && c <= 70 { return UInt64(c - 55) }
        return nil
    }

    static func hexFloat(_ t: ArraySlice<UInt8>) -> Value? {
        var i = t.startIndex
        var negative = false
        if i < t.endIndex && (t[i] == 45 || t[i] == 43) { negative = t[i] == 45; i += 1 }
        guard t.endIndex - i > 3, t[i] == 48, t[i + 1] == 120 || t[i + 1] == 88,
              t[i + 2] == 48 || t[i + 2] == 49 else { return nil }
        let normal = t[i + 2] == 49
        i += 3
        var fraction: UInt64 = 0
        var digits = 0
        if i < t.endIndex && t[i] == 46 {            // '.'
            i += 1
            while i < t.endIndex, let d = hexDigit(t[i]) {
                digits += 1
                if digits > 13 { return nil }
                fraction = fraction << 4 | d
                i += 1
            }
        }
        fraction <<= UInt64(4 * (13 - digits))       // left-aligned in the 52 fraction bits
        guard i < t.endIndex, t[i] == 112 || t[i] == 80 else { return nil }
        guard let ex = exponent(t[(i + 1)...]), ex.digits <= 4 else { return nil }
        let e = ex.value
        var bits: UInt64
        if normal {
            guard e >= -1022 && e <= 1023 else { return nil }
            bits = UInt64(e + 1023) << 52 | fraction
        } else {
            guard fraction == 0 || e == -1022 else { return nil }
            bits = fraction
        }
        if negative { bits |= 1 << 63 }
        return Value(double: Double(bitPattern: bits), integer: nil)
    }

    static func hex(_ t: ArraySlice<UInt8>) -> Value? {
        var i = t.startIndex
        var negative = false
        if i < t.endIndex && t[i] == 45 { negative = true; i += 1 }
        guard t.endIndex - i > 2, t[i] == 48, t[i + 1] == 120 || t[i + 1] == 88 else { return nil }
        i += 2
        var v: UInt64 = 0
        var digits = 0
        while i < t.endIndex {
            let c = t[i]
            let d: UInt64
            if c >= 48 && c <= 57 { d = UInt64(c - 48) }
            else if c >= 97 && c <= 102 { d = UInt64(c - 87) }
            else if c >= 65 && c <= 70 { d = UInt64(c - 55) }
            else { return nil }
            v = v << 4 | d
            digits += 1
            if digits > 8 { return nil }        // hex literals are 32-bit words (handles)
            i += 1
        }
        let s = negative ? -Int64(v) : Int64(v)
        return Value(double: Double(s), integer: s)
    }

    static func decimal(_ t: ArraySlice<UInt8>) -> Value? {
        var i = t.startIndex
        var negative = false
        if i < t.endIndex && (t[i] == 45 || t[i] == 43) { negative = t[i] == 45; i += 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var sawDigit = false, sawPoint = false, isInteger = true
        while i < t.endIndex {
            let c = t[i]
            if c >= 48 && c <= 57 {
                sawDigit = true
                if mantissa == 0 && c == 48 {
                    if sawPoint { exponent -= 1 }      // leading zeros are not significant
                } else {
                    significant += 1
                    if significant > 15 { return nil }
                    mantissa = mantissa * 10 + UInt64(c - 48)
                    if sawPoint { exponent -= 1 }
                }
            } else if c == 46 && !sawPoint {        // '.'
                sawPoint = true; isInteger = false
            } else { break }
            i += 1
        }
        if !sawDigit { return nil }
        if i < t.endIndex && (t[i] == 101 || t[i] == 69) {   // 'e' / 'E'
            isInteger = false
            guard let e = Self.exponent(t[(i + 1)...]), e.value >= -400 && e.value <= 400 else { return nil }
            exponent += e.value
        } else if i != t.endIndex { return nil }
        if mantissa == 0 { exponent = 0 }
        if exponent < -22 || exponent > 22 { return nil }
        var p = 1.0
        var k = exponent < 0 ? -exponent : exponent
        while k > 0 { p *= 10; k -= 1 }             // exact: 10^22 < 2^53 · 2^22
        var v = exponent < 0 ? Double(mantissa) / p : Double(mantissa) * p
        if negative { v = -v }
        var integer: Int64? = nil
        if isInteger { integer = negative ? -Int64(mantissa) : Int64(mantissa) }
        return Value(double: v, integer: integer)
    }
}
