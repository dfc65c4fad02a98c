//===--- FiniteSweepTests.swift ------------------------------------------===//
// Issue 25 §3: a parameter is accepted only if every output it can produce is finite. Extreme
// finite inputs (subnormals, ±1e308, tiny ratios) go through every numeric setter of the
// carousel, the motion and the animator; whatever a setter accepts, the outputs read after it
// (frames, landings, maps, values, a fling or a glide stepped to rest) must be finite.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

/// Extreme finite numbers: subnormals, tiny and huge normals, both signs, and the ordinary.
let extremes: [Double] = [
    0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-310, 3e-308, -3e-308, 1e-300, 1e-200, 1e-12, 1e-6, 1e-3, 0.25, 0.5, 1, -1, 2,
    6.283185307179586, 100, 1e6, -1e6, 1e9, -1e9, 1e15, 1e300, -1e300, 1.7976931348623157e308, -1.7976931348623157e308,
]

/// A fixed sequence of the extremes' combinations: `n` tuples of `k`, from a seeded generator.
func combinations(_ k: Int, _ n: Int, seed: UInt64) -> [[Double]] {
    var s = seed
    func next() -> Int { s = s &* 6364136223846793005 &+ 1442695040888963407; return Int(s >> 33) % extremes.count }
    return (0..<n).map { _ in (0..<k).map { _ in extremes[next()] } }
}

@Suite struct FiniteSweep {
    /// True when every double of the carousel's outputs is finite: its visible records at a
    /// few positions, the landings of two flings, an opacity and a path value, then a fling
    /// stepped for 2 s.
    func carouselFinite(_ k: UInt32) -> Bool {
        for position in [0.0, 0.487, 3.5, 7.75, 19] {
            if fizz_carousel_set_position(k, position) != 0 { continue }
            let n = Int(fizz_carousel_visible_count(k))
            if n < 0 { return false }
            if n > 0, let p = fizz_carousel_visible(k) {
                for i in 0..<(21 * n) where !p[i].isFinite { return false }
            } else if n > 0 { return false }
            for v in [-1e4, 1e4] where !fizz_carousel_landing_position(k, v).isFinite { return false }
        }
        if !fizz_carousel_opacity(k, 2.5).isFinite || !fizz_carousel_path_value(k, 0.3).isFinite { return false }
        _ = fizz_carousel_pointer_down(k, 100, 200, 150)
        _ = fizz_carousel_pointer_move(k, 100.05, 150, 150)
        _ = fizz_carousel_pointer_up(k, 100.1, 100, 150)
        for _ in 0..<8 { _ = fizz_carousel_step(k, 0.25) }
        if !fizz_carousel_get_position(k).isFinite || !fizz_carousel_get_velocity(k).isFinite { return false }
        let n = Int(fizz_carousel_visible_count(k))
        if n > 0, let p = fizz_carousel_visible(k) { for i in 0..<(21 * n) where !p[i].isFinite { return false } }
        return true
    }

    @Test("the reproducers: a ring count of 5e-324, 1e-310 or 3e-308 for CYLINDER, ROTARY and WHEEL is refused")
    func tinyRingCount() {
        Library.exclusive {
            let k = fizz_carousel_create(390, 300, 100, 100, 20)
            defer { _ = fizz_carousel_destroy(k) }
            for kind: Int32 in [11, 12, 13, 14, 15, 16] {
                for count in [Double.leastNonzeroMagnitude, 1e-310, 3e-308, 0.5] {
                    #expect(fizz_carousel_set_transform(k, kind, 1, 2 * Double.pi, 0, 0, count, 0.25) == -6, "kind \(kind) count \(count)")
                }
                #expect(fizz_carousel_set_transform(k, kind, 1, 2 * Double.pi, 0, 0, 1, 0.25) == 0)
                #expect(carouselFinite(k))
            }
        }
    }

    @Test("every carousel transform with extreme parameters: accepted means finite frames")
    func carouselTransforms() {
        Library.exclusive {
            var accepted = 0
            for (kind, seed) in zip([Int32](arrayLiteral: 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 30, 31), UInt64(1)...) {
                let k = fizz_carousel_create(390, 300, 100, 100, 20)
                defer { _ = fizz_carousel_destroy(k) }
                // One parameter at a time from ordinary values, then random tuples.
                var tuples: [[Double]] = []
                let base: [Double] = [1, 2 * Double.pi, 0, 0.9, 0, 0.25]
                for i in 0..<6 { for x in extremes { var t = base; t[i] = x; tuples.append(t) } }
                tuples += combinations(6, 150, seed: seed)
                for t in tuples where fizz_carousel_set_transform(k, kind, t[0], t[1], t[2], t[3], t[4], t[5]) == 0 {
                    accepted += 1
                    #expect(carouselFinite(k), "kind \(kind) \(t)")
                }
            }
            #expect(accepted > 500)
        }
    }

    @Test("every other carousel setter with extreme parameters: accepted means finite frames")
    func carouselSetters() {
        Library.exclusive {
            typealias Setter = (UInt32, [Double]) -> Int32
            let setters: [(String, Int, Setter)] = [
                ("layout", 5, { fizz_carousel_set_layout($0, 0, $1[0], $1[1], $1[2], $1[3], $1[4]) }),
                ("path", 4, { k, p in (0...4).map { fizz_carousel_set_path(k, $0, p[0], p[1], p[2], p[3]) }.min()! }),
                ("fade", 4, { fizz_carousel_set_fade($0, $1[0], $1[1], $1[2], $1[3]) }),
                ("perspective", 3, { fizz_carousel_set_perspective($0, $1[0], $1[1], $1[2]) }),
                ("decay", 2, { fizz_carousel_set_decay($0, $1[0], $1[1]) }),
                ("spring", 3, { fizz_carousel_set_spring($0, $1[0], $1[1], $1[2]) }),
                ("autoscroll", 1, { fizz_carousel_set_autoscroll($0, $1[0]) }),
                ("rubber band", 1, { fizz_carousel_set_rubber_band($0, $1[0]) }),
                ("rest", 2, { fizz_carousel_set_rest($0, $1[0], $1[1]) }),
                ("path point", 2, { k, p in _ = fizz_carousel_add_path_point(k, 0, 0); let s = fizz_carousel_add_path_point(k, p[0], p[1]); _ = fizz_carousel_set_path(k, 5, 1, 0, 0, 0); return s }),
            ]
            for (seed, (name, n, set)) in zip(UInt64(100)..., setters) {
                for transform: Int32 in [0, 13, 16, 31] {
                    let k = fizz_carousel_create(390, 300, 100, 100, 20)
                    defer { _ = fizz_carousel_destroy(k) }
                    _ = fizz_carousel_set_looping(k, transform == 13 ? 1 : 0)
                    _ = fizz_carousel_set_transform(k, transform, 1, 2 * Double.pi, 0, 0.9, 0, 0.25)
                    var tuples: [[Double]] = []
                    let base = [Double](repeating: 1, count: n)
                    for i in 0..<n { for x in extremes { var t = base; t[i] = x; tuples.append(t) } }
                    tuples += combinations(n, 60, seed: seed)
                    for t in tuples where set(k, t) == 0 {
                        #expect(carouselFinite(k), "\(name) \(t) with transform \(transform)")
                    }
                }
            }
        }
    }

    @Test("the reproducer: unclamped stops at 0 and 5e-324 are refused; extreme stops map finite")
    func motionStops() {
        Library.exclusive {
            let m = fizz_motion_create(300, 300)
            defer { _ = fizz_motion_destroy(m) }
            let t = fizz_motion_add_target(m, 0, 0, 0)                  // x, scalar, unclamped
            #expect(fizz_motion_add_stop(m, t, 0, 0) == 1)
            #expect(fizz_motion_add_stop(m, t, .leastNonzeroMagnitude, 1) == -6)
            let c = fizz_motion_add_target(m, 0, 1, 0)                  // x, sRGB, unclamped
            #expect(fizz_motion_add_colour_stop(m, c, 0, 0x000000FF) == 1)
            #expect(fizz_motion_add_colour_stop(m, c, .leastNonzeroMagnitude, 0xFFFFFFFF) == -6)
            // Every accepted pair of extreme stops, in all three kinds, maps finite at the
            // rect's corners and centre.
            for kind: Int32 in [0, 1, 2] {
                for a in extremes { for b in extremes {
                    let m = fizz_motion_create(300, 300)
                    defer { _ = fizz_motion_destroy(m) }
                    let t = fizz_motion_add_target(m, 0, kind, 0)
                    let ok = kind == 0 ? fizz_motion_add_stop(m, t, a, 1) > 0 && fizz_motion_add_stop(m, t, b, -1e9) > 0
                                       : fizz_motion_add_colour_stop(m, t, a, 0x00000000) > 0 && fizz_motion_add_colour_stop(m, t, b, 0xFFFFFFFF) > 0
                    if !ok { continue }
                    let n = Int(fizz_motion_output_count(m))
                    for (i, x) in [0.0, 150, 300].enumerated() {
                        _ = fizz_motion_pointer_down(m, Double(i), x, 150, 1)
                        let p = fizz_motion_map(m)!
                        for j in 0..<n { #expect(p[j].isFinite, "kind \(kind) stops \(a), \(b) at x \(x)") }
                        _ = fizz_motion_pointer_up(m, Double(i), x, 150, 1)
                    }
                } }
            }
        }
    }

    @Test("a popup's arrow: a subnormal base or height is refused; the smallest accepted outline finite")
    func popupArrow() {
        Library.exclusive {
            let p = fizz_popup_create(390, 844)
            defer { _ = fizz_popup_destroy(p) }
            let id = fizz_popup_add(p)
            #expect(fizz_popup_set_reference(p, id, 200, 400, 10, 10) == 0 && fizz_popup_set_size(p, id, 100, 40) == 0)
            // The reproducers: a base that halves to 0, a flank that squares to 0 (0/0 = NaN).
            #expect(fizz_popup_set_arrow(p, id, .leastNonzeroMagnitude, 1, 0) == -6)
            #expect(fizz_popup_set_arrow(p, id, .leastNonzeroMagnitude, .leastNonzeroMagnitude, 0.1) == -6)
            #expect(fizz_popup_set_arrow(p, id, 10, 1e-310, 0) == -6)
            for (base, height, tip) in [(1e-6, 1e-6, 0.0), (1e-6, 1e-6, 1e4), (1e-6, 1e4, 1e4), (1e4, 1e-6, 1e4), (1e4, 1e4, 0), (0, 10, 3)] {
                #expect(fizz_popup_set_arrow(p, id, base, height, tip) == 0)
                #expect(fizz_popup_solve(p) == 0)
                let n = Int(fizz_popup_outline_length(p, id))
                let o = fizz_popup_outline(p, id)!
                for i in 0..<n { #expect(o[i].isFinite, "base \(base) height \(height) tip \(tip): [\(i)]") }
                let f = fizz_popup_frames(p)!
                for i in 0..<6 { #expect(f[i].isFinite) }
            }
        }
    }

    @Test("every animator setter with extreme parameters: accepted means finite values while stepping")
    func animatorSetters() {
        Library.exclusive {
            for t in combinations(5, 400, seed: 7) + extremes.map({ [$0, 1, 100, 20, 1] }) {
                let a = fizz_animator_create()
                defer { _ = fizz_animator_destroy(a) }
                let s = fizz_animator_add_spring_moving(a, t[0], t[1], t[2], t[3], t[4], 1)
                let d = fizz_animator_add_decay(a, t[0], t[1], t[4], t[3])
                for ch in [s, d] where ch > 0 {
                    _ = fizz_animator_set_bounds(a, ch, min(t[1], t[2]), max(t[1], t[2]))
                    _ = fizz_animator_set_snap(a, ch, t[3], t[4])
                    _ = fizz_animator_drag(a, ch, t[2], t[3])
                    for q in [fizz_animator_rest_value(a, ch), fizz_animator_time_to_rest(a, ch),
                              fizz_animator_value_at(a, ch, 0.5), fizz_animator_velocity_at(a, ch, 0.5)] {
                        #expect(q.isFinite, "\(t)")
                    }
                }
                for _ in 0..<4 { _ = fizz_animator_step(a, 0.5) }
                let n = Int(fizz_animator_count(a))
                if n > 0, let p = fizz_animator_states(a) {
                    for i in 0..<(n * 2) { #expect(p[i].isFinite, "\(t)") }
                }
            }
        }
    }
}
