//===--- MotionPainter.swift ---------------------------------------------===//
// Part of Fizz. The motion's picture: the pointer in its rect and every mapped output.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a motion from its C calls alone: the pointer's relative position in a 320 × 160 pt
/// panel, and under it every output of `fizz_motion_map` as a bar (a Dock row's lift and
/// scale rise around the pointer), bars spread evenly over the panel's width, each scaled by
/// the largest magnitude that output reached in any sample (a lift in pt and a scale in 0...1
/// both fill the room), so the recording's frames compare.
///
/// It finds its calls in the catalogue by name, as the strip's painter does.
public final class MotionPainter: Painter {
    struct Calls { let x: APICall, y: APICall, count: APICall, map: APICall }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let x = call("motion_get_x"), let y = call("motion_get_y"), let c = call("motion_output_count"),
              let m = call("motion_map") else { return nil }
        return Calls(x: x, y: y, count: c, map: m)
    }()

    /// Whether this build's catalogue has the motion's calls.
    public static var available: Bool { calls != nil }

    /// One frame: the relative position and the outputs.
    public struct Sample: Sendable {
        public var x: Double, y: Double
        public var outputs: [Double]
    }

    public private(set) var samples: [Sample] = []

    public init() {}

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_motion_* calls") }
        let m = ABIValue.i32(object.handle)
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [m]).bits32))
        var outputs: [Double] = []
        if n > 0 { outputs = try backend.readDoubles(at: try backend.call(calls.map, [m]).bits64, count: n) }
        samples.append(Sample(x: try backend.call(calls.x, [m]).double, y: try backend.call(calls.y, [m]).double, outputs: outputs))
    }

    public var count: Int { samples.count }
    public let width = 320.0
    public let height = 280.0
    static let panel = 160.0, baseline = 270.0, barRoom = 96.0

    /// Per output, the largest |value| over every sample: that bar's full height.
    func scales(_ n: Int) -> [Double] {
        var m = [Double](repeating: 1e-12, count: n)
        for s in samples { for (i, v) in s.outputs.enumerated() where i < n { m[i] = max(m[i], abs(v)) } }
        return m
    }

    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    struct Look {
        var dotX: String, dotY: String, bars: [(y: String, h: String)]
    }

    func look(_ s: Sample, _ n: Int, _ scales: [Double]) -> Look {
        var bars: [(y: String, h: String)] = []
        for i in 0..<n {
            let v = i < s.outputs.count ? s.outputs[i] : 0
            let h = abs(v) * Self.barRoom / scales[i]
            bars.append((Self.f(v >= 0 ? Self.baseline - h : Self.baseline), Self.f(h)))
        }
        return Look(dotX: Self.f(s.x * width), dotY: Self.f(s.y * Self.panel), bars: bars)
    }

    func barX(_ i: Int, _ n: Int) -> (x: String, w: String) {
        let slot = width / Double(max(n, 1))
        return (Self.f(Double(i) * slot + slot * 0.15), Self.f(slot * 0.7))
    }

    func background() -> String {
        "<rect x=\"0.5\" y=\"0.5\" width=\"319\" height=\"159\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.4\"/>\n" +
        "<path d=\"M0 \(Self.f(Self.baseline))h320\" stroke=\"#ffffff\" stroke-opacity=\"0.4\"/>\n"
    }

    public func still(_ index: Int) -> String {
        let s = samples[index]
        let l = look(s, s.outputs.count, scales(s.outputs.count))
        var out = background()
        for (i, b) in l.bars.enumerated() {
            let (x, w) = barX(i, l.bars.count)
            out += "<rect x=\"\(x)\" y=\"\(b.y)\" width=\"\(w)\" height=\"\(b.h)\" fill=\"\(PickerPainter.palette[i % PickerPainter.palette.count])\"/>\n"
        }
        out += "<circle cx=\"\(l.dotX)\" cy=\"\(l.dotY)\" r=\"8\" fill=\"#f2c94c\"/>\n"
        out += "<path d=\"M\(l.dotX) 160V\(Self.f(Self.baseline))\" stroke=\"#f2c94c\" stroke-dasharray=\"3 3\"/>\n"
        return out
    }

    public func animated(_ steps: [Int?], duration dur: String) -> String {
        guard let first = samples.first else { return "" }
        let n = samples.map(\.outputs.count).max() ?? 0
        let sc = scales(n)
        let looks = steps.map { look($0.map { samples[$0] } ?? first, n, sc) }
        var out = background()
        for i in 0..<n {
            let (x, w) = barX(i, n)
            out += "<rect x=\"\(x)\" y=\"\(looks[0].bars[i].y)\" width=\"\(w)\" height=\"\(looks[0].bars[i].h)\" fill=\"\(PickerPainter.palette[i % PickerPainter.palette.count])\">\n"
            out += SVGRenderer.animate("y", looks.map { $0.bars[i].y }, duration: dur)
            out += SVGRenderer.animate("height", looks.map { $0.bars[i].h }, duration: dur)
            out += "</rect>\n"
        }
        out += "<circle cx=\"\(looks[0].dotX)\" cy=\"\(looks[0].dotY)\" r=\"8\" fill=\"#f2c94c\">\n"
        out += SVGRenderer.animate("cx", looks.map(\.dotX), duration: dur) + SVGRenderer.animate("cy", looks.map(\.dotY), duration: dur)
        out += "</circle>\n"
        return out
    }
}
