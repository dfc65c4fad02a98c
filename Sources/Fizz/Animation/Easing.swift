//===--- Easing.swift ----------------------------------------------------===//
// Part of Fizz. Easing curves: progress 0...1 in, eased progress out.
//===---------------------------------------------------------------------===//

/// An easing curve: maps progress `x` (clamped to 0...1) to eased progress, 0 at 0 and 1 at 1.
///
/// Why these: they are CSS's (`cubic-bezier`, its named eases, `steps`) plus the smoothstep
/// every picker animation uses, so a host can hand over the curve its designers already named.
/// A cubic Bézier is solved for its parameter by Newton's method with a bisection fallback,
/// both with bounded iteration counts, so every build takes the same path to the same bits.
public enum Easing: Equatable, Sendable {
    /// `y = x`.
    case linear
    /// CSS `cubic-bezier(x1, y1, x2, y2)`: the curve from (0, 0) to (1, 1) with those two
    /// control points; `x1`, `x2` in 0...1 (so x is monotone), `y1`, `y2` any finite value.
    case cubicBezier(Double, Double, Double, Double)
    /// CSS `steps(n, jump-end)` (`start` false) or `steps(n, jump-start)` (`start` true):
    /// `n` (1...10,000) equal jumps, taken at the end or the start of each interval.
    case steps(Int32, start: Bool)
    /// Smoothstep `x²(3 − 2x)`, the picker's ease-in-out.
    case smoothstep

    /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = Easing.cubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = Easing.cubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = Easing.cubicBezier(0.42, 0, 0.58, 1)

    /// The most steps a `steps` curve takes.
    public static let maxSteps: Int32 = 10_000

    /// Smoothstep `t²(3 − 2t)` with t clamped to 0...1: the picker's curve, written once.
    @inline(__always) public static func smoothstep(_ t: Double) -> Double {
        let c = t < 0 ? 0 : (t > 1 ? 1 : t)
        return c * c * (3 - 2 * c)
    }

    /// The eased progress at `x` (clamped to 0...1).
    public func value(_ x: Double) -> Double {
        let c = x < 0 ? 0 : (x > 1 ? 1 : x)
        switch self {
        case .linear: return c
        case .smoothstep: return Easing.smoothstep(c)
        case let .steps(n, start):
            let m = Double(n)
            var k = (c * m).rounded(.down)
            if start { k += 1 }
            return k > m ? 1 : k / m
        case let .cubicBezier(x1, y1, x2, y2):
            let t = Easing.bezierParameter(c, x1, x2)
            return Easing.bezier(t, y1, y2)
        }
    }

    /// A throwing check of a curve's parameters, as every setter taking one makes it.
    /// - Throws: `.nonFinite`, `.outOfRange` (`x1`, `x2` outside 0...1; `y1`, `y2` past ±1e3;
    ///   steps outside 1...`maxSteps`).
    public func validate() throws(FizzError) {
        switch self {
        case .linear, .smoothstep: return
        case let .steps(n, _): if n < 1 || n > Easing.maxSteps { throw .outOfRange }
        case let .cubicBezier(x1, y1, x2, y2):
            try Check.range(x1, 0, 1); try Check.range(x2, 0, 1)
            try Check.range(y1, -1e3, 1e3); try Check.range(y2, -1e3, 1e3)
        }
    }

    /// One coordinate of the Bézier with control values 0, `p1`, `p2`, 1 at parameter `t`:
    /// `3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`, in Horner form.
    @inline(__always) static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The parameter t in 0...1 where the curve's x is `x`: at most 8 Newton steps from t = x,
    /// then (if Newton has not converged to 1e-12) at most 64 bisection steps, which halve a
    /// bracket of width 1 below 1e-19. x(t) is monotone because x1, x2 are in 0...1.
    static func bezierParameter(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        let c = 3 * x1, b = 3 * (x2 - x1) - c, a = 1 - c - b
        var t = x
        var i = 0
        while i < 8 {
            let e = ((a * t + b) * t + c) * t - x
            if e < 1e-12 && e > -1e-12 { return t }
            let d = (3 * a * t + 2 * b) * t + c
            if d < 1e-6 && d > -1e-6 { break }
            t -= e / d
            i += 1
        }
        var lo = 0.0, hi = 1.0
        t = x
        i = 0
        while i < 64 {
            let e = ((a * t + b) * t + c) * t - x
            if e < 1e-12 && e > -1e-12 { return t }
            if e > 0 { hi = t } else { lo = t }
            t = (lo + hi) * 0.5
            i += 1
        }
        return t
    }
}
