//===--- GestureTracker.swift --------------------------------------------===//
// Part of Fizz. Pointers going down, moving, up or cancelled, with their velocities.
//===---------------------------------------------------------------------===//

/// What happened to a gesture, as a host reads it after a step: its kind (`MotionEvent.began`
/// …), the pointer, the event's time (s), the relative position then (each axis as the
/// motion's interval gives it) and the velocity (pt/s).
public struct MotionEvent: Equatable, Sendable {
    public static let began: UInt32 = 1, moved: UInt32 = 2, ended: UInt32 = 3, cancelled: UInt32 = 4
    public var kind: UInt32
    public var pointer: UInt32
    public var time: Double
    public var position: Vec2
    public var velocity: Vec2
}

/// The pointers of one gesture, in the order they went down: the first still down is the
/// primary, whose point and velocity are the gesture's.
///
/// Why a primary and not the centroid (UIKit's pan): the centroid jumps whenever a finger
/// lands or lifts, so a second finger touching would fling a scrubber; the primary moves only
/// with its own finger. When the primary lifts and others stay, the next in line takes over
/// and the point is re-anchored (`offset`): it goes on from where it was by the new primary's
/// moves, as Android's scroll views re-base on the new active pointer, instead of jumping to
/// the new finger.
///
/// The release velocity is the primary's `VelocityTracker.releaseVelocity(at:)`: the lift is
/// not a sample, and a lift long after the last move releases at rest.
struct GestureTracker {
    /// The most pointers down at once.
    static let maxPointers = 10

    var ids = InlineArray<10, UInt32>(repeating: 0)
    var trackers = InlineArray<10, VelocityTracker>(repeating: VelocityTracker())
    /// Pointers down now.
    var count = 0
    /// The newest event's time, s; events may not go back before it.
    var lastTime = 0.0
    /// Whether any event has been seen (before that, any time is accepted).
    var started = false
    /// The primary's latest point (pt) and velocity (pt/s).
    var point = Vec2.zero
    var velocity = Vec2.zero
    /// What is added to the primary's raw point to make `point`: 0 from the gesture's start,
    /// re-anchored at each hand-over so the point does not jump, pt.
    var offset = Vec2.zero

    /// What a lift did to the gesture.
    enum Lift { case none, ended, handedOver }

    func slot(_ id: UInt32) -> Int? {
        var i = 0
        while i < count { if ids[i] == id { return i }; i += 1 }
        return nil
    }

    /// The raw point `p` of the primary moved by `offset`, kept within ±`Motion.maxExtent`.
    func anchored(_ p: Vec2) -> Vec2 {
        let e = Motion.maxExtent
        return Vec2(Motion.clamp(p.x + offset.x, -e, e), Motion.clamp(p.y + offset.y, -e, e))
    }

    /// Checks an event's time and point before anything changes.
    /// - Throws: `.nonFinite`, `.outOfRange` (time before the newest event's, or past ±1e12 s;
    ///   a point past ±`Motion.maxExtent`).
    func check(_ t: Double, _ p: Vec2) throws(FizzError) {
        try Check.range(t, -Motion.maxTime, Motion.maxTime)
        try Check.range(p.x, -Motion.maxExtent, Motion.maxExtent)
        try Check.range(p.y, -Motion.maxExtent, Motion.maxExtent)
        if started && t < lastTime { throw .outOfRange }
    }

    /// Everything `press` checks, changing nothing: the motion asks it before it reserves
    /// room for the event, so a refused call takes no memory.
    func checkPress(_ id: UInt32, _ t: Double, _ p: Vec2) throws(FizzError) {
        try check(t, p)
        if slot(id) != nil { throw .invalidState }
        if count == GestureTracker.maxPointers { throw .limitReached }
    }

    /// Everything `drag` and `lift` check (`id` is down), changing nothing.
    func checkTracked(_ id: UInt32, _ t: Double, _ p: Vec2) throws(FizzError) {
        try check(t, p)
        if slot(id) == nil { throw .invalidState }
    }

    /// Everything `cancel` checks (a gesture is on), changing nothing.
    func checkCancel(_ t: Double) throws(FizzError) {
        try check(t, point)
        if count == 0 { throw .invalidState }
    }

    /// Pointer `id` went down at `p` at time `t`: returns true when it begins the gesture.
    /// - Throws: as `check`, `.invalidState` (already down), `.limitReached` (`maxPointers` down).
    mutating func press(_ id: UInt32, _ t: Double, _ p: Vec2, maxSpeed: Double) throws(FizzError) -> Bool {
        try checkPress(id, t, p)
        var tr = VelocityTracker()
        tr.maxSpeed = maxSpeed
        tr.add(time: t, x: p.x, y: p.y)
        ids[count] = id; trackers[count] = tr
        count += 1
        lastTime = t; started = true
        if count == 1 { point = p; velocity = .zero; offset = .zero }
        return count == 1
    }

    /// Pointer `id` moved to `p` at time `t`: returns true when it is the primary.
    /// - Throws: as `check`, `.invalidState` (not down).
    mutating func drag(_ id: UInt32, _ t: Double, _ p: Vec2) throws(FizzError) -> Bool {
        try checkTracked(id, t, p)
        guard let i = slot(id) else { throw .invalidState }
        trackers[i].add(time: t, x: p.x, y: p.y)
        lastTime = t
        if i != 0 { return false }
        point = anchored(p); velocity = trackers[0].velocity
        return true
    }

    /// Pointer `id` lifted at `p` at time `t`: the gesture ends (the last pointer), the primary
    /// is handed over (the primary lifted, others stay) or nothing changes for the gesture.
    /// The lift is not a velocity sample; the primary's release velocity is its fit's, or 0
    /// when it lifts `stopAfter` or more after its newest sample. At the end `point` is the
    /// lift's (re-anchored), at a hand-over the point where the old primary was.
    /// - Throws: as `drag`.
    mutating func lift(_ id: UInt32, _ t: Double, _ p: Vec2) throws(FizzError) -> Lift {
        try checkTracked(id, t, p)
        guard let i = slot(id) else { throw .invalidState }
        lastTime = t
        if i == 0 {
            point = anchored(p)
            velocity = trackers[0].releaseVelocity(at: t)
        }
        var j = i
        while j + 1 < count { ids[j] = ids[j + 1]; trackers[j] = trackers[j + 1]; j += 1 }
        count -= 1
        if count == 0 { return .ended }
        if i != 0 { return .none }
        let n = trackers[0].newest
        offset = Vec2(point.x - trackers[0].xs[n], point.y - trackers[0].ys[n])
        velocity = trackers[0].velocity
        return .handedOver
    }

    /// Every pointer is cancelled at time `t`: the gesture ends without a release.
    /// - Throws: `.nonFinite`, `.outOfRange` (time going back), `.invalidState` (no gesture).
    mutating func cancel(_ t: Double) throws(FizzError) {
        try checkCancel(t)
        count = 0; lastTime = t; velocity = .zero
    }

    func hash(into h: inout StateHasher) {
        h.add(UInt64(count)); h.add(lastTime); h.add(started ? 1 as UInt32 : 0); h.add(point.x); h.add(point.y)
        h.add(velocity.x); h.add(velocity.y); h.add(offset.x); h.add(offset.y)
        var i = 0
        while i < count {
            let tr = trackers[i]
            h.add(ids[i]); h.add(UInt64(tr.count)); h.add(tr.maxSpeed)
            var k = 0
            while k < tr.count {
                let j = tr.index(back: k)
                h.add(tr.times[j]); h.add(tr.xs[j]); h.add(tr.ys[j]); k += 1
            }
            i += 1
        }
    }
}
