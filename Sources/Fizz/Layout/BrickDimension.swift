//===--- BrickDimension.swift --------------------------------------------===//
// Part of Fizz. How wide or tall a brick is: BrickKit's dimension rules, as a value.
//===---------------------------------------------------------------------===//

/// A width or height rule, as BrickKit's `BrickDimension` (cases nest freely). Lengths are pt.
///
/// Why conditions are cases and not reads: BrickKit's `.orientation` and size-class cases read
/// `UIScreen` globals; here they read the `LayoutTraits` given to the layout (and the viewport,
/// for orientation), so the same tree lays out the same way in every runtime and a test can
/// ask for any device.
public indirect enum BrickDimension: Sendable {
    /// A share of the section's content width W, with the section's `inset` accounted for as
    /// BrickKit does: `rowWidth = W − (widthRatio/r − 1)·inset`, `width = rowWidth·r/widthRatio`,
    /// so 1/r bricks of ratio r plus their insets fill W exactly. As a height: r × the brick's
    /// width. r in (0, 1000].
    case ratio(Double)
    /// A fixed length, 0...1e6 pt.
    case fixed(Double)
    /// Width only: the rest of the row (W − x, x the brick's start in the row); a whole row at
    /// the start of one.
    case fill
    /// The host's measured size once reported (`setMeasuredSize`), the estimate until then.
    case auto(estimate: BrickDimension)
    /// Chosen by the layout's horizontal size class.
    case horizontalSizeClass(regular: BrickDimension, compact: BrickDimension)
    /// Chosen by the layout's vertical size class.
    case verticalSizeClass(regular: BrickDimension, compact: BrickDimension)
    /// Chosen by the viewport: portrait when its width <= its height (BrickKit's rule).
    case orientation(landscape: BrickDimension, portrait: BrickDimension)
    /// Width breakpoints: the last pair whose minimum width (pt, 0...1e7, ascending) is at most
    /// the section's content width W wins; `default` below the first.
    case dimensionRange(default: BrickDimension, ranges: [BreakPoint])
    /// A clamp: the size, but at least (`.minimum`) or at most (`.maximum`) the bound.
    case restricted(size: BrickDimension, restriction: BrickRestriction)

    /// One breakpoint of `dimensionRange`.
    public struct BreakPoint: Sendable {
        public var dimension: BrickDimension
        /// The least content width (pt) from which `dimension` applies.
        public var minimumWidth: Double
        public init(_ dimension: BrickDimension, from minimumWidth: Double) {
            self.dimension = dimension; self.minimumWidth = minimumWidth
        }
    }
}

/// The bound of a `.restricted` dimension (BrickKit's `BrickRestrictedSize`).
public indirect enum BrickRestriction: Sendable {
    case minimumSize(BrickDimension)
    case maximumSize(BrickDimension)
}

/// The size classes a layout call is made for (BrickKit reads them from the trait collection).
public struct LayoutTraits: Equatable, Sendable {
    public var horizontalRegular: Bool
    public var verticalRegular: Bool
    public init(horizontalRegular: Bool = false, verticalRegular: Bool = true) {
        self.horizontalRegular = horizontalRegular; self.verticalRegular = verticalRegular
    }
}

/// Space around a section's content, pt (each 0...1e6).
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
}

/// Where bricks sit in a row that is taller than they are.
public enum VerticalAlignment: UInt32, Sendable { case top = 0, center = 1, bottom = 2 }

/// Where a row that does not fill the content width sits; `justified` spreads the slack
/// between its bricks: gap = (W − Σwidths)/(n − 1) (left when one brick).
public enum HorizontalAlignment: UInt32, Sendable { case left = 0, center = 1, right = 2, justified = 3 }

/// How a section places its bricks.
public enum SectionFlow: UInt32, Sendable {
    /// Rows, left to right, broken when a brick does not fit (BrickKit's flow).
    case rows = 0
    /// One row that scrolls on its own (BrickKit's `CollectionBrick` with `.horizontal`): no
    /// row breaks, its own horizontal offset.
    case horizontal = 1
    /// Columns of equal width; each brick goes to the shortest column (the leftmost on a tie),
    /// reading order kept.
    case waterfall = 2
}

/// Which bricks are drawn above which (BrickKit's `BrickLayoutZIndexBehavior`).
public enum ZOrder: UInt32, Sendable {
    /// Earlier bricks (in reading order) above later ones: z = itemCount − readingIndex.
    case topDown = 0
    /// Later bricks above earlier ones: z = readingIndex.
    case bottomUp = 1
}
