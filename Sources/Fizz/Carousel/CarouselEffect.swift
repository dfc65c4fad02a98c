//===--- CarouselEffect.swift --------------------------------------------===//
// Part of Fizz. One item's matrix from its offset: the transform, the path, the perspective.
//===---------------------------------------------------------------------===//

/// The parts of a carousel an item's look depends on, gathered so that the look is a pure
/// function of the offset (never of touch state): layout, item count, path, transform,
/// perspective and viewpoint.
struct CarouselLook {
    var layout: CarouselLayout
    var count: Int
    var path: CarouselPath
    var transform: CarouselTransform
    /// iCarousel's `perspective`, m34 of the base transform (−1/500).
    var perspective: Double
    /// iCarousel's `viewpointOffset`, pt.
    var viewpointX: Double
    var viewpointY: Double

    /// The item's matrix at `offset` items (from item-centred coordinates to coordinates
    /// centred on the viewport, pt, y down, z toward the viewer): the transform's own part E,
    /// then the move to its place on the path (offset·pitch along the axis when the transform
    /// keeps the row, path(u)·crossExtent/2 across), then iCarousel's base transform
    /// (a shift by −viewpoint, then m34 = perspective): M = E · T(place) · T(−viewpoint) · P.
    /// `u` is the offset's normalized coordinate (`layout.normalizedOffset`), `pathValue` the
    /// path at u (the carousel answers custom paths).
    func matrix(_ offset: Double, normalized u: Double, pathValue: Double) -> CarouselMatrix {
        let along = transform.isOnPath ? offset * layout.pitch : 0
        let cross = pathValue * layout.crossExtent / 2
        let e = local(offset, u)
        let placed = layout.isVertical ? e.translated(cross - viewpointX, along - viewpointY, 0)
                                       : e.translated(along - viewpointX, cross - viewpointY, 0)
        return placed.withPerspective(perspective)
    }

    /// The transform's own part E at `offset` items and normalized coordinate `u`.
    func local(_ o: Double, _ u: Double) -> CarouselMatrix {
        let v = layout.isVertical
        switch transform {
        case .none:
            return CarouselMatrix()
        case .rotate(let t):
            return .rotation(t.angle(u), .z)
        case .scale(let t):
            let k = t.factor(u)
            return .scale(k, k, 1)
        case .scaleRotate(let t):
            let k = t.transformScale.factor(u)
            return CarouselMatrix.rotation(t.transformRotate.angle(u), .z).then(.scale(k, k, 1))
        case .iCarousel(let type, let options):
            return iCarousel(type, options, o, v)
        case .coverflow(let c):
            let m = -(o * layout.pitch / layout.itemAlong) * c.modifier
            let k = 1 - (1 - c.scale) * m.magnitude
            let turn = v ? CarouselMatrix.rotation(-c.rotate * m * degrees, .x) : .rotation(c.rotate * m * degrees, .y)
            let turned = CarouselMatrix.scale(k, k, 1).then(turn)
            return v ? turned.translated(0, c.stretch * m, -c.depth * m.magnitude)
                     : turned.translated(c.stretch * m, 0, -c.depth * m.magnitude)
        case .cards(let c):
            return cards(c, o, v)
        }
    }

    /// Swiper's cards (see `SwiperCards`).
    func cards(_ c: SwiperCards, _ o: Double, _ v: Bool) -> CarouselMatrix {
        let p = Swift.min(Swift.max(-o, -4), 4), a = p.magnitude
        var turn = -c.perSlideRotate * p, add = c.perSlideOffset - a * 0.75, shrink = 0.0, lift = 0.0
        if c.lift && a > 0 && a < 1 {
            let s = (1 - ((a - 0.5) / 0.5).magnitude).squareRoot()
            turn += -28 * p * s
            shrink = 0.5 * s
            add += 96 * s
            lift = (c.rotate || !v ? -25 : 0) * s * a
        }
        let along = (p < 0 ? 1 : (p > 0 ? -1 : 0)) * add * a / 100 * layout.itemAlong
        let across = lift / 100 * layout.itemCross
        let k = 1 - shrink * a
        // Swiper's CSS gives the slides `transform-origin: center bottom`: the scale and the
        // turn are about the middle of the item's bottom edge (0, h/2), y down, so the matrix
        // is T(0, −h/2, 0) · scale · rotateZ · T(0, h/2, 0), then Swiper's translate3d.
        let bottom = layout.itemHeight / 2
        let turned = CarouselMatrix.translation(0, -bottom, 0).then(.scale(k, k, 1))
            .then(.rotation(c.rotate ? turn * degrees : 0, .z)).translated(0, bottom, 0)
        return v ? turned.translated(across, along, -c.depth * a) : turned.translated(along, across, -c.depth * a)
    }

    /// iCarousel's `transformForItemViewWithOffset:` without its base transform, `itemWidth`
    /// being the pitch. Not kept in the matrix: its +0.01 pt shifts (cylinder, wheel), which
    /// only serve its depth sort; `Carousel.depthKey` adds the wheel's 0.01·offset to the
    /// sort key instead, so the matrices stay the geometry alone.
    func iCarousel(_ type: ICarouselType, _ opt: ICarouselOptions, _ o: Double, _ v: Bool) -> CarouselMatrix {
        let w = layout.pitch
        let n = opt.count > 0 ? opt.count : Double(Swift.max(count, 1))
        func along(_ a: Double, _ z: Double) -> CarouselMatrix { v ? .translation(0, a, z) : .translation(a, 0, z) }
        switch type {
        case .linear:
            return along(o * w * opt.spacing, 0)
        case .rotary, .invertedRotary:
            let half = DeterministicMath.sinCos(opt.arc / 2 / n)
            var r = opt.radius != 0 ? opt.radius : Swift.max(w * opt.spacing / 2, w * opt.spacing / 2 / (half.sin / half.cos))
            var angle = o / n * opt.arc
            if type == .invertedRotary { r = -r; angle = -angle }
            let sc = DeterministicMath.sinCos(angle)
            return along(r * sc.sin, r * sc.cos - r)
        case .cylinder, .invertedCylinder:
            let half = DeterministicMath.sinCos(opt.arc / 2 / n)
            var r = opt.radius != 0 ? opt.radius : Swift.max(0.01, w * opt.spacing / 2 / (half.sin / half.cos))
            var angle = o / n * opt.arc
            if type == .invertedCylinder { r = -r; angle = -angle }
            let turn = v ? CarouselMatrix.rotation(-angle, .x) : .rotation(angle, .y)
            return CarouselMatrix.translation(0, 0, r).then(turn).translated(0, 0, -r)
        case .wheel, .invertedWheel:
            var r = opt.radius != 0 ? opt.radius : w * opt.spacing * n / opt.arc
            var angle = opt.arc / n
            if type == .invertedWheel { r = -r; angle = -angle }
            let turn = CarouselMatrix.rotation(angle * o, .z)
            return v ? CarouselMatrix.translation(r, 0, 0).then(turn).translated(-r, 0, 0)
                     : CarouselMatrix.translation(0, -r, 0).then(turn).translated(0, r, 0)
        case .coverFlow, .coverFlow2:
            var c = Swift.max(-1, Swift.min(1, o))
            if type == .coverFlow2 {
                // Flat within ½ item of the centre, fully turned past it, flipping over
                // `flipWidth` items around ±½: iCarousel's look under a finger, without its
                // dependence on whether one is down.
                let t = Swift.max(0, Swift.min(1, (o.magnitude - 0.5) / opt.flipWidth + 0.5))
                c = o < 0 ? -t : t
            }
            let x = (c * 0.5 * opt.tilt + o * opt.spacing) * w
            let z = c.magnitude * -w * 0.5
            let turn = v ? CarouselMatrix.rotation(c * DeterministicMath.pi / 2 * opt.tilt, .x)
                         : .rotation(-c * DeterministicMath.pi / 2 * opt.tilt, .y)
            return v ? turn.translated(0, x, z) : turn.translated(x, 0, z)
        case .timeMachine, .invertedTimeMachine:
            let s = type == .invertedTimeMachine ? -1.0 : 1.0
            return along(s * o * w * s * opt.tilt, s * o * w * opt.spacing)
        }
    }
}
