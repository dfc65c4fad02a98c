//===--- CarouselLayout.swift --------------------------------------------===//
// Part of Fizz. Where items sit along the scroll axis, and Showcase's normalized coordinate.
//===---------------------------------------------------------------------===//

/// Showcase's `Layout`: the scroll direction, the viewport and item sizes and the line spacing.
///
/// Items sit `pitch` = item size along the axis + `lineSpacing` apart. An item `o` items past
/// the centre (its offset in items, negative before it) has its centre o·pitch pt from the
/// viewport's centre along the axis, and Showcase's normalized coordinate
/// u = o·pitch / (extent/2): −1 at the leading edge of the viewport, 0 at its centre, +1 at the
/// trailing edge (extent is the viewport's length along the axis).
public struct CarouselLayout: Equatable, Sendable {
    /// Showcase's `LayoutDirection`.
    public enum Direction: UInt32, Sendable { case horizontal = 0, vertical = 1 }

    /// The largest viewport side, pt.
    public static let maxViewport = 1e7
    /// The largest item side and spacing, pt.
    public static let maxItem = 1e6

    public var direction: Direction = .horizontal
    /// The viewport, pt (1...`maxViewport` each).
    public var viewportWidth: Double
    public var viewportHeight: Double
    /// Showcase's `itemSize`, pt (1...`maxItem` each).
    public var itemWidth: Double
    public var itemHeight: Double
    /// Showcase's `lineSpacing` between neighbours, pt (0...`maxItem`; Showcase's default 8).
    public var lineSpacing: Double = 8

    /// A horizontal layout of `itemWidth` × `itemHeight` items in a viewport, 8 pt apart.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(viewportWidth: Double, viewportHeight: Double, itemWidth: Double, itemHeight: Double,
                direction: Direction = .horizontal, lineSpacing: Double = 8) throws(FizzError) {
        self.viewportWidth = viewportWidth; self.viewportHeight = viewportHeight
        self.itemWidth = itemWidth; self.itemHeight = itemHeight
        self.direction = direction; self.lineSpacing = lineSpacing
        try validate()
    }

    /// Checks every size against its range.
    public func validate() throws(FizzError) {
        try Check.range(viewportWidth, 1, CarouselLayout.maxViewport)
        try Check.range(viewportHeight, 1, CarouselLayout.maxViewport)
        try Check.range(itemWidth, 1, CarouselLayout.maxItem)
        try Check.range(itemHeight, 1, CarouselLayout.maxItem)
        try Check.range(lineSpacing, 0, CarouselLayout.maxItem)
    }

    var isVertical: Bool { direction == .vertical }
    /// The viewport's length along the scroll axis, pt.
    public var alongExtent: Double { isVertical ? viewportHeight : viewportWidth }
    /// The viewport's length across the scroll axis, pt.
    public var crossExtent: Double { isVertical ? viewportWidth : viewportHeight }
    /// The item's length along the scroll axis, pt.
    public var itemAlong: Double { isVertical ? itemHeight : itemWidth }
    /// The item's length across the scroll axis, pt.
    public var itemCross: Double { isVertical ? itemWidth : itemHeight }
    /// Item size along the axis + line spacing, pt: one item of scrolling.
    public var pitch: Double { itemAlong + lineSpacing }

    /// Showcase's normalized coordinate of an item `offset` items from the centre:
    /// offset·pitch / (alongExtent/2).
    public func normalizedOffset(_ offset: Double) -> Double { offset * pitch / (alongExtent / 2) }
}
