//===--- PopupBench.swift ------------------------------------------------===//
// Part of Fizz. `fizz bench`'s popup figures: one placement, and 1,000 popups placed apart.
//===---------------------------------------------------------------------===//

import Fizz
import Foundation

/// Times `PopupLayer.solve` natively and `fizz_popup_solve` in fizz.wasm under node and
/// wasmtime (`tools/bench/popup-node.mjs`, `popup-wasmtime.py`), in this run, on this CPU.
///
/// Two scenes, built the same way by all three (the runners through the C API; their hashes
/// must equal the native ones or their figures are refused):
/// - one: a 400 × 300 boundary, one 100 × 40 popup above a 40 × 20 target at (180, 140);
/// - thousand: a 2000 × 2000 boundary, 1,000 popups of 60 × 24 above 8 × 8 targets on a
///   40 × 25 grid 50 pt by 80 pt apart (x = 10 + 50 (k mod 40), y = 20 + 80 (k div 40)), so
///   neighbours (60 wide, 50 apart) must slide aside or flip to stay apart.
/// A call is one solve after a first, untimed one (the layer then keeps every popup where it
/// is: the steady state of a host re-solving each frame). Figures: the median of batches.
enum PopupBench {
    struct Figures: Codable {
        var runtime = "native"
        /// Microseconds per solve of the one-popup scene, and milliseconds per solve of 1,000.
        var oneMicros = 0.0, thousandMs = 0.0
        /// Popups of the 1,000 that found no free place (flag overlapping).
        var overlapping = 0
        /// The runner's cost of an empty call (fizz_popup_is_valid), µs, when it measured it.
        var callMicros: Double?
        var oneHash = "", thousandHash = ""
    }

    static func one() throws -> PopupLayer {
        let l = try PopupLayer(width: 400, height: 300)
        let id = try l.add()
        try l.setReference(id, x: 180, y: 140, width: 40, height: 20)
        try l.setSize(id, width: 100, height: 40)
        return l
    }

    static func thousand() throws -> PopupLayer {
        let l = try PopupLayer(width: 2000, height: 2000)
        for k in 0..<1000 {
            let id = try l.add()
            try l.setReference(id, x: Double(10 + 50 * (k % 40)), y: Double(20 + 80 * (k / 40)), width: 8, height: 8)
            try l.setSize(id, width: 60, height: 24)
        }
        return l
    }

    /// The median time of one solve in ms: `batches` batches of `per` solves.
    static func time(_ l: PopupLayer, batches: Int, per: Int) throws -> Double {
        try l.solve()
        var t: [Double] = []
        for _ in 0..<batches {
            let t0 = Clock.now()
            for _ in 0..<per { try l.solve() }
            t.append(Double(Clock.now() - t0) / 1e6 / Double(per))
        }
        return BenchRun.median(t.sorted())
    }

    static func native() throws -> Figures {
        var f = Figures()
        let a = try one(), b = try thousand()
        f.oneMicros = try time(a, batches: 51, per: 200) * 1000
        f.thousandMs = try time(b, batches: 21, per: 2)
        f.oneHash = hex(a.stateHash); f.thousandHash = hex(b.stateHash)
        f.overlapping = (0..<b.count).filter { b.popup(at: $0).flags & PopupLayer.Flag.overlapping != 0 }.count
        return f
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// Measures and prints the popup table (wasm runners when `wasm` exists).
    static func report(tools: URL, wasm: String?) throws {
        let n = try native()
        var rows = [n]
        var missing: [String] = []
        if let wasm, FileManager.default.fileExists(atPath: wasm) {
            for (name, cmd) in [("node", ["node", tools.appendingPathComponent("popup-node.mjs").path]),
                                ("wasmtime", ["python3", tools.appendingPathComponent("popup-wasmtime.py").path])] {
                BenchCommand.log("  popups: \(name)")
                guard let out = try? BenchCommand.runProcess("/usr/bin/env", cmd + [wasm, n.oneHash, n.thousandHash], env: ProcessInfo.processInfo.environment),
                      out.status == 0,
                      let line = out.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
                      let f = try? JSONDecoder().decode(Figures.self, from: Data(line.utf8)) else {
                    missing.append("\(name): not measured")
                    continue
                }
                rows.append(f)
            }
        }
        print("")
        print("popups (fizz_popup_solve, steady state: a solve after a first one; median of batches)")
        print(BenchCommand.pad(["runtime", "1 popup µs", "ratio", "1,000 apart ms", "ratio"]))
        for r in rows {
            print(BenchCommand.pad([r.runtime, String(format: "%.2f", r.oneMicros), String(format: "%.2f×", r.oneMicros / n.oneMicros),
                                    String(format: "%.3f", r.thousandMs), String(format: "%.2f×", r.thousandMs / n.thousandMs)]))
        }
        print("1,000 popups 60 pt wide on targets 50 pt apart: \(n.overlapping) found no free place; ratio = runtime / native")
        for r in rows { if let c = r.callMicros {
            print(String(format: "%@: an empty call (fizz_popup_is_valid) costs %.2f µs through its binding", r.runtime, c))
        } }
        for m in missing { print("  \(m)") }
    }
}
