//===--- LayoutFlowTests.swift -------------------------------------------===//
// Part of Fizz. The brick layout's flow: BrickKit's README layouts, with numbers worked by hand.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The ids of the root's first two children (a new tree reuses removed slots, so its ids are
/// read from the layout rather than counted).
func rootBricks(_ l: BrickLayout) -> (UInt32, UInt32) {
    let first = Int(l.nodes[0].firstChild)
    return (l.id(of: first), l.id(of: Int(l.nodes[first].next)))
}

/// The laid-out frame of `id` (content coordinates), as a tuple of four doubles.
func frameOf(_ l: BrickLayout, _ id: UInt32, _ rep: Int = 0) -> [Double] {
    guard let f = l.layoutFrame(of: id, repetition: rep) else { return [] }
    return [f.x, f.y, f.width, f.height]
}

/// The handed-out frame of `id` (viewport coordinates, after behaviors): x, y, w, h, z, alpha, scale.
func outOf(_ l: BrickLayout, _ id: UInt32, _ rep: Int = 0) -> [Double] {
    guard let k = l.entry(of: id, repetition: rep) else { return [] }
    let f = l.frame(at: k)
    return [f.x, f.y, f.width, f.height, f.z, f.alpha, f.scale]
}

func close(_ a: [Double], _ b: [Double], _ tol: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tol }
}

/// BrickKit README's first layout in a 340 pt wide viewport: content width W = 340 − 2·20 = 300.
/// Ratio 1: 300. Ratio 1/2: rowWidth = 300 − (2 − 1)·10 = 290, w = 145. Ratio 1/3: rowWidth =
/// 300 − (3 − 1)·10 = 280, w = 93.33…; three of them plus two insets fill 300.
func readmeSimple() throws -> BrickLayout {
    let l = try BrickLayout(viewportWidth: 340, viewportHeight: 600)
    try l.setRoot(BrickSection(bricks: [
        Brick(width: .ratio(1)),
        Brick(width: .ratio(1)),
        Brick(width: .ratio(1.0 / 2)), Brick(width: .ratio(1.0 / 2)),
        Brick(width: .ratio(1.0 / 3)), Brick(width: .ratio(1.0 / 3)), Brick(width: .ratio(1.0 / 3)),
    ], inset: 10, edgeInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)))
    try l.update()
    return l
}

@Suite("Layout flow")
struct LayoutFlowTests {
    @Test("README: rows of 1, 1/2 and 1/3 with inset 10 and edge insets 20")
    func readme() throws {
        let l = try readmeSimple()
        #expect(frameOf(l, 2) == [20, 20, 300, 50])
        #expect(frameOf(l, 3) == [20, 80, 300, 50])
        #expect(frameOf(l, 4) == [20, 140, 145, 50])
        #expect(frameOf(l, 5) == [175, 140, 145, 50])
        let third = 280.0 / 3
        #expect(close(frameOf(l, 6), [20, 200, third, 50]))
        #expect(close(frameOf(l, 7), [20 + third + 10, 200, third, 50]))
        #expect(close(frameOf(l, 8), [20 + 2 * third + 20, 200, third, 50]))
        #expect(abs(frameOf(l, 8)[0] + third - 320) < 1e-12)   // the row ends at W + left
        #expect(l.contentHeight == 270)
        #expect(l.windowCount == 7)
    }

    @Test("Auto height: a measured height reflows every brick after it, and back to the estimate")
    func autoReflow() throws {
        let l = try readmeSimple()
        try l.setMeasuredSize(3, height: 120)          // the multi-line brick
        try l.update()
        #expect(frameOf(l, 3) == [20, 80, 300, 120])
        #expect(frameOf(l, 4) == [20, 210, 145, 50])   // 80 + 120 + 10
        #expect(frameOf(l, 8)[1] == 270)
        #expect(l.contentHeight == 340)
        #expect(frameOf(l, 2) == [20, 20, 300, 50])    // before it: unchanged
        try l.setMeasuredSize(3, height: -1)           // forget: the estimate again
        try l.update()
        #expect(frameOf(l, 4) == [20, 140, 145, 50])
    }

    @Test("README: sections in sections, every frame by hand")
    func nested() throws {
        let l = try BrickLayout(viewportWidth: 340, viewportHeight: 800)
        try l.setRoot(BrickSection(bricks: [
            Brick(width: .ratio(0.5)),                                           // 2
            BrickSection(width: .ratio(0.5), bricks: [Brick(), Brick(), Brick()], inset: 10),   // 3: 4 5 6
            BrickSection(bricks: [                                               // 7
                BrickSection(width: .ratio(1.0 / 3), bricks: [Brick(), Brick()], inset: 5),        // 8: 9 10
                BrickSection(width: .ratio(2.0 / 3), bricks: [Brick(), Brick(), Brick()], inset: 15), // 11: 12 13 14
            ], inset: 5, edgeInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
            BrickSection(width: .ratio(0.5), bricks: [Brick(), Brick()], inset: 10), // 15: 16 17
            Brick(width: .ratio(0.5)),                                           // 18
            Brick(),                                                             // 19
        ], inset: 10, edgeInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)))
        try l.update()
        #expect(frameOf(l, 2) == [20, 20, 145, 50])
        #expect(frameOf(l, 3) == [175, 20, 145, 170])      // 3 × 50 + 2 × 10
        #expect(frameOf(l, 4) == [175, 20, 145, 50])
        #expect(frameOf(l, 6) == [175, 140, 145, 50])
        #expect(frameOf(l, 7) == [20, 200, 300, 190])      // row 1 is 170 tall; 5 + 180 + 5
        let a = 280.0 / 3                                  // (290 − 2·5)/3
        let b = (290 - 0.5 * 5) * (2.0 / 3)                // (290 − (1.5 − 1)·5)·2/3
        #expect(close(frameOf(l, 8), [25, 205, a, 105]))
        #expect(close(frameOf(l, 10), [25, 260, a, 50]))
        #expect(close(frameOf(l, 11), [25 + a + 5, 205, b, 180]))
        #expect(abs(a + 5 + b - 290) < 1e-12)
        #expect(close(frameOf(l, 14), [25 + a + 5, 335, b, 50]))
        #expect(frameOf(l, 15) == [20, 400, 145, 110])
        #expect(frameOf(l, 18) == [175, 400, 145, 50])
        #expect(frameOf(l, 19) == [20, 520, 300, 50])
        #expect(l.contentHeight == 590)
    }

    @Test("README: three horizontal rows (1/4, 1/2 and 100 pt bricks, height ratio 1) scroll on their own")
    func horizontalRows() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 1000)
        func row(_ w: BrickDimension) -> Brick {
            BrickSection(bricks: [Brick(width: w, height: .ratio(1), repeatCount: 10)], inset: 10,
                         edgeInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), flow: .horizontal)
        }
        try l.setRoot(BrickSection(bricks: [
            Brick(), row(.ratio(1.0 / 4)),        // 2, 3: 4
            Brick(), row(.ratio(1.0 / 2)),        // 5, 6: 7
            Brick(), row(.fixed(100)),            // 8, 9: 10
        ]))
        try l.update()
        // W = 320 − 10 = 310. 1/4: (310 − 3·10)/4 = 70; 1/2: (310 − 10)/2 = 150.
        #expect(frameOf(l, 3) == [0, 50, 320, 80])
        #expect(frameOf(l, 4, 0) == [5, 55, 70, 70])
        #expect(frameOf(l, 4, 3) == [5 + 3 * 80, 55, 70, 70])
        #expect(frameOf(l, 6) == [0, 180, 320, 160])
        #expect(frameOf(l, 7, 1) == [165, 185, 150, 150])
        #expect(frameOf(l, 9) == [0, 390, 320, 110])
        #expect(l.contentHeight == 500)
        // Content width of the first row: 5 + 10·70 + 9·10 + 5 = 800; scroll it by 100.
        #expect(l.sections[Int(l.nodes[2].section)].contentWidth == 800)
        try l.setSectionOffset(3, 100)
        try l.update()
        #expect(frameOf(l, 4, 0) == [-95, 55, 70, 70])
        #expect(outOf(l, 4, 2)[0] == 65)           // 165 − 100
        #expect(frameOf(l, 7, 0) == [5, 185, 150, 150])   // the other rows keep their offsets
        // Bricks past the row's frame plus the margin (500) are not handed out: 5 + 80k − 100 < 820.
        #expect(l.entry(of: 4, repetition: 9) == nil || outOf(l, 4, 9)[0] < 820)
    }

    @Test("Hidden bricks take no room; handed out 0 × 0 with alpha 0 where the flow reaches them; a hidden section hides its bricks")
    func hidden() throws {
        let l = try readmeSimple()
        try l.setHidden(4, true)
        try l.update()
        #expect(frameOf(l, 4) == [])                   // no laid-out frame (queries, snaps)
        // Handed out where the flow reaches it: after brick 3 (300 wide at x 20, y 80) and an
        // inset, x 20 + 300 + 10 = 330, on brick 3's row; z = 7 items − reading index 2.
        #expect(outOf(l, 4) == [330, 80, 0, 0, 5, 0, 1])
        #expect(frameOf(l, 5) == [20, 140, 145, 50])   // takes the hidden one's place
        let changes = l.changeList
        #expect((0..<l.changeCount).contains { changes.pointer[3 * $0] == 4 && changes.pointer[3 * $0 + 2] == 1 })
        try l.setHidden(3, true)
        try l.update()
        #expect(frameOf(l, 5) == [20, 80, 145, 50])
        #expect(outOf(l, 3) == [330, 20, 0, 0, 6, 0, 1])   // after brick 2's row start + 300 + 10
        #expect(outOf(l, 4) == [330, 20, 0, 0, 5, 0, 1])
        #expect(l.contentHeight == 210)
        // Scrolled past: the point (330, 20) leaves the window (viewport 600 + margin 300).
        try l.setOffset(x: 0, y: 400)
        #expect(outOf(l, 3) == [])
        let m = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
        try m.setRoot(BrickSection(bricks: [BrickSection(bricks: [Brick(height: .fixed(10))], isHidden: true), Brick(height: .fixed(20))]))
        try m.update()
        #expect(m.windowCount == 2)                    // the section, not its brick
        #expect(outOf(m, 2) == [0, 0, 0, 0, 3, 0, 1])
        #expect(outOf(m, 3) == [])
        #expect(frameOf(m, 4) == [0, 0, 100, 20])
    }

    @Test("Repeat counts: one brick stands for n items; changing n reflows after it")
    func repeats() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 1000)
        try l.setRoot(BrickSection(bricks: [Brick(width: .ratio(0.5), height: .fixed(10), repeatCount: 5), Brick(height: .fixed(7))]))
        try l.update()
        #expect(frameOf(l, 2, 4) == [0, 20, 50, 10])
        #expect(frameOf(l, 3) == [0, 30, 100, 7])
        try l.setRepeatCount(2, 2)
        try l.update()
        #expect(frameOf(l, 2, 4) == [])
        #expect(frameOf(l, 3) == [0, 10, 100, 7])
        #expect(l.windowCount == 3)
        #expect(throws: FizzError.invalidState) { try l.setRepeatCount(1, 2) }   // a section
    }

    @Test("Breakpoints, clamps, size classes and orientation are inputs of the layout call")
    func dimensions() throws {
        let w: BrickDimension = .dimensionRange(default: .ratio(1), ranges: [.init(.ratio(0.5), from: 400), .init(.ratio(0.25), from: 800)])
        let h: BrickDimension = .horizontalSizeClass(regular: .orientation(landscape: .fixed(200), portrait: .fixed(100)),
                                                      compact: .orientation(landscape: .fixed(100), portrait: .fixed(50)))
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 600)
        try l.setRoot(BrickSection(bricks: [Brick(width: w, height: h), Brick(height: .restricted(size: .ratio(1), restriction: .maximumSize(.fixed(120))))]))
        try l.update()
        #expect(frameOf(l, 2) == [0, 0, 300, 50])           // compact, portrait
        #expect(frameOf(l, 3) == [0, 50, 300, 120])         // ratio 1 → 300, clamped to 120
        try l.setViewport(width: 500, height: 400)          // landscape, 400 ≤ W < 800
        try l.update()
        #expect(frameOf(l, 2) == [0, 0, 250, 100])
        l.setTraits(LayoutTraits(horizontalRegular: true))
        try l.update()
        #expect(frameOf(l, 2) == [0, 0, 250, 200])
        try l.setViewport(width: 900, height: 1000)         // portrait, W ≥ 800
        try l.update()
        #expect(frameOf(l, 2) == [0, 0, 225, 100])
        #expect(frameOf(l, 3) == [0, 100, 900, 120])
        try l.setHeight(3, .restricted(size: .fixed(10), restriction: .minimumSize(.fixed(30))))
        try l.update()
        #expect(frameOf(l, 3) == [0, 100, 900, 30])
    }

    @Test("Fill takes the rest of the row; alignment: center, right, justified; row heights")
    func alignment() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
        try l.setRoot(BrickSection(bricks: [Brick(width: .fixed(30), height: .fixed(10)), Brick(width: .fill, height: .fixed(20))], inset: 10))
        try l.update()
        #expect(frameOf(l, 3) == [40, 0, 60, 20])
        for (a, x) in [(HorizontalAlignment.center, 25.0), (.right, 50), (.justified, 0)] {
            try l.setRoot(BrickSection(bricks: [Brick(width: .fixed(20), height: .fixed(10)), Brick(width: .fixed(20), height: .fixed(30))],
                                       inset: 10, horizontalAlignment: a, widthRatio: 1))
            try l.update()
            let (first, second) = rootBricks(l)   // the new tree's (setRoot reuses removed slots)
            #expect(frameOf(l, first)[0] == x)
            #expect(frameOf(l, second)[0] == (a == .justified ? 80 : x + 30))
        }
        try l.setRoot(BrickSection(bricks: [Brick(width: .ratio(0.5), height: .fixed(10)), Brick(width: .ratio(0.5), height: .fixed(30))],
                                   verticalAlignment: .bottom))
        try l.update()
        #expect(frameOf(l, rootBricks(l).0) == [0, 20, 50, 10])
        try l.setStyle(1, SectionStyle(verticalAlignment: .center))
        try l.update()
        #expect(frameOf(l, rootBricks(l).0) == [0, 10, 50, 10])
        try l.setStyle(1, SectionStyle(alignRowHeights: true))
        try l.update()
        #expect(frameOf(l, rootBricks(l).0) == [0, 0, 50, 30])
    }

    @Test("Right to left mirrors every row inside its section")
    func rightToLeft() throws {
        let l = try readmeSimple()
        l.setRightToLeft(true)
        try l.update()
        #expect(frameOf(l, 4) == [175, 140, 145, 50])
        #expect(frameOf(l, 5) == [20, 140, 145, 50])
        #expect(outOf(l, 4)[0] == 175)
    }

    @Test("Reorder, insert before, remove: the next update shows the new order")
    func reorder() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 100)
        let a = try l.addBrick(height: .fixed(10)), b = try l.addBrick(height: .fixed(20)), c = try l.addBrick(height: .fixed(30))
        try l.update()
        #expect(frameOf(l, c)[1] == 30)
        try l.reorder(c, before: a)
        try l.update()
        #expect(frameOf(l, c)[1] == 0); #expect(frameOf(l, a)[1] == 30); #expect(frameOf(l, b)[1] == 40)
        let d = try l.addBrick(height: .fixed(5), before: b)
        try l.remove(a)
        try l.update()
        #expect(frameOf(l, d)[1] == 30); #expect(frameOf(l, b)[1] == 35)
        #expect(frameOf(l, a) == [])
        #expect(throws: FizzError.invalidState) { try l.remove(a) }
        #expect(throws: FizzError.invalidState) { try l.remove(1) }
    }

    @Test("Waterfall: each brick to the shortest column, leftmost on a tie, reading order kept")
    func waterfall() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 1000)
        let hs = [100.0, 50, 80, 30, 60, 40]
        try l.setRoot(BrickSection(bricks: hs.map { Brick(height: .fixed($0)) }, inset: 10,
                                   edgeInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), flow: .waterfall, columns: 3))
        try l.update()
        // W = 300, column width (300 − 20)/3 = 93.33; columns at x 10, 113.33, 216.67.
        let cw = 280.0 / 3
        let col = [10, 10 + cw + 10, 10 + 2 * (cw + 10)]
        // 100 → c0 (0), 50 → c1 (0), 80 → c2 (0); bottoms 110, 60, 90: 30 → c1 at 60;
        // bottoms 110, 100, 90: 60 → c2 at 90; bottoms 110, 100, 160: 40 → c1 at 100.
        let expect: [(Int, Double)] = [(0, 0), (1, 0), (2, 0), (1, 60), (2, 90), (1, 100)]
        for (k, (c, y)) in expect.enumerated() {
            #expect(close(frameOf(l, UInt32(k + 2)), [col[c], y, cw, hs[k]]))
        }
        #expect(l.contentHeight == 150)     // column 2: 90 + 60
        try l.setStyle(1, SectionStyle(inset: 10, flow: .waterfall, columns: 0, minimumColumnWidth: 100))
        try l.update()
        // W = 320: ⌊(320 + 10)/(100 + 10)⌋ = 3 columns of (320 − 20)/3 = 100.
        #expect(frameOf(l, 4) == [220, 0, 100, 80])
        try l.setStyle(1, SectionStyle(inset: 10, flow: .waterfall, columns: 0, minimumColumnWidth: 101))
        try l.update()
        #expect(frameOf(l, 3) == [165, 0, 155, 50])   // 2 columns of (320 − 10)/2
    }

    @Test("Waterfall ties: for 1 to 9 columns and heights of 0 to 3 pt, each brick goes where one scan of every column puts it (the flow scans odd and even columns apart)")
    func waterfallTies() throws {
        for cols in 1...9 {
            var seed: UInt64 = 0x5EED + UInt64(cols)
            let hs = (0..<60).map { _ -> Double in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Double(seed >> 62)                     // 0, 1, 2 or 3: many ties
            }
            let l = try BrickLayout(viewportWidth: 90, viewportHeight: 1000)
            try l.setRoot(BrickSection(bricks: hs.map { Brick(height: .fixed($0)) }, flow: .waterfall, columns: cols))
            try l.update()
            // The reference: one scan, the leftmost least bottom; a brick of 0 pt leaves it.
            var bottoms = [Double](repeating: 0, count: cols)
            let cw = 90.0 / Double(cols)
            for (k, h) in hs.enumerated() {
                var c = 0
                for j in 1..<max(cols, 1) where bottoms[j] < bottoms[c] { c = j }
                let f = frameOf(l, UInt32(k + 2))
                #expect(f.count == 4 && abs(f[0] - Double(c) * cw) < 1e-9 && f[1] == bottoms[c],
                        "\(cols) columns, brick \(k): \(f), want column \(c) at \(bottoms[c])")
                if h > 0 { bottoms[c] += h }
            }
        }
    }
}
