//===--- PhysicsTargets.swift --------------------------------------------===//
// Part of Fizz. Issue 26's speed targets, read from one benchmark run's figures.
//===---------------------------------------------------------------------===//

import Foundation

/// The physics targets of issue 26 (the wide contact solver), each read from the figures of one
/// `fizz bench` run, so that the verdict is printed by the command that measured it.
///
/// Why here and not in prose: the verdicts beside a benchmark table used to be typed by hand
/// after a run, and the next run's table disagreed with them (a page said 24.5 ms where its
/// table printed 23.55). Printed with the table, they cannot drift from it; a target the run
/// did not measure says so instead of borrowing another run's figure.
public enum PhysicsTargets {
    /// What a run measured, in the units of `fizz bench`'s tables; nil where it did not.
    public struct Figures: Sendable {
        /// Median step at 100,000 bubbles natively, ms, on one thread; and on each further
        /// thread count the run timed (`--threads`).
        public var native100k: Double?
        public var threaded100k: [(threads: Int, ms: Double)] = []
        /// Median step at 100,000 bubbles of the SIMD module, ms, per wasm runtime.
        public var wasm100k: [(runtime: String, ms: Double)] = []
        /// Fizz native over Box2D v3 with one worker at 30,000 bubbles (below 1: Fizz faster).
        public var box2dRatio30k: Double?
        /// Worst overlap at 10,000 bubbles, as a fraction of the radius.
        public var overlap10k: Double?
        /// Per wasm runtime, the SIMD module's paired ratio (wasm / native, stepped in turn in one
        /// process) at each size the run timed.
        public var paired: [(runtime: String, bySize: [(n: Int, ratio: Double)])] = []
        /// A settled world's step over a moving one's, as a fraction.
        public var settledShare: Double?

        public init() {}
    }

    /// The limits, as issue 26 puts them.
    public static let nativeMs = 1000.0 / 60, wasmMs = 20.0, box2dRatio = 0.12, overlap = 0.05,
                      paired = 1.2, settled = 0.01

    /// One line per target, each with the figure, the limit and "met" or "not met" (ratios to
    /// three decimals, so that one just over its limit does not print as the limit); a target
    /// whose figures the run lacks says what run would measure it.
    public static func verdicts(_ f: Figures) -> [String] {
        func met(_ ok: Bool) -> String { ok ? "met" : "not met" }
        func ms(_ v: Double) -> String { format(v, 2) + " ms" }
        var out = ["issue 26's targets, read from this run:"]
        if let one = f.native100k {
            var parts = ["\(ms(one)) on 1 thread (\(met(one < nativeMs)))"]
            for t in f.threaded100k { parts.append("\(ms(t.ms)) on \(t.threads) threads (\(met(t.ms < nativeMs)))") }
            out.append("  100,000 bubbles natively under \(format(nativeMs, 1)) ms: " + parts.joined(separator: ", "))
        } else {
            out.append("  100,000 bubbles natively under \(format(nativeMs, 1)) ms: not measured (--sizes without 100000)")
        }
        if f.wasm100k.isEmpty {
            out.append("  100,000 bubbles in wasm under \(format(wasmMs, 0)) ms: not measured (no 100000, or no fizz-simd.wasm)")
        } else {
            out.append("  100,000 bubbles in wasm under \(format(wasmMs, 0)) ms, fizz-simd.wasm: "
                       + f.wasm100k.map { "\($0.runtime) \(ms($0.ms)) (\(met($0.ms < wasmMs)))" }.joined(separator: ", "))
        }
        if let r = f.box2dRatio30k {
            out.append("  30,000 bubbles on one thread at most \(format(box2dRatio, 2)) of Box2D's one-worker time: "
                       + "\(format(r, 3)) (\(met(r <= box2dRatio)))")
        } else {
            out.append("  30,000 bubbles on one thread at most \(format(box2dRatio, 2)) of Box2D's one-worker time: "
                       + "not measured (--peers with $FIZZ_BOX2D, and 30000 in --sizes)")
        }
        if let o = f.overlap10k {
            out.append("  overlap at 10,000 bubbles at most \(format(overlap * 100, 0)) % of the radius: "
                       + "\(format(o * 100, 2)) % (\(met(o <= overlap)))")
        } else {
            out.append("  overlap at 10,000 bubbles at most \(format(overlap * 100, 0)) % of the radius: not measured (no 10000)")
        }
        let timed = f.paired.filter { !$0.bySize.isEmpty }
        if timed.isEmpty {
            out.append("  wasm within \(format(paired, 1))× of native, paired: not measured (no paired wasm runs)")
        } else {
            out.append("  wasm within \(format(paired, 1))× of native at every size, paired, fizz-simd.wasm: " + timed.map { r in
                let worst = r.bySize.max { $0.ratio < $1.ratio }!
                return "\(r.runtime) \(format(worst.ratio, 3))× at worst (\(worst.n)) (\(met(worst.ratio <= paired)))"
            }.joined(separator: ", "))
        }
        if let s = f.settledShare {
            out.append("  a settled world under \(format(settled * 100, 0)) % of a moving step: "
                       + "\(format(s * 100, 2)) % (\(met(s < settled)))")
        } else {
            out.append("  a settled world under \(format(settled * 100, 0)) % of a moving step: not measured (no 1000)")
        }
        return out
    }

    /// `v` with `digits` decimals.
    static func format(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
}
