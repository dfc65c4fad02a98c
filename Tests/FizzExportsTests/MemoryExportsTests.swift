//===--- MemoryExportsTests.swift ----------------------------------------===//
// The C API of memory budgets and dropped events: codes, messages, nothing changed on error.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct MemoryExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    @Test("the budget reads back; what does not fit is FIZZ_E_LIMIT with a message, and changes nothing")
    func budget() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            #expect(fizz_world_get_memory_budget(w) == 268_435_456 && fizz_world_get_memory_used(w) == 0)
            #expect(fizz_world_set_memory_budget(w, 8192) == 0 && fizz_world_get_memory_budget(w) == 8192)
            var added = 0
            while fizz_bubble_add(w, 10 + Double(added % 30) * 12, 10 + Double(added / 30) * 12, 5) != 0 { added += 1 }
            #expect(fizz_last_error() == -7 && message().contains("memory budget"))
            // 72 bytes a bubble, columns doubling: between half the budget and all of it.
            #expect(added >= 8192 / 144 && added <= 8192 / 72)
            #expect(fizz_world_get_memory_used(w) <= 8192)
            let h = fizz_world_hash(w)
            #expect(fizz_world_step(w, 1.0 / 60) == -7)
            #expect(fizz_world_positions(w) == nil && fizz_last_error() == -7)
            #expect(fizz_world_hash(w) == h && fizz_world_count(w) == Int32(added))
            // Below what the world holds, or outside 1...2^40: out of range, budget unchanged.
            #expect(fizz_world_set_memory_budget(w, 0) == -6)
            #expect(fizz_world_set_memory_budget(w, (1 << 40) + 1) == -6)
            #expect(fizz_world_set_memory_budget(w, fizz_world_get_memory_used(w) - 1) == -6)
            #expect(fizz_world_get_memory_budget(w) == 8192)
            #expect(fizz_world_set_memory_budget(w, 1 << 20) == 0)
            #expect(fizz_world_step(w, 1.0 / 60) == 0 && fizz_world_positions(w) != nil)
            // A bad handle: its own negative status, widened to int64.
            #expect(fizz_world_get_memory_used(0) == -1 && fizz_world_get_memory_budget(0) == -1)
            _ = fizz_world_destroy(w)
        }
    }

    @Test("events beyond 65,536 between two steps are counted as dropped")
    func droppedEvents() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            let b = fizz_bubble_add(w, 195, 422, 40)
            for _ in 0..<70_000 { _ = fizz_picker_toggle(w, b) }
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            #expect(fizz_picker_event_count(w) == 65_536 && fizz_picker_events_dropped(w) == 70_000 - 65_536)
            #expect(fizz_world_step(w, 1.0 / 60) == 0 && fizz_picker_events_dropped(w) == 0)
            #expect(fizz_picker_events_dropped(0) == -1)
            _ = fizz_world_destroy(w)
        }
    }
}
