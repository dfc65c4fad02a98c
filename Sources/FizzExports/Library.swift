//===--- Library.swift ---------------------------------------------------===//
// Part of Fizz. The library's process-wide state, for Swift callers that need a clean slate.
//===---------------------------------------------------------------------===//

/// The C API keeps process-wide state like any C library with a handle table: the live
/// handle registry (every object of every kind) and the last error. A freshly instantiated
/// fizz.wasm starts empty; `reset()` puts the
/// native library in that same state, so an in-process replay hands out exactly the handles a
/// fresh wasm instance would. Deliberately not exported to C: it would revive stale handles.
public enum Library {
    /// Destroys every object of every kind and restarts handle generations. Not thread-safe: callers that
    /// share the library across threads must serialise (as the tests do).
    public static func reset() {
        HandleRegistry.reset()
        HostBuffers.reset()
        resetKinds()
        lastStatus = Status.ok
        lastMessage = ""
    }
}
