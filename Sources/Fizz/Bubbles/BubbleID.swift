//===--- BubbleID.swift --------------------------------------------------===//
// Part of Fizz. Stable names for bubbles.
//===---------------------------------------------------------------------===//

/// A bubble's stable name: a slot in its world plus the slot's generation.
///
/// A slot is reused after its bubble is removed, but its generation is bumped, so an id kept
/// by the host after a removal no longer validates (Box2D v3's id scheme). Ids never change
/// while a bubble lives, even when the engine reorders its internal arrays for speed.
public struct BubbleID: Equatable, Hashable, Sendable {
    /// 0-based slot in the world's id table.
    public var slot: UInt32
    /// Bumped every time the slot is freed; compared on every lookup.
    public var generation: UInt32

    @inlinable public init(slot: UInt32, generation: UInt32) {
        self.slot = slot; self.generation = generation
    }
}

/// The three ways a bubble's field can pull it toward the attraction point.
public enum AttractionKind: UInt32, Sendable, Equatable {
    /// Hooke spring: acceleration `k · (anchor − p)`, `k` in 1/s². The seed's feel:
    /// far bubbles rush in, near ones ease in.
    case spring = 0
    /// Constant magnitude: acceleration `g · (anchor − p) / max(|anchor − p|, radius)`,
    /// `g` in pt/s². Magnetic's (SpriteKit radial gravity) feel: everything drifts in at the
    /// same pace, softened to linear within one radius so a bubble at the anchor doesn't chatter.
    case constant = 1
    /// No field: bubbles only collide, damp and stay where they are put.
    case none = 2
}
