//===--- BubbleWorld+Bodies.swift ----------------------------------------===//
// Part of Fizz. Changing one bubble's physical state, and the world's size, from outside.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Sets a bubble's radius (pt, in `minRadius...maxRadius`) and density (mass per pt²); its mass
    /// follows. Contacts are refreshed at the next substep, so a growing bubble pushes its
    /// neighbours aside through the solver rather than by a jump.
    public func setRadius(_ id: BubbleID, _ radius: Double, density: Double? = nil) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try Check.radius(radius)
        let d = density ?? bodies.density[i]
        try Check.density(d)
        setBody(i, radius: radius, density: d)
        wake()
    }

    /// Sets a bubble's velocity in pt/s (each component within ±1e7).
    public func setVelocity(_ id: BubbleID, _ v: Vec2) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try Check.range(v.x, -1e7, 1e7)
        try Check.range(v.y, -1e7, 1e7)
        bodies.vx[i] = v.x; bodies.vy[i] = v.y
        wake()
    }

    /// Moves a bubble to `p` (points, within ±`maxExtent`), keeping its velocity.
    public func setPosition(_ id: BubbleID, _ p: Vec2) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try Check.range(p.x, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.range(p.y, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        bodies.px[i] = p.x; bodies.py[i] = p.y
        structureChanged()
    }

    /// Resizes the world to `width × height` pt, scaling every bubble's position by the same
    /// factors (as the seed does on rotation), so the cloud keeps its shape relative to the
    /// rectangle; radii and velocities are unchanged. The anchor is a fraction, so it follows.
    /// Sides in `minSide...maxExtent`, so the factors are at most 1e7 and nothing overflows.
    public func resize(width: Double, height: Double) throws(FizzError) {
        try Check.side(width)
        try Check.side(height)
        let sx = width / size.x, sy = height / size.y
        let b = bodies
        for i in 0..<b.count {
            b.px[i] = clampExtent(b.px[i] * sx)
            b.py[i] = clampExtent(b.py[i] * sy)
        }
        size = Vec2(width, height)
        structureChanged()
    }

    /// Writes radius, density and the mass they give into body `i` (values already valid), and
    /// has contacts rebuilt at the next substep.
    @inline(__always) func setBody(_ i: Int, radius r: Double, density d: Double) {
        writeBody(i, radius: r, density: d)
        contactsDirty = true
    }

    /// Writes radius, density and mass without scheduling a rebuild: for small changes made
    /// every substep (the solver reads radii live; the caller rebuilds when they add up).
    @inline(__always) func writeBody(_ i: Int, radius r: Double, density d: Double) {
        bodies.radius[i] = r
        bodies.density[i] = d
        bodies.invMass[i] = BodyStore.inverseMass(radius: r, density: d)
    }

    /// `v` clamped to ±`maxExtent`; NaN (which no accepted input makes) becomes 0, so a
    /// resize can never spread a bad value.
    @inline(__always) func clampExtent(_ v: Double) -> Double {
        let m = BubbleWorldDef.maxExtent
        if !(v == v) { return 0 }
        return v < -m ? -m : (v > m ? m : v)
    }
}
