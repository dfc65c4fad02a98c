//===--- SlotMapTests.swift ----------------------------------------------===//
// Part of Fizz's tests. Ids with generations under both reuse policies.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Slot map")
struct SlotMapTests {
    private func map(delay: Int, newestFirst: Bool, limit: Int = 100, last: UInt32 = .max, retires: Bool = false) -> SlotMap {
        SlotMap(reuseDelay: delay, newestFirst: newestFirst, slotLimit: limit, lastGeneration: last, retires: retires)
    }

    private func take(_ m: inout SlotMap, _ n: Int, _ budget: MemoryBudget) throws -> [UInt32] {
        var out: [UInt32] = []
        for _ in 0..<n { try m.reserveOne(in: budget); out.append(m.take()) }
        return out
    }

    @Test("oldest-first with a delay: freed slots wait until more than `delay` are free, then go in freeing order")
    func oldestFirstWithDelay() throws {
        let budget = MemoryBudget()
        var m = map(delay: 2, newestFirst: false)
        #expect(try take(&m, 4, budget) == [0, 1, 2, 3])
        m.free(2); m.free(0)
        #expect(try take(&m, 1, budget) == [4])        // two wait: not more than the delay
        m.free(3)
        #expect(try take(&m, 2, budget) == [2, 5])     // three wait: the oldest freed, then fresh
        #expect(m.generation(of: 2) == 2 && m.generation(of: 0) == 2 && m.generation(of: 5) == 1)
    }

    @Test("newest-first without delay: the last freed slot comes back at once")
    func newestFirst() throws {
        let budget = MemoryBudget()
        var m = map(delay: 0, newestFirst: true)
        #expect(try take(&m, 3, budget) == [0, 1, 2])
        m.free(0); m.free(2)
        #expect(try take(&m, 3, budget) == [2, 0, 3])
        #expect(m.generation(of: 2) == 2 && m.generation(of: 0) == 2)
    }

    @Test("past its last generation a slot retires (never handed out again) or wraps to 1")
    func retireOrWrap() throws {
        let budget = MemoryBudget()
        var r = map(delay: 0, newestFirst: true, last: 3, retires: true)
        for _ in 0..<3 { _ = try take(&r, 1, budget); r.free(0) }
        #expect(r.generation(of: 0) == 4)              // 1, 2, 3 issued; retired
        #expect(try take(&r, 1, budget) == [1])
        var w = map(delay: 0, newestFirst: true, last: 3, retires: false)
        for _ in 0..<3 { _ = try take(&w, 1, budget); w.free(0) }
        #expect(w.generation(of: 0) == 1)
        #expect(try take(&w, 1, budget) == [0])

    }

    @Test("at its slot limit a map reuses a waiting slot whatever the delay, and says when it has none")
    func slotLimit() throws {
        let budget = MemoryBudget()
        var m = map(delay: 64, newestFirst: false, limit: 2)
        #expect(try take(&m, 2, budget) == [0, 1])
        let full = !m.canTake
        m.free(1)
        let free = m.canTake
        #expect(full && free)
        #expect(try take(&m, 1, budget) == [1])
    }
}
