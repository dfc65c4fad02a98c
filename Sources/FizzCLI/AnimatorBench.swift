//===--- AnimatorBench.swift ---------------------------------------------===//
// Part of Fizz. `fizz bench --animator`: 10,000 springs stepped per frame, native and wasm.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Foundation

/// Times `fizz_animator_step` on 10,000 lightly damped springs (k 100, c 1, m 1: ζ 0.05, so
/// none rests during the run) at 60 Hz: 12 fixed steps of 1/720 s per frame, 120,000 channel
/// steps. Native runs in this process through the same C API the wasm runners call
/// (`tools/bench/animator-node.mjs`, `animator-wasmtime.py`), which must end on the native
/// final hash or their figure is refused. Runs are interleaved (native, node, wasmtime, …),
/// and each ratio divides figures of the same round, so a slow minute of the shared machine
/// slows both sides. Figures only; no timing is ever asserted.
enum AnimatorBench {
    /// The scene every runner builds: channel i starts at (i mod 100) − 50 toward 0.
    static let channels = 10_000
    static let warmFrames = 60
    static let timedFrames = 600

    struct Figures: Codable { var medianMs: Double; var minMs: Double; var p95Ms: Double; var finalHash: String }

    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["runs", "wasm"], switches: ["animator", "child"])
        let runs = try o.integer("runs", default: 3, in: 1...100)
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "run fizz bench inside the repository (it needs tools/bench)")
        }
        report(tools: repo.root.appendingPathComponent("tools/bench"), wasm: o.values["wasm"] ?? repo.wasmModule.path, runs: runs)
    }

    /// Measures `runs` rounds (native, then each wasm runner unless `wasm` is nil) and prints
    /// the figures: `fizz bench --animator` alone, and a section of the full `fizz bench`.
    static func report(tools: URL, wasm: String?, runs: Int) {
        var native: [Figures] = [], node: [Figures] = [], wasmtime: [Figures] = []
        var missing: [String: String] = [:]
        for _ in 0..<runs {
            let n = measureNative()
            native.append(n)
            for (name, cmd) in [("node", ["node", tools.appendingPathComponent("animator-node.mjs").path]),
                                ("wasmtime", ["python3", tools.appendingPathComponent("animator-wasmtime.py").path])]
            where missing[name] == nil {
                guard let wasm else { missing[name] = "not run (--no-wasm)"; continue }
                guard let out = try? BenchCommand.runProcess("/usr/bin/env", cmd + [wasm], env: ProcessInfo.processInfo.environment),
                      out.status == 0,
                      let line = out.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
                      let f = try? JSONDecoder().decode(Figures.self, from: Data(line.utf8)) else {
                    missing[name] = "\(name) runner failed or is not installed"; continue
                }
                if f.finalHash != n.finalHash { missing[name] = "final hash \(f.finalHash) differs from native \(n.finalHash)"; continue }
                if name == "node" { node.append(f) } else { wasmtime.append(f) }
            }
        }
        let cpu = CPUInfo.current()
        print("")
        print("animator: \(channels) springs, \(timedFrames) frames of 1/60 s (12 steps of 1/720 s each), " +
              "median of \(runs) run(s); \(cpu.model), \(cpu.logicalCPUs) logical CPUs")
        func row(_ name: String, _ f: [Figures]) {
            guard !f.isEmpty else { print("  \(name): \(missing[name] ?? "not run")"); return }
            let med = median(f.map(\.medianMs)), p95 = median(f.map(\.p95Ms)), best = f.map(\.minMs).min()!
            var line = "  \(name): \(fmt(med)) ms per frame (fastest \(fmt(best)), p95 \(fmt(p95))), " +
                "\(fmt(med * 1e6 / Double(channels * 12))) ns per channel step"
            if name != "native" {
                let ratios = zip(f, native).map { $0.medianMs / $1.medianMs }
                line += ", wasm/native \(fmt(median(ratios)))×"
            }
            print(line)
        }
        row("native", native); row("node", node); row("wasmtime", wasmtime)
    }

    /// One native run in this process, through the C API.
    static func measureNative() -> Figures {
        let a = fizz_animator_create()
        defer { _ = fizz_animator_destroy(a) }
        for i in 0..<channels {
            _ = fizz_animator_add_spring(a, Double(i % 100) - 50, 0, 100, 1, 1)
        }
        for _ in 0..<warmFrames { _ = fizz_animator_step(a, 1.0 / 60) }
        var times: [Double] = []
        times.reserveCapacity(timedFrames)
        for _ in 0..<timedFrames {
            let t0 = DispatchTime.now().uptimeNanoseconds
            _ = fizz_animator_step(a, 1.0 / 60)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        times.sort()
        return Figures(medianMs: times[times.count / 2], minMs: times[0], p95Ms: times[times.count * 95 / 100],
                       finalHash: String(fizz_animator_hash(a), radix: 16))
    }

    static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s[s.count / 2] }
    static func fmt(_ v: Double) -> String { String(format: v < 0.1 ? "%.4f" : "%.3f", v) }
}
