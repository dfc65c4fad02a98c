//===--- DirectBackend.swift ---------------------------------------------===//
// Part of Fizz. Scenario calls made straight into the in-process C API.
//===---------------------------------------------------------------------===//

import FizzExports

/// Calls the `fizz_*` functions of this process: the native library natively, and the engine
/// itself inside `fizz-replay.wasm`. Reads memory through plain pointers.
public struct DirectBackend: ScenarioBackend {
    /// - Parameter fresh: reset the library first (destroy every world, restart handle
    ///   generations), so the replay sees what a new wasm instance would.
    public init(fresh: Bool = true) {
        if fresh { Library.reset() }
    }

    /// One call; the switch over every function is generated from fizz.h (Generated/DirectDispatch.swift).
    public mutating func call(_ f: APICall, _ a: [ABIValue]) throws(BackendError) -> ABIValue {
        Self.callExport(f, a)
    }

    public mutating func readDoubles(at address: UInt64, count: Int) throws(BackendError) -> [Double] {
        guard let p = UnsafePointer<Double>(bitPattern: UInt(address)) else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: count))
    }

    public mutating func readWords(at address: UInt64, count: Int) throws(BackendError) -> [UInt32] {
        guard let p = UnsafePointer<UInt32>(bitPattern: UInt(address)) else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: count))
    }

    public mutating func readCString(at address: UInt64) throws(BackendError) -> [UInt8] {
        guard let p = UnsafePointer<UInt8>(bitPattern: UInt(address)) else { return [] }
        var out: [UInt8] = []
        var i = 0
        while p[i] != 0 && i < 4096 { out.append(p[i]); i += 1 }
        return out
    }
}
