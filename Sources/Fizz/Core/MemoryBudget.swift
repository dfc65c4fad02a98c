//===--- MemoryBudget.swift ----------------------------------------------===//
// Part of Fizz. How many bytes a world may hold, and the one checked allocator.
//===---------------------------------------------------------------------===//

/// The bytes of growable storage a world may hold (every `Column`: bodies, grid, solver copy,
/// contacts, picker records, events, and the packed arrays the C API hands out), and the bytes
/// it holds now.
///
/// Why a budget: a host embeds Fizz in its own page or process, and a wasm module has at most
/// 4 GiB of linear memory; a pile of bubbles or a flood of calls must end in a refusal the host
/// can handle (`FIZZ_E_LIMIT`), never in a trap or an exhausted machine. Every growth is
/// charged here before it happens, and the allocation itself is checked, so running out of
/// either is an error and the storage is unchanged.
///
/// Not counted: the few fixed-size objects of a world (under 2 KiB) and the temporary arrays
/// of calls that list bubbles (`query`, `bubbleIDs`: at most 16 bytes per bubble, freed
/// before the call returns).
public final class MemoryBudget {
    /// The default: 256 MiB. Picker bubbles in contact take about 1 KB each with every bulk
    /// read made (measured: 0.97 MB for 1,000, 121 MB for the 131,071 maximum), so any world
    /// fits twice over, and a wasm module stays far from 4 GiB.
    public static let defaultLimit: Int64 = 256 << 20
    /// The largest budget accepted: 1 TiB.
    public static let maxLimit: Int64 = 1 << 40

    /// Bytes the world may hold, in 1...`maxLimit`.
    public internal(set) var limit: Int64
    /// Bytes the world holds now (always `<= limit`).
    public internal(set) var used: Int64 = 0

    /// A budget of `limit` bytes (in 1...`maxLimit`; a world makes its own, other owners of
    /// columns, such as the C API's handle table, make one for theirs).
    public init(limit: Int64 = MemoryBudget.defaultLimit) { self.limit = limit }

    /// Takes `bytes` more from the budget, or refuses (`.overBudget`) and takes nothing.
    @inline(__always) func charge(_ bytes: Int64) throws(FizzError) {
        if bytes > limit - used { throw .overBudget }
        used += bytes
    }

    /// Gives back `bytes` charged by a growth that then failed.
    @inline(__always) func release(_ bytes: Int64) { used -= bytes }

    /// How a column grows past its capacity (`Column.grow`, `growthCount`).
    @usableFromInline enum Growth {
        /// `reserve`: doubling from 16 while the budget has room for it, else `needed`.
        case doubling
        /// `reserve(exactly:)`: `needed` and no more (a snapshot reader: a restored object must
        /// hold no more than the one that wrote it).
        case exactly
        /// `reserve(appending:)`: doubling while there is room, else `needed` and half the room
        /// past it.
        case appending
    }

    /// The count a column of `capacity` elements of `stride` bytes grows to for `needed`, by
    /// `growth`. Out of line and not generic: one copy in the module, where the arithmetic in
    /// every column type's `grow` took a copy each. (Counts are Ints, under 2^31 in wasm, and
    /// strides under 2^7: the products fit an Int64, so they wrap-multiply, which wasm32 does
    /// without a 128-bit helper.)
    @usableFromInline @inline(never) func growthCount(_ needed: Int, _ capacity: Int, stride: Int, _ growth: Growth) -> Int {
        if growth == .exactly { return needed }
        let room = (limit - used) / Int64(stride) + Int64(capacity)
        let want = Int64(needed)
        var c = Int64(capacity < 16 ? 16 : capacity)
        while c < want { c = c &* 2 }
        if c > room { c = growth == .appending && want < room ? want + (room - want) / 2 : want }
        return Int(c)
    }

    /// Sets the limit, in 1...`maxLimit` and not below what the world holds.
    func setLimit(_ bytes: Int64) throws(FizzError) {
        if bytes < 1 || bytes > MemoryBudget.maxLimit || bytes < used { throw .outOfRange }
        limit = bytes
    }

    /// Allocates `bytes` (16-byte aligned, freed by `UnsafeMutablePointer.deallocate`), or nil
    /// when the allocator has no room or the size does not fit this platform's address space.
    ///
    /// Why not `UnsafeMutablePointer.allocate`: natively it stops the process when malloc
    /// fails, and in Embedded Swift it hands on a null pointer, which in wasm is a valid
    /// address (the write corrupts memory or traps out of bounds later). `posix_memalign`
    /// says so instead; Swift's `deallocate` frees it with `free` on both (Linux, wasi-libc).
    static func allocate(_ bytes: Int64) -> UnsafeMutableRawPointer? {
        if bytes <= 0 || bytes > Int64(Int.max / 2) { return nil }
        var out: UnsafeMutableRawPointer? = nil
        if fizzPosixMemalign(&out, 16, Int(bytes)) != 0 { return nil }
        return out
    }
}

@_extern(c, "posix_memalign")
func fizzPosixMemalign(_ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int) -> Int32
