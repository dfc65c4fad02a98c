//===--- Exports+World.swift ---------------------------------------------===//
// Part of Fizz. The C API of a world: the body of each of its calls.
//===---------------------------------------------------------------------===//

import Fizz

extension WorldEntry {
    /// The body of every world call but those generated whole: one case per call, in fizz.h's
    /// sections and order. The world's handle is checked before this runs; a call on a bubble
    /// resolves the bubble's handle next (`onBubble`), and an option outside its enum is refused
    /// (`option`) before the engine sees the call's numbers, so a bad call reports the same
    /// error whatever else is wrong with it.
    func run(_ call: WorldCall) throws(Failure) -> Answer {
        let p = picker, w = world
        switch call {
        // Worlds
        case let .step(dt):
            try engine { () throws(FizzError) in try p.step(dt) }
            releaseDisplaced()
            return .ok
        case .count: return .count(w.count)
        case .budgetHit: return .flag(w.lastStepBudgetHit)
        case .isSettled: return .flag(w.isSettled)
        case .positions:
            try engine { () throws(FizzError) in try w.packPositions(into: positions) }; return .doubles(positions.pointer)
        case .velocities:
            try engine { () throws(FizzError) in try w.packVelocities(into: velocities) }; return .doubles(velocities.pointer)
        case .ids: return .words(try packIDs())
        case .getWidth: return .number(w.size.x)
        case .getHeight: return .number(w.size.y)

        // World parameters
        case let .setAttraction(kind):
            let k: AttractionKind = try option(kind, "the attraction kind must be 0 (spring), 1 (constant) or 2 (none)")
            return try setParameters { $0.attraction = k }
        case .getAttraction: return .count(w.def.attraction.rawValue)
        case let .setStrength(strength): return try setParameters { $0.strength = strength }
        case .getStrength: return .number(w.def.strength)
        case let .setAnchor(fx, fy): return try setParameters { $0.anchor = Vec2(fx, fy) }
        case .getAnchorX: return .number(w.def.anchor.x)
        case .getAnchorY: return .number(w.def.anchor.y)
        case let .setDamping(damping): return try setParameters { $0.damping = damping }
        case .getDamping: return .number(w.def.damping)
        case let .setWalls(x, y):
            if (x != 0 && x != 1) || (y != 0 && y != 1) {
                throw Failure(Status.invalidOption, "walls are switched with 0 (off) or 1 (on)")
            }
            return try setParameters { $0.wallsX = x == 1; $0.wallsY = y == 1 }
        case .getWalls: return .count((w.def.wallsX ? 1 : 0) | (w.def.wallsY ? 2 : 0))
        case let .setSubstep(hertz): return try setParameters { $0.substepRate = hertz }
        case .getSubstep: return .number(w.def.substepRate)
        case let .setIterations(iterations): return try setParameters { $0.iterations = iterations }
        case .getIterations: return .count(w.def.iterations)
        case let .setThreads(threads): try engine { () throws(FizzError) in try w.setThreads(threads) }; return .ok
        case .getThreads: return .count(w.threads)
        case let .setDensity(density): return try setParameters { $0.density = density }
        case .getDensity: return .number(w.def.density)
        case let .setMaxBubbles(limit): return try setParameters { $0.maxBubbles = limit }
        case .getMaxBubbles: return .count(w.def.maxBubbles)
        case let .setSleep(speed, seconds): return try setParameters { $0.sleepSpeed = speed; $0.sleepTime = seconds }


        // Bubbles
        case let .bubbleAdd(x, y, radius):
            return try adding { () throws(FizzError) in try w.addBubble(at: Vec2(x, y), radius: radius) }
        case let .bubbleRemove(b): return try onBubble(b) { (id) throws(FizzError) in try p.removeBubble(id); return .ok }
        case let .bubbleIsValid(b): _ = try bubble(b); return .flag(true)
        case let .bubbleIndex(b):
            return try onBubble(b) { (id) throws(FizzError) in
                guard let i = w.index(of: id) else { throw .notFound }
                return .count(i)
            }

        // Picker: selection
        case let .pickerTap(x, y): return try found { () throws(FizzError) in try p.tap(at: Vec2(x, y)) }
        case let .pickerHitTest(x, y):
            if !x.isFinite || !y.isFinite { throw Failure(.nonFinite) }
            return .handle(p.hitTest(Vec2(x, y)).map { handle(of: $0) } ?? 0)
        case let .pickerSelect(b): return try onBubble(b) { (id) throws(FizzError) in .flag(try p.select(id)) }
        case let .pickerDeselect(b): return try onBubble(b) { (id) throws(FizzError) in .flag(try p.deselect(id)) }
        case let .pickerToggle(b): return try onBubble(b) { (id) throws(FizzError) in .flag(try p.toggle(id)) }
        case let .pickerIsSelected(b): return try onBubble(b) { (id) throws(FizzError) in .flag(try p.isSelected(id)) }
        case let .pickerSetSelectionLimit(max, policy):
            let o: SelectionOverflow = try option(policy, "the overflow policy must be 0 (refuse) or 1 (deselect oldest)")
            return try setPicker { $0.maxSelected = max; $0.overflow = o }

        // Picker: settings
        case let .pickerSetDensities(unselected, selected):
            return try setPicker { $0.densityUnselected = unselected; $0.densitySelected = selected }
        case let .pickerSetPop(strength): return try setPicker { $0.popStrength = strength }
        case let .pickerSetDurations(grow, appear, remove):
            return try setPicker { $0.growDuration = grow; $0.appearDuration = appear; $0.removeDuration = remove }
        case let .pickerSetRemovalMode(mode):
            let m: RemovalMode = try option(mode, "the removal mode must be 0 (at end) or 1 (at once)")
            return try setPicker { $0.removalMode = m }
        case let .pickerSetDragSpring(hertz, dampingSelected, dampingUnselected):
            return try setPicker {
                $0.dragHertz = hertz; $0.dragDampingSelected = dampingSelected; $0.dragDampingUnselected = dampingUnselected
            }
        case let .pickerSetPan(mode, smoothing, pushGain, springBack):
            let m: PanMode = try option(mode, "the pan mode must be 0 (anchor), 1 (push) or 2 (scroll)")
            return try setPicker {
                $0.panMode = m; $0.panSmoothing = smoothing; $0.panPushGain = pushGain; $0.springBackRate = springBack
            }
        case let .pickerSetMaxLive(max): return try setPicker { $0.maxLive = max }
        case let .pickerSetSeed(seed): p.setSpawnSeed(seed); return .ok
        case let .pickerPreset(preset):
            let k: PickerPreset = try option(preset, "the preset must be 0 (spring), 1 (magnetic), 2 (calm) or 3 (still)")
            try engine { () throws(FizzError) in try p.applyPreset(k) }; return .ok

        // Picker: bubbles
        case let .pickerAdd(x, y, radius, userData):
            return try adding { () throws(FizzError) in try p.addPickerBubble(at: Vec2(x, y), radius: radius, userData: userData) }
        case let .pickerSpawn(policy, radius, userData):
            let s: SpawnPolicy = try option(policy, "the spawn policy must be 0 (center), 1 (corners), 2 (sides) or 3 (random)")
            return try adding { () throws(FizzError) in try p.spawnBubble(s, radius: radius, userData: userData) }
        case let .pickerSetSizes(b, unselected, selected):
            return try onBubble(b) { (id) throws(FizzError) in try p.setSizes(id, unselected: unselected, selected: selected); return .ok }
        case let .pickerSetTag(b, tag): return try onBubble(b) { (id) throws(FizzError) in try p.setTag(id, tag); return .ok }
        case let .pickerGetTag(b): return try onBubble(b) { (id) throws(FizzError) in .bits(try p.tag(of: id)) }
        case let .pickerSetUserData(b, data): return try onBubble(b) { (id) throws(FizzError) in try p.setUserData(id, data); return .ok }
        case let .pickerGetUserData(b): return try onBubble(b) { (id) throws(FizzError) in .bits(try p.userData(of: id)) }
        case let .pickerFind(data): return .handle(p.find(userData: data).map { handle(of: $0) } ?? 0)

        // Picker: removal
        case let .pickerRemove(b): return try onBubble(b) { (id) throws(FizzError) in .flag(try p.removeAnimated(id)) }
        case let .pickerRemoveTag(tag): return .count(try engine { () throws(FizzError) in try p.removeAnimated(tag: tag) })
        case .pickerRemoveUnselected: return .count(try engine { () throws(FizzError) in try p.removeUnselected() })

        // Picker: queries
        case let .pickerQuery(kind, tag):
            let q: PickerQuery = try option(kind, "the query must be 0 (all), 1 (selected), 2 (unselected) or 3 (tagged)")
            return .count(try query(q, tag: tag))
        case .pickerQueryCount: return .count(queryResult.count)
        case .pickerQueryResult: return .words(queryResult.pointer)

        // Picker: gestures
        case let .pickerDragBegin(x, y): return try found { () throws(FizzError) in try p.beginDrag(at: Vec2(x, y)) }
        case let .pickerDragMove(x, y):
            try engine { () throws(FizzError) in try p.moveDrag(to: Vec2(x, y)) }; return .ok
        case .pickerDragEnd:
            _ = try engine { () throws(FizzError) in try p.endDrag() }; return .ok
        case let .pickerPanBegin(x, y):
            try engine { () throws(FizzError) in try p.beginPan(at: Vec2(x, y)) }; return .ok
        case let .pickerPanMove(x, y):
            try engine { () throws(FizzError) in try p.movePan(to: Vec2(x, y)) }; return .ok
        case .pickerPanEnd:
            try engine { () throws(FizzError) in try p.endPan() }; return .ok
        case let .pickerSetContentOffset(x, y):
            try engine { () throws(FizzError) in try p.setContentOffset(Vec2(x, y)) }; return .ok
        case .pickerGetContentOffsetX: return .number(p.contentOffset.x)
        case .pickerGetContentOffsetY: return .number(p.contentOffset.y)
        case let .resize(width, height):
            try engine { () throws(FizzError) in try p.resize(width: width, height: height) }; return .ok

        // Picker: events and render data
        case .pickerEventCount: return .count(p.eventCount)
        case .pickerEvents: return .words(try packEvents())
        case .pickerEventsDropped: return .count(min(p.droppedEvents, Int(Int32.max)))
        case .pickerRender:
            try engine { () throws(FizzError) in try p.packPickerRender(into: pickerRender) }; return .doubles(pickerRender.pointer)
        case .pickerFlags:
            try engine { () throws(FizzError) in try p.packPickerFlags(into: pickerFlags) }; return .words(pickerFlags.pointer)
        }
    }

    /// `fizz_world_ids`: the handle of every bubble, in body order.
    func packIDs() throws(Failure) -> UnsafePointer<UInt32> {
        let w = world
        let p = try engine { () throws(FizzError) in try ids.resize(w.count, in: w.memory) }
        var k = 0
        w.forEachBubble { id, _, _ in p[k] = handle(of: id); k += 1 }
        return ids.pointer
    }
}
