//===--- Exports+Parameters.swift ----------------------------------------===//
// Part of Fizz. The C API of a bubble world's parameters: one setter and getter each.
//===---------------------------------------------------------------------===//

import Fizz

/// Sets one parameter: validates it with the rest of the world's parameters, commits, wakes.
func setParameter(_ world: UInt32, _ change: (inout BubbleWorldDef) -> Void) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.world.update(change); return Status.ok }
}

/// Reads one parameter as a double; NaN (and the last error set) when the world is invalid.
func getParameter(_ world: UInt32, _ read: (BubbleWorldDef) -> Double) -> Double {
    api(Double.nan) { () throws(Failure) in read(try WorldEntry.lookup(world).world.def) }
}

/// Reads one parameter as an int32; a negative status when the world is invalid.
func getParameterCode(_ world: UInt32, _ read: (BubbleWorldDef) -> Int32) -> Int32 {
    apiCode { () throws(Failure) in read(try WorldEntry.lookup(world).world.def) }
}

/// Chooses the attraction field: `FIZZ_ATTRACTION_SPRING` (0), `_CONSTANT` (1) or `_NONE` (2).
@_expose(wasm, "fizz_world_set_attraction") @_cdecl("fizz_world_set_attraction")
public func fizz_world_set_attraction(_ world: UInt32, _ kind: Int32) -> Int32 {
    guard kind >= 0, let k = AttractionKind(rawValue: UInt32(kind)) else {
        return invalidOption(world, "the attraction kind must be 0 (spring), 1 (constant) or 2 (none)")
    }
    return setParameter(world) { $0.attraction = k }
}

@_expose(wasm, "fizz_world_get_attraction") @_cdecl("fizz_world_get_attraction")
public func fizz_world_get_attraction(_ world: UInt32) -> Int32 {
    getParameterCode(world) { Int32($0.attraction.rawValue) }
}

/// Field strength: spring stiffness in 1/s², or constant acceleration in pt/s² (0...1e7; the spring at most substep²).
@_expose(wasm, "fizz_world_set_strength") @_cdecl("fizz_world_set_strength")
public func fizz_world_set_strength(_ world: UInt32, _ strength: Double) -> Int32 {
    setParameter(world) { $0.strength = strength }
}

@_expose(wasm, "fizz_world_get_strength") @_cdecl("fizz_world_get_strength")
public func fizz_world_get_strength(_ world: UInt32) -> Double { getParameter(world) { $0.strength } }

/// The attraction point as fractions of the world size ((0.5, 0.5) is the centre).
@_expose(wasm, "fizz_world_set_anchor") @_cdecl("fizz_world_set_anchor")
public func fizz_world_set_anchor(_ world: UInt32, _ fx: Double, _ fy: Double) -> Int32 {
    setParameter(world) { $0.anchor = Vec2(fx, fy) }
}

@_expose(wasm, "fizz_world_get_anchor_x") @_cdecl("fizz_world_get_anchor_x")
public func fizz_world_get_anchor_x(_ world: UInt32) -> Double { getParameter(world) { $0.anchor.x } }

@_expose(wasm, "fizz_world_get_anchor_y") @_cdecl("fizz_world_get_anchor_y")
public func fizz_world_get_anchor_y(_ world: UInt32) -> Double { getParameter(world) { $0.anchor.y } }

/// Linear damping in 1/s (0...1e4).
@_expose(wasm, "fizz_world_set_damping") @_cdecl("fizz_world_set_damping")
public func fizz_world_set_damping(_ world: UInt32, _ damping: Double) -> Int32 {
    setParameter(world) { $0.damping = damping }
}

@_expose(wasm, "fizz_world_get_damping") @_cdecl("fizz_world_get_damping")
public func fizz_world_get_damping(_ world: UInt32) -> Double { getParameter(world) { $0.damping } }

/// Walls on the x axis (left/right) and on the y axis (top/bottom): each 0 (off) or 1 (on).
@_expose(wasm, "fizz_world_set_walls") @_cdecl("fizz_world_set_walls")
public func fizz_world_set_walls(_ world: UInt32, _ x: Int32, _ y: Int32) -> Int32 {
    if (x != 0 && x != 1) || (y != 0 && y != 1) {
        return invalidOption(world, "walls are switched with 0 (off) or 1 (on)")
    }
    return setParameter(world) { $0.wallsX = x == 1; $0.wallsY = y == 1 }
}

/// The walls as a bit mask: 1 = x walls on, 2 = y walls on; or a negative status.
@_expose(wasm, "fizz_world_get_walls") @_cdecl("fizz_world_get_walls")
public func fizz_world_get_walls(_ world: UInt32) -> Int32 {
    getParameterCode(world) { ($0.wallsX ? 1 : 0) | ($0.wallsY ? 2 : 0) }
}

/// The internal substep rate in Hz (15...10000); motion is the same for any host frame rate.
@_expose(wasm, "fizz_world_set_substep") @_cdecl("fizz_world_set_substep")
public func fizz_world_set_substep(_ world: UInt32, _ hertz: Double) -> Int32 {
    setParameter(world) { $0.substepRate = hertz }
}

@_expose(wasm, "fizz_world_get_substep") @_cdecl("fizz_world_get_substep")
public func fizz_world_get_substep(_ world: UInt32) -> Double { getParameter(world) { $0.substepRate } }

/// Solver iterations per substep (1...64).
@_expose(wasm, "fizz_world_set_iterations") @_cdecl("fizz_world_set_iterations")
public func fizz_world_set_iterations(_ world: UInt32, _ iterations: Int32) -> Int32 {
    setParameter(world) { $0.iterations = iterations }
}

@_expose(wasm, "fizz_world_get_iterations") @_cdecl("fizz_world_get_iterations")
public func fizz_world_get_iterations(_ world: UInt32) -> Int32 { getParameterCode(world) { $0.iterations } }

/// Density of bubbles added from now on, in mass per pt² (mass = density × π r²).
@_expose(wasm, "fizz_world_set_density") @_cdecl("fizz_world_set_density")
public func fizz_world_set_density(_ world: UInt32, _ density: Double) -> Int32 {
    setParameter(world) { $0.density = density }
}

@_expose(wasm, "fizz_world_get_density") @_cdecl("fizz_world_get_density")
public func fizz_world_get_density(_ world: UInt32) -> Double { getParameter(world) { $0.density } }

/// The most bubbles the world accepts (0...131071, and not below the live count).
@_expose(wasm, "fizz_world_set_max_bubbles") @_cdecl("fizz_world_set_max_bubbles")
public func fizz_world_set_max_bubbles(_ world: UInt32, _ limit: Int32) -> Int32 {
    setParameter(world) { $0.maxBubbles = limit }
}

@_expose(wasm, "fizz_world_get_max_bubbles") @_cdecl("fizz_world_get_max_bubbles")
public func fizz_world_get_max_bubbles(_ world: UInt32) -> Int32 { getParameterCode(world) { $0.maxBubbles } }

/// Settling: the world stops once every bubble stays under `speed` pt/s for `seconds`
/// (speed 0 never settles).
@_expose(wasm, "fizz_world_set_sleep") @_cdecl("fizz_world_set_sleep")
public func fizz_world_set_sleep(_ world: UInt32, _ speed: Double, _ seconds: Double) -> Int32 {
    setParameter(world) { $0.sleepSpeed = speed; $0.sleepTime = seconds }
}

/// The world's width in points, or NaN when the handle is invalid.
@_expose(wasm, "fizz_world_get_width") @_cdecl("fizz_world_get_width")
public func fizz_world_get_width(_ world: UInt32) -> Double {
    api(Double.nan) { () throws(Failure) in try WorldEntry.lookup(world).world.size.x }
}

/// The world's height in points, or NaN when the handle is invalid.
@_expose(wasm, "fizz_world_get_height") @_cdecl("fizz_world_get_height")
public func fizz_world_get_height(_ world: UInt32) -> Double {
    api(Double.nan) { () throws(Failure) in try WorldEntry.lookup(world).world.size.y }
}
