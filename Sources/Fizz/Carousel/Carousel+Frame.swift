//===--- Carousel+Frame.swift --------------------------------------------===//
// Part of Fizz. The visible items of a frame: slots, matrices, opacities, depth order.
//===---------------------------------------------------------------------===//

extension Carousel {
    /// What an item's look depends on, gathered.
    var look: CarouselLook {
        CarouselLook(layout: layout, count: count, path: path, transform: transform, perspective: perspective,
                     viewpointX: viewpointX, viewpointY: viewpointY)
    }

    /// The path's normalized cross position at normalized coordinate `u`.
    public func pathValue(normalized u: Double) -> Double {
        if case .custom(let smooth) = path { return custom.value(u, smooth: smooth) }
        return path.normalizedPath(u)
    }

    /// The matrix of an item `offset` items from the centre (see `CarouselLook.matrix`): a
    /// function of the offset and the settings alone.
    public func matrix(offset: Double) -> CarouselMatrix {
        let u = layout.normalizedOffset(offset)
        return look.matrix(offset, normalized: u, pathValue: pathValue(normalized: u))
    }

    /// The opacity of an item `offset` items from the centre.
    public func opacity(offset: Double) -> Double { fade.opacity(offset) }

    /// Whether the item `offset` items from the centre shows its front to the viewer (false:
    /// its back, as the inverted cylinder's far side does), so a host can hide back faces as
    /// iCarousel does with `iCarouselOptionShowBackfaces` off. The item's normal is row 1 ×
    /// row 2 of its matrix (the image of +z, toward the viewer when the item is flat); the eye
    /// sits at z = −1/p on the axis (p the perspective m34, the matrix already shifted by the
    /// viewpoint), so the front shows when n · (eye − centre), scaled by −p > 0 to stay finite
    /// at p = 0 (then the view is along z), is positive.
    public func isFacing(offset: Double) -> Bool {
        let m = matrix(offset: offset), p = perspective
        let nx = m.m12 * m.m23 - m.m13 * m.m22
        let ny = m.m13 * m.m21 - m.m11 * m.m23
        let nz = m.m11 * m.m22 - m.m12 * m.m21
        return nx * (p * m.m41) + ny * (p * m.m42) + nz * (1 + p * m.m43) > 0
    }

    /// Whether the transform is one of iCarousel's rings, whose items go round once.
    var isRing: Bool {
        if case .iCarousel(let t, _) = transform {
            switch t {
            case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: return true
            default: return false
            }
        }
        return false
    }

    /// Items either side of the centre a frame lists: the set half-width, else the viewport's
    /// half length in rows (the row's step: pitch, times iCarousel's spacing for linear and
    /// cover flows), rounded up, plus `margin`; the rings the whole ring up to 15 either side
    /// and the time machines 15 (iCarousel's 30 visible items), Swiper's cards 5. At most
    /// `maxWindow`.
    public var windowHalfWidth: Int {
        if windowOverride > 0 { return windowOverride }
        var w: Double
        switch transform {
        case .iCarousel(let t, let o):
            switch t {
            case .linear, .coverFlow, .coverFlow2:
                w = (layout.alongExtent / 2 / (layout.pitch * Swift.max(o.spacing.magnitude, 1e-3))).rounded(.up)
            case .timeMachine, .invertedTimeMachine: w = 15
            default:
                // The whole ring when small; at most 15 either side, iCarousel's 30 visible
                // items (a million-item ring is a wall of sub-pixel items behind the front).
                w = Swift.min(((o.count > 0 ? o.count : Double(count)) / 2).rounded(.up), 15)
            }
        case .cards: w = 5
        default: w = (layout.alongExtent / 2 / layout.pitch).rounded(.up)
        }
        w += Double(margin)
        return Int(Swift.min(w, Double(Carousel.maxWindow)))
    }

    /// The slots a frame lists, first and last (an empty range when last < first): the
    /// integers k within the window of the position, within 0…count − 1 when not looping,
    /// and for a looping ring within −count/2 ≤ k − s < count/2, so each item shows once.
    /// O(1), whatever the count.
    public var visibleSlots: (first: Double, last: Double) {
        if count == 0 { return (0, -1) }
        let s = scroll.position, w = Double(windowHalfWidth)
        var lo = (s - w).rounded(.up), hi = (s + w).rounded(.down)
        if !isLooping {
            lo = Swift.max(lo, 0); hi = Swift.min(hi, Double(count - 1))
        } else if isRing {
            let half = Double(count) / 2
            lo = Swift.max(lo, (s - half).rounded(.up))
            hi = Swift.min(hi, (s + half).rounded(.up) - 1)
        }
        return (lo, hi)
    }

    /// How many records `packVisible` writes.
    public var visibleCount: Int {
        let v = visibleSlots
        return v.last < v.first ? 0 : Int(v.last - v.first) + 1
    }

    /// Writes `visibleCount × recordStride` doubles into `out`, one record per visible slot in
    /// slot order: the item's index, its offset (items), Showcase's normalized offset, its
    /// matrix m11…m44, its opacity and its depth (0 the backmost: draw in increasing depth;
    /// ordered by `depthKey`, then the farther from the centre behind, then the lower slot
    /// behind). Growth is charged to `memory`.
    ///
    /// The carousel's settings are read once, before the loop: natively every read of a
    /// class's stored property in the loop was a dynamic exclusivity check (`swift_beginAccess`;
    /// see docs/performance.md, "Carousels").
    /// - Returns: the number of records.
    /// - Throws: `.overBudget`, `.allocationFailed`; `out` unchanged.
    @discardableResult
    public func packVisible(into out: PackedBuffer<Double>) throws(FizzError) -> Int {
        let v = visibleSlots
        let n = v.last < v.first ? 0 : Int(v.last - v.first) + 1
        try order.reserve(n, keeping: 0, in: memory)
        let p = try out.resize(n * Carousel.recordStride, in: memory)
        let s = scroll.position, look = look, fade = fade, layout = layout, count = count, looping = isLooping
        var custom = false, smooth = false
        if case .custom(let sm) = path { custom = true; smooth = sm }
        var i = 0
        while i < n {
            let k = v.first + Double(i), o = k - s
            let r = p + i * Carousel.recordStride
            let u = layout.normalizedOffset(o)
            let m = look.matrix(o, normalized: u, pathValue: custom ? self.custom.value(u, smooth: smooth) : look.path.normalizedPath(u))
            r[0] = Double(Carousel.index(ofSlot: k, count: count, looping: looping)); r[1] = o; r[2] = u
            m.write(to: r + 3)
            r[19] = fade.opacity(o)
            i += 1
        }
        sortByDepth(p, n, key: depthKey)
        return n
    }

    /// What orders a frame's records back to front. iCarousel's types: its
    /// `compareViewDepth`, the z of the item's (1, 1, 1) corner, m13 + m23 + m33 + m43 (an
    /// item turned about y has its corner nearer or farther than its centre, which decides
    /// cover flow's order in [k + 0.487, k + 0.5)), the wheels adding the 0.01·offset pt
    /// that iCarousel's wheel transform shifts each item toward the viewer (all wheel items
    /// lie in one plane, so that shift alone orders them: the later offset in front). The
    /// others (Showcase's and Swiper's): the centre's z, m43.
    var depthKey: DepthKey {
        guard case .iCarousel(let t, _) = transform else { return .centre }
        return t == .wheel || t == .invertedWheel ? .cornerAndOffset : .corner
    }

    /// See `depthKey`.
    enum DepthKey { case centre, corner, cornerAndOffset }

    /// A record's depth key (see `depthKey`) from its offset (r[1]) and matrix (r[3...18]).
    @inline(__always)
    static func depth(_ r: UnsafeMutablePointer<Double>, _ key: DepthKey) -> Double {
        switch key {
        case .centre: return r[17]
        case .corner: return r[5] + r[9] + r[13] + r[17]
        case .cornerAndOffset: return r[5] + r[9] + r[13] + r[17] + 0.01 * r[1]
        }
    }

    /// Writes each record's depth: its rank when ordered by `key` (`depthKey`), then by
    /// distance from the centre, farther behind, then by slot, lower behind. The distance and
    /// slot order is the tie of a `Keyed` (slots are consecutive, so the farthest of the two
    /// ends comes first, the lower on equal distances); z is its key, as bits that order like
    /// the doubles. O(n log n), no allocation (the order column was reserved).
    func sortByDepth(_ p: UnsafeMutablePointer<Double>, _ n: Int, key: DepthKey) {
        let a = order.base
        var lo = 0, hi = n - 1, tie: UInt32 = 0
        while lo <= hi {
            let take = (p + hi * Carousel.recordStride)[1].magnitude > (p + lo * Carousel.recordStride)[1].magnitude ? hi : lo
            if take == lo { lo += 1 } else { hi -= 1 }
            a[take] = Keyed(key: Carousel.orderedBits(Carousel.depth(p + take * Carousel.recordStride, key)), tie: tie, value: Int32(take))
            tie += 1
        }
        if n <= 32 { Carousel.insertionSort(a, n) } else { sortByKey(UnsafeMutableBufferPointer(start: a, count: n)) }
        var rank = 0
        while rank < n { p[Int(a[rank].value) * Carousel.recordStride + 20] = Double(rank); rank += 1 }
    }

    /// Sorts `a[0..<n]` by (key, tie) by insertion: a frame's few records (a dozen) arrive
    /// nearly in order (the ends first, and z mostly falls away from the centre), so it moves
    /// and compares less than the heap sort, which rebuilds a heap whatever the order. The ties
    /// are distinct (0, 1, 2, …), so every correct sort gives this order: the same depths as
    /// `sortByKey`.
    static func insertionSort(_ a: UnsafeMutablePointer<Keyed<Int32>>, _ n: Int) {
        var i = 1
        while i < n {
            let x = a[i]
            var j = i
            while j > 0 && x.precedes(a[j - 1]) { a[j] = a[j - 1]; j -= 1 }
            a[j] = x
            i += 1
        }
    }

    /// Bits of `z` that order as the doubles do (−0 as +0): negatives flipped, the sign bit
    /// set on the others.
    static func orderedBits(_ z: Double) -> UInt64 {
        let b = (z + 0).bitPattern
        return b >> 63 == 1 ? ~b : b | (1 << 63)
    }
}
