//===--- DemoCommand.swift -----------------------------------------------===//
// Part of Fizz. `fizz demo`: the default scenes on both builds, compared, and drawn.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import FizzWasmKit
import Foundation

/// Plays the built-in scenes — 40 bubbles settling around the anchor, then a picker session
/// (bubbles fly in, taps select, a drag and fling, a pan, a removal, cycling), a strip flung
/// and snapped (a component without a clock), the seed's Dock row under a dragging finger
/// (motion), springs, glides, a bounce and a rubber-banded drag side by side (animator), and
/// popups at every edge of their boundary — natively and in
/// fizz.wasm under WasmKit, says whether every frame matched bit for bit, and writes pictures
/// of every object that produced frames: `<scene>.svg` (the last frame) and
/// `<scene>.animated.svg` (the whole run; open it in a browser). Any scenario of
/// Tests/Scenarios can be named instead of the default scenes. `fizz-demo` (tools/demo) is
/// the quick first run: the same scenes against fizz.wasm under node, built without WasmKit.
enum DemoCommand {
    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["out", "wasm"])
        guard let repo = Repository.current() else {
            throw Options.Problem(description: "fizz demo runs inside the Fizz repository (it plays Tests/Scenarios)")
        }
        let out = URL(fileURLWithPath: o.values["out"] ?? "out/demo", isDirectory: true)
        try FileAccess.makeFolder(out.path)
        let wasmPath = o.values["wasm"] ?? repo.wasmModule.path
        var allMatched = true
        for name in o.positional.isEmpty ? try DemoScenes.names(in: repo) : o.positional {
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
            let pictures = try DemoScenes.writePictures(recording, name: name, to: out)
            if !pictures.isEmpty { print("  pictures: \(pictures.joined(separator: ", "))") }
        }
        print(allMatched ? "native and wasm agree on every frame of every scene." : "native and wasm DISAGREE.")
        if !allMatched { exit(1) }
    }

    static func progress(_ s: String) { print(s) }
}
