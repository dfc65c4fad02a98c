//===--- CarouselPainter.swift -------------------------------------------===//
// Part of Fizz. The carousel's picture: its visible items, each box through its 4×4 matrix.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a carousel as its viewport with the visible items in depth order (backmost first):
/// each item's box (item width × height pt, centred on 0) through its record's matrix
/// (row vectors: (x, y, 0, 1)·M, then divided by w) projected to 2-D, moved to the
/// viewport's centre, filled with the item's colour at its opacity and numbered by its index.
///
/// It finds its calls in the catalogue by name (`fizz_carousel_visible_count`,
/// `fizz_carousel_visible`: count × 21 doubles, `fizz_carousel_get_layout`), so the harness
/// builds before the carousel's calls exist; until then carousels get the placeholder.
public final class CarouselPainter: Painter {
    struct Calls {
        let count: APICall, visible: APICall, layout: APICall
    }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let c = call("carousel_visible_count"), let v = call("carousel_visible"),
              let l = call("carousel_get_layout") else { return nil }
        return Calls(count: c, visible: v, layout: l)
    }()

    /// Whether this build's catalogue has the carousel's calls.
    public static var available: Bool { calls != nil }

    /// Doubles per visible record (index, offset, normalized, m11…m44, opacity, depth).
    static let stride = 21

    /// One visible item: its index, its box's four corners in viewport pt, its opacity and
    /// depth rank.
    public struct Item: Sendable {
        public var index: Int
        public var corners: [(x: Double, y: Double)]
        public var opacity: Double
        public var depth: Double
    }

    /// One frame: the visible items and the viewport's size, pt.
    public struct Sample: Sendable {
        public var items: [Item]
        public var width: Double, height: Double
    }

    public private(set) var samples: [Sample] = []

    public init() {}

    /// The corners of a `w` × `h` box centred on 0 through the record's matrix at `r` (m11 at
    /// r[3], row-major, row vectors), divided by w, moved to the centre (`cx`, `cy`).
    static func corners(_ r: ArraySlice<Double>, _ w: Double, _ h: Double, _ cx: Double, _ cy: Double) -> [(x: Double, y: Double)] {
        let m = Array(r.dropFirst(3).prefix(16))
        return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map { p in
            let X = p.0 * m[0] + p.1 * m[4] + m[12]
            let Y = p.0 * m[1] + p.1 * m[5] + m[13]
            let W = p.0 * m[3] + p.1 * m[7] + m[15]
            // A corner behind the viewer (w ≤ 0) is drawn at the plane's edge, not mirrored.
            let q = W > 1e-6 ? W : 1e-6
            return (cx + X / q, cy + Y / q)
        }
    }

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_carousel_* calls") }
        let h = ABIValue.i32(object.handle)
        func layout(_ which: Int32) throws(BackendError) -> Double {
            try backend.call(calls.layout, [h, .i32(UInt32(bitPattern: which))]).double
        }
        let vw = try layout(1), vh = try layout(2), iw = try layout(3), ih = try layout(4)
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [h]).bits32))
        var items: [Item] = []
        if n > 0 {
            let r = try backend.readDoubles(at: try backend.call(calls.visible, [h]).bits64, count: Self.stride * n)
            for i in 0..<n {
                let rec = r[(Self.stride * i)..<(Self.stride * (i + 1))]
                items.append(Item(index: Int(rec[rec.startIndex]), corners: Self.corners(rec, iw, ih, vw / 2, vh / 2),
                                  opacity: rec[rec.startIndex + 19], depth: rec[rec.startIndex + 20]))
            }
        }
        items.sort { $0.depth < $1.depth }
        samples.append(Sample(items: items, width: vw, height: vh))
    }

    public var count: Int { samples.count }
    public var width: Double { max(1, samples.last?.width ?? 1) }
    public var height: Double { max(1, samples.last?.height ?? 1) }

    /// The picker's colours, by item index.
    static let palette = PickerPainter.palette
    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    public func still(_ index: Int) -> String {
        let s = samples[index]
        var out = "<rect x=\"0.5\" y=\"0.5\" width=\"\(Self.f(s.width - 1))\" height=\"\(Self.f(s.height - 1))\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.4\"/>\n"
        for item in s.items {
            let pts = item.corners.map { "\(Self.f($0.x)),\(Self.f($0.y))" }.joined(separator: " ")
            let cx = item.corners.map(\.x).reduce(0, +) / 4, cy = item.corners.map(\.y).reduce(0, +) / 4
            out += "<polygon points=\"\(pts)\" fill=\"\(Self.palette[item.index % Self.palette.count])\" fill-opacity=\"\(Self.f(0.9 * item.opacity))\" stroke=\"#ffffff\" stroke-opacity=\"\(Self.f(0.6 * item.opacity))\"/>\n"
            out += "<text x=\"\(Self.f(cx))\" y=\"\(Self.f(cy + 5))\" font-size=\"14\" fill=\"#fff\" fill-opacity=\"\(Self.f(item.opacity))\" text-anchor=\"middle\">\(item.index)</text>\n"
        }
        return out
    }

    /// One group per sample, visible on its own frames only.
    public func animated(_ steps: [Int?], duration dur: String) -> String { stillsInTurn(steps, duration: dur) }
}
