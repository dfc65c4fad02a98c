//===--- BodyStore.swift -------------------------------------------------===//
// Part of Fizz. Bubble state as struct-of-arrays, plus the id table that names it.
//===---------------------------------------------------------------------===//

/// Every live bubble's state, one `Column` per field, indexed by a dense body index
/// `0..<count`; and the slot table that maps stable `BubbleID`s to those indices.
///
/// Why two index spaces: the solver wants dense, contiguous arrays it can stream through, and
/// the host wants names that survive removals. Removal compacts the arrays (order preserved,
/// so the solver's iteration order - and so the result - depends only on the call history);
/// the slot table is updated to match.
final class BodyStore {
    // Hot state, per body index.
    var px = Column<Double>(), py = Column<Double>()
    var vx = Column<Double>(), vy = Column<Double>()
    var radius = Column<Double>()
    var invMass = Column<Double>()
    var density = Column<Double>()
    /// The slot that names the body at each index.
    var slotOf = Column<UInt32>()

    // The id table, per slot.
    /// Body index of the slot's bubble, or -1 when the slot is free.
    var indexOfSlot = Column<Int32>()
    var generation = Column<UInt32>()
    /// Free slots as a FIFO queue (`freeHead..<freeTail`): a slot is reused as late as possible,
    /// so a stale id stays detectably stale for as long as possible.
    var freeSlots = Column<UInt32>()
    var freeHead = 0, freeTail = 0

    private(set) var count = 0
    private(set) var slotCount = 0

    deinit {
        px.deallocate(); py.deallocate(); vx.deallocate(); vy.deallocate()
        radius.deallocate(); invMass.deallocate(); density.deallocate(); slotOf.deallocate()
        indexOfSlot.deallocate(); generation.deallocate(); freeSlots.deallocate()
    }

    /// The body index of a live id, or nil when the id is stale or was never issued.
    @inline(__always) func index(of id: BubbleID) -> Int? {
        if Int(id.slot) >= slotCount { return nil }
        let i = indexOfSlot[Int(id.slot)]
        if i < 0 || generation[Int(id.slot)] != id.generation { return nil }
        return Int(i)
    }

    func id(atIndex i: Int) -> BubbleID {
        let s = slotOf[i]
        return BubbleID(slot: s, generation: generation[Int(s)])
    }

    /// Appends a body and names it; the caller has validated every value.
    func append(position p: Vec2, radius r: Double, density d: Double) -> BubbleID {
        let i = count
        let n = count + 1
        px.reserve(n, keeping: count); py.reserve(n, keeping: count)
        vx.reserve(n, keeping: count); vy.reserve(n, keeping: count)
        radius.reserve(n, keeping: count); invMass.reserve(n, keeping: count)
        density.reserve(n, keeping: count); slotOf.reserve(n, keeping: count)
        px[i] = p.x; py[i] = p.y; vx[i] = 0; vy[i] = 0
        radius[i] = r; density[i] = d; invMass[i] = BodyStore.inverseMass(radius: r, density: d)

        let slot: UInt32
        // Reuse only once enough slots wait, or when no fresh slot is left (ids have 17 bits).
        let waiting = freeTail - freeHead
        if waiting > BodyStore.reuseDelay || (waiting > 0 && slotCount >= BodyStore.slotLimit) {
            slot = freeSlots[freeHead]
            freeHead += 1
        } else {
            slot = UInt32(slotCount)
            indexOfSlot.reserve(slotCount + 1, keeping: slotCount)
            generation.reserve(slotCount + 1, keeping: slotCount)
            generation[slotCount] = 1
            slotCount += 1
        }
        indexOfSlot[Int(slot)] = Int32(i)
        slotOf[i] = slot
        count = n
        return BubbleID(slot: slot, generation: generation[Int(slot)])
    }

    /// Removes the body at `index`, shifting later bodies down by one (order is preserved).
    func remove(atIndex index: Int) {
        let slot = Int(slotOf[index])
        let tail = count - index - 1
        if tail > 0 {
            (px.base + index).update(from: px.base + index + 1, count: tail)
            (py.base + index).update(from: py.base + index + 1, count: tail)
            (vx.base + index).update(from: vx.base + index + 1, count: tail)
            (vy.base + index).update(from: vy.base + index + 1, count: tail)
            (radius.base + index).update(from: radius.base + index + 1, count: tail)
            (invMass.base + index).update(from: invMass.base + index + 1, count: tail)
            (density.base + index).update(from: density.base + index + 1, count: tail)
            (slotOf.base + index).update(from: slotOf.base + index + 1, count: tail)
            var j = index
            while j < count - 1 { indexOfSlot[Int(slotOf[j])] = Int32(j); j += 1 }
        }
        count -= 1
        indexOfSlot[slot] = -1
        generation[slot] = generation[slot] &+ 1
        if generation[slot] == 0 { generation[slot] = 1 }
        // Compact the FIFO when it has drained, so it never grows past the slot count.
        if freeHead == freeTail { freeHead = 0; freeTail = 0 }
        freeSlots.reserve(freeTail + 1, keeping: freeTail)
        freeSlots[freeTail] = UInt32(slot)
        freeTail += 1
        if freeHead > 0 && freeTail == freeSlots.capacity {
            (freeSlots.base).update(from: freeSlots.base + freeHead, count: freeTail - freeHead)
            freeTail -= freeHead
            freeHead = 0
        }
    }

    /// Slots wait in the free queue until this many others are free too, so a just-removed
    /// bubble's id is not immediately handed to a new bubble.
    static let reuseDelay = 64
    /// Slots a world may ever use: the C API packs a slot into 17 bits.
    static let slotLimit = Int(BubbleWorldDef.bubbleLimit) + 1

    @inline(__always) static func inverseMass(radius r: Double, density d: Double) -> Double {
        1.0 / (d * Double.pi * r * r)
    }
}
