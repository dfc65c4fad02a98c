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
            while s < slots { advance(s, n); s += 1 }
            clock.count &+= UInt64(n)
        }
        events.endStep(last: nil, budget: memory)
        return n
    }

    /// Runs `n` steps of the channel in slot `s`: the spring/glide map, the rest test after
    /// each step, and for a bounded glide the bound test.
    @inline(__always)
    func advance(_ s: Int, _ n: Int) {
        let p = lanes.base + s
        let f = p.pointee.flags
        if f & (AnimatorLane.moving | AnimatorLane.paused) != AnimatorLane.moving { return }
        if f & AnimatorLane.bounded != 0 { advanceBounded(s, n); return }
        let xx = p.pointee.xx, xv = p.pointee.xv, vx = p.pointee.vx, vv = p.pointee.vv
        let delta = restDelta, speed = restSpeed
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

    /// A bounded glide: as `advance`, and after each step the value (target + d) is compared
    /// with the bounds; past one, the rest of the steps run as a spring toward it.
    @inline(never)
    func advanceBounded(_ s: Int, _ n: Int) {
        let l = lanes[s]
        let lower = specs[s].lower, upper = specs[s].upper
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
            if d.magnitude <= restDelta && v.magnitude <= restSpeed { settle(s); return }
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
            }
            s += 1
        }
        return h.value
    }
}
