//===--- BenchRun.swift --------------------------------------------------===//
// Part of Fizz. One timed run of the benchmark scene, in this process.
//===---------------------------------------------------------------------===//

import Fizz
import Foundation

/// The figures of one run of `BenchmarkScene` at one size.
struct BenchFigures: Codable {
    var engine = "fizz"
    var runtime = "native"
    var n = 0
    /// Threads that solved each substep (`BubbleWorld.setThreads`; nil in runners without it).
    var threads: Int?
    /// Milliseconds per step over steps `timedFrom..<steps`.
    var medianMs = 0.0, minMs = 0.0, maxMs = 0.0
    /// Heap allocations per timed step (nil when the malloc counter is not loaded).
    var allocsPerStep: Double?
    /// Heap allocations made by 120 picker steps in which appear, grow and remove animations
    /// finish, after a warm-up round (nil when the malloc counter is not loaded).
    var animationAllocs: UInt64?
    /// Peak resident set of the process and its size before the world was built, in KiB.
    var peakRSSKiB = 0, baselineRSSKiB = 0
    /// The research's equivalence check: mean distance from the centre after all steps, pt.
    var meanDistance = 0.0
    /// Largest speed after all steps (pt/s) and largest overlap as a fraction of the radius:
    /// a solver that blows up or lets bubbles sink into each other shows here.
    var maxSpeed = 0.0, maxOverlap = 0.0
    /// Frame hashes after building and after the last step (wasm runners must match them).
    var setupHash = "", finalHash = ""
    /// Median step time of the settled world and whether it settled (sleeping check).
    var settledMs: Double?
    /// wasm runners with `--paired`: the native library's median step in the same process,
    /// and the median over steps of wasm time / native time for the same step.
    var pairedNativeMs: Double?, pairedRatio: Double?
}

/// Reads the malloc counter of `tools/bench/malloc-count.c` when it is preloaded.
enum MallocCounter {
    nonisolated(unsafe) static let counter: UnsafeMutablePointer<UInt64>? = {
        // The global scope (the program and everything preloaded), like RTLD_DEFAULT.
        guard let global = dlopen(nil, RTLD_NOW), let sym = dlsym(global, "fizz_malloc_count") else { return nil }
        return sym.assumingMemoryBound(to: UInt64.self)
    }()
    static var value: UInt64? { counter.map { $0.pointee } }
}

enum Clock {
    /// Monotonic nanoseconds.
    @inline(__always) static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

enum BenchRun {
    /// Builds the scene with `n` bubbles, steps it `BenchmarkScene.steps` times timing every
    /// step, and measures the rest. `progress` draws a bar on stderr.
    static func run(n: Int, settle: Bool, threads: Int32 = 1, progress: ProgressBar?) throws -> BenchFigures {
        var f = BenchFigures()
        f.n = n
        f.threads = Int(threads)
        f.baselineRSSKiB = peakRSS()
        let scene = BenchmarkScene(count: n)
        let world = try scene.makeWorld()
        try world.setThreads(threads)
        f.setupHash = hex(world.stateHash)
        let steps = BenchmarkScene.steps, from = BenchmarkScene.timedFrom
        var times = [Double](repeating: 0, count: steps)
        // Only allocations made inside `step` count (the progress bar draws with Strings).
        let counter = MallocCounter.counter
        var allocs: UInt64 = 0
        for s in 0..<steps {
            let a0 = counter?.pointee ?? 0
            let t0 = Clock.now()
            try world.step(BenchmarkScene.dt)
            let t1 = Clock.now()
            let a1 = counter?.pointee ?? 0
            times[s] = Double(t1 - t0) / 1e6
            if s >= from { allocs += a1 - a0 }
            progress?.update(s + 1, of: steps)
        }
        if counter != nil { f.allocsPerStep = Double(allocs) / Double(steps - from) }
        let window = times[from..<steps].sorted()
        f.medianMs = median(window)
        f.minMs = window.first ?? 0
        f.maxMs = window.last ?? 0
        f.meanDistance = BenchmarkScene.meanDistance(world)
        (f.maxSpeed, f.maxOverlap) = extremes(world)
        f.finalHash = hex(world.stateHash)   // before the sleeping check changes the world
        if settle { f.settledMs = try settledStepTime(world) }
        f.animationAllocs = try animationAllocations()
        f.peakRSSKiB = peakRSS()
        return f
    }

    /// Counts the allocations made inside `step` while picker animations finish: bubbles
    /// appearing, growing on selection, shrinking away and leaving the world. A warm-up round
    /// first brings the world to its largest size (100 bubbles, every one removed at the end,
    /// so the counted round's 30 reuse their slots); the counted round makes the same kinds of
    /// calls between steps, and only the steps are counted. Nil without the malloc counter.
    static func animationAllocations() throws -> UInt64? {
        guard let counter = MallocCounter.counter else { return nil }
        let picker = try BubblePicker(width: 390, height: 844)
        var allocs: UInt64 = 0
        for (round, count) in [(0, 100), (1, 30)] {
            var ids: [BubbleID] = []
            for k in 0..<count {
                let at = Vec2(40 + Double(k % 8) * 44, 60 + Double(k / 8) * 44)
                ids.append(try picker.addPickerBubble(at: at, radius: 18))
            }
            for s in 0..<120 {
                if s == 30 { for id in ids.prefix(10) { try picker.select(id) } }
                if s == 60 { for id in ids.prefix(count * 2 / 3) { try picker.removeAnimated(id) } }
                if s == 90 { for id in ids.suffix(count / 3 + 1) where picker.world.contains(id) { try picker.removeAnimated(id) } }
                let a0 = counter.pointee
                try picker.step(1.0 / 60)
                if round == 1 { allocs += counter.pointee - a0 }
            }
            precondition(picker.world.count == 0, "the animation scene removes every bubble")
        }
        return allocs
    }

    /// The sleeping check: the stepped scene with settling switched on (Fizz's defaults,
    /// under 2 pt/s for 0.5 s), stepped until it settles (at most 10 s of simulated time), then
    /// the median cost of a step at rest; nil when it does not settle.
    static func settledStepTime(_ world: BubbleWorld) throws -> Double? {
        try world.update { d in
            let defaults = BubbleWorldDef()
            d.sleepSpeed = defaults.sleepSpeed
            d.sleepTime = defaults.sleepTime
        }
        var s = 0
        while !world.isSettled && s < 600 { try world.step(BenchmarkScene.dt); s += 1 }
        if !world.isSettled { return nil }
        var times: [Double] = []
        for _ in 0..<200 {
            let t0 = Clock.now()
            try world.step(BenchmarkScene.dt)
            times.append(Double(Clock.now() - t0) / 1e6)
        }
        return median(times.sorted())
    }

    /// Fastest speed (pt/s) and deepest overlap between two bubbles (fraction of the radius),
    /// found by sweeping bubbles sorted by x: independent of the engine's own contact finding.
    static func extremes(_ world: BubbleWorld) -> (Double, Double) {
        var ps: [(x: Double, y: Double, r: Double)] = []
        ps.reserveCapacity(world.count)
        world.forEachBubble { _, p, r in ps.append((p.x, p.y, r)) }
        var fastest = 0.0
        for id in world.bubbleIDs {
            let v = world.velocity(of: id)!
            fastest = max(fastest, v.length)
        }
        ps.sort { $0.x < $1.x }
        var worst = 0.0
        var maxR = 0.0
        for p in ps { maxR = max(maxR, p.r) }
        for i in 0..<ps.count {
            var j = i + 1
            while j < ps.count && ps[j].x - ps[i].x < ps[i].r + maxR {
                let dx = ps[j].x - ps[i].x, dy = ps[j].y - ps[i].y
                let overlap = ps[i].r + ps[j].r - (dx * dx + dy * dy).squareRoot()
                if overlap > 0 { worst = max(worst, overlap / min(ps[i].r, ps[j].r)) }
                j += 1
            }
        }
        return (fastest, worst)
    }

    static func median(_ sorted: some Collection<Double>) -> Double {
        let a = Array(sorted)
        if a.isEmpty { return 0 }
        return a.count % 2 == 1 ? a[a.count / 2] : (a[a.count / 2 - 1] + a[a.count / 2]) / 2
    }

    /// Peak resident set size of this process, in KiB.
    static func peakRSS() -> Int {
        var u = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &u)
        return Int(u.ru_maxrss)
    }
}

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
final class ProgressBar {
    let label: String
    var last = -1
    init?(_ label: String) {
        if isatty(2) == 0 { return nil }
        self.label = label
    }

    func update(_ done: Int, of total: Int) {
        let width = 30
        let filled = done * width / max(total, 1)
        if filled == last && done != total { return }
        last = filled
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)\(done == total ? "\r\u{1B}[K" : "")".utf8))
    }
}
