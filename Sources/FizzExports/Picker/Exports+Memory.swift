//===--- Exports+Memory.swift --------------------------------------------===//
// Part of Fizz. The C API of a world's memory budget and of the events it could not keep.
//===---------------------------------------------------------------------===//

import Fizz

/// Sets the most bytes the world's storage may take: 1 ... 2^40, and not below
/// fizz_world_get_memory_used (FIZZ_E_OUT_OF_RANGE otherwise). Default 256 MiB.
@_expose(wasm, "fizz_world_set_memory_budget") @_cdecl("fizz_world_set_memory_budget")
public func fizz_world_set_memory_budget(_ world: UInt32, _ bytes: Int64) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.world.setMemoryBudget(bytes); return Status.ok }
}

/// The world's memory budget in bytes, or a negative status.
@_expose(wasm, "fizz_world_get_memory_budget") @_cdecl("fizz_world_get_memory_budget")
public func fizz_world_get_memory_budget(_ world: UInt32) -> Int64 {
    memoryFigure(world) { $0.limit }
}

/// The bytes the world's storage takes now (never above the budget), or a negative status.
@_expose(wasm, "fizz_world_get_memory_used") @_cdecl("fizz_world_get_memory_used")
public func fizz_world_get_memory_used(_ world: UInt32) -> Int64 {
    memoryFigure(world) { $0.used }
}

/// The number of events the last step's list could not hold (see fizz.h), or a negative status.
@_expose(wasm, "fizz_picker_events_dropped") @_cdecl("fizz_picker_events_dropped")
public func fizz_picker_events_dropped(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in Int32(min(e.picker.droppedEvents, Int(Int32.max))) }
}

/// A figure of the world's budget, or the failure's status code widened to int64.
func memoryFigure(_ world: UInt32, _ read: (MemoryBudget) -> Int64) -> Int64 {
    let r = api(Int64(0)) { () throws(Failure) in read(try WorldEntry.lookup(world).world.memory) }
    return lastStatus < 0 ? Int64(lastStatus) : r
}
