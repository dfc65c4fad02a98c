//===--- Exports+Parameters.swift ----------------------------------------===//
// Part of Fizz. How a world's calls set its parameters and read its options.
//===---------------------------------------------------------------------===//

import Fizz

extension WorldEntry {
    /// Sets world parameters: validates them with the rest of the world's, commits, wakes.
    @inline(__always)
    func setParameters(_ change: (inout BubbleWorldDef) -> Void) throws(Failure) -> Answer {
        try engine { () throws(FizzError) in try world.update(change) }; return .ok
    }

    /// An option argument as its enum, or FIZZ_E_INVALID_OPTION with `message` (the world is
    /// checked first, the numbers after).
    @inline(__always)
    func option<O: RawRepresentable>(_ raw: Int32, _ message: StaticString) throws(Failure) -> O where O.RawValue == UInt32 {
        guard raw >= 0, let o = O(rawValue: UInt32(raw)) else { throw Failure(Status.invalidOption, message) }
        return o
    }
}
