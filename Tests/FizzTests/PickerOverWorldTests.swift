//===--- PickerOverWorldTests.swift --------------------------------------===//
// Part of Fizz's tests. The picker drives a physics world that knows nothing of it.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite("Picker over a bare world")
struct PickerOverWorldTests {
    private func scene(_ w: BubbleWorld) throws {
        try w.addBubble(at: Vec2(100, 100), radius: 30)
        try w.addBubble(at: Vec2(300, 700), radius: 40)
        try w.addBubble(at: Vec2(200, 400), radius: 20)
    }

    @Test("an unused picker steps its world exactly as a bare world steps, and hashes the same")
    func unusedPickerIsInvisible() throws {
        let bare = try BubbleWorld(width: 390, height: 844)
        let picker = try BubblePicker(width: 390, height: 844)
        try scene(bare); try scene(picker.world)
        for _ in 0..<90 { try bare.step(1.0 / 60); try picker.step(1.0 / 60) }
        #expect(picker.world.substepCount == 90 * 20)
        #expect(picker.world.stateHash == bare.stateHash)
        #expect(picker.stateHash == bare.stateHash)
        // Once a picker call changed something, its state is in the picker's hash only.
        try picker.setTag(picker.world.bubbleIDs[0], 9)
        #expect(picker.stateHash != bare.stateHash)
        #expect(picker.world.stateHash == bare.stateHash)
    }

    @Test("removing the dragged bubble through the picker ends the drag, with its event")
    func removalEndsDrag() throws {
        let picker = try BubblePicker(width: 390, height: 844)
        try scene(picker.world)
        let id = try #require(try picker.beginDrag(at: Vec2(100, 100)))
        try picker.removeBubble(id)
        #expect(picker.draggedBubble == nil)
        try picker.step(1.0 / 60)
        #expect(picker.events.map(\.kind) == [.dragBegan, .dragEnded])
        #expect(picker.world.count == 2)
    }

    @Test("resizing through the picker scales the content offset with the bubbles")
    func resizeScalesOffset() throws {
        let picker = try BubblePicker(width: 200, height: 200)
        try picker.world.update { $0.wallsX = false; $0.attraction = .none }
        try picker.world.addBubble(at: Vec2(900, 100), radius: 50)
        try picker.setContentOffset(Vec2(400, 0))
        try picker.resize(width: 400, height: 200)
        #expect(picker.contentOffset == Vec2(800, 0))
        #expect(picker.world.position(of: picker.world.bubbleIDs[0]) == Vec2(1800, 100))
    }
}
