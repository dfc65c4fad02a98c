//===--- Decay.swift -----------------------------------------------------===//
// Part of Fizz. Momentum after a release: exponential deceleration.
//===---------------------------------------------------------------------===//

/// An exponential deceleration: the speed falls by e^(−t/τ), so the value glides to a rest
/// point it reaches only in the limit. Both models the peers use are this one curve:
///
/// - UIScrollView's deceleration rate d per millisecond (`.normal` 0.998, `.fast` 0.99):
///   v(t) = v₀·dᵗ and x(t) = x₀ + v₀·(dᵗ − 1)/ln d with t in ms and v₀ in units/ms. In
///   seconds that is τ = −1/(1000·ln d) and a rest point x₀ + v₀·τ (v₀ in units/s), which is
///   x₀ − v₀/ln d with v₀ in units/ms: `.normal` glides 0.4995 s worth of the release speed.
/// - Framer Motion's inertia (power 0.8, timeConstant 325 ms): target = x₀ + power·v₀,
///   x(t) = target − power·v₀·e^(−t/τ) (v₀ in units/s, power in seconds). Its speed at the
///   release is power/τ·v₀ (2.46·v₀ for the defaults), not v₀: Framer's curve starts faster than
///   the finger.
///
/// So a decay is `power` (seconds: the glide distance per unit of release velocity) and
/// `timeConstant` τ (seconds): x(t) = x₀ + power·v₀·(1 − e^(−t/τ)), v(t) = (power/τ)·v₀·e^(−t/τ).
/// Velocities are always the release velocity v₀ in units/s; times in seconds.
public struct Decay: Equatable, Sendable {
    /// The glide distance per unit of release velocity, seconds. 1e-6...100.
    public let power: Double
    /// τ, seconds. 1e-6...100.
    public let timeConstant: Double

    /// The largest |v₀| (units per second) the answers accept.
    public static let maxSpeed = 1e13
    /// The largest `power` and `timeConstant`, seconds.
    public static let maxPower = 100.0
    /// UIScrollView's `.normal` deceleration rate, per millisecond.
    public static let normalRate = 0.998
    /// UIScrollView's `.fast` deceleration rate, per millisecond.
    public static let fastRate = 0.99

    /// A decay from power and time constant, both in seconds (1e-6...100).
    public init(power: Double, timeConstant: Double) throws(FizzError) {
        try Check.range(power, 1e-6, Decay.maxPower)
        try Check.range(timeConstant, 1e-6, Decay.maxPower)
        self.power = power
        self.timeConstant = timeConstant
    }

    /// UIScrollView's model: a deceleration rate d per millisecond, 0.5...0.99999
    /// (τ from 1.4 ms to 100 s). The release speed is kept: power = τ.
    public init(ratePerMillisecond d: Double) throws(FizzError) {
        try Check.range(d, 0.5, 0.99999)
        let tau = -1 / (1000 * DeterministicMath.log(d))
        try self.init(power: tau, timeConstant: tau)
    }

    /// Framer Motion's inertia defaults: power 0.8, timeConstant 325 ms.
    public static var framerInertia: Decay { Decay(unchecked: 0.8, 0.325) }

    /// UIScrollView's `.normal` rate (0.998 per ms, τ ≈ 0.4995 s).
    public static var normal: Decay {
        let tau = -1 / (1000 * DeterministicMath.log(normalRate))
        return Decay(unchecked: tau, tau)
    }

    /// UIScrollView's `.fast` rate (0.99 per ms, τ ≈ 0.0995 s).
    public static var fast: Decay {
        let tau = -1 / (1000 * DeterministicMath.log(fastRate))
        return Decay(unchecked: tau, tau)
    }

    init(unchecked power: Double, _ tau: Double) {
        self.power = power
        timeConstant = tau
    }

    /// The speed (units/s) right after a release at `velocity` (units/s): (power/τ)·v₀.
    public func launchSpeed(_ velocity: Double) -> Double { power / timeConstant * velocity }

    /// Where the glide ends: x₀ + power·v₀.
    public func restPoint(value: Double, velocity: Double) -> Double { value + power * velocity }

    /// Value and velocity at `t` seconds after a release at (`value`, `velocity`); a negative
    /// `t` counts as 0 (e^(−t/τ) of one could overflow).
    public func state(at t: Double, value: Double, velocity: Double) -> (value: Double, velocity: Double) {
        let e = DeterministicMath.exp(-Swift.max(t, 0) / timeConstant)
        let amplitude = power * velocity
        return (value + amplitude * (1 - e), amplitude / timeConstant * e)
    }

    /// The value at `t` seconds after a release.
    public func value(at t: Double, value: Double, velocity: Double) -> Double {
        state(at: t, value: value, velocity: velocity).value
    }

    /// The time (seconds) from which the glide is at rest: its speed ≤ `restSpeed` (units/s)
    /// and its distance to the rest point ≤ `restDelta`. Both fall as e^(−t/τ), so each is a
    /// logarithm: t = τ·ln(start/threshold). 0 when the release is already at rest; thresholds
    /// under 1e-12 count as 1e-12.
    public func timeToRest(velocity: Double, restDelta: Double = Spring.reboundRestThreshold,
                           restSpeed: Double = Spring.reboundRestThreshold) -> Double {
        let restDelta = Swift.max(restDelta, 1e-12), restSpeed = Swift.max(restSpeed, 1e-12)
        let distance = (power * velocity).magnitude
        let speed = (power / timeConstant * velocity).magnitude
        func until(_ start: Double, _ threshold: Double) -> Double {
            if start <= threshold { return 0 }
            return timeConstant * DeterministicMath.log(start / threshold)
        }
        return Swift.max(until(distance, restDelta), until(speed, restSpeed))
    }

    /// The exact map of one step of `h` seconds on (x, v), v being the current speed:
    /// v′ = e^(−h/τ)·v, x′ = x + τ·(1 − e^(−h/τ))·v. Stepping it lands on the closed form.
    @inline(never)
    public func step(_ h: Double) -> Spring.Step {
        let e = DeterministicMath.exp(-h / timeConstant)
        return Spring.Step(xx: 1, xv: timeConstant * (1 - e), vx: 0, vv: e)
    }
}
