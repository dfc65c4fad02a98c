//===--- WasmBackend+Snapshot.swift --------------------------------------===//
// Part of Fizz. Bytes in and out of fizz.wasm's memory, for snapshots.
//===---------------------------------------------------------------------===//

@_exported import FizzHarness
import FizzScenario
import WasmKit

extension WasmBackend {
    /// Calls an export by its C name with 32-bit arguments (the buffer calls take pointers,
    /// which scenarios cannot express, so they are not in `APICall`).
    mutating func callWords(_ name: String, _ arguments: [UInt32]) throws(BackendError) -> UInt32 {
        guard let f = instance.exports[function: name] else { throw BackendError("fizz.wasm does not export \(name)") }
        do {
            guard case .i32(let v) = try f(arguments.map { .i32($0) }).first else { throw BackendError("\(name) returned no i32") }
            return v
        } catch let e as BackendError { throw e } catch { throw BackendError("\(name) trapped: \(error)") }
    }

    /// Writes `bytes` at `address` of linear memory.
    mutating func write(_ bytes: [UInt8], at address: UInt32) throws(BackendError) {
        guard UInt64(address) + UInt64(bytes.count) <= UInt64(memory.byteCount) else {
            throw BackendError("\(bytes.count) bytes at \(address) reach past the end of linear memory")
        }
        memory.withUnsafeMutableBufferPointer(offset: UInt(address), count: bytes.count) { out in
            for (k, b) in bytes.enumerated() { out[k] = b }
        }
    }

    /// The snapshot of `world` (fizz_world_snapshot through a buffer from fizz_alloc).
    public mutating func snapshot(world: UInt32) throws(BackendError) -> [UInt8] { try snapshot("world", world) }

    /// fizz_world_restore of `bytes` into `world`: its status.
    public mutating func restore(world: UInt32, from data: [UInt8]) throws(BackendError) -> Int32 {
        try restore("world", world, from: data)
    }

    /// The snapshot of the object `handle` of `kind` ("world", "strip"): fizz_<kind>_snapshot
    /// asked for the size, then filling a buffer from fizz_alloc.
    public mutating func snapshot(_ kind: String, _ handle: UInt32) throws(BackendError) -> [UInt8] {
        let call = "fizz_\(kind)_snapshot"
        let size = try callWords(call, [handle, 0, 0])
        if Int32(bitPattern: size) < 0 { throw BackendError("\(call) refused: \(Int32(bitPattern: size))") }
        let p = try callWords("fizz_alloc", [size])
        defer { _ = try? callWords("fizz_free", [p]) }
        _ = try callWords(call, [handle, p, size])
        return try bytes(at: UInt64(p), count: Int(size))
    }

    /// fizz_<kind>_restore of `bytes` into the object `handle`: its status.
    public mutating func restore(_ kind: String, _ handle: UInt32, from data: [UInt8]) throws(BackendError) -> Int32 {
        let p = try callWords("fizz_alloc", [UInt32(max(data.count, 1))])
        defer { _ = try? callWords("fizz_free", [p]) }
        try write(data, at: p)
        return Int32(bitPattern: try callWords("fizz_\(kind)_restore", [handle, p, UInt32(data.count)]))
    }
}
