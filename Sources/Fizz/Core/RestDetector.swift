//===--- RestDetector.swift ----------------------------------------------===//
// Part of Fizz. Knowing when motion has stopped, so a still scene costs nothing.
//===---------------------------------------------------------------------===//

/// Settle detection: a system is at rest once its fastest part has stayed slower than a
/// threshold for a given time.
///
/// Why a time and not one slow substep: a bubble at the top of a bounce is momentarily still;
/// requiring the whole system to stay slow for a while (0.5 s by default) tells a pause from
/// rest. A settled system is not stepped until something wakes it.
struct RestDetector {
    /// Seconds the system has stayed slower than the threshold.
    var restTime: Double = 0
    /// True once the system has come to rest; cleared by `wake`.
    var isSettled = false

    /// Feeds one substep of `h` seconds in which the fastest speed², (pt/s)², was `fastest²`.
    /// - Returns: true when the system comes to rest with this substep (the caller stops it).
    @inline(__always) mutating func observe(fastestSquared s: Double, limitSquared: Double, h: Double, restAfter time: Double) -> Bool {
        if s > limitSquared { restTime = 0; return false }
        restTime += h
        if restTime >= time { isSettled = true; return true }
        return false
    }

    /// Something is still moving on purpose (or rest is off): the rest time starts again.
    @inline(__always) mutating func keepAwake() { restTime = 0 }

    /// Out of rest: the next step simulates again.
    @inline(__always) mutating func wake() { isSettled = false; restTime = 0 }
}
