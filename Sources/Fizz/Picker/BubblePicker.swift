//===--- BubblePicker.swift ----------------------------------------------===//
// Part of Fizz. The bubble picker: selection, animation, gestures and events over a physics world.
//===---------------------------------------------------------------------===//

/// An Apple-Music-style bubble picker: it owns a `BubbleWorld` (the physics) and drives it.
///
/// ```swift
/// let picker = try BubblePicker(width: 390, height: 844)       // points
/// let a = try picker.addPickerBubble(at: Vec2(195, 422), radius: 40)
/// _ = try picker.tap(at: Vec2(195, 422))                        // selects `a`: it grows
/// for _ in 0..<60 { try picker.step(1.0 / 60) }                 // seconds, any slicing
/// print(picker.events.map(\.kind))                              // what happened in the last step
/// ```
///
/// Why a component over the world rather than inside it: the physics (bodies, contacts,
/// clock, settling) is useful alone and knows nothing of the picker; the picker keeps its own
/// state per bubble slot (`PickerState`) and hooks into the world's step through
/// `BubbleWorldDriver`. Step, hash, resize and remove through the picker (they have picker
/// work: animations and events, its part of the hash, its stored points, the drag); every
/// other physics call (parameters, positions, plain `addBubble`) goes to `world` directly.
///
/// Every mutating call validates all its input first and throws `FizzError` without changing
/// anything when it refuses.
public final class BubblePicker {
    /// The physics world the picker drives. Step, hash, resize and remove through the picker.
    public let world: BubbleWorld
    /// Selection, animations, gestures and events, per bubble slot.
    let state: PickerState
    /// The world's bodies and budget (the world holds them for its life; kept here too, so
    /// the picker's many reads are one load, not two).
    let bodies: BodyStore
    /// The world's budget: every byte the picker and its world hold is charged to it.
    public let memory: MemoryBudget

    /// A picker over a new empty world of `width × height` points (see `BubbleWorld.init`).
    public convenience init(width: Double, height: Double, def: BubbleWorldDef = BubbleWorldDef()) throws(FizzError) {
        self.init(driving: try BubbleWorld(width: width, height: height, def: def))
    }

    /// A picker over an existing world (its bubbles become picker bubbles the first time a
    /// picker call touches them). The world should from now on be stepped through the picker.
    public init(driving world: BubbleWorld) {
        self.world = world
        bodies = world.bodies
        memory = world.memory
        state = PickerState(budget: world.memory)
    }

    /// Advances the world by `dt` seconds (0...`maxStepTime`) with the picker's work in every
    /// substep (see `BubbleWorld.step`), and makes the step's `events`.
    public func step(_ dt: Double) throws(FizzError) { try world.step(dt, driver: self) }
    /// Sets the world's memory budget in bytes (see `BubbleWorld.setMemoryBudget`): the picker
    /// holds no budget of its own, so every kind's C API sets one the same way.
    public func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try world.setMemoryBudget(bytes) }

    /// The world's state hash with the picker's state in it (records, settings, gestures and,
    /// with `includingEvents`, the event lists), between the bodies and the clock. Equal to
    /// `world.stateHash` while no picker call has changed anything. (`fizz_world_hash`.)
    public var stateHash: UInt64 { stateHash(includingEvents: true) }

    /// The same hash, optionally without the event lists (the last step's and the pending
    /// ones). Those belong to calls rather than to time: stepping 1/60 s once or 1/120 s twice
    /// leaves the same state, but an event of the first half-step is in the first call's list.
    /// Without events, the hash is the same for every slicing of the same time.
    public func stateHash(includingEvents: Bool) -> UInt64 {
        world.stateHash { (h: inout StateHasher) in hashState(into: &h, includingEvents: includingEvents) }
    }

    /// Resizes the world (see `BubbleWorld.resize`); the drag target and the content offset
    /// scale with it.
    public func resize(width: Double, height: Double) throws(FizzError) {
        let sx = width / world.size.x, sy = height / world.size.y
        try world.resize(width: width, height: height)
        state.rescale(sx, sy)
    }

    /// Removes a bubble at once (no animation, no `removed` event); a bubble being dragged
    /// ends the drag first. - Throws: `.notFound` if `id` names no live bubble.
    public func removeBubble(_ id: BubbleID) throws(FizzError) {
        guard let i = bodies.index(of: id) else { throw .notFound }
        removeBody(id, at: i)
    }

    /// The one path out of the world for a picker bubble (a call's removal and the end of an
    /// animated one): a bubble under the finger that vanishes ends the drag.
    func removeBody(_ id: BubbleID, at i: Int) {
        letGo(id)
        world.removeBody(id, at: i)
    }

    /// `removeBody` for one of many bubbles whose animations end in one substep: marked, the
    /// store moved once by the caller's `world.compactRemoved()` after the last.
    func markRemoved(_ id: BubbleID, at i: Int) {
        letGo(id)
        world.markRemoved(id, at: i)
    }

    /// A bubble under the finger that vanishes ends the drag.
    private func letGo(_ id: BubbleID) {
        if state.dragID == id { state.dragID = nil; emit(.dragEnded, id) }
    }

    // MARK: The physics it drives (same module: the picker reads and writes bodies in place)

    var size: Vec2 { world.size }
    var anchorPoint: Vec2 { world.anchorPoint }
    var isSettled: Bool { world.isSettled }
    func wake() { world.wake() }
    func structureChanged() { world.structureChanged() }
    @inline(__always) func setBody(_ i: Int, radius r: Double, density d: Double) { world.setBody(i, radius: r, density: d) }
    @inline(__always) func writeBody(_ i: Int, radius r: Double, density d: Double) { world.writeBody(i, radius: r, density: d) }
}
