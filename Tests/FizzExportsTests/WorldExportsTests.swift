//===--- WorldExportsTests.swift -----------------------------------------===//
// The C API of worlds and bubbles: every function, every error path, no side effects on error.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct WorldExports {
    /// The last error's message as a Swift string.
    func message() -> String { String(cString: fizz_last_error_message()!) }

    func world() -> UInt32 {
        let w = fizz_world_create(400, 300)
        for i in 0..<6 { _ = fizz_bubble_add(w, 40 + Double(i) * 60, 150, 20) }
        return w
    }

    @Test("create, add, step, read the frame, remove, destroy")
    func lifecycle() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            #expect(w != 0 && fizz_last_error() == 0 && message() == "")
            #expect(fizz_world_is_valid(w) == 1)
            let a = fizz_bubble_add(w, 40, 60, 30), b = fizz_bubble_add(w, 300, 700, 20)
            #expect(a != 0 && b != 0 && a != b)
            #expect(fizz_world_count(w) == 2)
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            let p = fizz_world_positions(w)!
            #expect(p[2] == 30 && p[5] == 20)                   // radii, in body order
            #expect(p[0] > 40 && p[1] > 60)                     // pulled toward (195, 422)
            let ids = fizz_world_ids(w)!
            #expect(ids[0] == a && ids[1] == b)
            #expect(fizz_bubble_index(w, b) == 1)
            let v = fizz_world_velocities(w)!
            #expect(v[0] > 0 && v[3] < 0)
            #expect(fizz_bubble_remove(w, a) == 0)
            #expect(fizz_world_count(w) == 1 && fizz_bubble_index(w, b) == 0)
            #expect(fizz_world_destroy(w) == 0)
            #expect(fizz_world_is_valid(w) == 0)
        }
    }

    @Test("each kind of bad handle has its own code, and changes nothing")
    func badHandles() {
        Library.exclusive {
            let w = world(), other = world()
            let b = fizz_world_ids(w)![0], foreign = fizz_world_ids(other)![0]
            let h = fizz_world_hash(w)
            #expect(fizz_world_step(0, 1.0 / 60) == -1)                      // null
            #expect(fizz_world_step(b, 1.0 / 60) == -2)                      // a bubble, not a world
            #expect(message() == "the handle is not a world handle")
            #expect(fizz_bubble_remove(w, w) == -2)                           // a world, not a bubble
            #expect(fizz_bubble_remove(w, foreign) == -4)                     // another world's bubble
            #expect(message() == "the bubble handle belongs to another world")
            #expect(fizz_bubble_remove(w, 0) == -1)
            #expect(fizz_bubble_remove(w, 0x1234) == -2)                      // no kind bits at all
            #expect(fizz_bubble_remove(w, b) == 0)
            #expect(fizz_bubble_remove(w, b) == -3)                           // stale
            #expect(message() == "the bubble handle is stale: that bubble was removed")
            let h2 = fizz_world_hash(w)
            #expect(h2 != h)                                                  // the removal did change it
            #expect(fizz_bubble_is_valid(w, b) == 0 && fizz_bubble_is_valid(w, foreign) == 0)
            #expect(fizz_world_destroy(other) == 0)
            #expect(fizz_world_destroy(other) == -3)
            #expect(fizz_world_count(other) == -3 && fizz_world_positions(other) == nil)
            #expect(fizz_world_hash(other) == 0 && fizz_world_get_damping(other).isNaN)
            #expect(fizz_world_hash(w) == h2)
        }
    }

    @Test("bad numbers are refused with their codes and leave the hash unchanged")
    func badNumbers() {
        Library.exclusive {
            #expect(fizz_world_create(.nan, 10) == 0 && fizz_last_error() == -5)
            #expect(fizz_world_create(-1, 10) == 0 && fizz_last_error() == -6)
            #expect(fizz_world_create(1e8, 10) == 0 && fizz_last_error() == -6)
            let w = world()
            _ = fizz_world_step(w, 0.1)
            let h = fizz_world_hash(w)
            #expect(fizz_bubble_add(w, .infinity, 0, 5) == 0 && fizz_last_error() == -5)
            #expect(fizz_bubble_add(w, 0, 0, 0) == 0 && fizz_last_error() == -6)
            #expect(fizz_bubble_add(w, 0, 0, 2e6) == 0 && fizz_last_error() == -6)
            #expect(fizz_world_step(w, -0.1) == -6)
            #expect(fizz_world_step(w, 5) == -6)
            #expect(fizz_world_step(w, .nan) == -5)
            #expect(fizz_world_set_attraction(w, 3) == -8)
            #expect(fizz_world_set_attraction(w, -1) == -8)
            #expect(fizz_world_set_walls(w, 1, 2) == -8)
            #expect(fizz_world_set_strength(w, -1) == -6)
            #expect(fizz_world_set_damping(w, .infinity) == -5)
            #expect(fizz_world_set_anchor(w, 0.5, .nan) == -5)
            #expect(fizz_world_set_substep(w, 1) == -6)
            #expect(fizz_world_set_iterations(w, 65) == -6)
            #expect(fizz_world_set_density(w, 0) == -6)
            #expect(fizz_world_set_max_bubbles(w, 5) == -6)            // 6 live
            #expect(fizz_world_set_max_bubbles(w, 200_000) == -6)
            #expect(fizz_world_set_sleep(w, -1, 0.5) == -6)
            #expect(fizz_world_hash(w) == h)
            #expect(fizz_world_count(w) == 6)
        }
    }

    @Test("every parameter reads back what was set")
    func parameters() {
        Library.exclusive {
            let w = world()
            #expect(fizz_world_get_attraction(w) == 0 && fizz_world_get_strength(w) == 8)
            #expect(fizz_world_get_damping(w) == 4.9 && fizz_world_get_walls(w) == 3)
            #expect(fizz_world_get_substep(w) == 1200 && fizz_world_get_iterations(w) == 1)
            #expect(fizz_world_get_width(w) == 400 && fizz_world_get_height(w) == 300)
            #expect(fizz_world_set_attraction(w, 1) == 0 && fizz_world_get_attraction(w) == 1)
            #expect(fizz_world_set_strength(w, 340) == 0 && fizz_world_get_strength(w) == 340)
            #expect(fizz_world_set_anchor(w, 0.25, 0.75) == 0)
            #expect(fizz_world_get_anchor_x(w) == 0.25 && fizz_world_get_anchor_y(w) == 0.75)
            #expect(fizz_world_set_damping(w, 3) == 0 && fizz_world_get_damping(w) == 3)
            #expect(fizz_world_set_walls(w, 0, 1) == 0 && fizz_world_get_walls(w) == 2)
            #expect(fizz_world_set_substep(w, 240) == 0 && fizz_world_get_substep(w) == 240)
            #expect(fizz_world_set_iterations(w, 4) == 0 && fizz_world_get_iterations(w) == 4)
            #expect(fizz_world_set_density(w, 0.66) == 0 && fizz_world_get_density(w) == 0.66)
            #expect(fizz_world_set_max_bubbles(w, 7) == 0 && fizz_world_get_max_bubbles(w) == 7)
            #expect(fizz_bubble_add(w, 10, 10, 5) != 0)
            #expect(fizz_bubble_add(w, 10, 10, 5) == 0 && fizz_last_error() == -7)
            #expect(message() == "the object already holds its maximum number of items (a world's bubbles, a layer's popups, …)")
        }
    }

    @Test("a world settles, reports it, and a parameter change wakes it")
    func settles() {
        Library.exclusive {
            let w = fizz_world_create(300, 300)
            _ = fizz_bubble_add(w, 100, 100, 30)
            #expect(fizz_world_is_settled(w) == 0)
            for _ in 0..<300 { _ = fizz_world_step(w, 1.0 / 60) }
            #expect(fizz_world_is_settled(w) == 1)
            #expect(fizz_world_set_anchor(w, 0.2, 0.2) == 0)
            #expect(fizz_world_is_settled(w) == 0)
        }
    }

    @Test("the is_valid queries leave the last error alone")
    func queriesHaveNoSideEffects() {
        Library.exclusive {
            _ = fizz_world_step(0, 1)
            #expect(fizz_last_error() == -1)
            #expect(fizz_world_is_valid(12345) == 0)
            #expect(fizz_bubble_is_valid(0, 0) == 0)
            #expect(fizz_last_error() == -1)
            #expect(fizz_version() == 0x00_01_00)
        }
    }
}
