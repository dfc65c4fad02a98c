//===--- PopupPainter.swift ----------------------------------------------===//
// Part of Fizz. The popup layer's picture: boundary, targets, and each popup with its pointer.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a popup layer: the boundary (solid) and its padded inside (dashed), every reference
/// (a small cross for a point, an outlined rect otherwise), and every popup as its outline
/// path, filled and stroked in one go, with a leader's dashes and dot. A popup flagged
/// escaped or overlapping is drawn in red, so a person sees at a glance whether any left the
/// boundary, and that every arrow tip sits on its target.
///
/// It reads only the C API (`fizz_popup_count`, `_get_boundary`, `_references`, `_frames`,
/// `_placements`, `_pointers`, `_outline_length`, `_outline`), found by name in the catalogue
/// so the harness builds before those calls exist.
public final class PopupPainter: Painter {
    struct Calls {
        let count, boundary, references, placements, pointers, outlineLength, outline: APICall
    }

    static let calls: Calls? = {
        func call(_ name: String) -> APICall? { APICall.named(Array(name.utf8)[...]) }
        guard let c = call("popup_count"), let b = call("popup_get_boundary"), let r = call("popup_references"),
              let pl = call("popup_placements"), let po = call("popup_pointers"),
              let ol = call("popup_outline_length"), let o = call("popup_outline") else { return nil }
        return Calls(count: c, boundary: b, references: r, placements: pl, pointers: po, outlineLength: ol, outline: o)
    }()

    /// Whether this build's catalogue has the popup calls.
    public static var available: Bool { calls != nil }

    /// One popup as solved.
    public struct Tip: Sendable {
        public var reference: [Double]     // x, y, width, height
        public var flags: UInt32
        public var pointer: [Double]       // x0, y0, x1, y1, x2, y2
        public var outline: [Double]       // FIZZ_PATH_* commands
    }

    /// One frame of a layer: boundary (x, y, width, height, padding top, right, bottom, left).
    public struct Sample: Sendable {
        public var boundary: [Double]
        public var tips: [Tip]
    }

    public private(set) var samples: [Sample] = []

    public init() {}

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        guard let calls = Self.calls else { throw BackendError("this catalogue has no fizz_popup_* calls") }
        let layer = ABIValue.i32(object.handle)
        var boundary: [Double] = []
        for k in 0..<8 { boundary.append(try backend.call(calls.boundary, [layer, .i32(UInt32(k))]).double) }
        let n = Int(Int32(bitPattern: try backend.call(calls.count, [layer]).bits32))
        var tips: [Tip] = []
        if n > 0 {
            let refs = try backend.readDoubles(at: try backend.call(calls.references, [layer]).bits64, count: 4 * n)
            let words = try backend.readWords(at: try backend.call(calls.placements, [layer]).bits64, count: 3 * n)
            let ptrs = try backend.readDoubles(at: try backend.call(calls.pointers, [layer]).bits64, count: 6 * n)
            for i in 0..<n {
                let id = ABIValue.i32(words[3 * i])
                let m = Int(Int32(bitPattern: try backend.call(calls.outlineLength, [layer, id]).bits32))
                let path = m > 0 ? try backend.readDoubles(at: try backend.call(calls.outline, [layer, id]).bits64, count: m) : []
                tips.append(Tip(reference: Array(refs[4 * i ..< 4 * i + 4]), flags: words[3 * i + 2],
                                pointer: Array(ptrs[6 * i ..< 6 * i + 6]), outline: path))
            }
        }
        samples.append(Sample(boundary: boundary, tips: tips))
    }

    public var count: Int { samples.count }
    /// The boundary's far corner (at least 1 pt), with a margin of 20 pt for what sticks out.
    public var width: Double { max(1, (samples.last.map { $0.boundary[0] + $0.boundary[2] } ?? 1) + 20) }
    public var height: Double { max(1, (samples.last.map { $0.boundary[1] + $0.boundary[3] } ?? 1) + 20) }

    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    /// The outline as an SVG path: every arc of it turns clockwise (sweep 1).
    static func path(_ o: [Double]) -> String {
        var d = "", i = 0
        while i < o.count {
            switch o[i] {
            case 0: d += "M\(f(o[i + 1])) \(f(o[i + 2]))"; i += 3
            case 1: d += "L\(f(o[i + 1])) \(f(o[i + 2]))"; i += 3
            case 2:
                let r = o[i + 5]
                d += r > 0 ? "A\(f(r)) \(f(r)) 0 0 1 \(f(o[i + 3])) \(f(o[i + 4]))" : "L\(f(o[i + 1])) \(f(o[i + 2]))L\(f(o[i + 3])) \(f(o[i + 4]))"
                i += 6
            default: d += "Z"; i += 1
            }
        }
        return d
    }

    /// Offsets everything by 10 pt so that a body 8 pt out of a boundary at 0 still shows.
    static let margin = 10.0

    public func still(_ index: Int) -> String {
        let s = samples[index], b = s.boundary
        var out = "<g transform=\"translate(\(Self.f(Self.margin)) \(Self.f(Self.margin)))\">\n"
        out += "<rect x=\"\(Self.f(b[0]))\" y=\"\(Self.f(b[1]))\" width=\"\(Self.f(b[2]))\" height=\"\(Self.f(b[3]))\" fill=\"none\" stroke=\"#6b7280\"/>\n"
        out += "<rect x=\"\(Self.f(b[0] + b[7]))\" y=\"\(Self.f(b[1] + b[4]))\" width=\"\(Self.f(b[2] - b[7] - b[5]))\" height=\"\(Self.f(b[3] - b[4] - b[6]))\" fill=\"none\" stroke=\"#6b7280\" stroke-dasharray=\"4 4\"/>\n"
        for t in s.tips {
            let r = t.reference
            if r[2] == 0 && r[3] == 0 {
                out += "<path d=\"M\(Self.f(r[0] - 4)) \(Self.f(r[1]))h8M\(Self.f(r[0])) \(Self.f(r[1] - 4))v8\" stroke=\"#f5c542\" stroke-width=\"1.5\"/>\n"
            } else {
                out += "<rect x=\"\(Self.f(r[0]))\" y=\"\(Self.f(r[1]))\" width=\"\(Self.f(r[2]))\" height=\"\(Self.f(r[3]))\" fill=\"#f5c542\" fill-opacity=\"0.35\" stroke=\"#f5c542\"/>\n"
            }
        }
        for t in s.tips where !t.outline.isEmpty {
            let bad = t.flags & 6 != 0
            let fill = bad ? "#b91c1c" : "#2563eb", stroke = bad ? "#fca5a5" : "#93c5fd"
            out += "<path d=\"\(Self.path(t.outline))\" fill=\"\(fill)\" fill-opacity=\"0.85\" stroke=\"\(stroke)\" stroke-width=\"1\"/>\n"
            // A leader's outline has no arrow (40 doubles): its dashes and dot are drawn here.
            if t.outline.count == 40 {
                let p = t.pointer
                let dx = p[4] - p[2], dy = p[5] - p[3]
                let radius = (dx * dx + dy * dy).squareRoot()
                out += "<path d=\"M\(Self.f(p[0])) \(Self.f(p[1]))L\(Self.f(p[2])) \(Self.f(p[3]))\" stroke=\"\(stroke)\" stroke-width=\"2\" stroke-dasharray=\"4 4\"/>\n"
                out += "<circle cx=\"\(Self.f(p[4]))\" cy=\"\(Self.f(p[5]))\" r=\"\(Self.f(radius))\" fill=\"\(stroke)\" fill-opacity=\"0.3\"/>\n"
                out += "<circle cx=\"\(Self.f(p[4]))\" cy=\"\(Self.f(p[5]))\" r=\"\(Self.f(radius * 0.6))\" fill=\"\(stroke)\"/>\n"
            }
        }
        return out + "</g>\n"
    }

    /// Each sample as a group shown only during its frames.
    public func animated(_ steps: [Int?], duration dur: String) -> String { stillsInTurn(steps, duration: dur) }
}
