//===--- NumericSafetyTests.swift ----------------------------------------===//
// The reproducers of issue 10's "non-finite state" list, through the C API: each input is now
// refused by a documented range, and what the ranges accept keeps every number finite.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct NumericSafety {
    /// True when every number the world reports (positions, radii, velocities, content
    /// offset) is finite.
    func allFinite(_ w: UInt32) -> Bool {
        let n = Int(fizz_world_count(w))
        let p = fizz_world_positions(w)!, v = fizz_world_velocities(w)!
        for i in 0..<(3 * n) where !p[i].isFinite { return false }
        for i in 0..<(2 * n) where !v[i].isFinite { return false }
        return fizz_picker_get_content_offset_x(w).isFinite && fizz_picker_get_content_offset_y(w).isFinite
    }

    @Test("a radius of 1e-200 (bubble_add) or 2.2e-308 (picker_add) is refused; 1e-3 pt steps finite")
    func tinyRadius() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            defer { _ = fizz_world_destroy(w) }
            #expect(fizz_bubble_add(w, 100, 100, 1e-200) == 0 && fizz_last_error() == -6)
            #expect(fizz_picker_add(w, 100, 100, 0.99 * Double.leastNormalMagnitude, 0) == 0 && fizz_last_error() == -6)
            #expect(fizz_bubble_add(w, 100, 100, 0.000999) == 0 && fizz_last_error() == -6)
            // The smallest accepted, against a neighbour it overlaps, and at the same point.
            #expect(fizz_bubble_add(w, 100, 100, 0.001) != 0)
            #expect(fizz_bubble_add(w, 100.0005, 100, 0.001) != 0)
            #expect(fizz_picker_add(w, 100, 100, 0.001, 0) != 0)
            #expect(fizz_bubble_add(w, 130, 100, 40) != 0)
            for _ in 0..<120 { #expect(fizz_world_step(w, 1.0 / 60) == 0) }
            #expect(allFinite(w))
        }
    }

    @Test("a density of 5e-324 is refused; the smallest accepted steps two overlapping bubbles finite")
    func tinyDensity() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            defer { _ = fizz_world_destroy(w) }
            #expect(fizz_world_set_density(w, Double.leastNonzeroMagnitude) == -6)
            #expect(fizz_picker_set_densities(w, Double.leastNonzeroMagnitude, 1) == -6)
            #expect(fizz_world_set_density(w, 1e-6) == 0)
            _ = fizz_bubble_add(w, 100, 100, 30)
            _ = fizz_bubble_add(w, 110, 100, 30)
            for _ in 0..<60 { #expect(fizz_world_step(w, 1.0 / 60) == 0) }
            #expect(allFinite(w))
        }
    }

    @Test("spring strength is bounded by the substep rate (k ≤ rate²), checked by both setters")
    func strengthBound() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            defer { _ = fizz_world_destroy(w) }
            _ = fizz_bubble_add(w, 100, 100, 30)
            let h = fizz_world_hash(w)
            #expect(fizz_world_set_strength(w, 1e7) == -6)               // 1200² = 1.44e6
            #expect(fizz_world_set_strength(w, 1_440_001) == -6)
            #expect(fizz_world_hash(w) == h && fizz_world_get_strength(w) == 8)
            #expect(fizz_world_set_strength(w, 1_440_000) == 0)
            #expect(fizz_world_set_substep(w, 1199) == -6)                // would make h²k > 1
            #expect(fizz_world_get_substep(w) == 1200)
            // The constant pull is an acceleration, not a stiffness: 1e7 is fine.
            #expect(fizz_world_set_attraction(w, 1) == 0 && fizz_world_set_strength(w, 1e7) == 0)
            #expect(fizz_world_set_attraction(w, 0) == -6)                // k = 1e7 > 1200²
            #expect(fizz_world_set_strength(w, 1_440_000) == 0 && fizz_world_set_attraction(w, 0) == 0)
            // The case at the bound: walls off on one axis, one 1-s step.
            #expect(fizz_world_set_walls(w, 0, 1) == 0)
            for _ in 0..<3 { #expect(fizz_world_step(w, 1.0) == 0) }
            #expect(allFinite(w))
            let p = fizz_world_positions(w)!
            #expect(abs(p[0] - 195) < 100 && abs(p[1] - 422) < 100)      // still near the anchor
        }
    }

    @Test("a world of 1e-303 pt is refused; 1 pt resized to 1e7 pt keeps positions and offset finite")
    func resizeOverflow() {
        Library.exclusive {
            #expect(fizz_world_create(1e-303, 1e-303) == 0 && fizz_last_error() == -6)
            #expect(fizz_world_create(0.999, 10) == 0 && fizz_last_error() == -6)
            let w = fizz_world_create(1, 1)
            defer { _ = fizz_world_destroy(w) }
            #expect(fizz_world_resize(w, 1e-303, 1) == -6)
            _ = fizz_bubble_add(w, 0.5, 0.25, 0.1)
            _ = fizz_world_step(w, 1.0 / 60)
            #expect(fizz_world_resize(w, 1e7, 1e7) == 0)
            #expect(allFinite(w))
            let p = fizz_world_positions(w)!
            #expect(p[0] > 4e6 && p[0] < 6e6)                             // 0.5 of 1 pt → 0.5 of 1e7
            #expect(fizz_world_resize(w, 1, 1) == 0 && allFinite(w))
            _ = fizz_world_step(w, 1.0 / 60)
            #expect(allFinite(w))
        }
    }

    @Test("tap, select and toggle of the smallest bubble leave every velocity finite")
    func tapTiny() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            defer { _ = fizz_world_destroy(w) }
            #expect(fizz_bubble_add(w, 100, 100, Double.leastNonzeroMagnitude) == 0 && fizz_last_error() == -6)
            let a = fizz_bubble_add(w, 100, 100, 0.001)
            let b = fizz_picker_add(w, 200, 100, 0.001, 0)
            _ = fizz_bubble_add(w, 300, 300, 40)
            #expect(fizz_picker_tap(w, 100, 100) == a)
            #expect(fizz_picker_select(w, b) == 1)
            #expect(fizz_picker_toggle(w, a) == 1)
            #expect(allFinite(w))
            for _ in 0..<30 { _ = fizz_world_step(w, 1.0 / 60) }
            #expect(allFinite(w))
        }
    }

    @Test("one step call runs at most 2400 / iterations substeps: 10 kHz × 64 iterations runs 37")
    func substepCap() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            defer { _ = fizz_world_destroy(w) }
            #expect(fizz_world_set_sleep(w, 0, 0.5) == 0)
            for i in 0..<20 { _ = fizz_bubble_add(w, 20 + Double(i) * 15, 100, 10) }
            #expect(fizz_world_set_substep(w, 10_000) == 0 && fizz_world_set_iterations(w, 64) == 0)
            let before = fizz_world_positions(w)![1]
            #expect(fizz_world_step(w, 1.0) == 0)
            // 37 substeps of 0.1 ms from rest under k = 8: y moves by about ½·8·322·(3.7 ms)² =
            // 0.02 pt; the full second would have brought it most of the way to 422.
            let moved = fizz_world_positions(w)![1] - before
            #expect(moved > 0 && moved < 1)
        }
    }
}
