//===--- LayoutBrickKitAgreementTests.swift ------------------------------===//
// Part of Fizz. The layout cases where BrickKit's behaviors disagreed with Fizz (issue 25 §6),
// each with the frames worked by hand from BrickKit's rules.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Layout: BrickKit agreement (issue 25 §6)")
struct LayoutBrickKitAgreementTests {
    @Test("Stacked sticky headers across sections: y = max(y₀, offset, previous maxY)")
    func stickyAcrossSections() throws {
        // Root 1; S1 (2) = [H1 (3) 40, brick (4) 100] at 0…140; S2 (5) = [H2 (6) 40, brick (7) 300] at 140.
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 300)
        let s = try l.addBehavior(.sticky(acrossSections: true))
        try l.setRoot(BrickSection(bricks: [
            BrickSection(bricks: [fixed(40, behaviors: [s]), fixed(100)]),
            BrickSection(bricks: [fixed(40, behaviors: [s]), fixed(300)]),
        ]))
        try l.setOffset(x: 0, y: 150)
        // H1: max(0, 150) = 150, held in S1 at 140 − 40 = 100 → 100 − 150 = −50 on screen.
        #expect(outOf(l, 3)[1] == -50)
        // H2: max(y₀ 140, offset 150, H1's maxY 140) = 150 → 0 on screen (BrickKit), not 140 − 150.
        #expect(outOf(l, 6)[1] == 0)
        #expect(l.stickingPercentage(at: l.entry(of: 6)!) == 0)
    }

    @Test("Two sticky footers at the root: the lower at the viewport's bottom, the upper min(above it, y₀)")
    func twoRootFooters() throws {
        // Root: 100, footer (3) 30 at 100, 370, footer (5) 30 at 500, 100.
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 370)
        let f = try l.addBehavior(.stickyFooter())
        try l.setRoot(BrickSection(bricks: [fixed(100), fixed(30, behaviors: [f]), fixed(370), fixed(30, behaviors: [f]), fixed(100)]))
        for offset in [0.0, 20, 60] {
            try l.setOffset(x: 0, y: offset)
            // Lower: offset + 370 − 30 (viewport 340); upper: min(lower's y − 30, 100).
            #expect(outOf(l, 5)[1] == 340, "offset \(offset)")
            #expect(outOf(l, 3)[1] == min(310, 100 - offset), "offset \(offset)")
        }
    }

    @Test("A card stack hands out the cards it brings on screen from past the laid-out window")
    func cardStackPastWindow() throws {
        // 6 cards of 150 (y₀ 0, 150, …, 750); viewport 420 + margin 210 lays out to 630.
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 420)
        let c = try l.addBehavior(.cardStack(smallHeight: 40))
        try l.setRoot(BrickSection(bricks: [fixed(150, 6, behaviors: [c])]))
        try l.setOffset(x: 0, y: 0)
        // Card 0 in the spotlight at 0; card 1 at its own 150; then 150 + 40, + 40, …
        #expect(l.windowCount == 6)
        #expect((0..<6).map { outOf(l, 2, $0).first ?? -1 } == [0, 0, 0, 0, 0, 0])
        #expect((0..<6).map { outOf(l, 2, $0).dropFirst().first ?? -1 } == [0, 150, 190, 230, 270, 310])
    }

    @Test("A spotlight hands out the small bricks it brings on screen from past the laid-out window")
    func spotlightPastWindow() throws {
        // 8 bricks of 200; viewport 300 + margin 150 lays out to 450 (bricks 0, 1, 2).
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 300)
        let s = try l.addBehavior(.spotlight(smallHeight: 60))
        try l.setRoot(BrickSection(bricks: [fixed(200, 8, behaviors: [s])]))
        try l.setOffset(x: 0, y: 0)
        // Brick 0 first below the top: its own 200; the rest small (60) one under the other,
        // handed out while they start in the window (to 450): 440 is brick 5, 500 is past it.
        let ys = (0..<6).map { outOf(l, 2, $0).dropFirst().first ?? -1 }
        #expect(ys == [0, 200, 260, 320, 380, 440])
        #expect(l.entry(of: 2, repetition: 6) == nil)
        #expect(l.windowCount == 6)
    }

    @Test("The snap projection decelerates as BrickKit's snap behavior sets it (.fast)")
    func snapFast() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let s = try l.addBehavior(.snap(.leading))
        try l.setRoot(BrickSection(bricks: [fixed(10, 100, behaviors: [s])]))
        try l.update()
        // .fast: rest = 0 + v·(−1/(1000·ln 0.99)) = 100 · 0.0995 = 9.95 → the point at 10
        // (.normal would give 49.95 → 50).
        #expect(try l.snapTarget(offset: 0, velocity: 100) == 10)
        #expect(try l.snapTarget(offset: 0, velocity: 100, decay: .normal) == 50)
    }
}
