//===--- BubbleWorld+Step.swift ------------------------------------------===//
// Part of Fizz. Advancing time: the accumulator and one substep.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Advances the world by `dt` seconds (0...`maxStepTime`), in fixed substeps.
    ///
    /// Time left over (less than one substep) is kept for the next call, so the motion does not
    /// depend on how the host slices time. A settled world does nothing until woken.
    public func step(_ dt: Double) throws(FizzError) {
        try Check.range(dt, 0, BubbleWorldDef.maxStepTime)
        pickerBeginStep()
        defer { pickerEndStep() }
        if isSettled { return }
        let h = 1.0 / def.substepRate
        accumulator += dt
        // The tolerance absorbs the rounding of `accumulator` sums (1/120 + 1/120 vs 1/60).
        let threshold = h * (1 - 1e-9)
        while accumulator >= threshold {
            accumulator -= h
            if accumulator < 0 { accumulator = 0 }
            substep(h)
            if isSettled { accumulator = 0; break }
        }
    }

    /// One fixed substep of `h` seconds.
    func substep(_ h: Double) {
        pickerSubstep(h)
        if contactsDirty || substepCount % collideInterval == 0 {
            collide()
            contactsDirty = false
        }
        let solver = ContactSolver(world: self, h: h)
        integrateVelocities(h)
        solver.warmStart()
        var it: Int32 = 0
        while it < def.iterations { solver.solve(useBias: true); it += 1 }
        integratePositions(h)
        it = 0
        while it < def.iterations { solver.solve(useBias: false); it += 1 }
        substepCount &+= 1
        updateRest(h)
    }

    /// `v ← (v + h·a) / (1 + c·h)`: the field, then Box2D-style damping (stable for any c·h).
    func integrateVelocities(_ h: Double) {
        let field = AttractionField(kind: def.attraction, strength: def.strength, anchor: anchorPoint)
        let damp = 1.0 / (1.0 + h * def.damping)
        let b = bodies
        let px = b.px, py = b.py, vx = b.vx, vy = b.vy, r = b.radius
        for i in 0..<b.count {
            let a = field.acceleration(x: px[i], y: py[i], radius: r[i])
            vx[i] = (vx[i] + h * a.x) * damp
            vy[i] = (vy[i] + h * a.y) * damp
        }
    }

    func integratePositions(_ h: Double) {
        let b = bodies
        let px = b.px, py = b.py, vx = b.vx, vy = b.vy
        for i in 0..<b.count {
            px[i] = px[i] + h * vx[i]
            py[i] = py[i] + h * vy[i]
        }
    }

    /// Settling: when every bubble has stayed slower than `sleepSpeed` for `sleepTime`, the
    /// world stops (velocities zeroed, so it wakes exactly where it stopped).
    func updateRest(_ h: Double) {
        if def.sleepSpeed <= 0 || bodies.count == 0 { restTime = 0; return }
        let b = bodies
        let limit = def.sleepSpeed * def.sleepSpeed
        var fastest = 0.0
        for i in 0..<b.count {
            let s = b.vx[i] * b.vx[i] + b.vy[i] * b.vy[i]
            if s > fastest { fastest = s }
        }
        if fastest > limit { restTime = 0; return }
        restTime += h
        if restTime >= def.sleepTime {
            b.vx.fill(0, count: b.count)
            b.vy.fill(0, count: b.count)
            isSettled = true
        }
    }
}
