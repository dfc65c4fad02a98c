//===--- SnapshotInput.swift ---------------------------------------------===//
// Part of Fizz. libFuzzer's snapshot inputs: edits to a real snapshot of every kind, resealed.
//===---------------------------------------------------------------------===//

import FizzExports

// An input whose first byte is `snapshotMarker` is not a call sequence: its second byte picks a
// kind, and the rest are edits to a real snapshot of a busy object of that kind (4 bytes each:
// a 16-bit payload offset, an operation and a byte), after which the checksum is rewritten, so
// that only the content is wrong (anyone can compute the checksum). Coverage guidance then
// learns which offsets and values reach which checks of the restore. A finding is a crash
// (under -sanitize=address, any read the restore had not validated), or a broken promise:
// a restore answers only FIZZ_OK, FIZZ_E_INVALID_BUFFER or FIZZ_E_LIMIT, a refusal leaves the
// target's hash as it was, and an accepted payload gives an object whose own snapshot
// restores to the same hash and which steps (or solves).

let snapshotMarker: UInt8 = 0xFF

/// One kind's C calls, and a busy object of it.
struct SnapshotKind: Sendable {
    let make: @Sendable () -> UInt32
    let busy: @Sendable (UInt32) -> Void
    let snapshot: @Sendable (UInt32, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    let restore: @Sendable (UInt32, UnsafePointer<UInt8>?, UInt32) -> Int32
    let hash: @Sendable (UInt32) -> UInt64
    let use: @Sendable (UInt32) -> Void
}

let snapshotKinds: [SnapshotKind] = [
    SnapshotKind(make: { fizz_world_create(200, 200) }, busy: { w in
        var b: [UInt32] = []
        for i in 0..<5 { b.append(fizz_picker_add(w, Double(30 * i + 20), 100, 15, 0)) }
        for _ in 0..<5 { _ = fizz_world_step(w, 1.0 / 60) }
        _ = fizz_picker_toggle(w, b[1]); _ = fizz_bubble_remove(w, b[3]); _ = fizz_world_step(w, 1.0 / 60)
    }, snapshot: fizz_world_snapshot, restore: fizz_world_restore, hash: fizz_world_hash,
       use: { _ = fizz_world_step($0, 1.0 / 30) }),
    SnapshotKind(make: { fizz_strip_create(120) }, busy: { s in
        for l in [100.0, 50, 80] { _ = fizz_strip_add(s, l) }
        _ = fizz_strip_set_offset(s, 30)
    }, snapshot: fizz_strip_snapshot, restore: fizz_strip_restore, hash: fizz_strip_hash,
       use: { _ = fizz_strip_frames($0) }),
    SnapshotKind(make: { fizz_motion_create(320, 600) }, busy: { m in
        _ = fizz_motion_add_target(m, 0, 0, 3)
        _ = fizz_motion_add_stop(m, 0, 0, 10); _ = fizz_motion_add_stop(m, 0, 1, 5)
        _ = fizz_motion_add_target(m, 1, 2, 1)
        _ = fizz_motion_add_colour_stop(m, 1, 1, 0xFF00_00FF); _ = fizz_motion_add_colour_stop(m, 1, 0, 0x0000_FF80)
        _ = fizz_motion_add_group(m, 0, 0, 100); _ = fizz_motion_add_item(m, 0, 40); _ = fizz_motion_add_channel(m, 0, 0, 1)
        _ = fizz_motion_add_group(m, 1, 0, 50); _ = fizz_motion_add_item(m, 1, 300)
        _ = fizz_motion_set_sync(m, 900, 300, 20); _ = fizz_motion_set_release(m, 0.8, 0.325, 0, 0)
        _ = fizz_motion_pointer_down(m, 1, 20, 40, 3); _ = fizz_motion_pointer_move(m, 1.016, 30, 45, 3)
        _ = fizz_motion_step(m, 1.0 / 60)
    }, snapshot: fizz_motion_snapshot, restore: fizz_motion_restore, hash: fizz_motion_hash,
       use: { _ = fizz_motion_map($0); _ = fizz_motion_step($0, 0.1) }),
    SnapshotKind(make: { fizz_animator_create() }, busy: { a in
        _ = fizz_animator_add_spring(a, 0, 100, 170, 26, 1)
        let gone = fizz_animator_add_spring(a, 3, 4, 100, 10, 1)
        _ = fizz_animator_add_decay(a, 10, 800, 0.8, 0.325)
        _ = fizz_animator_remove(a, gone)
        _ = fizz_animator_add_decay(a, 1e9, 1e9, 0.8, 0.325)
        _ = fizz_animator_step(a, 0.05)
    }, snapshot: fizz_animator_snapshot, restore: fizz_animator_restore, hash: fizz_animator_hash,
       use: { _ = fizz_animator_step($0, 0.5) }),
    SnapshotKind(make: { fizz_popup_create(400, 300) }, busy: { l in
        for k in 0..<3 {
            let id = fizz_popup_add(l)
            _ = fizz_popup_set_reference(l, id, Double(40 + 90 * k), 120, 20, 10)
            _ = fizz_popup_set_size(l, id, 60, 24)
        }
        _ = fizz_popup_remove(l, 2); _ = fizz_popup_add_obstacle(l, 100, 100, 50, 50); _ = fizz_popup_solve(l)
    }, snapshot: fizz_popup_snapshot, restore: fizz_popup_restore, hash: fizz_popup_hash,
       use: { _ = fizz_popup_solve($0) }),
    SnapshotKind(make: { fizz_layout_create(320, 480) }, busy: { l in
        let sticky = fizz_layout_add_behavior(l, 0, 0, 0, 0, 0)                 // FIZZ_BEHAVIOR_STICKY
        let s = UInt32(bitPattern: fizz_layout_add_section(l, 1, 0, 0, 1))
        let header = UInt32(bitPattern: fizz_layout_add_brick(l, s, 0, 0, 1, 1, 40))
        _ = fizz_layout_attach(l, sticky, header, 1)
        let r = UInt32(bitPattern: fizz_layout_add_brick(l, s, 0, 0, 0.5, 3, 60))   // AUTO height
        _ = fizz_layout_set_repeat_count(l, r, 5)
        let h = UInt32(bitPattern: fizz_layout_add_section(l, 1, 0, 0, 1))
        _ = fizz_layout_set_section_flow(l, h, 1, 0, 100)                       // FIZZ_FLOW_HORIZONTAL
        _ = fizz_layout_add_brick(l, h, 0, 1, 150, 1, 80); _ = fizz_layout_add_brick(l, h, 0, 1, 150, 1, 80)
        _ = fizz_layout_add_brick(l, 1, 0, 0, 1, 1, 200)
        _ = fizz_layout_update(l)
        _ = fizz_layout_set_measured_size(l, r, 1, -1, 90)
        _ = fizz_layout_set_offset(l, 0, 60)
    }, snapshot: fizz_layout_snapshot, restore: fizz_layout_restore, hash: fizz_layout_hash,
       use: { l in
        // The layout's ordinary calls after an accepted restore: answers finite.
        _ = fizz_layout_update(l)
        checkFinite(fizz_layout_frames(l), 7 * max(fizz_layout_count(l), 0), "layout frames after a restore")
        _ = fizz_layout_set_offset(l, 0, 150)
        checkFinite(fizz_layout_frames(l), 7 * max(fizz_layout_count(l), 0), "layout frames after set_offset")
        check(fizz_layout_get_content_height(l).isFinite, "layout content height")
        _ = fizz_layout_query(l, 0, 0, 320, 2000)
        // NaN is these calls' error answer: only with a status saying so.
        let snap = fizz_layout_snap_target(l, 1, 40, 800)
        check(snap.isFinite || (snap.isNaN && fizz_last_error() != 0), "layout snap target")
        let y = fizz_layout_transition_frame(l, 3, 0, 1, 1)
        check(y.isFinite || (y.isNaN && fizz_last_error() != 0), "layout transition frame")
        _ = fizz_layout_add_brick(l, 1, 0, 0, 0.5, 1, 30); _ = fizz_layout_update(l)
        checkFinite(fizz_layout_frames(l), 7 * max(fizz_layout_count(l), 0), "layout frames after add_brick")
       }),
    SnapshotKind(make: { fizz_carousel_create(400, 300, 100, 100, 50) }, busy: { c in
        _ = fizz_carousel_set_looping(c, 0)
        _ = fizz_carousel_add_path_point(c, 0, 0); _ = fizz_carousel_add_path_point(c, 0.5, 40); _ = fizz_carousel_add_path_point(c, 1, 0)
        _ = fizz_carousel_pointer_down(c, 0, 300, 0)
        for k in 1...12 { _ = fizz_carousel_pointer_move(c, Double(k) / 120, 300 - 1000 * Double(k) / 120, 0) }
        _ = fizz_carousel_pointer_up(c, 0.1, 200, 0)
        _ = fizz_carousel_step(c, 1.0 / 60)
    }, snapshot: fizz_carousel_snapshot, restore: fizz_carousel_restore, hash: fizz_carousel_hash,
       use: { c in
        // The carousel's ordinary calls after an accepted restore: answers finite (a NaN
        // position made the index calls trap on its conversion to Int).
        for _ in 0..<3 {
            _ = fizz_carousel_step(c, 0.5)
            check(fizz_carousel_get_position(c).isFinite && fizz_carousel_get_velocity(c).isFinite, "carousel position after a restore")
            _ = fizz_carousel_current_index(c); _ = fizz_carousel_target_index(c); _ = fizz_carousel_landing_index(c, 500)
            checkFinite(fizz_carousel_visible(c), 21 * max(fizz_carousel_visible_count(c), 0), "carousel visible after a restore")
        }
        _ = fizz_carousel_pointer_down(c, 1e4, 10, 0)
       }),
]

/// The snapshot of `h` as bytes.
func snapshotBytes(_ k: SnapshotKind, _ h: UInt32) -> [UInt8] {
    let n = k.snapshot(h, nil, 0)
    check(n > 24, "a live object's snapshot has a size")
    var out = [UInt8](repeating: 0, count: Int(n))
    out.withUnsafeMutableBufferPointer { check(k.snapshot(h, $0.baseAddress, UInt32(n)) == n, "the snapshot is written") }
    return out
}

/// `bytes` restored into `h`: the status.
func restoreBytes(_ k: SnapshotKind, _ h: UInt32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBufferPointer { k.restore(h, $0.baseAddress, UInt32($0.count)) }
}

/// FNV-1a 64 of all but the last 8 bytes, written into them.
func reseal(_ b: inout [UInt8]) {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for x in b[0..<(b.count - 8)] { h = (h ^ UInt64(x)) &* 0x0000_0100_0000_01B3 }
    for j in 0..<8 { b[b.count - 8 + j] = UInt8(truncatingIfNeeded: h >> (8 * UInt64(j))) }
}

/// Runs one snapshot input (after its marker byte).
func snapshotInput(_ bytes: inout Bytes) {
    let k = snapshotKinds[Int(bytes.byte() ?? 0) % snapshotKinds.count]
    let original = k.make()
    k.busy(original)
    var b = snapshotBytes(k, original)
    let payload = b.count - 24
    var edits = 0
    while edits < 64, bytes.at + 4 <= bytes.size {
        let at = 16 + Int(bytes.word(2)) % payload, op = bytes.byte() ?? 0, v = bytes.byte() ?? 0
        switch op % 4 {
        case 0: b[at] = v                                    // a byte set
        case 1: b[at] ^= v                                   // bits flipped
        case 2: b[at] = b[at] &+ (v & 1 == 0 ? 1 : 255)      // a count or index off by one
        default:                                             // a 32-bit field set to an extreme
            let w: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0x10000, 0xFFFF, UInt32(v)]
            for j in 0..<min(4, 16 + payload - at) { b[at + j] = UInt8(truncatingIfNeeded: w[Int(v) % w.count] >> (8 * UInt32(j))) }
        }
        edits += 1
    }
    reseal(&b)
    let target = k.make()
    let before = k.hash(target)
    let status = restoreBytes(k, target, b)
    check(status == 0 || status == -9 || status == -7, "a restore answers OK, INVALID_BUFFER (-9) or LIMIT (-7)")
    if status != 0 {
        check(k.hash(target) == before, "a refused restore changed its target")
        return
    }
    let again = snapshotBytes(k, target)
    let probe = k.make()
    check(restoreBytes(k, probe, again) == 0, "an accepted snapshot's own snapshot is refused")
    check(k.hash(probe) == k.hash(target), "an accepted snapshot's own snapshot restores to another hash")
    k.use(target)
}
