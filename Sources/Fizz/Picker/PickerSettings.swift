//===--- PickerSettings.swift --------------------------------------------===//
// Part of Fizz. The picker's rules and timings, with the values that give the seed's feel.
//===---------------------------------------------------------------------===//

/// What happens when a selection would exceed `PickerSettings.maxSelected`.
public enum SelectionOverflow: UInt32, Sendable, Equatable {
    /// The new selection is refused (Bubble-Picker's `maxSelectedCount`); a `selectionRefused`
    /// event says so.
    case refuse = 0
    /// The oldest selected bubble is deselected first, then the new one is selected (Magnetic's
    /// single-selection mode, generalised): `deselected` is always reported before `selected`.
    case deselectOldest = 1
}

/// When a bubble being removed stops taking part in the physics.
public enum RemovalMode: UInt32, Sendable, Equatable {
    /// It shrinks inside the physics, so its neighbours fill the gap as it shrinks; its body
    /// leaves when the animation ends.
    case atEnd = 0
    /// Its body shrinks to 1 % at once (neighbours close in immediately, as in the seed where
    /// the physics body is gone during the animation) while the drawn radius shrinks over the
    /// animation.
    case atOnce = 1
}

/// What a pan on the background does.
public enum PanMode: UInt32, Sendable, Equatable {
    /// Moves the attraction point with the finger, smoothed, clamped to the world on release
    /// (UEBubblePicker).
    case anchor = 0
    /// Gives every bubble the finger's motion as velocity (Magnetic's `moveNodes`, uniform).
    case push = 1
    /// Scrolls the content offset (the view over a cloud larger than the view), clamped so that
    /// every bubble stays reachable.
    case scroll = 2
}

/// Where `spawnBubble` puts a new bubble.
public enum SpawnPolicy: UInt32, Sendable, Equatable {
    /// At the attraction point.
    case center = 0
    /// At one of the world's four corners (inset by the radius), chosen at random but never the
    /// same corner twice in a row (UEBubblePicker).
    case corners = 1
    /// Just outside the left or right edge, alternating, at a random height (Magnetic).
    case sides = 2
    /// Anywhere inside the world (inset by the radius), uniformly at random.
    case random = 3
}

/// Ready-made feels, each a set of world parameters and picker settings (see `applyPreset`).
public enum PickerPreset: UInt32, Sendable, Equatable {
    /// UEBubblePicker: spring k = 8 /s², damping 4.9 /s, walls on both axes, the seed's pop,
    /// pan moves the anchor.
    case spring = 0
    /// Magnetic: constant pull 337 pt/s² toward the anchor, damping 3 /s, walls only at the top
    /// and bottom (the cloud scrolls sideways), no pop, pan pushes every bubble.
    case magnetic = 1
    /// Slow and soft: spring k = 2 /s², damping 4 /s (overdamped, ζ ≈ 1.41), a third of the pop,
    /// pan moves the anchor and it springs back at 2 /s.
    case calm = 2
    /// Motionless (Magnetic #104): no field, damping 20 /s, no pop; bubbles only push each
    /// other apart and stay where they are put; pan scrolls.
    case still = 3
}

/// The picker's parameters. Defaults are the seed's (UEBubblePicker) with its swapped densities
/// put right, and the growth animated (0.2 s, as Magnetic and SIFloatingCollection do).
public struct PickerSettings: Sendable, Equatable {
    /// The most bubbles selected at once; 0 means no limit, 1 is single selection.
    public var maxSelected: Int32 = 0
    /// What a selection beyond `maxSelected` does.
    public var overflow: SelectionOverflow = .refuse
    /// Density (mass per pt²) of an unselected bubble; the seed's intended 0.66.
    public var densityUnselected: Double = 0.66
    /// Density of a selected bubble; the seed's intended 0.99 (heavier, so it holds its place).
    public var densitySelected: Double = 0.99
    /// Selected radius / unselected radius for bubbles added without an explicit selected
    /// radius (the seed's 80 → 106.4 pt). Range 0.01...100: a selected radius is never below a
    /// hundredth of the smallest accepted radius.
    public var selectedScale: Double = 1.33
    /// Seconds a radius change (select, deselect, `setSizes`) takes; 0 is instant.
    public var growDuration: Double = 0.2
    /// Seconds the appear animation (scale 0 → 1) takes; 0 is instant.
    public var appearDuration: Double = 0.25
    /// Seconds the remove animation (scale 1 → 0) takes; 0 removes at the next substep.
    public var removeDuration: Double = 0.25
    /// When a removed bubble's body leaves the physics.
    public var removalMode: RemovalMode = .atEnd
    /// How hard a selection pushes the other bubbles aside, as a multiple of the room the
    /// growth needs (dimensionless, 0...100; 0 disables the pop). Each other bubble gets the
    /// velocity that would carry it, against the world's damping alone, `popStrength` times the
    /// distance it must give way for the grown area: (R² − r²) / (2d) for a bubble d pt away
    /// from one growing from r to R pt, d counted as at least R + its own radius. The push
    /// therefore has the same proportions at any bubble size and fades with distance; a world
    /// without damping gets none (nothing would stop it). See `pop(from:grownFrom:)`.
    public var popStrength: Double = PickerSettings.defaultPopStrength
    /// Stiffness of the spring that pulls a dragged bubble to the finger, as a frequency in Hz.
    public var dragHertz: Double = 6
    /// Damping ratio of that spring for a selected bubble (the seed's snap damping 1).
    public var dragDampingSelected: Double = 1
    /// Damping ratio for an unselected bubble (the seed's 0.66: a little overshoot).
    public var dragDampingUnselected: Double = 0.66
    /// What a background pan does.
    public var panMode: PanMode = .anchor
    /// Anchor pan: per move, the anchor goes this fraction of the way to where the finger says
    /// (the seed's 0.2).
    public var panSmoothing: Double = 0.2
    /// Push pan: velocity given per point of finger motion, in 1/s. With 5 and the default
    /// damping 4.9, a bubble coasts about as far as the finger moved.
    public var panPushGain: Double = 5
    /// Anchor pan: after release the anchor returns to where it was when the pan began at this
    /// rate (1/s, exponential); 0 leaves it where it was dropped (the seed).
    public var springBackRate: Double = 0
    /// The most live bubbles (not counting ones being removed); adding one more removes the
    /// oldest, animated (the seed's planned "bubble cycling"). 0 means no cap.
    public var maxLive: Int32 = 0

    public init() {}

    /// The range of `selectedScale` (selected radius ÷ unselected radius of a bubble added
    /// without its own sizes): 0.01...100.
    public static let minSelectedScale = 0.01, maxSelectedScale = 100.0

    /// The default `popStrength`.
    public static let defaultPopStrength: Double = 3.8

    /// Checks every field; the picker refuses settings that fail.
    public func validate() throws(FizzError) {
        if maxSelected < 0 || maxSelected > BubbleWorldDef.bubbleLimit || maxLive < 0 || maxLive > BubbleWorldDef.bubbleLimit { throw .outOfRange }
        try Check.density(densityUnselected)
        try Check.density(densitySelected)
        try Check.range(selectedScale, PickerSettings.minSelectedScale, PickerSettings.maxSelectedScale)
        try Check.range(growDuration, 0, 60)
        try Check.range(appearDuration, 0, 60)
        try Check.range(removeDuration, 0, 60)
        try Check.range(popStrength, 0, 100)
        try Check.positive(dragHertz, max: 1000)
        try Check.range(dragDampingSelected, 0, 100)
        try Check.range(dragDampingUnselected, 0, 100)
        try Check.range(panSmoothing, 0, 1)
        try Check.range(panPushGain, 0, 1e4)
        try Check.range(springBackRate, 0, 1e4)
    }
}
