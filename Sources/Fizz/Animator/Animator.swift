//===--- Animator.swift --------------------------------------------------===//
// Part of Fizz. Many one-dimensional animations, stepped together on a fixed step.
//===---------------------------------------------------------------------===//

/// A pool of channels, each a value animated over time: a spring toward a target, or a glide
/// (a `Decay`) that may end on a snap target, and whose bounds hand it over to its spring.
///
/// **Fixed step.** Time advances in steps of 1/720 s (`stepRate`), through the shared
/// `FixedStepClock`: 60, 120 and 144 Hz hosts advance whole steps (12, 6 and 5 a frame), so
/// the same total time gives the same bits at any of them. Each channel keeps
/// (x − target, v) and one exact 2×2 step map (`Spring.step`, `Decay.step`), computed when its
/// parameters are set: a step costs 4 multiplies and 2 adds and never diverges, whatever the
/// stiffness. A channel runs all the steps of a call at once, and one at rest or paused costs a
/// flag test.
///
/// **Rest.** A channel rests when |x − target| ≤ `restDelta` and |v| ≤ `restSpeed` after a
/// step (Rebound's 0.001 and 0.001 by default): it is then put exactly on its target, with
/// velocity 0, and reports `.rested` (`.snapped` for a glide to a snap target). A glide's
/// target is where it would stop (x + τ·v), so the same test ends it.
///
/// **Glides.** `addDecay` launches at the release velocity times power/τ (`Decay.launchSpeed`).
/// With a snap grid the landing point is the grid point nearest the projected rest point
/// (`SnapTargets`), and the launch speed is rescaled to land on it exactly (Framer's
/// `modifyTarget`). With bounds, a glide that crosses one hands over, at the step it is found
/// past it, to the channel's spring toward that bound (Framer's inertia bounce), reported as
/// `.hitBound`.
///
/// Units: values in any unit (pt), velocities in units per second, times in seconds. Every
/// refused call throws before it changes anything.
public final class Animator {
    /// Steps per second: 720 is a whole multiple of 60, 120 and 144 Hz.
    public static let stepRate = 720.0
    /// The most steps one `step` call runs (10 s); time past it is dropped.
    public static let maxStepsPerCall: Int32 = 7200
    /// The most channels at once.
    public static let maxChannels = 65_536
    /// Largest |value|, |target| and bound.
    public static let maxValue = 1e9
    /// Largest |velocity|, units per second.
    public static let maxVelocity = 1e12

    /// The bytes this animator's storage may take and takes.
    public let memory = MemoryBudget()
    /// Rest thresholds (see the type's comment), 1e-9...1e6 each.
    public internal(set) var restDelta = Spring.reboundRestThreshold
    public internal(set) var restSpeed = Spring.reboundRestThreshold
    /// Live channels.
    public internal(set) var count = 0

    var lanes = Column<AnimatorLane>()
    var specs = Column<AnimatorSpec>()
    var ids = SlotMap(reuseDelay: 0, newestFirst: false, slotLimit: Animator.maxChannels,
                      lastGeneration: 32_767, retires: false)
    var clock = FixedStepClock()
    var events = EventLog<AnimatorEvent>()
    /// Every channel's snap points (`AnimatorSpec.snapFirst`, `snapCount`), each list sorted,
    /// the lists packed with no gaps; `snapPoolCount` of them are in use.
    var snapPool = Column<Double>()
    var snapPoolCount = 0

    /// An animator with no channels.
    public init() {}

    /// Steps run since creation.
    public var stepCount: UInt64 { clock.count }
    /// Slots in use or freed (the length of `packStates`); a channel's slot is below it.
    public var slotCount: Int { ids.slotCount }

    // MARK: Channels

    /// Adds a spring channel at `value` moving at `velocity` toward `target`.
    /// - Throws: `.nonFinite`, `.outOfRange` (|value|, |target| ≤ `maxValue`, |velocity| ≤
    ///   `maxVelocity`), `.limitReached`, `.overBudget`, `.allocationFailed`.
    public func addSpring(_ spring: Spring, value: Double, velocity: Double = 0, target: Double) throws(FizzError) -> AnimatorChannel {
        try checkValue(value); try checkValue(target); try checkVelocity(velocity)
        let c = try newChannel(AnimatorSpec(spring: spring))
        let s = Int(c.slot)
        lanes[s] = AnimatorLane(d: value - target, v: velocity, target: target, step: spring.step(Self.stepSeconds),
                                flags: AnimatorLane.live | AnimatorLane.moving)
        return c
    }

    /// Adds a glide released at `value` with `velocity` (units/s); its speed starts at
    /// `decay.launchSpeed(velocity)`. `bounce` is the spring its bounds hand over to and
    /// `setTarget` uses (Framer's bounceStiffness 500, bounceDamping 10 by default).
    public func addDecay(_ decay: Decay, value: Double, velocity: Double,
                         bounce: Spring = Animator.defaultBounce) throws(FizzError) -> AnimatorChannel {
        try checkValue(value); try checkVelocity(velocity)
        let c = try newChannel(AnimatorSpec(spring: bounce, decay: decay))
        launch(Int(c.slot), value: value, speed: decay.launchSpeed(velocity),
               rest: decay.restPoint(value: value, velocity: velocity))
        return c
    }

    /// Framer Motion's inertia bounce: stiffness 500, damping 10, mass 1.
    public static var defaultBounce: Spring { Spring(unchecked: 500, 10, 1) }

    static var stepSeconds: Double { 1 / stepRate }

    /// Removes the channel; its id becomes stale.
    public func remove(_ c: AnimatorChannel) throws(FizzError) {
        let s = try slot(c)
        resizeSnapList(s, to: 0)
        lanes[s].flags = 0
        ids.free(s)
        count -= 1
    }

    /// Sends the channel toward `target` with its spring (a glide stops gliding), from where
    /// it is and at the speed it has.
    public func setTarget(_ c: AnimatorChannel, _ target: Double) throws(FizzError) {
        let s = try slot(c)
        try checkValue(target)
        let l = lanes[s]
        toSpring(s, value: l.target + l.d, speed: l.v, target: target)
    }

    /// Moves the channel to `value` (its velocity kept): a spring keeps its target, a glide is
    /// launched again from there.
    public func setValue(_ c: AnimatorChannel, _ value: Double) throws(FizzError) {
        let s = try slot(c)
        try checkValue(value)
        restart(s, value: value, speed: lanes[s].v)
    }

    /// Sets the channel's velocity (units/s, the speed it moves at now) and resumes it: a
    /// spring keeps its target, a glide is launched again at that speed (a release).
    public func setVelocity(_ c: AnimatorChannel, _ velocity: Double) throws(FizzError) {
        let s = try slot(c)
        try checkVelocity(velocity)
        let l = lanes[s]
        lanes[s].flags &= ~AnimatorLane.paused
        restart(s, value: l.target + l.d, speed: velocity)
    }

    /// Replaces the channel's spring (a spring channel's own, a glide's bounce spring).
    public func setSpring(_ c: AnimatorChannel, _ spring: Spring) throws(FizzError) {
        let s = try slot(c)
        specs[s].setSpring(spring)
        if lanes[s].flags & AnimatorLane.decay == 0 {
            lanes[s].setStep(spring.step(Self.stepSeconds))
            lanes[s].flags |= AnimatorLane.moving
        }
    }

    /// Bounds a glide: past `lower` or `upper` it hands over to its spring toward the bound
    /// (lower ≤ upper, each within ±`maxValue`). A glide under way is launched again.
    public func setBounds(_ c: AnimatorChannel, lower: Double, upper: Double) throws(FizzError) {
        let s = try slot(c)
        try checkValue(lower); try checkValue(upper)
        if !(lower <= upper) { throw .outOfRange }
        specs[s].lower = lower
        specs[s].upper = upper
        relaunchIfGliding(s)
    }

    /// Makes a glide land on the grid origin + n·step nearest its projected rest point
    /// (step 1e-6...1e9; 0 turns snapping off). A glide under way is launched again from its
    /// free rest (`AnimatorSpec.freeRest`): switched off, it lands where it would have.
    public func setSnap(_ c: AnimatorChannel, step: Double, origin: Double) throws(FizzError) {
        let s = try slot(c)
        try Check.range(step, 0, 1e9)
        if step != 0 && step < 1e-6 { throw .outOfRange }
        try checkValue(origin)
        if step > 0 { resizeSnapList(s, to: 0) }
        specs[s].snapStep = step
        specs[s].snapOrigin = origin
        relaunchIfGliding(s)
    }

    /// Holds the channel under a finger at the raw (finger) position `raw`: its value is `raw`
    /// inside its bounds and UIScrollView's rubber band past them (`RubberBand`, c 0.55, over
    /// `dimension`, the viewport's length), its velocity 0, and it is paused until
    /// `setPaused(false)` or `setVelocity` lets it go (a glide outside its bounds then springs
    /// back to the nearer one). The shown value is a function of `raw` alone, so a drag that
    /// moves back retraces the same curve. |raw| ≤ `maxValue`, dimension 1e-6...1e9.
    public func drag(_ c: AnimatorChannel, raw: Double, dimension: Double) throws(FizzError) {
        let s = try slot(c)
        try checkValue(raw)
        let band = try RubberBand(dimension: dimension)
        let shown = try band.offset(raw, lower: specs[s].lower, upper: specs[s].upper)
        let sp = specs[s]
        if sp.tau > 0 {
            // A glide channel is held as a glide at rest on the finger: released, it glides
            // from there (or springs back to the nearer bound).
            var flags = AnimatorLane.live | AnimatorLane.moving | AnimatorLane.decay | AnimatorLane.paused
                | lanes[s].flags & AnimatorLane.ownRest
            if sp.lower > -Animator.maxValue || sp.upper < Animator.maxValue { flags |= AnimatorLane.bounded }
            lanes[s] = AnimatorLane(d: 0, v: 0, target: shown, step: Decay(unchecked: sp.tau, sp.tau).step(Self.stepSeconds),
                                    flags: flags)
        } else {
            lanes[s].d = shown - lanes[s].target
            lanes[s].v = 0
            lanes[s].flags |= AnimatorLane.moving | AnimatorLane.paused
        }
    }

    /// Pauses (steps skip it) or resumes the channel; a glide resumed outside its bounds (after
    /// a drag) springs back to the nearer one.
    public func setPaused(_ c: AnimatorChannel, _ paused: Bool) throws(FizzError) {
        let s = try slot(c)
        if paused { lanes[s].flags |= AnimatorLane.paused; return }
        lanes[s].flags &= ~AnimatorLane.paused
        // A glide left outside its bounds (by a drag) springs back to the nearer one.
        let l = lanes[s], x = l.target + l.d
        if l.flags & AnimatorLane.decay != 0 && (x < specs[s].lower || x > specs[s].upper) { launch(s, value: x, speed: l.v) }
    }

    /// Sets the rest thresholds (each 1e-9...1e6).
    public func setRest(delta: Double, speed: Double) throws(FizzError) {
        try Check.range(delta, 1e-9, 1e6)
        try Check.range(speed, 1e-9, 1e6)
        restDelta = delta
        restSpeed = speed
    }

    /// Sets the channel's own rest thresholds (each 1e-9...1e6, value units and units/s), or
    /// with both 0 makes it rest by the animator's again. Framer's restDelta/restSpeed are per
    /// animation: a pixel offset and an opacity share an animator but not a sensible threshold.
    public func setRest(_ c: AnimatorChannel, delta: Double, speed: Double) throws(FizzError) {
        let s = try slot(c)
        if delta == 0 && speed == 0 {
            specs[s].restDelta = 0; specs[s].restSpeed = 0
            lanes[s].flags &= ~AnimatorLane.ownRest
            return
        }
        try Check.range(delta, 1e-9, 1e6)
        try Check.range(speed, 1e-9, 1e6)
        specs[s].restDelta = delta; specs[s].restSpeed = speed
        lanes[s].flags |= AnimatorLane.ownRest
    }

    /// The rest thresholds channel `s` is tested with.
    func thresholds(_ s: Int) -> (delta: Double, speed: Double) {
        lanes[s].flags & AnimatorLane.ownRest != 0 ? (specs[s].restDelta, specs[s].restSpeed) : (restDelta, restSpeed)
    }

    /// Sets the most bytes this animator's storage may take (not below `memory.used`).
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }

    // MARK: Reading

    /// The channel's value now.
    public func value(_ c: AnimatorChannel) throws(FizzError) -> Double {
        let l = lanes[try slot(c)]
        return l.target + l.d
    }

    /// The channel's velocity now, units/s.
    public func velocity(_ c: AnimatorChannel) throws(FizzError) -> Double { lanes[try slot(c)].v }

    /// True while the channel is not at rest (paused channels included).
    public func isMoving(_ c: AnimatorChannel) throws(FizzError) -> Bool {
        lanes[try slot(c)].flags & AnimatorLane.moving != 0
    }

    /// Writes `slotCount × (value, velocity)` into `out`, by slot; a free slot reads (0, 0).
    public func packStates(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = ids.slotCount
        let p = try out.resize(2 * n, in: memory)
        var i = 0
        while i < n {
            let l = lanes[i]
            let live = l.flags & AnimatorLane.live != 0
            p[2 * i] = live ? l.target + l.d : 0
            p[2 * i + 1] = live ? l.v : 0
            i += 1
        }
    }

    /// The last step's events.
    public var eventCount: Int { events.lastStep.count }
    public func event(at i: Int) -> AnimatorEvent { events.lastStep[i] }
    /// Events the last step's list could not hold.
    public var eventsDropped: UInt32 { events.lastStep.dropped }

    // MARK: Internals

    func checkValue(_ v: Double) throws(FizzError) { try Check.range(v, -Animator.maxValue, Animator.maxValue) }
    func checkVelocity(_ v: Double) throws(FizzError) { try Check.range(v, -Animator.maxVelocity, Animator.maxVelocity) }

    /// The slot of a live channel, or `.notFound`-like refusal (`.invalidState` is not
    /// right for an id): a stale or unknown channel is `.notFound`, the engine's "this id
    /// names nothing alive".
    func slot(_ c: AnimatorChannel) throws(FizzError) -> Int {
        let s = Int(c.slot)
        if s >= ids.slotCount || ids.generation(of: s) != c.generation || lanes[s].flags & AnimatorLane.live == 0 {
            throw .notFound
        }
        return s
    }

    /// Takes a slot with room for its lane, spec and one event, or throws with nothing changed.
    func newChannel(_ spec: AnimatorSpec) throws(FizzError) -> AnimatorChannel {
        if count == Animator.maxChannels || !ids.canTake { throw .limitReached }
        // A refusal at any column gives back what the ones before it took.
        let caps = (ids.capacity, lanes.capacity)
        try ids.reserveOne(in: memory)
        let n = ids.slotCount + 1
        do {
            try lanes.reserve(n, keeping: ids.slotCount, in: memory)
            try specs.reserve(n, keeping: ids.slotCount, in: memory)
        } catch {
            lanes.giveBack(to: caps.1, keeping: ids.slotCount, in: memory)
            ids.giveBack(to: caps.0, in: memory)
            throw error
        }
        let s = Int(ids.take())
        specs[s] = spec
        lanes[s] = AnimatorLane(d: 0, v: 0, target: 0, step: Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1), flags: 0)
        count += 1
        return AnimatorChannel(slot: UInt32(s), generation: ids.generation(of: s))
    }

    /// A spring phase from (value, speed) toward `target`.
    func toSpring(_ s: Int, value: Double, speed: Double, target: Double) {
        let paused = lanes[s].flags & AnimatorLane.kept
        lanes[s] = AnimatorLane(d: value - target, v: speed, target: target,
                                step: specs[s].spring.step(Self.stepSeconds),
                                flags: AnimatorLane.live | AnimatorLane.moving | paused)
    }

    /// A glide from (value, speed): toward its projected rest point, or the snap target
    /// nearest it (the speed rescaled to land there); one starting outside its bounds goes to
    /// the nearer bound with its spring at once. `rest`, when the caller knows it, is that
    /// rest point as documented (x0 + power·v for a new glide, the lane's own target for a
    /// glide launched again): value + τ·speed, with speed = power/τ·v, lands an ulp or so off
    /// it, which sent ties between two snap points to the upper one (issue 25 §5).
    func launch(_ s: Int, value: Double, speed: Double, rest: Double? = nil) {
        let sp = specs[s]
        let paused = lanes[s].flags & AnimatorLane.kept
        if value < sp.lower || value > sp.upper {
            toSpring(s, value: value, speed: speed, target: value < sp.lower ? sp.lower : sp.upper)
            events.emit(AnimatorEvent(kind: .hitBound, channel: id(s)), budget: memory)
            return
        }
        var target = rest ?? value + sp.tau * speed
        specs[s].freeRest = target
        var v = speed
        var flags = AnimatorLane.live | AnimatorLane.moving | AnimatorLane.decay | paused
        if sp.snapCount > 0 {
            target = Swift.min(Swift.max(nearestSnapPoint(sp, target), sp.lower), sp.upper)
            v = (target - value) / sp.tau
            flags |= AnimatorLane.snapped
        } else if sp.snapStep > 0 {
            target = SnapTargets(uncheckedStep: sp.snapStep, origin: sp.snapOrigin, lower: sp.lower, upper: sp.upper)
                .target(for: target)
            v = (target - value) / sp.tau
            flags |= AnimatorLane.snapped
        }
        if sp.lower > -Animator.maxValue || sp.upper < Animator.maxValue { flags |= AnimatorLane.bounded }
        let d = Decay(unchecked: sp.tau, sp.tau)
        lanes[s] = AnimatorLane(d: value - target, v: v, target: target, step: d.step(Self.stepSeconds), flags: flags)
    }

    func restart(_ s: Int, value: Double, speed: Double) {
        let l = lanes[s]
        if l.flags & AnimatorLane.decay != 0 { launch(s, value: value, speed: speed) } else {
            toSpring(s, value: value, speed: speed, target: l.target)
        }
    }

    func relaunchIfGliding(_ s: Int) {
        let l = lanes[s]
        // An unsnapped glide rests on its target already: launched again it keeps that rest
        // point exactly, so a snap list or grid set under way chooses from it.
        // A snapped glide goes from its free rest (see `AnimatorSpec.freeRest`), at the speed
        // that rests there: with snapping switched off it lands where it would have.
        if l.flags & AnimatorLane.decay != 0 {
            let value = l.target + l.d
            if l.flags & AnimatorLane.snapped == 0 {
                launch(s, value: value, speed: l.v, rest: l.target)
            } else {
                let free = specs[s].freeRest
                launch(s, value: value, speed: (free - value) / specs[s].tau, rest: free)
            }
        }
    }

    func id(_ s: Int) -> AnimatorChannel { AnimatorChannel(slot: UInt32(s), generation: ids.generation(of: s)) }
}

/// A channel's hot state: (x − target, v), its target, its step map and flags (64 bytes, one
/// cache line). `pad` keeps the bytes a snapshot copies defined.
struct AnimatorLane {
    var d: Double
    var v: Double
    var target: Double
    var xx: Double, xv: Double, vx: Double, vv: Double
    var flags: UInt32
    var pad: UInt32 = 0

    static let live: UInt32 = 1
    static let moving: UInt32 = 2
    static let paused: UInt32 = 4
    /// In a glide (else a spring phase).
    static let decay: UInt32 = 8
    /// The glide checks its bounds every step.
    static let bounded: UInt32 = 16
    /// The glide ends on a snap target.
    static let snapped: UInt32 = 32
    /// A glide that ends on a snap target.
    static let glideSnapped: UInt32 = decay | snapped
    /// The channel rests by its own thresholds (`AnimatorSpec.restDelta`), not the animator's.
    static let ownRest: UInt32 = 64
    static let all: UInt32 = 127
    /// What a channel keeps when it changes phase (spring ↔ glide).
    static let kept: UInt32 = paused | ownRest

    init(d: Double, v: Double, target: Double, step m: Spring.Step, flags: UInt32) {
        self.d = d; self.v = v; self.target = target
        xx = m.xx; xv = m.xv; vx = m.vx; vv = m.vv
        self.flags = flags
    }

    mutating func setStep(_ m: Spring.Step) { xx = m.xx; xv = m.xv; vx = m.vx; vv = m.vv }
}

/// A channel's parameters: its spring, its glide (τ 0 for a spring channel), bounds and snap
/// grid. Everything a step map is computed from.
struct AnimatorSpec {
    var stiffness: Double, damping: Double, mass: Double
    var tau: Double
    var lower: Double, upper: Double
    var snapStep: Double, snapOrigin: Double
    /// The channel's snap points: `snapCount` sorted values from `snapFirst` in the animator's
    /// `snapPool` (0: none). Stored as Int64, so the spec takes the same bytes natively and in
    /// wasm (an Int is 8 bytes natively, 4 in wasm): the memory budget charges a column by its
    /// elements' size, and `fizz_animator_get_memory_used` must read the same on every build
    /// (two Ints made the spec 96 bytes natively, 88 in wasm; the fuzzer compares the reads).
    /// An Int holds every value either build can store (at most the pool's count).
    private var snapFirst64: Int64 = 0, snapCount64: Int64 = 0
    var snapFirst: Int {
        get { Int(truncatingIfNeeded: snapFirst64) }
        set { snapFirst64 = Int64(newValue) }
    }
    var snapCount: Int {
        get { Int(truncatingIfNeeded: snapCount64) }
        set { snapCount64 = Int64(newValue) }
    }
    /// The channel's own rest thresholds (value units, units/s); 0: the animator's.
    var restDelta = 0.0, restSpeed = 0.0
    /// Where the channel's glide would rest without snapping, value units (its launch value
    /// + τ·v): a snapped glide keeps it, so that switching snapping off (an empty point list,
    /// a grid step of 0) or choosing new points lands where the glide itself would, not on
    /// the old snap target (issue 25 §5: cleared points used to leave it at 25 instead of 50).
    /// Read only while the lane is a snapped glide, and in `stateHash` only then (a state the
    /// next call can tell apart is a state of its own; elsewhere it is not read).
    var freeRest = 0.0

    init(spring: Spring, decay: Decay? = nil) {
        stiffness = spring.stiffness; damping = spring.damping; mass = spring.mass
        tau = decay?.timeConstant ?? 0
        lower = -Animator.maxValue; upper = Animator.maxValue
        snapStep = 0; snapOrigin = 0
    }

    var spring: Spring { Spring(unchecked: stiffness, damping, mass) }

    mutating func setSpring(_ s: Spring) { stiffness = s.stiffness; damping = s.damping; mass = s.mass }
}
