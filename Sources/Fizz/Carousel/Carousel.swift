//===--- Carousel.swift --------------------------------------------------===//
// Part of Fizz. Items moving along a path with scroll-driven transforms (issue 19).
//===---------------------------------------------------------------------===//

/// A carousel: `count` items in a row scrolled by a position in items, each drawn with a 4×4
/// matrix, an opacity and a depth order that are functions of its offset from the centre
/// alone (Showcase's paths and transforms, iCarousel's eleven types, Swiper's coverflow and
/// cards), and scroll physics on the fixed 1/720 s step (drag with a rubber band, release with
/// the finger's velocity, decay, item-boundary snapping, paging, animated scroll-to-index,
/// autoscroll) whose landing item is known before it animates.
///
/// **Position.** `position` s is the fractional item index at the viewport's centre; item k
/// sits k − s items from it (its offset). Looping (Showcase's only mode) shows item k mod count
/// at every slot k, for any count, 1 and 2 included, without cloning anything: the visible
/// slots are enumerated, and each names its item. Without looping s stays in 0…count − 1 but
/// for the rubber band.
///
/// **Virtualization.** A frame lists only the slots within the window (the viewport's half
/// length in items plus a margin, or a set width), each a record in one `PackedBuffer`, so a
/// frame costs what the viewport shows whatever the count (1,000,000,000 at most).
///
/// **Clock.** `step(dt)` runs whole 1/720 s steps through the shared `FixedStepClock`: hosts at
/// 60, 120 or 144 Hz that make the same calls between the same total times get the same bits.
/// Pointer events take effect at the clock's present step.
///
/// **Showcase's configuration, here.** The README's linear example reads:
///
///     var path = LinearPath()
///     path.normalizedInversePosition = 0.3
///     path.normalizedGradient = 0.8
///     var rotate = TransformRotate()
///     rotate.startRate = 0.4
///     rotate.rotateAngle = 8 * .pi
///     var transform = TransformScaleRotate()
///     transform.transformRotate = rotate
///     transform.transformScale.normalizedMinimumScale = 0.2
///     let showcase = try Carousel(layout: CarouselLayout(viewportWidth: 375, viewportHeight: 600,
///         itemWidth: 100, itemHeight: 100, direction: .vertical), count: models.count)
///     try showcase.setPath(.linear(path))
///     try showcase.setTransform(.scaleRotate(transform))
///     showcase.setPagingEnabled(true)
///
/// and a frame is `packVisible(into:)`: per visible slot the model index, the matrix, the
/// opacity and the depth, where Showcase reconfigured recycled views.
///
/// Units: pt for sizes and pointer coordinates, items for positions and offsets, seconds for
/// time, radians for angles unless a field says degrees. Every refused call throws before it
/// changes anything (the `stateHash` is unchanged).
public final class Carousel {
    /// The most items.
    public static let maxItems = 1_000_000_000
    /// Steps per second (a multiple of 60, 120 and 144).
    public static let stepRate = 720.0
    /// The most steps one `step` runs (10 s); time past it is dropped.
    public static let maxStepsPerCall: Int32 = 7200
    /// The widest window either side of the centre, items.
    public static let maxWindow = 512
    /// The fastest scroll, items per second.
    public static let maxSpeed = 1e6
    /// The largest |pointer coordinate|, pt, and |time|, s.
    public static let maxPointer = 1e7
    public static let maxTime = 1e12
    /// The farthest an animation starts from its target, items: an item from a position a drag's
    /// rubber band reaches (at most the viewport, `CarouselLayout.maxViewport` pt, in items of at
    /// least 1 pt), or the other way round a loop. `CarouselScroll.animate` holds a start there.
    static let maxStartDistance = Double(maxItems) + CarouselLayout.maxViewport
    /// The largest |displacement| from the target while animating, items: a spring's from at
    /// most `maxStartDistance` at most `maxSpeed` (`Spring.minFrequency`); a glide's only
    /// shrinks. Twice, for the rounding of the steps (a restore checks it).
    static let maxDisplacement = 2 * (maxStartDistance + maxSpeed / Spring.minFrequency)
    /// The largest |velocity|, items/s: a spring's from at most `maxStartDistance` at most
    /// `maxSpeed` (`Spring.maxFrequency`), or a glide's start, its distance over its time constant
    /// (at least 1e-6 s); twice, for rounding (a restore checks it).
    static let maxScrollVelocity = 2 * Swift.max(maxSpeed + Spring.maxFrequency * maxStartDistance, maxStartDistance / 1e-6)
    /// The farthest position, target or press position, items: a target (within the items, a
    /// loop's rebased into them) plus a displacement, and a drag from there (±2·`maxPointer` pt
    /// at least 1 pt an item). A restore checks it.
    static let maxPosition = Double(maxItems) + maxDisplacement + 2 * maxPointer
    /// Doubles per visible record: index, offset (items), normalized offset, m11…m44,
    /// opacity, depth.
    public static let recordStride = 21

    /// The bytes this carousel's storage may take and takes (custom path points, frames).
    public let memory = MemoryBudget()

    public internal(set) var layout: CarouselLayout
    /// The number of items (0...`maxItems`).
    public internal(set) var count: Int
    /// Showcase's looping (on by default, as Showcase has no other mode).
    public internal(set) var isLooping = true
    /// How a release ends (`.itemBoundary` by default).
    public internal(set) var snapping = CarouselSnapping.itemBoundary
    public internal(set) var path = CarouselPath.straight
    public internal(set) var transform = CarouselTransform.none
    /// The fade set with `setFade`, or nil for the transform's own (iCarousel's per-type).
    public internal(set) var fadeOverride: CarouselFade? = nil
    /// iCarousel's `perspective` (m34, −1/500) and `viewpointOffset` (pt).
    public internal(set) var perspective = -1.0 / 500
    public internal(set) var viewpointX = 0.0
    public internal(set) var viewpointY = 0.0
    /// The glide after a release (UIScrollView's `.normal`: τ ≈ 0.4995 s).
    public internal(set) var decay = Decay.normal
    /// The spring of paging, scroll-to-index and the return from an overscroll (critically
    /// damped, first reaching its target in about 0.3 s).
    public internal(set) var spring = Carousel.defaultSpring
    /// iCarousel's `autoscroll`, items per second (0: off); runs while idle.
    public internal(set) var autoscroll = 0.0
    /// UIScrollView's rubber band coefficient (0.55) past the ends when not looping.
    public internal(set) var rubberBand = RubberBand.uiScrollViewCoefficient
    /// Rest thresholds: |s − target| items and |v| items per second.
    public internal(set) var restDelta = 1e-4
    public internal(set) var restSpeed = 1e-3
    /// Extra items either side of the viewport in a frame (1), and a fixed window half-width
    /// (0: from the viewport and the transform).
    public internal(set) var margin = 1
    public internal(set) var windowOverride = 0

    var scroll = CarouselScroll()
    var clock = FixedStepClock()
    var custom = CarouselCustomPath()
    /// Scratch for the depth sort, one per visible record.
    var order = Column<Keyed<Int32>>()

    /// A critically damped spring, k = (2π/0.36)², c = 2√k (Framer's visualDuration 0.3 s,
    /// bounce 0).
    public static var defaultSpring: Spring {
        let root = 2 * DeterministicMath.pi / (1.2 * 0.3)
        return Spring(unchecked: root * root, 2 * root, 1)
    }

    /// A carousel of `count` items (0...`maxItems`) at position 0.
    /// - Throws: `.nonFinite`, `.outOfRange`.
    public init(layout: CarouselLayout, count: Int) throws(FizzError) {
        try layout.validate()
        if count < 0 || count > Carousel.maxItems { throw .outOfRange }
        self.layout = layout
        self.count = count
    }

    // MARK: Settings (Showcase's `layout` and iCarousel's options)

    /// Replaces the layout; the position is kept.
    public func setLayout(_ layout: CarouselLayout) throws(FizzError) {
        try layout.validate()
        self.layout = layout
    }

    /// Sets the item count (0...`maxItems`); any motion stops and the position is brought
    /// into range (wrapped when looping, clamped otherwise).
    public func setCount(_ n: Int) throws(FizzError) {
        if n < 0 || n > Carousel.maxItems { throw .outOfRange }
        if scroll.phase == .dragging { throw .invalidState }
        count = n
        scroll.stop()
        scroll.position = settled(scroll.position)
        scroll.target = scroll.position
    }

    /// Turns looping on or off; any motion stops, the position brought into range.
    public func setLooping(_ on: Bool) throws(FizzError) {
        if scroll.phase == .dragging { throw .invalidState }
        isLooping = on
        scroll.stop()
        scroll.position = settled(scroll.position)
        scroll.target = scroll.position
    }

    /// Showcase's `isPagingEnabled`: true pages (`.paging`), false glides to item boundaries.
    public func setPagingEnabled(_ on: Bool) { snapping = on ? .paging : .itemBoundary }

    /// How releases end, from the next release on.
    public func setSnapping(_ s: CarouselSnapping) { snapping = s }

    /// Showcase's `layout.path`. A `.custom` path uses the points of `setCustomPath`.
    /// - Throws: `.nonFinite`, `.outOfRange` (a parameter past ±`CarouselPath.maxParameter`).
    public func setPath(_ p: CarouselPath) throws(FizzError) {
        try p.validate()
        path = p
    }

    /// Sets a custom path through `points` (u0, y0, u1, y1, …: 2...65,536 points, u increasing
    /// by at least 1e-6, each |value| ≤ 1e6) and selects it, straight segments or Catmull-Rom.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.overBudget`, `.allocationFailed`.
    public func setCustomPath(points: UnsafeBufferPointer<Double>, smooth: Bool) throws(FizzError) {
        try CarouselCustomPath.check(points)
        try custom.set(points, memory)
        path = .custom(smooth: smooth)
    }

    /// `setCustomPath` from an array.
    public func setCustomPath(_ points: [Double], smooth: Bool) throws(FizzError) {
        var result: FizzError? = nil
        points.withUnsafeBufferPointer { p in
            do throws(FizzError) { try setCustomPath(points: p, smooth: smooth) } catch { result = error }
        }
        if let e = result { throw e }
    }

    /// The number of custom path points held.
    public var customPointCount: Int { custom.count }

    /// Showcase's `layout.transform`, or an iCarousel type, or a Swiper effect.
    public func setTransform(_ t: CarouselTransform) throws(FizzError) {
        try t.validate()
        transform = t
    }

    /// iCarousel's fade options (nil: the transform's own defaults).
    public func setFade(_ f: CarouselFade?) throws(FizzError) {
        if let f { try f.validate() }
        fadeOverride = f
    }

    /// The fade in use.
    public var fade: CarouselFade { fadeOverride ?? transform.defaultFade }

    /// iCarousel's `perspective` (m34, −1...1) and `viewpointOffset` (pt, ±1e7).
    public func setPerspective(_ m34: Double, viewpointX: Double = 0, viewpointY: Double = 0) throws(FizzError) {
        try Check.range(m34, -1, 1)
        try Check.range(viewpointX, -CarouselLayout.maxViewport, CarouselLayout.maxViewport)
        try Check.range(viewpointY, -CarouselLayout.maxViewport, CarouselLayout.maxViewport)
        perspective = m34; self.viewpointX = viewpointX; self.viewpointY = viewpointY
    }

    /// The glide after a release. A glide under way keeps its target (the landing already
    /// answered) and goes on with the new time constant τ: its speed becomes −(s − target)/τ,
    /// the speed a glide of τ resting there has (power matters only at a release). So the step
    /// map always is the one the settings derive (`stepMap`), which a restore requires.
    public func setDecay(_ d: Decay) {
        let changed = d.timeConstant.bitPattern != decay.timeConstant.bitPattern
        decay = d
        if changed && scroll.phase == .gliding {
            scroll.velocity = -scroll.displacement / d.timeConstant
            scroll.map = stepMap(.gliding)
        }
    }

    /// The spring of paging, scroll-to-index and overscroll returns; a spring under way goes
    /// on toward its target with the new one from where it is, at the speed it has (its step
    /// map re-derived, as `setDecay` does).
    public func setSpring(_ s: Spring) {
        spring = s
        if scroll.phase == .springing { scroll.map = stepMap(.springing) }
    }

    /// iCarousel's autoscroll, items per second (±1e4; 0 off), while idle.
    public func setAutoscroll(_ itemsPerSecond: Double) throws(FizzError) {
        try Check.range(itemsPerSecond, -1e4, 1e4)
        autoscroll = itemsPerSecond
    }

    /// The rubber band's coefficient (1e-3...10; UIScrollView's 0.55).
    public func setRubberBand(_ c: Double) throws(FizzError) {
        try Check.range(c, 1e-3, 10)
        rubberBand = c
    }

    /// Rest thresholds: |s − target| (items) and |v| (items/s), 1e-9...1 each.
    public func setRest(delta: Double, speed: Double) throws(FizzError) {
        try Check.range(delta, 1e-9, 1); try Check.range(speed, 1e-9, 1)
        restDelta = delta; restSpeed = speed
    }

    /// Extra items either side of the viewport in a frame (0...64), and a fixed window
    /// half-width in items (0: automatic; else 1...`maxWindow`).
    public func setWindow(margin: Int, halfWidth: Int = 0) throws(FizzError) {
        if margin < 0 || margin > 64 || halfWidth < 0 || halfWidth > Carousel.maxWindow { throw .outOfRange }
        self.margin = margin; windowOverride = halfWidth
    }

    /// Sets the most bytes this carousel's storage may take (not below `memory.used`).
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }

    // MARK: Reading

    /// The position: the fractional item index at the centre, items.
    public var position: Double { scroll.position }
    /// Items per second.
    public var velocity: Double { scroll.velocity }
    public var phase: CarouselPhase { scroll.phase }
    /// Steps run since creation.
    public var stepCount: UInt64 { clock.count }

    /// The item nearest the centre (ties to the lower slot), or −1 with no items.
    public var currentIndex: Int { index(ofSlot: nearestItem(scroll.position)) }

    /// The item the present animation stops on (the current item when not animating).
    public var targetIndex: Int {
        scroll.phase == .gliding || scroll.phase == .springing ? index(ofSlot: nearestItem(scroll.target)) : currentIndex
    }

    /// The item shown at slot `k` (an integer-valued position): k mod count when looping,
    /// clamped to 0…count − 1 otherwise; −1 with no items.
    public func index(ofSlot k: Double) -> Int { Carousel.index(ofSlot: k, count: count, looping: isLooping) }

    /// `index(ofSlot:)` for `count` items, looping or not.
    @inline(__always)
    static func index(ofSlot k: Double, count: Int, looping: Bool) -> Int {
        if count == 0 { return -1 }
        let n = Double(count)
        if !looping { return Int(Swift.min(Swift.max(k, 0), n - 1)) }
        let r = k - n * (k / n).rounded(.down)
        let i = Int(r)
        return i >= count ? i - count : (i < 0 ? 0 : i)
    }

    /// A position brought into range: wrapped into 0 ..< count when looping, clamped to
    /// 0…count − 1 otherwise (0 with no items).
    func settled(_ s: Double) -> Double {
        if count == 0 { return 0 }
        let n = Double(count)
        if !isLooping { return Swift.min(Swift.max(s, 0), n - 1) }
        if s >= 0 && s < n { return s }
        let r = s - n * (s / n).rounded(.down)
        return r >= n || r < 0 ? 0 : r
    }

    /// FNV-1a 64 over every setting and the whole scroll state, clock and custom points.
    public var stateHash: UInt64 {
        var h = StateHasher()
        let l = layout
        h.add(l.direction.rawValue); h.add(l.viewportWidth); h.add(l.viewportHeight)
        h.add(l.itemWidth); h.add(l.itemHeight); h.add(l.lineSpacing)
        h.add(UInt64(count)); h.add(isLooping ? 1 as UInt32 : 0); h.add(snapping.rawValue)
        var p = CarouselSettings(self)
        withUnsafeBytes(of: &p.values) { b in
            var i = 0
            while i < CarouselSettings.size { h.add(b.load(fromByteOffset: 8 * i, as: UInt64.self)); i += 1 }
        }
        h.add(UInt64(bitPattern: memory.limit)); h.add(UInt32(margin)); h.add(UInt32(windowOverride))
        h.add(clock.count); h.add(clock.pending)
        scroll.hash(into: &h)
        h.add(UInt64(custom.count))
        var i = 0
        while i < custom.count { h.add(custom.us[i]); h.add(custom.ys[i]); i += 1 }
        return h.value
    }
}
