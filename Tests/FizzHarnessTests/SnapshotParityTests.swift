//===--- SnapshotParityTests.swift ---------------------------------------===//
// A snapshot taken natively restores in fizz.wasm (WasmKit) and the reverse, and both then
// give the same frames; damaged snapshots are refused in wasm without changing the world.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import FizzScenario
import Testing

/// A picker session caught mid-everything (a pile in motion, selections growing, a drag, a
/// removal animating, freed slots, a pending event, part of a substep pending); the world's
/// handle.
private func busySession<B: ScenarioBackend>(_ b: inout B) throws -> UInt32 {
    let w = try b.call(.worldCreate, [.f64(390), .f64(844)]).bits32
    var bubbles: [UInt32] = []
    for i in 0..<40 {
        let x = Double(20 + (i * 37) % 350), y = Double(20 + (i * 91) % 800)
        bubbles.append(try b.call(.pickerAdd, [.i32(w), .f64(x), .f64(y), .f64(Double(12 + i % 9)), .i64(0)]).bits32)
    }
    for _ in 0..<10 { _ = try b.call(.worldStep, [.i32(w), .f64(1.0 / 60)]) }
    for i in stride(from: 0, to: 20, by: 2) { _ = try b.call(.bubbleRemove, [.i32(w), .i32(bubbles[i])]) }
    _ = try b.call(.pickerSelect, [.i32(w), .i32(bubbles[1])])
    _ = try b.call(.pickerRemove, [.i32(w), .i32(bubbles[3])])
    _ = try b.call(.pickerDragBegin, [.i32(w), .f64(195), .f64(422)])
    _ = try b.call(.pickerDragMove, [.i32(w), .f64(230), .f64(380)])
    for _ in 0..<3 { _ = try b.call(.worldStep, [.i32(w), .f64(1.0 / 60)]) }
    _ = try b.call(.pickerToggle, [.i32(w), .i32(bubbles[5])])
    _ = try b.call(.worldStep, [.i32(w), .f64(0.004)])
    return w
}

/// The next `n` frame hashes.
private func frames<B: ScenarioBackend>(_ b: inout B, world w: UInt32, _ n: Int) throws -> [UInt64] {
    var out: [UInt64] = []
    for f in 0..<n {
        if f == 10 { _ = try b.call(.pickerDragMove, [.i32(w), .f64(100), .f64(600)]) }
        _ = try b.call(.worldStep, [.i32(w), .f64(1.0 / 60)])
        guard case .i64(let h) = try b.call(.worldHash, [.i32(w)]) else { throw BackendError("no hash") }
        out.append(h)
    }
    return out
}

private func nativeSnapshot(_ w: UInt32) -> [UInt8] {
    let n = Int(fizz_world_snapshot(w, nil, 0))
    var out = [UInt8](repeating: 0, count: max(n, 0))
    _ = out.withUnsafeMutableBufferPointer { fizz_world_snapshot(w, $0.baseAddress, UInt32(n)) }
    return out
}

@Suite struct SnapshotParity {
    @Test("a native snapshot continues in fizz.wasm, and a wasm one natively, frame for frame")
    func nativeAndWasmRestoreEachOther() throws {
        try Library.exclusive {
            var native = DirectBackend()
            let w = try busySession(&native)
            let fromNative = nativeSnapshot(w)
            var wasm = try Fixture.wasmBackend()
            let target = try wasm.call(.worldCreate, [.f64(1), .f64(1)]).bits32
            #expect(try wasm.restore(world: target, from: fromNative) == 0)
            #expect(try wasm.snapshot(world: target) == fromNative, "the same bytes in both runtimes")
            let wasmFrames = try frames(&wasm, world: target, 40)
            let nativeFrames = try frames(&native, world: w, 40)
            #expect(wasmFrames == nativeFrames)

            // And back: the wasm world's snapshot restores natively.
            let fromWasm = try wasm.snapshot(world: target)
            let back = fizz_world_create(1, 1)
            #expect(fromWasm.withUnsafeBufferPointer { fizz_world_restore(back, $0.baseAddress, UInt32($0.count)) } == 0)
            #expect(fizz_world_hash(back) == nativeFrames.last)
            var again = DirectBackend(fresh: false)
            #expect(try frames(&again, world: back, 20) == (try frames(&wasm, world: target, 20)))
        }
    }

    @Test("damaged snapshots are refused in fizz.wasm and leave the world as it was")
    func damagedSnapshotsAreRefusedInWasm() throws {
        var wasm = try Fixture.wasmBackend()
        let w = try busySession(&wasm)
        let bytes = try wasm.snapshot(world: w)
        let target = try wasm.call(.worldCreate, [.f64(50), .f64(50)]).bits32
        let before = try wasm.call(.worldHash, [.i32(target)])
        var damaged: [[UInt8]] = stride(from: 0, to: bytes.count, by: 97).map { Array(bytes[0..<$0]) }
        for i in stride(from: 0, to: bytes.count, by: 89) { var d = bytes; d[i] ^= 0x04; damaged.append(d) }
        var other = bytes
        other[8] = 2
        damaged.append(other)
        for d in damaged {
            #expect(try wasm.restore(world: target, from: d) == -9)
            #expect(try wasm.call(.worldHash, [.i32(target)]) == before)
        }
    }

    @Test("a strip's snapshot moves between the native library and fizz.wasm with the same bytes")
    func stripsRestoreAcrossRuntimes() throws {
        try Library.exclusive {
            let s = fizz_strip_create(390)
            _ = fizz_strip_set_spacing(s, 8)
            for k in 0..<50 { _ = fizz_strip_add(s, Double(40 + (k * 37) % 90) + 0.1) }
            _ = fizz_strip_set_offset(s, 123.456)
            let n = Int(fizz_strip_snapshot(s, nil, 0))
            var native = [UInt8](repeating: 0, count: n)
            #expect(native.withUnsafeMutableBufferPointer { fizz_strip_snapshot(s, $0.baseAddress, UInt32(n)) } == Int32(n))
            var wasm = try Fixture.wasmBackend()
            let t = try wasm.call(.stripCreate, [.f64(1)]).bits32
            #expect(try wasm.restore("strip", t, from: native) == 0)
            #expect(try wasm.snapshot("strip", t) == native)
            #expect(try wasm.call(.stripHash, [.i32(t)]).bits64 == fizz_strip_hash(s))
            // The same scroll and additions on both, then back from wasm to a native strip.
            for x in [0.5, 700, 2000.25] {
                _ = fizz_strip_set_offset(s, x); _ = fizz_strip_add(s, x / 10)
                _ = try wasm.call(.stripSetOffset, [.i32(t), .f64(x)]); _ = try wasm.call(.stripAdd, [.i32(t), .f64(x / 10)])
                #expect(try wasm.call(.stripHash, [.i32(t)]).bits64 == fizz_strip_hash(s))
            }
            let back = try wasm.snapshot("strip", t)
            let r = fizz_strip_create(1)
            #expect(back.withUnsafeBufferPointer { fizz_strip_restore(r, $0.baseAddress, UInt32($0.count)) } == 0)
            #expect(fizz_strip_hash(r) == fizz_strip_hash(s))
            // A world's snapshot is refused by a strip, in wasm too.
            let w = try wasm.call(.worldCreate, [.f64(10), .f64(10)]).bits32
            #expect(try wasm.restore("strip", t, from: try wasm.snapshot(world: w)) == -9)
            _ = fizz_strip_destroy(s); _ = fizz_strip_destroy(r)
        }
    }

    /// Issue 25: a layout snapshot resealed with a node's width count, height count or built
    /// repeat at 0x7FFFFFFF, or a window entry's repetition at 2^31, trapped inside
    /// fizz_layout_restore in wasm (32-bit `Int` overflow in the check) or later in
    /// set_offset, while natively it was refused or accepted: the runtimes diverged. Both
    /// refuse it now (FIZZ_E_INVALID_BUFFER), and the target is unchanged.
    @Test("resealed layout counts past Int32.max are refused in fizz.wasm as natively, without a trap")
    func layoutCountsPastInt32MaxAreRefusedInWasm() throws {
        try Library.exclusive {
            var wasm = try Fixture.wasmBackend()
            let l = try wasm.call(.layoutCreate, [.f64(320), .f64(480)]).bits32
            let h = try wasm.call(.layoutAddSection, [.i32(l), .i32(1), .i32(0), .i32(0), .f64(1)]).bits32
            _ = try wasm.call(.layoutSetSectionFlow, [.i32(l), .i32(h), .i32(1), .i32(0), .f64(100)])   // horizontal
            _ = try wasm.call(.layoutAddBrick, [.i32(l), .i32(h), .i32(0), .i32(1), .f64(100), .i32(1), .f64(40)])
            _ = try wasm.call(.layoutUpdate, [.i32(l)])
            let bytes = try wasm.snapshot("layout", l)
            let target = try wasm.call(.layoutCreate, [.f64(100), .f64(100)]).bits32
            let before = try wasm.call(.layoutHash, [.i32(target)])
            let native = fizz_layout_create(100, 100)
            // Node k's field i (BrickLayout.code: the format word and 112 payload bytes of
            // settings and counts, then 60-byte nodes of 4 flags and 14 words: widthCount 6,
            // heightCount 8, builtRepeat 13, then the slot table: 2 counts, a generation per
            // node, no free slot); the ids of window entry 1 after the item columns and the window.
            func word(_ k: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[k + $1]) << (8 * UInt32($1)) } }
            let nodes = Int(word(87)), sections = Int(word(95)), terms = Int(word(99)), items = Int(word(107)), window = Int(word(124))
            #expect(nodes == 3 && items == 2 && window == 2)
            let itemNode = 132 + 64 * nodes + 8 + 151 * sections + 20 * terms + 54 * Int(word(103))
            let repetition = itemNode + 76 * items + 4 * Int(word(111)) + 4 * Int(word(116)) + 156 * window + 8 + 4
            var fields = [(132 + 60 * 2 + 4 + 4 * 6, UInt32(1)), (132 + 60 * 2 + 4 + 4 * 8, 1), (132 + 60 * 2 + 4 + 4 * 13, 1)]
            fields.append((repetition, 0))
            for (at, was) in fields {
                #expect(word(at) == was, "offset \(at)")
                var b = bytes
                for j in 0..<4 { b[at + j] = UInt8(truncatingIfNeeded: (at == repetition ? 0x8000_0000 : 0x7FFF_FFFF as UInt32) >> (8 * UInt32(j))) }
                let sum = b[0..<(b.count - 8)].reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
                for j in 0..<8 { b[b.count - 8 + j] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(j))) }
                #expect(try wasm.restore("layout", target, from: b) == -9, "offset \(at) in wasm")
                #expect(try wasm.call(.layoutHash, [.i32(target)]) == before)
                #expect(b.withUnsafeBufferPointer { fizz_layout_restore(native, $0.baseAddress, UInt32($0.count)) } == -9, "offset \(at) natively")
            }
            _ = fizz_layout_destroy(native)
        }
    }
}
