//===--- LayoutIncrementalTests.swift ------------------------------------===//
// Part of Fizz. Incremental layout equals layout from scratch, after random edits and scrolls.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The bricks of one-row sections in the window, by (id << 32 | repetition): x, y relative
/// to their row's frame, width, height and z (content coordinates, before rounding); only
/// those of rows laid out in part unless `all`.
private func rowBricks(_ l: BrickLayout, all: Bool = false) -> [UInt64: [Double]] {
    var out: [UInt64: [Double]] = [:]
    for k in 0..<l.windowCount {
        let i = Int(l.windowItems[k]), s = Int(l.itemNode[i])
        let r = l.sections[Int(l.nodes[Int(l.nodes[s].parent)].section)]
        if r.flow != .horizontal || l.nodes[s].isSection || !(all || r.laid < r.blockCount) { continue }
        let e = l.window.base + BrickLayout.entryStride * k
        out[UInt64(s + 1) << 32 | UInt64(l.itemRep[i])] = [e[0] - e[8], e[1] - e[9], e[2], e[3], e[4]]
    }
    return out
}

@Suite("Layout incremental")
struct LayoutIncrementalTests {
    /// A 150 pt tall rows section A (ten 300×50 bricks, rows at y = 0, 50, …, 450) followed
    /// in the root by twenty 300×50 bricks (rows at y = 150, 200, …). Viewport 300×400, margin
    /// 0. At y = 0 the root lays to 400: A's rows to the one at 400 (repetitions 0…8), the
    /// root's rows to the one at 400, its last. At y = 100 the root goes on after that row,
    /// past A; the window 100…500 still crosses A (0…150) and its repetitions 2…9 (a section
    /// does not clip its bricks), the last at content y 450, viewport y 350: what a full
    /// layout hands out. Before the fix repetition 9 was missing (A was never laid again).
    @Test("A fixed-height rows section its parent has gone past is laid further when the window reaches its rows")
    func fixedHeightSectionPassed() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        try l.setMargin(0)
        let a = try l.addSection(width: .ratio(1), height: .fixed(150))
        let inA = try l.addBrick(to: a, width: .ratio(1), height: .fixed(50))
        try l.setRepeatCount(inA, 10)
        let after = try l.addBrick(width: .ratio(1), height: .fixed(50))
        try l.setRepeatCount(after, 20)
        try l.setOffset(x: 0, y: 0)
        #expect(l.entry(of: inA, repetition: 7) != nil && l.entry(of: inA, repetition: 8) == nil)
        try l.setOffset(x: 0, y: 100)
        for rep in 2...9 {
            let k = try #require(l.entry(of: inA, repetition: rep), "repetition \(rep)")
            let f = l.frame(at: k)
            #expect(f.x == 0 && f.y == Double(50 * rep - 100) && f.width == 300 && f.height == 50, "repetition \(rep)")
        }
        #expect(l.entry(of: inA, repetition: 1) == nil)
        // The root's row at 450 (repetition 6 of the bricks after A) is the window's last.
        let k = try #require(l.entry(of: after, repetition: 6))
        #expect(l.frame(at: k).y == 350 && l.entry(of: after, repetition: 7) == nil)
        #expect(l.windowCount == 1 + 8 + 7)   // A, its 2…9, the root's rows at 150…450
    }

    /// Nine 300×50 bricks P (rows at y = 0…400), then a 300×50 brick H, then five more Q.
    /// Viewport 300×400, margin 0: at y = 0 the root lays the rows to the one at 400 and stops
    /// at H (its row at 450 > 400). H is then hidden: in a full layout it takes no room and
    /// sits at the end of P's last row, (300, 400); Q's first row stays at 450. At y = 100 it
    /// is handed out at viewport (300, 300), 0×0, alpha 0 (before the fix: at (0, 350), the
    /// start of the next row, where the lazy layout resumed).
    @Test("A brick hidden at the first unlaid item joins the last laid row, as in a full layout")
    func hiddenAtFirstUnlaidItem() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        try l.setMargin(0)
        let p = try l.addBrick(width: .ratio(1), height: .fixed(50))
        try l.setRepeatCount(p, 9)
        let h = try l.addBrick(width: .ratio(1), height: .fixed(50))
        let q = try l.addBrick(width: .ratio(1), height: .fixed(50))
        try l.setRepeatCount(q, 5)
        try l.setOffset(x: 0, y: 0)
        try l.setHidden(h, true)
        try l.setOffset(x: 0, y: 100)
        let f = l.frame(at: try #require(l.entry(of: h)))
        #expect(f.x == 300 && f.y == 300 && f.width == 0 && f.height == 0 && f.alpha == 0)
        let fq = l.frame(at: try #require(l.entry(of: q)))
        #expect(fq.x == 0 && fq.y == 350 && fq.width == 300 && fq.height == 50)
    }

    /// A centre-aligned rows section S holds, in one row, T (150 wide, rows of four 150×100
    /// bricks then sixteen 150×10: content 4·100 + 16·10 = 560 tall) and X (150×60). The row
    /// is 560 tall, so X sits at (150, (560 − 60)/2 = 250). Viewport 300×400, margin 0. Laid
    /// lazily to 400, T would stop after its row at 400 (five of twenty bricks, bottom 410)
    /// with an estimate of 410/(5/20) = 1640, putting X at 790, out of the window; T is laid
    /// whole instead, since the row's alignment reads its height.
    @Test("A centre-aligned row lays a section whose height reads its content whole")
    func centredRowReadsWholeSection() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        try l.setMargin(0)
        let sec = try l.addSection(style: SectionStyle(verticalAlignment: .center))
        let t = try l.addSection(to: sec, width: .ratio(0.5))
        let a = try l.addBrick(to: t, width: .ratio(1), height: .fixed(100))
        try l.setRepeatCount(a, 4)
        let b = try l.addBrick(to: t, width: .ratio(1), height: .fixed(10))
        try l.setRepeatCount(b, 16)
        let x = try l.addBrick(to: sec, width: .ratio(0.5), height: .fixed(60))
        try l.setOffset(x: 0, y: 0)
        let f = l.frame(at: try #require(l.entry(of: x)))
        #expect(f.x == 150 && f.y == 250 && f.width == 150 && f.height == 60)
        #expect(l.contentHeight == 560)
    }

    /// Random edits (add, remove, reorder, hide, repeat, resize, measure, new sections) between
    /// lazy scroll updates; after each, the layout is laid out to its end from where it got
    /// to, and the same layout with every row forgotten (a new environment generation) must
    /// hand out bit-identical frames: what the incremental path kept and extended is what a
    /// full layout computes. One-row sections of a fixed height are laid out lazily along
    /// their own axis (repeats up to 300 bricks, scrolled by their own offset): every frame
    /// the lazy update handed out must be the full layout's too.
    ///
    /// Rows and waterfall sections get an `.auto`, fixed or ratio height (a fixed or ratio
    /// one holding more than its frame lets its parent go on past it).
    @Test("300 random edits and lazy scrolls per seed (rows, waterfall and one-row sections), each checked against a full layout", arguments: Array(UInt64(1)...12))
    func randomEdits(seed: UInt64) throws { try randomEdits(seed: seed, keepLazy: false) }

    /// The same edits kept lazy: nothing is laid to its end between them (from scratch every
    /// tenth step only); after each lazy update, every brick it handed out (and every section
    /// whose frame does not read its content) has the frame, in content coordinates, that a
    /// copy of the layout (snapshot, restored) laid out in full from scratch hands out.
    @Test("300 random edits and lazy scrolls per seed kept lazy across edits, each window checked against a full layout", arguments: Array(UInt64(1)...12))
    func randomEditsKeptLazy(seed: UInt64) throws { try randomEdits(seed: seed, keepLazy: true) }

    func randomEdits(seed: UInt64, keepLazy: Bool) throws {
        var rng = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func any(_ a: [UInt32]) -> UInt32? { a.isEmpty ? nil : a[pick(a.count)] }
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        try l.setMargin(100)
        var sections: [UInt32] = [1], bricks: [UInt32] = []
        let dims: [BrickDimension] = [.ratio(1), .ratio(0.5), .ratio(1.0 / 3), .fixed(70), .fill]
        let heights: [BrickDimension] = [.fixed(30), .fixed(55), .ratio(0.5), .auto(estimate: .fixed(40))]
        for _ in 0..<60 { bricks.append(try l.addBrick(to: 1, width: dims[pick(5)], height: heights[pick(4)])) }
        var log: [String] = []
        var partialRows = 0     // steps that handed out a row laid out in part
        for step in 0..<300 {
            let live = bricks.filter { l.contains($0) }
            let secs = sections.filter { l.contains($0) }
            let op = pick(10)
            log.append("\(op)")
            switch op {
            case 0:
                let flow = [SectionFlow.rows, .rows, .waterfall, .horizontal, .horizontal][pick(5)]
                // Three one-row sections in four 60 pt tall and top-aligned, with a brick repeated
                // 50 to 349 times: those lay out lazily along their row.
                let lazy = flow == .horizontal && pick(4) != 0
                let sized: [BrickDimension] = [.auto(estimate: .fixed(0)), .auto(estimate: .fixed(0)), .fixed(120), .ratio(0.5)]
                let height: BrickDimension = lazy ? .fixed(60) : flow == .horizontal ? .auto(estimate: .fixed(0)) : sized[pick(4)]
                let vertical = VerticalAlignment(rawValue: UInt32(pick(3)))!
                let s = try l.addSection(to: secs[pick(secs.count)], width: dims[pick(3)], height: height,
                                         style: SectionStyle(inset: Double(pick(3) * 5), edgeInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                                                             verticalAlignment: lazy ? .top : vertical,
                                                             horizontalAlignment: HorizontalAlignment(rawValue: UInt32(pick(4)))!,
                                                             flow: flow))
                if l.isSection(s) { sections.append(s) }
                if lazy && l.isSection(s) {
                    bricks.append(try l.addBrick(to: s, width: dims[pick(5)], height: heights[pick(4)]))
                    try l.setRepeatCount(bricks.last!, 50 + pick(300))
                }
            case 1, 2:
                let to = secs[pick(secs.count)]
                bricks.append(try l.addBrick(to: to, width: dims[pick(5)], height: heights[pick(4)]))
                log.append("brick \(bricks.last!) to section \(to)")
            case 3: if live.count > 10 { try l.remove(live[pick(live.count)]) }
            case 4: if let b = any(live) { try l.setHidden(b, !(try l.isHidden(b))) }
            case 5:
                if let b = any(live) {
                    let p = Int(l.nodes[l.slotIfMade(b)!].parent)
                    try l.setRepeatCount(b, l.sections[Int(l.nodes[p].section)].flow == .horizontal ? pick(300) : pick(4))
                }
            case 6:
                if let b = any(live), try l.repeatCount(b) > 0 {
                    try l.setMeasuredSize(b, repetition: 0, height: Double(10 + pick(90)))
                }
            case 7: if let b = any(live) { try l.setHeight(b, heights[pick(4)]) }
            case 8:
                if let b = any(live), let c = any(live),
                   l.nodes[l.slotIfMade(b)!].parent == l.nodes[l.slotIfMade(c)!].parent { try l.reorder(b, before: c) }
            case 9:
                if let s = any(secs), s != 1, try l.style(s).flow == .horizontal { try l.setSectionOffset(s, Double(pick(8000))) }
            default: break
            }
            // Every other step from scratch, so that the lazy update lays its rows out in part.
            if step % (keepLazy ? 10 : 2) == 0 { l.invalidateAll() }
            try l.setOffset(x: 0, y: Double(pick(3000)))
            let lazyRows = rowBricks(l)
            if !lazyRows.isEmpty { partialRows += 1 }
            if keepLazy {
                try checkWindowAgainstFull(l, "seed \(seed) step \(step) ops \(log.suffix(4))")
                continue
            }
            // Everything, from where the lazy layout got to (extrapolated heights depend on how
            // far it got; laid-out frames must not).
            try l.setMargin(1e7)
            try l.update()
            let incremental = (0..<l.frames.count).map { l.frames.pointer[$0] }
            let ids = (0..<l.ids.count).map { l.ids.pointer[$0] }
            l.invalidateAll()
            try l.update()
            let full = (0..<l.frames.count).map { l.frames.pointer[$0] }
            if full != incremental {
                var diff: [String] = []
                for k in 0..<min(full.count, incremental.count) / 7 where Array(full[7*k..<7*k+7]) != Array(incremental[7*k..<7*k+7]) {
                    let nd = l.nodes[l.slotIfMade(ids[2*k])!]
                    let flow = nd.isSection ? "\(l.sections[Int(nd.section)].flow) valign \(l.sections[Int(nd.section)].vertical.rawValue)" : "-"
                    diff.append("\(ids[2*k]),\(ids[2*k+1]) parent \(nd.parent + 1) \(flow) hidden \(nd.hidden) inc \(Array(incremental[7*k..<7*k+4])) full \(Array(full[7*k..<7*k+4]))")
                    if diff.count > 4 { break }
                }
                Issue.record("seed \(seed) step \(step) ops \(log.suffix(4)) counts \(incremental.count) \(full.count): \(diff)")
                return
            }
            #expect((0..<l.ids.count).map { l.ids.pointer[$0] } == ids, "seed \(seed) step \(step)")
            // Every brick of a row laid out in part that the lazy update handed out has the
            // full layout's frame in its row.
            let fullRows = rowBricks(l, all: true)
            for (key, frame) in lazyRows.sorted(by: { $0.key < $1.key }) where fullRows[key] != frame {
                Issue.record("seed \(seed) step \(step): \(key >> 32),\(key & 0xffff_ffff) lazy \(frame) full \(fullRows[key] ?? [])")
                return
            }
            try l.setMargin(100)
            if step % 50 == 49 {
                // A snapshot here restores to the same state, and goes on alike.
                let bytes = l.snapshot()
                let r = try bytes.withUnsafeBytes { p throws(FizzError) in try BrickLayout.restore(from: p) }
                #expect(r.stateHash == l.stateHash)
                try r.setOffset(x: 0, y: 123); try l.setOffset(x: 0, y: 123)
                #expect(r.stateHash == l.stateHash && r.changeCount == l.changeCount)
            }
        }
        #expect(partialRows > 0, "seed \(seed): no row was handed out laid out in part")
    }

    /// Every brick in `l`'s window, and every section whose frame does not read its content,
    /// has bit for bit the window frame (content coordinates) of a full layout from scratch
    /// of a restored copy of `l`; the copy hands out each of them too.
    func checkWindowAgainstFull(_ l: BrickLayout, _ what: String) throws {
        let bytes = l.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try BrickLayout.restore(from: p) }
        try r.setMargin(1e7)
        r.invalidateAll()
        try r.update()
        for k in 0..<l.windowCount {
            let i = Int(l.windowItems[k]), s = Int(l.itemNode[i])
            if l.nodes[s].isSection && l.heightReadsContent(s) { continue }
            let id = l.id(of: s), rep = Int(l.itemRep[i])
            guard let j = r.entry(of: id, repetition: rep) else {
                Issue.record("\(what): \(id),\(rep) handed out lazily, not by a full layout"); return
            }
            let e = l.window.base + BrickLayout.entryStride * k, f = r.window.base + BrickLayout.entryStride * j
            if (0..<6).contains(where: { e[$0].bitPattern != f[$0].bitPattern }) {
                let parent = l.nodes[s].parent + 1
                Issue.record("\(what): \(id),\(rep) parent \(parent) hidden \(l.nodes[s].hidden) lazy \((0..<4).map { e[$0] }) full \((0..<4).map { f[$0] })")
                return
            }
        }
    }
}


