//===--- AnimatorPainter.swift -------------------------------------------===//
// Part of Fizz. The animator's picture: every channel's value over the frames, as curves.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws an animator as a plot of each channel's value (one colour per slot) against the frame
/// number: a spring's overshoot or creep, a glide's flattening, a bounce off a bound and a
/// rubber-banded drag are recognisable at a glance. The value axis spans every value recorded
/// and 0 (lines mark 0 and both extremes), so a still shows the curves up to its frame on the
/// scale of the whole recording.
///
/// It finds its calls in the catalogue by name (`fizz_animator_count`, `fizz_animator_states`:
/// count × (value, velocity)), so the harness builds before the animator's calls exist.
public final class AnimatorPainter: Painter {
    struct Calls { let count: APICall, states: APICall }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let c = call("animator_count"), let s = call("animator_states") else { return nil }
        return Calls(count: c, states: s)
    }()

    /// Whether this build's catalogue has the animator's calls.
    public static var available: Bool { calls != nil }

    /// Per recorded frame, every slot's value (a freed slot reads 0).
    public private(set) var samples: [[Double]] = []

    public init() {}

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_animator_* calls") }
        let a = ABIValue.i32(object.handle)
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [a]).bits32))
        var values: [Double] = []
        if n > 0 {
            let vv = try backend.readDoubles(at: try backend.call(calls.states, [a]).bits64, count: 2 * n)
            for i in 0..<n { values.append(vv[2 * i]) }
        }
        samples.append(values)
    }

    public var count: Int { samples.count }
    public let width = 640.0
    public let height = 320.0
    static let margin = 16.0

    /// The value range of the whole recording (0 included), never empty.
    var range: (lo: Double, hi: Double) {
        var lo = 0.0, hi = 0.0
        for s in samples { for v in s { lo = min(lo, v); hi = max(hi, v) } }
        return hi - lo < 1e-9 ? (lo - 1, hi + 1) : (lo, hi)
    }

    func x(_ frame: Int) -> Double {
        Self.margin + (width - 2 * Self.margin) * Double(frame) / Double(max(1, samples.count - 1))
    }

    func y(_ v: Double, _ r: (lo: Double, hi: Double)) -> Double {
        height - Self.margin - (height - 2 * Self.margin) * (v - r.lo) / (r.hi - r.lo)
    }

    /// The zero line and the two extremes, labelled.
    func axes(_ r: (lo: Double, hi: Double)) -> String {
        var out = ""
        for (v, dash) in [(0.0, ""), (r.lo, " stroke-dasharray=\"4 4\""), (r.hi, " stroke-dasharray=\"4 4\"")] {
            let yy = SVGRenderer.f(y(v, r))
            out += "<path d=\"M\(SVGRenderer.f(Self.margin)) \(yy)H\(SVGRenderer.f(width - Self.margin))\" stroke=\"#ffffff\" stroke-opacity=\"0.3\"\(dash)/>\n"
            out += "<text x=\"\(SVGRenderer.f(width - Self.margin))\" y=\"\(yy)\" dy=\"-3\" font-size=\"10\" fill=\"#ffffff\" fill-opacity=\"0.6\" text-anchor=\"end\">\(SVGRenderer.f(v))</text>\n"
        }
        return out
    }

    /// Each slot's curve over frames 0...last.
    func curves(upTo last: Int) -> String {
        let r = range
        let slots = samples.map(\.count).max() ?? 0
        var out = ""
        for k in 0..<slots {
            var d = ""
            for t in 0...last where k < samples[t].count {
                d += (d.isEmpty ? "M" : "L") + "\(SVGRenderer.f(x(t))) \(SVGRenderer.f(y(samples[t][k], r)))"
            }
            if d.isEmpty { continue }
            out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(PickerPainter.palette[k % PickerPainter.palette.count])\" stroke-width=\"1.5\"/>\n"
        }
        return out
    }

    public func still(_ index: Int) -> String { axes(range) + curves(upTo: index) }

    /// The whole plot, with a cursor line moving across it frame by frame.
    public func animated(_ steps: [Int?], duration: String) -> String {
        guard !samples.isEmpty else { return "" }
        let xs = steps.map { SVGRenderer.f(x($0 ?? 0)) }
        var out = axes(range) + curves(upTo: samples.count - 1)
        out += "<line x1=\"\(xs[0])\" x2=\"\(xs[0])\" y1=\"\(SVGRenderer.f(Self.margin))\" y2=\"\(SVGRenderer.f(height - Self.margin))\" stroke=\"#ffffff\" stroke-opacity=\"0.5\">\n"
        out += SVGRenderer.animate("x1", xs, duration: duration) + SVGRenderer.animate("x2", xs, duration: duration)
        out += "</line>\n"
        return out
    }
}
