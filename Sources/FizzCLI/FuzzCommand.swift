//===--- FuzzCommand.swift -----------------------------------------------===//
// Part of Fizz. `fizz fuzz`: the differential fuzzer of the C API, tools/fuzz.
//===---------------------------------------------------------------------===//

import FizzHarness
import Foundation

/// Runs `tools/fuzz` with the arguments given (`--seconds N`, `--seed S`, `--save`, …).
///
/// The fuzzer is a Python program because it drives fizz.wasm through wasmtime, whose fuel
/// makes a hang a deterministic trap, and the native library in a forked worker, so that a
/// native crash is a finding instead of the end of the fuzzer. This command only finds it and
/// hands it the native library built beside this executable (the same build), unless
/// `--native` says otherwise.
enum FuzzCommand {
    static func run(_ args: [String]) throws {
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "run fizz fuzz inside the repository (it needs tools/fuzz)")
        }
        var forwarded = args
        let library = URL(fileURLWithPath: BenchCommand.selfExecutable()).deletingLastPathComponent()
            .appendingPathComponent("libFizzExports.so").path
        if !args.contains("--native") && FileManager.default.fileExists(atPath: library) {
            forwarded += ["--native", library]
        }
        let p = Process()
        p.executableURL = repo.root.appendingPathComponent("tools/fuzz")
        p.arguments = forwarded
        try p.run()
        p.waitUntilExit()
        if p.terminationStatus != 0 { exit(p.terminationStatus) }
    }
}
