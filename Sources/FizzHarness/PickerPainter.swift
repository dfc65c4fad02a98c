//===--- PickerPainter.swift ---------------------------------------------===//
// Part of Fizz. The bubble picker's picture: bubbles, selection rings, labels, anchor.
//===---------------------------------------------------------------------===//

import FizzScenario

/// Draws a bubble world with its picker from the picker's render rows (`Frame`).
///
/// The animated form is one `<circle>` and one `<text>` label per bubble with SMIL `<animate>`
/// values for whatever changes (centre, radius, opacity, fill, the selected ring, the label's
/// place and size), so any browser plays the run with no script; bubbles that have not
/// appeared yet, or are gone, are drawn with opacity 0.
public final class PickerPainter: Painter {
    public private(set) var frames: [Frame]

    public init(frames: [Frame] = []) { self.frames = frames }

    /// Always: the picker's calls are in every catalogue that has worlds.
    public static var available: Bool { true }

    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        frames.append(try Frame.read(.i32(object.handle), from: &backend))
    }

    public var count: Int { frames.count }
    public var width: Double { frames.last?.width ?? 1 }
    public var height: Double { frames.last?.height ?? 1 }

    static let palette = ["#5b8def", "#f2994a", "#27ae60", "#9b51e0", "#2d9cdb", "#f2c94c", "#6fcf97"]
    static let selectedFill = "#ff2d55"

    /// Handles are opaque (fizz.h), so the colour is any fixed function of one: the same
    /// bubble keeps its colour in every frame and every runtime.
    static func color(_ id: UInt32, selected: Bool) -> String {
        selected ? selectedFill : palette[Int(id % UInt32(palette.count))]
    }

    static func f(_ v: Double) -> String { SVGRenderer.f(v) }

    /// How one bubble is drawn in a frame, shared by the still and the animated picture so
    /// that a frame of the animation looks like the still of that frame.
    struct Look {
        var x: String, y: String, radius: String
        var fill: String, fillOpacity: String
        /// The selected ring's width: 3 when selected, else 0 (no ring).
        var ring: String
        /// The label: the bubble's index in the frame (what `fizz_bubble_index` answers), centred
        /// 4 pt below the centre. Handles are opaque, so the picture does not decode them.
        var label: String, labelY: String, fontSize: String

        init(_ b: Frame.Bubble, index: Int) {
            let r = b.radius * b.scale
            x = f(b.x); y = f(b.y); radius = f(r)
            fill = color(b.id, selected: b.selected); fillOpacity = f(b.opacity * 0.9)
            ring = b.selected ? "3" : "0"
            label = String(index); labelY = f(b.y + 4); fontSize = f(max(8, r * 0.45))
        }
    }

    /// Bubbles numbered by their index in the frame, selected ones in red with a ring, and the
    /// attraction point as a cross.
    public func still(_ index: Int) -> String {
        let frame = frames[index]
        var s = ""
        for (index, b) in frame.bubbles.enumerated() {
            let l = Look(b, index: index)
            s += "<circle cx=\"\(l.x)\" cy=\"\(l.y)\" r=\"\(l.radius)\" fill=\"\(l.fill)\" fill-opacity=\"\(l.fillOpacity)\""
            s += b.selected ? " stroke=\"#ffffff\" stroke-width=\"\(l.ring)\"/>\n" : "/>\n"
            s += "<text x=\"\(l.x)\" y=\"\(l.labelY)\" font-size=\"\(l.fontSize)\" fill=\"#fff\" text-anchor=\"middle\">\(l.label)</text>\n"
        }
        return s + Self.cross(frame.anchorX, frame.anchorY)
    }

    static func cross(_ x: Double, _ y: Double) -> String {
        "<path d=\"M\(f(x - 8)) \(f(y))h16M\(f(x)) \(f(y - 8))v16\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"2\"/>\n"
    }

    /// Each bubble with its label and, while selected, its ring, as in the still.
    public func animated(_ steps: [Int?], duration dur: String) -> String {
        guard let firstSample = frames.first else { return "" }
        // Before the world's first frame: no bubbles, the anchor where it first is.
        let empty = Frame(width: firstSample.width, height: firstSample.height,
                          anchorX: firstSample.anchorX, anchorY: firstSample.anchorY, bubbles: [])
        let frames = steps.map { $0.map { self.frames[$0] } ?? empty }
        func animate(_ attr: String, _ vals: [String]) -> String { SVGRenderer.animate(attr, vals, duration: dur) }
        var s = ""
        var ids: [UInt32] = []
        var seen = Set<UInt32>()
        for fr in frames { for b in fr.bubbles where seen.insert(b.id).inserted { ids.append(b.id) } }
        let lookup = frames.map { fr in Dictionary(fr.bubbles.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }
        for id in ids {
            // Before it appears a bubble waits, invisible, where it will first be drawn; once
            // gone it stays, invisible, where it was last drawn.
            guard let firstIndex = lookup.firstIndex(where: { $0[id] != nil }) else { continue }
            var lastSeen = lookup[firstIndex][id]!
            // A bubble keeps the number it had in the first frame that shows it.
            let number = frames[firstIndex].bubbles.firstIndex(where: { $0.id == id }) ?? 0
            var looks: [Look] = [], shown: [Bool] = []
            for fr in lookup {
                if let b = fr[id] { lastSeen = b }
                var l = Look(lastSeen, index: number)
                if fr[id] == nil { l.fillOpacity = "0"; l.ring = "0"; l.fill = Self.color(id, selected: false) }
                looks.append(l); shown.append(fr[id] != nil)
            }
            let first = looks[0]
            let label = shown[0] ? "1" : "0"
            s += "<circle cx=\"\(first.x)\" cy=\"\(first.y)\" r=\"\(first.radius)\" fill=\"\(first.fill)\" fill-opacity=\"\(first.fillOpacity)\" stroke=\"#ffffff\" stroke-width=\"\(first.ring)\">\n"
            s += animate("cx", looks.map(\.x)) + animate("cy", looks.map(\.y)) + animate("r", looks.map(\.radius))
            s += animate("fill-opacity", looks.map(\.fillOpacity)) + animate("fill", looks.map(\.fill))
            s += animate("stroke-width", looks.map(\.ring))
            s += "</circle>\n"
            s += "<text x=\"\(first.x)\" y=\"\(first.labelY)\" font-size=\"\(first.fontSize)\" fill=\"#fff\" text-anchor=\"middle\" opacity=\"\(label)\">\(first.label)\n"
            s += animate("x", looks.map(\.x)) + animate("y", looks.map(\.labelY)) + animate("font-size", looks.map(\.fontSize))
            s += animate("opacity", shown.map { $0 ? "1" : "0" })
            s += "</text>\n"
        }
        var ax: [String] = [], ay: [String] = []
        for fr in frames { ax.append(Self.f(fr.anchorX)); ay.append(Self.f(fr.anchorY)) }
        s += "<g stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"2\"><path d=\"M-8 0h16M0 -8v16\">"
        let translate = zip(ax, ay).map { "\($0) \($1)" }.joined(separator: ";")
        s += "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"\(dur)\" repeatCount=\"indefinite\" calcMode=\"discrete\" values=\"\(translate)\"/></path></g>\n"
        return s
    }
}
