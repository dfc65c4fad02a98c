//===--- MotionTrace.swift -----------------------------------------------===//
// Part of Fizz. Replaying a recorded trace into a motion as a host at a frame rate would.
//===---------------------------------------------------------------------===//

@testable import Fizz

/// Replays `trace` (time s, x pt; y fixed) into `m` as a host at `rate` Hz does for `frames`
/// frames: each frame hands over the events stamped up to its end (the first a down, the last
/// an up, the rest moves), then steps 1/rate s and calls `frame` with the frame's number.
func replayTrace(_ trace: [(Double, Double)], into m: Motion, rate: Double, frames: Int, y: Double = 50,
            frame: (Int) throws -> Void = { _ in }) throws {
    var next = 0
    for f in 1...frames {
        let now = Double(f) / rate
        while next < trace.count && trace[next].0 <= now {
            let (t, x) = trace[next]
            if next == 0 { try m.pointerDown(1, at: Vec2(x, y), time: t) }
            else if next == trace.count - 1 { try m.pointerUp(1, at: Vec2(x, y), time: t) }
            else { try m.pointerMove(1, to: Vec2(x, y), time: t) }
            next += 1
        }
        try m.step(1 / rate)
        try frame(f)
    }
}
