//===--- PopupCrowdTests.swift -------------------------------------------===//
// Part of Fizz. Crowded corners: slide along a side before giving up; pointers off other bodies.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The popup-edges scenario (Tests/Scenarios/popup-edges.fizz): 14 targets near every edge of
/// a 600 × 400 boundary with 8 pt of padding, each with a popup preferring placement 1…12, 0,
/// 1 (every fourth with BubblePopup's leader, the 5th and 10th with a 14 × 9 arrow and a
/// rounded tip); its three solves, the targets moving 3 pt towards their edge each time.
private struct Edges {
    /// (x, y, size of the target: 16 or a point), body (width, height), placement; the
    /// scenario's second and third solves move each target by `move` pt, twice.
    static let popups: [(Double, Double, Double, Double, Double, UInt32, Double, Double)] = [
        (22, 22, 16, 100, 34, 1, -3, -3), (152, 22, 16, 110, 30, 2, 0, -3), (300, 30, 0, 90, 34, 3, 0, -3),
        (432, 22, 16, 100, 30, 4, 0, -3), (562, 22, 16, 110, 34, 5, 3, -3), (30, 140, 0, 90, 30, 6, -3, -3),
        (562, 132, 16, 100, 34, 7, 3, -3), (22, 252, 16, 110, 30, 8, -3, 3), (570, 260, 0, 90, 34, 9, 3, 3),
        (22, 362, 16, 100, 30, 10, -3, 3), (152, 362, 16, 110, 34, 11, 0, 3), (300, 370, 0, 90, 30, 12, 0, 3),
        (432, 362, 16, 100, 34, 0, 0, 3), (562, 362, 16, 110, 30, 1, 3, 3),
    ]

    static func layer() throws -> PopupLayer {
        let l = try PopupLayer(width: 600, height: 400)
        try l.setPadding(top: 8, right: 8, bottom: 8, left: 8)
        for (k, p) in popups.enumerated() {
            let id = try l.add()
            if k % 4 == 3 { try l.applyPreset(id, .leaderAbove) }
            try l.setReference(id, x: p.0, y: p.1, width: p.2, height: p.2)
            try l.setSize(id, width: p.3, height: p.4)
            try l.setPlacement(id, PopupPlacement(rawValue: p.5)!)
            if k == 4 || k == 9 { try l.setArrow(id, base: 14, height: 9, tipRadius: 2) }
        }
        return l
    }

    static func move(_ l: PopupLayer, times: Double) throws {
        for (k, p) in popups.enumerated() {
            try l.setReference(UInt32(k + 1), x: p.0 + times * p.6, y: p.1 + times * p.7, width: p.2, height: p.2)
        }
    }
}

/// True when the open boxes (minX, minY, maxX, maxY) overlap (touching is not overlapping).
private func overlap(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> Bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// The pointer's box: an arrow's triangle, or a leader's line from the body to the dot's rim.
private func pointerBox(_ r: PopupRecord) -> (Double, Double, Double, Double) {
    let xs = r.pointer == .arrow ? [r.p0x, r.p1x, r.p2x] : [r.p0x, r.p1x]
    let ys = r.pointer == .arrow ? [r.p0y, r.p1y, r.p2y] : [r.p0y, r.p1y]
    return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
}

@Suite("Popup crowd")
struct PopupCrowdTests {
    @Test("popup-edges: every solve places all 14 inside, none flagged overlapping, bodies 4 pt apart, pointers off other bodies")
    func edgesHaveRoom() throws {
        let l = try Edges.layer()
        for solve in 0..<3 {
            try Edges.move(l, times: Double(solve))
            try l.solve()
            for i in 0..<l.count {
                let r = l.popup(at: i)
                #expect(r.flags == 0, "solve \(solve), popup \(r.id): flags \(r.flags)")
                let a = (r.x - 2, r.y - 2, r.x + r.width + 2, r.y + r.height + 2)
                for j in 0..<l.count where j != i {
                    let q = l.popup(at: j)
                    // Bodies grown by half the spacing each: apart by 4 pt at least.
                    #expect(!overlap(a, (q.x - 2, q.y - 2, q.x + q.width + 2, q.y + q.height + 2)), "solve \(solve): bodies \(r.id) and \(q.id)")
                    #expect(!overlap(pointerBox(r), (q.x, q.y, q.x + q.width, q.y + q.height)), "solve \(solve): pointer \(r.id) over body \(q.id)")
                }
            }
        }
    }

    @Test("Sliding along a side: past three bodies in a row to the first free place")
    func slidePastARow() throws {
        // A row of obstacles above a point at (200, 200), 4 pt apart, y 150...180: x 0...136,
        // then 60 wide at 140, 204 and 268. A 100 × 30 body above the point (y = 160, grown by
        // the 4 pt spacing to 156...194) centred at x = 150 hits the second and third; beside
        // them it hits another, and the arrow's limit keeps x in 200 − 87...200 − 13 = 113...187,
        // where every place hits one. So no place above: it flips below, free at its
        // alignment's place (150, 210). With the limit lifted (sticky "always") and above
        // only, it slides right past 264 + 4 = 268, then past 328 + 4 = 332: free (left, it
        // stops at the boundary, 0, still on the first obstacle).
        let l = try PopupLayer(width: 600, height: 400)
        _ = try l.addObstacle(x: 0, y: 150, width: 136, height: 30)
        for k in 0..<3 { _ = try l.addObstacle(x: 140 + 64 * Double(k), y: 150, width: 60, height: 30) }
        let id = try l.add()
        try l.setReference(id, x: 200, y: 200, width: 0, height: 0)
        try l.setSize(id, width: 100, height: 30)
        try l.solve()
        var r = try l.popup(id)
        #expect(r.solvedPlacement == .bottom && [r.x, r.y] == [150, 210] && r.flags == 0)
        try l.setFallbacks(id, 0x1)
        try l.setOptions(id, PopupLayer.Option.stickyAlways)
        try l.solve()
        r = try l.popup(id)
        #expect(r.solvedPlacement == .top && [r.x, r.y] == [332, 160] && r.flags == 0)
        #expect(r.shift == 0 && r.apart == 182)
    }

    @Test("Last resort: a free place in the padding beats overlapping; never past the boundary")
    func lastResortInThePadding() throws {
        // 400 × 300 with 8 pt of padding, an obstacle covering everything below y = 55, a
        // point at (200, 50), a 100 × 40 body. Above needs 50 pt and has 50 − 8 = 42: it does
        // not fit. Below, left and right fit but every place there meets the obstacle (left and
        // right: the arrow keeps y within 50 − 27...50 − 13, so the body reaches y ≥ 63). Above
        // at y = 50 − 10 − 40 = 0 is free and inside the boundary (in its padding): taken,
        // flagged escaped, not overlapping.
        let l = try PopupLayer(width: 400, height: 300)
        try l.setPadding(top: 8, right: 8, bottom: 8, left: 8)
        _ = try l.addObstacle(x: 0, y: 55, width: 400, height: 245)
        let id = try l.add()
        try l.setReference(id, x: 200, y: 50, width: 0, height: 0)
        try l.setSize(id, width: 100, height: 40)
        try l.setPlacement(id, .bottom)
        try l.solve()
        var r = try l.popup(id)
        #expect(r.solvedPlacement == .top && [r.x, r.y] == [150, 0] && r.flags == PopupLayer.Flag.escaped)
        // 5 pt higher, above would start at y = −5, outside the boundary: no last resort; the
        // first side's place (below, y = 45 + 10), overlapping the obstacle.
        try l.setReference(id, x: 200, y: 45, width: 0, height: 0)
        try l.solve()
        r = try l.popup(id)
        #expect(r.solvedPlacement == .bottom && [r.x, r.y] == [150, 55] && r.flags == PopupLayer.Flag.overlapping)
    }
}
