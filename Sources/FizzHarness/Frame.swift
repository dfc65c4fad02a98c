//===--- Frame.swift -----------------------------------------------------===//
// Part of Fizz. What a host draws after a step, read back through any backend.
//===---------------------------------------------------------------------===//

import FizzScenario

/// One drawable frame, read through the C API exactly as a host would read it: the picker's
/// render rows (view-space centre, drawn radius, scale, opacity), its flags and the handles.
public struct Frame: Sendable {
    public struct Bubble: Sendable {
        public var id: UInt32
        public var x: Double, y: Double, radius: Double
        public var scale: Double, opacity: Double
        public var selected: Bool, dragged: Bool
    }
    public var width: Double, height: Double
    /// The attraction point in view points.
    public var anchorX: Double, anchorY: Double
    public var bubbles: [Bubble]

    /// Reads the current frame of `world` through `backend`.
    public static func read<B: ScenarioBackend>(_ world: ABIValue, from backend: inout B) throws(BackendError) -> Frame {
        let n = Int(Int32(bitPattern: try backend.call(.worldCount, [world]).bits32))
        let w = try backend.call(.worldGetWidth, [world]).double
        let h = try backend.call(.worldGetHeight, [world]).double
        let ax = try backend.call(.worldGetAnchorX, [world]).double * w - (try backend.call(.pickerGetContentOffsetX, [world]).double)
        let ay = try backend.call(.worldGetAnchorY, [world]).double * h - (try backend.call(.pickerGetContentOffsetY, [world]).double)
        var frame = Frame(width: w, height: h, anchorX: ax, anchorY: ay, bubbles: [])
        if n <= 0 { return frame }
        let ids = try backend.readWords(at: try backend.call(.worldIds, [world]).bits64, count: n)
        let flags = try backend.readWords(at: try backend.call(.pickerFlags, [world]).bits64, count: n)
        let rows = try backend.readDoubles(at: try backend.call(.pickerRender, [world]).bits64, count: 5 * n)
        for i in 0..<n {
            frame.bubbles.append(Bubble(
                id: ids[i], x: rows[5 * i], y: rows[5 * i + 1], radius: rows[5 * i + 2],
                scale: rows[5 * i + 3], opacity: rows[5 * i + 4],
                selected: flags[i] & 1 != 0, dragged: flags[i] & 2 != 0))
        }
        return frame
    }
}

/// Replays a scenario and keeps every `every`-th frame of its first world that made one.
public enum FrameRecorder {
    public static func record<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B, every: Int = 1
    ) throws(BackendError) -> (Trace, [Frame]) {
        var frames: [Frame] = []
        var first: ABIValue? = nil
        let trace = try Replayer.run(scenario, on: &backend, observe: { (f: ReplayFrame, b: inout B) throws(BackendError) in
            guard f.isKind("world") else { return }
            if first == nil { first = f.object }
            guard f.object == first, f.index % max(1, every) == 0 else { return }
            frames.append(try Frame.read(f.object, from: &b))
        })
        return (trace, frames)
    }
}
