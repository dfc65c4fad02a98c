//===--- StripExportsTests.swift -----------------------------------------===//
// The C API of strips: numbers a person can check, every refusal with its code, kinds apart.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct StripExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    /// Items of 100, 50 and 200 pt, 10 pt apart, in a 120 pt viewport at offset 30.
    func example() -> UInt32 {
        let s = fizz_strip_create(120)
        #expect(fizz_strip_set_spacing(s, 10) == 0)
        #expect(fizz_strip_add(s, 100) == 0 && fizz_strip_add(s, 50) == 1 && fizz_strip_add(s, 200) == 2)
        #expect(fizz_strip_set_offset(s, 30) == 0)
        return s
    }

    @Test("three items: frames, visible range, snap offsets, content length")
    func numbers() {
        Library.exclusive {
            let s = example()
            #expect(fizz_strip_count(s) == 3)
            #expect(fizz_strip_get_viewport(s) == 120 && fizz_strip_get_offset(s) == 30)
            #expect(fizz_strip_get_content_length(s) == 370)          // 100 + 10 + 50 + 10 + 200
            let f = fizz_strip_frames(s)!
            #expect((0..<6).map { f[$0] } == [-30, 100, 80, 50, 140, 200])
            #expect(fizz_strip_first_visible(s) == 0 && fizz_strip_visible_count(s) == 2)   // 30 ..< 150
            #expect(fizz_strip_snap_offset(s, 60) == 110)             // 50 from 110, 60 from 0
            #expect(fizz_strip_snap_offset(s, 200) == 170)            // nearest start 170, room 250
            #expect(fizz_strip_snap_offset(s, -40) == 0)
            #expect(fizz_strip_set_offset(s, 160) == 0)               // 160 ..< 280: only item 2
            #expect(fizz_strip_first_visible(s) == 2 && fizz_strip_visible_count(s) == 1)
            #expect(fizz_last_error() == 0 && message() == "")
            #expect(fizz_strip_destroy(s) == 0)
        }
    }

    @Test("refusals: NaN, infinities, out of range; each its code and message, nothing changed")
    func refusals() {
        Library.exclusive {
            #expect(fizz_strip_create(.nan) == 0 && fizz_last_error() == -5)
            #expect(fizz_strip_create(0.5) == 0 && fizz_last_error() == -6)
            #expect(fizz_strip_create(1e7 + 2) == 0 && fizz_last_error() == -6)
            let s = example()
            let h = fizz_strip_hash(s)
            #expect(fizz_strip_add(s, .nan) == -5 && message() == "a number argument is NaN or infinite")
            #expect(fizz_strip_add(s, -1) == -6 && fizz_strip_add(s, 1e6 + 1) == -6)
            #expect(fizz_strip_set_spacing(s, .infinity) == -5 && fizz_strip_set_spacing(s, -1) == -6)
            #expect(fizz_strip_set_offset(s, -.infinity) == -5 && fizz_strip_set_offset(s, 1e7 + 2) == -6)
            #expect(fizz_strip_snap_offset(s, .nan).isNaN && fizz_last_error() == -5)
            #expect(fizz_strip_snap_offset(s, -2e7).isNaN && fizz_last_error() == -6)
            #expect(fizz_strip_hash(s) == h && fizz_strip_count(s) == 3 && fizz_strip_get_offset(s) == 30)
            _ = fizz_strip_destroy(s)
        }
    }

    @Test("handles: null, stale, wrong kind both ways, never issued")
    func handles() {
        Library.exclusive {
            let s = fizz_strip_create(100)
            let w = fizz_world_create(100, 100)
            #expect(fizz_strip_count(0) == -1 && message() == "the strip handle is 0 (null)")
            #expect(fizz_strip_add(w, 10) == -2 && message() == "the handle is not a strip handle")
            #expect(fizz_world_step(s, 0.01) == -2 && message() == "the handle is not a world handle")
            #expect(fizz_strip_get_offset(w).isNaN && fizz_last_error() == -2)
            #expect(fizz_strip_frames(w) == nil && fizz_last_error() == -2)
            #expect(fizz_strip_hash(w) == 0 && fizz_last_error() == -2)
            #expect(fizz_strip_destroy(w) == -2 && fizz_world_destroy(s) == -2)
            #expect(fizz_strip_is_valid(w) == 0 && fizz_world_is_valid(s) == 0 && fizz_strip_is_valid(s) == 1)
            #expect(fizz_strip_destroy(s) == 0)
            #expect(fizz_strip_is_valid(s) == 0)
            #expect(fizz_strip_set_offset(s, 1) == -3 && message() == "the strip handle is stale: that strip was destroyed")
            #expect(fizz_strip_destroy(s) == -3)
            #expect(fizz_strip_snap_offset(s, 0).isNaN && fizz_last_error() == -3)
            #expect(fizz_strip_count(0x7FFF_FFFF) == -2)   // never issued
            #expect(fizz_world_step(w, 0.01) == 0)          // the world is untouched
            _ = fizz_world_destroy(w)
        }
    }

    @Test("100,000 items, then FIZZ_E_LIMIT with the strip's own message; frames of all of them")
    func cap() {
        Library.exclusive {
            let s = fizz_strip_create(120)
            for i in 0..<100_000 { #expect(fizz_strip_add(s, 10) == Int32(i)) }
            #expect(fizz_strip_add(s, 10) == -7 && message() == "the strip already holds its maximum of 100000 items")
            #expect(fizz_strip_count(s) == 100_000 && fizz_strip_get_content_length(s) == 1_000_000)
            #expect(fizz_strip_set_offset(s, 999_995) == 0)
            #expect(fizz_strip_first_visible(s) == 99_999 && fizz_strip_visible_count(s) == 1)
            let f = fizz_strip_frames(s)!
            #expect(f[0] == -999_995 && f[2 * 99_999] == -5 && f[2 * 99_999 + 1] == 10)
            _ = fizz_strip_destroy(s)
        }
    }
}
