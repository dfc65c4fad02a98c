//===--- LayoutReuseExportsTests.swift -----------------------------------===//
// Removing gives back what adding took (issue 25, §6 memory): a removed brick's slot is reused
// under a new id, the id of the removed one stays refused, and a layout that adds and removes
// forever stays the size of what it holds at once.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct LayoutReuseExports {
    /// Adds `n` bricks 50 pt tall to the root and returns their ids (stops at the first refusal).
    func add(_ l: UInt32, _ n: Int) -> [UInt32] {
        var ids: [UInt32] = []
        for _ in 0..<n {
            let id = fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 50)
            if id <= 0 { break }
            ids.append(UInt32(id))
        }
        return ids
    }

    @Test("the issue's case: 1,040 bricks added and removed under a 200,000 B budget, then set_offset and add_brick are accepted")
    func addRemoveUnderBudget() {
        Library.exclusive {
            let l = fizz_layout_create(320, 480)
            #expect(fizz_layout_set_memory_budget(l, 200_000) == 0)
            let ids = add(l, 1_040)
            #expect(ids.count == 1_040)
            let full = fizz_layout_get_memory_used(l)
            for id in ids { #expect(fizz_layout_remove(l, id) == 0) }
            #expect(fizz_layout_set_offset(l, 0, 10) == 0, "set_offset after the removals")
            #expect(fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 50) > 0, "add_brick after the removals")
            // And the layout holds as many again in the same room.
            #expect(add(l, 1_039).count == 1_039)
            #expect(fizz_layout_get_memory_used(l) <= full + 1_024, "no more than the window set_offset made")
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("add and remove forever: the memory reading returns to where it was, rounds 2…20 take nothing more")
    func cyclesDoNotGrow() {
        Library.exclusive {
            let l = fizz_layout_create(320, 480)
            #expect(fizz_layout_update(l) == 0)
            let empty = fizz_layout_get_memory_used(l)
            var readings: [Int64] = [], holding: Int64 = 0
            for _ in 1...20 {
                let ids = add(l, 500)
                #expect(ids.count == 500)
                #expect(fizz_layout_update(l) == 0)
                holding = fizz_layout_get_memory_used(l)
                for id in ids { #expect(fizz_layout_remove(l, id) == 0) }
                #expect(fizz_layout_update(l) == 0)
                readings.append(fizz_layout_get_memory_used(l))
            }
            let after = readings.last!
            // The rule pool is compacted during a round's removals (when dead rules are most of
            // it), so rounds differ by where it was compacted, never by more: no round holds
            // more than round 2 did.
            #expect(readings.dropFirst().allSatisfy { $0 <= readings[1] }, "\(readings)")
            // What stays is the slot tables the next adds reuse (node, window slot, generation
            // and free list: about 80 B a slot, doubled at most by geometric growth), not the
            // items (their columns and the rebuild's copy go).
            #expect(after - empty <= 2 * 80 * 512, "kept \(after - empty) B of the \(holding - empty) B that 500 bricks took")
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("a removed brick's id stays refused after its slot is reused, and the new id is another")
    func staleIDs() {
        Library.exclusive {
            let l = fizz_layout_create(320, 480)
            let a = UInt32(fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 50))
            let keep = UInt32(fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 60))
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_remove(l, a) == 0)
            let b = fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 70)
            #expect(b > 0 && UInt32(b) != a && UInt32(b) != keep)
            #expect(fizz_layout_set_hidden(l, a, 1) < 0, "the removed id names nothing")
            #expect(fizz_layout_remove(l, a) < 0)
            #expect(fizz_layout_add_brick(l, a, 0, 0, 1, 1, 50) < 0)
            #expect(fizz_layout_update(l) == 0)
            let n = Int(fizz_layout_count(l)), p = fizz_layout_ids(l)!
            let handed = (0..<n).map { p[2 * $0] }
            #expect(handed == [keep, UInt32(b)])
            // The change list names the removed brick as gone and the new one as come.
            let c = Int(fizz_layout_change_count(l)), ch = fizz_layout_changes(l)!
            let changes = (0..<c).map { [ch[3 * $0], ch[3 * $0 + 2]] }
            #expect(changes.contains([UInt32(b), 0]) && changes.contains([a, 2]))
            #expect(fizz_layout_set_hidden(l, UInt32(b), 1) == 0)
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("a snapshot keeps the free slots and generations: the restored layout hands out the same next id")
    func snapshotKeepsTheSlotTable() {
        Library.exclusive {
            let l = fizz_layout_create(320, 480)
            let ids = add(l, 6)
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_remove(l, ids[1]) == 0 && fizz_layout_remove(l, ids[4]) == 0)
            let reused = fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 30)
            #expect(reused > 0 && UInt32(reused) != ids[1])
            #expect(fizz_layout_update(l) == 0)
            let n = fizz_layout_snapshot(l, nil, 0)
            var bytes = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_layout_snapshot(l, &bytes, UInt32(n)) == n)
            let m = fizz_layout_create(10, 10)
            #expect(fizz_layout_restore(m, bytes, UInt32(n)) == 0 && fizz_layout_hash(m) == fizz_layout_hash(l))
            #expect(fizz_layout_set_hidden(m, ids[4], 1) < 0, "a removed id stays refused after a restore")
            let next = fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 30)
            #expect(next > 0 && fizz_layout_add_brick(m, 1, 0, 0, 1, 1, 30) == next)
            #expect(fizz_layout_update(l) == 0 && fizz_layout_update(m) == 0 && fizz_layout_hash(m) == fizz_layout_hash(l))
            _ = fizz_layout_destroy(l); _ = fizz_layout_destroy(m)
        }
    }
}
