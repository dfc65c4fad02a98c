//===--- StripTests.swift ------------------------------------------------===//
// Part of Fizz. The strip: items end to end along one axis, scrolled by an offset.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// Items of 100, 50 and 200 pt, 10 pt apart, in a 120 pt viewport scrolled to 30 pt: they
/// start at 0, 110 and 170 pt and end at 100, 160 and 370 pt.
private func example() throws -> Strip {
    let s = try Strip(viewport: 120)
    try s.setSpacing(10)
    for l in [100.0, 50, 200] { _ = try s.add(length: l) }
    try s.setOffset(30)
    return s
}

/// The strip a snapshot restores, or the error that refused it.
private func restoreStrip(_ bytes: [UInt8]) -> Result<Strip, FizzError> {
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { return .success(try Strip.restore(from: p)) } catch { return .failure(error) }
    }
}

private func frames(_ s: Strip) throws -> [Double] {
    let out = PackedBuffer<Double>()
    try s.packFrames(into: out)
    return (0..<out.count).map { out.pointer[$0] }
}

@Suite("Strip")
struct StripTests {
    @Test("Three items: indices, starts, content length, frames in viewport coordinates")
    func layout() throws {
        let s = try example()
        #expect(s.count == 3)
        #expect((0..<3).map { s.start($0) } == [0, 110, 170])
        #expect(s.contentLength == 370)
        #expect(try frames(s) == [-30, 100, 80, 50, 140, 200])
        #expect(try Strip(viewport: 1).contentLength == 0)
        #expect(try Strip(viewport: 1).add(length: 0) == 0)
    }

    @Test("Visible: items crossing 30 ..< 150 are 0 and 1; touching an edge is not crossing")
    func visible() throws {
        let s = try example()
        #expect(s.visibleRange == (0, 2))
        try s.setOffset(100)    // 100 ..< 220: item 0 ends at 100 (touches), 1 and 2 cross
        #expect(s.visibleRange == (1, 2))
        try s.setOffset(-120)   // -120 ..< 0: item 0 starts at 0 (touches)
        #expect(s.visibleRange == (0, 0))
        try s.setOffset(370)    // past the end
        #expect(s.visibleRange == (3, 0))
        try s.setSpacing(500)   // starts 0, 600, 1150: 110 ..< 230 sits in a gap
        try s.setOffset(110)
        #expect(s.visibleRange == (1, 0))
    }

    @Test("Snap: the nearest start (earlier on a tie), clamped to 0 ... content − viewport")
    func snap() throws {
        let s = try example()   // starts 0, 110, 170; room 370 − 120 = 250
        #expect(try s.snapOffset(30) == 0)
        #expect(try s.snapOffset(55) == 0)       // 55 from 0 and from 110: the earlier
        #expect(try s.snapOffset(56) == 110)
        #expect(try s.snapOffset(150) == 170)
        #expect(try s.snapOffset(1e7) == 170)
        #expect(try s.snapOffset(-50) == 0)
        try s.setSpacing(300)   // starts 0, 400, 750; content 950, room 830
        #expect(try s.snapOffset(900) == 750)
        let short = try Strip(viewport: 500)
        #expect(try short.snapOffset(20) == 0)   // empty
        _ = try short.add(length: 100); _ = try short.add(length: 100)
        #expect(try short.snapOffset(90) == 0)   // start 100, but content 200 < viewport
        #expect(s.offset == 30)                 // snapping only answers
    }

    @Test("Snap toward a direction: the stops are the starts below the end and the end itself; forward the next, back the previous, at rest the nearest")
    func snapToward() throws {
        // Four 100 pt items 10 pt apart (starts 0, 110, 220, 330; content 430) in a 310 pt
        // viewport: the end is 120. Nearest-start snapping (snapOffset) takes 120 back to 110,
        // where the last item (330 ..< 430) ends 10 pt past the viewport: never shown whole.
        let s = try Strip(viewport: 310)
        try s.setSpacing(10)
        for _ in 0..<4 { _ = try s.add(length: 100) }
        #expect(try s.snapOffset(120) == 110)
        #expect(try s.snapOffset(120, toward: 0) == 120)
        #expect(try s.snapOffset(115, toward: 0) == 110)      // 5 from each: the earlier
        #expect(try s.snapOffset(116, toward: 0) == 120)
        #expect(try s.snapOffset(60, toward: 0) == 110)
        // Forward: the first stop at or after; back: the last at or before (never against the finger).
        #expect(try s.snapOffset(1, toward: 1) == 110)
        #expect(try s.snapOffset(110, toward: 1) == 110)
        #expect(try s.snapOffset(111, toward: 1) == 120)
        #expect(try s.snapOffset(5000, toward: 1) == 120)
        #expect(try s.snapOffset(109, toward: -1) == 0)
        #expect(try s.snapOffset(119, toward: -1) == 110)
        #expect(try s.snapOffset(110, toward: -1) == 110)
        #expect(try s.snapOffset(-5, toward: -1) == 0)
        #expect(try s.snapOffset(500, toward: -1) == 120)
        // Bad input is refused and changes nothing; an empty strip and one shorter than its
        // viewport rest at 0.
        let before = s.stateHash
        #expect(throws: FizzError.outOfRange) { try s.snapOffset(50, toward: 2) }
        #expect(throws: FizzError.nonFinite) { try s.snapOffset(.nan, toward: 1) }
        #expect(throws: FizzError.outOfRange) { try s.snapOffset(2e7, toward: 0) }
        #expect(s.stateHash == before)
        let empty = try Strip(viewport: 100)
        #expect(try empty.snapOffset(50, toward: 1) == 0)
        _ = try empty.add(length: 40)
        #expect(try empty.snapOffset(50, toward: 1) == 0)
    }

    @Test("Spacing lays the items out again; the offset is free (overscroll)")
    func spacingAndOffset() throws {
        let s = try example()
        try s.setSpacing(20)
        #expect((0..<3).map { s.start($0) } == [0, 120, 190])
        #expect(s.contentLength == 390)
        try s.setOffset(-1e7)
        #expect(try frames(s) == [1e7, 100, 1e7 + 120, 50, 1e7 + 190, 200])
    }

    @Test("Refusals: NaN, infinities and out-of-range numbers change nothing")
    func refusals() throws {
        #expect(throws: FizzError.nonFinite) { try Strip(viewport: .nan) }
        #expect(throws: FizzError.outOfRange) { try Strip(viewport: 0.5) }
        #expect(throws: FizzError.outOfRange) { try Strip(viewport: 1e7 + 1) }
        let s = try example()
        let before = s.stateHash
        #expect(throws: FizzError.nonFinite) { try s.add(length: .nan) }
        #expect(throws: FizzError.outOfRange) { try s.add(length: -1) }
        #expect(throws: FizzError.outOfRange) { try s.add(length: 1e6 + 1) }
        #expect(throws: FizzError.nonFinite) { try s.setSpacing(.infinity) }
        #expect(throws: FizzError.outOfRange) { try s.setSpacing(-0.5) }
        #expect(throws: FizzError.nonFinite) { try s.setOffset(-.infinity) }
        #expect(throws: FizzError.outOfRange) { try s.setOffset(2e7) }
        #expect(throws: FizzError.nonFinite) { try s.snapOffset(.nan) }
        #expect(throws: FizzError.outOfRange) { try s.snapOffset(-2e7) }
        #expect(s.stateHash == before)
        #expect(s.count == 3 && s.spacing == 10 && s.offset == 30)
    }

    @Test("The hash sees viewport, spacing, offset and every length")
    func hash() throws {
        let base = try example().stateHash
        var h = StateHasher()
        for v in [120.0, 10, 30] { h.add(v) }
        h.add(UInt64(3))
        for v in [100.0, 50, 200] { h.add(v) }
        #expect(base == h.value)
        let moved = try example(); try moved.setOffset(31)
        let spaced = try example(); try spaced.setSpacing(11)
        let longer = try example(); _ = try longer.add(length: 0)
        #expect(Set([base, moved.stateHash, spaced.stateHash, longer.stateHash]).count == 4)
    }

    @Test("Storage is charged to the strip's budget: a full budget refuses, changing nothing")
    func budget() throws {
        let s = try Strip(viewport: 100)
        #expect(s.memory.used == 0)
        try s.setMemoryBudget(1024)   // 16 items cost 2 × 16 × 8 = 256 bytes, 64 cost 1024
        var added = 0
        var refusal: FizzError? = nil
        while refusal == nil {
            do { _ = try s.add(length: 1); added += 1 } catch { refusal = error }
            #expect(s.memory.used <= 1024)
        }
        #expect(refusal == .overBudget)
        #expect(added == 64)
        #expect(s.count == 64 && s.contentLength == 64)
        #expect(throws: FizzError.outOfRange) { try s.setMemoryBudget(1023) }
    }

    @Test("100,000 items: the cap, and lookups in O(log n) (100,000 queries in well under a second)")
    func large() throws {
        let s = try Strip(viewport: 120)
        try s.setSpacing(2)
        for _ in 0..<Strip.maxItems { _ = try s.add(length: 10) }   // item i starts at 12 i
        #expect(throws: FizzError.limitReached) { try s.add(length: 10) }
        #expect(s.count == 100_000 && s.contentLength == 1_199_998)
        try s.setOffset(60_003)   // 60,003 ..< 60,123: items 5000 (ends 60,010) to 5010 (starts 60,120)
        #expect(s.visibleRange == (5000, 11))
        #expect(try s.snapOffset(60_007) == 60_012)
        // A linear scan would make 5e9 comparisons here (seconds); a binary search 3.4 million.
        let clock = ContinuousClock()
        var sum = 0
        let t = try clock.measure {
            for k in 0..<100_000 {
                try s.setOffset(Double(k) * 12)
                sum += s.visibleRange.first
            }
        }
        #expect(sum == 4_999_950_000)   // first item is k at offset 12 k: Σ k
        #expect(t < .seconds(1))
    }

    @Test("Snapshot: a restored strip has the same hash, frames and bytes, and goes on alike")
    func snapshotRoundTrip() throws {
        let s = try example()
        let bytes = s.snapshot()
        // Header 16 + limit 8 + viewport, spacing, offset 24 + count 4 + three lengths 24 + checksum 8.
        #expect(bytes.count == 84)
        let r = try restoreStrip(bytes).get()
        #expect(r.stateHash == s.stateHash)
        #expect(try frames(r) == [-30, 100, 80, 50, 140, 200])
        #expect((0..<3).map { r.start($0) } == [0, 110, 170])
        #expect(r.snapshot() == bytes)
        for t in [0.1, 77, 1e-9, 369.5] {
            try s.setOffset(t); try r.setOffset(t)
            _ = try s.add(length: t); _ = try r.add(length: t)
            #expect(r.stateHash == s.stateHash)
            #expect(try r.snapOffset(t) == s.snapOffset(t))
        }
    }

    @Test("Snapshot: every truncation, every flipped byte and another kind are refused")
    func snapshotRefusals() throws {
        let bytes = try example().snapshot()
        func restore(_ b: [UInt8]) -> FizzError? {
            if case .failure(let e) = restoreStrip(b) { return e }
            return nil
        }
        for n in 0..<bytes.count { #expect(restore(Array(bytes[0..<n])) == .invalidBuffer) }
        for k in 0..<bytes.count {
            var b = bytes
            b[k] ^= 0x10
            #expect(restore(b) == .invalidBuffer, "byte \(k)")
        }
        let world = try BubbleWorld(width: 100, height: 100).snapshot()
        #expect(restore(world) == .invalidBuffer)
        // A payload value out of range with a valid checksum: a negative spacing.
        var b = bytes
        b.withUnsafeMutableBytes { p in p.storeBytes(of: (-1.0).bitPattern, toByteOffset: 16 + 8 + 8, as: UInt64.self) }
        let sum = b.withUnsafeBytes { p in Snapshot.checksum(UnsafeRawBufferPointer(rebasing: p[0..<(b.count - 8)])) }
        let n = b.count
        b.withUnsafeMutableBytes { p in p.storeBytes(of: sum, toByteOffset: n - 8, as: UInt64.self) }
        #expect(restore(b) == .invalidBuffer)
    }

    @Test("Snapshot: items over the snapshot's own memory limit are over budget, not a bad buffer")
    func snapshotOverBudget() throws {
        let s = try Strip(viewport: 100)
        for _ in 0..<64 { _ = try s.add(length: 1) }
        try s.setMemoryBudget(1024)   // 64 lengths + 64 starts = 1 KiB: exactly full
        var bytes = s.snapshot()
        let r = try restoreStrip(bytes).get()
        #expect(r.stateHash == s.stateHash)
        // The same snapshot with a limit of 1,016 bytes and a checksum to match.
        bytes.withUnsafeMutableBytes { p in p.storeBytes(of: Int64(1016), toByteOffset: 16, as: Int64.self) }
        let sum = bytes.withUnsafeBytes { p in Snapshot.checksum(UnsafeRawBufferPointer(rebasing: p[0..<(bytes.count - 8)])) }
        let n = bytes.count
        bytes.withUnsafeMutableBytes { p in p.storeBytes(of: sum, toByteOffset: n - 8, as: UInt64.self) }
        if case .failure(let e) = restoreStrip(bytes) { #expect(e == .overBudget) } else { Issue.record("restored over budget") }
    }
}
