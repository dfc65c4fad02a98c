//===--- Replayer.swift --------------------------------------------------===//
// Part of Fizz. Running a scenario and condensing what it did into hashes.
//===---------------------------------------------------------------------===//

import Fizz

/// What a replay produced: a hash per frame and one digest of everything.
public struct Trace: Equatable, Sendable {
    /// `fizz_world_hash` after every successful `world_step`, in order.
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

/// Replays scenarios against any backend.
public enum Replayer {
    /// Runs every line; `onFrame(index, hash)` sees each frame as it is recorded.
    public static func run<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B, onFrame: (Int, UInt64) -> Void = { _, _ in }
    ) throws(BackendError) -> Trace {
        try run(scenario, on: &backend, observe: { (i: Int, h: UInt64, _: ABIValue, _: inout B) throws(BackendError) in onFrame(i, h) })
    }

    /// Runs every line; after each frame `observe(index, hash, world, &backend)` may read the
    /// frame through the backend (positions, render data) to draw it. What it reads is not part
    /// of the trace; it should only make calls that succeed, so the last error stays as the
    /// step left it (0).
    public static func run<B: ScenarioBackend>(
        _ scenario: Scenario, on backend: inout B,
        observe: (Int, UInt64, ABIValue, inout B) throws(BackendError) -> Void
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
                if line.call.isStep, result == .i32(0) {
                    let frame = try backend.call(.worldHash, [args[0]]).bits64
                    h.add(frame)
                    trace.frames.append(frame)
                    try observe(trace.frames.count - 1, frame, args[0], &backend)
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
            let n = Int(Int32(bitPattern: try backend.call(count, [args[0]]).bits32))
            let p = try backend.call(call, args)
            let address = p.bits64
            h.add(UInt64(address == 0 ? 0 : 1))
            if address != 0 && n > 0 {
                for d in try backend.readDoubles(at: address, count: n * stride) { h.add(canonical(d)) }
            }
            return p
        case .words(let stride, let count):
            let n = Int(Int32(bitPattern: try backend.call(count, [args[0]]).bits32))
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
