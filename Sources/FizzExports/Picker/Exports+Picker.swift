//===--- Exports+Picker.swift --------------------------------------------===//
// Part of Fizz. The C API of the bubble picker: selection, settings, bubbles, removal.
//===---------------------------------------------------------------------===//

import Fizz

/// Changes picker settings through the validating path.
func setPicker(_ world: UInt32, _ change: (inout PickerSettings) -> Void) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in try e.picker.updatePicker(change); return Status.ok }
}

// MARK: Selection

/// Taps at the view point (x, y): toggles the top-most bubble there. Returns its handle, or 0
/// when the tap hit the background (status FIZZ_OK) or on error.
@_expose(wasm, "fizz_picker_tap") @_cdecl("fizz_picker_tap")
public func fizz_picker_tap(_ world: UInt32, _ x: Double, _ y: Double) -> UInt32 {
    handleResult(world) { (e) throws(FizzError) in try e.picker.tap(at: Vec2(x, y)) }
}

/// The top-most bubble at the view point (x, y), or 0 (background, or error).
@_expose(wasm, "fizz_picker_hit_test") @_cdecl("fizz_picker_hit_test")
public func fizz_picker_hit_test(_ world: UInt32, _ x: Double, _ y: Double) -> UInt32 {
    handleResult(world) { (e) throws(FizzError) in
        if !x.isFinite || !y.isFinite { throw .nonFinite }
        return e.picker.hitTest(Vec2(x, y))
    }
}

/// Selects a bubble: 1 when it became selected, 0 when it already was, is being removed or
/// the selection limit refused it; or a negative status.
@_expose(wasm, "fizz_picker_select") @_cdecl("fizz_picker_select")
public func fizz_picker_select(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.select(id) ? 1 : 0 }
}

/// Deselects a bubble: 1 when it was selected, else 0; or a negative status.
@_expose(wasm, "fizz_picker_deselect") @_cdecl("fizz_picker_deselect")
public func fizz_picker_deselect(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.deselect(id) ? 1 : 0 }
}

/// Toggles a bubble: 1 when its state changed, else 0; or a negative status.
@_expose(wasm, "fizz_picker_toggle") @_cdecl("fizz_picker_toggle")
public func fizz_picker_toggle(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.toggle(id) ? 1 : 0 }
}

/// 1 when the bubble is selected, 0 when not, or a negative status.
@_expose(wasm, "fizz_picker_is_selected") @_cdecl("fizz_picker_is_selected")
public func fizz_picker_is_selected(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.isSelected(id) ? 1 : 0 }
}

/// The most bubbles selected at once (0 = no limit, 1 = single selection; 0..131071) and what
/// a selection beyond it does: FIZZ_OVERFLOW_REFUSE (0) or FIZZ_OVERFLOW_DESELECT_OLDEST (1).
@_expose(wasm, "fizz_picker_set_selection_limit") @_cdecl("fizz_picker_set_selection_limit")
public func fizz_picker_set_selection_limit(_ world: UInt32, _ max: Int32, _ policy: Int32) -> Int32 {
    guard policy >= 0, let p = SelectionOverflow(rawValue: UInt32(policy)) else {
        return invalidOption(world, "the overflow policy must be 0 (refuse) or 1 (deselect oldest)")
    }
    return setPicker(world) { $0.maxSelected = max; $0.overflow = p }
}

// MARK: Settings

/// Densities (mass per pt², each in (0, 1e6]) of unselected and selected bubbles
/// (defaults 0.66 and 0.99). Bubbles take them at once.
@_expose(wasm, "fizz_picker_set_densities") @_cdecl("fizz_picker_set_densities")
public func fizz_picker_set_densities(_ world: UInt32, _ unselected: Double, _ selected: Double) -> Int32 {
    setPicker(world) { $0.densityUnselected = unselected; $0.densitySelected = selected }
}

/// The selection pop's strength: a multiple of the room the growth needs (dimensionless,
/// 0...100; default 3.8; 0 disables it). See `PickerSettings.popStrength`.
@_expose(wasm, "fizz_picker_set_pop") @_cdecl("fizz_picker_set_pop")
public func fizz_picker_set_pop(_ world: UInt32, _ strength: Double) -> Int32 {
    setPicker(world) { $0.popStrength = strength }
}

/// Animation durations in seconds (each 0..60; 0 is instant): radius change on select and
/// `set_sizes` (default 0.2), appear (0.25), remove (0.25).
@_expose(wasm, "fizz_picker_set_durations") @_cdecl("fizz_picker_set_durations")
public func fizz_picker_set_durations(_ world: UInt32, _ grow: Double, _ appear: Double, _ remove: Double) -> Int32 {
    setPicker(world) { $0.growDuration = grow; $0.appearDuration = appear; $0.removeDuration = remove }
}

/// When a removed bubble leaves the physics: FIZZ_REMOVAL_AT_END (0, default) or
/// FIZZ_REMOVAL_AT_ONCE (1).
@_expose(wasm, "fizz_picker_set_removal_mode") @_cdecl("fizz_picker_set_removal_mode")
public func fizz_picker_set_removal_mode(_ world: UInt32, _ mode: Int32) -> Int32 {
    guard mode >= 0, let m = RemovalMode(rawValue: UInt32(mode)) else {
        return invalidOption(world, "the removal mode must be 0 (at end) or 1 (at once)")
    }
    return setPicker(world) { $0.removalMode = m }
}

/// The drag spring: frequency in Hz (0 < hertz <= 1000; default 6) and damping ratios for a
/// selected and an unselected bubble (0..100; defaults 1 and 0.66, the seed's).
@_expose(wasm, "fizz_picker_set_drag_spring") @_cdecl("fizz_picker_set_drag_spring")
public func fizz_picker_set_drag_spring(_ world: UInt32, _ hertz: Double, _ dampingSelected: Double, _ dampingUnselected: Double) -> Int32 {
    setPicker(world) { $0.dragHertz = hertz; $0.dragDampingSelected = dampingSelected; $0.dragDampingUnselected = dampingUnselected }
}

/// Background pan: mode FIZZ_PAN_ANCHOR (0), _PUSH (1) or _SCROLL (2); anchor smoothing per
/// move (0..1, default 0.2); push gain in 1/s (0..1e4, default 5); anchor spring-back rate in
/// 1/s after release (0..1e4, default 0 = stays).
@_expose(wasm, "fizz_picker_set_pan") @_cdecl("fizz_picker_set_pan")
public func fizz_picker_set_pan(_ world: UInt32, _ mode: Int32, _ smoothing: Double, _ pushGain: Double, _ springBack: Double) -> Int32 {
    guard mode >= 0, let m = PanMode(rawValue: UInt32(mode)) else {
        return invalidOption(world, "the pan mode must be 0 (anchor), 1 (push) or 2 (scroll)")
    }
    return setPicker(world) {
        $0.panMode = m; $0.panSmoothing = smoothing; $0.panPushGain = pushGain; $0.springBackRate = springBack
    }
}

/// Bubble cycling: the most live bubbles (0 = no cap; up to 131071). Adding one more evicts
/// the oldest, animated.
@_expose(wasm, "fizz_picker_set_max_live") @_cdecl("fizz_picker_set_max_live")
public func fizz_picker_set_max_live(_ world: UInt32, _ max: Int32) -> Int32 {
    setPicker(world) { $0.maxLive = max }
}

/// Seeds the SplitMix64 behind random spawns (default seed 0x5EED).
@_expose(wasm, "fizz_picker_set_seed") @_cdecl("fizz_picker_set_seed")
public func fizz_picker_set_seed(_ world: UInt32, _ seed: UInt64) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in e.picker.setSpawnSeed(seed); return Status.ok }
}

/// Applies a preset: FIZZ_PRESET_SPRING (0), _MAGNETIC (1), _CALM (2), _STILL (3).
@_expose(wasm, "fizz_picker_preset") @_cdecl("fizz_picker_preset")
public func fizz_picker_preset(_ world: UInt32, _ preset: Int32) -> Int32 {
    guard preset >= 0, let p = PickerPreset(rawValue: UInt32(preset)) else {
        return invalidOption(world, "the preset must be 0 (spring), 1 (magnetic), 2 (calm) or 3 (still)")
    }
    return onWorld(world) { (e) throws(FizzError) in try e.picker.applyPreset(p); return Status.ok }
}

// MARK: Bubbles

/// Adds a picker bubble at the world point (x, y) with unselected radius `radius` (selected:
/// radius × 1.33) and the host's key `user_data` (non-zero keys are unique: a second live
/// bubble with the same key is FIZZ_E_INVALID_STATE). It appears animated. Returns its handle
/// or 0 on error.
@_expose(wasm, "fizz_picker_add") @_cdecl("fizz_picker_add")
public func fizz_picker_add(_ world: UInt32, _ x: Double, _ y: Double, _ radius: Double, _ userData: UInt64) -> UInt32 {
    newBubble(world) { (e) throws(FizzError) in
        try e.picker.addPickerBubble(at: Vec2(x, y), radius: radius, userData: userData)
    }
}

/// Adds a picker bubble where `policy` puts it: FIZZ_SPAWN_CENTER (0), _CORNERS (1),
/// _SIDES (2), _RANDOM (3). Returns its handle or 0 on error.
@_expose(wasm, "fizz_picker_spawn") @_cdecl("fizz_picker_spawn")
public func fizz_picker_spawn(_ world: UInt32, _ policy: Int32, _ radius: Double, _ userData: UInt64) -> UInt32 {
    guard policy >= 0, let p = SpawnPolicy(rawValue: UInt32(policy)) else {
        return invalidOption(world, 0, "the spawn policy must be 0 (center), 1 (corners), 2 (sides) or 3 (random)")
    }
    return newBubble(world) { (e) throws(FizzError) in
        try e.picker.spawnBubble(p, radius: radius, userData: userData)
    }
}

/// Sets a bubble's unselected and selected radii in pt (each in (0, 1e6]); it animates to the
/// one of its state.
@_expose(wasm, "fizz_picker_set_sizes") @_cdecl("fizz_picker_set_sizes")
public func fizz_picker_set_sizes(_ world: UInt32, _ bubble: UInt32, _ unselected: Double, _ selected: Double) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in
        try e.picker.setSizes(id, unselected: unselected, selected: selected); return Status.ok
    }
}

/// Sets a bubble's 64-bit tag.
@_expose(wasm, "fizz_picker_set_tag") @_cdecl("fizz_picker_set_tag")
public func fizz_picker_set_tag(_ world: UInt32, _ bubble: UInt32, _ tag: UInt64) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.setTag(id, tag); return Status.ok }
}

/// A bubble's tag; 0 on error (check fizz_last_error).
@_expose(wasm, "fizz_picker_get_tag") @_cdecl("fizz_picker_get_tag")
public func fizz_picker_get_tag(_ world: UInt32, _ bubble: UInt32) -> UInt64 {
    bubbleValue(world, bubble, 0) { (e, id) throws(FizzError) in try e.picker.tag(of: id) }
}

/// Sets a bubble's 64-bit user data (non-zero values are unique keys).
@_expose(wasm, "fizz_picker_set_user_data") @_cdecl("fizz_picker_set_user_data")
public func fizz_picker_set_user_data(_ world: UInt32, _ bubble: UInt32, _ data: UInt64) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.setUserData(id, data); return Status.ok }
}

/// A bubble's user data; 0 on error (check fizz_last_error).
@_expose(wasm, "fizz_picker_get_user_data") @_cdecl("fizz_picker_get_user_data")
public func fizz_picker_get_user_data(_ world: UInt32, _ bubble: UInt32) -> UInt64 {
    bubbleValue(world, bubble, 0) { (e, id) throws(FizzError) in try e.picker.userData(of: id) }
}

/// The live bubble whose user data is `data` (non-zero), or 0.
@_expose(wasm, "fizz_picker_find") @_cdecl("fizz_picker_find")
public func fizz_picker_find(_ world: UInt32, _ data: UInt64) -> UInt32 {
    handleResult(world) { (e) throws(FizzError) in e.picker.find(userData: data) }
}

// MARK: Removal

/// Starts removing a bubble, animated: 1 when started, 0 when already under way; a
/// FIZZ_EVENT_REMOVED follows when it is gone (its handle stays valid until then).
@_expose(wasm, "fizz_picker_remove") @_cdecl("fizz_picker_remove")
public func fizz_picker_remove(_ world: UInt32, _ bubble: UInt32) -> Int32 {
    onBubble(world, bubble) { (e, id) throws(FizzError) in try e.picker.removeAnimated(id) ? 1 : 0 }
}

/// Starts removing every live bubble with this tag; returns how many.
@_expose(wasm, "fizz_picker_remove_tag") @_cdecl("fizz_picker_remove_tag")
public func fizz_picker_remove_tag(_ world: UInt32, _ tag: UInt64) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in Int32(try e.picker.removeAnimated(tag: tag)) }
}

/// Starts removing every live unselected bubble; returns how many.
@_expose(wasm, "fizz_picker_remove_unselected") @_cdecl("fizz_picker_remove_unselected")
public func fizz_picker_remove_unselected(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in Int32(try e.picker.removeUnselected()) }
}

// MARK: Queries

/// Runs a query: FIZZ_QUERY_ALL (0), _SELECTED (1), _UNSELECTED (2), _TAGGED (3, with `tag`).
/// Returns the count; the handles are at fizz_picker_query_result.
@_expose(wasm, "fizz_picker_query") @_cdecl("fizz_picker_query")
public func fizz_picker_query(_ world: UInt32, _ kind: Int32, _ tag: UInt64) -> Int32 {
    guard kind >= 0, let q = PickerQuery(rawValue: UInt32(kind)) else {
        return invalidOption(world, "the query must be 0 (all), 1 (selected), 2 (unselected) or 3 (tagged)")
    }
    return onWorld(world) { (e) throws(FizzError) in
        let ids = e.picker.query(q, tag: tag)
        let p = try e.queryResult.resize(ids.count, in: e.world.memory)
        for i in 0..<ids.count { p[i] = e.handle(of: ids[i]) }
        return Int32(ids.count)
    }
}

/// The number of handles the last fizz_picker_query of this world returned.
@_expose(wasm, "fizz_picker_query_count") @_cdecl("fizz_picker_query_count")
public func fizz_picker_query_count(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in Int32(e.queryResult.count) }
}

/// The handles of the last query (fizz_picker_query_count of them); NULL on error.
@_expose(wasm, "fizz_picker_query_result") @_cdecl("fizz_picker_query_result")
public func fizz_picker_query_result(_ world: UInt32) -> UnsafePointer<UInt32>? {
    api(nil) { () throws(Failure) in
        let e = try WorldEntry.lookup(world)
        return e.queryResult.pointer
    }
}
