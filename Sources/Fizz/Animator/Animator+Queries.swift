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

    /// Seconds from now until the channel rests (0 at rest), in closed form: the spring's
    /// `timeToRest`, a glide's logarithm, or for a glide that will cross a bound the time to
    /// the bound plus its spring's time to rest from there. Paused channels answer as if
    /// running. Stepping agrees to within a step, plus the part of a step a glide is found
    /// past its bound late.
    public func timeToRest(_ c: AnimatorChannel) throws(FizzError) -> Double {
        let s = try slot(c)
        let l = lanes[s]
        if l.flags & AnimatorLane.moving == 0 { return 0 }
        if let hit = boundHit(s) {
            return hit.time + specs[s].spring.timeToRest(value: 0, velocity: hit.speed, target: 0,
                                                         restDelta: restDelta, restSpeed: restSpeed)
        }
        if l.flags & AnimatorLane.decay != 0 {
            let tau = specs[s].tau
            return Decay(unchecked: tau, tau).timeToRest(velocity: l.v, restDelta: restDelta, restSpeed: restSpeed)
        }
        return specs[s].spring.timeToRest(value: l.d, velocity: l.v, target: 0,
                                          restDelta: restDelta, restSpeed: restSpeed)
    }

    /// The channel's value `t` seconds from now (0...3600), in closed form (ignoring rest and
    /// pause: the curve the steps follow).
    public func value(_ c: AnimatorChannel, at t: Double) throws(FizzError) -> Double {
        let s = try slot(c)
        try Check.range(t, 0, Spring.maxRestTime)
        let l = lanes[s]
        if let hit = boundHit(s), t > hit.time {
            let d = specs[s].spring.displacement(at: t - hit.time, x0: 0, v0: hit.speed)
            return hit.bound + d.x
        }
        if l.flags & AnimatorLane.decay != 0 {
            let tau = specs[s].tau
            return l.target + l.d + tau * l.v * (1 - DeterministicMath.exp(-t / tau))
        }
        return l.target + specs[s].spring.displacement(at: t, x0: l.d, v0: l.v).x
    }

    /// For a glide whose path leaves its bounds: the bound, when (seconds from now) and at
    /// what speed. x(t) = x + τ·v·(1 − e^(−t/τ)) = b at t = −τ·ln(1 − (b − x)/(τ·v)).
    func boundHit(_ s: Int) -> (bound: Double, time: Double, speed: Double)? {
        let l = lanes[s]
        if l.flags & (AnimatorLane.decay | AnimatorLane.bounded) != AnimatorLane.decay | AnimatorLane.bounded { return nil }
        let sp = specs[s]
        let x = l.target + l.d
        let reach = l.glideDistance(tau: sp.tau)
        let end = x + reach
        let bound: Double
        if end < sp.lower { bound = sp.lower } else if end > sp.upper { bound = sp.upper } else { return nil }
        let fraction = (bound - x) / reach            // in (0, 1): the bound lies before the end
        let remaining = 1 - fraction                  // e^(−t/τ) at the bound
        let t = -sp.tau * DeterministicMath.log(remaining)
        return (bound, t, l.v * remaining)
    }
}

extension AnimatorLane {
    /// How far a glide at this speed goes: τ·v.
    func glideDistance(tau: Double) -> Double { tau * v }
}
