//===--- CornerSoakTests.swift -------------------------------------------===//
// The corner soak: every component driven through the C API for thousands of calls with its
// settings at the corners of their accepted ranges all at once (both ends, one ulp inside, 0
// where allowed, tiny and huge sizes together, the most iterations, the stiffest and least
// damped springs, the largest velocities, the longest dt), interactions mixed in. After every
// call every number the object hands out must be finite and inside its documented bounds, a
// step's work inside its budget, and a snapshot taken at such corners must restore to an
// object that steps to the same bits. The short fuzzer sequences rarely reach these long runs
// with every setting at an edge.
//
// The ranges are fizz.h's, as the setters enforce them (Check.range, the Defs' validate). A
// call made with numbers inside its documented range must not be refused as out of range or
// not finite: such a refusal is a finding too (the header and the check disagree).
//
// `swift test --filter CornerSoak` runs a few seconds of it; FIZZ_SOAK=N runs N times the
// rounds, each longer (by hand, `nice`: FIZZ_SOAK=40 takes minutes).
//===---------------------------------------------------------------------===//

import Foundation
import FizzExports
import FizzHarness
import Testing

/// The soak's length: 1 in the normal test run, FIZZ_SOAK=N by hand.
private let soakScale: Int = max(1, Int(ProcessInfo.processInfo.environment["FIZZ_SOAK"] ?? "") ?? 1)
/// Rounds (objects) per component: 2 in the normal run (a few seconds in all; 4 for the layout,
/// whose rounds are quick), 4 × N by hand.
private func soakRounds(quick: Int = 2) -> Int { soakScale > 1 ? 4 * soakScale : quick }

/// A seeded generator of corner values (SplitMix64, so a failure's seed replays it).
struct CornerDraw {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992.0 }
    mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

    /// A value of lo...hi at or near a corner: an end (most often), one ulp inside an end, 0
    /// when the range holds it, or one time in five anywhere (log-uniform on a positive range).
    mutating func corner(_ lo: Double, _ hi: Double) -> Double {
        switch int(10) {
        case 0, 1, 2: return lo
        case 3, 4, 5: return hi
        case 6: return min(lo.nextUp, hi)
        case 7: return max(hi.nextDown, lo)
        case 8: return lo <= 0 && 0 <= hi ? 0 : lo
        default: return between(lo, hi)
        }
    }

    /// Anywhere in lo...hi: log-uniform when lo > 0, else uniform.
    mutating func between(_ lo: Double, _ hi: Double) -> Double {
        if lo > 0 {
            let a = Foundation.log(lo), b = Foundation.log(hi)
            return min(max(Foundation.exp(a + (b - a) * unit()), lo), hi)
        }
        return min(max(lo + (hi - lo) * unit(), lo), hi)
    }

    /// An integer corner of lo...hi.
    mutating func cornerInt(_ lo: Int32, _ hi: Int32) -> Int32 {
        switch int(6) {
        case 0, 1: return lo
        case 2, 3: return hi
        case 4: return lo < hi ? lo + 1 : lo
        default: return lo + Int32(int(Int(hi) - Int(lo) + 1))
        }
    }
}

/// What a soak saw: the calls made (the last ones, for the failure's message) and the first
/// failure. Checks stop at the first failure: one finding, with the calls that led to it.
final class SoakLog {
    let name: String
    private var trail: [String] = []
    private(set) var failure: String?
    var calls = 0

    init(_ name: String) { self.name = name }

    /// By hand (FIZZ_SOAK > 1), a line per round on stderr: where a long run is.
    func round(_ r: Int, of n: Int) {
        if soakScale > 1 { FileHandle.standardError.write(Data("\(name): round \(r + 1) of \(n), \(calls) calls so far, \(Date())\n".utf8)) }
    }

    var failed: Bool { failure != nil }

    /// Records a call, returns its status, and fails on a range or finiteness refusal: every
    /// number the soak passes to `call` is inside the documented range.
    @discardableResult
    func call(_ what: @autoclosure () -> String, _ status: Int32) -> Int32 {
        note(what(), status)
        if status == -5 || status == -6 || status == -8 {
            fail("refused \(status) (\(String(cString: fizz_last_error_message()!))) with documented-range input")
        }
        return status
    }

    /// Records a call whose refusal is allowed (a parameter whose range depends on another, a
    /// state the soak does not track): only its status is noted.
    @discardableResult
    func maybe(_ what: @autoclosure () -> String, _ status: Int32) -> Int32 {
        note(what(), status)
        return status
    }

    /// FIZZ_SOAK_TRACE=1 prints every call as it is made: the trail of a call that crashes.
    static let trace = ProcessInfo.processInfo.environment["FIZZ_SOAK_TRACE"] != nil

    func note(_ what: String, _ status: Int32) {
        if SoakLog.trace { FileHandle.standardError.write(Data("\(name): \(what) -> \(status)\n".utf8)) }
        calls += 1
        trail.append("\(what) -> \(status)")
        if trail.count > 80 { trail.removeFirst(20) }
    }

    func fail(_ why: String) {
        if failure == nil { failure = "\(name): \(why)\n  after:\n    " + trail.suffix(40).joined(separator: "\n    ") }
    }

    func finite(_ x: Double, _ what: @autoclosure () -> String) {
        if !x.isFinite { fail("\(what()) = \(x)") }
    }

    func within(_ x: Double, _ lo: Double, _ hi: Double, _ what: @autoclosure () -> String) {
        if !(x >= lo && x <= hi) { fail("\(what()) = \(x), outside \(lo)...\(hi)") }
    }

    /// `n` doubles at `p`, every one finite (NULL only for n = 0).
    func finite(_ p: UnsafePointer<Double>?, _ n: Int, _ what: @autoclosure () -> String) {
        if n < 0 { fail("\(what()): count \(n)"); return }
        guard n > 0 else { return }
        guard let p else { fail("\(what()): NULL for \(n) values (\(fizz_last_error()))"); return }
        for i in 0..<n where !p[i].isFinite { fail("\(what())[\(i)] = \(p[i])"); return }
    }
}

/// A snapshot of `h` through its kind's `fizz_<kind>_snapshot`, or nil when refused.
func soakSnapshot(_ snap: (UInt32, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32, _ h: UInt32) -> [UInt8]? {
    let size = snap(h, nil, 0)
    guard size > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    let written = bytes.withUnsafeMutableBufferPointer { snap(h, $0.baseAddress, UInt32(size)) }
    return written == size ? bytes : nil
}

/// Restores `bytes` into `h` through `fizz_<kind>_restore`.
func soakRestore(_ restore: (UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32, _ h: UInt32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBufferPointer { restore(h, $0.baseAddress, UInt32($0.count)) }
}

/// A kind's calls that the restore half of a soak makes (`fizz_<kind>_snapshot`, …).
struct SoakKind {
    let snapshot: (UInt32, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    let restore: (UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32
    let hash: (UInt32) -> UInt64

    init(_ snapshot: @escaping (UInt32, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32,
         _ restore: @escaping (UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32, _ hash: @escaping (UInt32) -> UInt64) {
        self.snapshot = snapshot; self.restore = restore; self.hash = hash
    }

    // The kinds: fizz_<kind>_snapshot, _restore, _hash.

    static var world: SoakKind { .init(fizz_world_snapshot, fizz_world_restore, fizz_world_hash) }
    static var strip: SoakKind { .init(fizz_strip_snapshot, fizz_strip_restore, fizz_strip_hash) }
    static var motion: SoakKind { .init(fizz_motion_snapshot, fizz_motion_restore, fizz_motion_hash) }
    static var animator: SoakKind { .init(fizz_animator_snapshot, fizz_animator_restore, fizz_animator_hash) }
    static var popup: SoakKind { .init(fizz_popup_snapshot, fizz_popup_restore, fizz_popup_hash) }
    static var layout: SoakKind { .init(fizz_layout_snapshot, fizz_layout_restore, fizz_layout_hash) }
    static var carousel: SoakKind { .init(fizz_carousel_snapshot, fizz_carousel_restore, fizz_carousel_hash) }
}

/// One component's soak: `soakRounds(quick:)` rounds under the library's lock, each a fresh
/// object made by `round` with its own draws (seeded from `seed` and the round, so a failing
/// round replays alone), stopping at the first failure, which the test then reports.
func soak(_ name: String, seed: UInt64, quick: Int = 2, _ round: (SoakLog, inout CornerDraw, Int) -> Void) {
    Library.exclusive {
        let log = SoakLog(name)
        let rounds = soakRounds(quick: quick)
        for i in 0..<rounds where !log.failed {
            log.round(i, of: rounds)
            var r = CornerDraw(state: seed &+ UInt64(i))
            round(log, &r, i)
        }
        #expect(log.failure == nil, "\(log.failure ?? "")")
    }
}

/// The restore half of every soak: `original`'s snapshot restored into `copy` (a fresh object
/// of the kind) must hash as the original, and both stepped alike (`advance` on each, the same
/// draws) must keep hashing alike.
func soakRestoreSteps(
    _ log: SoakLog, _ original: UInt32, _ copy: UInt32, _ kind: SoakKind,
    steps: Int, seed: UInt64, advance: (UInt32, inout CornerDraw) -> Void
) {
    let snapshot = kind.snapshot, restore = kind.restore, hash = kind.hash
    guard !log.failed else { return }
    guard let bytes = soakSnapshot(snapshot, original) else {
        log.fail("snapshot refused (\(fizz_last_error()))"); return
    }
    let status = soakRestore(restore, copy, bytes)
    guard status == 0 else {
        log.fail("restore of its own snapshot (\(bytes.count) bytes) refused: \(status) \(String(cString: fizz_last_error_message()!))")
        return
    }
    if hash(copy) != hash(original) { log.fail("restored hash differs before stepping"); return }
    var a = CornerDraw(state: seed), b = CornerDraw(state: seed)
    for i in 0..<steps {
        advance(original, &a)
        advance(copy, &b)
        if hash(copy) != hash(original) { log.fail("restored object's hash differs after \(i + 1) steps"); return }
    }
}

// MARK: - The world and its picker

/// Every number a world and its picker hand out, checked against fizz.h: positions within the
/// reach (±1e7), radii in (0, 1e6] (a default selected radius is capped there too), velocities
/// within ±1e7, the render's scale in 0.01...1 and opacity in 0...1, events of known kinds,
/// and the step's work within its budget plus one substep's.
func checkWorld(_ log: SoakLog, _ w: UInt32, stepped: Bool) {
    guard !log.failed else { return }
    let n = Int(fizz_world_count(w))
    if n < 0 { log.fail("count \(n)"); return }
    if n > 0 {
        guard let p = fizz_world_positions(w), let v = fizz_world_velocities(w), let r = fizz_picker_render(w) else {
            log.fail("a bulk read refused (\(fizz_last_error()))"); return
        }
        for i in 0..<n {
            log.within(p[3 * i], -1e7, 1e7, "x of body \(i)")
            log.within(p[3 * i + 1], -1e7, 1e7, "y of body \(i)")
            log.within(p[3 * i + 2], .leastNonzeroMagnitude, 1e6, "radius of body \(i)")
            log.within(v[2 * i], -1e7, 1e7, "vx of body \(i)")
            log.within(v[2 * i + 1], -1e7, 1e7, "vy of body \(i)")
            log.finite(r[5 * i], "render x \(i)")
            log.finite(r[5 * i + 1], "render y \(i)")
            log.within(r[5 * i + 2], 0, 1e6, "render radius \(i)")
            log.within(r[5 * i + 3], 0.01, 1, "render scale \(i)")
            log.within(r[5 * i + 4], 0, 1, "render opacity \(i)")
            if log.failed { return }
        }
    }
    log.finite(fizz_picker_get_content_offset_x(w), "content offset x")
    log.finite(fizz_picker_get_content_offset_y(w), "content offset y")
    log.within(fizz_world_get_width(w), 1, 1e7, "width")
    log.within(fizz_world_get_height(w), 1, 1e7, "height")
    let events = Int(fizz_picker_event_count(w))
    if events < 0 || events > 65_536 { log.fail("event count \(events)"); return }
    if events > 0, let e = fizz_picker_events(w) {
        for i in 0..<events where !(1...10).contains(e[4 * i]) { log.fail("event \(i) of kind \(e[4 * i])"); return }
    }
    let used = fizz_world_get_memory_used(w), budget = fizz_world_get_memory_budget(w)
    if used < 0 || used > budget { log.fail("memory used \(used) of \(budget)") }
    if stepped, let work = Library.lastWork(w) {
        // The budget plus one substep: its driver's hook, a collide and one iteration, each a
        // few visits per bubble and contact (at most 32 contacts and 4 walls a bubble).
        let bound = 40_000_000 + 512 * Int64(n + 1)
        if work.work > bound { log.fail("a step's work \(work.work) > \(bound)") }
    }
}

/// A fresh world with its parameters at corners. Returns its handle, or 0 on a refused create.
func cornerWorld(_ log: SoakLog, _ r: inout CornerDraw) -> UInt32 {
    let width = r.corner(1, 1e7), height = r.corner(1, 1e7)
    let w = fizz_world_create(width, height)
    log.call("world_create(\(width), \(height))", w == 0 ? fizz_last_error() : 0)
    guard w != 0 else { return 0 }
    cornerWorldSettings(log, w, &r)
    return w
}

/// The world's and the picker's settings at corners (fizz.h's ranges, BubbleWorldDef and
/// PickerSettings's validate).
func cornerWorldSettings(_ log: SoakLog, _ w: UInt32, _ r: inout CornerDraw) {
    let rate = r.corner(15, 10_000)
    // The spring field needs k <= rate²: set the field to none first, so any rate is accepted.
    log.call("set_attraction(none)", fizz_world_set_attraction(w, 2))
    log.call("set_strength(0)", fizz_world_set_strength(w, 0))
    log.call("set_substep(\(rate))", fizz_world_set_substep(w, rate))
    let kind = Int32(r.int(3))
    log.call("set_attraction(\(kind))", fizz_world_set_attraction(w, kind))
    let strength = r.corner(0, kind == 0 ? min(1e7, rate * rate) : 1e7)
    log.maybe("set_strength(\(strength))", fizz_world_set_strength(w, strength))
    let ax = r.corner(-1000, 1000), ay = r.corner(-1000, 1000)
    log.call("set_anchor(\(ax), \(ay))", fizz_world_set_anchor(w, ax, ay))
    let damping = r.corner(0, 1e4)
    log.call("set_damping(\(damping))", fizz_world_set_damping(w, damping))
    let iterations = r.cornerInt(1, 64)
    log.call("set_iterations(\(iterations))", fizz_world_set_iterations(w, iterations))
    let walls = (Int32(r.int(2)), Int32(r.int(2)))
    log.call("set_walls\(walls)", fizz_world_set_walls(w, walls.0, walls.1))
    let density = r.corner(1e-6, 1e6)
    log.call("set_density(\(density))", fizz_world_set_density(w, density))
    let sleep = (r.chance(0.3) ? 0 : r.corner(0, 1e4), r.corner(0, 1e4))
    log.call("set_sleep\(sleep)", fizz_world_set_sleep(w, sleep.0, sleep.1))
    if r.chance(0.2) {
        let threads = r.pick([1, 2, 64] as [Int32])
        log.call("set_threads(\(threads))", fizz_world_set_threads(w, threads))
    }
    cornerPickerSettings(log, w, &r)
}

func cornerPickerSettings(_ log: SoakLog, _ w: UInt32, _ r: inout CornerDraw) {
    let d = (r.corner(1e-6, 1e6), r.corner(1e-6, 1e6))
    log.call("set_densities\(d)", fizz_picker_set_densities(w, d.0, d.1))
    let pop = r.corner(0, 100)
    log.call("set_pop(\(pop))", fizz_picker_set_pop(w, pop))
    let t = (r.corner(0, 60), r.corner(0, 60), r.corner(0, 60))
    log.call("set_durations\(t)", fizz_picker_set_durations(w, t.0, t.1, t.2))
    log.call("set_removal_mode", fizz_picker_set_removal_mode(w, Int32(r.int(2))))
    let spring = (r.corner(Double.leastNonzeroMagnitude, 1000), r.corner(0, 100), r.corner(0, 100))
    log.call("set_drag_spring\(spring)", fizz_picker_set_drag_spring(w, spring.0, spring.1, spring.2))
    let pan = (Int32(r.int(3)), r.corner(0, 1), r.corner(0, 1e4), r.corner(0, 1e4))
    log.call("set_pan\(pan)", fizz_picker_set_pan(w, pan.0, pan.1, pan.2, pan.3))
    let limit = (r.cornerInt(0, 8), Int32(r.int(2)))
    log.call("set_selection_limit\(limit)", fizz_picker_set_selection_limit(w, limit.0, limit.1))
    let live = r.chance(0.5) ? 0 : r.cornerInt(0, 40)
    log.call("set_max_live(\(live))", fizz_picker_set_max_live(w, live))
}

/// One frame's call on a world: a step (the longest dt often) or an interaction at corners.
func worldFrame(_ log: SoakLog, _ w: UInt32, _ r: inout CornerDraw, bubbles: inout [UInt32], most: Int) {
    let live = bubbles.filter { fizz_bubble_is_valid(w, $0) == 1 }
    bubbles = live
    func aBubble(_ r: inout CornerDraw) -> UInt32? { live.isEmpty ? nil : live[r.int(live.count)] }
    func viewPoint(_ r: inout CornerDraw) -> (Double, Double) {
        // At a bubble (as a finger would be), else at a corner of the accepted points.
        let n = Int(fizz_world_count(w))
        if n > 0, r.chance(0.7), let p = fizz_picker_render(w) {
            // A view point past ±1e7 (a bubble far off a scrolled view) is not one a call takes.
            let i = r.int(n)
            return (min(max(p[5 * i], -1e7), 1e7), min(max(p[5 * i + 1], -1e7), 1e7))
        }
        return (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7))
    }
    var stepped = false
    switch r.int(40) {
    case 0..<18:
        let dt = r.chance(0.3) ? 1.0 : r.corner(0, 1)
        log.maybe("step(\(dt))", fizz_world_step(w, dt))
        stepped = true
    case 18, 19:
        let radius = r.corner(0.001, 1e6), x = r.corner(-1e7, 1e7), y = r.corner(-1e7, 1e7)
        guard live.count < most else { break }
        let b = r.chance(0.5) ? fizz_picker_add(w, x, y, radius, 0) : fizz_bubble_add(w, x, y, radius)
        log.call("add(\(x), \(y), \(radius))", b == 0 ? fizz_last_error() : 0)
        if b != 0 { bubbles.append(b) }
    case 20:
        guard live.count < most else { break }
        let policy = Int32(r.int(4)), radius = r.corner(0.001, 1e6)
        let b = fizz_picker_spawn(w, policy, radius, 0)
        log.call("spawn(\(policy), \(radius))", b == 0 ? fizz_last_error() : 0)
        if b != 0 { bubbles.append(b) }
    case 21:
        let (x, y) = viewPoint(&r)
        let b = fizz_picker_tap(w, x, y)
        log.call("tap(\(x), \(y))", b == 0 ? fizz_last_error() : 0)
    case 22:
        let (x, y) = viewPoint(&r)
        let b = fizz_picker_drag_begin(w, x, y)
        log.maybe("drag_begin(\(x), \(y))", b == 0 ? fizz_last_error() : 0)
    case 23, 24:
        let x = r.corner(-1e7, 1e7), y = r.corner(-1e7, 1e7)
        log.maybe("drag_move(\(x), \(y))", fizz_picker_drag_move(w, x, y))
    case 25:
        log.maybe("drag_end", fizz_picker_drag_end(w))
    case 26:
        let (x, y) = viewPoint(&r)
        log.maybe("pan_begin(\(x), \(y))", fizz_picker_pan_begin(w, x, y))
    case 27:
        let x = r.corner(-1e7, 1e7), y = r.corner(-1e7, 1e7)
        log.maybe("pan_move(\(x), \(y))", fizz_picker_pan_move(w, x, y))
    case 28:
        log.maybe("pan_end", fizz_picker_pan_end(w))
    case 29:
        guard let b = aBubble(&r) else { break }
        let which = r.int(3)
        log.call("select/deselect/toggle \(which)", [fizz_picker_select, fizz_picker_deselect, fizz_picker_toggle][which](w, b))
    case 30:
        guard let b = aBubble(&r) else { break }
        let s = (r.corner(0.001, 1e6), r.corner(0.001, 1e6))
        log.call("set_sizes\(s)", fizz_picker_set_sizes(w, b, s.0, s.1))
    case 31:
        let size = (r.corner(1, 1e7), r.corner(1, 1e7))
        log.call("resize\(size)", fizz_world_resize(w, size.0, size.1))
    case 32:
        let o = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7))
        log.call("set_content_offset\(o)", fizz_picker_set_content_offset(w, o.0, o.1))
    case 33:
        guard let b = aBubble(&r) else { break }
        if r.chance(0.5) {
            log.call("picker_remove", fizz_picker_remove(w, b))
        } else {
            log.call("bubble_remove", fizz_bubble_remove(w, b))
        }
    case 34:
        if r.chance(0.5) { log.call("remove_unselected", fizz_picker_remove_unselected(w)) }
        else { log.call("preset", fizz_picker_preset(w, Int32(r.int(4)))) }
    case 35:
        cornerWorldSettings(log, w, &r)
    case 36:
        cornerPickerSettings(log, w, &r)
    case 37:
        let q = fizz_picker_query(w, Int32(r.int(4)), 0)
        log.call("query", q < 0 ? q : 0)
    default:
        let iterations = r.cornerInt(1, 64)
        log.call("set_iterations(\(iterations))", fizz_world_set_iterations(w, iterations))
    }
    checkWorld(log, w, stepped: stepped)
}

@Suite struct CornerSoak {
    @Test("world and picker: settings at their corners, thousands of calls, every output finite and in bounds, restore steps alike")
    func worldAndPicker() {
        soak("world", seed: 0x50AC_0000) { log, r, round in
            let w = cornerWorld(log, &r)
            guard w != 0 else { return }
            defer { _ = fizz_world_destroy(w) }
            var bubbles: [UInt32] = []
            let most = r.pick([3, 12, 40] + (soakScale > 1 ? [200] : []))
            for _ in 0..<(most / 2) {
                let b = fizz_picker_add(w, r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(0.001, 1e6), 0)
                log.call("add", b == 0 ? fizz_last_error() : 0)
                if b != 0 { bubbles.append(b) }
            }
            for _ in 0..<(600 * min(soakScale, 8)) where !log.failed {
                worldFrame(log, w, &r, bubbles: &bubbles, most: most)
            }
            _ = fizz_picker_drag_end(w)
            _ = fizz_picker_pan_end(w)
            let copy = fizz_world_create(1, 1)
            defer { _ = fizz_world_destroy(copy) }
            soakRestoreSteps(log, w, copy, .world, steps: 40, seed: UInt64(round)) { h, d in
                _ = fizz_world_step(h, d.chance(0.3) ? 1 : d.corner(0, 1))
            }
            checkWorld(log, copy, stepped: false)
        }
    }
}

// MARK: - Strip

/// A strip's outputs: frames finite, the visible run inside the items, snaps inside
/// 0...max(0, content − viewport).
func checkStrip(_ log: SoakLog, _ s: UInt32, _ r: inout CornerDraw) {
    guard !log.failed else { return }
    let n = Int(fizz_strip_count(s))
    log.finite(fizz_strip_frames(s), 2 * n, "strip frames")
    let content = fizz_strip_get_content_length(s), viewport = fizz_strip_get_viewport(s)
    log.within(content, 0, .greatestFiniteMagnitude, "content length")
    log.within(viewport, 1, 1e7, "viewport")
    log.finite(fizz_strip_get_offset(s), "offset")
    let first = Int(fizz_strip_first_visible(s)), visible = Int(fizz_strip_visible_count(s))
    if first < 0 || visible < 0 || first + visible > n { log.fail("visible \(first) + \(visible) of \(n)") }
    let o = r.corner(-1e7, 1e7)
    let top = max(0, content - viewport)
    log.within(fizz_strip_snap_offset(s, o), 0, top, "snap_offset(\(o))")
    let direction = Int32(r.int(3)) - 1
    log.within(fizz_strip_snap_toward(s, o, direction), 0, top, "snap_toward(\(o), \(direction))")
}

// MARK: - Motion

/// A motion's outputs: the relative position in 0...1, velocities, the map, the events and
/// the sync finite.
func checkMotion(_ log: SoakLog, _ m: UInt32) {
    guard !log.failed else { return }
    log.within(fizz_motion_get_x(m), 0, 1, "x")
    log.within(fizz_motion_get_y(m), 0, 1, "y")
    log.finite(fizz_motion_get_velocity_x(m), "velocity x")
    log.finite(fizz_motion_get_velocity_y(m), "velocity y")
    log.finite(fizz_motion_map(m), Int(fizz_motion_output_count(m)), "map")
    log.finite(fizz_motion_events(m), 7 * Int(fizz_motion_event_count(m)), "events")
    log.finite(fizz_motion_get_scroll_offset(m), "scroll offset")
    log.finite(fizz_motion_get_thumb(m), "thumb")
    let gliding = fizz_motion_is_gliding(m)
    if gliding != 0 && gliding != 1 { log.fail("is_gliding \(gliding)") }
}

/// The motion's settings, targets, groups, release and sync at corners.
func cornerMotionSettings(_ log: SoakLog, _ m: UInt32, _ r: inout CornerDraw) {
    let rect = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(1, 1e7), r.corner(1, 1e7))
    log.call("set_rect\(rect)", fizz_motion_set_rect(m, rect.0, rect.1, rect.2, rect.3))
    log.call("set_interval", fizz_motion_set_interval(m, Int32(r.int(2))))
    let speed = r.corner(0, 1e7)
    log.call("set_max_speed(\(speed))", fizz_motion_set_max_speed(m, speed))
    let release = (r.chance(0.2) ? 0 : r.corner(1e-6, 100), r.corner(1e-6, 100),
                   r.chance(0.3) ? 0 : r.corner(1e-3, 1e9), r.chance(0.3) ? 0 : r.corner(1e-3, 1e9))
    log.call("set_release\(release)", fizz_motion_set_release(m, release.0, release.1, release.2, release.3))
    let sync = (r.corner(0, 1e9), r.corner(0, 1e9), r.corner(0, 1e9))
    log.call("set_sync\(sync)", fizz_motion_set_sync(m, sync.0, sync.1, sync.2))
}

func cornerMotionTargets(_ log: SoakLog, _ m: UInt32, _ r: inout CornerDraw) {
    let kind = Int32(r.int(3))
    let t = fizz_motion_add_target(m, Int32(r.int(2)), kind, Int32(r.int(4)))
    log.call("add_target(kind \(kind))", t < 0 ? t : 0)
    guard t >= 0 else { return }
    // Stops from −1e9 to 1e9: the ends, and between them gaps from 1e-200 up.
    // (Past 1e-191 a gap of 1e-199 is lost in the sum: the next input is the same, refused.)
    var input = r.pick([-1e9, -1e-190])
    var stops: Int32 = 0
    for i in 0..<(2 + r.int(4)) {
        if i > 0 { input = min(input + r.pick([1e-199, 1, 1e8, 4e8, 1e9]), 1e9) }
        let status: Int32
        if kind == 0 {
            let out = r.corner(-1e9, 1e9)
            status = log.maybe("add_stop(\(input), \(out))", fizz_motion_add_stop(m, t, input, out))
        } else {
            let rgba = UInt32(truncatingIfNeeded: r.next())
            status = log.maybe("add_colour_stop(\(input))", fizz_motion_add_colour_stop(m, t, input, rgba))
        }
        if status > 0 { stops = status } else if status != -10 { log.fail("a stop refused with \(status)") }
    }
    for segment in 0..<max(0, stops - 1) where r.chance(0.7) {
        let easing = Int32(r.int(9))
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
        if easing == 5 { (a, b, c, d) = (r.corner(0, 1), r.corner(-1e3, 1e3), r.corner(0, 1), r.corner(-1e3, 1e3)) }
        if easing == 6 || easing == 7 { a = Double(r.cornerInt(1, 10_000)) }
        log.call("set_easing(\(segment), \(easing), \(a), \(b), \(c), \(d))", fizz_motion_set_easing(m, t, segment, easing, a, b, c, d))
    }
    let radius = r.corner(Double.leastNonzeroMagnitude, 1e9)
    let g = fizz_motion_add_group(m, Int32(r.int(2)), Int32(r.int(3)), radius)
    log.call("add_group(\(radius))", g < 0 ? g : 0)
    guard g >= 0 else { return }
    for _ in 0..<(1 + r.int(4)) {
        let at = r.corner(-1e9, 1e9)
        log.call("add_item(\(at))", min(0, fizz_motion_add_item(m, g, at)))
    }
    for _ in 0..<(1 + r.int(3)) {
        let at = (r.corner(-1e9, 1e9), r.corner(-1e9, 1e9))
        log.call("add_channel\(at)", min(0, fizz_motion_add_channel(m, g, at.0, at.1)))
    }
}

// MARK: - Animator

/// An animator's outputs: every state, and per live channel its value, velocity, rest value,
/// closed-form value and velocity at a corner time, finite; events of known kinds.
func checkAnimator(_ log: SoakLog, _ a: UInt32, _ channels: [Int32], _ r: inout CornerDraw, deep: Bool) {
    guard !log.failed else { return }
    let n = Int(fizz_animator_count(a))
    log.finite(fizz_animator_states(a), 2 * n, "states")
    let events = Int(fizz_animator_event_count(a))
    if events > 0, let e = fizz_animator_events(a) {
        for i in 0..<events where !(1...3).contains(e[2 * i]) { log.fail("event \(i) of kind \(e[2 * i])"); return }
    }
    for c in channels where !log.failed {
        log.finite(fizz_animator_get_value(a, c), "value of \(c)")
        log.finite(fizz_animator_get_velocity(a, c), "velocity of \(c)")
        log.finite(fizz_animator_rest_value(a, c), "rest value of \(c)")
        let t = r.corner(0, 3600)
        log.finite(fizz_animator_value_at(a, c, t), "value_at(\(c), \(t))")
        log.finite(fizz_animator_velocity_at(a, c, t), "velocity_at(\(c), \(t))")
    }
    if deep, !channels.isEmpty {
        let c = channels[r.int(channels.count)]
        log.within(fizz_animator_time_to_rest(a, c), 0, 3600, "time_to_rest(\(c))")
    }
}

/// One call on an animator at corners: a new channel, a change to one, or a step.
func animatorFrame(_ log: SoakLog, _ a: UInt32, _ r: inout CornerDraw, channels: inout [Int32]) {
    func v(_ r: inout CornerDraw) -> Double { r.corner(-1e9, 1e9) }
    func spring(_ r: inout CornerDraw) -> (Double, Double, Double) { (r.corner(1e-6, 1e9), r.corner(1e-6, 1e6), r.corner(1e-6, 1e6)) }
    let c: Int32? = channels.isEmpty ? nil : channels[r.int(channels.count)]
    switch r.int(24) {
    case 0..<8:
        let dt = r.chance(0.3) ? 1.0 : r.corner(0, 1)
        log.call("step(\(dt))", fizz_animator_step(a, dt))
    case 8:
        guard channels.count < 24 else { break }
        let (value, target, s) = (v(&r), v(&r), spring(&r))
        let id = fizz_animator_add_spring(a, value, target, s.0, s.1, s.2)
        log.call("add_spring(\(value), \(target), \(s))", min(0, id))
        if id > 0 { channels.append(id) }
    case 9:
        guard channels.count < 24 else { break }
        let (value, velocity, target, s) = (v(&r), r.corner(-1e12, 1e12), v(&r), spring(&r))
        let id = fizz_animator_add_spring_moving(a, value, velocity, target, s.0, s.1, s.2)
        log.call("add_spring_moving(\(value), \(velocity), \(target), \(s))", min(0, id))
        if id > 0 { channels.append(id) }
    case 10, 11:
        guard channels.count < 24 else { break }
        let (value, velocity, power, tc) = (v(&r), r.corner(-1e12, 1e12), r.corner(1e-6, 100), r.corner(1e-6, 100))
        let id = fizz_animator_add_decay(a, value, velocity, power, tc)
        log.call("add_decay(\(value), \(velocity), \(power), \(tc))", min(0, id))
        if id > 0 { channels.append(id) }
    case 12:
        guard let c else { break }
        let s = spring(&r)
        log.call("set_spring(\(c), \(s))", fizz_animator_set_spring(a, c, s.0, s.1, s.2))
    case 13:
        guard let c else { break }
        let x = v(&r), y = v(&r)
        log.call("set_bounds(\(c), \(min(x, y)), \(max(x, y)))", fizz_animator_set_bounds(a, c, min(x, y), max(x, y)))
    case 14:
        guard let c else { break }
        let step = r.chance(0.2) ? 0 : r.corner(1e-6, 1e9), origin = v(&r)
        log.call("set_snap(\(c), \(step), \(origin))", fizz_animator_set_snap(a, c, step, origin))
    case 15:
        guard let c else { break }
        let points = (0..<r.int(9)).map { _ in v(&r) }
        let status = points.withUnsafeBufferPointer { fizz_animator_set_snap_points(a, c, $0.baseAddress, UInt32($0.count)) }
        log.call("set_snap_points(\(c), \(points))", status)
    case 16:
        guard let c else { break }
        let x = v(&r)
        log.call("set_target(\(c), \(x))", fizz_animator_set_target(a, c, x))
    case 17:
        guard let c else { break }
        let x = v(&r)
        log.call("set_value(\(c), \(x))", fizz_animator_set_value(a, c, x))
    case 18:
        guard let c else { break }
        let x = r.corner(-1e12, 1e12)
        log.call("set_velocity(\(c), \(x))", fizz_animator_set_velocity(a, c, x))
    case 19:
        guard let c else { break }
        log.call("set_paused(\(c))", fizz_animator_set_paused(a, c, Int32(r.int(2))))
    case 20:
        guard let c else { break }
        let raw = v(&r), dimension = r.corner(1e-6, 1e9)
        log.call("drag(\(c), \(raw), \(dimension))", fizz_animator_drag(a, c, raw, dimension))
    case 21:
        let t = (r.corner(1e-9, 1e6), r.corner(1e-9, 1e6))
        if let c, r.chance(0.5) {
            log.call("set_channel_rest(\(c), \(t))", fizz_animator_set_channel_rest(a, c, t.0, t.1))
        } else {
            log.call("set_rest\(t)", fizz_animator_set_rest(a, t.0, t.1))
        }
    case 22:
        guard let c, channels.count > 4 else { break }
        log.call("remove(\(c))", fizz_animator_remove(a, c))
        channels.removeAll { $0 == c }
    default:
        let dt = r.corner(0, 1)
        log.call("step(\(dt))", fizz_animator_step(a, dt))
    }
}

/// One call on a motion: pointers (up to 10, times forward to the clock's end), a step, a
/// scroll or scrub to the ends, new settings.
func motionFrame(_ log: SoakLog, _ m: UInt32, _ r: inout CornerDraw, time: inout Double, down: inout [UInt32]) {
    func advance(_ r: inout CornerDraw) -> Double {
        time = min(1e12, time + r.pick([0, 1e-9, 1.0 / 120, 1, 1e6, 1e12]))
        return time
    }
    func point(_ r: inout CornerDraw) -> (Double, Double) { (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7)) }
    switch r.int(20) {
    case 0..<5:
        let dt = r.chance(0.3) ? 10 : r.corner(0, 10)
        log.call("step(\(dt))", fizz_motion_step(m, dt))
    case 5, 6:
        guard down.count < 10 else { break }
        let t = advance(&r), (x, y) = point(&r), id = UInt32(r.int(1000))
        if log.maybe("pointer_down(\(t), \(x), \(y), \(id))", fizz_motion_pointer_down(m, t, x, y, id)) == 0 { down.append(id) }
    case 7, 8, 9:
        guard let id = down.first else { break }
        let t = advance(&r), (x, y) = point(&r)
        log.call("pointer_move(\(t), \(x), \(y), \(id))", fizz_motion_pointer_move(m, t, x, y, id))
    case 10, 11:
        guard !down.isEmpty else { break }
        let id = down.remove(at: r.int(down.count))
        let t = advance(&r), (x, y) = point(&r)
        log.call("pointer_up(\(t), \(x), \(y), \(id))", fizz_motion_pointer_up(m, t, x, y, id))
    case 12:
        guard !down.isEmpty else { break }
        let t = advance(&r)
        log.call("pointer_cancel(\(t))", fizz_motion_pointer_cancel(m, t))
        down = []
    case 13:
        let o = r.corner(-1e9, 1e9)
        log.maybe("scroll_to(\(o))", fizz_motion_scroll_to(m, o))
    case 14:
        let o = r.corner(-1e9, 1e9)
        log.maybe("scrub_to(\(o))", fizz_motion_scrub_to(m, o))
    case 15:
        let t = advance(&r)
        log.call("reset_timeline(\(t))", fizz_motion_reset_timeline(m, t))
        down = []
    case 16:
        cornerMotionSettings(log, m, &r)
    case 17:
        if fizz_motion_output_count(m) < 400 { cornerMotionTargets(log, m, &r) }
    default:
        let dt = r.corner(0, 10)
        log.call("step(\(dt))", fizz_motion_step(m, dt))
    }
    checkMotion(log, m)
}

// MARK: - Popups

/// A popup layer's outputs: frames, moves, pointers, references and outlines finite,
/// placements and flags known, outlines at most 55 doubles, the solve's work within its
/// budget plus one popup's search.
func checkPopup(_ log: SoakLog, _ p: UInt32, _ ids: [Int32], solved: Bool) {
    guard !log.failed else { return }
    let n = Int(fizz_popup_count(p))
    log.finite(fizz_popup_references(p), 4 * n, "references")
    log.finite(fizz_popup_frames(p), 6 * n, "frames")
    log.finite(fizz_popup_moves(p), 4 * n, "moves")
    log.finite(fizz_popup_pointers(p), 6 * n, "pointers")
    if n > 0, let q = fizz_popup_placements(p) {
        for i in 0..<n where q[3 * i + 1] > 11 || q[3 * i + 2] > 15 { log.fail("placement \(q[3 * i + 1]) flags \(q[3 * i + 2])"); return }
    }
    for id in ids where !log.failed {
        let length = Int(fizz_popup_outline_length(p, id))
        if length < 0 || length > 55 { log.fail("outline length \(length) of \(id)"); return }
        log.finite(fizz_popup_outline(p, id), length, "outline of \(id)")
    }
    for v in Int32(0)...7 { log.finite(fizz_popup_get_boundary(p, v), "boundary value \(v)") }
    if solved, let work = Library.lastWork(p) {
        let bound = 4_000_000 + 4 * 35 * 4 * Int64(3 * n + 1024)
        if work.work > bound { log.fail("a solve's work \(work.work) > \(bound)") }
    }
}

/// A popup's inputs at corners: reference, size, placement, fallbacks, pointer, radius,
/// offsets, preset, options, paddings, its own boundary.
func cornerPopupInputs(_ log: SoakLog, _ p: UInt32, _ id: Int32, _ r: inout CornerDraw) {
    let reference = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(0, 1e6), r.corner(0, 1e6))
    log.call("set_reference(\(id), \(reference))", fizz_popup_set_reference(p, id, reference.0, reference.1, reference.2, reference.3))
    if r.chance(0.3) { log.call("apply_preset", fizz_popup_apply_preset(p, id, Int32(r.int(8)))) }
    let size = (r.corner(0, 1e6), r.corner(0, 1e6))
    log.call("set_size(\(id), \(size))", fizz_popup_set_size(p, id, size.0, size.1))
    log.call("set_placement", fizz_popup_set_placement(p, id, Int32(r.int(13))))
    var sides: Int32 = 0
    for k in 0..<r.int(5) { sides |= Int32(1 + r.int(4)) << (4 * Int32(k)) }
    log.call("set_fallbacks(\(sides))", fizz_popup_set_fallbacks(p, id, sides))
    if r.chance(0.5) {
        let arrow = (r.chance(0.2) ? 0 : r.corner(1e-6, 1e4), r.chance(0.2) ? 0 : r.corner(1e-6, 1e4), r.corner(0, 1e4))
        log.call("set_arrow(\(id), \(arrow))", fizz_popup_set_arrow(p, id, arrow.0, arrow.1, arrow.2))
    } else {
        let leader = (r.corner(0, 1e4), r.corner(0, 1e4), r.corner(0, 1e4), r.corner(0, 1e4))
        log.call("set_leader(\(id), \(leader))", fizz_popup_set_leader(p, id, leader.0, leader.1, leader.2, leader.3))
    }
    let radius = r.corner(0, 1e4)
    log.call("set_corner_radius(\(radius))", fizz_popup_set_corner_radius(p, id, radius))
    let offsets = (r.corner(-1e4, 1e4), r.corner(-1e4, 1e4))
    log.call("set_offsets\(offsets)", fizz_popup_set_offsets(p, id, offsets.0, offsets.1))
    var options = Int32(r.int(256))
    if options & 48 == 48 { options &= ~16 }
    log.call("set_options(\(options))", fizz_popup_set_options(p, id, options))
    let padding = r.chance(0.3) ? -1 : r.corner(0, 1e4)
    log.call("set_arrow_padding(\(padding))", fizz_popup_set_arrow_padding(p, id, padding))
    let align = r.corner(-1e4, 1e4)
    log.call("set_alignment_offset(\(align))", fizz_popup_set_alignment_offset(p, id, align))
    let own = r.chance(0.5) ? (0, 0, 0, 0) : (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(1, 1e7), r.corner(1, 1e7))
    log.call("set_popup_boundary(\(own))", fizz_popup_set_popup_boundary(p, id, own.0, own.1, own.2, own.3))
}

func cornerPopupLayer(_ log: SoakLog, _ p: UInt32, _ r: inout CornerDraw) {
    let b = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(1, 1e7), r.corner(1, 1e7))
    log.call("set_boundary\(b)", fizz_popup_set_boundary(p, b.0, b.1, b.2, b.3))
    let pad = (r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0, 1e6))
    log.call("set_padding\(pad)", fizz_popup_set_padding(p, pad.0, pad.1, pad.2, pad.3))
    log.call("set_rtl", fizz_popup_set_rtl(p, Int32(r.int(2))))
    let spacing = r.corner(0, 1e4), hysteresis = r.corner(0, 1e4)
    log.call("set_spacing(\(spacing))", fizz_popup_set_spacing(p, spacing))
    log.call("set_hysteresis(\(hysteresis))", fizz_popup_set_hysteresis(p, hysteresis))
}

func popupFrame(_ log: SoakLog, _ p: UInt32, _ r: inout CornerDraw, ids: inout [Int32], most: Int) {
    var solved = false
    switch r.int(12) {
    case 0..<4:
        log.maybe("solve", fizz_popup_solve(p))
        solved = true
    case 4:
        guard ids.count < most else { break }
        let id = fizz_popup_add(p)
        log.call("add", min(0, id))
        if id > 0 { ids.append(id); cornerPopupInputs(log, p, id, &r) }
    case 5, 6:
        guard !ids.isEmpty else { break }
        cornerPopupInputs(log, p, ids[r.int(ids.count)], &r)
    case 7:
        // A reference dragged: only its rect moves, as a host's scroll would.
        guard !ids.isEmpty else { break }
        let id = ids[r.int(ids.count)]
        let reference = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(0, 1e6), r.corner(0, 1e6))
        log.call("set_reference(\(id), \(reference))", fizz_popup_set_reference(p, id, reference.0, reference.1, reference.2, reference.3))
    case 8:
        guard ids.count > 2 else { break }
        let id = ids.remove(at: r.int(ids.count))
        log.call("remove(\(id))", fizz_popup_remove(p, id))
    case 9:
        if r.chance(0.2) { log.call("clear_obstacles", fizz_popup_clear_obstacles(p)); break }
        let o = (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7), r.corner(0, 1e7), r.corner(0, 1e7))
        log.call("add_obstacle\(o)", min(0, fizz_popup_add_obstacle(p, o.0, o.1, o.2, o.3)))
    default:
        cornerPopupLayer(log, p, &r)
    }
    checkPopup(log, p, ids, solved: solved)
}

// MARK: - Layout

/// A layout's outputs: at most a window of 262,144 items, frames finite with alpha in 0...1,
/// the offset and sizes finite, sticking percentages in 0...1, transition frames and snap
/// targets finite.
/// `fresh`: the call was a producer's (set_offset, update) that succeeded, so the items handed
/// out are all in the tree (after a change to the tree one may be gone: a repeat count
/// lowered, a brick removed; its transition frame is then refused, not a number).
func checkLayout(_ log: SoakLog, _ l: UInt32, _ r: inout CornerDraw, fresh: Bool) {
    guard !log.failed else { return }
    let n = Int(fizz_layout_count(l))
    if n < 0 || n > 262_144 { log.fail("count \(n)"); return }
    log.finite(fizz_layout_frames(l), 7 * n, "frames")
    if n > 0, let f = fizz_layout_frames(l) {
        for i in 0..<n where !(f[7 * i + 5] >= 0 && f[7 * i + 5] <= 1) { log.fail("alpha of item \(i) = \(f[7 * i + 5])"); return }
        let i = r.int(n)
        log.within(fizz_layout_sticking_percentage(l, Int32(i)), 0, 1, "sticking percentage of \(i)")
        // A transition frame is refused (FIZZ_E_INVALID_STATE, NaN) for an item handed out
        // but not laid out in its rows: a hidden brick (alpha 0, 0 × 0), a brick a behavior
        // pinned far from the laid-out rows. Accepted, it is finite.
        if fresh, let ids = fizz_layout_ids(l) {
            for v in Int32(0)...5 {
                let x = fizz_layout_transition_frame(l, ids[2 * i], Int32(ids[2 * i + 1]), Int32(r.int(3)), v)
                let status = fizz_last_error()
                if status == 0 { log.finite(x, "transition frame value \(v) of item \(i)") }
                else if status != -10 || !x.isNaN { log.fail("transition frame value \(v) of item \(i): \(x), status \(status)") }
            }
        }
    }
    for x in [fizz_layout_get_offset_x(l), fizz_layout_get_offset_y(l), fizz_layout_get_viewport_width(l),
              fizz_layout_get_viewport_height(l), fizz_layout_get_content_width(l), fizz_layout_get_content_height(l)] {
        log.finite(x, "an offset or size")
    }
    let changes = fizz_layout_change_count(l)
    if changes < 0 { log.fail("change count \(changes)") }
    let used = fizz_layout_get_memory_used(l), budget = fizz_layout_get_memory_budget(l)
    if used < 0 || used > budget { log.fail("memory used \(used) of \(budget)") }
}

/// A dimension at a corner: RATIO (0, 1000], FIXED 0...1e6, FILL (widths), AUTO 0...1e6 (heights).
func cornerDimension(_ r: inout CornerDraw, height: Bool) -> (Int32, Double) {
    switch r.int(3) {
    case 0: return (0, r.corner(Double.leastNonzeroMagnitude, 1000))
    case 1: return (1, r.corner(0, 1e6))
    default: return height ? (3, r.corner(0, 1e6)) : (2, 0)
    }
}

func cornerSection(_ log: SoakLog, _ l: UInt32, _ s: UInt32, _ r: inout CornerDraw) {
    let insets = (r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0, 1e6), r.corner(0.001, 1e6))
    log.call("set_section_insets(\(s), \(insets))", fizz_layout_set_section_insets(l, s, insets.0, insets.1, insets.2, insets.3, insets.4, insets.5))
    log.call("set_section_alignment", fizz_layout_set_section_alignment(l, s, Int32(r.int(4)), Int32(r.int(3)), Int32(r.int(2))))
    let flow = (Int32(r.int(3)), r.cornerInt(0, 64), r.corner(1, 1e6))
    log.call("set_section_flow(\(s), \(flow))", fizz_layout_set_section_flow(l, s, flow.0, flow.1, flow.2))
    let offset = r.corner(-1e14, 1e14)
    log.call("set_section_offset(\(s), \(offset))", fizz_layout_set_section_offset(l, s, offset))
}

func cornerBehavior(_ r: inout CornerDraw) -> (Int32, Double, Double, Double, Double) {
    let kind = Int32(r.int(11))
    let m = 1e6
    switch kind {
    case 0: return (kind, r.corner(-m, m), Double(r.int(2)), 0, 0)
    case 1: return (kind, r.corner(-m, m), r.corner(0, m), Double(r.int(2)), 0)
    case 2, 3, 10: return (kind, r.corner(-m, m), 0, 0, 0)
    case 4: return (kind, Double(r.int(3)), 0, 0, 0)
    case 5, 6: return (kind, r.corner(0, m), 0, 0, 0)
    case 7: return (kind, r.corner(0, 1), 0, 0, 0)
    case 8: return (kind, r.corner(-m, m), r.corner(-m, m), r.corner(-m, m), r.corner(-m, m))
    default: return (kind, 0, 0, 0, 0)
    }
}

func layoutFrame(_ log: SoakLog, _ l: UInt32, _ r: inout CornerDraw, sections: inout [UInt32], bricks: inout [UInt32], behaviors: inout Int32, most: Int, repeatMost: Int32) {
    func aSection(_ r: inout CornerDraw) -> UInt32 { sections[r.int(sections.count)] }
    var fresh = false
    switch r.int(30) {
    case 0..<6:
        let o = (r.corner(-1e14, 1e14), r.corner(-1e14, 1e14))
        fresh = log.maybe("set_offset\(o)", fizz_layout_set_offset(l, o.0, o.1)) == 0
    case 6, 7:
        fresh = log.maybe("update", fizz_layout_update(l)) == 0
    case 8, 9, 10:
        guard bricks.count < most else { break }
        let s = aSection(&r), w = cornerDimension(&r, height: false), h = cornerDimension(&r, height: true)
        let id = fizz_layout_add_brick(l, s, 0, w.0, w.1, h.0, h.1)
        if log.call("add_brick(\(s), \(w), \(h))", min(0, id)) == 0 { bricks.append(UInt32(id)) }
    case 11:
        guard sections.count < 12 else { break }
        let s = aSection(&r), w = cornerDimension(&r, height: false)
        let id = fizz_layout_add_section(l, s, 0, w.0, w.1)
        if log.maybe("add_section(\(s), \(w))", min(0, id)) == 0 {
            sections.append(UInt32(id))
            cornerSection(log, l, UInt32(id), &r)
        }
    case 12:
        cornerSection(log, l, aSection(&r), &r)
    case 13, 14:
        guard let b = bricks.randomElement(using: &r) else { break }
        let count = r.chance(0.2) ? r.cornerInt(0, repeatMost) : Int32(r.int(50))
        log.maybe("set_repeat_count(\(b), \(count))", fizz_layout_set_repeat_count(l, b, count))
    case 15:
        guard let b = bricks.randomElement(using: &r) else { break }
        let size = (r.chance(0.2) ? -1 : r.corner(0, 1e6), r.chance(0.2) ? -1 : r.corner(0, 1e6))
        log.maybe("set_measured_size(\(b), \(size))", fizz_layout_set_measured_size(l, b, 0, size.0, size.1))
    case 16:
        guard let b = bricks.randomElement(using: &r) else { break }
        let axis = Int32(r.int(2)), d = cornerDimension(&r, height: axis == 1)
        log.maybe("set_dimension(\(b), \(axis), \(d))", fizz_layout_set_dimension(l, b, axis, d.0, d.1))
    case 17:
        guard let b = bricks.randomElement(using: &r) else { break }
        let axis = Int32(r.int(2)), d = cornerDimension(&r, height: axis == 1)
        let when = Int32(r.int(128)), width = r.corner(0, 1e7)
        if r.chance(0.5) {
            log.maybe("add_dimension_case(\(b), \(axis), \(when), \(width), \(d))", fizz_layout_add_dimension_case(l, b, axis, when, width, d.0, d.1))
        } else {
            let bound = Int32(r.int(2))
            log.maybe("add_dimension_bound(\(b), \(axis), \(when), \(width), \(bound), \(d))", fizz_layout_add_dimension_bound(l, b, axis, when, width, bound, d.0, d.1))
        }
    case 18:
        let v = (r.corner(1, 1e7), r.corner(1, 1e7))
        log.call("set_viewport\(v)", fizz_layout_set_viewport(l, v.0, v.1))
    case 19:
        log.call("set_traits", fizz_layout_set_traits(l, Int32(r.int(2)), Int32(r.int(2))))
        log.call("set_right_to_left", fizz_layout_set_right_to_left(l, Int32(r.int(2))))
        log.call("set_z_order", fizz_layout_set_z_order(l, Int32(r.int(2))))
    case 20:
        let scale = r.pick([0, 1, 1.0.nextUp, 2, 3, 4.0.nextDown, 4])
        log.call("set_scale(\(scale))", fizz_layout_set_scale(l, scale))
        let margin = r.corner(0, 1e7)
        log.call("set_margin(\(margin))", fizz_layout_set_margin(l, margin))
    case 21:
        guard behaviors < 32 else { break }
        let b = cornerBehavior(&r)
        let index = fizz_layout_add_behavior(l, b.0, b.1, b.2, b.3, b.4)
        if log.call("add_behavior\(b)", min(0, index)) == 0 { behaviors += 1 }
    case 22, 23:
        guard behaviors > 0, let id = (bricks + sections).randomElement(using: &r) else { break }
        log.maybe("attach", fizz_layout_attach(l, Int32(r.int(Int(behaviors))), id, Int32(r.int(2))))
    case 24:
        guard let id = bricks.randomElement(using: &r) else { break }
        log.maybe("set_hidden(\(id))", fizz_layout_set_hidden(l, id, Int32(r.int(2))))
    case 25:
        guard bricks.count > 3, let id = bricks.randomElement(using: &r) else { break }
        if log.maybe("remove(\(id))", fizz_layout_remove(l, id)) == 0 { bricks.removeAll { $0 == id } }
    case 26:
        let q = (r.corner(-1e14, 1e14), r.corner(-1e14, 1e14), r.corner(0, 1e14), r.corner(0, 1e14))
        log.maybe("query\(q)", min(0, fizz_layout_query(l, q.0, q.1, q.2, q.3)))
    case 27:
        let s = aSection(&r), o = r.corner(-1e14, 1e14), v = r.corner(-1e7, 1e7)
        let x = fizz_layout_snap_target(l, s, o, v)
        log.maybe("snap_target(\(s), \(o), \(v))", x.isNaN ? fizz_last_error() : 0)
        if fizz_last_error() == 0 { log.finite(x, "snap_target") }
    default:
        fresh = log.maybe("update", fizz_layout_update(l)) == 0
    }
    checkLayout(log, l, &r, fresh: fresh)
}

// MARK: - Carousel

/// A carousel's outputs: at most 1025 visible slots of finite values with opacity in 0...1,
/// position, velocities and landings finite, indices inside the items, a known phase.
func checkCarousel(_ log: SoakLog, _ k: UInt32, _ r: inout CornerDraw) {
    guard !log.failed else { return }
    let n = Int(fizz_carousel_visible_count(k))
    if n < 0 || n > 1025 { log.fail("visible count \(n)"); return }
    log.finite(fizz_carousel_visible(k), 21 * n, "visible")
    if n > 0, let v = fizz_carousel_visible(k) {
        for i in 0..<n where !(v[21 * i + 19] >= 0 && v[21 * i + 19] <= 1) { log.fail("opacity of slot \(i) = \(v[21 * i + 19])"); return }
    }
    log.finite(fizz_carousel_get_position(k), "position")
    log.finite(fizz_carousel_get_velocity(k), "velocity")
    log.finite(fizz_carousel_finger_velocity(k), "finger velocity")
    let phase = fizz_carousel_get_phase(k)
    if !(0...3).contains(phase) { log.fail("phase \(phase)") }
    let count = fizz_carousel_get_count(k)
    let velocity = r.corner(-1e9, 1e9)
    log.finite(fizz_carousel_landing_position(k, velocity), "landing position(\(velocity))")
    for (what, index) in [("current", fizz_carousel_current_index(k)), ("target", fizz_carousel_target_index(k)),
                          ("landing", fizz_carousel_landing_index(k, velocity))] where count > 0 {
        if !(index >= 0 && index < count) { log.fail("\(what) index \(index) of \(count)") }
    }
    let offset = r.corner(-1e9, 1e9)
    log.within(fizz_carousel_opacity(k, offset), 0, 1, "opacity(\(offset))")
    log.finite(fizz_carousel_path_value(k, r.corner(-1e6, 1e6)), "path value")
}

/// A transform at corners, each parameter in its kind's range (docs/carousel.md's
/// fizz_carousel_set_transform): Showcase's rates and scale 0...1e6, iCarousel's spacing and
/// tilt ±1e6, arc at least 1e-6 in magnitude, radius ±1e9, ring count 0 or 1...1e9, flip width
/// 0.001...1, Swiper's ±1e6 with its flags 0 or 1.
func cornerTransform(_ r: inout CornerDraw) -> (Int32, [Double]) {
    let kind = r.pick([0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 30, 31] as [Int32])
    let m = 1e6
    switch kind {
    case 1, 2, 3: return (kind, [r.corner(0, m), r.corner(0, m), r.corner(0, m), r.corner(0, m), 0, 0])
    case 10...20:
        let arc = r.corner(1e-6, m) * (r.chance(0.5) ? -1 : 1)
        let rings = r.chance(0.3) ? 0 : r.corner(1, 1e9)
        return (kind, [r.corner(-m, m), arc, r.corner(-1e9, 1e9), r.corner(-m, m), rings, r.corner(0.001, 1)])
    case 30: return (kind, (0..<5).map { _ in r.corner(-m, m) } + [0])
    case 31: return (kind, [r.corner(-m, m), r.corner(-m, m), Double(r.int(2)), r.corner(-m, m), Double(r.int(2)), 0])
    default: return (kind, [0, 0, 0, 0, 0, 0])
    }
}

func cornerCarouselSettings(_ log: SoakLog, _ k: UInt32, _ r: inout CornerDraw) {
    let layout = (Int32(r.int(2)), r.corner(1, 1e7), r.corner(1, 1e7), r.corner(1, 1e6), r.corner(1, 1e6), r.corner(0, 1e6))
    log.call("set_layout\(layout)", fizz_carousel_set_layout(k, layout.0, layout.1, layout.2, layout.3, layout.4, layout.5))
    log.maybe("set_looping", fizz_carousel_set_looping(k, Int32(r.int(2))))
    log.call("set_snapping", fizz_carousel_set_snapping(k, Int32(r.int(3))))
    let curve = Int32(r.int(5))
    let path = (curve == 4 ? Double(r.int(2)) : r.corner(-1e6, 1e6), curve == 3 ? Double(r.int(2)) : r.corner(-1e6, 1e6), r.corner(-1e6, 1e6), r.corner(-1e6, 1e6))
    log.call("set_path(\(curve), \(path))", fizz_carousel_set_path(k, curve, path.0, path.1, path.2, path.3))
    if curve == 4 {
        _ = fizz_carousel_clear_path_points(k)
        var u = -1e6
        for _ in 0..<(1 + r.int(6)) {
            let y = r.corner(-1e6, 1e6)
            log.call("add_path_point(\(u), \(y))", min(0, fizz_carousel_add_path_point(k, u, y)))
            // 2e-6: u + 1e-6 rounds to less than 1e-6 past u at |u| near 1e5.
            u = min(1e6, u + r.pick([2e-6, 1, 1e5, 5e5]))
            if u >= 1e6 { break }
        }
    }
    let (kind, p) = cornerTransform(&r)
    log.call("set_transform(\(kind), \(p))", fizz_carousel_set_transform(k, kind, p[0], p[1], p[2], p[3], p[4], p[5]))
    if r.chance(0.5) {
        let a = r.corner(-1e9, 1e9), b = r.corner(-1e9, 1e9)
        let fade = (min(a, b), max(a, b), r.corner(1e-6, 1e9), r.corner(0, 1))
        log.call("set_fade\(fade)", fizz_carousel_set_fade(k, fade.0, fade.1, fade.2, fade.3))
    } else {
        log.call("clear_fade", fizz_carousel_clear_fade(k))
    }
    let perspective = (r.corner(-1, 1), r.corner(-1e7, 1e7), r.corner(-1e7, 1e7))
    log.call("set_perspective\(perspective)", fizz_carousel_set_perspective(k, perspective.0, perspective.1, perspective.2))
    let decay = (r.corner(1e-6, 100), r.corner(1e-6, 100))
    log.call("set_decay\(decay)", fizz_carousel_set_decay(k, decay.0, decay.1))
    let spring = (r.corner(1e-6, 1e9), r.corner(1e-6, 1e6), r.corner(1e-6, 1e6))
    log.call("set_spring\(spring)", fizz_carousel_set_spring(k, spring.0, spring.1, spring.2))
    let auto = r.chance(0.5) ? 0 : r.corner(-1e4, 1e4)
    log.call("set_autoscroll(\(auto))", fizz_carousel_set_autoscroll(k, auto))
    let band = r.corner(1e-3, 10)
    log.call("set_rubber_band(\(band))", fizz_carousel_set_rubber_band(k, band))
    let rest = (r.corner(1e-9, 1), r.corner(1e-9, 1))
    log.call("set_rest\(rest)", fizz_carousel_set_rest(k, rest.0, rest.1))
    let window = (r.cornerInt(0, 64), r.cornerInt(0, 512))
    log.call("set_window\(window)", fizz_carousel_set_window(k, window.0, window.1))
}

func carouselFrame(_ log: SoakLog, _ k: UInt32, _ r: inout CornerDraw, time: inout Double, down: inout Bool) {
    func advance(_ r: inout CornerDraw) -> Double {
        time = min(1e12, time + r.pick([0, 1e-9, 1.0 / 120, 0.5, 1e6]))
        return time
    }
    func point(_ r: inout CornerDraw) -> (Double, Double) { (r.corner(-1e7, 1e7), r.corner(-1e7, 1e7)) }
    switch r.int(20) {
    case 0..<6:
        let dt = r.chance(0.3) ? 1 : r.corner(0, 1)
        log.call("step(\(dt))", fizz_carousel_step(k, dt))
    case 6:
        guard !down else { break }
        let t = advance(&r), (x, y) = point(&r)
        if log.call("pointer_down(\(t), \(x), \(y))", fizz_carousel_pointer_down(k, t, x, y)) == 0 { down = true }
    case 7, 8, 9:
        guard down else { break }
        let t = advance(&r), (x, y) = point(&r)
        log.call("pointer_move(\(t), \(x), \(y))", fizz_carousel_pointer_move(k, t, x, y))
    case 10:
        guard down else { break }
        let t = advance(&r), (x, y) = point(&r)
        log.call("pointer_up(\(t), \(x), \(y))", min(0, fizz_carousel_pointer_up(k, t, x, y)))
        down = false
    case 11:
        guard down else { break }
        log.call("pointer_cancel", fizz_carousel_pointer_cancel(k))
        down = false
    case 12:
        guard !down else { break }
        let count = fizz_carousel_get_count(k)
        let p = r.corner(count > 0 ? 0 : -1e9, count > 0 ? Double(count - 1) : 1e9)
        log.maybe("set_position(\(p))", fizz_carousel_set_position(k, p))
    case 13:
        guard !down else { break }
        let count = fizz_carousel_get_count(k)
        guard count > 0 else { break }
        let i = r.cornerInt(0, count - 1)
        log.call("scroll_to_index(\(i))", fizz_carousel_scroll_to_index(k, i, Int32(r.int(2))))
    case 14:
        guard !down else { break }
        let count = r.cornerInt(0, 1_000_000_000)
        log.call("set_count(\(count))", fizz_carousel_set_count(k, count))
    case 15:
        guard !down else { break }
        cornerCarouselSettings(log, k, &r)
    default:
        let dt = r.corner(0, 1)
        log.call("step(\(dt))", fizz_carousel_step(k, dt))
    }
    checkCarousel(log, k, &r)
}

extension CornerDraw: RandomNumberGenerator {}

extension CornerSoak {
    @Test("strip: corner lengths, spacings and offsets; every frame finite, every snap inside the content")
    func strip() {
        soak("strip", seed: 0x57_0000) { log, r, round in
            let viewport = r.corner(1, 1e7)
            let s = fizz_strip_create(viewport)
            defer { _ = fizz_strip_destroy(s) }
            let most = r.pick([1, 50, 2000] + (soakScale > 1 ? [100_001] : []))
            for i in 0..<(2000 * min(soakScale, 8)) where !log.failed {
                switch r.int(6) {
                case 0, 1: if Int(fizz_strip_count(s)) < most { let x = r.corner(0, 1e6); log.maybe("add(\(x))", min(0, fizz_strip_add(s, x))) }
                case 2: let x = r.corner(0, 1e6); log.call("set_spacing(\(x))", fizz_strip_set_spacing(s, x))
                default: let x = r.corner(-1e7, 1e7); log.call("set_offset(\(x))", fizz_strip_set_offset(s, x))
                }
                if i % 16 == 0 || Int(fizz_strip_count(s)) < 200 { checkStrip(log, s, &r) }
            }
            let copy = fizz_strip_create(1)
            defer { _ = fizz_strip_destroy(copy) }
            soakRestoreSteps(log, s, copy, .strip, steps: 20, seed: UInt64(round)) { h, d in
                _ = fizz_strip_set_offset(h, d.corner(-1e7, 1e7))
            }
            checkStrip(log, copy, &r)
        }
    }

    @Test("motion: corner rects, speeds, releases, syncs, stops and groups; pointers at the ends of time and space")
    func motion() {
        soak("motion", seed: 0x30_0000) { log, r, round in
            let m = fizz_motion_create(r.corner(1, 1e7), r.corner(1, 1e7))
            defer { _ = fizz_motion_destroy(m) }
            cornerMotionSettings(log, m, &r)
            cornerMotionTargets(log, m, &r)
            var time = r.pick([-1e12, 0, 1e12 - 1])
            var down: [UInt32] = []
            for _ in 0..<(1500 * min(soakScale, 8)) where !log.failed {
                motionFrame(log, m, &r, time: &time, down: &down)
            }
            let copy = fizz_motion_create(1, 1)
            defer { _ = fizz_motion_destroy(copy) }
            soakRestoreSteps(log, m, copy, .motion, steps: 40, seed: UInt64(round)) { h, d in
                _ = fizz_motion_step(h, d.corner(0, 10))
            }
            checkMotion(log, copy)
        }
    }

    @Test("animator: the stiffest and least damped springs, the fastest glides, bounds and snaps at the ends")
    func animator() {
        soak("animator", seed: 0xA0_0000) { log, r, round in
            let a = fizz_animator_create()
            defer { _ = fizz_animator_destroy(a) }
            var channels: [Int32] = []
            for i in 0..<(1200 * min(soakScale, 8)) where !log.failed {
                animatorFrame(log, a, &r, channels: &channels)
                checkAnimator(log, a, channels, &r, deep: i % 97 == 0)
            }
            let copy = fizz_animator_create()
            defer { _ = fizz_animator_destroy(copy) }
            soakRestoreSteps(log, a, copy, .animator, steps: 40, seed: UInt64(round)) { h, d in
                _ = fizz_animator_step(h, d.chance(0.3) ? 1 : d.corner(0, 1))
            }
            checkAnimator(log, copy, channels, &r, deep: true)
        }
    }

    @Test("popups: corner boundaries, paddings, references, sizes, pointers and obstacles; every solve finite and in budget")
    func popups() {
        soak("popup", seed: 0x90_0000) { log, r, round in
            let p = fizz_popup_create(r.corner(1, 1e7), r.corner(1, 1e7))
            defer { _ = fizz_popup_destroy(p) }
            cornerPopupLayer(log, p, &r)
            var ids: [Int32] = []
            let most = r.pick([2, 12, 40] + (soakScale > 1 ? [400] : []))
            for _ in 0..<(800 * min(soakScale, 8)) where !log.failed {
                popupFrame(log, p, &r, ids: &ids, most: most)
            }
            let copy = fizz_popup_create(1, 1)
            defer { _ = fizz_popup_destroy(copy) }
            soakRestoreSteps(log, p, copy, .popup, steps: 10, seed: UInt64(round)) { h, _ in
                _ = fizz_popup_solve(h)
            }
            checkPopup(log, copy, ids, solved: true)
        }
    }

    @Test("layout: corner viewports, dimensions, insets, flows, behaviors and offsets; every frame finite")
    func layout() {
        soak("layout", seed: 0x1A_0000, quick: 4) { log, r, round in
            let l = fizz_layout_create(r.corner(1, 1e7), r.corner(1, 1e7))
            defer { _ = fizz_layout_destroy(l) }
            var sections: [UInt32] = [1], bricks: [UInt32] = [], behaviors: Int32 = 0
            cornerSection(log, l, 1, &r)
            let most = r.pick([4, 30, 120])
            let repeatMost: Int32 = soakScale > 1 ? 8_388_608 : 20_000
            for _ in 0..<(600 * min(soakScale, 8)) where !log.failed {
                layoutFrame(log, l, &r, sections: &sections, bricks: &bricks, behaviors: &behaviors, most: most, repeatMost: repeatMost)
            }
            let copy = fizz_layout_create(1, 1)
            defer { _ = fizz_layout_destroy(copy) }
            soakRestoreSteps(log, l, copy, .layout, steps: 20, seed: UInt64(round)) { h, d in
                _ = fizz_layout_set_offset(h, d.corner(-1e14, 1e14), d.corner(-1e14, 1e14))
            }
            checkLayout(log, copy, &r, fresh: true)
        }
    }

    @Test("carousel: corner layouts, counts, transforms, springs and decays; flings at the ends of time and space")
    func carousel() {
        soak("carousel", seed: 0xCA_0000) { log, r, round in
            let count = r.cornerInt(0, 1_000_000_000)
            let k = fizz_carousel_create(r.corner(1, 1e7), r.corner(1, 1e7), r.corner(1, 1e6), r.corner(1, 1e6), count)
            defer { _ = fizz_carousel_destroy(k) }
            cornerCarouselSettings(log, k, &r)
            var time = r.pick([-1e12, 0, 1e12 - 1]), down = false
            for _ in 0..<(1200 * min(soakScale, 8)) where !log.failed {
                carouselFrame(log, k, &r, time: &time, down: &down)
            }
            let copy = fizz_carousel_create(1, 1, 1, 1, 0)
            defer { _ = fizz_carousel_destroy(copy) }
            soakRestoreSteps(log, k, copy, .carousel, steps: 40, seed: UInt64(round)) { h, d in
                _ = fizz_carousel_step(h, d.chance(0.3) ? 1 : d.corner(0, 1))
            }
            checkCarousel(log, copy, &r)
        }
    }
}

// MARK: - What the soak found, each alone

@Suite struct CornerSoakFindings {
    @Test("a picker bubble of radius up to 1e6 is accepted: its default selected radius (× 1.33) is capped at 1e6, as a plain bubble's is")
    func pickerAddAtTheLargestRadius() {
        Library.exclusive {
            let w = fizz_world_create(1e7, 1e7)
            defer { _ = fizz_world_destroy(w) }
            _ = fizz_picker_set_durations(w, 0, 0, 0)
            let b = fizz_picker_add(w, 5e6, 5e6, 1e6, 0)
            #expect(b != 0, "refused: \(fizz_last_error())")
            #expect(fizz_picker_select(w, b) == 1)
            #expect(fizz_world_step(w, 1.0 / 60) == 0)
            let i = Int(fizz_bubble_index(w, b))
            #expect(i >= 0 && fizz_world_positions(w)![3 * i + 2] == 1e6)
            // Below the cap, the selected radius is radius × 1.33 as before.
            let c = fizz_picker_add(w, 2e6, 2e6, 7e5, 0)
            #expect(fizz_picker_select(w, c) == 1 && fizz_world_step(w, 1.0 / 60) == 0)
            let j = Int(fizz_bubble_index(w, c))
            #expect(j >= 0 && fizz_world_positions(w)![3 * j + 2] == 7e5 * 1.33)
        }
    }

    @Test("a spawn whose policy's point lies past the reach (±1e7: a side of a 1e7 pt world, an anchor at 1000 × the size) is accepted, clamped into the reach")
    func spawnPastTheReach() {
        Library.exclusive {
            let w = fizz_world_create(1e7, 1e7)
            defer { _ = fizz_world_destroy(w) }
            // FIZZ_SPAWN_SIDES: just outside the left edge, then the right one (x = 1e7 + r).
            for _ in 0..<2 {
                let b = fizz_picker_spawn(w, 2, 1e5, 0)
                #expect(b != 0, "refused: \(fizz_last_error())")
            }
            #expect(fizz_world_set_anchor(w, 1000, -1000) == 0)
            let c = fizz_picker_spawn(w, 0, 10, 0)
            #expect(c != 0, "refused: \(fizz_last_error())")
            let n = Int(fizz_world_count(w))
            #expect(n == 3)
            if let p = fizz_world_positions(w) {
                for i in 0..<n { #expect(abs(p[3 * i]) <= 1e7 && abs(p[3 * i + 1]) <= 1e7) }
            }
            let ci = Int(fizz_bubble_index(w, c))
            #expect(ci >= 0 && fizz_world_positions(w)![3 * ci] == 1e7 && fizz_world_positions(w)![3 * ci + 1] == -1e7)
        }
    }
}

extension CornerSoakFindings {
    /// The layout's window, once a card stack's extension dropped what it collected past the
    /// viewport, handed out fewer items than its output buffers held: the next update read
    /// the stale tail as the previous window (a spurious FIZZ_CHANGE_LEFT, or a crash on an
    /// id never written: found by the corner soak, a card stack over a 1e7 pt margin).
    @Test("after an update whose card stack dropped extension entries, an update with nothing changed lists no change")
    func cardStackExtensionDropped() {
        Library.exclusive {
            let l = fizz_layout_create(320, 480)
            defer { _ = fizz_layout_destroy(l) }
            var bricks: [UInt32] = []
            for _ in 0..<40 { bricks.append(UInt32(fizz_layout_add_brick(l, 1, 0, 1, 320, 1, 150))) }
            // A small height as tall as a card: the stack pulls nothing up, so every brick the
            // extension collected stays past the window and is dropped.
            let stack = fizz_layout_add_behavior(l, 5, 150, 0, 0, 0)
            #expect(stack == 0)
            for b in bricks { #expect(fizz_layout_attach(l, stack, b, 1) == 0) }
            // Each update's changes name bricks handed out now or before, never a stale
            // entry; once the stack's state has caught up, an update changes nothing.
            var handedOut = Set<UInt32>()
            func changesNameBricks() -> Bool {
                let n = Int(fizz_layout_count(l)), c = Int(fizz_layout_change_count(l))
                if n > 0, let ids = fizz_layout_ids(l) { for k in 0..<n { handedOut.insert(ids[2 * k]) } }
                guard c > 0 else { return true }
                guard let ch = fizz_layout_changes(l) else { return false }
                return (0..<c).allSatisfy { bricks.contains(ch[3 * $0]) && handedOut.contains(ch[3 * $0]) }
            }
            for y in [300.0, 300, 300, 600, 600, 600, 0] {
                #expect(fizz_layout_set_offset(l, 0, y) == 0)
                #expect(changesNameBricks(), "at \(y)")
            }
            #expect(fizz_layout_update(l) == 0 && fizz_layout_update(l) == 0)
            #expect(fizz_layout_change_count(l) == 0)
        }
    }
}

extension CornerSoakFindings {
    /// A release's glide under way kept running after `fizz_motion_set_release` turned the
    /// glide off (power 0): the next step read the decay it no longer had (a trap natively in
    /// debug, an unchecked unwrap of nil in release and fizz.wasm), and a snapshot of that
    /// state was refused by its own restore (found by the corner soak).
    @Test("power 0 while a release glides stops the glide where it is: steps, snapshots and restores go on")
    func releaseTurnedOffWhileGliding() {
        Library.exclusive {
            let m = fizz_motion_create(400, 300)
            defer { _ = fizz_motion_destroy(m) }
            #expect(fizz_motion_set_release(m, 0.8, 0.325, 0, 0) == 0)
            #expect(fizz_motion_pointer_down(m, 0, 100, 100, 1) == 0)
            #expect(fizz_motion_pointer_move(m, 0.016, 110, 100, 1) == 0)
            #expect(fizz_motion_pointer_move(m, 0.032, 120, 100, 1) == 0)
            #expect(fizz_motion_pointer_up(m, 0.048, 120, 100, 1) == 0)
            #expect(fizz_motion_step(m, 0.05) == 0 && fizz_motion_step(m, 0.05) == 0)
            #expect(fizz_motion_is_gliding(m) == 1)
            let x = fizz_motion_get_x(m)
            #expect(fizz_motion_set_release(m, 0, 0, 0, 0) == 0)
            #expect(fizz_motion_is_gliding(m) == 0)
            #expect(fizz_motion_step(m, 0.05) == 0)
            #expect(fizz_motion_get_x(m) == x, "stopped where the last frame put it")
            let copy = fizz_motion_create(1, 1)
            defer { _ = fizz_motion_destroy(copy) }
            if let bytes = soakSnapshot(fizz_motion_snapshot, m) {
                #expect(soakRestore(fizz_motion_restore, copy, bytes) == 0)
                #expect(fizz_motion_hash(copy) == fizz_motion_hash(m))
            } else {
                Issue.record("snapshot refused")
            }
        }
    }
}

extension CornerSoakFindings {
    /// A layout re-flowing every brick near the end of its memory budget: its journal (seven
    /// doubles a brick laid again) grew by exactly one entry at a time there, copying itself
    /// each time (minutes for a million bricks: found by the corner soak). The call is
    /// accepted, or refused with nothing changed, for every spare room tried.
    @Test("a layout re-flowing near the end of its budget: each call accepted, or refused with nothing changed")
    func reflowNearTheBudget() {
        Library.exclusive {
            for spare: Int64 in [0, 4096, 1 << 16, 1 << 19, 1 << 21, 1 << 23] {
                let l = fizz_layout_create(320, 480)
                defer { _ = fizz_layout_destroy(l) }
                let b = UInt32(fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 10))
                #expect(fizz_layout_set_repeat_count(l, b, 20_000) == 0)
                #expect(fizz_layout_set_offset(l, 0, 250_000) == 0)
                // Narrower: every row flows again, each brick journalled with its old frame.
                #expect(fizz_layout_set_viewport(l, 300, 480) == 0)
                #expect(fizz_layout_set_memory_budget(l, fizz_layout_get_memory_used(l) + spare) == 0)
                let h = fizz_layout_hash(l)
                let status = fizz_layout_set_offset(l, 0, 190_000)
                #expect(status == 0 || (status == -7 && fizz_layout_hash(l) == h), "spare \(spare): \(status)")
                #expect(fizz_layout_set_memory_budget(l, 1 << 28) == 0 && fizz_layout_set_offset(l, 0, 190_000) == 0)
                let n = Int(fizz_layout_count(l))
                #expect(n > 0)
                if let f = fizz_layout_frames(l) { #expect((0..<(7 * n)).allSatisfy { f[$0].isFinite }) }
            }
        }
    }
}
