//===--- CarouselCustomPath.swift ----------------------------------------===//
// Part of Fizz. A path given as points: piecewise linear or Catmull-Rom.
//===---------------------------------------------------------------------===//

/// A cross-axis path drawn by the host as points (u, y): u the normalized coordinate along the
/// axis (strictly increasing), y the normalized cross position (the unit of `CarouselPath`).
///
/// Between two points the path is the straight segment, or with `smooth` the cubic Hermite
/// curve whose tangents are Catmull-Rom's, m_i = (y_{i+1} − y_{i−1}) / (u_{i+1} − u_{i−1})
/// (one-sided at the two ends), so it passes through every point with a continuous slope,
/// also when the points are unevenly spaced. Before the first point and after the last the
/// path keeps the end's y. The points live in two `Column`s charged to the carousel's budget.
struct CarouselCustomPath: ~Copyable {
    /// The most points.
    static let maxPoints = 65_536
    /// The largest |u| and |y|.
    static let maxCoordinate = 1e6
    /// The least step in u between points: the tangents divide by it (≤ 2e12, finite).
    static let minGap = 1e-6

    var us = Column<Double>()
    var ys = Column<Double>()
    var count = 0

    /// Checks `points` (u0, y0, u1, y1, …): 2...`maxPoints` pairs, each within
    /// ±`maxCoordinate`, u increasing by at least `minGap`.
    static func check(_ points: UnsafeBufferPointer<Double>) throws(FizzError) {
        let n = points.count / 2
        if points.count % 2 != 0 || n < 2 || n > maxPoints { throw .outOfRange }
        var i = 0
        while i < n {
            try Check.range(points[2 * i], -maxCoordinate, maxCoordinate)
            try Check.range(points[2 * i + 1], -maxCoordinate, maxCoordinate)
            if i > 0 && !(points[2 * i] - points[2 * i - 2] >= minGap) { throw .outOfRange }
            i += 1
        }
    }

    /// Replaces the points with checked `points`, within `budget`.
    /// - Throws: `.overBudget`, `.allocationFailed`, the points unchanged.
    mutating func set(_ points: UnsafeBufferPointer<Double>, _ budget: MemoryBudget) throws(FizzError) {
        let n = points.count / 2
        try us.reserve(n, keeping: count, in: budget)
        try ys.reserve(n, keeping: count, in: budget)
        var i = 0
        while i < n { us[i] = points[2 * i]; ys[i] = points[2 * i + 1]; i += 1 }
        count = n
    }

    /// The slope at point `i` (Catmull-Rom's, one-sided at the ends).
    func tangent(_ i: Int) -> Double {
        let a = i == 0 ? 0 : i - 1, b = i == count - 1 ? i : i + 1
        return (ys[b] - ys[a]) / (us[b] - us[a])
    }

    /// y at `u` (0 with no points).
    func value(_ u: Double, smooth: Bool) -> Double {
        if count == 0 { return 0 }
        if u <= us[0] { return ys[0] }
        if u >= us[count - 1] { return ys[count - 1] }
        // The last point at or before u: us[lo] <= u < us[lo + 1].
        var lo = 0, hi = count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if us[mid] <= u { lo = mid } else { hi = mid }
        }
        let h = us[lo + 1] - us[lo], t = (u - us[lo]) / h
        let y0 = ys[lo], y1 = ys[lo + 1]
        if !smooth { return y0 + (y1 - y0) * t }
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return h00 * y0 + h10 * h * tangent(lo) + h01 * y1 + h11 * h * tangent(lo + 1)
    }
}
