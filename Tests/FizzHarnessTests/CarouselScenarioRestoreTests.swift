//===--- CarouselScenarioRestoreTests.swift ------------------------------===//
// Issue 25 §1: the carousel's step map is derived from its phase and settings, and a restore
// requires it bit for bit. Every frame of every carousel scenario must still restore (into a
// fresh carousel, to the same hash), and a snapshot whose map is one ulp off must be refused
// by the live carousel, leaving it unchanged; over the C API, natively.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import FizzScenario
import Testing

/// The carousel's snapshot through the C API.
private func snapshot(_ h: UInt32) -> [UInt8] {
    let n = fizz_carousel_snapshot(h, nil, 0)
    var out = [UInt8](repeating: 0, count: Int(max(n, 0)))
    let w = out.withUnsafeMutableBufferPointer { fizz_carousel_snapshot(h, $0.baseAddress, UInt32($0.count)) }
    #expect(w == n)
    return out
}

private func restore(_ h: UInt32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBufferPointer { fizz_carousel_restore(h, $0.baseAddress, UInt32($0.count)) }
}

@Suite struct CarouselScenarioRestore {
    @Test("every frame of every carousel scenario restores into a fresh carousel with its hash; the map one ulp off is refused, the carousel unchanged")
    func everyFrameRestores() throws {
        let names = Fixture.scenarioNames.filter { $0.hasPrefix("carousel") }
        #expect(names.count >= 6)
        var frames = 0, animating = 0, ulpRefused = 0
        try Library.exclusive {
            for name in names {
                var b = DirectBackend()
                let scenario = try Fixture.repository.loadScenario(named: name)
                _ = try Replayer.run(scenario, on: &b) { (f: ReplayFrame, _: inout DirectBackend) throws(BackendError) in
                    guard f.isKind("carousel") else { return }
                    let h = f.object.bits32, bytes = snapshot(h), hash = fizz_carousel_hash(h)
                    let fresh = fizz_carousel_create(100, 100, 10, 10, 1)
                    #expect(restore(fresh, bytes) == 0, "\(name) frame \(f.index): its snapshot is refused")
                    #expect(fizz_carousel_hash(fresh) == hash, "\(name) frame \(f.index)")
                    _ = fizz_carousel_destroy(fresh)
                    frames += 1
                    // The map's first entry: payload byte 385 (issue 25's "bytes 385–416"), after
                    // the layout and count (48), the 33 settings (264), and the limit, looping,
                    // snapping, window, clock (41) and phase (4) and four doubles of the scroll.
                    let phase = fizz_carousel_get_phase(h)
                    if phase == 2 || phase == 3 { animating += 1 }
                    #expect(UInt32(load(bytes, 16 + 349) & 0xFFFF_FFFF) == UInt32(bitPattern: phase), "the phase at payload byte 349")
                    var b = bytes
                    let at = 16 + 385, was = Double(bitPattern: load(b, at))
                    store(&b, at, was.nextUp.bitPattern)
                    reseal(&b)
                    #expect(restore(h, b) == -9, "\(name) frame \(f.index): map xx one ulp up accepted")
                    #expect(fizz_carousel_hash(h) == hash, "\(name) frame \(f.index): a refused restore changed the carousel")
                    ulpRefused += 1
                }
            }
        }
        #expect(frames > 1000 && animating > 100 && ulpRefused == frames, "\(frames) frames, \(animating) animating, \(ulpRefused) refused")
    }
}

private func load(_ b: [UInt8], _ at: Int) -> UInt64 {
    var x: UInt64 = 0
    for j in 0..<8 { x |= UInt64(b[at + j]) << (8 * UInt64(j)) }
    return x
}

private func store(_ b: inout [UInt8], _ at: Int, _ v: UInt64) {
    for j in 0..<8 { b[at + j] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(j))) }
}

/// The checksum rewritten over the changed bytes (as fizz.h documents it: FNV-1a 64).
private func reseal(_ b: inout [UInt8]) {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in b[0..<(b.count - 8)] { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    store(&b, b.count - 8, h)
}
