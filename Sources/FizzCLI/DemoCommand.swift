//===--- DemoCommand.swift -----------------------------------------------===//
// Part of Fizz. `fizz demo`: the default scenes on both builds, compared, and drawn.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Foundation

/// Plays the built-in scenes — 40 bubbles settling around the anchor, then a picker session
/// (bubbles fly in, taps select, a drag and fling, a pan, a removal, cycling), a strip flung
/// and snapped (a component without a clock), the seed's Dock row under a dragging finger
/// (motion), springs, glides, a bounce and a rubber-banded drag side by side (animator), and
/// popups at every edge of their boundary — natively and in
/// fizz.wasm under WasmKit, says whether every frame matched bit for bit, and writes pictures
/// of every object that produced frames: `<scene>.svg` (the last frame) and
/// `<scene>.animated.svg` (the whole run; open it in a browser). Any scenario of
/// Tests/Scenarios can be named instead of the default scenes.
enum DemoCommand {
    /// The default scenes: every scenario whose text has a `# demo:` line, by name. Each kind
    /// with a class has at least one (tools/test_demo_scenes.py; tools/new-component marks the
    /// scaffolded kind's), so a new component is in the demo without a list to edit.
    static func scenes(in repo: Repository) throws -> [String] {
        try repo.scenarioNames().filter { name in
            let text = try String(contentsOf: repo.scenarios.appendingPathComponent(name + ".fizz"), encoding: .utf8)
            return text.split(separator: "\n").contains { $0.hasPrefix("# demo:") }
        }
    }

    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["out", "wasm"])
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "fizz demo runs inside the Fizz repository (it plays Tests/Scenarios)")
        }
        let out = URL(fileURLWithPath: o.values["out"] ?? "out/demo", isDirectory: true)
        try FileAccess.makeFolder(out.path)
        let wasmPath = o.values["wasm"] ?? repo.wasmModule.path
        var allMatched = true
        for name in o.positional.isEmpty ? try scenes(in: repo) : o.positional {
            let scenario = try repo.loadScenario(named: name)
            print("▶ \(name)")
            var native = DirectBackend()
            let (nt, recording) = try FrameRecorder.record(scenario, on: &native)
            progress("  native   \(nt.frames.count) frames")
            var wasm = try WasmBackend(path: wasmPath)
            let (wt, wasmRecording) = try FrameRecorder.record(scenario, on: &wasm)
            progress("  wasm     \(wt.frames.count) frames (WasmKit)")
            let verdict = Parity.compare(nt, wt)
            let drawnAlike = recording.steps.count == wasmRecording.steps.count && recording.objects == wasmRecording.objects
            let golden = try repo.goldens()[name]
            switch verdict {
            case .identical where drawnAlike:
                print("  every frame matched: \(nt.frames.count) frames, final hash \(hex(nt.finalHash)), digest \(hex(nt.digest))")
            default:
                allMatched = false
                print("  MISMATCH between native and wasm: \(verdict)")
            }
            print(nt.summaryString == golden ? "  matches the committed golden" : "  differs from the committed golden (\(golden ?? "none"))")
            if !recording.steps.isEmpty {
                let still = out.appendingPathComponent("\(name).svg")
                try FileAccess.write(SVGRenderer.still(recording, title: "Fizz — \(name), last frame"), to: still.path)
                let anim = out.appendingPathComponent("\(name).animated.svg")
                try FileAccess.write(SVGRenderer.animated(recording.sampled(every: 2), framesPerSecond: 30, title: "Fizz — \(name)"), to: anim.path)
                print("  pictures: \(still.path), \(anim.path)")
            }
        }
        print(allMatched ? "native and wasm agree on every frame of every scene." : "native and wasm DISAGREE.")
        if !allMatched { exit(1) }
    }

    static func progress(_ s: String) { print(s) }
}
