//===--- PickerRemovalCompactionTests.swift ------------------------------===//
// Part of Fizz. Removal animations that end in one substep take their bubbles out of the
// store in one pass (BodyStore.markRemoved, compactRemoved), leaving what removing them one at
// a time left (found by the issue-26 round-eleven hunt: 131,071 at once took 13.4 s a step).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct PickerRemovalCompactionTests {
    /// Two in three of 40 bubbles removed, animated, ending together: the bubbles left are
    /// the kept ones, every id finds its own body and the removed ids are stale. (That the bits
    /// are those of removing them one at a time, the goldens with removals say.)
    @Test func removalsEndingTogetherLeaveTheStoreAsOneAtATimeDoes() throws {
        func world() throws -> (BubblePicker, [BubbleID]) {
            let picker = try BubblePicker(width: 390, height: 844)
            var ids: [BubbleID] = []
            for k in 0..<40 {
                ids.append(try picker.addPickerBubble(at: Vec2(20 + Double(k % 8) * 45, 100 + Double(k / 8) * 45), radius: 10))
            }
            try picker.step(1)
            return (picker, ids)
        }
        let (animated, ids) = try world()
        let gone = ids.enumerated().filter { $0.offset % 3 != 1 }.map(\.element)
        let kept = ids.enumerated().filter { $0.offset % 3 == 1 }.map(\.element)
        // No remove animation: they end in the next substep, and the checks come right after
        // it (a collide after it would rebuild the slot table from its own order).
        try animated.updatePicker { $0.removeDuration = 0 }
        for id in gone { #expect(try animated.removeAnimated(id)) }
        try animated.step(1.0 / 1200)
        let w = animated.world
        #expect(Set(w.bubbleIDs) == Set(kept))
        for k in 0..<w.bodies.count { #expect(w.bodies.index(of: w.bodies.id(atIndex: k)) == k) }
        for id in gone { #expect(w.index(of: id) == nil) }
    }
}
