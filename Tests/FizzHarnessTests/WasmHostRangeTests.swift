//===--- WasmHostRangeTests.swift ----------------------------------------===//
// Issue 25 §2 in fizz.wasm itself (WasmKit): a length, count or capacity of 2^31 or more, or a
// buffer running past the end of linear memory, is refused with FIZZ_E_INVALID_BUFFER; before,
// wasm32's 32-bit `Int(UInt32)` trapped (`unreachable`) where the native library refused.
//===---------------------------------------------------------------------===//

@testable import FizzHarness
@testable import FizzWasmKit
import FizzScenario
import Testing

@Suite struct WasmHostRanges {
    /// One live object of every kind, made by its create call (the kinds of fizz.h: a kind
    /// added without a line here fails `everyKind`).
    static func objects(_ b: inout WasmBackend) throws -> [(kind: String, handle: UInt32)] {
        [("world", try b.call(.worldCreate, [.f64(390), .f64(844)]).bits32),
         ("strip", try b.call(.stripCreate, [.f64(300)]).bits32),
         ("motion", try b.call(.motionCreate, [.f64(300), .f64(300)]).bits32),
         ("animator", try b.call(.animatorCreate, []).bits32),
         ("popup", try b.call(.popupCreate, [.f64(390), .f64(844)]).bits32),
         ("layout", try b.call(.layoutCreate, [.f64(390), .f64(844)]).bits32),
         ("carousel", try b.call(.carouselCreate, [.f64(390), .f64(300), .f64(100), .f64(100), .i32(20)]).bits32)]
    }

    @Test("every kind's _snapshot with capacity ≥ 2^31 and _restore with length ≥ 2^31 are refused (-9), not a trap, and change nothing")
    func hugeCapacitiesAndLengths() throws {
        var b = try Fixture.wasmBackend()
        let objects = try Self.objects(&b)
        let buffer = try b.callWords("fizz_alloc", [64])
        #expect(buffer != 0)
        for (kind, h) in objects {
            #expect(h != 0, "\(kind) created")
            let before = try b.snapshot(kind, h)
            for n: UInt32 in [0x8000_0000, 0x8000_0001, 0xFFFF_FF00, 0xFFFF_FFFF] {
                let s = Int32(bitPattern: try b.callWords("fizz_\(kind)_snapshot", [h, buffer, n]))
                #expect(s == -9, "fizz_\(kind)_snapshot(capacity \(n))")
                let r = Int32(bitPattern: try b.callWords("fizz_\(kind)_restore", [h, buffer, n]))
                #expect(r == -9, "fizz_\(kind)_restore(length \(n))")
            }
            // A pointer near the top of the address space with a small length: past the end.
            let r = Int32(bitPattern: try b.callWords("fizz_\(kind)_restore", [h, 0xFFFF_FF00, 64]))
            #expect(r == -9, "fizz_\(kind)_restore(0xFFFFFF00, 64)")
            #expect(try b.snapshot(kind, h) == before, "the refused \(kind) calls changed nothing")
        }
    }

    @Test("every kind with a _snapshot export is in the list above")
    func everyKind() throws {
        var b = try Fixture.wasmBackend()
        let listed = Set(try Self.objects(&b).map { "fizz_\($0.kind)_snapshot" })
        let exported = Set(b.instance.exports.compactMap { name, _ in name.hasSuffix("_snapshot") ? name : nil })
        #expect(listed == exported)
    }

    @Test("fizz_animator_set_snap_points with a count of 2^31 or a buffer past the end of memory is refused (-9), not a trap")
    func snapPointsRanges() throws {
        var b = try Fixture.wasmBackend()
        let a = try b.call(.animatorCreate, []).bits32
        let ch = try b.call(.animatorAddDecay, [.i32(a), .f64(0), .f64(100), .f64(0.5), .f64(0.5)]).bits32
        let buffer = try b.callWords("fizz_alloc", [64])
        // Two points, 25 and 75, as little-endian doubles.
        var bytes: [UInt8] = []
        for v in [25.0, 75.0] { for k in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64(k)))) } }
        try b.write(bytes, at: buffer)
        for count: UInt32 in [0x8000_0000, 0x8000_0001, 0xFFFF_FFFF, 0x2000_0000] {
            let s = Int32(bitPattern: try b.callWords("fizz_animator_set_snap_points", [a, ch, buffer, count]))
            #expect(s == -9, "count \(count)")
        }
        #expect(Int32(bitPattern: try b.callWords("fizz_animator_set_snap_points", [a, ch, 0xFFFF_FF00, 3])) == -9)
        #expect(Int32(bitPattern: try b.callWords("fizz_animator_set_snap_points", [a, ch, 0xFFFF_FFF8, 1])) == -9)
        // The refusals changed nothing; a real list is still taken.
        #expect(try b.call(.animatorRestValue, [.i32(a), .i32(ch)]).double == 50)
        #expect(Int32(bitPattern: try b.callWords("fizz_animator_set_snap_points", [a, ch, buffer, 2])) == 0)
        #expect(try b.call(.animatorRestValue, [.i32(a), .i32(ch)]).double == 25)
    }
}
