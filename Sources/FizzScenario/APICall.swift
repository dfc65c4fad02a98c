//===--- APICall.swift ---------------------------------------------------===//
// Part of Fizz. The catalogue of C API functions a scenario may call.
//===---------------------------------------------------------------------===//

/// The type of a C API parameter or result, as it crosses the boundary.
public enum ABIType: Equatable, Sendable {
    /// `uint32_t` (handles) or `int32_t` (statuses, counts, options): a wasm i32.
    case i32
    /// `uint64_t` (hashes): a wasm i64.
    case i64
    /// `double`: a wasm f64.
    case f64
    /// `const double*` to `count × stride` doubles, where count is `fizz_world_count` of the
    /// first argument. A replay hashes the data, never the address (addresses differ by build).
    case doubles(stride: Int)
    /// `const uint32_t*` to `count` values (bubble handles), counted like `.doubles`.
    case words
    /// `const char*` to a NUL-terminated string.
    case string
    /// `const uint32_t*` to `n × stride` words, where `n` is the result of `count` called with
    /// the first argument (the header writes `fizz_<count>(world) × (a, b, …)`).
    case countedWords(stride: Int, count: APICall)
}

/// Every function of `wasm/fizz.h` that a scenario can call, by its name without `fizz_`.
///
/// This is the one list the scenario tools share: the parser checks names and argument counts
/// against it, backends use the signatures to marshal values, and a test checks it against
/// the header and against the module's exports so the three can never drift apart.
public enum APICall: UInt16, CaseIterable, Sendable {
    case version
    case lastError, lastErrorMessage
    case worldCreate, worldDestroy, worldIsValid, worldStep, worldCount, worldIsSettled
    case worldPositions, worldVelocities, worldIds, worldHash
    case worldSetAttraction, worldGetAttraction, worldSetStrength, worldGetStrength
    case worldSetAnchor, worldGetAnchorX, worldGetAnchorY, worldSetDamping, worldGetDamping
    case worldSetWalls, worldGetWalls, worldSetSubstep, worldGetSubstep
    case worldSetIterations, worldGetIterations, worldSetDensity, worldGetDensity
    case worldSetMaxBubbles, worldGetMaxBubbles, worldSetSleep, worldGetWidth, worldGetHeight
    case bubbleAdd, bubbleRemove, bubbleIsValid, bubbleIndex
    // The picker (Exports+Picker, Exports+Gestures, Exports+Events).
    case pickerTap, pickerHitTest, pickerSelect, pickerDeselect, pickerToggle, pickerIsSelected
    case pickerSetSelectionLimit, pickerSetDensities, pickerSetPop, pickerSetDurations
    case pickerSetRemovalMode, pickerSetDragSpring, pickerSetPan, pickerSetMaxLive, pickerSetSeed
    case pickerPreset, pickerAdd, pickerSpawn, pickerSetSizes, pickerSetTag, pickerGetTag
    case pickerSetUserData, pickerGetUserData, pickerFind, pickerRemove, pickerRemoveTag
    case pickerRemoveUnselected, pickerQuery, pickerQueryCount, pickerQueryResult, pickerDragBegin
    case pickerDragMove, pickerDragEnd, pickerPanBegin, pickerPanMove, pickerPanEnd
    case pickerSetContentOffset, pickerGetContentOffsetX, pickerGetContentOffsetY, worldResize
    case pickerEventCount, pickerEvents, pickerRender, pickerFlags
    // Memory (Exports+Memory).
    case worldSetMemoryBudget, worldGetMemoryBudget, worldGetMemoryUsed, pickerEventsDropped

    /// The scenario name: the C name without its `fizz_` prefix.
    public var name: StaticString {
        switch self {
        case .version: "version"
        case .lastError: "last_error"
        case .lastErrorMessage: "last_error_message"
        case .worldCreate: "world_create"
        case .worldDestroy: "world_destroy"
        case .worldIsValid: "world_is_valid"
        case .worldStep: "world_step"
        case .worldCount: "world_count"
        case .worldIsSettled: "world_is_settled"
        case .worldPositions: "world_positions"
        case .worldVelocities: "world_velocities"
        case .worldIds: "world_ids"
        case .worldHash: "world_hash"
        case .worldSetAttraction: "world_set_attraction"
        case .worldGetAttraction: "world_get_attraction"
        case .worldSetStrength: "world_set_strength"
        case .worldGetStrength: "world_get_strength"
        case .worldSetAnchor: "world_set_anchor"
        case .worldGetAnchorX: "world_get_anchor_x"
        case .worldGetAnchorY: "world_get_anchor_y"
        case .worldSetDamping: "world_set_damping"
        case .worldGetDamping: "world_get_damping"
        case .worldSetWalls: "world_set_walls"
        case .worldGetWalls: "world_get_walls"
        case .worldSetSubstep: "world_set_substep"
        case .worldGetSubstep: "world_get_substep"
        case .worldSetIterations: "world_set_iterations"
        case .worldGetIterations: "world_get_iterations"
        case .worldSetDensity: "world_set_density"
        case .worldGetDensity: "world_get_density"
        case .worldSetMaxBubbles: "world_set_max_bubbles"
        case .worldGetMaxBubbles: "world_get_max_bubbles"
        case .worldSetSleep: "world_set_sleep"
        case .worldGetWidth: "world_get_width"
        case .worldGetHeight: "world_get_height"
        case .bubbleAdd: "bubble_add"
        case .bubbleRemove: "bubble_remove"
        case .bubbleIsValid: "bubble_is_valid"
        case .bubbleIndex: "bubble_index"
        case .pickerTap: "picker_tap"
        case .pickerHitTest: "picker_hit_test"
        case .pickerSelect: "picker_select"
        case .pickerDeselect: "picker_deselect"
        case .pickerToggle: "picker_toggle"
        case .pickerIsSelected: "picker_is_selected"
        case .pickerSetSelectionLimit: "picker_set_selection_limit"
        case .pickerSetDensities: "picker_set_densities"
        case .pickerSetPop: "picker_set_pop"
        case .pickerSetDurations: "picker_set_durations"
        case .pickerSetRemovalMode: "picker_set_removal_mode"
        case .pickerSetDragSpring: "picker_set_drag_spring"
        case .pickerSetPan: "picker_set_pan"
        case .pickerSetMaxLive: "picker_set_max_live"
        case .pickerSetSeed: "picker_set_seed"
        case .pickerPreset: "picker_preset"
        case .pickerAdd: "picker_add"
        case .pickerSpawn: "picker_spawn"
        case .pickerSetSizes: "picker_set_sizes"
        case .pickerSetTag: "picker_set_tag"
        case .pickerGetTag: "picker_get_tag"
        case .pickerSetUserData: "picker_set_user_data"
        case .pickerGetUserData: "picker_get_user_data"
        case .pickerFind: "picker_find"
        case .pickerRemove: "picker_remove"
        case .pickerRemoveTag: "picker_remove_tag"
        case .pickerRemoveUnselected: "picker_remove_unselected"
        case .pickerQuery: "picker_query"
        case .pickerQueryCount: "picker_query_count"
        case .pickerQueryResult: "picker_query_result"
        case .pickerDragBegin: "picker_drag_begin"
        case .pickerDragMove: "picker_drag_move"
        case .pickerDragEnd: "picker_drag_end"
        case .pickerPanBegin: "picker_pan_begin"
        case .pickerPanMove: "picker_pan_move"
        case .pickerPanEnd: "picker_pan_end"
        case .pickerSetContentOffset: "picker_set_content_offset"
        case .pickerGetContentOffsetX: "picker_get_content_offset_x"
        case .pickerGetContentOffsetY: "picker_get_content_offset_y"
        case .worldResize: "world_resize"
        case .pickerEventCount: "picker_event_count"
        case .pickerEvents: "picker_events"
        case .pickerRender: "picker_render"
        case .pickerFlags: "picker_flags"
        case .worldSetMemoryBudget: "world_set_memory_budget"
        case .worldGetMemoryBudget: "world_get_memory_budget"
        case .worldGetMemoryUsed: "world_get_memory_used"
        case .pickerEventsDropped: "picker_events_dropped"
        }
    }

    /// Parameter types, in order.
    public var parameters: [ABIType] {
        switch self {
        case .version, .lastError, .lastErrorMessage: []
        case .worldCreate: [.f64, .f64]
        case .worldDestroy, .worldIsValid, .worldCount, .worldIsSettled, .worldPositions,
             .worldVelocities, .worldIds, .worldHash, .worldGetAttraction, .worldGetStrength,
             .worldGetAnchorX, .worldGetAnchorY, .worldGetDamping, .worldGetWalls,
             .worldGetSubstep, .worldGetIterations, .worldGetDensity, .worldGetMaxBubbles,
             .worldGetWidth, .worldGetHeight: [.i32]
        case .worldStep, .worldSetStrength, .worldSetDamping, .worldSetSubstep, .worldSetDensity: [.i32, .f64]
        case .worldSetAttraction, .worldSetIterations, .worldSetMaxBubbles: [.i32, .i32]
        case .worldSetAnchor, .worldSetSleep: [.i32, .f64, .f64]
        case .worldSetWalls: [.i32, .i32, .i32]
        case .bubbleAdd: [.i32, .f64, .f64, .f64]
        case .bubbleRemove, .bubbleIsValid, .bubbleIndex: [.i32, .i32]
        case .pickerTap, .pickerHitTest, .pickerSetDensities, .pickerDragBegin, .pickerDragMove, .pickerPanBegin, .pickerPanMove, .pickerSetContentOffset, .worldResize:
            [.i32, .f64, .f64]
        case .pickerSelect, .pickerDeselect, .pickerToggle, .pickerIsSelected, .pickerSetRemovalMode, .pickerSetMaxLive, .pickerPreset, .pickerGetTag, .pickerGetUserData, .pickerRemove:
            [.i32, .i32]
        case .pickerSetSelectionLimit:
            [.i32, .i32, .i32]
        case .pickerSetPop:
            [.i32, .f64]
        case .pickerSetDurations, .pickerSetDragSpring:
            [.i32, .f64, .f64, .f64]
        case .pickerSetPan:
            [.i32, .i32, .f64, .f64, .f64]
        case .pickerSetSeed, .pickerFind, .pickerRemoveTag:
            [.i32, .i64]
        case .pickerAdd:
            [.i32, .f64, .f64, .f64, .i64]
        case .pickerSpawn:
            [.i32, .i32, .f64, .i64]
        case .pickerSetSizes:
            [.i32, .i32, .f64, .f64]
        case .pickerSetTag, .pickerSetUserData, .pickerQuery:
            [.i32, .i32, .i64]
        case .pickerRemoveUnselected, .pickerQueryCount, .pickerQueryResult, .pickerDragEnd, .pickerPanEnd, .pickerGetContentOffsetX, .pickerGetContentOffsetY, .pickerEventCount, .pickerEvents, .pickerRender, .pickerFlags:
            [.i32]
        case .worldGetMemoryBudget, .worldGetMemoryUsed, .pickerEventsDropped:
            [.i32]
        case .worldSetMemoryBudget:
            [.i32, .i64]
        }
    }

    /// Result type.
    public var result: ABIType {
        switch self {
        case .lastErrorMessage: .string
        case .worldPositions: .doubles(stride: 3)
        case .worldVelocities: .doubles(stride: 2)
        case .worldIds: .words
        case .worldHash: .i64
        case .pickerGetTag, .pickerGetUserData: .i64
        case .worldGetMemoryBudget, .worldGetMemoryUsed: .i64
        case .pickerQueryResult: .countedWords(stride: 1, count: .pickerQueryCount)
        case .pickerGetContentOffsetX, .pickerGetContentOffsetY: .f64
        case .pickerEvents: .countedWords(stride: 4, count: .pickerEventCount)
        case .pickerRender: .doubles(stride: 5)
        case .pickerFlags: .words
        case .worldGetStrength, .worldGetAnchorX, .worldGetAnchorY, .worldGetDamping,
             .worldGetSubstep, .worldGetDensity, .worldGetWidth, .worldGetHeight: .f64
        default: .i32
        }
    }

    /// True for `world_step`: a replay records the world's frame hash after each one.
    public var isStep: Bool { self == .worldStep }

    /// The call whose name is `bytes` (UTF-8), if any.
    public static func named(_ bytes: ArraySlice<UInt8>) -> APICall? {
        for c in APICall.allCases where Text.equal(c.name, bytes) { return c }
        return nil
    }
}

/// Small byte-level string helpers: the scenario code works on UTF-8 bytes so that it stays
/// Embedded-Swift-clean (no Unicode tables) and identical in every build.
public enum Text {
    public static func equal(_ s: StaticString, _ bytes: ArraySlice<UInt8>) -> Bool {
        if s.utf8CodeUnitCount != bytes.count { return false }
        var i = 0
        var j = bytes.startIndex
        while i < bytes.count {
            if s.utf8Start[i] != bytes[j] { return false }
            i += 1; j += 1
        }
        return true
    }

    public static func bytes(_ s: StaticString) -> [UInt8] {
        var out: [UInt8] = []
        for i in 0..<s.utf8CodeUnitCount { out.append(s.utf8Start[i]) }
        return out
    }

    /// Lower-case hexadecimal, 16 digits.
    public static func hex(_ v: UInt64) -> [UInt8] {
        let digits: StaticString = "0123456789abcdef"
        var out = [UInt8](repeating: 0, count: 16)
        var x = v
        var i = 15
        while i >= 0 { out[i] = digits.utf8Start[Int(x & 0xF)]; x >>= 4; i -= 1 }
        return out
    }

    /// Decimal digits of a non-negative integer.
    public static func decimal(_ v: UInt64) -> [UInt8] {
        if v == 0 { return [48] }
        var out: [UInt8] = []
        var x = v
        while x > 0 { out.append(UInt8(48 + x % 10)); x /= 10 }
        return out.reversed()
    }
}
