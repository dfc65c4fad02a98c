//===--- PopupFitTests.swift ---------------------------------------------===//
// Part of Fizz. The side test counts the limit that keeps the pointer on its reference.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Popup side fit")
struct PopupFitTests {
    @Test("Issue 20, popups 1: a point 3 pt from the left edge, TOP escapes at x = −10; RIGHT fits")
    func limitedTopLosesToRight() throws {
        // 390 × 844, point (3, 400), body 100 × 40, arrow 10 × 10, corner radius 8. Above, the
        // arrow's centre must stay 8 + 5 = 13 pt inside the body's ends, so the body's x is at
        // most 3 − 13 = −10: outside. Right of the point: x = 3 + 10 = 13, y = 400 − 20 = 380,
        // the arrow's tip on the point.
        let l = try PopupLayer(width: 390, height: 844)
        let id = try l.add()
        try l.setReference(id, x: 3, y: 400, width: 0, height: 0)
        try l.setSize(id, width: 100, height: 40)
        try l.setPlacement(id, .top)
        try l.solve()
        let r = try l.popup(id)
        #expect(r.solvedPlacement == .right)
        #expect(r.flags == 0)
        #expect([r.x, r.y] == [13, 380])
        #expect([r.p1x, r.p1y] == [3, 400])
    }

    /// Whether some side lets a `w` × `h` body with the default arrow (10 × 10, corner 8) sit
    /// wholly inside `0...W × 0...H` with the arrow's centre on the reference: searched by
    /// brute force over cross origins every 0.5 pt (every size and coordinate below is a whole
    /// number, so each interval's ends lie on that grid).
    static func someSideFits(_ W: Double, _ H: Double, _ ref: (Double, Double, Double, Double), _ w: Double, _ h: Double) -> Bool {
        let gap = 10.0, radius = min(8, w / 2, h / 2)
        for side in 0..<4 {
            let vertical = side == 0 || side == 2
            let room = side == 0 ? ref.1 : side == 2 ? H - ref.1 - ref.3 : side == 3 ? ref.0 : W - ref.0 - ref.2
            if room < gap + (vertical ? h : w) { continue }
            let cross = vertical ? w : h, extent = vertical ? W : H
            let refLo = vertical ? ref.0 : ref.1, refHi = refLo + (vertical ? ref.2 : ref.3)
            let safe = min(radius + 5, cross / 2)
            var c = 0.0
            while c + cross <= extent {
                // The arrow's centre: the reference's centre kept in the body's safe span.
                let t = min(max((refLo + refHi) / 2, c + safe), c + cross - safe)
                if t >= refLo && t <= refHi { return true }
                c += 0.5
            }
        }
        return false
    }

    @Test("A sweep near every edge: no popup escapes while some side fits, and its arrow stays on target")
    func sweepNearEdges() throws {
        let W = 390.0, H = 844.0
        let sizes: [(Double, Double)] = [(100, 40), (160, 90), (60, 16), (20, 20), (300, 40), (120, 400)]
        let refs: [(Double, Double)] = [(0, 0), (4, 0), (12, 0), (30, 0)]
        var cases = 0, fitting = 0
        for (w, h) in sizes {
            for (rw, rh) in refs {
                // Along each edge: a few points 0…40 pt from it, at the middle and at the corners.
                var spots: [(Double, Double)] = []
                for d in [0.0, 3, 9, 17, 26, 40] {
                    for along in [0.0, 5, 60, 195, 330, 385] {
                        spots.append((d, along * H / W)); spots.append((W - d - rw, along * H / W))
                        spots.append((along, d)); spots.append((along, H - d - rh))
                    }
                }
                for (x, y) in spots {
                    let ref = (x, y, rw, rh)
                    for p in 0...12 {
                        let l = try PopupLayer(width: W, height: H)
                        let id = try l.add()
                        try l.setReference(id, x: ref.0, y: ref.1, width: ref.2, height: ref.3)
                        try l.setSize(id, width: w, height: h)
                        try l.setPlacement(id, PopupPlacement(rawValue: UInt32(p))!)
                        try l.solve()
                        let r = try l.popup(id)
                        cases += 1
                        if !PopupFitTests.someSideFits(W, H, ref, w, h) { continue }
                        fitting += 1
                        #expect(r.flags & PopupLayer.Flag.escaped == 0, "ref \(ref) size \(w)×\(h) placement \(p) → \(r.x), \(r.y)")
                        #expect(r.x >= 0 && r.y >= 0 && r.x + w <= W && r.y + h <= H)
                        // The arrow's tip on the reference (the tip is at its cross position).
                        let tip = r.solvedPlacement.side % 2 == 0 ? r.p1x : r.p1y
                        let lo = r.solvedPlacement.side % 2 == 0 ? ref.0 : ref.1
                        let hi = lo + (r.solvedPlacement.side % 2 == 0 ? ref.2 : ref.3)
                        #expect(tip >= lo && tip <= hi)
                    }
                }
            }
        }
        #expect(cases == 6 * 4 * 144 * 13)
        #expect(fitting > cases / 2)
    }
}
