//===--- WallContainmentTests.swift --------------------------------------===//
// With walls on, no bubble's centre leaves the world; bubbles spawned at one point spread in
// every direction and settle.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct WallContainment {
    @Test("300 bubbles spawned at the centre of 390 × 844 stay inside, spread in 2-D and settle")
    func coincidentSpawns() throws {
        let w = try BubblePicker(width: 390, height: 844)
        for _ in 0..<300 { try w.spawnBubble(.center, radius: 10) }
        var outside = 0
        var seconds = 0.0
        while !w.isSettled && seconds < 30 {
            try w.step(1.0 / 60)
            seconds += 1.0 / 60
            w.forEachBubble { _, p, _ in if p.x < 0 || p.x > 390 || p.y < 0 || p.y > 844 { outside += 1 } }
        }
        #expect(outside == 0)
        #expect(w.isSettled, "settles within 30 s")
        var minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9
        w.forEachBubble { _, p, _ in
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // 300 circles of radius 10 packed round (195, 422) make a disc of radius about
        // 10·√(300 / 0.9) ≈ 183 pt: wider than 390 pt allows, so it fills the width and spreads
        // over about 330 pt of height; a line along y = 422 (the old outcome) has no height.
        #expect(maxX - minX > 300 && maxY - minY > 200)
        #expect(minX >= 0 && maxX <= 390 && minY >= 0 && maxY <= 844)
    }

    @Test("a bubble flung at 1e7 pt/s toward a wall stops at it")
    func fling() throws {
        let w = try BubblePicker(width: 300, height: 300)
        let a = try w.addBubble(at: Vec2(150, 150), radius: 20)
        try w.setVelocity(a, Vec2(1e7, -1e7))
        for _ in 0..<10 {
            try w.step(1.0 / 60)
            let p = w.position(of: a)!
            #expect(p.x >= 0 && p.x <= 300 && p.y >= 0 && p.y <= 300)
        }
    }

    @Test("a bubble spawned just outside a wall comes in, never further out")
    func sideSpawn() throws {
        let w = try BubblePicker(width: 400, height: 400)
        let a = try w.addBubble(at: Vec2(-30, 200), radius: 30)
        var last = -30.0
        for _ in 0..<60 {
            try w.step(1.0 / 60)
            let x = w.position(of: a)!.x
            #expect(x >= last)
            last = x
        }
        #expect(last > 0)
    }
}
