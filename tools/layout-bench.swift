// tools/layout-bench.swift: a quick native timing of the brick layout (not the benchmark of
// issue 21's `fizz bench layout`, which compares with Yoga and Taffy in one run).
// Run:
//   swift build -c release --product Fizz
//   swiftc -O tools/layout-bench.swift -I .build/release/Modules -L .build/release -lFizzExports \
//     -Xlinker -rpath -Xlinker .build/release -o .build/layout-bench && .build/layout-bench
import Fizz
#if canImport(Glibc)
import Glibc
#endif
func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9 }
// Flat: 100,000 distinct bricks in rows of 1/4; nested: 10 × 10 × 10 × 100 (depth 4).
func flat(_ n: Int) -> Brick { BrickSection(bricks: (0..<n).map { _ in Brick(width: .ratio(0.25), height: .fixed(40)) }, inset: 5) }
func nested(_ fan: [Int]) -> Brick {
    if fan.count == 1 { return BrickSection(bricks: (0..<fan[0]).map { _ in Brick(width: .ratio(0.5), height: .fixed(20)) }, inset: 2) }
    return BrickSection(bricks: (0..<fan[0]).map { _ in nested(Array(fan.dropFirst())) }, inset: 2, edgeInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
}
for (name, tree) in [("flat 100k", flat(100_000)), ("nested 10x10x10x100", nested([10, 10, 10, 100])), ("flat 10k", flat(10_000)), ("flat 1k", flat(1_000))] {
    var best = 1e9, bestBuild = 1e9
    for _ in 0..<5 {
        let t0 = now()
        let l = try! BrickLayout(viewportWidth: 400, viewportHeight: 800)
        try! l.setRoot(tree)
        let t1 = now()
        try! l.setMargin(1e7)
        try! l.setOffset(x: 0, y: 0)   // everything: margin 1e7
        let t2 = now()
        best = min(best, t2 - t1); bestBuild = min(bestBuild, t1 - t0)
    }
    // Steady state: the same layout laid out again from scratch (a width change invalidates every row).
    let l = try! BrickLayout(viewportWidth: 400, viewportHeight: 800)
    try! l.setRoot(tree); try! l.setMargin(1e7); try! l.setOffset(x: 0, y: 0)
    var again = 1e9, flowOnly = 1e9
    for k in 0..<6 {
        try! l.setViewport(width: k % 2 == 0 ? 401 : 400, height: 800)
        let t0 = now(); try! l.setOffset(x: 0, y: 0); again = min(again, now() - t0)
    }
    try! l.setMargin(0)
    for k in 0..<6 {
        try! l.setViewport(width: k % 2 == 0 ? 401 : 400, height: 800)
        try! l.setMargin(1e7)
        let t0 = now(); _ = l.contentHeight; try! l.setMargin(0); try! l.setOffset(x: 0, y: 1e7 - 800); flowOnly = min(flowOnly, now() - t0)
    }
    print(name, "relayout of everything with every frame handed out \(Int(again * 1e6)) us; flow to the end, window at the end \(Int(flowOnly * 1e6)) us")
    print(name, "build \(Int(bestBuild * 1e6)) us, full layout (rebuild + flow + window) \(Int(best * 1e6)) us")
}
// Scroll update with sticky headers: 100k vs 1M items.
for n in [100_000, 1_000_000] {
    let l = try! BrickLayout(viewportWidth: 400, viewportHeight: 800)
    try! l.setMemoryBudget(1 << 31)
    let s = try! l.addBehavior(.sticky())
    try! l.setRoot(BrickSection(bricks: [Brick(height: .fixed(50), behaviors: [s]), Brick(width: .ratio(0.5), height: .fixed(40), repeatCount: n)], inset: 4))
    try! l.setOffset(x: 0, y: 100_000)
    var y = 100_000.0
    let t0 = now()
    for _ in 0..<10_000 { y += 3; try! l.setOffset(x: 0, y: y) }
    let t = (now() - t0) / 10_000
    print("scroll update, \(n) items: \(Int(t * 1e9)) ns, window \(l.windowCount), laid \(l.lastLaidOut), visited \(l.lastVisited)")
}
