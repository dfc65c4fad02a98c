//===--- PickerLimitLoweredTests.swift -----------------------------------===//
// Part of Fizz. A limit lowered under many bubbles lets go of the oldest in one call: the
// picker walks its list instead of removing its first element each time (which made one call
// quadratic: 131,070 live bubbles, `maxLive` 1, one addition took 0.9 s of CPU; 0.04 s now,
// printed by no test: speed is never asserted).
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct PickerLimitLoweredTests {
    /// Ten bubbles in a row, 40 pt apart, added (and stepped until live) in order.
    static func ten() throws -> (BubblePicker, [BubbleID]) {
        let w = try BubblePicker(width: 600, height: 300)
        var ids: [BubbleID] = []
        for k in 0..<10 { ids.append(try w.addPickerBubble(at: Vec2(Double(40 + 50 * k), 150), radius: 15)) }
        try w.step(1)
        return (w, ids)
    }

    @Test func maxLiveLoweredEvictsEveryOldestInOneAddition() throws {
        let (w, ids) = try PickerLimitLoweredTests.ten()
        try w.updatePicker { $0.maxLive = 3 }
        let new = try w.addPickerBubble(at: Vec2(300, 250), radius: 15)
        try w.step(1.0 / 1200)
        // Eight go, oldest first, so that the two newest and the new one make three.
        let evicted = w.events.filter { $0.kind == .evicted }.map(\.id)
        #expect(evicted == Array(ids.prefix(8)))
        #expect(w.query(.all) == Array(ids.suffix(2)) + [new])
        #expect(BubblePicker.overflowing(2, limit: 3) == 0 && BubblePicker.overflowing(3, limit: 3) == 1)
    }

    @Test func maxSelectedLoweredDeselectsEveryOldestInOneSelection() throws {
        let (w, ids) = try PickerLimitLoweredTests.ten()
        for id in ids.prefix(9) { try w.select(id) }
        try w.step(1.0 / 60)
        try w.updatePicker { $0.maxSelected = 3; $0.overflow = .deselectOldest }
        #expect(try w.select(ids[9]))
        try w.step(1.0 / 1200)
        // Seven go, oldest selection first, so that two and the new one make three.
        #expect(w.events.filter { $0.kind == .deselected }.map(\.id) == Array(ids.prefix(7)))
        #expect(Set(w.query(.selected)) == Set(ids.suffix(3)))
    }
}
