//===--- Handle.swift ----------------------------------------------------===//
// Part of Fizz. The 32-bit handles the C API hands out, and the kinds of object they name.
//===---------------------------------------------------------------------===//

/// Handles are `uint32_t` so that every host (a JS number, a wasm i32, a C integer) holds them
/// without BigInt or truncation, and 0 is always null:
///
///     handle:  generation:10 | index:22
///
/// `index` is a slot of the one `HandleRegistry`, shared by every kind of object fizz.h
/// declares with `@kind`. The slot's entry, not the handle, records the
/// kind and the owner (a bubble's world). Because a world's bubbles draw from the same table as
/// every other object, no two objects alive at once share a handle, so a bubble passed to the
/// wrong world is always seen as foreign: no bits are spent on a world tag that could collide.
///
/// A slot's generation is bumped when its object goes; when it would pass 1,023 the slot is
/// retired for good instead of wrapping. So a handle value is issued at most once per process
/// (or `Library.reset`): a stale handle never names a live object, whatever the number of
/// cycles. The price is finiteness: 2^22 × 1,023 ≈ 4.3 × 10^9 handles per process, after which
/// creating fails with FIZZ_E_LIMIT, and one 16-byte entry kept per retired slot.
enum Handle {
    static let indexBits: UInt32 = 22
    static let indexMask: UInt32 = (1 << 22) - 1
    /// The last generation a slot issues before it is retired.
    static let lastGeneration: UInt16 = 1023

    static func make(index: Int, generation: UInt16) -> UInt32 {
        (UInt32(generation) << indexBits) | UInt32(index)
    }
    static func index(_ h: UInt32) -> Int { Int(h & indexMask) }
    static func generation(_ h: UInt32) -> UInt16 { UInt16(h >> indexBits) }
}

/// A kind of object handles name: its tag in the registry and the messages its refusals carry.
/// Room for 255 kinds.
struct HandleKind {
    let tag: UInt8
    let nullMessage: StaticString
    let wrongKindMessage: StaticString
    let staleMessage: StaticString

    // One static per kind, generated from its `@kind` line in fizz.h (Generated/*Kind.swift).
}

/// An object the registry owns (an entry of any kind fizz.h declares). A common base
/// class lets one table hold every kind without existentials (Embedded Swift has none).
class HandleObject {}

/// A `HandleObject` subclass with its kind, which its kind's lookup (Generated/*Kind.swift) checks.
protocol HandleTarget: HandleObject {
    static var kind: HandleKind { get }
}
