//===--- BrickLayout+Flow.swift ------------------------------------------===//
// Part of Fizz. BrickKit's flow: rows, alignment, nesting, one-row sections, waterfalls; lazily.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// Portrait when the viewport is at most as wide as it is tall (BrickKit's rule).
    var portrait: Bool { viewportWidth <= viewportHeight }

    /// A node's width or height in `c`.
    @inline(__always) func resolve(_ s: Int, height: Bool, _ c: DimensionContext) -> Double {
        let at = height ? nodes[s].heightAt : nodes[s].widthAt
        return DimensionTerm.evaluate(UnsafePointer(terms.base + Int(at)), c)
    }

    /// The root's width: its width rule against the viewport's width.
    var rootWidth: Double {
        resolve(0, height: false, DimensionContext(contentWidth: viewportWidth, inset: 0, widthRatio: 1, rowX: 0,
                                                   widthForHeight: nil, measured: -1, traits: traits, portrait: portrait))
    }

    /// A section node's frame height at width `w`: its height rule, `.auto` reading the content
    /// height (edge insets included).
    func sectionHeight(_ s: Int, _ si: Int, _ w: Double) -> Double {
        resolve(s, height: true, DimensionContext(contentWidth: w, inset: 0, widthRatio: 1, rowX: 0, widthForHeight: w,
                                                  measured: sections[si].height, traits: traits, portrait: portrait))
    }

    /// Sets item `i`'s frame (its span is the row's, written by the caller after this), first
    /// keeping both as they were for `undoFlow` unless the call rebuilt (see `flowUndo`).
    /// - Throws: `.overBudget` (the journal's room).
    @inline(never) func setFrame(_ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) throws(FizzError) {
        let f = itemFrame.base + 4 * i, p = itemSpan.base + 2 * i
        if oldSections.capacity == 0 {
            var n = flowUndoCount
            try flowUndo.reserve(appending: n + 7, keeping: n, in: memory)
            let u = flowUndo.base + n
            if (f[0].bitPattern | f[1].bitPattern | f[2].bitPattern | f[3].bitPattern | p[0].bitPattern | p[1].bitPattern) == 0 {
                u[0] = Double(bitPattern: UInt64(truncatingIfNeeded: ~i)); n += 1
            } else {
                u[0] = f[0]; u[1] = f[1]; u[2] = f[2]; u[3] = f[3]; u[4] = p[0]; u[5] = p[1]
                u[6] = Double(bitPattern: UInt64(truncatingIfNeeded: i)); n += 7
            }
            flowUndoCount = n
        }
        f[0] = x; f[1] = y; f[2] = w; f[3] = h
    }

    /// Keeps section `si`'s record as it is, before the flow changes it, for `undoFlow`.
    /// - Throws: `.overBudget` (the journal's room).
    func keepSection(_ si: Int) throws(FizzError) {
        let n = flowUndoSectionCount
        try flowUndoSections.reserve(appending: n + 1, keeping: n, in: memory)
        flowUndoSections[n] = sections[si]
        flowUndoSectionCount = n + 1
    }

    /// A refused producer or query: every frame, span and section record its flow changed goes
    /// back (newest first: an item laid twice gets its first copy), so the laid rows and the
    /// extrapolated sizes are what they were and the snapshot with them; then `endFlow`. O(what
    /// the flow did).
    func undoFlow() {
        var k = flowUndoCount
        while k > 0 {
            k -= 1
            let d = Int(truncatingIfNeeded: flowUndo[k].bitPattern), i = d < 0 ? ~d : d
            let f = itemFrame.base + 4 * i, p = itemSpan.base + 2 * i
            if d < 0 {
                // +0.0 stored as its bits: a smaller module than six Double constants.
                let z = UnsafeMutableRawPointer(f).assumingMemoryBound(to: UInt64.self)
                let y = UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt64.self)
                z[0] = 0; z[1] = 0; z[2] = 0; z[3] = 0; y[0] = 0; y[1] = 0
            } else {
                k -= 6
                let u = flowUndo.base + k
                f[0] = u[0]; f[1] = u[1]; f[2] = u[2]; f[3] = u[3]; p[0] = u[4]; p[1] = u[5]
            }
        }
        k = flowUndoSectionCount
        while k > 0 { k -= 1; let r = flowUndoSections[k]; sections[Int(nodes[Int(r.node)].section)] = r }
        endFlow()
    }

    /// Ends a producer's or query's flow: the journal goes, and its room with it.
    func endFlow() {
        flowUndoCount = 0; flowUndoSectionCount = 0
        flowUndo.giveBack(to: 0, keeping: 0, in: memory)
        flowUndoSections.giveBack(to: 0, keeping: 0, in: memory)
    }

    /// Lays out section `si` at frame width `width` until a row starts past `limit` (section
    /// coordinates along its scroll axis); nothing when what is laid out already covers it.
    func flow(_ si: Int, width: Double, limit: Double) throws(FizzError) {
        var rec = sections[si]
        if rec.laidWidth != width || rec.generation != generation {
            try keepSection(si)
            rec.laid = 0; rec.complete = false; rec.laidLimit = -Double.greatestFiniteMagnitude
            rec.laidWidth = width; rec.generation = generation
            sections[si] = rec
        }
        if rec.flow == .horizontal {
            // Along its own axis, not the parent's: to its offset's end plus the margin. The
            // window clips a one-row section along x: its items are not counted (`flowOrigin`).
            let origin = flowOrigin
            flowOrigin = .nan
            try layRow(si, to: rec.offset + width + margin)
            flowOrigin = origin
            return
        }
        if rec.complete || limit <= rec.laidLimit { return }
        try keepSection(si)
        if rec.flow == .rows { try flowRows(si, width, limit) } else { try flowWaterfall(si, width, limit) }
        sections[si].laidLimit = limit
    }

    /// Lays one-row section `si` out until a brick starts past `limit` (section coordinates
    /// along the row, offset not subtracted) when it is lazy, else whole; nothing when what is
    /// laid out covers it. The window and the queries call it for the extent they search, so
    /// a change of the section's offset lays out only the bricks it brings in.
    func layRow(_ si: Int, to limit: Double) throws(FizzError) {
        let rec = sections[si]
        let to = rowIsLazy(rec) ? limit : Double.greatestFiniteMagnitude
        if (rec.complete && rec.laid == rec.blockCount) || to <= rec.laidLimit { return }
        try keepSection(si)
        try flowOneRow(si, rec.laidWidth, to)
        sections[si].laidLimit = to
    }

    /// Whether one-row section `rec` may be laid out lazily along its own axis: only when
    /// nothing outside the laid bricks reads the rest of the row. Its bricks then sit at the
    /// row's top at their own heights (top alignment, no `alignRowHeights`), its frame's
    /// height does not read its content height (no `.auto` term in its height rule), it pins
    /// no brick (a pinned brick is handed out wherever along the row it lies) and it is not
    /// the root (whose content size the host reads). Else the row's height is the tallest
    /// brick's, which only the whole row gives.
    func rowIsLazy(_ rec: LayoutSection) -> Bool {
        if rec.node == 0 || rec.vertical != .top || rec.alignRowHeights || rec.pinnedCount > 0 { return false }
        return !heightReadsContent(Int(rec.node))
    }

    /// Whether node `s`'s height rule has an `.auto` term (for a section: reads its content
    /// height, so its frame changes as it is laid further).
    func heightReadsContent(_ s: Int) -> Bool {
        let n = nodes[s]
        var k = 0
        while k < Int(n.heightCount) {
            if terms[Int(n.heightAt) + k].kind == .auto { return true }
            k += 1
        }
        return false
    }

    /// Width and height of block item `item` (a brick) at row position `x`.
    @inline(__always) func brickSize(_ s: Int, _ item: Int, _ ctx: inout DimensionContext, _ x: Double) -> (Double, Double) {
        ctx.rowX = x; ctx.widthForHeight = nil; ctx.measured = itemMeasured[2 * item]
        let w = resolve(s, height: false, ctx)
        if nodes[s].isSection { return (w, 0) }
        ctx.widthForHeight = w; ctx.measured = itemMeasured[2 * item + 1]
        return (w, resolve(s, height: true, ctx))
    }

    func context(_ rec: LayoutSection, _ contentWidth: Double) -> DimensionContext {
        DimensionContext(contentWidth: contentWidth, inset: rec.inset, widthRatio: rec.widthRatio, rowX: 0,
                         widthForHeight: nil, measured: -1, traits: traits, portrait: portrait)
    }

    /// Rows (BrickKit's `BrickLayoutSection`): greedy, left to right; a brick that does not fit
    /// (x + w > W + 1e-7) opens a row at the previous row's bottom + inset. Resumes at the
    /// start of the last laid-out row (whose nested sections may have more to lay out).
    func flowRows(_ si: Int, _ width: Double, _ limit: Double) throws(FizzError) {
        var rec = sections[si]
        let b = Int(rec.blockStart), n = Int(rec.blockCount)
        let W = rec.contentWidth(at: width)
        var ctx = context(rec, W)
        // Resume after the last laid row, or at its start when a section in it may grow.
        var i: Int, rowTop: Double, lastBottom: Double
        if rec.laid > 0 && !rec.rerunLastRow {
            i = Int(rec.laid)
            lastBottom = itemSpan[2 * (b + i - 1) + 1]
            rowTop = lastBottom + rec.inset
        } else {
            i = rec.laid > 0 ? rowStart(rec, Int(rec.laid) - 1) : 0
            rowTop = i > 0 ? itemSpan[2 * (b + i)] : rec.top
            lastBottom = i > 0 ? itemSpan[2 * (b + i - 1) + 1] : rec.top
        }
        var x = 0.0, rowMaxY = rowTop, rowFirst = i, rowVisible = 0
        // rowOpen: the row holds a section not laid to its end whose frame reads its content
        // (its height an estimate): no row after it is laid (its top would read the
        // estimate), so this row stays the last laid and the next flow lays it again.
        var nestedComplete = true, rowComplete = true, rowOpen = false, stopped = false
        let alignsByHeight = rec.vertical != .top || rec.alignRowHeights
        while i < n {
            let item = b + i, s = Int(itemNode[item])
            lastLaidOut += 1
            if nodes[s].hidden { try setFrame(item, rec.left + x, rowTop, 0, 0); i += 1; continue }
            let isSection = nodes[s].isSection
            var (w, h) = brickSize(s, item, &ctx, x)
            if (isSection || h > 0) && rowVisible > 0 && x + w > W + 1e-7 {
                closeRow(rec, W, b + rowFirst, item, rowTop, rowMaxY)
                try countWindowed(b + rowFirst, item)
                lastBottom = rowMaxY
                let next = rowMaxY + rec.inset
                if next > limit || rowOpen { stopped = true; break }
                rowTop = next; x = 0; rowMaxY = rowTop; rowFirst = i; rowVisible = 0; rowComplete = true
                (w, h) = brickSize(s, item, &ctx, 0)
            }
            if isSection {
                let csi = Int(nodes[s].section)
                // A row that aligns its bricks by its height (centre, bottom, equal heights)
                // reads that section's height: an estimate until it is laid to its end.
                let whole = alignsByHeight && heightReadsContent(s)
                try flowNested(s, csi, at: rowTop, width: w, limit: whole ? Double.greatestFiniteMagnitude : limit - rowTop,
                               shifted: rec.vertical != .top && !rec.alignRowHeights)
                if !sections[csi].complete {
                    nestedComplete = false; rowComplete = false
                    if heightReadsContent(s) { rowOpen = true }
                }
                h = sectionHeight(s, csi, w)
            }
            try setFrame(item, rec.left + x, rowTop, w, h)
            if h > 0 {
                if rowTop + h > rowMaxY { rowMaxY = rowTop + h }
                x += w + rec.inset
                rowVisible += 1
            }
            i += 1
        }
        if !stopped && i > rowFirst {
            closeRow(rec, W, b + rowFirst, b + i, rowTop, rowMaxY)
            try countWindowed(b + rowFirst, b + i)
        }
        if !stopped && rowVisible > 0 { lastBottom = rowMaxY }
        rec.rerunLastRow = !rowComplete
        rec.laid = Int32(i)
        rec.complete = !stopped && nestedComplete
        rec.height = extrapolated(rec, bottom: lastBottom, laid: i, of: n, stopped: stopped)
        sections[si] = rec
    }

    /// Counts the items `first..<end` of the section being laid (final frames: a closed row, or
    /// a waterfall's brick) that the window will hold, as `collect` tests them: crossing the
    /// window along y (a hidden brick, 0 × 0, is not counted: its row is laid whole anyway). A
    /// section counts them only while `flowOrigin` is known (a producer's flow, every section
    /// holding it certain to be collected), so the count is never above the window's; past
    /// `maxWindow` the producer is refused here, before the flow lays the rest (`produce`
    /// undoes what it laid). - Throws: `.limitReached`.
    @inline(never) func countWindowed(_ first: Int, _ end: Int) throws(FizzError) {
        if flowOrigin.isNaN { return }
        var i = first
        while i < end {
            let f = itemFrame.base + 4 * i
            let y = flowOrigin + f[1]
            if f[2] > 0 && f[3] > 0 && y < flowWindow.1 && y + f[3] > flowWindow.0 { flowWindowed += 1 }
            i += 1
        }
        if flowWindowed > BrickLayout.maxWindow { throw .limitReached }
    }

    /// Lays nested section `csi` (of node `s`, width `w`, at `y` in the section being laid) as
    /// `flow` does, with `flowOrigin` its content y while it runs when each of its items that
    /// crosses the window is certain to be collected, else NaN. `collect` takes a section's
    /// items only when the section crosses the window: so the section laying it must be
    /// certain, its row must not move it down once laid (`shifted`: centre or bottom
    /// alignment), it must have a width, and its height must be its content alone (an `.auto`
    /// rule), which reaches at least every laid item's bottom: it crosses whenever one of its
    /// items does. Any other height is not counted.
    func flowNested(_ s: Int, _ csi: Int, at y: Double, width w: Double, limit: Double, shifted: Bool) throws(FizzError) {
        let origin = flowOrigin
        if shifted || !(w > 0) || terms[Int(nodes[s].heightAt)].kind != .auto { flowOrigin = .nan }
        else { flowOrigin = origin + y }
        try flow(csi, width: w, limit: limit)
        flowOrigin = origin
    }

    /// A section's height from its content's bottom: exact when laid out to its end, else
    /// BrickKit's extrapolation from the share laid out,
    /// H ≈ (maxY − top + inset)/(laid/count) − inset + top + bottom.
    func extrapolated(_ rec: LayoutSection, bottom: Double, laid: Int, of n: Int, stopped: Bool) -> Double {
        BrickLayout.extrapolate(bottom, lead: rec.top, trail: rec.bottom, rec.inset, laid: laid, of: n, stopped: stopped)
    }

    /// A content length along a section's axis from its laid content's end `end` (pt): `end`
    /// + `trail` when laid out to its end, else (end − lead + inset)/(laid/count) − inset +
    /// lead + trail (`lead` and `trail` the edge insets before and after the content).
    static func extrapolate(_ end: Double, lead: Double, trail: Double, _ inset: Double, laid: Int, of n: Int, stopped: Bool) -> Double {
        if !stopped || laid == 0 { return end + trail }
        let fraction = Double(laid) / Double(n)
        return (end - lead + inset) / fraction - inset + lead + trail
    }

    /// Closes the row of block items `first..<end`: horizontal alignment, vertical alignment or
    /// equal heights, and the row's span (top, bottom) on every item of it.
    func closeRow(_ rec: LayoutSection, _ W: Double, _ first: Int, _ end: Int, _ top: Double, _ maxY: Double) {
        let rowH = maxY - top
        if rec.horizontal != .left {
            var sum = 0.0, count = 0, i = first
            while i < end {
                let f = itemFrame.base + 4 * i
                if f[3] > 0 && !nodes[Int(itemNode[i])].hidden { sum += f[2]; count += 1 }
                i += 1
            }
            if count > 0 {
                if rec.horizontal == .justified {
                    if count > 1 {
                        let gap = (W - sum) / Double(count - 1)
                        var x = rec.left
                        i = first
                        while i < end {
                            let f = itemFrame.base + 4 * i
                            f[0] = x
                            if f[3] > 0 && !nodes[Int(itemNode[i])].hidden { x += f[2] + gap }
                            i += 1
                        }
                    }
                } else {
                    let rowW = sum + Double(count - 1) * rec.inset
                    let shift = rec.horizontal == .center ? (W - rowW) / 2 : W - rowW
                    i = first
                    while i < end { itemFrame[4 * i] += shift; i += 1 }
                }
            }
        }
        var i = first
        while i < end {
            let f = itemFrame.base + 4 * i
            if f[3] > 0 {
                if rec.alignRowHeights { f[3] = rowH }
                else if rec.vertical == .center { f[1] = top + (rowH - f[3]) / 2 }
                else if rec.vertical == .bottom { f[1] = top + (rowH - f[3]) }
            }
            itemSpan[2 * i] = top; itemSpan[2 * i + 1] = maxY
            i += 1
        }
    }

    /// One row that scrolls on its own axis (BrickKit's horizontal CollectionBrick): never
    /// breaks; content width = x − inset + right. Laid out whole, or when `rowIsLazy` until a
    /// brick starts past `limit` (resuming after the laid bricks; the content width then
    /// extrapolated as a section's height is, and the height the laid bricks', read by
    /// nothing). Its bricks' frames do not depend on how far it is laid.
    func flowOneRow(_ si: Int, _ width: Double, _ limit: Double) throws(FizzError) {
        var rec = sections[si]
        let b = Int(rec.blockStart), n = Int(rec.blockCount)
        let W = rec.contentWidth(at: width)
        var ctx = context(rec, W)
        let lazy = rowIsLazy(rec)
        let start = lazy ? Int(rec.laid) : 0
        // x > 0 exactly when a brick took room, or all that did were 0 wide with inset 0 (the
        // content width is then left + right either way).
        var x = start > 0 ? rec.rowX : 0, rowMaxY = start > 0 ? rec.height - rec.bottom : rec.top
        // Sections in a row are laid out whole (limit ∞), so those of the laid prefix are
        // complete (`rec.complete` may only say that the row is to be laid further).
        var nestedComplete = true, stopped = false
        var i = start
        while i < n {
            let item = b + i, s = Int(itemNode[item])
            if lazy && rec.left + x > limit { stopped = true; break }
            lastLaidOut += 1
            if nodes[s].hidden { try setFrame(item, rec.left + x, rec.top, 0, 0); i += 1; continue }
            var (w, h) = brickSize(s, item, &ctx, 0)
            if nodes[s].isSection {
                let csi = Int(nodes[s].section)
                try flow(csi, width: w, limit: Double.greatestFiniteMagnitude)
                if !sections[csi].complete { nestedComplete = false }
                h = sectionHeight(s, csi, w)
            }
            try setFrame(item, rec.left + x, rec.top, w, h)
            if h > 0 {
                if rec.top + h > rowMaxY { rowMaxY = rec.top + h }
                x += w + rec.inset
            }
            i += 1
        }
        var one = rec
        one.horizontal = .left
        closeRow(one, W, b + start, b + i, rec.top, rowMaxY)
        // Along this section's own axis the spans are the bricks' x extents.
        var end = start > 0 ? itemSpan[2 * (b + start - 1) + 1] : 0.0
        var k = b + start
        while k < b + i {
            let f = itemFrame.base + 4 * k
            let e = f[0] + f[2]
            if e > end { end = e }
            itemSpan[2 * k] = f[0]; itemSpan[2 * k + 1] = end
            k += 1
        }
        rec.laid = Int32(i)
        rec.rowX = x
        rec.complete = nestedComplete
        rec.contentWidth = BrickLayout.extrapolate(x > 0 ? rec.left + x - rec.inset : rec.left, lead: rec.left, trail: rec.right,
                                                   rec.inset, laid: i, of: n, stopped: stopped)
        rec.height = rowMaxY + rec.bottom
        sections[si] = rec
    }

    /// The number of waterfall columns for content width `W`.
    func columnCount(_ rec: LayoutSection, _ W: Double) -> Int {
        if rec.columns > 0 { return Int(rec.columns) }
        let fit = ((W + rec.inset) / (rec.minColumnWidth + rec.inset)).rounded(.down)
        return fit < 1 ? 1 : (fit > 64 ? 64 : Int(fit))
    }

    /// A waterfall (masonry): `columns` columns of width (W − (c − 1)·inset)/c; each brick goes
    /// to the shortest column (the leftmost on a tie), in reading order, so a brick's top never
    /// lies above the previous brick's: the shortest column only grows.
    func flowWaterfall(_ si: Int, _ width: Double, _ limit: Double) throws(FizzError) {
        var rec = sections[si]
        let b = Int(rec.blockStart), n = Int(rec.blockCount)
        let W = rec.contentWidth(at: width)
        let cols = columnCount(rec, W)
        let colW = max(0, (W - Double(cols - 1) * rec.inset) / Double(cols))
        var ctx = context(rec, colW)
        // The columns' bottoms (next tops), 64 doubles per nesting level (reserved at init).
        let bottoms = columnBottoms.base + 64 * depth(Int(rec.node))
        var q = 0
        while q < cols { bottoms[q] = rec.top; q += 1 }
        var i = rec.laid > 0 ? Int(rec.laid) - 1 : 0
        if i > 0 && !nodes[Int(itemNode[b + i])].isSection { i += 1 }
        // Columns of width 0 with no inset share one x: a brick's column cannot be read back
        // from it, so such a waterfall starts over.
        if colW + rec.inset <= 0 { i = 0 }
        // Rebuild the columns' bottoms from the items before i (latest item of each column).
        var seen = 0, k = i - 1
        var found = UInt64(0)
        while k >= 0 && seen < cols {
            let f = itemFrame.base + 4 * (b + k)
            if f[3] > 0 && !nodes[Int(itemNode[b + k])].hidden {
                // Which column: from its x, left + c·(colW + inset) (> 0 here, see above).
                let c = Int(((f[0] - rec.left) / (colW + rec.inset)).rounded())
                if c >= 0 && c < cols && found & (UInt64(1) << UInt64(c)) == 0 {
                    found |= UInt64(1) << UInt64(c); seen += 1; bottoms[c] = f[1] + f[3] + rec.inset
                }
            }
            k -= 1
        }
        var spanEnd = i > 0 ? itemSpan[2 * (b + i - 1) + 1] : rec.top
        var nestedComplete = true, stopped = false
        while i < n {
            let item = b + i, s = Int(itemNode[item])
            // The shortest column, the leftmost on a tie: two scans in one loop, of the odd
            // columns (and 0) and of the even ones (the last column twice when the count is
            // even), each the leftmost least of its own, then the lesser of the two, on a tie
            // the leftmost: two chains of compares instead of one, each bottom in a local, not
            // read again per column. One chain reading `bottoms[c]` per column made the
            // waterfall of 64 to its end take 2.1-3.5 s in wasm (`fizz bench budgets --wasm`).
            var c = 0, y = bottoms[0], d = 0, z = y, j = 1
            while j < cols {
                let k = j + 1 < cols ? j + 1 : j, v = bottoms[j], w = bottoms[k]
                if v < y { y = v; c = j }
                if w < z { z = w; d = k }
                j += 2
            }
            if z < y || (z == y && d < c) { y = z; c = d }
            if i > 0 && y > limit { stopped = true; break }
            lastLaidOut += 1
            let x = rec.left + Double(c) * (colW + rec.inset)
            if nodes[s].hidden {
                try setFrame(item, x, y, 0, 0)
            } else {
                var (_, h) = brickSize(s, item, &ctx, 0)
                ctx.widthForHeight = colW
                if nodes[s].isSection {
                    let csi = Int(nodes[s].section)
                    try flowNested(s, csi, at: y, width: colW, limit: limit - y, shifted: false)
                    h = sectionHeight(s, csi, colW)
                    // An incomplete section's height is an estimate: it is placed, then the
                    // flow stops, so that no later brick is placed by it (the next flow lays
                    // this section again, then goes on).
                    if !sections[csi].complete { nestedComplete = false; stopped = true }
                } else {
                    ctx.measured = itemMeasured[2 * item + 1]
                    h = resolve(s, height: true, ctx)
                }
                try setFrame(item, x, y, colW, h)
                if h > 0 { bottoms[c] = y + h + rec.inset; if y + h > spanEnd { spanEnd = y + h } }
            }
            itemSpan[2 * item] = y; itemSpan[2 * item + 1] = spanEnd
            i += 1
            // Stopped here only after an incomplete section, which the window does not count.
            if stopped { break }
            try countWindowed(item, item + 1)
        }
        var maxBottom = rec.top
        var j = 0
        while j < cols { if bottoms[j] - rec.inset > maxBottom { maxBottom = bottoms[j] - rec.inset }; j += 1 }
        rec.laid = Int32(i)
        rec.complete = !stopped && nestedComplete
        rec.height = extrapolated(rec, bottom: maxBottom, laid: i, of: n, stopped: stopped)
        sections[si] = rec
    }
}
