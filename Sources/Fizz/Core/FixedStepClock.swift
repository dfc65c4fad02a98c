//===--- FixedStepClock.swift --------------------------------------------===//
// Part of Fizz. Any host time slicing turned into whole fixed substeps.
//===---------------------------------------------------------------------===//

/// Time counted in fixed substeps: a host's `dt` is accumulated, whole substeps are run, and
/// the leftover fraction is kept for the next call.
///
/// Why a clock of its own: a 60 Hz host and a 120 Hz host must see the same motion bit for
/// bit, so every component with a clock needs the same accumulator, the same snapping of
/// near-integers and the same bound on work per call. Time is kept in substeps, not seconds:
/// 1/60 s is 20.000000000000004 substeps at 1200 Hz and 1/120 s twice is 19.999999999999996,
/// so near-integers are snapped; then 1/60 s once, 1/120 s twice or 1/240 s four times leave
/// the same bits.
struct FixedStepClock {
    /// Substeps of time received but not yet run, always in `0 ..< 1`.
    var pending: Double = 0
    /// Substeps run since creation.
    var count: UInt64 = 0

    /// Adds `dt` seconds at `rate` substeps per second and takes out the whole substeps due.
    /// - Returns: how many substeps to run now, at most `cap` (time beyond the cap is
    ///   dropped, the leftover fraction of a substep still kept), so one call costs bounded work.
    @inline(__always) mutating func advance(_ dt: Double, rate: Double, cap: Int32) -> Double {
        pending += dt * rate
        let whole = (pending + 1e-9).rounded(.down)
        pending -= whole
        if pending < 1e-9 { pending = 0 }
        let c = Double(cap)
        return whole < c ? whole : c
    }
}
