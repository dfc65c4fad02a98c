//===--- Check.swift -----------------------------------------------------===//
// Part of Fizz. Input checks every component makes before it changes anything.
//===---------------------------------------------------------------------===//

/// Input checks shared by every component: each throws before anything is changed.
///
/// Why one place: a refused call must change nothing and say why with the same error for the
/// same fault in every component (a NaN is `.nonFinite`, a number past its range
/// `.outOfRange`), so the checks are written once. A component adds its own in an extension
/// in its folder (the bubble physics: radius, density, side).
@usableFromInline
enum Check {
    @usableFromInline static func finite(_ values: Double...) throws(FizzError) {
        for v in values where !v.isFinite { throw .nonFinite }
    }
    /// `lo <= v <= hi`, and finite.
    @usableFromInline static func range(_ v: Double, _ lo: Double, _ hi: Double) throws(FizzError) {
        if !v.isFinite { throw .nonFinite }
        if v < lo || v > hi { throw .outOfRange }
    }
    /// `0 < v <= max`.
    @usableFromInline static func positive(_ v: Double, max: Double) throws(FizzError) {
        if !v.isFinite { throw .nonFinite }
        if !(v > 0) || v > max { throw .outOfRange }
    }
}
