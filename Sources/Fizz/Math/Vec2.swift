//===--- Vec2.swift ------------------------------------------------------===//
// Part of Fizz. A 2-D vector of doubles, in points unless a declaration says otherwise.
//===---------------------------------------------------------------------===//

/// A 2-D vector or point, in points (pt).
///
/// Every operation is plain IEEE `+ - * /` or `squareRoot()`, which are correctly rounded on
/// every target, so the same inputs give the same bits natively and in wasm. Swift never fuses
/// `a * b + c` into an FMA on its own, so the operators below are safe to combine freely.
public struct Vec2: Equatable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Vec2(0, 0)

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }
    @inlinable public static func *= (a: inout Vec2, s: Double) { a = a * s }

    @inlinable public func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
    /// The z component of the 3-D cross product: positive when `b` is counter-clockwise of `self`.
    @inlinable public func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
    @inlinable public var lengthSquared: Double { x * x + y * y }
    @inlinable public var length: Double { lengthSquared.squareRoot() }
    @inlinable public func distance(to b: Vec2) -> Double { (b - self).length }

    /// The unit vector in this direction, or `.zero` for the zero vector (never NaN).
    @inlinable public var normalized: Vec2 {
        let l = length
        return l > 0 ? Vec2(x / l, y / l) : .zero
    }

    /// Linear interpolation: `self` at `t = 0`, `b` at `t = 1`.
    @inlinable public func lerp(to b: Vec2, _ t: Double) -> Vec2 { self + (b - self) * t }

    /// True when both components are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}
