//===--- DemoScenes.swift ------------------------------------------------===//
// Part of Fizz. What both demos share: which scenes they play, and the pictures they write.
//===---------------------------------------------------------------------===//

import FizzScenario
import Foundation

/// The default scenes and their pictures, for `fizz demo` (native against fizz.wasm in WasmKit)
/// and `fizz-demo` (native against fizz.wasm under node, built without WasmKit for a quick
/// first run), so the two demos play and draw the same things.
public enum DemoScenes {
    /// The default scenes: every scenario whose text has a `# demo:` line, by name. Each kind
    /// with a class has at least one (tools/test_demo_scenes.py; tools/new-component marks the
    /// scaffolded kind's), so a new component is in the demo without a list to edit.
    public static func names(in repo: Repository) throws -> [String] {
        try repo.scenarioNames().filter { name in
            let text = try String(contentsOf: repo.scenarios.appendingPathComponent(name + ".fizz"), encoding: .utf8)
            return text.split(separator: "\n").contains { $0.hasPrefix("# demo:") }
        }
    }

    /// Writes `<name>.svg` (the last frame) and `<name>.animated.svg` (every second frame at
    /// 30 frames per second) into `folder`; returns their paths, or none when the scene drew
    /// nothing (a scenario of bare calls).
    public static func writePictures(_ recording: Recording, name: String, to folder: URL) throws -> [String] {
        guard !recording.steps.isEmpty else { return [] }
        let still = folder.appendingPathComponent("\(name).svg")
        try FileAccess.write(SVGRenderer.still(recording, title: "Fizz — \(name), last frame"), to: still.path)
        let anim = folder.appendingPathComponent("\(name).animated.svg")
        try FileAccess.write(SVGRenderer.animated(recording.sampled(every: 2), framesPerSecond: 30, title: "Fizz — \(name)"), to: anim.path)
        return [still.path, anim.path]
    }
}
