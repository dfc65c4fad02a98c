//===--- MemoryBudgetTests.swift -----------------------------------------===//
// Part of Fizz. A world's storage stays within its budget; running out is an error.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Memory budget")
struct MemoryBudgetTests {
    @Test("A new world holds nothing; the default budget is 256 MiB")
    func emptyWorld() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        #expect(w.memory.used == 0)
        #expect(w.memory.limit == 268_435_456)
    }

    @Test("Adds beyond a 16 KiB budget are refused, change nothing, and the budget is never passed")
    func addsStopAtTheBudget() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        try w.setMemoryBudget(16 * 1024)
        var added = 0
        var refusal: FizzError? = nil
        while refusal == nil {
            do {
                try w.addBubble(at: Vec2(10 + Double(added % 30) * 12, 10 + Double(added / 30) * 12), radius: 5)
                added += 1
            } catch { refusal = error }
            #expect(w.memory.used <= 16 * 1024)
        }
        #expect(refusal == .overBudget)
        // A bubble takes 72 bytes (seven 8-byte columns, a 4-byte slot, and its slot's three
        // 4-byte entries): at most 16384 / 72 = 227 fit. Columns double while the budget has
        // room, so at least half the budget holds bubbles: 113 or more.
        #expect(added >= 16384 / 144 && added <= 16384 / 72 && w.count == added)
        let h = w.stateHash
        #expect(throws: FizzError.overBudget) { try w.addBubble(at: Vec2(1, 1), radius: 1) }
        #expect(w.stateHash == h && w.count == added)
        // The step needs room too: refused whole, nothing changed.
        #expect(throws: FizzError.overBudget) { try w.step(1.0 / 60) }
        #expect(w.stateHash == h && w.substepCount == 0)
        try w.setMemoryBudget(1 << 20)
        try w.step(1.0 / 60)
        #expect(w.substepCount == 20 && w.memory.used <= 1 << 20)
    }

    @Test("The budget cannot go below what the world holds, nor outside 1...2^40")
    func limits() throws {
        let w = try BubbleWorld(width: 100, height: 100)
        try w.addBubble(at: Vec2(50, 50), radius: 10)
        let used = w.memory.used
        #expect(used > 0)
        #expect(throws: FizzError.outOfRange) { try w.setMemoryBudget(used - 1) }
        #expect(throws: FizzError.outOfRange) { try w.setMemoryBudget(0) }
        #expect(throws: FizzError.outOfRange) { try w.setMemoryBudget((1 << 40) + 1) }
        try w.setMemoryBudget(used)
        #expect(w.memory.limit == used)
    }

    @Test("A pile at one point: the first step keeps the contacts that fit, the next is refused whole")
    func pileAtOnePoint() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        for _ in 0..<3000 { try w.addBubble(at: Vec2(195, 422), radius: 10) }
        // 3,000 coincident bubbles touch each other: each keeps at most `contactCap` (32)
        // contacts with the bubbles after it, 32 × 2,968 + (31 + 30 + … + 0) = 95,472 in all,
        // about 11 MB of contact arrays; a 6 MiB budget holds the bubbles and the step's usual
        // reservation (3 contacts each) but not that.
        try w.setMemoryBudget(6 << 20)
        try w.step(1.0 / 60)
        #expect(w.contacts.demand == 32 * 2968 + 31 * 32 / 2)
        #expect(w.memory.used <= w.memory.limit)
        let h = w.stateHash, used = w.memory.used
        #expect(throws: FizzError.overBudget) { try w.step(1.0 / 60) }
        #expect(w.stateHash == h && w.memory.used == used)
        // Removing bubbles is how a host gets out: the demand is asked again at the next collide.
        let ids = w.bubbleIDs
        for id in ids.dropFirst(100) { try w.removeBubble(id) }
        try w.step(1.0 / 60)
        try w.step(1.0 / 60)
        #expect(w.count == 100)
    }

    @Test("1,048,576 toggles without a step keep 65,536 events and count the rest as dropped")
    func eventFlood() throws {
        let w = try BubblePicker(width: 390, height: 844)
        let id = try w.addBubble(at: Vec2(195, 422), radius: 40)
        for _ in 0..<70_000 { try w.toggle(id) }
        let used = w.memory.used
        for _ in 70_000..<1_048_576 { try w.toggle(id) }
        #expect(w.memory.used == used)
        try w.step(1.0 / 60)
        #expect(w.eventCount == 65_536 && w.droppedEvents == 1_048_576 - 65_536)
        // The first events are kept: selected, deselected, selected, ...
        #expect(w.event(at: 0).kind == .selected && w.event(at: 1).kind == .deselected)
        try w.step(1.0 / 60)
        #expect(w.eventCount == 0 && w.droppedEvents == 0)
    }
}

/// A column grown a few elements at a time within one call (a journal, a list appended entry
/// by entry) near the end of its budget: `reserve` there takes exactly what it is asked for,
/// so every entry reallocated and copied the whole column (a layout laying out a million
/// bricks near its budget copied for minutes: found by the corner soak, CornerSoakTests).
@Suite struct ColumnAppending {
    /// Appends 7 elements at a time with `reserve` until the budget refuses; the growths seen.
    func fill(_ appending: Bool) -> (growths: Int, filled: Int) {
        let budget = MemoryBudget(limit: 3 << 19)
        var c = Column<Double>()
        var growths = 0, capacity = 0, n = 0
        while true {
            do {
                if appending { try c.reserve(appending: n + 7, keeping: n, in: budget) }
                else { try c.reserve(n + 7, keeping: n, in: budget) }
            } catch { break }
            if c.capacity != capacity { growths += 1; capacity = c.capacity }
            n += 7
        }
        return (growths, n)
    }

    @Test("reserve(appending:) fills the budget in O(log) growths: doubling, then half the spare room each time")
    func logarithmicNearTheEnd() {
        let (growths, filled) = fill(true)
        // 1.5 MiB of doubles is 196,608 (doubling stops at 131,072): all but the last 7 fit.
        #expect(filled > 196_608 - 14 && filled <= 196_608)
        #expect(growths < 64, "\(growths) growths")
        // The plain reserve, exact near the end: one growth per append past the last doubling
        // (65,536 doubles, 9,362 appends).
        #expect(fill(false).growths > 1000)
    }
}
