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
/// and 2 adds and lands exactly on the target when it rests.
struct CarouselScroll {
    var phase = CarouselPhase.idle
    /// s, items.
    var position = 0.0
    /// ds/dt, items per second.
    var velocity = 0.0
    /// While animating: where it stops, items; and d = s − target.
    var target = 0.0
    var displacement = 0.0
    var map = Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1)
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

    /// Stops where it is.
    mutating func stop() {
        phase = .idle
        velocity = 0
        displacement = 0
        target = position
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
    /// Whether a carousel in `phase` can hold this step map (of `Carousel.stepSeconds`; a
    /// restore's check): gliding, a decay's (x unchanged by x, v scaled by 0 ≤ e < 1 (e = 0
    /// when τ ≪ h: a 1e-6 s time constant's e^(−1389) underflows; tools/fuzz) and
    /// carried τ·(1 − e) < h, the step, with room for rounding); otherwise a spring's, the
    /// last animation's or the identity a carousel starts with: no eigenvalue above 1 in
    /// magnitude (`RestoreCheck.stableMap`; not strictly below, as a spring of the least
    /// damping the setter takes, c/m = 1e-12/s, is 1.4e-15 from it). A map that can grow
    /// reaches infinity, then NaN, within a second.
    func couldBe(_ phase: CarouselPhase) -> Bool {
        if phase == .gliding {
            return xx == 1 && vx == 0 && vv >= 0 && vv < 1 && xv > 0 && xv <= 2 * Carousel.stepSeconds
        }
        return RestoreCheck.stableMap(xx: xx, xv: xv, vx: vx, vv: vv)
    }
}
