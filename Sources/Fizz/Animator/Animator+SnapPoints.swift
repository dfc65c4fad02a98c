//===--- Animator+SnapPoints.swift ---------------------------------------===//
// Part of Fizz. A glide that lands on the nearest of a list of points.
//===---------------------------------------------------------------------===//

extension Animator {
    /// The most points one channel's list holds.
    public static let maxSnapPoints = 65_536

    /// Makes a glide land on the point of `points` nearest its projected rest point (ties to
    /// the lower), clamped to its bounds, as Framer's `modifyTarget` picking from a list (a
    /// carousel's page offsets, a sheet's detents); an empty list turns it off. 0...65,536
    /// points, each within ±`maxValue`, in any order. It replaces a snap grid (`setSnap`), and
    /// `setSnap` with a step replaces it. A glide under way is launched again.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.overBudget`, `.allocationFailed`.
    public func setSnapPoints(_ c: AnimatorChannel, _ points: UnsafeBufferPointer<Double>) throws(FizzError) {
        let s = try slot(c)
        if points.count > Animator.maxSnapPoints { throw .outOfRange }
        for p in points { try checkValue(p) }
        let total = snapPoolCount - specs[s].snapCount + points.count
        try snapPool.reserve(total, keeping: snapPoolCount, in: memory)
        resizeSnapList(s, to: points.count)
        let list = snapPool.base + specs[s].snapFirst
        var i = 0
        while i < points.count { list[i] = points[i]; i += 1 }
        Animator.heapSort(list, points.count)
        if points.count > 0 { specs[s].snapStep = 0 }
        relaunchIfGliding(s)
    }

    /// Gives slot `s`'s list `n` places (room reserved by the caller when it grows), moving
    /// the lists after it: they stay packed. Its values are kept up to `n`, the rest undefined.
    func resizeSnapList(_ s: Int, to n: Int) {
        let old = specs[s].snapCount
        if old == 0 && n == 0 { return }
        if old == 0 { specs[s].snapFirst = snapPoolCount }
        let first = specs[s].snapFirst, base = snapPool.base
        let tail = first + old, count = snapPoolCount - tail, shift = n - old
        if shift > 0 {
            var i = count - 1
            while i >= 0 { base[tail + i + shift] = base[tail + i]; i -= 1 }
        } else if shift < 0 {
            var i = 0
            while i < count { base[tail + i + shift] = base[tail + i]; i += 1 }
        }
        if shift != 0 {
            var t = 0
            while t < ids.slotCount {
                if specs[t].snapCount > 0 && specs[t].snapFirst > first { specs[t].snapFirst += shift }
                t += 1
            }
        }
        snapPoolCount += shift
        specs[s].snapCount = n
        if n == 0 { specs[s].snapFirst = 0 }
    }

    /// The point of channel spec `sp`'s list nearest `p` (ties to the lower): a binary search.
    func nearestSnapPoint(_ sp: AnimatorSpec, _ p: Double) -> Double {
        let list = snapPool.base + sp.snapFirst
        var lo = 0, hi = sp.snapCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return list[0] }
        if lo == sp.snapCount { return list[lo - 1] }
        return p - list[lo - 1] <= list[lo] - p ? list[lo - 1] : list[lo]
    }

    /// Sorts `n` values in place, ascending: heapsort, O(n log n) and no allocation.
    static func heapSort(_ a: UnsafeMutablePointer<Double>, _ n: Int) {
        func exchange(_ i: Int, _ j: Int) { let t = a[i]; a[i] = a[j]; a[j] = t }
        func sift(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && a[child] < a[child + 1] { child += 1 }
                if !(a[root] < a[child]) { return }
                exchange(root, child)
                root = child
            }
        }
        var i = n / 2 - 1
        while i >= 0 { sift(i, n); i -= 1 }
        var end = n - 1
        while end > 0 { exchange(0, end); sift(0, end); end -= 1 }
    }
}
