//===--- AnimatorEvent.swift ---------------------------------------------===//
// Part of Fizz. What an animator's channels did during a step, and how channels are named.
//===---------------------------------------------------------------------===//

/// A channel of an `Animator`: its slot and the slot's generation, so an id kept after
/// `remove` is seen as stale and never names the channel that took the slot.
///
/// As one number (the C API's channel id): generation·65,536 + slot, positive (generations
/// are 1...32,767). The slot is the channel's index in `Animator.packStates`.
public struct AnimatorChannel: Equatable, Sendable {
    public let slot: UInt32
    public let generation: UInt32

    public init(slot: UInt32, generation: UInt32) {
        self.slot = slot
        self.generation = generation
    }

    /// The id as the C API passes it: generation << 16 | slot.
    public var packed: Int32 { Int32(bitPattern: generation << 16 | slot) }

    /// The channel an id names, or nil when the number cannot be one (≤ 0 or generation 0).
    public init?(packed: Int32) {
        if packed <= 0 || packed >> 16 == 0 { return nil }
        slot = UInt32(packed & 0xffff)
        generation = UInt32(packed >> 16)
    }
}

/// One thing a channel did in a step. Events are read after the step, in channel slot order
/// (each channel runs all of a call's substeps at once).
public struct AnimatorEvent: Equatable, Sendable {
    public enum Kind: UInt32, Sendable {
        /// The channel came to rest (|value − target| ≤ restDelta and |velocity| ≤ restSpeed):
        /// it now sits exactly on its target with velocity 0.
        case rested = 1
        /// A glide crossed one of its bounds and handed over to its spring toward that bound.
        case hitBound = 2
        /// A glide that ends on a snap target came to rest on it.
        case snapped = 3
    }

    public let kind: Kind
    public let channel: AnimatorChannel
}
