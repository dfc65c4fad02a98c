//===--- CarouselFade.swift ----------------------------------------------===//
// Part of Fizz. An item's opacity as a function of its offset (iCarousel's fade options).
//===---------------------------------------------------------------------===//

/// iCarousel's fade: an item inside [min, max] (offsets in items) is opaque; past either end
/// by f items its opacity is 1 − min(f, range)/range·(1 − minAlpha).
public struct CarouselFade: Equatable, Sendable {
    /// ±this stands for iCarousel's ±∞ (no fade on that side).
    public static let unbounded = 1e9

    /// iCarouselOptionFadeMin, items (−`unbounded`).
    public var min = -CarouselFade.unbounded
    /// iCarouselOptionFadeMax, items (`unbounded`).
    public var max = CarouselFade.unbounded
    /// iCarouselOptionFadeRange, items (1; 1e-6...1e9).
    public var range = 1.0
    /// iCarouselOptionFadeMinAlpha (0; 0...1).
    public var minAlpha = 0.0

    public init() {}

    public init(min: Double, max: Double, range: Double, minAlpha: Double) {
        self.min = min; self.max = max; self.range = range; self.minAlpha = minAlpha
    }

    func validate() throws(FizzError) {
        let u = CarouselFade.unbounded
        try Check.range(min, -u, u); try Check.range(max, min, u)
        try Check.range(range, 1e-6, u); try Check.range(minAlpha, 0, 1)
    }

    /// The opacity at `offset` items, in [minAlpha, 1].
    public func opacity(_ offset: Double) -> Double {
        let f = offset > max ? offset - max : (offset < min ? min - offset : 0)
        return 1 - Swift.min(f, range) / range * (1 - minAlpha)
    }
}
