//===--- BubblePicker+Selection.swift -------------------------------------===//
// Part of Fizz. Tapping, hit testing and the selection policy.
//===---------------------------------------------------------------------===//

extension BubblePicker {
    /// The top-most bubble whose drawn circle contains the view point `p` (pt; the content
    /// offset is added to make it a world point), or nil. Bubbles being removed are ignored.
    /// Top-most means most recently added (hosts draw in that order; ties by higher slot).
    public func hitTest(_ p: Vec2) -> BubbleID? {
        guard p.isFinite else { return nil }
        let w = worldPoint(p)
        var best: BubbleID? = nil
        var bestOrder: UInt64 = 0, bestSlot: UInt32 = 0
        let b = bodies
        for i in 0..<b.count {
            let slot = b.slotOf[i]
            var r = b.radius[i]
            var order: UInt64 = 0
            if let e = record(slot: Int(slot)) {
                if e.phase == .removing { continue }
                r = drawRadius(e)
                order = e.addOrder
            }
            let dx = b.px[i] - w.x, dy = b.py[i] - w.y
            if dx * dx + dy * dy > r * r { continue }
            if best == nil || order > bestOrder || (order == bestOrder && slot > bestSlot) {
                best = b.id(atIndex: i); bestOrder = order; bestSlot = slot
            }
        }
        return best
    }

    /// A tap at the view point `p`: toggles the top-most bubble there (the seed's tap).
    /// - Returns: the bubble tapped, or nil when the tap hit the background.
    /// - Throws: `.nonFinite`, `.outOfRange` for a point beyond ±`maxExtent`.
    @discardableResult
    public func tap(at p: Vec2) throws(FizzError) -> BubbleID? {
        try Check.range(p.x, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.range(p.y, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        guard let id = hitTest(p) else { return nil }
        _ = try toggle(id)
        return id
    }

    /// True when the bubble is selected. - Throws: `.notFound`.
    public func isSelected(_ id: BubbleID) throws(FizzError) -> Bool {
        guard bodies.index(of: id) != nil else { throw .notFound }
        return record(slot: Int(id.slot))?.selected ?? false
    }

    /// Selects a bubble: it grows to its selected radius (animated, inside the physics), takes
    /// the selected density, and the others get the pop. With `maxSelected` reached, the
    /// overflow policy refuses it or deselects the oldest first.
    /// - Returns: true when the bubble became selected; false when it already was, is being
    ///   removed, or was refused. - Throws: `.notFound`.
    @discardableResult
    public func select(_ id: BubbleID) throws(FizzError) -> Bool {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try reserveRecords()
        let e = ensureRecord(id, index: i)
        if e.selected || e.phase == .removing { return false }
        let s = state.settings
        if s.maxSelected > 0 {
            let selected = selectedInOrder()
            if selected.count >= Int(s.maxSelected) {
                if s.overflow == .refuse {
                    emit(.selectionRefused, id)
                    state.inUse = true
                    return false
                }
                for old in selected.prefix(BubblePicker.overflowing(selected.count, limit: Int(s.maxSelected))) {
                    setSelected(old, false)
                }
            }
        }
        let before = bodies.radius[i]
        setSelected(id, true)
        pop(from: id, grownFrom: before)
        return true
    }

    /// Deselects a bubble: it shrinks back to its unselected radius (animated).
    /// - Returns: true when it was selected. - Throws: `.notFound`.
    @discardableResult
    public func deselect(_ id: BubbleID) throws(FizzError) -> Bool {
        guard let i = bodies.index(of: id) else { throw .notFound }
        try reserveRecords()
        let e = ensureRecord(id, index: i)
        if !e.selected { return false }
        setSelected(id, false)
        return true
    }

    /// Selects an unselected bubble, deselects a selected one.
    /// - Returns: true when the state changed. - Throws: `.notFound`.
    @discardableResult
    public func toggle(_ id: BubbleID) throws(FizzError) -> Bool {
        if try isSelected(id) { return try deselect(id) }
        return try select(id)
    }

    /// Live selected bubbles, oldest selection first.
    func selectedInOrder() -> [BubbleID] {
        var out: [Keyed<BubbleID>] = []
        for slot in 0..<state.bubbles.count {
            guard let e = record(slot: slot), e.selected, e.phase != .removing else { continue }
            out.append(Keyed(key: e.selectOrder, tie: UInt32(slot), value: BubbleID(slot: UInt32(slot), generation: e.generation)))
        }
        sortByKey(&out)
        return out.map { $0.value }
    }

    /// Flips the state of a live bubble that has a record, animates its size, emits the event.
    func setSelected(_ id: BubbleID, _ on: Bool) {
        guard let i = bodies.index(of: id) else { return }
        var e = ensureRecord(id, index: i)
        e.selected = on
        if on {
            state.selectCounter &+= 1
            e.selectOrder = state.selectCounter
        }
        animateSize(&e, to: on ? e.radiusSelected : e.radiusUnselected)
        store(e, slot: Int(id.slot))
        applyRecord(e, index: i)
        emit(on ? .selected : .deselected, id)
        wake()
    }

    /// The selection "pop": the others are pushed away from the selected bubble so that they
    /// make room for it as it grows, and not much more.
    ///
    /// Why this shape: the seed gave every bubble the same impulse, which suits its 80 pt
    /// bubbles but flings light 30 pt ones across the view (1,500 pt/s). Growing from radius r to
    /// R adds π(R² − r²) of area; in a packed cloud the bubbles at distance d must give way by
    /// δ = (R² − r²) / (2d) (the ring at d makes room for that area), at most by what a bubble
    /// touching the grown one needs (d is taken as at least R + its radius). A bubble launched
    /// at c·δ, with c the world's damping, coasts δ: that is the velocity given, times
    /// `popStrength`. So the push is the same in proportion at any bubble size, fades with
    /// distance, moves light and heavy bubbles alike (each gets an impulse ∝ its mass), and
    /// does nothing when the bubble does not grow or the world has no damping to stop it.
    func pop(from id: BubbleID, grownFrom r: Double) {
        let strength = state.settings.popStrength
        guard strength > 0, let c = bodies.index(of: id), let e = record(slot: Int(id.slot)) else { return }
        let grown = e.radiusSelected
        let room = grown * grown - r * r
        let gain = strength * world.def.damping * 0.5 * room
        guard gain > 0 else { return }
        let b = bodies
        let cx = b.px[c], cy = b.py[c]
        for i in 0..<b.count where i != c {
            if let o = record(slot: Int(b.slotOf[i])), o.phase == .removing { continue }
            let dx = b.px[i] - cx, dy = b.py[i] - cy
            let d = (dx * dx + dy * dy).squareRoot()
            if !(d > 0) { continue }
            let touching = grown + b.radius[i]
            let reach = d > touching ? d : touching
            // Speed gain / reach along the unit vector (dx, dy) / d.
            let dv = gain / (reach * d)
            // Within the world's reach (`BubbleWorldDef.maxSpeed`): a bubble grown to 1e6 pt
            // in a world damped at 1e4 /s pops its neighbours at up to 5e11 pt/s, and pops
            // add up until a step.
            let m = BubbleWorldDef.maxSpeed
            b.vx[i] = BubbleWorld.clamp(b.vx[i] + dx * dv, m)
            b.vy[i] = BubbleWorld.clamp(b.vy[i] + dy * dv, m)
        }
    }
}
