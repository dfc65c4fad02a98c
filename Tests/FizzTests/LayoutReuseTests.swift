//===--- LayoutReuseTests.swift ------------------------------------------===//
// Part of Fizz. A reused node slot lays out as a new node (issue 25, §6 memory).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Layout slot reuse")
struct LayoutReuseTests {
    func frames(_ l: BrickLayout) -> [Double] {
        (0..<l.windowCount).flatMap { k -> [Double] in
            let f = l.frame(at: k)
            return [f.x, f.y, f.width, f.height, f.z, f.alpha, f.scale]
        }
    }

    /// Three 100 pt rows A, B, C laid out; B removed and D (50 pt) added before C with no
    /// update between: D takes B's slot, at B's place in the block, with the same slot and
    /// repetition as the old item there. It must flow as a new brick (C at 150, not 200; D
    /// 50 tall), as in a layout built with A, D, C from the start.
    @Test("a slot reused before the next rebuild flows as a new brick")
    func reusedBeforeRebuild() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        _ = try l.addBrick(height: .fixed(100))
        let b = try l.addBrick(height: .fixed(100))
        let c = try l.addBrick(height: .fixed(100))
        try l.update()
        try l.remove(b)
        let d = try l.addBrick(height: .fixed(50), before: c)
        #expect(d != b && (d - 1) & 0x1F_FFFF == (b - 1) & 0x1F_FFFF, "D reuses B's slot")
        try l.update()
        let m = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        _ = try m.addBrick(height: .fixed(100))
        _ = try m.addBrick(height: .fixed(50))
        _ = try m.addBrick(height: .fixed(100))
        try m.update()
        #expect(frames(l) == frames(m))
        #expect(l.layoutFrame(of: c)?.y == 150)
    }

    /// A removed section's record goes (the last record takes its place): sections added and
    /// removed forever keep as many records as are live, and the moved one still lays out.
    @Test("removed sections give their records back; the moved record keeps its section")
    func sectionRecords() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        for _ in 0..<50 {
            let s1 = try l.addSection(style: SectionStyle())
            let s2 = try l.addSection(style: SectionStyle())
            _ = try l.addBrick(to: s2, height: .fixed(40))
            try l.update()
            try l.remove(s1)
            try l.update()
            #expect(l.layoutFrame(of: s2)?.height == 40)
            try l.remove(s2)
        }
        try l.update()
        #expect(l.sectionCount == 1 && l.liveNodes == 1 && l.nodeCount <= 4)
        #expect(l.snapshot().count < 4096)
    }

    /// A slot retires when its generations are spent: ids never wrap onto an old one.
    @Test("a slot reused 1,023 times retires; every id handed out is distinct")
    func generationsRetire() throws {
        let l = try BrickLayout(viewportWidth: 300, viewportHeight: 400)
        var seen = Set<UInt32>()
        for _ in 0..<1_030 {
            let id = try l.addBrick(height: .fixed(10))
            #expect(seen.insert(id).inserted && Int32(bitPattern: id) > 0)
            try l.remove(id)
        }
        #expect(l.nodeCount == 3)   // the root, one slot spent 1,023 times, the next
    }
}
