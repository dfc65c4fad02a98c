//===--- Exports+Events.swift --------------------------------------------===//
// Part of Fizz. The C API of what a host reads after a step: events and render data.
//===---------------------------------------------------------------------===//

import Fizz

/// The number of events of the last step (see fizz_picker_events), or a negative status.
@_expose(wasm, "fizz_picker_event_count") @_cdecl("fizz_picker_event_count")
public func fizz_picker_event_count(_ world: UInt32) -> Int32 {
    onWorld(world) { (e) throws(FizzError) in Int32(e.picker.eventCount) }
}

/// The last step's events: count × 4 uint32 (kind, bubble handle or 0, detail, 0), in the
/// documented order; NULL on error. Handles of removed bubbles are already stale.
@_expose(wasm, "fizz_picker_events") @_cdecl("fizz_picker_events")
public func fizz_picker_events(_ world: UInt32) -> UnsafePointer<UInt32>? {
    bulkRead(world) { (e) throws(FizzError) in
        let n = e.picker.eventCount
        let p = try e.eventWords.resize(4 * n, in: e.world.memory)
        for k in 0..<n {
            let ev = e.picker.event(at: k)
            p[4 * k] = ev.kind.rawValue
            p[4 * k + 1] = ev.id.map { e.handle(of: $0) } ?? 0
            p[4 * k + 2] = ev.detail
            p[4 * k + 3] = 0
        }
        return e.eventWords
    }
}

/// count × (x, y, radius, scale, opacity) doubles in body order: position in view points
/// (world minus content offset), the size radius in pt, the appear/remove scale and the
/// opacity; a host draws a circle of radius × scale. NULL on error. Valid until the next call.
@_expose(wasm, "fizz_picker_render") @_cdecl("fizz_picker_render")
public func fizz_picker_render(_ world: UInt32) -> UnsafePointer<Double>? {
    bulkRead(world) { (e) throws(FizzError) in try e.picker.packPickerRender(into: e.pickerRender); return e.pickerRender }
}

/// count uint32 flag words in body order: FIZZ_FLAG_SELECTED (1), _DRAGGED (2),
/// _APPEARING (4), _REMOVING (8). NULL on error.
@_expose(wasm, "fizz_picker_flags") @_cdecl("fizz_picker_flags")
public func fizz_picker_flags(_ world: UInt32) -> UnsafePointer<UInt32>? {
    bulkRead(world) { (e) throws(FizzError) in try e.picker.packPickerFlags(into: e.pickerFlags); return e.pickerFlags }
}
