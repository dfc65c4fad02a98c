//===--- DimensionTerm.swift ---------------------------------------------===//
// Part of Fizz. A BrickDimension flattened into plain terms a Column can hold.
//===---------------------------------------------------------------------===//

/// One term of a flattened `BrickDimension`: a dimension is a run of terms in prefix order,
/// each naming its operands by their distance ahead of it (`a`, `b` > 0), so a run can be
/// moved as a block (compaction, snapshots) without rewriting anything.
///
/// Why flat: the layout keeps every brick's rules in one `Column` charged to its budget, with
/// no references; the C API hands the same terms over as numbers.
struct DimensionTerm: Equatable {
    enum Kind: UInt8 {
        case ratio = 0, fixed, fill, auto, horizontalSizeClass, verticalSizeClass, orientation
        /// `value` a minimum width: operand `a` when W >= value, else `b`.
        case atLeast
        /// max(operand a, operand b) / min(…): `.restricted` minimum / maximum.
        case minimum, maximum
    }
    var kind: Kind
    var a: UInt8 = 0
    var b: UInt8 = 0
    var value: Double = 0

    /// The most terms one dimension may take (a bound that keeps evaluation short and its
    /// recursion shallow).
    static let maxTerms = 64
    /// Largest fixed size and breakpoint, pt; largest ratio.
    static let maxSize = 1e6, maxBreakpoint = 1e7, maxRatio = 1e3
}

/// What a dimension is evaluated against.
struct DimensionContext {
    /// The section's content width, its inset and its widthRatio.
    var contentWidth: Double, inset: Double, widthRatio: Double
    /// The brick's start in its row (from the content's left), for `.fill`.
    var rowX: Double
    /// Evaluating a height: the brick's width (ratio heights are r × it); nil for a width.
    var widthForHeight: Double?
    /// The host's measured size for `.auto`, or a negative value when none.
    var measured: Double
    var traits: LayoutTraits
    var portrait: Bool
}

extension DimensionTerm {
    /// Appends `d`'s terms to `out` (prefix order). - Throws: `.nonFinite`, `.outOfRange`
    /// (a value outside its range, breakpoints not ascending, more than `maxTerms` terms),
    /// `.invalidOption` (`.fill` as a height).
    static func flatten(_ d: BrickDimension, height: Bool, into out: inout [DimensionTerm]) throws(FizzError) {
        if out.count >= maxTerms { throw .outOfRange }
        let at = out.count
        switch d {
        case .ratio(let r):
            try Check.finite(r)
            if !(r > 0) || r > maxRatio { throw .outOfRange }
            out.append(DimensionTerm(kind: .ratio, value: r))
        case .fixed(let v):
            try Check.range(v, 0, maxSize)
            out.append(DimensionTerm(kind: .fixed, value: v))
        case .fill:
            if height { throw .invalidOption }
            out.append(DimensionTerm(kind: .fill))
        case .auto(let e):
            out.append(DimensionTerm(kind: .auto))
            try operand(e, height, at, &out, first: true)
        case .horizontalSizeClass(let r, let c):
            try pair(.horizontalSizeClass, r, c, height, &out)
        case .verticalSizeClass(let r, let c):
            try pair(.verticalSizeClass, r, c, height, &out)
        case .orientation(let l, let p):
            try pair(.orientation, l, p, height, &out)
        case .dimensionRange(let d, let ranges):
            // The last pair whose minimum fits wins: atLeast(m_k, d_k, atLeast(m_k−1, …, default)).
            var previous = -1.0
            for p in ranges {
                try Check.range(p.minimumWidth, 0, maxBreakpoint)
                if p.minimumWidth < previous { throw .outOfRange }
                previous = p.minimumWidth
            }
            try chain(d, ranges, ranges.count, height, &out)
        case .restricted(let size, let restriction):
            switch restriction {
            case .minimumSize(let bound): try pair(.minimum, size, bound, height, &out)
            case .maximumSize(let bound): try pair(.maximum, size, bound, height, &out)
            }
        }
        _ = at
    }

    private static func chain(_ d: BrickDimension, _ ranges: [BrickDimension.BreakPoint], _ k: Int, _ height: Bool, _ out: inout [DimensionTerm]) throws(FizzError) {
        if k == 0 { try flatten(d, height: height, into: &out); return }
        if out.count >= maxTerms { throw .outOfRange }
        let at = out.count
        out.append(DimensionTerm(kind: .atLeast, value: ranges[k - 1].minimumWidth))
        try operand(ranges[k - 1].dimension, height, at, &out, first: true)
        let bAt = out.count
        try chain(d, ranges, k - 1, height, &out)
        try link(at, bAt, &out, first: false)
    }

    private static func pair(_ kind: Kind, _ x: BrickDimension, _ y: BrickDimension, _ height: Bool, _ out: inout [DimensionTerm]) throws(FizzError) {
        let at = out.count
        out.append(DimensionTerm(kind: kind))
        try operand(x, height, at, &out, first: true)
        let bAt = out.count
        try flatten(y, height: height, into: &out)
        try link(at, bAt, &out, first: false)
    }

    private static func operand(_ d: BrickDimension, _ height: Bool, _ at: Int, _ out: inout [DimensionTerm], first: Bool) throws(FizzError) {
        let childAt = out.count
        try flatten(d, height: height, into: &out)
        try link(at, childAt, &out, first: first)
    }

    private static func link(_ at: Int, _ childAt: Int, _ out: inout [DimensionTerm], first: Bool) throws(FizzError) {
        let distance = childAt - at
        if distance > 255 { throw .outOfRange }
        if first { out[at].a = UInt8(distance) } else { out[at].b = UInt8(distance) }
    }

    /// Checks a run of terms read from outside (a snapshot): kinds known, each kind's operands
    /// (and only those) inside the run, values in range. Returns false when any is not.
    static func valid(_ p: UnsafePointer<DimensionTerm>, _ n: Int, height: Bool) -> Bool {
        if n < 1 || n > maxTerms { return false }
        var i = 0
        while i < n {
            let t = p[i]
            let v = t.value
            switch t.kind {
            case .ratio: if !(v > 0 && v <= maxRatio) { return false }
            case .fixed: if !(v >= 0 && v <= maxSize) { return false }
            case .fill: if height { return false }
            case .atLeast: if !(v >= 0 && v <= maxBreakpoint) { return false }
            default: if !(v == 0) { return false }
            }
            let unary = t.kind == .auto
            let binary = t.kind.rawValue >= Kind.horizontalSizeClass.rawValue
            if (unary || binary) && (t.a == 0 || i + Int(t.a) >= n) { return false }
            if binary && (t.b == 0 || i + Int(t.b) >= n) { return false }
            // Each kind names exactly its operands: `.auto` one (a second, `b`, was read by
            // `steps` past its table: issue 25), a leaf none.
            if unary && t.b != 0 { return false }
            if !unary && !binary && (t.a != 0 || t.b != 0) { return false }
            i += 1
        }
        return steps(p, n) <= maxTerms
    }

    /// The most terms one evaluation of the run visits: a conditional follows one branch, a
    /// clamp both. A run from `flatten` is a tree (at most n); one from `addDimensionCase` or
    /// `addDimensionBound` shares the old rule between branches, still at most n. A run read
    /// from outside may share more (a clamp whose two operands are one subrun, 64 deep, would
    /// visit 2⁶³ terms): `valid` refuses it, so evaluation stays short.
    static func steps(_ p: UnsafePointer<DimensionTerm>, _ n: Int) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { cost in
            var i = n - 1
            while i >= 0 {
                let t = p[i]
                let a = t.a == 0 ? 0 : cost[i + Int(t.a)], b = t.b == 0 ? 0 : cost[i + Int(t.b)]
                let c = t.kind == .minimum || t.kind == .maximum ? 1 + a + b : 1 + (a > b ? a : b)
                cost[i] = c > 1 << 20 ? 1 << 20 : c
                i -= 1
            }
            return cost[0]
        }
    }

    /// The length the run at `p` gives in `c`, pt, never negative (a ratio at most
    /// `BrickLayout.maxExtent`). Operands lie ahead, so the
    /// recursion is at most `maxTerms` deep.
    static func evaluate(_ p: UnsafePointer<DimensionTerm>, _ c: DimensionContext) -> Double {
        let t = p[0]
        let v: Double
        switch t.kind {
        case .ratio:
            if let w = c.widthForHeight { v = t.value * w } else {
                let rowWidth = c.contentWidth - (c.widthRatio / t.value - 1) * c.inset
                v = rowWidth * t.value / c.widthRatio
            }
            // Never past one brick's largest extent: a ratio of a ratio of … grew by up to 1e6
            // a nesting level (r 1,000 of a width ratio 0.001), past any offset and to infinity.
            // (The other kinds are bounded already: fixed and measured by 1e6, fill by the
            // row; `.auto` of a section is its content, bounded by `maxReach`.)
            if v > BrickLayout.maxExtent { return BrickLayout.maxExtent }
        case .fixed: v = t.value
        case .fill:
            let rest = c.contentWidth - c.rowX
            v = rest > 0 ? rest : c.contentWidth
        case .auto: v = c.measured >= 0 ? c.measured : evaluate(p + Int(t.a), c)
        case .horizontalSizeClass: v = evaluate(p + Int(c.traits.horizontalRegular ? t.a : t.b), c)
        case .verticalSizeClass: v = evaluate(p + Int(c.traits.verticalRegular ? t.a : t.b), c)
        case .orientation: v = evaluate(p + Int(c.portrait ? t.b : t.a), c)
        case .atLeast: v = evaluate(p + Int(c.contentWidth >= t.value ? t.a : t.b), c)
        case .minimum:
            let x = evaluate(p + Int(t.a), c), y = evaluate(p + Int(t.b), c)
            v = x > y ? x : y
        case .maximum:
            let x = evaluate(p + Int(t.a), c), y = evaluate(p + Int(t.b), c)
            v = x < y ? x : y
        }
        return v > 0 ? v : 0
    }
}
