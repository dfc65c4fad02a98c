//===--- AnimatorSnapOffTests.swift --------------------------------------===//
// Issue 25 §5: switching snapping off under way gives the glide back its own landing.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct AnimatorSnapOff {
    /// An animator with one glide from 0 at 100 units/s, power and τ 0.5: it rests at 50.
    func glide() -> (UInt32, Int32) {
        let a = fizz_animator_create()
        let c = fizz_animator_add_decay(a, 0, 100, 0.5, 0.5)
        #expect(c > 0 && fizz_animator_rest_value(a, c) == 50)
        return (a, c)
    }

    @Test("snap points set then cleared: the glide rests where it would have without them (50, 25, 50)")
    func pointsOff() {
        Library.exclusive {
            let (a, c) = glide()
            [25.0, 75].withUnsafeBufferPointer { #expect(fizz_animator_set_snap_points(a, c, $0.baseAddress, 2) == 0) }
            #expect(fizz_animator_rest_value(a, c) == 25)
            #expect(fizz_animator_set_snap_points(a, c, nil, 0) == 0)
            #expect(fizz_animator_rest_value(a, c) == 50)
            // Under way too: a few frames on, the free landing is still the glide's own.
            [25.0, 75].withUnsafeBufferPointer { #expect(fizz_animator_set_snap_points(a, c, $0.baseAddress, 2) == 0) }
            for _ in 0..<10 { #expect(fizz_animator_step(a, 1.0 / 60) == 0) }
            #expect(fizz_animator_set_snap_points(a, c, nil, 0) == 0)
            #expect(abs(fizz_animator_rest_value(a, c) - 50) < 1e-9)
            _ = fizz_animator_destroy(a)
        }
    }

    @Test("a snap grid set then switched off (step 0): the glide rests at 50 again, not 40")
    func gridOff() {
        Library.exclusive {
            let (a, c) = glide()
            #expect(fizz_animator_set_snap(a, c, 40, 0) == 0 && fizz_animator_rest_value(a, c) == 40)
            #expect(fizz_animator_set_snap(a, c, 0, 0) == 0)
            #expect(fizz_animator_rest_value(a, c) == 50)
            _ = fizz_animator_destroy(a)
        }
    }

    @Test("two snapped glides that differ only in their free rest hash differently (it decides where snapping off lands)")
    func freeRestInHash() {
        Library.exclusive {
            // Both snap to 40 on a grid of 40 and then glide alike (value 0, target 40, the
            // same launch speed); only where each would rest unsnapped differs: 50 and 45.
            let (a, c) = glide()
            let b = fizz_animator_create()
            let d = fizz_animator_add_decay(b, 0, 90, 0.5, 0.5)
            #expect(fizz_animator_set_snap(a, c, 40, 0) == 0 && fizz_animator_set_snap(b, d, 40, 0) == 0)
            #expect(fizz_animator_rest_value(a, c) == 40 && fizz_animator_rest_value(b, d) == 40)
            #expect(fizz_animator_get_velocity(a, c) == fizz_animator_get_velocity(b, d))
            #expect(fizz_animator_hash(a) != fizz_animator_hash(b))
            // The next call tells them apart: snapping off lands each on its own rest.
            #expect(fizz_animator_set_snap(a, c, 0, 0) == 0 && fizz_animator_set_snap(b, d, 0, 0) == 0)
            #expect(fizz_animator_rest_value(a, c) == 50 && fizz_animator_rest_value(b, d) == 45)
            _ = fizz_animator_destroy(a); _ = fizz_animator_destroy(b)
        }
    }

    @Test("the free landing survives a snapshot: restored, then snapping off, still 50")
    func throughSnapshot() {
        Library.exclusive {
            let (a, c) = glide()
            #expect(fizz_animator_set_snap(a, c, 40, 0) == 0)
            let n = fizz_animator_snapshot(a, nil, 0)
            var buf = [UInt8](repeating: 0, count: Int(n))
            #expect(fizz_animator_snapshot(a, &buf, UInt32(n)) == n)
            let b = fizz_animator_create()
            #expect(fizz_animator_restore(b, buf, UInt32(n)) == 0 && fizz_animator_hash(b) == fizz_animator_hash(a))
            #expect(fizz_animator_set_snap(b, c, 0, 0) == 0)
            #expect(fizz_animator_rest_value(b, c) == 50)
            _ = fizz_animator_destroy(a); _ = fizz_animator_destroy(b)
        }
    }
}
