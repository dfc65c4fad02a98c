//===--- Exports+Conversions.swift ---------------------------------------===//
// Part of Fizz. What a Framer, Rebound or UIKit user's numbers are in Fizz's: springs, glides,
// the rubber band and its inverse. Pure functions: no handle.
//===---------------------------------------------------------------------===//

import Fizz

/// The spring a peer's two numbers name (FIZZ_SPRING_*), or why not.
@inline(never)
func convertedSpring(_ model: Int32, _ a: Double, _ b: Double) throws(Failure) -> Spring {
    try engine { () throws(FizzError) in
        switch model {
        case 0: return try Spring(visualDuration: a, bounce: b)
        case 1: return try Spring(origamiTension: a, friction: b)
        case 2: return try Spring(framerDuration: a, bounce: b)
        default: throw .invalidOption
        }
    }
}

/// The stiffness (1/s², mass 1) of a peer's spring; NaN on error.
@_expose(wasm, "fizz_spring_stiffness") @_cdecl("fizz_spring_stiffness")
public func fizz_spring_stiffness(_ model: Int32, _ a: Double, _ b: Double) -> Double {
    api(Double.nan) { () throws(Failure) in try convertedSpring(model, a, b).stiffness }
}

/// The damping (1/s, mass 1) of a peer's spring; NaN on error.
@_expose(wasm, "fizz_spring_damping") @_cdecl("fizz_spring_damping")
public func fizz_spring_damping(_ model: Int32, _ a: Double, _ b: Double) -> Double {
    api(Double.nan) { () throws(Failure) in try convertedSpring(model, a, b).damping }
}

/// UIScrollView's deceleration rate per ms as a glide's time constant (= its power), s.
@_expose(wasm, "fizz_decay_time_constant") @_cdecl("fizz_decay_time_constant")
public func fizz_decay_time_constant(_ rate: Double) -> Double {
    api(Double.nan) { () throws(Failure) in try engine { () throws(FizzError) in try Decay(ratePerMillisecond: rate).timeConstant } }
}

/// The shown offset for a raw (finger) offset (inverse: 1), UIScrollView's band; NaN on error.
@_expose(wasm, "fizz_rubber_band") @_cdecl("fizz_rubber_band")
public func fizz_rubber_band(_ value: Double, _ lower: Double, _ upper: Double, _ dimension: Double, _ inverse: Int32) -> Double {
    api(Double.nan) { () throws(Failure) in
        try engine { () throws(FizzError) in
            if inverse != 0 && inverse != 1 { throw .invalidOption }
            let band = try RubberBand(dimension: dimension)
            return inverse == 0 ? try band.offset(value, lower: lower, upper: upper) : try band.rawOffset(value, lower: lower, upper: upper)
        }
    }
}
