//===--- BranchFree.swift ------------------------------------------------===//
// Part of Fizz. Choosing between doubles without a branch, in native code and in wasm.
//===---------------------------------------------------------------------===//

/// Choices between doubles that compile to no branch in any runtime.
///
/// Why: the solver chooses per contact between a speculative and a touching impulse, and in a
/// pile the two kinds are interleaved at random. A `c ? a : b` on doubles becomes a blend
/// natively but wasm's `select`, which V8 and Cranelift lower to a conditional jump: one
/// misprediction per change of kind. A `select` of *integers* they lower to `cmov`. The
/// optimiser sees through every way of writing a choice of doubles as a choice of their bit
/// patterns (masks included) and turns it back into a `select` of doubles, so each helper here
/// is a choice it cannot rewrite: an integer select on bits with no double counterpart, or
/// arithmetic. `BranchFreeTests` checks them against the plain forms.
enum BranchFree {
    /// `x > 0 ? x : 0`: the positive part (negative values and −0 give +0). An integer
    /// `max` of the bits, read as signed.
    @inline(__always) static func positivePart(_ x: Double) -> Double {
        let bits = Int64(bitPattern: x.bitPattern)
        return Double(bitPattern: UInt64(bitPattern: bits > 0 ? bits : 0))
    }

    /// `max(x, y)` for a negative `y` (and any `x` but NaN): an unsigned `min` of the bits,
    /// because every double with the sign bit clear has smaller bits than `y`, and among
    /// negative doubles larger bits mean a larger magnitude.
    @inline(__always) static func max(_ x: Double, negative y: Double) -> Double {
        let xb = x.bitPattern, yb = y.bitPattern
        return Double(bitPattern: xb < yb ? xb : yb)
    }

    /// 1 when `x`'s sign bit is clear (`x ≥ +0`), 0 when it is set: `0.5 + copysign(0.5, x)`,
    /// exact, and a bit operation everywhere (a 0-or-1 made from a comparison is turned back
    /// into a `select`).
    @inline(__always) static func step(_ x: Double) -> Double {
        0.5 + Double(signOf: x, magnitudeOf: 0.5)
    }

    /// `f·a + (1 − f)·b` for `f` = 1 or 0 and finite `a`, `b`: `a` or `b`, but for the sign
    /// of a zero result.
    @inline(__always) static func blend(_ f: Double, _ a: Double, _ b: Double) -> Double {
        f * a + (1 - f) * b
    }
}

/// `BranchFree`'s choices for two lanes at once (`SIMD2<Double>`: SSE2 natively, `f64x2` in a
/// wasm module built with `simd128`), for the solver's pass over two contacts that share no
/// body. Each lane gives the bits the scalar helper gives for the same input, for every input
/// the solver can see (finite doubles): lane-wise IEEE operations round as the scalar ones do,
/// and nothing is fused or reordered. `BranchFreeTests` checks them lane by lane against the
/// scalar forms.
enum BranchFree2 {
    typealias Lanes = SIMD2<Double>

    /// `BranchFree.positivePart` per lane, as a lane select: `x` where it is above 0, else +0
    /// (the same bits for every `x` but a NaN, the scalar form's domain too).
    ///
    /// Why not the scalar form's integer `max` on the bits: SSE2 has no 64-bit signed compare
    /// or arithmetic shift, and LLVM turns every way of writing one (`bits & ~(bits >> 63)`
    /// included) into a ten-instruction emulation, in the solve's longest dependency chain twice
    /// a contact; a lane compare and mask is two instructions (`cmpnlepd`, `andpd` natively;
    /// a compare and a lane select in wasm SIMD).
    @inline(__always) static func positivePart(_ x: Lanes) -> Lanes {
        x.replacing(with: 0, where: x .<= 0)
    }

    /// `BranchFree.max(x, negative: y)` per lane, as a lane select: the same value for every
    /// `x` but a NaN (the scalar form's domain too).
    @inline(__always) static func max(_ x: Lanes, negative y: Double) -> Lanes {
        x.replacing(with: y, where: x .< y)
    }

    /// `BranchFree.step` per lane: 1 where `x`'s sign bit is clear, +0 where it is set (the
    /// scalar form's `0.5 + copysign(0.5, x)`, the same bits for every input, −0 and NaN too),
    /// as a mask of the bits: all ones where the sign bit is clear (`~(bits >> 63)`,
    /// arithmetic), and-ed with 1's bits.
    ///
    /// Why not the scalar form's copysign on the lanes: LLVM recognises any bit-mask copysign
    /// and wasm SIMD has no `f64x2.copysign`, so in fizz-simd.wasm each lane was extracted,
    /// copysigned as a scalar (which V8 does in integer registers) and put back, in the solve's
    /// longest chain; a shift and a mask are lane instructions everywhere (`i64x2.shr_u`,
    /// `i64x2.add`, `v128.and` in wasm).
    @inline(__always) static func step(_ x: Lanes) -> Lanes {
        let bits = unsafeBitCast(x, to: SIMD2<Int64>.self)
        let one = unsafeBitCast(Lanes(repeating: 1), to: SIMD2<Int64>.self)
        return unsafeBitCast(one & ~(bits &>> 63), to: Lanes.self)
    }

    /// `BranchFree.blend` per lane.
    @inline(__always) static func blend(_ f: Lanes, _ a: Lanes, _ b: Lanes) -> Lanes {
        f * a + (1 - f) * b
    }
}
