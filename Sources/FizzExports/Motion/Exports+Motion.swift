//===--- Exports+Motion.swift --------------------------------------------===//
// Part of Fizz. The C API of a motion: a gesture in a rect driving many mapped values.
//===---------------------------------------------------------------------===//

import Fizz

/// A motion as the C API sees it: the engine object and the buffers its bulk reads point into.
/// Its exports are generated from fizz.h (Generated/MotionKind.swift, Generated/MotionCalls.swift);
/// each forwards to one of the bodies below, named after its call.
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

extension MotionEntry {
    /// The body of every motion call but those generated whole: one case per call, in fizz.h's
    /// order. The motion's handle is checked before this runs.
    func run(_ call: MotionCall) throws(Failure) -> Answer {
        let m = motion
        let map = m.mapping
        var bulk = false   // a bulk read: the engine's refusals in the shared words
        do throws(FizzError) {
            switch call {
            case let .setRect(x, y, width, height): try m.setRect(Rect(x: x, y: y, width: width, height: height)); return .ok
            case let .setInterval(interval):
                if interval != 0 && interval != 1 { throw .invalidOption }
                m.setClosedInterval(interval == 1); return .ok
            case let .setMaxSpeed(speed): try m.setMaxSpeed(speed); return .ok
            case let .pointerDown(t, x, y, pointer): try m.pointerDown(pointer, at: Vec2(x, y), time: t); return .ok
            case let .pointerMove(t, x, y, pointer): try m.pointerMove(pointer, to: Vec2(x, y), time: t); return .ok
            case let .pointerUp(t, x, y, pointer): try m.pointerUp(pointer, at: Vec2(x, y), time: t); return .ok
            case let .pointerCancel(t): try m.cancel(time: t); return .ok
            case .getX: return .number(m.relative.x)
            case .getY: return .number(m.relative.y)
            case .getVelocityX: return .number(m.velocity.x)
            case .getVelocityY: return .number(m.velocity.y)
            case .pointerCount: return .count(m.pointerCount)
            case let .addTarget(source, kind, clamp):
                guard let source = Mapping.Source(rawValue: UInt32(bitPattern: source)),
                      let kind = Mapping.Kind(rawValue: UInt32(bitPattern: kind)),
                      clamp >= 0 && clamp <= 3 else { throw .invalidOption }
                return .count(try map.addTarget(source: source, kind: kind, clampLow: clamp & 1 != 0, clampHigh: clamp & 2 != 0))
            case let .addStop(target, input, output):
                let t = try index(target)
                if t < map.targetCount && map.isColour(t) { throw .invalidState }
                return .count(try map.addStop(to: t, input: input, output))
            case let .addColourStop(target, input, rgba):
                let t = try index(target)
                if t < map.targetCount && !map.isColour(t) { throw .invalidState }
                let c = Colour(rgba: rgba)
                return .count(try map.addStop(to: t, input: input, c.c0, c.c1, c.c2, c.alpha))
            case let .setEasing(target, segment, easing, a, b, c, d):
                let e = try Easing(code: UInt32(bitPattern: easing), a, b, c, d)
                try map.setEasing(e, target: try index(target), segment: try index(segment))
                return .ok
            case let .addGroup(axis, kernel, radius):
                guard let axis = Mapping.Source(rawValue: UInt32(bitPattern: axis)),
                      let kernel = ProximityKernel(rawValue: UInt32(bitPattern: kernel)) else { throw .invalidOption }
                return .count(try map.addGroup(axis: axis, kernel: kernel, radius: radius))
            case let .addItem(group, position): return .count(try map.addItem(to: try index(group), position: position))
            case let .addChannel(group, at0, at1): return .count(try map.addChannel(to: try index(group), at0: at0, at1: at1))
            case .outputCount: return .count(map.outputCount)
            case let .outputOffset(kind, i):
                if kind != 0 && kind != 1 { throw .invalidOption }
                let i = try index(i)
                return .count(kind == 0 ? try map.outputOffset(target: i) : try map.outputOffset(group: i))
            case .map: bulk = true; try m.map(into: outputs); return .doubles(outputs.pointer)
            case let .setSync(content, viewport, thumb): try m.setSync(content: content, viewport: viewport, thumb: thumb); return .ok
            case let .scrollTo(offset): return .flag(try m.scroll(to: offset))
            case let .scrubTo(thumb): return .flag(try m.scrub(to: thumb))
            case .getScrollOffset: return .number(m.sync?.offset ?? 0)
            case .getThumb: return .number(m.sync?.thumb ?? 0)
            case .eventCount: return .count(m.eventCount)
            case .events: bulk = true; try m.packEvents(into: events); return .doubles(events.pointer)
            case let .setRelease(power, timeConstant, snapX, snapY):
                try m.setRelease(power == 0 ? nil : try Decay(power: power, timeConstant: timeConstant), snapX: snapX, snapY: snapY)
                return .ok
            case .isGliding: return .flag(m.isGliding)
            case let .resetTimeline(t): try m.resetTimeline(at: t); return .ok
            case let .step(dt): try m.step(dt); return .ok
            }
        } catch {
            if bulk { throw Failure(error) }
            // The shared messages of these refusals name a world.
            if error == .limitReached { throw Failure(Status.limitReached, "the motion holds its maximum of pointers (10), targets, stops, groups, items or channels") }
            if error == .overBudget { throw Failure(Status.limitReached, "the motion's memory budget cannot hold what the call needs") }
            throw Failure(error)
        }
    }

    /// An index argument (a target, segment or group): refused when negative.
    private func index(_ v: Int32) throws(FizzError) -> Int {
        if v < 0 { throw .outOfRange }
        return hostInt(v)
    }
}

extension Mapping {
    /// Whether target `t` (in 0..<targetCount) outputs colours.
    func isColour(_ t: Int) -> Bool { targetKind(t) != .scalar }
}
