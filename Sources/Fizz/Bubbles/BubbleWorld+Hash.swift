//===--- BubbleWorld+Hash.swift ------------------------------------------===//
// Part of Fizz. The frame hash that proves two builds computed the same frame.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// FNV-1a 64 over the bit patterns of every live bubble's state, in id (slot) order: slot,
    /// generation, position, velocity, radius, inverse mass; then the world's clock (substep
    /// count, accumulator) and settled flag. Two worlds with equal hashes are, for every
    /// practical purpose, in the same state; one flipped bit anywhere changes it. A component
    /// driving the world adds its own state between the bodies and the clock (see
    /// `BubbleWorldDriver`).
    public var stateHash: UInt64 { stateHash { _ in } }

    /// The hash with `driverState` fed in between the bodies and the clock: the one sequence
    /// every hash of this world follows, so a driver that adds nothing leaves the world's hash.
    func stateHash(_ driverState: (inout StateHasher) -> Void) -> UInt64 {
        var h = StateHasher()
        let b = bodies
        h.add(UInt64(b.count))
        for slot in 0..<b.slotCount {
            let i = Int(b.indexOfSlot[slot])
            if i < 0 { continue }
            h.add(UInt32(slot)); h.add(b.slots.generation[slot])
            h.add(b.px[i]); h.add(b.py[i]); h.add(b.vx[i]); h.add(b.vy[i])
            h.add(b.radius[i]); h.add(b.invMass[i])
        }
        driverState(&h)
        h.add(clock.count); h.add(clock.pending); h.add(UInt64(rest.isSettled ? 1 : 0))
        return h.value
    }
}
