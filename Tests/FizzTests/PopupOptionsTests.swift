//===--- PopupOptionsTests.swift -----------------------------------------===//
// Part of Fizz. The options a Floating UI, Popper or Radix user expects, and the moves reported.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// A 400 × 300 layer with one 100 × 40 popup (arrow 10 × 10, corner radius 8) at `ref`.
private func layer(_ ref: (Double, Double, Double, Double), _ p: PopupPlacement = .top, height: Double = 300) throws -> (PopupLayer, UInt32) {
    let l = try PopupLayer(width: 400, height: height)
    let id = try l.add()
    try l.setReference(id, x: ref.0, y: ref.1, width: ref.2, height: ref.3)
    try l.setSize(id, width: 100, height: 40)
    try l.setPlacement(id, p)
    return (l, id)
}

private func solved(_ l: PopupLayer, _ id: UInt32) throws -> PopupRecord {
    try l.solve()
    return try l.popup(id)
}

/// (shift, apart, arrow, centre offset) of popup `id`, as the bulk read gives them.
private func moves(_ l: PopupLayer, _ id: UInt32) throws -> [Double] {
    let out = PackedBuffer<Double>()
    try l.packMoves(into: out)
    let i = l.index(of: id)!
    return (0..<4).map { out.pointer[4 * i + $0] }
}

@Suite("Popup options")
struct PopupOptionsTests {
    @Test("Shift on (default) and off: a point 20 pt from the left edge")
    func noShift() throws {
        // Centred above, x = 20 − 50 = −30; shifted to 0 (30 pt), the arrow 20 − 50 = −30 pt
        // from the body's centre and on the point.
        let (l, id) = try layer((20, 150, 0, 0))
        var r = try solved(l, id)
        #expect([r.x, r.y] == [0, 100] && r.solvedPlacement == .top)
        #expect(try moves(l, id) == [30, 0, -30, 0])
        // Without shift, above and below stay at −30: neither fits; right does (x = 30,
        // y = 150 − 20).
        try l.setOptions(id, PopupLayer.Option.noShift)
        r = try solved(l, id)
        #expect([r.x, r.y] == [30, 130] && r.solvedPlacement == .right && r.flags == 0)
        #expect(try moves(l, id) == [0, 0, 0, 0])
    }

    @Test("Sticky partial (default) and always: above only, a point 5 pt from the edge")
    func sticky() throws {
        let (l, id) = try layer((5, 150, 0, 0))
        try l.setFallbacks(id, 0x1)
        var r = try solved(l, id)
        // Partial: the limit keeps the arrow's centre 13 pt inside the body: x = 5 − 13.
        #expect(r.x == -8 && r.flags == PopupLayer.Flag.escaped)
        #expect(try moves(l, id) == [37, 0, -37, 0])   // from −45 to −8; arrow at 5 − 42
        // Always: inside at x = 0; the arrow stops 13 pt in, 8 pt past the point.
        try l.setOptions(id, PopupLayer.Option.stickyAlways)
        r = try solved(l, id)
        #expect(r.x == 0 && r.flags == 0 && r.p1x == 13)
        #expect(try moves(l, id) == [45, 0, -37, 8])
    }

    @Test("Main-axis shift: a 300 × 120 body beside a 100 × 100 reference with 100 pt each way")
    func mainAxisShift() throws {
        let l = try PopupLayer(width: 400, height: 300)
        let id = try l.add()
        try l.setReference(id, x: 150, y: 100, width: 100, height: 100)
        try l.setSize(id, width: 300, height: 120)
        // No side has room (130 needed above and below, 310 left and right); above sticks out
        // least (30 pt, before below on a tie): y = 100 − 10 − 120 = −30, escaped.
        var r = try solved(l, id)
        #expect([r.x, r.y] == [50, -30] && r.flags == PopupLayer.Flag.escaped)
        // Pushed back inside along the main axis: y = 0, over the reference.
        try l.setOptions(id, PopupLayer.Option.mainAxisShift)
        r = try solved(l, id)
        #expect([r.x, r.y] == [50, 0] && r.flags == 0 && r.solvedPlacement == .top)
    }

    @Test("Cross flip: off, to the start side, to the end side, in both directions")
    func crossFlip() throws {
        // A 400 × 100 layer, a point at (200, 50): 60 pt tall bodies fit neither above nor
        // below (50 < 70); left and right have equal room, right (clockwise) first.
        func side(_ options: UInt32, rtl: Bool = false) throws -> PopupRecord {
            let (l, id) = try layer((200, 50, 0, 0), height: 100)
            try l.setSize(id, width: 100, height: 60)
            l.setRightToLeft(rtl)
            try l.setOptions(id, options)
            return try solved(l, id)
        }
        var r = try side(0)
        #expect(r.solvedPlacement == .right && r.x == 210)
        // Above and below only: above sticks out least (20, first on a tie), y = 50 − 70.
        r = try side(PopupLayer.Option.noCrossFlip)
        #expect(r.solvedPlacement == .top && r.y == -20 && r.flags == PopupLayer.Flag.escaped)
        r = try side(PopupLayer.Option.crossStart)
        #expect(r.solvedPlacement == .left && r.x == 90)
        r = try side(PopupLayer.Option.crossEnd)
        #expect(r.solvedPlacement == .right && r.x == 210)
        // Right-to-left: the start side of a top placement is the right, the end the left.
        #expect(try side(PopupLayer.Option.crossStart, rtl: true).solvedPlacement == .right)
        #expect(try side(PopupLayer.Option.crossEnd, rtl: true).solvedPlacement == .left)
    }

    @Test("Flip alignment: top-start at a reference 30 pt from the right edge becomes top-end")
    func flipAlignment() throws {
        // Reference x 330...370: start wants x = 330 (to 430 > 400), shifted to 300.
        let (l, id) = try layer((330, 150, 40, 20), .topStart)
        var r = try solved(l, id)
        #expect(r.x == 300 && r.solvedPlacement == .topStart)
        #expect(try moves(l, id) == [-30, 0, 0, 0])   // arrow at 350, the body's centre
        // End: x = 370 − 100 = 270 needs no shift.
        try l.setOptions(id, PopupLayer.Option.flipAlignment)
        r = try solved(l, id)
        #expect(r.x == 270 && r.solvedPlacement == .topEnd && r.flags == 0)
        #expect(try moves(l, id) == [0, 0, 30, 0])
    }

    @Test("Arrow padding of its own, and the slide to the reference's centre")
    func arrowPaddingAndCentre() throws {
        // Top-start on a point at (200, 150): the limit keeps the arrow's centre 8 + 5 pt in,
        // so x = 200 − 13; with padding 0, 5 pt in: x = 195.
        let (l, id) = try layer((200, 150, 0, 0), .topStart)
        #expect(try solved(l, id).x == 187)
        try l.setArrowPadding(id, 0)
        #expect(try solved(l, id).x == 195)
        try l.setArrowPadding(id, -1)
        #expect(try solved(l, id).x == 187)
        // A 4 pt wide reference (200...204): start at 200, limited to 204 − 13 = 191, the
        // arrow at the reference's end (204: 2 pt off its centre). Sliding to the centre:
        // x = 202 − 13 = 189, centre offset 0.
        try l.setReference(id, x: 200, y: 150, width: 4, height: 20)
        var r = try solved(l, id)
        #expect(r.x == 191 && r.p1x == 204)
        #expect(try moves(l, id)[3] == 2)
        try l.setOptions(id, PopupLayer.Option.arrowCenter)
        r = try solved(l, id)
        #expect(r.x == 189 && r.p1x == 202)
        #expect(try moves(l, id)[3] == 0)
    }

    @Test("Alignment offset: inward for start and end, none for centre, mirrored in RTL")
    func alignmentOffset() throws {
        let (l, id) = try layer((180, 140, 40, 20), .topStart)
        try l.setAlignmentOffset(id, 10)
        #expect(try solved(l, id).x == 190)         // 180 + 10
        try l.setPlacement(id, .topEnd)
        #expect(try solved(l, id).x == 110)         // 220 − 100 − 10
        try l.setPlacement(id, .top)
        #expect(try solved(l, id).x == 150)         // centred: no offset
        try l.setPlacement(id, .topStart)
        l.setRightToLeft(true)
        #expect(try solved(l, id).x == 110)         // start is the right edge: 220 − 100 − 10
        try l.setPlacement(id, .rightStart)
        let r = try solved(l, id)
        // 140 + 10 (the top edge in both directions), limited to 160 − 13 = 147 so the arrow
        // stays on the reference.
        #expect(r.solvedPlacement == .rightStart && r.y == 147)
    }

    @Test("A boundary per popup: a panel it clips to, and both vocabularies of escaped")
    func popupBoundary() throws {
        // A point at (120, 150): centred above, x = 70. In a panel x 100...300 the body
        // shifts to 100 (the limit allows up to 120 − 13 = 107).
        let (l, id) = try layer((120, 150, 0, 0))
        #expect(try solved(l, id).x == 70)
        try l.setPopupBoundary(id, x: 100, y: 0, width: 200, height: 300)
        var r = try solved(l, id)
        #expect(r.x == 100 && r.flags == 0)
        // The panel scrolled so the point lies outside it (panel x 300...400): the reference
        // is hidden, and the body, kept by its arrow within 13 pt of the point, lies wholly
        // outside the panel: escaped (partly outside, Fizz) and escaped wholly (Floating UI).
        try l.setPopupBoundary(id, x: 300, y: 0, width: 100, height: 300)
        r = try solved(l, id)
        let f = PopupLayer.Flag.self
        #expect(r.flags == f.referenceHidden | f.escaped | f.escapedWholly)
        // 0 × 0: the layer's boundary again.
        try l.setPopupBoundary(id, x: 0, y: 0, width: 0, height: 0)
        #expect(try solved(l, id).x == 70)
    }

    @Test("Refusals change nothing; options, padding, offsets and boundary survive a snapshot")
    func refusalsAndSnapshot() throws {
        let (l, id) = try layer((120, 150, 0, 0))
        try l.setOptions(id, PopupLayer.Option.flipAlignment | PopupLayer.Option.crossEnd)
        try l.setArrowPadding(id, 3)
        try l.setAlignmentOffset(id, -4)
        try l.setPopupBoundary(id, x: 100, y: 0, width: 200, height: 300)
        try l.solve()
        let h = l.stateHash
        func refused(_ body: () throws(FizzError) -> Void) -> FizzError? {
            do throws(FizzError) { try body(); return nil } catch { return error }
        }
        #expect(refused { () throws(FizzError) in try l.setOptions(id, 256) } == .invalidOption)
        #expect(refused { () throws(FizzError) in try l.setOptions(id, PopupLayer.Option.crossStart | PopupLayer.Option.crossEnd) } == .invalidOption)
        #expect(refused { () throws(FizzError) in try l.setArrowPadding(id, -0.5) } == .outOfRange)
        #expect(refused { () throws(FizzError) in try l.setArrowPadding(id, .nan) } == .nonFinite)
        #expect(refused { () throws(FizzError) in try l.setAlignmentOffset(id, 1e4 + 1) } == .outOfRange)
        #expect(refused { () throws(FizzError) in try l.setPopupBoundary(id, x: 0, y: 0, width: 0, height: 5) } == .outOfRange)
        #expect(refused { () throws(FizzError) in try l.setPopupBoundary(id, x: 0, y: .infinity, width: 1, height: 1) } == .nonFinite)
        #expect(refused { () throws(FizzError) in try l.setOptions(99, 0) } == .notFound)
        #expect(l.stateHash == h)
        let bytes = l.snapshot()
        let back = try bytes.withUnsafeBytes { b throws(FizzError) in try PopupLayer.restore(from: b) }
        #expect(back.stateHash == h)
        let r = try back.popup(id)
        #expect(r.options == 96 && r.arrowPadding == 3 && r.alignmentOffset == -4 && r.clipWidth == 200)
    }
}
