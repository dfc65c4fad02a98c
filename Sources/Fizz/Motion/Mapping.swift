//===--- Mapping.swift ---------------------------------------------------===//
// Part of Fizz. One value driving many targets: piecewise curves, colours, proximity rows.
//===---------------------------------------------------------------------===//

/// Many targets driven by one gesture in one call, written to one packed buffer.
///
/// Why one object and one buffer: the seed wrote a closure per effect per view and ran them
/// all on every pan event ("if you are doing a lot of work, this may be too slow"); here the
/// host declares the effects once and reads every output of a frame with one call and no
/// copy, 10,000 targets in well under a frame.
///
/// A **target** is a piecewise curve over stops `(input, output)`: the inputs strictly
/// increase or strictly decrease (a reversed range), the outputs are anything; each segment
/// has its own easing (linear by default). Below the smallest input or above the largest the
/// curve holds that end's output when that side is clamped (the default, as Framer's
/// `transform`), else it continues the end segment's straight line (uneased). Its input is the gesture's relative x or y
/// (`Source`). A colour target's outputs are colours (4 channels), blended in sRGB or OKLab.
///
/// A **proximity group** is a row of items at positions along an axis (pt, the gesture
/// rect's own coordinates) and a kernel with a radius: the pointer at `P` pt gives item i the
/// weight `k_i = kernel(|x_i − P|)`, and each of the group's channels `(at0, at1)` outputs
/// `at0 + (at1 − at0)·k_i` (with no channel, one output: `k_i`).
///
/// Outputs, in this order: every target's (1 value, or 4 for a colour) in the order added,
/// then every group's, item by item, each item's channels in order. Stops go to the newest
/// target and items and channels to the newest group, so each one's data stays contiguous.
public final class Mapping {
    /// The most targets, stops in all, groups, items in all, and channels per group.
    public static let maxTargets = 100_000, maxStops = 1_000_000, maxGroups = 1_000
    public static let maxItems = 100_000, maxChannels = 16
    /// Largest magnitude of a stop's input or output, an item's position, a radius, pt.
    public static let maxValue = 1e9
    /// The least difference between neighbouring stops' inputs (input units). An
    /// unclamped end segment continues its line over every input the surface gives (|input| ≤
    /// 1, stops ±`maxValue`), so its output is y0 + Δy·(v − x0)/Δx with |Δy| ≤ 2·`maxValue`:
    /// a gap of 1e-200 keeps that below 1e219, where 5e-324 gave infinity (issue 25 §3).
    public static let minStopGap = 1e-200
    /// The largest magnitude an OKLab channel is blended to before the conversion to sRGB
    /// cubes it: (1e100)³ is finite, so an unclamped colour extrapolated far past its stops
    /// converts to a finite (then clamped) colour, never ∞ − ∞ = NaN.
    static let maxOKLabChannel = 1e100

    /// True when `v` is a colour stop's sRGB channel or alpha as `addStop` takes it: 0...1
    /// (NaN is not). The one rule `addStop` and a restore both apply.
    static func validChannel(_ v: Double) -> Bool { v >= 0 && v <= 1 }

    /// True when neighbouring stops' inputs `a` and `b` are at least `minStopGap` apart: the
    /// one rule `addStop` and a restore both apply.
    static func validGap(_ a: Double, _ b: Double) -> Bool { (b - a).magnitude >= Mapping.minStopGap }

    /// `validChannel` as a call's refusal: `.nonFinite` or `.outOfRange`.
    static func checkChannel(_ v: Double) throws(FizzError) {
        if !v.isFinite { throw .nonFinite }
        if !validChannel(v) { throw .outOfRange }
    }

    /// What drives a target: the gesture's relative x or relative y.
    public enum Source: UInt32, Sendable { case x = 0, y = 1 }
    /// How a target's outputs are made: one number, or a colour blended in sRGB or OKLab.
    public enum Kind: UInt32, Sendable { case scalar = 0, sRGB = 1, okLab = 2 }

    let memory: MemoryBudget
    var targets = Column<MappingTarget>()
    public internal(set) var targetCount = 0
    var stopInputs = Column<Double>()
    /// Each stop's output: 1 slot for a scalar target, 4 for a colour (OKLab for `okLab`).
    var stopOutputs = Column<Double>()
    /// The easing of the segment that starts at each stop.
    var stopEasings = Column<EasingRecord>()
    public internal(set) var stopCount = 0
    var outputSlots = 0
    /// The targets' outputs: 1 each, 4 for a colour (kept, so a frame does not count them).
    var targetOutputs = 0
    var groups = Column<ProximityGroup>()
    public internal(set) var groupCount = 0
    var items = Column<Double>()
    public internal(set) var itemCount = 0
    /// Each channel's `(at0, at1)`.
    var channels = Column<Double>()
    public internal(set) var channelCount = 0

    init(memory: MemoryBudget) { self.memory = memory }

    /// What target `t` (0 ..< `targetCount`) outputs.
    public func targetKind(_ t: Int) -> Kind { Kind(rawValue: targets[t].kind).unsafelyUnwrapped }

    /// The number of doubles `evaluate` writes.
    public var outputCount: Int {
        var n = targetOutputs, g = 0
        while g < groupCount { n += groups[g].outputCount; g += 1 }
        return n
    }

    /// Where target `t`'s outputs start in `evaluate`'s buffer (0...`targetCount`; `targetCount`
    /// gives where the groups' start). O(t): each target is 1 or 4 wide.
    public func outputOffset(target t: Int) throws(FizzError) -> Int {
        if t < 0 || t > targetCount { throw .outOfRange }
        var n = 0, i = 0
        while i < t { n += targets[i].width; i += 1 }
        return n
    }

    /// Where group `g`'s outputs start (0...`groupCount`; `groupCount` gives `outputCount`).
    public func outputOffset(group g: Int) throws(FizzError) -> Int {
        if g < 0 || g > groupCount { throw .outOfRange }
        var n = targetOutputs, i = 0
        while i < g { n += groups[i].outputCount; i += 1 }
        return n
    }

    /// Adds a target with no stops yet and returns its index.
    /// - Throws: `.limitReached`, `.overBudget`, `.allocationFailed`.
    public func addTarget(source: Source, kind: Kind = .scalar, clampLow: Bool = true, clampHigh: Bool = true) throws(FizzError) -> Int {
        if targetCount == Mapping.maxTargets { throw .limitReached }
        try targets.reserve(targetCount + 1, keeping: targetCount, in: memory)
        var t = MappingTarget()
        t.source = source.rawValue; t.kind = kind.rawValue
        t.flags = (clampLow ? MappingTarget.clampLow : 0) | (clampHigh ? MappingTarget.clampHigh : 0)
        t.first = Int32(stopCount); t.outFirst = Int32(outputSlots)
        targets[targetCount] = t
        targetCount += 1
        targetOutputs += t.width
        return targetCount - 1
    }

    /// Appends a stop to target `target` (the newest) and returns its stop count. The segment
    /// from this stop to the next is linear until `setEasing` says otherwise.
    /// - Parameters: `input`, `outputs` (1 value; 4 sRGB channels in 0...1 for a colour),
    ///   each ±`maxValue`. The inputs must strictly increase or strictly decrease.
    /// - Throws: `.invalidState` (not the newest target, or the input does not continue the
    ///   order), `.nonFinite`, `.outOfRange`, `.limitReached`, `.overBudget`.
    public func addStop(to target: Int, input: Double, _ o0: Double, _ o1: Double = 0, _ o2: Double = 0, _ o3: Double = 0) throws(FizzError) -> Int {
        if target < 0 || target >= targetCount { throw .outOfRange }
        if target != targetCount - 1 { throw .invalidState }
        var t = targets[target]
        try Check.range(input, -Mapping.maxValue, Mapping.maxValue)
        let colour = t.kind != Kind.scalar.rawValue
        if colour {
            try Mapping.checkChannel(o0); try Mapping.checkChannel(o1); try Mapping.checkChannel(o2); try Mapping.checkChannel(o3)
        } else {
            try Check.range(o0, -Mapping.maxValue, Mapping.maxValue)
        }
        let n = Int(t.count)
        if n > 0 {
            let last = stopInputs[stopCount - 1]
            if input == last { throw .invalidState }
            if !Mapping.validGap(last, input) { throw .outOfRange }
            let falling = input < last
            if n == 1 { t.flags |= falling ? MappingTarget.descending : 0 } else if falling != t.isDescending { throw .invalidState }
        }
        if stopCount == Mapping.maxStops { throw .limitReached }
        let w = t.width
        // A refusal at any column gives back what the ones before it took.
        let caps = (stopInputs.capacity, stopEasings.capacity)
        do {
            try stopInputs.reserve(stopCount + 1, keeping: stopCount, in: memory)
            try stopEasings.reserve(stopCount + 1, keeping: stopCount, in: memory)
            try stopOutputs.reserve(outputSlots + w, keeping: outputSlots, in: memory)
        } catch {
            stopInputs.giveBack(to: caps.0, keeping: stopCount, in: memory)
            stopEasings.giveBack(to: caps.1, keeping: stopCount, in: memory)
            throw error
        }
        stopInputs[stopCount] = input
        stopEasings[stopCount] = EasingRecord()
        if colour {
            var c = Colour(o0, o1, o2, o3)
            if t.kind == Kind.okLab.rawValue { c = c.okLab }
            stopOutputs[outputSlots] = c.c0; stopOutputs[outputSlots + 1] = c.c1
            stopOutputs[outputSlots + 2] = c.c2; stopOutputs[outputSlots + 3] = c.alpha
        } else {
            stopOutputs[outputSlots] = o0
        }
        stopCount += 1; outputSlots += w
        t.count += 1
        targets[target] = t
        return Int(t.count)
    }

    /// Sets the easing of target `target`'s segment `segment` (from stop `segment` to the next;
    /// 0 ..< its stop count − 1).
    /// - Throws: `.outOfRange`; the easing's own refusals are the caller's `Easing` init's.
    public func setEasing(_ easing: Easing, target: Int, segment: Int) throws(FizzError) {
        if target < 0 || target >= targetCount { throw .outOfRange }
        let t = targets[target]
        if segment < 0 || segment >= Int(t.count) - 1 { throw .outOfRange }
        try easing.validate()
        stopEasings[Int(t.first) + segment] = EasingRecord(easing)
    }

    /// Adds a proximity group and returns its index.
    /// - Parameters: `axis` the coordinate it follows (`.x` or `.y`), `radius` pt (0 < r ≤ `maxValue`).
    /// - Throws: `.nonFinite`, `.outOfRange`, `.limitReached`, `.overBudget`.
    public func addGroup(axis: Source, kernel: ProximityKernel, radius: Double) throws(FizzError) -> Int {
        try Check.positive(radius, max: Mapping.maxValue)
        if groupCount == Mapping.maxGroups { throw .limitReached }
        try groups.reserve(groupCount + 1, keeping: groupCount, in: memory)
        var g = ProximityGroup()
        g.axis = axis.rawValue; g.kernel = kernel.rawValue; g.radius = radius
        g.firstItem = Int32(itemCount); g.firstChannel = Int32(channelCount)
        groups[groupCount] = g
        groupCount += 1
        return groupCount - 1
    }

    /// Appends an item at `position` pt (±`maxValue`) to group `group` (the newest); its index in the group.
    /// - Throws: `.outOfRange`, `.invalidState` (not the newest group), `.nonFinite`, `.limitReached`, `.overBudget`.
    public func addItem(to group: Int, position: Double) throws(FizzError) -> Int {
        if group < 0 || group >= groupCount { throw .outOfRange }
        if group != groupCount - 1 { throw .invalidState }
        try Check.range(position, -Mapping.maxValue, Mapping.maxValue)
        if itemCount == Mapping.maxItems { throw .limitReached }
        try items.reserve(itemCount + 1, keeping: itemCount, in: memory)
        items[itemCount] = position
        itemCount += 1
        groups[group].itemCount += 1
        return Int(groups[group].itemCount) - 1
    }

    /// Appends a channel `at0 + (at1 − at0)·k` (each ±`maxValue`) to group `group` (the
    /// newest); its index in the group.
    /// - Throws: as `addItem`, `.limitReached` past `maxChannels`.
    public func addChannel(to group: Int, at0: Double, at1: Double) throws(FizzError) -> Int {
        if group < 0 || group >= groupCount { throw .outOfRange }
        if group != groupCount - 1 { throw .invalidState }
        try Check.range(at0, -Mapping.maxValue, Mapping.maxValue)
        try Check.range(at1, -Mapping.maxValue, Mapping.maxValue)
        if groups[group].channelCount == Int32(Mapping.maxChannels) { throw .limitReached }
        try channels.reserve(2 * (channelCount + 1), keeping: 2 * channelCount, in: memory)
        channels[2 * channelCount] = at0; channels[2 * channelCount + 1] = at1
        channelCount += 1
        groups[group].channelCount += 1
        return Int(groups[group].channelCount) - 1
    }

    /// Writes every output (see the type) for the relative position `p` and the pointer at
    /// `local` pt in the rect's coordinates. O(targets · log stops + items · channels).
    public func evaluate(_ p: Vec2, local: Vec2, into out: PackedBuffer<Double>) throws(FizzError) {
        let o = try out.resize(outputCount, in: memory)
        var k = 0, t = 0
        var memo = EasingMemo()
        let ins = stopInputs.base, outs = stopOutputs.base, eases = stopEasings.base, all = targets.base
        while t < targetCount {
            let r = all[t]
            let v = r.source == Source.x.rawValue ? p.x : p.y
            if r.kind == Kind.scalar.rawValue {
                o[k] = r.value(v, ins, outs, eases, &memo); k += 1
            } else {
                r.colour(v, ins, outs, eases, o + k, &memo); k += 4
            }
            t += 1
        }
        var g = 0
        while g < groupCount {
            let r = groups[g]
            let at = r.axis == Source.x.rawValue ? local.x : local.y
            let kernel = ProximityKernel(rawValue: r.kernel).unsafelyUnwrapped
            var i = 0
            let first = Int(r.firstItem), nc = Int(r.channelCount), c0 = Int(r.firstChannel)
            while i < Int(r.itemCount) {
                let d = items[first + i] - at
                let w = kernel.weight(d < 0 ? -d : d, radius: r.radius)
                if nc == 0 { o[k] = w; k += 1 } else {
                    var c = 0
                    while c < nc {
                        let a = channels[2 * (c0 + c)], b = channels[2 * (c0 + c) + 1]
                        o[k] = a + (b - a) * w; k += 1; c += 1
                    }
                }
                i += 1
            }
            g += 1
        }
    }

    /// Feeds every stored value to `h`, in storage order.
    func hash(into h: inout StateHasher) {
        h.add(UInt64(targetCount)); h.add(UInt64(stopCount)); h.add(UInt64(groupCount))
        h.add(UInt64(itemCount)); h.add(UInt64(channelCount))
        var i = 0
        while i < targetCount {
            let t = targets[i]
            h.add(t.source); h.add(t.kind); h.add(t.flags); h.add(UInt32(bitPattern: t.count)); i += 1
        }
        i = 0
        while i < stopCount {
            let e = stopEasings[i]
            h.add(stopInputs[i]); h.add(e.code); h.add(e.a); h.add(e.b); h.add(e.c); h.add(e.d); i += 1
        }
        i = 0
        while i < outputSlots { h.add(stopOutputs[i]); i += 1 }
        i = 0
        while i < groupCount {
            let g = groups[i]
            h.add(g.axis); h.add(g.kernel); h.add(g.radius)
            h.add(UInt32(bitPattern: g.itemCount)); h.add(UInt32(bitPattern: g.channelCount)); i += 1
        }
        i = 0
        while i < itemCount { h.add(items[i]); i += 1 }
        i = 0
        while i < 2 * channelCount { h.add(channels[i]); i += 1 }
    }
}

/// A mapping target as stored: 24 bytes with no padding (a snapshot copies it as it is).
struct MappingTarget {
    static let clampLow: UInt32 = 1, clampHigh: UInt32 = 2, descending: UInt32 = 4
    var source: UInt32 = 0
    var kind: UInt32 = 0
    var flags: UInt32 = 0
    /// Its first stop's index, its stop count, and its first output slot in `stopOutputs`.
    var first: Int32 = 0, count: Int32 = 0, outFirst: Int32 = 0

    var isDescending: Bool { flags & MappingTarget.descending != 0 }
    /// Outputs per stop: 1, or 4 for a colour.
    var width: Int { kind == Mapping.Kind.scalar.rawValue ? 1 : 4 }

    /// The segment `v` falls in (0 ..< count − 1) and its progress u: below 0 or above 1
    /// only past the ends, where the side's clamp then holds u at 0 or 1. Binary search.
    @inline(__always) func segment(_ v: Double, _ ins: UnsafeMutablePointer<Double>) -> (Int, Double) {
        let f = Int(first), n = Int(count)
        let s: Double = isDescending ? -1 : 1
        var lo = 0, hi = n - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if s * ins[f + mid] <= s * v { lo = mid } else { hi = mid - 1 }
        }
        let a = ins[f + lo], b = ins[f + lo + 1]
        var u = (v - a) / (b - a)
        // Before the first stop is below the inputs when they increase, above when they decrease.
        let before = isDescending ? MappingTarget.clampHigh : MappingTarget.clampLow
        let after = isDescending ? MappingTarget.clampLow : MappingTarget.clampHigh
        if u < 0 && flags & before != 0 { u = 0 }
        if u > 1 && flags & after != 0 { u = 1 }
        return (lo, u)
    }

    /// A scalar target's output at `v` (0 with no stops, the one output with one stop).
    @inline(__always) func value(_ v: Double, _ ins: UnsafeMutablePointer<Double>, _ outs: UnsafeMutablePointer<Double>,
                                 _ eases: UnsafeMutablePointer<EasingRecord>, _ memo: inout EasingMemo) -> Double {
        if count < 2 { return count == 0 ? 0 : outs[Int(outFirst)] }
        let (i, u) = segment(v, ins)
        let y0 = outs[Int(outFirst) + i], y1 = outs[Int(outFirst) + i + 1]
        let e = eases[Int(first) + i]
        let w = e.code == Easing.Code.linear || u < 0 || u > 1 ? u : memo.value(e, u)
        return y0 + (y1 - y0) * w
    }

    /// A colour target's 4 outputs (sRGB and alpha, 0...1) at `v`, written to `o`.
    func colour(_ v: Double, _ ins: UnsafeMutablePointer<Double>, _ outs: UnsafeMutablePointer<Double>,
                _ eases: UnsafeMutablePointer<EasingRecord>, _ o: UnsafeMutablePointer<Double>, _ memo: inout EasingMemo) {
        let base = Int(outFirst)
        var c = Colour(0, 0, 0, 0)
        if count == 1 {
            c = Colour(outs[base], outs[base + 1], outs[base + 2], outs[base + 3])
        } else if count > 1 {
            let (i, u) = segment(v, ins)
            let e = eases[Int(first) + i]
            let w = e.code == Easing.Code.linear || u < 0 || u > 1 ? u : memo.value(e, u)
            let p = base + 4 * i
            c = Colour(outs[p] + (outs[p + 4] - outs[p]) * w, outs[p + 1] + (outs[p + 5] - outs[p + 1]) * w,
                       outs[p + 2] + (outs[p + 6] - outs[p + 2]) * w, outs[p + 3] + (outs[p + 7] - outs[p + 3]) * w)
        }
        if kind == Mapping.Kind.okLab.rawValue && count > 0 {
            let m = Mapping.maxOKLabChannel
            c = Colour(Motion.clamp(c.c0, -m, m), Motion.clamp(c.c1, -m, m), Motion.clamp(c.c2, -m, m), c.alpha).sRGBFromOKLab
        }
        o[0] = clamp01(c.c0); o[1] = clamp01(c.c1); o[2] = clamp01(c.c2); o[3] = clamp01(c.alpha)
    }

    @inline(__always) func clamp01(_ x: Double) -> Double { x < 0 ? 0 : (x > 1 ? 1 : x) }
}

/// A proximity group as stored: 32 bytes with no padding.
struct ProximityGroup {
    var axis: UInt32 = 0
    var kernel: UInt32 = 0
    var radius: Double = 1
    var firstItem: Int32 = 0, itemCount: Int32 = 0, firstChannel: Int32 = 0, channelCount: Int32 = 0

    var outputCount: Int { Int(itemCount) * (channelCount == 0 ? 1 : Int(channelCount)) }
}

/// The last eased progress a map computed, with its curve and input: targets that share a
/// curve and a range (one value driving a row of alike targets) share the progress too, and a
/// cubic Bézier's Newton solve is the costliest thing a target does. The same curve and the
/// same input give the same bits, so reusing them changes no output.
struct EasingMemo {
    var record = EasingRecord()
    var u = -1.0
    var w = 0.0

    @inline(__always) mutating func value(_ e: EasingRecord, _ u: Double) -> Double {
        if u == self.u && e.code == record.code && e.a == record.a && e.b == record.b && e.c == record.c && e.d == record.d { return w }
        record = e; self.u = u; w = e.value(u)
        return w
    }
}
