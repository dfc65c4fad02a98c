//===--- Exports+Motion.swift --------------------------------------------===//
// Part of Fizz. The C API of a motion: a gesture in a rect driving many mapped values.
//===---------------------------------------------------------------------===//

import Fizz

/// A motion as the C API sees it: the engine object and the buffers its bulk reads point into.
final class MotionEntry: HandleObject, KindEntry {
    private(set) var motion: Motion
    private(set) var outputs = PackedBuffer<Double>()
    private(set) var events = PackedBuffer<Double>()

    /// `fizz_motion_create`: a motion over the rect (0, 0, width, height) pt.
    init(width: Double, height: Double) throws(FizzError) { motion = try Motion(width: width, height: height) }

    var object: Motion { motion }

    /// Takes a restored motion in place of this one, under the same handle; the buffers start
    /// again empty, charged to the new motion's budget.
    func restore(_ m: Motion) { motion = m; outputs = PackedBuffer<Double>(); events = PackedBuffer<Double>() }
}

// As for strips, every motion call answering one number runs through one out-of-line switch:
// the lookup and the last-error bookkeeping are then written once, not per export.

/// The motion calls run by `motion(_:_:_:)`.
enum MotionCall {
    case setRect, setInterval, setMaxSpeed, down, move, up, cancel
    case x, y, vx, vy, pointerCount, addTarget, addStop, addColourStop, setEasing
    case addGroup, addItem, addChannel, outputCount, setSync, scrollTo, scrubTo, offset, thumb
    case eventCount, step, setRelease, gliding, resetTimeline, outputOffset
}

/// A call's numbers: up to seven doubles (integers and handles converted exactly).
struct MotionArgs {
    var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0, f = 0.0, g = 0.0
}

/// An integer argument that must be a whole number in `0...max`.
@inline(never)
func motionIndex(_ v: Double, _ max: Int) throws(FizzError) -> Int {
    if !(v >= 0 && v <= Double(max)) { throw .outOfRange }
    return Int(v)
}

/// Runs `call` with `x` on the motion `h`: its number (a status, an index, a count, pt, pt/s),
/// or why not.
@inline(never)
func motion(_ h: UInt32, _ call: MotionCall, _ x: MotionArgs) throws(Failure) -> Double {
    let m = try MotionEntry.lookup(h).motion
    let map = m.mapping
    do throws(FizzError) {
        switch call {
        case .setRect: try m.setRect(Rect(x: x.a, y: x.b, width: x.c, height: x.d)); return 0
        case .setInterval:
            if x.a != 0 && x.a != 1 { throw .invalidOption }
            m.setClosedInterval(x.a == 1); return 0
        case .setMaxSpeed: try m.setMaxSpeed(x.a); return 0
        case .down: try m.pointerDown(UInt32(x.d), at: Vec2(x.b, x.c), time: x.a); return 0
        case .move: try m.pointerMove(UInt32(x.d), to: Vec2(x.b, x.c), time: x.a); return 0
        case .up: try m.pointerUp(UInt32(x.d), at: Vec2(x.b, x.c), time: x.a); return 0
        case .cancel: try m.cancel(time: x.a); return 0
        case .x: return m.relative.x
        case .y: return m.relative.y
        case .vx: return m.velocity.x
        case .vy: return m.velocity.y
        case .pointerCount: return Double(m.pointerCount)
        case .addTarget:
            guard let source = Mapping.Source(rawValue: UInt32(truncatingIfNeeded: Int32(x.a))),
                  let kind = Mapping.Kind(rawValue: UInt32(truncatingIfNeeded: Int32(x.b))),
                  x.c >= 0 && x.c <= 3 else { throw .invalidOption }
            let clamp = Int(x.c)
            return Double(try map.addTarget(source: source, kind: kind, clampLow: clamp & 1 != 0, clampHigh: clamp & 2 != 0))
        case .addStop:
            let t = try motionIndex(x.a, Int(Int32.max))
            if t < map.targetCount && map.isColour(t) { throw .invalidState }
            return Double(try map.addStop(to: t, input: x.b, x.c))
        case .addColourStop:
            let t = try motionIndex(x.a, Int(Int32.max))
            if t < map.targetCount && !map.isColour(t) { throw .invalidState }
            let c = Colour(rgba: UInt32(x.c))
            return Double(try map.addStop(to: t, input: x.b, c.c0, c.c1, c.c2, c.alpha))
        case .setEasing:
            let easing = try Easing(code: UInt32(truncatingIfNeeded: Int32(x.c)), x.d, x.e, x.f, x.g)
            try map.setEasing(easing, target: try motionIndex(x.a, Int(Int32.max)), segment: try motionIndex(x.b, Int(Int32.max)))
            return 0
        case .addGroup:
            guard let axis = Mapping.Source(rawValue: UInt32(truncatingIfNeeded: Int32(x.a))),
                  let kernel = ProximityKernel(rawValue: UInt32(truncatingIfNeeded: Int32(x.b))) else { throw .invalidOption }
            return Double(try map.addGroup(axis: axis, kernel: kernel, radius: x.c))
        case .addItem: return Double(try map.addItem(to: try motionIndex(x.a, Int(Int32.max)), position: x.b))
        case .addChannel: return Double(try map.addChannel(to: try motionIndex(x.a, Int(Int32.max)), at0: x.b, at1: x.c))
        case .outputCount: return Double(map.outputCount)
        case .setSync: try m.setSync(content: x.a, viewport: x.b, thumb: x.c); return 0
        case .scrollTo: return try m.scroll(to: x.a) ? 1 : 0
        case .scrubTo: return try m.scrub(to: x.a) ? 1 : 0
        case .offset: return m.sync?.offset ?? 0
        case .thumb: return m.sync?.thumb ?? 0
        case .eventCount: return Double(m.eventCount)
        case .step: try m.step(x.a); return 0
        case .setRelease:
            try m.setRelease(x.a == 0 ? nil : try Decay(power: x.a, timeConstant: x.b), snapX: x.c, snapY: x.d)
            return 0
        case .gliding: return m.isGliding ? 1 : 0
        case .resetTimeline: try m.resetTimeline(at: x.a); return 0
        case .outputOffset:
            if x.a != 0 && x.a != 1 { throw .invalidOption }
            let i = try motionIndex(x.b, Int(Int32.max))
            return Double(x.a == 0 ? try map.outputOffset(target: i) : try map.outputOffset(group: i))
        }
    } catch {
        // The shared messages of these refusals name a world.
        if error == .limitReached { throw Failure(Status.limitReached, "the motion holds its maximum of pointers (10), targets, stops, groups, items or channels") }
        if error == .overBudget { throw Failure(Status.limitReached, "the motion's memory budget cannot hold what the call needs") }
        throw Failure(error)
    }
}

/// A motion call answering a double (NaN on error).
@inline(never)
func motionValue(_ h: UInt32, _ call: MotionCall, _ x: MotionArgs = MotionArgs()) -> Double {
    api(Double.nan) { () throws(Failure) in try motion(h, call, x) }
}

/// A motion call answering a status, an index or a count (the status on error).
@inline(never)
func motionCode(_ h: UInt32, _ call: MotionCall, _ x: MotionArgs = MotionArgs()) -> Int32 {
    let v = motionValue(h, call, x)
    return lastStatus < 0 ? lastStatus : Int32(v)
}

extension Mapping {
    /// Whether target `t` (in 0..<targetCount) outputs colours.
    func isColour(_ t: Int) -> Bool { targetKind(t) != .scalar }
}

/// Moves and resizes the gesture's rect (see fizz.h).
@_expose(wasm, "fizz_motion_set_rect") @_cdecl("fizz_motion_set_rect")
public func fizz_motion_set_rect(_ motion: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    motionCode(motion, .setRect, MotionArgs(a: x, b: y, c: width, d: height))
}

/// Chooses the open (0) or closed (1) interval of relative positions.
@_expose(wasm, "fizz_motion_set_interval") @_cdecl("fizz_motion_set_interval")
public func fizz_motion_set_interval(_ motion: UInt32, _ interval: Int32) -> Int32 { motionCode(motion, .setInterval, MotionArgs(a: Double(interval))) }

/// Clamps each velocity component to ±speed pt/s (0 turns it off).
@_expose(wasm, "fizz_motion_set_max_speed") @_cdecl("fizz_motion_set_max_speed")
public func fizz_motion_set_max_speed(_ motion: UInt32, _ speed: Double) -> Int32 { motionCode(motion, .setMaxSpeed, MotionArgs(a: speed)) }

/// Pointer `pointer` went down at (x, y) pt at time t s.
@_expose(wasm, "fizz_motion_pointer_down") @_cdecl("fizz_motion_pointer_down")
public func fizz_motion_pointer_down(_ motion: UInt32, _ t: Double, _ x: Double, _ y: Double, _ pointer: UInt32) -> Int32 {
    motionCode(motion, .down, MotionArgs(a: t, b: x, c: y, d: Double(pointer)))
}

/// Pointer `pointer` moved to (x, y) pt at time t s.
@_expose(wasm, "fizz_motion_pointer_move") @_cdecl("fizz_motion_pointer_move")
public func fizz_motion_pointer_move(_ motion: UInt32, _ t: Double, _ x: Double, _ y: Double, _ pointer: UInt32) -> Int32 {
    motionCode(motion, .move, MotionArgs(a: t, b: x, c: y, d: Double(pointer)))
}

/// Pointer `pointer` lifted at (x, y) pt at time t s.
@_expose(wasm, "fizz_motion_pointer_up") @_cdecl("fizz_motion_pointer_up")
public func fizz_motion_pointer_up(_ motion: UInt32, _ t: Double, _ x: Double, _ y: Double, _ pointer: UInt32) -> Int32 {
    motionCode(motion, .up, MotionArgs(a: t, b: x, c: y, d: Double(pointer)))
}

/// The gesture is cancelled at time t s.
@_expose(wasm, "fizz_motion_cancel") @_cdecl("fizz_motion_cancel")
public func fizz_motion_cancel(_ motion: UInt32, _ t: Double) -> Int32 { motionCode(motion, .cancel, MotionArgs(a: t)) }

/// The relative x, y of the primary pointer; NaN on error.
@_expose(wasm, "fizz_motion_get_x") @_cdecl("fizz_motion_get_x")
public func fizz_motion_get_x(_ motion: UInt32) -> Double { motionValue(motion, .x) }
@_expose(wasm, "fizz_motion_get_y") @_cdecl("fizz_motion_get_y")
public func fizz_motion_get_y(_ motion: UInt32) -> Double { motionValue(motion, .y) }

/// The primary pointer's velocity, pt/s; NaN on error.
@_expose(wasm, "fizz_motion_get_velocity_x") @_cdecl("fizz_motion_get_velocity_x")
public func fizz_motion_get_velocity_x(_ motion: UInt32) -> Double { motionValue(motion, .vx) }
@_expose(wasm, "fizz_motion_get_velocity_y") @_cdecl("fizz_motion_get_velocity_y")
public func fizz_motion_get_velocity_y(_ motion: UInt32) -> Double { motionValue(motion, .vy) }

/// Pointers down now, or a negative status.
@_expose(wasm, "fizz_motion_pointer_count") @_cdecl("fizz_motion_pointer_count")
public func fizz_motion_pointer_count(_ motion: UInt32) -> Int32 { motionCode(motion, .pointerCount) }

/// Adds a mapping target; its index, or a negative status.
@_expose(wasm, "fizz_motion_add_target") @_cdecl("fizz_motion_add_target")
public func fizz_motion_add_target(_ motion: UInt32, _ source: Int32, _ kind: Int32, _ clamp: Int32) -> Int32 {
    motionCode(motion, .addTarget, MotionArgs(a: Double(source), b: Double(kind), c: Double(clamp)))
}

/// Appends a stop (input, output) to the newest scalar target; its stop count.
@_expose(wasm, "fizz_motion_add_stop") @_cdecl("fizz_motion_add_stop")
public func fizz_motion_add_stop(_ motion: UInt32, _ target: Int32, _ input: Double, _ output: Double) -> Int32 {
    motionCode(motion, .addStop, MotionArgs(a: Double(target), b: input, c: output))
}

/// Appends a stop (input, 0xRRGGBBAA) to the newest colour target; its stop count.
@_expose(wasm, "fizz_motion_add_colour_stop") @_cdecl("fizz_motion_add_colour_stop")
public func fizz_motion_add_colour_stop(_ motion: UInt32, _ target: Int32, _ input: Double, _ rgba: UInt32) -> Int32 {
    motionCode(motion, .addColourStop, MotionArgs(a: Double(target), b: input, c: Double(rgba)))
}

/// Sets a segment's easing (FIZZ_EASE_*, with its four numbers).
@_expose(wasm, "fizz_motion_set_easing") @_cdecl("fizz_motion_set_easing")
public func fizz_motion_set_easing(_ motion: UInt32, _ target: Int32, _ segment: Int32, _ easing: Int32,
                                   _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int32 {
    motionCode(motion, .setEasing, MotionArgs(a: Double(target), b: Double(segment), c: Double(easing), d: a, e: b, f: c, g: d))
}

/// Adds a proximity group; its index.
@_expose(wasm, "fizz_motion_add_group") @_cdecl("fizz_motion_add_group")
public func fizz_motion_add_group(_ motion: UInt32, _ axis: Int32, _ kernel: Int32, _ radius: Double) -> Int32 {
    motionCode(motion, .addGroup, MotionArgs(a: Double(axis), b: Double(kernel), c: radius))
}

/// Appends an item at `position` pt to the newest group; its index in the group.
@_expose(wasm, "fizz_motion_add_item") @_cdecl("fizz_motion_add_item")
public func fizz_motion_add_item(_ motion: UInt32, _ group: Int32, _ position: Double) -> Int32 {
    motionCode(motion, .addItem, MotionArgs(a: Double(group), b: position))
}

/// Appends a channel at0 + (at1 − at0)·k to the newest group; its index in the group.
@_expose(wasm, "fizz_motion_add_channel") @_cdecl("fizz_motion_add_channel")
public func fizz_motion_add_channel(_ motion: UInt32, _ group: Int32, _ at0: Double, _ at1: Double) -> Int32 {
    motionCode(motion, .addChannel, MotionArgs(a: Double(group), b: at0, c: at1))
}

/// How many doubles fizz_motion_map writes, or a negative status.
@_expose(wasm, "fizz_motion_output_count") @_cdecl("fizz_motion_output_count")
public func fizz_motion_output_count(_ motion: UInt32) -> Int32 { motionCode(motion, .outputCount) }

/// Every mapped output for the current position; NULL on error. Valid until the next call.
@_expose(wasm, "fizz_motion_map") @_cdecl("fizz_motion_map")
public func fizz_motion_map(_ motion: UInt32) -> UnsafePointer<Double>? {
    api(nil) { () throws(Failure) in
        let e = try MotionEntry.lookup(motion)
        return try engine { () throws(FizzError) in try e.motion.map(into: e.outputs); return e.outputs.pointer }
    }
}

/// Sets the scrubber ↔ scroll view sync (lengths in pt).
@_expose(wasm, "fizz_motion_set_sync") @_cdecl("fizz_motion_set_sync")
public func fizz_motion_set_sync(_ motion: UInt32, _ content: Double, _ viewport: Double, _ thumb: Double) -> Int32 {
    motionCode(motion, .setSync, MotionArgs(a: content, b: viewport, c: thumb))
}

/// The scroll view is at `offset` pt: 1 when the thumb moved, 0 for an echo.
@_expose(wasm, "fizz_motion_scroll_to") @_cdecl("fizz_motion_scroll_to")
public func fizz_motion_scroll_to(_ motion: UInt32, _ offset: Double) -> Int32 { motionCode(motion, .scrollTo, MotionArgs(a: offset)) }

/// The thumb is at `thumb` pt: 1 when the offset moved, 0 for an echo.
@_expose(wasm, "fizz_motion_scrub_to") @_cdecl("fizz_motion_scrub_to")
public func fizz_motion_scrub_to(_ motion: UInt32, _ thumb: Double) -> Int32 { motionCode(motion, .scrubTo, MotionArgs(a: thumb)) }

/// The synced scroll offset and thumb origin, pt; NaN on error.
@_expose(wasm, "fizz_motion_get_scroll_offset") @_cdecl("fizz_motion_get_scroll_offset")
public func fizz_motion_get_scroll_offset(_ motion: UInt32) -> Double { motionValue(motion, .offset) }
@_expose(wasm, "fizz_motion_get_thumb") @_cdecl("fizz_motion_get_thumb")
public func fizz_motion_get_thumb(_ motion: UInt32) -> Double { motionValue(motion, .thumb) }

/// Events of the last step, or a negative status.
@_expose(wasm, "fizz_motion_event_count") @_cdecl("fizz_motion_event_count")
public func fizz_motion_event_count(_ motion: UInt32) -> Int32 { motionCode(motion, .eventCount) }

/// The last step's events, 7 doubles each; NULL on error. Valid until the next call.
@_expose(wasm, "fizz_motion_events") @_cdecl("fizz_motion_events")
public func fizz_motion_events(_ motion: UInt32) -> UnsafePointer<Double>? {
    api(nil) { () throws(Failure) in
        let e = try MotionEntry.lookup(motion)
        return try engine { () throws(FizzError) in try e.motion.packEvents(into: e.events); return e.events.pointer }
    }
}

/// Makes a frame: dt s (0...10) on the clock, the events since the last step listed.
@_expose(wasm, "fizz_motion_step") @_cdecl("fizz_motion_step")
public func fizz_motion_step(_ motion: UInt32, _ dt: Double) -> Int32 { motionCode(motion, .step, MotionArgs(a: dt)) }

/// Sets the release glide (power 0: none) and its snap steps.
@_expose(wasm, "fizz_motion_set_release") @_cdecl("fizz_motion_set_release")
public func fizz_motion_set_release(_ motion: UInt32, _ power: Double, _ timeConstant: Double, _ snapX: Double, _ snapY: Double) -> Int32 {
    motionCode(motion, .setRelease, MotionArgs(a: power, b: timeConstant, c: snapX, d: snapY))
}

/// 1 while the point glides after a release, 0 when not, or a negative status.
@_expose(wasm, "fizz_motion_is_gliding") @_cdecl("fizz_motion_is_gliding")
public func fizz_motion_is_gliding(_ motion: UInt32) -> Int32 { motionCode(motion, .gliding) }

/// Begins a new timeline at time t s (see fizz.h).
@_expose(wasm, "fizz_motion_reset_timeline") @_cdecl("fizz_motion_reset_timeline")
public func fizz_motion_reset_timeline(_ motion: UInt32, _ t: Double) -> Int32 { motionCode(motion, .resetTimeline, MotionArgs(a: t)) }

/// Where a target's (kind 0) or group's (kind 1) outputs start in fizz_motion_map's array.
@_expose(wasm, "fizz_motion_output_offset") @_cdecl("fizz_motion_output_offset")
public func fizz_motion_output_offset(_ motion: UInt32, _ kind: Int32, _ index: Int32) -> Int32 {
    motionCode(motion, .outputOffset, MotionArgs(a: Double(kind), b: Double(index)))
}
