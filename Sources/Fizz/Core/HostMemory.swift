//===--- HostMemory.swift ------------------------------------------------===//
// Part of Fizz. Bytes a host hands the library: where they may lie, and where they come from.
//===---------------------------------------------------------------------===//

/// What the C API needs to accept a host's buffer without trusting it.
public enum HostMemory {
    /// True when `count` bytes from `p` lie inside memory the library may touch. In wasm, that
    /// is linear memory: a buffer running past its end would trap, so it is refused instead.
    /// Natively the address space cannot be asked; only a wrap-around is refused.
    public static func contains(_ p: UnsafeRawPointer, count: Int) -> Bool {
        let start = UInt(bitPattern: Int(bitPattern: p))
        if count < 0 || UInt(count) > UInt.max - start { return false }
        #if arch(wasm32)
        // wasi-libc's sbrk(0) answers the size of linear memory in bytes (memory.size × 64 KiB).
        let end = UInt(bitPattern: Int(bitPattern: fizzSbrk(0)))
        return start + UInt(count) <= end
        #else
        return true
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
