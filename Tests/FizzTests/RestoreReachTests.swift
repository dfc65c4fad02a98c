//===--- RestoreReachTests.swift -----------------------------------------===//
// Issue 25 §1: a restore accepts every state the calls can reach and nothing they cannot.
// `RestoreSetterRangeTests` walks the numbers a setter bounds; these are the numbers no
// setter takes directly (a world's bodies after steps and pops, a colour's OKLab, a
// gesture's velocity, a release's launch speed): each is bounded by what the calls can make,
// the calls are shown to stay inside it, and a value just past it in a resealed snapshot is
// refused.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// True when `bytes` restore as a `T`.
private func restores<T: Snapshotting>(_ type: T.Type, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { b in
        do throws(FizzError) { _ = try Snapshot.restore(T.self, from: b); return true } catch { return false }
    }
}

/// True when `m`'s snapshot restores to a motion with its state hash.
private func restoresSame(_ m: Motion) throws -> Bool {
    let bytes = m.snapshot()
    return try bytes.withUnsafeBytes { b throws(FizzError) in try Motion.restore(from: b) }.stateHash == m.stateHash
}

@Suite struct RestoreReachWorld {
    @Test("world: steps keep every centre within ±maxExtent and every velocity within ±maxSpeed, and the state restores")
    func stepsStayWithinReach() throws {
        // No walls, no damping: a bubble flung at the setter's largest speed coasts out of
        // the world's reach, and a spring field pulling from 1e10 pt away (anchor 1000 × a
        // side of 1e7) accelerates one past any speed within one step.
        let w = try BubbleWorld(width: 1e7, height: 1e7)
        try w.update { $0.wallsX = false; $0.wallsY = false; $0.damping = 0; $0.attraction = .none; $0.sleepSpeed = 0 }
        let a = try w.addBubble(at: Vec2(9.99e6, 0), radius: 1)
        try w.setVelocity(a, Vec2(1e7, -1e7))
        let b = try w.addBubble(at: Vec2(0, 5e6), radius: 1)
        try w.step(1)
        for id in [a, b] {
            let p = try #require(w.position(of: id)), v = try #require(w.velocity(of: id))
            #expect(p.x.magnitude <= BubbleWorldDef.maxExtent && p.y.magnitude <= BubbleWorldDef.maxExtent, "position \(p)")
            #expect(v.x.magnitude <= BubbleWorldDef.maxSpeed && v.y.magnitude <= BubbleWorldDef.maxSpeed, "velocity \(v)")
        }
        try w.update { $0.attraction = .spring; $0.strength = 1e6; $0.anchor = Vec2(1000, -1000) }
        try w.step(1)
        for id in [a, b] {
            let p = try #require(w.position(of: id)), v = try #require(w.velocity(of: id))
            #expect(p.x.magnitude <= BubbleWorldDef.maxExtent && p.y.magnitude <= BubbleWorldDef.maxExtent, "position \(p)")
            #expect(v.x.magnitude <= BubbleWorldDef.maxSpeed && v.y.magnitude <= BubbleWorldDef.maxSpeed, "velocity \(v)")
        }
        let r = try w.snapshot().withUnsafeBytes { b throws(FizzError) in try BubbleWorld.restore(from: b) }
        #expect(r.stateHash == w.stateHash)
    }

    @Test("picker: a selection's pop gives no velocity past ±maxSpeed, and the state restores")
    func popStaysWithinReach() throws {
        // A bubble growing to 1e6 pt in a world damped at 1e4 /s, popStrength 100: the pop
        // formula gives its neighbour 10 pt away about 5e11 pt/s.
        let p = try BubblePicker(width: 1e7, height: 1e7)
        try p.world.update { $0.damping = 1e4 }
        try p.updatePicker { $0.popStrength = 100 }
        let big = try p.addPickerBubble(at: Vec2(5e6, 5e6), radius: 1000, selectedRadius: 1e6)
        let small = try p.addPickerBubble(at: Vec2(5e6 + 10, 5e6), radius: 1)
        _ = try p.select(big)
        let v = try #require(p.world.velocity(of: small))
        #expect(v.x > 0, "the pop pushes the neighbour away")
        #expect(v.x.magnitude <= BubbleWorldDef.maxSpeed && v.y.magnitude <= BubbleWorldDef.maxSpeed, "velocity \(v)")
        #expect(restores(BubblePicker.self, p.snapshot()), "the state a select made restores")
    }

    @Test("world: an inverse mass other than the one its radius and density give, in a resealed snapshot, is refused")
    func inverseMassIsDerived() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        let a = try w.addBubble(at: Vec2(100, 100), radius: 20)
        _ = a
        let m = BodyStore.inverseMass(radius: 20, density: 1)
        let bytes = try #require(swapped(w.snapshot(), m, m * 2))
        #expect(!restores(BubbleWorld.self, bytes), "an inverse mass twice its radius and density's restored")
    }
}

@Suite struct RestoreReachPicker {
    /// A picker with one bubble at (100, 100), radius 20.
    private func picker() throws -> BubblePicker {
        let p = try BubblePicker(width: 390, height: 844)
        _ = try p.addPickerBubble(at: Vec2(100, 100), radius: 20)
        return p
    }

    /// True when `p`'s snapshot with `old` (its first copy, or its last) swapped for `new` restores.
    private func restoresSwapped(_ p: BubblePicker, _ old: Double, _ new: Double, last: Bool = false) throws -> Bool {
        #expect(restores(BubblePicker.self, p.snapshot()), "the picker as the calls left it restores")
        let bytes = try #require(swapped(p.snapshot(), old, new, last: last))
        return restores(BubblePicker.self, bytes)
    }

    @Test("picker: a pan's view point past ±maxExtent, in a resealed snapshot, is refused")
    func panViewPoint() throws {
        let p = try picker()
        try p.beginPan(at: Vec2(123.4567891, 321.9876543))
        #expect(try !restoresSwapped(p, 123.4567891, 2e7))
    }

    @Test("picker: an anchor home past ±maxAnchor, in a resealed snapshot, is refused")
    func anchorHome() throws {
        let p = try picker()
        try p.world.update { $0.anchor = Vec2(0.6543219876, 0.5) }
        try p.beginPan(at: Vec2(10, 10))
        // The world's anchor, the pan's start anchor and the home: the home is the last copy.
        #expect(try !restoresSwapped(p, 0.6543219876, 1000.5, last: true))
    }

    @Test("picker: a drag target or content offset past what resizes can scale them to, in a resealed snapshot, is refused")
    func dragTargetAndOffset() throws {
        let p = try picker()
        _ = try p.addPickerBubble(at: Vec2(1000, 2000), radius: 20)  // content wider than the view
        try p.setContentOffset(Vec2(123.4567891, 0))
        #expect(p.contentOffset.x == 123.4567891)
        #expect(try !restoresSwapped(p, 123.4567891, 1e15))
        let q = try picker()
        _ = try q.beginDrag(at: Vec2(100.123456789, 100))
        #expect(try !restoresSwapped(q, 100.123456789, 3e14))
    }

    @Test("picker: a resize scales the content offset within the reach a restore accepts")
    func resizedOffsetRestores() throws {
        // Offset set in a world of 1 pt with a bubble 1e7 pt out, then the world grown to 1e7.
        let p = try BubblePicker(width: 1, height: 1)
        _ = try p.addPickerBubble(at: Vec2(1e7, 1e7), radius: 1e5)
        try p.setContentOffset(Vec2(1e7, 1e7))
        try p.resize(width: 1e7, height: 1e7)
        #expect(p.contentOffset.x > 1e13)
        #expect(restores(BubblePicker.self, p.snapshot()))
    }

    @Test("picker: a growth since the last collide past half the largest speculative distance, in a resealed snapshot, is refused")
    func growthSinceCollide() throws {
        let p = try BubblePicker(width: 390, height: 844)
        let a = try p.addPickerBubble(at: Vec2(100, 100), radius: 20)
        try p.step(1)  // appeared
        try p.world.update { $0.speculativeDistance = 1e4 }
        _ = try p.select(a)
        try p.step(1.0 / 1200)
        try p.step(1.0 / 1200)
        let g = p.state.growthSinceCollide
        try #require(g > 0)
        #expect(try !restoresSwapped(p, g, 5000.5))
    }
}

@Suite struct RestoreReachWorldRest {
    @Test("world: a rest time past the longest sleep time and substep, in a resealed snapshot, is refused")
    func restTime() throws {
        let w = try BubbleWorld(width: 390, height: 844)
        _ = try w.addBubble(at: Vec2(195, 422), radius: 20)
        try w.update { $0.sleepTime = 1e4 }
        try w.step(0.25)
        let t = w.rest.restTime
        try #require(t > 0)
        let bytes = try #require(swapped(w.snapshot(), t, 2e4))
        #expect(!restores(BubbleWorld.self, bytes), "a rest time of 2e4 s restored")
    }
}

@Suite struct RestoreReachMotion {
    /// A finger down at (10, 10) moving right, 10 ms apart, still down: about 1,000 pt/s.
    private func flick(_ m: Motion) throws {
        try m.pointerDown(1, at: Vec2(10, 10), time: 1)
        try m.pointerMove(1, to: Vec2(20, 10), time: 1.01)
        try m.pointerMove(1, to: Vec2(35, 10), time: 1.02)
    }

    /// A motion with one OKLab target holding a stop of `colour` (sRGB).
    private func okLab(_ colour: Colour) throws -> Motion {
        let m = try Motion(width: 300, height: 200)
        _ = try m.mapping.addTarget(source: .x, kind: .okLab)
        _ = try m.mapping.addStop(to: 0, input: 0, colour.c0, colour.c1, colour.c2, colour.alpha)
        return m
    }

    @Test("motion: an OKLab stop's L, a or b that no sRGB colour gives, in a resealed snapshot, is refused")
    func okLabOutsideTheSRGBCube() throws {
        let c = Colour(0.2, 0.4, 0.6, 1), lab = c.okLab
        // Each inside ±maxValue (the only bound before); L 1.5 is brighter than white, |a| 0.5
        // and b −0.5 are more saturated than any sRGB colour; L 0.2 with this stop's a and b
        // is a darker colour of this hue that sRGB cannot hold at that chroma.
        for (old, new) in [(lab.c0, 1.5), (lab.c1, 0.5), (lab.c2, -0.5), (lab.c0, 0.05)] {
            let bytes = try #require(swapped(try okLab(c).snapshot(), old, new))
            #expect(!restores(Motion.self, bytes), "an OKLab channel \(old) → \(new) restored")
        }
    }

    @Test("motion: every OKLab stop addStop makes, over a grid of the sRGB cube, restores; the round trip error is printed")
    func okLabOfTheSRGBCubeRestores() throws {
        let m = try Motion(width: 300, height: 200)
        _ = try m.mapping.addTarget(source: .x, kind: .okLab)
        let n = 8
        var input = 0.0, worst = 0.0
        for r in 0...n {
            for g in 0...n {
                for b in 0...n {
                    let c = Colour(Double(r) / Double(n), Double(g) / Double(n), Double(b) / Double(n), 1)
                    _ = try m.mapping.addStop(to: 0, input: input, c.c0, c.c1, c.c2, 1)
                    input += 1
                    let back = c.okLab.linearFromOKLab
                    let want = Colour(Colour.linear(fromEncoded: c.c0), Colour.linear(fromEncoded: c.c1), Colour.linear(fromEncoded: c.c2), 1)
                    worst = max(worst, (back.c0 - want.c0).magnitude, (back.c1 - want.c1).magnitude, (back.c2 - want.c2).magnitude)
                }
            }
        }
        print("OKLab round trip over \((n + 1) * (n + 1) * (n + 1)) sRGB colours: worst linear-light error \(worst) (tolerance \(Colour.gamutTolerance))")
        #expect(worst < Colour.gamutTolerance)
        #expect(try restoresSame(m))
    }

    @Test("motion: a velocity other than the primary tracker's while a pointer is down, in a resealed snapshot, is refused")
    func gestureVelocityIsTheTrackers() throws {
        let m = try Motion(width: 300, height: 200)
        try flick(m)
        let v = m.velocity.x
        #expect(v > 0)
        #expect(restores(Motion.self, m.snapshot()))
        let bytes = try #require(swapped(m.snapshot(), v, v * 1.5))
        #expect(!restores(Motion.self, bytes), "a gesture velocity of \(v * 1.5) with a tracker giving \(v) restored")
    }

    @Test("motion: a released velocity or launch speed past what a tracker or a snap gives, in a resealed snapshot, is refused")
    func releasedSpeedsAreBounded() throws {
        func released(snap: Double) throws -> Motion {
            let m = try Motion(width: 300, height: 200)
            try m.setRelease(Decay(power: 0.8, timeConstant: 0.325), snapX: snap, snapY: 0)
            try flick(m)
            try m.pointerUp(1, at: Vec2(35, 10), time: 1.025)
            return m
        }
        let plain = try released(snap: 0)
        #expect(restores(Motion.self, plain.snapshot()))
        let v = plain.velocity.x
        let bytes = try #require(swapped(plain.snapshot(), v, 2 * VelocityTracker.maxFitSpeed))
        #expect(!restores(Motion.self, bytes), "a released velocity of 2e12 pt/s restored")
        // With a snap the launch is rescaled: not the velocity, so its bytes are its own.
        let snapped = try released(snap: 100)
        #expect(snapped.isGliding && restores(Motion.self, snapped.snapshot()))
        let launch = snapped.release.launch.x
        #expect(launch != snapped.velocity.x)
        let b2 = try #require(swapped(snapped.snapshot(), launch, 1e14))
        #expect(!restores(Motion.self, b2), "a launch speed of 1e14 pt/s restored")
    }

    @Test("motion: the clock stops at maxTime, so a release started after it starts within ±maxTime, and the state restores")
    func clockStopsAtMaxTime() throws {
        let m = try Motion(width: 300, height: 200)
        try m.setRelease(Decay(power: 0.8, timeConstant: 0.325))
        let t0 = Motion.maxTime - 5
        try m.resetTimeline(at: t0)
        try m.pointerDown(1, at: Vec2(10, 10), time: t0)
        try m.step(10); try m.step(10)
        #expect(m.clockTime <= Motion.maxTime, "the clock read \(m.clockTime) s")
        try m.pointerMove(1, to: Vec2(20, 10), time: t0 + 0.01)
        try m.pointerUp(1, at: Vec2(35, 10), time: t0 + 0.02)
        #expect(m.isGliding && m.release.start <= Motion.maxTime, "a release started at \(m.release.start) s")
        #expect(try restoresSame(m))
    }

    @Test("motion: a clock count past what steps reach from its epoch, or a release start past ±maxTime, in a resealed snapshot, is refused")
    func clockCountAndReleaseStartAreBounded() throws {
        let m = try Motion(width: 300, height: 200)
        try m.setRelease(Decay(power: 0.8, timeConstant: 0.325))
        try m.step(7.5); try m.step(5)  // 12,500 substeps from epoch 0
        try m.pointerDown(1, at: Vec2(10, 10), time: 12.5)
        try m.pointerMove(1, to: Vec2(20, 10), time: 12.51)
        try m.pointerUp(1, at: Vec2(35, 10), time: 12.52)
        #expect(m.isGliding && restores(Motion.self, m.snapshot()))
        let count = Double(bitPattern: m.clock.count), limit = Motion.clockLimit(epoch: 0)
        #expect(limit == UInt64(Motion.maxTime * Motion.stepRate))
        let atLimit = try #require(swapped(m.snapshot(), count, Double(bitPattern: limit)))
        #expect(restores(Motion.self, atLimit), "a clock count of \(limit) substeps from epoch 0 was refused")
        let past = try #require(swapped(m.snapshot(), count, Double(bitPattern: limit + 1)))
        #expect(!restores(Motion.self, past), "a clock count of \(limit + 1) substeps from epoch 0 restored")
        let start = try #require(swapped(m.snapshot(), m.release.start, 2 * Motion.maxTime, last: true))
        #expect(!restores(Motion.self, start), "a release start of 2e12 s restored")
    }
}

@Suite struct RestoreReachCarousel {
    /// A carousel (not looping) of `Carousel.maxItems` 1 pt items, springing on the stiffest, lightest,
    /// least damped spring `Spring` takes (ω ≈ 3.2e7/s).
    private func stiff() throws -> Carousel {
        let c = try Carousel(layout: CarouselLayout(viewportWidth: 100, viewportHeight: 100, itemWidth: 1, itemHeight: 1), count: Carousel.maxItems)
        c.setSpring(try Spring(stiffness: 1e9, damping: 1e-6, mass: 1e-6))
        try c.setLooping(false)
        return c
    }

    @Test("carousel: a stiff spring across a billion items moves past 1e12 items/s, and the state restores; the next spring starts at most maxSpeed")
    func stiffSpringRestores() throws {
        let c = try stiff()
        try c.setPosition(Double(Carousel.maxItems - 1))
        try c.scroll(toIndex: 0, animated: true)
        try c.step(1 / Carousel.stepRate)
        #expect(c.velocity.magnitude > 1e12 && c.velocity.magnitude <= Carousel.maxScrollVelocity, "velocity \(c.velocity) items/s")
        #expect(restores(Carousel.self, c.snapshot()), "a velocity of \(c.velocity) items/s was refused")
        try c.scroll(toIndex: 0, animated: true)
        #expect(c.velocity.magnitude <= Carousel.maxSpeed, "the next spring started at \(c.velocity) items/s")
    }

    @Test("carousel: a spring starts at most maxStartDistance from its target, however far a soft spring's overshoot took it")
    func springStartIsBounded() throws {
        let c = try stiff()
        c.setSpring(try Spring(stiffness: 1e-6, damping: 1e-6, mass: 1e6))  // ω = 1e-6/s
        try c.scroll(toIndex: 10, animated: true)
        // Where this soft spring launched at maxSpeed overshoots to after 1.6e6 s of steps
        // (about 1e12 items; set here, as stepping there takes billions of steps).
        c.scroll.position = 1e12; c.scroll.displacement = c.scroll.position - c.scroll.target
        try c.scroll(toIndex: 0, animated: true)
        #expect(c.scroll.displacement.magnitude <= Carousel.maxStartDistance, "a spring started \(c.scroll.displacement) items away")
    }

    @Test("carousel: a glide whose decay's time constant (1e-6 s) makes its velocity factor underflow to 0 restores")
    func glideOfTheShortestTimeConstantRestores() throws {
        let c = try Carousel(layout: CarouselLayout(viewportWidth: 100, viewportHeight: 500, itemWidth: 500, itemHeight: 200), count: 999_999)
        try c.pointerDown(time: 200, x: 257.029, y: 35.044)
        c.setDecay(try Decay(power: 0.0453, timeConstant: 1e-6))
        try c.pointerCancel()
        #expect(c.scroll.phase == .gliding && c.scroll.map.vv == 0)
        #expect(restores(Carousel.self, c.snapshot()), "a glide of map \(c.scroll.map) was refused")
    }

    @Test("carousel: a press or sample coordinate past ±maxPointer, in a resealed snapshot, is refused")
    func pressPointerIsBounded() throws {
        let c = try stiff()
        try c.pointerDown(time: 1, x: 123.5, y: 7)
        #expect(restores(Carousel.self, c.snapshot()))
        let bytes = try #require(swapped(c.snapshot(), 123.5, 1e9))
        #expect(!restores(Carousel.self, bytes), "a press coordinate of 1e9 pt restored")
        let last = try #require(swapped(c.snapshot(), 123.5, 1e9, last: true))
        #expect(!restores(Carousel.self, last), "a finger sample of 1e9 pt restored")
    }
}

@Suite struct KeepWithinReach {
    @Test("keepWithinReach clamps exactly the values outside the reach, in any chunk, and leaves the rest's bits")
    func clampsOnlyOutside() throws {
        let e = BubbleWorldDef.maxExtent, s = BubbleWorldDef.maxSpeed
        let w = try BubbleWorld(width: 1000, height: 1000)
        let n = 2 * BubbleWorld.reachChunk + 37
        for i in 0..<n { try w.addBubble(at: Vec2(Double(i % 100) * 10, Double(i / 100) * 10), radius: 1) }
        // Every body just inside the reach (on its bound, or one ulp in), whose bits must stay.
        for i in 0..<n {
            w.bodies.px[i] = i % 2 == 0 ? e : -e.nextDown; w.bodies.py[i] = i % 3 == 0 ? -e : e.nextDown
            w.bodies.vx[i] = i % 2 == 0 ? s : -s.nextDown; w.bodies.vy[i] = -s
        }
        func column(_ c: Int) -> UnsafeMutablePointer<Double> {
            [w.bodies.px.base, w.bodies.py.base, w.bodies.vx.base, w.bodies.vy.base][c]
        }
        // One value at a time, so a chunk's only value outside is the one tried: one ulp past
        // a bound, far past it, non-finite (which no accepted input makes); in the first, a
        // middle and the last chunk and at their edges, in each column.
        let at = [0, 1, BubbleWorld.reachChunk - 1, BubbleWorld.reachChunk, BubbleWorld.reachChunk + 1, n - 1]
        for i in at {
            for c in 0..<4 {
                let bound = c < 2 ? e : s
                for value in [bound.nextUp, -bound.nextUp, 2 * bound, .nan, .infinity, -.infinity, -1e308] {
                    let col = column(c), before = col[i]
                    col[i] = value
                    w.keepWithinReach()
                    #expect(col[i].bitPattern == BubbleWorld.clamp(value, bound).bitPattern,
                            "body \(i), column \(c): \(value) became \(col[i])")
                    col[i] = before
                }
            }
        }
        // The inside values kept their bits through every pass.
        for i in 0..<n {
            #expect(w.bodies.px[i].bitPattern == (i % 2 == 0 ? e : -e.nextDown).bitPattern)
            #expect(w.bodies.py[i].bitPattern == (i % 3 == 0 ? -e : e.nextDown).bitPattern)
            #expect(w.bodies.vx[i].bitPattern == (i % 2 == 0 ? s : -s.nextDown).bitPattern)
            #expect(w.bodies.vy[i].bitPattern == (-s).bitPattern)
        }
    }
}
