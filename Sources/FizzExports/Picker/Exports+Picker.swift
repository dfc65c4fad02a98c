//===--- Exports+Picker.swift --------------------------------------------===//
// Part of Fizz. How a world's calls reach the picker's settings and its bubbles.
//===---------------------------------------------------------------------===//

import Fizz

extension WorldEntry {
    /// Changes picker settings through the validating path.
    @inline(__always)
    func setPicker(_ change: (inout PickerSettings) -> Void) throws(Failure) -> Answer {
        try engine { () throws(FizzError) in try picker.updatePicker(change) }; return .ok
    }

    /// A call on one bubble of this world: its handle resolved first (null, stale, foreign),
    /// then the engine's refusals as failures.
    @inline(__always)
    func onBubble(_ b: UInt32, _ body: (BubbleID) throws(FizzError) -> Answer) throws(Failure) -> Answer {
        let id = try bubble(b)
        return try engine { () throws(FizzError) in try body(id) }
    }

    /// A call that adds a bubble and answers its new handle. Room for the handle is checked
    /// first, so a refusal leaves the world unchanged.
    @inline(__always)
    func adding(_ add: () throws(FizzError) -> BubbleID) throws(Failure) -> Answer {
        try HandleRegistry.requireRoom()
        let id = try engine(add)
        return .handle(adopt(id))
    }

    /// A call that answers an existing bubble's handle, 0 for none.
    @inline(__always)
    func found(_ find: () throws(FizzError) -> BubbleID?) throws(Failure) -> Answer {
        .handle(try engine(find).map { handle(of: $0) } ?? 0)
    }

    /// `fizz_picker_query`: runs the query into the query buffer; the number of matches.
    func query(_ q: PickerQuery, tag: UInt64) throws(Failure) -> Int {
        let ids = picker.query(q, tag: tag)
        let p = try engine { () throws(FizzError) in try queryResult.resize(ids.count, in: world.memory) }
        for i in 0..<ids.count { p[i] = handle(of: ids[i]) }
        return ids.count
    }
}
