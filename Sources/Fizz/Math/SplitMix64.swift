//===--- SplitMix64.swift ------------------------------------------------===//
// Part of Fizz. The seeded random number generator behind every "random" choice.
//===---------------------------------------------------------------------===//

/// SplitMix64 (Steele, Lea, Flood 2014): 64 bits of state, one add, three xor-shift-multiplies.
///
/// Fizz never uses the system generator: spawn positions, jitter and tie-breaking must be the
/// same on every build and runtime, and must replay from a seed. SplitMix64 is tiny, passes
/// BigCrush, and its state is a single `UInt64`, so it snapshots trivially. It is also the
/// generator the benchmark scene is specified with, so every engine draws the same numbers.
public struct SplitMix64: Sendable, Equatable {
    /// The whole state; assigning it rewinds or forks the sequence.
    public var state: UInt64

    @inlinable public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniformly spread over [0, 1) with 53 random bits: `(next() >> 11) · 2⁻⁵³`.
    @inlinable public mutating func nextUnit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A double uniformly spread over [lo, hi).
    @inlinable public mutating func next(in lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * nextUnit()
    }
}
