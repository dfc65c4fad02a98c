//===--- FrameRecorder.swift ---------------------------------------------===//
// Part of Fizz. Replaying a scenario and keeping what every object looked like.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Every object that produced frames in a replay, with the painter that read them, on one
/// clock: `steps[t][k]` is the sample of object `k` that frame `t` shows (nil before its first).
public struct Recording {
    /// In the order of their first frame.
    public private(set) var objects: [FrameObject] = []
    public private(set) var painters: [any Painter] = []
    public private(set) var steps: [[Int?]] = []

    public init() {}

    /// A recording of one bubble world's frames, one step each.
    public init(picker frames: [Frame]) {
        objects = [FrameObject(handle: 0, kind: "world")]
        painters = [PickerPainter(frames: frames)]
        steps = frames.indices.map { [$0] }
    }

    /// Reads `object`'s current frame with its painter (a new one for a new object) and adds
    /// a step showing it.
    mutating func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        let k: Int
        if let known = objects.firstIndex(of: object) {
            k = known
        } else {
            k = objects.count
            objects.append(object)
            painters.append(Painters.painter(for: object.kind))
            for t in steps.indices { steps[t].append(nil) }
        }
        try painters[k].record(object, from: &backend)
        var step = steps.last ?? [Int?](repeating: nil, count: objects.count)
        step[k] = painters[k].count - 1
        steps.append(step)
    }

    /// The same objects with every `every`-th step (the first, then one in `every`).
    public func sampled(every: Int) -> Recording {
        var r = self
        r.steps = stride(from: 0, to: steps.count, by: max(1, every)).map { steps[$0] }
        return r
    }
}

/// Replays a scenario and records every object that produces frames.
public enum FrameRecorder {
    /// Keeps every `every`-th frame of each object (counted per object: its first, then one
    /// in `every`), so objects stepping in turn are all drawn whatever `every` is.
    public static func record<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B, every: Int = 1
    ) throws(BackendError) -> (Trace, Recording) {
        var recording = Recording()
        var framesOf: [FrameObject: Int] = [:]
        let trace = try Replayer.run(scenario, on: &backend, observe: { (f: ReplayFrame, b: inout B) throws(BackendError) in
            let object = FrameObject(handle: f.object.bits32, kind: f.kind.description)
            let n = framesOf[object, default: 0]
            framesOf[object] = n + 1
            guard n % max(1, every) == 0 else { return }
            try recording.record(object, from: &b)
        })
        return (trace, recording)
    }
}
