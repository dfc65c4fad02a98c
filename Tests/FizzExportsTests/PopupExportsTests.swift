//===--- PopupExportsTests.swift -----------------------------------------===//
// The C API of popup layers: numbers a person can check, every refusal with its code, kinds apart.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct PopupExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    /// A 400 × 300 layer with one 100 × 40 popup above a 40 × 20 target centred at (200, 150).
    func example() -> UInt32 {
        let p = fizz_popup_create(400, 300)
        #expect(fizz_popup_add(p) == 1)
        #expect(fizz_popup_set_reference(p, 1, 180, 140, 40, 20) == 0)
        #expect(fizz_popup_set_size(p, 1, 100, 40) == 0)
        #expect(fizz_popup_set_placement(p, 1, 0) == 0)
        return p
    }

    @Test("one popup: frame, room, placement, arrow, outline; a second, always over the first above, goes below")
    func numbers() {
        Library.exclusive {
            let p = example()
            #expect(fizz_popup_solve(p) == 0)
            #expect(fizz_popup_count(p) == 1)
            let f = fizz_popup_frames(p)!
            #expect((0..<6).map { f[$0] } == [150, 90, 100, 40, 400, 130])   // 140 − 10 − 40; room 140 − 10
            let w = fizz_popup_placements(p)!
            #expect((0..<3).map { w[$0] } == [1, 0, 0])
            let a = fizz_popup_pointers(p)!
            #expect((0..<6).map { a[$0] } == [205, 130, 200, 140, 195, 130])
            #expect(fizz_popup_outline_length(p, 1) == 55)
            let o = fizz_popup_outline(p, 1)!
            #expect((0..<3).map { o[$0] } == [0, 158, 90] && o[54] == 3)
            // The first on a point at (200, 150), a second on a point 10 pt right of it, same
            // size: above, its arrow keeps it within 123...197 (210 − 87, 210 − 13), always
            // over the first (150...250); so it goes below, centred: x = 210 − 50, y = 150 + 10.
            #expect(fizz_popup_set_reference(p, 1, 200, 150, 0, 0) == 0)
            #expect(fizz_popup_add(p) == 2)
            #expect(fizz_popup_set_reference(p, 2, 210, 150, 0, 0) == 0 && fizz_popup_set_size(p, 2, 100, 40) == 0)
            #expect(fizz_popup_solve(p) == 0)
            let g = fizz_popup_frames(p)!
            // The first goes to its alignment's place on its new point (free: first choice).
            #expect((0..<4).map { g[$0] } == [150, 100, 100, 40])
            #expect((6..<10).map { g[$0] } == [160, 160, 100, 40])
            #expect(fizz_popup_placements(p)![4] == 6)
            #expect(fizz_popup_remove(p, 1) == 0 && fizz_popup_count(p) == 1)
            #expect(fizz_popup_placements(p)![0] == 2)
            #expect(fizz_last_error() == 0 && message() == "")
            #expect(fizz_popup_destroy(p) == 0)
        }
    }

    @Test("refusals: NaN, infinities, out of range, options, ids; each its code, nothing changed")
    func refusals() {
        Library.exclusive {
            #expect(fizz_popup_create(.nan, 1) == 0 && fizz_last_error() == -5)
            #expect(fizz_popup_create(0.5, 1) == 0 && fizz_last_error() == -6)
            let p = example()
            #expect(fizz_popup_solve(p) == 0)
            let h = fizz_popup_hash(p)
            #expect(fizz_popup_set_boundary(p, .nan, 0, 1, 1) == -5 && message() == "a number argument is NaN or infinite")
            #expect(fizz_popup_set_boundary(p, 0, 0, 0, 1) == -6)
            #expect(fizz_popup_set_padding(p, -1, 0, 0, 0) == -6)
            #expect(fizz_popup_set_rtl(p, 2) == -8 && message() == "right-to-left is 0 (off) or 1 (on)")
            #expect(fizz_popup_set_spacing(p, .infinity) == -5 && fizz_popup_set_hysteresis(p, -1) == -6)
            #expect(fizz_popup_set_reference(p, 1, 0, 0, -1, 0) == -6)
            #expect(fizz_popup_set_size(p, 1, -1, 1) == -6 && fizz_popup_set_size(p, 1, 1, .nan) == -5)
            #expect(fizz_popup_set_placement(p, 1, 13) == -8 && fizz_popup_set_placement(p, 1, -1) == -8)
            #expect(fizz_popup_set_fallbacks(p, 1, 5) == -8 && fizz_popup_set_fallbacks(p, 1, 0x10000) == -8)
            #expect(fizz_popup_apply_preset(p, 1, 8) == -8 && message() == "the preset must be 0..7 (FIZZ_TIP_*)")
            #expect(fizz_popup_set_arrow(p, 1, -1, 1, 1) == -6 && fizz_popup_set_leader(p, 1, 1, 1, 1, -1) == -6)
            #expect(fizz_popup_set_corner_radius(p, 1, .nan) == -5 && fizz_popup_set_offsets(p, 1, 1e4 + 1, 0) == -6)
            #expect(fizz_popup_add_obstacle(p, 0, 0, -1, 1) == -6)
            #expect(fizz_popup_set_size(p, 7, 1, 1) == -3 && message() == "no popup of this layer has that id (removed, or never added)")
            #expect(fizz_popup_outline_length(p, 0) == -3 && fizz_popup_outline(p, -1) == nil)
            #expect(fizz_popup_hash(p) == h && fizz_popup_count(p) == 1)
            _ = fizz_popup_destroy(p)
        }
    }

    @Test("handles: null, stale, wrong kind both ways; a snapshot restores the hash")
    func handlesAndSnapshot() {
        Library.exclusive {
            let p = example()
            let w = fizz_world_create(100, 100)
            #expect(fizz_popup_count(0) == -1 && message() == "the popup handle is 0 (null)")
            #expect(fizz_popup_add(w) == -2 && message() == "the handle is not a popup handle")
            #expect(fizz_world_step(p, 0.01) == -2)
            #expect(fizz_popup_frames(w) == nil && fizz_popup_hash(w) == 0)
            #expect(fizz_popup_is_valid(w) == 0 && fizz_popup_is_valid(p) == 1)
            #expect(fizz_popup_solve(p) == 0)
            let h = fizz_popup_hash(p)
            let n = fizz_popup_snapshot(p, nil, 0)
            var bytes = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_popup_snapshot(p, &bytes, UInt32(n)) == n)
            #expect(fizz_popup_set_reference(p, 1, 0, 0, 0, 0) == 0 && fizz_popup_solve(p) == 0)
            #expect(fizz_popup_hash(p) != h)
            #expect(fizz_popup_restore(p, bytes, UInt32(n)) == 0 && fizz_popup_hash(p) == h)
            #expect(fizz_strip_restore(fizz_strip_create(10), bytes, UInt32(n)) == -9)
            #expect(fizz_popup_destroy(p) == 0 && fizz_popup_is_valid(p) == 0)
            #expect(fizz_popup_solve(p) == -3 && message() == "the popup handle is stale: that popup layer was destroyed")
            _ = fizz_world_destroy(w)
        }
    }

    @Test("issue 20: the point 3 pt from the left edge goes right; options, moves, both escapeds; refusals")
    func issue20() {
        Library.exclusive {
            // 390 × 844, a point at (3, 400), 100 × 40 above: the arrow's limit keeps x ≤ 3 − 13
            // = −10, outside; right fits: x = 3 + 10, y = 400 − 20, the tip on the point.
            let p = fizz_popup_create(390, 844)
            #expect(fizz_popup_add(p) == 1)
            #expect(fizz_popup_set_reference(p, 1, 3, 400, 0, 0) == 0 && fizz_popup_set_size(p, 1, 100, 40) == 0)
            #expect(fizz_popup_set_placement(p, 1, 0) == 0 && fizz_popup_solve(p) == 0)
            let w = fizz_popup_placements(p)!
            #expect((0..<3).map { w[$0] } == [1, 3, 0])
            let f = fizz_popup_frames(p)!
            #expect([f[0], f[1]] == [13, 380])
            let a = fizz_popup_pointers(p)!
            #expect([a[2], a[3]] == [3, 400])
            // Above only: at x = −10, shifted from 3 − 50 = −47 by 37, the arrow 3 − 40 = −37
            // from the body's centre, on the point (centre offset 0); escaped partly, not wholly.
            #expect(fizz_popup_set_fallbacks(p, 1, 0x1) == 0 && fizz_popup_solve(p) == 0)
            var m = fizz_popup_moves(p)!
            #expect((0..<4).map { m[$0] } == [37, 0, -37, 0])
            #expect(fizz_popup_placements(p)![2] == 2)
            // Sticky "always": inside at x = 0 (shifted 47); the arrow 13 pt in, 10 pt past the point.
            #expect(fizz_popup_set_options(p, 1, 2) == 0 && fizz_popup_solve(p) == 0)
            m = fizz_popup_moves(p)!
            #expect((0..<4).map { m[$0] } == [47, 0, -37, 10])
            #expect(fizz_popup_frames(p)![0] == 0 && fizz_popup_placements(p)![2] == 0)
            // Its own boundary x 200...390: the point lies outside it (hidden, flag 1); above
            // only with the limit back, the body (−10...90) is wholly outside: 1 | 2 | 8.
            #expect(fizz_popup_set_options(p, 1, 0) == 0)
            #expect(fizz_popup_set_popup_boundary(p, 1, 200, 0, 190, 844) == 0 && fizz_popup_solve(p) == 0)
            #expect(fizz_popup_placements(p)![2] == 11)
            #expect(fizz_popup_set_arrow_padding(p, 1, 0) == 0 && fizz_popup_set_alignment_offset(p, 1, 3) == 0)
            #expect(fizz_popup_solve(p) == 0)
            let h = fizz_popup_hash(p)
            #expect(fizz_popup_set_options(p, 1, 48) == -8 && message() == "the options must be FIZZ_ANCHOR_* bits (0..255), not both CROSS_START and CROSS_END")
            #expect(fizz_popup_set_options(p, 1, 256) == -8 && fizz_popup_set_options(p, 1, -1) == -8)
            #expect(fizz_popup_set_arrow_padding(p, 1, -0.5) == -6 && fizz_popup_set_arrow_padding(p, 1, .nan) == -5)
            #expect(fizz_popup_set_alignment_offset(p, 1, -1e4 - 1) == -6)
            #expect(fizz_popup_set_popup_boundary(p, 1, 0, 0, 5, 0) == -6 && fizz_popup_set_popup_boundary(p, 1, .infinity, 0, 1, 1) == -5)
            #expect(fizz_popup_set_options(p, 2, 0) == -3 && fizz_popup_moves(0) == nil)
            #expect(fizz_popup_hash(p) == h)
            _ = fizz_popup_destroy(p)
        }
    }
}
