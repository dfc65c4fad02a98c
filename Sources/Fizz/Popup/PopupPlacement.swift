//===--- PopupPlacement.swift --------------------------------------------===//
// Part of Fizz. Where a popup sits against its reference: a side and an alignment.
//===---------------------------------------------------------------------===//

/// The twelve placements, numbered `side × 3 + alignment`, plus `auto`.
///
/// The side is where the popup's body sits relative to its reference (top: above it), the
/// alignment where it sits along the other (cross) axis: centred, or flush with the
/// reference's start or end edge. Start and end are the left and right edges, swapped for the
/// top and bottom sides when the layer is right-to-left; for the left and right sides they are
/// the top and bottom edges in both directions. Sides go clockwise from the top, so the
/// opposite side is `(side + 2) % 4`.
public enum PopupPlacement: UInt32, Sendable {
    case top = 0, topStart, topEnd
    case right, rightStart, rightEnd
    case bottom, bottomStart, bottomEnd
    case left, leftStart, leftEnd
    /// The side with the most room left over, centred (chosen again whenever the previous
    /// side stops fitting).
    case auto

    /// The side, 0 top, 1 right, 2 bottom, 3 left (`auto` has none: −1).
    @inlinable public var side: Int { self == .auto ? -1 : Int(rawValue / 3) }
    /// The alignment, 0 centre, 1 start, 2 end.
    @inlinable public var alignment: Int { self == .auto ? 0 : Int(rawValue % 3) }

    /// The placement on `side` (0...3) with `alignment` (0...2).
    @inlinable public init(side: Int, alignment: Int) {
        self = PopupPlacement(rawValue: UInt32(side * 3 + alignment)).unsafelyUnwrapped
    }
}

/// What points from a popup's body to its reference.
public enum PopupPointer: UInt32, Sendable {
    /// A triangle on the body's edge facing the reference, its tip at the reference.
    case arrow = 0
    /// A dashed line from the body's edge to a dot on the reference.
    case leader = 1
}

/// BubblePopup's four positions with its constants, as presets (`PopupLayer.applyPreset`).
///
/// BubblePopup names its positions inconsistently: `.top` and `.bottom` name the edge of the
/// bubble the arrow sits on (so its `.top` bubble is *below* the point), while `.left` and
/// `.right` name where the bubble sits (its `.left` bubble is left of the point). The presets
/// here are named by where the body sits, like every placement of ours:
///
/// | preset        | BubblePopup's position | our placement |
/// |---------------|------------------------|---------------|
/// | `arrowBelow`  | `.top` (triangle)      | `bottom`      |
/// | `arrowAbove`  | `.bottom` (triangle)   | `top`         |
/// | `arrowLeft`   | `.left` (triangle)     | `left`        |
/// | `arrowRight`  | `.right` (triangle)    | `right`       |
/// | `leader…`     | the same, dotted line  | the same      |
///
/// Constants: the triangle is 10 pt wide and 10 pt tall with a sharp tip; the dotted line
/// leaves a 30 pt gap between the point and the body (its 35 pt connector less the 5 pt dot
/// radius it overlaps), dashed 4 on / 4 off, with dots of radius 5 (outer) and 3 (inner), so
/// the dashed part is 25 pt as in BubblePopup; bodies have an 8 pt corner radius.
public enum PopupPreset: UInt32, Sendable {
    case arrowAbove = 0, arrowBelow, arrowLeft, arrowRight
    case leaderAbove, leaderBelow, leaderLeft, leaderRight

    /// The placement the preset sets (always centred: BubblePopup has no alignments).
    @inlinable public var placement: PopupPlacement {
        switch rawValue % 4 {
        case 0: .top
        case 1: .bottom
        case 2: .left
        default: .right
        }
    }
    @inlinable public var pointer: PopupPointer { rawValue < 4 ? .arrow : .leader }
}
