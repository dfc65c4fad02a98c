//===--- Colour.swift ----------------------------------------------------===//
// Part of Fizz. sRGB colours and the OKLab space they are blended in.
//===---------------------------------------------------------------------===//

/// A colour as four channels in 0...1: sRGB-encoded red, green, blue (as CSS writes them) and
/// alpha; or, for `Colour.okLab`, OKLab's L, a, b and alpha.
///
/// Why OKLab: blending two sRGB colours channel by channel goes through greys that look too
/// dark (red to green passes a muddy brown); OKLab (Björn Ottosson, 2020) is built so equal
/// steps look equal, at the cost of a cube root per channel going in and a cube going out.
/// Everything here is `+ − × ÷`, `squareRoot()` and our own cube root, so blends are bit
/// for bit alike on every runtime.
public struct Colour: Equatable, Sendable {
    public var c0: Double, c1: Double, c2: Double, alpha: Double

    @inlinable public init(_ c0: Double, _ c1: Double, _ c2: Double, _ alpha: Double) {
        self.c0 = c0; self.c1 = c1; self.c2 = c2; self.alpha = alpha
    }

    /// The colour `0xRRGGBBAA` (each channel / 255).
    public init(rgba: UInt32) {
        self.init(Double((rgba >> 24) & 0xFF) / 255, Double((rgba >> 16) & 0xFF) / 255,
                  Double((rgba >> 8) & 0xFF) / 255, Double(rgba & 0xFF) / 255)
    }

    /// sRGB's decoding to linear light: `c/12.92` up to 0.04045, then `((c + 0.055)/1.055)^2.4`.
    /// The power is `y = u^(12/5)`, the root of `y⁵ = u¹²`, by seven Newton steps from `u^2.5`
    /// (within 40% of it for u ≥ 0.04, and Newton squares the error each step).
    public static func linear(fromEncoded c: Double) -> Double {
        if c <= 0.04045 { return c / 12.92 }
        let u = (c + 0.055) / 1.055
        let u2 = u * u, u4 = u2 * u2, u12 = u4 * u4 * u4
        var y = u2 * u.squareRoot()
        var i = 0
        while i < 7 {
            let y2 = y * y, y4 = y2 * y2
            y -= (y4 * y - u12) / (5 * y4)
            i += 1
        }
        return y
    }

    /// sRGB's encoding of linear light (clamped to 0...1 first): `12.92·l` up to 0.0031308,
    /// then `1.055·l^(1/2.4) − 0.055`, with `l^(5/12) = ∛l · ⁴√∛l`.
    public static func encoded(fromLinear l: Double) -> Double {
        let c = l < 0 ? 0 : (l > 1 ? 1 : l)
        if c <= 0.0031308 { return 12.92 * c }
        let r = DeterministicMath.cbrt(c)
        return 1.055 * (r * r.squareRoot().squareRoot()) - 0.055
    }

    /// This sRGB colour in OKLab (L, a, b, alpha).
    public var okLab: Colour {
        let r = Colour.linear(fromEncoded: c0), g = Colour.linear(fromEncoded: c1), b = Colour.linear(fromEncoded: c2)
        let l = DeterministicMath.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = DeterministicMath.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = DeterministicMath.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return Colour(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, alpha)
    }

    /// This OKLab colour in sRGB, each channel clamped to 0...1 (a blend of two colours in
    /// gamut can leave it by a hair).
    public var sRGBFromOKLab: Colour {
        let r = linearFromOKLab
        return Colour(Colour.encoded(fromLinear: r.c0), Colour.encoded(fromLinear: r.c1), Colour.encoded(fromLinear: r.c2),
                      alpha < 0 ? 0 : (alpha > 1 ? 1 : alpha))
    }

    /// This OKLab colour as linear-light sRGB red, green, blue (unclamped) and its alpha.
    public var linearFromOKLab: Colour {
        let l1 = c0 + 0.3963377774 * c1 + 0.2158037573 * c2
        let m1 = c0 - 0.1055613458 * c1 - 0.0638541728 * c2
        let s1 = c0 - 0.0894841775 * c1 - 1.2914855480 * c2
        let l = l1 * l1 * l1, m = m1 * m1 * m1, s = s1 * s1 * s1
        return Colour(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s, alpha)
    }

    /// How far a colour's `okLab` converted back (`linearFromOKLab`) may fall outside 0...1
    /// in linear light. OKLab's published matrices, rounded to 10 digits, are not exactly
    /// each other's inverses: the round trip errs most at white, by 2.6e-7 (blue comes back
    /// as 0.99999974; `RestoreReachTests` prints the worst over a grid of the sRGB cube). The
    /// mismatch is linear in the colour, so no channel in 0...1 errs more than at white;
    /// 1e-6 leaves a margin of four and is far below what a host could tell apart (1/255 of
    /// an 8-bit channel is 4e-3).
    static let gamutTolerance = 1e-6

    /// True when this OKLab colour is (within `gamutTolerance`) the `okLab` of an sRGB colour
    /// with channels in 0...1: its linear light converted back is in 0...1 per channel. The
    /// conversion is one to one, so this is exactly the set `okLab` reaches from the cube.
    public var isOKLabOfSRGB: Bool {
        let r = linearFromOKLab, lo = -Colour.gamutTolerance, hi = 1 + Colour.gamutTolerance
        return r.c0 >= lo && r.c0 <= hi && r.c1 >= lo && r.c1 <= hi && r.c2 >= lo && r.c2 <= hi
    }
}
