//===--- SnapTargets.swift -----------------------------------------------===//
// Part of Fizz. Where a glide should land: the snap target nearest its projection.
//===---------------------------------------------------------------------===//

/// Chooses where a release lands from where it would rest: the point of a list, or of a grid,
/// nearest the projected rest point (`Decay.restPoint`, or x₀ + v₀·τ), then clamped to
/// optional bounds. Ties go to the lower target, so the choice never depends on rounding mode.
public struct SnapTargets: Equatable, Sendable {
    /// The targets, sorted ascending (a list), or empty for a grid.
    public let points: [Double]
    /// The grid's spacing (> 0), 0 for a list.
    public let step: Double
    /// A point of the grid.
    public let origin: Double
    /// The lowest and highest answer (−1e12 and 1e12 when not given).
    public let lower: Double
    public let upper: Double

    /// Snap to the nearest of `points` (1...65,536 of them, each |p| ≤ 1e12, any order).
    public init(points: [Double], lower: Double = -1e12, upper: Double = 1e12) throws(FizzError) {
        if points.isEmpty || points.count > 65_536 { throw .outOfRange }
        for p in points { try Check.range(p, -1e12, 1e12) }
        try Check.range(lower, -1e12, 1e12)
        try Check.range(upper, lower, 1e12)
        var sorted = points
        sorted.sort()
        self.points = sorted
        step = 0
        origin = 0
        self.lower = lower
        self.upper = upper
    }

    /// Snap to origin + n·step (step 1e-6...1e12, |origin| ≤ 1e12).
    public init(step: Double, origin: Double = 0, lower: Double = -1e12, upper: Double = 1e12) throws(FizzError) {
        try Check.range(step, 1e-6, 1e12)
        try Check.range(origin, -1e12, 1e12)
        try Check.range(lower, -1e12, 1e12)
        try Check.range(upper, lower, 1e12)
        points = []
        self.step = step
        self.origin = origin
        self.lower = lower
        self.upper = upper
    }

    /// A grid already checked (the animator's, validated when it was set).
    init(uncheckedStep step: Double, origin: Double, lower: Double, upper: Double) {
        points = []
        self.step = step
        self.origin = origin
        self.lower = lower
        self.upper = upper
    }

    /// The target for a projected rest point (finite, |p| ≤ 1e12 is assumed; larger values are
    /// clamped first).
    public func target(for projected: Double) -> Double {
        let p = Swift.min(Swift.max(projected, -1e12), 1e12)
        let chosen = points.isEmpty ? nearestOnGrid(p) : nearestPoint(p)
        return Swift.min(Swift.max(chosen, lower), upper)
    }

    /// The target for a release at (`value`, `velocity`) under `decay`.
    public func target(value: Double, velocity: Double, decay: Decay) -> Double {
        target(for: decay.restPoint(value: value, velocity: velocity))
    }

    private func nearestOnGrid(_ p: Double) -> Double {
        // n = ⌈q − ½⌉ rounds q to the nearest integer with ties down.
        let n = ((p - origin) / step - 0.5).rounded(.up)
        return origin + n * step
    }

    /// Binary search for the first point ≥ p, then the nearer of it and its predecessor.
    private func nearestPoint(_ p: Double) -> Double {
        var lo = 0, hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return points[0] }
        if lo == points.count { return points[lo - 1] }
        let below = points[lo - 1], above = points[lo]
        return p - below <= above - p ? below : above
    }
}
