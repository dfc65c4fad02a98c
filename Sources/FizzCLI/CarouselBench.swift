//===--- CarouselBench.swift ---------------------------------------------===//
// Part of Fizz. `fizz bench carousel`: a carousel frame of 10 and of 1,000,000 items, native and wasm.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Foundation

/// Times a carousel frame (issue 19) natively, in this process through the C API, and in
/// fizz.wasm under node (`tools/bench/carousel-node.mjs`, which builds the same carousels through
/// the same calls and, given the native library, also runs them natively in node frame by frame
/// in turn with the wasm ones: the paired ratio). Figures only; no timing is ever asserted.
///
/// **The scenes**, each of 10 and of 1,000,000 looping items (`types`, in carousel-node.mjs
/// too):
/// - circular: Showcase's README example, vertical, 375 × 600 pt, items 100 × 100 pt, its
///   circular path (R 1, offset −1, angle π/2) and its rotate transform (start 0.4, 8π);
/// - cover flow: iCarousel's, horizontal, 390 × 300 pt, items 150 × 150 pt (spacing 0.25,
///   tilt 0.9);
/// - linear: Showcase's linear example (`Carousel`'s doc comment), vertical, its V-shaped path
///   (gradient 0.8, inverse position 0.3), scale-rotate (0.4, 8π; scale from 0.8 down to 0.2)
///   and paging.
///
/// **The script**: 660 frames of 1/60 s. Every 60 frames a finger presses at 200 pt, moves 17
/// times and lifts 18 frames later at 200 + v·k/60 pt, v = ∓(800 + 400·(cycle mod 4)) pt/s,
/// alternating direction (a fling that glides to an item, or pages, until the next press).
///
/// **A frame** is `fizz_carousel_step(1/60)`, `fizz_carousel_visible_count`,
/// `fizz_carousel_visible` and a read of every double of the records (summed): what a host
/// does to draw. Only that is timed (the pointer calls are not), frames 61...660; figures are
/// the median frame, µs. Every frame's records are hashed after its timing (FNV-1a 64 over their
/// bytes, chained over the frames) and the carousel at the end (`fizz_carousel_hash`): a wasm
/// figure whose hashes differ from these is refused, as it would be a figure for other work.
enum CarouselBench {
    struct Scene {
        var name: String
        var direction: Int32, viewport: (Double, Double), item: (Double, Double)
        var path: Int32, pathParameters: (Double, Double, Double, Double)
        var transform: Int32, transformParameters: (Double, Double, Double, Double, Double, Double)
        var snapping: Int32
    }

    static let pi = Double.pi
    static let types = [
        Scene(name: "circular", direction: 1, viewport: (375, 600), item: (100, 100), path: 1, pathParameters: (1, -1, 0, pi / 2),
              transform: 1, transformParameters: (0.4, 8 * pi, 0, 0, 0, 0), snapping: 1),
        Scene(name: "cover flow", direction: 0, viewport: (390, 300), item: (150, 150), path: 0, pathParameters: (0, 0, 0, 0),
              transform: 17, transformParameters: (0.25, 2 * pi, 0, 0.9, 0, 0.25), snapping: 1),
        Scene(name: "linear", direction: 1, viewport: (375, 600), item: (100, 100), path: 3, pathParameters: (0.8, 1, 0.3, 0),
              transform: 3, transformParameters: (0.4, 8 * pi, 0.8, 0.2, 0, 0), snapping: 2),
    ]
    static let counts: [Int32] = [10, 1_000_000]
    static let stride = 21, warmFrames = 60, dt = 1.0 / 60
    /// Where the reads' sum goes, so that the reads stay.
    nonisolated(unsafe) static var sink = 0.0

    /// One scene's figures from one runtime, times in µs.
    struct Row: Codable {
        var type: String
        var count: Int
        var medianUs = 0.0, minUs = 0.0, p95Us = 0.0
        /// Records per frame, averaged.
        var records = 0.0
        var framesHash = "", finalHash = ""
        /// With --paired: the native library's median frame in the same node process, and the
        /// median over frames of wasm / native for the same frame.
        var pairedNativeUs: Double? = nil
        var pairedRatio: Double? = nil
    }

    struct RunnerOutput: Codable { var runtime: String; var paired: Bool; var rows: [Row] }

    static func run(_ args: [String]) throws {
        let o = try Options(args.filter { $0 != "carousel" }, valued: ["runs", "frames", "wasm"],
                            switches: ["carousel", "no-wasm", "json", "check"])
        let runs = try o.integer("runs", default: 3, in: 1...100)
        let frames = try o.integer("frames", default: 660, in: warmFrames + 1...100_000)
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "run fizz bench inside the repository (it needs tools/bench)")
        }
        let ok = report(tools: repo.root.appendingPathComponent("tools/bench"),
                        wasm: o.flags.contains("no-wasm") ? nil : o.values["wasm"] ?? repo.wasmModule.path,
                        runs: runs, frames: frames, json: o.flags.contains("json"))
        // --check (tools/bench/check-runners): every runner must have reproduced the native bits.
        if o.flags.contains("check") && !ok { exit(1) }
    }

    // MARK: Native

    static func build(_ s: Scene, _ count: Int32) -> UInt32 {
        let h = fizz_carousel_create(s.viewport.0, s.viewport.1, s.item.0, s.item.1, count)
        precondition(h != 0, "fizz_carousel_create failed")
        let p = s.pathParameters, t = s.transformParameters
        let statuses = [
            fizz_carousel_set_layout(h, s.direction, s.viewport.0, s.viewport.1, s.item.0, s.item.1, 8),
            fizz_carousel_set_path(h, s.path, p.0, p.1, p.2, p.3),
            fizz_carousel_set_transform(h, s.transform, t.0, t.1, t.2, t.3, t.4, t.5),
            fizz_carousel_set_snapping(h, s.snapping),
        ]
        precondition(statuses.allSatisfy { $0 == 0 }, "a carousel setting was refused: \(statuses)")
        return h
    }

    /// The finger of `frame`, before its step (see the type's doc comment).
    static func finger(_ h: UInt32, _ frame: Int) {
        let cycle = frame / 60, k = frame % 60, t = Double(frame) / 60
        if k > 18 { return }
        let v = (cycle % 2 == 1 ? 1.0 : -1.0) * Double(800 + 400 * (cycle % 4)), at = 200 + v * Double(k) / 60
        let s = k == 0 ? fizz_carousel_pointer_down(h, t, at, at)
            : (k < 18 ? fizz_carousel_pointer_move(h, t, at, at) : fizz_carousel_pointer_up(h, t, at, at))
        precondition(s >= 0, "a pointer call was refused: \(s)")
    }

    /// One scene natively, in this process.
    static func native(_ s: Scene, _ count: Int32, frames: Int) -> Row {
        let h = build(s, count)
        defer { _ = fizz_carousel_destroy(h) }
        var times = [Double](repeating: 0, count: frames)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var sum = 0.0, records = 0
        for frame in 0..<frames {
            finger(h, frame)
            let t0 = Clock.now()
            let status = fizz_carousel_step(h, dt)
            let n = Int(fizz_carousel_visible_count(h))
            let p = fizz_carousel_visible(h)!
            var k = 0
            while k < stride * n { sum += p[k]; k += 1 }
            times[frame] = Double(Clock.now() - t0) / 1e3
            precondition(status == 0 && n >= 0, "a frame was refused: \(status)")
            k = 0
            while k < stride * n {
                var b = p[k].bitPattern
                for _ in 0..<8 { hash = (hash ^ (b & 0xFF)) &* 0x100_0000_01B3; b >>= 8 }
                k += 1
            }
            records += n
        }
        sink += sum
        let timed = times[warmFrames...].sorted()
        var row = Row(type: s.name, count: Int(count))
        row.medianUs = BenchRun.median(Array(timed)); row.minUs = timed.first!
        row.p95Us = timed[timed.count * 95 / 100]
        row.records = Double(records) / Double(frames)
        row.framesHash = hex(hash); row.finalHash = hex(fizz_carousel_hash(h))
        return row
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    // MARK: Report

    /// Measures `runs` rounds (native here, then node when `wasm` exists) and prints the table
    /// (or JSON). Returns false when a runner failed or reproduced other bits.
    @discardableResult
    static func report(tools: URL, wasm: String?, runs: Int, frames: Int = 660, json: Bool = false) -> Bool {
        // The native C library beside this executable (same build), for the paired ratios.
        let library = URL(fileURLWithPath: BenchCommand.selfExecutable()).deletingLastPathComponent()
            .appendingPathComponent("libFizzExports.so").path
        let paired = FileManager.default.fileExists(atPath: library) ? ["--paired", library] : []
        var nativeRounds: [[Row]] = [], node: [[Row]] = []
        var problem: String? = nil
        for _ in 0..<runs {
            var round: [Row] = []
            for s in types { for c in counts { round.append(native(s, c, frames: frames)) } }
            nativeRounds.append(round)
            guard let wasm, problem == nil else { continue }
            // A refused round drops the rounds before it too: no figure from a runner that
            // once computed other bits.
            guard FileManager.default.fileExists(atPath: wasm) else { problem = "\(wasm) not built (tools/build-wasm)"; continue }
            BenchCommand.log("  carousel: node")
            let cmd = ["node", tools.appendingPathComponent("carousel-node.mjs").path, wasm, "--frames", String(frames)] + paired
            guard let out = try? BenchCommand.runProcess("/usr/bin/env", cmd, env: ProcessInfo.processInfo.environment),
                  out.status == 0,
                  let line = out.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
                  let r = try? JSONDecoder().decode(RunnerOutput.self, from: Data(line.utf8)) else {
                problem = "node runner failed or is not installed"
                continue
            }
            for (w, n) in zip(r.rows, round) where w.framesHash != n.framesHash || w.finalHash != n.finalHash {
                problem = "node's \(w.type) × \(w.count) frames hash \(w.framesHash) (final \(w.finalHash)) differ from native \(n.framesHash) (\(n.finalHash))"
            }
            if problem == nil { node.append(r.rows) } else { node = [] }
        }
        if json {
            struct Report: Codable { var cpu: CPUInfo; var native: [[Row]]; var node: [[Row]]; var problem: String? }
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            let r = Report(cpu: CPUInfo.current(), native: nativeRounds, node: node, problem: problem)
            print(String(decoding: (try? enc.encode(r)) ?? Data(), as: UTF8.self))
            return problem == nil
        }
        let cpu = CPUInfo.current()
        print("")
        print("carousel: a frame = step(1/60) + the visible records read (index, offset, normalized, 4×4 matrix, opacity, depth),")
        print("  median of frames \(warmFrames + 1)...\(frames) while flung every 60 frames, µs; median of \(runs) run(s); " +
              "\(cpu.model), \(cpu.logicalCPUs) logical CPUs")
        print("  node: ratio = node / native of the same round; paired = the native library in the node process, frame by frame in turn")
        let widths = [10, 9, 5, 9, 6, 9, 6, 7, 7, 16]
        func row(_ cells: [String]) -> String {
            zip(cells, widths).map { c, w in c.count >= w ? c : c + String(repeating: " ", count: w - c.count) }.joined(separator: " ")
        }
        print(row(["type", "items", "slots", "native µs", "p95", "node µs", "p95", "ratio", "paired", "frames hash"]))
        for (i, n) in nativeRounds[0].enumerated() {
            let med = median(nativeRounds.map { $0[i].medianUs }), p95 = median(nativeRounds.map { $0[i].p95Us })
            var cells = [n.type, String(n.count), String(format: "%.1f", n.records), String(format: "%.2f", med), String(format: "%.2f", p95)]
            if node.isEmpty {
                cells += [wasm == nil ? "not run" : "refused", "", "", ""]
            } else {
                let w = median(node.map { $0[i].medianUs }), wp = median(node.map { $0[i].p95Us })
                let ratio = median(zip(node, nativeRounds).map { $0[i].medianUs / $1[i].medianUs })
                let pr = node.compactMap { $0[i].pairedRatio }
                cells += [String(format: "%.2f", w), String(format: "%.2f", wp), String(format: "%.2f×", ratio),
                          pr.isEmpty ? "—" : String(format: "%.2f×", median(pr))]
            }
            cells.append(n.framesHash)
            print(row(cells))
        }
        if let p = problem { print("  node: \(p)") }
        if !node.isEmpty && paired.isEmpty { print("  no paired ratios: \(library) not built (swift build -c release --product FizzExports)") }
        return problem == nil
    }

    static func median(_ v: [Double]) -> Double { BenchRun.median(v.sorted()) }
}
