//===--- Exports+Snapshot.swift ------------------------------------------===//
// Part of Fizz. The C API of snapshots: one shape for every kind (fizz_<kind>_snapshot/restore).
//===---------------------------------------------------------------------===//

import Fizz

/// Writes the world's snapshot into `buffer` and returns its size in bytes; with `buffer` NULL
/// only returns the size. A buffer smaller than the snapshot is FIZZ_E_INVALID_BUFFER and
/// nothing is written.
@_expose(wasm, "fizz_world_snapshot") @_cdecl("fizz_world_snapshot")
public func fizz_world_snapshot(_ world: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try writeSnapshot(WorldRegistry.lookup(world).picker, buffer, capacity) }
}

/// Replaces the world's whole state with the snapshot's; its bubble handles are re-issued.
@_expose(wasm, "fizz_world_restore") @_cdecl("fizz_world_restore")
public func fizz_world_restore(_ world: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try WorldRegistry.lookup(world)
        let p = try readSnapshot(BubblePicker.self, buffer, length)
        try HandleRegistry.requireRoom(for: p.world.count)
        // Nothing was changed so far; from here nothing can fail.
        e.replace(with: p)
        return Status.ok
    }
}

/// The strip's snapshot, as `fizz_world_snapshot`.
@_expose(wasm, "fizz_strip_snapshot") @_cdecl("fizz_strip_snapshot")
public func fizz_strip_snapshot(_ strip: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try writeSnapshot(StripEntry.lookup(strip).strip, buffer, capacity) }
}

/// Replaces the strip's whole state with the snapshot's, as `fizz_world_restore`.
@_expose(wasm, "fizz_strip_restore") @_cdecl("fizz_strip_restore")
public func fizz_strip_restore(_ strip: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try StripEntry.lookup(strip)
        e.replace(with: try readSnapshot(Strip.self, buffer, length))
        return Status.ok
    }
}

/// The motion's snapshot, as `fizz_world_snapshot`.
@_expose(wasm, "fizz_motion_snapshot") @_cdecl("fizz_motion_snapshot")
public func fizz_motion_snapshot(_ motion: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try writeSnapshot(MotionEntry.lookup(motion).motion, buffer, capacity) }
}

/// Replaces the motion's whole state with the snapshot's, as `fizz_world_restore`.
@_expose(wasm, "fizz_motion_restore") @_cdecl("fizz_motion_restore")
public func fizz_motion_restore(_ motion: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try MotionEntry.lookup(motion)
        e.replace(with: try readSnapshot(Motion.self, buffer, length))
        return Status.ok
    }
}

/// The popup layer's snapshot, as `fizz_world_snapshot`.
@_expose(wasm, "fizz_popup_snapshot") @_cdecl("fizz_popup_snapshot")
public func fizz_popup_snapshot(_ popup: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try writeSnapshot(PopupEntry.lookup(popup).layer, buffer, capacity) }
}

/// Replaces the popup layer's whole state with the snapshot's, as `fizz_world_restore`.
@_expose(wasm, "fizz_popup_restore") @_cdecl("fizz_popup_restore")
public func fizz_popup_restore(_ popup: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try PopupEntry.lookup(popup)
        e.replace(with: try readSnapshot(PopupLayer.self, buffer, length))
        return Status.ok
    }
}

/// The animator's snapshot, as `fizz_world_snapshot`.
@_expose(wasm, "fizz_animator_snapshot") @_cdecl("fizz_animator_snapshot")
public func fizz_animator_snapshot(_ animator: UInt32, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try writeSnapshot(AnimatorEntry.lookup(animator).animator, buffer, capacity) }
}

/// Replaces the animator's whole state with the snapshot's, as `fizz_world_restore`.
@_expose(wasm, "fizz_animator_restore") @_cdecl("fizz_animator_restore")
public func fizz_animator_restore(_ animator: UInt32, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) -> Int32 {
    apiCode { () throws(Failure) in
        let e = try AnimatorEntry.lookup(animator)
        e.replace(with: try readSnapshot(Animator.self, buffer, length))
        return Status.ok
    }
}

// The two halves of the protocol, written once for every kind.

/// Writes `object`'s snapshot into the host's buffer, or only answers its size (NULL buffer).
func writeSnapshot<T: Snapshotting>(_ object: T, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) throws(Failure) -> Int32 {
    let size = Snapshot.size(of: object)
    guard let buffer else { return Int32(size) }
    if Int(capacity) < size { throw Failure(Status.invalidBuffer, "buffer smaller than the snapshot") }
    let out = try hostBytes(buffer, capacity)
    Snapshot.write(object, into: UnsafeMutableRawBufferPointer(mutating: out))
    return Int32(size)
}

/// A new object of kind `T` from the host's buffer; nothing existing is touched.
func readSnapshot<T: Snapshotting>(_: T.Type, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) throws(Failure) -> T {
    let bytes = try hostBytes(buffer, length)
    if let refusal = Snapshot.check(bytes, kind: T.snapshotKind) { throw snapshotFailure(refusal) }
    do throws(FizzError) { return try Snapshot.restore(T.self, from: bytes) } catch {
        if error == .invalidBuffer { throw Failure(Status.invalidBuffer, "snapshot inconsistent or out of range") }
        throw Failure(error)
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
