//===--- Exports+Buffers.swift -------------------------------------------===//
// Part of Fizz. Byte buffers a wasm host allocates inside the module, tracked by the library.
//===---------------------------------------------------------------------===//

import Fizz

/// The buffers `fizz_alloc` handed out and not yet freed. A wasm host can only pass bytes that
/// lie in the module's memory, so it asks for room here; the library keeps the list so that
/// freeing a pointer it did not hand out (or twice) is refused instead of corrupting the heap.
/// A plain fixed table: a host needs one or two buffers at a time (a snapshot, a restore).
enum HostBuffers {
    /// The most buffers live at once.
    static let slots = 16
    /// The largest buffer: 256 MiB, room for the snapshot of any world.
    static let maxSize: UInt32 = 256 << 20
    /// The address of each live buffer (0: a free place), allocated at the first `fizz_alloc`.
    nonisolated(unsafe) static var table: UnsafeMutablePointer<UInt>? = nil

    /// The place holding address `a` in the table (0 finds a free place), or nil.
    @inline(never) static func find(_ a: UInt) -> UnsafeMutablePointer<UInt>? {
        guard let t = table else { return nil }
        var k = 0
        while k < slots { if t[k] == a { return t + k }; k += 1 }
        return nil
    }

    /// Frees every buffer (`Library.reset`).
    static func reset() {
        guard let t = table else { return }
        var k = 0
        while k < slots { UnsafeMutableRawPointer(bitPattern: t[k])?.deallocate(); t[k] = 0; k += 1 }
    }
}

/// Allocates `size` bytes (1 ... 2^28, at most 16 buffers live) and returns them, or NULL on
/// error: FIZZ_E_OUT_OF_RANGE for a size of 0 or above 2^28, FIZZ_E_LIMIT when 16 buffers are
/// live or the allocator has no room. Free with fizz_free.
@_expose(wasm, "fizz_alloc") @_cdecl("fizz_alloc")
public func fizz_alloc(_ size: UInt32) -> UnsafeMutablePointer<UInt8>? {
    api(nil) { () throws(Failure) in
        if size == 0 || size > HostBuffers.maxSize { throw Failure(Status.outOfRange, "fizz_alloc: the size must be 1 ... 268435456 bytes") }
        if HostBuffers.table == nil {
            let t = UnsafeMutablePointer<UInt>.allocate(capacity: HostBuffers.slots)
            t.initialize(repeating: 0, count: HostBuffers.slots)
            HostBuffers.table = t
        }
        guard let place = HostBuffers.find(0) else { throw Failure(Status.limitReached, "fizz_alloc: 16 buffers live") }
        guard let p = HostMemory.allocate(Int(truncatingIfNeeded: size)) else { throw Failure(FizzError.allocationFailed) }
        place.pointee = UInt(bitPattern: p)
        return p.assumingMemoryBound(to: UInt8.self)
    }
}

/// Frees a buffer from fizz_alloc. FIZZ_E_INVALID_BUFFER (nothing freed) for a pointer the
/// library did not hand out, or already freed; NULL is FIZZ_E_INVALID_BUFFER too.
@_expose(wasm, "fizz_free") @_cdecl("fizz_free")
public func fizz_free(_ buffer: UnsafeMutablePointer<UInt8>?) -> Int32 {
    apiCode { () throws(Failure) in
        guard let buffer, let place = HostBuffers.find(UInt(bitPattern: buffer)) else {
            throw Failure(Status.invalidBuffer, "fizz_free: not a live buffer")
        }
        buffer.deallocate()
        place.pointee = 0
        return Status.ok
    }
}
