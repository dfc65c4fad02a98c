//===--- CarouselPath.swift ----------------------------------------------===//
// Part of Fizz. Showcase's paths: where an item sits across the axis as it scrolls.
//===---------------------------------------------------------------------===//

/// Showcase's `CircularPath`: R·cos(u·angle − offsetAngle) + offset. The defaults (R 1,
/// offset −1, angle π/2) put the centre item in the middle and the edges at −1 (the top edge
/// of a horizontal carousel).
public struct CircularPath: Equatable, Sendable {
    public var normalizedRadius = 1.0
    public var normalizedOffset = -1.0
    /// Radians.
    public var offsetAngle = 0.0
    /// Radians per unit of u: π/2 maps −1…1 to −π/2…π/2.
    public var angle = DeterministicMath.pi / 2
    public init() {}
}

/// Showcase's `WavePath`: A·sin(u·angle − offsetAngle) + offset (A 0.5, angle π/2).
public struct WavePath: Equatable, Sendable {
    public var normalizedAmplitude = 0.5
    public var normalizedOffset = 0.0
    /// Radians.
    public var offsetAngle = 0.0
    /// Radians per unit of u.
    public var angle = DeterministicMath.pi / 2
    public init() {}
}

/// Showcase's `LinearPath`: g·u (g −0.5), or with an inverse position p the V shape
/// `u < p ? −g·u : g·(u − 2p)`, continuous at p (both sides give −g·p there).
public struct LinearPath: Equatable, Sendable {
    public var normalizedGradient = -0.5
    /// Showcase's `normalizedInversePosition`; nil: a straight line.
    public var normalizedInversePosition: Double? = nil
    public init() {}
}

/// Showcase's `layout.path`: the cross-axis position of an item as a function of its
/// normalized coordinate u alone. The item's centre sits path(u)·crossExtent/2 from the
/// viewport's centre across the axis (Showcase: (1 + path(u))·crossExtent/2 from the top or
/// left edge), so −1 is the top (left) edge, 0 the middle, +1 the bottom (right).
public enum CarouselPath: Equatable, Sendable {
    /// Showcase's `DefaultPath`: 0, a straight line through the middle.
    case straight
    case circular(CircularPath)
    case wave(WavePath)
    case linear(LinearPath)
    /// Points set with `Carousel.setCustomPath`: through them piecewise linearly, or along a
    /// Catmull-Rom (cubic Hermite) curve when `smooth`.
    case custom(smooth: Bool)

    /// The largest |parameter| a path accepts (normalized units and radians).
    public static let maxParameter = 1e6

    /// The path's kind number in the C API: straight 0, circular 1, wave 2, linear 3, custom 4.
    public var kind: UInt32 {
        switch self {
        case .straight: 0
        case .circular: 1
        case .wave: 2
        case .linear: 3
        case .custom: 4
        }
    }

    /// Every parameter within ±`maxParameter`.
    func validate() throws(FizzError) {
        let r = CarouselPath.maxParameter
        switch self {
        case .straight, .custom: return
        case .circular(let p):
            try Check.range(p.normalizedRadius, -r, r); try Check.range(p.normalizedOffset, -r, r)
            try Check.range(p.offsetAngle, -r, r); try Check.range(p.angle, -r, r)
        case .wave(let p):
            try Check.range(p.normalizedAmplitude, -r, r); try Check.range(p.normalizedOffset, -r, r)
            try Check.range(p.offsetAngle, -r, r); try Check.range(p.angle, -r, r)
        case .linear(let p):
            try Check.range(p.normalizedGradient, -r, r)
            if let inverse = p.normalizedInversePosition { try Check.range(inverse, -r, r) }
        }
    }

    /// Showcase's `normalizedPath(withCoordinate:)` for the closed-form paths (custom paths
    /// are answered by their carousel, which holds the points: 0 here).
    public func normalizedPath(_ u: Double) -> Double {
        switch self {
        case .straight, .custom: return 0
        case .circular(let p):
            return p.normalizedRadius * DeterministicMath.cos(u * p.angle - p.offsetAngle) + p.normalizedOffset
        case .wave(let p):
            return p.normalizedAmplitude * DeterministicMath.sin(u * p.angle - p.offsetAngle) + p.normalizedOffset
        case .linear(let p):
            guard let inverse = p.normalizedInversePosition else { return p.normalizedGradient * u }
            return u < inverse ? -p.normalizedGradient * u : p.normalizedGradient * (u - 2 * inverse)
        }
    }
}
