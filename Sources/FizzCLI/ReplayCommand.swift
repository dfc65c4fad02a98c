//===--- ReplayCommand.swift ---------------------------------------------===//
// Part of Fizz. `fizz replay FILE`: a scenario's frame hashes, from either build.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Foundation

enum ReplayCommand {
    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["backend", "wasm"], switches: ["quiet"])
        guard let file = o.positional.first else { throw Options.Problem(description: "replay needs a scenario file") }
        let scenario = try ScenarioFile.load(URL(fileURLWithPath: file))
        let backend = o.values["backend"] ?? "native"
        let trace: Trace
        let printFrame: (Int, UInt64) -> Void = o.flags.contains("quiet") ? { _, _ in } : { i, h in
            print("frame \(i + 1) \(hex(h))")
        }
        switch backend {
        case "native":
            var b = DirectBackend()
            trace = try Replayer.run(scenario, on: &b, onFrame: printFrame)
        case "wasm":
            let path = try o.values["wasm"] ?? wasmPath()
            var b = try WasmBackend(path: path)
            trace = try Replayer.run(scenario, on: &b, onFrame: printFrame)
        default:
            throw Options.Problem(description: "--backend is native or wasm, not \(backend)")
        }
        print("summary \(trace.summaryString)")
    }

    static func wasmPath() throws -> String {
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "cannot find wasm/fizz.wasm: run inside the repository or pass --wasm PATH")
        }
        return repo.wasmModule.path
    }
}

func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}
