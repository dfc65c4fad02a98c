//===--- WorkBudgetTests.swift -------------------------------------------===//
// Part of Fizz. No call runs for seconds: the world's work per step, the popups' per solve, and
// the contact arrays' growth near the memory budget's end (issue 25 §4). Counters, not time.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Work budgets (issue 25 §4)")
struct WorkBudgetTests {
    /// A world with `n` bubbles of radius 20 all added at its centre.
    static func pile(_ n: Int, budget: Int64? = nil) throws -> BubbleWorld {
        let w = try BubbleWorld(width: 390, height: 844)
        if let budget { try w.setMemoryBudget(budget) }
        for _ in 0..<n { _ = try w.addBubble(at: Vec2(195, 422), radius: 20) }
        return w
    }

    @Test("A pile stepped a whole second stops at the work budget, runs slow and says so")
    func worldPile() throws {
        // 2,000 bubbles at one point keep 32 contacts each: a substep visits about 3 × 66,000
        // units, so 1,200 substeps (1 s at 1200 Hz) would be about 240 million.
        let w = try WorkBudgetTests.pile(2000)
        try w.step(1.0)
        #expect(w.lastStepBudgetHit)
        #expect(w.substepCount < 1200)
        // Never more than the budget and one substep: a collide, one iteration (its contacts
        // stay below 32 per bubble) and the rest detector's scan.
        let visits: Int64 = 2000 + 32 * 2000
        let oneSubstep: Int64 = BubbleWorld.collideVisitsPerBubble * 2000 + 32 * 2000 + 3 * visits + 2000
        #expect(w.lastStepWork <= BubbleWorldDef.maxStepWork + oneSubstep)
        #expect(w.lastStepWork >= BubbleWorldDef.maxStepWork)
        // The pile still spreads, call by call, and nothing becomes non-finite.
        try w.step(1.0)
        for id in w.bubbleIDs { let p = w.position(of: id)!; #expect(p.x.isFinite && p.y.isFinite) }
    }

    @Test("An ordinary world never reaches the budget (1 s of 1,000 bubbles spread on a grid)")
    func worldOrdinary() throws {
        let w = try BubbleWorld(width: 800, height: 800)
        for k in 0..<1000 { _ = try w.addBubble(at: Vec2(Double(20 + 24 * (k % 32)), Double(20 + 24 * (k / 32))), radius: 10) }
        try w.step(1.0 / 60)
        #expect(!w.lastStepBudgetHit)
        #expect(w.lastStepWork > 0 && w.lastStepWork < BubbleWorldDef.maxStepWork / 10)
    }

    @Test("A collide counts its visits per bubble, a substep (2i + 1) visits of every bubble and contact")
    func stepWorkAccounting() throws {
        // One substep that collides (the first), with two iterations, and nothing else: the
        // count is exactly the collide's and the substep's.
        var def = BubbleWorldDef()
        def.iterations = 2
        let w = try BubbleWorld(width: 800, height: 800, def: def)
        for k in 0..<500 { _ = try w.addBubble(at: Vec2(Double(20 + 24 * (k % 32)), Double(20 + 24 * (k / 32))), radius: 11) }
        try w.step(1.5 / w.def.substepRate)
        #expect(w.substepCount == 1)
        let visits = Int64(500 + w.contacts.count + w.contacts.wallCount)
        #expect(w.contacts.count > 0)
        // The collide, the substep's passes, and the rest detector's scan of every bubble.
        #expect(w.lastStepWork == BubbleWorld.collideVisitsPerBubble * 500 + visits - 500 + 5 * visits + 500)
    }

    /// The work of `substeps` substeps of 500 bubbles on a grid (touching) after their collide,
    /// `fused` or one at a time, and the same world's contacts and walls.
    static func restWork(sleepSpeed: Double, substeps: Int, fused: Bool) throws -> (work: Int64, visits: Int64, fused: UInt64) {
        var def = BubbleWorldDef()
        def.iterations = 2
        def.sleepSpeed = sleepSpeed
        let w = try BubbleWorld(width: 800, height: 800, def: def)
        w.wavefrontMinimumBodies = 0   // a small world's substeps fuse too
        w.fusesSubsteps = fused
        for k in 0..<500 { _ = try w.addBubble(at: Vec2(Double(20 + 24 * (k % 32)), Double(20 + 24 * (k / 32))), radius: 11) }
        try w.step((Double(substeps) + 0.5) / w.def.substepRate)
        #expect(w.substepCount == UInt64(substeps) && !w.isSettled)
        return (w.lastStepWork, Int64(500 + w.contacts.count + w.contacts.wallCount), w.fusedSubsteps)
    }

    @Test("The rest detector's scan of every bubble counts one visit a substep, alone or fused, none without rest")
    func restScanWork() throws {
        // One collide, then 4 substeps (the collide interval is 20): the collide, 5 visits of
        // every bubble and contact per substep at 2 iterations, and 500 more per substep while
        // the world can come to rest (the scan after a substep alone, the tracking in a fused
        // wavefront's last pass); with `sleepSpeed` 0 there is no scan and nothing more.
        let collide = BubbleWorld.collideVisitsPerBubble * 500
        for fused in [false, true] {
            let resting = try WorkBudgetTests.restWork(sleepSpeed: 2, substeps: 4, fused: fused)
            #expect(resting.work == collide + resting.visits - 500 + 4 * (5 * resting.visits + 500))
            let awake = try WorkBudgetTests.restWork(sleepSpeed: 0, substeps: 4, fused: fused)
            #expect(awake.work == collide + awake.visits - 500 + 4 * 5 * awake.visits)
            // The fused run did fuse (its tracking is what is counted), and the other did not.
            #expect((resting.fused > 0) == fused && (awake.fused > 0) == fused)
        }
    }

    /// A picker of `n` bubbles of radius 10, 50 pt apart (no two touch), appearing over 60 s.
    static func appearingPicker(_ n: Int) throws -> BubblePicker {
        let side = 100
        let picker = try BubblePicker(width: Double(50 * side), height: Double(50 * (n / side + 1)))
        try picker.updatePicker { $0.appearDuration = 60 }
        for k in 0..<n { try picker.addPickerBubble(at: Vec2(Double(25 + 50 * (k % side)), Double(25 + 50 * (k / side))), radius: 10) }
        return picker
    }

    @Test("Appearing picker bubbles: the animation pass counts, and a step stops at the budget")
    func pickerAppearing() throws {
        // 8,000 bubbles apart: a substep's solver visits each 3 times (24,000 units: 1,200
        // substeps stay under the budget), but the picker's animation pass visits every record
        // and the store is written for it in every substep as well. Uncounted, 131,071 of them
        // ran every substep of a second, seconds of CPU.
        let n = 8000
        let picker = try WorkBudgetTests.appearingPicker(n)
        let w = picker.world
        try picker.step(1.0)
        #expect(w.lastStepBudgetHit)
        #expect(w.substepCount < 1200)
        #expect(w.lastStepWork >= BubbleWorldDef.maxStepWork)
        // Never more than the budget and one substep: the animation pass, the store written,
        // a collide, one iteration (fewer contacts than bubbles: no two touch) and the rest scan.
        #expect(w.contacts.count + w.contacts.wallCount < n)
        let visits = Int64(2 * n)
        let oneSubstep = BubblePicker.recordVisitWork * Int64(n) + Int64(n)
            + BubbleWorld.collideVisitsPerBubble * Int64(n) + Int64(n) + 3 * visits + Int64(n)
        #expect(w.lastStepWork <= BubbleWorldDef.maxStepWork + oneSubstep)
        // The bubbles still appear, call by call.
        for id in w.bubbleIDs { #expect(w.radius(of: id)! > 0.1) }
    }

    @Test("Contacts near the memory budget's end grow a bounded number of times, not once per bubble")
    func contactGrowthNearTheLimit() throws {
        // 3,000 bubbles at one point want 96,000 contacts (about 10 MB of contact arrays); a
        // 4 MB budget holds some 35,000. The collide used to grow the seven arrays by 32
        // contacts per bubble once the budget was nearly full: one reallocation per bubble.
        let w = try WorkBudgetTests.pile(3000, budget: 4_000_000)
        try w.step(1.0 / 1200)
        #expect(w.contacts.count > 0)
        #expect(w.contacts.stagedGrowths <= 24, "growths \(w.contacts.stagedGrowths)")
        #expect(w.memory.used <= 4_000_000)
    }

    /// `n` popups of 60 × 24 all on the reference at (500, 500) of a 1000 × 1000 layer.
    static func popupPile(_ n: Int) throws -> PopupLayer {
        let l = try PopupLayer(width: 1000, height: 1000)
        for _ in 0..<n {
            let id = try l.add()
            try l.setReference(id, x: 500, y: 500, width: 8, height: 8)
            try l.setSize(id, width: 60, height: 24)
        }
        return l
    }

    @Test("Popups piled on one point: the solve stops searching at its budget, flags the rest")
    func popupPile() throws {
        let n = 1000
        let l = try WorkBudgetTests.popupPile(n)
        try l.solve()
        #expect(l.lastSolveBudgetHit)
        // At most the budget plus one popup's search: 4 sides × 35 queries over the 3n rects.
        #expect(l.lastSolveWork <= Int64(PopupLayer.maxSolveWork + 4 * 35 * 3 * n))
        // The last popup was placed unsearched: at its first side's place, flagged overlapping.
        #expect(l.popups[n - 1].flags & PopupLayer.Flag.overlapping != 0)
        // The same solve again gives the same answer (the cut is by count, not by time).
        let before = (0..<n).map { l.popups[$0].flags }
        try l.solve()
        #expect((0..<n).map { l.popups[$0].flags } == before)
    }

    @Test("A thousand popups spread over a layer never reach the budget")
    func popupOrdinary() throws {
        let l = try PopupLayer(width: 2000, height: 2000)
        for k in 0..<1000 {
            let id = try l.add()
            try l.setReference(id, x: Double(10 + 50 * (k % 40)), y: Double(20 + 80 * (k / 40)), width: 8, height: 8)
            try l.setSize(id, width: 60, height: 24)
        }
        try l.solve()
        #expect(!l.lastSolveBudgetHit)
        #expect(l.lastSolveWork < Int64(PopupLayer.maxSolveWork / 10))
    }
}
