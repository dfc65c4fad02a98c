//===--- FuzzOneInput.swift ----------------------------------------------===//
// Part of Fizz. The native library under libFuzzer (tools/fuzz-libfuzzer builds and runs it).
//===---------------------------------------------------------------------===//

import FizzExports
import FizzScenario

// libFuzzer's bytes are read as a call sequence over the scenario catalogue (APICall, which a
// test keeps equal to fizz.h): a byte picks the call, a byte per argument picks a handle made
// so far, a small integer, a value from `interesting`, or raw bits that follow. Coverage
// guidance steers the bytes; this side only decides what counts as a failure: a crash (the
// runtime's traps are signals libFuzzer catches), a timeout (-timeout), or a number that is not
// finite: a double result of a successful call, or any position or velocity of any live world
// after any call. Native only: the differential half is tools/fuzz.

let interesting: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 1.0 / 60, 1.0 / 120, 0.25, 10, 30, 40, 80, 100, 390, 844, 1_000,
    1e4, 1e6, 1e7, (1e7).nextUp, (1e6).nextUp, 15, 10_000, 64, 1_200, 1e15, 1e-300, 1e-200,
    5e-324, 2.2e-308, 1e300, -1e300, .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
]

/// Bubbles and worlds made per input stay few: a coverage-guided fuzzer would otherwise grow
/// piles until the machine runs out of memory, which is the memory budget's test, not this one.
let maxAdds = 64, maxWorlds = 4

struct Bytes {
    let data: UnsafePointer<UInt8>
    let size: Int
    var at = 0
    mutating func byte() -> UInt8? {
        guard at < size else { return nil }
        defer { at += 1 }
        return data[at]
    }
    mutating func word(_ n: Int) -> UInt64 {
        var v: UInt64 = 0
        for _ in 0..<n { v = v << 8 | UInt64(byte() ?? 0) }
        return v
    }
}

func check(_ ok: Bool, _ what: StaticString) { if !ok { fatalError("\(what)") } }

func checkFinite(_ p: UnsafePointer<Double>?, _ count: Int32, _ what: StaticString) {
    guard let p, count > 0 else { return }
    for i in 0..<Int(count) { check(p[i].isFinite, what) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Bytes(data: data, size: size)
    var backend = DirectBackend(fresh: true)
    var handles: [UInt32] = []
    var worlds: [UInt32] = []
    var adds = 0
    let calls = APICall.allCases
    while let b = bytes.byte() {
        let f = calls[Int(b) % calls.count]
        if f == .worldCreate && worlds.count >= maxWorlds { continue }
        if f == .bubbleAdd || f == .pickerAdd || f == .pickerSpawn {
            if adds >= maxAdds { continue }
            adds += 1
        }
        var args: [ABIValue] = []
        for p in f.parameters {
            let c = bytes.byte() ?? 0
            switch p {
            case .f64:
                args.append(.f64(c < 224 ? interesting[Int(c) % interesting.count] : Double(bitPattern: bytes.word(8))))
            case .i64:
                args.append(.i64(c < 192 ? UInt64(c % 8) : bytes.word(8)))
            default:
                if c < 160 && !handles.isEmpty { args.append(.i32(handles[Int(c) % handles.count])) }
                else if c < 224 { args.append(.i32(UInt32(bitPattern: Int32(c % 64) - 8))) }
                else { args.append(.i32(UInt32(truncatingIfNeeded: bytes.word(4)))) }
            }
        }
        guard let result = try? backend.call(f, args) else { continue }
        let ok = fizz_last_error() == 0
        if case .f64(let d) = result, ok { check(d.isFinite, "a successful call returned a non-finite double") }
        if case .i32(let h) = result, ok, h != 0, f.result == .i32, handles.count < 256 {
            handles.append(h)
            if f == .worldCreate { worlds.append(h) }
        }
        for w in worlds where fizz_world_is_valid(w) == 1 {
            let n = fizz_world_count(w)
            checkFinite(fizz_world_positions(w), 3 * n, "a world holds a non-finite position or radius")
            checkFinite(fizz_world_velocities(w), 2 * n, "a world holds a non-finite velocity")
            checkFinite(fizz_picker_render(w), 5 * n, "the picker's render data is not finite")
            check(fizz_picker_get_content_offset_x(w).isFinite && fizz_picker_get_content_offset_y(w).isFinite,
                  "the content offset is not finite")
        }
    }
    return 0
}
