//===--- Status.swift ----------------------------------------------------===//
// Part of Fizz. Status codes and the last-error channel of the C API.
//===---------------------------------------------------------------------===//

import Fizz

/// The status codes of the C API (`FIZZ_OK`, `FIZZ_E_*` in `wasm/fizz.h`): 0 is success, every
/// failure is negative and has a code of its own, so a host can branch on it.
enum Status {
    static let ok: Int32 = 0
    static let nullHandle: Int32 = -1
    static let wrongKind: Int32 = -2
    static let staleHandle: Int32 = -3
    static let foreignHandle: Int32 = -4
    static let nonFinite: Int32 = -5
    static let outOfRange: Int32 = -6
    static let limitReached: Int32 = -7
    static let invalidOption: Int32 = -8
    static let invalidBuffer: Int32 = -9
    static let invalidState: Int32 = -10
}

/// A refused call: its status code and a static, NUL-terminated message naming the cause.
struct Failure: Error {
    let code: Int32
    let message: StaticString

    init(_ code: Int32, _ message: StaticString) { self.code = code; self.message = message }

    /// The engine's refusal, explained for a C caller.
    init(_ e: FizzError) {
        switch e {
        case .nonFinite: self.init(Status.nonFinite, "a number argument is NaN or infinite")
        case .outOfRange: self.init(Status.outOfRange, "a number argument is outside the range the call accepts")
        case .limitReached: self.init(Status.limitReached, "the object already holds its maximum number of items (a world's bubbles, a layer's popups, …)")
        case .notFound: self.init(Status.staleHandle, "the id or index names nothing live in this object (removed, or never added)")
        case .invalidOption: self.init(Status.invalidOption, "an option argument is not one of the documented values")
        case .invalidBuffer: self.init(Status.invalidBuffer, "the buffer is too small or its contents are malformed")
        case .invalidState: self.init(Status.invalidState, "the call is not allowed in the object's current state")
        case .overBudget: self.init(Status.limitReached, "the object's memory budget cannot hold what the call needs")
        case .allocationFailed: self.init(Status.limitReached, "out of memory: the allocator refused what the call needs")
        }
    }
}

/// The last call's outcome, per thread natively (fizz.h, Threads): every `fizz_*` call except
/// the `*_is_valid` queries and the last-error readers sets the calling thread's, `Status.ok`
/// and an empty message on success.
struct Outcome {
    var status: Int32
    var message: StaticString
}

nonisolated(unsafe) let lastOutcome = ThreadLocal(Outcome(status: Status.ok, message: ""))

var lastStatus: Int32 {
    @inline(__always) get { lastOutcome.pointer.pointee.status }
    @inline(__always) set { lastOutcome.pointer.pointee.status = newValue }
}

var lastMessage: StaticString {
    @inline(__always) get { lastOutcome.pointer.pointee.message }
    @inline(__always) set { lastOutcome.pointer.pointee.message = newValue }
}

/// Runs one API call: records its outcome and turns a failure into `onError`.
@inline(__always)
func api<T>(_ onError: T, _ body: () throws(Failure) -> T) -> T {
    do {
        let r = try body()
        succeeded()
        return r
    } catch {
        failed(error)
        return onError
    }
}

/// Runs one API call whose result is a status or a count: on failure, the status code itself.
@inline(__always)
func apiCode(_ body: () throws(Failure) -> Int32) -> Int32 {
    do {
        let r = try body()
        succeeded()
        return r
    } catch {
        return failed(error)
    }
}

// The bookkeeping of every call, kept out of line: inlined in each of the API's calls it
// cost fizz.wasm about 40 bytes apiece. (No export is called in a hot loop.)

/// Records a success as the last outcome.
@inline(never)
func succeeded() {
    lastStatus = Status.ok
    lastMessage = ""
}

/// Records `failure` as the last outcome; returns its code.
@inline(never) @discardableResult
func failed(_ failure: Failure) -> Int32 {
    lastStatus = failure.code
    lastMessage = failure.message
    return failure.code
}

/// Runs an engine call, translating its `FizzError` into a `Failure`.
@inline(__always)
func engine<T>(_ body: () throws(FizzError) -> T) throws(Failure) -> T {
    do { return try body() } catch { throw Failure(error) }
}

/// The status code of the last call (0 when it succeeded).
@_expose(wasm, "fizz_last_error") @_cdecl("fizz_last_error")
public func fizz_last_error() -> Int32 { lastStatus }

/// A static NUL-terminated UTF-8 message describing the last failure ("" after a success).
@_expose(wasm, "fizz_last_error_message") @_cdecl("fizz_last_error_message")
public func fizz_last_error_message() -> UnsafePointer<CChar>? {
    UnsafeRawPointer(lastMessage.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The library version as `major << 16 | minor << 8 | patch`.
@_expose(wasm, "fizz_version") @_cdecl("fizz_version")
public func fizz_version() -> UInt32 { 0x00_01_00 }
