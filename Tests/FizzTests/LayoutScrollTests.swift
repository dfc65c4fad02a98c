//===--- LayoutScrollTests.swift -----------------------------------------===//
// Part of Fizz. The brick layout under scrolling: lazy work, pixel rounding, changes, refusals.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// n items of one 10 pt brick (a repeat count) in a 100 × 100 viewport with a 50 pt margin.
private func tall(_ n: Int) throws -> BrickLayout {
    let l = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
    try l.setMemoryBudget(1 << 30)
    try l.setMargin(50)
    try l.setRoot(BrickSection(bricks: [Brick(height: .fixed(10), repeatCount: n)]))
    return l
}

private func restoreLayout(_ bytes: [UInt8]) -> Result<BrickLayout, FizzError> {
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { return .success(try BrickLayout.restore(from: p)) } catch { return .failure(error) }
    }
}

@Suite("Layout scrolling")
struct LayoutScrollTests {
    @Test("Lazy: a scroll update lays out and visits what the viewport holds, for 10⁵ and 10⁶ bricks alike")
    func complexity() throws {
        var counts: [[Int]] = []
        for n in [100_000, 1_000_000] {
            let l = try tall(n)
            try l.setOffset(x: 0, y: 0)
            // Rows 0…15 (top 150 ≤ limit 0 + 100 + 50); row 16 is looked at and stops.
            #expect(l.lastLaidOut == 17)
            #expect(abs(l.contentHeight - 10 * Double(n)) < 1e-6 * Double(n))   // extrapolated exactly
            try l.setOffset(x: 0, y: 5000)
            try l.setOffset(x: 0, y: 5010)
            // Rows 516 (top 5160 ≤ 5010 + 150) and the look at 517; the window 4960 ..< 5160 holds 20,
            // and the search looks at the rows touching its edges too (ending at 4960, starting
            // at 5160: where a hidden brick's point would lie on an edge), 22 visits.
            counts.append([l.lastLaidOut, l.lastVisited, l.windowCount])
        }
        #expect(counts[0] == [2, 22, 20])
        #expect(counts[0] == counts[1])
    }

    @Test("Lazy rows: a one-row section of 10⁵ or 10⁶ bricks lays out what its own viewport holds, first and when its offset moves")
    func lazyRow() throws {
        var counts: [[Int]] = []
        for n in [100_000, 1_000_000] {
            // A 100 × 100 viewport, margin 50; the root holds a row 20 pt tall (fixed: its
            // height reads none of its bricks) of n bricks 10 × 10, no inset.
            let l = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
            try l.setMemoryBudget(1 << 30)
            try l.setMargin(50)
            try l.setRoot(BrickSection(bricks: [
                BrickSection(height: .fixed(20), bricks: [Brick(width: .fixed(10), height: .fixed(10), repeatCount: n)], flow: .horizontal),
            ]))
            try l.setOffset(x: 0, y: 0)
            // The row item, then bricks at x = 0, 10, …, 150 (start ≤ offset 0 + width 100 +
            // margin 50); the one at 160 stops it. The window: the row and the 15 bricks
            // crossing −50 ..< 150.
            #expect(l.lastLaidOut == 1 + 16)
            #expect(l.windowCount == 1 + 15)
            // The row's content width extrapolated from 16 of n bricks: 160/(16/n) = 10 n.
            #expect(abs(l.sections[1].contentWidth - 10 * Double(n)) < 1e-6 * Double(n))
            #expect(l.sections[1].laid == 16)
            // Its own offset to 5000 lays the bricks up to 5150 (16…515, the jump's worth),
            // then 5010 the one at 5160; the window 4960 ..< 5160 holds bricks 496…515.
            try l.setSectionOffset(2, 5000)
            try l.update()
            #expect(l.lastLaidOut == 500)
            try l.setSectionOffset(2, 5010)
            try l.update()
            #expect(l.frame(at: 1).x == 4960 - 5010)
            // Visited: the row, its 20 bricks and the 2 touching the window's edges (4950 ..< 4960
            // and 5160 ..< 5170, looked at for a hidden brick's point on an edge).
            counts.append([l.lastLaidOut, l.lastVisited, l.windowCount])
        }
        #expect(counts[0] == [1, 23, 21])
        #expect(counts[0] == counts[1])
    }

    @Test("Only what changed is laid out again: a change in the last row lays out that row")
    func incremental() throws {
        let l = try readmeSimple()          // rows: 1 | 1 | 1/2 1/2 | 1/3 1/3 1/3
        try l.setMeasuredSize(8, height: 70)
        try l.update()
        #expect(l.lastLaidOut == 3)
        #expect(l.contentHeight == 290)
        try l.setMeasuredSize(2, height: 70)
        try l.update()
        #expect(l.lastLaidOut == 7)
        #expect(frameOf(l, 8)[1] == 220)
        try l.setOffset(x: 0, y: 10)
        #expect(l.lastLaidOut == 0)         // scrolling within what is laid out lays out nothing
    }

    @Test("Pixel grid at scales 1, 2 and 3: edges rounded from exact values, no gap, no drift")
    func rounding() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 500)
        try l.setRoot(BrickSection(bricks: [Brick(width: .ratio(1.0 / 3), height: .fixed(10.4), repeatCount: 30)]))
        let expected: [Double: [[Double]]] = [
            1: [[0, 33], [33, 34], [67, 33]],
            2: [[0, 33.5], [33.5, 33], [66.5, 33.5]],
            3: [[0, 100.0 / 3], [100.0 / 3, 200.0 / 3 - 100.0 / 3], [200.0 / 3, 100 - 200.0 / 3]],
        ]
        for scale in [1.0, 2, 3] {
            try l.setScale(scale)
            try l.setOffset(x: 0, y: 0)
            #expect((0..<3).map { [outOf(l, 2, $0)[0], outOf(l, 2, $0)[2]] } == expected[scale]!)
            // Rows at y = 10.4·k: rounded from the exact edge, not by adding rounded heights.
            var y = 0.0
            for row in 0..<10 {
                let f = outOf(l, 2, 3 * row)
                #expect(f[1] == y, "scale \(scale) row \(row)")          // no gap between rows
                #expect(f[1] == (10.4 * Double(row) * scale).rounded() / scale || row == 0)
                y = f[1] + f[3]
            }
        }
        try l.setScale(1)
        try l.setOffset(x: 0, y: 0.3)
        #expect(outOf(l, 2, 30 - 30 + 3 * 5)[1] == (52 - 0.3).rounded())   // row 5 at 52 − 0.3 → 52
    }

    @Test("Changes: entered, moved and left since the previous update, by id and repetition")
    func changes() throws {
        let l = try tall(1000)
        try l.setOffset(x: 0, y: 0)
        #expect(l.changeCount == l.windowCount)          // everything entered
        try l.setOffset(x: 0, y: 0)
        #expect(l.changeCount == 0)                      // nothing moved
        try l.setOffset(x: 0, y: 10)
        // Before: the window −50 ..< 150 held items 0…14 (item 15 starts at 150: touching).
        // Now −40 ..< 160 holds 0…15: item 15 entered, items 0…14 moved up by 10.
        let (p, n) = l.changeList
        var kinds = [0, 0, 0]
        for k in 0..<n { kinds[Int(p[3 * k + 2])] += 1 }
        #expect(kinds == [1, 15, 0])
        try l.setOffset(x: 0, y: 500)
        let (q, m) = l.changeList
        var left = 0
        for k in 0..<m where q[3 * k + 2] == 2 { left += 1 }
        #expect(left == l.previousIDs.count / 2)   // the old window has gone
    }

    @Test("Rect query: binary searches per section, touching is not crossing, nested sections too")
    func query() throws {
        let l = try readmeSimple()
        let out = PackedBuffer<UInt32>()
        func ids(_ x: Double, _ y: Double, _ w: Double, _ h: Double) throws -> [UInt32] {
            try l.query(x: x, y: y, width: w, height: h, into: out)
            return (0..<out.count / 2).map { out.pointer[2 * $0] }
        }
        #expect(try ids(0, 130, 340, 80) == [4, 5, 6, 7, 8])
        #expect(try ids(0, 130, 100, 80) == [4, 6])          // 5 starts at 175, 7 at 123.3
        #expect(try ids(0, 70, 340, 10) == [])               // 2 ends at 70, 3 starts at 80
        #expect(l.windowCount == 7)                          // the window is untouched
        let n = try BrickLayout(viewportWidth: 320, viewportHeight: 1000)
        let s = try n.addBehavior(.snap(.leading))
        try n.setRoot(BrickSection(bricks: [Brick(), BrickSection(bricks: [Brick(width: .ratio(0.25), height: .ratio(1), repeatCount: 10, behaviors: [s])],
                                                                 inset: 10, edgeInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), flow: .horizontal)]))
        try n.update()
        try n.query(x: 0, y: 0, width: 1, height: 1, into: out)
        #expect(out.count == 2 && out.pointer[0] == 2)
        try n.query(x: 100, y: 60, width: 10, height: 10, into: out)
        #expect((0..<out.count / 2).map { [out.pointer[2 * $0], out.pointer[2 * $0 + 1]] } == [[3, 0], [4, 1]])
        // Snap in the row's own axis: leading edges at 5 + 80k.
        #expect(try n.snapTarget(offset: 100, velocity: 0, section: 3) == 85)
        #expect(throws: FizzError.invalidState) { try n.snapTarget(offset: 0, velocity: 0, section: 4) }
    }

    @Test("A rect query holds what it hands out, not a window frame per item: 100,000 found after the rows are laid take under 32 bytes each")
    func queryMemory() throws {
        // Before, the query appended each item found to the window as `collect` does (a frame
        // entry of 96 bytes, kept as room after the call): a query of the 8,388,608 items a
        // layout may hold wrote 805 MB, ran for a second natively and was refused in wasm.
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.setMemoryBudget(1 << 30)
        let b = try l.addBrick(width: .ratio(1), height: .fixed(1))
        try l.setRepeatCount(b, 100_000)
        try l.update()
        try l.setOffset(x: 0, y: 100_000 - 480)              // every row laid: the query lays none
        let out = PackedBuffer<UInt32>(), used = l.memory.used, window = l.windowCount
        try l.query(x: 0, y: 0, width: 320, height: 100_000, into: out)
        #expect(out.count == 200_000 && out.pointer[0] == 2 && out.pointer[2 * 99_999 + 1] == 99_999)
        #expect(l.memory.used - used < 32 * 100_000)
        #expect(l.windowCount == window)
    }

    @Test("Refusals change nothing: the state hash is equal after each")
    func refusals() throws {
        let l = try readmeSimple()
        let h = l.stateHash, nodes = l.nodeCount
        #expect(throws: FizzError.nonFinite) { try l.setOffset(x: .nan, y: 0) }
        #expect(throws: FizzError.outOfRange) { try l.setOffset(x: 0, y: 2e14) }
        #expect(throws: FizzError.outOfRange) { try l.addBrick(width: .ratio(0)) }
        #expect(throws: FizzError.invalidOption) { try l.addBrick(height: .fill) }
        #expect(throws: FizzError.nonFinite) { try l.add(BrickSection(bricks: [Brick(), Brick(height: .fixed(.infinity))])) }
        #expect(throws: FizzError.outOfRange) {
            try l.add(Brick(width: .dimensionRange(default: .fill, ranges: [.init(.fixed(1), from: 500), .init(.fixed(2), from: 400)])))
        }
        #expect(throws: FizzError.invalidState) { try l.add(BrickSection(bricks: []), to: 2) }   // into a brick
        #expect(throws: FizzError.outOfRange) { try l.setRepeatCount(2, -1) }
        #expect(throws: FizzError.outOfRange) { try l.setStyle(1, SectionStyle(columns: 65)) }
        #expect(throws: FizzError.outOfRange) { try l.setStyle(1, SectionStyle(inset: -1)) }
        #expect(throws: FizzError.outOfRange) { try l.setMeasuredSize(2, repetition: 1, height: 10) }
        #expect(throws: FizzError.invalidState) { try l.setSectionOffset(2, 10) }
        #expect(throws: FizzError.outOfRange) { try l.setViewport(width: 0, height: 10) }
        #expect(throws: FizzError.outOfRange) { try l.setScale(0.5) }
        #expect(throws: FizzError.outOfRange) { try l.setMargin(-1) }
        #expect(throws: FizzError.outOfRange) { try l.addBehavior(.coverFlow(minimumScale: 2)) }
        #expect(throws: FizzError.outOfRange) { try l.attach(0, to: 2) }
        #expect(throws: FizzError.invalidState) { try l.reorder(2, before: 99) }
        #expect(throws: FizzError.invalidState) { try l.remove(1) }
        #expect(throws: FizzError.outOfRange) { try l.setMemoryBudget(1) }
        #expect(throws: FizzError.invalidState) { try l.setWidth(1234, .fixed(1)) }
        #expect(l.stateHash == h)
        #expect(l.nodeCount == nodes)
        // Over budget: nothing added.
        try l.setMemoryBudget(l.memory.used)
        #expect(throws: FizzError.overBudget) { try l.add(BrickSection(bricks: Array(repeating: Brick(), count: 100))) }
        #expect(l.nodeCount == nodes)
        #expect(l.stateHash == h)
        // An update whose window does not fit: refused, the offset and what was handed out kept.
        let m = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
        try m.setRoot(BrickSection(bricks: [Brick(height: .fixed(1), repeatCount: 1000)]))
        try m.setOffset(x: 0, y: 0)
        let hm = m.stateHash, count = m.windowCount
        try m.setMemoryBudget(m.memory.used)
        try m.setMargin(2000)
        let hMargin = m.stateHash
        #expect(throws: FizzError.overBudget) { try m.setOffset(x: 0, y: 10) }
        #expect(m.stateHash == hMargin && m.windowCount == count && m.offsetY == 0)
        #expect(hm != hMargin)
    }

    @Test("Snapshot: a restored layout has the same hash and goes on alike; damage is refused")
    func snapshot() throws {
        let l = try readmeSimple()
        let s = try l.addBehavior(.sticky())
        try l.attach(s, to: 2)
        try l.setOffset(x: 0, y: 40)
        let bytes = l.snapshot()
        let r = try restoreLayout(bytes).get()
        #expect(r.stateHash == l.stateHash)
        #expect(r.snapshot() == bytes)
        for y in [0.0, 55, 120] {
            try l.setOffset(x: 0, y: y); try r.setOffset(x: 0, y: y)
            #expect(r.stateHash == l.stateHash)
            #expect(r.changeCount == l.changeCount)
        }
        for n in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: FizzError.invalidBuffer) { try restoreLayout(Array(bytes[0..<n])).get() }
        }
        var b = bytes
        b[100] ^= 1
        #expect(throws: FizzError.invalidBuffer) { try restoreLayout(b).get() }
        // A link out of range with a valid checksum: the root's parent (node 0's fifth field).
        var c = bytes
        let at = 16 + 8 + 6 * 8 + 1 + 4 + 2 + 4 + 7 * 4 + 1 + 4 * 4   // header, settings, counts: node 0
        c.withUnsafeMutableBytes { p in p.storeBytes(of: Int32(5), toByteOffset: at + 4, as: Int32.self) }
        let sum = c.withUnsafeBytes { p in Snapshot.checksum(UnsafeRawBufferPointer(rebasing: p[0..<(c.count - 8)])) }
        let n = c.count
        c.withUnsafeMutableBytes { p in p.storeBytes(of: sum, toByteOffset: n - 8, as: UInt64.self) }
        #expect(throws: FizzError.invalidBuffer) { try restoreLayout(c).get() }
    }
}
