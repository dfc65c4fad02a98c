//===--- main.swift ------------------------------------------------------===//
// Part of Fizz. `fizz-demo`: the quick first run (tools/demo), built without WasmKit.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Foundation

/// Plays the default scenes (or the named scenarios of Tests/Scenarios) natively, replays the
/// same files on fizz.wasm under node (wasm/js/replay.mjs, V8), and compares every frame's hash
/// and the summary line (frame count, final hash, digest of every call result); writes the
/// pictures of `fizz demo` to out/demo/ and prints how long it took, in seconds.
///
/// Why a second program: `fizz demo` runs fizz.wasm inside WasmKit, whose release build takes
/// minutes on a fresh machine; this one links only the engine, the C API, the scenario player
/// and the painters, so a first run compiles no WasmKit. Full WasmKit parity of every
/// scenario stays in tools/test ("release parity").
let usage = """
    usage: fizz-demo [SCENE…] [--out DIR] [--wasm PATH] [--node PATH] [--perturb-wasm FRAME]
      plays the default scenes (every Tests/Scenarios file with a `# demo:` line), or the named
      ones, natively and on fizz.wasm under node; exit 1 when any frame differs, 2 on bad input
      --out DIR     where the pictures go (default out/demo)
      --wasm PATH   the module (default wasm/fizz.wasm; build it with tools/build-wasm)
      --node PATH   the node executable (default: node on PATH)
      --perturb-wasm FRAME
                    a check of the checker: flips the lowest bit of fizz.wasm's hash of frame
                    FRAME (1, 2, …) of every scene before comparing, so the run must report a
                    mismatch there and exit 1 (tools/test_demo_run.py); the engine is untouched
    """

struct Problem: Error, CustomStringConvertible { let description: String }

/// One scenario's replay under node: its `frame N HEX` hashes and its `summary` line.
struct NodeTrace { var frames: [UInt64] = []; var summary = "" }

/// Replays `files` in one node process and splits its output per file (each file's block ends
/// with its `summary` line); a file node could not replay has no block, so the count is checked.
func replayUnderNode(_ files: [String], node: String, repo: Repository, wasm: String) throws -> [NodeTrace] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [node, repo.root.appendingPathComponent("wasm/js/replay.mjs").path, "--wasm", wasm] + files
    let pipe = Pipe()
    p.standardOutput = pipe
    do { try p.run() } catch { throw Problem(description: "could not start \(node): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    var traces: [NodeTrace] = []
    var current = NodeTrace()
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let words = line.split(separator: " ")
        if words.count == 3, words[0] == "frame", let h = UInt64(words[2], radix: 16) {
            current.frames.append(h)
        } else if line.hasPrefix("summary ") {
            current.summary = String(line.dropFirst("summary ".count))
            traces.append(current)
            current = NodeTrace()
        }
    }
    guard p.terminationStatus == 0, traces.count == files.count else {
        throw Problem(description: "node replayed \(traces.count) of \(files.count) scenarios (exit \(p.terminationStatus)); see its message above")
    }
    return traces
}

func run() throws -> Bool {
    let started = Date()
    var args = Array(CommandLine.arguments.dropFirst())
    if args.contains("--help") || args.contains("-h") { print(usage); return true }
    var values: [String: String] = [:]
    var names: [String] = []
    while !args.isEmpty {
        let a = args.removeFirst()
        if ["--out", "--wasm", "--node", "--perturb-wasm"].contains(a) {
            guard !args.isEmpty else { throw Problem(description: "\(a) needs a value\n\(usage)") }
            values[a] = args.removeFirst()
        } else if a.hasPrefix("-") {
            throw Problem(description: "unknown option \(a)\n\(usage)")
        } else {
            names.append(a)
        }
    }
    guard let repo = Repository.current() else {
        throw Problem(description: "fizz-demo runs inside the Fizz repository (it plays Tests/Scenarios)")
    }
    var perturbed: Int? = nil
    if let v = values["--perturb-wasm"] {
        guard let frame = Int(v), frame >= 1 else {
            throw Problem(description: "--perturb-wasm takes a frame number (1, 2, …), not \(v)\n\(usage)")
        }
        perturbed = frame
    }
    // Every named scene exists before anything is built or written: a typo says which scenes there are.
    let known = try repo.scenarioNames()
    if let unknown = names.first(where: { !known.contains($0) }) {
        throw Problem(description: "no scene \(unknown) in Tests/Scenarios (the default scenes: \(try DemoScenes.names(in: repo).joined(separator: ", ")); any of its \(known.count) .fizz files may be named)")
    }
    let out = URL(fileURLWithPath: values["--out"] ?? "out/demo", isDirectory: true)
    try FileAccess.makeFolder(out.path)
    let wasm = values["--wasm"] ?? repo.wasmModule.path
    guard FileManager.default.fileExists(atPath: wasm) else {
        throw Problem(description: "no module at \(wasm): build it with tools/build-wasm")
    }
    if names.isEmpty { names = try DemoScenes.names(in: repo) }
    let scenarios = try names.map { try repo.loadScenario(named: $0) }
    let files = names.map { repo.scenarios.appendingPathComponent($0 + ".fizz").path }
    var wasmTraces = try replayUnderNode(files, node: values["--node"] ?? "node", repo: repo, wasm: wasm)
    if let frame = perturbed {
        for i in wasmTraces.indices where frame <= wasmTraces[i].frames.count {
            wasmTraces[i].frames[frame - 1] ^= 1
        }
    }
    let goldens = try repo.goldens()
    var allMatched = true
    for (i, name) in names.enumerated() {
        print("▶ \(name)")
        var native = DirectBackend()
        let (nt, recording) = try FrameRecorder.record(scenarios[i], on: &native)
        let wt = wasmTraces[i]
        if let k = (0..<min(nt.frames.count, wt.frames.count)).first(where: { nt.frames[$0] != wt.frames[$0] }) {
            allMatched = false
            print("  MISMATCH at frame \(k + 1): native \(hex(nt.frames[k])), wasm \(hex(wt.frames[k]))")
        } else if nt.summaryString != wt.summary {
            allMatched = false
            print("  MISMATCH: native \(nt.summaryString), wasm \(wt.summary)")
        } else {
            print("  every frame matched (native, and fizz.wasm in node): \(nt.frames.count) frames, final hash \(hex(nt.finalHash))")
        }
        print(nt.summaryString == goldens[name] ? "  matches the committed golden" : "  differs from the committed golden (\(goldens[name] ?? "none"))")
        let pictures = try DemoScenes.writePictures(recording, name: name, to: out)
        if !pictures.isEmpty { print("  pictures: \(pictures.joined(separator: ", "))") }
    }
    print(allMatched ? "native and wasm agree on every frame of every scene." : "native and wasm DISAGREE.")
    print(String(format: "fizz-demo played %d scenes in %.1f s (open out/demo/*.animated.svg in a browser)", names.count, Date().timeIntervalSince(started)))
    return allMatched
}

/// 16 lower-case hex digits, as `fizz replay` and replay.mjs print a hash.
func hex(_ v: UInt64) -> String { String(decoding: Text.hex(v), as: UTF8.self) }

do {
    exit(try run() ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("fizz-demo: \(error)\n".utf8))
    exit(2)
}
