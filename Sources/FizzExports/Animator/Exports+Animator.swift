//===--- Exports+Animator.swift ------------------------------------------===//
// Part of Fizz. The C API of an animator: many springs and glides on a fixed step.
//===---------------------------------------------------------------------===//

import Fizz

/// An animator as the C API sees it: the engine object and the buffers its bulk reads point into.
/// Its exports are generated from fizz.h (Generated/AnimatorKind.swift,
/// Generated/AnimatorCalls.swift); each forwards to one of the bodies below, named after its
/// call. fizz_animator_set_snap_points, which takes an array, is written whole below.
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

extension AnimatorEntry {
    /// The body of every animator call but those generated whole and set_snap_points: one case
    /// per call. The animator's handle is checked before this runs; a call on a channel checks
    /// the channel next, except the adds and set_spring, whose numbers are checked as fizz.h says.
    func run(_ call: AnimatorCall) throws(Failure) -> Answer {
        let a = animator
        var bulk = false   // a bulk read: the engine's refusals in the shared words
        do throws(FizzError) {
            switch call {
            case let .addSpring(value, target, stiffness, damping, mass):
                let s = try Spring(stiffness: stiffness, damping: damping, mass: mass)
                return .count(try a.addSpring(s, value: value, velocity: 0, target: target).packed)
            case let .addSpringMoving(value, velocity, target, stiffness, damping, mass):
                let s = try Spring(stiffness: stiffness, damping: damping, mass: mass)
                return .count(try a.addSpring(s, value: value, velocity: velocity, target: target).packed)
            case let .addDecay(value, velocity, power, timeConstant):
                return .count(try a.addDecay(try Decay(power: power, timeConstant: timeConstant), value: value, velocity: velocity).packed)
            case let .setSpring(ch, stiffness, damping, mass):
                try a.setSpring(try channel(ch), try Spring(stiffness: stiffness, damping: damping, mass: mass)); return .ok
            case let .setBounds(ch, lower, upper): try a.setBounds(try channel(ch), lower: lower, upper: upper); return .ok
            case let .setSnap(ch, step, origin): try a.setSnap(try channel(ch), step: step, origin: origin); return .ok
            case let .setTarget(ch, target): try a.setTarget(try channel(ch), target); return .ok
            case let .setValue(ch, value): try a.setValue(try channel(ch), value); return .ok
            case let .setVelocity(ch, velocity): try a.setVelocity(try channel(ch), velocity); return .ok
            case let .setPaused(ch, paused):
                if paused != 0 && paused != 1 { throw .invalidOption }
                try a.setPaused(try channel(ch), paused == 1); return .ok
            case let .drag(ch, raw, dimension): try a.drag(try channel(ch), raw: raw, dimension: dimension); return .ok
            case let .remove(ch): try a.remove(try channel(ch)); return .ok
            case let .setRest(delta, speed): try a.setRest(delta: delta, speed: speed); return .ok
            case let .setChannelRest(ch, delta, speed): try a.setRest(try channel(ch), delta: delta, speed: speed); return .ok
            case let .step(dt): try a.step(dt); return .ok
            case .count: return .count(a.slotCount)
            case .states: bulk = true; try a.packStates(into: states); return .doubles(states.pointer)
            case .events: bulk = true; return .words(try packEvents())
            case let .getValue(ch): return .number(try a.value(try channel(ch)))
            case let .getVelocity(ch): return .number(try a.velocity(try channel(ch)))
            case let .restValue(ch): return .number(try a.restValue(try channel(ch)))
            case let .timeToRest(ch): return .number(try a.timeToRest(try channel(ch)))
            case let .valueAt(ch, t): return .number(try a.value(try channel(ch), at: t))
            case let .velocityAt(ch, t): return .number(try a.velocity(try channel(ch), at: t))
            case .eventCount: return .count(a.eventCount)
            }
        } catch {
            if bulk { throw Failure(error) }
            // The shared messages of these refusals name a world's bubbles.
            if error == .limitReached { throw Failure(Status.limitReached, "the animator already holds its maximum of 65536 channels") }
            if error == .notFound { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
            if error == .invalidOption { throw Failure(Status.invalidOption, "paused must be 0 or 1") }
            throw Failure(error)
        }
    }

    /// The channel a packed id names (only the calls that take one look).
    private func channel(_ packed: Int32) throws(FizzError) -> AnimatorChannel {
        guard let c = AnimatorChannel(packed: packed) else { throw .notFound }
        return c
    }

    /// The last step's events as count × (kind, channel id) words in `eventWords`.
    private func packEvents() throws(FizzError) -> UnsafePointer<UInt32> {
        let a = animator
        let n = a.eventCount
        let p = try eventWords.resize(2 * n, in: a.memory)
        var i = 0
        while i < n {
            let ev = a.event(at: i)
            p[2 * i] = ev.kind.rawValue
            p[2 * i + 1] = UInt32(bitPattern: ev.channel.packed)
            i += 1
        }
        return eventWords.pointer
    }
}

// fizz_animator_set_snap_points takes an array, which no generated export marshals (a call
// case would have to copy it): tools/gen-api skips it by name and its export is written whole
// here. It checks the animator, then the array, then the channel, with run's messages.

/// Makes a glide land on the nearest of `count` points (0 turns it off).
@_expose(wasm, "fizz_animator_set_snap_points") @_cdecl("fizz_animator_set_snap_points")
public func fizz_animator_set_snap_points(_ animator: UInt32, _ channel: Int32, _ points: UnsafePointer<Double>?, _ count: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let a = try AnimatorEntry.lookup(animator).animator
        if count > 0 && points == nil { throw Failure(Status.invalidBuffer, "points is NULL with a count above 0") }
        let list = try hostElements(points, count)
        guard let c = AnimatorChannel(packed: channel) else { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
        do throws(FizzError) { try a.setSnapPoints(c, list) } catch {
            if error == .notFound { throw Failure(Status.staleHandle, "the channel id names no live channel of this animator") }
            throw Failure(error)
        }
        return 0
    }
}
