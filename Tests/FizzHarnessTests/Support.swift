//===--- Support.swift ---------------------------------------------------===//
// Shared by the harness tests: the repository, its scenarios and backends.
//===---------------------------------------------------------------------===//

import Foundation
import FizzHarness
import FizzWasmKit
import FizzScenario
import Testing

enum Fixture {
    static let repository: Repository = {
        guard let r = Repository.find(from: URL(fileURLWithPath: #filePath)) else {
            fatalError("the tests must run inside the Fizz repository")
        }
        return r
    }()

    static var scenarioNames: [String] { (try? repository.scenarioNames()) ?? [] }

    /// The scenarios whose wasm run this build checks: all of them in an optimised build;
    /// in a debug build the ones the -Onone interpreter runs in seconds (a -Onone WasmKit is
    /// about 100× slower; `tools/test` runs the full set in its release stage).
    static var wasmParityNames: [String] {
        #if DEBUG
        return ["hand-written", "invalid-calls", "picker-invalid"].filter(scenarioNames.contains)
        #else
        return scenarioNames
        #endif
    }

    static func wasmBackend() throws -> WasmBackend {
        let path = repository.wasmModule.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw BackendError("wasm/fizz.wasm is missing: run tools/build-wasm (tools/test does)")
        }
        return try WasmBackend(path: path)
    }

    static func nativeTrace(_ s: Scenario) throws -> Trace {
        try Library.exclusive {
            var b = DirectBackend()
            return try Replayer.run(s, on: &b)
        }
    }
}
