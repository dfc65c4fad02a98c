//===--- PopupTests.swift ------------------------------------------------===//
// Part of Fizz. Popups: placements, flip, shift and limit, pointers, hysteresis, several apart.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A 400 × 300 layer (no padding, spacing 4) with one 100 × 40 popup, BubblePopup's arrow
/// (base 10, height 10) and corner radius 8, at reference `ref` (a point when the size is 0).
private func layer(_ ref: (Double, Double, Double, Double) = (180, 140, 40, 20), _ p: PopupPlacement = .top) throws -> (PopupLayer, UInt32) {
    let l = try PopupLayer(width: 400, height: 300)
    let id = try l.add()
    try l.setReference(id, x: ref.0, y: ref.1, width: ref.2, height: ref.3)
    try l.setSize(id, width: 100, height: 40)
    try l.setPlacement(id, p)
    return (l, id)
}

private func frame(_ l: PopupLayer, _ id: UInt32) throws -> [Double] {
    let r = try l.popup(id)
    return [r.x, r.y, r.width, r.height]
}

private func pointer(_ l: PopupLayer, _ id: UInt32) throws -> [Double] {
    let r = try l.popup(id)
    return [r.p0x, r.p0y, r.p1x, r.p1y, r.p2x, r.p2y]
}

private func outline(_ l: PopupLayer, _ id: UInt32) throws -> [Double] {
    let out = PackedBuffer<Double>()
    try l.packOutline(id, into: out)
    return (0..<out.count).map { out.pointer[$0] }
}

/// The error a throwing call refused with, or nil when it went through.
private func refusal(_ body: () throws(FizzError) -> Void) -> FizzError? {
    do throws(FizzError) { try body(); return nil } catch { return error }
}

@Suite("Popup")
struct PopupTests {
    @Test("The twelve placements around a 40 × 20 reference centred at (200, 150)")
    func twelvePlacements() throws {
        // Body 100 × 40, gap 10 (the arrow). Top: y = 140 − 10 − 40; bottom: y = 160 + 10;
        // left: x = 180 − 10 − 100; right: x = 220 + 10. Centre, start (flush with the
        // reference's left/top edge) and end (flush with its right/bottom edge).
        let expected: [[Double]] = [
            [150, 90], [180, 90], [120, 90],
            [230, 130], [230, 140], [230, 120],
            [150, 170], [180, 170], [120, 170],
            [70, 130], [70, 140], [70, 120],
        ]
        for k in 0..<12 {
            let p = PopupPlacement(rawValue: UInt32(k))!
            let (l, id) = try layer((180, 140, 40, 20), p)
            try l.solve()
            #expect(try frame(l, id) == expected[k] + [100, 40], "placement \(k)")
            #expect(try l.popup(id).solvedPlacement == p)
            #expect(try l.popup(id).flags == 0)
        }
    }

    @Test("A solved popup follows a new alignment and offset (its last place is only a fallback)")
    func newAlignmentAfterSolve() throws {
        let (l, id) = try layer()
        try l.solve()
        try l.setPlacement(id, .topStart)
        try l.solve()
        #expect(try frame(l, id) == [180, 90, 100, 40])
        try l.setOffsets(id, main: 0, cross: 7)
        try l.solve()
        #expect(try frame(l, id) == [187, 90, 100, 40])
    }

    @Test("Right-to-left swaps start and end on the top and bottom sides only")
    func rightToLeft() throws {
        for (p, x, y) in [(PopupPlacement.topStart, 120.0, 90.0), (.bottomEnd, 180, 170), (.leftStart, 70, 140), (.rightEnd, 230, 120)] {
            let (l, id) = try layer((180, 140, 40, 20), p)
            l.setRightToLeft(true)
            try l.solve()
            #expect(try frame(l, id) == [x, y, 100, 40])
        }
    }

    @Test("The arrow: base on the edge facing the reference, tip on the reference, outline order")
    func arrowAndOutline() throws {
        let (l, id) = try layer()
        try l.solve()
        #expect(try pointer(l, id) == [205, 130, 200, 140, 195, 130])
        #expect(try l.popup(id).availableWidth == 400)
        #expect(try l.popup(id).availableHeight == 130)
        // Clockwise from the end of the top-left corner; the arrow in the bottom edge.
        #expect(try outline(l, id) == [
            0, 158, 90,
            1, 242, 90, 2, 250, 90, 250, 98, 8,
            1, 250, 122, 2, 250, 130, 242, 130, 8,
            1, 205, 130, 1, 200, 140, 2, 200, 140, 200, 140, 0, 1, 195, 130,
            1, 158, 130, 2, 150, 130, 150, 122, 8,
            1, 150, 98, 2, 150, 90, 158, 90, 8,
            3,
        ])
    }

    @Test("A rounded tip: the flanks end 4 pt short of the tip, joined by a 3 pt arc")
    func roundedTip() throws {
        let (l, id) = try layer()
        // Base 12, height 8: each flank is 10 pt; d = 3 · 8 / 6 = 4, 0.4 of the flank.
        try l.setArrow(id, base: 12, height: 8, tipRadius: 3)
        try l.solve()
        // Body y = 140 − 8 − 40 = 92, bottom edge 132, tip at (200, 140).
        #expect(try pointer(l, id) == [206, 132, 200, 140, 194, 132])
        let o = try outline(l, id)
        let near: Double = 140 - 8 * 0.4, right: Double = 200 + 6 * 0.4, left: Double = 200 - 6 * 0.4
        let arrow: [Double] = [1, 206, 132, 1, right, near, 2, 200, 140, left, near, 3, 1, 194, 132]
        #expect(Array(o[21...35]) == arrow)
    }

    @Test("Flip at each edge: to the opposite side when the preferred one has no room")
    func flipAtEachEdge() throws {
        // Near the top (room 20 < 50): below. Near the bottom: above. Near the left edge
        // (room 10 < 110): to the right. Near the right edge: to the left.
        let cases: [((Double, Double, Double, Double), PopupPlacement, PopupPlacement, [Double])] = [
            ((180, 20, 40, 20), .top, .bottom, [150, 50]),
            ((180, 260, 40, 20), .bottom, .top, [150, 210]),
            ((10, 140, 20, 20), .left, .right, [40, 130]),
            ((370, 140, 20, 20), .right, .left, [260, 130]),
        ]
        for (ref, p, q, xy) in cases {
            let (l, id) = try layer(ref, p)
            try l.solve()
            #expect(try l.popup(id).solvedPlacement == q)
            #expect(try frame(l, id) == xy + [100, 40])
        }
    }

    @Test("A fallback list: near the top edge, left instead of below; unlisted sides never used")
    func fallbackList() throws {
        let (l, id) = try layer((180, 20, 40, 20), .top)
        try l.setFallbacks(id, 0x4)                 // left only
        try l.solve()
        // Left of the target: x = 180 − 10 − 100, centred on y = 30 (then shifted to 0).
        #expect(try l.popup(id).solvedPlacement == .left)
        #expect(try frame(l, id) == [70, 10, 100, 40])
        // Neither the preferred side nor the list fits (a target hugging the left edge):
        // the least overflow among them, never the unlisted right or bottom.
        try l.setReference(id, x: 0, y: 20, width: 10, height: 20)
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .top)
        #expect(refusal { () throws(FizzError) in try l.setFallbacks(id, 0x5) } == .invalidOption)
        #expect(refusal { () throws(FizzError) in try l.setFallbacks(id, 0x301) } == .invalidOption)
        #expect(refusal { () throws(FizzError) in try l.setFallbacks(id, 0x11111) } == .invalidOption)
        try l.setFallbacks(id, 0x4321)
        try l.setFallbacks(id, 0)
    }

    @Test("No side fits: the one that sticks out least, flagged escaped")
    func bestFit() throws {
        let (l, id) = try layer((150, 100, 100, 100), .top)
        try l.setSize(id, width: 380, height: 120)
        try l.solve()
        // Overflow: top and bottom 130 − 100 = 30, left and right 390 − 150 = 240: the top
        // (first in the order on a tie) wins, shifted to x = 10 and 30 pt out at the top.
        #expect(try l.popup(id).solvedPlacement == .top)
        #expect(try frame(l, id) == [10, -30, 380, 120])
        #expect(try l.popup(id).flags == PopupLayer.Flag.escaped)
    }

    @Test("Auto: the side with the most room left over")
    func autoPlacement() throws {
        let (l, id) = try layer((300, 40, 20, 20), .auto)
        try l.solve()
        // Spare: top 40 − 50, right 80 − 110, bottom 240 − 50 = 190, left 300 − 110 = 190:
        // bottom and left tie, bottom comes first clockwise from the top.
        #expect(try l.popup(id).solvedPlacement == .bottom)
        #expect(try frame(l, id) == [260, 70, 100, 40])
    }

    @Test("Shift inside the boundary, limited so the arrow stays on its reference")
    func shiftWithLimit() throws {
        // A point 20 pt from the left edge: centred, x would be −30; shifted to 0, the arrow
        // still over the point.
        var (l, id) = try layer((20, 150, 0, 0))
        try l.solve()
        #expect(try frame(l, id) == [0, 100, 100, 40])
        #expect(try pointer(l, id) == [25, 140, 20, 150, 15, 140])
        #expect(try l.popup(id).flags == 0)
        // 5 pt from the edge the arrow (its centre at least 8 + 5 from the body's end) would
        // leave the point above (and below): the side does not fit, and the roomier side
        // across, right, does: x = 5 + 10, y = 150 − 20, the tip on the point (issue 20).
        (l, id) = try layer((5, 150, 0, 0))
        try l.solve()
        #expect(try frame(l, id) == [15, 130, 100, 40])
        #expect(try pointer(l, id) == [15, 155, 5, 150, 15, 145])
        #expect(try l.popup(id).flags == 0 && l.popup(id).solvedPlacement == .right)
        // Allowed above only: the limit wins, the body goes 8 pt out, flagged escaped.
        try l.setFallbacks(id, 0x1)
        try l.solve()
        #expect(try frame(l, id) == [-8, 100, 100, 40])
        #expect(try pointer(l, id) == [10, 140, 5, 150, 0, 140])
        #expect(try l.popup(id).flags == PopupLayer.Flag.escaped)
        // With 10 pt of padding on the left the body shifts to 10.
        (l, id) = try layer((40, 150, 0, 0))
        try l.setPadding(top: 0, right: 0, bottom: 0, left: 10)
        try l.solve()
        #expect(try frame(l, id) == [10, 100, 100, 40])
    }

    @Test("An arrow kept out of a rounded corner: 8 + 5 pt from the body's end")
    func arrowClearOfCorner() throws {
        // A 40 pt reference centred on the boundary's left edge: the body shifts to x = 0, and
        // the arrow, which would point at x = 0, stops at 13 (still over the reference).
        let (l, id) = try layer((-20, 140, 40, 20))
        try l.solve()
        #expect(try frame(l, id) == [0, 90, 100, 40])
        #expect(try pointer(l, id) == [18, 130, 13, 140, 8, 130])
        // A larger radius moves it further: 20 + 5.
        try l.setCornerRadius(id, 20)
        try l.solve()
        #expect(try pointer(l, id)[2] == 20)
    }

    @Test("The leader: a 30 pt gap, dashed from the body to the rim of a 5 pt dot on the point")
    func leader() throws {
        let (l, id) = try layer((200, 150, 0, 0))
        try l.applyPreset(id, .leaderAbove)
        try l.solve()
        #expect(try frame(l, id) == [150, 80, 100, 40])
        // Start on the body's bottom edge, end on the dot's rim 25 pt below, dot centre.
        #expect(try pointer(l, id) == [200, 120, 200, 145, 200, 150])
        // The outline is the rounded body alone: 40 doubles.
        #expect(try outline(l, id).count == 40)
        // BubblePopup's `.top` (its naming) is our arrowBelow: the body under the point.
        try l.applyPreset(id, .arrowBelow)
        try l.solve()
        #expect(try frame(l, id) == [150, 160, 100, 40])
        #expect(try pointer(l, id) == [195, 160, 200, 150, 205, 160])
    }

    @Test("Hysteresis: a popup flipped below stays there until above has 8 pt to spare")
    func hysteresis() throws {
        // Above needs 50 pt: at y = 45 it does not fit, so it flips below.
        let (l, id) = try layer((200, 45, 0, 0))
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .bottom)
        // At y = 52 above fits with 2 to spare: it stays below (a fresh layer goes above).
        try l.setReference(id, x: 200, y: 52, width: 0, height: 0)
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .bottom)
        let (fresh, fid) = try layer((200, 52, 0, 0))
        try fresh.solve()
        #expect(try fresh.popup(fid).solvedPlacement == .top)
        // At y = 58 (8 to spare) it goes back above; then at 52 it stays above (it fits).
        try l.setReference(id, x: 200, y: 58, width: 0, height: 0)
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .top)
        try l.setReference(id, x: 200, y: 52, width: 0, height: 0)
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .top)
        #expect(try frame(l, id) == [150, 2, 100, 40])
    }

    @Test("Two popups that would overlap: the second slides beside the first")
    func slideApart() throws {
        let l = try PopupLayer(width: 400, height: 300)
        let a = try l.add(), b = try l.add()
        for (id, x) in [(a, 150.0), (b, 230)] {
            try l.setReference(id, x: x, y: 150, width: 0, height: 0)
            try l.setSize(id, width: 100, height: 40)
        }
        try l.solve()
        // a spans 100...200; b centred would span 180...280; beside a (200 + 4) it is free
        // and the arrow (within 217...291) still points at 230.
        #expect(try frame(l, a) == [100, 100, 100, 40])
        #expect(try frame(l, b) == [204, 100, 100, 40])
        #expect(try pointer(l, b)[2] == 230)
        // The reference moves 3 pt right: b keeps its place relative to it (207), no jump
        // back towards its centred place.
        try l.setReference(b, x: 233, y: 150, width: 0, height: 0)
        try l.solve()
        #expect(try frame(l, b) == [207, 100, 100, 40])
    }

    @Test("Two popups on nearly the same point: the second flips below; an obstacle pushes a third")
    func flipApartAndObstacles() throws {
        let l = try PopupLayer(width: 400, height: 300)
        let a = try l.add(), b = try l.add()
        try l.setReference(a, x: 200, y: 150, width: 0, height: 0)
        try l.setReference(b, x: 210, y: 150, width: 0, height: 0)
        try l.setSize(a, width: 100, height: 40); try l.setSize(b, width: 100, height: 40)
        try l.solve()
        #expect(try frame(l, a) == [150, 100, 100, 40])
        // Above, b can slide only within 123...197 (the limit): always over a. So below.
        #expect(try l.popup(b).solvedPlacement == .bottom)
        #expect(try frame(l, b) == [160, 160, 100, 40])
        #expect(try l.popup(b).flags == 0)
        // An obstacle over the whole lower half: b has nowhere free, keeps its first side's
        // place and is flagged overlapping.
        _ = try l.addObstacle(x: 0, y: 150, width: 400, height: 150)
        try l.solve()
        #expect(try l.popup(b).flags == PopupLayer.Flag.overlapping)
        #expect(try frame(l, b) == [160, 100, 100, 40])
    }

    @Test("A popup keeps off another popup's target")
    func keepsOffOtherTargets() throws {
        let l = try PopupLayer(width: 400, height: 300)
        let a = try l.add(), b = try l.add()
        try l.setReference(a, x: 200, y: 150, width: 0, height: 0)
        try l.setSize(a, width: 100, height: 40)
        try l.setReference(b, x: 240, y: 115, width: 10, height: 10)
        try l.setSize(b, width: 100, height: 40)
        try l.setPlacement(b, .right)
        try l.solve()
        // Centred above its point, a (150...250 × 100...140) would cover b's target at
        // 240...250: it slides left until its right edge is 4 pt short of it (136 + 100 + 4).
        #expect(try frame(l, a) == [136, 100, 100, 40])
        #expect(try frame(l, b) == [260, 100, 100, 40])
        #expect(try l.popup(a).flags == 0 && l.popup(b).flags == 0)
    }

    @Test("Padding wider than the boundary: a solve still places, every body flagged escaped")
    func paddingPastTheBoundary() throws {
        // Found by tools/fuzz: fizz.wasm trapped building a grid of a negative number of cells.
        let (l, id) = try layer()
        try l.setPadding(top: 0, right: 2, bottom: 844, left: 857_746)
        try l.solve()
        #expect(try l.popup(id).flags & PopupLayer.Flag.escaped != 0)
    }

    @Test("A reference outside the boundary is flagged hidden")
    func referenceHidden() throws {
        let (l, id) = try layer((-50, 140, 40, 20))
        try l.solve()
        #expect(try l.popup(id).flags & PopupLayer.Flag.referenceHidden != 0)
    }

    @Test("Every input refused with its code, nothing changed")
    func refusals() throws {
        let (l, id) = try layer()
        try l.solve()
        let before = l.stateHash
        let nan = Double.nan, inf = Double.infinity
        let cases: [(FizzError, () throws(FizzError) -> Void)] = [
            (.nonFinite, { () throws(FizzError) in try l.setBoundary(x: nan, y: 0, width: 1, height: 1) }),
            (.outOfRange, { () throws(FizzError) in try l.setBoundary(x: 0, y: 0, width: 0, height: 1) }),
            (.outOfRange, { () throws(FizzError) in try l.setPadding(top: -1, right: 0, bottom: 0, left: 0) }),
            (.nonFinite, { () throws(FizzError) in try l.setPadding(top: 0, right: 0, bottom: 0, left: inf) }),
            (.outOfRange, { () throws(FizzError) in try l.setSpacing(-1) }),
            (.nonFinite, { () throws(FizzError) in try l.setHysteresis(nan) }),
            (.nonFinite, { () throws(FizzError) in try l.setReference(id, x: 0, y: nan, width: 0, height: 0) }),
            (.outOfRange, { () throws(FizzError) in try l.setReference(id, x: 0, y: 0, width: -1, height: 0) }),
            (.outOfRange, { () throws(FizzError) in try l.setSize(id, width: 10, height: -1) }),
            (.nonFinite, { () throws(FizzError) in try l.setSize(id, width: inf, height: 1) }),
            (.outOfRange, { () throws(FizzError) in try l.setArrow(id, base: -1, height: 1, tipRadius: 0) }),
            (.nonFinite, { () throws(FizzError) in try l.setArrow(id, base: 1, height: 1, tipRadius: nan) }),
            (.outOfRange, { () throws(FizzError) in try l.setLeader(id, length: 1, dash: -4, dotRadius: 1, innerDotRadius: 1) }),
            (.nonFinite, { () throws(FizzError) in try l.setLeader(id, length: inf, dash: 4, dotRadius: 1, innerDotRadius: 1) }),
            (.outOfRange, { () throws(FizzError) in try l.setCornerRadius(id, -1) }),
            (.outOfRange, { () throws(FizzError) in try l.setOffsets(id, main: 2e4, cross: 0) }),
            (.nonFinite, { () throws(FizzError) in try l.setOffsets(id, main: 0, cross: -inf) }),
            (.outOfRange, { () throws(FizzError) in _ = try l.addObstacle(x: 0, y: 0, width: -1, height: 1) }),
            (.nonFinite, { () throws(FizzError) in _ = try l.addObstacle(x: nan, y: 0, width: 1, height: 1) }),
            (.notFound, { () throws(FizzError) in try l.setSize(99, width: 1, height: 1) }),
            (.notFound, { () throws(FizzError) in try l.remove(99) }),
            (.notFound, { () throws(FizzError) in try l.applyPreset(0, .arrowAbove) }),
            (.outOfRange, { () throws(FizzError) in try l.setMemoryBudget(0) }),
        ]
        for (k, (e, call)) in cases.enumerated() {
            #expect(refusal(call) == e, "case \(k)")
            #expect(l.stateHash == before, "case \(k)")
        }
        #expect(refusal { () throws(FizzError) in _ = try PopupLayer(width: -1, height: 1) } == .outOfRange)
        #expect(refusal { () throws(FizzError) in _ = try PopupLayer(width: 1, height: nan) } == .nonFinite)
    }

    @Test("A solve the budget cannot hold is refused and changes nothing; the next fits again")
    func solveOverBudget() throws {
        let (l, id) = try layer()
        try l.solve()
        let before = l.stateHash
        // 50 more popups: the grid of the first solve (room for 16 rects) must grow, and the
        // budget is set to what the layer holds now.
        for _ in 0..<50 { _ = try l.add() }
        try l.setMemoryBudget(l.memory.used)
        try l.setReference(id, x: 10, y: 10, width: 0, height: 0)
        let moved = l.stateHash
        #expect(refusal { () throws(FizzError) in try l.solve() } == .overBudget)
        #expect(l.stateHash == moved && moved != before)
        try l.setMemoryBudget(1 << 20)
        try l.solve()
        #expect(try l.popup(id).solvedPlacement == .bottom)
    }

    @Test("Ids: 1, 2, 3…, never reused; removal keeps the others' order")
    func ids() throws {
        let l = try PopupLayer(width: 100, height: 100)
        #expect(try l.add() == 1)
        #expect(try l.add() == 2)
        #expect(try l.add() == 3)
        try l.remove(2)
        #expect(try l.add() == 4)
        #expect((0..<l.count).map { l.popup(at: $0).id } == [1, 3, 4])
        #expect(l.index(of: 2) == nil)
    }

    @Test("A snapshot restores the same state, and the next solve agrees")
    func snapshot() throws {
        let l = try PopupLayer(width: 400, height: 300)
        for k in 0..<20 {
            let id = try l.add()
            try l.setReference(id, x: Double(k * 17 % 400), y: Double(k * 29 % 300), width: 10, height: 10)
            try l.setSize(id, width: 60, height: 24)
            try l.setPlacement(id, PopupPlacement(rawValue: UInt32(k % 13))!)
        }
        _ = try l.addObstacle(x: 100, y: 100, width: 50, height: 50)
        try l.solve()
        let bytes = l.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try PopupLayer.restore(from: p) }
        #expect(r.stateHash == l.stateHash)
        try l.solve(); try r.solve()
        #expect(r.stateHash == l.stateHash)
        var bad = bytes
        bad[20] ^= 1
        let refused = bad.withUnsafeBytes { p -> FizzError? in
            do throws(FizzError) { _ = try PopupLayer.restore(from: p); return nil } catch { return error }
        }
        #expect(refused == .invalidBuffer)
    }

    @Test("1,000 popups on a grid of targets: none overlaps another, all inside")
    func thousandApart() throws {
        let l = try PopupLayer(width: 2000, height: 2000)
        for k in 0..<1000 {
            let id = try l.add()
            try l.setReference(id, x: Double(k % 40) * 50 + 10, y: Double(k / 40) * 80 + 20, width: 8, height: 8)
            try l.setSize(id, width: 40, height: 20)
        }
        try l.solve()
        var overlaps = 0, flagged = 0
        for i in 0..<l.count {
            let a = l.popup(at: i)
            if a.flags != 0 { flagged += 1; continue }
            #expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= 2000 && a.y + a.height <= 2000)
            for j in 0..<i where l.popup(at: j).flags == 0 {
                let b = l.popup(at: j)
                if a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height { overlaps += 1 }
            }
        }
        #expect(overlaps == 0)
        #expect(flagged == 0)
    }
}
