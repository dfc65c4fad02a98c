//===--- LayoutBench.swift -----------------------------------------------===//
// Part of Fizz. `fizz bench layout`: the brick layout natively, in wasm, and in Yoga and Taffy.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Foundation

/// Times the brick layout (issue 21) on the same trees natively (here, through the C API),
/// in fizz.wasm under node and wasmtime (`tools/bench/layout-node.mjs`, `layout-python.py`),
/// and in Yoga (poga) and Taffy (stretchable) (`layout-python.py`), in one run, and prints
/// the figures with their ratios. Figures only: no timing is asserted.
///
/// The trees, in a 400 × 800 pt viewport, every brick laid out and handed out (margin 1e7):
/// - flat: n bricks a quarter of the row wide, 40 pt tall, in the root (inset 5, edge insets 5);
/// - nested: 10 × 10 × 10 sections (ratio 1, inset 2, edge insets 2) below the root (the
///   same); the k-th child of each section of the second level holds n / 1000 half bricks
///   20 pt tall directly, or through k mod 3 sections of one child each (the same style), so
///   the bricks' sections are 3, 4 or 5 deep (the "nested 3–5 deep").
/// Edge insets are at least the inset so that Yoga 1.19, which has no gap, can say the same
/// tree with margins (see layout-python.py). Building a tree is never timed, for any engine:
/// a figure is the layout call alone (`fizz_layout_set_offset`; Yoga's `YGNodeCalculateLayout`;
/// Taffy's compute call), best of `--runs` fresh trees; reading every frame back is timed
/// apart. The scroll update: 1,000 `fizz_layout_set_offset` 3 pt apart from y = 100,000 over a
/// sticky header and 10⁵ or 10⁶ repetitions of a half brick; it should cost what the viewport
/// holds, not what the tree holds. Every wasm figure must come with the native frame hash
/// (`fizz_layout_hash`: the tree, the frames and ids handed out), and every peer frame is
/// compared with Fizz's (the worst difference is printed), or the figure is not a figure for
/// this work.
enum LayoutBench {
    static let dimRatio: Int32 = 0, dimFixed: Int32 = 1, sticky: Int32 = 0

    struct Full: Codable {
        var n: Int
        var shape: String
        /// The layout call, and reading every frame back (x, y, width, height of each), ms.
        var ms: Double, readMs: Double
        var count: Int32
        var hash: String
    }
    /// µs per update; `callUs`: what the runner's call of an empty export costs (wasmtime).
    struct Scroll: Codable { var n: Int; var us: Double; var callUs: Double?; var window: Int32; var hash: String }
    struct Figures: Codable { var runtime: String; var full: [Full]; var scroll: [Scroll] }

    /// A peer's (or Fizz-in-Python's) figures for one tree, as layout-python.py prints them.
    struct PyCell: Codable { var ms: Double; var readMs: Double; var count: Int; var worst: Double?; var hash: String? }
    struct PyRow: Codable { var n: Int; var shape: String; var fizz: PyCell; var yoga: PyCell?; var taffy: PyCell? }
    struct PyFigures: Codable {
        var runtime: String; var versions: [String: String]; var missing: [String: String]
        var full: [PyRow]; var scroll: [Scroll]
    }

    static func ms(_ a: UInt64, _ b: UInt64) -> Double { Double(b &- a) / 1e6 }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    @discardableResult
    static func ok(_ s: Int32, _ what: String) -> Int32 {
        if s < 0 { fatalError("\(what) refused: status \(s)") }
        return s
    }

    /// Builds a tree (see the type's comment) through the C API; returns the layout handle.
    static func build(_ shape: String, _ n: Int) -> UInt32 {
        let l = fizz_layout_create(400, 800)
        if shape == "flat" {
            ok(fizz_layout_set_section_insets(l, 1, 5, 5, 5, 5, 5, 1), "insets")
            for _ in 0..<n { ok(fizz_layout_add_brick(l, 1, 0, dimRatio, 0.25, dimFixed, 40), "brick") }
        } else {
            ok(fizz_layout_set_section_insets(l, 1, 2, 2, 2, 2, 2, 1), "insets")
            func section(_ parent: UInt32) -> UInt32 {
                let s = UInt32(ok(fizz_layout_add_section(l, parent, 0, dimRatio, 1), "section"))
                ok(fizz_layout_set_section_insets(l, s, 2, 2, 2, 2, 2, 1), "insets")
                return s
            }
            func level(_ parent: UInt32, _ depth: Int, _ k: Int) {
                var s = section(parent)
                if depth == 3 {
                    for _ in 0..<k % 3 { s = section(s) }   // the bricks' section 3, 4 or 5 deep
                    for _ in 0..<n / 1000 { ok(fizz_layout_add_brick(l, s, 0, dimRatio, 0.5, dimFixed, 20), "brick") }
                } else {
                    for j in 0..<10 { level(s, depth + 1, j) }
                }
            }
            for j in 0..<10 { level(1, 1, j) }
        }
        ok(fizz_layout_set_margin(l, 1e7), "margin")
        return l
    }

    @_silgen_name("mallopt") static func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

    /// Makes glibc's malloc keep what a destroyed layout freed, for the next tree: a wasm
    /// module's linear memory never shrinks, so its runs after the first lay out in memory
    /// already touched, while glibc hands large blocks back to the kernel (munmap) and the
    /// next tree's first touch of each page is a page fault (at 100,000 bricks about two thirds
    /// of a fresh layout's time on this VM). Both best-of figures then time the layout, not
    /// the kernel's zeroing of pages. (M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3: malloc.h.)
    static func keepFreedMemory() {
        _ = mallopt(-3, 1 << 25)    // blocks up to 32 MiB from the heap, not mmap
        _ = mallopt(-1, 1 << 30)    // and the heap's top not handed back below 1 GiB
    }

    /// The native figures, through the same C calls as the wasm runners.
    static func native(sizes: [Int], runs: Int) -> Figures {
        keepFreedMemory()
        var full: [Full] = []
        for n in sizes {
            for shape in ["flat", "nested"] {
                BenchCommand.log("  native: \(n) \(shape)")
                var best = Double.infinity, bestRead = Double.infinity, count: Int32 = 0, hash = ""
                var sum = 0.0
                for _ in 0..<runs {
                    let l = build(shape, n)
                    let t0 = Clock.now()
                    ok(fizz_layout_set_offset(l, 0, 0), "offset")
                    let t1 = Clock.now()
                    // Reading every frame: the buffer is there; each x, y, width, height read once.
                    count = fizz_layout_count(l)
                    let f = fizz_layout_frames(l)!
                    var s = 0.0, i = 0
                    while i < 7 * Int(count) { s += f[i] + f[i + 1] + f[i + 2] + f[i + 3]; i += 7 }
                    let t2 = Clock.now()
                    sum = s
                    best = min(best, ms(t0, t1)); bestRead = min(bestRead, ms(t1, t2))
                    hash = hex(fizz_layout_hash(l))
                    _ = fizz_layout_destroy(l)
                }
                if !(sum > 0) { fatalError("no frames") }
                full.append(Full(n: n, shape: shape, ms: best, readMs: bestRead, count: count, hash: hash))
            }
        }
        var scroll: [Scroll] = []
        for n in [100_000, 1_000_000] {
            let l = fizz_layout_create(400, 800)
            let b = ok(fizz_layout_add_behavior(l, sticky, 0, 0, 0, 0), "behavior")
            ok(fizz_layout_set_section_insets(l, 1, 4, 0, 0, 0, 0, 1), "insets")
            let header = UInt32(ok(fizz_layout_add_brick(l, 1, 0, dimRatio, 1, dimFixed, 50), "header"))
            ok(fizz_layout_attach(l, b, header, 1), "attach")
            let body = UInt32(ok(fizz_layout_add_brick(l, 1, 0, dimRatio, 0.5, dimFixed, 40), "brick"))
            ok(fizz_layout_set_repeat_count(l, body, Int32(n)), "repeat")
            var y = 100_000.0
            ok(fizz_layout_set_offset(l, 0, y), "offset")
            var best = Double.infinity
            for _ in 0..<runs {
                let t0 = Clock.now()
                for _ in 0..<1_000 { y += 3; _ = fizz_layout_set_offset(l, 0, y) }
                best = min(best, ms(t0, Clock.now()) / 1_000)
            }
            scroll.append(Scroll(n: n, us: best * 1e3, callUs: nil, window: fizz_layout_count(l), hash: hex(fizz_layout_hash(l))))
            _ = fizz_layout_destroy(l)
        }
        return Figures(runtime: "native", full: full, scroll: scroll)
    }

    static func run(_ args: [String]) throws {
        let o = try Options(args.filter { $0 != "layout" }, valued: ["runs", "sizes", "wasm"],
                            switches: ["no-wasm", "no-peers", "json", "quick"])
        let quick = o.flags.contains("quick")
        let runs = try o.integer("runs", default: quick ? 1 : 3, in: 1...100)
        let sizes = try (o.values["sizes"] ?? (quick ? "1000" : "1000,10000,100000")).split(separator: ",").map { s -> Int in
            guard let n = Int(s), n >= 1000, n <= 1_000_000, n % 1000 == 0 else {
                throw Options.Problem(description: "--sizes takes multiples of 1000 up to 1,000,000 (the nested tree has 1,000 innermost sections), not \(s)")
            }
            return n
        }
        guard let repo = Repository.current() else { throw Options.Problem(description: "run fizz bench layout inside the repository (it needs tools/bench)") }
        let tools = repo.root.appendingPathComponent("tools/bench")
        let wasm = o.values["wasm"] ?? repo.wasmModule.path
        let native = native(sizes: sizes, runs: runs)
        let expected = FileManager.default.temporaryDirectory.appendingPathComponent("fizz-bench-layout-\(getpid()).json")
        try JSONEncoder().encode(native).write(to: expected)
        defer { try? FileManager.default.removeItem(at: expected) }
        var node: Figures? = nil, python: PyFigures? = nil
        var notes: [String] = []
        let wantWasm = !o.flags.contains("no-wasm")
        if wantWasm && !FileManager.default.fileExists(atPath: wasm) { notes.append("wasm: \(wasm) not built (tools/build-wasm)") }
        let wasmReady = wantWasm && FileManager.default.fileExists(atPath: wasm)
        let common = [wasm, String(runs), sizes.map(String.init).joined(separator: ","), expected.path]
        if wasmReady {
            BenchCommand.log("  node")
            switch runner(["node", tools.appendingPathComponent("layout-node.mjs").path] + common, as: Figures.self) {
            case .success(let f): node = f
            case .failure(let why): notes.append("node: \(why)")
            }
        }
        // Fizz in wasmtime and the peers share one script (the peers' frames are compared with
        // Fizz's there); without wasm it has nothing to compare them with.
        if wasmReady {
            BenchCommand.log("  python (wasmtime, Yoga, Taffy)")
            var cmd = ["python3", tools.appendingPathComponent("layout-python.py").path] + common
            if o.flags.contains("no-peers") { cmd.append("--no-peers") }
            switch runner(cmd, as: PyFigures.self) {
            case .success(let f): python = f
            case .failure(let why): notes.append("python: \(why)")
            }
        }
        if o.flags.contains("json") {
            struct Report: Codable { var cpu: CPUInfo; var native: Figures; var node: Figures?; var python: PyFigures?; var notes: [String] }
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try enc.encode(Report(cpu: CPUInfo.current(), native: native, node: node, python: python, notes: notes)), as: UTF8.self))
        } else {
            printTables(native: native, node: node, python: python, runs: runs, notes: notes)
        }
        if let python, quick {
            // The check tools/test runs: the peers lay the same trees out to the same frames.
            for r in python.full {
                for (name, c) in [("Yoga", r.yoga), ("Taffy", r.taffy)] {
                    guard let c else { throw Options.Problem(description: "\(name) missing: \(python.missing)") }
                    guard let w = c.worst, w <= 1e-3 else {
                        throw Options.Problem(description: "\(name)'s frames differ from Fizz's by \(c.worst ?? .infinity) pt (\(r.n) \(r.shape))")
                    }
                }
            }
        }
        if quick && (node == nil || python == nil) { throw Options.Problem(description: "a runner failed: \(notes)") }
    }

    enum Outcome<T> { case success(T), failure(String) }

    static func runner<T: Decodable>(_ cmd: [String], as: T.Type) -> Outcome<T> {
        guard let out = try? BenchCommand.runProcess("/usr/bin/env", cmd, env: ProcessInfo.processInfo.environment) else {
            return .failure("cannot start \(cmd[0])")
        }
        guard out.status == 0, let line = out.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
              let f = try? JSONDecoder().decode(T.self, from: Data(line.utf8)) else {
            return .failure("failed (exit \(out.status)): " + (out.stderr.split(separator: "\n").last.map(String.init) ?? ""))
        }
        return .success(f)
    }

    static func f(_ v: Double) -> String {
        v >= 100 ? String(format: "%.0f", v) : v >= 10 ? String(format: "%.1f", v) : v >= 1 ? String(format: "%.2f", v) : String(format: "%.3f", v)
    }
    static func ratio(_ a: Double, _ b: Double) -> String { String(format: a / b >= 10 ? "%.0f×" : "%.2f×", a / b) }

    static func pad(_ cells: [String], _ widths: [Int]) -> String {
        var s = ""
        for (i, c) in cells.enumerated() {
            let w = i < widths.count ? widths[i] : 10
            s += c.count >= w ? c + " " : c + String(repeating: " ", count: w - c.count + 1)
        }
        return s
    }

    static func printTables(native: Figures, node: Figures?, python: PyFigures?, runs: Int, notes: [String]) {
        print("fizz bench layout — CPU: \(CPUInfo.current().summary)")
        print("viewport 400 × 800 pt, every brick laid out and handed out; best of \(runs) fresh tree(s); building not timed;")
        print("native malloc keeps freed memory for the next tree, as wasm's linear memory does (see LayoutBench.keepFreedMemory)")
        if let python { for k in python.versions.keys.sorted() { print("  \(k): \(python.versions[k]!)") } }
        let wasmNote = "wasm runs reproduced the native hash of every tree (else they are not listed)"
        print("")
        print("full layout, ms (the layout call alone); ratios: runtime / Fizz native, Fizz native / peer")
        let w = [8, 7, 8, 8, 7, 9, 7, 8, 10, 8, 11]
        print(pad(["bricks", "tree", "native", "node", "ratio", "wasmtime", "ratio", "Yoga", "Fizz/Yoga", "Taffy", "Fizz/Taffy"], w))
        for (i, r) in native.full.enumerated() {
            var cells = [String(r.n), r.shape, f(r.ms)]
            if let nd = node?.full[i] { cells += [f(nd.ms), ratio(nd.ms, r.ms)] } else { cells += ["—", ""] }
            let p = python?.full[i]
            if let p { cells += [f(p.fizz.ms), ratio(p.fizz.ms, r.ms)] } else { cells += ["—", ""] }
            for c in [p?.yoga, p?.taffy] {
                if let c { cells += [f(c.ms), ratio(r.ms, c.ms)] } else { cells += ["—", ""] }
            }
            print(pad(cells, w))
        }
        print("")
        print("reading every frame back (x, y, width, height of each brick and section), ms")
        print("  native: Fizz's frame buffer; node: a Float64Array over its memory; Python: a NumPy view over")
        print("  wasmtime's memory (no copy) and its sum; Yoga and Taffy: their Python getters, one node at a time")
        let r2 = [8, 7, 8, 8, 9, 9, 9, 11, 11]
        print(pad(["bricks", "tree", "native", "node", "Python", "Yoga", "Taffy", "Yoga/Fizz", "Taffy/Fizz"], r2))
        for (i, r) in native.full.enumerated() {
            var cells = [String(r.n), r.shape, f(r.readMs), node.map { f($0.full[i].readMs) } ?? "—"]
            let p = python?.full[i]
            cells.append(p.map { f($0.fizz.readMs) } ?? "—")
            cells.append(p?.yoga.map { f($0.readMs) } ?? "—")
            cells.append(p?.taffy.map { f($0.readMs) } ?? "—")
            if let p { cells += [p.yoga.map { ratio($0.readMs, p.fizz.readMs) } ?? "", p.taffy.map { ratio($0.readMs, p.fizz.readMs) } ?? ""] }
            print(pad(cells, r2))
        }
        print("  (Python columns: Fizz in wasmtime against the peers' native code, both read from Python)")
        print("")
        print("scroll update with a sticky header, µs per fizz_layout_set_offset (no peer: Yoga and Taffy leave scrolling to the host)")
        let r3 = [10, 8, 8, 8, 10, 8]
        print(pad(["items", "native", "node", "ratio", "wasmtime", "window"], r3))
        for (i, s) in native.scroll.enumerated() {
            print(pad([String(s.n), f(s.us), node.map { f($0.scroll[i].us) } ?? "—", node.map { ratio($0.scroll[i].us, s.us) } ?? "",
                       python.map { f($0.scroll[i].us) } ?? "—", String(s.window)], r3))
        }
        if native.scroll.count == 2 {
            print(String(format: "  10⁶ / 10⁵ items: %.2f (native)", native.scroll[1].us / native.scroll[0].us))
        }
        if let c = python?.scroll.first?.callUs {
            print(String(format: "  (wasmtime's figure includes the cost of calling it from Python: an empty export takes %.2f µs)", c))
        }
        if let python {
            var worst: [String] = []
            for r in python.full {
                let y = r.yoga?.worst.map { String(format: "%.1e", $0) } ?? "—", t = r.taffy?.worst.map { String(format: "%.1e", $0) } ?? "—"
                worst.append("\(r.n) \(r.shape): Yoga \(y), Taffy \(t)")
            }
            print("")
            print("peers' frames against Fizz's, worst difference in pt (both compute in f32): " + worst.joined(separator: "; "))
            for (k, v) in python.missing.sorted(by: { $0.key < $1.key }) { print("  \(k) missing: \(v)") }
        }
        if node != nil || python != nil { print(wasmNote) }
        for n in notes { print("  \(n)") }
    }
}
