//===--- BubblePicker+Step.swift ----------------------------------------===//
// Part of Fizz. The picker inside the step: animations, drag spring, events, hash.
//===---------------------------------------------------------------------===//

extension BubblePicker {
    /// The picker's parameters (selection policy, timings, densities, pop, pan, cycling).
    public var pickerSettings: PickerSettings { state.settings }

    /// Replaces the picker's parameters (validated as a whole first). Bubbles take the new
    /// densities at once; radius changes already under way keep their timing.
    public func setPickerSettings(_ s: PickerSettings) throws(FizzError) {
        try s.validate()
        state.settings = s
        state.inUse = true
        let b = bodies
        for i in 0..<b.count {
            if let e = record(slot: Int(b.slotOf[i])) { applyRecord(e, index: i) }
        }
        wake()
    }

    /// Applies `change` to a copy of the picker settings, validates, commits.
    public func updatePicker(_ change: (inout PickerSettings) -> Void) throws(FizzError) {
        var s = state.settings
        change(&s)
        try setPickerSettings(s)
    }

    /// Reseeds the generator behind `.corners`, `.sides` and `.random` spawns.
    public func setSpawnSeed(_ seed: UInt64) {
        state.rng = SplitMix64(seed: seed)
        state.lastCorner = -1
        state.nextSideRight = false
        state.inUse = true
    }

    /// Events of the last `step`, in this order:
    /// 1. `woke`, if the world had settled and has since been set moving;
    /// 2. events of calls made since the previous step, in call order (within one call a
    ///    `deselected` always precedes the `selected` that caused it, and `evicted` precedes the
    ///    addition that caused it);
    /// 3. for each substep in order: `appeared`, then `removed` (each by ascending slot);
    /// 4. `settled`, if the world came to rest during this step.
    /// The list is cleared at the start of every step (Box2D's rule): read it after `step`.
    /// It holds at most `maxEvents`; see `droppedEvents`.
    public var events: [PickerEvent] {
        var out: [PickerEvent] = []
        for i in 0..<state.log.lastStep.count { out.append(state.log.lastStep[i]) }
        return out
    }

    /// The number of events of the last step (`events.count`, without building the array).
    public var eventCount: Int { state.log.lastStep.count }

    /// Event `i` of the last step, `i` in `0..<eventCount`.
    public func event(at i: Int) -> PickerEvent { state.log.lastStep[i] }

    /// The most events one step's list holds (65,536), and the most that calls made between two
    /// steps keep for the next one.
    public static let maxEvents = BoundedEventList<PickerEvent>.capacity

    /// Events the last step's list could not hold: those of calls made before it beyond
    /// `maxEvents` (a million toggles without a step) and those of the step itself beyond
    /// `maxEvents`, or any the memory budget had no room for.
    public var droppedEvents: Int { Int(state.log.lastStep.dropped) }

    // MARK: Records

    /// The picker record of a live bubble in `slot`, or nil when the slot's bubble has none yet.
    func record(slot: Int) -> PickerBubble? {
        let p = state
        if slot >= p.bubbles.count || slot >= bodies.slotCount { return nil }
        let e = p.bubbles[slot]
        if e.generation == 0 || e.generation != bodies.slots.generation[slot] || bodies.indexOfSlot[slot] < 0 { return nil }
        return e
    }

    /// The record of live bubble `id`, created with defaults when it has none (a bubble added
    /// with plain `addBubble`: unselected, its radius as unselected size).
    func ensureRecord(_ id: BubbleID, index i: Int) -> PickerBubble {
        if let e = record(slot: Int(id.slot)) { return e }
        let p = state
        let slot = Int(id.slot)
        p.bubbles.extend(through: slot)
        var e = PickerBubble()
        e.generation = id.generation
        let r = bodies.radius[i]
        e.radiusUnselected = r
        e.radiusSelected = defaultSelectedRadius(r)
        e.sizeFrom = r; e.sizeTo = r; e.sizeT = 1
        p.bubbles[slot] = e
        return e
    }

    /// The selected radius of a bubble that has no record (added with plain `addBubble`):
    /// `r × selectedScale`, at most `maxRadius` like every radius a setter accepts (a bubble of
    /// 1e6 pt selected at 1.33× grew to 1.33e6, which no setter takes and no snapshot
    /// restored: issue 20).
    func defaultSelectedRadius(_ r: Double) -> Double {
        let s = r * state.settings.selectedScale
        return s < BubbleWorldDef.maxRadius ? s : BubbleWorldDef.maxRadius
    }

    func store(_ e: PickerBubble, slot: Int) {
        state.bubbles[slot] = e
        if e.isAnimating { state.animating = true }
        state.inUse = true
    }

    /// The radius the solver uses: the drawn radius, except that a bubble removed `.atOnce`
    /// is already down to 1 %.
    func physicsRadius(_ e: PickerBubble) -> Double {
        if e.phase == .removing && state.settings.removalMode == .atOnce { return e.size * 0.01 }
        // The size is between two radii of at most `maxRadius`, but its interpolation can
        // round an ulp past the larger: the world holds (and a snapshot restores) radii up
        // to `maxRadius`.
        let r = e.size * e.scale
        return r < BubbleWorldDef.maxRadius ? r : BubbleWorldDef.maxRadius
    }

    /// The radius a host draws.
    func drawRadius(_ e: PickerBubble) -> Double { e.size * e.scale }

    /// The density of a bubble in a record's selection state.
    func density(_ e: PickerBubble) -> Double {
        e.selected ? state.settings.densitySelected : state.settings.densityUnselected
    }

    /// Writes a record's radius and state density into its body.
    func applyRecord(_ e: PickerBubble, index i: Int) {
        setBody(i, radius: physicsRadius(e), density: density(e))
    }

    /// The same, for an animation step: returns how much the radius grew (pt, 0 if it shrank).
    func animateRecord(_ e: PickerBubble, index i: Int) -> Double {
        let old = bodies.radius[i]
        let r = physicsRadius(e)
        writeBody(i, radius: r, density: density(e))
        return r > old ? r - old : 0
    }

    /// Starts animating a record's size toward `target` (pt) from where it is now.
    func animateSize(_ e: inout PickerBubble, to target: Double) {
        let now = e.size
        e.sizeFrom = now
        e.sizeTo = target
        e.sizeT = state.settings.growDuration > 0 ? 0 : 1
    }

    func emit(_ kind: PickerEventKind, _ id: BubbleID?, _ detail: UInt32 = 0) {
        let ev = PickerEvent(kind: kind, id: id, detail: detail)
        let p = state
        p.log.emit(ev, budget: memory)
        p.inUse = true
    }

    /// Room for a record in every slot, plus one for a bubble about to be added: picker calls
    /// reserve it before they change anything, so making a record never allocates.
    func reserveRecords() throws(FizzError) {
        try state.bubbles.reserve(bodies.slotCount + 1, in: memory)
    }

    /// View point (what the host's finger touched) to world point.
    func worldPoint(_ view: Vec2) -> Vec2 { view + state.contentOffset }

}

/// The picker's work inside the world's step.
extension BubblePicker: BubbleWorldDriver {
    /// Room for the longest event list the coming step can make: `woke`, the pending events,
    /// an `appeared` and a `removed` per record, a `dragEnded` and `settled`.
    func reserveStep() throws(FizzError) {
        let p = state
        try p.log.lastStep.reserve(p.log.pending.count + 2 * p.bubbles.count + 3, in: memory)
    }

    /// Called by `step` before anything else: opens the step's event list.
    func beginStep() {
        let p = state
        let woke = p.reportedSettled && !isSettled
        if woke { p.reportedSettled = false }
        p.log.beginStep(first: woke ? PickerEvent(kind: .woke, id: nil) : nil, budget: memory)
    }

    /// Called when `step` returns: reports a new rest.
    func endStep() {
        let p = state
        let settled = isSettled && !p.reportedSettled
        if settled { p.reportedSettled = true }
        p.log.endStep(last: settled ? PickerEvent(kind: .settled, id: nil) : nil, budget: memory)
    }

    /// Whatever `substep` does while busy reads or writes the bodies.
    func touchesBodies() -> Bool { state.busy }

    /// Not busy, `substep` returns false at once, and only the host makes the picker busy again.
    func idle() -> Bool { !state.busy }

    /// Called at the start of every substep: advances animations by `h` seconds, removes the
    /// bubbles whose remove animation ended, pulls a dragged bubble toward the finger, springs
    /// the anchor back. Costs one test when the picker is idle.
    /// - Returns: awake while animations or a held finger keep the world awake; the work is
    ///   the animation pass's (`advanceAnimations`): the drag spring and the anchor's
    ///   spring-back touch one body or none, so count nothing.
    func substep(_ h: Double) -> (awake: Bool, work: Int64) {
        let p = state
        if !p.busy { return (false, 0) }
        let work = p.animating ? advanceAnimations(h) : 0
        if let id = p.dragID { pullDragged(id, h) }
        if p.springingBack { springAnchorBack(h) }
        return (p.busy, work)
    }

    /// Work units one record visited by the animation pass counts: it reads the record and
    /// its slot, eases the size and scale, writes the record back and the body's radius,
    /// density and inverse mass, about as much as `recordVisitWork` bubble visits of a solver
    /// pass.
    static let recordVisitWork: Int64 = 4

    /// Advances every animating record by `h` seconds; returns its work units: every slot's
    /// record visited (`recordVisitWork` each), and, when removals ended, the slots walked again
    /// and the store compacted (a visit per slot and per body).
    private func advanceAnimations(_ h: Double) -> Int64 {
        let p = state
        let s = p.settings
        var still = false
        var grew = 0.0
        // Bubbles whose remove animation ended: taken out after the loop (removal reorders the
        // bodies the loop reads), in slot order. Counted, not listed: no allocation in a step.
        var gone = 0
        var slot = 0
        while slot < p.bubbles.count {
            defer { slot += 1 }
            guard var e = record(slot: slot), e.isAnimating else { continue }
            let i = Int(bodies.indexOfSlot[slot])
            let id = BubbleID(slot: UInt32(slot), generation: e.generation)
            if e.sizeT < 1 {
                e.sizeT = s.growDuration > 0 ? e.sizeT + h / s.growDuration : 1
                if e.sizeT >= 1 { e.sizeT = 1; e.sizeFrom = e.sizeTo }
            }
            switch e.phase {
            case .live: break
            case .appearing:
                e.phaseT = s.appearDuration > 0 ? e.phaseT + h / s.appearDuration : 1
                // Emitted at once: `appeared` events come first in a substep, by ascending slot.
                if e.phaseT >= 1 { e.phaseT = 0; e.phase = .live; emit(.appeared, id) }
            case .removing:
                e.phaseT = s.removeDuration > 0 ? e.phaseT + h / s.removeDuration : 1
                if e.phaseT >= 1 { e.phaseT = 1; gone += 1 }
            }
            p.bubbles[slot] = e
            let g = animateRecord(e, index: i)
            if g > grew { grew = g }
            if e.isAnimating && !(e.phase == .removing && e.phaseT >= 1) { still = true }
        }
        p.animating = still
        // Radii change a little every substep. The solver reads them live, but contacts are
        // only found every `collideInterval` substeps, `speculativeDistance` ahead: rebuild
        // early once the growth since the last rebuild has used half of that margin.
        let w = world
        if w.contactsDirty || w.substepCount % w.collideInterval == 0 {
            p.growthSinceCollide = 0
        } else {
            p.growthSinceCollide += grew
            if p.growthSinceCollide > 0.5 * world.def.speculativeDistance {
                w.contactsDirty = true
                p.growthSinceCollide = 0
            }
        }
        // Only bubbles whose remove animation ended have a removing record at its end. Each
        // is marked, and the store moved once after the last (`BodyStore.markRemoved`).
        var work = BubblePicker.recordVisitWork &* Int64(p.bubbles.count)
        if gone > 0 { work &+= Int64(p.bubbles.count) &+ Int64(bodies.count) }
        slot = 0
        var marked = false
        while gone > 0 && slot < p.bubbles.count {
            defer { slot += 1 }
            guard let e = record(slot: slot), e.phase == .removing, e.phaseT >= 1 else { continue }
            let id = BubbleID(slot: UInt32(slot), generation: e.generation)
            if let i = bodies.index(of: id) { markRemoved(id, at: i); marked = true }
            emit(.removed, id, e.removeCause)
            gone -= 1
        }
        if marked { world.compactRemoved() }
        return work
    }

    /// The drag spring: implicit in position and velocity (stable at any substep rate), with
    /// the attraction field cancelled so the bubble leaves it while held.
    private func pullDragged(_ id: BubbleID, _ h: Double) {
        let p = state
        guard let i = bodies.index(of: id) else { p.dragID = nil; return }
        let s = p.settings
        let selected = record(slot: Int(id.slot))?.selected ?? false
        let omega = 2 * Double.pi * s.dragHertz
        let k = omega * omega
        let c = 2 * (selected ? s.dragDampingSelected : s.dragDampingUnselected) * omega
        let field = AttractionField(kind: world.def.attraction, strength: world.def.strength, anchor: anchorPoint)
        let x = bodies.px[i], y = bodies.py[i]
        let a = field.acceleration(x: x, y: y, radius: bodies.radius[i])
        // The world's damping is undone too, so the spring alone sets the feel.
        let undamp = 1 + h * world.def.damping
        let vx = Spring.implicitVelocity(velocity: bodies.vx[i], position: x, target: p.dragTarget.x,
                                         stiffness: k, damping: c, step: h)
        let vy = Spring.implicitVelocity(velocity: bodies.vy[i], position: y, target: p.dragTarget.y,
                                         stiffness: k, damping: c, step: h)
        bodies.vx[i] = vx * undamp - h * a.x
        bodies.vy[i] = vy * undamp - h * a.y
    }

    private func springAnchorBack(_ h: Double) {
        let p = state
        let rate = p.settings.springBackRate
        let f = ExponentialApproach.fraction(rate: rate, step: h)
        var a = world.def.anchor
        a = a + (p.anchorHome - a) * f
        if (p.anchorHome - a).lengthSquared < 1e-12 { a = p.anchorHome; p.springingBack = false }
        world.def.anchor = a
    }

    // MARK: Hash

    /// Feeds the picker's state into the frame hash: every record of a live bubble (slot order),
    /// the settings, counters, generator, gesture state, content offset, and the events (the
    /// last step's and those pending for the next). Adds nothing while the picker is unused.
    func hashState(into h: inout StateHasher, includingEvents: Bool) {
        let p = state
        if !p.inUse { return }
        for slot in 0..<p.bubbles.count {
            guard let e = record(slot: slot) else { continue }
            h.add(UInt32(slot)); h.add(UInt32(e.selected ? 1 : 0)); h.add(UInt32(e.phase.rawValue))
            h.add(e.selectOrder); h.add(e.addOrder); h.add(e.tag); h.add(e.userData)
            h.add(e.radiusUnselected); h.add(e.radiusSelected)
            h.add(e.sizeFrom); h.add(e.sizeTo); h.add(e.sizeT); h.add(e.phaseT); h.add(e.removeCause)
        }
        let s = p.settings
        h.add(UInt32(bitPattern: s.maxSelected)); h.add(s.overflow.rawValue)
        h.add(s.densityUnselected); h.add(s.densitySelected); h.add(s.selectedScale)
        h.add(s.growDuration); h.add(s.appearDuration); h.add(s.removeDuration); h.add(s.removalMode.rawValue)
        h.add(s.popStrength); h.add(s.dragHertz); h.add(s.dragDampingSelected); h.add(s.dragDampingUnselected)
        h.add(s.panMode.rawValue); h.add(s.panSmoothing); h.add(s.panPushGain); h.add(s.springBackRate)
        h.add(UInt32(bitPattern: s.maxLive))
        h.add(p.rng.state); h.add(p.addCounter); h.add(p.selectCounter); h.add(p.growthSinceCollide)
        h.add(UInt32(bitPattern: p.lastCorner)); h.add(UInt32(p.nextSideRight ? 1 : 0))
        h.add(p.dragID.map { UInt64($0.slot) << 32 | UInt64($0.generation) } ?? 0)
        h.add(p.dragTarget.x); h.add(p.dragTarget.y)
        h.add(UInt32(p.panActive ? 1 : 0)); h.add(UInt32(p.springingBack ? 1 : 0))
        h.add(p.panStartView.x); h.add(p.panStartView.y); h.add(p.panLastView.x); h.add(p.panLastView.y)
        h.add(p.panStartAnchor.x); h.add(p.panStartAnchor.y); h.add(p.anchorHome.x); h.add(p.anchorHome.y)
        h.add(world.def.anchor.x); h.add(world.def.anchor.y)
        h.add(p.contentOffset.x); h.add(p.contentOffset.y)
        // The last step's events too, so a parity replay proves them without reading them
        // (and how many were dropped, when some were).
        if includingEvents {
            hashEvents(p.log.lastStep, into: &h)
            hashEvents(p.log.pending, into: &h)
        }
    }

    /// One event list in the hash: its count, each event, and the dropped count when some were.
    private func hashEvents(_ list: borrowing BoundedEventList<PickerEvent>, into h: inout StateHasher) {
        h.add(UInt64(list.count))
        for k in 0..<list.count {
            let ev = list[k]
            h.add(ev.kind.rawValue); h.add(ev.id.map { UInt64($0.slot) << 32 | UInt64($0.generation) } ?? 0); h.add(ev.detail)
        }
        if list.dropped > 0 { h.add(list.dropped) }
    }
}

extension PickerState {
    /// Scales every stored world point (the world was resized by `sx × sy`).
    func rescale(_ sx: Double, _ sy: Double) {
        dragTarget = Vec2(dragTarget.x * sx, dragTarget.y * sy)
        contentOffset = Vec2(contentOffset.x * sx, contentOffset.y * sy)
    }
}
