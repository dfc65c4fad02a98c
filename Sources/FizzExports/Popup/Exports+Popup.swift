//===--- Exports+Popup.swift ---------------------------------------------===//
// Part of Fizz. The C API of a popup layer: popups beside references, kept inside and apart.
//===---------------------------------------------------------------------===//

import Fizz

/// A popup layer as the C API sees it: the engine object and the buffers its bulk reads
/// point into.
final class PopupEntry: HandleObject, KindEntry {
    private(set) var layer: PopupLayer
    private(set) var doubles = PackedBuffer<Double>()
    private(set) var words = PackedBuffer<UInt32>()
    private(set) var path = PackedBuffer<Double>()

    /// `fizz_popup_create`: a layer over the boundary (0, 0, width, height) pt.
    init(width: Double, height: Double) throws(FizzError) { layer = try PopupLayer(width: width, height: height) }

    var object: PopupLayer { layer }

    /// Takes a restored layer in place of this one, under the same handle; the buffers start
    /// again empty, charged to the new layer's budget.
    func restore(_ l: PopupLayer) {
        layer = l; doubles = PackedBuffer<Double>(); words = PackedBuffer<UInt32>(); path = PackedBuffer<Double>()
    }
}

// Every popup call but the bulk reads is a case of `PopupCall`, run by one out-of-line
// function taking up to four doubles (as the strip's calls: the bookkeeping inlined in each
// export would cost fizz.wasm about 200 bytes a call).

/// The calls run by `popupCall`.
enum PopupCall {
    case setBoundary, setPadding, setRTL, setSpacing, setHysteresis
    case add, remove, setReference, setSize, setPlacement, setArrow, setLeader, setCornerRadius
    case setOffsets, setFallbacks, applyPreset, addObstacle, clearObstacles, solve, count, outlineLength, boundary
    case setOptions, setArrowPadding, setAlignmentOffset, setPopupBoundary
}

/// Runs `call` on the layer `h` (popup `id` where the call takes one): its number (an id, an
/// index, a count, pt), or why not.
@inline(never)
func popupCall(_ h: UInt32, _ call: PopupCall, _ id: Int32 = 0, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) throws(Failure) -> Double {
    let e = try PopupEntry.lookup(h)
    let l = e.layer
    let p = UInt32(bitPattern: id)
    do throws(FizzError) {
        switch call {
        case .setBoundary: try l.setBoundary(x: a, y: b, width: c, height: d)
        case .setPadding: try l.setPadding(top: a, right: b, bottom: c, left: d)
        case .setRTL:
            if id != 0 && id != 1 { throw .invalidOption }
            l.setRightToLeft(id == 1)
        case .setSpacing: try l.setSpacing(a)
        case .setHysteresis: try l.setHysteresis(a)
        case .add: return Double(try l.add())
        case .remove: try l.remove(p)
        case .setReference: try l.setReference(p, x: a, y: b, width: c, height: d)
        case .setSize: try l.setSize(p, width: a, height: b)
        case .setPlacement:
            guard let v = PopupPlacement(rawValue: UInt32(truncatingIfNeeded: Int64(a))) else { throw .invalidOption }
            try l.setPlacement(p, v)
        case .setArrow: try l.setArrow(p, base: a, height: b, tipRadius: c)
        case .setLeader: try l.setLeader(p, length: a, dash: b, dotRadius: c, innerDotRadius: d)
        case .setCornerRadius: try l.setCornerRadius(p, a)
        case .setOffsets: try l.setOffsets(p, main: a, cross: b)
        case .setFallbacks: try l.setFallbacks(p, UInt32(truncatingIfNeeded: Int64(a)))
        case .applyPreset:
            guard let v = PopupPreset(rawValue: UInt32(truncatingIfNeeded: Int64(a))) else { throw .invalidOption }
            try l.applyPreset(p, v)
        case .setOptions: try l.setOptions(p, UInt32(truncatingIfNeeded: Int64(a)))
        case .setArrowPadding: try l.setArrowPadding(p, a)
        case .setAlignmentOffset: try l.setAlignmentOffset(p, a)
        case .setPopupBoundary: try l.setPopupBoundary(p, x: a, y: b, width: c, height: d)
        case .addObstacle: return Double(try l.addObstacle(x: a, y: b, width: c, height: d))
        case .clearObstacles: l.clearObstacles()
        case .solve: try l.solve()
        case .count: return Double(l.count)
        case .outlineLength:
            try l.packOutline(p, into: e.path)
            return Double(e.path.count)
        case .boundary:
            switch id {
            case 0: return l.boundaryX
            case 1: return l.boundaryY
            case 2: return l.boundaryWidth
            case 3: return l.boundaryHeight
            case 4: return l.paddingTop
            case 5: return l.paddingRight
            case 6: return l.paddingBottom
            case 7: return l.paddingLeft
            default: throw .invalidOption
            }
        }
        return 0
    } catch {
        switch error {
        case .notFound: throw Failure(Status.staleHandle, "no popup of this layer has that id (removed, or never added)")
        case .limitReached: throw Failure(Status.limitReached, "the layer already holds its maximum of 100000 popups (or obstacles)")
        case .overBudget: throw Failure(Status.limitReached, "the layer's memory budget cannot hold what the call needs")
        case .invalidOption:
            throw Failure(Status.invalidOption, call == .setRTL ? "right-to-left is 0 (off) or 1 (on)"
                : call == .setPlacement ? "the placement must be 0..11 (FIZZ_PLACEMENT_*) or 12 (auto)"
                : call == .setFallbacks ? "the fallbacks must be up to 4 sides + 1 (1..4), 4 bits each from the lowest, then zeros"
                : call == .boundary ? "the boundary value must be 0..7 (x, y, width, height, top, right, bottom, left padding)"
                : call == .setOptions ? "the options must be FIZZ_ANCHOR_* bits (0..255), not both CROSS_START and CROSS_END"
                : "the preset must be 0..7 (FIZZ_TIP_*)")
        default: throw Failure(error)
        }
    }
}

/// A popup call answering a status, an id, an index or a count (exact in a double).
@inline(never)
func popupCode(_ h: UInt32, _ call: PopupCall, _ id: Int32 = 0, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Int32 {
    apiCode { () throws(Failure) in Int32(try popupCall(h, call, id, a, b, c, d)) }
}

@_expose(wasm, "fizz_popup_set_boundary") @_cdecl("fizz_popup_set_boundary")
public func fizz_popup_set_boundary(_ popup: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    popupCode(popup, .setBoundary, 0, x, y, width, height)
}

@_expose(wasm, "fizz_popup_set_padding") @_cdecl("fizz_popup_set_padding")
public func fizz_popup_set_padding(_ popup: UInt32, _ top: Double, _ right: Double, _ bottom: Double, _ left: Double) -> Int32 {
    popupCode(popup, .setPadding, 0, top, right, bottom, left)
}

@_expose(wasm, "fizz_popup_set_rtl") @_cdecl("fizz_popup_set_rtl")
public func fizz_popup_set_rtl(_ popup: UInt32, _ rtl: Int32) -> Int32 { popupCode(popup, .setRTL, rtl) }

@_expose(wasm, "fizz_popup_set_spacing") @_cdecl("fizz_popup_set_spacing")
public func fizz_popup_set_spacing(_ popup: UInt32, _ spacing: Double) -> Int32 { popupCode(popup, .setSpacing, 0, spacing) }

@_expose(wasm, "fizz_popup_set_hysteresis") @_cdecl("fizz_popup_set_hysteresis")
public func fizz_popup_set_hysteresis(_ popup: UInt32, _ margin: Double) -> Int32 { popupCode(popup, .setHysteresis, 0, margin) }

@_expose(wasm, "fizz_popup_add") @_cdecl("fizz_popup_add")
public func fizz_popup_add(_ popup: UInt32) -> Int32 { popupCode(popup, .add) }

@_expose(wasm, "fizz_popup_remove") @_cdecl("fizz_popup_remove")
public func fizz_popup_remove(_ popup: UInt32, _ id: Int32) -> Int32 { popupCode(popup, .remove, id) }

@_expose(wasm, "fizz_popup_set_reference") @_cdecl("fizz_popup_set_reference")
public func fizz_popup_set_reference(_ popup: UInt32, _ id: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    popupCode(popup, .setReference, id, x, y, width, height)
}

@_expose(wasm, "fizz_popup_set_size") @_cdecl("fizz_popup_set_size")
public func fizz_popup_set_size(_ popup: UInt32, _ id: Int32, _ width: Double, _ height: Double) -> Int32 {
    popupCode(popup, .setSize, id, width, height)
}

@_expose(wasm, "fizz_popup_set_placement") @_cdecl("fizz_popup_set_placement")
public func fizz_popup_set_placement(_ popup: UInt32, _ id: Int32, _ placement: Int32) -> Int32 {
    popupCode(popup, .setPlacement, id, Double(placement))
}

@_expose(wasm, "fizz_popup_set_arrow") @_cdecl("fizz_popup_set_arrow")
public func fizz_popup_set_arrow(_ popup: UInt32, _ id: Int32, _ base: Double, _ height: Double, _ tipRadius: Double) -> Int32 {
    popupCode(popup, .setArrow, id, base, height, tipRadius)
}

@_expose(wasm, "fizz_popup_set_leader") @_cdecl("fizz_popup_set_leader")
public func fizz_popup_set_leader(_ popup: UInt32, _ id: Int32, _ length: Double, _ dash: Double, _ dotRadius: Double, _ innerDotRadius: Double) -> Int32 {
    popupCode(popup, .setLeader, id, length, dash, dotRadius, innerDotRadius)
}

@_expose(wasm, "fizz_popup_set_corner_radius") @_cdecl("fizz_popup_set_corner_radius")
public func fizz_popup_set_corner_radius(_ popup: UInt32, _ id: Int32, _ radius: Double) -> Int32 {
    popupCode(popup, .setCornerRadius, id, radius)
}

@_expose(wasm, "fizz_popup_set_offsets") @_cdecl("fizz_popup_set_offsets")
public func fizz_popup_set_offsets(_ popup: UInt32, _ id: Int32, _ main: Double, _ cross: Double) -> Int32 {
    popupCode(popup, .setOffsets, id, main, cross)
}

@_expose(wasm, "fizz_popup_set_fallbacks") @_cdecl("fizz_popup_set_fallbacks")
public func fizz_popup_set_fallbacks(_ popup: UInt32, _ id: Int32, _ sides: Int32) -> Int32 {
    popupCode(popup, .setFallbacks, id, Double(sides))
}

@_expose(wasm, "fizz_popup_apply_preset") @_cdecl("fizz_popup_apply_preset")
public func fizz_popup_apply_preset(_ popup: UInt32, _ id: Int32, _ preset: Int32) -> Int32 {
    popupCode(popup, .applyPreset, id, Double(preset))
}

@_expose(wasm, "fizz_popup_set_options") @_cdecl("fizz_popup_set_options")
public func fizz_popup_set_options(_ popup: UInt32, _ id: Int32, _ options: Int32) -> Int32 {
    popupCode(popup, .setOptions, id, Double(options))
}

@_expose(wasm, "fizz_popup_set_arrow_padding") @_cdecl("fizz_popup_set_arrow_padding")
public func fizz_popup_set_arrow_padding(_ popup: UInt32, _ id: Int32, _ padding: Double) -> Int32 {
    popupCode(popup, .setArrowPadding, id, padding)
}

@_expose(wasm, "fizz_popup_set_alignment_offset") @_cdecl("fizz_popup_set_alignment_offset")
public func fizz_popup_set_alignment_offset(_ popup: UInt32, _ id: Int32, _ offset: Double) -> Int32 {
    popupCode(popup, .setAlignmentOffset, id, offset)
}

@_expose(wasm, "fizz_popup_set_popup_boundary") @_cdecl("fizz_popup_set_popup_boundary")
public func fizz_popup_set_popup_boundary(_ popup: UInt32, _ id: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    popupCode(popup, .setPopupBoundary, id, x, y, width, height)
}

@_expose(wasm, "fizz_popup_add_obstacle") @_cdecl("fizz_popup_add_obstacle")
public func fizz_popup_add_obstacle(_ popup: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    popupCode(popup, .addObstacle, 0, x, y, width, height)
}

@_expose(wasm, "fizz_popup_clear_obstacles") @_cdecl("fizz_popup_clear_obstacles")
public func fizz_popup_clear_obstacles(_ popup: UInt32) -> Int32 { popupCode(popup, .clearObstacles) }

/// Places every popup: the layer's frame producer.
@_expose(wasm, "fizz_popup_solve") @_cdecl("fizz_popup_solve")
public func fizz_popup_solve(_ popup: UInt32) -> Int32 { popupCode(popup, .solve) }

@_expose(wasm, "fizz_popup_count") @_cdecl("fizz_popup_count")
public func fizz_popup_count(_ popup: UInt32) -> Int32 { popupCode(popup, .count) }

/// One of the boundary's values in pt (see fizz.h), NaN on error.
@_expose(wasm, "fizz_popup_get_boundary") @_cdecl("fizz_popup_get_boundary")
public func fizz_popup_get_boundary(_ popup: UInt32, _ value: Int32) -> Double {
    api(Double.nan) { () throws(Failure) in try popupCall(popup, .boundary, value) }
}

@_expose(wasm, "fizz_popup_outline_length") @_cdecl("fizz_popup_outline_length")
public func fizz_popup_outline_length(_ popup: UInt32, _ id: Int32) -> Int32 { popupCode(popup, .outlineLength, id) }

/// The bulk reads (NULL on error), each into one of the entry's buffers.
enum PopupRead { case frames, pointers, references, outline, moves }

@inline(never)
func popupRead(_ h: UInt32, _ read: PopupRead, _ id: Int32) -> UnsafePointer<Double>? {
    api(nil) { () throws(Failure) in
        let e = try PopupEntry.lookup(h)
        switch read {
        case .frames: try engine { () throws(FizzError) in try e.layer.packFrames(into: e.doubles) }; return e.doubles.pointer
        case .pointers: try engine { () throws(FizzError) in try e.layer.packPointers(into: e.doubles) }; return e.doubles.pointer
        case .references: try engine { () throws(FizzError) in try e.layer.packReferences(into: e.doubles) }; return e.doubles.pointer
        case .moves: try engine { () throws(FizzError) in try e.layer.packMoves(into: e.doubles) }; return e.doubles.pointer
        case .outline:
            _ = try popupCall(h, .outlineLength, id)
            return e.path.pointer
        }
    }
}

@_expose(wasm, "fizz_popup_frames") @_cdecl("fizz_popup_frames")
public func fizz_popup_frames(_ popup: UInt32) -> UnsafePointer<Double>? { popupRead(popup, .frames, 0) }

@_expose(wasm, "fizz_popup_pointers") @_cdecl("fizz_popup_pointers")
public func fizz_popup_pointers(_ popup: UInt32) -> UnsafePointer<Double>? { popupRead(popup, .pointers, 0) }

@_expose(wasm, "fizz_popup_references") @_cdecl("fizz_popup_references")
public func fizz_popup_references(_ popup: UInt32) -> UnsafePointer<Double>? { popupRead(popup, .references, 0) }

@_expose(wasm, "fizz_popup_moves") @_cdecl("fizz_popup_moves")
public func fizz_popup_moves(_ popup: UInt32) -> UnsafePointer<Double>? { popupRead(popup, .moves, 0) }

@_expose(wasm, "fizz_popup_outline") @_cdecl("fizz_popup_outline")
public func fizz_popup_outline(_ popup: UInt32, _ id: Int32) -> UnsafePointer<Double>? { popupRead(popup, .outline, id) }

@_expose(wasm, "fizz_popup_placements") @_cdecl("fizz_popup_placements")
public func fizz_popup_placements(_ popup: UInt32) -> UnsafePointer<UInt32>? {
    api(nil) { () throws(Failure) in
        let e = try PopupEntry.lookup(popup)
        try engine { () throws(FizzError) in try e.layer.packPlacements(into: e.words) }
        return e.words.pointer
    }
}
