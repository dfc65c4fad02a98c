//===--- Animator+Step.swift ---------------------------------------------===//
// Part of Fizz. Advancing every channel by whole fixed steps, and the state hash.
//===---------------------------------------------------------------------===//

extension Animator {
    /// Advances time by `dt` seconds (0...1): runs the whole 1/720 s steps due (at most
    /// `maxStepsPerCall`), keeping the fraction for the next call. Returns the steps run.
    /// The events of the call are read afterwards (`eventCount`, `event(at:)`).
    @discardableResult
    public func step(_ dt: Double) throws(FizzError) -> Int {
        try Check.range(dt, 0, 1)
        let n = Int(clock.advance(dt, rate: Animator.stepRate, cap: Animator.maxStepsPerCall))
        events.beginStep(first: nil, budget: memory)
        if n > 0 {
            var s = 0
            let slots = ids.slotCount
            // The lanes' storage and the thresholds are read once: each read of a stored
            // property of the class is a dynamic exclusivity check natively (a call), which
            // in this loop cost more than the arithmetic. Nothing here reallocates the lanes.
            let base = lanes.base
            let rest = (delta: restDelta, speed: restSpeed)
            while s < slots {
                if s + 3 < slots && Self.isPlain(base[s]) && Self.isPlain(base[s + 1])
                    && Self.isPlain(base[s + 2]) && Self.isPlain(base[s + 3]) {
                    advanceQuad(base + s, s, n, rest)
                    s += 4
                } else {
                    advance(base + s, s, n, rest)
                    s += 1
                }
            }
            clock.count &+= UInt64(n)
        }
        events.endStep(last: nil, budget: memory)
        return n
    }

    /// Runs `n` steps of the channel in slot `s`: the spring/glide map, the rest test after
    /// each step, and for a bounded glide the bound test.
    func advance(_ s: Int, _ n: Int) { advance(lanes.base + s, s, n, thresholds(s)) }

    /// `advance` with the lane's address and the rest thresholds already read: in the step's
    /// slot loop each read of a stored property of the class costs a dynamic exclusivity check
    /// natively (a call), so they are read once per step.
    @inline(__always)
    func advance(_ p: UnsafeMutablePointer<AnimatorLane>, _ s: Int, _ n: Int, _ rest: (delta: Double, speed: Double)) {
        let f = p.pointee.flags
        if f & (AnimatorLane.moving | AnimatorLane.paused) != AnimatorLane.moving { return }
        if f & AnimatorLane.bounded != 0 { advanceBounded(s, n); return }
        let rest = f & AnimatorLane.ownRest != 0 ? thresholds(s) : rest
        let xx = p.pointee.xx, xv = p.pointee.xv, vx = p.pointee.vx, vv = p.pointee.vv
        let delta = rest.delta, speed = rest.speed
        var d = p.pointee.d, v = p.pointee.v
        var k = 0
        while k < n {
            let nd = xx * d + xv * v
            v = vx * d + vv * v
            d = nd
            k += 1
            if d.magnitude <= delta && v.magnitude <= speed { settle(s); return }
        }
        p.pointee.d = d
        p.pointee.v = v
    }

    /// Moving, not paused, not bounded: the plain map and rest test.
    @inline(__always)
    static func isPlain(_ l: AnimatorLane) -> Bool {
        l.flags & (AnimatorLane.moving | AnimatorLane.paused | AnimatorLane.bounded | AnimatorLane.ownRest) == AnimatorLane.moving
    }

    /// `advance` on four plain neighbours at once, as one 4-wide vector: the same operations in
    /// the same order for each lane (IEEE multiplies and adds, never fused; the rest test
    /// −δ ≤ d ≤ δ is |d| ≤ δ), so the same bits as one at a time, with the four chains of
    /// dependent multiplies and adds overlapping and half the instructions of four scalar
    /// chains (one channel alone leaves the FPU waiting most of each step: 0.154 ms for 10,000
    /// channels × 12 steps, four interleaved scalars 0.114 ms in `fizz bench`). When one
    /// rests, each finishes alone in slot order, so the events stay in slot order.
    func advanceQuad(_ p0: UnsafeMutablePointer<AnimatorLane>, _ s: Int, _ n: Int, _ rest: (delta: Double, speed: Double)) {
        let p1 = p0 + 1, p2 = p0 + 2, p3 = p0 + 3
        let xx = SIMD4(p0.pointee.xx, p1.pointee.xx, p2.pointee.xx, p3.pointee.xx)
        let xv = SIMD4(p0.pointee.xv, p1.pointee.xv, p2.pointee.xv, p3.pointee.xv)
        let vx = SIMD4(p0.pointee.vx, p1.pointee.vx, p2.pointee.vx, p3.pointee.vx)
        let vv = SIMD4(p0.pointee.vv, p1.pointee.vv, p2.pointee.vv, p3.pointee.vv)
        var d = SIMD4(p0.pointee.d, p1.pointee.d, p2.pointee.d, p3.pointee.d)
        var v = SIMD4(p0.pointee.v, p1.pointee.v, p2.pointee.v, p3.pointee.v)
        let delta = SIMD4<Double>(repeating: rest.delta), speed = SIMD4<Double>(repeating: rest.speed)
        var r = SIMDMask<SIMD4<Int64>>(repeating: false)
        var k = 0
        while k < n {
            let nd = xx * d + xv * v
            v = vx * d + vv * v
            d = nd
            k += 1
            r = (d .<= delta) .& (d .>= -delta) .& (v .<= speed) .& (v .>= -speed)
            if any(r) { break }
        }
        if !any(r) {       // the usual case: all four still moving after the n steps
            p0.pointee.d = d[0]; p0.pointee.v = v[0]; p1.pointee.d = d[1]; p1.pointee.v = v[1]
            p2.pointee.d = d[2]; p2.pointee.v = v[2]; p3.pointee.d = d[3]; p3.pointee.v = v[3]
            return
        }
        finish(s, d[0], v[0], r[0], n - k)
        finish(s + 1, d[1], v[1], r[1], n - k)
        finish(s + 2, d[2], v[2], r[2], n - k)
        finish(s + 3, d[3], v[3], r[3], n - k)
    }

    /// Ends a lane of `advanceQuad` after one of the four rested: settled if it rested, else
    /// stored and run alone for the steps left.
    @inline(never)
    func finish(_ s: Int, _ d: Double, _ v: Double, _ rested: Bool, _ remaining: Int) {
        if rested { settle(s); return }
        lanes[s].d = d
        lanes[s].v = v
        if remaining > 0 { advance(s, remaining) }
    }

    /// A bounded glide: as `advance`, and after each step the value (target + d) is compared
    /// with the bounds; past one, the rest of the steps run as a spring toward it.
    @inline(never)
    func advanceBounded(_ s: Int, _ n: Int) {
        let l = lanes[s]
        let lower = specs[s].lower, upper = specs[s].upper
        let rest = thresholds(s)
        var d = l.d, v = l.v
        var k = 0
        while k < n {
            let nd = l.xx * d + l.xv * v
            v = l.vx * d + l.vv * v
            d = nd
            k += 1
            let x = l.target + d
            if x < lower || x > upper {
                toSpring(s, value: x, speed: v, target: x < lower ? lower : upper)
                events.emit(AnimatorEvent(kind: .hitBound, channel: id(s)), budget: memory)
                advance(s, n - k)
                return
            }
            if d.magnitude <= rest.delta && v.magnitude <= rest.speed { settle(s); return }
        }
        lanes[s].d = d
        lanes[s].v = v
    }

    /// Puts the channel exactly on its target, still, and reports it.
    @inline(never)
    func settle(_ s: Int) {
        let f = lanes[s].flags
        lanes[s].d = 0
        lanes[s].v = 0
        lanes[s].flags = f & ~AnimatorLane.moving
        let snapped = f & (AnimatorLane.decay | AnimatorLane.snapped) == AnimatorLane.decay | AnimatorLane.snapped
        events.emit(AnimatorEvent(kind: snapped ? .snapped : .rested, channel: id(s)), budget: memory)
    }

    /// FNV-1a 64 over the state: the clock, the rest thresholds, the budget's limit, the slot
    /// map (count and generations), and per live channel its state, target, step map, flags
    /// and parameters. The events are not in it: two hosts stepping the same total time at
    /// different rates see different last-call lists but the same state.
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.add(clock.count); h.add(clock.pending); h.add(restDelta); h.add(restSpeed)
        h.add(UInt64(bitPattern: memory.limit)); h.add(UInt64(count)); h.add(UInt64(ids.slotCount))
        var s = 0
        while s < ids.slotCount {
            let l = lanes[s]
            h.add(ids.generation(of: s)); h.add(l.flags)
            if l.flags & AnimatorLane.live != 0 {
                let p = specs[s]
                h.add(l.d); h.add(l.v); h.add(l.target); h.add(l.xx); h.add(l.xv); h.add(l.vx); h.add(l.vv)
                h.add(p.stiffness); h.add(p.damping); h.add(p.mass); h.add(p.tau)
                h.add(p.lower); h.add(p.upper); h.add(p.snapStep); h.add(p.snapOrigin)
                h.add(p.restDelta); h.add(p.restSpeed); h.add(UInt64(p.snapCount))
                var i = 0
                while i < p.snapCount { h.add(snapPool.base[p.snapFirst + i]); i += 1 }
            }
            s += 1
        }
        return h.value
    }
}
