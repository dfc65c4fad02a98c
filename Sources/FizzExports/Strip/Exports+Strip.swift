//===--- Exports+Strip.swift ---------------------------------------------===//
// Part of Fizz. The C API of a strip: items along one axis, scrolled by an offset.
//===---------------------------------------------------------------------===//

import Fizz

/// A strip as the C API sees it: the engine object and the buffer its frame read points into.
/// Its exports are generated from fizz.h (Generated/StripKind.swift, Generated/StripCalls.swift);
/// each forwards to one of the bodies below, named after its call.
final class StripEntry: HandleObject, KindEntry {
    private(set) var strip: Strip
    private(set) var frameBuffer = PackedBuffer<Double>()

    /// `fizz_strip_create`: a strip with a viewport of `viewport` pt and no items.
    init(viewport: Double) throws(FizzError) { strip = try Strip(viewport: viewport) }

    var object: Strip { strip }

    /// Takes a restored strip in place of this one; the frame buffer starts again empty,
    /// charged to the new strip's budget.
    func restore(_ s: Strip) { strip = s; frameBuffer = PackedBuffer<Double>() }
}

extension StripEntry {
    /// The body of every strip call but those generated whole: one case per call.
    func run(_ call: StripCall) throws(Failure) -> Answer {
        let s = strip
        do throws(FizzError) {
            switch call {
            case let .add(length): return .count(try s.add(length: length))
            case let .setSpacing(spacing): try s.setSpacing(spacing); return .ok
            case let .setOffset(offset): try s.setOffset(offset); return .ok
            case .getOffset: return .number(s.offset)
            case .getViewport: return .number(s.viewport)
            case .getContentLength: return .number(s.contentLength)
            case .count: return .count(s.count)
            case .frames: try s.packFrames(into: frameBuffer); return .doubles(frameBuffer.pointer)
            case .firstVisible: return .count(s.visibleRange.first)
            case .visibleCount: return .count(s.visibleRange.count)
            case let .snapOffset(offset): return .number(try s.snapOffset(offset))
            case let .snapToward(offset, direction): return .number(try s.snapOffset(offset, toward: hostInt(direction)))
            }
        } catch {
            // The shared message of a full object names no count; the strip's does.
            if error == .limitReached { throw Failure(Status.limitReached, "the strip already holds its maximum of 100000 items") }
            throw Failure(error)
        }
    }
}
