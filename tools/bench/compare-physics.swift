//===--- compare-physics.swift -------------------------------------------===//
// Part of Fizz. The program tools/bench/compare-physics runs: two engines in one process, the
// benchmark scene stepped in each in turn.
//===---------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#endif
import EngineA
import EngineB

/// This thread's CPU time, s.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Arguments: bubbles, steps. Each step of the scene runs in engine A and in engine B one after
/// the other (A first on even steps, B first on odd ones); from step `timedFrom` on, the ratio
/// B/A of the two steps' thread CPU times is kept. Prints one JSON line: the median ratio and
/// its quartiles, each engine's median step (ms of thread CPU) and its final hash.
///
/// Why in one process, step by step: on a machine shared with other work, load comes and goes
/// over seconds and shifts two runs minutes apart by more than the change being measured; two
/// steps a few milliseconds apart see the same load, so their ratio keeps little of it.
let args = CommandLine.arguments
let count = args.count > 1 ? Int(args[1]) ?? 30000 : 30000
let steps = args.count > 2 ? Int(args[2]) ?? 660 : 660
let a = try EngineA.BenchmarkScene(count: count).makeWorld()
let b = try EngineB.BenchmarkScene(count: count).makeWorld()
var ratios: [Double] = [], timesA: [Double] = [], timesB: [Double] = []
for s in 0..<steps {
    var ta = 0.0, tb = 0.0
    if s % 2 == 0 {
        var t = cpuSeconds(); try a.step(EngineA.BenchmarkScene.dt); ta = cpuSeconds() - t
        t = cpuSeconds(); try b.step(EngineB.BenchmarkScene.dt); tb = cpuSeconds() - t
    } else {
        var t = cpuSeconds(); try b.step(EngineB.BenchmarkScene.dt); tb = cpuSeconds() - t
        t = cpuSeconds(); try a.step(EngineA.BenchmarkScene.dt); ta = cpuSeconds() - t
    }
    if s >= EngineA.BenchmarkScene.timedFrom && ta > 0 { ratios.append(tb / ta); timesA.append(ta); timesB.append(tb) }
}
ratios.sort(); timesA.sort(); timesB.sort()
let m = ratios.count / 2
let (ratio, q1, q3) = ratios.isEmpty ? (0.0, 0.0, 0.0) : (ratios[m], ratios[m / 2], ratios[m + m / 2])
let msA = timesA.isEmpty ? 0 : timesA[m] * 1000, msB = timesB.isEmpty ? 0 : timesB[m] * 1000
print("{\"count\": \(count), \"steps\": \(steps), \"ratio\": \(ratio), \"q1\": \(q1), \"q3\": \(q3), "
      + "\"msA\": \(msA), \"msB\": \(msB), \"hashA\": \"\(String(a.stateHash, radix: 16))\", "
      + "\"hashB\": \"\(String(b.stateHash, radix: 16))\"}")
