//===--- WatchdogTests.swift ---------------------------------------------===//
// The snapshot mutation tests' watchdog (Watchdog.swift): a call that does not return is
// reported with the kind, the mutated byte, the value and the call; one that returns is not.
//===---------------------------------------------------------------------===//

import Foundation
import Testing

@Suite struct WatchdogTests {
    final class Reports: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
        func add(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    @Test("a guarded call that never returns on its own is reported, naming kind, byte, value and call")
    func aHangIsNamed() {
        let reports = Reports()
        let dog = Watchdog(limit: 0.05) { reports.add($0) }
        let call = Watchdog.Call(kind: "Carousel", offset: 397, value: 0x4000_0000, call: "its ordinary calls (a step)")
        // A stand-in for a hung call: it waits until the watchdog has spoken (no fixed time).
        dog.guarding(call) { while reports.all.isEmpty { Thread.sleep(forTimeInterval: 0.01) } }
        let line = reports.all.first ?? ""
        #expect(line.hasPrefix("HANG: Carousel snapshot"))
        #expect(line.contains("byte 397") && line.contains("\(0x4000_0000)") && line.contains("its ordinary calls (a step)"))
    }

    @Test("a guarded call that returns is not reported")
    func aReturnIsQuiet() {
        let reports = Reports()
        let dog = Watchdog(limit: 3600) { reports.add($0) }
        let r = dog.guarding(Watchdog.Call(kind: "Strip", offset: 16, value: 1, call: "step")) { 7 }
        #expect(r == 7 && reports.all.isEmpty)
    }
}
