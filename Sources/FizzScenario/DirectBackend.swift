//===--- DirectBackend.swift ---------------------------------------------===//
// Part of Fizz. Scenario calls made straight into the in-process C API.
//===---------------------------------------------------------------------===//

import FizzExports

/// Calls the `fizz_*` functions of this process: the native library natively, and the engine
/// itself inside `fizz-replay.wasm`. Reads memory through plain pointers.
public struct DirectBackend: ScenarioBackend {
    /// - Parameter fresh: reset the library first (destroy every world, restart handle
    ///   generations), so the replay sees what a new wasm instance would.
    public init(fresh: Bool = true) {
        if fresh { Library.reset() }
    }

    public mutating func call(_ f: APICall, _ a: [ABIValue]) throws(BackendError) -> ABIValue {
        func u(_ i: Int) -> UInt32 { a[i].bits32 }
        func s(_ i: Int) -> Int32 { Int32(bitPattern: a[i].bits32) }
        func d(_ i: Int) -> Double { a[i].double }
        func ptr<T>(_ p: UnsafePointer<T>?) -> ABIValue { .pointer(UInt64(UInt(bitPattern: p))) }
        func r(_ v: Int32) -> ABIValue { .i32(UInt32(bitPattern: v)) }
        switch f {
        case .version: return .i32(fizz_version())
        case .lastError: return r(fizz_last_error())
        case .lastErrorMessage: return ptr(fizz_last_error_message())
        case .worldCreate: return .i32(fizz_world_create(d(0), d(1)))
        case .worldDestroy: return r(fizz_world_destroy(u(0)))
        case .worldIsValid: return r(fizz_world_is_valid(u(0)))
        case .worldStep: return r(fizz_world_step(u(0), d(1)))
        case .worldCount: return r(fizz_world_count(u(0)))
        case .worldIsSettled: return r(fizz_world_is_settled(u(0)))
        case .worldPositions: return ptr(fizz_world_positions(u(0)))
        case .worldVelocities: return ptr(fizz_world_velocities(u(0)))
        case .worldIds: return ptr(fizz_world_ids(u(0)))
        case .worldHash: return .i64(fizz_world_hash(u(0)))
        case .worldSetAttraction: return r(fizz_world_set_attraction(u(0), s(1)))
        case .worldGetAttraction: return r(fizz_world_get_attraction(u(0)))
        case .worldSetStrength: return r(fizz_world_set_strength(u(0), d(1)))
        case .worldGetStrength: return .f64(fizz_world_get_strength(u(0)))
        case .worldSetAnchor: return r(fizz_world_set_anchor(u(0), d(1), d(2)))
        case .worldGetAnchorX: return .f64(fizz_world_get_anchor_x(u(0)))
        case .worldGetAnchorY: return .f64(fizz_world_get_anchor_y(u(0)))
        case .worldSetDamping: return r(fizz_world_set_damping(u(0), d(1)))
        case .worldGetDamping: return .f64(fizz_world_get_damping(u(0)))
        case .worldSetWalls: return r(fizz_world_set_walls(u(0), s(1), s(2)))
        case .worldGetWalls: return r(fizz_world_get_walls(u(0)))
        case .worldSetSubstep: return r(fizz_world_set_substep(u(0), d(1)))
        case .worldGetSubstep: return .f64(fizz_world_get_substep(u(0)))
        case .worldSetIterations: return r(fizz_world_set_iterations(u(0), s(1)))
        case .worldGetIterations: return r(fizz_world_get_iterations(u(0)))
        case .worldSetDensity: return r(fizz_world_set_density(u(0), d(1)))
        case .worldGetDensity: return .f64(fizz_world_get_density(u(0)))
        case .worldSetMaxBubbles: return r(fizz_world_set_max_bubbles(u(0), s(1)))
        case .worldGetMaxBubbles: return r(fizz_world_get_max_bubbles(u(0)))
        case .worldSetSleep: return r(fizz_world_set_sleep(u(0), d(1), d(2)))
        case .worldGetWidth: return .f64(fizz_world_get_width(u(0)))
        case .worldGetHeight: return .f64(fizz_world_get_height(u(0)))
        case .bubbleAdd: return .i32(fizz_bubble_add(u(0), d(1), d(2), d(3)))
        case .bubbleRemove: return r(fizz_bubble_remove(u(0), u(1)))
        case .bubbleIsValid: return r(fizz_bubble_is_valid(u(0), u(1)))
        case .bubbleIndex: return r(fizz_bubble_index(u(0), u(1)))
        case .pickerTap: return .i32(fizz_picker_tap(u(0), d(1), d(2)))
        case .pickerHitTest: return .i32(fizz_picker_hit_test(u(0), d(1), d(2)))
        case .pickerSelect: return r(fizz_picker_select(u(0), u(1)))
        case .pickerDeselect: return r(fizz_picker_deselect(u(0), u(1)))
        case .pickerToggle: return r(fizz_picker_toggle(u(0), u(1)))
        case .pickerIsSelected: return r(fizz_picker_is_selected(u(0), u(1)))
        case .pickerSetSelectionLimit: return r(fizz_picker_set_selection_limit(u(0), s(1), s(2)))
        case .pickerSetDensities: return r(fizz_picker_set_densities(u(0), d(1), d(2)))
        case .pickerSetPop: return r(fizz_picker_set_pop(u(0), d(1)))
        case .pickerSetDurations: return r(fizz_picker_set_durations(u(0), d(1), d(2), d(3)))
        case .pickerSetRemovalMode: return r(fizz_picker_set_removal_mode(u(0), s(1)))
        case .pickerSetDragSpring: return r(fizz_picker_set_drag_spring(u(0), d(1), d(2), d(3)))
        case .pickerSetPan: return r(fizz_picker_set_pan(u(0), s(1), d(2), d(3), d(4)))
        case .pickerSetMaxLive: return r(fizz_picker_set_max_live(u(0), s(1)))
        case .pickerSetSeed: return r(fizz_picker_set_seed(u(0), a[1].bits64))
        case .pickerPreset: return r(fizz_picker_preset(u(0), s(1)))
        case .pickerAdd: return .i32(fizz_picker_add(u(0), d(1), d(2), d(3), a[4].bits64))
        case .pickerSpawn: return .i32(fizz_picker_spawn(u(0), s(1), d(2), a[3].bits64))
        case .pickerSetSizes: return r(fizz_picker_set_sizes(u(0), u(1), d(2), d(3)))
        case .pickerSetTag: return r(fizz_picker_set_tag(u(0), u(1), a[2].bits64))
        case .pickerGetTag: return .i64(fizz_picker_get_tag(u(0), u(1)))
        case .pickerSetUserData: return r(fizz_picker_set_user_data(u(0), u(1), a[2].bits64))
        case .pickerGetUserData: return .i64(fizz_picker_get_user_data(u(0), u(1)))
        case .pickerFind: return .i32(fizz_picker_find(u(0), a[1].bits64))
        case .pickerRemove: return r(fizz_picker_remove(u(0), u(1)))
        case .pickerRemoveTag: return r(fizz_picker_remove_tag(u(0), a[1].bits64))
        case .pickerRemoveUnselected: return r(fizz_picker_remove_unselected(u(0)))
        case .pickerQuery: return r(fizz_picker_query(u(0), s(1), a[2].bits64))
        case .pickerQueryCount: return r(fizz_picker_query_count(u(0)))
        case .pickerQueryResult: return ptr(fizz_picker_query_result(u(0)))
        case .pickerDragBegin: return .i32(fizz_picker_drag_begin(u(0), d(1), d(2)))
        case .pickerDragMove: return r(fizz_picker_drag_move(u(0), d(1), d(2)))
        case .pickerDragEnd: return r(fizz_picker_drag_end(u(0)))
        case .pickerPanBegin: return r(fizz_picker_pan_begin(u(0), d(1), d(2)))
        case .pickerPanMove: return r(fizz_picker_pan_move(u(0), d(1), d(2)))
        case .pickerPanEnd: return r(fizz_picker_pan_end(u(0)))
        case .pickerSetContentOffset: return r(fizz_picker_set_content_offset(u(0), d(1), d(2)))
        case .pickerGetContentOffsetX: return .f64(fizz_picker_get_content_offset_x(u(0)))
        case .pickerGetContentOffsetY: return .f64(fizz_picker_get_content_offset_y(u(0)))
        case .worldResize: return r(fizz_world_resize(u(0), d(1), d(2)))
        case .pickerEventCount: return r(fizz_picker_event_count(u(0)))
        case .pickerEvents: return ptr(fizz_picker_events(u(0)))
        case .pickerRender: return ptr(fizz_picker_render(u(0)))
        case .pickerFlags: return ptr(fizz_picker_flags(u(0)))
        case .worldSetMemoryBudget: return r(fizz_world_set_memory_budget(u(0), Int64(bitPattern: a[1].bits64)))
        case .worldGetMemoryBudget: return .i64(UInt64(bitPattern: fizz_world_get_memory_budget(u(0))))
        case .worldGetMemoryUsed: return .i64(UInt64(bitPattern: fizz_world_get_memory_used(u(0))))
        case .pickerEventsDropped: return r(fizz_picker_events_dropped(u(0)))
        }
    }

    public mutating func readDoubles(at address: UInt64, count: Int) throws(BackendError) -> [Double] {
        guard let p = UnsafePointer<Double>(bitPattern: UInt(address)) else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: count))
    }

    public mutating func readWords(at address: UInt64, count: Int) throws(BackendError) -> [UInt32] {
        guard let p = UnsafePointer<UInt32>(bitPattern: UInt(address)) else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: count))
    }

    public mutating func readCString(at address: UInt64) throws(BackendError) -> [UInt8] {
        guard let p = UnsafePointer<UInt8>(bitPattern: UInt(address)) else { return [] }
        var out: [UInt8] = []
        var i = 0
        while p[i] != 0 && i < 4096 { out.append(p[i]); i += 1 }
        return out
    }
}
