//===--- BudgetBench.swift -----------------------------------------------===//
// Part of Fizz. `fizz bench budgets`: the worst call within each documented work budget.
//===---------------------------------------------------------------------===//

import Fizz
import FizzExports
import FizzHarness
import FizzScenario
import Foundation

/// One line per work budget (issue 25 §4): the worst call the budget allows that this command
/// knows how to build, with its work counter, whether the budget bound, and its time (wall and
/// this thread's CPU time: on a shared machine the second is the figure to read).
/// A benchmark, not a test: nothing here is asserted.
///
/// Each case is a scenario (Tests/Scenarios/README.md) whose last line is the timed call: the
/// one list every runtime replays. Natively it runs through the C API in this process
/// (`DirectBackend`); with `--wasm` the same files run in each module wasm/ holds (fizz-simd.wasm,
/// fizz.wasm and the product modules; a module without a case's calls skips it) under node
/// (`tools/bench/budgets-node.mjs`) and wasmtime (`tools/bench/budgets-wasmtime.py`), each
/// replay's digest checked against the native one. `--write DIR` writes the files and stops;
/// `--only TEXT` keeps the cases whose name holds TEXT.
/// - world: bubbles of radius 20 added at one point of a 390 × 844 world, then one
///   `world_step 1` (10,000 and 60,000) or the first `world_step 1/60` (131,071, the most a
///   world holds); and, for scale, the same counts packed on a grid, one step of 1/60;
/// - picker: 131,071 appearing picker bubbles, one `world_step 1`, on a grid and at one point;
/// - popups: 10,000 popups of 60 × 24 on one 8 × 8 reference of a 1000 × 1000 layer, one solve;
/// - layout: the worst calls of a layout holding as many items as it may (`layoutCases()`);
/// and natively, for the other end of the world's budget, the benchmark scene at 100,000
/// bubbles, one frame (its positions come from the scene's generator, not from a script).
enum BudgetBench {
    /// Which documented budget bounds a case's timed call, in its own units.
    enum Budget {
        case world, popups, layout

        /// The budget's figure: a step's work units, a solve's rects, a layout's item cap.
        var limit: Int64 {
            switch self {
            case .world: BubbleWorldDef.maxStepWork
            case .popups: Int64(PopupLayer.maxSolveWork)
            case .layout: Int64(BrickLayout.maxItems)
            }
        }
    }

    struct Case {
        var budget: Budget
        var name: String
        /// Scenario text; its last line is the call the case times.
        var script: String
    }

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
        let o = try Options(Array(args.dropFirst()), valued: ["write", "only"], switches: ["wasm"])
        // `--only TEXT`: the cases whose name holds TEXT (one case at a time while working on it).
        let all = (worldCases() + pickerCases() + [popupCase()] + layoutCases())
            .filter { c in o.values["only"].map { c.name.contains($0) } ?? true }
        if let dir = o.values["write"] { _ = try write(all, to: dir); return }
        print("Work budgets: world \(BubbleWorldDef.maxStepWork) units per step, popups \(PopupLayer.maxSolveWork) rects per solve, layout \(BrickLayout.maxItems) items (its item cap)")
        var native: [Timed] = []
        // The benchmark scene, the far end of the world's budget, follows the world's cases.
        let lastWorld = all.lastIndex { $0.budget == .world }
        for (k, c) in all.enumerated() {
            let t = try replay(c)
            native.append(t)
            line(c.name, (t.wall, t.cpu), work: t.work, limit: c.budget.limit, hit: t.hit)
            if k == lastWorld { try benchmarkScene() }
        }
        if o.flags.contains("wasm") { try wasm(all, native) }
    }

    /// What a native replay of a case measured: its timed call's times and work, and the digest
    /// of the whole replay (every call's result), which each wasm replay must reproduce.
    struct Timed {
        var wall = 0.0, cpu = 0.0, work: Int64 = 0, hit = false, digest: UInt64 = 0
    }

    /// The C API of this process, timing each call of `target` (the case's last line): the
    /// last one's figures stay.
    struct TimingBackend: ScenarioBackend {
        var inner = DirectBackend()
        let target: APICall
        var timed = Timed()

        mutating func call(_ f: APICall, _ a: [ABIValue]) throws(BackendError) -> ABIValue {
            guard f == target, let handle = a.first?.bits32 else { return try inner.call(f, a) }
            // A producer resets its object's counter; a query adds to it.
            let before = f.frame == nil ? Library.lastWork(handle)?.work ?? 0 : 0
            var r = ABIValue.i32(0)
            var failure: BackendError?
            let t = measure { do throws(BackendError) { r = try inner.call(f, a) } catch { failure = error } }
            if let failure { throw failure }
            let after = Library.lastWork(handle)
            timed = Timed(wall: t.wall, cpu: t.cpu, work: (after?.work ?? 0) - before, hit: after?.budgetHit ?? false)
            return r
        }
        mutating func readDoubles(at address: UInt64, count: Int) throws(BackendError) -> [Double] { try inner.readDoubles(at: address, count: count) }
        mutating func readWords(at address: UInt64, count: Int) throws(BackendError) -> [UInt32] { try inner.readWords(at: address, count: count) }
        mutating func readCString(at address: UInt64) throws(BackendError) -> [UInt8] { try inner.readCString(at: address) }
    }

    static func replay(_ c: Case) throws -> Timed {
        let s = try Scenario(parsing: Array(c.script.utf8))
        guard let last = s.lines.last else { throw Options.Problem(description: "\(c.name): an empty script") }
        var b = TimingBackend(target: last.call)
        let trace = try Replayer.run(s, on: &b)
        var t = b.timed
        t.digest = trace.digest
        return t
    }

    /// Writes each case as `NN.fizz` (its name in the first line's comment) into `dir`; their paths.
    static func write(_ cases: [Case], to dir: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return try cases.enumerated().map { k, c in
            let path = (dir as NSString).appendingPathComponent(String(format: "%02d.fizz", k + 1))
            try Data("# \(c.name)\n\(c.script)".utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// `n` lines `call ARGS` with the arguments `args(k)` of the k-th: a grid's positions.
    static func each(_ n: Int, _ call: String, _ args: (Int) -> String) -> String {
        var s = ""
        s.reserveCapacity(n * 32)
        for k in 0..<n { s += "\(call) \(args(k))\n" }
        return s
    }

    static func worldCases() -> [Case] {
        var out: [Case] = []
        for (n, dt) in [(10_000, "1"), (60_000, "1"), (131_071, "1/60")] {
            out.append(Case(budget: .world, name: "world: \(n) at one point, step(\(dt))",
                            script: "w = world_create 390 844\nbubble_add w 195 422 20 *\(n)\nworld_step w \(dt)\n"))
        }
        for n in [10_000, 131_071] {
            let side = Int(Double(n).squareRoot()) + 1
            out.append(Case(budget: .world, name: "world: \(n) packed on a grid, step(1/60)",
                            script: "w = world_create \(side * 40) \(side * 40)\n"
                                + each(n, "bubble_add w") { k in "\(20 + 40 * (k % side)) \(20 + 40 * (k / side)) 20" }
                                + "world_step w 1/60\n"))
        }
        return out
    }

    /// The picker's worst steps: the most bubbles a world holds, all appearing (the default
    /// appear animation, so they grow and collide in every substep) in one `step(1)`, on a
    /// grid and at one point.
    static func pickerCases() -> [Case] {
        let n = 131_071
        let side = Int(Double(n).squareRoot()) + 1
        let create = "w = world_create \(side * 40) \(side * 40)\n"
        return [
            Case(budget: .world, name: "picker: \(n) appearing on a grid, step(1)",
                 script: create + each(n, "picker_add w") { k in "\(20 + 40 * (k % side)) \(20 + 40 * (k / side)) 20 0" } + "world_step w 1\n"),
            Case(budget: .world, name: "picker: \(n) appearing at one point, step(1)",
                 script: create + "picker_add w \(side * 20) \(side * 20) 20 0 *\(n)\nworld_step w 1\n"),
        ]
    }

    /// The benchmark scene at 100,000 bubbles, one frame (4 substeps), far below the budget.
    static func benchmarkScene() throws {
        let w = try BenchmarkScene(count: 100_000).makeWorld()
        try w.step(BenchmarkScene.dt)
        let t = try measure { try w.step(BenchmarkScene.dt) }
        line("benchmark scene: 100000, one frame", t, work: w.lastStepWork, limit: Budget.world.limit,
             hit: w.lastStepBudgetHit)
    }

    static func popupCase() -> Case {
        let popup = "i = popup_add l\npopup_set_reference l i 500 500 8 8\npopup_set_size l i 60 24\n"
        return Case(budget: .popups, name: "popups: 10000 on one point, solve",
                    script: "l = popup_create 1000 1000\n" + String(repeating: popup, count: 10_000) + "popup_solve l\n")
    }

    /// The layout's bound is its item cap (docs/layout.md, "One call's cost"): the worst calls
    /// of a layout of `BrickLayout.maxItems` items of 1 pt (one brick repeated; the budget
    /// raised to hold them), each brick a full row, so the content is one point per item: the
    /// first update (the rebuild of every item, then the window), a jump to the content's end
    /// (the flow lays every row before it), a query of the whole content (every item found), a
    /// change of the first brick's repeat count and an update (a rebuild again); and 8,388,608
    /// bricks of height 0 (no row passes the window's end, so one update lays them all); and the
    /// worst refused updates. Work: items laid out plus items looked at.
    static func layoutCases() -> [Case] {
        let n = BrickLayout.maxItems
        let budget = "layout_set_memory_budget l \(4 << 30)\n"
        // A viewport of 320 × `height`, `count` bricks of 1 pt (or `brick` pt) in `section`.
        func page(_ count: Int, brick: Int = 1, height: Int = 480, section: String = "1") -> String {
            "l = layout_create 320 \(height)\n" + budget
                + "b = layout_add_brick l \(section) 0 0 1 1 \(brick)\nlayout_set_repeat_count l b \(count)\n"
        }
        let end = "layout_set_offset l 0 \(n - 480)\n"
        var out = [
            Case(budget: .layout, name: "layout: \(n) items, first update", script: page(n) + "layout_update l\n"),
            Case(budget: .layout, name: "layout: \(n) items, offset to the end", script: page(n) + "layout_update l\n" + end),
            Case(budget: .layout, name: "layout: \(n) items, query of everything",
                 script: page(n) + "layout_update l\n" + end + "layout_query l 0 0 320 1e14\n"),
            Case(budget: .layout, name: "layout: \(n) items, repeat changed, update",
                 script: page(n) + "layout_update l\n" + end + "layout_set_repeat_count l b \(n - 1)\nlayout_update l\n"),
            Case(budget: .layout, name: "layout: \(n) of height 0, first update", script: page(n, brick: 0) + "layout_update l\n"),
        ]
        // The worst refused updates (docs/layout.md, "A refusal is cheap too"): the same bricks
        // in a viewport 1e7 pt tall, whose window would hold every one of them, past
        // `maxWindow`: in the root's rows (the flow counts the window and stops one past it) and,
        // less one, in a section 1e6 pt tall (not counted: laid whole, then the collect refuses;
        // the section is an item too). Each is a first update: the rebuild it undoes is part of
        // its cost.
        out.append(Case(budget: .layout, name: "layout: \(n) in 1e7 pt, refused", script: page(n, height: 10_000_000) + "layout_update l\n"))
        out.append(Case(budget: .layout, name: "layout: \(n - 1) in a fixed section, refused",
                        script: "l = layout_create 320 1e7\n" + budget
                            + "s = layout_add_section l 1 0 0 1\nlayout_set_dimension l s 1 1 1e6\n"
                            + "b = layout_add_brick l s 0 0 1 1 1\nlayout_set_repeat_count l b \(n - 1)\nlayout_update l\n"))
        // As many rule terms as `maxRuleWork` allows, walked whole by every evaluation (cases
        // whose breakpoint no width reaches, on width and height in turn): 8,388,607 items of 8
        // terms (3 cases), and 524,288 of 126 (62 cases: the longest width and height rules).
        for (items, cases) in [(n - 1, 3), (1 << 19, 62)] {
            out.append(Case(budget: .layout, name: "layout: \(items) × \(2 * cases + 2) terms, offset to the end",
                            script: page(items) + each(cases, "layout_add_dimension_case l b") { k in "\(k % 2) 0 1e7 1 10" }
                                + "layout_update l\nlayout_set_offset l 0 \(items - 480)\n"))
        }
        // A waterfall of 64 columns (each brick goes to the shortest): ⌈(n − 1) / 64⌉ rows.
        out.append(Case(budget: .layout, name: "layout: waterfall of 64, offset to the end",
                        script: "l = layout_create 320 480\n" + budget
                            + "s = layout_add_section l 1 0 0 1\nlayout_set_section_flow l s 2 64 100\n"
                            + "b = layout_add_brick l s 0 0 1 1 1\nlayout_set_repeat_count l b \(n - 1)\nlayout_update l\n"
                            + "layout_set_offset l 0 \((n - 1 + 63) / 64 - 480)\n"))
        return out
    }

    /// The modules `--wasm` runs, in its columns' order: both full modules, then the products
    /// whose calls the cases make (a module lacking a case's calls skips it).
    static let modules = ["fizz-simd", "fizz", "fizz-picker", "fizz-popup", "fizz-layout"]

    /// Replays every case in each built module under node and wasmtime and prints, per case, the
    /// native CPU time beside each runtime's (its process's CPU time in node, its thread's in
    /// wasmtime), the worst module's ratio to native, and whether every digest was the native one.
    static func wasm(_ cases: [Case], _ native: [Timed]) throws {
        guard let repo = Repository.current() else { throw Options.Problem(description: "--wasm runs inside the repository") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fizz-budgets-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try write(cases, to: dir)
        let tools = repo.root.appendingPathComponent("tools/bench")
        let built = modules.filter { FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("wasm/\($0).wasm").path) }
        // times[case][runtime] = [(module, seconds)]; a digest other than native's is a failure.
        var times = [[String: [(String, Double)]]](repeating: [:], count: cases.count)
        var notes: [String] = []
        for (runtime, cmd) in [("node", ["node", tools.appendingPathComponent("budgets-node.mjs").path]),
                               ("wasmtime", ["python3", tools.appendingPathComponent("budgets-wasmtime.py").path])] {
            for m in built {
                let module = repo.root.appendingPathComponent("wasm/\(m).wasm").path
                let out = try BenchCommand.runProcess("/usr/bin/env", cmd + [module] + files, env: ProcessInfo.processInfo.environment)
                if out.status != 0 {
                    notes.append("\(runtime) \(m).wasm: \(out.status == 3 ? "not installed" : "failed: " + (out.stderr.split(separator: "\n").last.map(String.init) ?? ""))")
                    continue
                }
                for row in out.stdout.split(separator: "\n") {
                    guard let r = try? JSONDecoder().decode(WasmRow.self, from: Data(row.utf8)),
                          let k = files.firstIndex(of: r.file), let cpu = r.cpu else { continue }
                    if r.digest != hex(native[k].digest) {
                        notes.append("\(runtime) \(m).wasm, \(cases[k].name): digest \(r.digest ?? "none") is not native's \(hex(native[k].digest))")
                    }
                    times[k][runtime, default: []].append((m, cpu))
                }
            }
        }
        print("")
        print("In wasm (CPU s of the timed call: node's process, wasmtime's thread; simd is fizz-simd.wasm, scalar fizz.wasm, the others fizz-<product>.wasm):")
        for (k, c) in cases.enumerated() {
            var cells = [String(format: "native %.3f", native[k].cpu)]
            var worst = 0.0
            for runtime in ["node", "wasmtime"] {
                let ts = times[k][runtime] ?? []
                cells.append("\(runtime) " + (ts.isEmpty ? "-" : ts.map { "\($0.0 == "fizz" ? "scalar" : String($0.0.dropFirst(5))) " + String(format: "%.3f", $0.1) }.joined(separator: " ")))
                worst = max(worst, ts.map(\.1).max() ?? 0)
            }
            cells.append(String(format: "worst %.2f× native", worst / native[k].cpu))
            print(c.name.padding(toLength: 46, withPad: " ", startingAt: 0) + "  " + cells.joined(separator: "  "))
        }
        print(notes.isEmpty ? "Every wasm replay ended on the native digest." : notes.joined(separator: "\n"))
    }

    /// One line of budgets-node.mjs or budgets-wasmtime.py: a case file, its timed call's CPU
    /// time (absent when the module lacks the case's calls) and the replay's digest.
    struct WasmRow: Decodable {
        var file: String
        var cpu: Double?
        var digest: String?
    }
}
