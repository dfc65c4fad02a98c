//===--- KindEntry.swift -------------------------------------------------===//
// Part of Fizz. What each kind's entry gives the C API that tools/gen-api writes for it.
//===---------------------------------------------------------------------===//

import Fizz

/// A kind's object as the C API holds it: the engine object and the buffers its bulk reads
/// point into. The hand-written `<Class>Entry` of a kind conforms; the kind's generated file
/// (Generated/<Class>Kind.swift, from its `@kind` line in fizz.h) adds its handle kind, live
/// count, capacity and lookup, and the exports every kind has alike (create, destroy,
/// is_valid, hash, snapshot, restore, and the memory budget's set/get/used through the engine
/// object's `memory` and `setMemoryBudget`), all written against this protocol.
protocol KindEntry: HandleTarget {
    /// The engine type a handle of this kind names.
    associatedtype Engine
    /// The engine object.
    var object: Engine { get }
    /// Takes a restored object in place of the current one, under the same handle; throws,
    /// changing nothing, when it cannot (the world needs handles for the restored bubbles).
    func restore(_ restored: Engine) throws(Failure)
    /// Told its own handle once it has one (the world's bubbles record it as their owner).
    func issued(_ handle: UInt32)
    /// Told before its handle goes (the world's bubbles' handles go with it).
    func destroying()
    static var capacity: Int { get }
    static var liveCount: Int { get set }
}

extension KindEntry {
    func issued(_ handle: UInt32) {}
    func destroying() {}
}

/// Hands out the handle of a new entry, or refuses with nothing changed: `tooMany` when
/// `E.capacity` of its kind are alive, or no handle is left.
func register<E: KindEntry>(_ e: E, _ tooMany: StaticString) throws(Failure) -> UInt32 {
    if E.liveCount >= E.capacity { throw Failure(Status.limitReached, tooMany) }
    try HandleRegistry.requireRoom()
    let h = HandleRegistry.issue(E.kind, object: e)
    E.liveCount += 1
    e.issued(h)
    return h
}

/// Destroys the entry `h` names: its handle becomes stale.
func unregister<E: KindEntry>(_ e: E, _ h: UInt32) {
    e.destroying()
    HandleRegistry.release(h)
    E.liveCount -= 1
}
