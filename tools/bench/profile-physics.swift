//===--- profile-physics.swift -------------------------------------------===//
// Part of Fizz. The program tools/bench/profile-physics runs under perf: the benchmark scene,
// stepped, compiled in one module with the engine (so its phases keep their inline names).
//===---------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#endif

/// Arguments: bubbles, steps. Prints the final hash, so the "before" and "after" engines can be
/// seen to do the same work, and the median step's thread CPU time in ms (CPU time, not wall:
/// on a VM shared with other builds it is the figure that compares two engines run minutes apart).
@main enum ProfilePhysics {
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func main() throws {
        let args = CommandLine.arguments
        let count = args.count > 1 ? Int(args[1]) ?? 30000 : 30000
        let steps = args.count > 2 ? Int(args[2]) ?? 300 : 300
        let scene = BenchmarkScene(count: count)
        let world = try scene.makeWorld()
        var times: [Double] = []
        for _ in 0..<steps {
            let t0 = cpuSeconds()
            try world.step(BenchmarkScene.dt)
            times.append(cpuSeconds() - t0)
        }
        times.sort()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        print("hash \(String(world.stateHash, radix: 16)) median-cpu-ms \(median * 1000)")
    }
}
