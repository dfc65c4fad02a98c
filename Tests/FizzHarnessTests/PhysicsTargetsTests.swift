//===--- PhysicsTargetsTests.swift ---------------------------------------===//
// Issue 26's verdicts: each target's line says met exactly when its figure is within the limit.
//===---------------------------------------------------------------------===//

import FizzHarness
import Testing

@Suite struct PhysicsTargetsVerdicts {
    /// The figures of a run that measured everything, each set by the caller.
    func figures(native: Double = 23.5, threaded: Double = 12.9, wasm: Double = 27.6, box2d: Double = 0.16,
                 overlap: Double = 0.0432, paired: [Double] = [1.19, 1.44], settled: Double = 0.0016) -> PhysicsTargets.Figures {
        var f = PhysicsTargets.Figures()
        f.native100k = native
        f.threaded100k = [(2, threaded)]
        f.wasm100k = [("node", wasm)]
        f.box2dRatio30k = box2d
        f.overlap10k = overlap
        f.paired = [("node", zip([1000, 100000], paired).map { (n: $0, ratio: $1) })]
        f.settledShare = settled
        return f
    }

    func line(_ lines: [String], _ prefix: String) -> String {
        lines.first { $0.hasPrefix("  " + prefix) } ?? "missing: \(prefix)"
    }

    @Test("each line is met on its side of the limit and not met on the other")
    func eachLimit() {
        let under = PhysicsTargets.verdicts(figures(native: 16.6, threaded: 16.8, wasm: 19.9, box2d: 0.12, overlap: 0.05,
                                                    paired: [1.2, 1.1], settled: 0.0099))
        let over = PhysicsTargets.verdicts(figures(native: 16.7, threaded: 16.6, wasm: 20.0, box2d: 0.121, overlap: 0.0501,
                                                   paired: [1.1, 1.201], settled: 0.01))
        #expect(line(under, "100,000 bubbles natively") .hasSuffix("16.60 ms on 1 thread (met), 16.80 ms on 2 threads (not met)"))
        #expect(line(over, "100,000 bubbles natively").hasSuffix("16.70 ms on 1 thread (not met), 16.60 ms on 2 threads (met)"))
        #expect(line(under, "100,000 bubbles in wasm").hasSuffix("node 19.90 ms (met)"))
        #expect(line(over, "100,000 bubbles in wasm").hasSuffix("node 20.00 ms (not met)"))
        #expect(line(under, "30,000 bubbles").hasSuffix("0.120 (met)"))
        #expect(line(over, "30,000 bubbles").hasSuffix("0.121 (not met)"))
        #expect(line(under, "overlap").hasSuffix("5.00 % (met)"))
        #expect(line(over, "overlap").hasSuffix("5.01 % (not met)"))
        #expect(line(under, "a settled world").hasSuffix("0.99 % (met)"))
        #expect(line(over, "a settled world").hasSuffix("1.00 % (not met)"))
    }

    @Test("the paired ratio is judged at its worst size, and names it")
    func pairedWorst() {
        let v = PhysicsTargets.verdicts(figures(paired: [1.44, 1.19]))
        #expect(line(v, "wasm within").hasSuffix("node 1.440× at worst (1000) (not met)"))
        let w = PhysicsTargets.verdicts(figures(paired: [1.19, 1.2]))
        #expect(line(w, "wasm within").hasSuffix("node 1.200× at worst (100000) (met)"))
    }

    @Test("a target the run did not measure says so, and is never met")
    func unmeasured() {
        let v = PhysicsTargets.verdicts(PhysicsTargets.Figures())
        #expect(v.count == 7)
        for l in v.dropFirst() {
            #expect(l.contains("not measured"), "\(l)")
            #expect(!l.contains("(met)"), "\(l)")
        }
    }
}
