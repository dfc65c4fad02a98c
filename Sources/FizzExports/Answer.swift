//===--- Answer.swift ----------------------------------------------------===//
// Part of Fizz. What a call's hand-written body answers, and how its export returns it to C.
//===---------------------------------------------------------------------===//

/// A call body's answer. The export tools/gen-api writes for the call turns it into the C
/// result the header declares: a number for int32_t, uint32_t and double results (each of
/// those is exact in a double), 64 bits for uint64_t and int64_t, a pointer into one of the
/// entry's buffers for the bulk reads. One type for every body keeps the bookkeeping around
/// them (lookup, last error) one out-of-line function per kind.
enum Answer {
    case number(Double)
    case bits(UInt64)
    case doubles(UnsafePointer<Double>)
    case words(UnsafePointer<UInt32>)

    /// A status call's success (FIZZ_OK).
    static var ok: Answer { .number(0) }

    /// An index or a count, of any integer type (exact in a double up to 2^53; the engine's
    /// counts and ids are far below), so no body converts through `Int`.
    static func count<N: BinaryInteger>(_ n: N) -> Answer { .number(Double(n)) }

    /// A yes or no as the header's 1 or 0.
    static func flag(_ b: Bool) -> Answer { .number(b ? 1 : 0) }

    /// A handle (0: none).
    static func handle(_ h: UInt32) -> Answer { .number(Double(h)) }

    /// A signed 64-bit figure (an int64_t result), carried as its bit pattern.
    static func signed(_ v: Int64) -> Answer { .bits(UInt64(bitPattern: v)) }
}

// The generated exports' side: nil is a refused call (its status is already recorded), and
// answers the header's error value. A body answering the wrong case for its call is a bug of
// Fizz's; it answers the error value too, with FIZZ_E_INVALID_STATE, so a test sees it.

/// An int32_t result: the status, index or count, or the failure's negative status.
@inline(never)
func status(_ a: Answer?) -> Int32 {
    guard let a else { return lastStatus }
    // Exactly: a figure no int32_t holds (or NaN) would trap the conversion; it is Fizz's bug, answered as one.
    if case .number(let v) = a, let r = Int32(exactly: v) { return r }
    return failed(mismatch)
}

/// A uint32_t result (a handle): 0 on failure.
@inline(never)
func handle(_ a: Answer?) -> UInt32 {
    if case .number(let v) = a, let r = UInt32(exactly: v) { return r }
    if a != nil { failed(mismatch) }
    return 0
}

/// A double result: NaN on failure.
@inline(never)
func number(_ a: Answer?) -> Double {
    if case .number(let v) = a { return v }
    if a != nil { failed(mismatch) }
    return .nan
}

/// A uint64_t result: 0 on failure.
@inline(never)
func bits(_ a: Answer?) -> UInt64 {
    if case .bits(let v) = a { return v }
    if a != nil { failed(mismatch) }
    return 0
}

/// An int64_t result (a figure that is never negative): the failure's negative status,
/// widened, on failure.
@inline(never)
func signedBits(_ a: Answer?) -> Int64 {
    guard let a else { return Int64(lastStatus) }
    if case .bits(let v) = a { return Int64(bitPattern: v) }
    return Int64(failed(mismatch))
}

/// An owned kind's `*_is_valid` (its owner's handle and its own): 1 when `call` was answered,
/// 0 when it was refused; the last error stays what it was before, since asking is not a
/// call that can fail.
@inline(never)
func validity(_ call: () -> Answer?) -> Int32 {
    let (s, m) = (lastStatus, lastMessage)
    defer { lastStatus = s; lastMessage = m }
    return call() == nil ? 0 : 1
}

/// A `const double*` result: NULL on failure.
@inline(never)
func doubles(_ a: Answer?) -> UnsafePointer<Double>? {
    if case .doubles(let p) = a { return p }
    if a != nil { failed(mismatch) }
    return nil
}

/// A `const uint32_t*` result: NULL on failure.
@inline(never)
func words(_ a: Answer?) -> UnsafePointer<UInt32>? {
    if case .words(let p) = a { return p }
    if a != nil { failed(mismatch) }
    return nil
}

private let mismatch = Failure(Status.invalidState, "internal: the call's body answered another type than its C result, or a figure it cannot hold")
