//===--- BubblePicker+Queries.swift ---------------------------------===//
// Part of Fizz. Sizes, tags and user data per bubble; queries; presets.
//===---------------------------------------------------------------------===//

/// Which bubbles `query` returns.
public enum PickerQuery: UInt32, Sendable, Equatable {
    /// Every live bubble (not being removed), oldest addition first.
    case all = 0
    /// Selected bubbles, oldest selection first.
    case selected = 1
    /// Unselected live bubbles, oldest addition first.
    case unselected = 2
    /// Live bubbles with a given tag, oldest addition first.
    case tagged = 3
}

extension BubblePicker {
    /// Sets a bubble's unselected and selected radii (pt, each in `minRadius...maxRadius`): the seed's
    /// `sizeForBubble`, changeable at any time. The bubble animates to the one of its state.
    /// - Throws: `.notFound`, `.nonFinite`, `.outOfRange`.
    public func setSizes(_ id: BubbleID, unselected: Double, selected: Double) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try Check.radius(unselected)
        try Check.radius(selected)
        try reserveRecords()
        var e = ensureRecord(id, index: i)
        e.radiusUnselected = unselected
        e.radiusSelected = selected
        animateSize(&e, to: e.selected ? selected : unselected)
        store(e, slot: Int(id.slot))
        applyRecord(e, index: i)
        wake()
    }

    /// The radii (unselected, selected) in pt. - Throws: `.notFound`.
    public func sizes(of id: BubbleID) throws(FizzError) -> (unselected: Double, selected: Double) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        // A bubble without a record has the sizes `ensureRecord` would give it.
        let r = bodies.radius[i]
        return record(slot: Int(id.slot)).map { ($0.radiusUnselected, $0.radiusSelected) }
            ?? (r, defaultSelectedRadius(r))
    }

    /// Sets a bubble's 64-bit tag (the seed's `tag`; 0 by default). - Throws: `.notFound`.
    public func setTag(_ id: BubbleID, _ tag: UInt64) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try reserveRecords()
        var e = ensureRecord(id, index: i)
        e.tag = tag
        store(e, slot: Int(id.slot))
    }

    /// A bubble's tag. - Throws: `.notFound`.
    public func tag(of id: BubbleID) throws(FizzError) -> UInt64 {
        guard bodies.index(of: id) != nil else { throw .notFound }
        return record(slot: Int(id.slot))?.tag ?? 0
    }

    /// Sets a bubble's 64-bit user data (non-zero values are unique keys, see `addPickerBubble`).
    /// - Throws: `.notFound`, `.invalidState` when another live bubble has that key.
    public func setUserData(_ id: BubbleID, _ data: UInt64) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        if data != 0, let other = find(userData: data), other != id { throw .invalidState }
        try reserveRecords()
        var e = ensureRecord(id, index: i)
        e.userData = data
        store(e, slot: Int(id.slot))
    }

    /// A bubble's user data. - Throws: `.notFound`.
    public func userData(of id: BubbleID) throws(FizzError) -> UInt64 {
        guard bodies.index(of: id) != nil else { throw .notFound }
        return record(slot: Int(id.slot))?.userData ?? 0
    }

    /// The bubbles a query selects, in its documented order (see `PickerQuery`).
    public func query(_ q: PickerQuery, tag: UInt64 = 0) -> [BubbleID] {
        switch q {
        case .selected: return selectedInOrder()
        case .all: return liveInAddOrder()
        case .unselected:
            return liveInAddOrder().filter { !(record(slot: Int($0.slot))?.selected ?? false) }
        case .tagged:
            return liveInAddOrder().filter { (record(slot: Int($0.slot))?.tag ?? 0) == tag }
        }
    }

    // MARK: Render data

    /// Per bubble, in body order (the order of `packPositions`), 5 doubles: x and y in view
    /// points (world position minus the content offset), the bubble's size radius (pt: its
    /// unselected or selected radius, animated between them), the appear/remove scale
    /// (0.01...1) and the opacity (0...1). A host draws a circle of `radius × scale`.
    public func packPickerRender(into out: PackedBuffer<Double>) throws(FizzError) {
        let b = bodies
        let n = b.count
        let p = try out.resize(5 * n, in: memory)
        let o = state.contentOffset
        for i in 0..<n {
            var r = b.radius[i], scale = 1.0, opacity = 1.0
            if let e = record(slot: Int(b.slotOf[i])) { r = e.size; scale = e.scale; opacity = e.opacity }
            p[5 * i] = b.px[i] - o.x; p[5 * i + 1] = b.py[i] - o.y
            p[5 * i + 2] = r; p[5 * i + 3] = scale; p[5 * i + 4] = opacity
        }
    }

    /// Flag bits of a bubble in render data: selected.
    public static let flagSelected: UInt32 = 1
    /// Being dragged.
    public static let flagDragged: UInt32 = 2
    /// Appear animation running.
    public static let flagAppearing: UInt32 = 4
    /// Remove animation running (it is no longer in queries or hit tests).
    public static let flagRemoving: UInt32 = 8

    /// Per bubble, in body order, its flag bits (`flagSelected` | `flagDragged` | …).
    public func packPickerFlags(into out: PackedBuffer<UInt32>) throws(FizzError) {
        let b = bodies
        let n = b.count
        let p = try out.resize(n, in: memory)
        for i in 0..<n {
            var f: UInt32 = 0
            let slot = b.slotOf[i]
            if let e = record(slot: Int(slot)) {
                if e.selected { f |= BubblePicker.flagSelected }
                if e.phase == .appearing { f |= BubblePicker.flagAppearing }
                if e.phase == .removing { f |= BubblePicker.flagRemoving }
            }
            if let d = state.dragID, d.slot == slot { f |= BubblePicker.flagDragged }
            p[i] = f
        }
    }

    // MARK: Presets

    /// Applies a ready-made feel: the world parameters and picker settings listed on each
    /// `PickerPreset` case; everything else is left as it is.
    public func applyPreset(_ preset: PickerPreset) throws(FizzError) {
        var d = world.def
        var s = state.settings
        switch preset {
        case .spring:
            d.attraction = .spring; d.strength = BubbleWorldDef.defaultSpringStiffness; d.damping = 4.9
            d.wallsX = true; d.wallsY = true
            s.popStrength = PickerSettings.defaultPopStrength; s.panMode = .anchor; s.springBackRate = 0
        case .magnetic:
            d.attraction = .constant; d.strength = 337; d.damping = 3
            d.wallsX = false; d.wallsY = true
            s.popStrength = 0; s.panMode = .push; s.springBackRate = 0
        case .calm:
            d.attraction = .spring; d.strength = 2; d.damping = 4
            d.wallsX = true; d.wallsY = true
            s.popStrength = PickerSettings.defaultPopStrength / 3; s.panMode = .anchor; s.springBackRate = 2
        case .still:
            d.attraction = .none; d.strength = 0; d.damping = 20
            d.wallsX = true; d.wallsY = true
            s.popStrength = 0; s.panMode = .scroll; s.springBackRate = 0
        }
        try d.validate()
        try s.validate()
        try world.setDef(d)
        try setPickerSettings(s)
    }
}
