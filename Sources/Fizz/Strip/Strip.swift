//===--- Strip.swift -----------------------------------------------------===//
// Part of Fizz. The smallest component: items laid end to end along one axis, scrolled.
//===---------------------------------------------------------------------===//

/// Items of given lengths laid end to end along one axis, `spacing` pt apart, seen through a
/// viewport of `viewport` pt scrolled to `offset` pt.
///
/// Why it exists: it is the minimal example of a component (issue 9), the seed of later layout
/// and carousel work, and the case of a component without a clock: its frames change only
/// when the offset is set, never by stepping.
///
/// Item `i` starts at `start(i)` pt in content coordinates: 0 for the first, then the previous
/// item's end plus `spacing`. Starts are stored, built in item order with the same two
/// additions every time, so starts and ends never decrease and the visible range is two binary
/// searches (O(log n)) that every build computes bit for bit alike. The content length is the
/// last item's end (no spacing after it), 0 when empty.
///
/// Every refused call throws before it changes anything.
public final class Strip {
    /// The most items a strip holds: a bound keeps a runaway host finite (1.6 MB of storage,
    /// 3.2 MB with a frame read).
    public static let maxItems = 100_000
    /// Largest viewport and offset magnitude, pt (the world's extent).
    public static let maxExtent = 1e7
    /// Largest item length and spacing, pt: with `maxItems` the content stays under 2e11 pt,
    /// exact to well under a micro-point.
    public static let maxLength = 1e6

    /// The bytes this strip's storage may take and takes (lengths, starts, frames).
    public let memory = MemoryBudget()
    /// The viewport's length, pt (1...`maxExtent`).
    public let viewport: Double
    /// The gap between neighbouring items, pt (0...`maxLength`; default 0).
    public internal(set) var spacing: Double = 0
    /// How far the content is scrolled: the content coordinate at the viewport's start, pt
    /// (±`maxExtent`; default 0). Not clamped: a host may overscroll; `snapOffset` clamps.
    public internal(set) var offset: Double = 0
    /// The number of items.
    public internal(set) var count = 0

    var lengths = Column<Double>()
    var starts = Column<Double>()

    /// A strip with no items.
    /// - Parameter viewport: the viewport's length in pt, 1...`maxExtent`.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(viewport: Double) throws(FizzError) {
        try Check.range(viewport, 1, Strip.maxExtent)
        self.viewport = viewport
    }

    /// The length of item `i` (in 0..<count), pt.
    public func length(_ i: Int) -> Double { lengths[i] }
    /// Where item `i` (in 0..<count) starts, in content coordinates, pt.
    public func start(_ i: Int) -> Double { starts[i] }
    /// Where item `i` ends: its start plus its length (the one sum every query uses).
    @inline(__always) func end(_ i: Int) -> Double { starts[i] + lengths[i] }

    /// The last item's end, pt; 0 when empty.
    public var contentLength: Double { count == 0 ? 0 : end(count - 1) }

    /// Appends an item and returns its index.
    /// - Parameter length: pt, 0...`maxLength`.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.limitReached` (`maxItems`), `.overBudget`,
    ///   `.allocationFailed`; the strip unchanged.
    public func add(length: Double) throws(FizzError) -> Int {
        try Check.range(length, 0, Strip.maxLength)
        if count == Strip.maxItems { throw .limitReached }
        let room = lengths.capacity
        try lengths.reserve(count + 1, keeping: count, in: memory)
        do { try starts.reserve(count + 1, keeping: count, in: memory) } catch {
            lengths.giveBack(to: room, keeping: count, in: memory)  // a refusal takes nothing
            throw error
        }
        starts[count] = count == 0 ? 0 : end(count - 1) + spacing
        lengths[count] = length
        count += 1
        return count - 1
    }

    /// Sets the gap between items (pt, 0...`maxLength`) and lays them out again (O(n)).
    public func setSpacing(_ spacing: Double) throws(FizzError) {
        try Check.range(spacing, 0, Strip.maxLength)
        self.spacing = spacing
        var i = 1
        while i < count { starts[i] = end(i - 1) + spacing; i += 1 }
    }

    /// Scrolls the viewport to `offset` pt (±`maxExtent`): the strip's frame producer.
    public func setOffset(_ offset: Double) throws(FizzError) {
        try Check.range(offset, -Strip.maxExtent, Strip.maxExtent)
        self.offset = offset
    }

    /// The items as a `Spans` run for `SpanSearch` (starts and ends never decrease).
    struct ItemSpans: Spans {
        let starts: UnsafeMutablePointer<Double>, lengths: UnsafeMutablePointer<Double>
        @inline(__always) func start(_ i: Int) -> Double { starts[i] }
        @inline(__always) func end(_ i: Int) -> Double { starts[i] + lengths[i] }
    }
    var spans: ItemSpans { ItemSpans(starts: starts.base, lengths: lengths.base) }

    /// The items that intersect the viewport `offset ..< offset + viewport`: item `i` does when
    /// `start(i) < offset + viewport` and `start(i) + length(i) > offset` (touching an edge
    /// is not intersecting). `first` is the first such item; when none, the first item after
    /// the viewport (`count` when none), and `count` is 0. O(log n).
    public var visibleRange: (first: Int, count: Int) {
        SpanSearch.crossing(offset, offset + viewport, in: spans, 0, count)
    }

    /// The offset that puts the item whose start is nearest to `offset` at the viewport's
    /// start (the earlier item on a tie), clamped to 0...max(0, contentLength − viewport):
    /// where a scroll released at `offset` comes to rest. 0 when empty. O(log n).
    /// - Parameter offset: pt, ±`maxExtent`.
    public func snapOffset(_ offset: Double) throws(FizzError) -> Double {
        try Check.range(offset, -Strip.maxExtent, Strip.maxExtent)
        if count == 0 { return 0 }
        let k = SpanSearch.firstStarting(atOrAfter: offset, in: spans, 0, count)
        var s = k < count ? starts[k] : starts[count - 1]
        if k > 0 && (k == count || offset - starts[k - 1] <= s - offset) { s = starts[k - 1] }
        let room = contentLength - viewport
        if s > room { s = room }
        return s < 0 ? 0 : s
    }

    /// Where a scroll released at `offset` while moving `direction` (−1 back, 1 forward, 0 at
    /// rest) comes to rest. The stops are the item starts below the end `room` =
    /// max(0, contentLength − viewport) and `room` itself: with starts alone the last item
    /// could not be shown whole whenever the start before `room` was nearer (`snapOffset`
    /// pulls back from the end). Moving forward it is the first stop at or after `offset`,
    /// moving back the last at or before it, at rest the nearest (the earlier on a tie); 0 at
    /// or before 0, `room` at or past it; 0 when empty. O(log n).
    /// Why: a host passes the decay's rest point and the fling's sign, so the settle never
    /// runs against the finger (nearest-start snapping sent a forward flick back).
    /// - Parameters: offset pt, ±`maxExtent`; direction −1, 0 or 1.
    public func snapOffset(_ offset: Double, toward direction: Int) throws(FizzError) -> Double {
        try Check.range(offset, -Strip.maxExtent, Strip.maxExtent)
        if direction < -1 || direction > 1 { throw .outOfRange }
        if count == 0 { return 0 }
        let room = contentLength - viewport > 0 ? contentLength - viewport : 0
        if offset >= room { return room }
        if offset <= 0 { return 0 }
        // 0 < offset < room: starts[0] = 0 < offset, so k ≥ 1 and the stop before is starts[k − 1].
        let k = SpanSearch.firstStarting(atOrAfter: offset, in: spans, 0, count)
        let after = k < count && starts[k] < room ? starts[k] : room
        let before = starts[k - 1]
        if direction > 0 || after == offset { return after }
        if direction < 0 { return before }
        return offset - before <= after - offset ? before : after
    }

    /// Writes `count × (x, width)` pt into `out`: x is the item's start in viewport coordinates
    /// (start − offset), width its length; in item order. Growth is charged to `memory`.
    /// - Throws: `.overBudget`, `.allocationFailed`; `out` unchanged.
    public func packFrames(into out: PackedBuffer<Double>) throws(FizzError) {
        let p = try out.resize(2 * count, in: memory)
        var i = 0
        while i < count { p[2 * i] = starts[i] - offset; p[2 * i + 1] = lengths[i]; i += 1 }
    }

    /// FNV-1a 64 over the state: viewport, spacing, offset, the item count and every length
    /// (starts follow from them).
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.add(viewport); h.add(spacing); h.add(offset); h.add(UInt64(count))
        var i = 0
        while i < count { h.add(lengths[i]); i += 1 }
        return h.value
    }

    /// Sets the most bytes this strip's storage may take (1...`MemoryBudget.maxLimit`, not
    /// below `memory.used`); growth past it is refused with `.overBudget`.
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }
}
