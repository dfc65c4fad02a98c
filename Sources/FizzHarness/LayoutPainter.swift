//===--- LayoutPainter.swift ---------------------------------------------===//
// Part of Fizz. The brick layout's picture: its handed-out frames in its viewport.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a brick layout as a host would: the frames the last update handed out (viewport
/// coordinates, after the behaviors: a sticky header shows where it sticks), each a box drawn
/// in z order (lower z first, so a header above the bricks it covers is drawn over them),
/// scaled about its centre by its cover-flow scale and as opaque as its alpha, labelled with
/// its id (and repetition), inside the viewport's outline.
///
/// It finds its calls in the catalogue by name (`fizz_layout_count`, `fizz_layout_frames`:
/// count × (x, y, width, height, z, alpha, scale), `fizz_layout_ids`: count × (id, repetition),
/// the viewport getters), so the harness builds before the layout's calls exist.
public final class LayoutPainter: Painter {
    struct Calls {
        let count: APICall, frames: APICall, ids: APICall, width: APICall, height: APICall
    }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let c = call("layout_count"), let fr = call("layout_frames"), let ids = call("layout_ids"),
              let w = call("layout_get_viewport_width"), let h = call("layout_get_viewport_height") else { return nil }
        return Calls(count: c, frames: fr, ids: ids, width: w, height: h)
    }()

    /// Whether this build's catalogue has the layout's calls.
    public static var available: Bool { calls != nil }

    /// One handed-out item: its frame in viewport pt, z, alpha, scale, and who it is.
    public struct Item: Sendable {
        public var x, y, width, height, z, alpha, scale: Double
        public var id: UInt32, repetition: UInt32
    }

    /// One frame of a layout: its items in reading order and its viewport's size.
    public struct Sample: Sendable {
        public var items: [Item]
        public var viewportWidth: Double, viewportHeight: Double
    }

    public private(set) var samples: [Sample] = []

    public init() {}

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_layout_* calls") }
        let layout = ABIValue.i32(object.handle)
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [layout]).bits32))
        var items: [Item] = []
        if n > 0 {
            let f = try backend.readDoubles(at: try backend.call(calls.frames, [layout]).bits64, count: 7 * n)
            let ids = try backend.readWords(at: try backend.call(calls.ids, [layout]).bits64, count: 2 * n)
            for i in 0..<n {
                let o = 7 * i
                items.append(Item(x: f[o], y: f[o + 1], width: f[o + 2], height: f[o + 3], z: f[o + 4],
                                  alpha: f[o + 5], scale: f[o + 6], id: ids[2 * i], repetition: ids[2 * i + 1]))
            }
        }
        samples.append(Sample(items: items, viewportWidth: try backend.call(calls.width, [layout]).double,
                              viewportHeight: try backend.call(calls.height, [layout]).double))
    }

    public var count: Int { samples.count }
    /// The viewport's size (at least 1 pt each).
    public var width: Double { max(1, samples.last?.viewportWidth ?? 1) }
    public var height: Double { max(1, samples.last?.viewportHeight ?? 1) }

    static let palette = PickerPainter.palette
    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    /// The elements of one sample: the viewport's outline, then the items by ascending z
    /// (reading order on a tie), each clipped to nothing outside the viewport by the caller's
    /// picture size.
    func body(_ s: Sample) -> String {
        var out = "<rect x=\"0.5\" y=\"0.5\" width=\"\(Self.f(max(0, s.viewportWidth - 1)))\" height=\"\(Self.f(max(0, s.viewportHeight - 1)))\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.4\"/>\n"
        let order = s.items.indices.sorted { a, b in
            s.items[a].z != s.items[b].z ? s.items[a].z < s.items[b].z : a < b
        }
        for k in order {
            let it = s.items[k]
            let w = it.width * it.scale, h = it.height * it.scale
            let x = it.x + (it.width - w) / 2, y = it.y + (it.height - h) / 2
            let label = it.repetition == 0 ? "\(it.id)" : "\(it.id).\(it.repetition)"
            out += "<rect x=\"\(Self.f(x + 0.5))\" y=\"\(Self.f(y + 0.5))\" width=\"\(Self.f(max(0, w - 1)))\" height=\"\(Self.f(max(0, h - 1)))\" rx=\"3\" fill=\"\(Self.palette[Int(it.id % UInt32(Self.palette.count))])\" fill-opacity=\"\(Self.f(0.85 * it.alpha))\" stroke=\"#ffffff\" stroke-opacity=\"0.3\"/>\n"
            if h >= 12 && it.alpha > 0 {
                out += "<text x=\"\(Self.f(x + w / 2))\" y=\"\(Self.f(y + h / 2 + 4))\" font-size=\"11\" fill=\"#fff\" text-anchor=\"middle\">\(label)</text>\n"
            }
        }
        return out
    }

    public func still(_ index: Int) -> String { body(samples[index]) }

    /// Each sample as a group shown only during its own steps (layouts reflow and swap items
    /// between frames, so the frames are shown in turn rather than tweened).
    public func animated(_ steps: [Int?], duration dur: String) -> String {
        var out = ""
        for (k, s) in samples.enumerated() {
            let shown = steps.map { $0 == k ? "1" : "0" }
            if !shown.contains("1") { continue }
            out += "<g opacity=\"\(shown[0])\">\n" + SVGRenderer.animate("opacity", shown, duration: dur) + body(s) + "</g>\n"
        }
        return out
    }
}
