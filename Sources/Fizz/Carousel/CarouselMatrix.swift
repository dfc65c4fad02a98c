//===--- CarouselMatrix.swift --------------------------------------------===//
// Part of Fizz. The 4×4 matrix each carousel item is drawn with.
//===---------------------------------------------------------------------===//

/// A 4×4 homogeneous transform in Core Animation's layout: a point is a row vector,
/// p′ = p·M, the translation sits in m41, m42, m43 and the perspective term in m34. The 16
/// values in order m11, m12, …, m44 are what `CATransform3D` holds and what CSS `matrix3d()`
/// takes, so a host passes them on unchanged.
///
/// Why its own type: every carousel type is a short chain of translations, rotations about one
/// axis and scales, and the output must be the same bits everywhere, so the chain is built
/// from `+ − ×` and `DeterministicMath.sinCos` only. `a.then(b)` is `a·b`: apply `a`, then
/// `b` (Core Animation's `CATransform3DConcat(a, b)`).
public struct CarouselMatrix: Equatable, Sendable {
    /// Row-major: `m[4·(r − 1) + (c − 1)]` is m_rc.
    public var m: InlineArray<16, Double>

    /// The identity.
    public init() {
        m = InlineArray(repeating: 0)
        m[0] = 1; m[5] = 1; m[10] = 1; m[15] = 1
    }

    /// m_rc, r and c in 1...4.
    public subscript(r: Int, c: Int) -> Double {
        get { m[4 * (r - 1) + (c - 1)] }
        set { m[4 * (r - 1) + (c - 1)] = newValue }
    }

    /// A translation by (x, y, z), pt.
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var t = CarouselMatrix()
        t.m[12] = x; t.m[13] = y; t.m[14] = z
        return t
    }

    /// A scale by (x, y, z).
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var t = CarouselMatrix()
        t.m[0] = x; t.m[5] = y; t.m[10] = z
        return t
    }

    /// The axis of a rotation.
    public enum Axis: Sendable { case x, y, z }

    /// A rotation by `angle` radians about a coordinate axis, as
    /// `CATransform3DMakeRotation(angle, …)` and CSS `rotateX/Y/Z` build it: about z,
    /// m11 = cos, m12 = sin, m21 = −sin, m22 = cos; about y, m11 = cos, m13 = −sin, m31 = sin,
    /// m33 = cos; about x, m22 = cos, m23 = sin, m32 = −sin, m33 = cos.
    public static func rotation(_ angle: Double, _ axis: Axis) -> CarouselMatrix {
        let sc = DeterministicMath.sinCos(angle)
        var t = CarouselMatrix()
        switch axis {
        case .z: t.m[0] = sc.cos; t.m[1] = sc.sin; t.m[4] = -sc.sin; t.m[5] = sc.cos
        case .y: t.m[0] = sc.cos; t.m[2] = -sc.sin; t.m[8] = sc.sin; t.m[10] = sc.cos
        case .x: t.m[5] = sc.cos; t.m[6] = sc.sin; t.m[9] = -sc.sin; t.m[10] = sc.cos
        }
        return t
    }

    /// `self·b`: this transform, then `b`. Each entry sums its four products left to right.
    public func then(_ b: CarouselMatrix) -> CarouselMatrix {
        var out = CarouselMatrix()
        var r = 0
        while r < 4 {
            var c = 0
            while c < 4 {
                out.m[4 * r + c] = m[4 * r] * b.m[c] + m[4 * r + 1] * b.m[4 + c]
                    + m[4 * r + 2] * b.m[8 + c] + m[4 * r + 3] * b.m[12 + c]
                c += 1
            }
            r += 1
        }
        return out
    }

    /// `self·translation(x, y, z)` in 12 multiply-adds instead of 64: each row's first three
    /// entries gain its fourth entry times (x, y, z).
    public func translated(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var out = self
        var r = 0
        while r < 16 {
            let w = m[r + 3]
            out.m[r] = m[r] + w * x; out.m[r + 1] = m[r + 1] + w * y; out.m[r + 2] = m[r + 2] + w * z
            r += 4
        }
        return out
    }

    /// `self·P`, P the identity with m34 = `p` (a perspective): each row's fourth entry gains
    /// its third times p.
    public func withPerspective(_ p: Double) -> CarouselMatrix {
        var out = self
        var r = 0
        while r < 16 { out.m[r + 3] = m[r + 3] + m[r + 2] * p; r += 4 }
        return out
    }

    public static func == (a: CarouselMatrix, b: CarouselMatrix) -> Bool {
        var i = 0
        while i < 16 { if a.m[i] != b.m[i] { return false }; i += 1 }
        return true
    }
}
