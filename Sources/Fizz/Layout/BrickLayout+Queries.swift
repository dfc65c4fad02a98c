//===--- BrickLayout+Queries.swift ---------------------------------------===//
// Part of Fizz. Questions about the laid-out tree: a rect, a brick's frame, snap and appear targets.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// The laid-out frame of repetition `repetition` of `id` in content coordinates (the flow's,
    /// before behaviors), or nil when it is hidden, not laid out yet, or not in the tree.
    /// O(depth). Call after an update.
    public func layoutFrame(of id: UInt32, repetition: Int = 0) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let s = try? slot(id), s != 0, !structureDirty else { return nil }
        if repetition < 0 || repetition >= itemsOf(s) || nodes[s].firstItem < 0 { return nil }
        var item = Int(nodes[s].firstItem) + repetition
        let f = itemFrame.base + 4 * item
        let w = f[2], h = f[3]
        var x = 0.0, y = 0.0
        var rw = w
        while true {
            let n = Int(itemNode[item])
            if nodes[n].hidden { return nil }
            let parent = Int(nodes[n].parent)
            let rec = sections[Int(nodes[parent].section)]
            if item - Int(rec.blockStart) >= Int(rec.laid) { return nil }
            let g = itemFrame.base + 4 * item
            var rx = g[0] + x
            if rec.flow == .horizontal { rx -= rec.offset }
            let fw = parent == 0 ? rootWidth : itemFrame[4 * Int(nodes[parent].firstItem) + 2]
            if rightToLeft { rx = fw - rx - rw }
            x = rx; y += g[1]
            if parent == 0 { break }
            item = Int(nodes[parent].firstItem)
            rw = fw
        }
        return (x, y, w, h)
    }

    /// Ids and repetitions of the laid-out bricks whose flow frames cross `rect` (content
    /// coordinates; touching is not crossing), in reading order, into `out` as n × (id,
    /// repetition). Binary searches per section: O(depth · log n + found). Lays out up to the
    /// rect's bottom first (vertical root) or its right (horizontal root).
    /// - Throws: `.nonFinite`, `.outOfRange` (a size below 0), `.overBudget`.
    public func query(x: Double, y: Double, width: Double, height: Double, into out: PackedBuffer<UInt32>) throws(FizzError) {
        let m = BrickLayout.maxReach
        try Check.range(x, -m, m); try Check.range(y, -m, m)
        try Check.range(width, 0, m); try Check.range(height, 0, m)
        try rebuildIfNeeded()
        let w = rootWidth
        // The window's collect without pinned items and behaviors: the items found appended
        // to `windowItems` past the live window (which stays as it is), then copied out.
        let saved = windowCount
        defer { windowCount = saved }
        // A refusal gives back what the query grew (the items' room past the live window).
        let caps = (windowItems.capacity, out.capacity), outCount = out.count
        let p: UnsafeMutablePointer<UInt32>
        do {
            try flow(0, width: w, limit: scrollsHorizontally ? x + width : y + height)
            try collectQuery(0, 0, 0, w, (x, y, x + width, y + height))
            p = try out.resize(2 * (windowCount - saved), in: memory)
        } catch {
            windowItems.giveBack(to: caps.0, keeping: saved, in: memory)
            out.giveBack(to: caps.1, count: outCount, in: memory)
            undoFlow()
            undoRebuild()
            throw error
        }
        endFlow()
        keepRebuild()
        var k = saved
        while k < windowCount {
            let i = Int(windowItems[k])
            p[2 * (k - saved)] = UInt32(itemNode[i]) + 1; p[2 * (k - saved) + 1] = UInt32(itemRep[i])
            k += 1
        }
    }

    /// `collect` without pinned items: the indices of the items found, into `windowItems` past
    /// the live window.
    func collectQuery(_ si: Int, _ ox: Double, _ oy: Double, _ fw: Double, _ r: (Double, Double, Double, Double)) throws(FizzError) {
        let rec = sections[si]
        let b = Int(rec.blockStart)
        let horizontal = rec.flow == .horizontal
        var a: Double, z: Double
        if horizontal {
            if rightToLeft { a = fw - (r.2 - ox); z = fw - (r.0 - ox) } else { a = r.0 - ox; z = r.2 - ox }
            a += rec.offset; z += rec.offset
        } else { a = r.1 - oy; z = r.3 - oy }
        if a < z { try layToSearch(si, fw, z) }
        let laid = Int(sections[si].laid)
        let spans = ItemSpans(base: itemSpan.base + 2 * b)
        // The window's search (each item is tested for crossing below, so touching rows add
        // nothing): one search in the module, not two (fizz-layout.wasm's budget).
        let found = a < z ? SpanSearch.meeting(a, z, in: spans, 0, laid) : (first: laid, count: 0)
        var k = found.first
        while k < found.first + found.count {
            let i = b + k
            k += 1
            let s = Int(itemNode[i])
            let f = itemFrame.base + 4 * i
            let w = f[2], h = f[3]
            if nodes[s].hidden || !(w > 0 && h > 0) { continue }
            var rx = horizontal ? f[0] - rec.offset : f[0]
            if rightToLeft { rx = fw - rx - w }
            let ax = ox + rx, ay = oy + f[1]
            if !(ax < r.2 && ax + w > r.0 && ay < r.3 && ay + h > r.1) { continue }
            // The item alone: a query hands out ids, not the frame entry `append` writes for
            // the window (96 bytes an item: a query of 8,388,608 items wrote 805 MB it never
            // read, 1.1 s natively, and was refused for want of memory in wasm).
            let k = windowCount
            try windowItems.reserve(appending: k + 1, keeping: k, in: memory)
            windowItems[k] = Int32(i)
            windowCount = k + 1
            if nodes[s].isSection { try collectQuery(Int(nodes[s].section), ax, ay, w, r) }
        }
    }

    /// Where a scroll released at `offset` with `velocity` (pt/s) should come to rest: the
    /// projected rest point (`decay`'s) moved to the nearest snap point of the bricks attached
    /// to a `.snap` behavior (the lower on a tie), along the root's axis, or along section
    /// `section`'s own axis when it is a horizontal section. A snap point is the brick's
    /// anchor minus the viewport's (the section's frame's) anchor: leading edges meet, centres
    /// meet, or trailing edges meet. The offset itself when no brick is attached. O(laid bricks
    /// of that section and the sections in it): a once-per-release call. The projection
    /// decelerates as `decay` does: by default UIScrollView's `.fast` (0.99 per ms), the rate
    /// BrickKit's snap behavior sets on its collection view, so a release at 1,000 pt/s
    /// proposes +99.5 pt (`.normal` would propose +499.5).
    /// - Throws: `.nonFinite`, `.outOfRange` (|offset| > `maxReach`, |velocity| > 1e7),
    ///   `.invalidState` (no such section).
    public func snapTarget(offset: Double, velocity: Double, decay: Decay = .fast,
                           section: UInt32 = BrickLayout.rootID) throws(FizzError) -> Double {
        try Check.range(offset, -BrickLayout.maxReach, BrickLayout.maxReach)
        try Check.range(velocity, -1e7, 1e7)
        let si = try sectionSlot(section)
        try rebuildIfNeeded()
        keepRebuild()
        let rest = decay.restPoint(value: offset, velocity: velocity)
        let s = Int(sections[si].node)
        let horizontal = si == 0 ? scrollsHorizontally : sections[si].flow == .horizontal
        let length = si == 0 ? (horizontal ? viewportWidth : viewportHeight) : (layoutFrame(of: id(of: s))?.width ?? 0)
        var best = offset, bestDistance = Double.infinity
        var k = 0
        while k < behaviorCount {
            if behaviorList[k].kind == .snap {
                let anchor = behaviorList[k].a
                nearest(si, 0, horizontal, UInt32(1) << UInt32(k), anchor, length, rest, &best, &bestDistance)
            }
            k += 1
        }
        return best
    }

    /// Scans section `si` (at `origin` along the axis) for the nearest snap point to `rest`.
    func nearest(_ si: Int, _ origin: Double, _ horizontal: Bool, _ bit: UInt32, _ anchor: Double, _ length: Double,
                 _ rest: Double, _ best: inout Double, _ bestDistance: inout Double) {
        let rec = sections[si]
        var i = Int(rec.blockStart)
        let end = i + Int(rec.laid)
        while i < end {
            let s = Int(itemNode[i])
            let f = itemFrame.base + 4 * i
            if !nodes[s].hidden && f[2] > 0 && f[3] > 0 {
                let start = origin + (horizontal ? f[0] : f[1]), size = horizontal ? f[2] : f[3]
                if nodes[s].behaviors & bit != 0 {
                    let point = start + anchor / 2 * size - anchor / 2 * length
                    let d = point > rest ? point - rest : rest - point
                    if d < bestDistance || (d == bestDistance && point < best) { best = point; bestDistance = d }
                }
                if nodes[s].isSection {
                    let child = Int(nodes[s].section)
                    if sections[child].flow != .horizontal || horizontal {
                        nearest(child, start, horizontal, bit, anchor, length, rest, &best, &bestDistance)
                    }
                }
            }
            i += 1
        }
    }

    /// The frame an item appears from (`appearing`) or disappears to, in viewport coordinates
    /// (BrickKit's appear behaviors): `.top` y = −h, `.bottom` y = max(viewport height,
    /// content height − offset), `.scale` in place; alpha 0, scale 0.1 for `.scale`, 1 otherwise.
    /// Nil when the item is not laid out.
    public func transitionFrame(of id: UInt32, repetition: Int = 0, style: AppearStyle) -> (x: Double, y: Double, width: Double, height: Double, alpha: Double, scale: Double)? {
        guard let f = layoutFrame(of: id, repetition: repetition) else { return nil }
        let x = f.x - offsetX, y = f.y - offsetY
        switch style {
        case .top: return (x, -f.height, f.width, f.height, 0, 1)
        case .bottom: return (x, max(viewportHeight, contentHeight - offsetY), f.width, f.height, 0, 1)
        case .scale: return (x, y, f.width, f.height, 0, 0.1)
        }
    }

    /// FNV-1a 64 over the state: viewport, offset, settings, every live node (links, rules,
    /// flags), every section's style, measured sizes, the behaviors with their state, and the
    /// frames and ids last handed out.
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.add(viewportWidth); h.add(viewportHeight); h.add(offsetX); h.add(offsetY); h.add(margin); h.add(scale)
        h.add(UInt64(rightToLeft ? 1 : 0)); h.add(UInt64(zOrder.rawValue))
        h.add(UInt64(traits.horizontalRegular ? 1 : 0)); h.add(UInt64(traits.verticalRegular ? 1 : 0))
        h.add(UInt64(nodeCount)); h.add(UInt64(liveNodes))
        var s = 0
        while s < nodeCount {
            let n = nodes[s]
            if n.alive {
                h.add(UInt64(s)); h.add(UInt32(bitPattern: n.parent)); h.add(UInt32(bitPattern: n.next))
                // A reused slot's generation (fed only past the first: hashes of layouts that
                // never reused a slot are as before).
                if slotIDs.generation(of: s) != 1 { h.add(slotIDs.generation(of: s)) }
                h.add(UInt64(n.hidden ? 1 : 0)); h.add(UInt32(bitPattern: n.repeatCount)); h.add(n.behaviors)
                hashRun(&h, Int(n.widthAt), Int(n.widthCount)); hashRun(&h, Int(n.heightAt), Int(n.heightCount))
                if n.isSection {
                    let r = sections[Int(n.section)]
                    h.add(r.inset); h.add(r.top); h.add(r.left); h.add(r.bottom); h.add(r.right); h.add(r.widthRatio)
                    h.add(UInt64(r.alignRowHeights ? 1 : 0)); h.add(r.vertical.rawValue); h.add(r.horizontal.rawValue)
                    h.add(r.flow.rawValue); h.add(UInt32(bitPattern: r.columns)); h.add(r.minColumnWidth); h.add(r.offset)
                }
            }
            s += 1
        }
        var i = 0
        while i < 2 * itemCount { h.add(itemMeasured[i]); i += 1 }
        var k = 0
        while k < behaviorCount {
            let b = behaviorList[k]
            h.add(UInt64(b.kind.rawValue)); h.add(b.a); h.add(b.b); h.add(b.c); h.add(b.d)
            h.add(UInt64(b.flag ? 1 : 0)); h.add(b.place); h.add(b.lastOffset); h.add(UInt64(b.started ? 1 : 0))
            k += 1
        }
        h.add(UInt64(windowCount))
        i = 0
        while i < BrickLayout.frameStride * windowCount { h.add(frames.pointer[i]); i += 1 }
        i = 0
        while i < 2 * windowCount { h.add(ids.pointer[i]); i += 1 }
        return h.value
    }

    func hashRun(_ h: inout StateHasher, _ at: Int, _ n: Int) {
        var k = 0
        while k < n {
            let t = terms[at + k]
            h.add(UInt64(t.kind.rawValue) | UInt64(t.a) << 8 | UInt64(t.b) << 16); h.add(t.value)
            k += 1
        }
    }
}
