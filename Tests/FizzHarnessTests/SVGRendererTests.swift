//===--- SVGRendererTests.swift ------------------------------------------===//
// The pictures: an animated SVG carries what the still of each frame shows.
//===---------------------------------------------------------------------===//

import Testing
@testable import FizzHarness

@Suite("SVG pictures")
struct SVGRendererTests {
    /// Bubble with handle `id` (opaque: the picture only uses it for the colour, palette[id % 8]).
    func bubble(_ id: UInt32, x: Double, selected: Bool = false) -> Frame.Bubble {
        Frame.Bubble(id: id, x: x, y: 50, radius: 20, scale: 1, opacity: 1, selected: selected, dragged: false)
    }

    func frame(_ bubbles: [Frame.Bubble]) -> Frame {
        Frame(width: 200, height: 100, anchorX: 100, anchorY: 50, bubbles: bubbles)
    }

    /// The lines of `svg` from the element that starts with `open` to its closing tag.
    func element(_ svg: String, _ open: String, close: String) -> [Substring] {
        let lines = svg.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(open) }) else { return [] }
        guard let end = lines[start...].firstIndex(where: { $0.hasPrefix(close) }) else { return [] }
        return Array(lines[start...end])
    }

    @Test("The still labels each bubble with its index in the frame and rings the selected one")
    func stillLabelsAndRings() {
        let svg = SVGRenderer.still(frame([bubble(3, x: 40), bubble(7, x: 120, selected: true)]), title: "t")
        #expect(svg.contains(">0</text>"))
        #expect(svg.contains(">1</text>"))
        // Handle 3 takes palette colour 3; radius 20: font size 20 · 0.45 = 9, baseline 4 pt below the centre (50 + 4).
        #expect(svg.contains("<text x=\"40\" y=\"54\" font-size=\"9\""))
        #expect(svg.contains("<circle cx=\"120\" cy=\"50\" r=\"20\" fill=\"#ff2d55\" fill-opacity=\"0.9\" stroke=\"#ffffff\" stroke-width=\"3\"/>"))
        #expect(svg.contains("<circle cx=\"40\" cy=\"50\" r=\"20\" fill=\"#9b51e0\" fill-opacity=\"0.9\"/>"))
    }

    @Test("The animated picture labels every bubble and rings it while selected")
    func animatedLabelsAndRings() {
        // Bubble 3 moves right and is selected in the second frame; bubble 7 appears in the third,
        // as index 1 of that frame, and keeps that number.
        let frames = [
            frame([bubble(3, x: 40)]),
            frame([bubble(3, x: 50, selected: true)]),
            frame([bubble(3, x: 60, selected: true), bubble(7, x: 150)]),
        ]
        let svg = SVGRenderer.animated(frames, framesPerSecond: 30, title: "t")
        let circle3 = element(svg, "<circle cx=\"40\"", close: "</circle>")
        #expect(circle3.contains { $0.contains("attributeName=\"stroke-width\"") && $0.contains("values=\"0;3;3\"") })
        #expect(circle3.contains { $0.contains("attributeName=\"fill\"") && $0.contains("values=\"#9b51e0;#ff2d55;#ff2d55\"") })
        let label3 = element(svg, "<text x=\"40\" y=\"54\"", close: "</text>")
        #expect(label3.first?.hasSuffix(">0") == true)
        #expect(label3.contains { $0.contains("attributeName=\"x\"") && $0.contains("values=\"40;50;60\"") })
        // The label stays shown: no opacity animation for a bubble present in every frame.
        #expect(!label3.contains { $0.contains("attributeName=\"opacity\"") })
        // Bubble 7 waits invisible, label hidden, until it appears in the third frame.
        let label7 = element(svg, "<text x=\"150\" y=\"54\"", close: "</text>")
        #expect(label7.first?.contains("opacity=\"0\">1") == true)
        #expect(label7.contains { $0.contains("attributeName=\"opacity\"") && $0.contains("values=\"0;0;1\"") })
        let circle7 = element(svg, "<circle cx=\"150\"", close: "</circle>")
        #expect(circle7.contains { $0.contains("attributeName=\"fill-opacity\"") && $0.contains("values=\"0;0;0.9\"") })
        #expect(!circle7.contains { $0.contains("attributeName=\"stroke-width\"") })
    }
}
