//===--- RenderCommand.swift ---------------------------------------------===//
// Part of Fizz. `fizz render FILE`: any scenario, every object that produced frames, drawn.
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
        let (trace, recording) = try FrameRecorder.record(scenario, on: &backend, every: every)
        if recording.steps.isEmpty { throw Options.Problem(description: "\(file) produces no frame: nothing to draw") }
        try FileAccess.write(SVGRenderer.still(recording, title: base), to: still)
        try FileAccess.write(SVGRenderer.animated(recording, framesPerSecond: 60 / Double(every), title: base), to: anim)
        print("\(trace.frames.count) frames of \(RenderCommand.describe(recording)); wrote \(still) and \(anim)")
    }

    /// "1 world", "2 worlds and 1 strip": what a picture holds, in order of first frame.
    static func describe(_ recording: Recording) -> String {
        var kinds: [String] = [], counts: [String: Int] = [:]
        for o in recording.objects {
            if counts[o.kind] == nil { kinds.append(o.kind) }
            counts[o.kind, default: 0] += 1
        }
        let parts = kinds.map { k in "\(counts[k]!) \(k)\(counts[k]! == 1 ? "" : "s")" }
        return parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// `dir/x.svg` → `dir/x.animated.svg`: the animation goes beside the still it belongs to.
    static func animatedPath(beside still: String) -> String {
        still.hasSuffix(".svg") ? String(still.dropLast(4)) + ".animated.svg" : still + ".animated.svg"
    }
}
