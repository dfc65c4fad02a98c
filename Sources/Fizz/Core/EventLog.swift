//===--- EventLog.swift --------------------------------------------------===//
// Part of Fizz. Events read as arrays after a step: bounded, with what was dropped counted.
//===---------------------------------------------------------------------===//

/// A bounded list of events: at most `capacity`; the ones beyond are counted, not kept.
///
/// Why bounded: a host that toggles a million times without stepping must not grow the world
/// without end; it learns what it missed from `dropped`.
struct BoundedEventList<Event>: ~Copyable {
    /// The most events one list holds: a step's list, or the calls' events waiting for a step.
    static var capacity: Int { 65_536 }

    var storage = Column<Event>()
    private(set) var count = 0
    /// Events that did not fit (the list was full, or the budget had no room for them).
    var dropped: UInt32 = 0

    var isEmpty: Bool { count == 0 }

    subscript(i: Int) -> Event { storage[i] }

    /// Appends `e`, growing within `budget`; counts it in `dropped` when it does not fit.
    mutating func append(_ e: Event, budget: MemoryBudget) {
        if count == storage.capacity {
            if count >= Self.capacity { dropped &+= 1; return }
            do { try storage.reserve(min(count + 1, Self.capacity), keeping: count, in: budget) } catch {
                dropped &+= 1
                return
            }
        }
        storage[count] = e
        count += 1
    }

    /// Room for `n` events (at most `capacity`), before a step changes anything.
    mutating func reserve(_ n: Int, in budget: MemoryBudget) throws(FizzError) {
        try storage.reserve(min(n, Self.capacity), keeping: count, in: budget)
    }

    mutating func removeAll() { count = 0; dropped = 0 }
}

/// A component's events as a host reads them: the last step's list, and the list of events
/// that calls made since then, which opens the next step's.
///
/// Why two lists: the host reads events after a step (Box2D's rule: the list is rebuilt by
/// every step), but a call between steps (a tap) has events too; they wait in `pending` and
/// come first in the next step's list, in call order.
struct EventLog<Event>: ~Copyable {
    /// Events of calls made since the last step; they open the next step's list.
    var pending = BoundedEventList<Event>()
    /// The last step's events.
    var lastStep = BoundedEventList<Event>()
    /// True between `beginStep` and `endStep`: events then go to `lastStep`.
    var inStep = false

    /// Records `e` in the step under way, or for the next step when called between steps.
    mutating func emit(_ e: Event, budget: MemoryBudget) {
        if inStep { lastStep.append(e, budget: budget) } else { pending.append(e, budget: budget) }
    }

    /// Opens a step's list: `first` (if any), then the pending events, whose drop count carries over.
    mutating func beginStep(first: Event?, budget: MemoryBudget) {
        lastStep.removeAll()
        lastStep.dropped = pending.dropped
        if let e = first { lastStep.append(e, budget: budget) }
        if !pending.isEmpty || pending.dropped > 0 {
            for i in 0..<pending.count { lastStep.append(pending[i], budget: budget) }
            pending.removeAll()
        }
        inStep = true
    }

    /// Closes the step's list, appending `last` (if any).
    mutating func endStep(last: Event?, budget: MemoryBudget) {
        inStep = false
        if let e = last { lastStep.append(e, budget: budget) }
    }
}
