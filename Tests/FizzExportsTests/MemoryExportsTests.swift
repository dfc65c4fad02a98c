//===--- MemoryExportsTests.swift ----------------------------------------===//
// The C API of memory budgets and dropped events: codes, messages, nothing changed on error.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct MemoryExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    @Test("every kind has the world's memory budget calls: int64 bytes, set/get/used, the same refusals")
    func everyKindHasTheSameBudget() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            typealias Budget = (set: (UInt32, Int64) -> Int32, get: (UInt32) -> Int64, used: (UInt32) -> Int64)
            let kinds: [(String, UInt32, Budget, (UInt32) -> UInt64)] = [
                ("world", w, (fizz_world_set_memory_budget, fizz_world_get_memory_budget, fizz_world_get_memory_used), fizz_world_hash),
                ("strip", fizz_strip_create(300), (fizz_strip_set_memory_budget, fizz_strip_get_memory_budget, fizz_strip_get_memory_used), fizz_strip_hash),
                ("motion", fizz_motion_create(320, 200), (fizz_motion_set_memory_budget, fizz_motion_get_memory_budget, fizz_motion_get_memory_used), fizz_motion_hash),
                ("animator", fizz_animator_create(), (fizz_animator_set_memory_budget, fizz_animator_get_memory_budget, fizz_animator_get_memory_used), fizz_animator_hash),
                ("popup", fizz_popup_create(400, 300), (fizz_popup_set_memory_budget, fizz_popup_get_memory_budget, fizz_popup_get_memory_used), fizz_popup_hash),
                ("layout", fizz_layout_create(320, 480), (fizz_layout_set_memory_budget, fizz_layout_get_memory_budget, fizz_layout_get_memory_used), fizz_layout_hash),
                ("carousel", fizz_carousel_create(400, 300, 120, 160, 30), (fizz_carousel_set_memory_budget, fizz_carousel_get_memory_budget, fizz_carousel_get_memory_used), fizz_carousel_hash),
            ]
            for (name, h, b, hash) in kinds {
                #expect(h != 0, "\(name)")
                #expect(b.get(h) == 268_435_456, "\(name): the default budget, 256 MiB")
                let used = b.used(h)
                #expect(used >= 0 && used <= b.get(h), "\(name)")
                let before = hash(h)
                #expect(b.set(h, 0) == -6 && b.set(h, -1) == -6 && b.set(h, (1 << 40) + 1) == -6, "\(name)")
                if used > 0 { #expect(b.set(h, used - 1) == -6, "\(name): below what it holds") }
                #expect(b.get(h) == 268_435_456 && hash(h) == before, "\(name): a refusal changes nothing")
                #expect(b.set(h, max(used, 1) + 4096) == 0 && b.get(h) == max(used, 1) + 4096, "\(name)")
                #expect(b.get(0) == -1 && b.used(0) == -1 && b.set(0, 4096) == -1, "\(name): FIZZ_E_NULL_HANDLE")
                #expect(name == "world" || (b.get(w) == -2 && fizz_last_error() == -2), "\(name): a world's handle is FIZZ_E_WRONG_KIND")
            }
            _ = fizz_world_destroy(w)
        }
    }

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
