//===--- SnapshotTests.swift ---------------------------------------------===//
// Snapshot and restore: the restored world continues bit for bit, and a damaged buffer is
// refused without touching anything.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A picker session caught in the middle of everything: a pile in motion, selected bubbles
/// growing, one being dragged, one disappearing, one appearing, slots freed and waiting to be
/// reused, events of calls made since the last step.
private func busyWorld() throws -> BubblePicker {
    let w = try BubblePicker(width: 390, height: 844)
    var ids: [BubbleID] = []
    for i in 0..<150 {
        ids.append(try w.addPickerBubble(at: Vec2(Double(20 + (i * 37) % 350), Double(20 + (i * 91) % 800)),
                                         radius: Double(12 + i % 9)))
    }
    for _ in 0..<20 { try w.step(1.0 / 60) }
    // 70 removals: more than the 64 slots that must wait before one is reused.
    for i in stride(from: 0, to: 140, by: 2) { try w.removeBubble(ids[i]) }
    for _ in 0..<10 { try w.step(1.0 / 60) }
    _ = try w.select(ids[1]); _ = try w.select(ids[3])
    _ = try w.removeAnimated(ids[5])
    _ = try w.spawnBubble(.random, radius: 25)
    let p = w.world.position(of: ids[141])!
    #expect(try w.beginDrag(at: p - w.pickerContentOffsetForTest) == ids[141])
    try w.moveDrag(to: p + Vec2(40, -30))
    for _ in 0..<3 { try w.step(1.0 / 60) }
    _ = try w.toggle(ids[7])            // pending: an event of a call not yet stepped
    try w.step(0.004)                   // leaves part of a substep in the accumulator
    _ = try w.toggle(ids[9])
    return w
}

/// The picker (with its world) a snapshot restores.
private func restored(_ bytes: [UInt8]) throws -> BubblePicker { try restored(bytes, as: BubblePicker.self) }

/// The object of kind `T` a snapshot restores.
private func restored<T: Snapshotting>(_ bytes: [UInt8], as _: T.Type) throws -> T {
    var out: T? = nil
    var failure: FizzError? = nil
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { out = try Snapshot.restore(T.self, from: p) } catch { failure = error }
    }
    if let failure { throw failure }
    return out!
}

extension BubblePicker {
    var pickerContentOffsetForTest: Vec2 { state.contentOffset }
}

/// Steps both worlds with the same calls for `frames` frames and says at which frame their
/// hashes first differ (nil: never).
private func firstDivergence(_ a: BubblePicker, _ b: BubblePicker, frames: Int) throws -> Int? {
    for f in 0..<frames {
        for w in [a, b] {
            if f == 30 { try w.moveDrag(to: Vec2(200, 300)) }
            if f == 60 { _ = try w.endDrag() }
            if f == 90 { _ = try w.spawnBubble(.corners, radius: 18) }
            if f == 95 { _ = try w.world.addBubble(at: Vec2(100, 100), radius: 10) }   // takes a reused slot
            try w.step(1.0 / 60)
        }
        if a.stateHash != b.stateHash { return f }
    }
    return nil
}

@Suite struct SnapshotTests {
    @Test func restoredWorldContinuesBitForBit() throws {
        let original = try busyWorld()
        let bytes = original.snapshot()
        let copy = try restored(bytes)
        #expect(copy.stateHash == original.stateHash)
        #expect(copy.world.bubbleIDs == original.world.bubbleIDs)
        #expect(copy.memory.limit == original.memory.limit)
        let same = copy.snapshot() == bytes
        #expect(same, "a restored world's snapshot is the snapshot it came from")
        #expect(try firstDivergence(original, copy, frames: 240) == nil)
        #expect(original.world.count > 80, "the session kept most of its bubbles")
    }

    /// A bare physics world (no picker) snapshots and restores on its own, as its own kind.
    @Test func settledWorldAndEmptyWorldRoundTrip() throws {
        let empty = try BubbleWorld(width: 100, height: 50)
        let e2 = try restored(empty.snapshot(), as: BubbleWorld.self)
        #expect(e2.stateHash == empty.stateHash && e2.size == Vec2(100, 50))
        let w = try BubbleWorld(width: 300, height: 300)
        for i in 0..<10 { try w.addBubble(at: Vec2(Double(30 * i + 15), 150), radius: 14) }
        var frames = 0
        while !w.isSettled && frames < 2000 { try w.step(1.0 / 60); frames += 1 }
        #expect(w.isSettled)
        let bytes = w.snapshot()
        #expect(bytes[8] == 2, "kind 2: a bare world")
        let c = try restored(bytes, as: BubbleWorld.self)
        #expect(c.isSettled && c.stateHash == w.stateHash)
        // Each kind refuses the other's snapshot.
        #expect(throws: FizzError.invalidBuffer) { try restored(bytes) }
        let pickerBytes = BubblePicker(driving: w).snapshot()
        #expect(throws: FizzError.invalidBuffer) { try restored(pickerBytes, as: BubbleWorld.self) }
        // The world's part of a picker's snapshot is the bare world's payload.
        #expect(Array(pickerBytes[16..<(bytes.count - 8)]) == Array(bytes[16..<(bytes.count - 8)]))
        // Slots freed and waiting are reused in the same order after a restore.
        let ids = w.bubbleIDs
        for id in ids.prefix(5) { try w.removeBubble(id) }
        let d = try restored(w.snapshot(), as: BubbleWorld.self)
        for _ in 0..<70 {
            let x = try w.addBubble(at: Vec2(150, 150), radius: 5), y = try d.addBubble(at: Vec2(150, 150), radius: 5)
            #expect(x == y)
            try w.removeBubble(x); try d.removeBubble(y)
        }
        #expect(d.stateHash == w.stateHash)
    }

    /// The header, by hand: what a host reading the format would see.
    @Test func headerIsTheDocumentedOne() throws {
        let bytes = try busyWorld().snapshot()
        #expect(Array(bytes[0..<4]) == [0x46, 0x49, 0x5A, 0x5A])        // "FIZZ"
        #expect(Array(bytes[4..<12]) == [1, 0, 0, 0, 1, 0, 0, 0])        // version 1, kind world
        let length = Int(bytes[12]) | Int(bytes[13]) << 8 | Int(bytes[14]) << 16 | Int(bytes[15]) << 24
        #expect(length == bytes.count - 24)
    }

    @Test func everyTruncationAndFlipIsRefused() throws {
        let w = try BubblePicker(width: 200, height: 200)
        for i in 0..<6 { _ = try w.addPickerBubble(at: Vec2(Double(30 * i + 20), 100), radius: 15) }
        for _ in 0..<5 { try w.step(1.0 / 60) }
        let bytes = w.snapshot()
        func refusal(_ b: [UInt8]) -> FizzError? {
            do { _ = try restored(b); return nil } catch { return error as? FizzError }
        }
        for n in 0..<bytes.count { #expect(refusal(Array(bytes[0..<n])) == .invalidBuffer, "truncated to \(n)") }
        #expect(refusal(bytes + [0]) == .invalidBuffer)
        for i in 0..<bytes.count {
            for bit in [0, 3, 7] {
                var b = bytes
                b[i] ^= UInt8(1 << bit)
                #expect(refusal(b) == .invalidBuffer, "bit \(bit) of byte \(i)")
            }
        }
        #expect(refusal(bytes) == nil)
    }

    @Test func anotherKindOrVersionIsRefusedWithItsReason() throws {
        let bytes = try BubblePicker(width: 10, height: 10).snapshot()
        func resealed(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
            var b = bytes
            change(&b)
            let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
            for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
            return b
        }
        func check(_ b: [UInt8]) -> Snapshot.Refusal? { b.withUnsafeBytes { Snapshot.check($0, kind: Snapshot.worldKind) } }
        #expect(check(bytes) == nil)
        #expect(check(resealed { $0[8] = 2 }) == .kind)
        #expect(check(resealed { $0[8] = 3 }) == .kind)
        #expect(check(resealed { $0[4] = 2 }) == .version)
        #expect(check(resealed { $0[0] = 0 }) == .notSnapshot)
        #expect(check(resealed { $0[12] &+= 1 }) == .truncated)
        var flipped = bytes
        flipped[20] ^= 1
        #expect(check(flipped) == .checksum)
        var rng = SplitMix64(seed: 9)
        for n in [0, 7, 24, 100, 5000] {
            let random = (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            #expect(check(random) != nil)
        }
    }

    /// A buffer with a valid checksum but values a world cannot hold (anyone can compute the
    /// checksum): each is refused by the payload's checks, and nothing is read out of range.
    @Test func resealedDamageIsRefusedOrHarmless() throws {
        let w = try busyWorld()
        let bytes = w.snapshot()
        func resealed(_ b: inout [UInt8]) {
            let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
            for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
        }
        var refused = 0, accepted = 0
        var i = 16
        while i < bytes.count - 8 {
            var b = bytes
            b[i] ^= 0x80
            resealed(&b)
            do {
                let c = try restored(b)
                try c.step(1.0 / 30)   // an accepted one must still step
                accepted += 1
            } catch { refused += 1 }
            i += 7
        }
        #expect(refused > 0 && accepted > 0)
        // A count made huge in a short buffer is refused before anything is allocated.
        var b = bytes
        let bodiesAt = 16 + 8 + 16 + 4 + 8 + 16 + 8 + 2 + 8 + 8 + 4 + 8 * 6 + 4 + 8 + 8 + 1 + 8 + 1 + 8
        b[bodiesAt + 3] = 0x7F
        resealed(&b)
        #expect(throws: FizzError.invalidBuffer) { try restored(b) }
    }

    /// A snapshot whose state does not fit the memory limit it carries is refused as a lack
    /// of storage (`.overBudget`, the C API's FIZZ_E_LIMIT), never as a bad buffer, at
    /// whatever point the storage runs out.
    @Test func aLimitTooSmallIsOverBudgetNotInvalid() throws {
        let bytes = try busyWorld().snapshot()
        var overBudget = 0
        var limit: Int64 = 1
        while limit < 4_000_000 {
            var b = bytes
            for k in 0..<8 { b[16 + k] = UInt8(truncatingIfNeeded: limit >> (8 * Int64(k))) }
            let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
            for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
            do { _ = try restored(b) } catch {
                #expect(error as? FizzError == .overBudget, "limit \(limit)")
                overBudget += 1
            }
            limit = limit * 5 / 4 + 1
        }
        #expect(overBudget > 10)
    }

    /// The contact checks read fields at fixed offsets of the raw contacts: two Int32s, then
    /// doubles, with no padding (the snapshot copies the wall contacts byte for byte, and writes
    /// each circle contact as a 40-byte record: these 32 bytes and the mass).
    @Test func contactLayoutsAreTheOnesTheChecksRead() {
        #expect(MemoryLayout<CircleContact>.size == 32 && MemoryLayout<CircleContact>.stride == 32)
        #expect(ContactSet.snapshotRecordBytes == MemoryLayout<CircleContact>.stride + 8)
        #expect(MemoryLayout<WallContact>.size == 32 && MemoryLayout<WallContact>.stride == 32)
    }
}
