//===--- BudgetExportsTests.swift ----------------------------------------===//
// The work-budget flags of the C API: fizz_world_budget_hit and fizz_popup_budget_hit.
//===---------------------------------------------------------------------===//

import FizzExports
import FizzHarness
import Testing

@Suite struct BudgetExports {
    @Test("fizz_world_budget_hit: 0 after an ordinary step, 1 after a step cut short, per call")
    func world() {
        Library.exclusive {
            let w = fizz_world_create(400, 300)
            for i in 0..<6 { _ = fizz_bubble_add(w, 40 + Double(i) * 60, 150, 20) }
            #expect(fizz_world_budget_hit(w) == 0)
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            #expect(fizz_world_budget_hit(w) == 0)
            // 64 iterations allow 2400 / 64 = 37 substeps a call: 1 s at 1200 Hz is cut short.
            #expect(fizz_world_set_iterations(w, 64) == 0)
            #expect(fizz_world_step(w, 1.0) == 0)
            #expect(fizz_world_budget_hit(w) == 1)
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            #expect(fizz_world_budget_hit(w) == 0)
            #expect(fizz_world_destroy(w) == 0)
            #expect(fizz_world_budget_hit(w) < 0)
        }
    }

    @Test("fizz_popup_budget_hit: 0 after an ordinary solve; an error on a stale handle")
    func popup() {
        Library.exclusive {
            let p = fizz_popup_create(400, 300)
            let id = fizz_popup_add(p)
            #expect(fizz_popup_set_reference(p, id, 180, 140, 40, 20) == 0)
            #expect(fizz_popup_set_size(p, id, 100, 40) == 0)
            #expect(fizz_popup_solve(p) == 0)
            #expect(fizz_popup_budget_hit(p) == 0)
            #expect(fizz_popup_destroy(p) == 0)
            #expect(fizz_popup_budget_hit(p) < 0)
        }
    }
}
