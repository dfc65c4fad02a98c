//===--- SolverPlanCurrentTests.swift ------------------------------------===//
// The plan the passes read is the plan of the contacts they solve, whatever came between steps.
//===---------------------------------------------------------------------===//

@testable import Fizz
import Testing

/// Issue 26, round thirteen: the passes trust `SolverBlocks.plan` for where each block's
/// contacts start and where their pairing breaks (`ContactSolver.breaks`); `plan` remakes it only
/// when the contact set's version or the solver's body count moved. A call that changed the
/// contacts or the bodies without either moving would leave a plan whose breaks index past a
/// block's contacts or pair two contacts that share a body. These tests run every path that changes
/// contacts, bodies or their order between two plans (calls between steps, a restore, a
/// plan the memory budget refuses, worker threads on and off, a picker's removals ending
/// mid-step), and after each call check that a plan `plan` would trust is the plan made afresh,
/// and that the world steps with the bits of its own snapshot restored (a new world: a new plan).
@Suite struct SolverPlanCurrentTests {
    /// The entries of `b.reach` a plan uses: the reaches, each block's first break's place, and
    /// every block's breaks up to its contact count (`SolverBlocks.reach`).
    static func planLength(_ b: SolverBlocks) -> Int {
        let nb = b.blockCount
        if nb == 0 { return 0 }
        let count = Int(b.contactStart[nb] - b.contactStart[nb - 1])
        var m = Int(b.reach[2 * nb - 1])
        while Int(b.reach[m]) != count { m += 1 }
        return m + 1
    }

    /// When `w`'s plan is one `plan` would trust (made for the current contact version and solver
    /// body count), it must be the plan made afresh for the contacts as they are. Returns whether
    /// it was trusted (and so checked).
    @discardableResult
    static func expectPlanCurrent(_ w: BubbleWorld, _ what: Comment) -> Bool {
        let b = w.solverBlocks
        guard b.plannedVersion == w.contacts.version && b.plannedBodies == w.solverBodies.count else { return false }
        let fresh = SolverBlocks()
        #expect(fresh.plan(w), what)
        let nb = fresh.blockCount
        #expect(b.blockCount == nb, what)
        guard b.blockCount == nb else { return true }
        let length = planLength(fresh)
        let same = (0...nb).allSatisfy { b.contactStart[$0] == fresh.contactStart[$0] && b.wallStart[$0] == fresh.wallStart[$0] }
            && (0..<length).allSatisfy { b.reach[$0] == fresh.reach[$0] }
        #expect(same, what)
        return true
    }

    /// A copy of `w` through its snapshot: a new world, whose first step makes its own plan.
    static func restored(_ w: BubbleWorld) throws -> BubbleWorld {
        try w.snapshot().withUnsafeBytes { p throws(FizzError) in try BubbleWorld.restore(from: p) }
    }

    /// 1,500 bubbles (3 blocks) on a grid, touching their neighbours, pulled to the centre for
    /// a few steps: contacts in every block, walls hit, and a plan made and used.
    static func grid() throws -> BubbleWorld {
        let w = try BubbleWorld(width: 1000, height: 1000)
        for k in 0..<1500 {
            _ = try w.addBubble(at: Vec2(Double(20 + 21 * (k % 46)), Double(20 + 21 * (k / 46))), radius: 11)
        }
        for _ in 0..<3 { try w.step(1.0 / 60) }
        return w
    }

    /// Each call a host can make between steps, made on two worlds built alike: one steps on,
    /// the other is restored from its own snapshot first (the first is never saved: writing a
    /// snapshot moves the contact version, which would hide a stale plan). After the call the
    /// world's plan is current or not trusted; after a step it is trusted and current, and it
    /// steps as the restored copy, frame after frame, over every call in turn.
    @Test func callsBetweenStepsLeaveNoStalePlan() throws {
        let w = try SolverPlanCurrentTests.grid(), twin = try SolverPlanCurrentTests.grid()
        let ids = w.bubbleIDs
        let calls: [(String, (BubbleWorld) throws -> Void)] = [
            ("nothing", { _ in }),
            ("a position", { try $0.setPosition(ids[700], Vec2(500, 500)) }),
            ("a radius", { try $0.setRadius(ids[10], 30) }),
            ("a velocity", { try $0.setVelocity(ids[1200], Vec2(400, -300)) }),
            ("a bubble removed", { try $0.removeBubble(ids[3]) }),
            ("bubbles removed across a block", { w in for k in 500..<530 { try w.removeBubble(ids[k]) } }),
            ("a bubble added", { _ = try $0.addBubble(at: Vec2(480, 520), radius: 15) }),
            ("600 bubbles added (a block more)", { w in
                for k in 0..<600 { _ = try w.addBubble(at: Vec2(Double(100 + 13 * (k % 60)), Double(300 + 13 * (k / 60))), radius: 6) }
            }),
            ("resized", { try $0.resize(width: 900, height: 1100) }),
            ("parameters", { try $0.update { $0.speculativeDistance = 8; $0.iterations = 3 } }),
            ("a snapshot written", { _ = $0.snapshot() }),
        ]
        for (what, call) in calls {
            try call(w)
            try call(twin)
            SolverPlanCurrentTests.expectPlanCurrent(w, Comment(rawValue: "after \(what)"))
            let copy = try SolverPlanCurrentTests.restored(twin)
            // A quarter frame, then whole ones: a step that ends between two collides, so the
            // next begins on the contacts (and the plan) the one before left.
            for dt in [1.0 / 240, 1.0 / 60, 1.0 / 60] {
                try w.step(dt); try copy.step(dt); try twin.step(dt)
                #expect(SolverPlanCurrentTests.expectPlanCurrent(w, Comment(rawValue: "stepped after \(what)")))
                #expect(w.stateHash == copy.stateHash, Comment(rawValue: "stepped after \(what)"))
            }
        }
    }

    /// A restored world with live contacts (restored a quarter frame after a collide) plans
    /// its own contacts, and steps as the world it was saved from.
    @Test func aRestoredWorldPlansItsOwnContacts() throws {
        let w = try SolverPlanCurrentTests.grid()
        try w.step(1.0 / 240)
        #expect(!w.contactsDirty && w.substepCount % w.collideInterval != 0 && w.contacts.count > 1000)
        let r = try SolverPlanCurrentTests.restored(w)
        #expect(r.solverBlocks.plannedVersion != r.contacts.version)
        for _ in 0..<3 {
            try w.step(1.0 / 60); try r.step(1.0 / 60)
            #expect(SolverPlanCurrentTests.expectPlanCurrent(r, "restored"))
            #expect(w.stateHash == r.stateHash)
        }
    }

    /// A plan the memory budget refuses: a world that grew three blocks steps with a budget of
    /// what it uses once its step is reserved (its contacts' room made ample first, so the
    /// collide needs no more), so the plan's breaks cannot grow with the contacts' room. The
    /// passes then run every contact alone and read no break of the old plan (made for fewer
    /// blocks and other contacts); the bits are those of the same world with room for its plan.
    @Test func aRefusedPlanIsNeverRead() throws {
        func grown() throws -> BubbleWorld {
            let w = try SolverPlanCurrentTests.grid()
            for k in 0..<1200 { _ = try w.addBubble(at: Vec2(Double(100 + 13 * (k % 60)), Double(300 + 13 * (k / 60))), radius: 6) }
            return w
        }
        let w = try grown(), roomy = try grown()
        let old = w.solverBlocks.blockCount
        w.contacts.demand = 4 * w.count
        try w.reserveForStep()
        try w.memory.setLimit(w.memory.used)
        try w.step(1.0 / 1200)
        try roomy.step(1.0 / 1200)
        // Refused: the plan is still the old one, not trusted (another version), for fewer blocks.
        #expect(w.solverBlocks.plannedVersion != w.contacts.version && w.solverBlocks.blockCount == old)
        #expect(roomy.solverBlocks.plannedVersion == roomy.contacts.version && roomy.solverBlocks.blockCount > old)
        #expect(w.contacts.count == roomy.contacts.count && w.contacts.count > 1000)
        #expect(w.stateHash == roomy.stateHash)
        // Room again: the next step plans, and keeps the bits.
        try w.memory.setLimit(roomy.memory.limit)
        for _ in 0..<2 {
            try w.step(1.0 / 60); try roomy.step(1.0 / 60)
            #expect(SolverPlanCurrentTests.expectPlanCurrent(w, "room again"))
            #expect(w.stateHash == roomy.stateHash)
        }
    }

    /// Worker threads turned on and off between steps, with bubbles added and removed while
    /// they are on: the threads and the calling thread read one plan, remade when the
    /// contacts move, and every frame has one thread's bits.
    @Test func threadsOnAndOffShareACurrentPlan() throws {
        // Process-wide, as in SolverThreadsTests and SolverBodiesFromOrderTests (the bits do
        // not depend on either): 1,500 bubbles collide and solve on the threads.
        BubbleWorld.threadedSolveMinimumBodies = 1
        BubbleWorld.threadedMinimumBodies = 1
        let w = try SolverPlanCurrentTests.grid(), one = try SolverPlanCurrentTests.grid()
        let ids = w.bubbleIDs
        for (k, threads) in ([2, 1, 3, 1, 2] as [Int32]).enumerated() {
            try w.setThreads(threads)
            for x in [w, one] {
                try x.removeBubble(ids[100 * k + 7])
                _ = try x.addBubble(at: Vec2(Double(300 + 40 * k), 480), radius: 12)
            }
            for _ in 0..<2 {
                try w.step(1.0 / 60); try one.step(1.0 / 60)
                #expect(SolverPlanCurrentTests.expectPlanCurrent(w, Comment(rawValue: "\(threads) threads")))
                #expect(w.stateHash == one.stateHash, Comment(rawValue: "\(threads) threads"))
            }
        }
        #if !hasFeature(Embedded)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            #expect(((w.workers as? SolverPool)?.substeps ?? 0) > 0, "the threads solved")
        }
        #endif
    }

    /// A picker whose removal animations end inside a step (the store compacted by its driver
    /// between two substeps): the next substep collides and plans afresh, and the picker steps
    /// as a picker built alike and restored from its snapshot (this one is never saved).
    @Test func aPickerRemovingMidStepPlansAfresh() throws {
        func make() throws -> BubblePicker {
            let picker = try BubblePicker(width: 1000, height: 1000)
            try picker.updatePicker { $0.appearDuration = 0; $0.removeDuration = 0.01 }
            var ids: [BubbleID] = []
            for k in 0..<1200 {
                ids.append(try picker.addPickerBubble(at: Vec2(Double(20 + 21 * (k % 46)), Double(20 + 21 * (k / 46))), radius: 11))
            }
            for _ in 0..<3 { try picker.step(1.0 / 60) }
            for k in stride(from: 0, to: 1200, by: 5) { try picker.removeAnimated(ids[k]) }
            return picker
        }
        let picker = try make()
        let copy = try make().snapshot().withUnsafeBytes { p throws(FizzError) in try BubblePicker.restore(from: p) }
        for _ in 0..<3 {
            try picker.step(1.0 / 60); try copy.step(1.0 / 60)
            #expect(SolverPlanCurrentTests.expectPlanCurrent(picker.world, "picker"))
            #expect(picker.stateHash == copy.stateHash)
        }
        #expect(picker.world.count == 960)
    }
}
