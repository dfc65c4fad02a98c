//===--- CarouselScroll.swift --------------------------------------------===//
// Part of Fizz. The scroll position in items, and where a release will land.
//===---------------------------------------------------------------------===//

/// How a release ends.
public enum CarouselSnapping: UInt32, Sendable {
    /// Glide freely and stop where the decay stops (clamped to the ends when not looping).
    case free = 0
    /// Glide and stop on the item boundary nearest the decay's rest point (iCarousel's
    /// `stopAtItemBoundary`).
    case itemBoundary = 1
    /// Move at most one item from the item the drag began on (Showcase's and UIScrollView's
    /// `isPagingEnabled`): the nearest item to the projected rest point, limited to it ± 1.
    case paging = 2
}

/// What the scroll position is doing.
public enum CarouselPhase: UInt32, Sendable {
    /// At rest, or autoscrolling.
    case idle = 0
    /// Under a finger.
    case dragging = 1
    /// A decay toward its target (a release).
    case gliding = 2
    /// A spring toward its target (paging, scroll-to-index, back from an overscroll).
    case springing = 3
}

/// The scroll state: the position `s` in items (the fractional index at the viewport's
/// centre), its velocity, and while animating the target and the exact step map on
/// (s − target, v) (`Spring.step` or `Decay.step` for 1/720 s), so a step costs 4 multiplies
/// and 2 adds and lands exactly on the target when it rests. The map is a cache of
/// `Carousel.stepMap(phase)`, derived from the phase and the present spring or decay, never
/// chosen (issue 25: a restore requires it bit for bit, so no stored map can grow).
struct CarouselScroll {
    var phase = CarouselPhase.idle
    /// s, items.
    var position = 0.0
    /// ds/dt, items per second.
    var velocity = 0.0
    /// While animating: where it stops, items; and d = s − target.
    var target = 0.0
    var displacement = 0.0
    var map = CarouselScroll.still
    /// The map when nothing animates (idle or dragging): the identity.
    static let still = Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1)
    /// While dragging: the finger's coordinate along the axis at the press (pt), the raw
    /// (un-banded) position then, and the item nearest the position then (kept in the state
    /// and its snapshot; paging once clamped to ±1 item of it, and now lands from the lift).
    var pressPointer = 0.0
    var pressRaw = 0.0
    var page = 0.0
    /// The finger's samples (its along-axis coordinate as x).
    var tracker = VelocityTracker()
    /// The newest pointer event's time, s; events may not go back before it.
    var lastTime = 0.0
    var sawEvent = false

    /// Starts an animation from the position toward `target` with `map` and speed `speed`. A
    /// start farther than `Carousel.maxStartDistance` (only a soft spring's overshoot gets
    /// there, and another spring started from it) starts that far: else spring after spring
    /// grew the position without bound.
    mutating func animate(_ phase: CarouselPhase, to target: Double, speed: Double, map: Spring.Step) {
        self.phase = phase
        self.target = target
        let far = Carousel.maxStartDistance
        displacement = Swift.min(Swift.max(position - target, -far), far)
        if displacement != position - target { position = target + displacement }
        velocity = speed
        self.map = map
    }

    /// Stops where it is (the map back to the identity: nothing animates).
    mutating func stop() {
        phase = .idle
        velocity = 0
        displacement = 0
        target = position
        map = CarouselScroll.still
    }

    func hash(into h: inout StateHasher) {
        h.add(phase.rawValue); h.add(position); h.add(velocity); h.add(target); h.add(displacement)
        h.add(map.xx); h.add(map.xv); h.add(map.vx); h.add(map.vv)
        h.add(pressPointer); h.add(pressRaw); h.add(page); h.add(lastTime); h.add(sawEvent ? 1 as UInt32 : 0)
        h.add(UInt32(tracker.count)); h.add(UInt32(tracker.newest))
        var k = 0
        while k < tracker.count {
            let i = tracker.index(back: k)
            h.add(tracker.times[i]); h.add(tracker.xs[i])
            k += 1
        }
    }
}

/// The nearest integer to `x`, ties down (⌈x − ½⌉): the same rule as `SnapTargets`.
@inline(__always) func nearestItem(_ x: Double) -> Double { (x - 0.5).rounded(.up) }

extension Spring.Step {
    /// Whether the two maps are the same bits (−0 is not 0: the state hash tells them apart).
    func sameBits(as o: Spring.Step) -> Bool {
        xx.bitPattern == o.xx.bitPattern && xv.bitPattern == o.xv.bitPattern
            && vx.bitPattern == o.vx.bitPattern && vv.bitPattern == o.vv.bitPattern
    }
}
