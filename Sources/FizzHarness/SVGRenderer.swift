//===--- SVGRenderer.swift -----------------------------------------------===//
// Part of Fizz. Pictures of frames: a still SVG, and an animated SVG a browser plays.
//===---------------------------------------------------------------------===//

import Foundation

/// Draws frames as SVG: what people would rather look at than read.
///
/// The animated form is one `<circle>` per bubble with SMIL `<animate>` values for its centre,
/// radius, opacity and fill, so any browser plays the run with no script; bubbles that have not
/// appeared yet, or are gone, are drawn with opacity 0.
public enum SVGRenderer {
    static let palette = ["#5b8def", "#f2994a", "#27ae60", "#9b51e0", "#2d9cdb", "#f2c94c", "#6fcf97"]
    static let selectedFill = "#ff2d55"

    /// Handles are opaque (fizz.h), so the colour is any fixed function of one: the same
    /// bubble keeps its colour in every frame and every runtime.
    static func color(_ id: UInt32, selected: Bool) -> String {
        selected ? selectedFill : palette[Int(id % UInt32(palette.count))]
    }

    static func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func header(_ w: Double, _ h: Double, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(f(w)) \(f(h))" width="\(f(w))" height="\(f(h))" font-family="Helvetica, Arial, sans-serif">
        <title>\(title)</title>
        <rect width="100%" height="100%" fill="#111318"/>

        """
    }

    /// A still picture of one frame: bubbles numbered by their index in the frame (what
    /// `fizz_bubble_index` answers), selected ones in red with a ring, and the attraction point
    /// as a cross.
    public static func still(_ frame: Frame, title: String) -> String {
        var s = header(frame.width, frame.height, title: title)
        for (index, b) in frame.bubbles.enumerated() {
            let r = b.radius * b.scale
            s += "<circle cx=\"\(f(b.x))\" cy=\"\(f(b.y))\" r=\"\(f(r))\" fill=\"\(color(b.id, selected: b.selected))\" fill-opacity=\"\(f(b.opacity * 0.9))\""
            s += b.selected ? " stroke=\"#ffffff\" stroke-width=\"3\"/>\n" : "/>\n"
            s += "<text x=\"\(f(b.x))\" y=\"\(f(b.y + 4))\" font-size=\"\(f(max(8, r * 0.45)))\" fill=\"#fff\" text-anchor=\"middle\">\(index)</text>\n"
        }
        s += cross(frame.anchorX, frame.anchorY)
        return s + "</svg>\n"
    }

    static func cross(_ x: Double, _ y: Double) -> String {
        "<path d=\"M\(f(x - 8)) \(f(y))h16M\(f(x)) \(f(y - 8))v16\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"2\"/>\n"
    }

    /// An animated picture of the frames, played at `framesPerSecond`.
    public static func animated(_ frames: [Frame], framesPerSecond: Double, title: String) -> String {
        guard let last = frames.last else { return header(1, 1, title: title) + "</svg>\n" }
        var s = header(last.width, last.height, title: title)
        let dur = "\(f(Double(frames.count) / framesPerSecond))s"
        var ids: [UInt32] = []
        var seen = Set<UInt32>()
        for fr in frames { for b in fr.bubbles where seen.insert(b.id).inserted { ids.append(b.id) } }
        let lookup = frames.map { fr in Dictionary(fr.bubbles.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }
        for id in ids {
            var cx: [String] = [], cy: [String] = [], r: [String] = [], op: [String] = [], fill: [String] = []
            // Before it appears a bubble waits, invisible, where it will first be drawn.
            guard let firstIndex = lookup.firstIndex(where: { $0[id] != nil }) else { continue }
            var lastSeen = lookup[firstIndex][id]!
            for fr in lookup {
                let b = fr[id]
                if let b { lastSeen = b }
                cx.append(f(lastSeen.x)); cy.append(f(lastSeen.y)); r.append(f(lastSeen.radius * lastSeen.scale))
                op.append(b.map { f($0.opacity * 0.9) } ?? "0")
                fill.append(color(id, selected: b?.selected ?? false))
            }
            s += "<circle cx=\"\(cx[0])\" cy=\"\(cy[0])\" r=\"\(r[0])\" fill=\"\(fill[0])\" fill-opacity=\"\(op[0])\">\n"
            for (attr, vals) in [("cx", cx), ("cy", cy), ("r", r), ("fill-opacity", op), ("fill", fill)] {
                s += "<animate attributeName=\"\(attr)\" dur=\"\(dur)\" repeatCount=\"indefinite\" calcMode=\"discrete\" values=\"\(vals.joined(separator: ";"))\"/>\n"
            }
            s += "</circle>\n"
        }
        var ax: [String] = [], ay: [String] = []
        for fr in frames { ax.append(f(fr.anchorX)); ay.append(f(fr.anchorY)) }
        s += "<g stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"2\"><path d=\"M-8 0h16M0 -8v16\">"
        let translate = zip(ax, ay).map { "\($0) \($1)" }.joined(separator: ";")
        s += "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"\(dur)\" repeatCount=\"indefinite\" calcMode=\"discrete\" values=\"\(translate)\"/></path></g>\n"
        return s + "</svg>\n"
    }
}
