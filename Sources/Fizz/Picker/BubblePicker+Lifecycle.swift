//===--- BubblePicker+Lifecycle.swift -------------------------------------===//
// Part of Fizz. Picker bubbles coming and going: spawn, appear, remove, cycle.
//===---------------------------------------------------------------------===//

extension BubblePicker {
    /// Adds a picker bubble at `p` (world points) that grows in from 1 % (appear animation).
    ///
    /// - Parameters:
    ///   - radius: unselected radius in pt, in `minRadius...maxRadius`;
    ///   - selectedRadius: selected radius in pt (nil: `radius × selectedScale`, at most
    ///     `maxRadius`: `defaultSelectedRadius`, so every radius of the range is accepted);
    ///   - userData: the host's 64-bit key for the bubble. Non-zero keys are unique: adding a
    ///     second live bubble with the same key is the seed's "duplicate bubble" error
    ///     (`.invalidState`). `find(userData:)` maps a key back to its bubble.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.limitReached`, `.invalidState`; nothing changes.
    ///
    /// With `maxLive` set and reached, the oldest live bubble is evicted (an `evicted` event,
    /// then its remove animation and `removed`).
    @discardableResult
    public func addPickerBubble(at p: Vec2, radius: Double, selectedRadius: Double? = nil,
                                userData: UInt64 = 0) throws(FizzError) -> BubbleID {
        try Check.range(p.x, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.range(p.y, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.radius(radius)
        let s = state.settings
        // A radius above maxRadius / selectedScale made its default selected radius (1e6 ×
        // 1.33) one no setter takes, so a radius inside the documented range was refused.
        let rs: Double
        if let selectedRadius { try Check.radius(selectedRadius); rs = selectedRadius } else { rs = defaultSelectedRadius(radius) }
        if bodies.count >= Int(world.def.maxBubbles) { throw .limitReached }
        if userData != 0 && find(userData: userData) != nil { throw .invalidState }
        // Room first: the eviction below changes the world.
        try bodies.reserveOneMore()
        try reserveRecords()

        if s.maxLive > 0 {
            let live = liveInAddOrder()
            for old in live.prefix(BubblePicker.overflowing(live.count, limit: Int(s.maxLive))) {
                emit(.evicted, old)
                startRemoval(old, cause: PickerEvent.causeEvicted)
            }
        }
        let appear = s.appearDuration > 0
        let id = bodies.append(position: p, radius: appear ? radius * 0.01 : radius, density: s.densityUnselected)
        structureChanged()
        let slot = Int(id.slot)
        state.bubbles.extend(through: slot)
        var e = PickerBubble()
        e.generation = id.generation
        state.addCounter &+= 1
        e.addOrder = state.addCounter
        e.userData = userData
        e.radiusUnselected = radius
        e.radiusSelected = rs
        e.sizeFrom = radius; e.sizeTo = radius; e.sizeT = 1
        e.phase = appear ? .appearing : .live
        store(e, slot: slot)
        if !appear { emit(.appeared, id) }
        return id
    }

    /// Adds a picker bubble where `policy` says (see `SpawnPolicy`); random choices come from
    /// the world's seeded SplitMix64 (`setSpawnSeed`), so they replay exactly.
    @discardableResult
    public func spawnBubble(_ policy: SpawnPolicy, radius: Double, userData: UInt64 = 0) throws(FizzError) -> BubbleID {
        try Check.radius(radius)
        // Validate the rest before drawing numbers, so a refused call leaves the generator alone.
        if bodies.count >= Int(world.def.maxBubbles) { throw .limitReached }
        if userData != 0 && find(userData: userData) != nil { throw .invalidState }
        let p = state
        let w = size.x, h = size.y, r = radius
        let saved = (p.rng, p.lastCorner, p.nextSideRight)
        var at: Vec2
        switch policy {
        case .center:
            at = anchorPoint
        case .corners:
            let c: Int32 = p.lastCorner < 0 ? Int32(p.rng.next() % 4) : (p.lastCorner + 1 + Int32(p.rng.next() % 3)) % 4
            p.lastCorner = c
            at = Vec2(c == 0 || c == 3 ? r : w - r, c < 2 ? r : h - r)
        case .sides:
            let y = h > 2 * r ? p.rng.next(in: r, h - r) : h / 2
            at = Vec2(p.nextSideRight ? w + r : -r, y)
            p.nextSideRight.toggle()
        case .random:
            let x = w > 2 * r ? p.rng.next(in: r, w - r) : w / 2
            let y = h > 2 * r ? p.rng.next(in: r, h - r) : h / 2
            at = Vec2(x, y)
        }
        // The policy's point may lie past the reach (a side of a 1e7 pt world is 1e7 + r, an
        // anchor ±1000 world sizes out): the bubble starts at the reach's edge, as a step
        // would pull it there, instead of the spawn being refused for numbers it accepts.
        at = Vec2(world.clampExtent(at.x), world.clampExtent(at.y))
        do {
            return try addPickerBubble(at: at, radius: radius, userData: userData)
        } catch {
            (p.rng, p.lastCorner, p.nextSideRight) = saved
            throw error
        }
    }

    /// Starts removing a bubble, animated (shrink over `removeDuration`); a `removed` event
    /// fires when it is gone. Handles stay valid until then.
    /// - Returns: true when the removal started, false when it was already under way.
    /// - Throws: `.notFound`, `.overBudget`, `.allocationFailed`.
    @discardableResult
    public func removeAnimated(_ id: BubbleID) throws(FizzError) -> Bool {
        guard bodies.index(of: id) != nil else { throw .notFound }
        try reserveRecords()
        if let e = record(slot: Int(id.slot)), e.phase == .removing { return false }
        startRemoval(id, cause: PickerEvent.causeCall)
        return true
    }

    /// Starts removing every live bubble whose tag is `tag` (as `query(.tagged, tag:)` finds
    /// them: a bubble never tagged has tag 0). - Returns: how many.
    /// - Throws: `.overBudget`, `.allocationFailed` (nothing started).
    @discardableResult
    public func removeAnimated(tag: UInt64) throws(FizzError) -> Int {
        try reserveRecords()
        return startRemovals(query(.tagged, tag: tag))
    }

    /// Starts removing every live unselected bubble. - Returns: how many.
    /// - Throws: `.overBudget`, `.allocationFailed` (nothing started).
    @discardableResult
    public func removeUnselected() throws(FizzError) -> Int {
        try reserveRecords()
        return startRemovals(query(.unselected))
    }

    private func startRemovals(_ ids: [BubbleID]) -> Int {
        for id in ids { startRemoval(id, cause: PickerEvent.causeCall) }
        return ids.count
    }

    /// The live bubble whose user data is `userData` (non-zero), or nil.
    public func find(userData: UInt64) -> BubbleID? {
        if userData == 0 { return nil }
        for slot in 0..<state.bubbles.count {
            guard let e = record(slot: slot), e.phase != .removing, e.userData == userData else { continue }
            return BubbleID(slot: UInt32(slot), generation: e.generation)
        }
        return nil
    }

    /// How many of `count` bubbles, oldest first, must go for one more to fit under `limit`
    /// (> 0): `count - limit + 1`, or none below it. The caller lets go of that prefix of its
    /// list. Why not `removeFirst` until it fits: each call moved the rest of the list, so a
    /// limit lowered under many bubbles made one call quadratic in them (131,070 live, `maxLive`
    /// 1, one addition: 0.9 s of CPU natively).
    static func overflowing(_ count: Int, limit: Int) -> Int { count >= limit ? count - limit + 1 : 0 }

    /// Live bubbles (not being removed), oldest addition first (bubbles added outside the
    /// picker count as oldest, by slot).
    func liveInAddOrder() -> [BubbleID] {
        var out: [Keyed<BubbleID>] = []
        let b = bodies
        for i in 0..<b.count {
            let slot = b.slotOf[i]
            var order: UInt64 = 0
            if let e = record(slot: Int(slot)) {
                if e.phase == .removing { continue }
                order = e.addOrder
            }
            out.append(Keyed(key: order, tie: slot, value: b.id(atIndex: i)))
        }
        sortByKey(&out)
        return out.map { $0.value }
    }

    func startRemoval(_ id: BubbleID, cause: UInt32) {
        guard let i = bodies.index(of: id) else { return }
        var e = ensureRecord(id, index: i)
        if e.phase == .removing { return }
        // A bubble still appearing shrinks from the scale it reached: the ease curve is
        // symmetric (1 − ease(t) = ease(1 − t)), so removing from 1 − t continues smoothly.
        e.phaseT = e.phase == .appearing ? 1 - e.phaseT : 0
        e.phase = .removing
        e.removeCause = cause
        if e.selected { e.selected = false; emit(.deselected, id) }
        store(e, slot: Int(id.slot))
        state.animating = true
        applyRecord(e, index: i)
        if state.dragID == id { state.dragID = nil; emit(.dragEnded, id) }
        wake()
    }
}
