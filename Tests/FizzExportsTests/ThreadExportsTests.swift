//===--- ThreadExportsTests.swift ----------------------------------------===//
// The C API from several threads (fizz.h, Threads): calls serialized by the host's lock, each
// thread's last error its own, whatever the other threads called since.
//===---------------------------------------------------------------------===//

import Foundation
import FizzExports
import FizzHarness
import Testing

@Suite struct ThreadExports {
    /// Runs `body(i)` on `n` threads at once and waits for them all.
    func onThreads(_ n: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchSemaphore(value: 0)
        for i in 0..<n {
            let t = Thread { body(i); done.signal() }
            t.start()
        }
        for _ in 0..<n { done.wait() }
    }

    @Test("a refusal on one thread, a success on another after it: each reads its own last error")
    func ownLastErrorInTurn() {
        Library.exclusive {
            let w = fizz_world_create(390, 844)
            let refused = DispatchSemaphore(value: 0), succeeded = DispatchSemaphore(value: 0)
            let seen = Box()
            onThreads(2) { i in
                if i == 0 {
                    _ = fizz_world_step(w, -1)                 // FIZZ_E_OUT_OF_RANGE on this thread
                    refused.signal()
                    succeeded.wait()                           // the other thread's call succeeded since
                    seen.set(0, fizz_last_error(), String(cString: fizz_last_error_message()!))
                } else {
                    refused.wait()
                    _ = fizz_world_step(w, 1.0 / 60)            // FIZZ_OK on this thread
                    seen.set(1, fizz_last_error(), String(cString: fizz_last_error_message()!))
                    succeeded.signal()
                }
            }
            #expect(seen.codes == [0: -6, 1: 0])
            #expect(seen.messages[0]?.isEmpty == false)
            #expect(seen.messages[1] == "")
            _ = fizz_world_destroy(w)
        }
    }

    @Test("four threads, a thousand locked calls each, reading their last errors unlocked")
    func manyThreads() {
        Library.exclusive {
            let lock = NSLock()
            let worlds = (0..<4).map { _ in fizz_world_create(390, 844) }
            let wrong = Box()
            onThreads(4) { i in
                for k in 0..<1000 {
                    // Thread i's own outcome: a success, a NaN (NOT_FINITE), a negative step
                    // (OUT_OF_RANGE) or a null handle (NULL_HANDLE), in turn.
                    let (want, call): (Int32, () -> Int32) = switch (i + k) % 4 {
                    case 0: (0, { fizz_world_step(worlds[i], 1.0 / 240) })
                    case 1: (-5, { fizz_world_step(worlds[i], .nan) })
                    case 2: (-6, { fizz_world_step(worlds[i], -1) })
                    default: (-1, { fizz_world_step(0, 1.0 / 60) })
                    }
                    lock.lock(); let r = call(); lock.unlock()
                    let last = fizz_last_error()                // unlocked: other threads call meanwhile
                    if r != want || last != want { wrong.count(i) }
                }
            }
            #expect(wrong.total == 0)
            for w in worlds { _ = fizz_world_destroy(w) }
        }
    }
}

/// What the threads saw, behind a lock of its own.
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var codes: [Int: Int32] = [:]
    private(set) var messages: [Int: String] = [:]
    private(set) var total = 0
    func set(_ i: Int, _ code: Int32, _ message: String) { lock.lock(); codes[i] = code; messages[i] = message; lock.unlock() }
    func count(_ i: Int) { lock.lock(); total += 1; lock.unlock() }
}
