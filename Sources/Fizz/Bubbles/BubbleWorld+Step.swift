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
    /// contact visited once by the broad phase, a solver pass, the rest detector or a driver's hook; a collide
    /// counts `collideVisitsPerBubble` visits per bubble; see `lastStepWork`). A
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
        // The store is the truth when a call begins: the host may have changed it since.
        solverBodies.current = false
        while n >= 1 {
            // Spent: the remaining whole substeps are dropped (the fraction already carried).
            if lastStepWork >= budget { lastStepBudgetHit = true; break }
            n -= 1
            // The driver's work comes first in every substep; what it still has under way (an
            // animation, a held finger) keeps the world awake. A driver that reads or writes
            // the bodies sees them in the store, and what it wrote is gathered from there.
            // Its work is charged like the solver's: the store written for it (a scatter of
            // every body) and what the hook reports it visited.
            if driver.touchesBodies() {
                if solverBodies.storeBehind { lastStepWork &+= Int64(bodies.count) }
                writeBack()
                solverBodies.current = false
            }
            let hook = driver.substep(h)
            if hook.awake { rest.keepAwake() }
            lastStepWork &+= hook.work
            collideIfDue()
            // The substeps after this one up to the next collide may join its wavefront when
            // the driver's hooks would do nothing in them (see `fusableSubsteps`).
            let more = driver.idle() ? fusableSubsteps(h, upTo: 1 + Int(n), budget: budget - lastStepWork) - 1 : 0
            n -= Double(more)
            // The store is read next (the call ends, or the next substep collides): the job's
            // last pass hands each block's bodies to it as it finishes them.
            let storeNext = scattersInPasses && (n < 1 || (substepCount &+ 1 &+ UInt64(more)) % collideInterval == 0)
            substeps(h, 1 + more, budget: budget - lastStepWork, scatters: storeNext)
            if rest.isSettled { clock.pending = 0; break }
        }
        writeBack()
        solverBodies.current = false
        keepWithinReach()
    }

    /// The work units one substep costs with `iterations` solver iterations over the current
    /// contacts: the gather, integrate and scatter (one visit each), and a velocity and a
    /// relax pass per iteration, each visiting every bubble and contact once; and, when the
    /// world can come to rest (`sleepSpeed` > 0), one visit of every bubble for its fastest
    /// speed (`updateRest`'s scan after a substep alone, or the tracking in the last pass of
    /// fused ones: `fusableSubsteps` counts it as each of them does).
    /// (Wrapping products: iterations ≤ 64 and visits ≤ 34 per bubble keep them far inside an
    /// Int64, and a checked 64-bit multiply needs a 128-bit helper wasm32 does not link.)
    ///
    /// Why the rest visit counts: uncounted, the scan was about 7 % of a picker's substep that the
    /// budget did not see.
    func substepWork(iterations: Int64) -> Int64 {
        let visits = Int64(bodies.count) &+ Int64(contacts.count) &+ Int64(contacts.wallCount)
        let rest = def.sleepSpeed > 0 ? Int64(bodies.count) : 0
        return (2 &* iterations &+ 1) &* visits &+ rest
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

    /// Finds the contacts when a substep starts on a collide (every `collideInterval` substeps,
    /// or when something changed the bubbles since the last one).
    func collideIfDue() {
        if contactsDirty || substepCount % collideInterval == 0 {
            writeBack()   // collide reads the store
            collide()
            solverBodies.current = true   // the rebuild copied the store into the solver's bodies
            contactsDirty = false
            lastStepWork &+= collideWork()
        }
    }

    /// Work units one collide counts per bubble: it visits every bubble about six times (the
    /// store written back, the grid measured, binned and sorted, the solver's copy rebuilt, and
    /// each bubble's neighbour cells scanned), where a solver pass visits it once. Counted as one
    /// visit, a collide in every substep (bubbles that grow dirty the contacts every substep) hid
    /// most of a step's cost from the budget.
    static let collideVisitsPerBubble: Int64 = 6

    /// The work units of the collide just done: `collideVisitsPerBubble` per bubble and one per
    /// contact found (pair or wall).
    func collideWork() -> Int64 {
        BubbleWorld.collideVisitsPerBubble &* Int64(bodies.count) &+ Int64(contacts.count) &+ Int64(contacts.wallCount)
    }

    /// How many of the next `most` substeps (the coming one first, its collide done) can run as
    /// one wavefront within `budget` work units (`SolverBlocks`) with the bits and the bookkeeping of running them one by
    /// one: 1 when only the coming one can.
    ///
    /// Why these limits: every substep must be what it is alone. None after the first may
    /// collide (`collideIfDue` would fire: the contacts are fixed between collides); each must
    /// run every iteration within the work budget (its cost is fixed by those contacts); the
    /// world must not be able to come to rest before the last (it would stop with that
    /// substep's velocities zeroed, and the later substeps must not have run): rest needs
    /// `restTime` to reach `sleepTime`, and it grows by `h` per slow substep or starts again at 0, so
    /// if adding `h` per substep to today's `restTime` stays short of it, no outcome of the
    /// speeds reaches it (a rounded sum is monotone in its terms). And the passes of all of
    /// them fit the bookkeeping (`SolverBlocks.maxPasses`). A small world (`runWhole`), a
    /// refused plan and `fusesSubsteps` off give 1.
    func fusableSubsteps(_ h: Double, upTo most: Int, budget: Int64) -> Int {
        if most < 2 || !fusesSubsteps || solverBodies.count < wavefrontMinimumBodies || !solverBlocks.plan(self) {
            return 1
        }
        var k = most
        let interval = collideInterval
        let untilCollide = interval - substepCount % interval
        if UInt64(k) > untilCollide { k = Int(untilCollide) }
        let perSubstep = SolverJob.passesPerSubstep(iterations: Int(def.iterations))
        if 1 + k * perSubstep > SolverBlocks.maxPasses { k = (SolverBlocks.maxPasses - 1) / perSubstep }
        let each = substepWork(iterations: Int64(def.iterations))
        if each > 0 && Int64(k) > budget / each { k = Int(budget / each) }
        if def.sleepSpeed > 0 && solverBodies.count > 0 {
            var t = rest.restTime, j = 0
            while j < k {
                t += h
                if t >= def.sleepTime { break }
                j += 1
            }
            k = j
        }
        return k < 1 ? 1 : k
    }

    /// `count` fixed substeps of `h` seconds between two collides (the first's done), within
    /// `budget` work units when it can: a single substep's iterations are cut to what the
    /// budget still holds (never below one); several (`fusableSubsteps`) always fit it whole.
    /// `lastStepWork`, the substep count and the rest detector move on as for each in turn.
    /// `scatters`: the store is read after these substeps (`writeBack`), so their last pass
    /// writes each block's bodies to it as it finishes the block (`SolverJob.scatters`).
    /// (Not generic over the driver: one copy of the hot code whoever drives the world.)
    func substeps(_ h: Double, _ count: Int, budget: Int64 = .max, scatters: Bool = false) {
        var iterations = def.iterations
        let full = substepWork(iterations: Int64(iterations))
        if count == 1 && full > budget {
            let perIteration = substepWork(iterations: 1) - substepWork(iterations: 0)
            let fits = perIteration > 0 ? (budget - substepWork(iterations: 0)) / perIteration : Int64(iterations)
            iterations = fits < 1 ? 1 : Int32(truncatingIfNeeded: fits < Int64(iterations) ? fits : Int64(iterations))
            lastStepBudgetHit = true
        }
        let solver = ContactSolver(world: self, h: h)
        let field = AttractionField(kind: def.attraction, strength: def.strength, anchor: anchorPoint)
        let damp = 1.0 / (1.0 + h * def.damping)
        // Between the substeps of one call nothing but the solver touches the bodies (a driver
        // that does says so first, and collide reads the store after `writeBack`), so the
        // solver's copy stays live: the next substep gathers from it in place, and the store is
        // written once, when the call ends. Past the L2 cache the store round trip through the
        // body order was a fifth of a substep; the values are the same, so are the bits.
        let fromStore = !solverBodies.current
        // Several substeps track their fastest speeds as their blocks finish, for the rest
        // detector to read in order afterwards; one scans its bodies after it (`updateRest`).
        let tracks = count > 1 && def.sleepSpeed > 0
        let fastest = solverBlocks.fastest.base
        if tracks {
            var k = 0
            while k < count { fastest[k] = 0; k += 1 }
        }
        let job = SolverJob(solver: solver, store: bodies, fromStore: fromStore, field: field, damp: damp,
                            iterations: Int(iterations), substeps: count, fastest: tracks ? fastest : nil,
                            scatters: scatters)
        // Worker threads, natively and when `threads > 1`, run the same passes in a pipeline
        // with the same bits (SolverThreads.swift); otherwise, and in wasm, they run here: as a
        // wavefront over blocks (SolverBlocks.swift), in a small world too (always a single
        // substep there: `fusableSubsteps`), since the plan says where the passes' pairs break;
        // one pass after another, every contact alone, when the budget has no room for a plan.
        if !solveOnWorkers(job) {
            if solverBlocks.plan(self) {
                solverBlocks.runWavefront(job)
            } else {
                SolverBlocks.runWhole(job)
            }
        }
        solverBodies.current = true
        solverBodies.storeBehind = !scatters   // and again if the world comes to rest below
        if count > 1 { fusedSubsteps &+= UInt64(count) }
        var k = 0
        while k < count {
            lastStepWork &+= substepWork(iterations: Int64(iterations))
            clock.count &+= 1
            if count == 1 { updateRest(h) } else { observeRest(tracks ? fastest[k] : 0, h) }
            k += 1
        }
    }

    /// Writes the solver's positions and velocities back to the store when it lacks the last
    /// substeps' (see `SolverBodies.storeBehind`): before anything reads the store.
    func writeBack() {
        let sb = solverBodies
        if !sb.storeBehind { return }
        ContactSolver(world: self, h: 1.0 / def.substepRate).scatter(to: bodies)
        sb.storeBehind = false
    }

    /// Settling: when every bubble has stayed slower than `sleepSpeed` for `sleepTime`, the
    /// world stops (velocities zeroed, so it wakes exactly where it stopped). Reads the
    /// solver's copy, which a substep leaves newer than the store (the fastest speed is the
    /// same whatever the order the bodies are visited in).
    /// (No scan when the world never rests, `sleepSpeed` 0: `observeRest` reads no speed then,
    /// and `substepWork` counts none.)
    func updateRest(_ h: Double) {
        let sb = solverBodies
        observeRest(sb.count == 0 || def.sleepSpeed <= 0 ? 0 : SolverBody.fastestSquared(sb.state.base, sb.count), h)
    }

    /// Feeds the rest detector one substep of `h` seconds whose fastest speed² was `fastest`,
    /// (pt/s)², and zeroes the velocities when the world comes to rest with it.
    func observeRest(_ fastest: Double, _ h: Double) {
        let sb = solverBodies
        if def.sleepSpeed <= 0 || sb.count == 0 { rest.keepAwake(); return }
        restTrace = (restTrace ^ fastest.bitPattern) &* 0x100_0000_01b3
        if rest.observe(fastestSquared: fastest, limitSquared: def.sleepSpeed * def.sleepSpeed, h: h, restAfter: def.sleepTime) {
            let st = sb.state.base, n = sb.count
            var k = 0
            while k < n { st[k].vx = 0; st[k].vy = 0; k += 1 }
            sb.storeBehind = true   // a scatter in the substeps' last pass wrote the velocities before
        }
    }
}
