//===--- SnapshotCoder.swift ---------------------------------------------===//
// Part of Fizz. Writes a snapshot's payload, or reads it back without ever passing its end.
//===---------------------------------------------------------------------===//

#if _endian(big)
#error("snapshots copy columns as they are in memory, which is the little-endian format only on little-endian machines")
#endif

/// One pass over a payload, in either direction: each kind lists its state once, as calls
/// like `coder.f64(&restTime)`, and the same list writes a snapshot (the values are stored,
/// or only counted when there is no buffer, so `Snapshot.size` cannot disagree with the
/// writing) and reads one (the values are replaced by the payload's).
///
/// Reading checks as it goes: every read first checks the bytes left, every double must be
/// finite, every count or index is checked against its limit before it is used, and any
/// failure is remembered (`failed`) and turns the rest of the reads into zeros, so a short or
/// hostile buffer (with a valid checksum, which anyone can compute) is followed into nothing
/// and refused at the end. Why a flag and not a throw per read: one branch at the end instead
/// of one per field keeps fizz.wasm small.
///
/// A restore reads nothing it has not validated, and the coder holds the two rules that keep
/// a kind from forgetting it (a crafted motion snapshot once made the restore read a column it
/// had not filled, address 0x8 natively):
/// - `column` takes its count `inout` and, reading, gives it back 0 unless the column now
///   holds that many elements: a loop over the count after a failed read reads nothing.
/// - Indices and counts stored inside copied records (`check(ints:)`) are checked against the
///   counts read before them, before any arithmetic or access uses them; code that derives
///   anything from what was read runs only while `intact`.
public struct SnapshotCoder {
    let base: UnsafeMutablePointer<UInt8>?
    let end: Int
    /// True when reading into fresh storage, false when writing (or counting).
    public let reading: Bool
    /// Bytes written, counted or read so far.
    public private(set) var at = 0
    /// A read found a value out of range, or the payload too short.
    public private(set) var failed = false
    /// A read needed storage the budget or the allocator refused.
    public private(set) var storageError: FizzError? = nil

    /// Reading, and nothing refused so far: the values read can be checked against each other.
    var intact: Bool { reading && !failed && storageError == nil }

    init(writing base: UnsafeMutablePointer<UInt8>?, capacity: Int) {
        self.base = base; end = capacity; reading = false
    }

    init(reading base: UnsafePointer<UInt8>, count: Int) {
        self.base = UnsafeMutablePointer(mutating: base); end = count; reading = true
    }

    /// The low `n` bytes of `v`, least significant first (its first `n` bytes in memory).
    @inline(never) mutating func bytes(_ v: inout UInt64, _ n: Int) {
        if reading { v = 0 }
        copy(&v, n)
    }

    /// Marks the payload invalid unless `ok` (reading only; a world being written is valid).
    mutating func check(_ ok: Bool) { if reading && !ok { failed = true } }

    /// Records why making the state read failed: a lack of storage (`.overBudget`,
    /// `.allocationFailed`) is reported as such, not as a bad buffer; any other refusal (a
    /// value a setter or an initializer would not take) makes the payload invalid.
    mutating func refuse(_ error: FizzError) {
        if error != .overBudget && error != .allocationFailed { check(false) } else if storageError == nil { storageError = error }
    }

    mutating func u64(_ v: inout UInt64) { bytes(&v, 8) }
    @inline(never) mutating func u32(_ v: inout UInt32) { var x = UInt64(v); bytes(&x, 4); v = UInt32(truncatingIfNeeded: x) }
    mutating func i32(_ v: inout Int32) { var x = UInt32(bitPattern: v); u32(&x); v = Int32(bitPattern: x) }
    mutating func i64(_ v: inout Int64) { var x = UInt64(bitPattern: v); u64(&x); v = Int64(bitPattern: x) }

    /// A double, which must be finite.
    @inline(never) mutating func f64(_ v: inout Double) {
        var x = v.bitPattern
        bytes(&x, 8)
        v = Double(bitPattern: x)
        if !v.isFinite { check(false); v = 0 }
    }

    /// A double in `lo...hi`.
    @inline(never) mutating func f64(_ v: inout Double, _ lo: Double, _ hi: Double) {
        f64(&v)
        check(v >= lo && v <= hi)
    }

    @inline(never) mutating func vec(_ v: inout Vec2) { f64(&v.x); f64(&v.y) }

    @inline(never) mutating func bool(_ v: inout Bool) {
        var x: UInt64 = v ? 1 : 0
        bytes(&x, 1)
        check(x <= 1)
        v = x == 1
    }

    /// A count or index in `0...max` (a value above is read as 0 and fails the payload).
    @inline(never) mutating func int(_ v: inout Int, max: Int) {
        var x = UInt64(UInt32(truncatingIfNeeded: v))
        bytes(&x, 4)
        if x > UInt64(max) { check(false); x = 0 }
        v = Int(x)
    }

    /// A value of an option enum, which must be one of its cases.
    mutating func option<E: RawRepresentable>(_ v: inout E) where E.RawValue == UInt32 {
        var x = v.rawValue
        u32(&x)
        if let e = E(rawValue: x) { v = e } else { check(false) }
    }

    /// The first `n` · `k` elements of a column of plain values, as they are in memory (on the
    /// little-endian machines Fizz runs on, that is the format's byte order). Reading grows
    /// the column within `budget`, only once the bytes are known to be there, so a huge count
    /// in a short buffer asks for no memory; and unless the column then holds them, `n` comes
    /// back 0 (so does every count of a failed payload), so that nothing indexes the column
    /// by a count it does not hold. The caller checks the values.
    ///
    /// It reserves exactly the count, as every snapshot reader does: a restore knows every
    /// count, and doubling from 16 (as a growing object does) let the first columns take up to
    /// twice theirs, so an object holding more than half its budget could not restore its own
    /// snapshot within it (found by the corner soak; `SnapshotOwnBudget`).
    ///
    /// The element count and the byte size are computed by `span` in 64 bits: a stored count
    /// times `k` times the element's stride can pass 2^31 although the count alone is in
    /// range, and wasm32's `Int` would trap on the product (issue 25 §2).
    @inline(never) mutating func column<T>(_ c: inout Column<T>, _ n: inout Int, times k: Int = 1, _ budget: MemoryBudget) {
        guard let (count, size) = SnapshotCoder.span(n, times: k, stride: MemoryLayout<T>.stride) else {
            check(false); if reading { n = 0 }; return
        }
        if reading && room(size) && count > 0 {
            do { try c.reserve(exactly: count, keeping: 0, in: budget) } catch { refuse(error) }
        }
        copy(UnsafeMutableRawPointer(c.base), size)
        if reading && !intact { n = 0 }
    }

    /// `n` · `k` elements and their size in bytes at `stride` bytes each, or nil when either
    /// is negative or does not fit an `Int`. Computed in `UInt64`, where it cannot wrap: each
    /// factor is first bounded by 2^31 (no column holds more; wasm32's `Int` cannot count
    /// more bytes), so the product of the two counts is below 2^62, and the stride is divided
    /// out of the limit instead of multiplied in.
    static func span(_ n: Int, times k: Int, stride: Int) -> (count: Int, bytes: Int)? {
        let limit = UInt64(Int32.max)
        if n < 0 || k < 0 || UInt64(truncatingIfNeeded: n) > limit || UInt64(truncatingIfNeeded: k) > limit { return nil }
        let count = UInt64(truncatingIfNeeded: n) &* UInt64(truncatingIfNeeded: k)
        let most = UInt64(Int.max) / UInt64(Swift.max(stride, 1))
        if count > most { return nil }
        return (Int(truncatingIfNeeded: count), Int(truncatingIfNeeded: count &* UInt64(stride)))
    }

    /// Checks `n` doubles read into memory, one every `stride` bytes from `p`: each in
    /// `lo...hi` (so finite). One loop for every column and field of doubles a kind reads raw.
    @inline(never) mutating func check(doubles p: UnsafeRawPointer, _ n: Int, stride: Int = 8, _ lo: Double, _ hi: Double) {
        if !intact { return }
        var k = 0
        while k < n {
            let v = p.load(fromByteOffset: k * stride, as: Double.self)
            if !(v >= lo && v <= hi) { failed = true; return }
            k += 1
        }
    }

    /// Checks `n` 32-bit integers read into memory, one every `stride` bytes from `p`: each in
    /// `lo...hi`, and with `rising`, none below the one before it.
    @inline(never) mutating func check(ints p: UnsafeRawPointer, _ n: Int, stride: Int = 4, _ lo: Int, _ hi: Int,
                                       rising: Bool = false) {
        if !intact { return }
        var least = lo
        var k = 0
        while k < n {
            let v = Int(p.load(fromByteOffset: k * stride, as: Int32.self))
            if v < least || v > hi { failed = true; return }
            if rising { least = v }
            k += 1
        }
    }

    /// The next `size` bytes of the payload, to be read in place and checked by the caller
    /// (reading only), or nil, the payload marked short, when they are not all there. Why: a
    /// column of records read field by field through the coder's calls cost several calls a
    /// field (4.2 million contacts of six fields: about half a restore of the largest world).
    mutating func take(_ size: Int) -> UnsafeRawPointer? {
        if !reading || !room(size) { return nil }
        let p = UnsafeRawPointer(base.unsafelyUnwrapped + at)
        at += size
        return p
    }

    /// True when a read of `size` bytes can go ahead (marks the payload short otherwise).
    @inline(never) mutating func room(_ size: Int) -> Bool {
        if failed || storageError != nil || end - at < size { failed = true; return false }
        return true
    }

    /// Copies `size` bytes between the payload and `p` (grown by the caller when reading).
    @inline(never) mutating func copy(_ p: UnsafeMutableRawPointer, _ size: Int) {
        if reading {
            if !room(size) { return }
            if size > 0 { p.copyMemory(from: base.unsafelyUnwrapped + at, byteCount: size) }
        } else if let out = base, size > 0, at + size <= end {
            UnsafeMutableRawPointer(out + at).copyMemory(from: p, byteCount: size)
        }
        at += size
    }
}
