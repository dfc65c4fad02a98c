//===--- Animator+Queries.swift ------------------------------------------===//
// Part of Fizz. Where a channel will be, answered in closed form before stepping there.
//===---------------------------------------------------------------------===//

extension Animator {
    /// Where the channel will come to rest: its target, or for a glide that will cross a bound
    /// first, that bound.
    public func restValue(_ c: AnimatorChannel) throws(FizzError) -> Double {
        let s = try slot(c)
        if let hit = boundHit(s) { return hit.bound }
        return lanes[s].target
    }

    /// Seconds from now until the step the channel rests on (0 at rest): the time at which
    /// the clock runs that step, so stepping exactly this long rests it, and stepping less
    /// does not. Paused channels answer as if running.
    ///
    /// Why stepped and not the closed form's first time at rest: the rest test runs after each
    /// 1/720 s step, and an oscillating spring that dips under the thresholds between two
    /// steps, or for less than a step, is not at rest at either (the closed form answered
    /// 0.1112 s for a spring that rests at 0.1375 s). So this runs the channel's own step map,
    /// bounds and rest test on a copy, the same operations in the same order as `step`: the
    /// same bits. O(steps to rest), at most `maxRestSteps` (an hour; a channel still moving
    /// then answers the hour).
    public func timeToRest(_ c: AnimatorChannel) throws(FizzError) -> Double {
        let s = try slot(c)
        if lanes[s].flags & AnimatorLane.moving == 0 { return 0 }
        return (Double(stepsToRest(s)) - clock.pending) / Animator.stepRate
    }

    /// The most steps `timeToRest` looks ahead: an hour.
    static let maxRestSteps = Int(Spring.maxRestTime * stepRate)

    /// How many steps from now the channel in slot `s` (moving) rests after, as `advance`
    /// would run them: at most `maxRestSteps`.
    @inline(never)
    func stepsToRest(_ s: Int) -> Int {
        var l = lanes[s]
        let sp = specs[s]
        let rest = thresholds(s)
        var bounded = l.flags & AnimatorLane.bounded != 0
        var k = 0
        while k < Animator.maxRestSteps {
            let nd = l.xx * l.d + l.xv * l.v
            l.v = l.vx * l.d + l.vv * l.v
            l.d = nd
            k += 1
            if bounded {
                let x = l.target + l.d
                if x < sp.lower || x > sp.upper {
                    let b = x < sp.lower ? sp.lower : sp.upper
                    l = AnimatorLane(d: x - b, v: l.v, target: b, step: sp.spring.step(Self.stepSeconds), flags: 0)
                    bounded = false
                    continue
                }
            }
            if l.d.magnitude <= rest.delta && l.v.magnitude <= rest.speed { return k }
        }
        return k
    }

    /// The channel's value `t` seconds from now (0...3600), in closed form (ignoring rest and
    /// pause: the curve the steps follow).
    public func value(_ c: AnimatorChannel, at t: Double) throws(FizzError) -> Double {
        let s = try slot(c)
        try Check.range(t, 0, Spring.maxRestTime)
        let l = lanes[s]
        if let hit = boundHit(s), t > hit.time {
            let d = specs[s].spring.displacement(at: t - hit.time, x0: hit.past, v0: hit.speed)
            return hit.bound + d.x
        }
        if l.flags & AnimatorLane.decay != 0 {
            let tau = specs[s].tau
            return l.target + l.d + tau * l.v * (1 - DeterministicMath.exp(-t / tau))
        }
        return l.target + specs[s].spring.displacement(at: t, x0: l.d, v0: l.v).x
    }

    /// The channel's velocity `t` seconds from now (0...3600), units/s, in closed form on the
    /// curve `value(_:at:)` follows: a glide's v·e^(−t/τ), a spring's derivative.
    public func velocity(_ c: AnimatorChannel, at t: Double) throws(FizzError) -> Double {
        let s = try slot(c)
        try Check.range(t, 0, Spring.maxRestTime)
        let l = lanes[s]
        if let hit = boundHit(s), t > hit.time {
            return specs[s].spring.displacement(at: t - hit.time, x0: hit.past, v0: hit.speed).v
        }
        if l.flags & AnimatorLane.decay != 0 { return l.v * DeterministicMath.exp(-t / specs[s].tau) }
        return specs[s].spring.displacement(at: t, x0: l.d, v0: l.v).v
    }

    /// For a glide whose path leaves its bounds: the bound, when (seconds from now), at what
    /// speed and how far past it (`past`, the spring's start: 0 but for a glide already outside).
    /// x(t) = x + τ·v·(1 − e^(−t/τ)) = b at t = −τ·ln(1 − (b − x)/(τ·v)).
    ///
    /// A glide already outside its bounds (held there by a drag, paused) springs back to the
    /// nearer one from where it is, now: as the step after it does and as a release does
    /// (`setPaused`). Why apart: the formula takes the bound to lie ahead on the glide's path,
    /// and for one at rest outside it answered NaN (tools/fuzz, fizz_animator_value_at).
    func boundHit(_ s: Int) -> (bound: Double, time: Double, speed: Double, past: Double)? {
        let l = lanes[s]
        if l.flags & (AnimatorLane.decay | AnimatorLane.bounded) != AnimatorLane.decay | AnimatorLane.bounded { return nil }
        let sp = specs[s]
        let x = l.target + l.d
        if x < sp.lower || x > sp.upper {
            let b = x < sp.lower ? sp.lower : sp.upper
            return (b, 0, l.v, x - b)
        }
        let reach = l.glideDistance(tau: sp.tau)
        let end = x + reach
        let bound: Double
        if end < sp.lower { bound = sp.lower } else if end > sp.upper { bound = sp.upper } else { return nil }
        let fraction = (bound - x) / reach            // in (0, 1): the bound lies before the end
        let remaining = 1 - fraction                  // e^(−t/τ) at the bound
        let t = -sp.tau * DeterministicMath.log(remaining)
        return (bound, t, l.v * remaining, 0)
    }
}

extension AnimatorLane {
    /// How far a glide at this speed goes: τ·v.
    func glideDistance(tau: Double) -> Double { tau * v }
}
