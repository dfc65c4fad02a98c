//===--- AnimationValueTests.swift ---------------------------------------===//
// Part of Fizz. Springs, decay, rubber band and snap targets with numbers a person can check.
//===---------------------------------------------------------------------===//

import Fizz
import Testing

@Suite struct AnimationSpringTests {
    static func close(_ a: Double, _ b: Double, _ tol: Double = 1e-12) -> Bool {
        (a - b).magnitude <= tol * Swift.max(1, b.magnitude)
    }

    @Test func origamiDefaultIsReboundsSpring() throws {
        let s = try Spring(origamiTension: 40, friction: 7)
        #expect(s.stiffness == 230.2)           // 3.62·10 + 194
        #expect(s.damping == 22)                // 3·(−1) + 25
        #expect(s.mass == 1)
        #expect(Spring.reboundDefault == s)
        #expect(s.regime == .underdamped)       // ζ = 22/(2·√230.2) = 0.725
    }

    @Test func visualDurationAndBounce() throws {
        // vd 0.5 s: k = (2π/0.6)² = 109.662…, bounce 0 ⇒ ζ = 1, c = 2√k = 20.944…
        let s = try Spring(visualDuration: 0.5, bounce: 0)
        #expect(Self.close(s.stiffness, 109.6622711232151))
        #expect(Self.close(s.damping, 20.943951023931955))
        #expect(Self.close(s.dampingRatio, 1, 1e-15))
        // bounce 0.25 ⇒ ζ = 0.75; bounce 1 ⇒ ζ clamped to 0.05.
        #expect(Self.close(try Spring(visualDuration: 0.5, bounce: 0.25).dampingRatio, 0.75))
        #expect(Self.close(try Spring(visualDuration: 0.5, bounce: 1).dampingRatio, 0.05))
    }

    @Test func criticallyDampedValueAtT() throws {
        // k 100, c 20, m 1: ζ = 1, ω0 = 10. From 1 at rest toward 0: x = e^(−10t)(1 + 10t),
        // at t = 0.1 that is 2/e.
        let s = try Spring(stiffness: 100, damping: 20)
        #expect(s.regime == .critical)
        let st = s.state(at: 0.1, value: 1, velocity: 0, target: 0)
        #expect(Self.close(st.value, 0.7357588823428847))
        // v = −100·t·e^(−10t) = −10/e at t = 0.1.
        #expect(Self.close(st.velocity, -3.6787944117144233))
    }

    @Test func underdampedValueAtT() throws {
        // k 100, c 12: ζ = 0.6, decay 6/s, ω = 8 rad/s. x = e^(−6t)(cos 8t + 0.75·sin 8t); at
        // t = π/8 (half a period) x = −e^(−6π/8).
        let s = try Spring(stiffness: 100, damping: 12)
        #expect(s.regime == .underdamped)
        #expect(Self.close(s.value(at: Double.pi / 8, value: 1, velocity: 0, target: 0),
                           -0.09478022484215486, 1e-13))
        // A target of 10 from 11: the same curve shifted.
        #expect(Self.close(s.value(at: Double.pi / 8, value: 11, velocity: 0, target: 10),
                           10 - 0.09478022484215486, 1e-13))
    }

    @Test func overdampedValueAtT() throws {
        // k 16, c 10: roots −2 and −8, x = (4/3)e^(−2t) − (1/3)e^(−8t); at t = 0.5.
        let s = try Spring(stiffness: 16, damping: 10)
        #expect(s.regime == .overdamped)
        #expect(Self.close(s.value(at: 0.5, value: 1, velocity: 0, target: 0), 0.4844007085990117, 1e-14))
        #expect(s.state(at: 0, value: 3, velocity: 7, target: 1) == (3, 7) ? true : Self.close(
            s.state(at: 0, value: 3, velocity: 7, target: 1).velocity, 7))
    }

    /// Stepping the exact step map from 100 to rest: the first step at rest is the analytic rest
    /// time rounded up to the step, for each regime.
    @Test(arguments: [(100.0, 12.0), (100.0, 20.0), (16.0, 10.0), (230.2, 22.0), (500.0, 2.0)])
    func restTimeMatchesStepping(k: Double, c: Double) throws {
        let s = try Spring(stiffness: k, damping: c)
        let h = 1.0 / 720
        let m = s.step(h)
        var x = 100.0, v = 0.0
        var n = 0
        while !(x.magnitude <= 0.001 && v.magnitude <= 0.001) && n < 720 * 3600 {
            (x, v) = m.apply(x, v)
            n += 1
        }
        let analytic = s.timeToRest(value: 100, velocity: 0, target: 0)
        let stepped = Double(n) * h
        #expect(stepped >= analytic - 1e-9 && stepped <= analytic + h + 1e-9, "k \(k) c \(c): \(stepped) vs \(analytic)")
        // And the stepped state equals the closed form at that time.
        let exact = s.state(at: stepped, value: 100, velocity: 0, target: 0)
        #expect((exact.value - x).magnitude < 1e-9)
    }

    @Test func restTimeByHandForCritical() throws {
        // From 1 at rest, x = e^(−10t)(1 + 10t), v = −100t·e^(−10t); Framer's 0.5 / 2 on a
        // travel of 100: x = 100·e^(−10t)(1 + 10t) ≤ 0.5 from t ≈ 0.743 s, but the speed
        // 10⁴·t·e^(−10t) ≤ 2 only from t = 0.83351 s (where x is 0.224).
        let s = try Spring(stiffness: 100, damping: 20)
        let t = s.timeToRest(value: 100, velocity: 0, target: 0, restDelta: 0.5, restSpeed: 2)
        #expect(t > 0.83350 && t < 0.83352)
        #expect(s.timeToRest(value: 5, velocity: 0, target: 5) == 0)
    }

    @Test func extremesStayFinite() throws {
        let stiff = try Spring(stiffness: 1e9, damping: 1e-6, mass: 1e-6)
        let slow = try Spring(stiffness: 1e-6, damping: 1e6, mass: 1e6)
        let creep = try Spring(stiffness: 1e-6, damping: 1e6, mass: 1e-6)
        for s in [stiff, slow, creep, Spring.reboundDefault] {
            for t in [0.0, 1e-9, 0.001, 1, 100, 3600] {
                let st = s.state(at: t, value: 1e12, velocity: -1e13, target: -1e12)
                #expect(st.value.isFinite && st.velocity.isFinite)
            }
            let r = s.timeToRest(value: 1e12, velocity: 1e13, target: 0)
            #expect(r.isFinite && r >= 0 && r <= Spring.maxRestTime)
            let m = s.step(1.0 / 720)
            #expect(m.xx.isFinite && m.xv.isFinite && m.vx.isFinite && m.vv.isFinite)
        }
    }

    @Test func refusals() {
        #expect(throws: FizzError.nonFinite) { try Spring(stiffness: .nan, damping: 1) }
        #expect(throws: FizzError.outOfRange) { try Spring(stiffness: 0, damping: 1) }
        #expect(throws: FizzError.outOfRange) { try Spring(stiffness: 1, damping: 0) }
        #expect(throws: FizzError.outOfRange) { try Spring(stiffness: 1, damping: 1, mass: 1e7) }
        #expect(throws: FizzError.nonFinite) { try Spring(visualDuration: .infinity, bounce: 0) }
        #expect(throws: FizzError.outOfRange) { try Spring(visualDuration: 1, bounce: 1.5) }
        #expect(throws: FizzError.outOfRange) { try Spring(origamiTension: -1, friction: 7) }
    }

    @Test func implicitVelocityByHand() {
        // v′ = (v + h·k·(target − x)) / (1 + h·c + h²·k): h 0.5, k 4, c 2, x 0 → target 1, v 1:
        // (1 + 2) / (1 + 1 + 1) = 1.
        #expect(Spring.implicitVelocity(velocity: 1, position: 0, target: 1, stiffness: 4, damping: 2, step: 0.5) == 1)
    }
}

@Suite struct AnimationDecayTests {
    @Test func uiScrollViewRates() throws {
        // τ = −1/(1000·ln 0.998) = 0.4995 s; a release at 1000 pt/s (1 pt/ms) rests
        // −1/ln 0.998 = 499.4998 pt further.
        let d = Decay.normal
        #expect((d.timeConstant - 0.49949983316645474).magnitude < 1e-15)
        #expect((d.restPoint(value: 0, velocity: 1000) - 499.4998331664548).magnitude < 1e-10)
        #expect(try Decay(ratePerMillisecond: 0.998) == d)
        #expect((Decay.fast.timeConstant - 0.09949916247342207).magnitude < 1e-15)
        // The speed keeps the release speed and falls by 0.998 per ms: after 1 ms, 998 pt/s.
        #expect(d.launchSpeed(1000) == 1000)
        #expect((d.state(at: 0.001, value: 0, velocity: 1000).velocity - 998).magnitude < 1e-9)
    }

    @Test func framerInertia() {
        // target = x0 + 0.8·v0; at t = τ = 0.325 s, x = 800·(1 − 1/e).
        let d = Decay.framerInertia
        #expect(d.restPoint(value: 0, velocity: 1000) == 800)
        #expect((d.value(at: 0.325, value: 0, velocity: 1000) - 505.6964470628461).magnitude < 1e-9)
        #expect((d.launchSpeed(1000) - 2461.5384615384614).magnitude < 1e-9)
    }

    /// Stepping the exact decay step at 720 Hz until the rest test holds stops at the analytic
    /// rest time (within a step) and within restDelta of the projected rest point.
    @Test(arguments: [Decay.normal, Decay.fast, Decay.framerInertia])
    func projectedRestPointMatchesStepping(d: Decay) {
        let h = 1.0 / 720
        let m = d.step(h)
        var x = 20.0, v = d.launchSpeed(-3000)
        let rest = d.restPoint(value: 20, velocity: -3000)
        var n = 0
        while !((x - rest).magnitude <= 0.001 && v.magnitude <= 0.001) && n < 720 * 600 {
            (x, v) = m.apply(x, v)
            n += 1
        }
        let analytic = d.timeToRest(velocity: -3000)
        let stepped = Double(n) * h
        #expect(stepped >= analytic - 1e-9 && stepped <= analytic + h + 1e-9, "\(stepped) vs \(analytic)")
        #expect((x - rest).magnitude <= 0.001)
    }

    @Test func refusals() {
        #expect(throws: FizzError.outOfRange) { try Decay(ratePerMillisecond: 1) }
        #expect(throws: FizzError.nonFinite) { try Decay(ratePerMillisecond: .nan) }
        #expect(throws: FizzError.outOfRange) { try Decay(power: 0, timeConstant: 1) }
    }

    @Test func hugeVelocityStaysFinite() {
        for d in [Decay.normal, Decay.fast, Decay.framerInertia] {
            let st = d.state(at: 1e6, value: 1e12, velocity: 1e13)
            #expect(st.value.isFinite && st.velocity.isFinite)
            #expect(d.timeToRest(velocity: 1e13).isFinite)
        }
    }
}

@Suite struct AnimationRubberBandTests {
    @Test func atOneDimension() throws {
        // x = d: b = d·(1 − 1/1.55) = 35.4838… for d = 100.
        let r = try RubberBand(dimension: 100)
        #expect(r.band(100) == 35.483870967741936)
        #expect(r.band(0) == 0)
        // Small pulls move at about c: 1 pt shows as 0.55·1/(1.0055) pt.
        #expect((r.band(1) - 0.5469915464942814).magnitude < 1e-12)
    }

    @Test func bothSidesAndInverse() throws {
        let r = try RubberBand(dimension: 100)
        #expect(try r.offset(-100, lower: 0, upper: 500) == -35.483870967741936)
        #expect(try r.offset(600, lower: 0, upper: 500) == 535.483870967741936)
        #expect(try r.offset(250, lower: 0, upper: 500) == 250)
        for raw in [-1000.0, -100, -3, 0, 3, 250, 503, 600, 5000] {
            let shown = try r.offset(raw, lower: 0, upper: 500)
            #expect((try r.rawOffset(shown, lower: 0, upper: 500) - raw).magnitude < 1e-9 * Swift.max(1, raw.magnitude))
        }
        #expect(throws: FizzError.outOfRange) { try r.rawOffset(-100, lower: 0, upper: 500) }
        #expect(throws: FizzError.outOfRange) { try r.offset(0, lower: 1, upper: 0) }
        #expect(throws: FizzError.nonFinite) { try RubberBand(dimension: .nan) }
    }
}

@Suite struct AnimationSnapTargetsTests {
    @Test func nearestPoint() throws {
        let s = try SnapTargets(points: [200, 0, 100])
        #expect(s.target(for: 149.9) == 100)
        #expect(s.target(for: 150) == 100)     // a tie goes down
        #expect(s.target(for: 150.1) == 200)
        #expect(s.target(for: -1e9) == 0)
        #expect(s.target(for: 1e9) == 200)
    }

    @Test func grid() throws {
        let s = try SnapTargets(step: 50, origin: 10, lower: 0, upper: 300)
        #expect(s.target(for: 34) == 10)
        #expect(s.target(for: 35) == 10)       // a tie goes down
        #expect(s.target(for: 36) == 60)
        #expect(s.target(for: -40) == 0)       // −40 is a grid point, below the lower bound
        #expect(s.target(for: 1000) == 300)
        // Framer's inertia from 0 at 1000/s projects 800, which is on a grid of 100.
        let g = try SnapTargets(step: 100)
        #expect(g.target(value: 0, velocity: 1000, decay: .framerInertia) == 800)
        #expect(g.target(value: 0, velocity: 1000, decay: .normal) == 500)
    }

    @Test func refusals() {
        #expect(throws: FizzError.outOfRange) { try SnapTargets(points: []) }
        #expect(throws: FizzError.nonFinite) { try SnapTargets(points: [1, .nan]) }
        #expect(throws: FizzError.outOfRange) { try SnapTargets(step: 0) }
        #expect(throws: FizzError.outOfRange) { try SnapTargets(step: 1, lower: 2, upper: 1) }
    }
}
