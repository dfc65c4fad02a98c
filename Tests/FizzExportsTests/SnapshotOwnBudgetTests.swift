//===--- SnapshotOwnBudgetTests.swift ------------------------------------===//
// An object's own snapshot restores within its own memory budget. The object is filled under a
// tight budget (so its columns took exactly their counts, just past a power of two), then given
// a quarter more room than it holds, and its snapshot restored into a fresh object of the kind:
// accepted, the same hash, the same bytes again. Before round fifteen a restore reserved its
// columns doubling from 16 (as a growing object does), so its first column took twice its count
// and the next no longer fit: refused with FIZZ_E_LIMIT (a layout of 168 MB under 256 MiB in
// the corner soak). Only the strip is filled here: the other kinds' fills (world, picker world,
// popups, motion, animator, layout, each to a refusal under a tight budget) restored before
// the fix too, their counts not falling just past a power of two.
//===---------------------------------------------------------------------===//

import FizzExports
import Testing

/// One kind through the C API: how to make, fill, snapshot, restore, hash and budget it.
struct OwnBudgetKind {
    var make: () -> UInt32
    var fill: (UInt32) -> Void
    var destroy: (UInt32) -> Int32
    var snapshot: (UInt32, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    var restore: (UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32
    var hash: (UInt32) -> UInt64
    var setBudget: (UInt32, Int64) -> Int32
    var used: (UInt32) -> Int64

    /// Gives one object a budget of `fill` bytes, fills it, gives it a quarter more room than it
    /// then holds, and restores its snapshot into a fresh one.
    func check(budget fill: Int64, _ name: String) {
        Library.exclusive {
            let a = make(), b = make()
            defer { _ = destroy(a); _ = destroy(b) }
            #expect(setBudget(a, fill) == 0, "\(name)")
            self.fill(a)
            // More room than the fill had, less than twice what it holds.
            let budget = used(a) + used(a) / 4
            #expect(setBudget(a, budget) == 0, "\(name)")
            #expect(used(a) > budget / 2, "\(name)")
            guard let bytes = soakSnapshot(snapshot, a) else { Issue.record("\(name): snapshot refused"); return }
            let status = soakRestore(restore, b, bytes)
            #expect(status == 0, "\(name): restore refused: \(status), \(used(a)) of \(budget) used")
            guard status == 0 else { return }
            #expect(hash(b) == hash(a), "\(name)")
            #expect(used(b) <= budget, "\(name)")
            #expect(soakSnapshot(snapshot, b) == bytes, "\(name)")
        }
    }
}

@Suite struct SnapshotOwnBudget {
    /// 65,537 items: 16 bytes each in two columns, exactly, under the fill's budget.
    @Test func strip() {
        OwnBudgetKind(
            make: { fizz_strip_create(480) },
            fill: { s in var i = 0.0; while i < 65_537 && fizz_strip_add(s, 1 + i.truncatingRemainder(dividingBy: 7)) >= 0 { i += 1 } },
            destroy: fizz_strip_destroy, snapshot: fizz_strip_snapshot, restore: fizz_strip_restore,
            hash: fizz_strip_hash, setBudget: fizz_strip_set_memory_budget, used: fizz_strip_get_memory_used
        ).check(budget: 65_537 * 16 + 8192, "strip")
    }
}
