//===--- BubbleWorldTests.swift ------------------------------------------===//
// Time slicing, validation and ids of the bubble world.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct BubbleWorldBasics {
    func scene() throws -> BubbleWorld {
        let w = try BubbleWorld(width: 500, height: 400)
        try w.update { $0.sleepSpeed = 0 }
        for i in 0..<12 { try w.addBubble(at: Vec2(30 + Double(i) * 37, 50 + Double(i % 3) * 120), radius: 18 + Double(i % 4)) }
        return w
    }

    @Test("stepping 1/60 twice equals 1/120 four times and 1/240 eight times, bit for bit")
    func frameRateIndependence() throws {
        let a = try scene(), b = try scene(), c = try scene()
        for _ in 0..<90 {
            try a.step(1.0 / 60); try a.step(1.0 / 60)
            for _ in 0..<4 { try b.step(1.0 / 120) }
            for _ in 0..<8 { try c.step(1.0 / 240) }
        }
        #expect(a.stateHash == b.stateHash)
        #expect(a.stateHash == c.stateHash)
        #expect(a.substepCount == 90 * 40)
    }

    @Test("uneven slices keep the remainder: 0.7 substep twice makes one substep plus 0.4")
    func accumulatorCarries() throws {
        let w = try scene()
        let h = 1.0 / w.def.substepRate
        try w.step(0.7 * h)
        #expect(w.substepCount == 0)
        try w.step(0.7 * h)
        #expect(w.substepCount == 1)
        #expect(abs(w.accumulator - 0.4 * h) < 1e-12)
    }

    @Test("every refused call leaves the world exactly as it was")
    func refusalsChangeNothing() throws {
        let w = try scene()
        for _ in 0..<10 { try w.step(1.0 / 60) }
        let before = w.stateHash
        #expect(throws: FizzError.nonFinite) { try w.addBubble(at: Vec2(.nan, 1), radius: 10) }
        #expect(throws: FizzError.outOfRange) { try w.addBubble(at: Vec2(1, 1), radius: 0) }
        #expect(throws: FizzError.outOfRange) { try w.addBubble(at: Vec2(1e9, 1), radius: 5) }
        #expect(throws: FizzError.outOfRange) { try w.step(-1) }
        #expect(throws: FizzError.nonFinite) { try w.step(.infinity) }
        #expect(throws: FizzError.outOfRange) { try w.update { $0.damping = -1 } }
        #expect(throws: FizzError.outOfRange) { try w.update { $0.iterations = 0 } }
        #expect(throws: FizzError.nonFinite) { try w.update { $0.anchor = Vec2(.nan, 0) } }
        #expect(throws: FizzError.outOfRange) { try w.update { $0.maxBubbles = 3 } }   // 12 live
        #expect(throws: FizzError.notFound) { try w.removeBubble(BubbleID(slot: 99, generation: 1)) }
        #expect(w.stateHash == before)
        #expect(w.count == 12)
    }

    @Test("the bubble limit refuses one more, and a removal makes room")
    func limit() throws {
        let w = try BubbleWorld(width: 100, height: 100)
        try w.update { $0.maxBubbles = 2 }
        let a = try w.addBubble(at: Vec2(10, 10), radius: 5)
        try w.addBubble(at: Vec2(50, 50), radius: 5)
        #expect(throws: FizzError.limitReached) { try w.addBubble(at: Vec2(90, 90), radius: 5) }
        try w.removeBubble(a)
        #expect(!w.contains(a))
        try w.addBubble(at: Vec2(90, 90), radius: 5)
        #expect(w.count == 2)
    }

    @Test("a removed bubble's id stays stale while dozens of others come and go")
    func staleIDsStayStale() throws {
        let w = try BubbleWorld(width: 100, height: 100)
        let first = try w.addBubble(at: Vec2(50, 50), radius: 5)
        try w.removeBubble(first)
        for _ in 0..<100 {
            let id = try w.addBubble(at: Vec2(50, 50), radius: 5)
            #expect(id != first)
            try w.removeBubble(id)
        }
        #expect(!w.contains(first))
        #expect(w.position(of: first) == nil)
    }

    @Test("removing a bubble keeps the others' ids, positions and order")
    func removalKeepsOthers() throws {
        let w = try scene()
        for _ in 0..<20 { try w.step(1.0 / 60) }
        let ids = w.bubbleIDs
        let p5 = w.position(of: ids[5])!
        try w.removeBubble(ids[2])
        #expect(w.bubbleIDs == ids.enumerated().filter { $0.offset != 2 }.map(\.element))
        #expect(w.position(of: ids[5]) == p5)
    }

    @Test("a settled world wakes when touched, and moves again")
    func wakes() throws {
        let w = try BubbleWorld(width: 300, height: 300)
        try w.addBubble(at: Vec2(150, 150), radius: 20)
        for _ in 0..<120 { try w.step(1.0 / 60) }
        #expect(w.isSettled)
        let id = try w.addBubble(at: Vec2(20, 20), radius: 20)
        #expect(!w.isSettled)
        try w.step(1.0 / 60)
        #expect(w.velocity(of: id)!.length > 0)
    }

    @Test("a printed refusal names its case and says why")
    func refusalsPrintAMessage() throws {
        let w = try BubbleWorld(width: 300, height: 300)
        do { try w.step(-1); Issue.record("step(-1) was accepted") } catch {
            #expect("\(error)" == "outOfRange: a number is outside the range the call accepts")
        }
        #expect("\(FizzError.notFound)" == "notFound: the id or index names nothing live in this object")
    }
}

@Suite struct MathBasics {
    @Test("SplitMix64 from seed 0 gives the published first outputs")
    func splitMixReference() {
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
        var u = SplitMix64(seed: 12345)
        for _ in 0..<1000 { let x = u.nextUnit(); #expect(x >= 0 && x < 1) }
    }

    @Test("Vec2 arithmetic and lengths")
    func vec2() {
        let a = Vec2(3, 4)
        #expect(a.length == 5)
        #expect(a.normalized == Vec2(0.6, 0.8))
        #expect(Vec2.zero.normalized == .zero)
        #expect(a.dot(Vec2(1, 0)) == 3)
        #expect(a.cross(Vec2(1, 0)) == -4)
        #expect(a.lerp(to: Vec2(5, 4), 0.5) == Vec2(4, 4))
    }

    @Test("Rect edges and fractions")
    func rect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110 && r.maxY == 70)
        #expect(r.center == Vec2(60, 45))
        #expect(r.point(atFraction: Vec2(0.5, 0.5)) == r.center)
        #expect(r.contains(Vec2(10, 70)) && !r.contains(Vec2(9.9, 50)))
    }

    @Test("FNV-1a 64 of known input matches the reference")
    func fnv() {
        var h = StateHasher()
        h.add(UInt64(0))   // eight zero bytes
        var ref: UInt64 = 0xCBF2_9CE4_8422_2325
        for _ in 0..<8 { ref = ref &* 0x100_0000_01B3 }
        #expect(h.value == ref)
    }
}
