//===--- Rect.swift ------------------------------------------------------===//
// Part of Fizz. An axis-aligned rectangle in points.
//===---------------------------------------------------------------------===//

/// An axis-aligned rectangle: origin at its minimum corner, size in points.
///
/// Fizz uses the UIKit convention: x grows to the right and y grows downward, so `minY` is
/// the top edge on screen. Nothing in the maths depends on it; it only names the edges.
public struct Rect: Equatable, Sendable {
    public var origin: Vec2
    public var size: Vec2

    @inlinable public init(origin: Vec2, size: Vec2) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Vec2(x, y); size = Vec2(width, height)
    }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.x }
    @inlinable public var maxY: Double { origin.y + size.y }
    @inlinable public var width: Double { size.x }
    @inlinable public var height: Double { size.y }
    @inlinable public var center: Vec2 { Vec2(origin.x + size.x * 0.5, origin.y + size.y * 0.5) }

    /// True when `p` lies inside or on the edge.
    @inlinable public func contains(_ p: Vec2) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The point at a fraction of the size: `(0, 0)` is the origin, `(1, 1)` the far corner.
    @inlinable public func point(atFraction f: Vec2) -> Vec2 {
        Vec2(origin.x + size.x * f.x, origin.y + size.y * f.y)
    }

    /// The rectangle grown by `d` on every side (shrunk when `d` is negative).
    @inlinable public func insetBy(_ d: Double) -> Rect {
        Rect(x: origin.x + d, y: origin.y + d, width: size.x - 2 * d, height: size.y - 2 * d)
    }
}
