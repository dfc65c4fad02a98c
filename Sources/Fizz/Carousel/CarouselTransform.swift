//===--- CarouselTransform.swift -----------------------------------------===//
// Part of Fizz. What an item looks like at an offset: Showcase's, iCarousel's and Swiper's.
//===---------------------------------------------------------------------===//

/// Showcase's `TransformRotate`: about z by rotateAngle·(u ∓ startRate) once |u| passes
/// startRate, else 0 (u the normalized coordinate).
///
/// Showcase's README writes the angle as `canRotate > rotateAngle * optimizedRate : 0`, which
/// does not compile (a `Bool` compared with a `CGFloat`, and a `:` with no `?`); it plainly
/// means `canRotate ? rotateAngle * optimizedRate : 0`, which is what this computes.
public struct TransformRotate: Equatable, Sendable {
    /// |u| past which the item turns (0.2).
    public var startRate = 0.2
    /// Radians per unit of u past the start (2π).
    public var rotateAngle = 2 * DeterministicMath.pi
    public init() {}

    /// The angle, radians.
    public func angle(_ u: Double) -> Double {
        u.magnitude > startRate ? rotateAngle * (u + (u < 0 ? startRate : -startRate)) : 0
    }
}

/// Showcase's `TransformScale`: with t = ||u| − 1| (1 at the centre, 0 at the edges: its
/// `.centerPeak` range), the scale is max(t + 1 − startRate, minimum) while t < startRate,
/// else 1. Showcase scales z by 0 (`CATransform3DMakeScale(k, k, 0)`), which flattens a flat
/// view harmlessly but leaves no inverse; here z keeps scale 1.
public struct TransformScale: Equatable, Sendable {
    public var startRate = 0.8
    public var normalizedMinimumScale = 0.5
    public init() {}

    /// The scale factor for x and y.
    public func factor(_ u: Double) -> Double {
        let t = (u.magnitude - 1).magnitude
        return t < startRate ? Swift.max(t + (1 - startRate), normalizedMinimumScale) : 1
    }
}

/// Showcase's `TransformScaleRotate`: `CATransform3DConcat(rotate, scale)`, the rotation then
/// the scale.
public struct TransformScaleRotate: Equatable, Sendable {
    public var transformRotate = TransformRotate()
    public var transformScale = TransformScale()
    public init() {}
}

/// iCarousel's eleven built-in types.
public enum ICarouselType: UInt32, Sendable {
    case linear = 0, rotary, invertedRotary, cylinder, invertedCylinder, wheel, invertedWheel
    case coverFlow, coverFlow2, timeMachine, invertedTimeMachine
}

/// iCarousel's options for its types, with its per-type defaults (`defaults(for:)`).
/// Lengths are in items of `pitch` (iCarousel's `itemWidth`), angles in radians.
public struct ICarouselOptions: Equatable, Sendable {
    /// iCarouselOptionSpacing: 0.25 for the cover flows, else 1.
    public var spacing = 1.0
    /// iCarouselOptionArc: the angle the ring spans (2π).
    public var arc = 2 * DeterministicMath.pi
    /// iCarouselOptionRadius, pt; 0: iCarousel's own from spacing, arc and count.
    public var radius = 0.0
    /// iCarouselOptionTilt: 0.9 for the cover flows, 0.3 for the time machines.
    public var tilt = 0.9
    /// iCarouselOptionCount: items around the ring, 1...1e9; 0: the item count.
    public var count = 0.0
    /// Cover flow 2 only: the width (items) over which an item flips around ±½ (see
    /// `CarouselTransform`). 0.25.
    public var flipWidth = 0.25

    public init() {}

    /// iCarousel's defaults for `type`.
    public static func defaults(for type: ICarouselType) -> ICarouselOptions {
        var o = ICarouselOptions()
        switch type {
        case .coverFlow, .coverFlow2: o.spacing = 0.25; o.tilt = 0.9
        case .timeMachine, .invertedTimeMachine: o.tilt = 0.3
        default: break
        }
        return o
    }
}

/// Swiper's coverflow effect. With m = −offset·pitch/itemSize·modifier (Swiper's
/// centerOffset, positive before the centre): rotateY = rotate·m degrees (rotateX = −rotate·m
/// when vertical), translateZ = −depth·|m|, a stretch·m shift along the axis and scale
/// 1 − (1 − scale)·|m|; the slide stays at its place in the row.
public struct SwiperCoverflow: Equatable, Sendable {
    /// Degrees per unit of m (50).
    public var rotate = 50.0
    /// pt per unit of m (0).
    public var stretch = 0.0
    /// pt per unit of |m| (100).
    public var depth = 100.0
    public var scale = 1.0
    public var modifier = 1.0
    public init() {}
}

/// Swiper's cards effect, as a function of the offset alone. Swiper's own output also depends
/// on whether a finger is down (`isTouched`, `startTranslate`) and is CSS `calc()` strings
/// mixing px and %; here, with p = clamp(−offset, −4, 4) (Swiper's progress): the cards stack
/// at the centre, shifted along the axis by −sign(p)·(perSlideOffset − 0.75·|p|)·|p| % of the
/// item's length, pushed back by depth·|p| pt, turned by −perSlideRotate·p degrees about z
/// (scaled and turned about the middle of the bottom edge: Swiper's `transform-origin:
/// center bottom`).
/// `lift` applies Swiper's under-the-finger look for |p| < 1 at any time: with
/// s = √(1 − |(|p| − ½)/½|), 28·p·s more degrees the other way, scale 1 − ½·s·|p|, 96·s more
/// percent along and −25·s·|p| % of the item's cross length across.
public struct SwiperCards: Equatable, Sendable {
    /// Percent of the item's length per card (8).
    public var perSlideOffset = 8.0
    /// Degrees per card (2).
    public var perSlideRotate = 2.0
    /// Swiper's `rotate`: turn the cards at all.
    public var rotate = true
    /// pt per card (Swiper's fixed 100).
    public var depth = 100.0
    /// Swiper's dragging look at every offset (off: Swiper at rest and while animating).
    public var lift = false
    public init() {}
}

/// The carousel's `layout.transform`: a matrix as a function of an item's offset alone.
public enum CarouselTransform: Equatable, Sendable {
    /// No transform: the item sits on the path, upright.
    case none
    case rotate(TransformRotate)
    case scale(TransformScale)
    case scaleRotate(TransformScaleRotate)
    /// iCarousel's types: the item is placed by the type (not along the row).
    case iCarousel(ICarouselType, ICarouselOptions)
    case coverflow(SwiperCoverflow)
    case cards(SwiperCards)

    /// The largest |parameter|.
    public static let maxParameter = 1e6

    /// The kind number in the C API: none 0, rotate 1, scale 2, scale-rotate 3, iCarousel's
    /// types 10 + their number (10...20), Swiper's coverflow 30 and cards 31.
    public var kind: UInt32 {
        switch self {
        case .none: 0
        case .rotate: 1
        case .scale: 2
        case .scaleRotate: 3
        case .iCarousel(let t, _): 10 + t.rawValue
        case .coverflow: 30
        case .cards: 31
        }
    }

    /// Whether the item also sits at offset·pitch along the axis (Showcase's and Swiper's
    /// coverflow), or the transform places it (iCarousel's types, Swiper's cards).
    var isOnPath: Bool {
        switch self {
        case .iCarousel, .cards: false
        default: true
        }
    }

    func validate() throws(FizzError) {
        let r = CarouselTransform.maxParameter
        switch self {
        case .none: return
        case .rotate(let t): try Self.check(t, r)
        case .scale(let t): try Self.check(t, r)
        case .scaleRotate(let t): try Self.check(t.transformRotate, r); try Self.check(t.transformScale, r)
        case .iCarousel(_, let o):
            try Check.range(o.spacing, -r, r); try Check.range(o.arc, -r, r); try Check.range(o.tilt, -r, r)
            try Check.range(o.radius, -r * 1e3, r * 1e3); try Check.range(o.count, 0, 1e9)
            try Check.range(o.flipWidth, 1e-3, 1)
            // A ring's radius divides by the arc: at least 1e-6 rad keeps it finite.
            if o.arc.magnitude < 1e-6 { throw .outOfRange }
            // The rings divide the arc by the ring count (the step angle arc/n, the angle
            // o·arc/n): a count of 0 means the item count (≥ 1), and below 1 the step angle
            // has no bound (5e-324 made it ∞ and every matrix NaN). From 1 on, |arc/n| ≤ 1e6
            // rad and |o·arc/n| ≤ 1e15 rad for every offset a frame lists: finite.
            if o.count != 0 && o.count < 1 { throw .outOfRange }
        case .coverflow(let c):
            try Check.range(c.rotate, -r, r); try Check.range(c.stretch, -r, r); try Check.range(c.depth, -r, r)
            try Check.range(c.scale, -r, r); try Check.range(c.modifier, -r, r)
        case .cards(let c):
            try Check.range(c.perSlideOffset, -r, r); try Check.range(c.perSlideRotate, -r, r)
            try Check.range(c.depth, -r, r)
        }
    }

    static func check(_ t: TransformRotate, _ r: Double) throws(FizzError) {
        try Check.range(t.startRate, 0, r); try Check.range(t.rotateAngle, -r, r)
    }

    static func check(_ t: TransformScale, _ r: Double) throws(FizzError) {
        try Check.range(t.startRate, 0, r); try Check.range(t.normalizedMinimumScale, 0, r)
    }

    /// iCarousel's fade defaults: the time machine fades items past the centre (fadeMax 0),
    /// the inverted one items before it (fadeMin 0); the others do not fade.
    var defaultFade: CarouselFade {
        var f = CarouselFade()
        if case .iCarousel(let t, _) = self {
            if t == .timeMachine { f.fadeMax = 0 }
            if t == .invertedTimeMachine { f.fadeMin = 0 }
        }
        return f
    }
}

let degrees = DeterministicMath.pi / 180
