//===--- RenderCommand.swift ---------------------------------------------===//
// Part of Fizz. `fizz render FILE`: any scenario, drawn.
//===---------------------------------------------------------------------===//

import FizzHarness
import FizzScenario
import Foundation

enum RenderCommand {
    static func run(_ args: [String]) throws {
        let o = try Options(args, valued: ["out", "animate", "every"])
        guard let file = o.positional.first else { throw Options.Problem(description: "render needs a scenario file") }
        let scenario = try ScenarioFile.load(URL(fileURLWithPath: file))
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var backend = DirectBackend()
        let every = Int(o.values["every"] ?? "2") ?? 2
        let (trace, frames) = try FrameRecorder.record(scenario, on: &backend, every: every)
        guard let last = frames.last else { throw Options.Problem(description: "the scenario never steps a world: nothing to draw") }
        let still = o.values["out"] ?? "\(base).svg"
        try SVGRenderer.still(last, title: base).write(toFile: still, atomically: true, encoding: .utf8)
        let anim = o.values["animate"] ?? "\(base).animated.svg"
        try SVGRenderer.animated(frames, framesPerSecond: 60 / Double(max(1, every)), title: base).write(toFile: anim, atomically: true, encoding: .utf8)
        print("\(trace.frames.count) frames; wrote \(still) and \(anim)")
    }
}
