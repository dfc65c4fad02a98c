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
            do { try bubbles.reserve(n, in: budget) } catch { c.refuse(error); return }
            if n > 0 { bubbles.extend(through: n - 1) }
        }
        let big = BubbleWorldDef.maxRadius * 100
        var slot = 0
        while slot < n {
            var e = bubbles[slot]
            c.u32(&e.generation); c.bool(&e.selected); c.u64(&e.selectOrder); c.u64(&e.addOrder)
            c.u64(&e.tag); c.u64(&e.userData); c.f64(&e.radiusUnselected, 0, big); c.f64(&e.radiusSelected, 0, big)
            c.f64(&e.sizeFrom, 0, big); c.f64(&e.sizeTo, 0, big); c.f64(&e.sizeT, 0, 1)
            var phase = Int(e.phase.rawValue)
            c.int(&phase, max: 2)
            e.phase = PickerPhase(rawValue: UInt8(phase)) ?? .live
            c.f64(&e.phaseT, 0, 1); c.u32(&e.removeCause)
            bubbles[slot] = e
            slot += 1
        }
        var s = settings
        c.i32(&s.maxSelected); c.option(&s.overflow); c.f64(&s.densityUnselected); c.f64(&s.densitySelected)
        c.f64(&s.selectedScale); c.f64(&s.growDuration); c.f64(&s.appearDuration); c.f64(&s.removeDuration)
        c.option(&s.removalMode); c.f64(&s.popStrength); c.f64(&s.dragHertz)
        c.f64(&s.dragDampingSelected); c.f64(&s.dragDampingUnselected); c.option(&s.panMode)
        c.f64(&s.panSmoothing); c.f64(&s.panPushGain); c.f64(&s.springBackRate); c.i32(&s.maxLive)
        if c.reading { do { try s.validate() } catch { c.check(false) } }
        settings = s
        c.u64(&rng.state); c.u64(&addCounter); c.u64(&selectCounter); c.i32(&lastCorner); c.bool(&nextSideRight)
        c.check(lastCorner >= -1 && lastCorner <= 3)
        c.bool(&inUse); c.bool(&animating); c.f64(&growthSinceCollide)
        var dragging = dragID != nil
        var drag = dragID ?? BubbleID(slot: 0, generation: 0)
        c.bool(&dragging); c.u32(&drag.slot); c.u32(&drag.generation)
        dragID = dragging ? drag : nil
        c.vec(&dragTarget)
        c.bool(&panActive); c.vec(&panStartView); c.vec(&panLastView); c.vec(&panStartAnchor)
        c.bool(&springingBack); c.vec(&anchorHome); c.vec(&contentOffset)
        PickerState.code(&log.pending, &c, budget); PickerState.code(&log.lastStep, &c, budget)
        c.bool(&reportedSettled)
    }

    /// An event list: its count, its dropped count, then kind, bubble (flag, slot,
    /// generation) and detail of each event.
    private static func code(_ list: inout BoundedEventList<PickerEvent>, _ c: inout SnapshotCoder, _ budget: MemoryBudget) {
        var n = list.count
        c.int(&n, max: BoundedEventList<PickerEvent>.capacity)
        c.u32(&list.dropped)
        if c.reading { do { try list.reserve(n, in: budget) } catch { c.refuse(error); return } }
        var k = 0
        while k < n {
            var e = c.reading ? PickerEvent(kind: .selected, id: nil) : list[k]
            var named = e.id != nil
            var id = e.id ?? BubbleID(slot: 0, generation: 0)
            c.option(&e.kind); c.bool(&named); c.u32(&id.slot); c.u32(&id.generation); c.u32(&e.detail)
            e.id = named ? id : nil
            if c.reading { list.append(e, budget: budget) }
            k += 1
        }
    }
}
