//===--- Library+Work.swift ----------------------------------------------===//
// Part of Fizz. The last call's work counter of an object a handle names, for `fizz bench budgets`.
//===---------------------------------------------------------------------===//

import Fizz

#if !hasFeature(Embedded)
extension Library {
    /// The work counter of the object `handle` names, as its last call left it, and whether that
    /// call reached its work budget: a world's last step (`lastStepWork`), a popup layer's last
    /// solve (`lastSolveWork`), a layout's items laid out plus items looked at (`lastLaidOut +
    /// lastVisited`, which a producer resets and a query adds to; a layout has no budget flag,
    /// its bound is the item cap). nil for a handle of another kind or none. Native only and not
    /// exported to C: `fizz bench budgets` replays its cases through the C API and reads this
    /// beside the time, the figure no C call returns.
    public static func lastWork(_ handle: UInt32) -> (work: Int64, budgetHit: Bool)? {
        if let e = try? WorldEntry.lookup(handle) {
            return (e.world.lastStepWork, e.world.lastStepBudgetHit)
        }
        if let e = try? PopupEntry.lookup(handle) {
            return (e.layer.lastSolveWork, e.layer.lastSolveBudgetHit)
        }
        if let e = try? LayoutEntry.lookup(handle) {
            return (Int64(e.layout.lastLaidOut + e.layout.lastVisited), false)
        }
        return nil
    }
}
#endif
