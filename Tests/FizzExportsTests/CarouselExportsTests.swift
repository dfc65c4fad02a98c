//===--- CarouselExportsTests.swift --------------------------------------===//
// The C API of carousels: numbers a person can check, landings known before they animate,
// every refusal with its code and nothing changed, snapshots, handles.
//===---------------------------------------------------------------------===//

import Fizz
import FizzExports
import FizzHarness
import Testing

@Suite struct CarouselExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    /// A 400 × 300 pt viewport, 100 × 100 pt items 8 pt apart (pitch 108 pt), `count` items.
    func make(_ count: Int32 = 5) -> UInt32 {
        let c = fizz_carousel_create(400, 300, 100, 100, count)
        #expect(c != 0)
        return c
    }

    /// Steps at 60 Hz until idle (at most 30 s); the frames run.
    @discardableResult
    func settle(_ c: UInt32) -> Int {
        var frames = 0
        while fizz_carousel_get_phase(c) != 0 && frames < 1800 { #expect(fizz_carousel_step(c, 1.0 / 60) == 0); frames += 1 }
        return frames
    }

    /// UIScrollView's `.normal` decay: power = τ = −1/(1000·ln 0.998) s.
    let tau = -1 / (1000 * DeterministicMath.log(0.998))

    @Test("layout, window and the visible records: 7 slots at pitch 108, indices mod 5")
    func records() {
        Library.exclusive {
            let c = make()
            #expect((0...5).map { fizz_carousel_get_layout(c, $0) } == [0, 400, 300, 100, 100, 8])
            #expect(fizz_carousel_get_count(c) == 5)
            // ceil(200/108) = 2 either side plus the margin 1: slots −3…3.
            #expect(fizz_carousel_visible_count(c) == 7)
            let r = fizz_carousel_visible(c)!
            #expect((0..<7).map { r[21 * $0] } == [2, 3, 4, 0, 1, 2, 3])
            #expect((0..<7).map { r[21 * $0 + 1] } == [-3, -2, -1, 0, 1, 2, 3])
            #expect(r[21 * 4 + 2] == 108.0 / 200)                     // Showcase's normalized offset
            #expect(r[21 * 4 + 3] == 1 && r[21 * 4 + 18] == 1)         // m11, m44
            #expect(r[21 * 4 + 15] == 108 && r[21 * 4 + 16] == 0)       // m41: one pitch right; m42: path 0
            #expect(r[21 * 4 + 19] == 1)                               // opaque
            #expect(fizz_carousel_set_position(c, 2.5) == 0)
            #expect(fizz_carousel_current_index(c) == 2)               // tie to the lower slot
            #expect(fizz_carousel_set_window(c, 0, 1) == 0)             // slots 1.5 ± 1: 2 and 3
            #expect(fizz_carousel_visible_count(c) == 2)
            #expect(fizz_carousel_set_layout(c, 1, 300, 400, 100, 50, 10) == 0)
            #expect(fizz_carousel_get_layout(c, 0) == 1 && fizz_carousel_get_layout(c, 5) == 10)
            #expect(fizz_carousel_get_position(c) == 2.5)               // the layout keeps the position
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("paths: circular, linear V, custom points straight and Catmull-Rom")
    func paths() {
        Library.exclusive {
            let c = make()
            #expect(fizz_carousel_set_path(c, 1, 1, -1, 0, Double.pi / 2) == 0)
            #expect(fizz_carousel_path_value(c, 0) == 0)                // cos 0 − 1
            #expect(abs(fizz_carousel_path_value(c, 1) + 1) < 1e-15)    // cos(π/2) − 1
            #expect(fizz_carousel_set_path(c, 3, 0.8, 1, 0.3, 0) == 0)
            #expect(fizz_carousel_path_value(c, 0.1) == -0.8 * 0.1)     // u < 0.3: −a·u
            #expect(fizz_carousel_path_value(c, 0.5) == 0.8 * (0.5 - 0.6))
            #expect(fizz_carousel_add_path_point(c, -1, 0) == 1)
            #expect(fizz_carousel_add_path_point(c, 0, 1) == 2)
            #expect(fizz_carousel_add_path_point(c, 1, 0) == 3)
            #expect(fizz_carousel_get_memory_used(c) == 256)               // two columns of 16 doubles
            #expect(fizz_carousel_set_path(c, 4, 0, 0, 0, 0) == 0)
            #expect(fizz_carousel_path_value(c, 0.5) == 0.5)
            #expect(fizz_carousel_path_value(c, 7) == 0)                 // flat past the ends
            #expect(fizz_carousel_set_path(c, 4, 1, 0, 0, 0) == 0)
            // Hermite at t = 1/2 from (0, 1) to (1, 0), tangents 0 and −1 (one-sided at the end):
            // ½·1 + ⅛·0 + ½·0 − ⅛·(−1) = 0.625.
            #expect(fizz_carousel_path_value(c, 0.5) == 0.625)
            #expect(fizz_carousel_clear_path_points(c) == 0)
            #expect(fizz_carousel_path_value(c, 0.5) == 0)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("fade: 1 − min(f, range)/range·(1 − min alpha) past the ends")
    func fade() {
        Library.exclusive {
            let c = make()
            #expect(fizz_carousel_set_fade(c, -1, 1, 2, 0.5) == 0)
            #expect(fizz_carousel_opacity(c, 0.5) == 1 && fizz_carousel_opacity(c, 2) == 0.75)
            #expect(fizz_carousel_opacity(c, -5) == 0.5)
            #expect(fizz_carousel_clear_fade(c) == 0 && fizz_carousel_opacity(c, -5) == 1)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("landings before anything animates: item boundary, free, paging, the ends")
    func landings() {
        Library.exclusive {
            let c = make(20)
            // −1080 pt/s is 10 items/s forward: rest 0 + 10τ = 4.995, item 5.
            #expect(fizz_carousel_landing_index(c, -1080) == 5)
            #expect(fizz_carousel_landing_position(c, -1080) == 5)
            #expect(fizz_carousel_landing_index(c, -972) == 4)         // 9τ = 4.4955
            #expect(fizz_carousel_set_snapping(c, 0) == 0)
            #expect(fizz_carousel_landing_position(c, -972) == 0 + tau * 9)
            #expect(fizz_carousel_set_snapping(c, 2) == 0)
            #expect(fizz_carousel_landing_index(c, -1080) == 0)        // paging: on item 0, ⌈0⌉
            #expect(fizz_carousel_set_position(c, 0.25) == 0)
            #expect(fizz_carousel_landing_index(c, -1080) == 1)        // paging: ⌈0.25⌉
            #expect(fizz_carousel_landing_index(c, 1080) == 0)         // paging: ⌊0.25⌋
            #expect(fizz_carousel_set_position(c, 19.75) == 0)
            #expect(fizz_carousel_landing_index(c, -1080) == 0)        // looping: ⌈19.75⌉ is item 0
            #expect(fizz_carousel_set_position(c, 0) == 0)
            #expect(fizz_carousel_set_looping(c, 0) == 0)
            #expect(fizz_carousel_landing_index(c, 1080) == 0)         // not looping: the end
            #expect(fizz_carousel_get_phase(c) == 0 && fizz_carousel_get_position(c) == 0)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("a fling lands where the query said, and pointer_up answers it first")
    func fling() {
        Library.exclusive {
            for transform: Int32 in [0, 17] {
                let c = make(30)
                #expect(fizz_carousel_set_transform(c, transform, 0.25, 2 * Double.pi, 0, 0.9, 0, 0.25) == 0)
                #expect(fizz_carousel_pointer_down(c, 0, 300, 150) == 0)
                for k in 1...6 {
                    #expect(fizz_carousel_pointer_move(c, Double(k) / 60, 300 - 30 * Double(k), 150) == 0)
                }
                #expect(fizz_carousel_get_phase(c) == 1)
                let v = fizz_carousel_finger_velocity(c)
                #expect(abs(v + 1800) < 1e-6)                           // 30 pt per 1/60 s
                let predicted = fizz_carousel_landing_index(c, v)
                #expect(fizz_carousel_pointer_up(c, 0.1, 120, 150) == predicted)
                #expect(fizz_carousel_target_index(c) == predicted)
                #expect(settle(c) > 60)
                #expect(fizz_carousel_current_index(c) == predicted)
                #expect(fizz_carousel_get_position(c) == Double(predicted))
                #expect(predicted == 10)       // 180/108 = 1.667 moved, rest 1.667 + τ·1800/108 = 9.992
                _ = fizz_carousel_destroy(c)
            }
        }
    }

    @Test("scroll to index: the shorter way round when looping, forward on a tie")
    func scrollToIndex() {
        Library.exclusive {
            let c = make(50)
            #expect(fizz_carousel_set_position(c, 48) == 0)
            #expect(fizz_carousel_scroll_to_index(c, 1, 1) == 0)
            #expect(fizz_carousel_target_index(c) == 1 && fizz_carousel_get_phase(c) == 3)
            fizz_carousel_step(c, 1.0 / 60)
            #expect(fizz_carousel_get_velocity(c) > 0)                 // forward across the seam
            settle(c)
            #expect(fizz_carousel_current_index(c) == 1)
            #expect(fizz_carousel_scroll_to_index(c, 7, 0) == 0 && fizz_carousel_get_position(c) == 7)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("refusals: each its code, the hash unchanged")
    func refusals() {
        Library.exclusive {
            #expect(fizz_carousel_create(.nan, 300, 100, 100, 5) == 0 && fizz_last_error() == -5)
            #expect(fizz_carousel_create(400, 300, 100, 100, -1) == 0 && fizz_last_error() == -6)
            let c = make()
            let h = fizz_carousel_hash(c)
            #expect(fizz_carousel_set_layout(c, 2, 400, 300, 100, 100, 8) == -8)
            #expect(fizz_carousel_set_looping(c, 2) == -6 && fizz_carousel_set_snapping(c, 3) == -8)
            #expect(fizz_carousel_set_path(c, 5, 0, 0, 0, 0) == -8 && fizz_carousel_set_path(c, 1, .nan, 0, 0, 0) == -5)
            #expect(fizz_carousel_set_path(c, 4, 0.5, 0, 0, 0) == -6)
            #expect(fizz_carousel_add_path_point(c, 0, 2e6) == -6)
            #expect(fizz_carousel_set_transform(c, 21, 0, 0, 0, 0, 0, 0) == -8)
            #expect(fizz_carousel_set_transform(c, 31, 8, 2, 0.5, 100, 0, 0) == -6)
            #expect(fizz_carousel_set_fade(c, 1, -1, 1, 0) == -6)
            #expect(fizz_carousel_set_decay(c, 0, 0.5) == -6 && fizz_carousel_set_spring(c, 100, 10, .nan) == -5)
            #expect(fizz_carousel_set_window(c, 65, 0) == -6 && fizz_carousel_set_rest(c, 0, 1e-3) == -6)
            #expect(fizz_carousel_pointer_up(c, 0, 0, 0) == -10 && fizz_carousel_pointer_cancel(c) == -10)
            #expect(fizz_carousel_scroll_to_index(c, 5, 1) == -6 && fizz_carousel_scroll_to_index(c, 1, 2) == -6)
            #expect(fizz_carousel_step(c, 2) == -6 && fizz_carousel_step(c, -0.01) == -6)
            #expect(fizz_carousel_landing_index(c, 2e9) == -6 && fizz_carousel_landing_position(c, .nan).isNaN)
            #expect(fizz_carousel_path_value(c, 2e6).isNaN && fizz_carousel_opacity(c, .infinity).isNaN)
            #expect(fizz_carousel_facing(c, .nan) == -5 && fizz_carousel_facing(c, 2e9) == -6)
            #expect(fizz_carousel_facing(c, 0) == 1)
            #expect(fizz_carousel_get_layout(c, 6).isNaN && fizz_last_error() == -8)
            #expect(fizz_carousel_set_memory_budget(c, -1) == -6 && fizz_carousel_set_memory_budget(c, 0) == -6)
            #expect(fizz_carousel_hash(c) == h)
            #expect(fizz_carousel_pointer_down(c, 1, 200, 150) == 0)
            let dragging = fizz_carousel_hash(c)
            #expect(fizz_carousel_pointer_down(c, 1, 200, 150) == -10 && fizz_carousel_set_count(c, 3) == -10)
            #expect(fizz_carousel_set_position(c, 1) == -10 && fizz_carousel_scroll_to_index(c, 1, 0) == -10)
            #expect(fizz_carousel_pointer_move(c, 0.5, 190, 150) == -6)  // time going back
            #expect(fizz_carousel_hash(c) == dragging)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("no items: no frame, index queries refused (a negative index would read as a status)")
    func empty() {
        Library.exclusive {
            let c = make(0)
            #expect(fizz_carousel_visible_count(c) == 0 && fizz_carousel_visible(c) != nil)
            #expect(fizz_carousel_current_index(c) == -10 && fizz_last_error() == -10)
            #expect(fizz_carousel_target_index(c) == -10 && fizz_carousel_landing_index(c, 500) == -10)
            #expect(fizz_carousel_landing_position(c, 500) == 0)
            #expect(fizz_carousel_pointer_down(c, 0, 10, 10) == 0)
            #expect(fizz_carousel_pointer_up(c, 0.1, 5, 10) == 0 && fizz_carousel_get_phase(c) != 1)
            _ = fizz_carousel_destroy(c)
        }
    }

    @Test("snapshot and restore: the same hash, continuing bit for bit; garbage refused")
    func snapshots() {
        Library.exclusive {
            let a = make(12)
            #expect(fizz_carousel_set_transform(a, 11, 1, 2 * Double.pi, 0, 0, 0, 0.25) == 0)
            #expect(fizz_carousel_add_path_point(a, 0, 0) == 1 && fizz_carousel_add_path_point(a, 1, 0.5) == 2)
            #expect(fizz_carousel_pointer_down(a, 0, 300, 150) == 0)
            #expect(fizz_carousel_pointer_move(a, 0.05, 200, 150) == 0)
            #expect(fizz_carousel_pointer_up(a, 0.05, 200, 150) >= 0)
            #expect(fizz_carousel_step(a, 0.1) == 0)
            let n = fizz_carousel_snapshot(a, nil, 0)
            #expect(n > 0)
            var bytes = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_carousel_snapshot(a, &bytes, UInt32(n)) == n)
            let b = make(1)
            #expect(fizz_carousel_restore(b, bytes, UInt32(n)) == 0)
            #expect(fizz_carousel_hash(b) == fizz_carousel_hash(a))
            #expect(fizz_carousel_step(a, 0.5) == 0 && fizz_carousel_step(b, 0.5) == 0)
            #expect(fizz_carousel_hash(b) == fizz_carousel_hash(a))
            let hb = fizz_carousel_hash(b)
            bytes[bytes.count - 1] ^= 0xFF
            #expect(fizz_carousel_restore(b, bytes, UInt32(n)) == -9 && fizz_carousel_hash(b) == hb)
            _ = fizz_carousel_destroy(a); _ = fizz_carousel_destroy(b)
        }
    }

    @Test("handles: null, stale, a strip's")
    func handles() {
        Library.exclusive {
            #expect(fizz_carousel_step(0, 0.1) == -1)
            let c = make()
            #expect(fizz_carousel_is_valid(c) == 1 && fizz_carousel_destroy(c) == 0)
            #expect(fizz_carousel_is_valid(c) == 0 && fizz_carousel_get_phase(c) == -3)
            let s = fizz_strip_create(390)
            #expect(fizz_carousel_get_position(s).isNaN && fizz_last_error() == -2)
            #expect(message() == "the handle is not a carousel handle")
            _ = fizz_strip_destroy(s)
        }
    }
}
