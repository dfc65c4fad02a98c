//===--- SlicingTests.swift ----------------------------------------------===//
// Part of Fizz. What is identical whichever way a host slices time (docs/determinism.md, fizz.h).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A picker scene with motion and events: twelve bubbles appearing, then (between frames)
/// a selection at frame 20 and two animated removals at frame 30.
private func scene() throws -> (BubblePicker, [BubbleID]) {
    let w = try BubblePicker(width: 390, height: 844)
    var ids: [BubbleID] = []
    for k in 0..<12 {
        ids.append(try w.addPickerBubble(at: Vec2(60 + Double(k % 4) * 90, 200 + Double(k / 4) * 90), radius: 30))
    }
    return (w, ids)
}

private func calls(_ w: BubblePicker, _ ids: [BubbleID], afterFrame f: Int) throws {
    if f == 20 { try w.select(ids[5]) }
    if f == 30 { try w.removeAnimated(ids[0]); try w.removeAnimated(ids[11]) }
}

/// What a frame boundary shows: the state hash without events, the full hash, the events of
/// the last call, and the positions.
private struct Frame: Equatable {
    var stateHash: UInt64, fullHash: UInt64
    var lastEvents: [PickerEvent]
    var positions: [Double]

    init(_ w: BubblePicker) {
        stateHash = w.stateHash(includingEvents: false)
        fullHash = w.stateHash
        lastEvents = w.events
        positions = []
        w.forEachBubble { _, p, r in positions += [p.x, p.y, r] }
    }
}

/// Steps 60 frames of 1/60 s, each cut into the pieces `slice(frame)` gives (they sum to
/// 1/60 s), making the scene's calls between frames; returns each frame's end.
private func run(_ slice: (Int) -> [Double]) throws -> [Frame] {
    let (w, ids) = try scene()
    var frames: [Frame] = []
    for f in 0..<60 {
        for dt in slice(f) { try w.step(dt) }
        frames.append(Frame(w))
        try calls(w, ids, afterFrame: f)
    }
    return frames
}

@Suite("Time slicing")
struct SlicingTests {
    static let frame = 1.0 / 60

    @Test("Same time, any slicing: the same state bits; the full hash differs only with the last call's events")
    func slicings() throws {
        let reference = try run { _ in [SlicingTests.frame] }
        var rng = SplitMix64(seed: 42)
        let slicings: [(String, (Int) -> [Double])] = [
            ("2 × 1/120", { _ in [1.0 / 120, 1.0 / 120] }),
            ("4 × 1/240", { _ in [1.0 / 240, 1.0 / 240, 1.0 / 240, 1.0 / 240] }),
            ("1/144 + rest", { _ in [1.0 / 144, SlicingTests.frame - 1.0 / 144] }),
            ("random splits", { _ in
                let a = rng.next(in: 0, SlicingTests.frame), b = rng.next(in: 0, SlicingTests.frame - a)
                return [a, b, max(0, SlicingTests.frame - a - b)]
            }),
        ]
        var differing = 0
        for (name, slice) in slicings {
            let frames = try run(slice)
            for f in 0..<60 {
                let a = reference[f], b = frames[f]
                #expect(a.stateHash == b.stateHash, "\(name), frame \(f): state differs")
                #expect(a.positions == b.positions, "\(name), frame \(f): positions differ")
                // The promise of fizz.h: the full hash is equal exactly when the last calls'
                // event lists are.
                #expect((a.fullHash == b.fullHash) == (a.lastEvents == b.lastEvents), "\(name), frame \(f)")
                if a.fullHash != b.fullHash { differing += 1 }
            }
        }
        // The scene does have events that land in an earlier call of a slicing (appeared at
        // 0.25 s, removed 0.25 s after frame 30): the distinction is exercised.
        #expect(differing > 0)
    }

    @Test("1/7 s steps and 1/60 s steps meet at 1 s and 2 s with the same bits")
    func sevenths() throws {
        let (a, _) = try scene()
        let (b, _) = try scene()
        // Settling off: a `settled` event in the last 1/7 s would differ from the last 1/60 s.
        try a.update { $0.sleepSpeed = 0 }
        try b.update { $0.sleepSpeed = 0 }
        for second in 1...2 {
            for _ in 0..<7 { try a.step(1.0 / 7) }
            for _ in 0..<60 { try b.step(1.0 / 60) }
            #expect(a.substepCount == UInt64(1200 * second) && b.substepCount == a.substepCount)
            #expect(a.stateHash(includingEvents: false) == b.stateHash(includingEvents: false))
            // No event in the last 1/7 s: the lists are both empty, so the full hashes agree.
            #expect(a.events.isEmpty && b.events.isEmpty)
            #expect(a.stateHash == b.stateHash)
        }
    }
}
