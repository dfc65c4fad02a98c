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

/// The checksum rewritten over the (changed) bytes before it, so only the content is wrong.
private func resealed(_ b: [UInt8]) -> [UInt8] {
    var b = b
    let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
    for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
    return b
}

/// Little-endian bytes of `v`.
private func bytes<T: FixedWidthInteger>(_ v: T) -> [UInt8] { (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

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

    /// Every contact's mass in the snapshot is `1 / (1/ma + 1/mb)` of its two bodies' inverse
    /// masses in the snapshot's solver copy, and nothing else: one with its last bit changed is
    /// refused, whichever contact it is (the solver computes the mass from the bodies, so a world
    /// restored with another one would not be the world saved).
    @Test func aContactMassThatIsNotItsBodiesIsRefused() throws {
        let fixture = contactRecordFixture()
        let w = try contactRecordWorld()
        let inv = w.solverBodies.invMass.base
        for j in [0, 28, 56] {
            let c = w.contacts.circles[j]
            let mass = 1.0 / (inv[Int(c.a)] + inv[Int(c.b)])
            let record = bytes(UInt32(bitPattern: c.a)) + bytes(UInt32(bitPattern: c.b)) + bytes(c.nx.bitPattern)
                + bytes(c.ny.bitPattern) + bytes(c.radiusSum.bitPattern) + bytes(mass.bitPattern)
            let at = (0...(fixture.count - record.count)).filter { Array(fixture[$0..<($0 + record.count)]) == record }
            #expect(at.count == 1, "contact \(j)'s record is in the snapshot once")
            guard let start = at.first else { continue }
            var changed = fixture
            changed[start + 32] ^= 1
            let refused = resealed(changed).withUnsafeBytes { p -> FizzError? in
                do throws(FizzError) { _ = try BubbleWorld.restore(from: p); return nil } catch { return error }
            }
            #expect(refused == .invalidBuffer, "contact \(j)")
        }
    }

    /// The records are read in place in one loop (`ContactSet.readCircles`, the largest world's
    /// restore spent half its time reading them field by field), with every check the
    /// field-by-field reads made: a record with a non-finite double, a body index below 0, not
    /// below `b`, or past the solver's bodies, is refused (an index past them would have read
    /// an inverse mass out of bounds), and the record unchanged still restores.
    @Test func aContactRecordOutOfRangeIsRefused() throws {
        let fixture = contactRecordFixture()
        let w = try contactRecordWorld()
        let inv = w.solverBodies.invMass.base, m = w.solverBodies.count
        let c = w.contacts.circles[28]
        let mass = 1.0 / (inv[Int(c.a)] + inv[Int(c.b)])
        func record(a: Int32 = c.a, b: Int32 = c.b, nx: Double = c.nx, ny: Double = c.ny,
                    radiusSum: Double = c.radiusSum, mass: Double = mass) -> [UInt8] {
            bytes(UInt32(bitPattern: a)) + bytes(UInt32(bitPattern: b)) + bytes(nx.bitPattern)
                + bytes(ny.bitPattern) + bytes(radiusSum.bitPattern) + bytes(mass.bitPattern)
        }
        let original = record()
        let at = (0...(fixture.count - original.count)).filter { Array(fixture[$0..<($0 + original.count)]) == original }
        #expect(at.count == 1)
        guard let start = at.first else { return }
        func restored(_ r: [UInt8]) -> FizzError? {
            var changed = fixture
            changed.replaceSubrange(start..<(start + r.count), with: r)
            return resealed(changed).withUnsafeBytes { p -> FizzError? in
                do throws(FizzError) { _ = try BubbleWorld.restore(from: p); return nil } catch { return error }
            }
        }
        #expect(restored(original) == nil)
        let bad: [(String, [UInt8])] = [
            ("nx NaN", record(nx: .nan)), ("ny ∞", record(ny: .infinity)), ("radiusSum −∞", record(radiusSum: -.infinity)),
            ("mass NaN", record(mass: .nan)), ("a < 0", record(a: -1)), ("a = b", record(a: c.b)),
            ("a > b", record(a: c.b, b: c.a)), ("b = m", record(b: Int32(m))), ("b huge", record(b: .max)),
        ]
        for (what, r) in bad { #expect(restored(r) == .invalidBuffer, "\(what)") }
    }

    /// Issue 26, round ten: the passes read each contact's mass from `ContactSet.masses`, which
    /// a solver job's first warm start writes. After a step, and after the first step of the
    /// fixture restored between two collides (so its first solve has no collide before it),
    /// every entry is its two bodies' `CircleContact.mass`, bit for bit: a restored world that
    /// solved with the column it was made with (no masses) fails here.
    @Test func everyContactsMassColumnIsItsBodies() throws {
        func expectMasses(_ w: BubbleWorld, _ what: String) {
            let c = w.contacts, inv = w.solverBodies.invMass.base
            #expect(c.count > 0, "\(what): contacts")
            for k in 0..<c.count {
                let a = Int(c.circles[k].a), b = Int(c.circles[k].b)
                if c.masses[k].bitPattern != CircleContact.mass(inv[a], inv[b]).bitPattern {
                    Issue.record("\(what): contact \(k)'s mass is not its bodies'"); return
                }
            }
        }
        let fixture = contactRecordFixture()
        let restored = try fixture.withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) }
        let collides = restored.contacts.version
        try restored.step(1.0 / 240)
        #expect(restored.contacts.version == collides, "the restored world's first substep has no collide")
        expectMasses(restored, "restored")
        let pile = try BenchmarkScene(count: 3000).makeWorld()
        for _ in 0..<20 { try pile.step(BenchmarkScene.dt) }
        expectMasses(pile, "pile")
    }
}
