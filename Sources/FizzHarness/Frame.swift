//===--- Frame.swift -----------------------------------------------------===//
// Part of Fizz. What a host draws of a picker after a step, read back through any backend.
//===---------------------------------------------------------------------===//

import FizzScenario

/// One drawable frame of a bubble world with its picker (what `PickerPainter` draws), read through the C API exactly as a host would read it: the picker's
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
