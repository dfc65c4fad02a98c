//===--- Watchdog.swift --------------------------------------------------===//
// Issue 25 §1: a snapshot mutation test must not hang silently. Each ordinary call made on an
// object a mutated snapshot restored runs under this watchdog: past its limit the test process
// ends with one line naming the kind, the mutated byte, the value written and the call, rather
// than running until the CI job's own timeout with no word of where.
//===---------------------------------------------------------------------===//

import Foundation

/// Calls in flight, each with what it is; a monitor thread ends the process (or tells
/// `onHang`, in the watchdog's own test) when one has run longer than `limit`.
/// Why a process-wide monitor and not a per-call timer: Swift Testing runs suites in parallel,
/// and a hung call cannot be interrupted from inside; ending the process with its name is the
/// one way to turn it into a failure a reader can act on.
final class Watchdog: @unchecked Sendable {
    /// What a guarded call is: the kind, the snapshot's byte offset mutated, the value written there,
    /// and the call. Plain values, formatted only when the call overruns.
    struct Call {
        let kind: String
        let offset: Int
        let value: UInt32
        let call: StaticString

        var text: String { "\(kind) snapshot with the 32-bit field at byte \(offset) set to \(value) (resealed), then \(call)" }
    }

    /// The one watchdog of the test process: 120 s a call (a debug build under the address
    /// sanitizer on a loaded machine steps a restored object in well under a second), and a
    /// hang ends the process with exit status 1.
    static let shared = Watchdog(limit: 120) { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }

    /// Seconds a guarded call may run.
    let limit: TimeInterval
    private let onHang: @Sendable (String) -> Void
    private let lock = NSLock()
    private var running: [Int: (call: Call, since: Date)] = [:]
    private var next = 0
    private var monitoring = false

    init(limit: TimeInterval, onHang: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.onHang = onHang
    }

    /// Runs `body` as `call`, reported by `onHang` if it runs longer than `limit`.
    func guarding<R>(_ call: Call, _ body: () throws -> R) rethrows -> R {
        let id = begin(call)
        defer { end(id) }
        return try body()
    }

    private func begin(_ call: Call) -> Int {
        lock.lock(); defer { lock.unlock() }
        next += 1
        running[next] = (call, Date())
        if !monitoring {
            monitoring = true
            let t = Thread { [self] in monitor() }
            t.start()
        }
        return next
    }

    private func end(_ id: Int) {
        lock.lock(); running[id] = nil; lock.unlock()
    }

    private func monitor() {
        let poll = min(1.0, limit / 4)
        while true {
            Thread.sleep(forTimeInterval: poll)
            lock.lock()
            let late = running.values.filter { Date().timeIntervalSince($0.since) > limit }.map(\.call)
            for (id, entry) in running where Date().timeIntervalSince(entry.since) > limit { running[id] = nil }
            lock.unlock()
            for c in late { onHang("HANG: \(c.text) ran more than \(limit) s") }
        }
    }
}
