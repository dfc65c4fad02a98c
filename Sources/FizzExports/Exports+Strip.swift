//===--- Exports+Strip.swift ---------------------------------------------===//
// Part of Fizz. The C API of a strip: items along one axis, scrolled by an offset.
//===---------------------------------------------------------------------===//

import Fizz

/// A strip as the C API sees it: the engine object and the buffer its frame read points into.
final class StripEntry: HandleObject, HandleTarget {
    static let kind = HandleKind.strip
    /// At most this many strips at once (a bound keeps a leaking host finite).
    static let capacity = 4096
    nonisolated(unsafe) static var liveCount = 0

    private(set) var strip: Strip
    private(set) var frames = PackedBuffer<Double>()

    init(_ strip: Strip) { self.strip = strip }

    /// Takes a restored strip in place of this one, under the same handle; the frame buffer
    /// starts again empty, charged to the new strip's budget.
    func replace(with s: Strip) { strip = s; frames = PackedBuffer<Double>() }

    /// The live strip `h` names, or why there is none. (Not the generic
    /// `HandleRegistry.object`: a second specialization of it made fizz.wasm 1 KB larger.)
    @inline(never)
    static func lookup(_ h: UInt32) throws(Failure) -> StripEntry {
        let i = try HandleRegistry.resolve(h, .strip)
        return unsafeDowncast(HandleRegistry.entries[i].object.unsafelyUnwrapped, to: StripEntry.self)
    }
}

// Every strip call that takes at most one double and answers one number is a case of
// `StripCall`, run by one out-of-line function: the lookup and the last-error bookkeeping
// inlined in each export cost fizz.wasm about 200 bytes per call, and helpers taking closures
// were cloned per closure by the optimizer. Strip calls are not hot: a switch costs nothing.

/// The strip calls run by `strip(_:_:_:)`.
enum StripCall {
    case destroy, add, setSpacing, setOffset, count, firstVisible, visibleCount
    case offset, viewport, contentLength, snapOffset
}

/// Runs `call` with argument `x` on the strip `h`: its number (an index, a count, pt), or why not.
@inline(never)
func strip(_ h: UInt32, _ call: StripCall, _ x: Double) throws(Failure) -> Double {
    let s = try StripEntry.lookup(h).strip
    do throws(FizzError) {
        switch call {
        case .destroy:
            HandleRegistry.release(h)
            StripEntry.liveCount -= 1
            return 0
        case .add: return Double(try s.add(length: x))
        case .setSpacing: try s.setSpacing(x); return 0
        case .setOffset: try s.setOffset(x); return 0
        case .count: return Double(s.count)
        case .firstVisible: return Double(s.visibleRange.first)
        case .visibleCount: return Double(s.visibleRange.count)
        case .offset: return s.offset
        case .viewport: return s.viewport
        case .contentLength: return s.contentLength
        case .snapOffset: return try s.snapOffset(x)
        }
    } catch {
        // The shared message of this refusal names a world's bubbles.
        if error == .limitReached { throw Failure(Status.limitReached, "the strip already holds its maximum of 100000 items") }
        throw Failure(error)
    }
}

/// A strip call answering a double (NaN on error).
@inline(never)
func stripValue(_ h: UInt32, _ call: StripCall, _ x: Double = 0) -> Double {
    api(Double.nan) { () throws(Failure) in try strip(h, call, x) }
}

/// A strip call answering a status, an index or a count (the status on error): the same
/// call as `stripValue` (its numbers are exact in a double), which saves a second copy of
/// the bookkeeping.
@inline(never)
func stripCode(_ h: UInt32, _ call: StripCall, _ x: Double = 0) -> Int32 {
    let v = stripValue(h, call, x)
    return lastStatus < 0 ? lastStatus : Int32(v)
}

/// Creates a strip with a viewport of `viewport` pt (1...1e7) and no items. Returns its
/// handle, or 0 on error.
@_expose(wasm, "fizz_strip_create") @_cdecl("fizz_strip_create")
public func fizz_strip_create(_ viewport: Double) -> UInt32 {
    api(0) { () throws(Failure) in
        let s = try engine { () throws(FizzError) in try Strip(viewport: viewport) }
        if StripEntry.liveCount == StripEntry.capacity { throw Failure(Status.limitReached, "too many live strips (4096): destroy some first") }
        try HandleRegistry.requireRoom()
        StripEntry.liveCount += 1
        return HandleRegistry.issue(.strip, object: StripEntry(s))
    }
}

/// Destroys a strip; its handle becomes stale.
@_expose(wasm, "fizz_strip_destroy") @_cdecl("fizz_strip_destroy")
public func fizz_strip_destroy(_ strip: UInt32) -> Int32 { stripCode(strip, .destroy) }

/// 1 when `strip` names a live strip, else 0. Leaves the last error untouched.
@_expose(wasm, "fizz_strip_is_valid") @_cdecl("fizz_strip_is_valid")
public func fizz_strip_is_valid(_ strip: UInt32) -> Int32 { HandleRegistry.isLive(strip, .strip) ? 1 : 0 }

/// Appends an item of `length` pt (0...1e6); its index, or a negative status.
@_expose(wasm, "fizz_strip_add") @_cdecl("fizz_strip_add")
public func fizz_strip_add(_ strip: UInt32, _ length: Double) -> Int32 { stripCode(strip, .add, length) }

/// Sets the gap between items, pt (0...1e6).
@_expose(wasm, "fizz_strip_set_spacing") @_cdecl("fizz_strip_set_spacing")
public func fizz_strip_set_spacing(_ strip: UInt32, _ spacing: Double) -> Int32 { stripCode(strip, .setSpacing, spacing) }

/// Scrolls to `offset` pt (±1e7): the call that makes a new frame.
@_expose(wasm, "fizz_strip_set_offset") @_cdecl("fizz_strip_set_offset")
public func fizz_strip_set_offset(_ strip: UInt32, _ offset: Double) -> Int32 { stripCode(strip, .setOffset, offset) }

/// The offset in pt, NaN on error.
@_expose(wasm, "fizz_strip_get_offset") @_cdecl("fizz_strip_get_offset")
public func fizz_strip_get_offset(_ strip: UInt32) -> Double { stripValue(strip, .offset) }

/// The viewport's length in pt, NaN on error.
@_expose(wasm, "fizz_strip_get_viewport") @_cdecl("fizz_strip_get_viewport")
public func fizz_strip_get_viewport(_ strip: UInt32) -> Double { stripValue(strip, .viewport) }

/// The content length in pt (the last item's end), NaN on error.
@_expose(wasm, "fizz_strip_get_content_length") @_cdecl("fizz_strip_get_content_length")
public func fizz_strip_get_content_length(_ strip: UInt32) -> Double { stripValue(strip, .contentLength) }

/// The number of items, or a negative status.
@_expose(wasm, "fizz_strip_count") @_cdecl("fizz_strip_count")
public func fizz_strip_count(_ strip: UInt32) -> Int32 { stripCode(strip, .count) }

/// `count × (x, width)` doubles in pt, in item order; NULL on error. Valid until the next call.
@_expose(wasm, "fizz_strip_frames") @_cdecl("fizz_strip_frames")
public func fizz_strip_frames(_ strip: UInt32) -> UnsafePointer<Double>? {
    api(nil) { () throws(Failure) in
        let e = try StripEntry.lookup(strip)
        return try engine { () throws(FizzError) in try e.strip.packFrames(into: e.frames); return e.frames.pointer }
    }
}

/// The first item intersecting the viewport (see fizz.h), or a negative status.
@_expose(wasm, "fizz_strip_first_visible") @_cdecl("fizz_strip_first_visible")
public func fizz_strip_first_visible(_ strip: UInt32) -> Int32 { stripCode(strip, .firstVisible) }

/// How many items intersect the viewport, or a negative status.
@_expose(wasm, "fizz_strip_visible_count") @_cdecl("fizz_strip_visible_count")
public func fizz_strip_visible_count(_ strip: UInt32) -> Int32 { stripCode(strip, .visibleCount) }

/// The offset a scroll released at `offset` (±1e7 pt) snaps to, NaN on error.
@_expose(wasm, "fizz_strip_snap_offset") @_cdecl("fizz_strip_snap_offset")
public func fizz_strip_snap_offset(_ strip: UInt32, _ offset: Double) -> Double { stripValue(strip, .snapOffset, offset) }

/// FNV-1a 64 of the strip's state; 0 on error.
@_expose(wasm, "fizz_strip_hash") @_cdecl("fizz_strip_hash")
public func fizz_strip_hash(_ strip: UInt32) -> UInt64 {
    api(0) { () throws(Failure) in try StripEntry.lookup(strip).strip.stateHash }
}
