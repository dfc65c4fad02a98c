//===--- MotionBench.swift -----------------------------------------------===//
// Part of Fizz. `fizz bench`'s motion line: one value mapped onto 10,000 targets per frame.
//===---------------------------------------------------------------------===//

import FizzExports
import Foundation

/// Maps one gesture onto `targets` targets per frame through the C API, natively here and in
/// fizz.wasm under node and wasmtime (`tools/bench/motion-node.mjs`, `motion-wasmtime.py`,
/// which build the same motion through the same calls), and prints the figures and ratios.
///
/// The scene: a 320 × 200 pt motion; target i maps x over the stops (0, i) and (1, 2i + 1),
/// every fourth one over three stops with an eased middle; a pointer down, then per frame a
/// move 8 ms later along a saw-tooth path and one `fizz_motion_map`, which alone is timed.
/// Every runner checks the last frame's outputs by a checksum (FNV-1a 64 over their bits):
/// a figure for other numbers would not be a figure for this work.
enum MotionBench {
    static let targets = 10_000, frames = 600, timedFrom = 60

    /// The pointer's x at frame f, pt.
    static func x(_ f: Int) -> Double { 20 + 2.8 * Double(f % 100) }

    struct Figures: Codable { var medianMs: Double; var minMs: Double; var checksum: String }

    /// The native run: median and fastest map time (ms) and the checksum.
    static func native() -> Figures {
        let m = fizz_motion_create(320, 200)
        defer { _ = fizz_motion_destroy(m) }
        for i in 0..<targets {
            let t = fizz_motion_add_target(m, 0, 0, 3)
            if i % 4 == 3 {
                _ = fizz_motion_add_stop(m, t, 0, Double(i)); _ = fizz_motion_add_stop(m, t, 0.5, 0)
                _ = fizz_motion_add_stop(m, t, 1, Double(2 * i + 1))
                _ = fizz_motion_set_easing(m, t, 1, 4, 0, 0, 0, 0)
            } else {
                _ = fizz_motion_add_stop(m, t, 0, Double(i)); _ = fizz_motion_add_stop(m, t, 1, Double(2 * i + 1))
            }
        }
        _ = fizz_motion_pointer_down(m, 0, x(0), 100, 1)
        var times: [Double] = []
        var out: UnsafePointer<Double>? = nil
        for f in 1...frames {
            _ = fizz_motion_pointer_move(m, 0.008 * Double(f), x(f), 100, 1)
            let t0 = Clock.now()
            out = fizz_motion_map(m)
            let t1 = Clock.now()
            if f > timedFrom { times.append(Double(t1 - t0) / 1e6) }
        }
        times.sort()
        return Figures(medianMs: BenchRun.median(times), minMs: times[0], checksum: checksum(out!, fizz_motion_output_count(m)))
    }

    static func checksum(_ p: UnsafePointer<Double>, _ n: Int32) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in 0..<Int(n) {
            var b = p[i].bitPattern
            for _ in 0..<8 { h = (h ^ (b & 0xFF)) &* 0x100_0000_01B3; b >>= 8 }
        }
        return String(h, radix: 16)
    }

    /// Runs all three and prints the table.
    static func report(tools: URL, wasm: String?) {
        let n = native()
        print("")
        print("motion: one gesture mapped onto \(targets) targets per frame (fizz_motion_map alone timed, median of frames \(timedFrom + 1)...\(frames))")
        print(BenchCommand.pad(["runtime", "median ms", "min ms", "ratio", "checksum"]))
        print(BenchCommand.pad(["native", String(format: "%.4f", n.medianMs), String(format: "%.4f", n.minMs), "1", n.checksum]))
        guard let wasm, FileManager.default.fileExists(atPath: wasm) else { print("wasm: not built (tools/build-wasm)"); return }
        for (name, cmd) in [("node", ["node", tools.appendingPathComponent("motion-node.mjs").path]),
                            ("wasmtime", ["python3", tools.appendingPathComponent("motion-wasmtime.py").path])] {
            guard let out = try? BenchCommand.runProcess("/usr/bin/env", cmd + [wasm], env: ProcessInfo.processInfo.environment),
                  out.status == 0, let f = try? JSONDecoder().decode(Figures.self, from: Data(out.stdout.utf8)) else {
                print(BenchCommand.pad([name, "failed or missing"]))
                continue
            }
            let same = f.checksum == n.checksum
            print(BenchCommand.pad([name, String(format: "%.4f", f.medianMs), String(format: "%.4f", f.minMs),
                                    same ? String(format: "%.2f×", f.medianMs / n.medianMs) : "refused: other outputs", f.checksum]))
        }
    }
}
