//===--- BrickLayout+Window.swift ----------------------------------------===//
// Part of Fizz. A scroll update: lay out to the window, find what is in it, run behaviors, hand out.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// Doubles per window entry: x, y, width, height (content coordinates), z, alpha, scale,
    /// sticking percentage, then the parent section's frame (minX, minY, maxX, maxY).
    static let entryStride = 12
    /// Doubles per handed-out frame: x, y, width, height (viewport coordinates), z, alpha, scale.
    public static let frameStride = 7

    /// The root scrolls vertically unless its flow is `.horizontal`.
    public var scrollsHorizontally: Bool { sections[0].flow == .horizontal }

    /// The content's size, pt: the root's frame (its height extrapolated while it is not laid
    /// out to its end; BrickKit's estimate).
    public var contentWidth: Double { scrollsHorizontally ? max(sections[0].contentWidth, rootWidth) : rootWidth }
    public var contentHeight: Double { sectionHeight(0, 0, rootWidth) }

    /// Scrolls to (`x`, `y`) pt (each ±`maxReach`) and updates `frames`, `ids` and `changes`:
    /// the layout's frame producer.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.overBudget`; the layout unchanged.
    public func setOffset(x: Double, y: Double) throws(FizzError) {
        try Check.range(x, -BrickLayout.maxReach, BrickLayout.maxReach)
        try Check.range(y, -BrickLayout.maxReach, BrickLayout.maxReach)
        try produce(x, y)
    }

    /// Updates `frames`, `ids` and `changes` at the current offset (after changes to the tree).
    public func update() throws(FizzError) { try produce(offsetX, offsetY) }

    /// Lays out to the window, collects it, runs the behaviors and packs the frames. Storage is
    /// reserved before the offset and the behaviors' state change: a refusal leaves them, and
    /// undoes what its flow laid (`undoFlow`) and the rebuild it ran (`undoRebuild`).
    func produce(_ x: Double, _ y: Double) throws(FizzError) {
        try rebuildIfNeeded()
        lastLaidOut = 0; lastVisited = 0
        let horizontal = scrollsHorizontally
        let main = horizontal ? x : y
        let length = horizontal ? viewportWidth : viewportHeight
        let width = rootWidth
        let big = Double.greatestFiniteMagnitude
        let rect = horizontal ? (x - margin, -big, x + length + margin, big) : (-big, y - margin, big, y + length + margin)
        // The window is collected past the previous one, which stays as it is until the call
        // cannot be refused (its entries are read by `stickingPercentage`, `transitionFrame`
        // and the snapshot), then moved to the front; a refusal puts the count back.
        let previous = windowCount
        var extended = false
        // What the window and the output hold now: a refusal gives back what it grew.
        let caps = (window.capacity, windowItems.capacity, scratchInts.capacity,
                    previousFrames.capacity, previousIDs.capacity, changes.capacity)
        let counts = (previousFrames.count, previousIDs.count, changes.count)
        windowLimit = previous + BrickLayout.maxWindow
        flowWindow = (rect.1, rect.3); flowWindowed = 0
        defer { windowLimit = Int.max; flowOrigin = .nan }
        do {
            // The flow counts the rows it lays that the window certainly holds, and refuses
            // past `maxWindow` before it lays the rest (a horizontal root is laid whole anyway).
            flowOrigin = horizontal ? .nan : 0
            try flow(0, width: width, limit: main + length + margin)
            flowOrigin = .nan
            try collect(0, 0, 0, width, contentHeight, -1, rect)
            if !horizontal { extended = try collectStacked(y, rect, width, from: previous) }
            try reserveOutput(windowCount - previous)
        } catch {
            windowCount = previous
            window.giveBack(to: caps.0, keeping: BrickLayout.entryStride * previous, in: memory)
            windowItems.giveBack(to: caps.1, keeping: previous, in: memory)
            scratchInts.giveBack(to: caps.2, keeping: 0, in: memory)
            previousFrames.giveBack(to: caps.3, count: counts.0, in: memory)
            previousIDs.giveBack(to: caps.4, count: counts.1, in: memory)
            changes.giveBack(to: caps.5, count: counts.2, in: memory)
            undoFlow()
            undoRebuild()
            throw error
        }
        endFlow()
        keepRebuild()
        let n = windowCount - previous, stride = BrickLayout.entryStride
        var k = 0
        while k < stride * n { window[k] = window[stride * previous + k]; k += 1 }
        k = 0
        while k < n { windowItems[k] = windowItems[previous + k]; k += 1 }
        windowCount = n
        offsetX = x; offsetY = y
        if extended { markBeyond(rect) }
        runBehaviors()
        if extended { dropOffWindow(rect) }
        pack()
    }

    /// The most bricks past the window a card stack or spotlight brings in (see `collectStacked`).
    static let maxStacked = 4096

    /// Card stacks and spotlights pull the bricks below the one in view up to their small
    /// height apart (BrickKit lays every brick out and moves them all), so bricks past the
    /// window's end can come on screen: 6 cards of 150 with a small height of 40 put the 6th at
    /// 310, its own place 750 being past a window ending at 630. While the window holds fewer
    /// attached bricks below the offset than the window's length over the smallest small
    /// height (plus 2), and the content goes on, the window is extended (by its length, then
    /// doubling) and collected again, until an extension adds no attached brick; at most
    /// `maxStacked` bricks are wanted (a small height of 0 stacks every card on one line).
    /// The bricks collected only so are handed out when the behaviors put them in the window
    /// (`dropOffWindow`). Returns whether it extended.
    func collectStacked(_ y: Double, _ rect: (Double, Double, Double, Double), _ width: Double, from start: Int) throws(FizzError) -> Bool {
        var mask: UInt32 = 0, small = Double.infinity
        var k = 0
        while k < behaviorCount {
            let r = behaviorList[k]
            if r.kind == .cardStack || r.kind == .spotlight { mask |= UInt32(1) << UInt32(k); if r.a < small { small = r.a } }
            k += 1
        }
        if mask == 0 { return false }
        let length = rect.3 - y
        let room = small > 0 ? length / small + 2 : Double(BrickLayout.maxStacked)
        let wanted = room < Double(BrickLayout.maxStacked) ? Int(room) : BrickLayout.maxStacked
        var have = stackedBelow(y, mask, from: start)
        if have >= wanted || have == 0 { return false }
        var r = rect, step = length > 1 ? length : 1
        var extended = false
        while have < wanted && r.3 < contentHeight && r.3 < BrickLayout.maxExtent * 2 {
            r.3 += step; step *= 2
            try flow(0, width: width, limit: r.3)
            windowCount = start
            try collect(0, 0, 0, width, contentHeight, -1, r)
            extended = true
            let now = stackedBelow(y, mask, from: start)
            if now == have { break }
            have = now
        }
        return extended
    }

    /// Window entries from `start` on attached to a behavior of `mask` that reach below `y`.
    func stackedBelow(_ y: Double, _ mask: UInt32, from start: Int) -> Int {
        var n = 0, k = start
        while k < windowCount {
            if attached(k, mask) { let e = entry(k); if e[1] + e[3] > y { n += 1 } }
            k += 1
        }
        return n
    }

    /// Whether `e` (content coordinates) lies in the window `rect` along y: crossing it, or a
    /// hidden brick's point inside it (edges included), as `collect` takes them. Not inlined:
    /// the card stacks' extended windows alone call it, and it saves fizz-layout.wasm bytes.
    @inline(never) func inWindow(_ e: UnsafeMutablePointer<Double>, _ rect: (Double, Double, Double, Double)) -> Bool {
        e[3] == 0 ? e[1] >= rect.1 && e[1] <= rect.3 : e[1] < rect.3 && e[1] + e[3] > rect.1
    }

    /// Before the behaviors of an extended collect: marks (in `scratchInts`, reserved for the
    /// window by `reserveOutput` and free until `pack`) the entries the window itself would
    /// not have collected.
    func markBeyond(_ rect: (Double, Double, Double, Double)) {
        let beyond = scratchInts.base, footers = footerMask
        var k = 0
        while k < windowCount {
            let i = Int(windowItems[k])
            let pinned = nodes[Int(itemNode[i])].behaviors & footers != 0
            beyond[k] = !pinned && !inWindow(entry(k), rect) ? 1 : 0
            k += 1
        }
    }

    /// After the behaviors of an extended collect: drops the entries collected only by the
    /// extension that the behaviors left past the window, keeping the others in reading order.
    func dropOffWindow(_ rect: (Double, Double, Double, Double)) {
        let beyond = scratchInts.base
        var kept = 0, k = 0
        while k < windowCount {
            let e = entry(k)
            if beyond[k] == 0 || inWindow(e, rect) {
                if kept != k {
                    let to = entry(kept)
                    var m = 0
                    while m < BrickLayout.entryStride { to[m] = e[m]; m += 1 }
                    windowItems[kept] = windowItems[k]
                }
                kept += 1
            }
            k += 1
        }
        windowCount = kept
    }

    /// Appends a window entry for item `i` at (ax, ay) with parent frame `p`.
    func append(_ i: Int, _ ax: Double, _ ay: Double, _ w: Double, _ h: Double, _ parent: (Double, Double, Double, Double)) throws(FizzError) {
        let k = windowCount
        if k >= windowLimit { throw .limitReached }
        try window.reserve(appending: BrickLayout.entryStride * (k + 1), keeping: BrickLayout.entryStride * k, in: memory)
        try windowItems.reserve(appending: k + 1, keeping: k, in: memory)
        let e = window.base + BrickLayout.entryStride * k
        let order = Double(itemOrder[i])
        e[0] = ax; e[1] = ay; e[2] = w; e[3] = h
        e[4] = zOrder == .topDown ? Double(itemCount) - order : order
        e[5] = 1; e[6] = 1; e[7] = 0
        e[8] = parent.0; e[9] = parent.1; e[10] = parent.2; e[11] = parent.3
        windowItems[k] = Int32(i)
        windowCount = k + 1
    }

    /// Collects section `si` (top-left at (ox, oy), frame width `fw`, height `fh`): its laid
    /// items crossing `rect` (x0, y0, x1, y1 in content coordinates; two binary searches along
    /// its axis), merged in reading order with its pinned items, and recursively its sections.
    /// The searches take the rows that cross or touch the rect (`SpanSearch.meeting`): a hidden
    /// brick's point counts on the rect's edges, and it sits at its row's top, which may lie on
    /// the rect's end, or start a row of no height on the rect's start (every other item is
    /// tested for crossing on its own). `hiddenOnly`: the section's frame meets the rect without
    /// crossing it (it touches it, or has no area), so it is not handed out, and of what it
    /// holds only its hidden bricks' points can lie in the rect.
    func collect(_ si: Int, _ ox: Double, _ oy: Double, _ fw: Double, _ fh: Double, _ parentEntry: Int,
                 _ rect: (Double, Double, Double, Double), hiddenOnly: Bool = false) throws(FizzError) {
        let rec = sections[si]
        let b = Int(rec.blockStart)
        let horizontal = rec.flow == .horizontal
        var r = rect
        var a: Double, z: Double
        if horizontal {
            // Clipped to the section's frame, plus the margin, along its own axis.
            if ox - margin > r.0 { r.0 = ox - margin }
            if ox + fw + margin < r.2 { r.2 = ox + fw + margin }
            if rightToLeft { a = fw - (r.2 - ox); z = fw - (r.0 - ox) } else { a = r.0 - ox; z = r.2 - ox }
            a += rec.offset; z += rec.offset
        } else {
            a = r.1 - oy; z = r.3 - oy
        }
        if a <= z { try layToSearch(si, fw, z) }
        let laid = Int(sections[si].laid)
        let parent = (ox, oy, ox + fw, oy + fh)
        let spans = ItemSpans(base: itemSpan.base + 2 * b)
        let found = a <= z ? SpanSearch.meeting(a, z, in: spans, 0, laid) : (first: laid, count: 0)
        var k = found.first
        let end = found.first + found.count
        var p = Int(rec.pinnedStart)
        let pe = p + Int(rec.pinnedCount)
        while true {
            let pk = p < pe ? Int(pinned[p]) - b : Int.max
            let next: Int
            let isPinned: Bool
            if k < end && k <= pk {
                next = k; k += 1
                isPinned = pk == next
                if isPinned { p += 1 }
            } else if pk != Int.max {
                next = pk; p += 1; isPinned = true
            } else { break }
            if next >= laid {
                // A sticky footer past what is laid out (BrickKit computes these "downstream"
                // eagerly): its own size, at the section's left, ending at its estimated end.
                if isPinned && !hiddenOnly && nodes[Int(itemNode[b + next])].behaviors & footerMask != 0 {
                    try appendFooter(b + next, rec, ox, oy, fw, fh)
                }
                continue
            }
            lastVisited += 1
            let i = b + next
            let s = Int(itemNode[i])
            let f = itemFrame.base + 4 * i
            let w = f[2], h = f[3]
            let hidden = nodes[s].hidden
            if !hidden && !nodes[s].isSection && (hiddenOnly || !(w > 0 && h > 0)) { continue }
            var rx = horizontal ? f[0] - rec.offset : f[0]
            if rightToLeft { rx = fw - rx - w }
            let ax = ox + rx, ay = oy + f[1]
            if hidden {
                // No footprint, alpha 0, handed out while the point where it would sit lies
                // in the window (edges included), so a host keeping a view per brick can fade
                // it; no behavior moves it and a hidden section's bricks are not collected.
                if ax >= r.0 && ax <= r.2 && ay >= r.1 && ay <= r.3 {
                    try append(i, ax, ay, 0, 0, parent)
                    window[BrickLayout.entryStride * (windowCount - 1) + 5] = 0
                }
                continue
            }
            let crosses = w > 0 && h > 0 && (isPinned || ax < r.2 && ax + w > r.0 && ay < r.3 && ay + h > r.1)
            if crosses && !hiddenOnly {
                try append(i, ax, ay, w, h, parent)
                if nodes[s].isSection { try collect(Int(nodes[s].section), ax, ay, w, h, windowCount - 1, r) }
            } else if nodes[s].isSection && ax <= r.2 && ax + w >= r.0 && ay <= r.3 && ay + h >= r.1 {
                try collect(Int(nodes[s].section), ax, ay, w, h, parentEntry, r, hiddenOnly: true)
            }
        }
        _ = parentEntry
    }

    /// Lays section `si` (frame width `fw`) out to `z` (section coordinates along its axis)
    /// before it is searched up to there. A lazy row: its offset may have changed since. A
    /// section whose frame does not read its content (fixed or ratio height): its parent may
    /// have gone on past it, so no later flow of the parent lays it further, and laying it
    /// changes nothing outside it (an `.auto` one is in its parent's last laid row, which the
    /// parent's next flow lays again).
    func layToSearch(_ si: Int, _ fw: Double, _ z: Double) throws(FizzError) {
        let rec = sections[si]
        if rec.flow == .horizontal { try layRow(si, to: z) }
        else if si != 0 && !rec.complete && !heightReadsContent(Int(rec.node)) { try flow(si, width: fw, limit: z) }
    }

    /// The behavior bits of sticky footers.
    var footerMask: UInt32 {
        var m: UInt32 = 0, k = 0
        while k < behaviorCount { if behaviorList[k].kind == .stickyFooter { m |= UInt32(1) << UInt32(k) }; k += 1 }
        return m
    }

    /// A footer not laid out yet: width and height from its rules at the row's start, placed
    /// at the section's left and its (estimated) content end.
    func appendFooter(_ i: Int, _ rec: LayoutSection, _ ox: Double, _ oy: Double, _ fw: Double, _ fh: Double) throws(FizzError) {
        let s = Int(itemNode[i])
        if nodes[s].hidden || nodes[s].isSection { return }
        var ctx = context(rec, rec.contentWidth(at: fw))
        let (w, h) = brickSize(s, i, &ctx, 0)
        if !(w > 0 && h > 0) { return }
        var rx = rec.left
        if rightToLeft { rx = fw - rx - w }
        try append(i, ox + rx, oy + fh - rec.bottom - h, w, h, (ox, oy, ox + fw, oy + fh))
    }

    /// Makes room for `n` frames, ids and the change list before anything is committed.
    func reserveOutput(_ n: Int) throws(FizzError) {
        let old = ids.count / 2
        _ = try previousFrames.resize(BrickLayout.frameStride * n, in: memory)
        _ = try previousIDs.resize(2 * n, in: memory)
        try scratchInts.reserve(3 * (n + old) + 1, keeping: 0, in: memory)
        _ = try changes.resize(3 * (n + old), in: memory)
    }

    /// Rounds a viewport coordinate to the pixel grid (none when `scale` is 0). Each edge is
    /// rounded from its exact value, so neighbours sharing an edge share the rounded edge (no
    /// gap) and nothing accumulates (no drift).
    @inline(__always) func pixel(_ v: Double) -> Double {
        scale > 0 ? (v * scale).rounded(.toNearestOrAwayFromZero) / scale : v
    }

    /// Writes the window into `frames`/`ids` (viewport coordinates, rounded) and lists what
    /// changed since the previous update: a merge over the previous window, O(window).
    func pack() {
        let n = windowCount
        let out = previousFrames, outIDs = previousIDs
        // The output was sized before the behaviors ran; an extended window they then shortened
        // (`dropOffWindow`) left a stale tail the next pack read as the previous window (a
        // spurious FIZZ_CHANGE_LEFT, or a crash on an id never written).
        out.truncate(to: BrickLayout.frameStride * n); outIDs.truncate(to: 2 * n)
        let f = UnsafeMutablePointer(mutating: out.pointer), d = UnsafeMutablePointer(mutating: outIDs.pointer)
        var k = 0
        while k < n {
            let e = window.base + BrickLayout.entryStride * k
            let o = f + BrickLayout.frameStride * k
            let x0 = pixel(e[0] - offsetX), y0 = pixel(e[1] - offsetY)
            o[0] = x0; o[1] = y0
            o[2] = pixel(e[0] + e[2] - offsetX) - x0; o[3] = pixel(e[1] + e[3] - offsetY) - y0
            o[4] = e[4]; o[5] = e[5]; o[6] = e[6]
            let i = Int(windowItems[k])
            d[2 * k] = id(of: Int(itemNode[i])); d[2 * k + 1] = UInt32(itemRep[i])
            k += 1
        }
        // Changes: match each new entry with the previous one of the same node and repetition.
        let old = ids.count / 2
        let of = frames.pointer, od = ids.pointer
        let matched = scratchInts.base
        var q = 0
        while q < old { matched[q] = 0; q += 1 }
        var c = 0
        let ch = UnsafeMutablePointer(mutating: changes.pointer)
        k = 0
        while k < n {
            let s = slotIfMade(d[2 * k])!, rep = Int(d[2 * k + 1])
            let first = Int(previousSlot[s])
            var kind: UInt32 = 0
            if first >= 0 {
                let j = first + rep - Int(od[2 * first + 1])
                if j >= 0 && j < old && od[2 * j] == d[2 * k] && Int(od[2 * j + 1]) == rep {
                    matched[j] = 1
                    kind = 2
                    var m = 0
                    while m < BrickLayout.frameStride {
                        if of[BrickLayout.frameStride * j + m].bitPattern != f[BrickLayout.frameStride * k + m].bitPattern { kind = 1; break }
                        m += 1
                    }
                }
            }
            if kind != 2 { ch[3 * c] = d[2 * k]; ch[3 * c + 1] = UInt32(rep); ch[3 * c + 2] = kind; c += 1 }
            k += 1
        }
        q = 0
        while q < old {
            if matched[q] == 0 { ch[3 * c] = od[2 * q]; ch[3 * c + 1] = od[2 * q + 1]; ch[3 * c + 2] = 2; c += 1 }
            previousSlot[slotIfMade(od[2 * q])!] = -1
            q += 1
        }
        k = n - 1
        while k >= 0 { previousSlot[slotIfMade(d[2 * k])!] = Int32(k); k -= 1 }
        changeCount = c
        previousFrames = frames; previousIDs = ids
        frames = out; ids = outIDs
    }

    /// The entries of `changes` (the buffer is sized for the worst case).
    public var changeList: (pointer: UnsafePointer<UInt32>, count: Int) { (changes.pointer, changeCount) }

    /// The frame of window entry `k` (0..<`windowCount`): 7 values as in `frames`.
    public func frame(at k: Int) -> (x: Double, y: Double, width: Double, height: Double, z: Double, alpha: Double, scale: Double) {
        let o = frames.pointer + BrickLayout.frameStride * k
        return (o[0], o[1], o[2], o[3], o[4], o[5], o[6])
    }

    /// The window entry of repetition `repetition` of `id`, or nil when it is not in the window.
    public func entry(of id: UInt32, repetition: Int = 0) -> Int? {
        guard let s = slotIfMade(id) else { return nil }
        let first = Int(previousSlot[s])
        if first < 0 { return nil }
        let j = first + repetition - Int(ids.pointer[2 * first + 1])
        if j < 0 || j >= windowCount || ids.pointer[2 * j] != id || Int(ids.pointer[2 * j + 1]) != repetition { return nil }
        return j
    }

    /// The sticking percentage of window entry `k` after the last update (sticky behaviors).
    public func stickingPercentage(at k: Int) -> Double { window[BrickLayout.entryStride * k + 7] }
}
