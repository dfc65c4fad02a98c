//===--- main.swift ------------------------------------------------------===//
// Part of Fizz. The `fizz` command: demo, replay, render, bench.
//===---------------------------------------------------------------------===//

import FizzHarness
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: fizz demo [--out DIR]                    the default scene, native vs wasm, pictures
           fizz replay FILE [--backend native|wasm] [--quiet]
                                                    replay a scenario, print its frame hashes
           fizz render FILE [--out FILE.svg] [--animate FILE.svg]
                                                    replay natively and draw the frames
           fizz bench [--sizes 100,1000,10000,100000] [--runs 3] [--peers] [--no-wasm] [--json] [--quick]
                                                    the benchmark scene: native, wasm, peers
           fizz fuzz [--seconds 60] [--seed S] [--save] [--replay FILE...]
                                                    the differential fuzzer (tools/fuzz --help)
    """

do {
    switch arguments.first {
    case "replay": try ReplayCommand.run(Array(arguments.dropFirst()))
    case "bench": try BenchCommand.run(Array(arguments.dropFirst()))
    case "demo": try DemoCommand.run(Array(arguments.dropFirst()))
    case "render": try RenderCommand.run(Array(arguments.dropFirst()))
    case "fuzz": try FuzzCommand.run(Array(arguments.dropFirst()))
    case "-h", "--help", "help": print(usage)
    default:
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("fizz: \(error)\n".utf8))
    exit(1)
}
