//===--- RubberBand.swift ------------------------------------------------===//
// Part of Fizz. UIScrollView's resistance past the ends of its content.
//===---------------------------------------------------------------------===//

/// The rubber band UIScrollView applies past its bounds: an overshoot x shows as
/// b = (1 − 1/(x·c/d + 1))·d, with c = 0.55 and d the viewport's dimension along the axis.
/// b grows like c·x for a small pull and never reaches d. The curve is a pure function of the
/// raw (finger) offset, so a drag that moves back retraces it exactly; `rawOffset` inverts
/// it (x = d·b/(c·(d − b))), to pick up a drag that starts inside an overshoot.
public struct RubberBand: Equatable, Sendable {
    /// c, UIScrollView's 0.55. 1e-3...10.
    public let coefficient: Double
    /// d, the viewport's dimension (value units), 1e-6...1e9.
    public let dimension: Double

    /// UIScrollView's coefficient.
    public static let uiScrollViewCoefficient = 0.55

    public init(dimension: Double, coefficient: Double = RubberBand.uiScrollViewCoefficient) throws(FizzError) {
        try Check.range(dimension, 1e-6, 1e9)
        try Check.range(coefficient, 1e-3, 10)
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The shown overshoot for a raw overshoot `x` ≥ 0: (1 − 1/(x·c/d + 1))·d, in [0, d).
    public func band(_ x: Double) -> Double {
        (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    }

    /// The raw overshoot that shows as `b`, 0 ≤ b < d: d·b/(c·(d − b)).
    public func unband(_ b: Double) -> Double {
        dimension * b / (coefficient * (dimension - b))
    }

    /// The shown offset for a raw offset: itself inside [`lower`, `upper`], banded past either end.
    /// |raw| ≤ 1e12 and lower ≤ upper, else `.outOfRange`; non-finite is `.nonFinite`.
    public func offset(_ raw: Double, lower: Double, upper: Double) throws(FizzError) -> Double {
        try Check.range(raw, -1e12, 1e12)
        try Check.range(lower, -1e12, 1e12)
        try Check.range(upper, lower, 1e12)
        if raw < lower { return lower - band(lower - raw) }
        if raw > upper { return upper + band(raw - upper) }
        return raw
    }

    /// The raw offset that shows as `shown`: the inverse of `offset`. The shown offset must lie
    /// less than `dimension` past either end (`.outOfRange` otherwise: no raw offset shows there).
    public func rawOffset(_ shown: Double, lower: Double, upper: Double) throws(FizzError) -> Double {
        try Check.range(lower, -1e12, 1e12)
        try Check.range(upper, lower, 1e12)
        try Check.range(shown, lower - dimension, upper + dimension)
        if shown < lower {
            let b = lower - shown
            if b >= dimension { throw .outOfRange }
            return lower - unband(b)
        }
        if shown > upper {
            let b = shown - upper
            if b >= dimension { throw .outOfRange }
            return upper + unband(b)
        }
        return shown
    }
}
