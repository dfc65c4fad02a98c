//===--- SolverBlocks.swift ----------------------------------------------===//
// Part of Fizz. A substep's passes run block by block, each a block or two behind the last.
//===---------------------------------------------------------------------===//

// Why: a substep streams every circle contact three times (warm start, the biased pass, the relax
// pass), 40 bytes each (the 32-byte contact and its impulse; 48 before issue 26's round seven),
// about 2.9 per bubble. At 100,000 bubbles that was 14 MB a pass, past the L2 cache, and each
// pass read it all from far memory: per bubble, a step cost 1.6 times at 100,000 what it cost
// at 10,000. Run as a wavefront instead, every pass works on the blocks the pass before has
// just finished: a block's contacts come from memory once, for the warm start, and the biased
// and relax passes find them in the L2 cache a few blocks later.
//
// Why the bits stay: the rule of `SolverThreads.swift`. Pass `s + 1` may work on block `B` once
// pass `s` is done with every block that `B`'s contacts reach (a per-body pass: with `B` itself),
// and then every body sees the same operations in the same order as when the passes run one
// after another. The threads run that rule on several cores; here one thread follows it alone,
// which is just as exact, natively and in wasm.
//
// Why several substeps in one wavefront: between two collides the contacts do not change, so
// the substeps up to the next collide are one longer list of passes (substep 1's, then substep
// 2's, ...) and the same rule holds for it (contacts only reach forward, whatever pass comes
// next). A block's contacts then come from far memory once per collide instead of once per
// substep: the later substeps' passes find them in cache a few blocks behind the first's.
//
// Why the per-body work rides on the contact passes: integrating a block's bodies right after
// the last biased pass has solved the block, and gathering them for the next substep right
// after the last relax pass has, is the same computation as a pass of its own (see
// `SolverBlocks.run`), and leaves three passes a substep at one iteration instead of five. On
// the worker threads a pass goes no faster than the pass ahead of it, so a thread that took a
// gather or an integrate (a tenth of a contact pass) idled behind the solve ahead of it; and on
// one thread each pass is one more block in the wavefront's window.

/// The current contact set cut into blocks of `ContactSet.blockSize` solver indices: where each
/// block's circle and wall contacts start, and the last block its contacts reach. Made once per
/// collide; the worker threads (`SolverPool`) and the one-thread wavefront both run over it.
final class SolverBlocks {
    /// Per block: the first circle contact and wall contact (blocks + 1 entries each), and the
    /// last block its contacts reach.
    ///
    /// After the reaches, `reach` holds where each block's pairing breaks (`ContactSolver.breaks`):
    /// from `reach[reach[blockCount + b]]`, the block's contacts that the passes solve alone,
    /// ascending and numbered from the block's first contact, then its contact count. (In the
    /// reaches' column: a column of its own took fizz-simd.wasm past its size budget.)
    var contactStart = Column<Int32>(), wallStart = Column<Int32>(), reach = Column<Int32>()
    /// Per pass, the blocks it has finished (the wavefront's bookkeeping, `maxPasses` entries).
    var done = Column<Int32>()
    /// Per substep of a job, the fastest body's speed², (pt/s)², once its last pass is done
    /// (`SolverJob.fastest`; `maxPasses` entries, more than a job's substeps).
    var fastest = Column<Double>()
    var blockCount = 0
    /// The contact set `plan` was made for (`ContactSet.version`) and its solver body count.
    var plannedVersion: UInt64 = .max, plannedBodies = -1

    /// Passes one job can have: one substep's (its gather, the warm start and two per iteration;
    /// iterations ≤ 64, `BubbleWorldDef.validate`), and no more for a job of several substeps
    /// (`BubbleWorld.fusableSubsteps`), so the bookkeeping is as small as it was.
    static let maxPasses = 2 * 64 + 2

    /// Cuts the current contact set into blocks (once per collide): false when the world's
    /// budget has no room for the four small arrays (the caller then runs the passes whole).
    func plan(_ world: BubbleWorld) -> Bool {
        let c = world.contacts, n = world.solverBodies.count
        if !world.plansBlocks { return false }
        if plannedVersion == c.version && plannedBodies == n { return true }
        let size = ContactSet.blockSize
        let nb = (n + size - 1) / size
        do {
            try contactStart.reserve(nb + 1, keeping: 0, in: world.memory)
            try wallStart.reserve(nb + 1, keeping: 0, in: world.memory)
            // The breaks as many as the contacts' room, not their count: the room is reserved
            // before every step (`ContactSet.reserve`), so once warm a plan allocates nothing
            // while a pile's contact count moves (`fizz bench --quick` counts allocations).
            try reach.reserve(c.circles.capacity + 3 * nb, keeping: 0, in: world.memory)
            try done.reserve(SolverBlocks.maxPasses, keeping: 0, in: world.memory)
            try fastest.reserve(SolverBlocks.maxPasses, keeping: 0, in: world.memory)
        } catch { return false }
        let groups = c.groupStart.base, circles = c.circles.base, walls = c.walls.base
        let count = c.count, wallCount = c.wallCount
        let starts = contactStart.base, wallStarts = wallStart.base, reaches = reach.base
        // Block ranges from the pair-order index (`sortByColour` keeps each block's contacts
        // where pair order has them), clamped and kept increasing whatever the set holds.
        var last = 0, w = 0
        var b = 0
        while b <= nb {
            let first = b * size < n ? b * size : n
            var at = b == nb ? count : Int(groups[first])
            if at < last { at = last }
            if at > count { at = count }
            starts[b] = Int32(truncatingIfNeeded: at)
            last = at
            while w < wallCount && Int(walls[w].body) < first { w += 1 }
            wallStarts[b] = Int32(truncatingIfNeeded: b == nb ? wallCount : w)
            b += 1
        }
        // Each block's reach, and where its pairing breaks: the greedy pairing from the block's
        // first contact (where a pass over it starts), two neighbours at a time while they share
        // no body (`ContactSolver.disjoint`); a contact that is not the second of a pair and
        // cannot be the first of one goes alone.
        b = 0
        var m = 2 * nb
        let alone = reaches
        while b < nb {
            var far = b
            let lo = Int(starts[b]), end = Int(starts[b + 1])
            var j = lo
            alone[nb + b] = Int32(truncatingIfNeeded: m)
            var second = false   // whether contact `j` is the second of a pair
            while j < end {
                let to = Int(circles[j].b) / size
                if to > far { far = to }
                let first = !second
                second = first && j &+ 1 < end && ContactSolver.disjoint(circles + j)
                if first && !second {
                    alone[m] = Int32(truncatingIfNeeded: j &- lo)
                    m &+= 1
                }
                j &+= 1
            }
            alone[m] = Int32(truncatingIfNeeded: end &- lo)
            m &+= 1
            reaches[b] = Int32(truncatingIfNeeded: far < nb ? far : nb - 1)
            b += 1
        }
        blockCount = nb
        plannedVersion = c.version
        plannedBodies = n
        return true
    }

    /// Whether a pass after the first (a contact pass) may work on block `b` once the pass
    /// before it has finished `before` blocks: every block `b`'s contacts reach must be done
    /// (the per-body work a contact pass carries, `run`, needs no more).
    @inline(__always) func ready(block b: Int, before: Int) -> Bool {
        before > Int(reach[b])
    }

    /// Pass `s` of `job` over block `b` alone.
    func run(_ s: Int, block b: Int, _ job: SolverJob) {
        let size = ContactSet.blockSize, n = job.solver.bodyCount
        let lo = b * size, hi = lo + size < n ? lo + size : n
        SolverBlocks.run(s, job, bodies: lo, hi,
                         contacts: Int(contactStart[b]), Int(contactStart[b + 1]), walls: Int(wallStart[b]), Int(wallStart[b + 1]),
                         breaks: reach.base + Int(reach[blockCount + b]), -1)
    }

    /// Pass `s` of `job` over bodies `lo..<hi` and their circle contacts `c0..<c1` and wall
    /// contacts `w0..<w1` (a block, or every body and contact; `breaks`, `mask`: where their
    /// pairing breaks, see `ContactSolver.breaks`): the one place each pass is
    /// called from. Pass 0 gathers; every later one is a contact pass, and the last biased
    /// pass of a substep integrates the bodies `lo..<hi` right after it, the last relax pass
    /// takes their fastest speed² for its substep (when the job tracks it) and gathers them for
    /// the next substep, or after the job's last substep writes them to the store when the job
    /// `scatters` (`SolverJob`).
    ///
    /// Why the bodies `lo..<hi` are done with the contact pass once it has run here: a body's
    /// contacts sit in its own block or an earlier one (a contact belongs to the block of its
    /// smaller body) and its walls in its own, and a pass runs its blocks in order; so the pass
    /// has made every change it makes to these bodies, and integrating or gathering them now is
    /// what the per-body pass after it did. The next pass waits for the blocks it reaches
    /// (`ready`), which are then done with this one's per-body work too.
    static func run(_ s: Int, _ job: SolverJob, bodies lo: Int, _ hi: Int, contacts c0: Int, _ c1: Int,
                    walls w0: Int, _ w1: Int, breaks: UnsafeMutablePointer<Int32>, _ mask: Int) {
        if s == 0 {
            let part = ContactSolver(job.solver, bodies: lo, hi)
            if job.fromStore {
                part.gather(from: job.store, field: job.field, damp: job.damp)
            } else {
                part.gather(field: job.field, damp: job.damp)
            }
            return
        }
        let l = job.local(s), iterations = job.iterations
        let part = ContactSolver(job.solver, contacts: c0, c1, walls: w0, w1, breaks: breaks, mask)
        if l == 0 {
            part.warmStart(writingMasses: s == 1)   // the job's first: see `SolverJob`
        } else {
            part.solve(useBias: l <= iterations, passes: 1)
        }
        if l == iterations {
            ContactSolver(job.solver, bodies: lo, hi).integratePositions()
        } else if l == 2 * iterations {
            if let fastest = job.fastest {
                let m = SolverBody.fastestSquared(job.solver.bodies + lo, hi - lo)
                let k = job.substep(s)
                if m > fastest[k] { fastest[k] = m }
            }
            if job.substep(s) + 1 < job.substeps {
                ContactSolver(job.solver, bodies: lo, hi).gather(field: job.field, damp: job.damp)
            } else if job.scatters {
                ContactSolver(job.solver, bodies: lo, hi).scatter(to: job.store)
            }
        }
    }

    /// Runs every pass of `job` over every body and contact, one pass after another: a small
    /// world's substep (a job of one substep that tracks no speed) when the budget has no room
    /// for a plan: every contact alone (`ContactSolver.breaks`), which is the pairs' bits too.
    @inline(never) static func runWhole(_ job: SolverJob) {
        let s0 = job.solver
        var s = 0
        while s < job.passCount {
            run(s, job, bodies: 0, s0.bodyCount, contacts: 0, s0.circleCount, walls: 0, s0.wallCount,
                breaks: s0.order, 0)
            s += 1
        }
    }

    /// Runs every pass of `job` on the calling thread as a wavefront (see the top of this file):
    /// the first gather takes one block at a time, and after each, every later pass takes as many
    /// blocks as the pass before it allows; once the gather is done, the passes finish in order.
    /// `plan` must have been made for the current contacts.
    @inline(never) func runWavefront(_ job: SolverJob) {
        let passes = job.passCount, nb = blockCount
        let finished = done.base
        var s = 0
        while s < passes { finished[s] = 0; s += 1 }
        var b = 0
        while b < nb {
            run(0, block: b, job)
            finished[0] = Int32(truncatingIfNeeded: b + 1)
            s = 1
            while s < passes {
                var at = Int(finished[s])
                let before = Int(finished[s - 1])
                while at < nb && ready(block: at, before: before) {
                    run(s, block: at, job)
                    at += 1
                }
                finished[s] = Int32(truncatingIfNeeded: at)
                s += 1
            }
            b += 1
        }
        s = 1
        while s < passes {
            var at = Int(finished[s])
            while at < nb { run(s, block: at, job); at += 1 }
            finished[s] = Int32(truncatingIfNeeded: nb)
            s += 1
        }
    }
}

/// What the passes of `substeps` substeps between two collides need, handed to every thread
/// (or to the one-thread wavefront).
///
/// A job's first warm start writes the contacts' masses (`ContactSet.masses`) before any pass
/// reads them (a block's contact passes start once the warm start has done every block they
/// reach, its own among them). Why every job, not only the first after a collide or a restore:
/// a job's substeps all follow one collide, and a world stepped idle runs one job per collide;
/// the flag that told them apart took fizz-picker.wasm over its budget.
struct SolverJob {
    let solver: ContactSolver
    let store: BodyStore
    /// Whether the first substep's gather reads the store (else the solver's copy, in place:
    /// `SolverBodies.current`); the later substeps' gathers read the solver's copy.
    let fromStore: Bool
    let field: AttractionField
    let damp: Double
    let iterations: Int
    /// Substeps run as one list of passes (1 but between collides; `BubbleWorld.fusableSubsteps`).
    let substeps: Int
    /// Per substep, the fastest speed² found as its blocks finish (`SolverBlocks.fastest`, set
    /// to 0 before the run), or nil when the caller scans the bodies itself (`updateRest`).
    let fastest: UnsafeMutablePointer<Double>?
    /// Whether the last pass writes each block's bodies to the store once it has finished them
    /// (what `BubbleWorld.writeBack` does after the job, there in one serial pass through the
    /// body order): when the store is read next (the call ends, or a collide comes).
    let scatters: Bool

    init(solver: ContactSolver, store: BodyStore, fromStore: Bool, field: AttractionField, damp: Double,
         iterations: Int, substeps: Int = 1, fastest: UnsafeMutablePointer<Double>? = nil, scatters: Bool = false) {
        self.solver = solver; self.store = store; self.fromStore = fromStore; self.field = field
        self.damp = damp; self.iterations = iterations; self.substeps = substeps; self.fastest = fastest
        self.scatters = scatters
    }

    /// One substep's contact passes: warm start, `iterations` biased, `iterations` relax. Its
    /// per-body work rides on them (`SolverBlocks.run`): the last biased pass integrates each
    /// block right after solving it, and the last relax pass gathers each block for the next
    /// substep; the first substep's gather is pass 0, the one per-body pass. (The store gets
    /// the bodies back when the step call ends, on the calling thread: `BubbleWorld.writeBack`.)
    ///
    /// Why fused rather than passes of their own: a pass can go no faster than the one ahead
    /// of it, so on the worker threads a cheap pass (a gather or an integrate: a tenth of a
    /// contact pass) held its thread idle behind the solve ahead of it, and on one thread each
    /// pass of its own was one more block the wavefront's window kept in flight.
    var passesPerSubstep: Int { SolverJob.passesPerSubstep(iterations: iterations) }
    /// `passesPerSubstep` for `iterations` (what `BubbleWorld.fusableSubsteps` sizes a job by).
    static func passesPerSubstep(iterations: Int) -> Int { 2 * iterations + 1 }
    /// The first gather, then every substep's contact passes, one substep after another.
    var passCount: Int { 1 + substeps * passesPerSubstep }
    /// Pass `s`'s place within its substep's contact passes (`s` ≥ 1).
    @inline(__always) func local(_ s: Int) -> Int { (s - 1) % passesPerSubstep }
    /// The substep pass `s` belongs to (`s` ≥ 1).
    @inline(__always) func substep(_ s: Int) -> Int { (s - 1) / passesPerSubstep }
}

extension ContactSolver {
    /// The solver over bodies `lo..<hi` alone (no contacts): for the per-body passes.
    init(_ s: ContactSolver, bodies lo: Int, _ hi: Int) {
        bodies = s.bodies + lo; order = s.order + lo; radius = s.radius + lo; invMass = s.invMass + lo
        bodyCount = hi - lo
        circles = s.circles; impulses = s.impulses; masses = s.masses; circleCount = 0
        breaks = s.breaks; breakMask = 0
        walls = s.walls; wallCount = 0
        h = s.h; invH = s.invH; biasRate = s.biasRate; massScale = s.massScale; impulseScale = s.impulseScale
        maxPush = s.maxPush; width = s.width; height = s.height; wallsX = s.wallsX; wallsY = s.wallsY
    }

    /// The solver over circle contacts `c0..<c1` and wall contacts `w0..<w1` (every body), whose
    /// pairing breaks at `breaks` (see `ContactSolver.breaks`; `mask` 0: every contact alone).
    init(_ s: ContactSolver, contacts c0: Int, _ c1: Int, walls w0: Int, _ w1: Int,
         breaks: UnsafeMutablePointer<Int32>, _ mask: Int) {
        bodies = s.bodies; order = s.order; radius = s.radius; invMass = s.invMass
        bodyCount = s.bodyCount
        circles = s.circles + c0; impulses = s.impulses + c0; masses = s.masses + c0; circleCount = c1 - c0
        self.breaks = breaks; breakMask = mask
        walls = s.walls + w0; wallCount = w1 - w0
        h = s.h; invH = s.invH; biasRate = s.biasRate; massScale = s.massScale; impulseScale = s.impulseScale
        maxPush = s.maxPush; width = s.width; height = s.height; wallsX = s.wallsX; wallsY = s.wallsY
    }
}

extension SolverBody {
    /// The fastest of `n` bodies' speeds², (pt/s)², from `st`: 0 for none, and a NaN speed never
    /// counts. The largest of a set whatever the order it is read in, so a scan block by block
    /// (`SolverBlocks.run`) gives what one scan of every body gives (`BubbleWorld.updateRest`).
    static func fastestSquared(_ st: UnsafeMutablePointer<SolverBody>, _ n: Int) -> Double {
        var fastest = 0.0
        var k = 0
        while k < n {
            let s = st[k].vx * st[k].vx + st[k].vy * st[k].vy
            if s > fastest { fastest = s }
            k += 1
        }
        return fastest
    }
}
