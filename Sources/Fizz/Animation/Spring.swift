//===--- Spring.swift ----------------------------------------------------===//
// Part of Fizz. A damped linear spring, answered in closed form.
//===---------------------------------------------------------------------===//

/// A damped linear spring: m·x″ = −k·(x − target) − c·x′.
///
/// Units: `stiffness` k in 1/s² per unit mass (N/m when the mass is in kg), `damping` c in 1/s
/// per unit mass (N·s/m), `mass` m in the same mass unit; times in seconds, velocities in
/// value units per second. The motion is solved in closed form (under-, critically or
/// over-damped), so a value, a velocity or a time to rest is known before animating, and a
/// fixed step is an exact 2×2 map on (x − target, v) that never diverges.
///
/// Accepted parameters: 1e-6 ≤ k ≤ 1e9, 1e-6 ≤ c ≤ 1e6, 1e-6 ≤ m ≤ 1e6. With these bounds, and
/// |x − target| ≤ `maxMagnitude`, |v| ≤ `maxSpeed`, every answer is finite (the largest rate
/// c/m is 1e12/s, the largest frequency √(k/m) about 3.2e7/s).
public struct Spring: Equatable, Sendable {
    /// k, 1/s² per unit mass. 1e-6...1e9.
    public let stiffness: Double
    /// c, 1/s per unit mass. 1e-6...1e6.
    public let damping: Double
    /// m. 1e-6...1e6.
    public let mass: Double

    /// The largest |x − target| (value units) the answers accept.
    public static let maxMagnitude = 1e12
    /// The largest |v| (value units per second) the answers accept.
    public static let maxSpeed = 1e13
    /// The lowest and (rounded up) highest natural frequency √(k/m), 1/s, of the springs `init`
    /// takes: √(1e-6/1e6) and √(1e9/1e-6). A spring's energy k·x² + m·v² never grows, so from
    /// (x₀, v₀) it keeps |x| ≤ |x₀| + |v₀|/ω and |v| ≤ |v₀| + ω·|x₀|: what bounds it.
    public static let minFrequency = 1e-6, maxFrequency = 3.1622777e7
    /// Time to rest never exceeds this (seconds): a spring still moving after an hour is
    /// reported as resting at the hour.
    public static let maxRestTime = 3600.0
    /// Rebound's rest thresholds: |x − target| ≤ 0.001 and |v| ≤ 0.001.
    public static let reboundRestThreshold = 0.001
    /// Framer Motion's default rest thresholds: restDelta 0.5, restSpeed 2 (units/s), for
    /// values whose travel is 5 or more (pixels).
    public static let framerRestDelta = 0.5
    public static let framerRestSpeed = 2.0
    /// Framer Motion's finer ("granular") thresholds for travels under 5: restDelta 0.005,
    /// restSpeed 0.01.
    public static let framerGranularRestDelta = 0.005
    public static let framerGranularRestSpeed = 0.01

    /// A spring from its physical parameters.
    public init(stiffness: Double, damping: Double, mass: Double = 1) throws(FizzError) {
        try Check.range(stiffness, 1e-6, 1e9)
        try Check.range(damping, 1e-6, 1e6)
        try Check.range(mass, 1e-6, 1e6)
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// Framer Motion's `visualDuration` / `bounce` spring (mass 1): k = (2π/(1.2·vd))²,
    /// c = 2·clamp(0.05, 1, 1 − bounce)·√k. So the damping ratio is 1 − bounce (at least 0.05)
    /// and the undamped period is 1.2·vd: the value first reaches the target at about `vd`.
    /// `visualDuration` in seconds, 0.001...1000; `bounce` 0...1 (0: critically damped).
    public init(visualDuration: Double, bounce: Double) throws(FizzError) {
        try Check.range(visualDuration, 0.001, 1000)
        try Check.range(bounce, 0, 1)
        let root = 2 * DeterministicMath.pi / (1.2 * visualDuration)
        let ratio = Swift.min(Swift.max(1 - bounce, 0.05), 1)
        try self.init(stiffness: root * root, damping: 2 * ratio * root, mass: 1)
    }

    /// Framer Motion's older `duration` / `bounce` spring (mass 1, from rest): the damping
    /// ratio ζ = clamp(1 − bounce, 0.05, 1) and the natural frequency ω found by Framer's 11
    /// Newton steps from 5/duration on its envelope e(ω) = 0.001 − (ζω/ω_d)·e^(−ζω·duration)
    /// (ζ < 1, ω_d = ω√(1 − ζ²), slope ζ²·duration·e^(−ζω·duration)/√(1 − ζ²)) or
    /// e(ω) = e^(−ω·duration)·(ω·duration + 1) − 0.001 (ζ = 1, slope −duration²·ω·e^(−ω·duration));
    /// k = ω², c = 2ζω. Eleven steps, not a converged root: from 5/duration a far root is
    /// approached by about duration/ζ a step, and the spring is the one Framer animates. Where Framer's iteration does not land
    /// on a finite ω (NaN there) it uses k 100, c 10, and so does this. `duration` in seconds,
    /// clamped to 0.01...10 as Framer does (accepted 0.001...1000); `bounce` 0...1.
    public init(framerDuration duration: Double, bounce: Double) throws(FizzError) {
        try Check.range(duration, 0.001, 1000)
        try Check.range(bounce, 0, 1)
        let z = Swift.min(Swift.max(1 - bounce, 0.05), 1), d = Swift.min(Swift.max(duration, 0.01), 10)
        let root = ((1 - z) * (1 + z)).squareRoot()
        var w = 5 / d
        for _ in 1..<12 {
            let e = DeterministicMath.exp(-z * w * d)
            // e(ω) over its slope: ζω/ω_d = ζ/√(1 − ζ²) below critical.
            w -= z < 1 ? (0.001 - z / root * e) / (z * z * d * e / root) : (e * (w * d + 1) - 0.001) / (-d * d * w * e)
        }
        if w.isFinite && w * w >= 1e-6 && w * w <= 1e9 {
            try self.init(stiffness: w * w, damping: 2 * z * w, mass: 1)
        } else {
            try self.init(stiffness: 100, damping: 10, mass: 1)
        }
    }

    /// Rebound's Origami conversion (mass 1): k = 3.62·(tension − 30) + 194,
    /// c = 3·(friction − 8) + 25. Rebound's default is tension 40, friction 7 (k 230.2, c 22).
    /// Both 0...1000.
    public init(origamiTension tension: Double, friction: Double) throws(FizzError) {
        try Check.range(tension, 0, 1000)
        try Check.range(friction, 0, 1000)
        try self.init(stiffness: 3.62 * (tension - 30) + 194, damping: 3 * (friction - 8) + 25, mass: 1)
    }

    /// Rebound's default spring, Origami tension 40 and friction 7.
    public static var reboundDefault: Spring {
        Spring(unchecked: 3.62 * (40 - 30) + 194, 3 * (7 - 8) + 25, 1)
    }

    init(unchecked k: Double, _ c: Double, _ m: Double) {
        stiffness = k
        damping = c
        mass = m
    }

    /// √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2·√(k·m)): below 1 the spring overshoots, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Which of the three closed forms applies.
    public enum Regime: Equatable, Sendable { case underdamped, critical, overdamped }

    /// The closed form in use. Exactly ζ == 1 is critical.
    public var regime: Regime {
        let z = dampingRatio
        return z < 1 ? .underdamped : (z == 1 ? .critical : .overdamped)
    }

    // MARK: Closed form

    /// Value and velocity at time `t` (seconds, clamped to 0...`maxRestTime`: e^(+at) of a
    /// negative time could overflow) of the spring started at `value` with `velocity` toward
    /// `target`. Finite for finite inputs within `maxMagnitude` and `maxSpeed`.
    public func state(at t: Double, value: Double, velocity: Double, target: Double)
        -> (value: Double, velocity: Double) {
        let d = displacement(at: Swift.min(Swift.max(t, 0), Spring.maxRestTime), x0: value - target, v0: velocity)
        return (target + d.x, d.v)
    }

    /// The value at time `t` (seconds).
    public func value(at t: Double, value: Double, velocity: Double, target: Double) -> Double {
        state(at: t, value: value, velocity: velocity, target: target).value
    }

    /// (x − target, v) at time t from (x0, v0), the three closed forms.
    func displacement(at t: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency
        let z = dampingRatio
        if z < 1 {
            // x = e^(−at)·(x0·cos ωt + b·sin ωt), a = ζω0, ω = ω0·√(1 − ζ²), b = (v0 + a·x0)/ω.
            let a = damping / (2 * mass)
            let w = w0 * ((1 - z) * (1 + z)).squareRoot()
            let b = (v0 + a * x0) / w
            let e = DeterministicMath.exp(-a * t)
            let sc = DeterministicMath.sinCos(w * t)
            let x = e * (x0 * sc.cos + b * sc.sin)
            let v = e * (v0 * sc.cos - (a * b + w * x0) * sc.sin)
            return (x, v)
        }
        if z == 1 {
            // x = e^(−ω0·t)·(x0 + b·t), b = v0 + ω0·x0.
            let b = v0 + w0 * x0
            let e = DeterministicMath.exp(-w0 * t)
            return (e * (x0 + b * t), e * (v0 - w0 * b * t))
        }
        let r = overdampedRates(w0, z)
        // x = c1·e^(r1·t) + c2·e^(r2·t) with c1 + c2 = x0 and r1·c1 + r2·c2 = v0.
        let c2 = (v0 - r.slow * x0) / (r.fast - r.slow)
        let c1 = x0 - c2
        let e1 = DeterministicMath.exp(r.slow * t)
        let e2 = DeterministicMath.exp(r.fast * t)
        return (c1 * e1 + c2 * e2, r.slow * c1 * e1 + r.fast * c2 * e2)
    }

    /// The two negative roots of an over-damped spring, the slow one computed as ω0²/fast so
    /// it keeps its digits when ζ is large.
    private func overdampedRates(_ w0: Double, _ z: Double) -> (slow: Double, fast: Double) {
        let q = ((z - 1) * (z + 1)).squareRoot()
        return (-w0 / (z + q), -w0 * (z + q))
    }

    // MARK: Rest

    /// The time (seconds) from which the spring started at (`value`, `velocity`) is at rest:
    /// the first time both |x − target| ≤ `restDelta` and |v| ≤ `restSpeed` (Rebound and Framer
    /// test the same condition each frame). 0 when it starts at rest, at most `maxRestTime`;
    /// thresholds under 1e-12 count as 1e-12.
    ///
    /// Deterministic and bounded: an envelope that only decreases bounds both |x − target| and
    /// |v|, and the time it drops under the thresholds (a logarithm, or at most 64 doublings)
    /// is an upper bound. The interval up to it is sampled at 512 points, or every 256th of an
    /// oscillation period when that is finer (at most 65,536 samples), and the first sample at
    /// rest is refined by 60 bisections against its predecessor. A dip to rest between two
    /// samples that ends before the next one is not seen.
    public func timeToRest(value: Double, velocity: Double, target: Double,
                           restDelta: Double = reboundRestThreshold,
                           restSpeed: Double = reboundRestThreshold) -> Double {
        // Thresholds below 1e-12 are taken as 1e-12: 0 would never be reached.
        let restDelta = Swift.max(restDelta, 1e-12), restSpeed = Swift.max(restSpeed, 1e-12)
        let x0 = value - target
        func atRest(_ t: Double) -> Bool {
            let d = displacement(at: t, x0: x0, v0: velocity)
            return d.x.magnitude <= restDelta && d.v.magnitude <= restSpeed
        }
        if atRest(0) { return 0 }
        let bound = restBound(x0: x0, v0: velocity, restDelta: restDelta, restSpeed: restSpeed)
        var samples = 512
        if dampingRatio < 1 {
            let z = dampingRatio
            let period = 2 * DeterministicMath.pi / (naturalFrequency * ((1 - z) * (1 + z)).squareRoot())
            let fine = bound / period * 256
            if fine > Double(samples) { samples = fine >= 65_536 ? 65_536 : Int(fine) + 1 }
        }
        var previous = 0.0
        for i in 1...samples {
            let t = bound * Double(i) / Double(samples)
            if atRest(t) {
                var lo = previous, hi = t
                for _ in 0..<60 {
                    let mid = lo + (hi - lo) / 2
                    if mid <= lo || mid >= hi { break }
                    if atRest(mid) { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        return bound
    }

    /// A time (seconds, ≤ `maxRestTime`) after which the envelope keeps the motion at rest.
    func restBound(x0: Double, v0: Double, restDelta: Double, restSpeed: Double) -> Double {
        let w0 = naturalFrequency
        let z = dampingRatio
        var rate: Double        // the envelope's decay rate, 1/s
        var xScale: Double      // |x| ≤ xScale·e^(−rate·t) (under/over-damped)
        var vScale: Double
        if z < 1 {
            let a = damping / (2 * mass)
            let w = w0 * ((1 - z) * (1 + z)).squareRoot()
            let b = (v0 + a * x0) / w
            rate = a
            xScale = x0.magnitude + b.magnitude
            vScale = v0.magnitude + (a * b + w * x0).magnitude
        } else if z == 1 {
            // (|x0| + |b|·t)·e^(−ω0·t) decreases after t = 1/ω0: double from there.
            let b = v0 + w0 * x0
            var t = 1 / w0
            for _ in 0..<64 {
                if t >= Spring.maxRestTime { return Spring.maxRestTime }
                let e = DeterministicMath.exp(-w0 * t)
                if (x0.magnitude + b.magnitude * t) * e <= restDelta
                    && (v0.magnitude + w0 * b.magnitude * t) * e <= restSpeed { return t }
                t *= 2
            }
            return Spring.maxRestTime
        } else {
            let r = overdampedRates(w0, z)
            let c2 = (v0 - r.slow * x0) / (r.fast - r.slow)
            let c1 = x0 - c2
            rate = -r.slow
            xScale = c1.magnitude + c2.magnitude
            vScale = (r.slow * c1).magnitude + (r.fast * c2).magnitude
        }
        // scale·e^(−rate·t) ≤ threshold from t = ln(scale/threshold)/rate.
        func until(_ scale: Double, _ threshold: Double) -> Double {
            if scale <= threshold { return 0 }
            return DeterministicMath.log(scale / threshold) / rate
        }
        let t = Swift.max(until(xScale, restDelta), until(vScale, restSpeed))
        return Swift.min(t, Spring.maxRestTime)
    }

    // MARK: Stepping

    /// The exact map of one step of `h` seconds on (x − target, v): x′ = xx·x + xv·v,
    /// v′ = vx·x + vv·v. Computed once per spring and step, it costs 4 multiplies and 2 adds
    /// per step and never diverges, whatever the stiffness.
    public struct Step: Equatable, Sendable {
        public let xx: Double, xv: Double, vx: Double, vv: Double

        /// One step from (x − target, v).
        @inline(__always)
        public func apply(_ x: Double, _ v: Double) -> (x: Double, v: Double) {
            (xx * x + xv * v, vx * x + vv * v)
        }
    }

    /// The step map for `h` seconds (0 < h ≤ 1). Out of line: it is computed once per
    /// parameter set, and inlined at each caller it cost fizz.wasm ~300 bytes apiece.
    @inline(never)
    public func step(_ h: Double) -> Step {
        let a = displacement(at: h, x0: 1, v0: 0)
        let b = displacement(at: h, x0: 0, v0: 1)
        return Step(xx: a.x, xv: b.x, vx: a.v, vv: b.v)
    }

    /// One semi-implicit (backward Euler) spring step of the velocity: the new velocity of a
    /// point at `position` moving at `velocity`, pulled toward `target` by stiffness `k` (1/s²)
    /// with damping `c` (1/s) over `h` seconds, v′ = (v + h·k·(target − x)) / (1 + h·c + h²·k).
    /// Unconditionally stable, it is what the picker's dragged bubble follows the finger with.
    @inline(__always)
    public static func implicitVelocity(velocity: Double, position: Double, target: Double,
                                        stiffness k: Double, damping c: Double, step h: Double) -> Double {
        let denom = 1 + h * c + h * h * k
        return (velocity + h * k * (target - position)) / denom
    }
}
