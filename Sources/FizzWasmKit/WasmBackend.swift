//===--- WasmBackend.swift -----------------------------------------------===//
// Part of Fizz. Scenario calls made into fizz.wasm, inside the WasmKit runtime.
//===---------------------------------------------------------------------===//

@_exported import FizzHarness
import FizzScenario
import Foundation
import WasmKit

/// Runs `fizz.wasm` in WasmKit (a wasm interpreter written in Swift) and calls its exports.
///
/// The module imports nothing, so it is instantiated with an empty import set, and its
/// `_initialize` (the WASI reactor entry that runs static initialisers) is called once.
/// Each backend owns a fresh instance: no state leaks between replays.
public struct WasmBackend: ScenarioBackend {
    let instance: Instance
    let memory: Memory
    var functions: [APICall: Function] = [:]

    /// Loads and instantiates the module at `path`.
    public init(path: String) throws(BackendError) {
        // WasmKit's own error for a missing file is a dump of its fields.
        if !FileManager.default.fileExists(atPath: path) {
            throw BackendError("cannot load \(path): no such file (tools/build-wasm builds wasm/fizz.wasm)")
        }
        do {
            let module = try parseWasm(filePath: path)
            let store = Store(engine: Engine())
            instance = try module.instantiate(store: store)
            guard let m = instance.exports[memory: "memory"] else { throw BackendError("fizz.wasm exports no memory") }
            memory = m
            if let initialize = instance.exports[function: "_initialize"] { _ = try initialize() }
            // A product's module (wasm/fizz-<product>.wasm) exports only its kinds' calls: a
            // call it lacks is refused when made, naming it, not when the module loads.
            for c in APICall.allCases {
                if let f = instance.exports[function: "fizz_\(c.name)"] { functions[c] = f }
            }
            if functions.isEmpty { throw BackendError("\(path) exports no fizz_* function") }
        } catch let e as BackendError {
            throw e
        } catch {
            throw BackendError("cannot load \(path): \(error)")
        }
    }

    public mutating func call(_ f: APICall, _ arguments: [ABIValue]) throws(BackendError) -> ABIValue {
        let args: [Value] = arguments.map { a in
            switch a {
            case .i32(let v): .i32(v)
            case .i64(let v): .i64(v)
            case .f64(let d): .f64(d.bitPattern)
            case .pointer(let p): .i32(UInt32(truncatingIfNeeded: p))
            }
        }
        guard let function = functions[f] else {
            throw BackendError("this module does not export fizz_\(f.name) (a product's module holds only its own kinds)")
        }
        let results: [Value]
        do { results = try function(args) } catch {
            throw BackendError("fizz_\(f.name) trapped: \(error)")
        }
        guard let r = results.first else { throw BackendError("fizz_\(f.name) returned nothing") }
        switch (f.result, r) {
        case (.i32, .i32(let v)): return .i32(v)
        case (.i64, .i64(let v)): return .i64(v)
        case (.f64, .f64(let bits)): return .f64(Double(bitPattern: bits))
        case (.doubles, .i32(let v)), (.words, .i32(let v)), (.string, .i32(let v)): return .pointer(UInt64(v))
        default: throw BackendError("fizz_\(f.name) returned \(r), not the header's type")
        }
    }

    func bytes(at address: UInt64, count: Int) throws(BackendError) -> [UInt8] {
        guard address + UInt64(count) <= UInt64(memory.byteCount) else {
            throw BackendError("a returned pointer reaches past the end of linear memory")
        }
        return memory.withUnsafeBufferPointer(offset: UInt(address), count: count) { Array($0) }
    }

    public mutating func readDoubles(at address: UInt64, count: Int) throws(BackendError) -> [Double] {
        let raw = try bytes(at: address, count: count * 8)
        return (0..<count).map { i in
            var bits: UInt64 = 0
            for k in 0..<8 { bits |= UInt64(raw[i * 8 + k]) << (8 * UInt64(k)) }   // little-endian
            return Double(bitPattern: bits)
        }
    }

    public mutating func readWords(at address: UInt64, count: Int) throws(BackendError) -> [UInt32] {
        let raw = try bytes(at: address, count: count * 4)
        return (0..<count).map { i in
            var w: UInt32 = 0
            for k in 0..<4 { w |= UInt32(raw[i * 4 + k]) << (8 * UInt32(k)) }
            return w
        }
    }

    public mutating func readCString(at address: UInt64) throws(BackendError) -> [UInt8] {
        var out: [UInt8] = []
        var a = address
        while out.count < 4096 {
            let b = try bytes(at: a, count: 1)[0]
            if b == 0 { break }
            out.append(b); a += 1
        }
        return out
    }
}
