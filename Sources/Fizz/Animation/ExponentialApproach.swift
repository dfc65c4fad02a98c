//===--- ExponentialApproach.swift ---------------------------------------===//
// Part of Fizz. A first-order approach to a target, stepped implicitly.
//===---------------------------------------------------------------------===//

/// x′ = −rate·(x − target), stepped with backward Euler: each step closes the fraction
/// h·rate/(1 + h·rate) of the gap. That is never more than the whole gap, whatever the rate or
/// step, so the value never overshoots (the picker's anchor springing back after a pan).
public enum ExponentialApproach {
    /// The fraction of the remaining gap one step of `h` seconds closes at `rate` (1/s).
    @inline(__always)
    public static func fraction(rate: Double, step h: Double) -> Double {
        h * rate / (1 + h * rate)
    }
}
