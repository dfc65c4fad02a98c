//===--- WorldCalls.swift ------------------------------------------------===//
// Part of Fizz. The shapes of a world's C API calls: on a world, on a bubble, answering a handle.
//===---------------------------------------------------------------------===//

import Fizz

/// A world's entry and one of its bubbles, with the engine's refusals as failures.
@inline(__always)
func withBubble<T>(_ world: UInt32, _ bubble: UInt32, _ body: (WorldEntry, BubbleID) throws(FizzError) -> T) throws(Failure) -> T {
    let e = try WorldEntry.lookup(world)
    let id = try e.bubble(bubble)
    return try engine { () throws(FizzError) in try body(e, id) }
}

/// A call on a world that answers with a status (or a non-negative count).
@inline(__always)
func onWorld(_ world: UInt32, _ body: (WorldEntry) throws(FizzError) -> Int32) -> Int32 {
    onObject(world, body)
}

/// A call on one bubble of a world that answers with a status (or a non-negative value).
@inline(__always)
func onBubble(_ world: UInt32, _ bubble: UInt32, _ body: (WorldEntry, BubbleID) throws(FizzError) -> Int32) -> Int32 {
    apiCode { () throws(Failure) in try withBubble(world, bubble, body) }
}

/// A call on one bubble that answers with a value, `onError` when it fails.
@inline(__always)
func bubbleValue<T>(_ world: UInt32, _ bubble: UInt32, _ onError: T, _ body: (WorldEntry, BubbleID) throws(FizzError) -> T) -> T {
    api(onError) { () throws(Failure) in try withBubble(world, bubble, body) }
}

/// A call that answers with an existing bubble's handle (0 for none or on error).
@inline(__always)
func handleResult(_ world: UInt32, _ body: (WorldEntry) throws(FizzError) -> BubbleID?) -> UInt32 {
    api(0) { () throws(Failure) in
        let e = try WorldEntry.lookup(world)
        let id = try engine { () throws(FizzError) in try body(e) }
        return id.map { e.handle(of: $0) } ?? 0
    }
}

/// A bulk read: `fill` packs one of the world entry's buffers and returns it; the call answers
/// a pointer into it (NULL on error), valid until the next call.
@inline(__always)
func bulkRead<T>(_ world: UInt32, _ fill: (WorldEntry) throws(FizzError) -> PackedBuffer<T>) -> UnsafePointer<T>? {
    api(nil) { () throws(Failure) in
        let e = try WorldEntry.lookup(world)
        return try engine { () throws(FizzError) in try fill(e) }.pointer
    }
}

/// A call that adds a bubble and answers with its new handle (0 on error). Room for the
/// handle is checked first, so a refusal leaves the world unchanged.
@inline(__always)
func newBubble(_ world: UInt32, _ body: (WorldEntry) throws(FizzError) -> BubbleID) -> UInt32 {
    api(0) { () throws(Failure) in
        let e = try WorldEntry.lookup(world)
        try HandleRegistry.requireRoom()
        let id = try engine { () throws(FizzError) in try body(e) }
        return e.adopt(id)
    }
}
/// Reports an option outside its enum as FIZZ_E_INVALID_OPTION (after checking the world),
/// answering `onError`.
func invalidOption<T>(_ world: UInt32, _ onError: T, _ message: StaticString) -> T {
    api(onError) { () throws(Failure) in
        _ = try WorldEntry.lookup(world)
        throw Failure(Status.invalidOption, message)
    }
}

/// The same for a call that answers with a status: the status is the code.
func invalidOption(_ world: UInt32, _ message: StaticString) -> Int32 {
    apiCode { () throws(Failure) in
        _ = try WorldEntry.lookup(world)
        throw Failure(Status.invalidOption, message)
    }
}
