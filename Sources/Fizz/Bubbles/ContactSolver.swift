//===--- ContactSolver.swift ---------------------------------------------===//
// Part of Fizz. Box2D v3's soft step, specialised to frictionless, non-rotating circles.
//===---------------------------------------------------------------------===//

/// Solves the contact set for one substep.
///
/// Why the soft step (Catto, "Solver2D", 2024): a contact is a stiff, heavily damped spring
/// (`contactHertz`, damping ratio 10) rather than a rigid constraint with Baumgarte
/// feedback, so pushing overlapping bubbles apart never injects energy; the push speed is
/// capped (`maxPushSpeed`); and impulses are warm-started from the last substep, so a deep pile
/// keeps its pressure with one iteration. Per substep: gather and integrate velocities, warm
/// start, a biased pass, integrate positions, a relax pass without bias to remove the bias
/// velocity; the store gets the bodies back when the step call ends (`BubbleWorld.writeBack`).
///
/// The separation is recomputed from current positions along the normal fixed at collide
/// (`s = n · (pb − pa) − ra − rb`): no square root per iteration, and exact for the small
/// motions between two collides. A positive separation is speculative: the solver lets the gap
/// close in one substep but no further.
///
/// Every pass is a loop over raw pointers taken once into locals: no class property access,
/// retain/release or bounds check inside a loop (in wasm these are calls and branches).
struct ContactSolver {
    let bodies: UnsafeMutablePointer<SolverBody>
    let order: UnsafeMutablePointer<Int32>
    let radius: UnsafeMutablePointer<Double>
    let invMass: UnsafeMutablePointer<Double>
    let bodyCount: Int
    let circles: UnsafeMutablePointer<CircleContact>
    let impulses: UnsafeMutablePointer<Double>
    /// Each circle contact's effective mass (`ContactSet.masses`), beside its impulse.
    let masses: UnsafeMutablePointer<Double>
    let circleCount: Int
    /// Where the pairing of `circles` breaks: the contacts (ascending, numbered from `circles`)
    /// that the passes solve alone, their neighbours before them taken two at a time, then
    /// `circleCount` (`SolverBlocks.plan`, per block); with `breakMask` 0, every contact alone
    /// (`breaks[0]` is read, not used: any column with an entry, `order` for the world's solver).
    let breaks: UnsafeMutablePointer<Int32>
    /// All ones when `breaks` holds the pairing; 0 when every contact goes alone (no plan).
    ///
    /// Why a mask, not an optional `breaks`: a nil test in the passes' loop made the optimiser
    /// copy the loops, and fizz-simd.wasm's size budget had no room for them.
    let breakMask: Int
    let walls: UnsafeMutablePointer<WallContact>
    let wallCount: Int
    let h: Double, invH: Double
    let biasRate: Double, massScale: Double, impulseScale: Double
    let maxPush: Double
    let width: Double, height: Double
    let wallsX: Bool, wallsY: Bool

    init(world: BubbleWorld, h: Double) {
        let sb = world.solverBodies, c = world.contacts
        bodies = sb.state.base
        order = sb.order.base
        radius = sb.radius.base
        invMass = sb.invMass.base
        bodyCount = sb.count
        circles = c.circles.base
        impulses = c.impulses.base
        masses = c.masses.base
        circleCount = c.count
        breaks = sb.order.base
        breakMask = 0
        walls = c.walls.base
        wallCount = c.wallCount
        self.h = h
        invH = 1 / h
        // Box2D's b2MakeSoft: a spring of `hertz` and damping ratio `zeta`, implicit in time.
        let rate = world.def.substepRate
        let hertz = min(world.def.contactHertz, BubbleWorldDef.maxContactHertzRatio * rate)
        let zeta = world.def.contactDampingRatio
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
        maxPush = world.def.maxPushSpeed
        width = world.size.x
        height = world.size.y
        wallsX = world.def.wallsX
        wallsY = world.def.wallsY
    }

    /// Reads positions and velocities from the store (the host or a driving component may have changed
    /// them since the last substep), then gathers in place (`gather(field:damp:)`). The copy
    /// and the field are two loops over the same bodies, a block at a time in a big world, so
    /// the second finds them in cache; one expression of the field and damping serves both.
    func gather(from store: BodyStore, field: AttractionField, damp: Double) {
        let px = store.px.base, py = store.py.base, vx = store.vx.base, vy = store.vy.base
        let st = bodies, ord = order, n = bodyCount
        var k = 0
        while k < n {
            let i = Int(ord[k])
            st[k] = SolverBody(x: px[i], y: py[i], vx: vx[i], vy: vy[i])
            k += 1
        }
        gather(field: field, damp: damp)
    }

    /// Applies `v ← (v + h·a) · damp` to the solver's own bodies: the field, then Box2D-style
    /// damping, `damp = 1 / (1 + c·h)` (stable for any c·h). A substep whose bodies are the ones
    /// the last substep left (`SolverBodies.current`) calls it alone, without reading the store
    /// through the body order. Two bodies at a time in two lanes (the field's square root and
    /// division are most of the work), then the last one alone.
    func gather(field: AttractionField, damp: Double) {
        let st = bodies, rad = radius, n = bodyCount, h = h
        var k = 0
        while k + 1 < n {
            let b0 = st + k, b1 = st + k + 1
            let x = SIMD2(b0.pointee.x, b1.pointee.x), y = SIMD2(b0.pointee.y, b1.pointee.y)
            let a = field.acceleration(x: x, y: y, radius: SIMD2(rad[k], rad[k + 1]))
            let u = (SIMD2(b0.pointee.vx, b1.pointee.vx) + h * a.x) * damp
            let v = (SIMD2(b0.pointee.vy, b1.pointee.vy) + h * a.y) * damp
            b0.pointee.vx = u[0]; b0.pointee.vy = v[0]
            b1.pointee.vx = u[1]; b1.pointee.vy = v[1]
            k += 2
        }
        while k < n {
            let b = st + k
            let a = field.acceleration(x: b.pointee.x, y: b.pointee.y, radius: rad[k])
            b.pointee.vx = (b.pointee.vx + h * a.x) * damp
            b.pointee.vy = (b.pointee.vy + h * a.y) * damp
            k += 1
        }
    }

    /// Writes positions and velocities back to the store.
    func scatter(to store: BodyStore) {
        let px = store.px.base, py = store.py.base, vx = store.vx.base, vy = store.vy.base
        let st = bodies, ord = order, n = bodyCount
        var k = 0
        while k < n {
            let i = Int(ord[k])
            let s = st[k]
            px[i] = s.x; py[i] = s.y; vx[i] = s.vx; vy[i] = s.vy
            k += 1
        }
    }

    /// `p ← p + h·v`; then, with walls, no centre moves further out than the wall or than it
    /// already was (a bubble spawned outside still comes in smoothly), and a bubble stopped
    /// there loses its outward speed.
    ///
    /// Why: walls are soft contacts, found only at collides, and a pile pushes through them —
    /// 1,000 bubbles spawned at the centre once ended in a line 813 pt long across a 390 pt
    /// world. Inside the walls this never acts, so ordinary motion is unchanged.
    func integratePositions() {
        let st = bodies, n = bodyCount, h = h
        if !wallsX && !wallsY {
            var k = 0
            while k < n {
                st[k].x = st[k].x + h * st[k].vx
                st[k].y = st[k].y + h * st[k].vy
                k += 1
            }
            return
        }
        let x0 = wallsX ? 0 : -Double.infinity, x1 = wallsX ? width : Double.infinity
        let y0 = wallsY ? 0 : -Double.infinity, y1 = wallsY ? height : Double.infinity
        var k = 0
        while k < n {
            let b = st + k
            let ox = b.pointee.x, oy = b.pointee.y
            let x = ox + h * b.pointee.vx, y = oy + h * b.pointee.vy
            b.pointee.x = x
            b.pointee.y = y
            if x < x0 || x > x1 || y < y0 || y > y1 { ContactSolver.stopAtWalls(b, ox, oy, x0, x1, y0, y1) }
            k += 1
        }
    }

    /// Puts back a body that has just crossed a wall (or, already outside, moved further
    /// out) at the wall (or where it was), without its outward speed.
    @inline(__always) static func stopAtWalls(_ b: UnsafeMutablePointer<SolverBody>, _ ox: Double, _ oy: Double,
                                           _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) {
        let x = b.pointee.x, y = b.pointee.y
        if x < x0 && x < ox { b.pointee.x = ox < x0 ? ox : x0; b.pointee.vx = 0 }
        if x > x1 && x > ox { b.pointee.x = ox > x1 ? ox : x1; b.pointee.vx = 0 }
        if y < y0 && y < oy { b.pointee.y = oy < y0 ? oy : y0; b.pointee.vy = 0 }
        if y > y1 && y > oy { b.pointee.y = oy > y1 ? oy : y1; b.pointee.vy = 0 }
    }

    /// Applies the impulses carried over from the previous substep. With `writingMasses` (a
    /// solver job's first warm start: `SolverJob`), first writes
    /// every circle contact's mass (`ContactSet.masses`), which the passes after it read.
    ///
    /// Why here, in a loop of its own (issue 26, round ten, docs/performance.md): a division per
    /// contact in the colour sort's loop slowed the sort by about what the passes gained; a test
    /// per pair in the warm start's loop ran the SIMD module's step 1.5-2 % slower in wasmtime
    /// than a second copy of that loop, and the copy took more of fizz-simd.wasm's size budget
    /// than was left. The block's contacts and inverse masses are read again just after, in cache.
    ///
    /// One contact at a time, its bodies' velocities as `(vx, vy)` lanes (`ContactVectors`), not
    /// two contacts in two lanes as the passes: with no impulse law to share, the pairs' test and
    /// transposes were most of the loop (issue 26, round eleven: fizz-simd.wasm's step 1.5-2 %
    /// faster in node and wasmtime, natively within the noise).
    func warmStart(writingMasses: Bool) {
        if writingMasses { writeMasses() }
        let st = bodies, cs = circles, js = impulses, inv = invMass, n = circleCount
        var k = 0
        while k < n {
            ContactVectors(st, cs, inv, k).apply(js[k])
            k += 1
        }
        let ws = walls, m = wallCount
        k = 0
        while k < m {
            let w = ws[k]
            let n = ContactSolver.wallNormal(w.side)
            let body = st + Int(w.body)
            body.pointee.vx += w.impulse * n.x * w.invMass; body.pointee.vy += w.impulse * n.y * w.invMass
            k += 1
        }
    }

    /// `masses[k] = CircleContact.mass(…)` of every circle contact's two inverse masses.
    private func writeMasses() {
        let cs = circles, ms = masses, inv = invMass, n = circleCount
        var k = 0
        while k < n {
            ms[k] = CircleContact.mass(inv[Int(cs[k].a)], inv[Int(cs[k].b)])
            k += 1
        }
    }

    /// `passes` Gauss–Seidel passes over every contact, circles first, then walls.
    ///
    /// The two kinds of pass are two loops: `useBias` is tested once, not per contact (the
    /// wasm build is optimised for size, which does not unswitch loops by itself). The loop over
    /// passes is here, not in the substep: with the two-lane path `-Osize` no longer inlines
    /// this function, and a call per pass from the substep's loop is what
    /// `tools/check-hot-loops.py` refuses.
    func solve(useBias: Bool, passes: Int32) {
        var it: Int32 = 0
        while it < passes {
            if useBias { solveCircles(biased: true) } else { solveCircles(biased: false) }
            solveWalls(useBias: useBias)
            it += 1
        }
    }

    /// One pass over the circle contacts: runs of pairs in two lanes (`ContactPair`), each run
    /// ended by a contact solved alone (`nextAlone`).
    ///
    /// Why runs: a pair's two contacts must share no body. Tested per pair, that was four
    /// compares and a branch on every pair of every pass, mispredicted at a colour's end; the
    /// contacts only change at a collide, so `SolverBlocks.plan` finds once where the pairing
    /// breaks (issue 26, round twelve). Why the pairs as a loop of their own inside the loop of
    /// runs (round thirteen): the pairs' loop is then one compare with the run's end and a
    /// branch taken back to its start, with nothing of the runs' bookkeeping in it (a step 3-4 %
    /// cheaper natively and 2-3 % in node than with round twelve's one loop, wasmtime the same).
    @inline(__always) private func solveCircles(biased: Bool) {
        // The arrays and the solver's constants as locals: read once, not reloaded after every
        // store through a body pointer (which, for all the optimiser knows, could point into `self`).
        let st = bodies, cs = circles, js = impulses, ms = masses, inv = invMass, n = circleCount
        let brk = breaks, mask = breakMask
        let rule = ImpulseRule(self)
        var k = 0, i = 0
        while k < n {
            // Every contact from `k` to the run's end pairs; then the run's end goes alone (with
            // `mask` 0 the end is 0: no pair, contact `k` alone).
            let stop = ContactSolver.nextAlone(i, brk, mask)
            i &+= 1
            while k &+ 1 < stop {
                ContactSolver.solvePair(st, cs, js, ms, inv, k, rule, biased: biased)
                k &+= 2
            }
            if k < n {
                ContactSolver.solveOne(st, cs, js, ms, inv, k, rule, biased: biased)
                k &+= 1
            }
        }
    }

    /// Where the `i`-th run of pairs ends: the next contact solved alone, or the end of the
    /// contacts (`breaks[i]`); every contact before it from the run's first pairs with its
    /// neighbour in order. With `mask` 0 (no pairing), 0: every contact alone, on scalars, which
    /// is the pairs' bits too. A mask, not a branch: see `breakMask` (and a call per run is what
    /// `tools/check-hot-loops.py` refuses).
    @inline(__always) static func nextAlone(_ i: Int, _ breaks: UnsafeMutablePointer<Int32>, _ mask: Int) -> Int {
        Int(breaks[i & mask]) & mask
    }

    /// Contacts `k` and `k + 1`, which share no body, in two lanes.
    @inline(__always) private static func solvePair(_ st: UnsafeMutablePointer<SolverBody>, _ cs: UnsafeMutablePointer<CircleContact>,
                                                    _ js: UnsafeMutablePointer<Double>, _ ms: UnsafeMutablePointer<Double>,
                                                    _ inv: UnsafeMutablePointer<Double>, _ k: Int, _ rule: ImpulseRule, biased: Bool) {
        var p = ContactPair(st, cs, ms, inv, k)
        let s = p.nx * (p.bx - p.ax) + p.ny * (p.by - p.ay) - p.radiusSum
        let vn = p.nx * (p.bvx - p.avx) + p.ny * (p.bvy - p.avy)
        let old = ContactSolver.lanes(js, k)
        let delta = rule.impulse(separation: s, normalSpeed: vn, mass: p.mass, accumulated: old, useBias: biased)
        let new = BranchFree2.positivePart(old + delta)
        ContactSolver.setLanes(js, k, new)
        let d = new - old
        let jx = d * p.nx, jy = d * p.ny
        p.avx -= jx * p.ima; p.avy -= jy * p.ima
        p.bvx += jx * p.imb; p.bvy += jy * p.imb
        p.storeVelocities()
    }

    /// Contact `k` alone, on scalars.
    @inline(__always) private static func solveOne(_ st: UnsafeMutablePointer<SolverBody>, _ cs: UnsafeMutablePointer<CircleContact>,
                                                   _ js: UnsafeMutablePointer<Double>, _ ms: UnsafeMutablePointer<Double>,
                                                   _ inv: UnsafeMutablePointer<Double>, _ k: Int, _ rule: ImpulseRule, biased: Bool) {
        let c = cs + k
        let ia = Int(c.pointee.a), ib = Int(c.pointee.b)
        let a = st + ia, b = st + ib
        let ima = inv[ia], imb = inv[ib]
        let nx = c.pointee.nx, ny = c.pointee.ny
        let s = nx * (b.pointee.x - a.pointee.x) + ny * (b.pointee.y - a.pointee.y) - c.pointee.radiusSum
        let vn = nx * (b.pointee.vx - a.pointee.vx) + ny * (b.pointee.vy - a.pointee.vy)
        let old = js[k]
        let mass = ms[k]
        let delta = rule.impulse(separation: s, normalSpeed: vn, mass: mass, accumulated: old, useBias: biased)
        let new = BranchFree.positivePart(old + delta)
        js[k] = new
        let d = new - old
        let jx = d * nx, jy = d * ny
        a.pointee.vx -= jx * ima; a.pointee.vy -= jy * ima
        b.pointee.vx += jx * imb; b.pointee.vy += jy * imb
    }

    private func solveWalls(useBias: Bool) {
        let st = bodies, ws = walls, m = wallCount
        let rule = ImpulseRule(self)
        var k = 0
        while k < m {
            let w = ws + k
            let body = st + Int(w.pointee.body)
            let side = w.pointee.side
            let n = ContactSolver.wallNormal(side)
            let s = wallSeparation(side, x: body.pointee.x, y: body.pointee.y, r: w.pointee.radius)
            let vn = n.x * body.pointee.vx + n.y * body.pointee.vy
            let old = w.pointee.impulse
            let im = w.pointee.invMass
            let delta = rule.impulse(separation: s, normalSpeed: vn, mass: 1 / im, accumulated: old, useBias: useBias)
            let new = BranchFree.positivePart(old + delta)
            w.pointee.impulse = new
            let d = new - old
            body.pointee.vx += d * n.x * im; body.pointee.vy += d * n.y * im
            k += 1
        }
    }

    /// Whether contacts `c[0]` and `c[1]` share no body, so that solving them at once in two
    /// lanes gives exactly what solving them one after the other does (neither reads what the
    /// other writes). Contacts of one colour never share a body (`ContactSet`); the pairing is
    /// checked anyway (`SolverBlocks.plan`), from the contacts themselves, so the lanes need no colour
    /// bookkeeping and the overflow colour, colour boundaries and a snapshot's contacts stay exact.
    @inline(__always) static func disjoint(_ c: UnsafeMutablePointer<CircleContact>) -> Bool {
        let a0 = c[0].a, b0 = c[0].b, a1 = c[1].a, b1 = c[1].b
        // One test of four comparisons combined without branches (0 when any pair is equal).
        let clash = (a0 == a1 ? 1 : 0) | (a0 == b1 ? 1 : 0) | (b0 == a1 ? 1 : 0) | (b0 == b1 ? 1 : 0)
        return clash == 0
    }

    /// `js[k]`, `js[k + 1]` as two lanes (accumulated impulses, or masses).
    @inline(__always) static func lanes(_ js: UnsafeMutablePointer<Double>, _ k: Int) -> SIMD2<Double> {
        SIMD2(js[k], js[k + 1])
    }

    /// Stores `v` into `js[k]`, `js[k + 1]` as one 16-byte store (unaligned: `k` may be odd).
    ///
    /// Why not lane by lane: in the pairs' loop of its own, two scalar stores made LLVM take the
    /// lanes apart before the positive part and branch on each natively (a step 1.30x main's,
    /// issue 26, round twelve); one store keeps the lanes whole.
    @inline(__always) static func setLanes(_ js: UnsafeMutablePointer<Double>, _ k: Int, _ v: SIMD2<Double>) {
        UnsafeMutableRawPointer(js + k).storeBytes(of: v, as: SIMD2<Double>.self)
    }

    @inline(__always) func wallSeparation(_ side: Int32, x: Double, y: Double, r: Double) -> Double {
        switch side {
        case WallSide.left: return x - r
        case WallSide.right: return width - x - r
        case WallSide.top: return y - r
        default: return height - y - r
        }
    }

    @inline(__always) static func wallNormal(_ side: Int32) -> Vec2 {
        switch side {
        case WallSide.left: return Vec2(1, 0)
        case WallSide.right: return Vec2(-1, 0)
        case WallSide.top: return Vec2(0, 1)
        default: return Vec2(0, -1)
        }
    }
}

/// The soft contact's impulse law with the solver's constants, as values a loop keeps in
/// registers.
struct ImpulseRule {
    let biasRate: Double, massScale: Double, impulseScale: Double, maxPush: Double, invH: Double

    @inline(__always) init(_ solver: ContactSolver) {
        biasRate = solver.biasRate; massScale = solver.massScale; impulseScale = solver.impulseScale
        maxPush = solver.maxPush; invH = solver.invH
    }

    /// The impulse change for one contact (before clamping the total to be non-negative).
    ///
    /// For a speculative contact (`s ≥ 0`), `−m·(vn + s/h)`, which may close the gap but not
    /// more; for a touching one, the soft push `−m·massScale·(vn + bias) − impulseScale·accumulated`
    /// (biased pass) or `−m·vn` (relax pass). Both values are computed and one is kept
    /// (`BranchFree`): in a pile, touching and speculative contacts are interleaved at random,
    /// and a mispredicted branch per contact costs more than the math.
    @inline(__always)
    func impulse(separation s: Double, normalSpeed vn: Double, mass m: Double, accumulated: Double, useBias: Bool) -> Double {
        if useBias {
            let closing = -m * (vn + s * invH)
            let bias = BranchFree.max(biasRate * s, negative: -maxPush)
            let push = -m * massScale * (vn + bias) - impulseScale * accumulated
            return BranchFree.blend(BranchFree.step(s), closing, push)
        }
        // The relax pass is `−m·(vn + s/h)` or `−m·vn`: one expression, with s's positive part.
        return -m * (vn + BranchFree.positivePart(s) * invH)
    }

    /// `impulse` for two contacts in two lanes: the same expressions in the same order, so
    /// each lane has the scalar form's bits.
    @inline(__always)
    func impulse(separation s: SIMD2<Double>, normalSpeed vn: SIMD2<Double>, mass m: SIMD2<Double>,
                 accumulated: SIMD2<Double>, useBias: Bool) -> SIMD2<Double> {
        if useBias {
            let closing = -m * (vn + s * invH)
            let bias = BranchFree2.max(biasRate * s, negative: -maxPush)
            let push = -m * massScale * (vn + bias) - impulseScale * accumulated
            return BranchFree2.blend(BranchFree2.step(s), closing, push)
        }
        return -m * (vn + BranchFree2.positivePart(s) * invH)
    }
}

/// Two circle contacts that share no body, loaded into two lanes (lane 0 contact `k`, lane 1
/// contact `k + 1`): their normals, radius sums and masses (`ContactSet.masses`), and their
/// bodies' positions, velocities and inverse masses. A pass computes on the lanes what it
/// computes on one contact, then `storeVelocities` writes the four bodies back.
///
/// Why lanes: the passes are most of a step, and within a colour no contact waits for another,
/// so two can go through one SSE2 (natively) or `f64x2` (wasm `simd128`) instruction; where
/// the target has no such instruction, the compiler splits each lane operation back into the
/// scalar one, with the same bits.
struct ContactPair {
    let a0: UnsafeMutablePointer<SolverBody>, a1: UnsafeMutablePointer<SolverBody>
    let b0: UnsafeMutablePointer<SolverBody>, b1: UnsafeMutablePointer<SolverBody>
    let nx: SIMD2<Double>, ny: SIMD2<Double>, radiusSum: SIMD2<Double>, mass: SIMD2<Double>
    let ima: SIMD2<Double>, imb: SIMD2<Double>
    let ax: SIMD2<Double>, ay: SIMD2<Double>, bx: SIMD2<Double>, by: SIMD2<Double>
    var avx: SIMD2<Double>, avy: SIMD2<Double>, bvx: SIMD2<Double>, bvy: SIMD2<Double>

    @inline(__always) init(_ st: UnsafeMutablePointer<SolverBody>, _ cs: UnsafeMutablePointer<CircleContact>,
                           _ ms: UnsafeMutablePointer<Double>, _ inv: UnsafeMutablePointer<Double>, _ k: Int) {
        let c0 = cs + k, c1 = cs + k + 1
        let ia0 = Int(c0.pointee.a), ib0 = Int(c0.pointee.b), ia1 = Int(c1.pointee.a), ib1 = Int(c1.pointee.b)
        a0 = st + ia0; a1 = st + ia1; b0 = st + ib0; b1 = st + ib1
        nx = SIMD2(c0.pointee.nx, c1.pointee.nx); ny = SIMD2(c0.pointee.ny, c1.pointee.ny)
        radiusSum = SIMD2(c0.pointee.radiusSum, c1.pointee.radiusSum)
        ima = SIMD2(inv[ia0], inv[ia1]); imb = SIMD2(inv[ib0], inv[ib1])
        mass = ContactSolver.lanes(ms, k)
        ax = SIMD2(a0.pointee.x, a1.pointee.x); ay = SIMD2(a0.pointee.y, a1.pointee.y)
        bx = SIMD2(b0.pointee.x, b1.pointee.x); by = SIMD2(b0.pointee.y, b1.pointee.y)
        avx = SIMD2(a0.pointee.vx, a1.pointee.vx); avy = SIMD2(a0.pointee.vy, a1.pointee.vy)
        bvx = SIMD2(b0.pointee.vx, b1.pointee.vx); bvy = SIMD2(b0.pointee.vy, b1.pointee.vy)
    }

    @inline(__always) func storeVelocities() {
        a0.pointee.vx = avx[0]; a0.pointee.vy = avy[0]; a1.pointee.vx = avx[1]; a1.pointee.vy = avy[1]
        b0.pointee.vx = bvx[0]; b0.pointee.vy = bvy[0]; b1.pointee.vx = bvx[1]; b1.pointee.vy = bvy[1]
    }
}

/// One circle contact's normal and its bodies' velocities as `(x, y)` lanes: the two lanes of
/// a 2D vector, where `ContactPair`'s are two contacts.
///
/// Why, in the warm start (issue 26, round eleven, docs/performance.md): a body's `(vx, vy)` is
/// adjacent in `SolverBody` and the normal's `(nx, ny)` in `CircleContact`, so each is one
/// 16-byte load or store (`v128.load` in fizz-simd.wasm), with no transposing of four bodies
/// into x and y lanes and back and no test that two contacts share no body (contacts are applied
/// one after the other, so sharing is fine). The passes keep `ContactPair`: there the impulse
/// law per contact instead of per pair cost more than this saved.
struct ContactVectors {
    let a: UnsafeMutablePointer<SolverBody>, b: UnsafeMutablePointer<SolverBody>
    let n: SIMD2<Double>
    let ima: Double, imb: Double

    @inline(__always) init(_ st: UnsafeMutablePointer<SolverBody>, _ cs: UnsafeMutablePointer<CircleContact>,
                           _ inv: UnsafeMutablePointer<Double>, _ k: Int) {
        let c = cs + k
        let ia = Int(c.pointee.a), ib = Int(c.pointee.b)
        a = st + ia; b = st + ib
        n = SIMD2(c.pointee.nx, c.pointee.ny)
        ima = inv[ia]; imb = inv[ib]
    }

    /// The impulse `j` along the normal: `va −= (j·n)·ima`, `vb += (j·n)·imb`, lane-wise the
    /// scalar `vx −= jx·ima` with `jx = j·nx` (not `j·(nx·ima)`, which rounds otherwise).
    @inline(__always) func apply(_ j: Double) {
        let jn = j * n
        a.velocity = a.velocity - jn * ima
        b.velocity = b.velocity + jn * imb
    }
}

extension UnsafeMutablePointer where Pointee == SolverBody {
    /// The body's velocity as `(vx, vy)` lanes.
    @inline(__always) var velocity: SIMD2<Double> {
        get { SIMD2(pointee.vx, pointee.vy) }
        nonmutating set { pointee.vx = newValue[0]; pointee.vy = newValue[1] }
    }
}
