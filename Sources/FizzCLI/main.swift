//===--- main.swift ------------------------------------------------------===//
// Part of Fizz. The `fizz` command: demo, replay, render, bench.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import FizzScenario
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: fizz demo [SCENE…] [--out DIR]           the default scenes (or Tests/Scenarios/SCENE.fizz),
                                                    native vs wasm, pictures
           fizz replay FILE… [--backend native|wasm] [--quiet]
                                                    replay scenarios, print their frame hashes
           fizz render FILE [--out FILE.svg] [--animate FILE.svg] [--every N]
                                                    replay natively, draw every object's frames (every Nth)
           fizz bench [--sizes 100,1000,10000,100000] [--runs 3] [--threads 1,2] [--peers] [--no-wasm] [--json] [--quick]
                                                    the benchmark scene: native, wasm, peers
           fizz bench --motion [--no-wasm]          one gesture mapped onto 10,000 targets a frame
           fizz bench --animator [--runs 3]          10,000 springs per frame: native, wasm in node and wasmtime
           fizz bench layout [--sizes 1000,10000,100000] [--runs 3] [--no-wasm] [--no-peers] [--json] [--quick]
                                                    the brick layout: native, wasm, Yoga and Taffy
           fizz bench carousel [--runs 3] [--frames 660] [--no-wasm] [--json]
                                                    a carousel frame of 10 and 1,000,000 items: native, wasm in node
           fizz bench budgets                       the worst call within each work budget (world, popups)
           fizz fuzz [--seconds 60] [--seed S] [--save] [--replay FILE...]
                                                    the differential fuzzer (tools/fuzz --help)
           fizz --version                           the engine's version (fizz_version)
    """

/// `major.minor.patch` from `fizz_version()` (major << 16 | minor << 8 | patch).
func versionString() -> String {
    let v = fizz_version()
    return "\(v >> 16).\((v >> 8) & 0xFF).\(v & 0xFF)"
}

/// One line for a person. Fizz's own errors describe themselves; Foundation's would print as a
/// dump of their fields (`Error Domain=NSCocoaErrorDomain Code=260 …`), so they are reduced
/// to the operating system's reason.
func describe(_ error: any Error) -> String {
    switch error {
    case let e as BackendError: return e.message
    case let e as FileProblem: return e.description
    case let e as ScenarioFile.LoadError: return e.description
    case let e as Options.Problem: return e.description
    case let e as NSError where e.domain == NSCocoaErrorDomain || e.domain == NSPOSIXErrorDomain:
        return FileAccess.reason(e)
    default: return "\(error)"
    }
}

/// The usage lines of one subcommand: each entry of `usage` whose command is `command`.
func usage(of command: String) -> String {
    var entries: [[Substring]] = []
    for line in usage.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(separator: " ")
        if words.first == "usage:" || words.first == "fizz" {
            entries.append([line])
        } else if !entries.isEmpty {
            entries[entries.count - 1].append(line)
        }
    }
    let mine = entries.filter { e in
        let words = e[0].split(separator: " ").filter { $0 != "usage:" }
        return words.count > 1 && words[1] == command
    }
    return "usage:\n" + mine.map { $0.joined(separator: "\n") }.joined(separator: "\n")
}

let commands = ["demo", "replay", "render", "bench", "fuzz"]
// Every subcommand answers --help (-h) with its own usage, before any option is parsed.
if let command = arguments.first, commands.contains(command),
   arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(usage(of: command))
    exit(0)
}

do {
    switch arguments.first {
    case "replay": try ReplayCommand.run(Array(arguments.dropFirst()))
    case "bench": try BenchCommand.run(Array(arguments.dropFirst()))
    case "demo": try DemoCommand.run(Array(arguments.dropFirst()))
    case "render": try RenderCommand.run(Array(arguments.dropFirst()))
    case "fuzz": try FuzzCommand.run(Array(arguments.dropFirst()))
    case "--version", "version": print("fizz \(versionString())")
    case "-h", "--help", "help": print(usage)
    case let other?:
        FileHandle.standardError.write(Data("fizz: unknown command '\(other)' (commands: demo, replay, render, bench, fuzz; see fizz --help)\n".utf8))
        exit(2)
    case nil:
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("fizz: \(describe(error))\n".utf8))
    exit(1)
}
