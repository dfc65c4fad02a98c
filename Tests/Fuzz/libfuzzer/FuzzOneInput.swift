//===--- FuzzOneInput.swift ----------------------------------------------===//
// Part of Fizz. The native library under libFuzzer (tools/fuzz-libfuzzer builds and runs it).
//===---------------------------------------------------------------------===//

import FizzExports
import FizzScenario
#if canImport(Glibc)
import Glibc
#endif

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
    Double(bitPattern: 1), Double(bitPattern: 0x000F_0000_0000_0000), 1e300, -1e300,
    .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
]

/// FIZZ_PRINT_SCENARIO=1: each input is also printed as a scenario (Tests/Scenarios/README.md)
/// on stdout, so a crash file becomes a corpus file for tools/fuzz (`tools/fuzz-libfuzzer`
/// does this for every crash it finds).
let printing = getenv("FIZZ_PRINT_SCENARIO") != nil

/// A double as the format's exact hex float (what C's %a prints).
func hexFloat(_ d: Double) -> String {
    if d.isNaN { return "nan" }
    if d.isInfinite { return d < 0 ? "-inf" : "inf" }
    let bits = d.bitPattern
    let exponent = Int((bits >> 52) & 0x7FF)
    let fraction = String(bits & 0xF_FFFF_FFFF_FFFF, radix: 16)
    let padded = String(repeating: "0", count: 13 - fraction.count) + fraction
    let sign = bits >> 63 == 1 ? "-" : ""
    if exponent == 0 { return "\(sign)0x0.\(padded)p-1022" }
    return "\(sign)0x1.\(padded)p\(exponent - 1023)"
}

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
    if size > 0 && data[0] == snapshotMarker {
        // Edits to a real snapshot (SnapshotInput.swift): bytes, not calls, so no scenario.
        if printing { print("# a snapshot input: run the libFuzzer file itself (build/libfuzzer/fizz-libfuzzer FILE)") }
        _ = bytes.byte()
        snapshotInput(&bytes)
        return 0
    }
    var handles: [UInt32] = []
    var handleNames: [String] = []      // the scenario name of each handle's call
    var worlds: [UInt32] = []
    var index = 0
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
        var words: [String] = []
        for p in f.parameters {
            let c = bytes.byte() ?? 0
            switch p {
            case .f64:
                let d = c < 224 ? interesting[Int(c) % interesting.count] : Double(bitPattern: bytes.word(8))
                args.append(.f64(d)); words.append(hexFloat(d))
            case .i64:
                // Within the scenario format's integers (15 digits), so every input prints.
                let v = c < 192 ? Int64(c % 8) : Int64(bitPattern: bytes.word(8)) % 1_000_000_000_000_000
                args.append(.i64(UInt64(bitPattern: v))); words.append(String(v))
            default:
                if c < 160 && !handles.isEmpty {
                    args.append(.i32(handles[Int(c) % handles.count])); words.append(handleNames[Int(c) % handles.count])
                } else if c < 224 {
                    let v = Int32(c % 64) - 8
                    args.append(.i32(UInt32(bitPattern: v))); words.append(String(v))
                } else {
                    let v = UInt32(truncatingIfNeeded: bytes.word(4))
                    args.append(.i32(v)); words.append("0x" + String(v, radix: 16))
                }
            }
        }
        let name = "r\(index)"
        index += 1
        if printing {
            print("\(name) = \(f.name) \(words.joined(separator: " "))")
            fflush(nil)   // every stream: the line must be out before a crash
        }
        guard let result = try? backend.call(f, args) else { continue }
        let ok = fizz_last_error() == 0
        if case .f64(let d) = result, ok { check(d.isFinite, "a successful call returned a non-finite double") }
        if case .i32(let h) = result, ok, h != 0, f.result == .i32, handles.count < 256 {
            handles.append(h)
            handleNames.append(name)
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
