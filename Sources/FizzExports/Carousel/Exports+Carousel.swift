//===--- Exports+Carousel.swift ------------------------------------------===//
// Part of Fizz. The C API of a carousel: items along a path, scrolled, flung, looped.
//===---------------------------------------------------------------------===//

import Fizz

/// A carousel as the C API sees it: the engine object and the buffer its visible records
/// point into. Its exports are generated from fizz.h (Generated/CarouselKind.swift,
/// Generated/CarouselCalls.swift); each forwards to one of the bodies below, named after its call.
final class CarouselEntry: HandleObject, KindEntry {
    private(set) var carousel: Carousel
    private(set) var visibleBuffer = PackedBuffer<Double>()

    /// `fizz_carousel_create`: a horizontal carousel of `count` items (see fizz.h).
    init(viewport_width: Double, viewport_height: Double, item_width: Double, item_height: Double,
         count: Int32) throws(FizzError) {
        let layout = try CarouselLayout(viewportWidth: viewport_width, viewportHeight: viewport_height,
                                        itemWidth: item_width, itemHeight: item_height)
        carousel = try Carousel(layout: layout, count: hostInt(count))
    }

    var object: Carousel { carousel }

    /// Takes a restored carousel in place of this one; the visible buffer starts again empty,
    /// charged to the new carousel's budget.
    func restore(_ c: Carousel) { carousel = c; visibleBuffer = PackedBuffer<Double>() }
}

extension CarouselEntry {
    /// The body of every carousel call but those generated whole: one case per call.
    func run(_ call: CarouselCall) throws(Failure) -> Answer {
        let c = carousel
        do throws(FizzError) {
            switch call {
            case let .setLayout(direction, w, h, iw, ih, spacing):
                guard let d = CarouselLayout.Direction(rawValue: UInt32(bitPattern: direction)) else { throw .invalidOption }
                try c.setLayout(CarouselLayout(viewportWidth: w, viewportHeight: h, itemWidth: iw, itemHeight: ih,
                                               direction: d, lineSpacing: spacing))
                return .ok
            case let .setCount(count): try c.setCount(hostInt(count)); return .ok
            case .getCount: return .count(c.count)
            case let .getLayout(which):
                let l = c.layout
                switch which {
                case 0: return .count(l.direction.rawValue)
                case 1: return .number(l.viewportWidth)
                case 2: return .number(l.viewportHeight)
                case 3: return .number(l.itemWidth)
                case 4: return .number(l.itemHeight)
                case 5: return .number(l.lineSpacing)
                default: throw .invalidOption
                }
            case let .setLooping(on): try c.setLooping(try Self.flag(on)); return .ok
            case let .setSnapping(mode):
                guard let s = CarouselSnapping(rawValue: UInt32(bitPattern: mode)) else { throw .invalidOption }
                c.setSnapping(s); return .ok
            case let .setPath(kind, a, b, cc, d): try c.setPath(kind: kind, a, b, cc, d); return .ok
            case let .addPathPoint(u, y): return .count(try c.addCustomPoint(u: u, y: y))
            case .clearPathPoints: c.clearCustomPoints(); return .ok
            case let .setTransform(kind, p0, p1, p2, p3, p4, p5):
                try c.setTransform(kind: kind, p0, p1, p2, p3, p4, p5); return .ok
            case let .setFade(lo, hi, range, alpha):
                let f = CarouselFade(fadeMin: lo, fadeMax: hi, fadeRange: range, fadeMinAlpha: alpha)
                try c.setFade(f); return .ok
            case .clearFade: try c.setFade(nil); return .ok
            case let .setPerspective(m34, x, y): try c.setPerspective(m34, viewpointX: x, viewpointY: y); return .ok
            case let .setDecay(power, tau): c.setDecay(try Decay(power: power, timeConstant: tau)); return .ok
            case let .setSpring(k, damping, mass): c.setSpring(try Spring(stiffness: k, damping: damping, mass: mass)); return .ok
            case let .setAutoscroll(speed): try c.setAutoscroll(speed); return .ok
            case let .setRubberBand(k): try c.setRubberBand(k); return .ok
            case let .setRest(delta, speed): try c.setRest(delta: delta, speed: speed); return .ok
            case let .setWindow(margin, half): try c.setWindow(margin: hostInt(margin), halfWidth: hostInt(half)); return .ok
            case let .pointerDown(t, x, y): try c.pointerDown(time: t, x: x, y: y); return .ok
            case let .pointerMove(t, x, y): try c.pointerMove(time: t, x: x, y: y); return .ok
            case let .pointerUp(t, x, y): return .count(max(try c.pointerUp(time: t, x: x, y: y), 0))
            case .pointerCancel: try c.pointerCancel(); return .ok
            case let .setPosition(s): try c.setPosition(s); return .ok
            case let .scrollToIndex(i, animated): try c.scroll(toIndex: hostInt(i), animated: try Self.flag(animated)); return .ok
            case let .step(dt): _ = try c.step(dt); return .ok
            case .getPosition: return .number(c.position)
            case .getVelocity: return .number(c.velocity)
            case .fingerVelocity: return .number(c.fingerVelocity)
            case .getPhase: return .count(c.phase.rawValue)
            case .currentIndex: return .count(try Self.item(c, c.currentIndex))
            case .targetIndex: return .count(try Self.item(c, c.targetIndex))
            case let .landingPosition(v): return .number(try c.landingPosition(velocity: v))
            case let .landingIndex(v):
                let i = try c.landingIndex(velocity: v)
                return .count(try Self.item(c, i))
            case .visibleCount: return .count(c.visibleCount)
            case .visible: try c.packVisible(into: visibleBuffer); return .doubles(visibleBuffer.pointer)
            case let .pathValue(u):
                try Self.within(u, -1e6, 1e6)
                return .number(c.pathValue(normalized: u))
            case let .opacity(offset):
                try Self.within(offset, -1e9, 1e9)
                return .number(c.opacity(offset: offset))
            case let .facing(offset):
                try Self.within(offset, -1e9, 1e9)
                return .flag(c.isFacing(offset: offset))
            }
        } catch {
            throw Failure(error)
        }
    }

    /// An item index for the C API: a negative answer is a status there, so with no items
    /// (the engine's −1) the query is refused.
    static func item(_ c: Carousel, _ i: Int) throws(FizzError) -> Int {
        if c.count == 0 { throw .invalidState }
        return i
    }

    /// A finite number within lo...hi, else why not.
    static func within(_ v: Double, _ lo: Double, _ hi: Double) throws(FizzError) {
        if !v.isFinite { throw .nonFinite }
        if v < lo || v > hi { throw .outOfRange }
    }

    /// A C flag: 0 or 1, else out of range.
    static func flag(_ v: Int32) throws(FizzError) -> Bool {
        if v != 0 && v != 1 { throw .outOfRange }
        return v == 1
    }
}
