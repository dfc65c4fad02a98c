//===--- HandleExportsTests.swift ----------------------------------------===//
// Handles under hostile call sequences: a handle never names an object it was not issued for.
//===---------------------------------------------------------------------===//
//
// The first three tests are the sequences issue 9 found. With the old layout (a 10-bit world
// generation that wrapped, an 8-bit bubble generation that wrapped, a 5-bit world tag in each
// bubble handle) they failed at 1,023 world cycles, 16,640 bubble cycles and 33 worlds.

import FizzExports
import FizzHarness
import Testing

@Suite struct HandleExports {
    @Test("a destroyed world's handle stays stale through many create/destroy cycles")
    func worldCycles() {
        Library.exclusive {
            let first = fizz_world_create(100, 100)
            #expect(fizz_world_destroy(first) == 0)
            var named = 0
            for _ in 0..<3_000 {
                let w = fizz_world_create(100, 100)
                if w == first || fizz_world_is_valid(first) == 1 || fizz_world_step(first, 0.01) != -3 { named += 1 }
                #expect(fizz_world_destroy(w) == 0)
            }
            #expect(named == 0)
        }
    }

    @Test("a removed bubble's handle stays stale through many add/remove cycles")
    func bubbleCycles() {
        Library.exclusive {
            let w = fizz_world_create(400, 400)
            let first = fizz_bubble_add(w, 100, 100, 10)
            #expect(fizz_bubble_remove(w, first) == 0)
            var named = 0
            for _ in 0..<40_000 {
                let b = fizz_bubble_add(w, 100, 100, 10)
                if b == first || fizz_bubble_is_valid(w, first) == 1 { named += 1 }
                #expect(fizz_bubble_remove(w, b) == 0)
            }
            #expect(named == 0)
            #expect(fizz_bubble_remove(w, first) == -3 && fizz_world_count(w) == 0)
        }
    }

    @Test("a bubble passed to any other of 33 live worlds is refused as foreign and removes nothing")
    func foreignAcrossWorlds() {
        Library.exclusive {
            var worlds: [UInt32] = [], bubbles: [UInt32] = []
            for _ in 0..<33 {
                let w = fizz_world_create(200, 200)
                worlds.append(w)
                bubbles.append(fizz_bubble_add(w, 100, 100, 10))
            }
            // The example: world 32 and the first bubble of world 0.
            #expect(fizz_bubble_remove(worlds[32], bubbles[0]) == -4)
            #expect(fizz_world_count(worlds[32]) == 1 && fizz_bubble_is_valid(worlds[32], bubbles[32]) == 1)
            var accepted = 0
            for i in 0..<33 {
                for j in 0..<33 where i != j {
                    if fizz_bubble_remove(worlds[j], bubbles[i]) != -4 { accepted += 1 }
                }
            }
            #expect(accepted == 0)
            #expect(worlds.allSatisfy { fizz_world_count($0) == 1 })
        }
    }

    @Test("no handle value is ever issued twice, across kinds and worlds")
    func neverReissued() {
        Library.exclusive {
            var seen = Set<UInt32>(), repeats = 0
            func note(_ h: UInt32) { if h == 0 || !seen.insert(h).inserted { repeats += 1 } }
            for round in 0..<1_500 {
                let w = fizz_world_create(300, 300)
                note(w)
                for k in 0..<(round % 5) { note(fizz_bubble_add(w, 50 + Double(k) * 40, 150, 10)) }
                if round % 3 == 0, fizz_world_count(w) > 0 { _ = fizz_bubble_remove(w, fizz_world_ids(w)?[0] ?? 0) }
                #expect(fizz_world_destroy(w) == 0)
            }
            #expect(repeats == 0)
        }
    }

    @Test("a destroyed world's bubble is refused by the world that takes its place")
    func bubbleOfDestroyedWorld() {
        Library.exclusive {
            let a = fizz_world_create(200, 200)
            let b = fizz_bubble_add(a, 100, 100, 10)
            #expect(fizz_world_destroy(a) == 0)
            let c = fizz_world_create(200, 200)
            let mine = fizz_bubble_add(c, 100, 100, 10)
            #expect(fizz_bubble_remove(c, b) == -3)
            #expect(fizz_world_count(c) == 1 && fizz_bubble_is_valid(c, mine) == 1)
        }
    }

    @Test("a removed bubble's event keeps its handle after the engine reuses its slot")
    func eventsOutliveSlotReuse() {
        Library.exclusive {
            let w = fizz_world_create(800, 800)
            _ = fizz_picker_set_durations(w, 0, 0, 0.05)
            var gone: [UInt32] = []
            for k in 0..<70 { gone.append(fizz_picker_add(w, 20 + Double(k % 10) * 70, 20 + Double(k / 10) * 70, 10, 0)) }
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            for b in gone { #expect(fizz_picker_remove(w, b) == 1) }
            // Step until the remove animations end: that step's events report the removals.
            var steps = 0
            while fizz_world_count(w) > 0 && steps < 60 { _ = fizz_world_step(w, 1.0 / 60); steps += 1 }
            #expect(fizz_world_count(w) == 0)
            let n = Int(fizz_picker_event_count(w))
            var removed: [UInt32] = []
            if let ev = fizz_picker_events(w) {
                for k in 0..<n where ev[4 * k] == 4 { removed.append(ev[4 * k + 1]) }
            }
            // Adding now reuses the freed engine slots; the events must still name the old handles.
            var fresh: [UInt32] = []
            for _ in 0..<8 { fresh.append(fizz_picker_add(w, 400, 400, 10, 0)) }
            var again: [UInt32] = []
            if let ev = fizz_picker_events(w) {
                for k in 0..<n where ev[4 * k] == 4 { again.append(ev[4 * k + 1]) }
            }
            #expect(!removed.isEmpty && again == removed)
            #expect(removed.allSatisfy { gone.contains($0) && fizz_bubble_is_valid(w, $0) == 0 })
            #expect(fresh.allSatisfy { !gone.contains($0) && fizz_bubble_is_valid(w, $0) == 1 })
            for b in gone { #expect(fizz_bubble_remove(w, b) == -3) }
            #expect(fizz_world_count(w) == 8)
        }
    }
}
