//===--- SectionStyle.swift ----------------------------------------------===//
// Part of Fizz. How a section lays out its bricks (BrickKit's BrickSection properties).
//===---------------------------------------------------------------------===//

/// A section's style. Lengths are pt.
public struct SectionStyle: Equatable, Sendable {
    /// The gap between bricks in a row and between rows (BrickKit's `inset`), 0...1e6.
    public var inset: Double
    /// Space around the content, each 0...1e6.
    public var edgeInsets: EdgeInsets
    /// The ratio that means the whole row (BrickKit's `widthRatio`), 1e-3...1e6.
    public var widthRatio: Double
    /// Every brick of a row as tall as the row.
    public var alignRowHeights: Bool
    public var verticalAlignment: VerticalAlignment
    public var horizontalAlignment: HorizontalAlignment
    public var flow: SectionFlow
    /// Waterfall: the number of columns (1...64), or 0 to fit as many columns of at least
    /// `minimumColumnWidth` (1...1e6) as the content width holds (at least one).
    public var columns: Int
    public var minimumColumnWidth: Double

    public init(inset: Double = 0, edgeInsets: EdgeInsets = .zero, widthRatio: Double = 1,
                alignRowHeights: Bool = false, verticalAlignment: VerticalAlignment = .top,
                horizontalAlignment: HorizontalAlignment = .left, flow: SectionFlow = .rows,
                columns: Int = 2, minimumColumnWidth: Double = 100) {
        self.inset = inset; self.edgeInsets = edgeInsets; self.widthRatio = widthRatio
        self.alignRowHeights = alignRowHeights; self.verticalAlignment = verticalAlignment
        self.horizontalAlignment = horizontalAlignment; self.flow = flow
        self.columns = columns; self.minimumColumnWidth = minimumColumnWidth
    }

    func validate() throws(FizzError) {
        let m = BrickLayout.maxStyle
        try Check.range(inset, 0, m)
        try Check.range(edgeInsets.top, 0, m); try Check.range(edgeInsets.left, 0, m)
        try Check.range(edgeInsets.bottom, 0, m); try Check.range(edgeInsets.right, 0, m)
        try Check.range(widthRatio, 1e-3, m)
        if columns < 0 || columns > 64 { throw .outOfRange }
        try Check.range(minimumColumnWidth, 1, m)
    }

    /// Writes the style into a section record (its flow state untouched).
    func apply(to s: inout LayoutSection) {
        s.inset = inset
        s.top = edgeInsets.top; s.left = edgeInsets.left; s.bottom = edgeInsets.bottom; s.right = edgeInsets.right
        s.widthRatio = widthRatio; s.alignRowHeights = alignRowHeights
        s.vertical = verticalAlignment; s.horizontal = horizontalAlignment; s.flow = flow
        s.columns = Int32(columns); s.minColumnWidth = minimumColumnWidth
    }

    init(_ s: LayoutSection) {
        self.init(inset: s.inset, edgeInsets: EdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right),
                  widthRatio: s.widthRatio, alignRowHeights: s.alignRowHeights, verticalAlignment: s.vertical,
                  horizontalAlignment: s.horizontal, flow: s.flow, columns: Int(s.columns), minimumColumnWidth: s.minColumnWidth)
    }
}
