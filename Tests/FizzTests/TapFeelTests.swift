//===--- TapFeelTests.swift ----------------------------------------------===//
// A tap in a settled cloud, as a person would judge it: does the cloud stay together, how fast
// do the neighbours move, how soon is it packed again — at three bubble sizes, in every preset.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// What one tap did to the cloud.
private struct TapOutcome {
    /// Radius the tapped bubble gains, R − r (pt): the room the selection needs.
    var growth = 0.0
    /// Mean distance of the bubbles' centres from the anchor (pt) before the tap, at its
    /// highest afterwards, and 3 s after the tap.
    var meanBefore = 0.0, meanPeak = 0.0, meanAfter = 0.0
    /// The fastest any other bubble moved (pt/s) in the 3 s after the tap.
    var fastest = 0.0
    /// Seconds after the tap until the mean distance stays within growth / 4 of `meanAfter`.
    var packedAgain = 0.0
    /// How far (pt) the tapped bubble's nearest neighbour moved away from it in the first
    /// 0.25 s, and how far it had to: the overlap the grown bubble would have with it (≤ 0 when
    /// the growth does not reach it).
    var neighbourGaveWay = 0.0, neighbourHadTo = 0.0
}

/// The web demo's cloud (its 24 bubbles of radius 30–45 pt in its 420 × 640 pt canvas, same
/// places), scaled by `scale` with its world, settled under `preset`, then the bubble nearest
/// the anchor (`outermost`: farthest from it) is tapped and the cloud watched for 3 s at 60 Hz.
private func tapSettledCloud(scale s: Double, preset: PickerPreset, outermost: Bool = false) throws -> TapOutcome {
    let w = try BubblePicker(width: 420 * s, height: 640 * s)
    try w.applyPreset(preset)
    var ids: [BubbleID] = []
    for i in 0..<24 {
        let r = 30 + (i * 7) % 16
        let x = r + (i * 97) % (420 - 2 * r), y = r + (i * 193) % (640 - 2 * r)
        ids.append(try w.addPickerBubble(at: Vec2(Double(x) * s, Double(y) * s), radius: Double(r) * s))
    }
    var frames = 0
    while !w.isSettled && frames < 1200 { try w.step(1.0 / 60); frames += 1 }
    #expect(w.isSettled, "the cloud settles before the tap")

    let anchor = w.anchorPoint
    func distance(_ id: BubbleID) -> Double { w.position(of: id)!.distance(to: anchor) }
    func mean() -> Double { ids.reduce(0) { $0 + distance($1) } / Double(ids.count) }
    var tapped = ids[0]
    for id in ids where (distance(id) < distance(tapped)) != outermost { tapped = id }
    let at = w.position(of: tapped)!
    var neighbour = tapped == ids[0] ? ids[1] : ids[0]
    for id in ids where id != tapped && w.position(of: id)!.distance(to: at) < w.position(of: neighbour)!.distance(to: at) {
        neighbour = id
    }
    let gap = w.position(of: neighbour)!.distance(to: at)

    var out = TapOutcome()
    let sizes = try w.sizes(of: tapped)
    out.growth = sizes.selected - sizes.unselected
    out.neighbourHadTo = sizes.selected + w.radius(of: neighbour)! - gap
    out.meanBefore = mean()
    out.meanPeak = out.meanBefore
    #expect(try w.tap(at: at) == tapped)
    var means: [Double] = []
    for frame in 1...180 {
        try w.step(1.0 / 60)
        let m = mean()
        means.append(m)
        out.meanPeak = max(out.meanPeak, m)
        for id in ids where id != tapped { out.fastest = max(out.fastest, w.velocity(of: id)!.length) }
        if frame == 15 { out.neighbourGaveWay = w.position(of: neighbour)!.distance(to: w.position(of: tapped)!) - gap }
    }
    out.meanAfter = means[means.count - 1]
    var last = 0
    for (frame, m) in means.enumerated() where abs(m - out.meanAfter) > out.growth / 4 { last = frame + 1 }
    out.packedAgain = Double(last) / 60
    return out
}

@Suite("Picker: a tap in a settled cloud")
struct TapFeelTests {
    /// Bubble sizes: half the demo's (15–22.5 pt), the demo's (30–45 pt), and the seed's 80 pt
    /// on average (64–96 pt). The scene scales with them, so each cloud fills its world alike.
    static let scales = [0.5, 1.0, 80.0 / 37.5]
    static let presets: [PickerPreset] = [.spring, .magnetic, .calm, .still]

    /// The bounds, and why:
    /// - Mean distance from the anchor: the selected bubble grows by ΔR = R − r. Its touching
    ///   neighbours must give way by about ΔR, the rest of the cloud by less (the room a grown
    ///   area needs falls off as 1/distance), so on average the cloud may breathe out by less
    ///   than ΔR. Before the fix a demo-sized tap moved the mean out by 76 pt with ΔR = 13.5 pt.
    /// - Fastest neighbour: a touching neighbour pushed by the growth alone moves ΔR in
    ///   `growDuration` along smoothstep, whose peak speed is 1.5 ΔR / T. The pop may add to
    ///   that, but no neighbour should go faster than twice it, 3 ΔR / T (200 pt/s for the demo;
    ///   before the fix the demo's neighbours reached 1,589 pt/s, small ones 6,436 pt/s).
    /// - Packed again: once the growth has ended (T), what the tap set moving fades at the
    ///   world's damping rate c; after three time constants (3 / c) 95 % of it is gone. So the
    ///   mean distance must be back within ΔR / 4 of where it rests by T + 3 / c (0.81 s in the
    ///   default world; before the fix the demo's cloud took 1.5 s, a small one's in the calm
    ///   preset 2.4 s).
    /// - And the tap must still push: the nearest neighbour gives way by at least half of what
    ///   the grown bubble would overlap it within 0.25 s, so the bounds cannot be met by a
    ///   selection that does not make room.
    private func check(_ o: TapOutcome, _ w: BubbleWorldDef, _ p: PickerSettings, _ label: String) {
        let rise = o.meanPeak - o.meanBefore
        #expect(rise <= o.growth, "\(label): mean distance rose \(rise) pt, growth \(o.growth) pt")
        let speedLimit = 3 * o.growth / p.growDuration
        #expect(o.fastest <= speedLimit, "\(label): a neighbour reached \(o.fastest) pt/s, limit \(speedLimit)")
        let settleLimit = p.growDuration + 3 / w.damping
        #expect(o.packedAgain <= settleLimit, "\(label): packed again after \(o.packedAgain) s, limit \(settleLimit)")
        #expect(o.neighbourGaveWay >= o.neighbourHadTo / 2,
                "\(label): the neighbour gave way \(o.neighbourGaveWay) pt of \(o.neighbourHadTo) pt")
    }

    func settings(_ preset: PickerPreset) throws -> (BubbleWorldDef, PickerSettings) {
        let w = try BubblePicker(width: 100, height: 100)
        try w.applyPreset(preset)
        return (w.def, w.pickerSettings)
    }

    @Test("Tapping the centre bubble keeps the cloud together, at every size, in every preset",
          arguments: TapFeelTests.presets)
    func centreTap(preset: PickerPreset) throws {
        let (def, picker) = try settings(preset)
        for s in TapFeelTests.scales {
            check(try tapSettledCloud(scale: s, preset: preset), def, picker, "\(preset) ×\(s) centre")
        }
    }

    @Test("Tapping the outermost bubble keeps the cloud together, at every size, in every preset",
          arguments: TapFeelTests.presets)
    func edgeTap(preset: PickerPreset) throws {
        let (def, picker) = try settings(preset)
        for s in TapFeelTests.scales {
            check(try tapSettledCloud(scale: s, preset: preset, outermost: true), def, picker, "\(preset) ×\(s) edge")
        }
    }

    @Test("The demo's figures: the cloud breathes out by a few points and is packed again at once")
    func demoFigures() throws {
        let o = try tapSettledCloud(scale: 1, preset: .spring)
        // The demo's centre bubble: 40.9 → 54.4 pt (the issue measured this tap: mean 132 → 208 pt).
        #expect(abs(o.growth - 13.5) < 0.1)
        #expect(abs(o.meanBefore - 132.4) < 0.1)
        #expect(o.meanPeak < 141)
        #expect(o.fastest < 130)
        #expect(o.packedAgain < 0.3)
    }
}
