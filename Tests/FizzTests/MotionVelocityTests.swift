//===--- MotionVelocityTests.swift ---------------------------------------===//
// Part of Fizz. LSQ2 velocity on traces whose velocity is known.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A tracker fed `x(t)` (and y = 2x) at the given times.
private func tracker(_ times: [Double], _ x: (Double) -> Double) -> VelocityTracker {
    var v = VelocityTracker()
    for t in times { v.add(time: t, x: x(t), y: 2 * x(t)) }
    return v
}

/// `n` times `step` s apart from `start`.
private func times(_ start: Double, _ step: Double, _ n: Int) -> [Double] { (0..<n).map { start + Double($0) * step } }

@Suite("Motion: velocity tracker (LSQ2)")
struct MotionVelocityTests {
    @Test("x = 3 + 500t − 2000t² at 8 ms: the fit's b1 is the velocity at the newest sample, 500 − 4000·0.096 = 116 pt/s")
    func quadratic() {
        let v = tracker(times(0, 0.008, 13)) { 3 + 500 * $0 - 2000 * $0 * $0 }.velocity
        #expect(abs(v.x - 116) < 1e-9)
        #expect(abs(v.y - 232) < 1e-9)
    }

    @Test("A constant 750 pt/s is exact, and so are two samples (the line through them)")
    func line() {
        #expect(abs(tracker(times(1, 0.008, 10)) { 750 * $0 }.velocity.x - 750) < 1e-9)
        #expect(abs(tracker([2, 2.01]) { -300 * $0 }.velocity.x + 300) < 1e-9)
        #expect(tracker([2]) { 300 * $0 }.velocity.x == 0)
        #expect(VelocityTracker().velocity == Vec2(0, 0))
    }

    @Test("Only the last 100 ms count: a kink 0.146 s before the newest sample does not show")
    func horizon() {
        // Still until 0.15 s, then 300 pt/s; the newest sample is at 0.296 s.
        let v = tracker(times(0, 0.008, 38)) { $0 < 0.15 ? 0 : 300 * ($0 - 0.15) }
        #expect(abs(v.velocity.x - 300) < 1e-9)
        // The same trace with the window reaching the still part fits a curve, not 300.
        let w = tracker(times(0, 0.008, 26)) { $0 < 0.15 ? 0 : 300 * ($0 - 0.15) }
        #expect(abs(w.velocity.x - 300) > 1)
    }

    @Test("At most 20 samples: at 4 ms the 21st newest (0.08 s old) is on the far side of a kink and left out")
    func capacity() {
        // Newest at 0.2 s; the 20 newest go back to 0.124 s; the kink is at 0.122 s.
        let v = tracker(times(0, 0.004, 51)) { $0 < 0.122 ? 0 : 400 * ($0 - 0.122) }
        #expect(v.count == 20)
        #expect(abs(v.velocity.x - 400) < 1e-9)
    }

    @Test("A 40 ms gap clears the history (the pointer stopped); 39 ms does not")
    func stop() {
        var v = tracker(times(0, 0.008, 6)) { 1000 * $0 }
        v.add(time: 0.04 + 0.04, x: 40, y: 80)
        #expect(v.count == 1)
        #expect(v.velocity.x == 0)
        var w = tracker(times(0, 0.008, 6)) { 1000 * $0 }
        w.add(time: 0.04 + 0.039, x: 79, y: 158)
        #expect(w.count == 7)
        #expect(abs(w.velocity.x - 1000) < 1e-9)
    }

    @Test("A lift releases with the fit at the newest sample (the lift's point is no sample), or at rest 40 ms or more after it")
    func release() {
        // 1000 pt/s, samples 0…0.04 s 8 ms apart (x = 1000·t, y = 2x): the newest at 0.04 s.
        let v = tracker(times(0, 0.008, 6)) { 1000 * $0 }
        #expect(abs(v.releaseVelocity(at: 0.04 + 1.0 / 60).x - 1000) < 1e-9)   // a frame later
        #expect(abs(v.releaseVelocity(at: 0.04 + 0.039).y - 2000) < 1e-9)
        #expect(v.releaseVelocity(at: 0.04 + 0.04) == Vec2.zero)
        #expect(v.count == 6)                                                    // nothing added
    }

    @Test("A stream slower than 25 Hz keeps its history: its stop gap is twice its widest recent interval")
    func slowStream() {
        // 20 Hz (50 ms apart, x = 1000·t): with the 40 ms gap alone every sample cleared the
        // history and every lift released at 0 pt/s (issue 24: touch moves under 25 Hz).
        let ts = times(0, 0.05, 4)
        let v = tracker(ts) { 1000 * $0 }
        #expect(v.count == 4)
        #expect(abs(v.stopAfter - 0.1) < 1e-12)
        #expect(abs(v.velocity.x - 1000) < 1e-9)
        #expect(abs(v.releaseVelocity(at: ts[3] + 0.05).x - 1000) < 1e-9)    // lifted a sample later
        #expect(v.releaseVelocity(at: ts[3] + 0.11) == Vec2.zero)             // stopped: 2 intervals
        // An irregular stream (a loaded browser: 57, 21, 45, 24, 52 ms) keeps its last 100 ms.
        var w = VelocityTracker()
        var t = 0.0
        for gap in [0.0, 0.057, 0.021, 0.045, 0.024, 0.052] {
            t += gap
            w.add(time: t, x: 800 * t, y: 0)
        }
        #expect(abs(w.releaseVelocity(at: t + 0.021).x - 800) < 1e-9)
        // From 50 Hz up the stop gap stays 40 ms: a pointer that rests 40 ms releases at 0, and a
        // 0.5 s hold still drops the down sample (flingFromHold).
        let fast = tracker(times(0, 1.0 / 60, 6)) { 1000 * $0 }
        #expect(fast.stopAfter == VelocityTracker.stopGap)
        #expect(fast.releaseVelocity(at: 5.0 / 60 + 0.041) == Vec2.zero)
    }

    @Test("A fling from a hold (motion#1747): the stale pointer-down sample is skipped, the flick's 2000 pt/s stays")
    func flingFromHold() {
        var v = VelocityTracker()
        v.add(time: 0, x: 100, y: 0)                       // down, then a 0.5 s hold
        for t in times(0.5, 0.008, 4) { v.add(time: t, x: 100 + 2000 * (t - 0.5), y: 0) }
        #expect(v.count == 4)
        #expect(abs(v.velocity.x - 2000) < 1e-9)
        // Kept, the down sample would have made it (148 − 100) / 0.524 ≈ 92 pt/s by a 2-point difference.
    }

    @Test("Two samples at one instant: the second replaces the first's point; the clamp caps each axis")
    func sameTimeAndClamp() {
        var v = tracker([0, 0.01]) { 500 * $0 }
        v.add(time: 0.01, x: 10, y: 10)
        #expect(v.count == 2)
        #expect(abs(v.velocity.x - 1000) < 1e-9)
        v.maxSpeed = 600
        #expect(v.velocity.x == 600)
        v.add(time: 0.02, x: -20, y: 10)
        #expect(v.velocity.x == -600)
    }
}
