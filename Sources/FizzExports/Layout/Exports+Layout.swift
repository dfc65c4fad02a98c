//===--- Exports+Layout.swift --------------------------------------------===//
// Part of Fizz. The C API of a brick layout: sections and bricks, scrolled, with behaviors.
//===---------------------------------------------------------------------===//

import Fizz

/// A layout as the C API sees it: the engine object and the buffer its rect query fills (the
/// frames, ids and changes are the engine's own buffers, handed out without a copy). Its
/// exports are generated from fizz.h (Generated/LayoutKind.swift, Generated/LayoutCalls.swift);
/// each forwards to one case of `run` below.
final class LayoutEntry: HandleObject, KindEntry {
    private(set) var layout: BrickLayout
    /// n × (id, repetition) of the last `fizz_layout_query`, charged to the layout's budget.
    private(set) var queryBuffer = PackedBuffer<UInt32>()

    /// `fizz_layout_create`: a layout with a viewport of `width` × `height` pt and an empty root.
    init(width: Double, height: Double) throws(FizzError) {
        layout = try BrickLayout(viewportWidth: width, viewportHeight: height)
    }

    var object: BrickLayout { layout }

    /// Takes a restored layout in place of this one; the query buffer starts again empty,
    /// charged to the new layout's budget.
    func restore(_ l: BrickLayout) { layout = l; queryBuffer = PackedBuffer<UInt32>() }
}

extension LayoutEntry {
    /// The body of every layout call but those generated whole: one case per call.
    func run(_ call: LayoutCall) throws(Failure) -> Answer {
        let l = layout
        do throws(FizzError) {
            switch call {
            case let .addBrick(section, before, widthKind, width, heightKind, height):
                let w = try LayoutEntry.dimension(widthKind, width, height: false)
                let h = try LayoutEntry.dimension(heightKind, height, height: true)
                return .number(Double(try l.addBrick(to: section, width: w, height: h, before: before == 0 ? nil : before)))
            case let .addSection(section, before, widthKind, width):
                let w = try LayoutEntry.dimension(widthKind, width, height: false)
                return .number(Double(try l.addSection(to: section, width: w, before: before == 0 ? nil : before)))
            case let .remove(id): try l.remove(id); return .ok
            case let .reorder(id, before): try l.reorder(id, before: before == 0 ? nil : before); return .ok
            case let .setHidden(id, hidden): try l.setHidden(id, try LayoutEntry.flag(hidden)); return .ok
            case let .setRepeatCount(id, count): try l.setRepeatCount(id, hostInt(count)); return .ok
            case let .setMeasuredSize(id, repetition, width, height):
                // −1 is the one negative value: "none, the estimate" (the engine reads any
                // negative so; the header promises only −1).
                if (width < 0 && width != -1) || (height < 0 && height != -1) { throw .outOfRange }
                try l.setMeasuredSize(id, repetition: hostInt(repetition), width: width, height: height)
                return .ok
            case let .setDimension(id, axis, kind, value): try LayoutEntry.rule(l, id, axis, 0, 0, -1, kind, value); return .ok
            case let .addDimensionCase(id, axis, when, width, kind, value):
                try LayoutEntry.rule(l, id, axis, when, width, -1, kind, value); return .ok
            case let .addDimensionBound(id, axis, when, width, bound, kind, value):
                if bound != 0 && bound != 1 { throw .invalidOption }
                try LayoutEntry.rule(l, id, axis, when, width, bound, kind, value); return .ok
            case let .setSectionInsets(section, inset, top, left, bottom, right, widthRatio):
                var s = try l.style(section)
                s.inset = inset; s.edgeInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
                s.widthRatio = widthRatio
                try l.setStyle(section, s)
                return .ok
            case let .setSectionAlignment(section, halign, valign, alignRowHeights):
                var s = try l.style(section)
                s.horizontalAlignment = try LayoutEntry.option(halign, HorizontalAlignment.self)
                s.verticalAlignment = try LayoutEntry.option(valign, VerticalAlignment.self)
                s.alignRowHeights = try LayoutEntry.flag(alignRowHeights)
                try l.setStyle(section, s)
                return .ok
            case let .setSectionFlow(section, flow, columns, minColumnWidth):
                var s = try l.style(section)
                s.flow = try LayoutEntry.option(flow, SectionFlow.self)
                s.columns = hostInt(columns); s.minimumColumnWidth = minColumnWidth
                try l.setStyle(section, s)
                return .ok
            case let .setSectionOffset(section, offset): try l.setSectionOffset(section, offset); return .ok
            case let .setViewport(width, height): try l.setViewport(width: width, height: height); return .ok
            case let .setTraits(horizontal, vertical):
                let t = LayoutTraits(horizontalRegular: try LayoutEntry.flag(horizontal), verticalRegular: try LayoutEntry.flag(vertical))
                l.setTraits(t)
                return .ok
            case let .setScale(scale): try l.setScale(scale); return .ok
            case let .setRightToLeft(rtl): l.setRightToLeft(try LayoutEntry.flag(rtl)); return .ok
            case let .setZOrder(order): l.setZOrder(try LayoutEntry.option(order, ZOrder.self)); return .ok
            case let .setMargin(margin): try l.setMargin(margin); return .ok
            case let .addBehavior(kind, a, b, c, d):
                return .count(try l.addBehavior(try LayoutEntry.behavior(kind, a, b, c, d)))
            case let .attach(behavior, id, on): try l.attach(hostInt(behavior), to: id, try LayoutEntry.flag(on)); return .ok
            case let .setOffset(x, y): try l.setOffset(x: x, y: y); return .ok
            case .update: try l.update(); return .ok
            case .getOffsetX: return .number(l.offsetX)
            case .getOffsetY: return .number(l.offsetY)
            case .getViewportWidth: return .number(l.viewportWidth)
            case .getViewportHeight: return .number(l.viewportHeight)
            case .getContentWidth: return .number(l.contentWidth)
            case .getContentHeight: return .number(l.contentHeight)
            case .count: return .count(l.windowCount)
            case .frames: return .doubles(l.frames.pointer)
            case .ids: return .words(l.ids.pointer)
            case .changeCount: return .count(l.changeCount)
            case .changes: return .words(l.changeList.pointer)
            case let .stickingPercentage(index):
                if index < 0 || hostInt(index) >= l.windowCount { throw .outOfRange }
                return .number(l.stickingPercentage(at: hostInt(index)))
            case let .query(x, y, width, height):
                try l.query(x: x, y: y, width: width, height: height, into: queryBuffer)
                return .count(queryBuffer.count / 2)
            case .queryCount: return .count(queryBuffer.count / 2)
            case .queryIds: return .words(queryBuffer.pointer)
            case let .snapTarget(section, offset, velocity):
                return .number(try l.snapTarget(offset: offset, velocity: velocity, section: section))
            case let .transitionFrame(id, repetition, style, value):
                let appear = try LayoutEntry.option(style, AppearStyle.self)
                if value < 0 || value > 5 { throw .invalidOption }
                if !l.contains(id) || l.isSection(id) { throw .invalidState }
                let count = try l.repeatCount(id)
                if repetition < 0 || hostInt(repetition) >= count { throw .outOfRange }
                guard let f = l.transitionFrame(of: id, repetition: hostInt(repetition), style: appear) else { throw .invalidState }
                switch value {
                case 0: return .number(f.x)
                case 1: return .number(f.y)
                case 2: return .number(f.width)
                case 3: return .number(f.height)
                case 4: return .number(f.alpha)
                default: return .number(f.scale)
                }
            }
        } catch {
            throw Failure(error)
        }
    }

    /// A width or height of the C API's (kind FIZZ_DIM_*, value): ratio and fixed either way,
    /// fill only as a width (its value 0), auto only as a height (its value the fixed estimate).
    static func dimension(_ kind: Int32, _ value: Double, height: Bool) throws(FizzError) -> BrickDimension {
        switch kind {
        case 0: return .ratio(value)
        case 1: return .fixed(value)
        case 2:
            if height { throw .invalidOption }
            try range(value, 0, 0)
            return .fill
        case 3:
            if !height { throw .invalidOption }
            return .auto(estimate: .fixed(value))
        default: throw .invalidOption
        }
    }

    /// FIZZ_AXIS_WIDTH 0 or _HEIGHT 1: whether the rule is a height.
    static func axis(_ v: Int32) throws(FizzError) -> Bool {
        if v != 0 && v != 1 { throw .invalidOption }
        return v == 1
    }

    /// The three rule calls: the FIZZ_AXIS_* `axis`, the conditions (FIZZ_WHEN_* bits of `when`,
    /// at most one of each pair, and `width`), then a case (`bound` −1; with no condition it
    /// replaces the rule, which is `set_dimension`) or a FIZZ_BOUND_* bound, of (kind, value).
    static func rule(_ l: BrickLayout, _ id: UInt32, _ axis: Int32, _ when: Int32, _ width: Double,
                     _ bound: Int32, _ kind: Int32, _ value: Double) throws(FizzError) {
        let height = try LayoutEntry.axis(axis)
        if when < 0 || when > 127 || when & 3 == 3 || when & 12 == 12 || when & 48 == 48 { throw .invalidOption }
        func pick(_ yes: Int32, _ no: Int32) -> Bool? { when & yes != 0 ? true : (when & no != 0 ? false : nil) }
        let c = DimensionCondition(horizontalRegular: pick(1, 2), verticalRegular: pick(4, 8),
                                   portrait: pick(16, 32), width: width, narrower: when & 64 != 0)
        let d = try LayoutEntry.dimension(kind, value, height: height)
        if bound < 0 { try l.addDimensionCase(id, height: height, when: c, d) }
        else { try l.addDimensionBound(id, height: height, when: c, bound == 0 ? .minimumSize(d) : .maximumSize(d)) }
    }

    /// `lo <= v <= hi`, and finite (the engine's own check, which the exports module cannot name).
    static func range(_ v: Double, _ lo: Double, _ hi: Double) throws(FizzError) {
        if !v.isFinite { throw .nonFinite }
        if v < lo || v > hi { throw .outOfRange }
    }

    /// 0 or 1 as a Bool; anything else is not one of the documented values.
    static func flag(_ v: Int32) throws(FizzError) -> Bool {
        if v != 0 && v != 1 { throw .invalidOption }
        return v == 1
    }

    /// A flag passed as a behavior's double parameter: 0 or 1.
    static func flag(_ v: Double) throws(FizzError) -> Bool {
        try range(v, 0, 1)
        if v != 0 && v != 1 { throw .invalidOption }
        return v == 1
    }

    /// One of an option enum's raw values.
    static func option<T: RawRepresentable>(_ v: Int32, _: T.Type) throws(FizzError) -> T where T.RawValue == UInt32 {
        if v < 0 { throw .invalidOption }
        guard let o = T(rawValue: UInt32(v)) else { throw .invalidOption }
        return o
    }

    /// The behavior of kind `kind` (FIZZ_BEHAVIOR_*) with parameters a, b, c, d as fizz.h lists
    /// them; every parameter a kind does not use must be 0, so no input is silently dropped.
    static func behavior(_ kind: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(FizzError) -> LayoutBehavior {
        // How many of a, b, c, d the kind reads; the rest must be 0.
        let used: Int
        switch kind {
        case 0, 1: used = kind == 0 ? 2 : 3
        case 2, 3, 4, 5, 6, 7, 10: used = 1
        case 8: used = 4
        case 9: used = 0
        default: throw .invalidOption
        }
        if used < 1 { try range(a, 0, 0) }
        if used < 2 { try range(b, 0, 0) }
        if used < 3 { try range(c, 0, 0) }
        if used < 4 { try range(d, 0, 0) }
        switch kind {
        case 0: return .sticky(topInset: a, acrossSections: try flag(b))
        case 1: return .minimumSticky(minimumHeight: b, topInset: a, acrossSections: try flag(c))
        case 2: return .stickyFooter(bottomInset: a)
        case 3: return .quickReturn(topInset: a)
        case 4:
            try range(a, 0, 2)
            guard a == a.rounded(.towardZero), let anchor = SnapAnchor(rawValue: UInt32(a)) else { throw .invalidOption }
            return .snap(anchor)
        case 5: return .cardStack(smallHeight: a)
        case 6: return .spotlight(smallHeight: a)
        case 7: return .coverFlow(minimumScale: a)
        case 8: return .offset(dx: a, dy: b, dWidth: c, dHeight: d)
        case 9: return .maxZIndex
        default: return .setZIndex(a)
        }
    }
}
