//===--- Library+Exclusive.swift -----------------------------------------===//
// Part of Fizz. Serialising in-process use of the C API (tests run in parallel).
//===---------------------------------------------------------------------===//

import Foundation
@_exported import FizzExports

extension Library {
    private static let lock = NSLock()

    /// Runs `body` with the in-process C API to itself, on a freshly reset library.
    ///
    /// Why: the C API's handle table is process-wide (as in any C library), while Swift Testing
    /// runs tests in parallel across suites and targets. Every test that calls `fizz_*` or
    /// replays through `DirectBackend` goes through here, so no two see each other's worlds.
    public static func exclusive<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        reset()
        return try body()
    }
}
