//===--- StripPainter.swift ----------------------------------------------===//
// Part of Fizz. The strip's picture: its items end to end, scrolled, in its viewport.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a strip (items laid end to end along one axis, scrolled by an offset) as a row of
/// boxes seen through its viewport, `0 … viewport` pt wide: item `i` at the `x` the strip's
/// frames give (viewport coordinates: its start minus the offset), as wide as they say.
///
/// It finds its calls in the catalogue by name (`fizz_strip_count`, `fizz_strip_frames`:
/// count × (x, width) pt, `fizz_strip_get_viewport`), so the harness builds before the strip's
/// calls exist; until then strips get the placeholder.
public final class StripPainter: Painter {
    struct Calls {
        let count: APICall, frames: APICall, viewport: APICall
    }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let c = call("strip_count"), let fr = call("strip_frames"), let v = call("strip_get_viewport") else { return nil }
        return Calls(count: c, frames: fr, viewport: v)
    }()

    /// Whether this build's catalogue has the strip's calls.
    public static var available: Bool { calls != nil }

    /// One frame of a strip: its items' (x, width) in viewport pt, and the viewport's length.
    public struct Sample: Sendable {
        public var items: [(x: Double, width: Double)]
        public var viewport: Double
        public init(items: [(x: Double, width: Double)], viewport: Double) {
            self.items = items; self.viewport = viewport
        }
    }

    public private(set) var samples: [Sample] = []

    public init(samples: [Sample] = []) { self.samples = samples }

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_strip_* calls") }
        let strip = ABIValue.i32(object.handle)
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [strip]).bits32))
        var items: [(x: Double, width: Double)] = []
        if n > 0 {
            let xw = try backend.readDoubles(at: try backend.call(calls.frames, [strip]).bits64, count: 2 * n)
            for i in 0..<n { items.append((xw[2 * i], xw[2 * i + 1])) }
        }
        samples.append(Sample(items: items, viewport: try backend.call(calls.viewport, [strip]).double))
    }

    public var count: Int { samples.count }
    /// The viewport's length (at least 1 pt), as tall as a row of items with a margin.
    public var width: Double { max(1, samples.last?.viewport ?? 1) }
    public let height = 80.0

    /// The picker's colours, by index (a strip's items have no handles).
    static let palette = PickerPainter.palette
    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    /// Item boxes 48 pt tall, 2 pt apart from their neighbours, numbered by index; a fine line
    /// marks the viewport's ends.
    struct Look {
        var x: String, width: String, labelX: String, opacity: String
        init(_ item: (x: Double, width: Double)) {
            x = f(item.x + 1); width = f(max(0, item.width - 2)); labelX = f(item.x + item.width / 2)
            opacity = "0.9"
        }
    }

    public func still(_ index: Int) -> String {
        let s = samples[index]
        var out = frameLines(s.viewport)
        for (i, item) in s.items.enumerated() {
            let l = Look(item)
            out += "<rect x=\"\(l.x)\" y=\"16\" width=\"\(l.width)\" height=\"48\" rx=\"6\" fill=\"\(Self.palette[i % Self.palette.count])\" fill-opacity=\"\(l.opacity)\"/>\n"
            out += "<text x=\"\(l.labelX)\" y=\"45\" font-size=\"14\" fill=\"#fff\" text-anchor=\"middle\">\(i)</text>\n"
        }
        return out
    }

    func frameLines(_ viewport: Double) -> String {
        "<path d=\"M0.5 8v64M\(Self.f(viewport - 0.5)) 8v64\" stroke=\"#ffffff\" stroke-opacity=\"0.4\"/>\n"
    }

    public func animated(_ steps: [Int?], duration dur: String) -> String {
        guard let first = samples.first else { return "" }
        let frames = steps.map { $0.map { samples[$0] } }
        let most = samples.map(\.items.count).max() ?? 0
        var out = frameLines(samples.last?.viewport ?? first.viewport)
        for i in 0..<most {
            // An item not yet there (or gone) waits invisible where it is next (or was last).
            var looks: [Look] = [], shown: [Bool] = []
            var last: (x: Double, width: Double)? = nil
            for fr in frames {
                if let fr, i < fr.items.count { last = fr.items[i] }
                shown.append(fr.map { i < $0.items.count } ?? false)
                looks.append(Look(last ?? (0, 0)))
            }
            if let firstShown = shown.firstIndex(of: true) {
                for t in 0..<firstShown { looks[t] = looks[firstShown] }
            }
            for t in looks.indices where !shown[t] { looks[t].opacity = "0" }
            let l = looks[0]
            out += "<rect x=\"\(l.x)\" y=\"16\" width=\"\(l.width)\" height=\"48\" rx=\"6\" fill=\"\(Self.palette[i % Self.palette.count])\" fill-opacity=\"\(l.opacity)\">\n"
            out += SVGRenderer.animate("x", looks.map(\.x), duration: dur) + SVGRenderer.animate("width", looks.map(\.width), duration: dur)
            out += SVGRenderer.animate("fill-opacity", looks.map(\.opacity), duration: dur)
            out += "</rect>\n"
            out += "<text x=\"\(l.labelX)\" y=\"45\" font-size=\"14\" fill=\"#fff\" text-anchor=\"middle\" opacity=\"\(shown[0] ? "1" : "0")\">\(i)\n"
            out += SVGRenderer.animate("x", looks.map(\.labelX), duration: dur)
            out += SVGRenderer.animate("opacity", shown.map { $0 ? "1" : "0" }, duration: dur)
            out += "</text>\n"
        }
        return out
    }
}
