//===--- RestoreSetterRangeTests.swift -----------------------------------===//
// Issue 25 §1: a restore accepts only what the setters accept. For each parameter below, a
// setter is given a distinctive value inside its range; in the object's snapshot that value's
// 8 bytes are replaced by one just outside the setter's range (which the test first checks the
// setter refuses), the checksum is rewritten, and the restore must refuse. Before, a popup's
// arrow base or height of 5e-7 was refused by `setArrow` (below `minArrow`: the outline's ratios
// went NaN) yet restored.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The snapshot with the first 8-byte copy of `old` in its payload (the last with `last`)
/// replaced by `new`, resealed; nil when `old` is not there.
func swapped(_ bytes: [UInt8], _ old: Double, _ new: Double, last: Bool = false) -> [UInt8]? {
    let o = withUnsafeBytes(of: old.bitPattern.littleEndian) { Array($0) }
    let n = withUnsafeBytes(of: new.bitPattern.littleEndian) { Array($0) }
    let first = Snapshot.headerSize, end = bytes.count - Snapshot.trailerSize - 8
    var i = last ? end : first
    while i >= first && i <= end {
        if Array(bytes[i..<(i + 8)]) == o {
            var b = bytes
            b.replaceSubrange(i..<(i + 8), with: n)
            let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
            for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
            return b
        }
        i += last ? -1 : 1
    }
    return nil
}

/// One parameter: its name, a distinctive value inside the setter's range, one just outside,
/// and the setter call on a fresh object.
private struct Parameter<T> {
    let name: String
    let inside: Double
    let outside: Double
    let set: (T, Double) throws(FizzError) -> Void
}

/// Walks the parameters: the setter takes `inside` and refuses `outside`; a snapshot holding
/// `outside` in `inside`'s place is refused by the restore.
private func walk<T: Snapshotting>(_ make: () throws(FizzError) -> T, _ parameters: [Parameter<T>]) throws {
    for p in parameters {
        let refused = try make()
        var setterRefused = false
        do throws(FizzError) { try p.set(refused, p.outside) } catch { setterRefused = true }
        #expect(setterRefused, "\(T.self).\(p.name): the setter refuses \(p.outside)")
        let object = try make()
        try p.set(object, p.inside)
        guard let bytes = swapped(Snapshot.bytes(of: object), p.inside, p.outside) else {
            Issue.record("\(T.self).\(p.name): \(p.inside) is not in the snapshot"); continue
        }
        var restored = true
        bytes.withUnsafeBytes { b in
            do throws(FizzError) { _ = try Snapshot.restore(T.self, from: b) } catch { restored = false }
        }
        #expect(!restored, "\(T.self).\(p.name): a snapshot holding \(p.outside) (outside the setter's range) restored")
    }
}

@Suite struct RestoreSetterRanges {
    @Test("popup: every number a popup setter bounds, just outside its range in a resealed snapshot, is refused")
    func popup() throws {
        let style = PopupLayer.maxStyle, size = PopupLayer.maxSize
        func layer() throws(FizzError) -> PopupLayer {
            let l = try PopupLayer(width: 390, height: 844)
            _ = try l.add()
            return l
        }
        try walk(layer, [
            Parameter(name: "arrow base", inside: 7.123456789, outside: 5e-7) { l, v throws(FizzError) in try l.setArrow(1, base: v, height: 5, tipRadius: 1) },
            Parameter(name: "arrow height", inside: 5.432198765, outside: 5e-7) { l, v throws(FizzError) in try l.setArrow(1, base: 10, height: v, tipRadius: 1) },
            Parameter(name: "tip radius", inside: 1.234567891, outside: style.nextUp) { l, v throws(FizzError) in try l.setArrow(1, base: 10, height: 5, tipRadius: v) },
            Parameter(name: "corner radius", inside: 8.765432109, outside: style.nextUp) { l, v throws(FizzError) in try l.setCornerRadius(1, v) },
            Parameter(name: "arrow padding", inside: 3.210987654, outside: -0.5) { l, v throws(FizzError) in try l.setArrowPadding(1, v) },
            Parameter(name: "main offset", inside: 2.345678912, outside: (-style).nextDown) { l, v throws(FizzError) in try l.setOffsets(1, main: v, cross: 0) },
            Parameter(name: "alignment offset", inside: 4.567891234, outside: style.nextUp) { l, v throws(FizzError) in try l.setAlignmentOffset(1, v) },
            Parameter(name: "leader length", inside: 4.561237894, outside: -1e-9) { l, v throws(FizzError) in
                try l.setLeader(1, length: v, dash: 2, dotRadius: 3, innerDotRadius: 1) },
            Parameter(name: "reference width", inside: 12.34567891, outside: size.nextUp) { l, v throws(FizzError) in
                try l.setReference(1, x: 0, y: 0, width: v, height: 10) },
            Parameter(name: "body height", inside: 23.45678912, outside: -1e-9) { l, v throws(FizzError) in try l.setSize(1, width: 10, height: v) },
            Parameter(name: "popup boundary width", inside: 33.3456789, outside: 0.5) { l, v throws(FizzError) in
                try l.setPopupBoundary(1, x: 0, y: 0, width: v, height: 40) },
        ])
    }

    @Test("animator: every number an animator setter bounds, just outside its range in a resealed snapshot, is refused")
    func animator() throws {
        func animator() throws(FizzError) -> Animator {
            let a = Animator()
            _ = try a.addSpring(Spring(stiffness: 170, damping: 26, mass: 1), value: 0, target: 10)
            return a
        }
        // The channel made first, in slot 0.
        func first(_ a: Animator) -> AnimatorChannel { a.id(0) }
        try walk(animator, [
            Parameter(name: "stiffness", inside: 123.4567891, outside: 1e9.nextUp) { a, v throws(FizzError) in
                try a.setSpring(first(a), Spring(stiffness: v, damping: 26)) },
            Parameter(name: "damping", inside: 7.891234567, outside: 1e6.nextUp) { a, v throws(FizzError) in
                try a.setSpring(first(a), Spring(stiffness: 170, damping: v)) },
            Parameter(name: "mass", inside: 1.234567891, outside: 5e-7) { a, v throws(FizzError) in
                try a.setSpring(first(a), Spring(stiffness: 170, damping: 26, mass: v)) },
            Parameter(name: "snap step", inside: 0.123456789, outside: 5e-7) { a, v throws(FizzError) in try a.setSnap(first(a), step: v, origin: 0) },
            Parameter(name: "snap origin", inside: 0.987654321, outside: Animator.maxValue.nextUp) { a, v throws(FizzError) in
                try a.setSnap(first(a), step: 1, origin: v) },
            Parameter(name: "lower bound", inside: -3.456789123, outside: (-Animator.maxValue).nextDown) { a, v throws(FizzError) in
                try a.setBounds(first(a), lower: v, upper: 100) },
            Parameter(name: "channel rest delta", inside: 0.032198765, outside: 5e-10) { a, v throws(FizzError) in
                try a.setRest(first(a), delta: v, speed: 0.05) },
            Parameter(name: "animator rest speed", inside: 0.045678912, outside: 1e6.nextUp) { a, v throws(FizzError) in
                try a.setRest(delta: 0.01, speed: v) },
        ])
    }
}

@Suite struct RestoreSetterRangesMore {

    @Test("world: every number a picker or world setter bounds, just outside its range in a resealed snapshot, is refused")
    func world() throws {
        func picker() throws(FizzError) -> BubblePicker {
            let p = try BubblePicker(width: 390, height: 844)
            _ = try p.addPickerBubble(at: Vec2(100, 100), radius: 20, selectedRadius: 30)
            return p
        }
        func settings(_ p: BubblePicker, _ change: (inout PickerSettings) -> Void) throws(FizzError) { try p.updatePicker(change) }
        func def(_ p: BubblePicker, _ change: (inout BubbleWorldDef) -> Void) throws(FizzError) {
            var d = p.world.def
            change(&d)
            try p.world.setDef(d)
        }
        // Ids are deterministic: every fresh picker's first bubble has this one.
        let first = try BubblePicker(width: 390, height: 844).addPickerBubble(at: Vec2(100, 100), radius: 20)
        try walk(picker, [
            Parameter(name: "selected scale", inside: 1.234567891, outside: (PickerSettings.minSelectedScale).nextDown) { p, v throws(FizzError) in
                try settings(p) { $0.selectedScale = v } },
            Parameter(name: "grow duration", inside: 0.123456789, outside: 60.nextUp) { p, v throws(FizzError) in try settings(p) { $0.growDuration = v } },
            Parameter(name: "pop strength", inside: 2.345678912, outside: -1e-9) { p, v throws(FizzError) in try settings(p) { $0.popStrength = v } },
            Parameter(name: "drag hertz", inside: 3.456789123, outside: 0) { p, v throws(FizzError) in try settings(p) { $0.dragHertz = v } },
            Parameter(name: "pan smoothing", inside: 0.456789123, outside: 1.nextUp) { p, v throws(FizzError) in try settings(p) { $0.panSmoothing = v } },
            Parameter(name: "spring back rate", inside: 4.567891234, outside: 1e4.nextUp) { p, v throws(FizzError) in
                try settings(p) { $0.springBackRate = v } },
            Parameter(name: "selected density", inside: 0.567891234, outside: BubbleWorldDef.maxDensity.nextUp) { p, v throws(FizzError) in
                try settings(p) { $0.densitySelected = v } },
            Parameter(name: "world damping", inside: 5.678912345, outside: -1e-9) { p, v throws(FizzError) in try def(p) { $0.damping = v } },
            Parameter(name: "world substep rate", inside: 1234.567891, outside: 14.5) { p, v throws(FizzError) in try def(p) { $0.substepRate = v } },
            Parameter(name: "world contact hertz", inside: 234.5678912, outside: 1e4.nextUp) { p, v throws(FizzError) in
                try def(p) { $0.contactHertz = v } },
            Parameter(name: "world anchor x", inside: 0.678912345, outside: 1000.5) { p, v throws(FizzError) in try def(p) { $0.anchor.x = v } },
            Parameter(name: "world sleep time", inside: 0.789123456, outside: -1e-9) { p, v throws(FizzError) in try def(p) { $0.sleepTime = v } },
            Parameter(name: "unselected size", inside: 21.23456789, outside: BubbleWorldDef.maxRadius.nextUp) { p, v throws(FizzError) in
                try p.setSizes(first, unselected: v, selected: 30) },
            // Issue 25 §1: these restored up to ±greatestFiniteMagnitude.
            Parameter(name: "bubble position x", inside: 123.4567891, outside: BubbleWorldDef.maxExtent.nextUp) { p, v throws(FizzError) in
                try p.world.setPosition(first, Vec2(v, 100)) },
            Parameter(name: "bubble position y", inside: 234.5678912, outside: (-BubbleWorldDef.maxExtent).nextDown) { p, v throws(FizzError) in
                try p.world.setPosition(first, Vec2(100, v)) },
            Parameter(name: "bubble velocity x", inside: 45.67891234, outside: BubbleWorldDef.maxSpeed.nextUp) { p, v throws(FizzError) in
                try p.world.setVelocity(first, Vec2(v, 0)) },
            Parameter(name: "bubble velocity y", inside: -56.78912345, outside: (-BubbleWorldDef.maxSpeed).nextDown) { p, v throws(FizzError) in
                try p.world.setVelocity(first, Vec2(0, v)) },
        ])
    }

    @Test("strip: every number a strip setter bounds, just outside its range in a resealed snapshot, is refused")
    func strip() throws {
        func strip() throws(FizzError) -> Strip { try Strip(viewport: 123.4567891) }  // the viewport parameter's inside value
        try walk(strip, [
            Parameter(name: "viewport", inside: 123.4567891, outside: 0.5) { _, v throws(FizzError) in _ = try Strip(viewport: v) },
            Parameter(name: "spacing", inside: 1.234567891, outside: Strip.maxLength.nextUp) { s, v throws(FizzError) in try s.setSpacing(v) },
            Parameter(name: "offset", inside: 2.345678912, outside: (-Strip.maxExtent).nextDown) { s, v throws(FizzError) in try s.setOffset(v) },
            Parameter(name: "item length", inside: 3.456789123, outside: -1e-9) { s, v throws(FizzError) in _ = try s.add(length: v) },
        ])
    }

    @Test("carousel: every number a carousel setter bounds, just outside its range in a resealed snapshot, is refused")
    func carousel() throws {
        func carousel() throws(FizzError) -> Carousel {
            try Carousel(layout: CarouselLayout(viewportWidth: 390, viewportHeight: 200, itemWidth: 100, itemHeight: 100), count: 10)
        }
        func layout(_ c: Carousel, width: Double = 390, item: Double = 100, spacing: Double = 0) throws(FizzError) {
            try c.setLayout(CarouselLayout(viewportWidth: width, viewportHeight: 200, itemWidth: item, itemHeight: 100, lineSpacing: spacing))
        }
        let m = CarouselCustomPath.maxCoordinate
        try walk(carousel, [
            Parameter(name: "viewport width", inside: 391.2345678, outside: CarouselLayout.maxViewport.nextUp) { c, v throws(FizzError) in
                try layout(c, width: v) },
            Parameter(name: "item width", inside: 101.2345678, outside: 0.5) { c, v throws(FizzError) in try layout(c, item: v) },
            Parameter(name: "line spacing", inside: 1.234567891, outside: -1e-9) { c, v throws(FizzError) in try layout(c, spacing: v) },
            Parameter(name: "perspective", inside: -0.00123456789, outside: 1.nextUp) { c, v throws(FizzError) in try c.setPerspective(v) },
            Parameter(name: "viewpoint y", inside: 12.3456789, outside: CarouselLayout.maxViewport.nextUp) { c, v throws(FizzError) in
                try c.setPerspective(0, viewpointX: 0, viewpointY: v) },
            Parameter(name: "autoscroll", inside: 0.123456789, outside: 1e4.nextUp) { c, v throws(FizzError) in try c.setAutoscroll(v) },
            Parameter(name: "rubber band", inside: 0.56789123, outside: 5e-4) { c, v throws(FizzError) in try c.setRubberBand(v) },
            Parameter(name: "rest delta", inside: 0.0123456789, outside: 5e-10) { c, v throws(FizzError) in try c.setRest(delta: v, speed: 0.01) },
            Parameter(name: "rest speed", inside: 0.0234567891, outside: 1.nextUp) { c, v throws(FizzError) in try c.setRest(delta: 0.01, speed: v) },
            Parameter(name: "fade range", inside: 1.345678912, outside: 5e-7) { c, v throws(FizzError) in
                try c.setFade(CarouselFade(fadeMin: 0, fadeMax: 1, fadeRange: v, fadeMinAlpha: 0.5)) },
            Parameter(name: "fade min alpha", inside: 0.456789123, outside: 1.nextUp) { c, v throws(FizzError) in
                try c.setFade(CarouselFade(fadeMin: 0, fadeMax: 1, fadeRange: 1, fadeMinAlpha: v)) },
            Parameter(name: "custom point y", inside: 5.678912345, outside: m.nextUp) { c, v throws(FizzError) in
                _ = try c.addCustomPoint(u: 0, y: v) },
            Parameter(name: "custom point u", inside: 6.789123456, outside: (-m).nextDown) { c, v throws(FizzError) in
                _ = try c.addCustomPoint(u: v, y: 0) },
        ])
    }
    @Test("motion: every number a motion setter bounds, just outside its range in a resealed snapshot, is refused")
    func motion() throws {
        func motion() throws(FizzError) -> Motion {
            let m = try Motion(width: 300, height: 200)
            _ = try m.mapping.addTarget(source: .x, kind: .sRGB)
            return m
        }
        let e = Motion.maxExtent
        try walk(motion, [
            Parameter(name: "rect x", inside: 1.234567891, outside: e.nextUp) { m, v throws(FizzError) in
                try m.setRect(Rect(x: v, y: 0, width: 10, height: 10)) },
            Parameter(name: "rect height", inside: 12.34567891, outside: 0.5) { m, v throws(FizzError) in
                try m.setRect(Rect(x: 0, y: 0, width: 10, height: v)) },
            Parameter(name: "max speed", inside: 1234.567891, outside: Motion.maxSpeedClamp.nextUp) { m, v throws(FizzError) in try m.setMaxSpeed(v) },
            Parameter(name: "timeline start", inside: 12.3456789, outside: (-Motion.maxTime).nextDown) { m, v throws(FizzError) in
                try m.resetTimeline(at: v) },
            Parameter(name: "release snap x", inside: 0.123456789, outside: 5e-4) { m, v throws(FizzError) in
                try m.setRelease(nil, snapX: v, snapY: 0) },
            Parameter(name: "release snap y", inside: 0.234567891, outside: 1e9.nextUp) { m, v throws(FizzError) in
                try m.setRelease(nil, snapX: 0, snapY: v) },
            Parameter(name: "decay time constant", inside: 0.345678912, outside: -1) { m, v throws(FizzError) in
                try m.setRelease(Decay(power: 0.998, timeConstant: v)) },
            Parameter(name: "sRGB stop red", inside: 0.456789123, outside: 1.5) { m, v throws(FizzError) in
                _ = try m.mapping.addStop(to: 0, input: 0, v, 0.5, 0.5, 1) },
            Parameter(name: "sRGB stop alpha", inside: 0.567891234, outside: -0.5) { m, v throws(FizzError) in
                _ = try m.mapping.addStop(to: 0, input: 0, 0.5, 0.5, 0.5, v) },
            Parameter(name: "sync content", inside: 456.7891234, outside: ScrollSync.maxLength.nextUp) { m, v throws(FizzError) in
                try m.setSync(content: v, viewport: 100, thumb: 20) },
            Parameter(name: "sync thumb", inside: 23.45678912, outside: -1) { m, v throws(FizzError) in
                try m.setSync(content: 1000, viewport: 100, thumb: v) },
        ])
        // Stops go to the newest target and items to the newest group: an object of their own.
        func scalar() throws(FizzError) -> Motion {
            let m = try Motion(width: 300, height: 200)
            _ = try m.mapping.addTarget(source: .x, kind: .scalar)
            _ = try m.mapping.addGroup(axis: .x, kernel: .linear, radius: 10)
            return m
        }
        try walk(scalar, [
            Parameter(name: "scalar stop input", inside: 0.678912345, outside: Mapping.maxValue.nextUp) { m, v throws(FizzError) in
                _ = try m.mapping.addStop(to: 0, input: v, 1) },
            Parameter(name: "scalar stop output", inside: 3.456789123, outside: (-Mapping.maxValue).nextDown) { m, v throws(FizzError) in
                _ = try m.mapping.addStop(to: 0, input: 0, v) },
            Parameter(name: "item position", inside: 4.567891234, outside: Mapping.maxValue.nextUp) { m, v throws(FizzError) in
                _ = try m.mapping.addItem(to: 0, position: v) },
            Parameter(name: "channel end", inside: 5.678912345, outside: Mapping.maxValue.nextUp) { m, v throws(FizzError) in
                _ = try m.mapping.addChannel(to: 0, at0: 0, at1: v) },
        ])
        // A second stop's input: at least `minStopGap` from the first's (a gap of 5e-324 made
        // an unclamped segment's output infinite).
        func oneStop() throws(FizzError) -> Motion {
            let m = try Motion(width: 300, height: 200)
            _ = try m.mapping.addTarget(source: .x, kind: .scalar, clampLow: false, clampHigh: false)
            _ = try m.mapping.addStop(to: 0, input: 0, 1)
            return m
        }
        try walk(oneStop, [
            Parameter(name: "stop input gap", inside: 0.789123456, outside: 1e-201) { m, v throws(FizzError) in
                _ = try m.mapping.addStop(to: 0, input: v, 2) },
        ])
        func group() throws(FizzError) -> Motion { try Motion(width: 300, height: 200) }
        try walk(group, [
            Parameter(name: "group radius", inside: 6.789123456, outside: -1) { m, v throws(FizzError) in
                _ = try m.mapping.addGroup(axis: .x, kernel: .linear, radius: v) },
        ])
    }

    @Test("motion: a pointer sample later than the newest event's time, in a resealed snapshot, is refused")
    func motionSampleAfterNewestEvent() throws {
        // The calls keep every live pointer's samples at or before `lastTime` (each event sets
        // it; `resetTimeline` forgets the pointers). With a sample after it, the next event may
        // carry a time before that sample, and the velocity fit's samples go back in time.
        let m = try Motion(width: 300, height: 200)
        try m.pointerDown(1, at: Vec2(10, 10), time: 1)
        try m.pointerMove(1, to: Vec2(20, 10), time: 1.123456789)
        // `lastTime` comes before the samples in the payload: its copy is the one replaced.
        let bytes = try #require(swapped(m.snapshot(), 1.123456789, 1.05))
        var restored = true
        bytes.withUnsafeBytes { b in
            do throws(FizzError) { _ = try Motion.restore(from: b) } catch { restored = false }
        }
        #expect(!restored, "a motion whose newest event time is before its pointer's newest sample restored")
    }
}

@Suite struct RestoreSetterRangesLayout {
    @Test("layout: every number a layout setter bounds, just outside its range in a resealed snapshot, is refused")
    func layout() throws {
        let m = BrickLayout.maxStyle, b = BehaviorRecord.maxStyle, e = BrickLayout.maxExtent, reach = BrickLayout.maxReach
        // A root, a horizontal section (id 2) and a brick (id 3) in it, laid out once.
        func layout() throws(FizzError) -> BrickLayout {
            let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
            _ = try l.addSection(width: .ratio(1), height: .fixed(100), style: SectionStyle(flow: .horizontal))
            _ = try l.addBrick(to: 2, width: .fixed(50), height: .fixed(40))
            try l.update()
            return l
        }
        func style(_ l: BrickLayout, _ change: (inout SectionStyle) -> Void) throws(FizzError) {
            var s = try l.style(2)
            change(&s)
            try l.setStyle(2, s)
        }
        func behavior(_ l: BrickLayout, _ k: LayoutBehavior) throws(FizzError) { try l.attach(try l.addBehavior(k), to: 3) }
        try walk(layout, [
            Parameter(name: "viewport width", inside: 321.2345678, outside: e.nextUp) { l, v throws(FizzError) in try l.setViewport(width: v, height: 480) },
            Parameter(name: "viewport height", inside: 481.2345678, outside: 0.5) { l, v throws(FizzError) in try l.setViewport(width: 320, height: v) },
            Parameter(name: "margin", inside: 123.4567891, outside: e.nextUp) { l, v throws(FizzError) in try l.setMargin(v) },
            Parameter(name: "scale", inside: 2.345678912, outside: 0.5) { l, v throws(FizzError) in try l.setScale(v) },
            Parameter(name: "offset y", inside: 12.34567891, outside: reach.nextUp) { l, v throws(FizzError) in try l.setOffset(x: 0, y: v) },
            Parameter(name: "section offset", inside: 23.45678912, outside: (-reach).nextDown) { l, v throws(FizzError) in try l.setSectionOffset(2, v) },
            Parameter(name: "section inset", inside: 3.456789123, outside: -1e-9) { l, v throws(FizzError) in try style(l) { $0.inset = v } },
            Parameter(name: "section top", inside: 4.567891234, outside: m.nextUp) { l, v throws(FizzError) in try style(l) { $0.edgeInsets.top = v } },
            Parameter(name: "section width ratio", inside: 1.234567891, outside: 9e-4) { l, v throws(FizzError) in try style(l) { $0.widthRatio = v } },
            Parameter(name: "minimum column width", inside: 101.2345678, outside: 0.5) { l, v throws(FizzError) in
                try style(l) { $0.minimumColumnWidth = v } },
            Parameter(name: "fixed width", inside: 51.23456789, outside: DimensionTerm.maxSize.nextUp) { l, v throws(FizzError) in
                try l.setWidth(3, .fixed(v)) },
            Parameter(name: "ratio width", inside: 0.612345678, outside: DimensionTerm.maxRatio.nextUp) { l, v throws(FizzError) in
                try l.setWidth(3, .ratio(v)) },
            Parameter(name: "breakpoint", inside: 212.3456789, outside: DimensionTerm.maxBreakpoint.nextUp) { l, v throws(FizzError) in
                try l.addDimensionCase(3, when: DimensionCondition(width: v), .fixed(20)) },
            Parameter(name: "measured height", inside: 41.23456789, outside: m.nextUp) { l, v throws(FizzError) in
                try l.setHeight(3, .auto(estimate: .fixed(40))); try l.setMeasuredSize(3, height: v) },
            Parameter(name: "sticky top inset", inside: 5.678912345, outside: b.nextUp) { l, v throws(FizzError) in try behavior(l, .sticky(topInset: v)) },
            Parameter(name: "minimum sticky height", inside: 6.789123456, outside: -1e-9) { l, v throws(FizzError) in
                try behavior(l, .minimumSticky(minimumHeight: v)) },
            Parameter(name: "card stack small height", inside: 7.891234567, outside: -1e-9) { l, v throws(FizzError) in
                try behavior(l, .cardStack(smallHeight: v)) },
            Parameter(name: "spotlight small height", inside: 8.912345678, outside: -1e-9) { l, v throws(FizzError) in
                try behavior(l, .spotlight(smallHeight: v)) },
            Parameter(name: "cover flow minimum scale", inside: 0.891234567, outside: 1.0.nextUp) { l, v throws(FizzError) in
                try behavior(l, .coverFlow(minimumScale: v)) },
            Parameter(name: "offset dx", inside: 9.123456789, outside: (-b).nextDown) { l, v throws(FizzError) in
                try behavior(l, .offset(dx: v, dy: 0, dWidth: 0, dHeight: 0)) },
            Parameter(name: "set z", inside: 1.987654321, outside: b.nextUp) { l, v throws(FizzError) in try behavior(l, .setZIndex(v)) },
        ])
    }
}
