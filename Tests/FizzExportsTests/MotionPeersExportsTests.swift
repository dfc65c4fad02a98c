//===--- MotionPeersExportsTests.swift -----------------------------------===//
// The C API of issue 20's calls: each with a number a person can check and its refusals.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct MotionPeersExports {
    @Test("motion: the 2 kHz reproducer is 492 pt/s; reset; hand-over with its event and no jump; offsets")
    func motion() {
        Library.exclusive {
            let m = fizz_motion_create(2000, 2000)
            #expect(fizz_motion_pointer_down(m, 0, 3, 0, 1) == 0)
            #expect(fizz_motion_pointer_move(m, 0.001, 3.498, 0, 1) == 0 && fizz_motion_pointer_move(m, 0.002, 3.992, 0, 1) == 0)
            #expect(abs(fizz_motion_get_velocity_x(m) - 492) < 1e-9)
            #expect(fizz_motion_reset_timeline(m, 0) == 0)            // the gesture ends with a cancel
            #expect(fizz_motion_pointer_count(m) == 0)
            #expect(fizz_motion_pointer_down(m, 0, 100, 50, 1) == 0)
            for i in 1...6 { #expect(fizz_motion_pointer_move(m, Double(i) / 60, 100 + 800 * Double(i) / 60, 50, 1) == 0) }
            #expect(fizz_motion_pointer_down(m, 0.11, 500, 500, 2) == 0)
            #expect(fizz_motion_pointer_up(m, 7.0 / 60, 180, 50, 1) == 0)   // the primary lifts: hand-over
            #expect(abs(fizz_motion_get_velocity_x(m)) < 1e-9)          // pointer 2's velocity: still
            #expect(fizz_motion_get_x(m) == 0.09)                        // 180 / 2000: no jump
            #expect(fizz_motion_step(m, 0) == 0 && fizz_motion_events(m)![7 * 11] == 6 && fizz_motion_events(m)![7 * 11 + 1] == 2)
            #expect(fizz_motion_reset_timeline(m, .nan) == -5 && fizz_motion_reset_timeline(m, 2e12) == -6)
            #expect(fizz_motion_add_target(m, 0, 1, 3) == 0 && fizz_motion_add_target(m, 0, 0, 3) == 1)
            #expect(fizz_motion_add_group(m, 0, 0, 10) == 0 && fizz_motion_add_item(m, 0, 1) == 0)
            #expect(fizz_motion_output_offset(m, 0, 1) == 4 && fizz_motion_output_offset(m, 1, 0) == 5)
            #expect(fizz_motion_output_offset(m, 1, 1) == 6 && fizz_motion_output_count(m) == 6)
            #expect(fizz_motion_output_offset(m, 2, 0) == -8 && fizz_motion_output_offset(m, 0, 3) == -6)
            _ = fizz_motion_destroy(m)
        }
    }

    @Test("animator: time to rest is the stepped one (99 steps for the reproducer); moving springs, velocity at, own rest, snap points")
    func animator() {
        Library.exclusive {
            let a = fizz_animator_create()
            let c = fizz_animator_add_spring(a, 0, 100, 5000, 44.27188724235731, 0.2)
            #expect(fizz_animator_time_to_rest(a, c) == 99.0 / 720)
            let m = fizz_animator_add_spring_moving(a, 0, 10, 1, 100, 20, 1)   // x − 1 = −e^(−10t)
            #expect(fizz_animator_get_velocity(a, m) == 10)
            #expect(abs(fizz_animator_velocity_at(a, m, 0.1) - 10 * 0.36787944117144233) < 1e-12)
            #expect(fizz_animator_velocity_at(a, m, -1).isNaN && fizz_last_error() == -6)
            #expect(fizz_animator_set_channel_rest(a, m, 0.5, 2) == 0 && fizz_animator_set_channel_rest(a, m, 0, 1) == -6)
            let g = fizz_animator_add_decay(a, 0, 1000, 0.8, 0.325)
            let points: [Double] = [1000, 0, 750, 300]
            #expect(points.withUnsafeBufferPointer { fizz_animator_set_snap_points(a, g, $0.baseAddress, 4) } == 0)
            #expect(fizz_animator_rest_value(a, g) == 750)
            #expect(fizz_animator_set_snap_points(a, g, nil, 2) == -9 && fizz_animator_set_snap_points(a, 99, nil, 0) == -3)
            // Off again: the glide lands where it would have without points, 0 + 0.8 · 1000
            // (issue 25 §5; it used to stay on 750).
            #expect(fizz_animator_set_snap_points(a, g, nil, 0) == 0 && abs(fizz_animator_rest_value(a, g) - 800) < 1e-9)
            _ = fizz_animator_destroy(a)
        }
    }

    @Test("conversions: Rebound's 40/7 is k 230.2, c 22; UIScrollView's 0.998 is τ 0.4995; the rubber band and its inverse")
    func conversions() {
        Library.exclusive {
            #expect(fizz_spring_stiffness(1, 40, 7) == 3.62 * 10 + 194 && fizz_spring_damping(1, 40, 7) == 22)
            #expect(fizz_spring_stiffness(9, 1, 1).isNaN && fizz_last_error() == -8)
            #expect(abs(fizz_decay_time_constant(0.998) - 0.49949983) < 1e-8)
            let shown = fizz_rubber_band(-100, 0, 500, 300, 0)
            #expect(abs(shown + 300 * (1 - 1 / (0.55 * 100 / 300 + 1))) < 1e-12)
            #expect(abs(fizz_rubber_band(shown, 0, 500, 300, 1) + 100) < 1e-9)
            #expect(fizz_rubber_band(1, 0, 500, 300, 2).isNaN && fizz_last_error() == -8)
        }
    }
}
