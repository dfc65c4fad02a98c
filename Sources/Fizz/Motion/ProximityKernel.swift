//===--- ProximityKernel.swift -------------------------------------------===//
// Part of Fizz. How strongly an item responds to a pointer at a distance (the Dock effect).
//===---------------------------------------------------------------------===//

/// A falloff `k(d)` from 1 at distance 0 toward 0, over a radius `R` (pt).
///
/// Why several: the seed's Dock row is the linear one (`k = 1 − d/W`, R = the view's width),
/// which has a corner at the pointer and at R; a Gaussian has neither (macOS's Dock looks
/// like it), and the cosine (Hann) bell is smooth and still reaches exactly 0 at R.
public enum ProximityKernel: UInt32, Sendable {
    /// `1 − d/R`, 0 from R on: the seed's `1 − |x − W·p|/W` with R = W.
    case linear = 0
    /// `exp(−d²/(2R²))`: a bell with standard deviation R, never quite 0.
    case gaussian = 1
    /// `(1 + cos(π·d/R))/2`, 0 from R on.
    case cosine = 2

    /// `k(d)` for a distance `d ≥ 0` pt and a radius `r > 0` pt.
    @inline(__always) public func weight(_ d: Double, radius r: Double) -> Double {
        let u = d / r
        switch self {
        case .linear: return u >= 1 ? 0 : 1 - u
        case .gaussian: return DeterministicMath.exp(-0.5 * u * u)
        case .cosine: return u >= 1 ? 0 : 0.5 + 0.5 * DeterministicMath.cos(DeterministicMath.pi * u)
        }
    }
}
