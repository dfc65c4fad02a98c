//===--- Handle.swift ----------------------------------------------------===//
// Part of Fizz. The 32-bit handles the C API hands out.
//===---------------------------------------------------------------------===//

/// Handles are `uint32_t` so that every host (a JS number, a wasm i32, a C integer) holds them
/// without BigInt or truncation, and 0 is always null. The top two bits say what a handle is,
/// so a handle of the wrong kind is reported as such instead of being misread:
///
///     object:  01 | type:4 | generation:10 | slot:16     (a world; later layouts, popups, …)
///     bubble:  10 | world tag:5 | slot:17 | generation:8
///
/// A bubble handle carries the low 5 bits of its world's slot, so a bubble passed to another
/// world is caught as foreign (for worlds whose slots differ in those bits, which includes
/// any two of the first 32 worlds alive at once). Generations make stale handles fail: a freed
/// slot's generation is bumped, and the handle's copy no longer matches.
enum Handle {
    static let objectKind: UInt32 = 1
    static let bubbleKind: UInt32 = 2

    /// Object types (4 bits).
    static let worldType: UInt32 = 1

    static func kind(_ h: UInt32) -> UInt32 { h >> 30 }

    // Objects.
    static func object(type: UInt32, slot: Int, generation: UInt32) -> UInt32 {
        (objectKind << 30) | (type << 26) | ((generation & 0x3FF) << 16) | UInt32(slot & 0xFFFF)
    }
    static func objectType(_ h: UInt32) -> UInt32 { (h >> 26) & 0xF }
    static func objectSlot(_ h: UInt32) -> Int { Int(h & 0xFFFF) }
    static func objectGeneration(_ h: UInt32) -> UInt32 { (h >> 16) & 0x3FF }

    // Bubbles.
    static func bubble(worldSlot: Int, slot: UInt32, generation: UInt32) -> UInt32 {
        (bubbleKind << 30) | (UInt32(worldSlot & 0x1F) << 25) | ((slot & 0x1FFFF) << 8) | (generation & 0xFF)
    }
    static func bubbleWorldTag(_ h: UInt32) -> Int { Int((h >> 25) & 0x1F) }
    static func bubbleSlot(_ h: UInt32) -> UInt32 { (h >> 8) & 0x1FFFF }
    static func bubbleGeneration(_ h: UInt32) -> UInt32 { h & 0xFF }
}
