//===--- BubbleWorld+Step.swift ------------------------------------------===//
// Part of Fizz. Advancing time: the accumulator and one substep.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Advances the world by `dt` seconds (0...`maxStepTime`), in fixed substeps.
    ///
    /// Time left over (less than one substep) is kept for the next call, so the motion does not
    /// depend on how the host slices time. A settled world does nothing until woken.
    ///
    /// One call runs at most `maxStepSubsteps` substeps; time beyond them is dropped (the
    /// leftover fraction of a substep is still kept), so a long `dt` at a high rate with many
    /// iterations costs a bounded amount of work instead of freezing the host. Slicing gives the
    /// same bits as long as no call reaches the cap.
    ///
    /// Work: one call does at most `BubbleWorldDef.maxStepWork` units of work (a bubble or a
    /// contact visited once by the broad phase or a solver pass; see `lastStepWork`). A
    /// substep that would pass it runs with fewer iterations (at least one), and once it is
    /// spent the call stops and drops its remaining whole substeps, as at the substep cap: a
    /// pile degrades its answer (it runs slow, it pushes apart over more calls) instead of
    /// freezing its host. `lastStepBudgetHit` tells the host. The first substep of a call always
    /// runs, with one iteration at least: its cost is bounded by the contact cap (fewer than
    /// `contactCap × count` contacts).
    ///
    /// Memory: everything the step can need for the bubbles it has is reserved before it
    /// changes anything (`reserveForStep`), so a step that does not fit the budget is refused
    /// whole (`.overBudget`, `.allocationFailed`) and the world is unchanged.
    public func step(_ dt: Double) throws(FizzError) { try step(dt, driver: NoDriver()) }

    /// `step(dt)` with a driver's hooks (see `BubbleWorldDriver`): reserved for before the
    /// step, called at its start, before every substep and at its end.
    func step<D: BubbleWorldDriver>(_ dt: Double, driver: D) throws(FizzError) {
        try Check.range(dt, 0, BubbleWorldDef.maxStepTime)
        try reserveForStep()
        try driver.reserveStep()
        lastStepWork = 0
        lastStepBudgetHit = false
        driver.beginStep()
        defer { driver.endStep() }
        if isSettled { return }
        let h = 1.0 / def.substepRate
        let due = clock.advance(dt, rate: def.substepRate, cap: Int32.max)
        let cap = Double(maxStepSubsteps)
        var n = due < cap ? due : cap
        if due > cap { lastStepBudgetHit = true }
        let budget = BubbleWorldDef.maxStepWork
        while n >= 1 {
            // Spent: the remaining whole substeps are dropped (the fraction already carried).
            if lastStepWork >= budget { lastStepBudgetHit = true; break }
            n -= 1
            // The driver's work comes first in every substep; what it still has under way (an
            // animation, a held finger) keeps the world awake.
            if driver.substep(h) { rest.keepAwake() }
            substep(h, budget: budget - lastStepWork)
            if rest.isSettled { clock.pending = 0; break }
        }
        keepWithinReach()
    }

    /// The work units one substep costs with `iterations` solver iterations over the current
    /// contacts: the gather, integrate and scatter (one visit each), and a velocity and a
    /// relax pass per iteration, each visiting every bubble and contact once.
    /// (Wrapping products: iterations ≤ 64 and visits ≤ 34 per bubble keep them far inside an
    /// Int64, and a checked 64-bit multiply needs a 128-bit helper wasm32 does not link.)
    func substepWork(iterations: Int64) -> Int64 {
        let visits = Int64(bodies.count) &+ Int64(contacts.count) &+ Int64(contacts.wallCount)
        return (2 &* iterations &+ 1) &* visits
    }

    /// Reserves, within the budget, the storage every substep of a step can need for the
    /// current bubbles: grid, solver copy, contacts (3 per body, or as many as the last collide
    /// wanted) and the reorder scratch (a driver reserves its own after this). Once a world has stepped at its
    /// size, this allocates nothing. The one thing a step may still grow is its contacts, when
    /// bubbles are pushed closer than ever before; if the budget refuses that, the collide keeps
    /// the contacts that fit (in pair order) and the next step asks for the rest here first.
    func reserveForStep() throws(FizzError) {
        let n = bodies.count
        try bodies.reserveForStep()
        try grid.reserve(bodies: n)
        try solverBodies.reserve(bodies: n, slots: bodies.slotCount)
        try contacts.reserve(bodies: n)
    }

    /// The most substeps one `step` call runs: `maxStepPasses / iterations` (2400 at one
    /// iteration: 2 s at the default 1200 Hz, more than the longest `dt`).
    public var maxStepSubsteps: Int32 { BubbleWorldDef.maxStepPasses / def.iterations }

    /// One fixed substep of `h` seconds, within `budget` work units when it can: its
    /// iterations are cut to what the budget still holds (never below one), and
    /// `lastStepWork` grows by what it did.
    /// (Not generic over the driver: one copy of the hot code whoever drives the world.)
    func substep(_ h: Double, budget: Int64 = .max) {
        if contactsDirty || substepCount % collideInterval == 0 {
            collide()
            contactsDirty = false
            lastStepWork &+= Int64(bodies.count) + Int64(contacts.count) + Int64(contacts.wallCount)
        }
        var iterations = def.iterations
        let full = substepWork(iterations: Int64(iterations))
        if full > budget {
            let perIteration = substepWork(iterations: 1) - substepWork(iterations: 0)
            let fits = perIteration > 0 ? (budget - substepWork(iterations: 0)) / perIteration : Int64(iterations)
            iterations = fits < 1 ? 1 : Int32(truncatingIfNeeded: fits < Int64(iterations) ? fits : Int64(iterations))
            lastStepBudgetHit = true
        }
        lastStepWork &+= substepWork(iterations: Int64(iterations))
        let solver = ContactSolver(world: self, h: h)
        let field = AttractionField(kind: def.attraction, strength: def.strength, anchor: anchorPoint)
        let damp = 1.0 / (1.0 + h * def.damping)
        // Worker threads, natively and when `threads > 1`, run the same passes in a pipeline
        // with the same bits (SolverThreads.swift); otherwise, and in wasm, they run here.
        if !solveOnWorkers(solver, field: field, damp: damp, iterations: iterations) {
            solver.gather(from: bodies, field: field, damp: damp)
            solver.warmStart()
            solver.solve(useBias: true, passes: iterations)
            solver.integratePositions()
            solver.solve(useBias: false, passes: iterations)
            solver.scatter(to: bodies)
        }
        clock.count &+= 1
        updateRest(h)
    }

    /// Settling: when every bubble has stayed slower than `sleepSpeed` for `sleepTime`, the
    /// world stops (velocities zeroed, so it wakes exactly where it stopped).
    func updateRest(_ h: Double) {
        if def.sleepSpeed <= 0 || bodies.count == 0 { rest.keepAwake(); return }
        let b = bodies
        var fastest = 0.0
        let vx = b.vx.base, vy = b.vy.base, n = b.count
        var i = 0
        while i < n {
            let s = vx[i] * vx[i] + vy[i] * vy[i]
            if s > fastest { fastest = s }
            i += 1
        }
        if rest.observe(fastestSquared: fastest, limitSquared: def.sleepSpeed * def.sleepSpeed, h: h, restAfter: def.sleepTime) {
            b.vx.fill(0, count: b.count)
            b.vy.fill(0, count: b.count)
        }
    }
}
