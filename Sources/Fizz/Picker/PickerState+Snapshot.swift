//===--- PickerState+Snapshot.swift --------------------------------------===//
// Part of Fizz. The picker's records, settings, gestures and events in a snapshot.
//===---------------------------------------------------------------------===//

extension PickerState {
    /// Everything the picker keeps between calls, in declaration order: records per slot,
    /// settings (checked as `setPickerSettings` checks them), spawn generator and counters,
    /// flags, drag, pan, scroll, both event lists (between calls no step is under way).
    func code(_ c: inout SnapshotCoder) {
        var n = bubbles.count
        c.int(&n, max: BodyStore.slotLimit)
        if c.reading {
            do { try bubbles.storage.reserve(exactly: n, keeping: 0, in: budget) } catch { c.refuse(error); return }
            if n > 0 { bubbles.extend(through: n - 1) }
        }
        var slot = 0
        while slot < n { bubbles.storage.base[slot].code(&c); slot += 1 }
        settings.code(&c)
        c.u64(&rng.state); c.u64(&addCounter); c.u64(&selectCounter); c.i32(&lastCorner); c.bool(&nextSideRight)
        c.check(lastCorner >= -1 && lastCorner <= 3)
        // What the calls can make of each point (see `PickerState.reach`): the growth is
        // reset once past half the speculative distance; views are touch points; anchors are
        // the world's; the offset and the drag target are world points a resize rescales.
        let e = BubbleWorldDef.maxExtent, anchor = BubbleWorldDef.maxAnchor
        c.bool(&inUse); c.bool(&animating); c.f64(&growthSinceCollide, 0, 0.5 * BubbleWorldDef.maxSpeculativeDistance)
        BubbleID.code(&dragID, &c)
        PickerState.code(&dragTarget, &c, PickerState.reach(2 * e))
        c.bool(&panActive); PickerState.code(&panStartView, &c, e); PickerState.code(&panLastView, &c, e)
        PickerState.code(&panStartAnchor, &c, anchor)
        c.bool(&springingBack); PickerState.code(&anchorHome, &c, anchor); PickerState.code(&contentOffset, &c, PickerState.reach(e))
        PickerState.code(&log.pending, &c, budget); PickerState.code(&log.lastStep, &c, budget)
        c.bool(&reportedSettled)
    }

    /// A point whose coordinates are within ±`m`.
    private static func code(_ v: inout Vec2, _ c: inout SnapshotCoder, _ m: Double) {
        c.f64(&v.x, -m, m); c.f64(&v.y, -m, m)
    }

    /// The largest magnitude (pt) of a stored world point that the calls make within
    /// ±(`m` + `maxRadius`) at the world size of the moment: resizes then scale it by the
    /// sizes' ratio, at most `maxExtent / minSide` over any sequence of them. The content
    /// offset is clamped to the bubbles' drawn circles (centres ±`maxExtent`, radii up to
    /// `maxRadius`) and the world: m = `maxExtent`. A drag target is a touch point
    /// (±`maxExtent`) plus that offset: m = 2·`maxExtent`.
    static func reach(_ m: Double) -> Double {
        (m + BubbleWorldDef.maxRadius) * (BubbleWorldDef.maxExtent / BubbleWorldDef.minSide)
    }

    /// An event list: its count, its dropped count, then each event in place.
    private static func code(_ list: inout BoundedEventList<PickerEvent>, _ c: inout SnapshotCoder, _ budget: MemoryBudget) {
        var n = list.count
        c.int(&n, max: BoundedEventList<PickerEvent>.capacity)
        c.u32(&list.dropped)
        if c.reading {
            if !c.room(n) { return }
            do { try list.reserve(n, in: budget) } catch { c.refuse(error); return }
            var k = 0
            while k < n { list.append(PickerEvent(kind: .selected, id: nil), budget: budget); k += 1 }
        }
        var k = 0
        while k < n { list.storage.base[k].code(&c); k += 1 }
    }
}

extension PickerEvent {
    /// Kind, bubble (flag, slot, generation) and detail.
    mutating func code(_ c: inout SnapshotCoder) {
        c.option(&kind); BubbleID.code(&id, &c); c.u32(&detail)
    }
}

extension BubbleID {
    /// An optional id: a flag, then slot and generation (zeros for none).
    static func code(_ v: inout BubbleID?, _ c: inout SnapshotCoder) {
        var named = v != nil
        var id = v ?? BubbleID(slot: 0, generation: 0)
        c.bool(&named); c.u32(&id.slot); c.u32(&id.generation)
        v = named ? id : nil
    }
}

extension PickerBubble {
    /// A record, field by field, in place (no copy of the record in and out).
    mutating func code(_ c: inout SnapshotCoder) {
        // Every radius a record can hold: one a setter takes (minRadius...maxRadius), or one
        // scaled by selectedScale (down to 0.01 of it, capped at maxRadius), or between two
        // such (the size animation). Below that (a sizeTo of 1e-200, issue 25) the bubble's
        // mass underflows and a step gives NaN positions.
        let lo = BubbleWorldDef.minRadius * PickerSettings.minSelectedScale, hi = BubbleWorldDef.maxRadius
        c.u32(&generation); c.bool(&selected); c.u64(&selectOrder); c.u64(&addOrder)
        c.u64(&tag); c.u64(&userData); c.f64(&radiusUnselected, lo, hi); c.f64(&radiusSelected, lo, hi)
        c.f64(&sizeFrom, lo, hi); c.f64(&sizeTo, lo, hi); c.f64(&sizeT, 0, 1)
        var p = Int(phase.rawValue)
        c.int(&p, max: 2)
        phase = PickerPhase(rawValue: UInt8(p)) ?? .live
        c.f64(&phaseT, 0, 1); c.u32(&removeCause)
    }
}

extension PickerSettings {
    /// The settings in place, checked as `setPickerSettings` checks them.
    mutating func code(_ c: inout SnapshotCoder) {
        c.i32(&maxSelected); c.option(&overflow); c.f64(&densityUnselected); c.f64(&densitySelected)
        c.f64(&selectedScale); c.f64(&growDuration); c.f64(&appearDuration); c.f64(&removeDuration)
        c.option(&removalMode); c.f64(&popStrength); c.f64(&dragHertz)
        c.f64(&dragDampingSelected); c.f64(&dragDampingUnselected); c.option(&panMode)
        c.f64(&panSmoothing); c.f64(&panPushGain); c.f64(&springBackRate); c.i32(&maxLive)
        if c.reading { do { try validate() } catch { c.check(false) } }
    }
}
