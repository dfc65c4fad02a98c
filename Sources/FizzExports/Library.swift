//===--- Library.swift ---------------------------------------------------===//
// Part of Fizz. The library's process-wide state, for Swift callers that need a clean slate.
//===---------------------------------------------------------------------===//

/// The C API keeps process-wide state like any C library with a handle table: the live
/// handle registry (every world and bubble) and the last error. A freshly instantiated fizz.wasm starts empty; `reset()` puts the
/// native library in that same state, so an in-process replay hands out exactly the handles a
/// fresh wasm instance would. Deliberately not exported to C: it would revive stale handles.
public enum Library {
    /// Destroys every world and strip and restarts handle generations. Not thread-safe: callers that
    /// share the library across threads must serialise (as the tests do).
    public static func reset() {
        HandleRegistry.reset()
        HostBuffers.reset()
        WorldRegistry.liveCount = 0
        StripEntry.liveCount = 0
        MotionEntry.liveCount = 0
        PopupEntry.liveCount = 0
        AnimatorEntry.liveCount = 0
        lastStatus = Status.ok
        lastMessage = ""
    }
}
