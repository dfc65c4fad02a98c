//===--- Snapshots.swift -------------------------------------------------===//
// Part of Fizz. The two halves of the snapshot protocol, written once for every kind: the
// generated fizz_<kind>_snapshot and fizz_<kind>_restore (Generated/<Class>Kind.swift) call them.
//===---------------------------------------------------------------------===//

import Fizz

/// Writes `object`'s snapshot into the host's buffer, or only answers its size (NULL buffer).
func writeSnapshot<T: Snapshotting>(_ object: T, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: UInt32) throws(Failure) -> Int32 {
    let size = Snapshot.size(of: object)
    let answer = try snapshotSizeAnswer(size)
    guard let buffer else { return answer }
    if !hostHolds(capacity, size) { throw Failure(Status.invalidBuffer, "buffer smaller than the snapshot") }
    let out = try hostRange(buffer, capacity)
    Snapshot.write(object, into: UnsafeMutableRawBufferPointer(mutating: out))
    return answer
}

/// A snapshot's size as the int32_t the C call returns, or FIZZ_E_LIMIT past 2^31 − 1 bytes.
///
/// Why a check: a memory budget may reach 2^40 bytes natively, so an object's snapshot can
/// outgrow the result type; converted unchecked, the size would trap the host's process.
func snapshotSizeAnswer(_ size: Int) throws(Failure) -> Int32 {
    guard let answer = Int32(exactly: size) else {
        throw Failure(Status.limitReached, "snapshot larger than an int32_t result can give (2^31 - 1 bytes)")
    }
    return answer
}

/// A new object of kind `T` from the host's buffer; nothing existing is touched.
func readSnapshot<T: Snapshotting>(_: T.Type, _ buffer: UnsafePointer<UInt8>?, _ length: UInt32) throws(Failure) -> T {
    let bytes = try hostRange(buffer, length)
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
