//===--- PickerExportsTests.swift ----------------------------------------===//
// Part of Fizz. The picker's C API: results, arrays, events, and every refusal.
//===---------------------------------------------------------------------===//

import Testing
import FizzExports
import FizzHarness

/// A 400 × 400 world with three 40 pt picker bubbles in a row (instant appear), user data 1...3.
private func makeRow() -> (world: UInt32, bubbles: [UInt32]) {
    let w = fizz_world_create(400, 400)
    _ = fizz_picker_set_durations(w, 0.2, 0, 0.25)
    let b = [fizz_picker_add(w, 100, 200, 40, 1), fizz_picker_add(w, 200, 200, 40, 2), fizz_picker_add(w, 300, 200, 40, 3)]
    return (w, b)
}

private func events(_ w: UInt32) -> [[UInt32]] {
    let n = Int(fizz_picker_event_count(w))
    guard let p = fizz_picker_events(w) else { return [] }
    return (0..<n).map { k in [p[4 * k], p[4 * k + 1], p[4 * k + 2]] }
}

@Suite("Picker C API")
struct PickerExportsTests {
    @Test("A tap returns the bubble toggled and the events report it after the step")
    func tapAndEvents() {
        Library.exclusive {
            let (w, b) = makeRow()
            #expect(fizz_picker_tap(w, 195, 190) == b[1])
            #expect(fizz_picker_is_selected(w, b[1]) == 1)
            #expect(fizz_picker_tap(w, 200, 20) == 0)
            #expect(fizz_last_error() == 0)   // the background is not an error
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            // Three instant appears (APPEARED = 3) at the adds, then SELECTED (1).
            #expect(events(w) == [[3, b[0], 0], [3, b[1], 0], [3, b[2], 0], [1, b[1], 0]])
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            #expect(events(w).isEmpty)   // cleared at every step
        }
    }

    @Test("Render data: selected flag and radius to draw, in body order")
    func renderData() {
        Library.exclusive {
            let (w, b) = makeRow()
            _ = fizz_picker_select(w, b[2])
            _ = fizz_world_step(w, 0.5)
            let flags = fizz_picker_flags(w)!
            #expect([flags[0], flags[1], flags[2]] == [0, 0, 1])
            let r = fizz_picker_render(w)!
            #expect(abs(r[5 * 2 + 2] - 53.2) < 1e-9)   // 40 × 1.33
            #expect(r[5 * 0 + 2] == 40 && r[5 * 0 + 3] == 1 && r[5 * 0 + 4] == 1)
            // A bubble just added: its size radius, scale 1 % and opacity 0 (draw radius × scale).
            _ = fizz_picker_set_durations(w, 0.2, 0.25, 0.25)
            _ = fizz_picker_add(w, 350, 350, 20, 0)
            let a = fizz_picker_render(w)!
            #expect(a[5 * 3 + 2] == 20 && a[5 * 3 + 3] == 0.01 && a[5 * 3 + 4] == 0)
        }
    }

    @Test("Queries return handles in their documented order")
    func queries() {
        Library.exclusive {
            let (w, b) = makeRow()
            _ = fizz_picker_set_tag(w, b[0], 9)
            _ = fizz_picker_set_tag(w, b[2], 9)
            _ = fizz_picker_select(w, b[2]); _ = fizz_picker_select(w, b[0])
            #expect(fizz_picker_query(w, 1, 0) == 2)
            let p = fizz_picker_query_result(w)!
            #expect([p[0], p[1]] == [b[2], b[0]])   // selection order
            #expect(fizz_picker_query(w, 3, 9) == 2)
            #expect(fizz_picker_query_count(w) == 2)
            #expect(fizz_picker_query(w, 2, 0) == 1)
            #expect(fizz_picker_query_result(w)![0] == b[1])
            #expect(fizz_picker_get_tag(w, b[2]) == 9)
            #expect(fizz_picker_find(w, 3) == b[2])
        }
    }

    @Test("Removal: handle valid during the animation, REMOVED event when gone, then stale")
    func removal() {
        Library.exclusive {
            let (w, b) = makeRow()
            #expect(fizz_picker_remove(w, b[0]) == 1)
            _ = fizz_world_step(w, 0.2)
            #expect(fizz_bubble_is_valid(w, b[0]) == 1)
            _ = fizz_world_step(w, 0.1)
            #expect(events(w).contains([4, b[0], 1]))
            #expect(fizz_bubble_is_valid(w, b[0]) == 0)
            #expect(fizz_picker_select(w, b[0]) == -3)
        }
    }

    @Test("Every refused call returns its status and leaves the hash unchanged")
    func refusalsChangeNothing() {
        Library.exclusive {
            let (w, b) = makeRow()
            _ = fizz_world_step(w, 0.25)
            let before = fizz_world_hash(w)
            let calls: [(Int32, () -> Int32)] = [
                (-5, { Int32(bitPattern: fizz_picker_tap(w, .nan, 0)) == 0 ? fizz_last_error() : 0 }),
                (-1, { fizz_picker_select(w, 0) }),
                (-2, { fizz_picker_select(w, w) }),
                (-6, { fizz_picker_set_selection_limit(w, -1, 0) }),
                (-8, { fizz_picker_set_selection_limit(w, 1, 2) }),
                (-6, { fizz_picker_set_densities(w, 0, 1) }),
                (-5, { fizz_picker_set_pop(w, .infinity) }),
                (-6, { fizz_picker_set_pop(w, 101) }),
                (-6, { fizz_picker_set_durations(w, 0.2, 0.2, 100) }),
                (-8, { fizz_picker_set_removal_mode(w, 7) }),
                (-6, { fizz_picker_set_drag_spring(w, 0, 1, 1) }),
                (-8, { fizz_picker_set_pan(w, 3, 0.2, 5, 0) }),
                (-6, { fizz_picker_set_pan(w, 0, 2, 5, 0) }),
                (-6, { fizz_picker_set_max_live(w, -1) }),
                (-8, { fizz_picker_preset(w, 4) }),
                (-10, { fizz_picker_add(w, 10, 10, 10, 2) == 0 ? fizz_last_error() : 0 }),
                (-6, { fizz_picker_add(w, 10, 10, 0, 0) == 0 ? fizz_last_error() : 0 }),
                (-8, { fizz_picker_spawn(w, 4, 10, 0) == 0 ? fizz_last_error() : 0 }),
                (-6, { fizz_picker_set_sizes(w, b[0], -1, 10) }),
                (-10, { fizz_picker_set_user_data(w, b[0], 2) }),
                (-10, { fizz_picker_drag_move(w, 1, 1) }),
                (-10, { fizz_picker_drag_end(w) }),
                (-10, { fizz_picker_pan_move(w, 1, 1) }),
                (-10, { fizz_picker_pan_end(w) }),
                (-5, { fizz_picker_pan_begin(w, .nan, 1) }),
                (-5, { fizz_picker_set_content_offset(w, 0, .nan) }),
                (-8, { fizz_picker_query(w, -1, 0) }),
                (-6, { fizz_world_resize(w, 0, 10) }),
                (-6, { fizz_world_resize(w, 10, 2e7) }),
            ]
            for (k, (expected, call)) in calls.enumerated() {
                #expect(call() == expected, "call \(k)")
                #expect(fizz_world_hash(w) == before, "call \(k) changed the world")
            }
        }
    }

    @Test("One drag at a time; the dragged bubble is flagged")
    func dragFlags() {
        Library.exclusive {
            let (w, b) = makeRow()
            #expect(fizz_picker_drag_begin(w, 100, 200) == b[0])
            #expect(fizz_picker_drag_begin(w, 300, 200) == 0)
            #expect(fizz_last_error() == -10)
            #expect(fizz_picker_flags(w)![0] == 2)
            #expect(fizz_picker_drag_end(w) == 0)
            #expect(fizz_picker_flags(w)![0] == 0)
        }
    }
}
