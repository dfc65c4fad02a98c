//===--- PainterTests.swift ----------------------------------------------===//
// Pictures for any component: one painter per kind, several objects in one picture.
//===---------------------------------------------------------------------===//

import FizzScenario
import Testing
@testable import FizzHarness

@Suite("Painters")
struct PainterTests {
    /// FNV-1a 64 over the UTF-8 bytes.
    func fnv(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    func record(_ name: String, every: Int) throws -> Recording {
        let scenario = try Fixture.repository.loadScenario(named: name)
        return try Library.exclusive {
            var backend = DirectBackend()
            return try FrameRecorder.record(scenario, on: &backend, every: every).1
        }
    }

    @Test("picker-session draws byte for byte as the renderer before painters did")
    func pickerSessionUnchanged() throws {
        // What `fizz render Tests/Scenarios/picker-session.fizz` wrote (every 2nd frame, 30 fps)
        // with the renderer of commit 16eaeb0, before painters: lengths and FNV-1a 64 of the
        // two files (`fizz render` there, then FNV-1a over the bytes).
        let r = try record("picker-session", every: 2)
        let still = SVGRenderer.still(r, title: "picker-session")
        let animated = SVGRenderer.animated(r, framesPerSecond: 30, title: "picker-session")
        #expect(still.utf8.count == 2260)
        #expect(fnv(still) == 0xfbdd_29d8_db56_e560)
        #expect(animated.utf8.count == 180_798)
        #expect(fnv(animated) == 0x5ace_e79f_4b24_4dec)
    }

    @Test("Every world that produced frames is drawn, stacked under a caption, on one clock")
    func severalWorlds() throws {
        // foreign-handles steps world 32 (20 frames), then world 0 (20), then a new world (20),
        // all 200 × 200 pt; every 2nd frame of each is kept: 10 + 10 + 10 steps.
        let r = try record("foreign-handles", every: 2)
        #expect(r.objects.map(\.kind) == ["world", "world", "world"])
        #expect(r.steps.count == 30)
        #expect(r.steps[9] == [9, nil, nil])
        #expect(r.steps[10] == [9, 0, nil])
        #expect(r.steps[29] == [9, 9, 9])
        let still = SVGRenderer.still(r, title: "t")
        // Three 200 pt worlds, each under a 24 pt caption: 3 × 224 = 672 pt.
        #expect(still.contains("viewBox=\"0 0 200 672\""))
        for k in 1...3 { #expect(still.contains(">world \(k) of 3</text>")) }
        #expect(still.contains("<svg x=\"0\" y=\"472\" width=\"200\" height=\"200\" viewBox=\"0 0 200 200\">"))
        // 30 steps at 30 fps: every object's animation lasts 1 s.
        let animated = SVGRenderer.animated(r, framesPerSecond: 30, title: "t")
        #expect(animated.contains("dur=\"1s\""))
        #expect(!animated.contains("dur=\"0.3s\""))
    }

    @Test("A kind without a painter gets a labelled placeholder")
    func placeholder() throws {
        let frame = Frame(width: 100, height: 60, anchorX: 50, anchorY: 30, bubbles: [])
        // A placeholder reads nothing; the backend is only there to be passed (and a fresh
        // DirectBackend resets the library, which other tests may be using: hence exclusive).
        let r = try Library.exclusive {
            var r = Recording(picker: [frame])
            var backend = DirectBackend(fresh: false)
            try r.record(FrameObject(handle: 9, kind: "gizmo"), from: &backend)
            try r.record(FrameObject(handle: 9, kind: "gizmo"), from: &backend)
            return r
        }
        #expect(r.steps == [[0, nil], [0, 0], [0, 1]])
        let still = SVGRenderer.still(r, title: "t")
        #expect(still.contains("no painter for kind “gizmo”"))
        #expect(still.contains("2 frames recorded, not drawn"))
        #expect(still.contains(">gizmo 2 of 2</text>"))
        // 60 + 24 for the world, 80 + 24 for the placeholder; as wide as the wider (320 pt).
        #expect(still.contains("viewBox=\"0 0 320 188\""))
        #expect(SVGRenderer.animated(r, framesPerSecond: 30, title: "t").contains("no painter for kind “gizmo”"))
    }

    @Test("Names and kinds are escaped in the picture")
    func escaping() {
        #expect(SVGRenderer.escaped("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
    }
}

@Suite("Strip painter")
struct StripPainterTests {
    /// Three items of 100, 60 and 80 pt end to end, scrolled by 50 pt, seen through 150 pt:
    /// the strip's frames are in viewport coordinates (start − offset).
    let scrolled = StripPainter.Sample(items: [(-50, 100), (50, 60), (110, 80)], viewport: 150)

    @Test("Items are drawn where the frames say, 1 pt in from each end, in a viewport-wide picture")
    func still() {
        let p = StripPainter(samples: [scrolled])
        #expect(p.width == 150 && p.height == 80)
        let svg = p.still(0)
        // Item 0: −50 + 1 = −49, 100 − 2 = 98 wide; item 2: 110 + 1 = 111, 78 wide.
        #expect(svg.contains("<rect x=\"-49\" y=\"16\" width=\"98\""))
        #expect(svg.contains("<rect x=\"111\" y=\"16\" width=\"78\""))
        // Labels centred on the items: −50 + 50 = 0, 50 + 30 = 80.
        #expect(svg.contains("<text x=\"0\" y=\"45\""))
        #expect(svg.contains("<text x=\"80\" y=\"45\""))
    }

    @Test("The animation scrolls the items and hides one until it exists")
    func animated() {
        let start = StripPainter.Sample(items: [(0, 100), (100, 60)], viewport: 150)
        let svg = StripPainter(samples: [start, scrolled]).animated([0, 1], duration: "1s")
        #expect(svg.contains("attributeName=\"x\" dur=\"1s\" repeatCount=\"indefinite\" calcMode=\"discrete\" values=\"1;-49\""))
        // Item 2 appears in the second frame: invisible, already where it will be, before.
        #expect(svg.contains("<rect x=\"111\" y=\"16\" width=\"78\" height=\"48\" rx=\"6\" fill=\"#27ae60\" fill-opacity=\"0\">"))
        #expect(svg.contains("values=\"0;0.9\""))
    }
}

@Suite("Strip painter through the C API")
struct StripPainterCAPITests {
    /// The catalogue's call named `name` (strips may not be in this build's catalogue).
    func call(_ name: String) -> APICall { APICall.named(Array(name.utf8)[...])! }

    @Test("A strip read through fizz_strip_* is drawn as its frames say",
          .enabled(if: StripPainter.available, "this build's fizz.h has no fizz_strip_* calls"))
    func readThroughTheAPI() throws {
        let svg = try Library.exclusive { () throws(BackendError) -> String in
            var b = DirectBackend(fresh: false)
            // Items of 100, 60 and 80 pt, 10 pt apart (starts 0, 110, 180), viewport 150 pt.
            let strip = try b.call(call("strip_create"), [.f64(150)])
            for length in [100.0, 60, 80] { _ = try b.call(call("strip_add"), [strip, .f64(length)]) }
            _ = try b.call(call("strip_set_spacing"), [strip, .f64(10)])
            var r = Recording()
            try r.record(FrameObject(handle: strip.bits32, kind: "strip"), from: &b)
            _ = try b.call(call("strip_set_offset"), [strip, .f64(50)])
            try r.record(FrameObject(handle: strip.bits32, kind: "strip"), from: &b)
            #expect(r.painters.first is StripPainter)
            return SVGRenderer.animated(r, framesPerSecond: 2, title: "t")
        }
        #expect(svg.contains("viewBox=\"0 0 150 80\""))
        // Item 1 starts at 110, then 110 − 50 = 60 once scrolled: drawn 1 pt in, 58 pt wide.
        #expect(svg.contains("<rect x=\"111\" y=\"16\" width=\"58\""))
        #expect(svg.contains("values=\"111;61\""))
        // Item 2 at 180, then 130.
        #expect(svg.contains("values=\"181;131\""))
    }
}
