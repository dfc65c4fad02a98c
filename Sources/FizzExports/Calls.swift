//===--- Calls.swift -----------------------------------------------------===//
// Part of Fizz. The shapes of a C API call on an object of any kind.
//===---------------------------------------------------------------------===//

import Fizz

// The lookups, the engine's refusals becoming statuses and the last-error bookkeeping are
// written once (`api`, `apiCode`, `engine` in Status.swift); a kind's own shapes live in its
// folder (Picker/WorldCalls.swift).

/// The object of kind `O` that `h` names, with the engine's refusals as failures.
@inline(__always)
func withObject<O: HandleTarget, T>(_ h: UInt32, _ body: (O) throws(FizzError) -> T) throws(Failure) -> T {
    let o = try HandleRegistry.object(h, as: O.self)
    return try engine { () throws(FizzError) in try body(o) }
}

/// A call on an object of any kind that answers with a status (or a non-negative count).
@inline(__always)
func onObject<O: HandleTarget>(_ h: UInt32, _ body: (O) throws(FizzError) -> Int32) -> Int32 {
    apiCode { () throws(Failure) in try withObject(h, body) }
}
