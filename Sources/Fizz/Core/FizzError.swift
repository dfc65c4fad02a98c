//===--- FizzError.swift -------------------------------------------------===//
// Part of Fizz. What the engine says when an input is refused.
//===---------------------------------------------------------------------===//

/// Why the engine refused a call. Every public mutating entry point validates all of its input
/// before it changes anything, so a refused call leaves the world exactly as it was (the frame
/// hash is unchanged): the caller can log the error and carry on.
///
/// The C API maps each case to a negative status code (`FIZZ_E_*` in `wasm/fizz.h`).
public enum FizzError: Error, Equatable, Sendable {
    /// A number was NaN or infinite.
    case nonFinite
    /// A number was finite but outside the range the parameter accepts (a negative size, a
    /// radius of zero, a world larger than its component's largest extent, …).
    case outOfRange
    /// The world already holds its maximum number of bubbles.
    case limitReached
    /// The bubble id names no live bubble of this world (removed, or never made here).
    case staleBubble
    /// A selector (an enum value passed as a number) is not one the engine knows.
    case invalidOption
    /// A buffer given by the caller is too small, or a snapshot is malformed.
    case invalidBuffer
    /// The operation is not allowed in the object's current state (adding a bubble twice).
    case invalidState
    /// The storage the call needs does not fit the world's `MemoryBudget`.
    case overBudget
    /// The allocator had no memory left (a wasm module at its memory's maximum).
    case allocationFailed
}
