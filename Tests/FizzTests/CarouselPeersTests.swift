//===--- CarouselPeersTests.swift ----------------------------------------===//
// Part of Fizz. Issue 25 §5: the carousel where the peers (iCarousel, UIScrollView, Swiper)
// disagreed with it, each worked case by hand.
//===---------------------------------------------------------------------===//

import Foundation
import Testing
@testable import Fizz

@Suite("Carousel against its peers")
struct CarouselPeersTests {
    @Test("Paging lands on the next boundary from the lift: 20 items, from 5, −1000 pt/s for 0.3 s, lifted at 7.778 → 8")
    func pagingFromTheLift() throws {
        for looping in [false, true] {
            let c = try carousel(20, spacing: 8)                     // pitch 108
            try c.setLooping(looping)
            c.setPagingEnabled(true)
            try c.setPosition(5)
            try drag(c, speed: -1000, duration: 0.3)                 // 300 pt = 2.778 items
            #expect(close(c.position, 5 + 300.0 / 108, 1e-9))
            #expect(try c.landingIndex(velocity: c.fingerVelocity) == 8, "looping \(looping)")
            #expect(try release(c) == 8)
            try settle(c)
            #expect(c.position == 8 && c.currentIndex == 8, "looping \(looping): rests at 8, not behind the lift")
            // Back the other way from 8: −2.778 items to 5.222, a fling back lands on 5.
            try drag(c, speed: 1000, duration: 0.3)
            #expect(try release(c) == 5)
            try settle(c)
            #expect(c.position == 5)
        }
    }

    @Test("Swiper's cards turn about the middle of the bottom edge (transform-origin: center bottom)")
    func cardsAboutTheBottom() throws {
        let c = try carousel(20)                                     // 100 × 100 items
        try c.setTransform(.cards(SwiperCards()))
        // Offset −1: Swiper's progress 1, translate −(8 − 0.75)% of 100 pt, rotateZ(−2°),
        // scale 1, about (0, 50): x gains 50·sin(−2°), y gains 50·(1 − cos 2°).
        let r = -2.0 * Double.pi / 180
        let m = c.matrix(offset: -1)
        #expect(abs(m[4, 1] - (-7.25 + 50 * sin(r))) < 1e-12)     // −8.99497…, was −7.25
        #expect(abs(m[4, 2] - 50 * (1 - cos(r))) < 1e-12)          // 0.03046…, was 0
        #expect(abs(m[1, 1] - cos(r)) < 1e-15 && abs(m[1, 2] - sin(r)) < 1e-15)
        // The card in front stays put: no turn at offset 0.
        let front = c.matrix(offset: 0)
        #expect(front[4, 1] == 0 && front[4, 2] == 0)
    }

    /// The depth rank of the record of slot `k` in the frame.
    func depth(_ c: Carousel, slot k: Double) throws -> Double {
        try records(c).first { $0[0] == k }![20]
    }

    @Test("Wheels draw in iCarousel's order: at position 0, offset 2 in front of offset 1 (the 0.01·offset shift)")
    func wheelOrder() throws {
        for type in [ICarouselType.wheel, .invertedWheel] {
            let c = try carousel(20)
            try c.setTransform(.iCarousel(type, .defaults(for: type)))
            try c.setPosition(0)
            for k in 1..<5 { #expect(try depth(c, slot: Double(k + 1)) > depth(c, slot: Double(k)), "\(type) \(k)") }
        }
    }

    @Test("Cover flow in [k + 0.487, k + 0.5): the item past the centre is in front (its corner's z, as iCarousel)")
    func coverFlowOrder() throws {
        let c = try carousel(20)
        try c.setTransform(.iCarousel(.coverFlow, .defaults(for: .coverFlow)))
        try c.setPosition(3.49)
        #expect(try depth(c, slot: 4) > depth(c, slot: 3))
        try c.setPosition(3.48)                                     // below the crossing: 3 in front
        #expect(try depth(c, slot: 3) > depth(c, slot: 4))
    }

    @Test("Back faces: the inverted cylinder's far side shows its back (iCarousel can hide it), its front faces the viewer")
    func facing() throws {
        // 10 around a ring of radius 50/tan(π/10) = 153.9 pt (inside the eye's 500 pt):
        // offset 5 is turned by π, its normal (0, 0, −1), away from the eye; offset 4 (144°)
        // shows its back too, offset 3 (108°) still its front (the eye sees it from inside).
        let c = try carousel(10)
        try c.setTransform(.iCarousel(.invertedCylinder, .defaults(for: .invertedCylinder)))
        #expect(c.isFacing(offset: 0) && c.isFacing(offset: 3) && c.isFacing(offset: -3))
        #expect(!c.isFacing(offset: 5) && !c.isFacing(offset: 4) && !c.isFacing(offset: -4))
        try c.setTransform(.iCarousel(.cylinder, .defaults(for: .cylinder)))
        #expect(c.isFacing(offset: 0) && !c.isFacing(offset: 5))
        try c.setTransform(.none)                                   // a flat row faces the viewer
        #expect(c.isFacing(offset: 0) && c.isFacing(offset: 7))
        try c.setPerspective(0)                                     // no perspective: n_z alone
        try c.setTransform(.iCarousel(.invertedCylinder, .defaults(for: .invertedCylinder)))
        #expect(c.isFacing(offset: 0) && !c.isFacing(offset: 5))
    }
}
