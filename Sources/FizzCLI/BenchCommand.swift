//===--- BenchCommand.swift ----------------------------------------------===//
// Part of Fizz. `fizz bench`: the benchmark scene natively, in wasm runtimes, and in peers.
//===---------------------------------------------------------------------===//

import Fizz
import FizzHarness
import Foundation

/// Runs `BenchmarkScene` at several sizes and prints a table (or JSON).
///
/// Every native run is a separate process (`fizz bench --child N`), as in the research: a run
/// starts with a cold heap and its own peak RSS, and the reported figure is the median of the
/// runs' medians. The child is started with `tools/bench/malloc-count.c` preloaded, so
/// allocations per step are counted, not guessed. The wasm runners and the peer scripts are
/// separate programs in `tools/bench/`; the wasm runners rebuild the scene through the C API
/// and must reproduce the native setup and final hashes, or their figure is refused.
///
/// Only figures measured in this run are printed, with the CPU they were measured on: a ratio
/// to another session's figures (another CPU, another minute of a shared VM) is not a ratio.
enum BenchCommand {
    struct Row: Codable {
        var n: Int
        var fizz: [BenchFigures] = []
        var node: [BenchFigures] = []
        var wasmtime: [BenchFigures] = []
        /// The same runners on fizz-simd.wasm, the module built with wasm SIMD.
        var nodeSimd: [BenchFigures] = []
        var wasmtimeSimd: [BenchFigures] = []
        /// Box2D v3 (C, tools/bench/peer-box2d) with one worker and with one per logical CPU.
        var box2d: [BenchFigures] = []
        var box2dWorkers: [BenchFigures] = []
        /// Fizz native with each further count of `--threads` (the first count's runs are `fizz`).
        var threaded: [Int: [BenchFigures]] = [:]
        var pymunk: [BenchFigures] = []
        var pybox2d: [BenchFigures] = []
        var missing: [String: String] = [:]
    }

    static func run(_ args: [String]) throws {
        if args.contains("--animator") { try AnimatorBench.run(args); return }
        if args.first == "layout" { try LayoutBench.run(args); return }
        if args.first == "carousel" { try CarouselBench.run(args); return }
        if args.first == "budgets" { try BudgetBench.run(args); return }
        let o = try Options(args, valued: ["sizes", "runs", "child", "wasm", "peer-max", "box2d-max", "threads"],
                            switches: ["json", "peers", "no-wasm", "quick", "settle", "progress", "motion", "physics-only"])
        if let c = o.values["child"] {
            guard let n = Int(c), n > 0 else { throw Options.Problem(description: "--child needs a count") }
            let bar = o.flags.contains("progress") ? ProgressBar("  fizz native n=\(n)") : nil
            let threads = try o.integer("threads", default: 1, in: 1...Int(BubbleWorld.maxThreads))
            let f = try BenchRun.run(n: n, settle: o.flags.contains("settle"), threads: Int32(threads), progress: bar)
            print(String(decoding: try JSONEncoder().encode(f), as: UTF8.self))
            return
        }
        if o.flags.contains("motion") {
            // The motion line alone (see MotionBench), without the physics sizes.
            guard let repo = Repository.current() else { throw Options.Problem(description: "run fizz bench inside the repository") }
            print("CPU: \(CPUInfo.current().summary)")
            MotionBench.report(tools: repo.root.appendingPathComponent("tools/bench"),
                               wasm: o.flags.contains("no-wasm") ? nil : o.values["wasm"] ?? repo.wasmModule.path)
            return
        }
        let quick = o.flags.contains("quick")
        let sizes = try (o.values["sizes"] ?? (quick ? "1000,10000" : "100,1000,10000,100000"))
            .split(separator: ",").map { s -> Int in
                guard let n = Int(s), n > 0, n <= Int(BubbleWorldDef.bubbleLimit) else {
                    throw Options.Problem(description: "--sizes takes counts in 1...131071, not \(s)")
                }
                return n
            }
        let runs = try o.integer("runs", default: quick ? 1 : 3, in: 1...100)
        // Native runs per thread count (`BubbleWorld.setThreads`), interleaved; the first
        // count's figures are the ones every other table compares with.
        let threadCounts = try (o.values["threads"] ?? "1").split(separator: ",").map { t -> Int in
            guard let k = Int(t), k >= 1, k <= Int(BubbleWorld.maxThreads) else {
                throw Options.Problem(description: "--threads takes counts in 1...\(BubbleWorld.maxThreads), not \(t)")
            }
            return k
        }
        let peerMax = try o.integer("peer-max", default: 10000, in: 0...Int(BubbleWorldDef.bubbleLimit))
        // Box2D v3 (C) steps 100,000 bubbles in seconds, not minutes: it runs at every size.
        let box2dMax = try o.integer("box2d-max", default: Int(BubbleWorldDef.bubbleLimit), in: 0...Int(BubbleWorldDef.bubbleLimit))
        let cpus = ProcessInfo.processInfo.activeProcessorCount
        let wantWasm = !quick && !o.flags.contains("no-wasm")
        let json = o.flags.contains("json")
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "run fizz bench inside the repository (it needs tools/bench)")
        }
        let tools = repo.root.appendingPathComponent("tools/bench")
        let shim = try? buildMallocCounter(tools)
        defer { if let shim { try? FileManager.default.removeItem(atPath: shim) } }
        let wasm = o.values["wasm"] ?? repo.wasmModule.path
        // The SIMD twin beside the repository's module (tools/build-wasm --simd), timed as well.
        let simdWasm = repo.root.appendingPathComponent("wasm/fizz-simd.wasm").path
        let wantSimd = o.values["wasm"] == nil && FileManager.default.fileExists(atPath: simdWasm)
        // The native C library beside this executable (same build), for the paired ratios.
        let nativeLibrary = URL(fileURLWithPath: selfExecutable()).deletingLastPathComponent()
            .appendingPathComponent("libFizzExports.so").path
        let paired = FileManager.default.fileExists(atPath: nativeLibrary) ? ["--paired", nativeLibrary] : []
        if wantWasm && paired.isEmpty {
            log("no paired ratios: \(nativeLibrary) not built (swift build -c release --product FizzExports)")
        }
        log("fizz bench: sizes \(sizes.map(String.init).joined(separator: ", ")), \(runs) run(s) each" +
            (shim == nil ? "; malloc counter unavailable (no C compiler?)" : ""))

        var rows: [Row] = []
        for n in sizes {
            var row = Row(n: n)
            let wasmReady = wantWasm && FileManager.default.fileExists(atPath: wasm)
            if wantWasm && !wasmReady { row.missing["wasm"] = "\(wasm) not built (tools/build-wasm)" }
            let runners = [("node", ["node", tools.appendingPathComponent("wasm-node.mjs").path]),
                           ("wasmtime", ["python3", tools.appendingPathComponent("wasm-wasmtime.py").path])]
            let box2d = o.flags.contains("peers") && n <= box2dMax
            if o.flags.contains("peers") && !box2d { row.missing["box2d"] = "not run above --box2d-max \(box2dMax)" }
            // Runs are interleaved (native, node, wasmtime, native, …) so each ratio compares
            // runs made in the same minute of this shared machine.
            for r in 0..<runs {
                for (t, threads) in threadCounts.enumerated() {
                    var childArgs = ["bench", "--child", String(n), "--progress", "--threads", String(threads)]
                    if t == 0 && n == 1000 && r == 0 && (!quick || o.flags.contains("settle")) { childArgs.append("--settle") }
                    var env = ProcessInfo.processInfo.environment
                    if let shim { env["LD_PRELOAD"] = shim }
                    let out = try runProcess(selfExecutable(), childArgs, env: env, showProgress: true)
                    guard out.status == 0, let f = decode(out.stdout) else {
                        throw Options.Problem(description: "benchmark child failed for n=\(n), \(threads) thread(s): \(out.stderr)")
                    }
                    if t == 0 { row.fizz.append(f) } else { row.threaded[threads, default: []].append(f) }
                }
                let native = row.fizz[0]
                // Box2D in the same interleaving, one worker and one per logical CPU.
                for workers in (cpus > 1 ? [1, cpus] : [1]) where box2d && row.missing["box2d"] == nil {
                    log("  box2d n=\(n), \(workers) worker(s)")
                    switch external([tools.appendingPathComponent("peer-box2d").path, String(n), String(workers)]) {
                    case .success(let f): if workers == 1 { row.box2d.append(f) } else { row.box2dWorkers.append(f) }
                    case .failure(let why): row.missing["box2d"] = why
                    }
                }
                if !wasmReady { continue }
                for (name, cmd) in runners {
                    for (module, simd) in wantSimd ? [(wasm, false), (simdWasm, true)] : [(wasm, false)] {
                        let key = simd ? name + " simd" : name
                        if row.missing[key] != nil { continue }
                        log("  \(key) n=\(n)")
                        switch external(cmd + [String(n), module, native.setupHash, native.finalHash] + paired) {
                        case .success(let f):
                            switch (name, simd) {
                            case ("node", false): row.node.append(f)
                            case ("node", true): row.nodeSimd.append(f)
                            case (_, false): row.wasmtime.append(f)
                            default: row.wasmtimeSimd.append(f)
                            }
                        case .failure(let why): row.missing[key] = why
                        }
                    }
                }
            }
            if o.flags.contains("peers") {
                if n > peerMax {
                    row.missing["peers"] = "not run above --peer-max \(peerMax) (minutes per run)"
                } else {
                    for name in ["pymunk", "pybox2d"] {
                        for _ in 0..<runs {
                            log("  \(name) n=\(n)")
                            switch external(["python3", tools.appendingPathComponent("peer-\(name).py").path, String(n)]) {
                            case .success(let f): if name == "pymunk" { row.pymunk.append(f) } else { row.pybox2d.append(f) }
                            case .failure(let why): row.missing[name] = why
                            }
                            if row.missing[name] != nil { break }
                        }
                    }
                }
            }
            rows.append(row)
        }
        let wasmBytes = (try? FileManager.default.attributesOfItem(atPath: wasm)[.size] as? Int) ?? nil
        let cpu = CPUInfo.current()
        if json {
            struct Report: Codable { var cpu: CPUInfo; var rows: [Row]; var wasmBytes: Int? }
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try enc.encode(Report(cpu: cpu, rows: rows, wasmBytes: wasmBytes)), as: UTF8.self))
        } else {
            printTable(rows, cpu: cpu, wasmBytes: wasmBytes, wasm: wasm, sleepingChecked: !quick || o.flags.contains("settle"),
                       threads: threadCounts[0])
            printThreads(rows, counts: threadCounts)
            printBox2D(rows, cpus: cpus)
            // Issue 26's targets, at the scale they are set for, from this run's figures.
            if sizes.contains(30000) || sizes.contains(100000) {
                print("")
                for line in PhysicsTargets.verdicts(targetFigures(rows, counts: threadCounts)) { print(line) }
            }
            // --physics-only: the physics tables alone (a long --peers run need not wait for the
            // other components' sections).
            let others = !quick && !o.flags.contains("physics-only")
            if others { MotionBench.report(tools: tools, wasm: wantWasm ? wasm : nil) }
            if others { AnimatorBench.report(tools: tools, wasm: wantWasm ? wasm : nil, runs: runs) }
            if others { try PopupBench.report(tools: tools, wasm: wantWasm ? wasm : nil) }
            if others { CarouselBench.report(tools: tools, wasm: wantWasm ? wasm : nil, runs: runs) }
        }
        if quick {
            let problems = quickProblems(rows)
            for p in problems { log("FAIL: \(p)") }
            if !problems.isEmpty {
                if let shim { try? FileManager.default.removeItem(atPath: shim) }
                exit(1)
            }
            log("quick checks passed: zero allocations per step (animations too), mean distance, overlap, speed")
        }
    }

    // MARK: Checks

    /// What `--quick` asserts (no timing): zero allocations per step, the research's
    /// equivalence check (mean distance 282 ± 3 % at 1,000, 884 ± 3 % at 10,000), the worst
    /// overlap under `overlapLimit` of the radius, and no blow-up (speeds well under the pull's
    /// terminal speed of 400 pt/s).
    static func quickProblems(_ rows: [Row]) -> [String] {
        var out: [String] = []
        for row in rows {
            for f in row.fizz {
                guard let a = f.allocsPerStep else { out.append("n=\(f.n): malloc counter not loaded"); continue }
                if a != 0 { out.append("n=\(f.n): \(a) allocations per step, expected 0") }
                if let a = f.animationAllocs, a != 0 {
                    out.append("n=\(f.n): \(a) allocations in 120 steps where picker animations finish, expected 0")
                }
                if f.maxSpeed > 400 { out.append("n=\(f.n): max speed \(f.maxSpeed) pt/s") }
                let limit = overlapLimit(f.n)
                if f.maxOverlap > limit { out.append("n=\(f.n): max overlap \(f.maxOverlap * 100) % of r, limit \(limit * 100) %") }
                if let ref = [1000: 282.0, 10000: 884.0][f.n], abs(f.meanDistance / ref - 1) > 0.03 {
                    out.append("n=\(f.n): mean distance \(f.meanDistance), expected \(ref) ± 3 %")
                }
            }
        }
        return out
    }

    /// The worst overlap `--quick` accepts at `n` bubbles, as a fraction of the radius: 1 % up to
    /// 1,000, then issue 26's 5 % at 10,000. A pile's pressure grows with its radius (√n) and its
    /// worst contact with the number of contacts, so the limit grows with n; it is 4.3 % there
    /// today (0.4 % at 1,000; `BubbleWorldDef.maxContactHertzRatio`).
    static func overlapLimit(_ n: Int) -> Double { n <= 1000 ? 0.01 : 0.05 }

    // MARK: Output

    static func printTable(_ rows: [Row], cpu: CPUInfo, wasmBytes: Int?, wasm: String, sleepingChecked: Bool, threads: Int) {
        func ms(_ v: Double) -> String { v < 1 ? String(format: "%.3f", v) : (v < 100 ? String(format: "%.2f", v) : String(format: "%.0f", v)) }
        func x(_ v: Double) -> String { String(format: "%.2f×", v) }
        print("Fizz bench: \(BenchmarkScene.steps) steps of 1/60 s, ms per step = median of steps \(BenchmarkScene.timedFrom)..<\(BenchmarkScene.steps), median of runs")
        print("CPU: \(cpu.summary) (/proc/cpuinfo). Every figure and ratio below was measured in this run, on this CPU;")
        print("compare them with figures from another run or machine only as ratios taken within each run.")
        print("")
        print(threads == 1 ? "native" : "native, \(threads) threads")
        print(pad(["N", "median ms", "min–max ms", "steps/s", "allocs/step", "peak RSS", "mean dist", "max speed", "max overlap"]))
        var med: [Int: Double] = [:]
        for row in rows where !row.fizz.isEmpty {
            let m = medianOf(row.fizz.map(\.medianMs))
            med[row.n] = m
            let lo = row.fizz.map(\.minMs).min()!, hi = row.fizz.map(\.maxMs).max()!
            let f = row.fizz[0]
            let allocs = f.allocsPerStep.map { String(format: "%g", $0) } ?? "not counted"
            print(pad(["\(row.n)", ms(m), "\(ms(lo))–\(ms(hi))", String(format: "%.0f", 1000 / m), allocs,
                       String(format: "%.1f MB", Double(row.fizz.map(\.peakRSSKiB).max()!) / 1024),
                       String(format: "%.1f", f.meanDistance), String(format: "%.1f", f.maxSpeed),
                       String(format: "%.2f%% r", f.maxOverlap * 100)]))
        }
        if let a = rows.first?.fizz.first?.animationAllocs {
            print("picker animations: \(a) allocations in 120 steps where appear, grow and remove animations finish (after warm-up)")
        }
        if let a = med[1000], let b = med[10000] { print(String(format: "cost ratio 10k/1k: %.1f (linear = 10)", b / a)) }
        if let a = med[1000], let b = med[100000] { print(String(format: "cost ratio 100k/1k: %.1f (linear = 100)", b / a)) }
        for row in rows { if let s = row.fizz.first?.settledMs {
            print(String(format: "sleeping: a settled %d-bubble world steps in %.4f ms, %.2f%% of a moving step", row.n, s, 100 * s / med[row.n]!))
        } else if row.n == 1000, row.fizz.first?.settledMs == nil, !row.fizz.isEmpty, sleepingChecked {
            print("sleeping: the 1000-bubble scene did not settle within 10 s of switching settling on")
        } }

        if rows.contains(where: { !$0.node.isEmpty || !$0.wasmtime.isEmpty || $0.missing["node"] != nil || $0.missing["wasmtime"] != nil || $0.missing["wasm"] != nil }) {
            print("")
            print("wasm (\(wasm)\(wasmBytes.map { ", \($0) bytes stripped" } ?? "")): ratio = wasm / native")
            print("  ratio: against the native runs above (separate processes);")
            print("  paired: native and wasm stepped in turn in one process, median of per-step ratios")
            print(pad(["N", "node (V8)", "ratio", "paired", "wasmtime", "ratio", "paired"]))
            for row in rows {
                guard let m = med[row.n] else { continue }
                func cell(_ fs: [BenchFigures], _ key: String) -> [String] {
                    if fs.isEmpty { return [row.missing[key] ?? row.missing["wasm"] ?? "—", "", ""] }
                    let w = medianOf(fs.map(\.medianMs))
                    let p = fs.compactMap(\.pairedRatio)
                    return [ms(w), x(w / m), p.isEmpty ? "—" : x(medianOf(p))]
                }
                print(pad(["\(row.n)"] + cell(row.node, "node") + cell(row.wasmtime, "wasmtime")))
            }
            if rows.contains(where: { !$0.nodeSimd.isEmpty || !$0.wasmtimeSimd.isEmpty }) {
                print("")
                print("wasm with SIMD (fizz-simd.wasm, the same bits): ratio = wasm / native")
                print(pad(["N", "node (V8)", "ratio", "paired", "wasmtime", "ratio", "paired"]))
                for row in rows {
                    guard let m = med[row.n] else { continue }
                    func cell(_ fs: [BenchFigures], _ key: String) -> [String] {
                        if fs.isEmpty { return [row.missing[key] ?? "—", "", ""] }
                        let w = medianOf(fs.map(\.medianMs))
                        let p = fs.compactMap(\.pairedRatio)
                        return [ms(w), x(w / m), p.isEmpty ? "—" : x(medianOf(p))]
                    }
                    print(pad(["\(row.n)"] + cell(row.nodeSimd, "node simd") + cell(row.wasmtimeSimd, "wasmtime simd")))
                }
            }
        }
        if rows.contains(where: { !$0.pymunk.isEmpty || !$0.pybox2d.isEmpty || $0.missing["pymunk"] != nil || $0.missing["pybox2d"] != nil || $0.missing["peers"] != nil }) {
            print("")
            print("peers, same run (engine step call only): ratio = peer / fizz native")
            print("  not like for like: the peers are general engines that carry friction, rotation and continuous")
            print("  collision even where this scene sets friction 0 and locks rotation; Fizz has none of them, and")
            print("  its contacts are stiffer")
            print(pad(["N", "pymunk 7.3", "ratio", "mean dist", "pybox2d 2.3", "ratio", "mean dist"]))
            for row in rows {
                guard let m = med[row.n] else { continue }
                func cell(_ fs: [BenchFigures], _ key: String) -> [String] {
                    if fs.isEmpty { return [row.missing[key] ?? row.missing["peers"] ?? "—", "", ""] }
                    let p = medianOf(fs.map(\.medianMs))
                    return [ms(p), x(p / m), String(format: "%.1f", fs[0].meanDistance)]
                }
                print(pad(["\(row.n)"] + cell(row.pymunk, "pymunk") + cell(row.pybox2d, "pybox2d")))
            }
        }
    }

    /// Fizz native with each `--threads` count beside the first, from the same interleaved runs:
    /// ratio = first count's time / this count's (above 1: the threads pay), and whether the
    /// final hash is the first count's (it must be: threads never change the bits).
    static func printThreads(_ rows: [Row], counts: [Int]) {
        guard counts.count > 1 else { return }
        func ms(_ v: Double) -> String { v < 1 ? String(format: "%.3f", v) : (v < 100 ? String(format: "%.2f", v) : String(format: "%.0f", v)) }
        print("")
        print("native by thread count (fizz_world_set_threads), same runs: speedup = \(counts[0]) thread(s) / k threads")
        var header = ["N", "\(counts[0]) thread(s)"]
        for k in counts.dropFirst() { header += ["\(k) threads", "speedup", "same bits"] }
        print(pad(header))
        for row in rows where !row.fizz.isEmpty {
            let base = medianOf(row.fizz.map(\.medianMs))
            var cells = ["\(row.n)", ms(base)]
            for k in counts.dropFirst() {
                guard let fs = row.threaded[k], !fs.isEmpty else { cells += ["—", "", ""]; continue }
                let m = medianOf(fs.map(\.medianMs))
                let same = fs.allSatisfy { $0.finalHash == row.fizz[0].finalHash }
                cells += [ms(m), String(format: "%.2f×", base / m), same ? "yes" : "NO"]
            }
            print(pad(cells))
        }
    }

    /// Box2D v3 beside Fizz native, from the same interleaved runs: ratio = Fizz / Box2D (below
    /// 1: Fizz is faster), the way issue 26's targets are put.
    static func printBox2D(_ rows: [Row], cpus: Int) {
        guard rows.contains(where: { !$0.box2d.isEmpty || $0.missing["box2d"] != nil }) else { return }
        func ms(_ v: Double) -> String { v < 1 ? String(format: "%.3f", v) : (v < 100 ? String(format: "%.2f", v) : String(format: "%.0f", v)) }
        print("")
        print("Box2D v3 (C, $FIZZ_BOX2D's build), same runs: ratio = Fizz native / Box2D")
        print(pad(["N", "Fizz", "Box2D 1 worker", "ratio", "\(cpus) workers", "ratio", "mean dist", "Fizz dist"]))
        for row in rows where !row.fizz.isEmpty {
            let f = medianOf(row.fizz.map(\.medianMs))
            func cell(_ fs: [BenchFigures]) -> [String] {
                if fs.isEmpty { return [row.missing["box2d"] ?? "—", ""] }
                let b = medianOf(fs.map(\.medianMs))
                return [ms(b), String(format: "%.2f", f / b)]
            }
            print(pad(["\(row.n)", ms(f)] + cell(row.box2d) + cell(row.box2dWorkers)
                      + [row.box2d.first.map { String(format: "%.1f", $0.meanDistance) } ?? "—",
                         String(format: "%.1f", row.fizz[0].meanDistance)]))
        }
    }

    /// The figures `PhysicsTargets` reads, from the tables' own medians: the first thread count
    /// is "one thread" only when it is 1.
    static func targetFigures(_ rows: [Row], counts: [Int]) -> PhysicsTargets.Figures {
        var f = PhysicsTargets.Figures()
        func row(_ n: Int) -> Row? { rows.first { $0.n == n && !$0.fizz.isEmpty } }
        if counts.first == 1, let r = row(100000) {
            f.native100k = medianOf(r.fizz.map(\.medianMs))
            for k in counts.dropFirst() {
                if let fs = r.threaded[k], !fs.isEmpty { f.threaded100k.append((k, medianOf(fs.map(\.medianMs)))) }
            }
        }
        if let r = row(100000) {
            for (name, fs) in [("node", r.nodeSimd), ("wasmtime", r.wasmtimeSimd)] where !fs.isEmpty {
                f.wasm100k.append((name, medianOf(fs.map(\.medianMs))))
            }
        }
        if counts.first == 1, let r = row(30000), !r.box2d.isEmpty {
            f.box2dRatio30k = medianOf(r.fizz.map(\.medianMs)) / medianOf(r.box2d.map(\.medianMs))
        }
        if let r = row(10000) { f.overlap10k = r.fizz.map(\.maxOverlap).max() }
        for (name, key) in [("node", \Row.nodeSimd), ("wasmtime", \Row.wasmtimeSimd)] {
            let bySize = rows.compactMap { r -> (n: Int, ratio: Double)? in
                let p = r[keyPath: key].compactMap(\.pairedRatio)
                return p.isEmpty ? nil : (r.n, medianOf(p))
            }
            if !bySize.isEmpty { f.paired.append((name, bySize)) }
        }
        if let r = row(1000), let s = r.fizz.first?.settledMs { f.settledShare = s / medianOf(r.fizz.map(\.medianMs)) }
        return f
    }

    static func pad(_ cells: [String]) -> String {
        let widths = [7, 10, 15, 8, 12, 10, 10, 10, 12, 18]
        var s = ""
        for (i, c) in cells.enumerated() {
            let w = i < widths.count ? widths[i] : 12
            s += c.count >= w ? c + " " : c + String(repeating: " ", count: w - c.count + 1)
        }
        return s
    }

    static func medianOf(_ v: [Double]) -> Double { BenchRun.median(v.sorted()) }

    // MARK: Processes

    enum Outcome { case success(BenchFigures), failure(String) }

    /// Runs a runner or peer script. Exit status 3 means "cannot run here" (missing runtime or
    /// package): its first stderr line says why, and the engine is reported as missing.
    static func external(_ cmd: [String]) -> Outcome {
        guard let out = try? runProcess("/usr/bin/env", cmd, env: ProcessInfo.processInfo.environment) else {
            return .failure("missing: cannot start \(cmd[0])")
        }
        if out.status == 127 { return .failure("missing: \(cmd[0]) not installed") }
        if out.status == 3 { return .failure("missing: " + (out.stderr.split(separator: "\n").last.map(String.init) ?? "")) }
        guard out.status == 0, let f = decode(out.stdout) else {
            let why = out.stderr.split(separator: "\n").last.map(String.init) ?? "exit \(out.status)"
            log("  \(cmd[1]) failed: \(out.stderr)")
            return .failure("failed: \(why)")
        }
        return .success(f)
    }

    static func decode(_ stdout: String) -> BenchFigures? {
        guard let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else { return nil }
        return try? JSONDecoder().decode(BenchFigures.self, from: Data(line.utf8))
    }

    struct ProcessOutput { var status: Int32; var stdout: String; var stderr: String }

    /// Runs a program; stdout is captured, stderr is captured and also passed through when it
    /// carries the child's progress bar (a terminal is attached).
    static func runProcess(_ path: String, _ args: [String], env: [String: String], showProgress: Bool = false) throws -> ProcessOutput {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("fizz-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errFile) }
        // A terminal gets the child's progress bar live; otherwise stderr is kept for errors.
        let errHandle = showProgress && isatty(2) != 0 ? FileHandle.standardError : try FileHandle(forWritingTo: errFile)
        p.standardError = errHandle
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let err = (try? String(contentsOf: errFile, encoding: .utf8)) ?? ""
        return ProcessOutput(status: p.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: err)
    }

    static func selfExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Compiles the malloc counter into a private temporary directory; returns the library.
    static func buildMallocCounter(_ tools: URL) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fizz-bench-\(getuid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let lib = dir.appendingPathComponent("libmalloc-count-\(getpid()).so").path
        let src = tools.appendingPathComponent("malloc-count.c").path
        for cc in ["cc", "clang", "gcc"] {
            if let r = try? runProcess("/usr/bin/env", [cc, "-O2", "-shared", "-fPIC", src, "-o", lib], env: ProcessInfo.processInfo.environment),
               r.status == 0 { return lib }
        }
        throw Options.Problem(description: "no C compiler for tools/bench/malloc-count.c")
    }

    static func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}
