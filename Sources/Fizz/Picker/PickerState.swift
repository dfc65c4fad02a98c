//===--- PickerState.swift -----------------------------------------------===//
// Part of Fizz. The picker's own state, kept beside the physics, keyed by bubble slot.
//===---------------------------------------------------------------------===//

/// A bubble's animation phase.
enum PickerPhase: UInt8 {
    case live = 0, appearing = 1, removing = 2
}

/// The picker's view of one bubble, stored per slot.
///
/// Why per slot, with a generation: the physics store may reorder its bodies for speed, but a
/// slot names the same bubble for its whole life. A record whose generation differs from the
/// slot's current one belongs to a bubble that is gone; it is reset the first time the picker
/// touches the new bubble (which may have been added with the plain `addBubble`), so removals
/// made outside the picker never leave stale picker state behind.
struct PickerBubble {
    /// The generation this record belongs to; 0 means never used (generations start at 1).
    var generation: UInt32 = 0
    var selected = false
    /// Order of selection (for `.deselectOldest`) and of addition (for cycling, hit testing).
    var selectOrder: UInt64 = 0
    var addOrder: UInt64 = 0
    var tag: UInt64 = 0
    var userData: UInt64 = 0
    /// The radii (pt) the bubble has when unselected and when selected.
    var radiusUnselected: Double = 1
    var radiusSelected: Double = 1
    /// The size animation: from, to (pt) and progress 0...1 (1 = done).
    var sizeFrom: Double = 1
    var sizeTo: Double = 1
    var sizeT: Double = 1
    var phase: PickerPhase = .live
    /// Appear/remove progress 0...1.
    var phaseT: Double = 0
    /// Why it is being removed (`PickerEvent.causeCall`, `.causeEvicted`).
    var removeCause: UInt32 = 0

    /// The ease-in-out curve of every picker animation: Motion's smoothstep `t²(3 − 2t)`.
    @inline(__always) static func ease(_ t: Double) -> Double { Easing.smoothstep(t) }

    /// The size radius now (pt), before the appear/remove scale.
    var size: Double { sizeFrom + (sizeTo - sizeFrom) * PickerBubble.ease(sizeT) }

    /// Appear/remove scale: 0.01 → 1 while appearing, 1 → 0.01 while removing (the seed's range).
    var scale: Double {
        switch phase {
        case .live: return 1
        case .appearing: return 0.01 + 0.99 * PickerBubble.ease(phaseT)
        case .removing: return 0.01 + 0.99 * (1 - PickerBubble.ease(phaseT))
        }
    }

    /// Opacity 0...1, following the same curve as the scale.
    var opacity: Double {
        switch phase {
        case .live: return 1
        case .appearing: return PickerBubble.ease(phaseT)
        case .removing: return 1 - PickerBubble.ease(phaseT)
        }
    }

    var isAnimating: Bool { sizeT < 1 || phase != .live }
}

/// Everything the picker adds to a world: per-slot records, settings, gesture state, events.
final class PickerState {
    /// Records by slot (`bubbles[slot]` for `slot < bubbles.count`).
    var bubbles = PickerRecords()
    var settings = PickerSettings()
    var rng = SplitMix64(seed: 0x5EED)
    var addCounter: UInt64 = 0
    var selectCounter: UInt64 = 0
    /// The last corner `.corners` used (-1: none yet), and the side `.sides` uses next.
    var lastCorner: Int32 = -1
    var nextSideRight = false

    /// True once any picker call changed something: from then on the frame hash covers the
    /// picker too (worlds that never use it keep their hashes).
    var inUse = false
    /// Some record may be animating: the substep hook scans the records only while this holds.
    var animating = false
    /// The largest radius growth (pt) animations made since contacts were last rebuilt.
    var growthSinceCollide = 0.0

    // Drag.
    var dragID: BubbleID? = nil
    var dragTarget = Vec2.zero

    // Pan.
    var panActive = false
    var panStartView = Vec2.zero
    var panLastView = Vec2.zero
    var panStartAnchor = Vec2.zero
    var springingBack = false
    var anchorHome = Vec2.zero

    /// The view's top-left corner in world points (scrolling).
    var contentOffset = Vec2.zero

    /// Events: the last step's list, and those of calls made since, which open the next.
    var log = EventLog<PickerEvent>()
    /// Whether `settled` was the last rest transition reported.
    var reportedSettled = false

    /// True while a substep has picker work to do.
    var busy: Bool { animating || dragID != nil || springingBack }

    /// The world's budget, charged by every growth.
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }

}

/// The picker records, one per slot, in a `Column` charged to the world's budget.
struct PickerRecords: ~Copyable {
    var storage = Column<PickerBubble>()
    private(set) var count = 0

    subscript(slot: Int) -> PickerBubble {
        get { storage[slot] }
        nonmutating set { storage[slot] = newValue }
    }

    /// Room for records up to slot `slots - 1`, within `budget`.
    mutating func reserve(_ slots: Int, in budget: MemoryBudget) throws(FizzError) {
        try storage.reserve(slots, keeping: count, in: budget)
    }

    /// Makes `slot` a valid index, with default records in new places (room reserved).
    mutating func extend(through slot: Int) {
        storage.reserve(slot + 1, keeping: count)
        while count <= slot { storage[count] = PickerBubble(); count += 1 }
    }
}
