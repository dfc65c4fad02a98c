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

    @Test("hidden bricks leave the frames (reported as left), the rest close up; reorder; remove")
    func hiddenReorderRemove() {
        Library.exclusive {
            let l = example()
            #expect(fizz_layout_update(l) == 0)
            #expect(fizz_layout_set_hidden(l, 3, 1) == 0 && fizz_layout_update(l) == 0)
            #expect(ids(l) == [2, 0, 4, 0, 5, 0, 5, 1, 5, 2])
            #expect(frame(l, 1) == [20, 74, 145, 100])    // the other half moves to the row's start
            let n = Int(fizz_layout_change_count(l)), c = fizz_layout_changes(l)!
            #expect((0..<n).contains { c[3 * $0] == 3 && c[3 * $0 + 1] == 0 && c[3 * $0 + 2] == 2 })
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
