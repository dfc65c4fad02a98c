//===--- Snapshot.swift --------------------------------------------------===//
// Part of Fizz. The snapshot format: header, checksum, and the one protocol every kind follows.
//===---------------------------------------------------------------------===//

/// An object whose whole state can be written to bytes and read back into a fresh object that
/// continues bit for bit: the same `stateHash`, and the same frames forever after.
///
/// One protocol for every kind: a kind lists its state once for a `SnapshotCoder`, which
/// writes it, or reads it back into storage of its own that nobody sees until every value has
/// been read and checked. A refused restore therefore
/// changes nothing, and the format (header, checksum, sizes) is written once, here.
public protocol Snapshotting: AnyObject {
    /// The kind number in the header (`Snapshot.Kind`): a snapshot of one kind never
    /// restores as another.
    static var snapshotKind: UInt32 { get }
    /// Writes the state (the payload; the header and checksum are added around it).
    func writeSnapshot(to coder: inout SnapshotCoder)
    /// A new object with the state the payload holds, or nil when it could not even be made
    /// (then, as for any value out of its range, `coder.failed` is set).
    static func readSnapshot(from coder: inout SnapshotCoder) -> Self?
}

/// The snapshot format (version 1), little-endian throughout:
///
///     offset 0   u32 magic "FIZZ" (0x5A5A4946)
///            4   u32 format version
///            8   u32 object kind
///           12   u32 payload length L, in bytes
///           16   L bytes of payload (doubles as their IEEE-754 bit patterns)
///       16 + L   u64 FNV-1a 64 of the 16 + L bytes before it
public enum Snapshot {
    public static let magic: UInt32 = 0x5A5A_4946
    public static let version: UInt32 = 1
    public static let headerSize = 16
    public static let trailerSize = 8
    /// The largest payload: 1 GiB, far above the largest world (about 50 MB).
    public static let maxPayload = 1 << 30

    /// Object kinds. A kind that contains another writes the other's payload inside its own,
    /// under its own kind: a picker's snapshot is not a physics world's.
    public enum Kind {
        /// A `BubblePicker` with its physics world: what a C API world handle names.
        public static let world: UInt32 = 1
        /// A bare `BubbleWorld` (physics only).
        public static let bubbleWorld: UInt32 = 2
        /// A `Strip`.
        public static let strip: UInt32 = 3
        /// A `Motion`.
        public static let motion: UInt32 = 4
        /// An `Animator`.
        public static let animator: UInt32 = 5
        /// A `PopupLayer`.
        public static let popup: UInt32 = 6
    }

    /// Why a buffer is not a snapshot of the expected kind, found from the header and
    /// checksum alone (what the payload says is checked by the kind's reader).
    public enum Refusal: UInt8 {
        case truncated, notSnapshot, version, kind, length, checksum
    }

    /// Bytes that `object`'s snapshot takes.
    public static func size<T: Snapshotting>(of object: T) -> Int {
        var w = SnapshotCoder(writing: nil, capacity: 0)
        object.writeSnapshot(to: &w)
        return headerSize + w.at + trailerSize
    }

    /// Writes `object`'s snapshot into `out` (at least `size(of:)` bytes) and returns its size.
    @discardableResult
    public static func write<T: Snapshotting>(_ object: T, into out: UnsafeMutableRawBufferPointer) -> Int {
        let n = size(of: object)
        guard let base = out.baseAddress, out.count >= n else { return 0 }
        var w = SnapshotCoder(writing: base.assumingMemoryBound(to: UInt8.self), capacity: n)
        var v = magic
        w.u32(&v); v = version
        w.u32(&v); v = T.snapshotKind
        w.u32(&v); v = UInt32(n - headerSize - trailerSize)
        w.u32(&v)
        object.writeSnapshot(to: &w)
        var sum = checksum(UnsafeRawBufferPointer(start: base, count: n - trailerSize))
        w.u64(&sum)
        return n
    }

    /// The snapshot of `object` as an array of bytes.
    public static func bytes<T: Snapshotting>(of object: T) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size(of: object))
        out.withUnsafeMutableBytes { _ = write(object, into: $0) }
        return out
    }

    /// Why `bytes` is not a whole, intact snapshot of `kind`, or nil when it is.
    public static func check(_ bytes: UnsafeRawBufferPointer, kind: UInt32) -> Refusal? {
        guard let base = bytes.baseAddress, bytes.count >= headerSize + trailerSize else { return .truncated }
        let p = base.assumingMemoryBound(to: UInt8.self)
        if load(p, 4) != UInt64(magic) { return .notSnapshot }
        if load(p + 4, 4) != UInt64(version) { return .version }
        if load(p + 8, 4) != UInt64(kind) { return .kind }
        // In 64 bits: a damaged length up to 2³² − 1 does not fit wasm32's Int, whose
        // conversion would trap before the comparison could refuse it.
        let claimed = load(p + 12, 4) + UInt64(headerSize + trailerSize)
        if UInt64(bytes.count) < claimed { return .truncated }
        if UInt64(bytes.count) > claimed { return .length }
        let total = bytes.count
        let sum = checksum(UnsafeRawBufferPointer(start: base, count: total - trailerSize))
        if load(p + total - trailerSize, 8) != sum { return .checksum }
        return nil
    }

    /// A new object of kind `T` restored from `bytes`; nothing else is touched, so a refusal
    /// leaves every existing object as it was.
    /// - Throws: `.invalidBuffer` (a `check` refusal, or a payload that is inconsistent, holds a
    ///   value outside its range, or has bytes left over), `.overBudget`, `.allocationFailed`.
    public static func restore<T: Snapshotting>(_: T.Type = T.self, from bytes: UnsafeRawBufferPointer) throws(FizzError) -> T {
        if check(bytes, kind: T.snapshotKind) != nil { throw .invalidBuffer }
        let p = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let length = bytes.count - headerSize - trailerSize
        var r = SnapshotCoder(reading: p + headerSize, count: length)
        let object = T.readSnapshot(from: &r)
        if let e = r.storageError { throw e }
        guard let object, !r.failed, r.at == length else { throw .invalidBuffer }
        return object
    }

    /// FNV-1a 64 of the bytes, one byte at a time (the published definition).
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h = StateHasher.offsetBasis
        for b in bytes { h = (h ^ UInt64(b)) &* StateHasher.prime }
        return h
    }

    /// The `n`-byte little-endian integer at `p` (Fizz runs on little-endian machines only:
    /// see `SnapshotCoder`).
    @inline(never) static func load(_ p: UnsafePointer<UInt8>, _ n: Int) -> UInt64 {
        var v: UInt64 = 0
        withUnsafeMutableBytes(of: &v) { $0.baseAddress.unsafelyUnwrapped.copyMemory(from: p, byteCount: n) }
        return v
    }
}
