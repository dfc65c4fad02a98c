//===--- Exports+Buffers.swift -------------------------------------------===//
// Part of Fizz. Byte buffers a wasm host allocates inside the module, tracked by the library.
//===---------------------------------------------------------------------===//

import Fizz

/// The buffers `fizz_alloc` handed out and not yet freed. A wasm host can only pass bytes that
/// lie in the module's memory, so it asks for room here; the library keeps the list so that
/// freeing a pointer it did not hand out (or twice) is refused instead of corrupting the heap.
enum HostBuffers {
    /// The most bytes live at once: 256 MiB, room for the snapshot of any world.
    static let capacity: UInt32 = 256 << 20
    /// Per live buffer: the low and high halves of its address, and its size. (32-bit words,
    /// as every other list of the C API: one specialisation of the array code in fizz.wasm.)
    nonisolated(unsafe) static var live: [UInt32] = []
    nonisolated(unsafe) static var total: UInt32 = 0

    /// Where `p` is in `live`, or nil when the library did not hand it out.
    static func find(_ p: UnsafeMutableRawPointer?) -> Int? {
        let a = UInt64(UInt(bitPattern: p))
        var k = 0
        while k < live.count {
            if UInt64(live[k]) | UInt64(live[k + 1]) << 32 == a { return k }
            k += 3
        }
        return nil
    }

    /// Frees every buffer (`Library.reset`).
    static func reset() {
        while !live.isEmpty { free(0) }
    }

    /// Frees the buffer at `k` in `live`.
    static func free(_ k: Int) {
        UnsafeMutableRawPointer(bitPattern: UInt(UInt64(live[k]) | UInt64(live[k + 1]) << 32))?.deallocate()
        total -= live[k + 2]
        live.remove(at: k); live.remove(at: k); live.remove(at: k)
    }
}

/// Allocates `size` bytes (1 ... 2^28, and at most 256 MiB live in all) and returns them, or
/// NULL on error: FIZZ_E_OUT_OF_RANGE for a size of 0 or above the cap, FIZZ_E_LIMIT when the
/// cap or the allocator has no room. Free with fizz_free.
@_expose(wasm, "fizz_alloc") @_cdecl("fizz_alloc")
public func fizz_alloc(_ size: UInt32) -> UnsafeMutablePointer<UInt8>? {
    api(nil) { () throws(Failure) in
        if size == 0 || size > HostBuffers.capacity { throw Failure(Status.outOfRange, "fizz_alloc: the size must be 1 ... 268435456 bytes") }
        if size > HostBuffers.capacity - HostBuffers.total { throw Failure(Status.limitReached, "fizz_alloc: 256 MiB of buffers are live already: free some first") }
        guard let p = HostMemory.allocate(Int(size)) else { throw Failure(FizzError.allocationFailed) }
        let a = UInt64(UInt(bitPattern: p))
        HostBuffers.live.append(UInt32(truncatingIfNeeded: a)); HostBuffers.live.append(UInt32(truncatingIfNeeded: a >> 32))
        HostBuffers.live.append(size)
        HostBuffers.total += size
        return p.assumingMemoryBound(to: UInt8.self)
    }
}

/// Frees a buffer from fizz_alloc. FIZZ_E_INVALID_BUFFER (nothing freed) for a pointer the
/// library did not hand out, or already freed; NULL is FIZZ_E_INVALID_BUFFER too.
@_expose(wasm, "fizz_free") @_cdecl("fizz_free")
public func fizz_free(_ buffer: UnsafeMutablePointer<UInt8>?) -> Int32 {
    apiCode { () throws(Failure) in
        guard buffer != nil, let k = HostBuffers.find(buffer) else {
            throw Failure(Status.invalidBuffer, "fizz_free: the pointer is not a live buffer from fizz_alloc")
        }
        HostBuffers.free(k)
        return Status.ok
    }
}

/// The `count` bytes a host passed at `p`, refused when NULL (with bytes wanted) or when they
/// run past the end of the module's memory.
func hostBytes(_ p: UnsafeRawPointer?, _ count: UInt32) throws(Failure) -> UnsafeRawBufferPointer {
    guard let p else {
        if count == 0 { return UnsafeRawBufferPointer(start: nil, count: 0) }
        throw Failure(Status.invalidBuffer, "the buffer is NULL but its length is not 0")
    }
    if !HostMemory.contains(p, count: Int(count)) { throw Failure(Status.invalidBuffer, "the buffer runs past the end of the module's memory") }
    return UnsafeRawBufferPointer(start: p, count: Int(count))
}
