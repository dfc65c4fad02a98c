//===--- Exports+Strip.swift ---------------------------------------------===//
// Part of Fizz. The C API of a strip: items along one axis, scrolled by an offset.
//===---------------------------------------------------------------------===//

import Fizz

/// A strip as the C API sees it: the engine object and the buffer its frame read points into.
final class StripEntry: HandleObject, KindEntry {
    private(set) var strip: Strip
    private(set) var frames = PackedBuffer<Double>()

    /// `fizz_strip_create`: a strip with a viewport of `viewport` pt and no items.
    init(viewport: Double) throws(FizzError) { strip = try Strip(viewport: viewport) }

    var object: Strip { strip }

    /// Takes a restored strip in place of this one; the frame buffer starts again empty,
    /// charged to the new strip's budget.
    func restore(_ s: Strip) { strip = s; frames = PackedBuffer<Double>() }
}

// Every strip call that takes at most one double and answers one number is a case of
// `StripCall`, run by one out-of-line function: the lookup and the last-error bookkeeping
// inlined in each export cost fizz.wasm about 200 bytes per call, and helpers taking closures
// were cloned per closure by the optimizer. Strip calls are not hot: a switch costs nothing.

/// The strip calls run by `strip(_:_:_:)`.
enum StripCall {
    case add, setSpacing, setOffset, count, firstVisible, visibleCount
    case offset, viewport, contentLength, snapOffset
}

/// Runs `call` with argument `x` on the strip `h`: its number (an index, a count, pt), or why not.
@inline(never)
func strip(_ h: UInt32, _ call: StripCall, _ x: Double) throws(Failure) -> Double {
    let s = try StripEntry.lookup(h).strip
    do throws(FizzError) {
        switch call {
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
