//===--- CarouselLookTests.swift -----------------------------------------===//
// Part of Fizz. The carousel's layout, paths, transforms, fade and depth, against the
// formulas of Showcase's README, iCarousel and Swiper, worked by hand.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

let pi = DeterministicMath.pi

/// |a − b| ≤ 1e-12·max(1, |b|): the hand value against a result through sin/cos.
func close(_ a: Double, _ b: Double, _ tol: Double = 1e-12) -> Bool {
    (a - b).magnitude <= tol * Swift.max(1, b.magnitude)
}

/// A 400 × 300 viewport of 100 × 100 items 0 apart: pitch 100, so an item k − s items from
/// the centre sits at u = (k − s)/2. `item` is the length along the axis.
func carousel(_ count: Int = 50, item: Double = 100, spacing: Double = 0, vertical: Bool = false) throws -> Carousel {
    let l = try CarouselLayout(viewportWidth: 400, viewportHeight: 300, itemWidth: vertical ? 100 : item,
                               itemHeight: vertical ? item : 100,
                               direction: vertical ? .vertical : .horizontal, lineSpacing: spacing)
    return try Carousel(layout: l, count: count)
}

/// The matrix entry m_rc of the item at `offset`.
func entry(_ c: Carousel, _ offset: Double, _ r: Int, _ col: Int) -> Double { c.matrix(offset: offset)[r, col] }

/// The frame's records, `recordStride` doubles each.
func records(_ c: Carousel) throws -> [[Double]] {
    let out = PackedBuffer<Double>()
    let n = try c.packVisible(into: out)
    return (0..<n).map { i in (0..<Carousel.recordStride).map { out.pointer[i * Carousel.recordStride + $0] } }
}

@Suite("Carousel look")
struct CarouselLookTests {
    @Test("Layout: pitch = item + spacing; u = offset·pitch/(extent/2), −1 … 1 edge to edge")
    func layout() throws {
        let c = try carousel()
        #expect(c.layout.pitch == 100)
        #expect(c.layout.normalizedOffset(1) == 0.5)
        #expect(c.layout.normalizedOffset(-2) == -1)
        let s = try carousel(spacing: 8)
        #expect(s.layout.pitch == 108)
        #expect(s.layout.normalizedOffset(1) == 0.54)
        let v = try carousel(vertical: true)         // along the 300 pt height
        #expect(v.layout.normalizedOffset(1.5) == 1)
        #expect(CarouselLayout.unchecked.lineSpacing == 8)   // Showcase's default spacing
    }

    @Test("Default and circular paths: 0; R·cos(u·angle − offsetAngle) + offset")
    func circular() throws {
        #expect(CarouselPath.straight.normalizedPath(0.7) == 0)
        let p = CarouselPath.circular(CircularPath())      // cos(u·π/2) − 1
        #expect(p.normalizedPath(0) == 0)
        #expect(close(p.normalizedPath(2.0 / 3), -0.5))    // cos(π/3) − 1
        #expect(close(p.normalizedPath(-2.0 / 3), -0.5))
        #expect(close(p.normalizedPath(1), -1))
        var q = CircularPath()
        q.normalizedRadius = 0.5; q.normalizedOffset = 0; q.angle = pi; q.offsetAngle = pi / 2
        #expect(close(CarouselPath.circular(q).normalizedPath(0.5), 0.5))   // 0.5·cos(0)
        #expect(close(CarouselPath.circular(q).normalizedPath(1.0 / 6), 0.25)) // 0.5·cos(−π/3)
    }

    @Test("Wave path: A·sin(u·angle − offsetAngle) + offset")
    func wave() throws {
        let p = CarouselPath.wave(WavePath())               // 0.5·sin(u·π/2)
        #expect(close(p.normalizedPath(1), 0.5))
        #expect(close(p.normalizedPath(-1.0 / 3), -0.25))  // 0.5·sin(−π/6)
        var q = WavePath()                                  // the README's: angle π
        q.angle = pi; q.normalizedOffset = 0.1
        #expect(close(CarouselPath.wave(q).normalizedPath(0.5), 0.6))
        #expect(close(CarouselPath.wave(q).normalizedPath(-1.0 / 6), -0.15))
    }

    @Test("Linear path: g·u, and the V through the inverse position (the README's 0.3 and 0.8)")
    func linear() throws {
        #expect(CarouselPath.linear(LinearPath()).normalizedPath(0.4) == -0.2)
        var v = LinearPath()
        v.normalizedInversePosition = 0.3; v.normalizedGradient = 0.8
        let p = CarouselPath.linear(v)
        #expect(p.normalizedPath(-0.5) == 0.4)              // −g·u
        #expect(close(p.normalizedPath(0.2), -0.16))
        #expect(close(p.normalizedPath(0.3), -0.24))        // g·(u − 2p) = −g·p: continuous
        #expect(close(p.normalizedPath(1), 0.32))           // 0.8·(1 − 0.6)
    }

    @Test("Custom path: through the points, straight or Catmull-Rom, flat past the ends")
    func custom() throws {
        let c = try carousel()
        try c.setCustomPath([-1, 0, 0, 1, 1, 0], smooth: false)
        #expect(c.customPointCount == 3)
        #expect(c.pathValue(normalized: 0.5) == 0.5)
        #expect(c.pathValue(normalized: -0.25) == 0.75)
        #expect(c.pathValue(normalized: 0) == 1)
        #expect(c.pathValue(normalized: 2) == 0)
        #expect(c.pathValue(normalized: -7) == 0)
        try c.setCustomPath([-1, 0, 0, 1, 1, 0], smooth: true)
        // Tangents 1, 0, −1; at t = ½: ½·1 + ⅛·1·0 + ½·0 − ⅛·1·(−1) = 0.625.
        #expect(c.pathValue(normalized: 0.5) == 0.625)
        #expect(c.pathValue(normalized: -0.5) == 0.625)
        #expect(c.pathValue(normalized: 1) == 0)
        // Uneven points (0,0) (1,1) (3,1): tangents 1, 1/3, 0; at u = ½, ⅛ + ½ − ⅛·⅓ = 7/12.
        try c.setCustomPath([0, 0, 1, 1, 3, 1], smooth: true)
        #expect(close(c.pathValue(normalized: 0.5), 7.0 / 12))
        #expect(c.pathValue(normalized: 2) > 1 - 1e-12 && c.pathValue(normalized: 2) < 1 + 0.1)
    }

    @Test("The path places the item: across by path(u)·crossExtent/2, along by offset·pitch")
    func placement() throws {
        let c = try carousel()
        try c.setPath(.circular(CircularPath()))
        // Offset 4/3: u = 2/3, path −0.5, 75 pt above the centre of the 300 pt height.
        #expect(close(entry(c, 4.0 / 3, 4, 1), 400.0 / 3))
        #expect(close(entry(c, 4.0 / 3, 4, 2), -75))
        #expect(entry(c, 0, 4, 2) == 0)
        #expect(entry(c, 0, 3, 4) == -1.0 / 500)          // iCarousel's perspective
        #expect(entry(c, 0, 4, 4) == 1)
        let v = try carousel(vertical: true)               // across is x, 400 pt wide
        try v.setPath(.circular(CircularPath()))
        #expect(close(entry(v, 1, 4, 1), -200 + 200 * DeterministicMath.cos(pi / 3)))  // u = 2/3
        #expect(entry(v, 1, 4, 2) == 100)
        try v.setPerspective(0, viewpointX: 10, viewpointY: -20)
        #expect(entry(v, 0, 4, 1) == -10 && entry(v, 0, 4, 2) == 20 && entry(v, 0, 3, 4) == 0)
    }

    @Test("Showcase's rotate: rotateAngle·(u ∓ startRate) past startRate; the README's intent")
    func rotate() throws {
        let r = TransformRotate()                           // 0.2, 2π
        #expect(r.angle(0.1) == 0)
        #expect(r.angle(0.2) == 0)
        #expect(close(r.angle(0.45), pi / 2))
        #expect(close(r.angle(-0.7), -pi))
        var e = TransformRotate()                           // the README's 0.4 and 8π
        e.startRate = 0.4; e.rotateAngle = 8 * pi
        #expect(close(e.angle(0.5), 0.8 * pi))
        let c = try carousel()
        try c.setTransform(.rotate(r))
        // Offset 0.9: u = 0.45, a quarter turn: m11 = cos, m12 = sin, m21 = −sin.
        #expect(close(entry(c, 0.9, 1, 1), 0) && close(entry(c, 0.9, 1, 2), 1) && close(entry(c, 0.9, 2, 1), -1))
        #expect(close(entry(c, 0.9, 4, 1), 90))             // still on the row
    }

    @Test("Showcase's scale: max(||u| − 1| + 1 − s, min) while ||u| − 1| < s, else 1")
    func scale() throws {
        let t = TransformScale()                             // 0.8, 0.5
        #expect(t.factor(0) == 1)
        #expect(t.factor(0.1) == 1)                          // t = 0.9
        #expect(close(t.factor(0.5), 0.7))
        #expect(t.factor(0.9) == 0.5)                        // t + 0.2 = 0.3 < 0.5
        #expect(close(t.factor(1.5), 0.7))                   // ||u| − 1| grows again
        var m = TransformScale(); m.normalizedMinimumScale = 0.2
        #expect(close(m.factor(0.9), 0.3))
        let c = try carousel()
        try c.setTransform(.scale(t))
        #expect(close(entry(c, 1, 1, 1), 0.7) && close(entry(c, 1, 2, 2), 0.7) && entry(c, 1, 3, 3) == 1)
    }

    @Test("Showcase's scale-rotate: the rotation, then the scale")
    func scaleRotate() throws {
        let c = try carousel()
        try c.setTransform(.scaleRotate(TransformScaleRotate()))
        // u = 0.45: a quarter turn, t = 0.55, scale 0.75.
        #expect(close(entry(c, 0.9, 1, 1), 0) && close(entry(c, 0.9, 1, 2), 0.75))
        #expect(close(entry(c, 0.9, 2, 1), -0.75) && close(entry(c, 0.9, 2, 2), 0))
    }

    /// A carousel of 8 items 200 pt apart (iCarousel's itemWidth) with iCarousel's `type`.
    func iCarousel(_ type: ICarouselType, count: Int = 8, vertical: Bool = false) throws -> Carousel {
        let c = try carousel(count, item: 200, vertical: vertical)
        try c.setTransform(.iCarousel(type, .defaults(for: type)))
        return c
    }

    @Test("iCarousel linear and rotary: r = max(w/2, w/2/tan(π/count)), (r·sin θ, 0, r·cos θ − r)")
    func rotary() throws {
        #expect(entry(try iCarousel(.linear), 1.5, 4, 1) == 300)
        #expect(entry(try iCarousel(.linear, vertical: true), 1.5, 4, 2) == 300)
        let c = try iCarousel(.rotary)
        let r = 100 * (2.0.squareRoot() + 1)                 // 100/tan(π/8)
        #expect(close(entry(c, 2, 4, 1), r) && close(entry(c, 2, 4, 3), -r))      // θ = π/2
        #expect(close(entry(c, 4, 4, 1), 0, 1e-10) && close(entry(c, 4, 4, 3), -2 * r))
        #expect(close(entry(c, 1, 4, 1), r * 0.5.squareRoot()) && close(entry(c, 1, 4, 3), r * (0.5.squareRoot() - 1)))
        let i = try iCarousel(.invertedRotary)
        #expect(close(entry(i, 2, 4, 1), r) && close(entry(i, 2, 4, 3), r))       // in front
        // Two items: tan(π/2) is huge, so the radius is w/2.
        #expect(close(entry(try iCarousel(.rotary, count: 2), 0.5, 4, 1), 100))
    }

    @Test("iCarousel cylinder: T(0,0,r)·Ry(θ)·T(0,0,−r), r = w/2/tan(π/count)")
    func cylinder() throws {
        let c = try iCarousel(.cylinder, count: 4)           // r = 100
        #expect(close(entry(c, 1, 4, 1), 100) && close(entry(c, 1, 4, 3), -100))
        #expect(close(entry(c, 1, 1, 3), -1) && close(entry(c, 1, 3, 1), 1) && close(entry(c, 1, 1, 1), 0))
        #expect(close(entry(c, 2, 4, 3), -200) && close(entry(c, 2, 4, 1), 0, 1e-10))
        let i = try iCarousel(.invertedCylinder, count: 4)  // r, θ negated: in front
        #expect(close(entry(i, 1, 4, 1), 100) && close(entry(i, 1, 4, 3), 100))
        let v = try iCarousel(.cylinder, count: 4, vertical: true)   // about −x
        #expect(close(entry(v, 1, 4, 2), 100) && close(entry(v, 1, 4, 3), -100))
    }

    @Test("iCarousel wheel: about a centre r = w·count/arc below, by arc/count per item")
    func wheel() throws {
        let c = try iCarousel(.wheel, count: 4)
        let r = 400 / pi
        #expect(close(entry(c, 1, 4, 1), r) && close(entry(c, 1, 4, 2), r))
        #expect(close(entry(c, 2, 4, 1), 0, 1e-10) && close(entry(c, 2, 4, 2), 2 * r))
        #expect(close(entry(c, 1, 1, 2), 1))                 // turned a quarter
        let i = try iCarousel(.invertedWheel, count: 4)      // the centre above
        #expect(close(entry(i, 1, 4, 1), r) && close(entry(i, 1, 4, 2), -r))
        let v = try iCarousel(.wheel, count: 4, vertical: true)      // the centre to the left
        #expect(close(entry(v, 1, 4, 1), -r) && close(entry(v, 1, 4, 2), r))
    }

    @Test("iCarousel cover flow: x = (c·0.45 + o/4)·w, z = −|c|·w/2, turned −c·0.45π about y")
    func coverFlow() throws {
        let c = try iCarousel(.coverFlow)
        #expect(close(entry(c, 0.5, 4, 1), 70) && entry(c, 0.5, 4, 3) == -50)
        #expect(close(entry(c, 0.5, 1, 1), DeterministicMath.cos(0.225 * pi)))
        #expect(close(entry(c, 0.5, 1, 3), DeterministicMath.sin(0.225 * pi)))    // −sin(−0.225π)
        #expect(close(entry(c, 2, 4, 1), 190) && entry(c, 2, 4, 3) == -100)
        #expect(close(entry(c, -1, 4, 1), -140) && entry(c, -1, 4, 3) == -100)
        #expect(entry(c, 0, 4, 1) == 0 && entry(c, 0, 1, 1) == 1)
        let v = try iCarousel(.coverFlow, vertical: true)
        #expect(close(entry(v, 2, 4, 2), 190) && close(entry(v, 2, 2, 3), DeterministicMath.sin(0.45 * pi)))
    }

    @Test("Cover flow 2: flat within ½ − w/2 of the centre, turned fully past ½ + w/2")
    func coverFlow2() throws {
        let c = try iCarousel(.coverFlow2)
        #expect(close(entry(c, 0.3, 4, 1), 15) && entry(c, 0.3, 4, 3) == 0 && entry(c, 0.3, 1, 1) == 1)
        #expect(close(entry(c, 0.5, 4, 1), 70) && entry(c, 0.5, 4, 3) == -50)       // halfway
        #expect(close(entry(c, 0.6, 4, 1), 111) && close(entry(c, 0.6, 4, 3), -90))
        #expect(close(entry(c, 0.7, 4, 1), 125) && entry(c, 0.7, 4, 3) == -100)
        #expect(close(entry(c, -0.7, 4, 1), -125))
    }

    @Test("Time machines: (o·w·tilt, 0, o·w·spacing), fading past (or before) the centre")
    func timeMachine() throws {
        let c = try iCarousel(.timeMachine)
        #expect(close(entry(c, 2, 4, 1), 120) && entry(c, 2, 4, 3) == 400)
        #expect(c.opacity(offset: 0.5) == 0.5 && c.opacity(offset: 2) == 0 && c.opacity(offset: -3) == 1)
        let i = try iCarousel(.invertedTimeMachine)
        #expect(close(entry(i, 2, 4, 1), 120) && entry(i, 2, 4, 3) == -400)
        #expect(i.opacity(offset: -0.25) == 0.75 && i.opacity(offset: 3) == 1)
        #expect(close(entry(try iCarousel(.timeMachine, vertical: true), 2, 4, 2), 120))
    }

    @Test("Swiper coverflow: m = −o·pitch/size, rotateY 50·m°, z −100·|m|, scale 1 − (1 − s)·|m|")
    func swiperCoverflow() throws {
        let c = try carousel(item: 200)
        try c.setTransform(.coverflow(SwiperCoverflow()))
        #expect(close(entry(c, 1, 1, 1), DeterministicMath.cos(50 * pi / 180)))
        #expect(close(entry(c, 1, 3, 1), DeterministicMath.sin(-50 * pi / 180)))
        #expect(entry(c, 1, 4, 1) == 200 && entry(c, 1, 4, 3) == -100)
        var s = SwiperCoverflow(); s.scale = 0.8; s.stretch = 10; s.rotate = 0
        try c.setTransform(.coverflow(s))
        #expect(close(entry(c, 1, 1, 1), 0.8) && entry(c, 1, 4, 1) == 190)
        let g = try carousel(item: 200, spacing: 50)        // m = −1.25: Swiper divides by the size
        try g.setTransform(.coverflow(SwiperCoverflow()))
        #expect(entry(g, 1, 4, 3) == -125 && entry(g, 1, 4, 1) == 250)
    }

    @Test("Swiper cards: stacked, (8 − 0.75|p|)·|p| % along, −100·|p| deep, −2·p° about z at the bottom edge's middle")
    func cards() throws {
        let c = try carousel(item: 200)                     // 200 × 100: the turn is about (0, 50)
        try c.setTransform(.cards(SwiperCards()))
        // Turned by a about (0, 50) and scaled by k: x gains k·50·sin a, y gains 50 − k·50·cos a.
        func x(_ a: Double, _ k: Double = 1) -> Double { k * 50 * DeterministicMath.sin(a * pi / 180) }
        func y(_ a: Double, _ k: Double = 1) -> Double { 50 - k * 50 * DeterministicMath.cos(a * pi / 180) }
        #expect(close(entry(c, 1, 4, 1), 14.5 + x(2)) && close(entry(c, 1, 4, 2), y(2)) && entry(c, 1, 4, 3) == -100)
        #expect(close(entry(c, 1, 1, 2), DeterministicMath.sin(2 * pi / 180)))
        #expect(close(entry(c, -2, 4, 1), -26 + x(-4)) && entry(c, -2, 4, 3) == -200)
        #expect(close(entry(c, 6, 4, 1), 40 + x(8)) && entry(c, 6, 4, 3) == -400)      // p clamped to −4
        var l = SwiperCards(); l.lift = true
        try c.setTransform(.cards(l))
        // p = ½: s = 1, −15°, scale ¾, 103.625 % of 200 × ½ back, 12.5 % of 100 up, 50 deep.
        #expect(close(entry(c, -0.5, 4, 1), -103.625 + x(-15, 0.75)) && close(entry(c, -0.5, 4, 2), -12.5 + y(-15, 0.75)))
        #expect(entry(c, -0.5, 4, 3) == -50)
        #expect(close(entry(c, -0.5, 1, 1), 0.75 * DeterministicMath.cos(-15 * pi / 180)))
        #expect(close(entry(c, -0.5, 1, 2), 0.75 * DeterministicMath.sin(-15 * pi / 180)))
    }

    @Test("Fade: 1 − min(f, range)/range·(1 − minAlpha) outside [min, max]")
    func fade() throws {
        let c = try carousel()
        #expect(c.opacity(offset: 1e6) == 1)
        try c.setFade(CarouselFade(fadeMin: -1, fadeMax: 1, fadeRange: 2, fadeMinAlpha: 0.2))
        #expect(c.opacity(offset: 0) == 1 && c.opacity(offset: 1) == 1)
        #expect(close(c.opacity(offset: 2), 0.6) && close(c.opacity(offset: -4), 0.2))
        try c.setFade(nil)
        #expect(c.opacity(offset: 2) == 1)
    }

    @Test("Depth: iCarousel's corner z (cover flow: the right side nearer), then farther from the centre behind, then the lower slot")
    func depth() throws {
        let c = try carousel(item: 200)
        try c.setTransform(.iCarousel(.coverFlow, .defaults(for: .coverFlow)))
        try c.setWindow(margin: 0, halfWidth: 2)
        let r = try records(c)
        #expect(r.map { $0[1] } == [-2, -1, 0, 1, 2])
        #expect(r.map { $0[20] } == [0, 1, 4, 3, 2])
        #expect(r.map { $0[19] } == [1, 1, 1, 1, 1])
        #expect(r[3][17] == -100 && r[3][2] == 0.5 * 2)     // z; u = 1·200/200
    }
}
