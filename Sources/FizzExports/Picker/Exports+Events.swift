//===--- Exports+Events.swift --------------------------------------------===//
// Part of Fizz. The events of a world's last step, as the C API packs them.
//===---------------------------------------------------------------------===//

import Fizz

extension WorldEntry {
    /// `fizz_picker_events`: count × 4 uint32 (kind, bubble handle or 0, detail, 0), in the
    /// documented order. Handles of removed bubbles are already stale.
    func packEvents() throws(Failure) -> UnsafePointer<UInt32> {
        let pk = picker, n = pk.eventCount
        let p = try engine { () throws(FizzError) in try eventWords.resize(4 * n, in: world.memory) }
        for k in 0..<n {
            let ev = pk.event(at: k)
            p[4 * k] = ev.kind.rawValue
            p[4 * k + 1] = ev.id.map { handle(of: $0) } ?? 0
            p[4 * k + 2] = ev.detail
            p[4 * k + 3] = 0
        }
        return eventWords.pointer
    }
}
