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
    /// radius of zero, an extent larger than the component's largest, …).
    case outOfRange
    /// A capacity is exhausted: the object already holds its maximum number of items
    /// (bubbles, popups, channels, …).
    case limitReached
    /// An id or index names nothing live in this object: removed, or never made here.
    case notFound
    /// A selector (an enum value passed as a number) is not one the engine knows.
    case invalidOption
    /// A buffer given by the caller is too small, or a snapshot is malformed.
    case invalidBuffer
    /// The operation is not allowed in the object's current state (adding an item twice).
    case invalidState
    /// The storage the call needs does not fit the object's `MemoryBudget`.
    case overBudget
    /// The allocator had no memory left (a wasm module at its memory's maximum).
    case allocationFailed
}
