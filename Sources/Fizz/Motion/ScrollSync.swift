//===--- ScrollSync.swift ------------------------------------------------===//
// Part of Fizz. A scrubber and a scroll view kept in step, both ways, both ends reachable.
//===---------------------------------------------------------------------===//

/// A scrubber's thumb and a scroll view's offset, each following the other.
///
/// Why its own type: the seed's version (`contentOffset = contentSize·p`, and back
/// `indicator.x = offset/contentSize·W − indicatorW/2`) never reaches either end, because a
/// scroll view's offset only goes to `contentLength − viewportLength` and a thumb's origin only
/// to `trackLength − thumbLength`; both forget that. Here the shared fraction is
/// `thumb / travel = offset / range` with `travel = track − thumb length` and
/// `range = content − viewport` (each at least 0), so thumb 0 ↔ offset 0 and thumb `travel` ↔
/// offset `range` exactly (`x/x` is exactly 1 in IEEE arithmetic).
///
/// And why a source rule: when the host scrolls the view after a scrub, the view reports the
/// scroll back, and a naive sync then moves the thumb again, which moves the view… Each side's
/// setter answers whether it changed anything; a value equal to what the sync itself last
/// gave that side is its echo and changes nothing (nor does any value equal to the current
/// one), so the side that moved last wins and nothing loops.
public struct ScrollSync: Equatable, Sendable {
    /// The largest length or offset, pt.
    public static let maxLength = 1e9

    /// The scroll view's content and viewport lengths, pt.
    public internal(set) var contentLength: Double
    public internal(set) var viewportLength: Double
    /// The scrubber's track and thumb lengths, pt.
    public internal(set) var trackLength: Double
    public internal(set) var thumbLength: Double
    /// The scroll offset, pt, in 0...`range`.
    public internal(set) var offset: Double = 0
    /// The thumb's origin along the track, pt, in 0...`travel`.
    public internal(set) var thumb: Double = 0
    /// Which side moved last: 0 none, 1 the scrubber, 2 the scroll view.
    public internal(set) var lastSource: UInt32 = 0

    /// How far the content scrolls: `max(0, content − viewport)`, pt.
    public var range: Double { contentLength > viewportLength ? contentLength - viewportLength : 0 }
    /// How far the thumb travels: `max(0, track − thumb length)`, pt.
    public var travel: Double { trackLength > thumbLength ? trackLength - thumbLength : 0 }

    /// A sync at offset 0 and thumb 0. Lengths in 0...`maxLength` pt.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(content: Double, viewport: Double, track: Double, thumb: Double) throws(FizzError) {
        try Check.range(content, 0, ScrollSync.maxLength); try Check.range(viewport, 0, ScrollSync.maxLength)
        try Check.range(track, 0, ScrollSync.maxLength); try Check.range(thumb, 0, ScrollSync.maxLength)
        contentLength = content; viewportLength = viewport; trackLength = track; thumbLength = thumb
    }

    /// The thumb moved to `origin` pt (clamped to 0...travel): the offset follows. Returns
    /// false, changing nothing, when the thumb is already there (the echo of a scroll).
    /// - Throws: `.nonFinite`, `.outOfRange` (past ±`maxLength`).
    public mutating func scrub(to origin: Double) throws(FizzError) -> Bool {
        try Check.range(origin, -ScrollSync.maxLength, ScrollSync.maxLength)
        let t = ScrollSync.clamp(origin, travel)
        if t == thumb { return false }
        thumb = t
        offset = travel > 0 ? t / travel * range : 0
        lastSource = 1
        return true
    }

    /// The scroll view scrolled to `offset` pt (clamped to 0...range: an overscroll pins the
    /// thumb at its end): the thumb follows. Returns false, changing nothing, when the offset is
    /// already there (the echo of a scrub).
    /// - Throws: `.nonFinite`, `.outOfRange` (past ±`maxLength`).
    public mutating func scroll(to offset: Double) throws(FizzError) -> Bool {
        try Check.range(offset, -ScrollSync.maxLength, ScrollSync.maxLength)
        let o = ScrollSync.clamp(offset, range)
        if o == self.offset { return false }
        self.offset = o
        thumb = range > 0 ? o / range * travel : 0
        lastSource = 2
        return true
    }

    /// The thumb for a finger at `x` pt along the track: centred under it, clamped.
    public func thumb(underFinger x: Double) -> Double { x - thumbLength * 0.5 }

    @inline(__always) static func clamp(_ v: Double, _ hi: Double) -> Double { v < 0 ? 0 : (v > hi ? hi : v) }

    func hash(into h: inout StateHasher) {
        h.add(contentLength); h.add(viewportLength); h.add(trackLength); h.add(thumbLength)
        h.add(offset); h.add(thumb); h.add(lastSource)
    }
}
