//===--- CarouselSettings.swift ------------------------------------------===//
// Part of Fizz. Every setting of a carousel as a flat list of numbers, and back.
//===---------------------------------------------------------------------===//

/// The settings of a carousel beyond its layout and count, as 33 doubles: the path (kind and
/// four parameters), the transform (kind and ten), the fade (set or not, and its four), the
/// perspective and viewpoint, the decay, the spring, the autoscroll speed, the rubber band and
/// the rest thresholds.
///
/// Why flat: the state hash, the snapshot and the C API all need the path and transform enums
/// as numbers; one encoding, and one decoding that goes back through the checking setters,
/// keeps the three from disagreeing.
struct CarouselSettings {
    static let size = 33
    var values = InlineArray<33, Double>(repeating: 0)

    init() {}

    init(_ c: Carousel) {
        values[0] = Double(c.path.kind)
        switch c.path {
        case .straight: break
        case .circular(let p): put(1, p.normalizedRadius, p.normalizedOffset, p.offsetAngle, p.angle)
        case .wave(let p): put(1, p.normalizedAmplitude, p.normalizedOffset, p.offsetAngle, p.angle)
        case .linear(let p):
            put(1, p.normalizedGradient, p.normalizedInversePosition == nil ? 0 : 1, p.normalizedInversePosition ?? 0)
        case .custom(let smooth): put(1, smooth ? 1 : 0)
        }
        values[5] = Double(c.transform.kind)
        switch c.transform {
        case .none: break
        case .rotate(let t): put(6, t.startRate, t.rotateAngle)
        case .scale(let t): put(6, t.startRate, t.normalizedMinimumScale)
        case .scaleRotate(let t):
            put(6, t.transformRotate.startRate, t.transformRotate.rotateAngle,
                t.transformScale.startRate, t.transformScale.normalizedMinimumScale)
        case .iCarousel(_, let o): put(6, o.spacing, o.arc, o.radius, o.tilt, o.count, o.flipWidth)
        case .coverflow(let s): put(6, s.rotate, s.stretch, s.depth, s.scale, s.modifier)
        case .cards(let s): put(6, s.perSlideOffset, s.perSlideRotate, s.rotate ? 1 : 0, s.depth, s.lift ? 1 : 0)
        }
        let f = c.fade
        put(16, c.fadeOverride == nil ? 0 : 1, f.fadeMin, f.fadeMax, f.fadeRange, f.fadeMinAlpha)
        put(21, c.perspective, c.viewpointX, c.viewpointY)
        put(24, c.decay.power, c.decay.timeConstant)
        put(26, c.spring.stiffness, c.spring.damping, c.spring.mass)
        put(29, c.autoscroll, c.rubberBand, c.restDelta, c.restSpeed)
    }

    /// Stores up to six values from `at` (NaN marks the unused ones: settings are never NaN;
    /// a variadic list would allocate on every hash).
    mutating func put(_ at: Int, _ a: Double, _ b: Double = .nan, _ c: Double = .nan, _ d: Double = .nan,
                      _ e: Double = .nan, _ f: Double = .nan) {
        values[at] = a
        if !b.isNaN { values[at + 1] = b }
        if !c.isNaN { values[at + 2] = c }
        if !d.isNaN { values[at + 3] = d }
        if !e.isNaN { values[at + 4] = e }
        if !f.isNaN { values[at + 5] = f }
    }

    /// The path the numbers at `at` (kind, then four parameters) describe.
    /// - Throws: `.invalidOption` (an unknown kind), `.nonFinite`, `.outOfRange`.
    static func path(kind: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(FizzError) -> CarouselPath {
        try Check.finite(a, b, c, d)
        switch kind {
        case 0: return .straight
        case 1:
            var p = CircularPath()
            p.normalizedRadius = a; p.normalizedOffset = b; p.offsetAngle = c; p.angle = d
            return .circular(p)
        case 2:
            var p = WavePath()
            p.normalizedAmplitude = a; p.normalizedOffset = b; p.offsetAngle = c; p.angle = d
            return .wave(p)
        case 3:
            var p = LinearPath()
            p.normalizedGradient = a
            if b != 0 && b != 1 { throw .outOfRange }
            p.normalizedInversePosition = b == 1 ? c : nil
            return .linear(p)
        case 4:
            if a != 0 && a != 1 { throw .outOfRange }
            return .custom(smooth: a == 1)
        default: throw .invalidOption
        }
    }

    /// The transform of `kind` with parameters `p` (up to ten; see the layout above).
    /// - Throws: `.invalidOption` (an unknown kind), `.outOfRange` (a flag not 0 or 1).
    static func transform(kind: Double, _ p: UnsafeBufferPointer<Double>) throws(FizzError) -> CarouselTransform {
        if kind != kind.rounded() { throw .invalidOption }
        func flag(_ x: Double) throws(FizzError) -> Bool {
            if x != 0 && x != 1 { throw .outOfRange }
            return x == 1
        }
        switch kind {
        case 0: return .none
        case 1:
            var t = TransformRotate(); t.startRate = p[0]; t.rotateAngle = p[1]
            return .rotate(t)
        case 2:
            var t = TransformScale(); t.startRate = p[0]; t.normalizedMinimumScale = p[1]
            return .scale(t)
        case 3:
            var t = TransformScaleRotate()
            t.transformRotate.startRate = p[0]; t.transformRotate.rotateAngle = p[1]
            t.transformScale.startRate = p[2]; t.transformScale.normalizedMinimumScale = p[3]
            return .scaleRotate(t)
        case 10...20:
            guard let type = ICarouselType(rawValue: UInt32(kind - 10)) else { throw .invalidOption }
            var o = ICarouselOptions()
            o.spacing = p[0]; o.arc = p[1]; o.radius = p[2]; o.tilt = p[3]; o.count = p[4]; o.flipWidth = p[5]
            return .iCarousel(type, o)
        case 30:
            var s = SwiperCoverflow()
            s.rotate = p[0]; s.stretch = p[1]; s.depth = p[2]; s.scale = p[3]; s.modifier = p[4]
            return .coverflow(s)
        case 31:
            var s = SwiperCards()
            s.perSlideOffset = p[0]; s.perSlideRotate = p[1]; s.rotate = try flag(p[2]); s.depth = p[3]
            s.lift = try flag(p[4])
            return .cards(s)
        default: throw .invalidOption
        }
    }

    /// Applies every setting to `c` through its checking setters.
    func apply(to c: Carousel) throws(FizzError) {
        var v = values
        try c.setPath(CarouselSettings.path(kind: v[0], v[1], v[2], v[3], v[4]))
        let t = try withUnsafeBytes(of: &v) { raw throws(FizzError) -> CarouselTransform in
            let all = raw.bindMemory(to: Double.self)
            return try CarouselSettings.transform(kind: all[5], UnsafeBufferPointer(rebasing: all[6..<16]))
        }
        try c.setTransform(t)
        if v[16] != 0 && v[16] != 1 { throw .outOfRange }
        try c.setFade(v[16] == 1 ? CarouselFade(fadeMin: v[17], fadeMax: v[18], fadeRange: v[19], fadeMinAlpha: v[20]) : nil)
        try c.setPerspective(v[21], viewpointX: v[22], viewpointY: v[23])
        c.setDecay(try Decay(power: v[24], timeConstant: v[25]))
        c.setSpring(try Spring(stiffness: v[26], damping: v[27], mass: v[28]))
        try c.setAutoscroll(v[29]); try c.setRubberBand(v[30]); try c.setRest(delta: v[31], speed: v[32])
    }
}

extension Carousel {
    /// `setPath` from numbers, as the C API passes them: `kind` (straight 0, circular 1, wave 2,
    /// linear 3, custom 4) and four parameters (see `CarouselSettings.path`).
    /// - Throws: `.invalidOption` (an unknown kind), `.nonFinite`, `.outOfRange`.
    public func setPath(kind: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(FizzError) {
        try setPath(CarouselSettings.path(kind: Double(kind), a, b, c, d))
    }

    /// `setTransform` from numbers, as the C API passes them: `kind` (`CarouselTransform.kind`)
    /// and six parameters (see `CarouselSettings.transform`).
    /// - Throws: `.invalidOption` (an unknown kind), `.nonFinite`, `.outOfRange`.
    public func setTransform(kind: Int32, _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
                             _ p4: Double, _ p5: Double) throws(FizzError) {
        var p = InlineArray<6, Double>(repeating: 0)
        p[0] = p0; p[1] = p1; p[2] = p2; p[3] = p3; p[4] = p4; p[5] = p5
        let t = try withUnsafeBytes(of: &p) { raw throws(FizzError) -> CarouselTransform in
            try CarouselSettings.transform(kind: Double(kind), raw.bindMemory(to: Double.self))
        }
        try setTransform(t)
    }
}
