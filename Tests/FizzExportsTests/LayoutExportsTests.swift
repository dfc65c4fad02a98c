//===--- LayoutExportsTests.swift ----------------------------------------===//
// The C API of brick layouts: BrickKit's README page by hand, scrolling with a sticky header,
// the query, snap target, change list, every kind of refusal, handles, snapshots.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct LayoutExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    /// A 340 × 600 viewport; the root with inset 10 and edge insets 20 (content width
    /// W = 300): a header 1 × 44 (id 2), two halves 100 tall (3, 4), a third repeated 3 times
    /// with a square height (5). By BrickKit's formula rowWidth = W − (1/r − 1)·inset:
    /// header 300 wide at (20, 20); halves (300 − 10)/2 = 145 wide at x 20 and 175, y 74;
    /// thirds (300 − 20)/3 = 280/3 wide and tall at y 74 + 100 + 10 = 184.
    func example() -> UInt32 {
        let l = fizz_layout_create(340, 600)
        #expect(fizz_layout_set_section_insets(l, 1, 10, 20, 20, 20, 20, 1) == 0)
        #expect(fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 44) == 2)
        #expect(fizz_layout_add_brick(l, 1, 0, 0, 0.5, 1, 100) == 3)
        #expect(fizz_layout_add_brick(l, 1, 0, 0, 0.5, 1, 100) == 4)
        #expect(fizz_layout_add_brick(l, 1, 0, 0, 1.0 / 3, 0, 1) == 5)
        #expect(fizz_layout_set_repeat_count(l, 5, 3) == 0)
        return l
    }

    func frame(_ l: UInt32, _ k: Int) -> [Double] {
        let f = fizz_layout_frames(l)!
        return (0..<4).map { f[7 * k + $0] }
    }

    func ids(_ l: UInt32) -> [UInt32] {
        let n = Int(fizz_layout_count(l)), p = fizz_layout_ids(l)!
        return (0..<(2 * n)).map { p[$0] }
    }

    @Test("BrickKit's README rows: frames, ids, the change list, content size by hand")
    func rows() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_count(l) == 6)
            #expect(ids(l) == [2, 0, 3, 0, 4, 0, 5, 0, 5, 1, 5, 2])
            #expect(frame(l, 0) == [20, 20, 300, 44])
            #expect(frame(l, 1) == [20, 74, 145, 100] && frame(l, 2) == [175, 74, 145, 100])
            // Frames are handed out by their edges (width = right − left), so a length is the
            // difference of its two edges in doubles: (184 + 280/3) − 184, not 280/3 itself.
            let third = 280.0 / 3
            func edges(_ x: Double) -> [Double] { [x, 184, (x + third) - x, (184 + third) - 184] }
            #expect(frame(l, 3) == edges(20))
            #expect(frame(l, 4) == edges(20 + third + 10))
            #expect(frame(l, 5) == edges(20 + 2 * (third + 10)))
            let f = fizz_layout_frames(l)!
            #expect((0..<6).allSatisfy { f[7 * $0 + 5] == 1 && f[7 * $0 + 6] == 1 })   // alpha, scale
            #expect(fizz_layout_get_content_width(l) == 340)
            #expect(fizz_layout_get_content_height(l) == 184 + third + 20)
            // Every item entered the window.
            #expect(fizz_layout_change_count(l) == 6)
            let c = fizz_layout_changes(l)!
            #expect((0..<6).map { c[3 * $0 + 2] } == [0, 0, 0, 0, 0, 0])
            #expect(fizz_last_error() == 0 && message() == "")
            #expect(fizz_layout_destroy(l) == 0)
        }
    }

    @Test("a sticky header stays at the top while the page scrolls under it")
    func sticky() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_add_behavior(l, 0, 0, 0, 0, 0) == 0)   // FIZZ_BEHAVIOR_STICKY
            #expect(fizz_layout_attach(l, 0, 2, 1) == 0)
            #expect(fizz_layout_set_offset(l, 0, 100) == 0)
            #expect(fizz_layout_get_offset_y(l) == 100)
            #expect(frame(l, 0) == [20, 0, 300, 44])      // stuck at the viewport's top
            #expect(frame(l, 1) == [20, -26, 145, 100])   // 74 − 100
            #expect(fizz_layout_set_offset(l, 0, 0) == 0)
            #expect(frame(l, 0) == [20, 20, 300, 44])     // back in its place
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("hidden bricks stay in the frames 0 × 0 with alpha 0 (reported as moved), the rest close up; reorder; remove")
    func hiddenReorderRemove() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_set_hidden(l, 3, 1) == 0 && fizz_layout_update(l) == 0)
            #expect(ids(l) == [2, 0, 3, 0, 4, 0, 5, 0, 5, 1, 5, 2])
            // Where the flow reaches it: after the header (300 wide at x 20) and the inset 10,
            // on the header's row: x 330, y 20; no size, alpha 0.
            #expect(frame(l, 1) == [330, 20, 0, 0] && fizz_layout_frames(l)![7 + 5] == 0)
            #expect(frame(l, 2) == [20, 74, 145, 100])    // the other half moves to the row's start
            let n = Int(fizz_layout_change_count(l)), c = fizz_layout_changes(l)!
            #expect((0..<n).contains { c[3 * $0] == 3 && c[3 * $0 + 1] == 0 && c[3 * $0 + 2] == 1 })
            #expect(!(0..<n).contains { c[3 * $0 + 2] == 2 })   // nothing left the window
            #expect(fizz_layout_set_hidden(l, 3, 0) == 0)
            #expect(fizz_layout_reorder(l, 4, 3) == 0 && fizz_layout_update(l) == 0)
            #expect(ids(l) == [2, 0, 4, 0, 3, 0, 5, 0, 5, 1, 5, 2])
            #expect(fizz_layout_remove(l, 4) == 0 && fizz_layout_update(l) == 0)
            #expect(ids(l) == [2, 0, 3, 0, 5, 0, 5, 1, 5, 2])
            #expect(fizz_layout_remove(l, 4) == -10)      // gone: not in the tree
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("auto heights: the estimate, then the measured height, the bricks after it reflow")
    func autoHeight() {
        Library.exclusive {
            let l = fizz_layout_create(100, 400)
            #expect(fizz_layout_add_brick(l, 1, 0, 0, 1, 3, 60) == 2)   // auto, estimate 60
            #expect(fizz_layout_add_brick(l, 1, 0, 1, 100, 1, 10) == 3)
            #expect(fizz_layout_update(l) == 0)
            #expect(frame(l, 1) == [0, 60, 100, 10])
            #expect(fizz_layout_set_measured_size(l, 2, 0, -1, 85) == 0 && fizz_layout_update(l) == 0)
            #expect(frame(l, 0) == [0, 0, 100, 85] && frame(l, 1) == [0, 85, 100, 10])
            #expect(fizz_layout_get_content_height(l) == 95)
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("the rect query and the snap target")
    func queryAndSnap() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_query(l, 0, 80, 340, 10) == 2)          // y 80..90: the halves only
            #expect(fizz_layout_query_count(l) == 2)
            let q = fizz_layout_query_ids(l)!
            #expect([q[0], q[1], q[2], q[3]] == [3, 0, 4, 0])
            #expect(fizz_layout_add_behavior(l, 4, 0, 0, 0, 0) == 0)   // snap, leading edges
            #expect(fizz_layout_attach(l, 0, 5, 1) == 0)
            #expect(fizz_layout_snap_target(l, 1, 170, 0) == 184)      // the thirds' top
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("refusals: each its code, the hash unchanged")
    func refusals() {
        Library.exclusive {
            #expect(fizz_layout_create(.nan, 10) == 0 && fizz_last_error() == -5)
            #expect(fizz_layout_create(0.5, 10) == 0 && fizz_last_error() == -6)
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            let h = fizz_layout_hash(l)
            #expect(fizz_layout_add_brick(l, 99, 0, 0, 1, 1, 10) == -10)    // no such section
            #expect(fizz_layout_add_brick(l, 2, 0, 0, 1, 1, 10) == -10)     // a brick is no section
            #expect(fizz_layout_add_brick(l, 1, 0, 2, 0, 2, 0) == -8)       // fill as a height
            #expect(fizz_layout_add_brick(l, 1, 0, 3, 10, 1, 10) == -8)     // auto as a width
            #expect(fizz_layout_add_brick(l, 1, 0, 4, 1, 1, 10) == -8)
            #expect(fizz_layout_add_brick(l, 1, 0, 0, 0, 1, 10) == -6)      // ratio 0
            #expect(fizz_layout_add_brick(l, 1, 0, 1, .nan, 1, 10) == -5)
            #expect(fizz_layout_remove(l, 1) == -10)                        // the root
            #expect(fizz_layout_set_hidden(l, 3, 2) == -8)
            #expect(fizz_layout_set_repeat_count(l, 1, 2) == -10)           // a section
            #expect(fizz_layout_set_measured_size(l, 3, 0, -2, 10) == -6)
            #expect(fizz_layout_set_section_insets(l, 2, 0, 0, 0, 0, 0, 1) == -10)
            #expect(fizz_layout_set_section_alignment(l, 1, 4, 0, 0) == -8)
            #expect(fizz_layout_set_section_flow(l, 1, 3, 2, 100) == -8)
            #expect(fizz_layout_set_scale(l, 0.5) == -6)
            #expect(fizz_layout_set_z_order(l, 2) == -8)
            #expect(fizz_layout_add_behavior(l, 11, 0, 0, 0, 0) == -8)
            #expect(fizz_layout_add_behavior(l, 0, 0, 0, 1, 0) == -6)       // c unused: must be 0
            #expect(fizz_layout_add_behavior(l, 0, 0, 0.5, 0, 0) == -8)     // a flag
            #expect(fizz_layout_attach(l, 0, 2, 1) == -6)                   // no behavior 0 yet
            #expect(fizz_layout_set_offset(l, 0, .infinity) == -5)
            #expect(fizz_layout_sticking_percentage(l, 6).isNaN && fizz_last_error() == -6)
            #expect(fizz_layout_query(l, 0, 0, -1, 1) == -6)
            #expect(fizz_layout_snap_target(l, 2, 0, 0).isNaN && fizz_last_error() == -10)
            #expect(fizz_layout_hash(l) == h && fizz_layout_count(l) == 6)
            _ = fizz_layout_destroy(l)
        }
    }

    /// One brick (id 2, 10 tall) in a root of no insets, in a `w` × 1000 viewport: its width.
    func width(_ l: UInt32, _ w: Double) -> Double {
        #expect(fizz_layout_set_viewport(l, w, 1000) == 0 && fizz_layout_update(l) == 0)
        return frame(l, 0)[2]
    }

    @Test("conditional widths: breakpoints, size classes, orientation and bounds by hand")
    func conditionalWidths() {
        Library.exclusive {
            let l = fizz_layout_create(600, 1000)
            #expect(fizz_layout_add_brick(l, 1, 0, 1, 1, 1, 10) == 2)
            // BrickKit's dimensionRange(default: ratio 1, [(ratio 1/2, from 500), (fixed 120, from 800)]).
            #expect(fizz_layout_set_dimension(l, 2, 0, 0, 1) == 0)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, 500, 0, 0.5) == 0)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, 800, 1, 120) == 0)
            #expect(width(l, 499) == 499 && width(l, 500) == 250 && width(l, 799) == 399.5 && width(l, 800) == 120)
            // horizontalSizeClass(regular: orientation(landscape: 300, portrait: 200), compact: the range):
            // cases regular → 200, regular ∧ landscape → 300 (the conjunction the nesting means).
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 1, 0, 1, 200) == 0)        // FIZZ_WHEN_HORIZONTAL_REGULAR
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 1 | 32, 0, 1, 300) == 0)   // … | FIZZ_WHEN_LANDSCAPE
            #expect(width(l, 900) == 120)                      // compact: the range
            #expect(fizz_layout_set_traits(l, 1, 1) == 0)
            #expect(width(l, 1050) == 300 && width(l, 1000) == 200)  // 1000 × 1000 is portrait
            #expect(width(l, 900) == 200)                      // regular, portrait
            // restricted(size: that, .maximumSize(ratio 1/4)) where W < 1100 (FIZZ_WHEN_NARROWER):
            // min(300, 1050/4) = 262.5 at W 1050; at 1100 not bounded.
            #expect(fizz_layout_add_dimension_bound(l, 2, 0, 64, 1100, 1, 0, 0.25) == 0)
            #expect(width(l, 1050) == 262.5 && width(l, 1100) == 300)
            // A minimum over everything: at least 280 (FIZZ_BOUND_MINIMUM, fixed).
            #expect(fizz_layout_add_dimension_bound(l, 2, 0, 0, 0, 0, 1, 280) == 0)
            #expect(width(l, 1050) == 280)
            // Heights too: ratio 1/2 of the width from W 1000 (the content width), else fixed 10.
            #expect(fizz_layout_add_dimension_case(l, 2, 1, 0, 1000, 0, 0.5) == 0)
            #expect(width(l, 1050) == 280 && frame(l, 0)[3] == 140)
            // set_dimension drops every case and bound.
            #expect(fizz_layout_set_dimension(l, 2, 0, 1, 77) == 0 && width(l, 1050) == 77)
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("dimension refusals: each its code, the hash unchanged; 64 terms at most")
    func dimensionRefusals() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            let h = fizz_layout_hash(l)
            #expect(fizz_layout_set_dimension(l, 2, 2, 0, 1) == -8)                    // axis
            #expect(fizz_layout_set_dimension(l, 99, 0, 0, 1) == -10)                  // no such id
            #expect(fizz_layout_set_dimension(l, 2, 1, 2, 0) == -8)                    // fill as a height
            #expect(fizz_layout_set_dimension(l, 2, 0, 0, 1001) == -6)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 1 | 2, 0, 1, 1) == -8)     // regular and compact
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 4 | 8, 0, 1, 1) == -8)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 16 | 32, 0, 1, 1) == -8)   // portrait and landscape
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 128, 0, 1, 1) == -8)       // an unknown bit
            #expect(fizz_layout_add_dimension_case(l, 2, 0, -1, 0, 1, 1) == -8)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 64, 0, 1, 1) == -6)        // narrower than 0
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, 1.5e7, 1, 1) == -6)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, .nan, 1, 1) == -5)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, 10, 3, 1) == -8)        // auto as a width
            #expect(fizz_layout_add_dimension_bound(l, 2, 0, 0, 0, 2, 1, 1) == -8)     // bound kind
            #expect(fizz_layout_add_dimension_bound(l, 2, 0, 0, 0, 0, 1, -1) == -6)
            #expect(fizz_layout_transition_frame(l, 3, 0, 3, 0).isNaN && fizz_last_error() == -8)
            #expect(fizz_layout_transition_frame(l, 3, 0, 0, 6).isNaN && fizz_last_error() == -8)
            #expect(fizz_layout_transition_frame(l, 3, 1, 0, 0).isNaN && fizz_last_error() == -6)
            #expect(fizz_layout_transition_frame(l, 1, 0, 0, 0).isNaN && fizz_last_error() == -10)   // a section
            #expect(fizz_layout_set_memory_budget(l, 0) == -6 && fizz_layout_set_memory_budget(l, -1) == -6)
            #expect(fizz_layout_set_memory_budget(l, .min) == -6)
            #expect(fizz_layout_hash(l) == h)
            // Brick 2's width is 1 term; 31 cases of 2 make 63; the next would make 65.
            for k in 0..<31 { #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, Double(k + 1), 1, Double(k)) == 0) }
            #expect(fizz_layout_update(l) == 0)
            let full = fizz_layout_hash(l)
            #expect(fizz_layout_add_dimension_case(l, 2, 0, 0, 99, 1, 1) == -6)
            #expect(fizz_layout_add_dimension_bound(l, 2, 0, 0, 0, 1, 1, 1) == -6)
            #expect(fizz_layout_hash(l) == full && frame(l, 0)[2] == 30)   // W 300: the last case
            // A snapshot with those rules restores to the same hash.
            let n = fizz_layout_snapshot(l, nil, 0)
            var bytes = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_layout_snapshot(l, &bytes, UInt32(n)) == n)
            let m = fizz_layout_create(10, 10)
            #expect(fizz_layout_restore(m, bytes, UInt32(n)) == 0 && fizz_layout_hash(m) == full)
            _ = fizz_layout_destroy(l); _ = fizz_layout_destroy(m)
        }
    }

    @Test("transition frames: top, bottom, scale, from the laid-out frame at the offset")
    func transitions() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_set_offset(l, 0, 50) == 0)
            // The first half: laid out at (20, 74), 145 × 100; at offset 50 its y is 24.
            let top = (0..<6).map { fizz_layout_transition_frame(l, 3, 0, 0, Int32($0)) }
            #expect(top == [20, -100, 145, 100, 0, 1])
            // Bottom: y = max(600, content height − 50) = 600 (the content is 184 + 280/3 + 20).
            #expect(fizz_layout_transition_frame(l, 3, 0, 1, 1) == 600)
            let scale = (0..<6).map { fizz_layout_transition_frame(l, 3, 0, 2, Int32($0)) }
            #expect(scale == [20, 24, 145, 100, 0, 0.1])
            #expect(fizz_layout_set_hidden(l, 3, 1) == 0 && fizz_layout_update(l) == 0)
            #expect(fizz_layout_transition_frame(l, 3, 0, 0, 0).isNaN && fizz_last_error() == -10)   // hidden
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("the memory budget: int64 bytes, not below what the layout holds; over it, nothing changes")
    func memoryBudget() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            let used = fizz_layout_get_memory_used(l)
            #expect(used > 0 && fizz_layout_get_memory_budget(l) == 268_435_456)
            #expect(fizz_layout_set_memory_budget(l, used - 1) == -6)
            #expect(fizz_layout_set_memory_budget(l, 1_099_511_627_777) == -6)   // past 2⁴⁰
            #expect(fizz_layout_set_memory_budget(l, used) == 0 && fizz_layout_get_memory_budget(l) == used)
            #expect(fizz_layout_set_repeat_count(l, 5, 100_000) == 0)
            let h = fizz_layout_hash(l)
            #expect(fizz_layout_update(l) == -7 && fizz_layout_hash(l) == h)   // FIZZ_E_LIMIT
            #expect(fizz_layout_get_memory_used(0) == -1 && fizz_layout_get_memory_budget(0) == -1)   // FIZZ_E_NULL_HANDLE
            _ = fizz_layout_destroy(l)
        }
    }

    @Test("handles: null, stale, wrong kind both ways, never issued")
    func handles() {
        Library.exclusive {
            let l = fizz_layout_create(100, 100)
            let s = fizz_strip_create(100)
            #expect(fizz_layout_count(0) == -1 && message() == "the layout handle is 0 (null)")
            #expect(fizz_layout_update(s) == -2 && message() == "the handle is not a layout handle")
            #expect(fizz_strip_count(l) == -2)
            #expect(fizz_layout_frames(s) == nil && fizz_layout_hash(s) == 0)
            #expect(fizz_layout_is_valid(s) == 0 && fizz_layout_is_valid(l) == 1)
            #expect(fizz_layout_destroy(l) == 0 && fizz_layout_is_valid(l) == 0)
            #expect(fizz_layout_update(l) == -3 && message() == "the layout handle is stale: that layout was destroyed")
            #expect(fizz_layout_count(0x7FFF_FFFF) == -2)
            _ = fizz_strip_destroy(s)
        }
    }

    @Test("a snapshot restores the same hash and frames under another handle")
    func snapshot() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_set_offset(l, 0, 50) == 0)
            let n = fizz_layout_snapshot(l, nil, 0)
            #expect(n > 0)
            var bytes = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_layout_snapshot(l, &bytes, UInt32(n)) == n)
            let m = fizz_layout_create(10, 10)
            #expect(fizz_layout_restore(m, bytes, UInt32(n)) == 0)
            #expect(fizz_layout_hash(m) == fizz_layout_hash(l))
            #expect(ids(m) == ids(l) && frame(m, 1) == frame(l, 1))
            bytes[20] ^= 0xFF
            let h = fizz_layout_hash(m)
            #expect(fizz_layout_restore(m, bytes, UInt32(n)) < 0 && fizz_layout_hash(m) == h)
            _ = fizz_layout_destroy(l); _ = fizz_layout_destroy(m)
        }
    }
}
