//===--- BubbleFeelTests.swift -------------------------------------------===//
// The default feel, as a person would check it: release a bubble and watch it arrive.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct BubbleFeel {
    /// One 40 pt bubble released 200 pt left of the anchor in an empty 1000 pt world.
    struct Arrival {
        var overshoot = 0.0          // pt past the anchor, at most
        var within20: Double? = nil  // s until it stays within 10 % of the distance
        var within4: Double? = nil   // s until within 2 %
        var settled: Double? = nil   // s until the world reports rest
    }

    func release(strength k: Double? = nil) throws -> Arrival {
        let w = try BubbleWorld(width: 1000, height: 1000)
        if let k { try w.update { $0.strength = k } }
        let id = try w.addBubble(at: Vec2(300, 500), radius: 40)
        var a = Arrival()
        for s in 1...300 {
            try w.step(1.0 / 60)
            let off = 500 - w.position(of: id)!.x
            a.overshoot = max(a.overshoot, -off)
            if a.within20 == nil && abs(off) < 20 { a.within20 = Double(s) / 60 }
            if a.within4 == nil && abs(off) < 4 { a.within4 = Double(s) / 60 }
            if a.settled == nil && w.isSettled { a.settled = Double(s) / 60 }
        }
        return a
    }

    @Test("default spring: at the anchor in about a second, overshoot under a point")
    func defaultArrival() throws {
        let a = try release()
        #expect(a.overshoot < 1.0)
        #expect(a.overshoot > 0.5)                        // ζ < 1: it does just cross, by design
        #expect(try #require(a.within20) <= 1.2)
        #expect(try #require(a.within4) <= 1.6)
        #expect(try #require(a.settled) <= 3.0)
    }

    @Test("the seed's stiffer spring overshoots visibly; a critically damped one is slow")
    func calibrationBrackets() throws {
        let seed = try release(strength: 9.8)
        #expect(seed.overshoot > 3)
        let critical = try release(strength: 6)
        #expect(critical.overshoot == 0)
        #expect(try #require(critical.within4) > 2)
    }

    @Test("a bubble comes to rest exactly on the anchor and the world settles")
    func restsOnAnchor() throws {
        let w = try BubbleWorld(width: 400, height: 400)
        let id = try w.addBubble(at: Vec2(100, 300), radius: 30)
        for _ in 0..<300 { try w.step(1.0 / 60) }
        #expect(w.isSettled)
        let p = w.position(of: id)!
        #expect(p.distance(to: Vec2(200, 200)) < 1)
        #expect(w.velocity(of: id)! == .zero)
    }

    @Test("constant pull: every bubble drifts in at the same pace, whatever its size")
    func constantPullIsMassIndependent() throws {
        let w = try BubbleWorld(width: 2000, height: 2000)
        try w.update { $0.attraction = .constant; $0.strength = 300; $0.damping = 3 }
        let small = try w.addBubble(at: Vec2(200, 1000), radius: 10)
        let big = try w.addBubble(at: Vec2(1800, 1000), radius: 60, density: 5)
        for _ in 0..<30 { try w.step(1.0 / 60) }
        let ds = w.position(of: small)!.x - 200, db = 1800 - w.position(of: big)!.x
        #expect(ds > 10)
        #expect(abs(ds - db) < 1e-9)
    }
}
