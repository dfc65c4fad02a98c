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
/// history first: the pointer had stopped. For a stream slower than that (a browser under load,
/// a throttled or 20 Hz touch stream: samples 40 ms and more apart) the gap that means a stop is
/// `cadenceGaps` (2) of the widest interval of its last `horizon` instead, and a second sample
/// within `horizon` of the first continues it: 40 ms alone cleared the history at every sample
/// of a 25 Hz stream and released every fling at 0 pt/s. From 50 Hz up it is 40 ms, as before. That rule is also what skips the stale pointer-down
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
    /// A stream slower than `stopGap` has stopped after this many of its widest recent interval.
    public static let cadenceGaps = 2.0
    /// The most samples kept (Android's HISTORY_SIZE).
    public static let capacity = 20
    /// The largest speed per axis a fit answers, pt/s: samples a few ulps of time apart could
    /// answer past any real speed. Every velocity a tracker gives is within it, so a restore
    /// of something holding one accepts no more.
    public static let maxFitSpeed = 1e12

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

    /// The gap after the newest sample (s) that means the pointer stopped: `stopGap`, or
    /// `cadenceGaps` of the widest interval between the samples of the last `horizon` (the
    /// newest interval when the one before is older) when that is longer; `horizon` after a
    /// lone sample (no cadence known yet). Computed from the samples alone, so a restored
    /// tracker answers as the original did.
    public var stopAfter: Double {
        if count < 2 { return VelocityTracker.horizon }
        let t0 = times[newest]
        var widest = t0 - times[index(back: 1)]
        var k = 1
        while k + 1 < count && t0 - times[index(back: k + 1)] <= VelocityTracker.horizon {
            let gap = times[index(back: k)] - times[index(back: k + 1)]
            if gap > widest { widest = gap }
            k += 1
        }
        let own = VelocityTracker.cadenceGaps * widest
        return own > VelocityTracker.stopGap ? own : VelocityTracker.stopGap
    }

    /// Forgets every sample (a new gesture).
    public mutating func clear() { count = 0; newest = 0 }

    /// Adds a sample at `time` s (not before the newest: the caller checks) of the point `(x, y)`
    /// pt. A sample at the newest's time replaces its point: two points at one instant carry
    /// no velocity and would make the fit singular.
    public mutating func add(time: Double, x: Double, y: Double) {
        if count > 0 {
            let last = times[newest]
            if time == last { xs[newest] = x; ys[newest] = y; return }
            if time - last >= stopAfter { count = 0 }
        }
        newest = count == 0 ? 0 : (newest + 1) % VelocityTracker.capacity
        times[newest] = time; xs[newest] = x; ys[newest] = y
        if count < VelocityTracker.capacity { count += 1 }
    }

    /// The velocity a pointer lifted at time `t` s releases with, pt/s per axis: the fit's at the
    /// newest sample, or 0 when the lift comes `stopAfter` or more after it (the pointer had
    /// stopped before it lifted). The lift itself is never a sample (as Android's tracker
    /// ignores ACTION_UP): a browser sends `pointerup` a frame after the last move at the same
    /// point, and fitting it as a finger at rest cut an 800 pt/s fling to 429 pt/s at 60 Hz.
    public func releaseVelocity(at t: Double) -> Vec2 {
        t - lastTime >= stopAfter ? .zero : velocity
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
    /// with 3 or more samples, the line with 2, 0 with 1.
    ///
    /// Solved with orthogonal polynomials (a Gram–Schmidt QR), not the normal equations: time is
    /// measured from the newest sample in units of the samples' own span (τ ∈ [−1, 0]) and
    /// centred on its mean u = τ − mean, so the basis 1, u, u² − α·u − β (α = Σu³/Σu²,
    /// β = Σu²/n) is orthogonal and each coefficient is one quotient, well conditioned at any
    /// sample rate (the normal equations' determinant shrinks as the span's sixth power, and a
    /// threshold on it dropped 2 kHz and 8 kHz input to the line). The quadratic gives way to
    /// the line only when its third basis vector is itself ~0 (Σp² ≤ 1e-12·n: the samples
    /// take about two distinct times), Android's rule for a dependent column.
    func fit(_ n: Int, _ values: InlineArray<20, Double>) -> Double {
        if n < 2 { return 0 }
        let t0 = times[newest], x0 = values[newest]
        let span = t0 - times[index(back: n - 1)]
        if !(span > 0) { return 0 }
        var mean = 0.0
        var k = 0
        while k < n { mean += (times[index(back: k)] - t0) / span; k += 1 }
        mean /= Double(n)
        var s2 = 0.0, s3 = 0.0, r1 = 0.0
        k = 0
        while k < n {
            let i = index(back: k)
            let u = (times[i] - t0) / span - mean
            s2 += u * u; s3 += u * u * u; r1 += (values[i] - x0) * u
            k += 1
        }
        // The line's slope in τ, and the quadratic's correction to the slope at τ = 0 (u = −mean).
        var slope = r1 / s2
        if n >= 3 {
            let alpha = s3 / s2, beta = s2 / Double(n)
            var p2p2 = 0.0, r2 = 0.0
            k = 0
            while k < n {
                let i = index(back: k)
                let u = (times[i] - t0) / span - mean
                let p = u * u - alpha * u - beta
                p2p2 += p * p; r2 += (values[i] - x0) * p
                k += 1
            }
            if p2p2 > 1e-12 * Double(n) { slope += r2 / p2p2 * (-2 * mean - alpha) }
        }
        let v = slope / span
        // Samples a few ulps of time apart could answer past any real speed: bound it.
        let m = VelocityTracker.maxFitSpeed
        return v > m ? m : (v < -m ? -m : v)
    }
}
