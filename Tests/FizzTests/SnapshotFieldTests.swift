//===--- SnapshotFieldTests.swift ----------------------------------------===//
// Snapshots as untrusted input: every 32-bit field of a real snapshot of every kind changed in
// turn, with the length and checksum rewritten so that only the content is wrong.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The object of kind `T` a snapshot restores, or why not.
private func restore<T: Snapshotting>(_ bytes: [UInt8], as _: T.Type) -> Result<T, FizzError> {
    bytes.withUnsafeBytes { p in
        do throws(FizzError) { return .success(try Snapshot.restore(T.self, from: p)) } catch { return .failure(error) }
    }
}

/// The checksum rewritten over the (changed) bytes before it: what anyone can compute.
private func reseal(_ b: inout [UInt8]) {
    let sum = b.withUnsafeBytes { Snapshot.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<(b.count - 8)])) }
    for k in 0..<8 { b[b.count - 8 + k] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k))) }
}

/// The 32-bit little-endian word at `i`.
private func word(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
}

private func setWord(_ b: inout [UInt8], _ i: Int, _ v: UInt32) {
    for k in 0..<4 { b[i + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(k))) }
}

/// What the mutations of one snapshot came to.
private struct Tally {
    var refused = 0, accepted = 0, refusedUse = 0
}

/// Every 32-bit window of the payload (at every byte offset, as fields of 1, 4 and 8 bytes
/// sit at any alignment) set in turn to values that are counts, indices and sizes off by one,
/// sign bits, and the extremes, the header and checksum kept well-formed. Each restore must
/// either refuse (`.invalidBuffer`, or `.overBudget` when the memory limit is what changed)
/// or give an object that passes `use` (its own checks: a step, a solve) and whose own
/// snapshot restores to the same hash. A crash here is the test failing.
private func mutateEveryField<T: Snapshotting>(_ original: T, hash: (T) -> UInt64,
                                               use: (T) throws -> Void) throws -> Tally {
    let bytes = Snapshot.bytes(of: original)
    let before = hash(original)
    var tally = Tally()
    var i = Snapshot.headerSize
    while i + 4 <= bytes.count - Snapshot.trailerSize {
        let old = word(bytes, i)
        for v in [0, 1, 2, old &+ 1, old &- 1, old ^ 0x8000_0000, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x0001_0000] where v != old {
            var b = bytes
            setWord(&b, i, v)
            reseal(&b)
            // Every call on the mutated state runs under the watchdog: a hang is a failure
            // that names the kind, the byte, the value and the call.
            let kind = "\(T.self)"
            func call(_ what: StaticString) -> Watchdog.Call { Watchdog.Call(kind: kind, offset: i, value: v, call: what) }
            switch Watchdog.shared.guarding(call("restore"), { restore(b, as: T.self) }) {
            case .failure(let e):
                #expect(e == .invalidBuffer || e == .overBudget, "offset \(i) = \(v): \(e)")
                tally.refused += 1
            case .success(let r):
                Watchdog.shared.guarding(call("its own snapshot restored")) {
                    let again = Snapshot.bytes(of: r)
                    switch restore(again, as: T.self) {
                    case .failure(let e): Issue.record("offset \(i) = \(v): accepted, but its own snapshot is refused (\(e))")
                    case .success(let r2): #expect(hash(r2) == hash(r), "offset \(i) = \(v)")
                    }
                }
                // A refusal of the use (a smaller memory limit, say) is an answer, not a failure.
                do { try Watchdog.shared.guarding(call("its ordinary calls (a step, a solve, an update)")) { try use(r) } } catch { tally.refusedUse += 1 }
                tally.accepted += 1
            }
        }
        i += 1
    }
    #expect(hash(original) == before, "the original is untouched")
    return tally
}

/// A motion with the issue's shape (320 × 600, a target, two groups) and more: stops with an
/// easing, a colour target, items and channels, a sync, a release and a pointer down.
private func busyMotion() throws -> Motion {
    let m = try Motion(width: 320, height: 600)
    let t = try m.mapping.addTarget(source: .x)
    _ = try m.mapping.addStop(to: t, input: 0, 10)
    _ = try m.mapping.addStop(to: t, input: 0.5, 20)
    _ = try m.mapping.addStop(to: t, input: 1, 5)
    try m.mapping.setEasing(.easeInOut, target: t, segment: 1)
    let c = try m.mapping.addTarget(source: .y, kind: .okLab, clampLow: false)
    _ = try m.mapping.addStop(to: c, input: 1, 1, 0, 0, 1)
    _ = try m.mapping.addStop(to: c, input: 0, 0, 0, 1, 0.5)
    let g0 = try m.mapping.addGroup(axis: .x, kernel: .linear, radius: 100)
    _ = try m.mapping.addItem(to: g0, position: 40); _ = try m.mapping.addItem(to: g0, position: 120)
    _ = try m.mapping.addChannel(to: g0, at0: 0, at1: 1)
    let g1 = try m.mapping.addGroup(axis: .y, kernel: .linear, radius: 50)
    _ = try m.mapping.addItem(to: g1, position: 300)
    try m.setSync(content: 900, viewport: 300, thumb: 20)
    try m.setRelease(.framerInertia, snapX: 0, snapY: 0)
    try m.pointerDown(3, at: Vec2(20, 40), time: 1)
    try m.pointerMove(3, to: Vec2(30, 45), time: 1.016)
    try m.pointerMove(3, to: Vec2(42, 52), time: 1.032)
    try m.step(1.0 / 60)
    return m
}

@Suite struct SnapshotFieldTests {
    /// The issue's reproducer: a motion (320 × 600) with a target and two groups, its
    /// mapping's target count (after the motion's own fields: limit, rect, interval, max speed,
    /// gesture, clock) changed from 1 to 65,536 (under `maxTargets`) with the checksum
    /// rewritten. The targets column then runs past the payload, and the restore read
    /// `targets[t].width` from the column it had not filled: address 0x8 natively (a crash),
    /// linear memory in wasm.
    @Test func aMotionsTargetCountPastItsColumnIsRefused() throws {
        let m = try Motion(width: 320, height: 600)
        _ = try m.mapping.addTarget(source: .x)
        _ = try m.mapping.addGroup(axis: .x, kernel: .linear, radius: 100)
        _ = try m.mapping.addGroup(axis: .y, kernel: .linear, radius: 100)
        var b = m.snapshot()
        // The mapping's counts (1 target, 0 stops, 2 groups) follow the motion's own fields:
        // found by their values, the first place they stand in, so a new motion field (the
        // gesture's anchor and timeline start moved them from 110) does not silently point
        // this test elsewhere.
        let at = (Snapshot.headerSize..<(b.count - 16)).first { word(b, $0) == 1 && word(b, $0 + 4) == 0 && word(b, $0 + 12) == 2 } ?? 0
        #expect(at > Snapshot.headerSize + 100, "counts: 1 target, 0 stops, 2 groups, after the motion's fields")
        setWord(&b, at, 0x1_0000)
        reseal(&b)
        guard case .failure(let e) = restore(b, as: Motion.self) else { Issue.record("restored"); return }
        #expect(e == .invalidBuffer)
    }

    /// The mapping's restore checks the indices inside its raw records at these offsets.
    @Test func mappingRecordLayoutsAreTheOnesTheChecksRead() {
        #expect(MemoryLayout<MappingTarget>.offset(of: \.first) == 12 && MemoryLayout<MappingTarget>.offset(of: \.count) == 16)
        #expect(MemoryLayout<MappingTarget>.offset(of: \.outFirst) == 20 && MemoryLayout<MappingTarget>.stride == 24)
        #expect(MemoryLayout<ProximityGroup>.offset(of: \.firstItem) == 16 && MemoryLayout<ProximityGroup>.offset(of: \.itemCount) == 20)
        #expect(MemoryLayout<ProximityGroup>.offset(of: \.firstChannel) == 24 && MemoryLayout<ProximityGroup>.offset(of: \.channelCount) == 28)
        #expect(MemoryLayout<ProximityGroup>.stride == 32)
    }

    @Test func everyFieldOfAMotionSnapshot() throws {
        let t = try mutateEveryField(try busyMotion(), hash: { $0.stateHash }) { m in
            let out = PackedBuffer<Double>()
            try m.map(into: out)
            try m.step(0.1)
        }
        #expect(t.refused > 1000 && t.accepted > 0)
    }

    @Test func everyFieldOfAnAnimatorSnapshot() throws {
        let a = Animator()
        _ = try a.addSpring(try Spring(stiffness: 170, damping: 26, mass: 1), value: 0, velocity: 5, target: 100)
        let gone = try a.addSpring(try Spring(stiffness: 100, damping: 10, mass: 1), value: 3, target: 4)
        let glide = try a.addDecay(.framerInertia, value: 10, velocity: 800)
        try a.setBounds(glide, lower: -50, upper: 400)
        try a.remove(gone)
        _ = try a.addDecay(.normal, value: -5, velocity: -300)
        _ = try a.step(0.05)
        let t = try mutateEveryField(a, hash: { $0.stateHash }) { _ = try $0.step(0.5) }
        #expect(t.refused > 1000 && t.accepted > 0)
    }

    @Test func everyFieldOfAStripSnapshot() throws {
        let s = try Strip(viewport: 120)
        for l in [100.0, 50, 80] { _ = try s.add(length: l) }
        try s.setSpacing(8)
        try s.setOffset(30)
        let t = try mutateEveryField(s, hash: { $0.stateHash }) { s in
            let out = PackedBuffer<Double>()
            try s.packFrames(into: out)
        }
        #expect(t.refused > 100 && t.accepted > 0)
    }

    @Test func everyFieldOfAPopupSnapshot() throws {
        let l = try PopupLayer(width: 400, height: 300)
        for k in 0..<3 {
            let id = try l.add()
            try l.setReference(id, x: Double(40 + 90 * k), y: 120, width: 20, height: 10)
            try l.setSize(id, width: 60, height: 24)
            try l.setPlacement(id, PopupPlacement(rawValue: UInt32(3 * k))!)
        }
        try l.remove(2)
        _ = try l.addObstacle(x: 100, y: 100, width: 50, height: 50)
        try l.solve()
        let t = try mutateEveryField(l, hash: { $0.stateHash }) { try $0.solve() }
        #expect(t.refused > 1000 && t.accepted > 0)
    }

    @Test func everyFieldOfAPickerSnapshot() throws {
        let w = try BubblePicker(width: 200, height: 200)
        var ids: [BubbleID] = []
        for i in 0..<5 { ids.append(try w.addPickerBubble(at: Vec2(Double(30 * i + 20), 100), radius: 15)) }
        for _ in 0..<5 { try w.step(1.0 / 60) }
        _ = try w.toggle(ids[1])
        try w.removeBubble(ids[3])
        try w.step(1.0 / 60)
        let t = try mutateEveryField(w, hash: { $0.stateHash }) { try $0.step(1.0 / 30) }
        #expect(t.refused > 1000 && t.accepted > 0)
    }

    // Accepted state restores (issue 20, "Accepted state that does not restore").

    /// The issue's animator: fizz_animator_add_decay(a, 1e9, 1e9, 0.8, 0.325) glides 0.8·1e9
    /// further, to 1.8e9, beyond the ±1e9 a target is set within; so does the farthest glide
    /// the calls accept (1e9 + 100 s · 1e12 units/s = 1.00001e14). Each restores.
    @Test func aGlideRestingBeyondTheValueRangeRestores() throws {
        let a = Animator()
        let c = try a.addDecay(try Decay(power: 0.8, timeConstant: 0.325), value: 1e9, velocity: 1e9)
        let far = try a.addDecay(try Decay(power: 100, timeConstant: 100), value: -1e9, velocity: -1e12)
        #expect(try a.restValue(c) == 1.8e9 && a.lanes[Int(far.slot)].target == -1.00001e14)
        for steps in [0, 1, 60] {
            for _ in 0..<steps { _ = try a.step(0.5) }
            guard case .success(let r) = restore(a.snapshot(), as: Animator.self) else { Issue.record("refused after \(steps) steps"); continue }
            #expect(r.stateHash == a.stateHash)
        }
        // A glide launched again from beyond its bounds (±1e9 by default) springs back to the
        // bound: a second velocity cannot carry the target further.
        try a.setVelocity(c, 1e12)
        #expect(a.lanes[Int(c.slot)].target == 1e9)
        // One target past the range is refused as a bad buffer.
        var b = a.snapshot()
        let bits = (-1.00001e14 * (1 + 2e-9)).bitPattern
        let old = (-1.00001e14).bitPattern
        var k = Snapshot.headerSize
        while k + 8 <= b.count - 8 {
            var v: UInt64 = 0
            for j in 0..<8 { v |= UInt64(b[k + j]) << (8 * UInt64(j)) }
            if v == old { for j in 0..<8 { b[k + j] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(j))) }; break }
            k += 1
        }
        #expect(k + 8 <= b.count - 8, "the far glide's target is in the snapshot")
        reseal(&b)
        guard case .failure(let e) = restore(b, as: Animator.self) else { Issue.record("restored"); return }
        #expect(e == .invalidBuffer)
    }

    /// The issue's world: a plain bubble of radius 1e6 (the largest) toggled selected grew to
    /// 1e6 × 1.33 = 1.33e6 pt, a radius no setter takes and no snapshot restored. Its selected
    /// radius is now at most 1e6, as the picker's own adding call requires.
    @Test func aLargestBubbleSelectedRestores() throws {
        let w = try BubblePicker(width: 400, height: 300)
        let b = try w.world.addBubble(at: Vec2(200, 150), radius: 1e6)
        #expect(try w.sizes(of: b) == (1e6, 1e6))
        #expect(try w.toggle(b))
        try w.step(1.0)
        #expect(w.world.radius(of: b) == 1e6)
        guard case .success(let r) = restore(w.snapshot(), as: BubblePicker.self) else { Issue.record("refused"); return }
        #expect(r.stateHash == w.stateHash)
        // Below the limit the default is still radius × selected scale: 100 × 1.33.
        let small = try w.world.addBubble(at: Vec2(10, 10), radius: 100)
        #expect(try w.sizes(of: small) == (100, 100 * 1.33))
    }
}

// Restore accepts only states the calls could have made (issue 25 §1 and §6, "Resealed
// snapshots"): each reproducer is a real snapshot with one field changed and the checksum
// rewritten, as an attacker builds it.

/// Byte offsets in a layout snapshot (`BrickLayout.code`'s order), from the counts it holds.
private struct LayoutBytes {
    let b: [UInt8]
    // The payload starts with its format word (2), at 16.
    var nodes: Int { Int(word(b, 87)) }
    var sections: Int { Int(word(b, 95)) }
    var terms: Int { Int(word(b, 99)) }
    var behaviors: Int { Int(word(b, 103)) }
    var items: Int { Int(word(b, 107)) }
    var pinned: Int { Int(word(b, 111)) }
    var pending: Int { Int(word(b, 116)) }
    var window: Int { Int(word(b, 124)) }
    /// Node record `k` (60 bytes: 4 flags, then parent, firstChild, lastChild, next, prev,
    /// widthAt, widthCount, heightAt, heightCount, repeatCount, behaviors, section, firstItem,
    /// builtRepeat at 4 + 4·i).
    func node(_ k: Int, _ field: Int) -> Int { 132 + 60 * k + 4 + 4 * field }
    static let parent = 0, firstChild = 1, next = 3, widthAt = 5, widthCount = 6, heightAt = 7, heightCount = 8
    static let repeatCount = 9, firstItem = 12, builtRepeat = 13
    /// The slot table after the nodes: slot count, free count, a generation per slot, the free slots.
    var slotTable: Int { 132 + 60 * nodes }
    var free: Int { Int(word(b, slotTable + 4)) }
    func generation(_ k: Int) -> Int { slotTable + 8 + 4 * k }
    func freeSlot(_ k: Int) -> Int { slotTable + 8 + 4 * nodes + 4 * k }
    /// Term `k` (20 bytes: kind, a, b, value).
    func term(_ k: Int) -> Int { freeSlot(free) + 151 * sections + 20 * k }
    var itemNode: Int { term(terms) + 54 * behaviors }
    var itemOrder: Int { itemNode + 8 * items }
    /// Window entry `k`'s (id, repetition) in `ids`.
    func ids(_ k: Int) -> Int {
        itemNode + (4 + 4 + 4 + 32 + 16 + 16) * items + 4 * pinned + 4 * pending + (96 + 4 + 56) * window + 8 * k
    }
}

/// `bytes` with the word at `at` set to `v` (it held `was`), resealed.
private func changed(_ bytes: [UInt8], at: Int, from was: UInt32, to v: UInt32) -> [UInt8] {
    #expect(word(bytes, at) == was, "offset \(at) holds \(word(bytes, at)), not \(was): the layout of the snapshot moved")
    var b = bytes
    setWord(&b, at, v)
    reseal(&b)
    return b
}

/// `bytes` with the double `old` (its first place) set to `v`, resealed; nil when absent.
private func changed(_ bytes: [UInt8], double old: Double, after start: Int = Snapshot.headerSize, to v: Double) -> [UInt8]? {
    let o = old.bitPattern
    var k = start
    while k + 8 <= bytes.count - Snapshot.trailerSize {
        var x: UInt64 = 0
        for j in 0..<8 { x |= UInt64(bytes[k + j]) << (8 * UInt64(j)) }
        if x == o {
            var b = bytes
            for j in 0..<8 { b[k + j] = UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64(j))) }
            reseal(&b)
            return b
        }
        k += 1
    }
    return nil
}

/// Where the doubles `ds` sit one after another in `bytes`'s payload, or nil.
private func offset(of ds: [Double], in bytes: [UInt8]) -> Int? {
    func d(_ k: Int) -> UInt64 { var x: UInt64 = 0; for j in 0..<8 { x |= UInt64(bytes[k + j]) << (8 * UInt64(j)) }; return x }
    var k = Snapshot.headerSize
    while k + 8 * ds.count <= bytes.count - Snapshot.trailerSize {
        if ds.indices.allSatisfy({ d(k + 8 * $0) == ds[$0].bitPattern }) { return k }
        k += 1
    }
    return nil
}

/// The map a carousel's phase and settings derive, written out here (not `Carousel.stepMap`)
/// so the test states the rule: a glide's is its decay's time constant's, a spring's its
/// spring's, and the identity at rest or under a finger.
private func derivedMap(_ c: Carousel) -> Spring.Step {
    switch c.phase {
    case .gliding: return Decay(unchecked: c.decay.timeConstant, c.decay.timeConstant).step(Carousel.stepSeconds)
    case .springing: return c.spring.step(Carousel.stepSeconds)
    case .idle, .dragging: return Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1)
    }
}

private func same(_ a: Spring.Step, _ b: Spring.Step) -> Bool {
    a.xx.bitPattern == b.xx.bitPattern && a.xv.bitPattern == b.xv.bitPattern
        && a.vx.bitPattern == b.vx.bitPattern && a.vv.bitPattern == b.vv.bitPattern
}

private func putDouble(_ b: inout [UInt8], _ at: Int, _ v: Double) {
    for j in 0..<8 { b[at + j] = UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64(j))) }
}

private func refused<T: Snapshotting>(_ b: [UInt8], _: T.Type, _ what: String) {
    switch restore(b, as: T.self) {
    case .failure(let e): #expect(e == .invalidBuffer, "\(what): \(e)")
    case .success: Issue.record("\(what): restored (a state no call makes)")
    }
}

/// The ordinary calls of a layout, each answer finite (a refusal is an answer).
private func useLayout(_ l: BrickLayout) throws {
    func finite(_ what: String) {
        var k = 0
        while k < BrickLayout.frameStride * l.windowCount {
            if !l.frames.pointer[k].isFinite { Issue.record("\(what): frame value \(k) is \(l.frames.pointer[k])"); return }
            k += 1
        }
        if !l.contentHeight.isFinite || !l.contentWidth.isFinite { Issue.record("\(what): content size not finite") }
    }
    let ids = PackedBuffer<UInt32>()
    _ = try? l.update(); finite("update")
    _ = try? l.setOffset(x: 0, y: 120); finite("setOffset")
    _ = try? l.query(x: 0, y: 0, width: 400, height: 2000, into: ids)
    if let t = try? l.snapTarget(offset: 40, velocity: 800), !t.isFinite { Issue.record("snapTarget \(t)") }
    var id: UInt32 = 2
    while id <= UInt32(min(l.nodeCount, 8)) {
        if let f = l.transitionFrame(of: id, style: .bottom), !(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite) {
            Issue.record("transitionFrame(\(id)) not finite")
        }
        id += 1
    }
    _ = try? l.addBrick(width: .ratio(0.5), height: .fixed(30)); _ = try? l.update(); finite("add and update")
    // Its own snapshot restores (a state it reached is one the restore takes).
    if case .failure(let e) = restore(l.snapshot(), as: BrickLayout.self), e == .invalidBuffer {
        Issue.record("a restored layout's own snapshot is refused")
    }
}

/// A layout with every kind of state the snapshot holds: sections nested and horizontal,
/// repeated bricks, auto heights measured, a sticky behavior (pins), a window and changes.
private func busyLayout() throws -> BrickLayout {
    let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
    let sticky = try l.addBehavior(.sticky(topInset: 0, acrossSections: false))
    let s = try l.addSection(style: SectionStyle(inset: 4))
    let header = try l.addBrick(to: s, height: .fixed(40))
    try l.attach(sticky, to: header)
    let r = try l.addBrick(to: s, width: .ratio(0.5), height: .auto(estimate: .fixed(60)))
    try l.setRepeatCount(r, 5)
    let h = try l.addSection(style: SectionStyle(flow: .horizontal))
    try l.addBrick(to: h, width: .fixed(150), height: .fixed(80))
    try l.addBrick(to: h, width: .fixed(150), height: .fixed(80))
    try l.addBrick(height: .fixed(200))
    try l.update()
    try l.setMeasuredSize(r, repetition: 1, height: 90)
    try l.setOffset(x: 0, y: 60)
    return l
}

@Suite struct SnapshotRestoreTests {
    // Layout.

    /// A brick repeated 7 whose repeat count is set to 1,000, 8 or 100: the next `add_brick`
    /// and `update` wrote past the item columns (SIGSEGV in `fillBlock`, heap corruption).
    @Test func aLayoutRepeatCountOutOfStepIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let b = try l.addBrick(height: .fixed(40))
        try l.setRepeatCount(b, 7)
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        for v: UInt32 in [1000, 8, 100, 6, 0] {
            refused(changed(bytes, at: m.node(1, LayoutBytes.repeatCount), from: 7, to: v), BrickLayout.self, "repeatCount 7 → \(v)")
        }
        // Also before the items are built (the structure changed, not yet rebuilt).
        try l.addBrick(height: .fixed(10))
        let dirty = l.snapshot(), d = LayoutBytes(b: dirty)
        refused(changed(dirty, at: d.node(1, LayoutBytes.repeatCount), from: 7, to: 1000), BrickLayout.self, "dirty: repeatCount 7 → 1000")
    }

    /// An item of a section's block that names the section itself: `update` and `snap_target`
    /// recursed until the stack was gone.
    @Test func aLayoutItemNamingItsOwnSectionIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let s = try l.addSection()
        try l.addBrick(to: s, height: .fixed(40)); try l.addBrick(to: s, height: .fixed(40))
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        // Items: the section (root's block), then its two bricks: item 1 is node slot 2.
        refused(changed(bytes, at: m.itemNode + 4, from: 2, to: 1), BrickLayout.self, "item 1 names its own section")
    }

    /// The slot table must be the one the calls keep (issue 25, §6 memory: removed slots are
    /// reused): a listed free slot that is live would be handed out twice (two nodes on one
    /// slot), one listed twice likewise, a live slot's generation past the last an id can
    /// carry would make ids ≥ 2³¹ (negative int32 results), a removed one's generation at 1
    /// would let an old id alias the next node.
    @Test func aLayoutSlotTableOutOfStepIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let a = try l.addBrick(height: .fixed(40)), b = try l.addBrick(height: .fixed(40))
        try l.addBrick(height: .fixed(40))
        try l.update()
        try l.remove(a); try l.remove(b)
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        #expect(m.free == 2 && word(bytes, m.freeSlot(0)) == 1 && word(bytes, m.freeSlot(1)) == 2)
        refused(changed(bytes, at: m.freeSlot(0), from: 1, to: 3), BrickLayout.self, "a live slot listed free")
        refused(changed(bytes, at: m.freeSlot(1), from: 2, to: 1), BrickLayout.self, "a free slot listed twice")
        refused(changed(bytes, at: m.generation(3), from: 1, to: 1024), BrickLayout.self, "a live generation past the last")
        refused(changed(bytes, at: m.generation(1), from: 2, to: 1), BrickLayout.self, "a removed slot at its first generation")
        // The unchanged bytes restore, and the next adds take slots 1 then 2 under generation 2.
        let r = try bytes.withUnsafeBytes { p throws(FizzError) in try BrickLayout.restore(from: p) }
        #expect(try r.addBrick() == 1 << 21 | 2 && (try r.addBrick()) == 1 << 21 | 3)
    }

    /// The root's `next` link set to 2: `update` never returned.
    @Test func aLayoutRootWithASiblingIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.addBrick(height: .fixed(40)); try l.addBrick(height: .fixed(40))
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        refused(changed(bytes, at: m.node(0, LayoutBytes.next), from: UInt32(bitPattern: -1), to: 2), BrickLayout.self, "root next = 2")
    }

    /// A brick's first item set to 32 (inside the columns, so the range check passed): the
    /// layout's own snapshot was then refused, or `transition_frame` gave NaN.
    @Test func aLayoutFirstItemOutOfStepIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.addBrick(height: .fixed(40))
        let r = try l.addBrick(height: .fixed(20))
        try l.setRepeatCount(r, 40)
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        refused(changed(bytes, at: m.node(1, LayoutBytes.firstItem), from: 0, to: 32), BrickLayout.self, "firstItem 0 → 32")
        refused(changed(bytes, at: m.node(2, LayoutBytes.builtRepeat), from: 40, to: 39), BrickLayout.self, "builtRepeat 40 → 39")
        refused(changed(bytes, at: m.itemOrder + 4 * 3, from: 3, to: 4), BrickLayout.self, "reading order 3 → 4")
    }

    /// An AUTO term whose (absent) second operand `b` is set: the check read past its
    /// temporary table (b = 2: accepted in wasm, refused natively by chance); b = 1 points
    /// inside the run and was accepted everywhere.
    @Test func aLayoutAutoTermWithASecondOperandIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.addBrick()                                    // height .auto(estimate: .fixed(50))
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        let at = Int(word(bytes, m.node(1, LayoutBytes.heightAt)))
        #expect(word(bytes, m.term(at)) == UInt32(DimensionTerm.Kind.auto.rawValue) && word(bytes, m.term(at) + 4) == 1)
        for v: UInt32 in [1, 2] {
            refused(changed(bytes, at: m.term(at) + 8, from: 0, to: v), BrickLayout.self, "AUTO operand b = \(v)")
        }
        // The check itself, on the run: an AUTO term names one operand.
        var run = [DimensionTerm(kind: .auto, a: 1, b: 1), DimensionTerm(kind: .fixed, value: 50)]
        #expect(!DimensionTerm.valid(&run, 2, height: true))
        run[0].b = 0
        #expect(DimensionTerm.valid(&run, 2, height: true))
    }

    /// widthCount, heightCount or builtRepeat of 0x7FFFFFFF: the check added it to an index
    /// in `Int`, which traps in wasm32; refused everywhere, without overflowing.
    @Test func aLayoutCountNearInt32MaxIsRefused() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        try l.addBrick(height: .fixed(40))
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        for (f, was) in [(LayoutBytes.widthCount, UInt32(1)), (LayoutBytes.heightCount, 1), (LayoutBytes.builtRepeat, 1)] {
            refused(changed(bytes, at: m.node(1, f), from: was, to: 0x7FFF_FFFF), BrickLayout.self, "field \(f) = 0x7FFFFFFF")
        }
    }

    /// Issue 25 §6: a root, a horizontal section and one brick; an item's node 1 → 0 (the root
    /// named as an item) and the brick's first item 1 → 0: `set_offset` then segfaulted in
    /// `collect`. A window entry's repetition set past Int32.max trapped only in wasm.
    @Test func aLayoutsItemTablesAndWindowMustBeDerived() throws {
        let l = try BrickLayout(viewportWidth: 320, viewportHeight: 480)
        let h = try l.addSection(style: SectionStyle(flow: .horizontal))
        try l.addBrick(to: h, width: .fixed(100), height: .fixed(40))
        try l.update()
        let bytes = l.snapshot(), m = LayoutBytes(b: bytes)
        #expect(m.items == 2 && m.window == 2)
        refused(changed(bytes, at: m.itemNode, from: 1, to: 0), BrickLayout.self, "item 0 names the root")
        refused(changed(bytes, at: m.node(2, LayoutBytes.firstItem), from: 1, to: 0), BrickLayout.self, "the brick's first item 1 → 0")
        refused(changed(bytes, at: m.ids(1) + 4, from: 0, to: 0x8000_0000), BrickLayout.self, "window repetition 2^31")
    }

    // Carousel.

    /// A gliding carousel's step map grown (vv 2.0): restored, then 1.4 s later the position
    /// was NaN and `current_index` and its kin trapped (Double → Int of NaN).
    @Test func aCarouselStepMapThatGrowsIsRefused() throws {
        let c = try carousel()
        try c.setLooping(false)
        try drag(c, speed: -1000)
        _ = try release(c)
        _ = try c.step(1.0 / 60)
        #expect(c.phase == .gliding)
        let bytes = c.snapshot()
        let map = c.scroll.map
        guard let vv = changed(bytes, double: map.vv, to: 2.0) else { Issue.record("map.vv not in the snapshot"); return }
        refused(vv, Carousel.self, "gliding map vv = 2")
        // A springing carousel (scroll to an item): a map with an eigenvalue above 1.
        let s = try carousel()
        try s.scroll(toIndex: 5, animated: true)
        _ = try s.step(1.0 / 60)
        #expect(s.phase == .springing)
        let sb = s.snapshot()
        if let grown = changed(sb, double: s.scroll.map.vv, to: 1.5) { refused(grown, Carousel.self, "springing map vv = 1.5") }
        else { Issue.record("the spring's map is not in the snapshot") }
        // The maps the calls make restore.
        for x in [c, s] {
            guard case .success(let r) = restore(x.snapshot(), as: Carousel.self) else { Issue.record("refused"); continue }
            #expect(r.stateHash == x.stateHash)
        }
    }

    /// Issue 25 §1, "derive it instead of storing it": the step map is a function of the phase
    /// and the settings (`Carousel.stepMap`), so a restore requires it bit for bit. Before, any
    /// map a stability check passed was accepted: an entry one ulp off, or the stable map of a
    /// decay or spring the carousel does not have, gave a state no call makes.
    @Test func aCarouselStepMapMustBeTheOneItsSettingsDerive() throws {
        let glide = try carousel()
        try glide.setLooping(false)
        try drag(glide, speed: -1000)
        _ = try release(glide)
        _ = try glide.step(1.0 / 60)
        let spring = try carousel()
        try spring.scroll(toIndex: 5, animated: true)
        _ = try spring.step(1.0 / 60)
        let idle = try carousel()
        try idle.scroll(toIndex: 2, animated: true)
        try settle(idle)
        #expect(glide.phase == .gliding && spring.phase == .springing && idle.phase == .idle)
        // Stable maps that no call gives these carousels: another decay's, another spring's,
        // and a spring's for the idle one (its last animation's, which it used to keep).
        let otherDecay = Decay(unchecked: 0.25, 0.25).step(Carousel.stepSeconds)
        let otherSpring = try Spring(stiffness: 300, damping: 30).step(Carousel.stepSeconds)
        for (c, name, foreign) in [(glide, "gliding", otherDecay), (spring, "springing", otherSpring), (idle, "idle", otherSpring)] {
            let bytes = c.snapshot(), m = c.scroll.map
            #expect(same(m, derivedMap(c)), "\(name): the live map is the derived one")
            let s = c.scroll
            guard let at = offset(of: [s.position, s.velocity, s.target, s.displacement, m.xx, m.xv, m.vx, m.vv], in: bytes)
            else { Issue.record("\(name): the map is not in the snapshot"); continue }
            let map = at + 32
            for (k, was) in [m.xx, m.xv, m.vx, m.vv].enumerated() {
                for v in [was.nextUp, was.nextDown] {
                    var b = bytes
                    putDouble(&b, map + 8 * k, v)
                    reseal(&b)
                    refused(b, Carousel.self, "\(name): map entry \(k) \(was) → \(v) (one ulp)")
                }
            }
            var b = bytes
            for (k, v) in [foreign.xx, foreign.xv, foreign.vx, foreign.vv].enumerated() { putDouble(&b, map + 8 * k, v) }
            reseal(&b)
            refused(b, Carousel.self, "\(name): a stable map no setting derives")
            guard case .success(let r) = restore(bytes, as: Carousel.self) else { Issue.record("\(name): its own snapshot refused"); continue }
            #expect(r.stateHash == c.stateHash, "\(name)")
        }
    }

    /// The setters of the spring and the decay re-derive the map of an animation under way (so
    /// the map stays derivable): a spring goes on toward its target with the new spring, a glide
    /// toward its target (the landing answered at the release) with the new time constant; both
    /// snapshots restore and continue bit for bit, and both land where they were going.
    @Test func aCarouselSpringOrDecaySetMidAnimationIsTheRunningOne() throws {
        let s = try carousel()
        try s.scroll(toIndex: 5, animated: true)
        _ = try s.step(1.0 / 60)
        let stiff = try Spring(stiffness: 2000, damping: 20)
        s.setSpring(stiff)
        #expect(s.phase == .springing && same(s.scroll.map, stiff.step(Carousel.stepSeconds)))
        let g = try carousel()
        try g.setLooping(false)
        try drag(g, speed: -1000)
        let landing = try release(g)
        _ = try g.step(1.0 / 60)
        let d = g.scroll.displacement
        g.setDecay(try Decay(power: 0.1, timeConstant: 0.1))
        #expect(g.phase == .gliding && g.scroll.velocity == -d / 0.1)
        #expect(same(g.scroll.map, Decay(unchecked: 0.1, 0.1).step(Carousel.stepSeconds)))
        for (c, to) in [(s, 5), (g, landing)] {
            for _ in 0..<5 {
                guard case .success(let r) = restore(c.snapshot(), as: Carousel.self) else { Issue.record("refused mid-animation"); break }
                #expect(r.stateHash == c.stateHash)
                _ = try c.step(1.0 / 60)
            }
            try settle(c)
            #expect(c.phase == .idle && c.currentIndex == to && c.position == Double(to))
            #expect(same(c.scroll.map, Spring.Step(xx: 1, xv: 0, vx: 0, vv: 1)))
        }
    }

    // World.

    /// A picker record's animated radius target (`sizeTo`) of 1e-200: two bubbles later a step
    /// gave NaN positions. A record holds radii a setter takes, or scaled by selectedScale.
    @Test func aPickerSizeBelowEveryRadiusIsRefused() throws {
        let w = try BubblePicker(width: 200, height: 200)
        for i in 0..<3 { _ = try w.addPickerBubble(at: Vec2(Double(40 * i + 40), 100), radius: 15) }
        try w.step(1.0 / 60)
        let bytes = w.snapshot()
        // A record: radiusUnselected 15, radiusSelected 15 × 1.33, sizeFrom 15, sizeTo 15.
        let r15 = (15.0).bitPattern, rs = (15.0 * 1.33).bitPattern
        func d(_ k: Int) -> UInt64 { var x: UInt64 = 0; for j in 0..<8 { x |= UInt64(bytes[k + j]) << (8 * UInt64(j)) }; return x }
        guard let at = (Snapshot.headerSize..<(bytes.count - 40)).first(where: { d($0) == r15 && d($0 + 8) == rs && d($0 + 16) == r15 && d($0 + 24) == r15 })
        else { Issue.record("no record in the snapshot"); return }
        for v in [1e-200, 0, 1e-9, 2e6] {
            var b = bytes
            for j in 0..<8 { b[at + 24 + j] = UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64(j))) }
            reseal(&b)
            refused(b, BubblePicker.self, "sizeTo = \(v)")
        }
        // The smallest a call makes: a plain bubble of minRadius, selected at selectedScale 0.01.
        let small = try BubblePicker(width: 200, height: 200)
        var settings = small.pickerSettings
        settings.selectedScale = PickerSettings.minSelectedScale
        try small.setPickerSettings(settings)
        let tiny = try small.world.addBubble(at: Vec2(100, 100), radius: BubbleWorldDef.minRadius)
        _ = try small.toggle(tiny)
        try small.step(1.0)
        guard case .success(let r) = restore(small.snapshot(), as: BubblePicker.self) else { Issue.record("the smallest radii are refused"); return }
        #expect(r.stateHash == small.stateHash)
    }

    // Every field, with the kind's ordinary calls after each accepted restore.

    @Test func everyFieldOfALayoutSnapshot() throws {
        let t = try mutateEveryField(try busyLayout(), hash: { $0.stateHash }, use: useLayout)
        #expect(t.refused > 1000 && t.accepted > 0)
    }

    @Test func everyFieldOfACarouselSnapshot() throws {
        let c = try carousel()
        try c.setCustomPath([0, 0, 0.5, 40, 1, 0], smooth: true)
        try drag(c, speed: -1000)
        _ = try release(c)
        _ = try c.step(1.0 / 60)
        let t = try mutateEveryField(c, hash: { $0.stateHash }) { c in
            let out = PackedBuffer<Double>()
            for _ in 0..<3 {
                _ = try? c.step(0.5)
                if !c.position.isFinite || !c.velocity.isFinite { Issue.record("position \(c.position), velocity \(c.velocity)"); return }
                _ = c.currentIndex; _ = c.targetIndex
                _ = try? c.landingIndex(velocity: 500)
                if let n = try? c.packVisible(into: out) {
                    var k = 0
                    while k < out.count { if !out.pointer[k].isFinite { Issue.record("visible value \(k) of \(n) not finite"); return }; k += 1 }
                }
            }
        }
        #expect(t.refused > 1000 && t.accepted > 0)
    }
}
