//===--- Motion+Release.swift --------------------------------------------===//
// Part of Fizz. What the pointer's point does after the finger lifts: a glide, maybe snapped.
//===---------------------------------------------------------------------===//

/// A motion's release: after the last pointer lifts with a velocity, its point glides on (a
/// `Decay`: Framer's power and time constant, or UIScrollView's rate) and, with a snap step
/// on an axis, lands exactly on the grid point `SnapTargets` picks from the projected rest
/// point, the launch speed rescaled so the glide's own curve ends there (as the animator's
/// snapped glides do). The point is the closed form `Decay.state(at:)` at the clock's time
/// (whole substeps) less the lift's time stamp, so the whole glide, not only its end, is the
/// same at any frame rate (starting it at the clock's time of the host's `pointerUp` call
/// instead put it up to a frame late: 604.5, 595.3 and 590.6 pt at 0.5 s of one trace at 60,
/// 120 and 144 Hz). The stamp is taken within the frame it falls in: not before the clock's
/// time at the call, not after the end of the next step. From its time to rest
/// (the slower axis's, at 0.001 pt and pt/s) it sits exactly on the rest point, a `settled`
/// event says so and the release is over. A new pointer down catches the point where it is.
struct MotionRelease {
    /// The glide; nil: no release (the point stays where the finger lifted, the seed's way).
    var decay: Decay?
    /// Snap grid steps per axis, pt from the rect's origin (0: no snap on that axis).
    var snap = Vec2.zero
    /// While gliding: where and how fast it started (pt, pt/s, rescaled for a snap), where it
    /// rests, the clock's time it started at (s) and how long after it rests (s, 0...3600).
    var active = false
    var origin = Vec2.zero
    var launch = Vec2.zero
    var rest = Vec2.zero
    var start = 0.0
    var restTime = 0.0

    /// The finest and the coarsest snap step, pt: finer, a glide's rest point would be
    /// rescaled by steps too small to see; coarser, past the extents a point reaches.
    static let minSnap = 1e-3, maxSnap = 1e9

    /// True when a snap step (already in 0...`maxSnap`) is 0 (no snap) or at least
    /// `minSnap`: the one rule `setRelease` and a restore both apply.
    static func validSnap(_ step: Double) -> Bool { step == 0 || step >= minSnap }

    /// The velocity (pt/s) per axis a glide from `x` with velocity `v` needs to rest on the
    /// snap point of its projected rest (unchanged without a snap on that axis).
    /// A rest point past ±`Motion.maxExtent` is pulled in to it the same way, so the point
    /// stays in the range every other point is.
    static func snapped(_ x: Double, _ v: Double, _ step: Double, _ origin: Double, _ d: Decay) -> (v: Double, rest: Double) {
        let e = Motion.maxExtent
        var target = d.restPoint(value: x, velocity: v)
        if step > 0 { target = SnapTargets(uncheckedStep: step, origin: origin, lower: -e, upper: e).target(for: target) }
        if step <= 0 && target >= -e && target <= e { return (v, target) }
        target = Motion.clamp(target, -e, e)
        return ((target - x) / d.power, target)
    }

    /// Starts a glide from `p` (pt) at `v` (pt/s) in a rect whose origin is `o`, at the clock's
    /// time `t` (s); false (and nothing starts) without a decay.
    mutating func start(at p: Vec2, velocity v: Vec2, origin o: Vec2, time t: Double) -> Bool {
        guard let d = decay else { return false }
        let sx = MotionRelease.snapped(p.x, v.x, snap.x, o.x, d), sy = MotionRelease.snapped(p.y, v.y, snap.y, o.y, d)
        origin = p; launch = Vec2(sx.v, sy.v); rest = Vec2(sx.rest, sy.rest)
        restTime = min(max(d.timeToRest(velocity: sx.v), d.timeToRest(velocity: sy.v)), 3600)
        start = t
        active = true
        return true
    }

    /// The point at the clock's time `now` (s), and whether the glide has just come to rest.
    mutating func advance(to now: Double) -> (point: Vec2, settled: Bool) {
        let t = max(now - start, 0)
        if t >= restTime { active = false; return (rest, true) }
        let d = decay.unsafelyUnwrapped
        return (Vec2(d.value(at: t, value: origin.x, velocity: launch.x), d.value(at: t, value: origin.y, velocity: launch.y)), false)
    }

    func hash(into h: inout StateHasher) {
        h.add(decay?.power ?? 0); h.add(decay?.timeConstant ?? 0); h.add(snap.x); h.add(snap.y)
        h.add(active ? 1 as UInt32 : 0)
        if active {
            h.add(origin.x); h.add(origin.y); h.add(launch.x); h.add(launch.y); h.add(rest.x); h.add(rest.y)
            h.add(start); h.add(restTime)
        }
    }
}

extension MotionEvent {
    /// A release glide came to rest (its point and velocity 0).
    public static let settled: UInt32 = 5
    /// The primary lifted while others stay: the event's pointer is the new primary, and the
    /// position goes on from where it was (re-anchored, no jump).
    public static let handedOver: UInt32 = 6
}

extension Motion {
    /// Sets what the point does after release: glide with `decay` (nil: stop where the finger
    /// lifts, the default) and land on a grid `snapX`, `snapY` pt apart from the rect's origin
    /// (0: no snap; else 1e-3...1e9). From the next release on; no glide (nil) also stops a
    /// glide under way where the last step put it, as a pointer down catches it.
    ///
    /// Why the stop: the glide's point is computed from `decay` at every step, and a glide
    /// left running without one read a nil decay (a trap in a debug build, an unchecked
    /// unwrap in release and fizz.wasm) and made a state its own snapshot's restore refuses.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public func setRelease(_ decay: Decay?, snapX: Double = 0, snapY: Double = 0) throws(FizzError) {
        try Check.range(snapX, 0, MotionRelease.maxSnap); try Check.range(snapY, 0, MotionRelease.maxSnap)
        if !MotionRelease.validSnap(snapX) || !MotionRelease.validSnap(snapY) { throw .outOfRange }
        release.decay = decay; release.snap = Vec2(snapX, snapY)
        if decay == nil { release.active = false }
    }

    /// True while the point glides after a release.
    public var isGliding: Bool { release.active }
}

extension Motion {
    /// The release in a snapshot: the glide's constants and snaps, then, while gliding, its
    /// start, launch speed, rest point and substeps, each checked as `start` makes them. The
    /// launch speed is the lift's velocity (a tracker's, within `VelocityTracker.maxFitSpeed`)
    /// or, rescaled to land on a snap point or the extent, (rest − origin)/power with both
    /// points within ±`maxExtent`: at most the larger of the two. The start is an event's time
    /// or the clock's, both within ±`Motion.maxTime` (`Motion.clockLimit`).
    @inline(never)
    func codeRelease(_ c: inout SnapshotCoder) {
        let e = Motion.maxExtent
        var hasDecay = release.decay != nil
        var power = release.decay?.power ?? 1, tau = release.decay?.timeConstant ?? 1
        c.bool(&hasDecay)
        if hasDecay { c.f64(&power, 1e-6, Decay.maxPower); c.f64(&tau, 1e-6, Decay.maxPower) }
        c.f64(&release.snap.x, 0, MotionRelease.maxSnap); c.f64(&release.snap.y, 0, MotionRelease.maxSnap)
        c.check(MotionRelease.validSnap(release.snap.x) && MotionRelease.validSnap(release.snap.y))
        c.bool(&release.active)
        if release.active {
            let rescaled = 2 * e / power, fit = VelocityTracker.maxFitSpeed
            let v = rescaled > fit ? rescaled : fit
            c.f64(&release.origin.x, -e, e); c.f64(&release.origin.y, -e, e)
            c.f64(&release.launch.x, -v, v); c.f64(&release.launch.y, -v, v)
            c.f64(&release.rest.x, -e, e); c.f64(&release.rest.y, -e, e)
            c.f64(&release.start, -Motion.maxTime, Motion.maxTime); c.f64(&release.restTime, 0, 3600)
        }
        if c.reading {
            c.check(!release.active || hasDecay)
            if hasDecay {
                do { release.decay = try Decay(power: power, timeConstant: tau) } catch { c.check(false) }
            }
        }
    }
}
