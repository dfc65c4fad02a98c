//===--- LayoutBench.swift -----------------------------------------------===//
// Part of Fizz. `fizz bench layout`: the brick layout's full layout and scroll update, native.
//===---------------------------------------------------------------------===//

import Fizz
import Foundation

/// Times the brick layout (issue 21) natively: a full layout (the tree set, laid out to its end
/// with every frame handed out, margin 1e7) of 1,000, 10,000 and 100,000 bricks, flat (rows of
/// quarters) and nested 4 deep (10 × 10 × 10 × n/1000 halves), and one scroll-offset update with
/// a sticky header at 10⁵ and 10⁶ items, which should cost what the viewport holds, not what the
/// tree holds. Best of `--runs` (default 3). Figures only; no timing is asserted. Not yet here:
/// the wasm runs and the same trees through Yoga (poga) and Taffy (stretchable) in one run.
enum LayoutBench {
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) * 1e-9 }

    static func flat(_ n: Int) -> Brick {
        BrickSection(bricks: [Brick(width: .ratio(0.25), height: .fixed(40), repeatCount: n)], inset: 5)
    }

    /// Sections 10 × 10 × 10 deep, each innermost one holding `leaves` halves 20 pt tall.
    static func nested(_ fan: [Int]) -> Brick {
        if fan.count == 1 { return BrickSection(bricks: [Brick(width: .ratio(0.5), height: .fixed(20), repeatCount: fan[0])], inset: 2) }
        return BrickSection(bricks: (0..<fan[0]).map { _ in nested(Array(fan.dropFirst())) }, inset: 2,
                            edgeInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    }

    static func run(_ args: [String]) throws {
        let o = try Options(args.filter { $0 != "layout" }, valued: ["runs"], switches: ["layout"])
        let runs = try o.integer("runs", default: 3, in: 1...100)
        print("fizz bench layout: native, best of \(runs) (ms); BrickLayout, viewport 400 × 800 pt")
        for n in [1_000, 10_000, 100_000] {
            for (shape, tree) in [("flat", flat(n)), ("nested 4 deep", nested([10, 10, 10, n / 1_000]))] {
                var best = Double.infinity
                for _ in 0..<runs {
                    let t0 = now()
                    let l = try BrickLayout(viewportWidth: 400, viewportHeight: 800)
                    try l.setRoot(tree)
                    try l.setMargin(1e7)
                    try l.setOffset(x: 0, y: 0)   // everything laid out and handed out
                    best = min(best, now() - t0)
                }
                print("  full layout, \(n) bricks, \(shape): \(String(format: "%.3f", best * 1e3)) ms")
            }
        }
        for n in [100_000, 1_000_000] {
            let l = try BrickLayout(viewportWidth: 400, viewportHeight: 800)
            try l.setMemoryBudget(1 << 31)
            let sticky = try l.addBehavior(.sticky())
            try l.setRoot(BrickSection(bricks: [Brick(height: .fixed(50), behaviors: [sticky]),
                                                Brick(width: .ratio(0.5), height: .fixed(40), repeatCount: n)], inset: 4))
            var y = 100_000.0
            try l.setOffset(x: 0, y: y)
            var best = Double.infinity
            for _ in 0..<runs {
                let t0 = now()
                for _ in 0..<1_000 { y += 3; try l.setOffset(x: 0, y: y) }
                best = min(best, (now() - t0) / 1_000)
            }
            print("  scroll update with a sticky header, \(n) items: \(String(format: "%.2f", best * 1e6)) µs (window \(l.windowCount) items)")
        }
    }
}
