//===--- BubbleWorld+Hash.swift ------------------------------------------===//
// Part of Fizz. The frame hash that proves two builds computed the same frame.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// FNV-1a 64 over the bit patterns of every live bubble's state, in id (slot) order: slot,
    /// generation, position, velocity, radius, inverse mass; then the picker's state and event
    /// lists, the world's clock (substep count, accumulator) and settled flag. Two worlds with
    /// equal hashes are, for every practical purpose, in the same state; one flipped bit
    /// anywhere changes it. (`fizz_world_hash`.)
    public var stateHash: UInt64 { stateHash(includingEvents: true) }

    /// The same hash, optionally without the event lists (the last step's and the pending
    /// ones). Those belong to calls rather than to time: stepping 1/60 s once or 1/120 s twice
    /// leaves the same state, but an event of the first half-step is in the first call's list.
    /// Without events, the hash is the same for every slicing of the same time.
    public func stateHash(includingEvents: Bool) -> UInt64 {
        var h = FNV1a()
        let b = bodies
        h.add(UInt64(b.count))
        for slot in 0..<b.slotCount {
            let i = Int(b.indexOfSlot[slot])
            if i < 0 { continue }
            h.add(UInt32(slot)); h.add(b.generation[slot])
            h.add(b.px[i]); h.add(b.py[i]); h.add(b.vx[i]); h.add(b.vy[i])
            h.add(b.radius[i]); h.add(b.invMass[i])
        }
        hashPicker(into: &h, includingEvents: includingEvents)   // adds nothing for a world the picker never touched
        h.add(substepCount); h.add(pendingSubsteps); h.add(UInt64(isSettled ? 1 : 0))
        return h.value
    }
}
