//===--- Carousel+PathPoints.swift ---------------------------------------===//
// Part of Fizz. A custom path built one point at a time (the C API's form).
//===---------------------------------------------------------------------===//

extension Carousel {
    /// Appends the point (`u`, `y`) to the custom path (each within ±1e6, `u` at least 1e-6
    /// past the last point's) and answers the number of points. Why one at a time: the C API
    /// takes scalars only, so a host (and a recorded scenario) passes a path as calls, each
    /// checked on its own. The path in use does not change: `setPath(.custom(smooth:))`
    /// selects the points.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.limitReached` (65,536 points), `.overBudget`,
    ///   `.allocationFailed`; nothing changed.
    public func addCustomPoint(u: Double, y: Double) throws(FizzError) -> Int {
        let m = CarouselCustomPath.maxCoordinate
        try Check.range(u, -m, m)
        try Check.range(y, -m, m)
        let n = custom.count
        if n > 0 && !(u - custom.us[n - 1] >= CarouselCustomPath.minGap) { throw .outOfRange }
        if n >= CarouselCustomPath.maxPoints { throw .limitReached }
        let room = custom.us.capacity
        try custom.us.reserve(n + 1, keeping: n, in: memory)
        do { try custom.ys.reserve(n + 1, keeping: n, in: memory) } catch {
            custom.us.giveBack(to: room, keeping: n, in: memory)  // a refusal takes nothing
            throw error
        }
        custom.us[n] = u
        custom.ys[n] = y
        custom.count = n + 1
        return n + 1
    }

    /// Removes every custom point (a custom path is 0 until points are added again); the
    /// storage is kept for the next ones.
    public func clearCustomPoints() { custom.count = 0 }
}
