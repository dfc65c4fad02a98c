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
/// - popups: 10,000 popups of 60 × 24 on one 8 × 8 reference of a 1000 × 1000 layer, one solve.
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
        print("Work budgets: world \(BubbleWorldDef.maxStepWork) units per step, popups \(PopupLayer.maxSolveWork) rects per solve")
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
        let l = try PopupLayer(width: 1000, height: 1000)
        for _ in 0..<10_000 {
            let id = try l.add()
            try l.setReference(id, x: 500, y: 500, width: 8, height: 8)
            try l.setSize(id, width: 60, height: 24)
        }
        let t = try measure { try l.solve() }
        line("popups: 10000 on one point, solve", t, work: l.lastSolveWork, limit: Int64(PopupLayer.maxSolveWork),
             hit: l.lastSolveBudgetHit)
    }
}
