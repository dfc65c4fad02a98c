//===--- profile-physics.swift -------------------------------------------===//
// Part of Fizz. The program tools/bench/profile-physics runs under perf: the benchmark scene,
// stepped, compiled in one module with the engine (so its phases keep their inline names).
//===---------------------------------------------------------------------===//

/// Arguments: bubbles, steps. Prints the final hash, so the "before" and "after" engines can be
/// seen to do the same work.
@main enum ProfilePhysics {
    static func main() throws {
        let args = CommandLine.arguments
        let count = args.count > 1 ? Int(args[1]) ?? 30000 : 30000
        let steps = args.count > 2 ? Int(args[2]) ?? 200 : 200
        let scene = BenchmarkScene(count: count)
        let world = try scene.makeWorld()
        for _ in 0..<steps { try world.step(BenchmarkScene.dt) }
        print(String(world.stateHash, radix: 16))
    }
}
