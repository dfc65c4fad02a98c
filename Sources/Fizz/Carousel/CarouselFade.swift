//===--- CarouselFade.swift ----------------------------------------------===//
// Part of Fizz. An item's opacity as a function of its offset (iCarousel's fade options).
//===---------------------------------------------------------------------===//

/// iCarousel's fade: an item inside [fadeMin, fadeMax] (offsets in items) is opaque; past
/// either end by f items its opacity is 1 − min(f, fadeRange)/fadeRange·(1 − fadeMinAlpha).
public struct CarouselFade: Equatable, Sendable {
    /// ±this stands for iCarousel's ±∞ (no fade on that side).
    public static let unbounded = 1e9

    /// iCarouselOptionFadeMin, items (−`unbounded`).
    public var fadeMin = -CarouselFade.unbounded
    /// iCarouselOptionFadeMax, items (`unbounded`).
    public var fadeMax = CarouselFade.unbounded
    /// iCarouselOptionFadeRange, items (1; 1e-6...1e9).
    public var fadeRange = 1.0
    /// iCarouselOptionFadeMinAlpha (0; 0...1).
    public var fadeMinAlpha = 0.0

    public init() {}

    public init(fadeMin: Double, fadeMax: Double, fadeRange: Double, fadeMinAlpha: Double) {
        self.fadeMin = fadeMin; self.fadeMax = fadeMax; self.fadeRange = fadeRange; self.fadeMinAlpha = fadeMinAlpha
    }

    func validate() throws(FizzError) {
        let u = CarouselFade.unbounded
        try Check.range(fadeMin, -u, u); try Check.range(fadeMax, fadeMin, u)
        try Check.range(fadeRange, 1e-6, u); try Check.range(fadeMinAlpha, 0, 1)
    }

    /// The opacity at `offset` items, in [fadeMinAlpha, 1].
    public func opacity(_ offset: Double) -> Double {
        let f = offset > fadeMax ? offset - fadeMax : (offset < fadeMin ? fadeMin - offset : 0)
        return 1 - Swift.min(f, fadeRange) / fadeRange * (1 - fadeMinAlpha)
    }
}
