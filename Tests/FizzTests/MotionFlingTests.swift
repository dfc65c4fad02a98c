//===--- MotionFlingTests.swift ------------------------------------------===//
// Part of Fizz. Issue 20: a fling as fast as the finger, a glide on the stamps' timeline,
// a new timeline, the primary's hand-over.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#endif

/// A motion fed a browser-shaped stream: a down at x = 100, moves every 1/`rate` s along
/// `x(t)` (t from the down) until `duration`, then an up at the last move's point `upDelay` s
/// after the last move (a browser sends `pointerup` a frame later, at the last point).
private func stream(rate: Double, duration: Double, upDelay: Double, _ x: (Double) -> Double) throws -> Motion {
    let m = try Motion(width: 2000, height: 100)
    try m.pointerDown(1, at: Vec2(100 + x(0), 50), time: 0)
    let n = Int((duration * rate).rounded())
    for i in 1...n { let t = Double(i) / rate; try m.pointerMove(1, to: Vec2(100 + x(t), 50), time: t) }
    let last = Double(n) / rate
    try m.pointerUp(1, at: Vec2(100 + x(last), 50), time: last + upDelay)
    return m
}

@Suite("Motion: fling, timeline and hand-over (issue 20)")
struct MotionFlingTests {
    @Test("The fit is the least-squares one at 2 kHz: 3, 3.498, 3.992 pt 1 ms apart → 492 pt/s (the determinant threshold answered the line's 496)")
    func closeSamples() throws {
        let m = try Motion(width: 2000, height: 2000)
        try m.pointerDown(1, at: Vec2(3, 0), time: 0)
        try m.pointerMove(1, to: Vec2(3.498, 0), time: 0.001)
        try m.pointerMove(1, to: Vec2(3.992, 0), time: 0.002)
        // The parabola through the three points: slopes 498 and 494 pt/s, so x″ = −4000 and
        // x′(0.002) = 494 − 4000·0.0005 = 492.
        #expect(abs(m.velocity.x - 492) < 1e-9, "\(m.velocity.x)")
    }

    @Test("x = 3 + 500t − 2000t² sampled at 2 kHz (3…7 samples) and 8 kHz (3…20): each fit is the exact derivative 500 − 4000·t")
    func highRates() {
        for rate in [2000.0, 8000.0] {
            var v = VelocityTracker()
            for i in 0..<20 {
                let t = Double(i) / rate
                v.add(time: t, x: 3 + 500 * t - 2000 * t * t, y: 0)
                if i >= 2 { #expect(abs(v.velocity.x - (500 - 4000 * t)) < 1e-6, "\(rate) Hz, \(i + 1) samples: \(v.velocity.x)") }
            }
        }
    }

    @Test("An 800 pt/s fling at 60, 120 and 240 Hz released a frame later at the last point launches at 800 (429, 668 and 739 before)")
    func browserRelease() throws {
        for rate in [60.0, 120.0, 240.0] {
            let m = try stream(rate: rate, duration: 0.1, upDelay: 1 / rate) { 800 * $0 }
            #expect(abs(m.velocity.x - 800) < 1e-9, "\(rate) Hz: \(m.velocity.x)")
            try m.step(0)
            #expect(m.event(m.eventCount - 1).kind == MotionEvent.ended && abs(m.event(m.eventCount - 1).velocity.x - 800) < 1e-9)
        }
    }

    @Test("An accelerating flick x = 300t + 2500t² over 96 ms: the release is the moves' 300 + 5000·0.096 = 780 pt/s at every rate")
    func acceleratingRelease() throws {
        for rate in [60.0, 120.0, 240.0] {
            let duration = 0.1                             // 6, 12 and 24 moves
            let m = try stream(rate: rate, duration: duration, upDelay: 1 / rate) { 300 * $0 + 2500 * $0 * $0 }
            let last = (duration * rate).rounded() / rate
            #expect(abs(m.velocity.x - (300 + 5000 * last)) < 1e-6, "\(rate) Hz: \(m.velocity.x)")
        }
    }

    @Test("Released after a pause: 40 ms or more after the last move launches at 0; 30 ms keeps the finger's 800")
    func releaseAfterPause() throws {
        let still = try stream(rate: 120, duration: 0.1, upDelay: 0.04) { 800 * $0 }
        #expect(still.velocity == .zero)
        let late = try stream(rate: 120, duration: 0.1, upDelay: 0.25) { 800 * $0 }
        #expect(late.velocity == .zero)
        let quick = try stream(rate: 120, duration: 0.1, upDelay: 0.03) { 800 * $0 }
        #expect(abs(quick.velocity.x - 800) < 1e-9)
    }

    @Test("A glide starts at the up's stamp: at 0.5, 0.75 and 1 s the point is the closed form from the stamp, the same bits at 60, 120 and 144 Hz")
    func glideOnTheStampsTimeline() throws {
        // A recorded trace whose stamps fall between frames: 8 ms moves from 0.0137 s, the up at 0.1097 s.
        var trace: [(Double, Double)] = []
        for i in 0...12 { let k = Double(i); trace.append((0.0137 + 0.008 * k, 100 + 8 * k)) }
        let up = trace[trace.count - 1]
        var at: [[Double]] = []
        for rate in [60.0, 120.0, 144.0] {
            let m = try Motion(width: 2000, height: 100)
            try m.setRelease(.framerInertia)
            var points: [Double] = []
            try replayTrace(trace, into: m, rate: rate, frames: Int(rate)) { f in
                if f % Int(rate / 4) == 0 && f >= Int(rate / 2) { points.append(m.point.x) }
            }
            at.append(points)
        }
        #expect(at[0] == at[1] && at[1] == at[2], "\(at)")
        // 1000 pt/s at release; Framer's inertia: x = 196 + 800·(1 − e^(−(T − 0.1097)/0.325)).
        for (i, T) in [0.5, 0.75, 1.0].enumerated() {
            let expected = up.1 + 0.8 * 1000 * (1 - Glibc.exp(-(T - up.0) / 0.325))
            #expect(abs(at[0][i] - expected) < 1e-6, "\(T) s: \(at[0][i]) vs \(expected)")
        }
    }

    @Test("A stamp outside the frame it falls in is pulled to it: a host on another timeline glides from the first step after the up")
    func stampOffTheTimeline() throws {
        let m = try Motion(width: 2000, height: 100)
        try m.setRelease(.framerInertia)
        try m.pointerDown(1, at: Vec2(100, 50), time: 5000)
        try m.pointerMove(1, to: Vec2(108, 50), time: 5000.008)
        try m.pointerUp(1, at: Vec2(108, 50), time: 5000.016)
        try m.step(0.1)                        // the clock reads 0.1 s: the glide starts now
        #expect(m.point.x == 108 && m.isGliding)
        try m.step(0.325)
        #expect(abs(m.point.x - (108 + 800 * (1 - Glibc.exp(-1)))) < 1e-6)
    }

    @Test("resetTimeline: stamps may start again from its time, pointers down end with a cancel, a glide stops; then the motion replays as a fresh one")
    func newTimeline() throws {
        let m = try Motion(width: 1000, height: 100)
        try m.setRelease(.framerInertia)
        try m.pointerDown(1, at: Vec2(100, 50), time: 100)
        try m.pointerMove(1, to: Vec2(110, 50), time: 100.01)
        try m.step(0.5)
        #expect(throws: FizzError.outOfRange) { try m.pointerDown(2, at: Vec2(1, 1), time: 3) }
        try m.resetTimeline(at: 0)
        try m.step(0)
        #expect(m.eventCount == 1 && m.event(0).kind == MotionEvent.cancelled && m.event(0).velocity == .zero)
        #expect(m.pointerCount == 0 && !m.isGliding)
        #expect(throws: FizzError.outOfRange) { try m.pointerDown(2, at: Vec2(1, 1), time: -1) }
        #expect(throws: FizzError.nonFinite) { try m.resetTimeline(at: .nan) }
        #expect(throws: FizzError.outOfRange) { try m.resetTimeline(at: 2e12) }
        let fresh = try Motion(width: 1000, height: 100)
        try fresh.setRelease(.framerInertia)
        try fresh.resetTimeline(at: 0)
        for n in [m, fresh] {
            try n.pointerDown(1, at: Vec2(100, 50), time: 0)
            try n.pointerMove(1, to: Vec2(108, 50), time: 0.008)
            try n.pointerUp(1, at: Vec2(108, 50), time: 0.016)
            try n.step(0.3)
        }
        #expect(m.stateHash == fresh.stateHash && m.point == fresh.point)
        // A glide stops where it is.
        try m.resetTimeline(at: 10)
        let x = m.point.x
        try m.step(1)
        #expect(!m.isGliding && m.point.x == x)
    }

    @Test("Hand-over: the primary lifts while another stays; a hand-over event names the new primary and the point goes on by its moves, no jump")
    func handOver() throws {
        let m = try Motion(width: 100, height: 100)
        try m.pointerDown(1, at: Vec2(10, 10), time: 0)
        try m.pointerDown(2, at: Vec2(90, 90), time: 0.01)
        try m.pointerMove(2, to: Vec2(80, 80), time: 0.02)
        #expect(m.relative == Vec2(0.1, 0.1))
        try m.pointerUp(1, at: Vec2(10, 10), time: 0.03)
        #expect(m.relative == Vec2(0.1, 0.1) && m.pointerCount == 1)
        try m.pointerMove(2, to: Vec2(85, 90), time: 0.04)   // +5, +10 from 80, 80
        #expect(m.point == Vec2(15, 20))
        try m.pointerUp(2, at: Vec2(85, 90), time: 0.05)
        try m.step(0)
        #expect(m.eventCount == 4)              // began, handedOver, moved, ended
        #expect(m.event(1).kind == MotionEvent.handedOver && m.event(1).pointer == 2 && m.event(1).position == Vec2(0.1, 0.1))
        #expect(m.event(3).kind == MotionEvent.ended && m.event(3).pointer == 2 && m.event(3).position == Vec2(0.15, 0.2))
        // A snapshot keeps the re-anchoring.
        let n = try Motion(width: 100, height: 100)
        try n.pointerDown(1, at: Vec2(10, 10), time: 0)
        try n.pointerDown(2, at: Vec2(90, 90), time: 0.01)
        try n.pointerUp(1, at: Vec2(10, 10), time: 0.03)
        let bytes = n.snapshot()
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try Motion.restore(from: p) }
        #expect(r.stateHash == n.stateHash)
        try r.pointerMove(2, to: Vec2(91, 92), time: 0.04)
        #expect(r.point == Vec2(11, 12))
    }
}
