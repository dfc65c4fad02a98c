//===--- APICall.swift ---------------------------------------------------===//
// Part of Fizz. The types of the C API catalogue a scenario calls, and the text helpers.
//===---------------------------------------------------------------------===//

/// The type of a C API parameter or result, as it crosses the boundary.
public enum ABIType: Equatable, Sendable {
    /// `uint32_t` (handles) or `int32_t` (statuses, counts, options): a wasm i32.
    case i32
    /// `uint64_t` (hashes): a wasm i64.
    case i64
    /// `double`: a wasm f64.
    case f64
    /// `const double*` to `n × stride` doubles, where `n` is the result of `count` called with
    /// the arguments `APICall.lengthArguments` picks (the header writes
    /// `fizz_<count>(world) × (a, b, …)`). A replay hashes the data, never the address
    /// (addresses differ by build).
    case doubles(stride: Int, count: APICall)
    /// `const uint32_t*` to `n × stride` words (handles, flags, event records), counted alike.
    case words(stride: Int, count: APICall)
    /// `const char*` to a NUL-terminated string.
    case string
}

/// What makes a frame, as `@frame fizz_<hash>(<param>)` declares it in wasm/fizz.h: each time
/// the annotated call returns FIZZ_OK, the object passed as its parameter `object` (an index)
/// has a new frame, whose hash is `hash` called with that object alone.
public struct FrameRule: Sendable {
    public var hash: APICall
    public var object: Int
    /// The object's kind as the header names it ("world").
    public var kind: StaticString

    public init(hash: APICall, object: Int, kind: StaticString) {
        self.hash = hash
        self.object = object
        self.kind = kind
    }
}

// `APICall` itself (names, signatures, array shapes, frame rules) is generated from
// wasm/fizz.h into Generated/APICatalogue.swift by tools/gen-catalogue.
extension APICall {

    /// The call whose name is `bytes` (UTF-8), if any.
    public static func named(_ bytes: ArraySlice<UInt8>) -> APICall? {
        for c in APICall.allCases where Text.equal(c.name, bytes) { return c }
        return nil
    }
}

/// Small byte-level string helpers: the scenario code works on UTF-8 bytes so that it stays
/// Embedded-Swift-clean (no Unicode tables) and identical in every build.
public enum Text {
    public static func equal(_ s: StaticString, _ bytes: ArraySlice<UInt8>) -> Bool {
        if s.utf8CodeUnitCount != bytes.count { return false }
        var i = 0
        var j = bytes.startIndex
        while i < bytes.count {
            if s.utf8Start[i] != bytes[j] { return false }
            i += 1; j += 1
        }
        return true
    }

    public static func bytes(_ s: StaticString) -> [UInt8] {
        var out: [UInt8] = []
        for i in 0..<s.utf8CodeUnitCount { out.append(s.utf8Start[i]) }
        return out
    }

    /// Lower-case hexadecimal, 16 digits.
    public static func hex(_ v: UInt64) -> [UInt8] {
        let digits: StaticString = "0123456789abcdef"
        var out = [UInt8](repeating: 0, count: 16)
        var x = v
        var i = 15
        while i >= 0 { out[i] = digits.utf8Start[Int(x & 0xF)]; x >>= 4; i -= 1 }
        return out
    }

    /// Decimal digits of a non-negative integer.
    public static func decimal(_ v: UInt64) -> [UInt8] {
        if v == 0 { return [48] }
        var out: [UInt8] = []
        var x = v
        while x > 0 { out.append(UInt8(48 + x % 10)); x /= 10 }
        return out.reversed()
    }
}
