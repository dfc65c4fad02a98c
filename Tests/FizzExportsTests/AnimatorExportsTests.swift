//===--- AnimatorExportsTests.swift --------------------------------------===//
// The C API of animators: numbers a person can check, every refusal with its code, kinds apart.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct AnimatorExports {
    func message() -> String { String(cString: fizz_last_error_message()!) }

    @Test("a critically damped spring: 2/e at 0.1 s in closed form and stepped; rest; events; bulk read")
    func spring() {
        Library.exclusive {
            let a = fizz_animator_create()
            // k 100, c 20, m 1 from 0 toward 1: x = 1 − e^(−10t)(1 + 10t).
            let c = fizz_animator_add_spring(a, 0, 1, 100, 20, 1)
            #expect(c == 1 << 16)                                      // generation 1, slot 0
            #expect(abs(fizz_animator_value_at(a, c, 0.1) - (1 - 0.7357588823428847)) < 1e-12)
            #expect(fizz_animator_step(a, 0.1) == 0)                   // 72 steps of 1/720 s
            #expect(abs(fizz_animator_get_value(a, c) - (1 - 0.7357588823428847)) < 1e-9)
            #expect(fizz_animator_rest_value(a, c) == 1)
            let t = fizz_animator_time_to_rest(a, c)
            #expect(t > 0.9 && t < 1.3)
            var steps: Int32 = 0
            while fizz_animator_event_count(a) == 0 && steps < 7200 { #expect(fizz_animator_step(a, 1.0 / 720) == 0); steps += 1 }
            #expect(abs(Double(steps) / 720 - t) <= 1.0 / 720 + 1e-9)
            let e = fizz_animator_events(a)!
            #expect(e[0] == 1 && e[1] == UInt32(c))                    // REST, the channel
            #expect(fizz_animator_count(a) == 1)
            let s = fizz_animator_states(a)!
            #expect(s[0] == 1 && s[1] == 0)
            #expect(fizz_last_error() == 0 && message() == "")
            #expect(fizz_animator_destroy(a) == 0)
        }
    }

    @Test("glides: UIScrollView's rate rests 0.4995 × v further; a snap grid; a bound")
    func glides() {
        Library.exclusive {
            let a = fizz_animator_create()
            let tau = 0.49949983316645474                              // −1/(1000·ln 0.998)
            let g = fizz_animator_add_decay(a, 20, 1000, tau, tau)
            #expect(abs(fizz_animator_rest_value(a, g) - (20 + 1000 * tau)) < 1e-9)
            let s = fizz_animator_add_decay(a, 0, 1000, 0.8, 0.325)    // Framer: would rest at 800
            #expect(fizz_animator_set_snap(a, s, 300, 0) == 0)
            #expect(fizz_animator_rest_value(a, s) == 900)
            let b = fizz_animator_add_decay(a, 0, 1000, 0.8, 0.325)
            #expect(fizz_animator_set_bounds(a, b, -100, 500) == 0)
            #expect(fizz_animator_rest_value(a, b) == 500)
            var kinds: [UInt32] = []
            for _ in 0..<600 {
                _ = fizz_animator_step(a, 1.0 / 60)
                let n = Int(fizz_animator_event_count(a))
                let e = fizz_animator_events(a)!
                for i in 0..<n { kinds.append(e[2 * i]) }
            }
            #expect(kinds.sorted() == [1, 1, 2, 3])                    // two RESTs, a BOUND, a SNAPPED
            #expect(fizz_animator_get_value(a, s) == 900 && fizz_animator_get_value(a, b) == 500)
            _ = fizz_animator_destroy(a)
        }
    }

    @Test("refusals: each its code and message, nothing changed")
    func refusals() {
        Library.exclusive {
            let a = fizz_animator_create()
            let c = fizz_animator_add_spring(a, 0, 10, 100, 20, 1)
            _ = fizz_animator_step(a, 0.05)
            let h = fizz_animator_hash(a)
            #expect(fizz_animator_add_spring(a, .nan, 0, 1, 1, 1) == -5 && message() == "a number argument is NaN or infinite")
            #expect(fizz_animator_add_spring(a, 0, 0, 0, 1, 1) == -6)
            #expect(fizz_animator_add_spring(a, 2e9, 0, 1, 1, 1) == -6)
            #expect(fizz_animator_add_decay(a, 0, 1e13, 1, 1) == -6)
            #expect(fizz_animator_add_decay(a, 0, 1, 0, 1) == -6)
            #expect(fizz_animator_set_target(a, c, .infinity) == -5)
            #expect(fizz_animator_set_bounds(a, c, 5, 4) == -6)
            #expect(fizz_animator_set_snap(a, c, -1, 0) == -6)
            #expect(fizz_animator_set_paused(a, c, 2) == -8 && message() == "paused must be 0 or 1")
            #expect(fizz_animator_set_rest(a, 0, 1) == -6)
            #expect(fizz_animator_step(a, -0.1) == -6 && fizz_animator_step(a, .nan) == -5)
            #expect(fizz_animator_value_at(a, c, -1).isNaN && fizz_last_error() == -6)
            #expect(fizz_animator_set_value(a, c + 1, 0) == -3 && message() == "the channel id names no live channel of this animator")
            #expect(fizz_animator_set_value(a, 0, 0) == -3 && fizz_animator_set_value(a, -5, 0) == -3)
            #expect(fizz_animator_get_value(a, 0x7fff_0000).isNaN && fizz_last_error() == -3)
            #expect(fizz_animator_hash(a) == h)
            #expect(fizz_animator_remove(a, c) == 0)
            #expect(fizz_animator_remove(a, c) == -3)
            let c2 = fizz_animator_add_spring(a, 0, 10, 100, 20, 1)
            #expect(c2 == 2 << 16)                                      // the slot again, generation 2
            #expect(fizz_animator_set_target(a, c, 1) == -3)            // the old id stays stale
            _ = fizz_animator_destroy(a)
        }
    }

    @Test("handles: null, stale, wrong kind both ways")
    func handles() {
        Library.exclusive {
            let a = fizz_animator_create()
            let s = fizz_strip_create(100)
            #expect(fizz_animator_count(0) == -1 && message() == "the animator handle is 0 (null)")
            #expect(fizz_animator_step(s, 0.01) == -2 && message() == "the handle is not an animator handle")
            #expect(fizz_strip_count(a) == -2)
            #expect(fizz_animator_states(s) == nil && fizz_animator_events(s) == nil && fizz_animator_hash(s) == 0)
            #expect(fizz_animator_is_valid(a) == 1 && fizz_animator_is_valid(s) == 0 && fizz_strip_is_valid(a) == 0)
            #expect(fizz_animator_destroy(a) == 0 && fizz_animator_is_valid(a) == 0)
            #expect(fizz_animator_step(a, 0.01) == -3 && message() == "the animator handle is stale: that animator was destroyed")
            _ = fizz_strip_destroy(s)
        }
    }

    @Test("snapshot and restore: the same hash, the same future; a damaged one changes nothing")
    func snapshot() {
        Library.exclusive {
            let a = fizz_animator_create()
            _ = fizz_animator_add_spring(a, 0, 100, 100, 12, 1)
            let g = fizz_animator_add_decay(a, 0, 800, 0.8, 0.325)
            _ = fizz_animator_set_bounds(a, g, 0, 300)
            _ = fizz_animator_step(a, 0.2)
            let n = fizz_animator_snapshot(a, nil, 0)
            var buf = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_animator_snapshot(a, &buf, UInt32(n)) == n)
            let h = fizz_animator_hash(a)
            for _ in 0..<30 { _ = fizz_animator_step(a, 1.0 / 60) }
            let later = fizz_animator_hash(a)
            #expect(fizz_animator_restore(a, buf, UInt32(n)) == 0 && fizz_animator_hash(a) == h)
            for _ in 0..<30 { _ = fizz_animator_step(a, 1.0 / 60) }
            #expect(fizz_animator_hash(a) == later)
            var bad = buf
            bad[20] ^= 1
            #expect(fizz_animator_restore(a, bad, UInt32(n)) == -9 && fizz_animator_hash(a) == later)
            #expect(fizz_strip_restore(fizz_strip_create(10), buf, UInt32(n)) == -9)   // another kind
            _ = fizz_animator_destroy(a)
        }
    }
}
