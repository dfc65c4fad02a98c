//===--- VelocityTracker.swift -------------------------------------------===//
// Part of Fizz. A pointer's velocity from its recent samples (Android's LSQ2).
//===---------------------------------------------------------------------===//

/// The velocity of one pointer, in pt/s per axis, from a quadratic least-squares fit over its
/// recent samples: Android's default strategy (LSQ2, `libs/input/VelocityTracker.cpp`).
///
/// Why a fit and not the last two points: pointer samples jitter, and a 2-point difference
/// over a window (Framer Motion's) is skewed by whichever sample happens to sit at the window's
/// edge. The fit `x(t) ≈ b0 + b1·t + b2·t²`, with t relative to the newest sample, gives the
/// velocity at the newest sample as `b1`, and a trace that truly accelerates gives its exact
/// velocity, not its average.
///
/// The samples kept are those at most `horizon` (100 ms) older than the newest, at most
/// `capacity` (20) of them. A gap of `stopGap` (40 ms) or more between two samples clears the
/// history first: the pointer had stopped. That rule is also what skips the stale pointer-down
/// sample of a fling from a hold (motiondivision/motion#1747): the finger rests, then flicks;
/// the down sample is ≥ 40 ms older than the first move, so the fit starts from the move and
/// the release gets the flick's speed, not the average since the hold began. With two samples
/// the fit is the line through them, with one the velocity is 0.
///
/// Everything is `+ − × ÷` in a fixed order: the same samples give the same bits everywhere.
public struct VelocityTracker: Sendable {
    /// Samples older than this (s) behind the newest are not fitted (Android's HORIZON).
    public static let horizon = 0.1
    /// A gap (s) at least this long between samples clears the history (the pointer stopped).
    public static let stopGap = 0.04
    /// The most samples kept (Android's HISTORY_SIZE).
    public static let capacity = 20

    var times = InlineArray<20, Double>(repeating: 0)
    var xs = InlineArray<20, Double>(repeating: 0)
    var ys = InlineArray<20, Double>(repeating: 0)
    /// The ring index of the newest sample.
    var newest = 0
    /// How many samples the ring holds (0...capacity).
    public internal(set) var count = 0
    /// The largest speed per axis reported, pt/s; 0 means no clamp (Android's
    /// `computeCurrentVelocity(units, maxVelocity)`).
    public var maxSpeed: Double = 0

    public init() {}

    /// The ring index `k` samples behind the newest.
    @inline(__always) func index(back k: Int) -> Int {
        let i = newest - k
        return i < 0 ? i + VelocityTracker.capacity : i
    }

    /// The newest sample's time, s (0 when empty).
    public var lastTime: Double { count == 0 ? 0 : times[newest] }

    /// Forgets every sample (a new gesture).
    public mutating func clear() { count = 0; newest = 0 }

    /// Adds a sample at `time` s (not before the newest: the caller checks) of the point `(x, y)`
    /// pt. A sample at the newest's time replaces its point: two points at one instant carry
    /// no velocity and would make the fit singular.
    public mutating func add(time: Double, x: Double, y: Double) {
        if count > 0 {
            let last = times[newest]
            if time == last { xs[newest] = x; ys[newest] = y; return }
            if time - last >= VelocityTracker.stopGap { count = 0 }
        }
        newest = count == 0 ? 0 : (newest + 1) % VelocityTracker.capacity
        times[newest] = time; xs[newest] = x; ys[newest] = y
        if count < VelocityTracker.capacity { count += 1 }
    }

    /// The velocity at the newest sample, pt/s per axis, clamped to ±`maxSpeed` when set.
    public var velocity: Vec2 {
        var n = 0
        if count > 0 {
            let t0 = times[newest]
            while n < count && t0 - times[index(back: n)] <= VelocityTracker.horizon { n += 1 }
        }
        var v = Vec2(fit(n, xs), fit(n, ys))
        if maxSpeed > 0 {
            v.x = v.x > maxSpeed ? maxSpeed : (v.x < -maxSpeed ? -maxSpeed : v.x)
            v.y = v.y > maxSpeed ? maxSpeed : (v.y < -maxSpeed ? -maxSpeed : v.y)
        }
        return v
    }

    /// `b1` of the least-squares fit over the newest `n` samples of `values`: the quadratic
    /// with 3 or more samples, the line with 2 (or when the quadratic is singular), 0 with 1.
    /// Time is measured from the newest sample in units of the horizon (τ = t / 0.1 s, so
    /// τ ∈ [−1, 0]) and positions from the newest point, which keeps the normal equations
    /// well scaled; the slope is converted back to pt/s at the end.
    func fit(_ n: Int, _ values: InlineArray<20, Double>) -> Double {
        if n < 2 { return 0 }
        let t0 = times[newest], x0 = values[newest]
        let unit = VelocityTracker.horizon
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, r0 = 0.0, r1 = 0.0, r2 = 0.0
        var k = 0
        while k < n {
            let i = index(back: k)
            let t = (times[i] - t0) / unit, x = values[i] - x0
            let t2 = t * t
            s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            r0 += x; r1 += x * t; r2 += x * t2
            k += 1
        }
        let s0 = Double(n)
        if n >= 3 {
            // Cramer's rule for b1 in [s0 s1 s2; s1 s2 s3; s2 s3 s4]·b = [r0 r1 r2].
            let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            if det > 1e-12 * s0 * s0 * s0 {
                let d1 = s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)
                return d1 / det / unit
            }
        }
        let det = s0 * s2 - s1 * s1
        if !(det > 0) { return 0 }
        return (s0 * r1 - s1 * r0) / det / unit
    }
}
