//===--- Exports+World.swift ---------------------------------------------===//
// Part of Fizz. The C API of a bubble world: lifetime, time, frames.
//===---------------------------------------------------------------------===//

import Fizz

/// Advances the world by `dt` seconds (0...1) in fixed substeps.
@_expose(wasm, "fizz_world_step") @_cdecl("fizz_world_step")
public func fizz_world_step(_ world: UInt32, _ dt: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.step(dt); e.releaseDisplaced(); return Status.ok }
}

/// The number of live bubbles, or a negative status.
@_expose(wasm, "fizz_world_count") @_cdecl("fizz_world_count")
public func fizz_world_count(_ world: UInt32) -> Int32 {
    apiCode { () throws(Failure) in Int32(try WorldEntry.lookup(world).world.count) }
}

/// 1 when the world has come to rest (stepping it costs nothing until something changes),
/// 0 when it is moving, or a negative status.
@_expose(wasm, "fizz_world_is_settled") @_cdecl("fizz_world_is_settled")
public func fizz_world_is_settled(_ world: UInt32) -> Int32 {
    apiCode { () throws(Failure) in try WorldEntry.lookup(world).world.isSettled ? 1 : 0 }
}

/// `count × (x, y, radius)` doubles in points, in body order; NULL on error. Valid until the
/// next call into the library.
@_expose(wasm, "fizz_world_positions") @_cdecl("fizz_world_positions")
public func fizz_world_positions(_ world: UInt32) -> UnsafePointer<Double>? {
    bulkRead(world) { (e) throws(FizzError) in try e.world.packPositions(into: e.positions); return e.positions }
}

/// `count × (vx, vy)` doubles in pt/s, in body order; NULL on error. Valid until the next call.
@_expose(wasm, "fizz_world_velocities") @_cdecl("fizz_world_velocities")
public func fizz_world_velocities(_ world: UInt32) -> UnsafePointer<Double>? {
    bulkRead(world) { (e) throws(FizzError) in try e.world.packVelocities(into: e.velocities); return e.velocities }
}

/// `count` bubble handles in body order (the order of `fizz_world_positions`); NULL on error.
@_expose(wasm, "fizz_world_ids") @_cdecl("fizz_world_ids")
public func fizz_world_ids(_ world: UInt32) -> UnsafePointer<UInt32>? {
    bulkRead(world) { (e) throws(FizzError) in
        let w = e.world
        let p = try e.ids.resize(w.count, in: w.memory)
        var k = 0
        w.forEachBubble { id, _, _ in p[k] = e.handle(of: id); k += 1 }
        return e.ids
    }
}
