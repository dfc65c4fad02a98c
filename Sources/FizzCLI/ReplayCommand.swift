//===--- ReplayCommand.swift ---------------------------------------------===//
// Part of Fizz. `fizz replay FILE`: a scenario's frame hashes, from either build.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import FizzWasmKit
import Foundation

enum ReplayCommand {
    /// Replays each file in turn, like `node wasm/js/replay.mjs` and `python -m fizz replay`:
    /// their outputs follow one another; a file that fails is reported on stderr and the rest
    /// still run, and the command then exits non-zero.
    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["backend", "wasm"], switches: ["quiet"])
        guard !o.positional.isEmpty else { throw Options.Problem(description: "replay needs a scenario file") }
        let backend = o.values["backend"] ?? "native"
        guard backend == "native" || backend == "wasm" else {
            throw Options.Problem(description: "--backend is native or wasm, not \(backend)")
        }
        let wasm = backend == "wasm" ? try o.values["wasm"] ?? wasmPath() : nil
        var failures: [String] = []
        for file in o.positional {
            do { try replay(file, wasm: wasm, quiet: o.flags.contains("quiet")) } catch {
                if o.positional.count == 1 { throw error }
                report(error)
                failures.append(file)
            }
        }
        if !failures.isEmpty {
            throw Options.Problem(description: "\(failures.count) of \(o.positional.count) scenarios failed: \(failures.joined(separator: ", "))")
        }
    }

    /// Prints `frame N HEX` per frame (unless quiet) and the summary; `wasm` is the module's
    /// path, or nil for the native engine.
    static func replay(_ file: String, wasm: String?, quiet: Bool) throws {
        let scenario = try ScenarioFile.load(path: file)
        let printFrame: (Int, UInt64) -> Void = quiet ? { _, _ in } : { i, h in print("frame \(i + 1) \(hex(h))") }
        let trace: Trace
        if let wasm {
            var b = try WasmBackend(path: wasm)
            trace = try Replayer.run(scenario, on: &b, onFrame: printFrame)
        } else {
            var b = DirectBackend()
            trace = try Replayer.run(scenario, on: &b, onFrame: printFrame)
        }
        print("summary \(trace.summaryString)")
    }

    static func report(_ error: any Error) {
        FileHandle.standardError.write(Data("fizz: \(describe(error))\n".utf8))
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
