//===--- LayoutBehaviorTests.swift ---------------------------------------===//
// Part of Fizz. The brick layout's scroll behaviors at several offsets, by the seed's formulas.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The handed-out y (viewport coordinates) of `id` at offset `y`.
private func yAt(_ l: BrickLayout, _ id: UInt32, _ y: Double, rep: Int = 0) throws -> Double? {
    try l.setOffset(x: 0, y: y)
    guard let k = l.entry(of: id, repetition: rep) else { return nil }
    return l.frame(at: k).y
}

/// `n` repetitions of a brick `h` pt tall, attached to `behaviors` (also used by
/// LayoutBrickKitAgreementTests).
func fixed(_ h: Double, _ n: Int = 1, behaviors: [Int] = []) -> Brick {
    Brick(height: .fixed(h), repeatCount: n, behaviors: behaviors)
}

@Suite("Layout behaviors")
struct LayoutBehaviorTests {
    @Test("Sticky: y = clamp(max(y₀, offset), section.minY, section.maxY − h), per section")
    func sticky() throws {
        // A (2): header 3 (40) + brick 4 × 100 = 440 tall at 0; B (5): header 6 at 440.
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let s = try l.addBehavior(.sticky())
        try l.setRoot(BrickSection(bricks: [
            BrickSection(bricks: [fixed(40, behaviors: [s]), fixed(100, 4)]),
            BrickSection(bricks: [fixed(40, behaviors: [s]), fixed(100, 4)]),
        ]))
        #expect(try yAt(l, 3, 0) == 0)
        #expect(try yAt(l, 3, 100) == 0)
        #expect(l.stickingPercentage(at: l.entry(of: 3)!) == 0)
        #expect(try yAt(l, 3, 420) == -20)     // clamped at 440 − 40
        #expect(l.frame(at: l.entry(of: 6)!).y == 20)   // B's header still in its place
        #expect(try yAt(l, 6, 500) == 0)
        #expect(l.frame(at: l.entry(of: 3)!).y == -100)
        #expect(try yAt(l, 6, 400) == 40)
    }

    @Test("Sticky stacking: per section by default, under the previous sections' headers when asked")
    func stacking() throws {
        for across in [false, true] {
            let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
            let s = try l.addBehavior(.sticky(acrossSections: across))
            // R (2) 30 at 0; A (3) at 30: header 4 (40), 5 × 100.
            try l.setRoot(BrickSection(bricks: [fixed(30, behaviors: [s]), BrickSection(bricks: [fixed(40, behaviors: [s]), fixed(100, 5)])]))
            #expect(try yAt(l, 2, 200) == 0)
            #expect(l.frame(at: l.entry(of: 4)!).y == (across ? 30 : 0))
            #expect(try yAt(l, 4, 10) == (across ? 30 : 20))   // y₀ 30 − 10 = 20 until the stack passes it
        }
    }

    @Test("Minimum sticky: shrinks to its minimum, then sticks; percentage (h₀ − h)/(h₀ − min)")
    func minimumSticky() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let s = try l.addBehavior(.minimumSticky(minimumHeight: 20))
        try l.setRoot(BrickSection(bricks: [fixed(60, behaviors: [s]), fixed(100, 10)]))
        try l.setOffset(x: 0, y: 25)
        #expect(outOf(l, 2)[0...3] == [0, 0, 100, 35])
        #expect(l.stickingPercentage(at: l.entry(of: 2)!) == 0.625)
        try l.setOffset(x: 0, y: 100)
        #expect(outOf(l, 2)[0...3] == [0, 0, 100, 20])
        #expect(l.stickingPercentage(at: l.entry(of: 2)!) == 1)
        try l.setOffset(x: 0, y: 0)
        #expect(outOf(l, 2)[0...3] == [0, 0, 100, 60])
    }

    @Test("Sticky footer: at the viewport's bottom in the root, even before it is laid out")
    func stickyFooter() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let f = try l.addBehavior(.stickyFooter())
        try l.setRoot(BrickSection(bricks: [fixed(100, 30), fixed(50, behaviors: [f])]))
        #expect(try yAt(l, 3, 0) == 150)
        #expect(try yAt(l, 3, 1234) == 150)
        // In a nested section: never below its place, never above its section.
        let m = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let g = try m.addBehavior(.stickyFooter())
        try m.setRoot(BrickSection(bricks: [BrickSection(bricks: [fixed(100, 3), fixed(50, behaviors: [g])]), fixed(100, 10)]))
        #expect(try yAt(m, 4, 0) == 150)        // y₀ 300 → pinned at 200 − 50
        #expect(try yAt(m, 4, 200) == 100)      // y₀ 300 − 200: its own place
    }

    @Test("Quick return: scrolls away with the content, comes back as soon as it scrolls back")
    func quickReturn() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let q = try l.addBehavior(.quickReturn())
        try l.setRoot(BrickSection(bricks: [fixed(50, behaviors: [q]), fixed(100, 20)]))
        let path: [(Double, Double)] = [(0, 0), (30, -30), (100, -50), (80, -30), (40, 0), (300, -50), (290, -40)]
        for (offset, y) in path { #expect(try yAt(l, 2, offset) == y, "offset \(offset)") }
    }

    @Test("Snap: the nearest leading, centre or trailing point to the projected rest")
    func snap() throws {
        for (anchor, rest, target) in [(SnapAnchor.leading, 130.0, 100.0), (.center, 130, 150), (.trailing, 130, 100), (.leading, 151, 200)] {
            let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
            let s = try l.addBehavior(.snap(anchor))
            try l.setRoot(BrickSection(bricks: [fixed(100, 10, behaviors: [s])]))
            try l.update()
            // Centre: y + 50 − 100; trailing: y + 100 − 200.
            #expect(try l.snapTarget(offset: rest, velocity: 0) == target)
        }
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let s = try l.addBehavior(.snap(.leading))
        try l.setRoot(BrickSection(bricks: [fixed(100, 10, behaviors: [s])]))
        try l.update()
        // Decay .normal projects 130 + τ·v, τ = −1/(1000·ln 0.998) ≈ 0.4995 s: 200 pt/s → 229.9 → 200;
        // the default, .fast (τ ≈ 0.0995 s): 149.9 → 100.
        #expect(try l.snapTarget(offset: 130, velocity: 200, decay: .normal) == 200)
        #expect(try l.snapTarget(offset: 130, velocity: 200) == 100)
        #expect(try l.snapTarget(offset: 150, velocity: 0) == 100)   // a tie: the lower
        #expect(throws: FizzError.nonFinite) { try l.snapTarget(offset: .nan, velocity: 0) }
    }

    @Test("Card stack at offsets 0, 150 and past the last card (BrickKit's CardLayoutBehavior)")
    func cardStack() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 600)
        l.setZOrder(.bottomUp)
        let c = try l.addBehavior(.cardStack(smallHeight: 100))
        try l.setRoot(BrickSection(bricks: [fixed(300, 4, behaviors: [c])]))
        try l.setOffset(x: 0, y: 0)
        #expect((0..<4).map { outOf(l, 2, $0)[1] } == [0, 300, 400, 500])
        try l.setOffset(x: 0, y: 150)
        // 150, 300 (kept), then min(600, 300 + 150 + 100) = 550 and 650, minus the offset.
        #expect((0..<4).map { outOf(l, 2, $0)[1] } == [0, 150, 400, 500])
        try l.setOffset(x: 0, y: 1000)
        #expect(outOf(l, 2, 3)[1] == -100)
        #expect((0..<4).map { outOf(l, 2, $0)[4] } == [0, 1, 2, 3])   // bottom-up z
    }

    @Test("Spotlight at offsets 0, 100 and 250 (BrickKit's SpotlightLayoutBehavior)")
    func spotlight() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 400)
        let s = try l.addBehavior(.spotlight(smallHeight: 50))
        try l.setRoot(BrickSection(bricks: [fixed(200, 4, behaviors: [s])]))
        func yh(_ off: Double) throws -> [[Double]] {
            try l.setOffset(x: 0, y: off)
            return (0..<4).map { [outOf(l, 2, $0)[1] + off, outOf(l, 2, $0)[3]] }
        }
        #expect(try yh(0) == [[0, 200], [200, 50], [250, 50], [300, 50]])
        #expect(try yh(100) == [[100, 100], [200, 125], [325, 50], [375, 50]])
        #expect(try yh(250) == [[150, 50], [250, 150], [400, 87.5], [487.5, 50]])
    }

    @Test("Cover flow: scale = clamp(1 − |mid − brickMid|/length, min, 1) in a horizontal layout")
    func coverFlow() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 100)
        let c = try l.addBehavior(.coverFlow(minimumScale: 0.5))
        try l.setRoot(BrickSection(bricks: [Brick(width: .fixed(100), height: .fixed(100), repeatCount: 10, behaviors: [c])], flow: .horizontal))
        try l.setOffset(x: 0, y: 0)
        #expect((0..<4).map { outOf(l, 2, $0)[6] } == [200.0 / 300, 1, 200.0 / 300, 0.5])
        try l.setOffset(x: 50, y: 0)
        #expect(outOf(l, 2, 1)[6] == 250.0 / 300)
        #expect(outOf(l, 2, 2)[6] == 250.0 / 300)
        #expect(outOf(l, 2, 1)[0] == 50)
    }

    @Test("Offset, max and set z-index; behaviors run in the list's order")
    func offsetAndZ() throws {
        let l = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
        let o = try l.addBehavior(.offset(dx: 5, dy: -3, dWidth: 10, dHeight: 0))
        let m = try l.addBehavior(.maxZIndex)
        let z = try l.addBehavior(.setZIndex(-7))
        try l.setRoot(BrickSection(bricks: [fixed(10, behaviors: [o]), fixed(10, behaviors: [m]), fixed(10, behaviors: [z]), fixed(10)]))
        try l.update()
        #expect(outOf(l, 2) == [5, -3, 110, 10, 4, 1, 1])     // top-down: 4 items, first z = 4
        #expect(outOf(l, 3)[4] == 5)                           // itemCount + 1
        #expect(outOf(l, 4)[4] == -7)
        #expect(outOf(l, 5)[4] == 1)
        for order in [0, 1] {
            let k = try BrickLayout(viewportWidth: 100, viewportHeight: 200)
            let first = order == 0 ? try k.addBehavior(.offset(dx: 0, dy: 10, dWidth: 0, dHeight: 0)) : try k.addBehavior(.sticky())
            let second = order == 0 ? try k.addBehavior(.sticky()) : try k.addBehavior(.offset(dx: 0, dy: 10, dWidth: 0, dHeight: 0))
            try k.setRoot(BrickSection(bricks: [fixed(50, behaviors: [first, second]), fixed(100, 10)]))
            // offset then sticky: max(10, 100) → 0; sticky then offset: 100 + 10 → 10.
            #expect(try yAt(k, 2, 100) == (order == 0 ? 0 : 10))
        }
    }

    @Test("Appear and disappear frames: top, bottom, scale")
    func appear() throws {
        let l = try readmeSimple()
        try l.setOffset(x: 0, y: 30)
        let top = l.transitionFrame(of: 4, style: .top)!
        #expect([top.x, top.y, top.width, top.height, top.alpha, top.scale] == [20, -50, 145, 50, 0, 1])
        let bottom = l.transitionFrame(of: 4, style: .bottom)!
        #expect(bottom.y == 600)                                 // max(600, 270 − 30)
        let scale = l.transitionFrame(of: 4, style: .scale)!
        #expect([scale.y, scale.alpha, scale.scale] == [110, 0, 0.1])
    }
}
