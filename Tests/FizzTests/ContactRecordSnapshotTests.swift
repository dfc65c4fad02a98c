//===--- ContactRecordSnapshotTests.swift --------------------------------===//
// A world's snapshot keeps its bytes whatever record the solver streams its contacts in: the
// fixture was written by the engine before the record changed (issue 26, round seven).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz
#if canImport(Glibc)
import Glibc
#endif

/// The world of the fixture: 48 bubbles of different radii (so the contacts' masses differ),
/// every eighth one over the left wall, stepped until they touch and stopped between two collides
/// (57 circle and 5 wall contacts live). `Tests/Fixtures/contact-record-world.snapshot` is its
/// snapshot as the engine at `6361548` wrote it (40-byte contacts with their mass), written
/// once by a program of this function compiled with that engine, and never regenerated.
func contactRecordWorld() throws(FizzError) -> BubbleWorld {
    let w = try BubbleWorld(width: 390, height: 844)
    try w.update { $0.attraction = .constant; $0.strength = 340 }
    var s: UInt32 = 7
    func next() -> Double { s = s &* 1_664_525 &+ 1_013_904_223; return Double(s >> 8) / Double(1 << 24) }
    for i in 0..<48 {
        let x = i % 8 == 0 ? 12 : 120 + 150 * next()
        _ = try w.addBubble(at: Vec2(x, 300 + 250 * next()), radius: 14 + 20 * next())
    }
    for _ in 0..<10 { try w.step(1.0 / 60) }
    try w.step(1.0 / 240)
    return w
}

/// The fixture's bytes (`Tests/Fixtures`, found from this file's path).
func contactRecordFixture() -> [UInt8] {
    let here = "\(#filePath)"
    let dir = here[..<(here.lastIndex(of: "/") ?? here.endIndex)]
    guard let f = fopen("\(dir)/../Fixtures/contact-record-world.snapshot", "rb") else { return [] }
    defer { fclose(f) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, f) }
        if n <= 0 { break }
        out += chunk[0..<n]
    }
    return out
}

@Suite struct ContactRecordSnapshotTests {
    @Test func theWorldHasLiveContacts() throws {
        let w = try contactRecordWorld()
        #expect(!w.contactsDirty && w.contacts.count == 57 && w.contacts.wallCount == 5)
    }

    /// The same calls make the same snapshot bytes as the engine before the record changed.
    @Test func snapshotBytesAreTheOnesWrittenBefore() throws {
        let fixture = contactRecordFixture()
        #expect(fixture.count == 8576)
        #expect(try contactRecordWorld().snapshot() == fixture)
    }

    /// The fixture restores into the world it was taken from: the same hash, the same bytes
    /// saved again, and the same hashes for the next 30 steps.
    @Test func fixtureRestoresAsTheWorldItWas() throws {
        let fixture = contactRecordFixture()
        let world = try contactRecordWorld()
        let restored = try fixture.withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) }
        #expect(restored.stateHash == world.stateHash)
        #expect(restored.snapshot() == fixture)
        for k in 0..<30 {
            try world.step(1.0 / 60); try restored.step(1.0 / 60)
            #expect(restored.stateHash == world.stateHash, "step \(k)")
        }
    }
}
