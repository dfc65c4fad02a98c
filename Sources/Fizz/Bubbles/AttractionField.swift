//===--- AttractionField.swift -------------------------------------------===//
// Part of Fizz. The pull toward the attraction point.
//===---------------------------------------------------------------------===//

/// The attraction field, resolved for one substep: the kind, its strength and the anchor in
/// world points. It is an acceleration field (mass-independent, like gravity), so big and
/// small bubbles fall in together and only collisions sort them by mass.
struct AttractionField {
    var kind: AttractionKind
    var strength: Double
    var anchor: Vec2

    /// Acceleration in pt/s² of a bubble at `(x, y)` with radius `r`.
    @inline(__always)
    func acceleration(x: Double, y: Double, radius r: Double) -> (x: Double, y: Double) {
        let dx = anchor.x - x, dy = anchor.y - y
        switch kind {
        case .spring:
            return (strength * dx, strength * dy)
        case .constant:
            // |a| = g beyond one radius, fading linearly to 0 at the anchor (no chatter there).
            let d = (dx * dx + dy * dy).squareRoot()
            let s = strength / (d > r ? d : r)
            return (s * dx, s * dy)
        case .none:
            return (0, 0)
        }
    }

    /// `acceleration` for two bubbles in two lanes: the same expressions, so each lane has the
    /// scalar form's bits (`max(d, r)` as a lane select, `r` where `d > r` fails, as above).
    @inline(__always)
    func acceleration(x: SIMD2<Double>, y: SIMD2<Double>, radius r: SIMD2<Double>) -> (x: SIMD2<Double>, y: SIMD2<Double>) {
        let dx = anchor.x - x, dy = anchor.y - y
        switch kind {
        case .spring:
            return (strength * dx, strength * dy)
        case .constant:
            let d = (dx * dx + dy * dy).squareRoot()
            let s = strength / r.replacing(with: d, where: d .> r)
            return (s * dx, s * dy)
        case .none:
            return (.zero, .zero)
        }
    }
}
