//===--- Snapshot+Carousel.swift -----------------------------------------===//
// Part of Fizz. The carousel's snapshot kind number.
//===---------------------------------------------------------------------===//

extension Snapshot {
    /// The u32 object kind of a carousel's snapshots (8: 7 is left to the layout component
    /// under way beside it). Once fizz.h has the carousel's `@kind` line, tools/gen-api writes
    /// this file from it.
    public static let carouselKind: UInt32 = 8
}
