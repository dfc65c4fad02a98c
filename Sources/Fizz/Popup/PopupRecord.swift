//===--- PopupRecord.swift -----------------------------------------------===//
// Part of Fizz. One popup of a layer: what the host set, and where the last solve put it.
//===---------------------------------------------------------------------===//

/// One popup: its inputs, and the result of the last `solve` (which the next solve reads
/// back, so a popup keeps its side and its place when it still can: the layer's memory).
///
/// A plain value stored in a `Column`: no references, so the whole layer is a few flat
/// arrays, snapshotted field by field.
public struct PopupRecord: Sendable {
    /// The id the layer handed out (1, 2, …; never reused in a layer).
    public internal(set) var id: UInt32 = 0

    // Inputs (pt unless said).
    /// The reference rect; a point is a rect of size 0.
    public internal(set) var refX = 0.0, refY = 0.0, refWidth = 0.0, refHeight = 0.0
    /// The body's size (the content the host measured, with its own padding).
    public internal(set) var width = 0.0, height = 0.0
    /// Extra distance between the pointer's tip and the reference (main axis, may be
    /// negative), and a shift along the cross axis (towards the end; mirrored in RTL on the
    /// top and bottom sides).
    public internal(set) var mainOffset = 0.0, crossOffset = 0.0
    public internal(set) var placement = PopupPlacement.top
    /// The sides to try after the preferred one, in order, one per 4 bits from the lowest
    /// (side + 1; 0 ends the list); 0: the opposite side, then the other two, roomier first.
    public internal(set) var fallbacks: UInt32 = 0
    public internal(set) var pointer = PopupPointer.arrow
    /// The arrow's base width, its height (the gap it bridges) and its tip's radius.
    public internal(set) var arrowBase = 10.0, arrowHeight = 10.0, tipRadius = 0.0
    /// The leader's length (the gap it bridges), dash length (on = off), and the radii of the
    /// dot on the reference (outer, inner).
    public internal(set) var leaderLength = 30.0, dash = 4.0, dotRadius = 5.0, innerDotRadius = 3.0
    /// The body's corner radius (the pointer stays out of the rounded corners).
    public internal(set) var cornerRadius = 8.0
    /// `PopupLayer.Option` bits (0: today's behaviour, every option off).
    public internal(set) var options: UInt32 = 0
    /// How far the pointer's base keeps from the body's ends, pt; negative (the default −1):
    /// the corner radius as drawn.
    public internal(set) var arrowPadding = -1.0
    /// A shift along the alignment axis for start and end placements, inward (a start
    /// placement moves towards the end, an end placement towards the start); none for centred.
    public internal(set) var alignmentOffset = 0.0
    /// The popup's own boundary (a scrolling panel it clips to), met with the layer's; 0 × 0
    /// (the default): the layer's alone.
    public internal(set) var clipX = 0.0, clipY = 0.0, clipWidth = 0.0, clipHeight = 0.0

    // Result of the last solve.
    /// The body's origin (its size is `width` × `height`).
    public internal(set) var x = 0.0, y = 0.0
    /// The room on the chosen side: the most the body could measure along each axis there.
    public internal(set) var availableWidth = 0.0, availableHeight = 0.0
    /// The pointer: the arrow's base start, tip and base end (in outline order), or the
    /// leader's start (the body's edge), end (the dot's rim) and the dot's centre.
    public internal(set) var p0x = 0.0, p0y = 0.0, p1x = 0.0, p1y = 0.0, p2x = 0.0, p2y = 0.0
    /// The placement found (never `auto`) and `PopupLayer.Flag` bits.
    public internal(set) var solvedPlacement = PopupPlacement.top
    public internal(set) var flags: UInt32 = 0
    /// The body's cross-axis origin less the reference's cross-axis start at the last solve:
    /// the next solve tries this first on the same side, so a popup slid aside by a neighbour
    /// moves with its reference instead of jumping back and forth.
    public internal(set) var slide = 0.0
    /// The cross-axis moves of the last solve, pt (towards the cross axis's end: right or
    /// down): `shift` from the alignment's place to inside the boundary (limited to keep the
    /// pointer on its reference), `apart` from there to clear other bodies and obstacles.
    public internal(set) var shift = 0.0, apart = 0.0
    /// True once solved: only then are the result fields, and the side kept, meaningful.
    public internal(set) var solved = false

    /// The gap between the reference and the body along the main axis.
    @inlinable var gap: Double { (pointer == .arrow ? arrowHeight : leaderLength) + mainOffset }
    /// The width of the pointer where it meets the body (kept out of the corners).
    @inlinable var pointerBase: Double { pointer == .arrow ? arrowBase : 0 }
    /// True when the popup has a boundary of its own.
    @inlinable var clipped: Bool { clipWidth > 0 }
}
