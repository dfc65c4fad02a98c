//===--- AnimatorTiesTests.swift -----------------------------------------===//
// Issue 25 §5: a glide's rest is x0 + power·v as fizz.h documents it (not an ulp off through
// τ·(power/τ·v)), so a rest exactly between two snap points goes to the lower, as documented.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct AnimatorTies {
    @Test("the rest value is x0 + power·v exactly, and a tie between two snap points lands on the lower")
    func restAndTies() {
        Library.exclusive {
            var cases = 0, ties = 0
            for power in [0.1, 0.3, 0.35, 0.7, 0.8, 0.95] {
                for tau in [0.1, 0.2, 0.325, 0.7, 1.3] {
                    for v in stride(from: -2000.0, through: 2000, by: 137) {
                        let x0 = 3.7, rest = x0 + power * v                // the documented rest
                        let a = fizz_animator_create()
                        defer { _ = fizz_animator_destroy(a) }
                        let ch = fizz_animator_add_decay(a, x0, v, power, tau)
                        #expect(fizz_animator_rest_value(a, ch) == rest, "power \(power) τ \(tau) v \(v)")
                        cases += 1
                        // Two points the rest lies exactly between (in doubles): the lower wins.
                        let lo = rest - 0.5, hi = rest + 0.5
                        guard rest - lo == hi - rest else { continue }
                        ties += 1
                        var points = [hi, lo]
                        #expect(points.withUnsafeMutableBufferPointer { fizz_animator_set_snap_points(a, ch, $0.baseAddress, 2) } == 0)
                        #expect(fizz_animator_rest_value(a, ch) == lo, "tie at \(rest) (power \(power) τ \(tau) v \(v))")
                    }
                }
            }
            #expect(cases == 900 && ties > 500)
        }
    }
}
