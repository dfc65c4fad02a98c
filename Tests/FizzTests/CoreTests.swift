//===--- CoreTests.swift -------------------------------------------------===//
// Part of Fizz's tests. The shared pieces every component builds on, alone.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Core pieces")
struct CoreTests {
    @Test("the clock gives 20 substeps for 1/60 s at 1200 Hz however the time is sliced")
    func clockSnapsNearIntegers() {
        var once = FixedStepClock(), halves = FixedStepClock()
        do { let got = once.advance(1.0 / 60, rate: 1200, cap: 2400); #expect(got == 20) }
        do { let got = halves.advance(1.0 / 120, rate: 1200, cap: 2400); #expect(got == 10) }
        do { let got = halves.advance(1.0 / 120, rate: 1200, cap: 2400); #expect(got == 10) }
        #expect(once.pending == 0 && halves.pending == 0)
        // A fraction is kept: 1/3 of a substep, three times, is one substep.
        var c = FixedStepClock()
        do { let got = c.advance(1.0 / 3600, rate: 1200, cap: 10); #expect(got == 0) }
        do { let got = c.advance(1.0 / 3600, rate: 1200, cap: 10); #expect(got == 0) }
        do { let got = c.advance(1.0 / 3600, rate: 1200, cap: 10); #expect(got == 1) }
    }

    @Test("the clock runs at most its cap per call and keeps only the fraction beyond it")
    func clockCap() {
        var c = FixedStepClock()
        do { let got = c.advance(1.0, rate: 1200, cap: 100); #expect(got == 100) }
        do { let got = c.advance(0.25 / 1200, rate: 1200, cap: 100); #expect(got == 0) }
        #expect(c.pending == 0.25)
    }

    @Test("rest comes after the given time below the threshold, and any fast substep restarts it")
    func restDetector() {
        var r = RestDetector()
        do { let rested = r.observe(fastestSquared: 1, limitSquared: 4, h: 0.25, restAfter: 0.5); #expect(!rested) }
        do { let rested = r.observe(fastestSquared: 9, limitSquared: 4, h: 0.25, restAfter: 0.5); #expect(!rested) }
        #expect(r.restTime == 0)
        do { let rested = r.observe(fastestSquared: 4, limitSquared: 4, h: 0.25, restAfter: 0.5); #expect(!rested) }
        do { let rested = r.observe(fastestSquared: 0, limitSquared: 4, h: 0.25, restAfter: 0.5); #expect(rested) }
        #expect(r.isSettled)
        r.wake()
        #expect(!r.isSettled && r.restTime == 0)
    }

    @Test("a bounded list keeps 65,536 events and counts the rest; a step's list opens with the pending ones")
    func eventLog() {
        let budget = MemoryBudget()
        var log = EventLog<UInt32>()
        for k in 0..<70_000 { log.emit(UInt32(k), budget: budget) }
        #expect(log.pending.count == 65_536 && log.pending.dropped == 70_000 - 65_536)
        log.beginStep(first: 7, budget: budget)
        #expect(log.lastStep.count == 65_536 && log.lastStep[0] == 7 && log.lastStep[1] == 0)
        #expect(log.lastStep.dropped == 70_000 - 65_536 + 1)   // the pending drops, and the last pending one
        #expect(log.pending.isEmpty && log.pending.dropped == 0)
        log.emit(99, budget: budget)
        log.endStep(last: nil, budget: budget)
        log.emit(100, budget: budget)
        #expect(log.pending.count == 1 && log.pending[0] == 100)
        log.beginStep(first: nil, budget: budget)
        #expect(log.lastStep.count == 1 && log.lastStep[0] == 100 && log.lastStep.dropped == 0)
    }

    @Test("sortByKey orders by key then tie, for hand-made lists and every arrangement of a small one")
    func keyedSort() {
        var a = [Keyed(key: 3, tie: 0, value: "c"), Keyed(key: 1, tie: 9, value: "b"),
                 Keyed(key: 1, tie: 2, value: "a"), Keyed(key: 7, tie: 1, value: "d")]
        sortByKey(&a)
        #expect(a.map { $0.value } == ["a", "b", "c", "d"])
        var empty: [Keyed<Int>] = []
        sortByKey(&empty)
        #expect(empty.isEmpty)
        // Every arrangement of six pairs, two of which share a key: always the one order.
        let pairs: [(UInt64, UInt32)] = [(5, 0), (2, 4), (2, 1), (9, 0), (0, 7), (UInt64.max, 0)]
        let want = [4, 2, 1, 0, 3, 5]   // indices into `pairs`, in (key, tie) order
        var order = Array(0..<6)
        var seen = 0
        func permute(_ k: Int) {
            if k == order.count {
                var items = order.map { Keyed(key: pairs[$0].0, tie: pairs[$0].1, value: $0) }
                sortByKey(&items)
                #expect(items.map { $0.value } == want)
                seen += 1
                return
            }
            for j in k..<order.count {
                order.swapAt(k, j); permute(k + 1); order.swapAt(k, j)
            }
        }
        permute(0)
        #expect(seen == 720)
    }
}
