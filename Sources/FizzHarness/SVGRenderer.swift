//===--- SVGRenderer.swift -----------------------------------------------===//
// Part of Fizz. Pictures of frames: a still SVG, and an animated SVG a browser plays.
//===---------------------------------------------------------------------===//

/// Draws a recording as SVG: what people would rather look at than read.
///
/// Every object that produced frames is drawn by the painter of its kind (`Painters`): one
/// object fills the picture; several are stacked top to bottom, each in its own clipped
/// viewport under a caption naming its kind. The animated form plays every object on one
/// clock: each frame of the recording shows each object as of its latest frame so far.
public enum SVGRenderer {
    static func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    static func header(_ w: Double, _ h: Double, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(f(w)) \(f(h))" width="\(f(w))" height="\(f(h))" font-family="Helvetica, Arial, sans-serif">
        <title>\(title)</title>
        <rect width="100%" height="100%" fill="#111318"/>

        """
    }

    /// One attribute's value per frame, shown for equal times; an attribute that never
    /// changes needs no animation.
    static func animate(_ attr: String, _ vals: [String], duration: String) -> String {
        if vals.allSatisfy({ $0 == vals[0] }) { return "" }
        return "<animate attributeName=\"\(attr)\" dur=\"\(duration)\" repeatCount=\"indefinite\" calcMode=\"discrete\" values=\"\(vals.joined(separator: ";"))\"/>\n"
    }

    /// Room above each object of a picture of several, for its caption.
    static let captionHeight = 24.0

    /// Draws every object of `recording` with `body(painter, k)`, alone or stacked.
    static func compose(_ recording: Recording, title: String, _ body: (any Painter, Int) -> String) -> String {
        let painters = recording.painters
        if painters.count == 1 {
            return header(painters[0].width, painters[0].height, title: title) + body(painters[0], 0) + "</svg>\n"
        }
        if painters.isEmpty { return header(1, 1, title: title) + "</svg>\n" }
        let width = painters.map(\.width).max() ?? 1
        let height = painters.reduce(0) { $0 + captionHeight + $1.height }
        var s = header(width, height, title: title)
        var y = 0.0
        for (k, p) in painters.enumerated() {
            let caption = "\(recording.objects[k].kind) \(k + 1) of \(painters.count)"
            s += "<text x=\"8\" y=\"\(f(y + 17))\" font-size=\"13\" fill=\"#8a8f98\">\(escaped(caption))</text>\n"
            y += captionHeight
            // A nested viewport clips what the object draws outside its own area.
            s += "<svg x=\"0\" y=\"\(f(y))\" width=\"\(f(p.width))\" height=\"\(f(p.height))\" viewBox=\"0 0 \(f(p.width)) \(f(p.height))\">\n"
            s += "<rect x=\"0.5\" y=\"0.5\" width=\"\(f(p.width - 1))\" height=\"\(f(p.height - 1))\" fill=\"none\" stroke=\"#2c313a\"/>\n"
            s += body(p, k) + "</svg>\n"
            y += p.height
        }
        return s + "</svg>\n"
    }

    /// A still of the recording's last frame: every object as of its latest frame.
    public static func still(_ recording: Recording, title: String) -> String {
        compose(recording, title: title) { p, k in
            guard let index = recording.steps.last?[k] else { return "" }
            return p.still(index)
        }
    }

    /// The recording played at `framesPerSecond`.
    public static func animated(_ recording: Recording, framesPerSecond: Double, title: String) -> String {
        let duration = "\(f(Double(recording.steps.count) / framesPerSecond))s"
        return compose(recording, title: title) { p, k in
            p.animated(recording.steps.map { $0[k] }, duration: duration)
        }
    }

    /// A still picture of one picker frame.
    public static func still(_ frame: Frame, title: String) -> String {
        still(Recording(picker: [frame]), title: title)
    }

    /// An animated picture of picker frames.
    public static func animated(_ frames: [Frame], framesPerSecond: Double, title: String) -> String {
        animated(Recording(picker: frames), framesPerSecond: framesPerSecond, title: title)
    }
}
