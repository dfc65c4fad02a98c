//===--- ContactSet.swift ------------------------------------------------===//
// Part of Fizz. The contacts the solver works on, and their memory across steps.
//===---------------------------------------------------------------------===//

/// Circle–circle and circle–wall contacts as struct-of-arrays, always sorted by body index
/// (`a < b`, then `b`; walls by body, then side).
///
/// Why sorted: it is the order the solver visits them (so results are deterministic without
/// any hashing), and it lets `collide` carry each contact's accumulated impulse from the last
/// contact set to the new one with a single merge walk — warm starting, which is what lets a
/// deep pile hold its pressure with one iteration per substep.
final class ContactSet {
    // Circle–circle contacts.
    var a = Column<Int32>(), b = Column<Int32>()
    var nx = Column<Double>(), ny = Column<Double>()
    /// Effective mass `1 / (1/ma + 1/mb)` along the normal.
    var mass = Column<Double>()
    /// Accumulated normal impulse of the current substep, in mass·pt/s (never negative).
    var impulse = Column<Double>()
    var count = 0

    // Circle–wall contacts: the wall is `side` (see `WallSide`), its normal points inward.
    var wBody = Column<Int32>()
    var wSide = Column<Int32>()
    var wImpulse = Column<Double>()
    var wallCount = 0

    // The previous set, kept for warm starting; only keys and impulses are needed.
    var oldA = Column<Int32>(), oldB = Column<Int32>(), oldImpulse = Column<Double>()
    var oldCount = 0
    var oldWBody = Column<Int32>(), oldWSide = Column<Int32>(), oldWImpulse = Column<Double>()
    var oldWallCount = 0

    deinit {
        a.deallocate(); b.deallocate(); nx.deallocate(); ny.deallocate()
        mass.deallocate(); impulse.deallocate()
        wBody.deallocate(); wSide.deallocate(); wImpulse.deallocate()
        oldA.deallocate(); oldB.deallocate(); oldImpulse.deallocate()
        oldWBody.deallocate(); oldWSide.deallocate(); oldWImpulse.deallocate()
    }

    /// Moves the current contacts to the "old" side and empties the current set.
    func beginCollide() {
        swap(&a, &oldA); swap(&b, &oldB); swap(&impulse, &oldImpulse)
        oldCount = count; count = 0
        swap(&wBody, &oldWBody); swap(&wSide, &oldWSide); swap(&wImpulse, &oldWImpulse)
        oldWallCount = wallCount; wallCount = 0
    }

    /// Appends a circle contact; the caller appends in sorted order.
    @inline(__always) func append(a ia: Int32, b ib: Int32, nx x: Double, ny y: Double, mass m: Double) {
        if count == a.capacity { growCircles(count + 1) }
        a[count] = ia; b[count] = ib; nx[count] = x; ny[count] = y; mass[count] = m; impulse[count] = 0
        count += 1
    }

    @inline(__always) func appendWall(body: Int32, side: Int32) {
        if wallCount == wBody.capacity { growWalls(wallCount + 1) }
        wBody[wallCount] = body; wSide[wallCount] = side; wImpulse[wallCount] = 0
        wallCount += 1
    }

    private func growCircles(_ n: Int) {
        a.reserve(n, keeping: count); b.reserve(n, keeping: count)
        nx.reserve(n, keeping: count); ny.reserve(n, keeping: count)
        mass.reserve(n, keeping: count); impulse.reserve(n, keeping: count)
        // The old side swaps in next time: keep it as large, so steady state never allocates.
        oldA.reserve(a.capacity, keeping: oldCount); oldB.reserve(a.capacity, keeping: oldCount)
        oldImpulse.reserve(a.capacity, keeping: oldCount)
    }

    private func growWalls(_ n: Int) {
        wBody.reserve(n, keeping: wallCount); wSide.reserve(n, keeping: wallCount)
        wImpulse.reserve(n, keeping: wallCount)
        oldWBody.reserve(wBody.capacity, keeping: oldWallCount)
        oldWSide.reserve(wBody.capacity, keeping: oldWallCount)
        oldWImpulse.reserve(wBody.capacity, keeping: oldWallCount)
    }

    /// Copies accumulated impulses from the old set into matching new contacts (same bodies,
    /// same wall): both lists are sorted by key, so one merge walk finds every match.
    func warmStartFromOld() {
        var i = 0, j = 0
        while i < count && j < oldCount {
            let ki = ContactSet.key(a[i], b[i]), kj = ContactSet.key(oldA[j], oldB[j])
            if ki == kj { impulse[i] = oldImpulse[j]; i += 1; j += 1 }
            else if ki < kj { i += 1 } else { j += 1 }
        }
        i = 0; j = 0
        while i < wallCount && j < oldWallCount {
            let ki = ContactSet.key(wBody[i], wSide[i]), kj = ContactSet.key(oldWBody[j], oldWSide[j])
            if ki == kj { wImpulse[i] = oldWImpulse[j]; i += 1; j += 1 }
            else if ki < kj { i += 1 } else { j += 1 }
        }
    }

    @inline(__always) static func key(_ x: Int32, _ y: Int32) -> UInt64 {
        (UInt64(UInt32(bitPattern: x)) << 32) | UInt64(UInt32(bitPattern: y))
    }

    /// Follows the removal of body `index` (later bodies shift down by one): drops its contacts
    /// and renumbers the rest. The map is monotonic, so the lists stay sorted.
    func bodyRemoved(at index: Int32) {
        var w = 0
        for r in 0..<count where a[r] != index && b[r] != index {
            a[w] = a[r] > index ? a[r] - 1 : a[r]
            b[w] = b[r] > index ? b[r] - 1 : b[r]
            nx[w] = nx[r]; ny[w] = ny[r]; mass[w] = mass[r]; impulse[w] = impulse[r]
            w += 1
        }
        count = w
        w = 0
        for r in 0..<wallCount where wBody[r] != index {
            wBody[w] = wBody[r] > index ? wBody[r] - 1 : wBody[r]
            wSide[w] = wSide[r]; wImpulse[w] = wImpulse[r]
            w += 1
        }
        wallCount = w
    }

    /// Forgets everything (used when the world is reset or resized).
    func clear() { count = 0; wallCount = 0; oldCount = 0; oldWallCount = 0 }
}

/// The four walls; each pushes along its inward normal.
enum WallSide {
    static let left: Int32 = 0    // x = 0, normal +x
    static let right: Int32 = 1   // x = width, normal -x
    static let top: Int32 = 2     // y = 0, normal +y
    static let bottom: Int32 = 3  // y = height, normal -y
}
