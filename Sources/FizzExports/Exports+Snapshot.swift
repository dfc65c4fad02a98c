//===--- Exports+Snapshot.swift ------------------------------------------===//
// Part of Fizz. The C API of snapshots: one shape for every kind (fizz_<kind>_snapshot/restore).
//===---------------------------------------------------------------------===//

import Fizz

/// Writes the world's snapshot into `buffer` and returns its size in bytes; with `buffer` NULL
/// only returns the size. A buffer smaller than the snapshot is FIZZ_E_INVALID_BUFFER and
/// nothing is written.
@_expose(wasm, "fizz_world_snapshot") @_cdecl("fizz_world_snapshot")
public func fizz_world_snapshot(_ world: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let w = try WorldRegistry.lookup(world).picker
        let size = w.snapshotSize
        guard let buffer else { return Int32(size) }
        if Int(capacity) < size { throw Failure(Status.invalidBuffer, "buffer smaller than the snapshot") }
        let out = try hostBytes(buffer, capacity)
        Snapshot.write(w, into: UnsafeMutableRawBufferPointer(mutating: out))
        return Int32(size)
    }
}

/// Replaces the world's whole state with the snapshot's; its bubble handles are re-issued.
@_expose(wasm, "fizz_world_restore") @_cdecl("fizz_world_restore")
public func fizz_world_restore(_ world: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try WorldRegistry.lookup(world)
        let bytes = try hostBytes(buffer, length)
        if let refusal = Snapshot.check(bytes, kind: Snapshot.Kind.world) { throw snapshotFailure(refusal) }
        let p: BubblePicker
        do throws(FizzError) { p = try BubblePicker.restore(from: bytes) } catch {
            if error == .invalidBuffer { throw Failure(Status.invalidBuffer, "snapshot inconsistent or out of range") }
            throw Failure(error)
        }
        try HandleRegistry.requireRoom(for: p.world.count)
        // Nothing was changed so far; from here nothing can fail.
        e.replace(with: p)
        return Status.ok
    }
}

/// Why a buffer is not a snapshot of the expected kind, for the caller.
func snapshotFailure(_ r: Snapshot.Refusal) -> Failure {
    switch r {
    case .truncated: Failure(Status.invalidBuffer, "snapshot truncated")
    case .notSnapshot: Failure(Status.invalidBuffer, "not a Fizz snapshot")
    case .version: Failure(Status.invalidBuffer, "snapshot of another format version")
    case .kind: Failure(Status.invalidBuffer, "snapshot of another kind of object")
    case .length: Failure(Status.invalidBuffer, "buffer longer than the snapshot")
    case .checksum: Failure(Status.invalidBuffer, "snapshot corrupted (checksum)")
    }
}
