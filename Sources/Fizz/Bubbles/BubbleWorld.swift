//===--- BubbleWorld.swift -----------------------------------------------===//
// Part of Fizz. A rectangle of bubbles pulled toward a point: the public Swift API.
//===---------------------------------------------------------------------===//

/// A world of circular bubbles in a rectangle `0...width × 0...height` (points, y down),
/// attracted to a point, colliding, damped, optionally walled in.
///
/// ```swift
/// let world = try BubbleWorld(width: 390, height: 844)
/// let a = try world.addBubble(at: Vec2(40, 40), radius: 40)
/// for _ in 0..<60 { try world.step(1.0 / 60) }
/// print(world.position(of: a)!)   // on its way to the centre
/// ```
///
/// Time: `step(dt)` accumulates `dt` and advances in fixed substeps of `1 / substepRate`
/// seconds, so stepping 1/60 twice equals stepping 1/120 four times, bit for bit. Contacts
/// are found about 60 times a second (every `collideInterval` substeps) and solved at every
/// substep with Box2D v3's soft step: warm start, one biased pass, integrate, one relax pass.
///
/// Every mutating call validates all its input first and throws `FizzError` without changing
/// anything when it refuses.
public final class BubbleWorld {
    /// The bytes this world's storage may take, and takes (see `MemoryBudget`).
    public let memory: MemoryBudget
    let bodies: BodyStore
    let contacts: ContactSet
    let grid: BroadPhase
    let solverBodies: SolverBodies
    /// The contacts cut into blocks for the wavefront and the worker threads (`SolverBlocks`).
    let solverBlocks: SolverBlocks
    /// Bubbles from which the substeps between two collides may run as one wavefront over blocks
    /// (`fusableSubsteps`); below, each substep is a wavefront of its own. (Below it a substep ran
    /// its passes whole until issue 26's round twelve: now every planned world runs as a
    /// wavefront, whose plan says where the passes' pairs break.) Tests move it: the bits do
    /// not depend on it.
    var wavefrontMinimumBodies = 4 * ContactSet.blockSize
    /// Whether the contacts may be cut into blocks (`SolverBlocks.plan`); tests turn it off to
    /// run every substep as a budget that refuses the plan does (`SolverBlocks.runWhole`, every
    /// contact alone, on one thread), the schedule every other one must match bit for bit.
    var plansBlocks = true
    /// Whether the substeps between two collides may run as one wavefront
    /// (`fusableSubsteps`); tests turn it off to compare with one wavefront per substep.
    var fusesSubsteps = true
    /// Whether the last pass of the substeps before a `writeBack` writes each block's bodies to
    /// the store as it finishes them (`SolverJob.scatters`); tests turn it off to compare with
    /// the store written whole after the substeps.
    var scattersInPasses = true
    /// Substeps run in a wavefront with others so far (what tests read to know it happened).
    var fusedSubsteps: UInt64 = 0
    /// Every fastest speed² the rest detector was fed, folded in order (FNV-style): what tests
    /// compare to know a fused run fed it what one wavefront per substep does.
    var restTrace: UInt64 = 0

    /// The world rectangle's size in points.
    public internal(set) var size: Vec2
    /// All parameters; change them through the setters below (they validate).
    public internal(set) var def: BubbleWorldDef

    /// Fixed substeps of `1 / substepRate` s, whatever the host's slicing (see `FixedStepClock`).
    var clock = FixedStepClock()
    /// When every bubble has stayed slower than `sleepSpeed` for `sleepTime` (`RestDetector`).
    var rest = RestDetector()

    /// Seconds of simulated time not yet consumed by a substep (always `< 1 / substepRate`);
    /// the clock keeps it in substeps (`clock.pending`, in `0 ..< 1`).
    public var accumulator: Double { clock.pending / def.substepRate }
    /// Substeps taken since creation; contacts are rebuilt when it is a multiple of
    /// `collideInterval` (or when bodies were added or removed since the last rebuild).
    public var substepCount: UInt64 { clock.count }
    var contactsDirty = true
    /// Work units the last `step` call did (a bubble or a contact visited once by a collide, a
    /// solver pass, the rest detector or a driver's hook; see `BubbleWorldDef.maxStepWork`), at most the budget
    /// plus one substep's (its driver's work, a collide and one iteration). Per call: not
    /// saved in snapshots, not hashed.
    public internal(set) var lastStepWork: Int64 = 0
    /// Whether the last `step` call reached its work budget (`BubbleWorldDef.maxStepWork`) or
    /// its substep cap (`maxStepSubsteps`): it then ran fewer iterations or dropped time, and
    /// the motion of that call depends on how the host slices time. Per call, like `lastStepWork`.
    public internal(set) var lastStepBudgetHit = false
    /// True once the world has come to rest; it then costs nothing to step until woken.
    public var isSettled: Bool { rest.isSettled }
    /// Threads that solve each substep (`setThreads`; 1: the calling thread alone). Any count
    /// gives the same bits; not part of `def`, not saved in snapshots, not hashed.
    public internal(set) var threads: Int32 = 1
    #if !hasFeature(Embedded)
    /// The worker threads while `threads > 1` (a `SolverPool`, started by the first substep that
    /// uses them, stopped when this goes; see `SolverThreads.swift`).
    var workers: AnyObject? = nil
    #endif

    /// Creates an empty world.
    /// - Parameters: width, height: the rectangle in points, each in `minSide...maxExtent`.
    public init(width: Double, height: Double, def: BubbleWorldDef = BubbleWorldDef()) throws(FizzError) {
        try Check.side(width)
        try Check.side(height)
        try def.validate()
        size = Vec2(width, height)
        self.def = def
        let m = MemoryBudget()
        memory = m
        bodies = BodyStore(budget: m); contacts = ContactSet(budget: m); grid = BroadPhase(budget: m)
        solverBodies = SolverBodies(budget: m)
        solverBlocks = SolverBlocks()
    }

    /// Sets the most bytes this world's storage may take (1...`MemoryBudget.maxLimit`, not
    /// below `memory.used`); calls that would need more are refused with `.overBudget`.
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try memory.setLimit(bytes) }

    // MARK: Bubbles

    /// Live bubbles.
    public var count: Int { bodies.count }

    /// Adds a bubble at rest.
    /// - Parameters: position in points (each coordinate within ±`maxExtent`); radius in points,
    ///   in `minRadius...maxRadius`; density in mass per pt² (`minDensity...maxDensity`; nil: the world's `density`).
    /// - Throws: `.nonFinite`, `.outOfRange`, `.limitReached`.
    @discardableResult
    public func addBubble(at p: Vec2, radius: Double, density: Double? = nil) throws(FizzError) -> BubbleID {
        try Check.range(p.x, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.range(p.y, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.radius(radius)
        let d = density ?? def.density
        try Check.density(d)
        if bodies.count >= Int(def.maxBubbles) { throw .limitReached }
        try bodies.reserveOneMore()
        let id = bodies.append(position: p, radius: radius, density: d)
        structureChanged()
        return id
    }

    /// Removes a bubble at once. - Throws: `.notFound` if `id` names no live bubble.
    public func removeBubble(_ id: BubbleID) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        removeBody(id, at: i)
    }

    /// Takes bubble `id` (at store index `i`) out of the world: the one path for a call's
    /// removal and for a driver's.
    func removeBody(_ id: BubbleID, at i: Int) {
        bodies.remove(atIndex: i)
        bodiesRemoved()
    }

    /// `removeBody` for many bubbles at once: each marked now (`BodyStore.markRemoved`), the
    /// store moved once by `compactRemoved()`, which must follow before the store is read by
    /// index.
    func markRemoved(_ id: BubbleID, at i: Int) {
        bodies.markRemoved(atIndex: i)
        bodiesRemoved()
    }

    func compactRemoved() { bodies.compactRemoved() }

    private func bodiesRemoved() {
        // Fewer bubbles: contacts a budget could not hold are counted again at the next collide.
        contacts.demand = 0; contacts.wallDemand = 0
        structureChanged()
    }

    /// The body index of a live bubble: its place in `bubbleIDs` and in the packed arrays.
    public func index(of id: BubbleID) -> Int? { bodies.index(of: id) }

    /// True when `id` names a live bubble of this world.
    public func contains(_ id: BubbleID) -> Bool { bodies.index(of: id) != nil }

    /// Centre of a live bubble, in points.
    public func position(of id: BubbleID) -> Vec2? {
        guard let i = bodies.index(of: id) else { return nil }
        return Vec2(bodies.px[i], bodies.py[i])
    }

    /// Velocity of a live bubble, in pt/s.
    public func velocity(of id: BubbleID) -> Vec2? {
        guard let i = bodies.index(of: id) else { return nil }
        return Vec2(bodies.vx[i], bodies.vy[i])
    }

    /// Radius of a live bubble, in points.
    public func radius(of id: BubbleID) -> Double? {
        guard let i = bodies.index(of: id) else { return nil }
        return bodies.radius[i]
    }

    /// Ids of the live bubbles in body order (the order of `forEachBubble` and the C API's
    /// position array).
    public var bubbleIDs: [BubbleID] {
        var out: [BubbleID] = []
        out.reserveCapacity(bodies.count)
        for i in 0..<bodies.count { out.append(bodies.id(atIndex: i)) }
        return out
    }

    /// Calls `body(id, centre, radius)` for every live bubble, in body order.
    public func forEachBubble(_ body: (BubbleID, Vec2, Double) -> Void) {
        for i in 0..<bodies.count {
            body(bodies.id(atIndex: i), Vec2(bodies.px[i], bodies.py[i]), bodies.radius[i])
        }
    }

    // MARK: Parameters

    /// Replaces every parameter at once (validated as a whole first).
    public func setDef(_ newDef: BubbleWorldDef) throws(FizzError) {
        try newDef.validate()
        if newDef.maxBubbles < Int32(bodies.count) { throw .outOfRange }
        def = newDef
        wake()
    }

    /// Applies `change` to a copy of the parameters, validates it, then commits it.
    public func update(_ change: (inout BubbleWorldDef) -> Void) throws(FizzError) {
        var d = def
        change(&d)
        try setDef(d)
    }

    /// The attraction point in world points.
    public var anchorPoint: Vec2 { Vec2(size.x * def.anchor.x, size.y * def.anchor.y) }

    /// Substeps between contact rebuilds: contacts are found about 60 times a second.
    public var collideInterval: UInt64 {
        let k = (def.substepRate / 60).rounded(.toNearestOrAwayFromZero)
        return k < 1 ? 1 : UInt64(k)
    }

    /// Wakes a settled world: the next `step` simulates again.
    public func wake() { rest.wake() }

    func structureChanged() {
        contactsDirty = true
        wake()
    }
}
