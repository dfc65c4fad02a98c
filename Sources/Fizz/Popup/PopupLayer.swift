//===--- PopupLayer.swift ------------------------------------------------===//
// Part of Fizz. Popups beside their references, kept inside a boundary and apart, solved at once.
//===---------------------------------------------------------------------===//

/// A layer of popups: each a rounded body of a given size beside a reference (a point or a
/// rect), with an arrow or a dotted leader pointing at it, placed inside a boundary so that
/// the bodies overlap neither each other nor the layer's obstacles when there is room.
///
/// Why one object for all of them: placing popups one at a time (as Floating UI and Popper
/// do) lets two tips near each other cover one another; a layer places them together, in a
/// stated order, and remembers where each went so that the next solve keeps it there while it
/// still fits (no flicker between sides at an edge, no jump of a popup riding a moving
/// reference). See `solve()` for the rules.
///
/// Coordinates are pt, y down (as everywhere in Fizz). Every refused call throws before it
/// changes anything.
public final class PopupLayer {
    /// The most popups a layer holds, and the most obstacles.
    public static let maxPopups = 100_000
    public static let maxObstacles = 100_000
    /// Largest coordinate magnitude and boundary size, pt (the world's extent).
    public static let maxExtent = 1e7
    /// Largest body size, padding and reference size, pt.
    public static let maxSize = 1e6
    /// Largest style value (arrow, leader, radii, spacing, hysteresis) and offset magnitude, pt.
    public static let maxStyle = 1e4

    /// `PopupRecord.flags` bits.
    public enum Flag {
        /// The reference lies wholly outside the boundary (not padded): the host may hide it.
        public static let referenceHidden: UInt32 = 1
        /// The body is not wholly inside the padded boundary: there was no room on any side
        /// (or keeping the pointer on its reference pulled the body out), or the only free
        /// place was in the padding (the last resort of `solve`).
        public static let escaped: UInt32 = 2
        /// No place free of other bodies and obstacles was found: the body overlaps one.
        public static let overlapping: UInt32 = 4
        /// The body lies wholly outside the boundary (not padded) past some side: Floating
        /// UI's `hide` "escaped" (where `escaped` above means partly outside the padded one).
        public static let escapedWholly: UInt32 = 8
    }

    /// `setOptions` bits, each off by default (the default is the behaviour without it).
    /// Floating UI's, Popper's and Radix's names in brackets.
    public enum Option {
        /// No shift: the body stays at its alignment's place along its side, and a side fits
        /// only when that place is inside (`shift()` left out).
        public static let noShift: UInt32 = 1
        /// Shift without the limit: the body stays inside the boundary even when its pointer
        /// then misses the reference (Radix `sticky="always"`; the default is "partial", a
        /// limit keeping the pointer on the reference: `limitShift`).
        public static let stickyAlways: UInt32 = 2
        /// When no side fits along the main axis, push the body back inside along it, over its
        /// reference if need be (`shift({ crossAxis: true })`).
        public static let mainAxisShift: UInt32 = 4
        /// Never flip to the two sides across the preferred one's axis: only the preferred side
        /// and its opposite (`fallbackAxisSideDirection: "none"`).
        public static let noCrossFlip: UInt32 = 8
        /// Across the axis, try the start side first (left of a top or bottom placement, right
        /// in right-to-left; top of a left or right one) instead of the roomier
        /// (`fallbackAxisSideDirection: "start"`).
        public static let crossStart: UInt32 = 16
        /// Across the axis, try the end side first (`fallbackAxisSideDirection: "end"`).
        public static let crossEnd: UInt32 = 32
        /// A start or end placement whose place would have to shift takes the other alignment
        /// when that one needs no shift (`flip({ flipAlignment: true })`; start ↔ end).
        public static let flipAlignment: UInt32 = 64
        /// A start or end placement slides so the pointer reaches the reference's centre
        /// (a reference shorter than the pointer's padding would leave it at the edge).
        public static let arrowCenter: UInt32 = 128
        /// Every bit.
        public static let all: UInt32 = 255
    }

    /// The bytes this layer's storage may take and takes (popups, obstacles, the solve's grid,
    /// the bulk reads).
    public let memory = MemoryBudget()

    /// The boundary rect, and its padding per side: bodies stay inside the padded rect.
    public internal(set) var boundaryX = 0.0, boundaryY = 0.0, boundaryWidth: Double, boundaryHeight: Double
    public internal(set) var paddingTop = 0.0, paddingRight = 0.0, paddingBottom = 0.0, paddingLeft = 0.0
    /// Right-to-left: start and end swap on the top and bottom sides.
    public internal(set) var rightToLeft = false
    /// The least gap between two bodies, or a body and an obstacle, pt (default 4).
    public internal(set) var spacing = 4.0
    /// How much more room (pt) a popup's preferred side must have before a popup moved off it
    /// goes back (default 8): below it, the popup stays on the side it is on while that fits.
    public internal(set) var hysteresis = 8.0

    /// The popups, in id order (the order `solve` places them in).
    var popups = Column<PopupRecord>()
    public internal(set) var count = 0
    var nextID: UInt32 = 1
    /// Four doubles an obstacle: x, y, width, height.
    var obstacles = Column<Double>()
    public internal(set) var obstacleCount = 0
    var grid = PopupGrid()
    /// A solve's scratch: the popups as they were (a second pass starts from them again), the
    /// first pass's result (put back when the second is no better), and the order a pass
    /// places them in. Not state: neither hashed nor snapshotted.
    var saved = Column<PopupRecord>()
    var firstPass = Column<PopupRecord>()
    var order = Column<Int32>()
    /// Rects the last `solve` examined in its grid queries (its work; see `maxSolveWork`). Per
    /// call: not saved in snapshots, not hashed.
    public internal(set) var lastSolveWork: Int64 = 0
    /// Whether the last `solve` reached `maxSolveWork`: the popups placed after that point took
    /// their first side's alignment position unsearched (flagged overlapping). Per call.
    public internal(set) var lastSolveBudgetHit = false

    /// An empty layer whose boundary is `(0, 0, width, height)`.
    /// - Parameters: width, height: pt, 1...`maxExtent`.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(width: Double, height: Double) throws(FizzError) {
        try Check.range(width, 1, PopupLayer.maxExtent)
        try Check.range(height, 1, PopupLayer.maxExtent)
        boundaryWidth = width; boundaryHeight = height
    }

    /// The popup at position `i` (in 0..<count), in id order.
    public func popup(at i: Int) -> PopupRecord { popups[i] }

    /// The position of popup `id`, or nil (binary search: ids increase along the column).
    public func index(of id: UInt32) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if popups[mid].id < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && popups[lo].id == id ? lo : nil
    }

    /// The popup `id` names. - Throws: `.notFound` (no such popup in this layer).
    public func popup(_ id: UInt32) throws(FizzError) -> PopupRecord {
        guard let i = index(of: id) else { throw .notFound }
        return popups[i]
    }

    /// The position of `id`, or `.notFound`.
    func position(_ id: UInt32) throws(FizzError) -> Int {
        guard let i = index(of: id) else { throw .notFound }
        return i
    }

    // MARK: Layer settings

    /// Sets the boundary rect: origin ±`maxExtent`, size 1...`maxExtent`.
    public func setBoundary(x: Double, y: Double, width: Double, height: Double) throws(FizzError) {
        try Check.range(x, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(y, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(width, 1, PopupLayer.maxExtent)
        try Check.range(height, 1, PopupLayer.maxExtent)
        boundaryX = x; boundaryY = y; boundaryWidth = width; boundaryHeight = height
    }

    /// Sets the padding inside the boundary per side, pt (each 0...`maxSize`).
    public func setPadding(top: Double, right: Double, bottom: Double, left: Double) throws(FizzError) {
        try Check.range(top, 0, PopupLayer.maxSize); try Check.range(right, 0, PopupLayer.maxSize)
        try Check.range(bottom, 0, PopupLayer.maxSize); try Check.range(left, 0, PopupLayer.maxSize)
        paddingTop = top; paddingRight = right; paddingBottom = bottom; paddingLeft = left
    }

    /// Sets right-to-left (start and end swap on the top and bottom sides).
    public func setRightToLeft(_ on: Bool) { rightToLeft = on }

    /// Sets the least gap between bodies, pt (0...`maxStyle`).
    public func setSpacing(_ v: Double) throws(FizzError) {
        try Check.range(v, 0, PopupLayer.maxStyle)
        spacing = v
    }

    /// Sets the extra room a popup's preferred side needs to win back a popup, pt (0...`maxStyle`).
    public func setHysteresis(_ v: Double) throws(FizzError) {
        try Check.range(v, 0, PopupLayer.maxStyle)
        hysteresis = v
    }

    // MARK: Popups

    /// Adds a popup (a 0 × 0 reference at the origin, size 0, placement `top`, BubblePopup's
    /// arrow and corner radius) and returns its id: 1 for the first, then one more each time,
    /// never reused in this layer.
    /// - Throws: `.limitReached` (`maxPopups`, or ids spent), `.overBudget`, `.allocationFailed`.
    public func add() throws(FizzError) -> UInt32 {
        if count == PopupLayer.maxPopups || nextID == UInt32(Int32.max) { throw .limitReached }
        try popups.reserve(count + 1, keeping: count, in: memory)
        var r = PopupRecord()
        r.id = nextID
        popups[count] = r
        count += 1
        nextID += 1
        return r.id
    }

    /// Removes popup `id` (O(count): the ones after it move up a place).
    public func remove(_ id: UInt32) throws(FizzError) {
        let i = try position(id)
        if i + 1 < count { (popups.base + i).update(from: popups.base + i + 1, count: count - i - 1) }
        count -= 1
    }

    /// Sets the reference rect: origin ±`maxExtent`, size 0...`maxSize` (0 × 0: a point).
    public func setReference(_ id: UInt32, x: Double, y: Double, width: Double, height: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(x, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(y, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(width, 0, PopupLayer.maxSize)
        try Check.range(height, 0, PopupLayer.maxSize)
        popups[i].refX = x; popups[i].refY = y; popups[i].refWidth = width; popups[i].refHeight = height
    }

    /// Sets the body's size, pt (each 0...`maxSize`): what the host measured, or measured
    /// again within the last solve's available width and height.
    public func setSize(_ id: UInt32, width: Double, height: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(width, 0, PopupLayer.maxSize)
        try Check.range(height, 0, PopupLayer.maxSize)
        popups[i].width = width; popups[i].height = height
    }

    /// Sets the preferred placement.
    public func setPlacement(_ id: UInt32, _ p: PopupPlacement) throws(FizzError) {
        let i = try position(id)
        popups[i].placement = p
    }

    /// Sets the sides to try after the preferred one, in order: side + 1 (1 top, 2 right,
    /// 3 bottom, 4 left) per 4 bits from the lowest, 0 ending the list (`0x43`: bottom, then
    /// left); sides not listed are never used. 0 (the default): the opposite side, then the
    /// other two, the roomier first. Ignored by `auto`.
    /// - Throws: `.invalidOption` (a nibble past 4, a side after the end, more than 4 sides).
    public func setFallbacks(_ id: UInt32, _ list: UInt32) throws(FizzError) {
        let i = try position(id)
        if !PopupLayer.validFallbacks(list) { throw .invalidOption }
        popups[i].fallbacks = list
    }

    /// True when `list` is a fallback list `setFallbacks` accepts.
    static func validFallbacks(_ list: UInt32) -> Bool {
        if list >= 1 << 16 { return false }
        var f = list, ended = false
        while f != 0 {
            let s = f & 0xF
            if s > 4 || (ended && s != 0) { return false }
            if s == 0 { ended = true }
            f >>= 4
        }
        return true
    }

    /// The least non-zero arrow base and height, pt. The outline rounds the tip at
    /// d = radius·height/(base/2) along flanks √(height² + base²/4) long and divides by both:
    /// a subnormal base halved to 0 and a flank squared to 0 gave 0/0, NaN in the outline
    /// (issue 25 §3). From 1e-6 on, d ≤ 2e14 and every ratio of the outline is finite.
    public static let minArrow = 1e-6

    /// True when an arrow's base and height (each already in 0...`maxStyle`) are each 0 or at
    /// least `minArrow`: the one rule `setArrow` and a restore both apply.
    static func validArrow(base: Double, height: Double) -> Bool {
        (base == 0 || base >= PopupLayer.minArrow) && (height == 0 || height >= PopupLayer.minArrow)
    }

    /// Points with an arrow: base width, height and tip radius, pt (each 0...`maxStyle`; a base
    /// or height that is not 0 at least `minArrow`; 0 draws no arrow).
    public func setArrow(_ id: UInt32, base: Double, height: Double, tipRadius: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(base, 0, PopupLayer.maxStyle); try Check.range(height, 0, PopupLayer.maxStyle)
        try Check.range(tipRadius, 0, PopupLayer.maxStyle)
        if !PopupLayer.validArrow(base: base, height: height) { throw .outOfRange }
        popups[i].pointer = .arrow
        popups[i].arrowBase = base; popups[i].arrowHeight = height; popups[i].tipRadius = tipRadius
    }

    /// Points with a dashed leader: length (the gap), dash (on = off), and the dot's outer
    /// and inner radii, pt (each 0...`maxStyle`).
    public func setLeader(_ id: UInt32, length: Double, dash: Double, dotRadius: Double, innerDotRadius: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(length, 0, PopupLayer.maxStyle); try Check.range(dash, 0, PopupLayer.maxStyle)
        try Check.range(dotRadius, 0, PopupLayer.maxStyle); try Check.range(innerDotRadius, 0, PopupLayer.maxStyle)
        popups[i].pointer = .leader
        popups[i].leaderLength = length; popups[i].dash = dash
        popups[i].dotRadius = dotRadius; popups[i].innerDotRadius = innerDotRadius
    }

    /// Sets the body's corner radius, pt (0...`maxStyle`; drawn at most half the shorter side).
    public func setCornerRadius(_ id: UInt32, _ r: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(r, 0, PopupLayer.maxStyle)
        popups[i].cornerRadius = r
    }

    /// Sets the main-axis offset (added to the gap) and the cross-axis offset, pt (±`maxStyle`).
    public func setOffsets(_ id: UInt32, main: Double, cross: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(main, -PopupLayer.maxStyle, PopupLayer.maxStyle)
        try Check.range(cross, -PopupLayer.maxStyle, PopupLayer.maxStyle)
        popups[i].mainOffset = main; popups[i].crossOffset = cross
    }

    /// Sets `Option` bits (0...`Option.all`).
    /// - Throws: `.invalidOption` (an unknown bit, or both `crossStart` and `crossEnd`).
    public func setOptions(_ id: UInt32, _ options: UInt32) throws(FizzError) {
        let i = try position(id)
        if options > Option.all || options & (Option.crossStart | Option.crossEnd) == Option.crossStart | Option.crossEnd {
            throw .invalidOption
        }
        popups[i].options = options
    }

    /// Sets how far the pointer's base keeps from the body's ends, pt: −1 (the default: the
    /// corner radius) or 0...`maxStyle`.
    public func setArrowPadding(_ id: UInt32, _ padding: Double) throws(FizzError) {
        let i = try position(id)
        if padding != -1 { try Check.range(padding, 0, PopupLayer.maxStyle) }
        popups[i].arrowPadding = padding
    }

    /// Sets the offset along the alignment axis, pt (±`maxStyle`): inward for start and end
    /// placements, none for centred ones.
    public func setAlignmentOffset(_ id: UInt32, _ offset: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(offset, -PopupLayer.maxStyle, PopupLayer.maxStyle)
        popups[i].alignmentOffset = offset
    }

    /// Sets the popup's own boundary, met with the layer's (origin ±`maxExtent`, size
    /// 1...`maxExtent`; 0 × 0: none, the default). The layer's padding applies inside it.
    public func setPopupBoundary(_ id: UInt32, x: Double, y: Double, width: Double, height: Double) throws(FizzError) {
        let i = try position(id)
        try Check.range(x, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(y, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        if width != 0 || height != 0 {
            try Check.range(width, 1, PopupLayer.maxExtent)
            try Check.range(height, 1, PopupLayer.maxExtent)
        }
        popups[i].clipX = x; popups[i].clipY = y; popups[i].clipWidth = width; popups[i].clipHeight = height
    }

    /// Gives popup `id` one of BubblePopup's looks (see `PopupPreset`): its placement,
    /// pointer and constants, corner radius 8, offsets 0, arrow padding the corner radius.
    /// Size, reference, options and boundary are kept.
    public func applyPreset(_ id: UInt32, _ preset: PopupPreset) throws(FizzError) {
        let i = try position(id)
        let d = PopupRecord()
        var r = popups[i]
        r.placement = preset.placement; r.pointer = preset.pointer
        r.arrowBase = d.arrowBase; r.arrowHeight = d.arrowHeight; r.tipRadius = d.tipRadius
        r.leaderLength = d.leaderLength; r.dash = d.dash; r.dotRadius = d.dotRadius; r.innerDotRadius = d.innerDotRadius
        r.cornerRadius = d.cornerRadius; r.mainOffset = 0; r.crossOffset = 0
        r.arrowPadding = d.arrowPadding; r.alignmentOffset = 0
        popups[i] = r
    }

    // MARK: Obstacles

    /// Adds a rect bodies keep clear of (origin ±`maxExtent`, size 0...`maxExtent`); returns
    /// its index (0, 1, …). - Throws: also `.limitReached` (`maxObstacles`).
    public func addObstacle(x: Double, y: Double, width: Double, height: Double) throws(FizzError) -> Int {
        try Check.range(x, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(y, -PopupLayer.maxExtent, PopupLayer.maxExtent)
        try Check.range(width, 0, PopupLayer.maxExtent)
        try Check.range(height, 0, PopupLayer.maxExtent)
        if obstacleCount == PopupLayer.maxObstacles { throw .limitReached }
        try obstacles.reserve(4 * obstacleCount + 4, keeping: 4 * obstacleCount, in: memory)
        let o = obstacles.base + 4 * obstacleCount
        o[0] = x; o[1] = y; o[2] = width; o[3] = height
        obstacleCount += 1
        return obstacleCount - 1
    }

    /// Removes every obstacle.
    public func clearObstacles() { obstacleCount = 0 }

    /// Sets the most bytes this layer's storage may take (1...`MemoryBudget.maxLimit`, not
    /// below `memory.used`).
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }
}
