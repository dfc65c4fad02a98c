//===--- Exports+Gestures.swift ------------------------------------------===//
// Part of Fizz. The C API of touches: dragging a bubble, panning, scrolling, resizing.
//===---------------------------------------------------------------------===//

import Fizz

/// Takes hold of the top-most bubble at the view point (x, y): it follows the finger through a
/// spring, outside the attraction field. Returns its handle, 0 on the background (FIZZ_OK) or
/// on error (FIZZ_E_INVALID_STATE while another drag is under way).
@_expose(wasm, "fizz_picker_drag_begin") @_cdecl("fizz_picker_drag_begin")
public func fizz_picker_drag_begin(_ world: UInt32, _ x: Double, _ y: Double) -> UInt32 {
    handleResult(world) { (e) throws(FizzError) in try e.picker.beginDrag(at: Vec2(x, y)) }
}

/// Moves the drag's finger to the view point (x, y). FIZZ_E_INVALID_STATE without a drag.
@_expose(wasm, "fizz_picker_drag_move") @_cdecl("fizz_picker_drag_move")
public func fizz_picker_drag_move(_ world: UInt32, _ x: Double, _ y: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.moveDrag(to: Vec2(x, y)); return Status.ok }
}

/// Lets the dragged bubble go with its velocity. FIZZ_E_INVALID_STATE without a drag.
@_expose(wasm, "fizz_picker_drag_end") @_cdecl("fizz_picker_drag_end")
public func fizz_picker_drag_end(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in _ = try e.picker.endDrag(); return Status.ok }
}

/// Starts a background pan at the view point (x, y). FIZZ_E_INVALID_STATE during a pan.
@_expose(wasm, "fizz_picker_pan_begin") @_cdecl("fizz_picker_pan_begin")
public func fizz_picker_pan_begin(_ world: UInt32, _ x: Double, _ y: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.beginPan(at: Vec2(x, y)); return Status.ok }
}

/// Moves the pan's finger to the view point (x, y). FIZZ_E_INVALID_STATE without a pan.
@_expose(wasm, "fizz_picker_pan_move") @_cdecl("fizz_picker_pan_move")
public func fizz_picker_pan_move(_ world: UInt32, _ x: Double, _ y: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.movePan(to: Vec2(x, y)); return Status.ok }
}

/// Ends the pan. FIZZ_E_INVALID_STATE without a pan.
@_expose(wasm, "fizz_picker_pan_end") @_cdecl("fizz_picker_pan_end")
public func fizz_picker_pan_end(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.endPan(); return Status.ok }
}

/// Scrolls the view to the world point (x, y) as its top-left corner, clamped so the view
/// stays within the world rectangle united with every bubble.
@_expose(wasm, "fizz_picker_set_content_offset") @_cdecl("fizz_picker_set_content_offset")
public func fizz_picker_set_content_offset(_ world: UInt32, _ x: Double, _ y: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.setContentOffset(Vec2(x, y)); return Status.ok }
}

/// The content offset's x in pt, NaN on error.
@_expose(wasm, "fizz_picker_get_content_offset_x") @_cdecl("fizz_picker_get_content_offset_x")
public func fizz_picker_get_content_offset_x(_ world: UInt32) -> Double {
    api(Double.nan) { () throws(Failure) in try WorldEntry.lookup(world).picker.contentOffset.x }
}

/// The content offset's y in pt, NaN on error.
@_expose(wasm, "fizz_picker_get_content_offset_y") @_cdecl("fizz_picker_get_content_offset_y")
public func fizz_picker_get_content_offset_y(_ world: UInt32) -> Double {
    api(Double.nan) { () throws(Failure) in try WorldEntry.lookup(world).picker.contentOffset.y }
}

/// Resizes the world to width × height pt (each in 1...1e7), scaling bubble positions by the
/// same factors (as the seed does on rotation).
@_expose(wasm, "fizz_world_resize") @_cdecl("fizz_world_resize")
public func fizz_world_resize(_ world: UInt32, _ width: Double, _ height: Double) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.resize(width: width, height: height); return Status.ok }
}
