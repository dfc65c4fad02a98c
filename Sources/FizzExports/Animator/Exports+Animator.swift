//===--- Exports+Animator.swift ------------------------------------------===//
// Part of Fizz. The C API of an animator: many springs and glides on a fixed step.
//===---------------------------------------------------------------------===//

import Fizz

/// An animator as the C API sees it: the engine object and the buffers its bulk reads point into.
final class AnimatorEntry: HandleObject, KindEntry {
    private(set) var animator: Animator
    private(set) var states = PackedBuffer<Double>()
    private(set) var eventWords = PackedBuffer<UInt32>()

    /// `fizz_animator_create`: an animator with no channels.
    override init() { animator = Animator() }

    var object: Animator { animator }

    /// Takes a restored animator in place of this one, under the same handle; the read
    /// buffers start again empty, charged to the new animator's budget.
    func restore(_ a: Animator) { animator = a; states = PackedBuffer<Double>(); eventWords = PackedBuffer<UInt32>() }
}

// As the strip's: every animator call that answers one number is a case of `AnimatorCall`,
// run by one out-of-line function (each export inlining its own lookup and error bookkeeping
// costs fizz.wasm about 200 bytes).

/// The animator calls run by `animator(_:_:_:_:_:_:_:_:)`.
enum AnimatorCall {
    case addSpring, addDecay, setSpring, setBounds, setSnap, setTarget, setValue, setVelocity
    case setPaused, drag, remove, setRest, step, count, value, velocity, restValue, timeToRest, valueAt, eventCount
    case velocityAt, channelRest
}

/// Runs `call` on the animator `h` with channel `ch` and numbers `x`, `y`, `z`, `w`, `u`: its
/// number (a channel id, a count, a value), or why not.
@inline(never)
func animator(_ h: UInt32, _ call: AnimatorCall, _ ch: Int32, _ x: Double, _ y: Double = 0,
              _ z: Double = 0, _ w: Double = 0, _ u: Double = 0, _ v: Double = 0) throws(Failure) -> Double {
    let a = try AnimatorEntry.lookup(h).animator
    do throws(FizzError) {
        /// The channel `ch` names (only the calls that take one look).
        func channel() throws(FizzError) -> AnimatorChannel {
            guard let c = AnimatorChannel(packed: ch) else { throw .notFound }
            return c
        }
        switch call {
        case .addSpring:
            let s = try Spring(stiffness: z, damping: w, mass: u)
            return Double(try a.addSpring(s, value: x, velocity: v, target: y).packed)
        case .addDecay:
            return Double(try a.addDecay(try Decay(power: z, timeConstant: w), value: x, velocity: y).packed)
        case .setSpring: try a.setSpring(try channel(), try Spring(stiffness: x, damping: y, mass: z)); return 0
        case .setBounds: try a.setBounds(try channel(), lower: x, upper: y); return 0
        case .setSnap: try a.setSnap(try channel(), step: x, origin: y); return 0
        case .setTarget: try a.setTarget(try channel(), x); return 0
        case .setValue: try a.setValue(try channel(), x); return 0
        case .setVelocity: try a.setVelocity(try channel(), x); return 0
        case .setPaused:
            if x != 0 && x != 1 { throw .invalidOption }
            try a.setPaused(try channel(), x == 1); return 0
        case .drag: try a.drag(try channel(), raw: x, dimension: y); return 0
        case .remove: try a.remove(try channel()); return 0
        case .setRest: try a.setRest(delta: x, speed: y); return 0
        case .step: try a.step(x); return 0
        case .count: return Double(a.slotCount)
        case .value: return try a.value(try channel())
        case .velocity: return try a.velocity(try channel())
        case .restValue: return try a.restValue(try channel())
        case .timeToRest: return try a.timeToRest(try channel())
        case .valueAt: return try a.value(try channel(), at: x)
        case .eventCount: return Double(a.eventCount)
        case .velocityAt: return try a.velocity(try channel(), at: x)
        case .channelRest: try a.setRest(try channel(), delta: x, speed: y); return 0
        }
    } catch {
        // The shared messages of these refusals name a world's bubbles.
        if error == .limitReached { throw Failure(Status.limitReached, "the animator already holds its maximum of 65536 channels") }
        if error == .notFound { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
        if error == .invalidOption { throw Failure(Status.invalidOption, "paused must be 0 or 1") }
        throw Failure(error)
    }
}

/// An animator call answering a double (NaN on error).
@inline(never)
func animatorValue(_ h: UInt32, _ call: AnimatorCall, _ ch: Int32, _ x: Double = 0, _ y: Double = 0,
                   _ z: Double = 0, _ w: Double = 0, _ u: Double = 0, _ v: Double = 0) -> Double {
    api(Double.nan) { () throws(Failure) in try animator(h, call, ch, x, y, z, w, u, v) }
}

/// An animator call answering a status, a channel id or a count (the status on error): the
/// same call as `animatorValue` (its numbers are exact in a double).
@inline(never)
func animatorCode(_ h: UInt32, _ call: AnimatorCall, _ ch: Int32, _ x: Double = 0, _ y: Double = 0,
                  _ z: Double = 0, _ w: Double = 0, _ u: Double = 0, _ v: Double = 0) -> Int32 {
    let r = animatorValue(h, call, ch, x, y, z, w, u, v)
    return lastStatus < 0 ? lastStatus : Int32(r)
}

/// Adds a spring channel; its id or a negative status.
@_expose(wasm, "fizz_animator_add_spring") @_cdecl("fizz_animator_add_spring")
public func fizz_animator_add_spring(_ animator: UInt32, _ value: Double, _ target: Double, _ stiffness: Double,
                                     _ damping: Double, _ mass: Double) -> Int32 {
    animatorCode(animator, .addSpring, 0, value, target, stiffness, damping, mass)
}

/// Adds a glide channel; its id or a negative status.
@_expose(wasm, "fizz_animator_add_decay") @_cdecl("fizz_animator_add_decay")
public func fizz_animator_add_decay(_ animator: UInt32, _ value: Double, _ velocity: Double, _ power: Double,
                                    _ timeConstant: Double) -> Int32 {
    animatorCode(animator, .addDecay, 0, value, velocity, power, timeConstant)
}

/// Adds a spring channel moving at `velocity` units/s; its id or a negative status.
@_expose(wasm, "fizz_animator_add_spring_moving") @_cdecl("fizz_animator_add_spring_moving")
public func fizz_animator_add_spring_moving(_ animator: UInt32, _ value: Double, _ velocity: Double, _ target: Double,
                                            _ stiffness: Double, _ damping: Double, _ mass: Double) -> Int32 {
    animatorCode(animator, .addSpring, 0, value, target, stiffness, damping, mass, velocity)
}

/// Replaces a channel's spring.
@_expose(wasm, "fizz_animator_set_spring") @_cdecl("fizz_animator_set_spring")
public func fizz_animator_set_spring(_ animator: UInt32, _ channel: Int32, _ stiffness: Double, _ damping: Double,
                                     _ mass: Double) -> Int32 {
    animatorCode(animator, .setSpring, channel, stiffness, damping, mass)
}

/// Bounds a glide.
@_expose(wasm, "fizz_animator_set_bounds") @_cdecl("fizz_animator_set_bounds")
public func fizz_animator_set_bounds(_ animator: UInt32, _ channel: Int32, _ lower: Double, _ upper: Double) -> Int32 {
    animatorCode(animator, .setBounds, channel, lower, upper)
}

/// Makes a glide land on a grid (step 0: off).
@_expose(wasm, "fizz_animator_set_snap") @_cdecl("fizz_animator_set_snap")
public func fizz_animator_set_snap(_ animator: UInt32, _ channel: Int32, _ step: Double, _ origin: Double) -> Int32 {
    animatorCode(animator, .setSnap, channel, step, origin)
}

/// Sends a channel toward `target` with its spring.
@_expose(wasm, "fizz_animator_set_target") @_cdecl("fizz_animator_set_target")
public func fizz_animator_set_target(_ animator: UInt32, _ channel: Int32, _ target: Double) -> Int32 {
    animatorCode(animator, .setTarget, channel, target)
}

/// Moves a channel to `value`.
@_expose(wasm, "fizz_animator_set_value") @_cdecl("fizz_animator_set_value")
public func fizz_animator_set_value(_ animator: UInt32, _ channel: Int32, _ value: Double) -> Int32 {
    animatorCode(animator, .setValue, channel, value)
}

/// Sets a channel's velocity, units/s.
@_expose(wasm, "fizz_animator_set_velocity") @_cdecl("fizz_animator_set_velocity")
public func fizz_animator_set_velocity(_ animator: UInt32, _ channel: Int32, _ velocity: Double) -> Int32 {
    animatorCode(animator, .setVelocity, channel, velocity)
}

/// Pauses (1) or resumes (0) a channel.
@_expose(wasm, "fizz_animator_set_paused") @_cdecl("fizz_animator_set_paused")
public func fizz_animator_set_paused(_ animator: UInt32, _ channel: Int32, _ paused: Int32) -> Int32 {
    animatorCode(animator, .setPaused, channel, Double(paused))
}

/// Holds a channel at a rubber-banded finger position.
@_expose(wasm, "fizz_animator_drag") @_cdecl("fizz_animator_drag")
public func fizz_animator_drag(_ animator: UInt32, _ channel: Int32, _ raw: Double, _ dimension: Double) -> Int32 {
    animatorCode(animator, .drag, channel, raw, dimension)
}

/// Removes a channel; its id becomes stale.
@_expose(wasm, "fizz_animator_remove") @_cdecl("fizz_animator_remove")
public func fizz_animator_remove(_ animator: UInt32, _ channel: Int32) -> Int32 {
    animatorCode(animator, .remove, channel)
}

/// Sets the rest thresholds.
@_expose(wasm, "fizz_animator_set_rest") @_cdecl("fizz_animator_set_rest")
public func fizz_animator_set_rest(_ animator: UInt32, _ delta: Double, _ speed: Double) -> Int32 {
    animatorCode(animator, .setRest, 0, delta, speed)
}

/// Advances `dt` seconds; FIZZ_OK or a negative status.
@_expose(wasm, "fizz_animator_step") @_cdecl("fizz_animator_step")
public func fizz_animator_step(_ animator: UInt32, _ dt: Double) -> Int32 { animatorCode(animator, .step, 0, dt) }

/// The number of channel slots, or a negative status.
@_expose(wasm, "fizz_animator_count") @_cdecl("fizz_animator_count")
public func fizz_animator_count(_ animator: UInt32) -> Int32 { animatorCode(animator, .count, 0) }

/// `count × (value, velocity)` doubles by slot; NULL on error. Valid until the next call.
@_expose(wasm, "fizz_animator_states") @_cdecl("fizz_animator_states")
public func fizz_animator_states(_ animator: UInt32) -> UnsafePointer<Double>? {
    api(nil) { () throws(Failure) in
        let e = try AnimatorEntry.lookup(animator)
        return try engine { () throws(FizzError) in try e.animator.packStates(into: e.states); return e.states.pointer }
    }
}

/// A channel's value, NaN on error.
@_expose(wasm, "fizz_animator_get_value") @_cdecl("fizz_animator_get_value")
public func fizz_animator_get_value(_ animator: UInt32, _ channel: Int32) -> Double { animatorValue(animator, .value, channel) }

/// A channel's velocity in units/s, NaN on error.
@_expose(wasm, "fizz_animator_get_velocity") @_cdecl("fizz_animator_get_velocity")
public func fizz_animator_get_velocity(_ animator: UInt32, _ channel: Int32) -> Double { animatorValue(animator, .velocity, channel) }

/// Where a channel will rest, NaN on error.
@_expose(wasm, "fizz_animator_rest_value") @_cdecl("fizz_animator_rest_value")
public func fizz_animator_rest_value(_ animator: UInt32, _ channel: Int32) -> Double { animatorValue(animator, .restValue, channel) }

/// Seconds until a channel rests, NaN on error.
@_expose(wasm, "fizz_animator_time_to_rest") @_cdecl("fizz_animator_time_to_rest")
public func fizz_animator_time_to_rest(_ animator: UInt32, _ channel: Int32) -> Double { animatorValue(animator, .timeToRest, channel) }

/// A channel's value `t` seconds from now, NaN on error.
@_expose(wasm, "fizz_animator_value_at") @_cdecl("fizz_animator_value_at")
public func fizz_animator_value_at(_ animator: UInt32, _ channel: Int32, _ t: Double) -> Double {
    animatorValue(animator, .valueAt, channel, t)
}

/// The number of events of the last step, or a negative status.
@_expose(wasm, "fizz_animator_event_count") @_cdecl("fizz_animator_event_count")
public func fizz_animator_event_count(_ animator: UInt32) -> Int32 { animatorCode(animator, .eventCount, 0) }

/// The last step's events: count × (kind, channel id) uint32; NULL on error.
@_expose(wasm, "fizz_animator_events") @_cdecl("fizz_animator_events")
public func fizz_animator_events(_ animator: UInt32) -> UnsafePointer<UInt32>? {
    api(nil) { () throws(Failure) in
        let e = try AnimatorEntry.lookup(animator)
        return try engine { () throws(FizzError) in
            let a = e.animator
            let n = a.eventCount
            let p = try e.eventWords.resize(2 * n, in: a.memory)
            var i = 0
            while i < n {
                let ev = a.event(at: i)
                p[2 * i] = ev.kind.rawValue
                p[2 * i + 1] = UInt32(bitPattern: ev.channel.packed)
                i += 1
            }
            return e.eventWords.pointer
        }
    }
}

/// A channel's velocity `t` seconds from now, units/s; NaN on error.
@_expose(wasm, "fizz_animator_velocity_at") @_cdecl("fizz_animator_velocity_at")
public func fizz_animator_velocity_at(_ animator: UInt32, _ channel: Int32, _ t: Double) -> Double {
    animatorValue(animator, .velocityAt, channel, t)
}

/// Sets a channel's own rest thresholds (both 0: the animator's).
@_expose(wasm, "fizz_animator_set_channel_rest") @_cdecl("fizz_animator_set_channel_rest")
public func fizz_animator_set_channel_rest(_ animator: UInt32, _ channel: Int32, _ delta: Double, _ speed: Double) -> Int32 {
    animatorCode(animator, .channelRest, channel, delta, speed)
}

/// Makes a glide land on the nearest of `count` points (0 turns it off).
@_expose(wasm, "fizz_animator_set_snap_points") @_cdecl("fizz_animator_set_snap_points")
public func fizz_animator_set_snap_points(_ animator: UInt32, _ channel: Int32, _ points: UnsafePointer<Double>?, _ count: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let a = try AnimatorEntry.lookup(animator).animator
        if count > 0 && points == nil { throw Failure(Status.invalidBuffer, "points is NULL with a count above 0") }
        guard let c = AnimatorChannel(packed: channel) else { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
        do throws(FizzError) { try a.setSnapPoints(c, UnsafeBufferPointer(start: points, count: Int(count))) } catch {
            if error == .notFound { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
            throw Failure(error)
        }
        return 0
    }
}
