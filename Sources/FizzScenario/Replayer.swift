//===--- Replayer.swift --------------------------------------------------===//
// Part of Fizz. Running a scenario and condensing what it did into hashes.
//===---------------------------------------------------------------------===//

import Fizz

/// What a replay produced: a hash per frame and one digest of everything.
public struct Trace: Equatable, Sendable {
    /// The hash of every frame, in order: what a frame producer's hash call returned after the
    /// producer succeeded (`@frame` in fizz.h).
    public var frames: [UInt64] = []
    /// FNV-1a 64 over every call's result (statuses, handles, numbers, the contents of returned
    /// arrays and strings) and every frame hash: two runtimes that agree on it agreed on every
    /// observable bit of the run, error codes included.
    public var digest: UInt64 = StateHasher.offsetBasis

    /// The last frame's hash (0 when no step succeeded).
    public var finalHash: UInt64 { frames.last ?? 0 }

    public init() {}

    /// `frames=N final=HEX digest=HEX`: the line the golden file stores per scenario.
    public var summary: [UInt8] {
        var s = Text.bytes("frames=")
        s += Text.decimal(UInt64(frames.count))
        s += Text.bytes(" final=") + Text.hex(finalHash)
        s += Text.bytes(" digest=") + Text.hex(digest)
        return s
    }
}

/// One recorded frame, as an observer of a replay sees it.
public struct ReplayFrame: Sendable {
    /// 0 for the first frame of the replay (frames of every object count together).
    public var index: Int
    public var hash: UInt64
    /// The handle of the object the frame is of (the producer's argument named in its rule).
    public var object: ABIValue
    /// Its kind as fizz.h names it ("world"): what a painter draws it as.
    public var kind: StaticString

    /// True when the object is of the kind `name` (`frame.isKind("world")`).
    public func isKind(_ name: StaticString) -> Bool {
        Text.equal(name, Text.bytes(kind)[...])
    }
}

/// Replays scenarios against any backend.
public enum Replayer {
    /// Runs every line; `onFrame(index, hash)` sees each frame as it is recorded.
    public static func run<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B, onFrame: (Int, UInt64) -> Void = { _, _ in }
    ) throws(BackendError) -> Trace {
        try run(scenario, on: &backend, observe: { (f: ReplayFrame, _: inout B) throws(BackendError) in onFrame(f.index, f.hash) })
    }

    /// Runs every line; after each frame `observe(frame, &backend)` may read the frame's
    /// object through the backend (positions, render data) to draw it. What it reads is not
    /// part of the trace; it should only make calls that succeed, so the last error stays as
    /// the producer left it (0). `frameRule` says which calls make frames: the header's rules
    /// unless a test replaces them.
    public static func run<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B,
        frameRule: (APICall) -> FrameRule? = { $0.frame },
        observe: (ReplayFrame, inout B) throws(BackendError) -> Void
    ) throws(BackendError) -> Trace {
        var trace = Trace()
        var h = StateHasher()
        var variables = [ABIValue](repeating: .i32(0), count: scenario.names.count)
        for line in scenario.lines {
            let params = line.call.parameters
            var args: [ABIValue] = []
            for (k, a) in line.arguments.enumerated() {
                let v: ABIValue
                switch a {
                case .name(let n): v = variables[n]
                case .number(let num):
                    switch params[k] {
                    case .f64: v = .f64(num.double)
                    case .i64: v = .i64(UInt64(bitPattern: num.integer ?? 0))
                    default: v = .i32(UInt32(truncatingIfNeeded: num.integer ?? 0))
                    }
                }
                args.append(coerce(v, to: params[k]))
            }
            var r = 0
            while r < line.repeatCount {
                let result = try perform(line.call, args, on: &backend, into: &h)
                if let slot = line.result { variables[slot] = result }
                if let rule = frameRule(line.call), result == .i32(0) {
                    let object = args[rule.object]
                    let frame = try backend.call(rule.hash, [object]).bits64
                    h.add(frame)
                    trace.frames.append(frame)
                    try observe(ReplayFrame(index: trace.frames.count - 1, hash: frame, object: object, kind: rule.kind),
                                &backend)
                }
                r += 1
            }
        }
        trace.digest = h.value
        return trace
    }

    /// Makes one call and feeds its observable result into the digest.
    static func perform<B: ScenarioBackend>(
        _ call: APICall, _ args: [ABIValue], on backend: inout B, into h: inout StateHasher
    ) throws(BackendError) -> ABIValue {
        switch call.result {
        case .doubles(let stride, let count):
            let n = Int(Int32(bitPattern: try backend.call(count, lengthArguments(call, args)).bits32))
            let p = try backend.call(call, args)
            let address = p.bits64
            h.add(UInt64(address == 0 ? 0 : 1))
            if address != 0 && n > 0 {
                for d in try backend.readDoubles(at: address, count: n * stride) { h.add(canonical(d)) }
            }
            return p
        case .words(let stride, let count):
            let n = Int(Int32(bitPattern: try backend.call(count, lengthArguments(call, args)).bits32))
            let p = try backend.call(call, args)
            let address = p.bits64
            h.add(UInt64(address == 0 ? 0 : 1))
            if address != 0 && n > 0 {
                for w in try backend.readWords(at: address, count: n * stride) { h.add(w) }
            }
            return p
        case .string:
            let p = try backend.call(call, args)
            let s = p.bits64 == 0 ? [] : try backend.readCString(at: p.bits64)
            h.add(UInt64(s.count))
            for c in s { h.add(UInt64(c)) }
            return p
        case .f64:
            let v = try backend.call(call, args)
            h.add(canonical(v.double))
            return v
        case .i64:
            let v = try backend.call(call, args)
            h.add(v.bits64)
            return v
        case .i32:
            let v = try backend.call(call, args)
            h.add(UInt64(v.bits32))
            return v
        }
    }

    /// The arguments of an array result's counting call: the call's own, as the header picks.
    static func lengthArguments(_ call: APICall, _ args: [ABIValue]) -> [ABIValue] {
        var out: [ABIValue] = []
        for i in call.lengthArguments { out.append(args[i]) }
        return out
    }

    static func coerce(_ v: ABIValue, to t: ABIType) -> ABIValue {
        switch t {
        case .f64: .f64(v.double)
        case .i64: .i64(v.bits64)
        default: .i32(v.bits32)
        }
    }

    /// NaN payloads differ by CPU (x86 makes 0xFFF8…, ARM 0x7FF8…): hash every NaN alike.
    static func canonical(_ d: Double) -> UInt64 { d.isNaN ? 0x7FF8_0000_0000_0000 : d.bitPattern }
}
