//===--- ScenarioBackend.swift -------------------------------------------===//
// Part of Fizz. What a scenario runs against: the in-process exports, a wasm runtime, …
//===---------------------------------------------------------------------===//

/// A value as it crosses the C ABI. Pointers are kept as addresses in the backend's own
/// address space (a native address, or an offset into wasm linear memory).
public enum ABIValue: Equatable, Sendable {
    case i32(UInt32)
    case i64(UInt64)
    case f64(Double)
    case pointer(UInt64)

    public var bits32: UInt32 {
        switch self {
        case .i32(let v): v
        case .i64(let v): UInt32(truncatingIfNeeded: v)
        case .f64(let d): d.isFinite && d >= -2_147_483_648 && d < 4_294_967_296 ? UInt32(truncatingIfNeeded: Int64(d)) : 0
        case .pointer(let p): UInt32(truncatingIfNeeded: p)
        }
    }

    public var double: Double {
        switch self {
        case .f64(let d): d
        case .i32(let v): Double(Int32(bitPattern: v))
        case .i64(let v): Double(Int64(bitPattern: v))
        case .pointer(let p): Double(p)
        }
    }

    public var bits64: UInt64 {
        switch self {
        case .i64(let v): v
        case .i32(let v): UInt64(v)
        case .f64(let d): d.bitPattern
        case .pointer(let p): p
        }
    }
}

/// A failure of the backend itself (a wasm trap, a missing export): never an API error, which
/// is an ordinary negative status. A trap means a bug in Fizz.
public struct BackendError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Something that can execute C API calls and read the memory their pointers point into.
public protocol ScenarioBackend {
    mutating func call(_ function: APICall, _ arguments: [ABIValue]) throws(BackendError) -> ABIValue
    mutating func readDoubles(at address: UInt64, count: Int) throws(BackendError) -> [Double]
    mutating func readWords(at address: UInt64, count: Int) throws(BackendError) -> [UInt32]
    mutating func readCString(at address: UInt64) throws(BackendError) -> [UInt8]
}
