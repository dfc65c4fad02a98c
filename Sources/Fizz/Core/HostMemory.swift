//===--- HostMemory.swift ------------------------------------------------===//
// Part of Fizz. Bytes a host hands the library: where they may lie, and where they come from.
//===---------------------------------------------------------------------===//

/// What the C API needs to accept a host's buffer without trusting it.
public enum HostMemory {
    /// True when `bytes` bytes from `p` lie inside memory the library may touch. In wasm, that
    /// is linear memory: a buffer running past its end would trap, so it is refused instead.
    /// Natively the address space cannot be asked; only a wrap-around is refused. The length
    /// is 64-bit and the sum is formed in 64 bits, so no length a host can pass (a `uint32_t`
    /// count times an element size) overflows here, in wasm32 or natively.
    public static func contains(_ p: UnsafeRawPointer, bytes: UInt64) -> Bool {
        let start = UInt64(UInt(bitPattern: Int(bitPattern: p)))
        if bytes > UInt64.max - start { return false }
        #if arch(wasm32)
        // wasi-libc's sbrk(0) answers the size of linear memory in bytes (memory.size × 64 KiB).
        let end = UInt64(UInt(bitPattern: Int(bitPattern: fizzSbrk(0))))
        return start + bytes <= end
        #else
        return start + bytes <= UInt64(UInt.max)
        #endif
    }

    /// `bytes` fresh bytes (16-byte aligned; free with `deallocate`), or nil when the
    /// allocator has no room: the one checked allocation (see `MemoryBudget.allocate`).
    public static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer? { MemoryBudget.allocate(Int64(bytes)) }
}

#if arch(wasm32)
@_extern(c, "sbrk")
func fizzSbrk(_ increment: Int) -> UnsafeMutableRawPointer?
#endif
