//===--- MotionExportsTests.swift ----------------------------------------===//
// The C API of motions: numbers a person can check, every refusal with its code, kinds apart.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct MotionExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    /// 320 × 200 pt: Ex1a (0, 0) → (1, 280) on x, Ex2 alpha on x, a colour on y, a Dock row of
    /// five items 80 pt apart with lift (0, 32) and scale (0, 1).
    func example() -> UInt32 {
        let m = fizz_motion_create(320, 200)
        #expect(fizz_motion_add_target(m, 0, 0, 3) == 0)
        #expect(fizz_motion_add_stop(m, 0, 0, 0) == 1 && fizz_motion_add_stop(m, 0, 1, 280) == 2)
        #expect(fizz_motion_add_target(m, 0, 0, 3) == 1)
        #expect(fizz_motion_add_stop(m, 1, 0, 0) == 1 && fizz_motion_add_stop(m, 1, 1, 1) == 2)
        #expect(fizz_motion_add_target(m, 1, 1, 3) == 2)
        #expect(fizz_motion_add_colour_stop(m, 2, 0, 0xFF00_00FF) == 1 && fizz_motion_add_colour_stop(m, 2, 1, 0x0000_FFFF) == 2)
        #expect(fizz_motion_add_group(m, 0, 0, 320) == 0)
        for (i, x) in [0.0, 80, 160, 240, 320].enumerated() { #expect(fizz_motion_add_item(m, 0, x) == Int32(i)) }
        #expect(fizz_motion_add_channel(m, 0, 0, 32) == 0 && fizz_motion_add_channel(m, 0, 0, 1) == 1)
        return m
    }

    @Test("the seed's effects at (240, 50): outputs, position, velocity, events after the step")
    func numbers() {
        Library.exclusive {
            let m = example()
            #expect(fizz_motion_output_count(m) == 2 + 4 + 10)
            #expect(fizz_motion_pointer_down(m, 0, 240, 50, 9) == 0)
            #expect(fizz_motion_get_x(m) == 0.75 && fizz_motion_get_y(m) == 0.25)
            let o = fizz_motion_map(m)!
            #expect((0..<16).map { o[$0] } == [210, 0.75, 0.75, 0, 0.25, 1, 8, 0.25, 16, 0.5, 24, 0.75, 32, 1, 24, 0.75])
            for i in 1...5 { #expect(fizz_motion_pointer_move(m, 0.008 * Double(i), 240 + 8 * Double(i), 50, 9) == 0) }
            #expect(fizz_motion_pointer_up(m, 0.048, 288, 50, 9) == 0)
            #expect(abs(fizz_motion_get_velocity_x(m) - 1000) < 1e-9 && fizz_motion_get_velocity_y(m) == 0)
            #expect(fizz_motion_event_count(m) == 0)
            #expect(fizz_motion_step(m, 1.0 / 60) == 0)
            #expect(fizz_motion_event_count(m) == 7)
            let e = fizz_motion_events(m)!
            #expect(e[0] == 1 && e[1] == 9 && e[2] == 0 && e[5] == 0)          // begin, pointer 9, t 0, v 0
            #expect(e[42] == 3 && e[44] == 0.048 && e[45] == 0.9)             // end at x = 288 / 320
            #expect(fizz_motion_pointer_count(m) == 0)
            #expect(fizz_motion_set_easing(m, 1, 0, 8, 0, 0, 0, 0) == 0)      // smoothstep
            #expect(fizz_motion_set_interval(m, 1) == 0 && fizz_motion_set_rect(m, 0, 0, 576, 200) == 0)
            #expect(fizz_motion_get_x(m) == 0.5)
            #expect(fizz_motion_map(m)![1] == 0.5)
            #expect(fizz_last_error() == 0 && message() == "")
            #expect(fizz_motion_destroy(m) == 0)
        }
    }

    @Test("release: Framer's inertia from 108 at 1000 pt/s rests on the 300 pt grid at 900; refusals")
    func release() {
        Library.exclusive {
            let m = fizz_motion_create(1000, 100)
            #expect(fizz_motion_set_release(m, 0.8, 0.325, 300, 0) == 0)
            #expect(fizz_motion_set_release(m, 0.8, 0, 300, 0) == -6 && fizz_motion_set_release(m, 0.8, 0.3, -1, 0) == -6)
            #expect(fizz_motion_set_release(m, .nan, 0.3, 0, 0) == -5)
            #expect(fizz_motion_pointer_down(m, 0, 60, 50, 1) == 0)
            for i in 1...5 { #expect(fizz_motion_pointer_move(m, 0.008 * Double(i), 60 + 8 * Double(i), 50, 1) == 0) }
            #expect(fizz_motion_pointer_up(m, 0.048, 108, 50, 1) == 0)
            #expect(fizz_motion_is_gliding(m) == 1)
            #expect(fizz_motion_step(m, 10) == 0 && fizz_motion_is_gliding(m) == 0)
            #expect(fizz_motion_get_x(m) == 0.9)
            #expect(fizz_motion_event_count(m) == 8 && fizz_motion_events(m)![49] == 5)   // begin, 5 moves, end, settled
            _ = fizz_motion_destroy(m)
        }
    }

    @Test("sync: both ends exactly, the echo answers 0, no sync is FIZZ_E_INVALID_STATE")
    func sync() {
        Library.exclusive {
            let m = fizz_motion_create(320, 40)
            #expect(fizz_motion_scroll_to(m, 1) == -10 && fizz_motion_get_thumb(m) == 0 && fizz_motion_get_scroll_offset(m) == 0)
            #expect(fizz_motion_set_sync(m, 1000, 200, 40) == 0)
            #expect(fizz_motion_pointer_down(m, 0, 319, 20, 1) == 0)
            #expect(fizz_motion_get_thumb(m) == 280 && fizz_motion_get_scroll_offset(m) == 800)
            #expect(fizz_motion_scroll_to(m, 800) == 0)
            #expect(fizz_motion_scroll_to(m, 200) == 1 && fizz_motion_get_thumb(m) == 70)
            #expect(fizz_motion_scrub_to(m, 70) == 0 && fizz_motion_scrub_to(m, 0) == 1 && fizz_motion_get_scroll_offset(m) == 0)
            _ = fizz_motion_destroy(m)
        }
    }

    @Test("refusals: each its code, nothing changed (hash equal)")
    func refusals() {
        Library.exclusive {
            #expect(fizz_motion_create(.nan, 1) == 0 && fizz_last_error() == -5)
            #expect(fizz_motion_create(0, 1) == 0 && fizz_last_error() == -6)
            let m = example()
            #expect(fizz_motion_pointer_down(m, 5, 10, 10, 1) == 0)
            let h = fizz_motion_hash(m)
            #expect(fizz_motion_pointer_move(m, 4, 10, 10, 1) == -6)           // time going back
            #expect(fizz_motion_pointer_move(m, 6, .nan, 10, 1) == -5)
            #expect(fizz_motion_pointer_move(m, 6, 10, 10, 2) == -10)          // never down
            #expect(fizz_motion_pointer_down(m, 6, 10, 10, 1) == -10)          // down twice
            #expect(fizz_motion_set_interval(m, 2) == -8)
            #expect(fizz_motion_set_rect(m, 0, 0, 0, 1) == -6)
            #expect(fizz_motion_set_max_speed(m, -1) == -6)
            #expect(fizz_motion_add_target(m, 2, 0, 3) == -8 && fizz_motion_add_target(m, 0, 3, 3) == -8)
            #expect(fizz_motion_add_target(m, 0, 0, 4) == -8 && fizz_motion_add_target(m, -1, 0, 3) == -8)
            #expect(fizz_motion_add_stop(m, 0, 2, 2) == -10)                   // not the newest target
            #expect(fizz_motion_add_stop(m, 2, 2, 2) == -10)                   // a colour target
            #expect(fizz_motion_add_colour_stop(m, 1, 2, 0) == -10)            // a scalar target
            #expect(fizz_motion_add_stop(m, 7, 2, 2) == -6 && fizz_motion_add_stop(m, -1, 2, 2) == -6)
            #expect(fizz_motion_set_easing(m, 0, 0, 9, 0, 0, 0, 0) == -8)
            #expect(fizz_motion_set_easing(m, 0, 1, 0, 0, 0, 0, 0) == -6)      // one segment only
            #expect(fizz_motion_set_easing(m, 0, 0, 5, 1.5, 0, 0, 1) == -6)
            #expect(fizz_motion_set_easing(m, 0, 0, 6, 2.5, 0, 0, 0) == -6)
            #expect(fizz_motion_add_group(m, 0, 3, 10) == -8 && fizz_motion_add_group(m, 0, 0, 0) == -6)
            #expect(fizz_motion_add_group(m, 0, 0, .infinity) == -5)
            #expect(fizz_motion_add_item(m, 1, 0) == -6 && fizz_motion_add_item(m, 0, .nan) == -5)
            #expect(fizz_motion_add_channel(m, 0, 0, 2e9) == -6)
            #expect(fizz_motion_step(m, -1) == -6 && fizz_motion_step(m, .nan) == -5 && fizz_motion_step(m, 11) == -6)
            #expect(fizz_motion_pointer_cancel(m, 1) == -6)
            #expect(fizz_motion_hash(m) == h)
            for id in 2...10 { #expect(fizz_motion_pointer_down(m, 6, 1, 1, UInt32(id)) == 0) }
            let h2 = fizz_motion_hash(m)
            #expect(fizz_motion_pointer_down(m, 6, 1, 1, 11) == -7 && message() == "the motion holds its maximum of pointers (10), targets, stops, groups, items or channels")
            #expect(fizz_motion_hash(m) == h2)
            #expect(fizz_motion_pointer_cancel(m, 7) == 0 && fizz_motion_pointer_cancel(m, 8) == -10)
            _ = fizz_motion_destroy(m)
        }
    }

    @Test("handles: null, stale, wrong kind both ways; snapshot round trip under the same handle")
    func handles() {
        Library.exclusive {
            let m = example()
            let s = fizz_strip_create(100)
            #expect(fizz_motion_step(0, 0) == -1 && message() == "the motion handle is 0 (null)")
            #expect(fizz_motion_step(s, 0) == -2 && message() == "the handle is not a motion handle")
            #expect(fizz_strip_count(m) == -2 && fizz_motion_map(s) == nil && fizz_motion_events(s) == nil)
            #expect(fizz_motion_is_valid(m) == 1 && fizz_motion_is_valid(s) == 0 && fizz_strip_is_valid(m) == 0)
            #expect(fizz_motion_pointer_down(m, 0, 100, 100, 1) == 0 && fizz_motion_step(m, 0.01) == 0)
            let size = fizz_motion_snapshot(m, nil, 0)
            var bytes = [UInt8](repeating: 0, count: Int(size))
            #expect(bytes.withUnsafeMutableBufferPointer { fizz_motion_snapshot(m, $0.baseAddress, size.magnitude) } == size)
            let h = fizz_motion_hash(m)
            #expect(fizz_motion_pointer_move(m, 1, 200, 100, 1) == 0 && fizz_motion_hash(m) != h)
            #expect(bytes.withUnsafeBufferPointer { fizz_motion_restore(m, $0.baseAddress, size.magnitude) } == 0)
            #expect(fizz_motion_hash(m) == h && fizz_motion_get_x(m) == 100.0 / 320)
            #expect(bytes.withUnsafeBufferPointer { fizz_strip_restore(s, $0.baseAddress, size.magnitude) } == -9)
            #expect(fizz_motion_destroy(m) == 0 && fizz_motion_destroy(m) == -3)
            #expect(fizz_motion_get_x(m).isNaN && message() == "the motion handle is stale: that motion was destroyed")
            _ = fizz_strip_destroy(s)
        }
    }
}
