//===--- Parity.swift ----------------------------------------------------===//
// Part of Fizz. Comparing two runs frame by frame.
//===---------------------------------------------------------------------===//

import FizzScenario

/// The verdict of comparing two traces of the same scenario.
public enum Parity: Equatable, Sendable {
    case identical
    /// The first frame (0-based) whose hashes differ, with both hashes.
    case frameDiffers(index: Int, UInt64, UInt64)
    /// Frame counts differ (one run refused a step the other accepted).
    case frameCountDiffers(Int, Int)
    /// Every frame matches but some call result (a status, a handle, an array) does not.
    case resultsDiffer

    public static func compare(_ a: Trace, _ b: Trace) -> Parity {
        for i in 0..<min(a.frames.count, b.frames.count) where a.frames[i] != b.frames[i] {
            return .frameDiffers(index: i, a.frames[i], b.frames[i])
        }
        if a.frames.count != b.frames.count { return .frameCountDiffers(a.frames.count, b.frames.count) }
        return a.digest == b.digest ? .identical : .resultsDiffer
    }
}
