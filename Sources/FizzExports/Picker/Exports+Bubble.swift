//===--- Exports+Bubble.swift --------------------------------------------===//
// Part of Fizz. The C API of single bubbles.
//===---------------------------------------------------------------------===//

import Fizz

/// Adds a bubble at `(x, y)` points with `radius` points, at rest, with the world's density.
/// Returns its handle, or 0 on error (bad world, non-finite or out-of-range number, world full).
@_expose(wasm, "fizz_bubble_add") @_cdecl("fizz_bubble_add")
public func fizz_bubble_add(_ world: UInt32, _ x: Double, _ y: Double, _ radius: Double) -> UInt32 {
    newBubble(world) { (e) throws(FizzError) in try e.world.addBubble(at: Vec2(x, y), radius: radius) }
}

/// Removes a bubble at once; its handle becomes stale.
@_expose(wasm, "fizz_bubble_remove") @_cdecl("fizz_bubble_remove")
public func fizz_bubble_remove(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.removeBubble(id); return Status.ok }
}

/// 1 when `bubble` names a live bubble of `world`, else 0. Leaves the last error untouched.
@_expose(wasm, "fizz_bubble_is_valid") @_cdecl("fizz_bubble_is_valid")
public func fizz_bubble_is_valid(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    let (s, m) = (lastStatus, lastMessage)
    defer { lastStatus = s; lastMessage = m }
    return api(0) { () throws(Failure) in
        let e = try WorldEntry.lookup(world)
        _ = try e.bubble(bubble)
        return 1
    }
}

/// The bubble's index in this frame's arrays (`fizz_world_positions`, `fizz_world_ids`), or a
/// negative status. Indices change when bubbles are removed; handles do not.
@_expose(wasm, "fizz_bubble_index") @_cdecl("fizz_bubble_index")
public func fizz_bubble_index(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in
        guard let i = e.world.index(of: id) else { throw .notFound }
        return Int32(i)
    }
}
