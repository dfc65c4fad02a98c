//===--- BubblePicker+Physics.swift --------------------------------------===//
// Part of Fizz's tests. The physics reads the picker tests make, through the picker's world.
//===---------------------------------------------------------------------===//

@testable import Fizz

// Why here and not in the engine: a picker's physics is `picker.world`; these keep the picker
// tests as short as they were when the picker lived inside the world.
extension BubblePicker {
    var count: Int { world.count }
    var def: BubbleWorldDef { world.def }
    var bubbleIDs: [BubbleID] { world.bubbleIDs }
    var substepCount: UInt64 { world.substepCount }
    func index(of id: BubbleID) -> Int? { world.index(of: id) }
    func contains(_ id: BubbleID) -> Bool { world.contains(id) }
    func position(of id: BubbleID) -> Vec2? { world.position(of: id) }
    func velocity(of id: BubbleID) -> Vec2? { world.velocity(of: id) }
    func radius(of id: BubbleID) -> Double? { world.radius(of: id) }
    func update(_ change: (inout BubbleWorldDef) -> Void) throws(FizzError) { try world.update(change) }
    func setVelocity(_ id: BubbleID, _ v: Vec2) throws(FizzError) { try world.setVelocity(id, v) }
    func setDef(_ d: BubbleWorldDef) throws(FizzError) { try world.setDef(d) }
    func forEachBubble(_ body: (BubbleID, Vec2, Double) -> Void) { world.forEachBubble(body) }
    func setMemoryBudget(_ bytes: Int64) throws(FizzError) { try world.setMemoryBudget(bytes) }
    @discardableResult
    func addBubble(at p: Vec2, radius: Double) throws(FizzError) -> BubbleID { try world.addBubble(at: p, radius: radius) }
}
