//===--- Motion.swift ----------------------------------------------------===//
// Part of Fizz. RelativePositionView headless: a gesture in a rect driving many values.
//===---------------------------------------------------------------------===//

/// One gesture surface: pointers in a rect give a relative position (0…1 per axis) and a
/// velocity, which drive a `Mapping` of many targets and, optionally, a `ScrollSync`.
///
/// Why: the seed (RelativePositionView, a talk of 2015) turns a pan into a relative position
/// and lets the host write every effect as a closure; the effects it shows (a view sliding
/// within bounds, alpha, scale, rotation, a Dock row, a scrubber synced with a scroll view)
/// are all mappings of that position, so here they are declared once and read as one buffer,
/// with the seed's bugs fixed: cancel ends the gesture (the seed forgot it), the scrubber
/// reaches both ends, and the velocity is a least-squares fit that a fling from a hold does
/// not fool.
///
/// The relative position of a point `(x, y)` is `((x − minX)/width, (y − minY)/height)`,
/// clamped per axis to the seed's open interval — x to `[1e-9, 0.999999999]`, y to
/// `[1e-10, 0.999999999]` as the seed has it (so a scale driven by it is never exactly 0) — or
/// with `closedInterval` to `[0, 1]`.
///
/// Time: pointer events carry the host's timestamps (s), which must not go back; they feed
/// the velocity and nothing else. `step(dt)` makes a frame: it hands the events since the last
/// step to the host (`events`) and runs the fixed-step clock, which drives the release glide
/// (`setRelease`), so the same recorded trace comes to the same rest at any host frame rate.
///
/// Every refused call throws before it changes anything.
public final class Motion {
    /// Largest rect extent and point magnitude, pt.
    public static let maxExtent = 1e7
    /// The seed's open interval: lower bounds for x and y, and the upper bound.
    public static let openLowX = 1e-9, openLowY = 1e-10, openHigh = 0.999999999
    /// Substeps per second of the clock.
    public static let stepRate = 1000.0
    /// The longest step, s.
    public static let maxStep = 10.0
    /// The largest speed clamp `setMaxSpeed` takes, pt/s (a restore checks the same).
    static let maxSpeedClamp = 1e7
    /// The largest event time magnitude, s: pointer events and `resetTimeline` (a restore
    /// checks the same).
    static let maxTime = 1e12

    /// The most substeps the clock runs from `epoch` s: its time then reads at most `maxTime`,
    /// so a release, stamped with an event's time or the clock's, starts within ±`maxTime` too
    /// (a restore checks the count against the same). Steps past it leave the clock there
    /// (1e12 s is 31,700 years of steps). Before, the count was any 64-bit value a restore
    /// could not tell from one the steps reach. At most 2e15 (2·`maxTime`·`stepRate`).
    static func clockLimit(epoch: Double) -> UInt64 {
        UInt64(((maxTime - epoch) * stepRate).rounded(.down))
    }

    /// The bytes this motion's storage may take and takes (mapping, events, outputs).
    public let memory = MemoryBudget()
    /// The gesture's rect, pt.
    public internal(set) var rect: Rect
    /// Relative positions clamp to [0, 1] instead of the seed's open interval.
    public internal(set) var closedInterval = false
    /// The speed each velocity component is clamped to, pt/s; 0 for none.
    public internal(set) var maxSpeed = 0.0
    var gesture = GestureTracker()
    /// The targets the relative position drives.
    public let mapping: Mapping
    /// The scrubber ↔ scroll view sync the gesture drives along x, when set.
    public internal(set) var sync: ScrollSync?
    var events = EventLog<MotionEvent>()
    var clock = FixedStepClock()
    /// The clock's time at its count 0, s: 0 from creation, the host's at `resetTimeline`.
    var epoch = 0.0
    var release = MotionRelease()

    /// A motion over the rect `(0, 0, width, height)` pt, each 1...`maxExtent`.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(width: Double, height: Double) throws(FizzError) {
        try Check.range(width, 1, Motion.maxExtent); try Check.range(height, 1, Motion.maxExtent)
        rect = Rect(x: 0, y: 0, width: width, height: height)
        mapping = Mapping(memory: memory)
    }

    /// Moves and resizes the rect (origin ±`maxExtent`, size 1...`maxExtent` pt).
    public func setRect(_ r: Rect) throws(FizzError) {
        try Check.range(r.origin.x, -Motion.maxExtent, Motion.maxExtent)
        try Check.range(r.origin.y, -Motion.maxExtent, Motion.maxExtent)
        try Check.range(r.size.x, 1, Motion.maxExtent); try Check.range(r.size.y, 1, Motion.maxExtent)
        rect = r
    }

    /// Chooses [0, 1] (`true`) or the seed's open interval (`false`, the default).
    public func setClosedInterval(_ closed: Bool) { closedInterval = closed }

    /// Clamps each velocity component to ±`speed` pt/s (0...1e7; 0 turns the clamp off), from
    /// the next pointer down on.
    public func setMaxSpeed(_ speed: Double) throws(FizzError) {
        try Check.range(speed, 0, Motion.maxSpeedClamp)
        maxSpeed = speed
    }

    /// Pointers down now.
    public var pointerCount: Int { gesture.count }
    /// The primary pointer's latest point, pt.
    public var point: Vec2 { gesture.point }
    /// The primary pointer's velocity, pt/s (the release's after the gesture ends; 0 after a cancel).
    public var velocity: Vec2 { gesture.velocity }

    /// The primary pointer's position relative to the rect (see the type for the clamp).
    public var relative: Vec2 {
        let x = (gesture.point.x - rect.minX) / rect.width, y = (gesture.point.y - rect.minY) / rect.height
        if closedInterval { return Vec2(Motion.clamp(x, 0, 1), Motion.clamp(y, 0, 1)) }
        return Vec2(Motion.clamp(x, Motion.openLowX, Motion.openHigh), Motion.clamp(y, Motion.openLowY, Motion.openHigh))
    }

    @inline(__always) static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v < lo ? lo : (v > hi ? hi : v) }

    /// Pointer `id` went down at `p` pt at time `t` s; the first pointer begins the gesture.
    /// - Throws: `.nonFinite`, `.outOfRange` (t before the newest event's; p past ±`maxExtent`),
    ///   `.invalidState` (already down), `.limitReached` (10 pointers down).
    public func pointerDown(_ id: UInt32, at p: Vec2, time t: Double) throws(FizzError) {
        try gesture.checkPress(id, t, p)
        try reserveEvent()
        if try gesture.press(id, t, p, maxSpeed: maxSpeed) {
            release.active = false
            try followWithSync()
            emit(MotionEvent.began, id, t)
        }
    }

    /// Pointer `id` moved to `p` pt at time `t` s.
    /// - Throws: as `pointerDown`; `.invalidState` when it is not down.
    public func pointerMove(_ id: UInt32, to p: Vec2, time t: Double) throws(FizzError) {
        try track(MotionEvent.moved, id, p, t)
    }

    /// Pointer `id` lifted at `p` pt at time `t` s; the last one ends the gesture with its
    /// release velocity (and starts the release glide, when set).
    /// - Throws: as `pointerMove`.
    public func pointerUp(_ id: UInt32, at p: Vec2, time t: Double) throws(FizzError) {
        try track(MotionEvent.ended, id, p, t)
    }

    /// A move or a lift: the tracker checks everything before it changes anything; the primary's
    /// move (or the last lift) then drags the scrubber and makes the event. (The thumb under any
    /// accepted point is within the sync's range: points are ±1e7 pt, a thumb at most 1e9 pt.)
    @inline(never)
    func track(_ kind: UInt32, _ id: UInt32, _ p: Vec2, _ t: Double) throws(FizzError) {
        try gesture.checkTracked(id, t, p)
        try reserveEvent()
        var kind = kind, id = id
        if kind == MotionEvent.moved {
            if !(try gesture.drag(id, t, p)) { return }
        } else {
            switch try gesture.lift(id, t, p) {
            case .none: return
            case .ended: break
            case .handedOver: kind = MotionEvent.handedOver; id = gesture.ids[0]
            }
        }
        try followWithSync()
        emit(kind, id, t)
        if kind == MotionEvent.ended {
            _ = release.start(at: gesture.point, velocity: gesture.velocity, origin: rect.origin, time: max(t, clockTime))
        }
    }

    /// The clock's time, s: `epoch` plus the whole substeps run since it. The timeline event
    /// stamps are on when the host stamps them with the clock it steps by.
    /// At most `maxTime` (the min only catches the rounding of `clockLimit`'s count).
    var clockTime: Double { Swift.min(epoch + Double(clock.count) / Motion.stepRate, Motion.maxTime) }

    /// The gesture is cancelled at time `t` s (the system took the touches): every pointer is
    /// forgotten and a cancel event says so, with no release velocity.
    /// - Throws: `.nonFinite`, `.outOfRange` (t going back), `.invalidState` (no gesture).
    public func cancel(time t: Double) throws(FizzError) {
        try gesture.checkCancel(t)
        try reserveEvent()
        let id = gesture.count > 0 ? gesture.ids[0] : 0
        try gesture.cancel(t)
        emit(MotionEvent.cancelled, id, t)
    }

    /// Begins a new timeline at time `t` s (±1e12): the clock reads `t` (the fraction of a
    /// substep pending is dropped), the next events may carry any time from `t` on, even one
    /// before this timeline's newest, and nothing of the old one carries over: pointers still
    /// down are forgotten with a cancel event (no release), a glide stops where it is and the
    /// velocity is 0. The mapping, rect, sync and release settings stay.
    ///
    /// Why: stamps may not go back within a timeline (the velocity fit needs ordered samples),
    /// so a host whose clock restarts (a recording replayed, a page restored from the
    /// back-forward cache, a test) had to destroy the motion. Starting the clock at the host's
    /// own time also puts its stamps on the clock's timeline, which a release glide starts on.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.overBudget` (no room for the cancel event).
    public func resetTimeline(at t: Double) throws(FizzError) {
        try Check.range(t, -Motion.maxTime, Motion.maxTime)
        try reserveEvent()
        gesture.velocity = .zero
        if gesture.count > 0 {
            gesture.count = 0
            emit(MotionEvent.cancelled, gesture.ids[0], t)
        }
        gesture.lastTime = t; gesture.started = true
        release.active = false
        epoch = t; clock = FixedStepClock()
    }

    /// Room for one more event, asked before a call changes anything and after it is checked
    /// (validate, then reserve: a refused call must not grow the memory reading).
    func reserveEvent() throws(FizzError) {
        try events.pending.reserve(events.pending.count + 1, in: memory)
    }

    func emit(_ kind: UInt32, _ id: UInt32, _ t: Double) {
        events.emit(MotionEvent(kind: kind, pointer: id, time: t, position: relative, velocity: gesture.velocity), budget: memory)
    }

    /// Sets the scrubber ↔ scroll view sync (lengths in pt, see `ScrollSync`): the gesture's
    /// rect is then the scrubber's track, and the thumb follows the primary pointer along x.
    public func setSync(content: Double, viewport: Double, thumb: Double) throws(FizzError) {
        sync = try ScrollSync(content: content, viewport: viewport, track: rect.width, thumb: thumb)
    }

    /// The scroll view scrolled to `offset` pt: see `ScrollSync.scroll(to:)`.
    /// - Throws: `.invalidState` (no sync), and as `ScrollSync.scroll(to:)`.
    public func scroll(to offset: Double) throws(FizzError) -> Bool {
        guard var s = sync else { throw .invalidState }
        let changed = try s.scroll(to: offset)
        sync = s
        return changed
    }

    /// The thumb moved to `origin` pt: see `ScrollSync.scrub(to:)`.
    /// - Throws: `.invalidState` (no sync), and as `ScrollSync.scrub(to:)`.
    public func scrub(to origin: Double) throws(FizzError) -> Bool {
        guard var s = sync else { throw .invalidState }
        let changed = try s.scrub(to: origin)
        sync = s
        return changed
    }

    func followWithSync() throws(FizzError) {
        if sync != nil { _ = try scrub(to: sync.unsafelyUnwrapped.thumb(underFinger: gesture.point.x - rect.minX)) }
    }

    /// Makes a frame: the events since the last step become `events`' list, and `dt` s
    /// (0...`maxStep`) go on the clock.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.overBudget`.
    public func step(_ dt: Double) throws(FizzError) {
        try Check.range(dt, 0, Motion.maxStep)
        try events.lastStep.reserve(events.pending.count + 1, in: memory)
        events.beginStep(first: nil, budget: memory)
        let n = clock.advance(dt, rate: Motion.stepRate, cap: Int32(Motion.maxStep * Motion.stepRate))
        clock.count = Swift.min(clock.count + UInt64(n), Motion.clockLimit(epoch: epoch))
        if release.active && n > 0 {
            // A glide stamped past this step's end (a host whose stamps are not on the clock's
            // timeline) starts at it: never later than the first frame after the lift.
            let now = clockTime
            if release.start > now + 1 / Motion.stepRate { release.start = now }
            let (p, settled) = release.advance(to: now)
            gesture.point = p
            gesture.velocity = .zero
            if sync != nil { _ = try? scrub(to: sync.unsafelyUnwrapped.thumb(underFinger: p.x - rect.minX)) }
            if settled { emit(MotionEvent.settled, 0, gesture.lastTime) }
        }
        events.endStep(last: nil, budget: memory)
    }

    /// The last step's events, in call order.
    public var eventCount: Int { events.lastStep.count }
    /// Event `i` (0 ..< `eventCount`) of the last step.
    public func event(_ i: Int) -> MotionEvent { events.lastStep[i] }
    /// Events of the last step that did not fit.
    public var droppedEvents: UInt32 { events.lastStep.dropped }

    /// Writes `mapping`'s outputs for the current relative position into `out`. Proximity
    /// groups see the pointer at `p·size` in the rect's coordinates, as the seed's `W·p`: a
    /// pointer outside the rect acts at its edge.
    public func map(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = relative
        try mapping.evaluate(p, local: Vec2(p.x * rect.width, p.y * rect.height), into: out)
    }

    /// Writes the last step's events as `eventCount × (kind, pointer, time s, x, y, vx, vy)`.
    public func packEvents(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = eventCount
        let p = try out.resize(7 * n, in: memory)
        var i = 0
        while i < n {
            let e = events.lastStep[i]
            p[7 * i] = Double(e.kind); p[7 * i + 1] = Double(e.pointer); p[7 * i + 2] = e.time
            p[7 * i + 3] = e.position.x; p[7 * i + 4] = e.position.y
            p[7 * i + 5] = e.velocity.x; p[7 * i + 6] = e.velocity.y
            i += 1
        }
    }

    /// FNV-1a 64 over the state: rect, interval, clamp, the gesture (every pointer's samples),
    /// the clock, the mapping and the sync.
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.add(rect.origin.x); h.add(rect.origin.y); h.add(rect.size.x); h.add(rect.size.y)
        h.add(closedInterval ? 1 as UInt32 : 0); h.add(maxSpeed)
        gesture.hash(into: &h)
        h.add(clock.pending); h.add(clock.count); h.add(epoch)
        mapping.hash(into: &h)
        release.hash(into: &h)
        if let s = sync { h.add(1 as UInt32); s.hash(into: &h) } else { h.add(0 as UInt32) }
        return h.value
    }

    /// Sets the most bytes this motion's storage may take (see `MemoryBudget`).
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }
}
