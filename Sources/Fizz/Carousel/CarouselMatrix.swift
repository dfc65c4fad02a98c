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
    // Sixteen stored doubles, not an `InlineArray<16, Double>`: in fizz.wasm (Embedded Swift,
    // -Osize) every read of an InlineArray element copied the whole 128-byte array, and natively
    // each one was bounds-checked; named fields stay in registers. Measured by `fizz bench
    // carousel` (docs/performance.md).
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// The identity.
    @inline(__always)
    public init() {
        m11 = 1; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 1; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 1
    }

    /// m_rc, r and c in 1...4 (anything else traps).
    public subscript(r: Int, c: Int) -> Double {
        get {
            switch 4 * (r - 1) + (c - 1) {
            case 0: m11
            case 1: m12
            case 2: m13
            case 3: m14
            case 4: m21
            case 5: m22
            case 6: m23
            case 7: m24
            case 8: m31
            case 9: m32
            case 10: m33
            case 11: m34
            case 12: m41
            case 13: m42
            case 14: m43
            case 15: m44
            default: fatalError("CarouselMatrix has rows and columns 1...4")
            }
        }
    }

    /// Writes m11, m12, …, m44 to `p[0]`…`p[15]`.
    @inline(__always)
    public func write(to p: UnsafeMutablePointer<Double>) {
        p[0] = m11; p[1] = m12; p[2] = m13; p[3] = m14
        p[4] = m21; p[5] = m22; p[6] = m23; p[7] = m24
        p[8] = m31; p[9] = m32; p[10] = m33; p[11] = m34
        p[12] = m41; p[13] = m42; p[14] = m43; p[15] = m44
    }

    /// A translation by (x, y, z), pt.
    @inline(__always)
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var t = CarouselMatrix()
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    /// A scale by (x, y, z).
    @inline(__always)
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var t = CarouselMatrix()
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// The axis of a rotation.
    public enum Axis: Sendable { case x, y, z }

    /// A rotation by `angle` radians about a coordinate axis, as
    /// `CATransform3DMakeRotation(angle, …)` and CSS `rotateX/Y/Z` build it: about z,
    /// m11 = cos, m12 = sin, m21 = −sin, m22 = cos; about y, m11 = cos, m13 = −sin, m31 = sin,
    /// m33 = cos; about x, m22 = cos, m23 = sin, m32 = −sin, m33 = cos.
    @inline(__always)
    public static func rotation(_ angle: Double, _ axis: Axis) -> CarouselMatrix {
        let sc = DeterministicMath.sinCos(angle)
        var t = CarouselMatrix()
        switch axis {
        case .z: t.m11 = sc.cos; t.m12 = sc.sin; t.m21 = -sc.sin; t.m22 = sc.cos
        case .y: t.m11 = sc.cos; t.m13 = -sc.sin; t.m31 = sc.sin; t.m33 = sc.cos
        case .x: t.m22 = sc.cos; t.m23 = sc.sin; t.m32 = -sc.sin; t.m33 = sc.cos
        }
        return t
    }

    /// One entry of a product: a0·b0 + a1·b1 + a2·b2 + a3·b3, summed left to right.
    @inline(__always)
    static func dot(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double,
                    _ b0: Double, _ b1: Double, _ b2: Double, _ b3: Double) -> Double {
        a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3
    }

    /// `self·b`: this transform, then `b`. Each entry sums its four products left to right
    /// (row r of self times column c of b), zeros included, so a product built from the same
    /// factors gives the same bits on every target.
    public func then(_ b: CarouselMatrix) -> CarouselMatrix {
        var o = CarouselMatrix()
        o.m11 = Self.dot(m11, m12, m13, m14, b.m11, b.m21, b.m31, b.m41)
        o.m12 = Self.dot(m11, m12, m13, m14, b.m12, b.m22, b.m32, b.m42)
        o.m13 = Self.dot(m11, m12, m13, m14, b.m13, b.m23, b.m33, b.m43)
        o.m14 = Self.dot(m11, m12, m13, m14, b.m14, b.m24, b.m34, b.m44)
        o.m21 = Self.dot(m21, m22, m23, m24, b.m11, b.m21, b.m31, b.m41)
        o.m22 = Self.dot(m21, m22, m23, m24, b.m12, b.m22, b.m32, b.m42)
        o.m23 = Self.dot(m21, m22, m23, m24, b.m13, b.m23, b.m33, b.m43)
        o.m24 = Self.dot(m21, m22, m23, m24, b.m14, b.m24, b.m34, b.m44)
        o.m31 = Self.dot(m31, m32, m33, m34, b.m11, b.m21, b.m31, b.m41)
        o.m32 = Self.dot(m31, m32, m33, m34, b.m12, b.m22, b.m32, b.m42)
        o.m33 = Self.dot(m31, m32, m33, m34, b.m13, b.m23, b.m33, b.m43)
        o.m34 = Self.dot(m31, m32, m33, m34, b.m14, b.m24, b.m34, b.m44)
        o.m41 = Self.dot(m41, m42, m43, m44, b.m11, b.m21, b.m31, b.m41)
        o.m42 = Self.dot(m41, m42, m43, m44, b.m12, b.m22, b.m32, b.m42)
        o.m43 = Self.dot(m41, m42, m43, m44, b.m13, b.m23, b.m33, b.m43)
        o.m44 = Self.dot(m41, m42, m43, m44, b.m14, b.m24, b.m34, b.m44)
        return o
    }

    /// `self·translation(x, y, z)` in 12 multiply-adds instead of 64: each row's first three
    /// entries gain its fourth entry times (x, y, z).
    @inline(__always)
    public func translated(_ x: Double, _ y: Double, _ z: Double) -> CarouselMatrix {
        var o = self
        o.m11 = m11 + m14 * x; o.m12 = m12 + m14 * y; o.m13 = m13 + m14 * z
        o.m21 = m21 + m24 * x; o.m22 = m22 + m24 * y; o.m23 = m23 + m24 * z
        o.m31 = m31 + m34 * x; o.m32 = m32 + m34 * y; o.m33 = m33 + m34 * z
        o.m41 = m41 + m44 * x; o.m42 = m42 + m44 * y; o.m43 = m43 + m44 * z
        return o
    }

    /// `self·P`, P the identity with m34 = `p` (a perspective): each row's fourth entry gains
    /// its third times p.
    @inline(__always)
    public func withPerspective(_ p: Double) -> CarouselMatrix {
        var o = self
        o.m14 = m14 + m13 * p; o.m24 = m24 + m23 * p; o.m34 = m34 + m33 * p; o.m44 = m44 + m43 * p
        return o
    }
}
