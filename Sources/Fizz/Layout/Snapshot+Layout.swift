//===--- Snapshot+Layout.swift -------------------------------------------===//
// Part of Fizz. The brick layout's snapshot kind number (beside its engine, as main's
// tools/gen-api writes these from the kind's @kind line; 7 is the next free one here).
//===---------------------------------------------------------------------===//

extension Snapshot {
    /// A `BrickLayout`.
    public static let layoutKind: UInt32 = 7
}
