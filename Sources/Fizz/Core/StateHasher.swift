//===--- StateHasher.swift -----------------------------------------------------===//
// Part of Fizz. The frame hash.
//===---------------------------------------------------------------------===//

/// FNV-1a, 64-bit, fed with the bit patterns of values.
///
/// The frame hash is how the parity tests compare builds and runtimes: it must see every bit
/// of the state (so one flipped bit in one frame is caught) and be cheap to compute in every
/// language (so hosts can recompute it). Doubles are hashed by bit pattern; the API rejects
/// non-finite input, so no NaN with a runtime-dependent payload can ever reach it.
public struct StateHasher: Sendable {
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    public var value: UInt64 = StateHasher.offsetBasis

    @inlinable public init() {}

    /// Feeds the 8 bytes of `v`, least significant first (little-endian, as in memory).
    @inlinable public mutating func add(_ v: UInt64) {
        var h = value
        var x = v
        var i = 0
        while i < 8 {
            h = (h ^ (x & 0xFF)) &* StateHasher.prime
            x >>= 8
            i += 1
        }
        value = h
    }

    @inlinable public mutating func add(_ v: UInt32) { add(UInt64(v)) }
    @inlinable public mutating func add(_ v: Double) { add(v.bitPattern) }
}
