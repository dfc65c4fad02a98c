//===--- BudgetBench.swift -----------------------------------------------===//
// Part of Fizz. `fizz bench budgets`: the worst call within each documented work budget.
//===---------------------------------------------------------------------===//

import Fizz
import Foundation

/// One line per work budget (issue 25 §4): the worst call the budget allows that this command
/// knows how to build, natively, with its work counter, whether the budget bound, and its time
/// (wall and this thread's CPU time: on a shared machine the second is the figure to read).
/// A benchmark, not a test: nothing here is asserted.
/// - world: bubbles of radius 20 added at one point of a 390 × 844 world, then one
///   `step(1.0)` (10,000 and 60,000) or the first `step(1/60)` (131,071, the most a world
///   holds); and, for scale, the same counts packed on a grid, one `step(1/60)`;
/// - picker: 131,071 appearing picker bubbles, one `step(1)`, on a grid and at one point; and
///   the benchmark scene at 100,000 bubbles, one frame, far below the budget;
/// - popups: 10,000 popups of 60 × 24 on one 8 × 8 reference of a 1000 × 1000 layer, one solve;
/// - layout: the worst calls of a layout holding as many items as it may (`layout()`).
enum BudgetBench {
    static func cpu() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let w0 = Clock.now(), c0 = cpu()
        try body()
        return (Double(Clock.now() - w0) / 1e9, cpu() - c0)
    }

    static func line(_ what: String, _ t: (wall: Double, cpu: Double), work: Int64, limit: Int64, hit: Bool) {
        let ratio = Double(work) / Double(limit)
        print(String(format: "%@  work %lld (%.2f× the budget)  budget hit %@  %.3f s CPU, %.3f s wall",
                     what.padding(toLength: 46, withPad: " ", startingAt: 0), work, ratio, hit ? "yes" : "no ", t.cpu, t.wall))
    }

    static func run(_ args: [String]) throws {
        print("Work budgets: world \(BubbleWorldDef.maxStepWork) units per step, popups \(PopupLayer.maxSolveWork) rects per solve, layout \(BrickLayout.maxItems) items (its item cap)")
        for (n, dt) in [(10_000, 1.0), (60_000, 1.0), (131_071, 1.0 / 60)] {
            let w = try BubbleWorld(width: 390, height: 844)
            for _ in 0..<n { _ = try w.addBubble(at: Vec2(195, 422), radius: 20) }
            let t = try measure { try w.step(dt) }
            line("world: \(n) at one point, step(\(dt == 1 ? "1" : "1/60"))", t, work: w.lastStepWork,
                 limit: BubbleWorldDef.maxStepWork, hit: w.lastStepBudgetHit)
        }
        for n in [10_000, 131_071] {
            let side = Int(Double(n).squareRoot()) + 1
            let w = try BubbleWorld(width: Double(side * 40), height: Double(side * 40))
            for k in 0..<n { _ = try w.addBubble(at: Vec2(Double(20 + 40 * (k % side)), Double(20 + 40 * (k / side))), radius: 20) }
            let t = try measure { try w.step(1.0 / 60) }
            line("world: \(n) packed on a grid, step(1/60)", t, work: w.lastStepWork,
                 limit: BubbleWorldDef.maxStepWork, hit: w.lastStepBudgetHit)
        }
        try picker()
        let l = try PopupLayer(width: 1000, height: 1000)
        for _ in 0..<10_000 {
            let id = try l.add()
            try l.setReference(id, x: 500, y: 500, width: 8, height: 8)
            try l.setSize(id, width: 60, height: 24)
        }
        let t = try measure { try l.solve() }
        line("popups: 10000 on one point, solve", t, work: l.lastSolveWork, limit: Int64(PopupLayer.maxSolveWork),
             hit: l.lastSolveBudgetHit)
        try layout()
    }

    /// The picker's worst steps: the most bubbles a world holds, all appearing (the default
    /// appear animation, so they grow and collide in every substep) in one `step(1)`, on a
    /// grid and at one point; and, for the other end of the budget, the benchmark scene at
    /// 100,000 bubbles, one frame (4 substeps), far below it.
    static func picker() throws {
        let n = 131_071
        let side = Int(Double(n).squareRoot()) + 1
        for packed in [true, false] {
            let p = try BubblePicker(width: Double(side * 40), height: Double(side * 40))
            for k in 0..<n {
                let at = packed ? Vec2(Double(20 + 40 * (k % side)), Double(20 + 40 * (k / side))) : Vec2(Double(side * 20), Double(side * 20))
                try p.addPickerBubble(at: at, radius: 20)
            }
            let t = try measure { try p.step(1) }
            line("picker: \(n) appearing \(packed ? "on a grid" : "at one point"), step(1)", t,
                 work: p.world.lastStepWork, limit: BubbleWorldDef.maxStepWork, hit: p.world.lastStepBudgetHit)
        }
        let w = try BenchmarkScene(count: 100_000).makeWorld()
        try w.step(BenchmarkScene.dt)
        let t = try measure { try w.step(BenchmarkScene.dt) }
        line("benchmark scene: 100000, one frame", t, work: w.lastStepWork, limit: BubbleWorldDef.maxStepWork,
             hit: w.lastStepBudgetHit)
    }

    /// The layout's bound is its item cap (docs/layout.md, "One call's cost"): the worst calls
    /// of a layout of `BrickLayout.maxItems` items of 1 pt (one brick repeated; the budget
    /// raised to hold them): the first update (the rebuild of every item, then the window),
    /// a jump to the content's end (the flow lays every row before it), a query of the whole
    /// content (every item found), a change of the first brick's repeat count and an update
    /// (a rebuild again); and 8,388,608 bricks of height 0 (no row passes the window's end,
    /// so one update lays them all); and the worst refused updates. Work: items laid out plus
    /// items looked at.
    static func layout() throws {
        let n = BrickLayout.maxItems
        func page(height: Double) throws -> (BrickLayout, UInt32) {
            let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
            try l.setMemoryBudget(4 << 30)
            let b = try l.addBrick(width: .ratio(1), height: .fixed(height))
            try l.setRepeatCount(b, n)
            return (l, b)
        }
        // The counters: a producer resets them, a query adds to them.
        func report(_ what: String, _ l: BrickLayout, _ t: (wall: Double, cpu: Double), since: Int = 0) {
            line("layout: \(what)", t, work: Int64(l.lastLaidOut + l.lastVisited - since), limit: Int64(n), hit: false)
        }
        let (l, b) = try page(height: 1)
        report("\(n) items, first update", l, try measure { try l.update() })
        let end = l.contentHeight - l.viewportHeight
        report("\(n) items, offset to the end", l, try measure { try l.setOffset(x: 0, y: end) })
        let out = PackedBuffer<UInt32>()
        let w0 = l.lastLaidOut + l.lastVisited
        report("\(n) items, query of everything", l, try measure { try l.query(x: 0, y: 0, width: 320, height: BrickLayout.maxReach, into: out) }, since: w0)
        try l.setRepeatCount(b, n - 1)
        report("\(n) items, repeat changed, update", l, try measure { try l.update() })
        let (z, _) = try page(height: 0)
        report("\(n) of height 0, first update", z, try measure { try z.update() })
        // The worst refused updates (docs/layout.md, "A refusal is cheap too"): the same bricks
        // in a viewport 1e7 pt tall, whose window would hold every one of them, past
        // `maxWindow`: in the root's rows (the flow counts the window and stops one past it) and,
        // less one, in a section 1e6 pt tall (not counted: laid whole, then the collect refuses).
        // Each is a first update: the rebuild it undoes is part of its cost.
        for fixed in [false, true] {
            let r = try BrickLayout(viewportWidth: 320, viewportHeight: 1e7)
            try r.setMemoryBudget(4 << 30)
            let rb = try r.addBrick(to: fixed ? try r.addSection(height: .fixed(1e6)) : BrickLayout.rootID, width: .ratio(1), height: .fixed(1))
            // The section is an item too: n − 1 bricks in it.
            let count = fixed ? n - 1 : n
            try r.setRepeatCount(rb, count)
            var refused = false
            let t = try measure { do { try r.update() } catch FizzError.limitReached { refused = true } }
            line("layout: \(count) \(fixed ? "in a fixed section" : "in 1e7 pt"), \(refused ? "refused" : "ACCEPTED")", t,
                 work: Int64(r.lastLaidOut + r.lastVisited), limit: Int64(n), hit: false)
        }
        // As many rule terms as `maxRuleWork` allows, walked whole by every evaluation (cases
        // whose breakpoint no width reaches): 8,388,607 items of 8 terms, and 524,288 of 127
        // (the longest width and height rules, 64 and 63 terms).
        for (items, cases) in [(n - 1, 3), (1 << 19, 62)] {
            let (r, rb) = try page(height: 1)
            try r.setRepeatCount(rb, items)
            for k in 0..<cases {
                try r.addDimensionCase(rb, height: k % 2 == 1, when: DimensionCondition(width: 1e7), .fixed(10))
            }
            try r.update()
            line("layout: \(items) × \(r.ruleWork / items) terms, offset to the end",
                 try measure { try r.setOffset(x: 0, y: r.contentHeight - 480) },
                 work: Int64(r.lastLaidOut + r.lastVisited), limit: Int64(n), hit: false)
        }
        // A waterfall of 64 columns (each brick goes to the shortest).
        let w = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try w.setMemoryBudget(4 << 30)
        let ws = try w.addSection(style: SectionStyle(flow: .waterfall, columns: 64))
        let wb = try w.addBrick(to: ws, width: .ratio(1), height: .fixed(1))
        try w.setRepeatCount(wb, n - 1)
        try w.update()
        report("waterfall of 64, offset to the end", w, try measure { try w.setOffset(x: 0, y: w.contentHeight - 480) })
    }
}
