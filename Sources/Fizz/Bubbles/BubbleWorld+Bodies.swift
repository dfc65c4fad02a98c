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

    /// Sets a bubble's velocity in pt/s (each component within ±`maxSpeed`, 1e7).
    public func setVelocity(_ id: BubbleID, _ v: Vec2) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try Check.range(v.x, -BubbleWorldDef.maxSpeed, BubbleWorldDef.maxSpeed)
        try Check.range(v.y, -BubbleWorldDef.maxSpeed, BubbleWorldDef.maxSpeed)
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
    @inline(__always) func clampExtent(_ v: Double) -> Double { BubbleWorld.clamp(v, BubbleWorldDef.maxExtent) }

    /// `v` clamped to ±`m`; NaN becomes 0.
    @inline(__always) static func clamp(_ v: Double, _ m: Double) -> Double {
        if !(v == v) { return 0 }
        return v < -m ? -m : (v > m ? m : v)
    }

    /// Pulls every centre back within ±`maxExtent` pt and every velocity component within
    /// ±`maxSpeed` pt/s: the world's reach between calls, which a restore then checks (see
    /// `BubbleWorldDef.maxExtent`). A step ends with it. Inside the reach it changes nothing,
    /// so ordinary motion keeps its bits; one pass over four columns, O(bubbles).
    ///
    /// Why the check goes on bit patterns, a chunk at a time: a value is inside when its
    /// magnitude's bits (sign cleared) are at most the bound's, which for doubles is the same
    /// order as the values' (a NaN's bits are above infinity's: outside, as it was). Then
    /// `bound − bits` wraps, setting the top bit, exactly when a value is outside, so a chunk is
    /// checked with integer subtractions and ORs and no branch per value (in lanes where the
    /// compiler can), and only a chunk with a value outside takes the clamping loop. The scene
    /// of 30,000 bubbles spent about 1 % of a step here with a compare and branch per value.
    func keepWithinReach() {
        let b = bodies, n = b.count, e = BubbleWorldDef.maxExtent, s = BubbleWorldDef.maxSpeed
        let px = b.px.base, py = b.py.base, vx = b.vx.base, vy = b.vy.base
        let signless: UInt64 = 0x7FFF_FFFF_FFFF_FFFF
        let eb = e.bitPattern, sb = s.bitPattern
        var i0 = 0
        while i0 < n {
            let i1 = n - i0 > BubbleWorld.reachChunk ? i0 + BubbleWorld.reachChunk : n
            var outside: UInt64 = 0
            var i = i0
            while i < i1 {
                outside |= (eb &- (px[i].bitPattern & signless)) | (eb &- (py[i].bitPattern & signless))
                    | (sb &- (vx[i].bitPattern & signless)) | (sb &- (vy[i].bitPattern & signless))
                i += 1
            }
            if outside >> 63 != 0 { clampToReach(i0, i1) }
            i0 = i1
        }
    }

    /// Bodies per chunk of `keepWithinReach`'s check: 8 KB of each column, checked whole
    /// before any is clamped.
    static let reachChunk = 1024

    /// `keepWithinReach`'s clamping of bodies `i0..<i1`, value by value.
    private func clampToReach(_ i0: Int, _ i1: Int) {
        let b = bodies, e = BubbleWorldDef.maxExtent, s = BubbleWorldDef.maxSpeed
        let px = b.px.base, py = b.py.base, vx = b.vx.base, vy = b.vy.base
        var i = i0
        while i < i1 {
            if !(px[i].magnitude <= e) { px[i] = BubbleWorld.clamp(px[i], e) }
            if !(py[i].magnitude <= e) { py[i] = BubbleWorld.clamp(py[i], e) }
            if !(vx[i].magnitude <= s) { vx[i] = BubbleWorld.clamp(vx[i], s) }
            if !(vy[i].magnitude <= s) { vy[i] = BubbleWorld.clamp(vy[i], s) }
            i += 1
        }
    }
}
