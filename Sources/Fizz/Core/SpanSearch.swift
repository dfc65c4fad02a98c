//===--- SpanSearch.swift ------------------------------------------------===//
// Part of Fizz. Which spans of a sorted run cross an interval: one binary search, written once.
//===---------------------------------------------------------------------===//

/// A run of spans along one axis, read by index: where span `i` starts and where it ends, pt.
///
/// What the search needs: over the indices searched, starts never decrease and ends never
/// decrease. The strip's items (laid end to end) and the rows of a brick layout's section (a
/// row's top and bottom, shared by the bricks of the row; a waterfall keeps the running
/// largest end) both are such runs.
protocol Spans {
    func start(_ i: Int) -> Double
    func end(_ i: Int) -> Double
}

/// The binary searches over a `Spans` run that the strip's visible range and the brick
/// layout's rect query share: one implementation, O(log n) each.
///
/// Touching is not crossing: span `i` crosses `a ..< b` when `start(i) < b` and `end(i) > a`.
enum SpanSearch {
    /// The first index in `lo..<hi` at which `reached` holds, or `hi`, where `reached` is false
    /// then true along the run (as every test below is, the run's starts and ends never
    /// decreasing). The one binary search; the four bounds below are its predicates.
    @inline(__always) static func first(_ lo: Int, _ hi: Int, where reached: (Int) -> Bool) -> Int {
        var lo = lo, hi = hi
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if reached(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The first index in `lo..<hi` whose span ends after `x` (`end > x`), or `hi`.
    @inline(__always) static func firstEnding<S: Spans>(after x: Double, in s: S, _ lo: Int, _ hi: Int) -> Int {
        first(lo, hi) { s.end($0) > x }
    }

    /// The first index in `lo..<hi` whose span starts at or after `x`, or `hi`.
    @inline(__always) static func firstStarting<S: Spans>(atOrAfter x: Double, in s: S, _ lo: Int, _ hi: Int) -> Int {
        first(lo, hi) { s.start($0) >= x }
    }

    /// The first index in `lo..<hi` whose span ends at or after `x`, or `hi`.
    @inline(__always) static func firstEnding<S: Spans>(atOrAfter x: Double, in s: S, _ lo: Int, _ hi: Int) -> Int {
        first(lo, hi) { s.end($0) >= x }
    }

    /// The first index in `lo..<hi` whose span starts after `x`, or `hi`.
    @inline(__always) static func firstStarting<S: Spans>(after x: Double, in s: S, _ lo: Int, _ hi: Int) -> Int {
        first(lo, hi) { s.start($0) > x }
    }

    /// The indices in `lo..<hi` whose spans cross `a ..< b`: `first` is the first one (when none,
    /// the first span after the interval, or `hi`), `count` how many. A span starting at or
    /// after `b` also ends after its start, so `first <= past` always.
    @inline(__always) static func crossing<S: Spans>(_ a: Double, _ b: Double, in s: S, _ lo: Int, _ hi: Int) -> (first: Int, count: Int) {
        let first = firstEnding(after: a, in: s, lo, hi)
        let past = firstStarting(atOrAfter: b, in: s, first, hi)
        return (first, past - first)
    }

    /// The indices in `lo..<hi` whose spans cross or touch the closed interval `a ... b`
    /// (`start <= b` and `end >= a`), as `crossing` counts them: the brick layout's window,
    /// where a hidden brick's point on an edge of the window is in it.
    @inline(__always) static func meeting<S: Spans>(_ a: Double, _ b: Double, in s: S, _ lo: Int, _ hi: Int) -> (first: Int, count: Int) {
        let first = firstEnding(atOrAfter: a, in: s, lo, hi)
        let past = firstStarting(after: b, in: s, first, hi)
        return (first, past - first)
    }
}
