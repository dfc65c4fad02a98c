//===--- Painter.swift ---------------------------------------------------===//
// Part of Fizz. Pictures for any component: one painter per kind of object.
//===---------------------------------------------------------------------===//

import FizzScenario

/// An object that produced frames in a replay: its handle and its kind's name in `fizz.h`
/// ("world" for a bubble world with its picker, "strip", …).
public struct FrameObject: Hashable, Sendable {
    public var handle: UInt32
    public var kind: String
    public init(handle: UInt32, kind: String) { self.handle = handle; self.kind = kind }
}

/// Draws one object: it keeps what it read of each of the object's frames, and draws any of
/// them as SVG elements in the object's own coordinates (pt, origin top left).
///
/// A painter reads only through the C API, as a host would (bulk reads, getters), and only
/// calls that succeed on a live object, so recording a replay changes nothing the replay
/// observes. One painter instance serves one object for a whole recording.
public protocol Painter: AnyObject {
    /// Reads the object's current frame through `backend` and keeps it as the next sample.
    func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError)
    /// The samples kept so far.
    var count: Int { get }
    /// The picture's size in pt: the area the last sample covers.
    var width: Double { get }
    var height: Double { get }
    /// The elements of a still of sample `index`.
    func still(_ index: Int) -> String
    /// The elements of an animation whose frame `t` shows sample `steps[t]` (nil: before the
    /// object's first frame), each frame lasting the same time, the whole lasting `duration`
    /// (an SVG clock value such as "2.5s").
    func animated(_ steps: [Int?], duration: String) -> String
}

/// Which painter draws which kind: `byKind` is generated from fizz.h's @kind lines
/// (Generated/Painters.swift), each kind drawn by its folder's `<Folder>Painter`.
public enum Painters {
    /// A new painter for `kind`, or a labelled placeholder when no painter knows it.
    public static func painter(for kind: String) -> any Painter {
        byKind[kind]?() ?? PlaceholderPainter(kind: kind)
    }
}

extension Painter {
    /// An animation of whole stills: each sample in a group shown only during its frames (for
    /// pictures whose elements change in number or shape from frame to frame, where animating
    /// attributes of one set of elements does not fit).
    public func stillsInTurn(_ steps: [Int?], duration dur: String) -> String {
        var out = ""
        for k in 0..<count {
            let shown = steps.map { $0 == k ? "visible" : "hidden" }
            if !shown.contains("visible") { continue }
            out += "<g visibility=\"\(shown[0])\">\n"
            out += SVGRenderer.animate("visibility", shown, duration: dur)
            out += still(k) + "</g>\n"
        }
        return out
    }
}
