//===--- RenderCommand.swift ---------------------------------------------===//
// Part of Fizz. `fizz render FILE`: any scenario, drawn.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Foundation

enum RenderCommand {
    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["out", "animate", "every"])
        guard o.positional.count == 1, let file = o.positional.first else {
            throw Options.Problem(description: o.positional.isEmpty
                ? "render needs a scenario file" : "render draws one scenario file, got \(o.positional.count)")
        }
        let every = try o.integer("every", default: 2, in: 1...600)
        let scenario = try ScenarioFile.load(path: file)
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let still = o.values["out"] ?? "\(base).svg"
        let anim = o.values["animate"] ?? animatedPath(beside: still)
        var backend = DirectBackend()
        let (trace, frames) = try FrameRecorder.record(scenario, on: &backend, every: every)
        guard let last = frames.last else { throw Options.Problem(description: "\(file) never steps a world: nothing to draw") }
        try FileAccess.write(SVGRenderer.still(last, title: base), to: still)
        try FileAccess.write(SVGRenderer.animated(frames, framesPerSecond: 60 / Double(every), title: base), to: anim)
        print("\(trace.frames.count) frames; wrote \(still) and \(anim)")
    }

    /// `dir/x.svg` → `dir/x.animated.svg`: the animation goes beside the still it belongs to.
    static func animatedPath(beside still: String) -> String {
        still.hasSuffix(".svg") ? String(still.dropLast(4)) + ".animated.svg" : still + ".animated.svg"
    }
}
