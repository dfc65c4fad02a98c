//===--- Carousel+Scroll.swift -------------------------------------------===//
// Part of Fizz. Dragging, releasing, landing, scrolling to an item, and the fixed step.
//===---------------------------------------------------------------------===//

extension Carousel {
    static var stepSeconds: Double { 1 / stepRate }

    // MARK: Pointer

    /// The pointer's coordinate along the scroll axis.
    func along(_ x: Double, _ y: Double) -> Double { layout.isVertical ? y : x }

    /// Checks a pointer event: time not before the last one, every value finite and in range.
    func checkPointer(_ t: Double, _ x: Double, _ y: Double) throws(FizzError) {
        try Check.range(t, -Carousel.maxTime, Carousel.maxTime)
        try Check.range(x, -Carousel.maxPointer, Carousel.maxPointer)
        try Check.range(y, -Carousel.maxPointer, Carousel.maxPointer)
        if scroll.sawEvent && t < scroll.lastTime { throw .outOfRange }
    }

    /// The rubber band of this layout, in items: its dimension is the viewport's length.
    var band: RubberBand {
        RubberBand(uncheckedDimension: layout.alongExtent / layout.pitch, coefficient: rubberBand)
    }

    /// The shown position for a raw (finger) position: itself when looping, banded past
    /// 0 and count − 1 otherwise.
    func shown(_ raw: Double) -> Double {
        if isLooping || count == 0 { return raw }
        let b = band, upper = Double(count - 1)
        if raw < 0 { return -b.band(-raw) }
        if raw > upper { return upper + b.band(raw - upper) }
        return raw
    }

    /// The raw position that shows as `s` (an overshoot held at most 0.999 of the band's reach).
    func raw(_ s: Double) -> Double {
        if isLooping || count == 0 { return s }
        let b = band, upper = Double(count - 1), reach = 0.999 * b.dimension
        if s < 0 { return -b.unband(Swift.min(-s, reach)) }
        if s > upper { return upper + b.unband(Swift.min(s - upper, reach)) }
        return s
    }

    /// A finger goes down at (`x`, `y`) pt at time `t` s: the carousel stops where it is and
    /// follows the finger along the axis.
    /// - Throws: `.nonFinite`, `.outOfRange` (a time before the last event), `.invalidState`
    ///   (a finger is already down).
    public func pointerDown(time t: Double, x: Double, y: Double) throws(FizzError) {
        try checkPointer(t, x, y)
        if scroll.phase == .dragging { throw .invalidState }
        scroll.stop()
        scroll.phase = .dragging
        scroll.pressPointer = along(x, y)
        scroll.pressRaw = raw(scroll.position)
        scroll.page = nearestItem(scroll.position)
        scroll.tracker.clear()
        scroll.tracker.add(time: t, x: along(x, y), y: 0)
        scroll.lastTime = t; scroll.sawEvent = true
    }

    /// The finger moved: the position is the press position less the distance moved in
    /// items, banded past the ends when not looping (a function of the finger alone, so
    /// moving back retraces the same curve).
    /// - Throws: as `pointerDown`; `.invalidState` when no finger is down.
    public func pointerMove(time t: Double, x: Double, y: Double) throws(FizzError) {
        try checkPointer(t, x, y)
        if scroll.phase != .dragging { throw .invalidState }
        follow(t, along(x, y))
    }

    func follow(_ t: Double, _ a: Double) {
        scroll.tracker.add(time: t, x: a, y: 0)
        scroll.lastTime = t
        place(a)
    }

    /// The position under the finger at `a` along the axis.
    func place(_ a: Double) {
        scroll.position = shown(scroll.pressRaw - (a - scroll.pressPointer) / layout.pitch)
        scroll.target = scroll.position
    }

    /// The finger lifts at (`x`, `y`): the position follows it there and the carousel is
    /// released with the finger's velocity at its last move (the LSQ2 fit of its last 100 ms),
    /// 0 when the up comes the tracker's `stopAfter` or more after it, and lands where
    /// `landingPosition(velocity:)` says. The up's point is no velocity sample, as Android
    /// ignores ACTION_UP's: a browser sends pointerup at the last point a frame later, and as
    /// a sample it landed a 1000 pt/s fling from item 1 on item 4, not 6, at 60 Hz (5 at
    /// 120 Hz), and 39 ms later sent it back to 0 (issue 20 found the same in the motion).
    /// - Returns: the item it will stop on.
    /// - Throws: as `pointerMove`.
    @discardableResult
    public func pointerUp(time t: Double, x: Double, y: Double) throws(FizzError) -> Int {
        try checkPointer(t, x, y)
        if scroll.phase != .dragging { throw .invalidState }
        let v = scroll.tracker.releaseVelocity(at: t).x
        scroll.lastTime = t
        place(along(x, y))
        release(itemVelocity(v))
        return targetIndex
    }

    /// The finger is gone without a release (a cancelled gesture): no fling, it settles on
    /// the nearest item as a release at rest would.
    public func pointerCancel() throws(FizzError) {
        if scroll.phase != .dragging { throw .invalidState }
        release(0)
    }

    /// The finger's velocity along the axis now, pt/s (0 when no finger is down): what
    /// `pointerUp` within the tracker's `stopAfter` of the newest sample releases with.
    public var fingerVelocity: Double { scroll.phase == .dragging ? scroll.tracker.velocity.x : 0 }

    /// Items per second for a finger moving at `v` pt/s: the content follows the finger, so
    /// a finger moving toward −x advances the position. Clamped to ±`maxSpeed`.
    func itemVelocity(_ v: Double) -> Double {
        let w = -v / layout.pitch
        return Swift.min(Swift.max(w, -Carousel.maxSpeed), Carousel.maxSpeed)
    }

    // MARK: Landing

    /// Where a release at position `s` with velocity `w` items/s stops, and whether a spring
    /// (not a decay) takes it there:
    /// - past an end (not looping): the end, by the spring;
    /// - `.paging`: the item nearest the decay's rest point s + power·w, kept between the
    ///   item boundaries around s (⌊s⌋ … ⌈s⌉), by the spring: a fling lands on the next
    ///   boundary from where the finger lifts in its direction (iCarousel's paging: ⌈s⌉
    ///   forward, ⌊s⌋ back; a lift exactly on an item stays there), a slow release on the
    ///   nearest (clamping to ±1 item of where the drag began sprang back behind the lift
    ///   after a long drag);
    /// - `.itemBoundary`: the item nearest the rest point, by the decay;
    /// - `.free`: the rest point itself, by the decay;
    /// then clamped to 0…count − 1 when not looping. Ties go to the lower item.
    func plan(_ s: Double, _ w: Double) -> (target: Double, spring: Bool) {
        if count == 0 { return (0, true) }
        let upper = Double(count - 1)
        if !isLooping && (s < 0 || s > upper) { return (s < 0 ? 0 : upper, true) }
        let rest = s + decay.power * w
        var target: Double
        var useSpring = false
        switch snapping {
        case .free: target = rest
        case .itemBoundary: target = nearestItem(rest)
        case .paging:
            target = Swift.min(Swift.max(nearestItem(rest), s.rounded(.down)), s.rounded(.up))
            useSpring = true
        }
        if !isLooping { target = Swift.min(Swift.max(target, 0), upper) }
        return (target, useSpring)
    }

    /// Starts the release at velocity `w` items/s from where the position is.
    func release(_ w: Double) {
        let p = plan(scroll.position, w)
        if p.spring {
            scroll.animate(.springing, to: p.target, speed: w, map: stepMap(.springing))
        } else {
            // The decay's launch speed is rescaled so that its own curve rests on the target
            // (x∞ = x₀ + τ·v₀): the landing is the plan's, exactly.
            let tau = decay.timeConstant
            scroll.animate(.gliding, to: p.target, speed: (p.target - scroll.position) / tau,
                           map: stepMap(.gliding))
        }
        rebase()
    }

    /// The position a release now at `velocity` pt/s (the finger's, along the axis) would
    /// stop at, items; before anything animates. During a drag it is what `pointerUp` with
    /// that velocity will do.
    /// - Throws: `.nonFinite`, `.outOfRange` (|velocity| > 1e9 pt/s).
    public func landingPosition(velocity: Double) throws(FizzError) -> Double {
        try Check.range(velocity, -1e9, 1e9)
        return plan(scroll.position, itemVelocity(velocity)).target
    }

    /// The item a release now at `velocity` pt/s would stop on (see `landingPosition`).
    public func landingIndex(velocity: Double) throws(FizzError) -> Int {
        index(ofSlot: nearestItem(try landingPosition(velocity: velocity)))
    }

    // MARK: Programmatic scrolling

    /// Moves to `position` items at once (any motion stops); within ±1e9, and within
    /// 0…count − 1 when not looping (wrapped when looping).
    /// - Throws: `.nonFinite`, `.outOfRange`, `.invalidState` (a finger is down).
    public func setPosition(_ position: Double) throws(FizzError) {
        try Check.range(position, -1e9, 1e9)
        if !isLooping && (position < 0 || position > Double(Swift.max(count - 1, 0))) { throw .outOfRange }
        if scroll.phase == .dragging { throw .invalidState }
        scroll.stop()
        scroll.position = settled(position)
        scroll.target = scroll.position
    }

    /// Scrolls to item `index` (0..<count): with the spring from the present position and
    /// velocity when `animated`, else at once. Looping, it goes the shorter way round (forward
    /// on a tie).
    /// - Throws: `.outOfRange`, `.invalidState` (a finger is down).
    public func scroll(toIndex index: Int, animated: Bool) throws(FizzError) {
        if index < 0 || index >= count { throw .outOfRange }
        if scroll.phase == .dragging { throw .invalidState }
        var target = Double(index)
        if isLooping {
            let n = Double(count)
            var d = target - scroll.position
            d -= n * (d / n).rounded(.down)          // 0 ..< n
            if d > n / 2 { d -= n }
            target = scroll.position + d
            target = nearestItem(target)
        }
        if !animated {
            scroll.stop()
            scroll.position = settled(target)
            scroll.target = scroll.position
            return
        }
        // At most `maxSpeed`, as a release: a stiff spring's speed carried into a soft one grew
        // spring after spring without bound (`maxScrollVelocity`).
        let v = Swift.min(Swift.max(scroll.velocity, -Carousel.maxSpeed), Carousel.maxSpeed)
        scroll.animate(.springing, to: target, speed: v, map: stepMap(.springing))
        rebase()
    }

    /// Looping: shifts the position and target by the same whole number of turns so that the
    /// target lies in 0 ..< count (numbers stay small however long it scrolls).
    func rebase() {
        if !isLooping || count == 0 { return }
        let n = Double(count), t = scroll.target
        if t >= 0 && t < n { return }
        let turns = n * (t / n).rounded(.down)
        scroll.target = t - turns
        scroll.position = scroll.target + scroll.displacement
    }

    // MARK: Step

    /// The step map (of `stepSeconds`, on (s − target, v)) a scroll in `phase` runs, from the
    /// present settings alone: a glide's is the decay's with its time constant τ as power too
    /// (the launch speed is rescaled so the glide rests on the target), a spring's the spring's,
    /// and the identity when nothing animates. `scroll.map` always holds this (the setters of
    /// the spring and the decay re-derive it for an animation under way), so a restore derives
    /// it rather than trusting stored entries.
    func stepMap(_ phase: CarouselPhase) -> Spring.Step {
        switch phase {
        case .gliding:
            let tau = decay.timeConstant
            return Decay(unchecked: tau, tau).step(Carousel.stepSeconds)
        case .springing: return spring.step(Carousel.stepSeconds)
        case .idle, .dragging: return CarouselScroll.still
        }
    }

    /// Advances time by `dt` seconds (0...1): the whole 1/720 s steps due run (at most
    /// `maxStepsPerCall`), the fraction is kept for the next call. Returns the steps run.
    @discardableResult
    public func step(_ dt: Double) throws(FizzError) -> Int {
        try Check.range(dt, 0, 1)
        let n = Int(clock.advance(dt, rate: Carousel.stepRate, cap: Carousel.maxStepsPerCall))
        if n == 0 { return 0 }
        clock.count &+= UInt64(n)
        switch scroll.phase {
        case .dragging: break
        case .idle: if autoscroll != 0 { autoscrollSteps(n) }
        case .gliding, .springing: animateSteps(n)
        }
        return n
    }

    /// `n` steps of the animation's map; on rest the position is put exactly on the target.
    /// Steps left after it rests go to the autoscroll. The thresholds are read once: natively
    /// each read of the carousel's property inside the loop was a dynamic exclusivity check.
    func animateSteps(_ n: Int) {
        var now = (x: scroll.displacement, v: scroll.velocity)
        let map = scroll.map, restDelta = restDelta, restSpeed = restSpeed
        var k = 0
        while k < n {
            now = map.apply(now.x, now.v)
            k += 1
            if now.x.magnitude <= restDelta && now.v.magnitude <= restSpeed {
                scroll.position = settled(scroll.target)
                scroll.stop()
                if autoscroll != 0 && k < n { autoscrollSteps(n - k) }
                return
            }
        }
        scroll.displacement = now.x
        scroll.velocity = now.v
        scroll.position = scroll.target + now.x
    }

    /// `n` steps of autoscrolling: the position moves by autoscroll/720 items a step, wrapped
    /// when looping, stopped at the ends otherwise.
    func autoscrollSteps(_ n: Int) {
        if count == 0 { return }
        let h = autoscroll / Carousel.stepRate, upper = Double(count - 1), c = Double(count), isLooping = isLooping
        var s = scroll.position
        var k = 0
        while k < n {
            s += h
            if isLooping {
                if s >= c { s -= c } else if s < 0 { s += c; if s >= c { s = 0 } }
            } else if s < 0 || s > upper {
                s = s < 0 ? 0 : upper
                break
            }
            k += 1
        }
        scroll.position = s
        scroll.target = s
    }
}

extension RubberBand {
    /// A band already checked (the carousel's viewport in items and its coefficient).
    init(uncheckedDimension d: Double, coefficient c: Double) {
        self = try! RubberBand(dimension: Swift.min(Swift.max(d, 1e-6), 1e9), coefficient: c)
    }
}
