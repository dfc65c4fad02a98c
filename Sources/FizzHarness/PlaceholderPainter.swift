//===--- PlaceholderPainter.swift ----------------------------------------===//
// Part of Fizz. What a picture shows of an object whose kind has no painter yet.
//===---------------------------------------------------------------------===//

import FizzScenario

/// A labelled box saying which kind has no painter and how many frames it produced, so a
/// scenario of a new component still renders (and the gap is visible) instead of failing.
public final class PlaceholderPainter: Painter {
    public let kind: String
    public private(set) var count = 0

    public init(kind: String) { self.kind = kind }

    /// Reads nothing: it does not know the kind's calls.
    public func record<B: ScenarioBackend>(_ object: FrameObject, from backend: inout B) throws(BackendError) {
        count += 1
    }

    public let width = 320.0
    public let height = 80.0

    public func still(_ index: Int) -> String {
        "<rect x=\"4\" y=\"4\" width=\"312\" height=\"72\" fill=\"none\" stroke=\"#8a8f98\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
            + "<text x=\"160\" y=\"36\" font-size=\"14\" fill=\"#c8ccd4\" text-anchor=\"middle\">no painter for kind “\(SVGRenderer.escaped(kind))”</text>\n"
            + "<text x=\"160\" y=\"56\" font-size=\"12\" fill=\"#8a8f98\" text-anchor=\"middle\">\(count) frame\(count == 1 ? "" : "s") recorded, not drawn</text>\n"
    }

    public func animated(_ steps: [Int?], duration: String) -> String { still(count - 1) }
}
