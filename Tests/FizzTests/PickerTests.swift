//===--- PickerTests.swift -----------------------------------------------===//
// Part of Fizz. The picker's rules, read as the seed's behaviours.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A 400 × 400 world with three 40 pt picker bubbles in a row, appeared instantly.
private func row() throws -> (BubblePicker, [BubbleID]) {
    let w = try BubblePicker(width: 400, height: 400)
    try w.updatePicker { $0.appearDuration = 0 }
    let ids = [
        try w.addPickerBubble(at: Vec2(100, 200), radius: 40),
        try w.addPickerBubble(at: Vec2(200, 200), radius: 40),
        try w.addPickerBubble(at: Vec2(300, 200), radius: 40),
    ]
    return (w, ids)
}

private func run(_ w: BubblePicker, seconds: Double) throws {
    var t = 0.0
    while t < seconds { try w.step(1.0 / 60); t += 1.0 / 60 }
}

@Suite("Picker: selection")
struct PickerSelectionTests {
    @Test("A tap at a point selects the bubble there, and a second tap deselects it")
    func tapSelectsTheRightBubble() throws {
        let (w, ids) = try row()
        // (290, 210) is 14 pt from the third bubble's centre and 90 pt from the second's.
        #expect(try w.tap(at: Vec2(290, 210)) == ids[2])
        #expect(try w.isSelected(ids[2]))
        #expect(try !w.isSelected(ids[0]) && !w.isSelected(ids[1]))
        #expect(try w.tap(at: Vec2(290, 210)) == ids[2])
        #expect(try !w.isSelected(ids[2]))
    }

    @Test("A tap between bubbles hits the background")
    func tapOnBackground() throws {
        let (w, _) = try row()
        #expect(try w.tap(at: Vec2(200, 50)) == nil)
        #expect(w.query(.selected).isEmpty)
    }

    @Test("A selected bubble grows from 40 to 53.2 pt over 0.2 s, through intermediate sizes")
    func selectionGrowsSmoothly() throws {
        let (w, ids) = try row()
        try w.select(ids[1])
        try w.step(0.1)   // halfway: smoothstep(0.5) = 0.5 -> 46.6 pt
        let mid = w.radius(of: ids[1])!
        #expect(mid > 45 && mid < 48)
        try w.step(0.15)
        #expect(abs(w.radius(of: ids[1])! - 53.2) < 1e-9)
    }

    @Test("Density follows the state: 0.66 unselected, 0.99 selected")
    func densityFollowsState() throws {
        let (w, ids) = try row()
        let i = w.index(of: ids[0])!
        #expect(w.bodies.density[i] == 0.66)
        try w.select(ids[0])
        #expect(w.bodies.density[w.index(of: ids[0])!] == 0.99)
    }

    @Test("Selecting pops the others radially: the left one moves left, the right one right")
    func popPushesOthersAway() throws {
        let (w, ids) = try row()
        try w.select(ids[1])
        // Growing 40 → 53.2 pt needs 53.2² − 40² = 1230.24 pt²; the neighbours 100 pt away get
        // 3.8 (strength) · 4.9 /s (damping) · 1230.24 / (2 · 100) = 114.54 pt/s.
        let expected = 3.8 * 4.9 * 1230.24 / 200
        #expect(abs(expected - 114.54) < 0.01)
        #expect(abs(w.velocity(of: ids[0])!.x + expected) < 1e-9)
        #expect(abs(w.velocity(of: ids[2])!.x - expected) < 1e-9)
        #expect(w.velocity(of: ids[0])!.y == 0)
        #expect(w.velocity(of: ids[1])! == Vec2.zero)
    }

    /// The speed the pop gives a bubble `d` pt right of a bubble of radius `r` being selected.
    private func popSpeed(r: Double, neighbour rn: Double, at d: Double,
                          change: (inout BubbleWorldDef) -> Void = { _ in }) throws -> Double {
        let w = try BubblePicker(width: 10_000, height: 10_000)
        try w.update(change)
        try w.updatePicker { $0.appearDuration = 0 }
        let a = try w.addPickerBubble(at: Vec2(5000, 5000), radius: r)
        let b = try w.addPickerBubble(at: Vec2(5000 + d, 5000), radius: rn)
        try w.select(a)
        return w.velocity(of: b)!.x
    }

    @Test("An 80 pt bubble's touching neighbour gets the seed's push, about 246 pt/s")
    func popKeepsTheSeedsFeelAt80pt() throws {
        // The seed: UIKit push 9.8/3 on an 80 pt bubble at density 0.66 = 3.267e6 / (0.66 · π · 80²).
        let seed = 3.267e6 / (0.66 * Double.pi * 6400)
        #expect(abs(seed - 246.2) < 0.1)
        // Fizz: 3.8 · 4.9 · (106.4² − 80²) / (2 · (106.4 + 80)) = 245.8 pt/s.
        let v = try popSpeed(r: 80, neighbour: 80, at: 160)
        #expect(abs(v - 245.8) < 0.1)
    }

    @Test("The pop keeps its proportions at any size: a 30 pt tap pushes 92 pt/s, not 1,750")
    func popScalesWithTheBubbles() throws {
        let v30 = try popSpeed(r: 30, neighbour: 30, at: 60)
        // 3.8 · 4.9 · (39.9² − 30²) / (2 · 69.9) = 92.2 pt/s; the old fixed impulse gave
        // 3.267e6 / (0.66 · π · 30²) = 1,750.7 pt/s.
        #expect(abs(v30 - 92.2) < 0.1)
        // Everything ×8/3 (30 → 80 pt, the same layout): the speed scales by 8/3 too.
        let v80 = try popSpeed(r: 80, neighbour: 80, at: 160)
        #expect(abs(v80 / v30 - 8.0 / 3.0) < 1e-12)
        // A heavier (denser or larger) neighbour at the same distance is pushed just as fast.
        let big = try popSpeed(r: 30, neighbour: 45, at: 200)
        let small = try popSpeed(r: 30, neighbour: 15, at: 200)
        #expect(big == small)
    }

    @Test("The pop fades with distance: twice as far, half as fast")
    func popFadesWithDistance() throws {
        let near = try popSpeed(r: 40, neighbour: 20, at: 200)
        let far = try popSpeed(r: 40, neighbour: 20, at: 400)
        #expect(abs(near / far - 2) < 1e-12)
        // Closer than touching the grown bubble counts as touching: (53.2 + 20) pt.
        let overlapping = try popSpeed(r: 40, neighbour: 20, at: 50)
        #expect(abs(overlapping - 3.8 * 4.9 * 1230.24 / (2 * 73.2)) < 1e-9)
    }

    @Test("The pop follows the world's damping, and is off without damping or growth")
    func popFollowsTheWorld() throws {
        let base = try popSpeed(r: 40, neighbour: 40, at: 100)
        let doubled = try popSpeed(r: 40, neighbour: 40, at: 100) { $0.damping = 9.8 }
        #expect(abs(doubled / base - 2) < 1e-12)
        #expect(try popSpeed(r: 40, neighbour: 40, at: 100) { $0.damping = 0 } == 0)
        // A selected radius no larger than the bubble: no room needed, no pop.
        let w = try BubblePicker(width: 1000, height: 1000)
        try w.updatePicker { $0.appearDuration = 0 }
        let a = try w.addPickerBubble(at: Vec2(400, 500), radius: 40, selectedRadius: 40)
        let b = try w.addPickerBubble(at: Vec2(500, 500), radius: 40)
        try w.select(a)
        #expect(w.velocity(of: b)! == .zero)
        // Strength 0 disables it.
        try w.updatePicker { $0.popStrength = 0 }
        try w.setSizes(a, unselected: 40, selected: 60)
        try w.deselect(a); try w.select(a)
        #expect(w.velocity(of: b)! == .zero)
    }

    @Test("With max 2 and refuse, a third selection is refused and reported")
    func maxCountRefuses() throws {
        let (w, ids) = try row()
        try w.updatePicker { $0.maxSelected = 2; $0.overflow = .refuse }
        #expect(try w.select(ids[0]))
        #expect(try w.select(ids[1]))
        #expect(try !w.select(ids[2]))
        #expect(w.query(.selected) == [ids[0], ids[1]])
        try w.step(1.0 / 60)
        // Calls since the last step, in call order (the instant appears came with the adds).
        #expect(w.events.map(\.kind) == [.appeared, .appeared, .appeared, .selected, .selected, .selectionRefused])
    }

    @Test("With max 2 and deselect-oldest, a third selection deselects the first, reported first")
    func maxCountEvictsOldest() throws {
        let (w, ids) = try row()
        try w.updatePicker { $0.maxSelected = 2; $0.overflow = .deselectOldest }
        try w.select(ids[0]); try w.select(ids[1])
        try w.step(1.0 / 60)
        #expect(try w.select(ids[2]))
        #expect(w.query(.selected) == [ids[1], ids[2]])
        try w.step(1.0 / 60)
        #expect(w.events.map(\.kind) == [.deselected, .selected])
        #expect(w.events.map(\.id) == [ids[0], ids[2]])
    }

    @Test("Single selection: selecting another moves the selection")
    func singleSelection() throws {
        let (w, ids) = try row()
        try w.updatePicker { $0.maxSelected = 1; $0.overflow = .deselectOldest }
        try w.tap(at: Vec2(100, 200))
        try w.tap(at: Vec2(300, 200))
        #expect(w.query(.selected) == [ids[2]])
    }
}

@Suite("Picker: bubbles, tags and removal")
struct PickerLifecycleTests {
    @Test("Tags and user data are kept and queried; a duplicate key is refused")
    func tagsAndQueries() throws {
        let (w, ids) = try row()
        try w.setTag(ids[0], 7); try w.setTag(ids[2], 7)
        try w.setUserData(ids[1], 0xABCD)
        #expect(w.query(.tagged, tag: 7) == [ids[0], ids[2]])
        #expect(w.find(userData: 0xABCD) == ids[1])
        #expect(throws: FizzError.invalidState) { try w.addPickerBubble(at: Vec2(50, 50), radius: 10, userData: 0xABCD) }
        #expect(w.count == 3)
        try w.select(ids[0])
        #expect(w.query(.unselected) == [ids[1], ids[2]])
        #expect(w.query(.all) == ids)
    }

    @Test("A new bubble appears from 1 % to full size in 0.25 s and reports it")
    func appearAnimation() throws {
        let w = try BubblePicker(width: 400, height: 400)
        let a = try w.addPickerBubble(at: Vec2(200, 200), radius: 50)
        #expect(w.radius(of: a)! == 0.5)
        try w.step(0.125)
        #expect(w.radius(of: a)! > 20 && w.radius(of: a)! < 30)
        var appeared = false
        for _ in 0..<20 { try w.step(1.0 / 60); appeared = appeared || w.events.contains { $0.kind == .appeared } }
        #expect(appeared)
        #expect(w.radius(of: a)! == 50)
    }

    @Test("A removed bubble's event arrives after its 0.25 s animation, not before")
    func removalEventAfterAnimation() throws {
        let (w, ids) = try row()
        try w.removeAnimated(ids[1])
        var removedAt: Int? = nil
        for frame in 1...30 {
            try w.step(1.0 / 60)
            if w.events.contains(where: { $0.kind == .removed && $0.id == ids[1] }) { removedAt = frame; break }
            #expect(w.contains(ids[1]))
        }
        // 0.25 s at 60 Hz is 15 frames (the animation ends in the 15th or 16th, by rounding).
        #expect(removedAt == 15 || removedAt == 16)
        #expect(!w.contains(ids[1]))
        #expect(w.count == 2)
    }

    @Test("Remove by tag and remove unselected start animations and count them")
    func removeByTagAndUnselected() throws {
        let (w, ids) = try row()
        try w.setTag(ids[0], 3)
        #expect(try w.removeAnimated(tag: 3) == 1)
        try w.select(ids[2])
        #expect(try w.removeUnselected() == 1)   // ids[1]; ids[0] is already going
        try run(w, seconds: 0.5)
        #expect(w.bubbleIDs == [ids[2]])
    }

    @Test("Remove by tag 0 takes the bubbles the tagged query finds, plain ones included")
    func removeByTagZeroMatchesTheQuery() throws {
        let w = try BubblePicker(width: 400, height: 400)
        let plain = try w.addBubble(at: Vec2(100, 200), radius: 20)
        let tagged = try w.addPickerBubble(at: Vec2(300, 200), radius: 20)
        try w.setTag(tagged, 5)
        let zero = w.query(.tagged, tag: 0)
        #expect(zero == [plain])
        #expect(try w.removeAnimated(tag: 0) == zero.count)
        try run(w, seconds: 0.5)
        #expect(w.bubbleIDs == [tagged])
    }

    @Test("Cycling keeps the live count at the cap, evicting the oldest")
    func cyclingKeepsTheCap() throws {
        let w = try BubblePicker(width: 600, height: 600)
        try w.updatePicker { $0.maxLive = 5 }
        var added: [BubbleID] = []
        for k in 0..<12 {
            added.append(try w.spawnBubble(.random, radius: 20, userData: UInt64(k + 1)))
            #expect(w.query(.all).count == min(k + 1, 5))
            try run(w, seconds: 0.1)
        }
        try run(w, seconds: 0.5)
        #expect(w.count == 5)
        #expect(w.query(.all) == Array(added.suffix(5)))
    }

    @Test("Corner spawns never use the same corner twice in a row")
    func cornersAlternate() throws {
        let w = try BubblePicker(width: 300, height: 500)
        var last: Vec2? = nil
        for _ in 0..<20 {
            let id = try w.spawnBubble(.corners, radius: 10)
            let p = w.position(of: id)!
            #expect([10.0, 290.0].contains(p.x) && [10.0, 490.0].contains(p.y))
            #expect(p != last)
            last = p
            try w.removeBubble(id)
        }
    }
}

@Suite("Picker: gestures")
struct PickerGestureTests {
    @Test("A dragged bubble ends under the finger and keeps its velocity on release")
    func dragEndsUnderTheFinger() throws {
        let (w, ids) = try row()
        #expect(try w.beginDrag(at: Vec2(100, 200)) == ids[0])
        try w.moveDrag(to: Vec2(80, 60))
        try run(w, seconds: 1.5)
        let p = w.position(of: ids[0])!
        #expect(p.distance(to: Vec2(80, 60)) < 1)
        // A fling: move fast, let go mid-motion, the bubble carries on toward the finger's way.
        try w.moveDrag(to: Vec2(300, 60))
        try w.step(2.0 / 60)
        let v = w.velocity(of: ids[0])!
        #expect(v.x > 1000)   // the 6 Hz spring covers the 220 pt in about 0.1 s
        try w.endDrag()
        #expect(w.velocity(of: ids[0])! == v)
        let x = w.position(of: ids[0])!.x
        try w.step(1.0 / 60)
        #expect(w.position(of: ids[0])!.x > x + 10)
    }

    @Test("Panning the anchor moves the cloud's centre of mass with it")
    func panMovesCentreOfMass() throws {
        let (w, ids) = try row()
        try run(w, seconds: 3)
        func centre() -> Vec2 { ids.reduce(Vec2.zero) { $0 + w.position(of: $1)! } / 3 }
        let before = centre()
        try w.beginPan(at: Vec2(200, 200))
        for k in 1...20 { try w.movePan(to: Vec2(200 - Double(k) * 5, 200)) }   // 100 pt left
        try w.endPan()
        // The finger asks for 0.5 − 100/400 = 0.25. Following a ramp of 5/400 per move with
        // smoothing 0.2, the anchor lags by 0.0125 · 0.8/0.2 = 0.05: it ends near 0.30.
        #expect(w.def.anchor.x > 0.29 && w.def.anchor.x < 0.31)
        try run(w, seconds: 4)
        let after = centre()
        // The cloud re-forms around the new anchor: its centre moved as far as the anchor did.
        let anchorShift = (0.5 - w.def.anchor.x) * 400
        #expect(anchorShift > 75)
        #expect(abs((before.x - after.x) - anchorShift) < 1)
        #expect(abs(after.y - before.y) < 5)
    }

    @Test("With spring-back the anchor returns home after the pan")
    func panSpringsBack() throws {
        let (w, _) = try row()
        try w.updatePicker { $0.springBackRate = 4 }
        try w.beginPan(at: Vec2(200, 200))
        try w.movePan(to: Vec2(300, 300))
        try w.endPan()
        #expect(w.def.anchor != Vec2(0.5, 0.5))
        try run(w, seconds: 5)
        #expect(w.def.anchor == Vec2(0.5, 0.5))
    }

    @Test("Scrolling is clamped so the view never leaves the content")
    func scrollClamped() throws {
        let w = try BubblePicker(width: 200, height: 200)
        try w.updatePicker { $0.appearDuration = 0 }
        try w.setDef({ var d = w.def; d.wallsX = false; d.attraction = .none; return d }())
        try w.addPickerBubble(at: Vec2(900, 100), radius: 50)
        try w.setContentOffset(Vec2(5000, 0))
        // Content spans x 0...950: the view's left edge may go to 950 − 200 = 750 at most.
        #expect(w.contentOffset == Vec2(750, 0))
        try w.setContentOffset(Vec2(-300, -300))
        #expect(w.contentOffset == Vec2(0, 0))
    }

    @Test("Resizing rescales positions with the world")
    func resizeRescales() throws {
        let (w, ids) = try row()
        try w.resize(width: 800, height: 200)
        #expect(w.position(of: ids[0])! == Vec2(200, 100))
        #expect(w.position(of: ids[2])! == Vec2(600, 100))
        #expect(w.size == Vec2(800, 200))
    }

    @Test("The still preset keeps a lone bubble where it was put")
    func stillPreset() throws {
        let (w, ids) = try row()
        try w.applyPreset(.still)
        try run(w, seconds: 2)
        #expect(w.position(of: ids[0])!.distance(to: Vec2(100, 200)) < 1e-9)
    }
}

@Suite("Picker: determinism")
struct PickerDeterminismTests {
    /// A session with every kind of animation under way, stepped in slices of `dt`.
    private func session(slices dt: Double, frames: Int) throws -> UInt64 {
        let w = try BubblePicker(width: 390, height: 844)
        w.setSpawnSeed(99)
        for k in 0..<8 { try w.spawnBubble(k % 2 == 0 ? .sides : .random, radius: 30 + Double(k), userData: UInt64(k + 1)) }
        let perFrame = Int((1.0 / 60 / dt).rounded())
        func frame() throws { for _ in 0..<perFrame { try w.step(dt) } }
        for _ in 0..<60 { try frame() }
        try w.tap(at: Vec2(195, 422))
        _ = try w.beginDrag(at: w.position(of: w.query(.all)[3])!)
        try w.moveDrag(to: Vec2(60, 100))
        for _ in 0..<20 { try frame() }
        try w.endDrag()
        try w.removeAnimated(w.query(.all)[0])
        for _ in 0..<frames { try frame() }
        return w.stateHash
    }

    @Test("Animations advance with substeps: 1/60, 1/120 and 1/240 slices give the same bits")
    func sliceIndependent() throws {
        let a = try session(slices: 1.0 / 60, frames: 40)
        #expect(try session(slices: 1.0 / 120, frames: 40) == a)
        #expect(try session(slices: 1.0 / 240, frames: 40) == a)
    }
}

@Suite struct PickerDragRemoval {
    @Test("removing the dragged bubble at once ends the drag with a drag-ended event")
    func removingDraggedBubbleEndsDrag() throws {
        let w = try BubblePicker(width: 400, height: 400)
        let id = try w.addBubble(at: Vec2(200, 200), radius: 40)
        try w.step(1.0 / 60)
        _ = try w.beginDrag(at: Vec2(200, 200))
        #expect(w.draggedBubble == id)
        try w.removeBubble(id)
        #expect(w.draggedBubble == nil)
        try w.step(1.0 / 60)
        #expect(w.events.contains { $0.kind == .dragEnded && $0.id == id })
    }
}
