//===--- EasingRecord.swift ----------------------------------------------===//
// Part of Fizz. An easing as a code and four numbers: how mappings store and the C API passes it.
//===---------------------------------------------------------------------===//

extension Easing {
    /// The codes of `init(code:_:_:_:_:)`, as `fizz.h` lists them (`FIZZ_EASE_*`).
    public enum Code {
        public static let linear: UInt32 = 0, ease: UInt32 = 1, easeIn: UInt32 = 2, easeOut: UInt32 = 3
        public static let easeInOut: UInt32 = 4, cubicBezier: UInt32 = 5, stepsEnd: UInt32 = 6
        public static let stepsStart: UInt32 = 7, smoothstep: UInt32 = 8
    }

    /// The curve a code names: `cubicBezier` takes (x1, y1, x2, y2) from `a, b, c, d`, the
    /// steps take their count from `a` (a whole number), the others ignore them.
    /// - Throws: `.invalidOption` (an unknown code), `.nonFinite`, `.outOfRange` (see `validate`).
    public init(code: UInt32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(FizzError) {
        switch code {
        case Code.linear: self = .linear
        case Code.ease: self = .ease
        case Code.easeIn: self = .easeIn
        case Code.easeOut: self = .easeOut
        case Code.easeInOut: self = .easeInOut
        case Code.cubicBezier: self = .cubicBezier(a, b, c, d)
        case Code.stepsEnd, Code.stepsStart:
            try Check.range(a, 1, Double(Easing.maxSteps))
            if a.rounded(.down) != a { throw .outOfRange }
            self = .steps(Int32(a), start: code == Code.stepsStart)
        case Code.smoothstep: self = .smoothstep
        default: throw .invalidOption
        }
        try validate()
    }
}

/// An easing stored flat, without padding (so a snapshot copies it byte for byte): a code
/// (`linear`, `cubicBezier`, `stepsEnd`, `stepsStart` or `smoothstep`: the named eases are
/// stored as their Bézier) and its four numbers.
struct EasingRecord {
    var code: UInt32 = Easing.Code.linear
    var zero: UInt32 = 0
    var a = 0.0, b = 0.0, c = 0.0, d = 0.0

    init() {}

    init(_ e: Easing) {
        switch e {
        case .linear: break
        case .smoothstep: code = Easing.Code.smoothstep
        case let .steps(n, start): code = start ? Easing.Code.stepsStart : Easing.Code.stepsEnd; a = Double(n)
        case let .cubicBezier(x1, y1, x2, y2): code = Easing.Code.cubicBezier; a = x1; b = y1; c = x2; d = y2
        }
    }

    /// The curve, or nil when the record is not one `init(_:)` makes (a corrupted snapshot).
    var easing: Easing? {
        do throws(FizzError) {
            if code == Easing.Code.linear || code == Easing.Code.smoothstep || code == Easing.Code.cubicBezier
                || code == Easing.Code.stepsEnd || code == Easing.Code.stepsStart {
                return try Easing(code: code, a, b, c, d)
            }
        } catch {}
        return nil
    }
}

extension EasingRecord {
    /// The eased progress at `x` (clamped to 0...1), as `Easing.value` gives it.
    @inline(__always) func value(_ x: Double) -> Double {
        switch code {
        case Easing.Code.linear: return x < 0 ? 0 : (x > 1 ? 1 : x)
        case Easing.Code.smoothstep: return Easing.smoothstep(x)
        case Easing.Code.cubicBezier: return Easing.cubicBezier(a, b, c, d).value(x)
        default: return Easing.steps(Int32(a), start: code == Easing.Code.stepsStart).value(x)
        }
    }
}
