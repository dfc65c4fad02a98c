//===--- HostIntegers.swift ----------------------------------------------===//
// Part of Fizz. The one place where an integer the host passed through the C ABI becomes an
// `Int`: lengths, counts, capacities and pointer + length ranges, checked in 64 bits first.
//===---------------------------------------------------------------------===//

import Fizz

// Why one place: `Int` is 32 bits in wasm32, so `Int(x)` of a `uint32_t` of 2^31 or more traps
// there (`unreachable`) while natively it is merely large, and a pointer plus a length can run
// past the end of linear memory. Every conversion is done here, in a width that cannot
// overflow (`UInt64`), and a value that does not fit is refused with a status rather than a
// trap. `FizzExportsTests/HostIntegerScanTests` reads Sources/FizzExports and fails on a raw
// `Int(…)` anywhere else, so a new call cannot bring one back.

/// A signed C-ABI integer (an index, a count, a margin) as an `Int`. Widening `int32_t` never
/// overflows, on any target (`Int` has at least 32 bits); the call's own range check follows.
@inline(__always)
func hostInt(_ v: Int32) -> Int { Int(v) }

/// The byte range a host passed as a pointer and a count of `stride`-byte elements, refused
/// with FIZZ_E_INVALID_BUFFER (never a trap) when it is NULL with elements wanted, when its
/// size in bytes (computed in 64 bits) does not fit an `Int`, or when it runs past the end of
/// the module's memory (wasm) or wraps the address space (native).
/// - Parameters:
///   - p: the host's pointer (NULL is allowed with a count of 0: an empty range).
///   - count: the number of elements, as the host passed it.
///   - stride: the size of one element in bytes (1 for a byte buffer, 8 for doubles).
func hostRange(_ p: UnsafeRawPointer?, _ count: UInt32, stride: Int = 1) throws(Failure) -> UnsafeRawBufferPointer {
    guard let p else {
        if count == 0 { return UnsafeRawBufferPointer(start: nil, count: 0) }
        throw Failure(Status.invalidBuffer, "NULL buffer with a length")
    }
    // At most (2^32 − 1)·stride, far below 2^64 for any element size: the wrapping multiply
    // cannot wrap, and avoids the checked one, which wasm32 lowers to a 128-bit libcall.
    let bytes = UInt64(count) &* UInt64(stride)
    if bytes > UInt64(Int.max) || !HostMemory.contains(p, bytes: bytes) {
        throw Failure(Status.invalidBuffer, "buffer past the end of memory")
    }
    return UnsafeRawBufferPointer(start: p, count: Int(truncatingIfNeeded: bytes))
}

/// `count` elements of type `T` at `p`, checked as `hostRange` checks them.
func hostElements<T>(_ p: UnsafePointer<T>?, _ count: UInt32) throws(Failure) -> UnsafeBufferPointer<T> {
    let r = try hostRange(p.map { UnsafeRawPointer($0) }, count, stride: MemoryLayout<T>.stride)
    return UnsafeBufferPointer(start: p, count: r.count / MemoryLayout<T>.stride)
}

/// True when a buffer of `capacity` bytes holds `size` bytes (compared in 64 bits).
@inline(__always)
func hostHolds(_ capacity: UInt32, _ size: Int) -> Bool { UInt64(capacity) >= UInt64(size) }
