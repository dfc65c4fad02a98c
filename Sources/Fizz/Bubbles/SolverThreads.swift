//===--- SolverThreads.swift ---------------------------------------------===//
// Part of Fizz. Native worker threads for a substep's solve, with the bits of one thread.
//===---------------------------------------------------------------------===//

// Why threads can keep the bits: the substep is a sequence of passes (warm start, the biased
// passes, the relax passes, after one gather; the last biased pass integrates each block's
// bodies and the last relax pass gathers them for the next substep, SolverBlocks.swift), and
// each pass visits the bodies in solver order, block by block (`ContactSet.blockSize` solver
// indices; a contact belongs to the block of its `a`, and `a < b`). What one thread computes depends only on the order in which
// each body's operations happen. So pass `s + 1` may work on block `B` while pass `s` is still
// further on, as soon as pass `s` is done with every body block `B` touches: the bodies from
// `B`'s first one up to the largest `b` of its contacts (`reach[B]`), whose operations in pass
// `s` all sit in blocks up to `reach[B]` (a contact sits in the block of its smaller body).
// Passes then run as a pipeline, each a block or two behind the one before it, and every body
// sees exactly the sequence of updates one thread gives it. Walls are solved per block, right
// after the block's circles: a wall contact moves one body, after all of that body's circle
// contacts of its pass, as one thread does.
//
// This is a wavefront over passes rather than Box2D v3's split of each colour across threads:
// Fizz colours per block of 512 bodies (for the cache), so a colour is a hundred or two
// contacts, too few to pay a barrier each; a pass over a block is a thousand or more.
//
// A collide's pair finding and colour sort split the other way, by bodies: one range of whole
// blocks per thread. A block's colours depend only on its own contacts (each block starts from
// clear masks), so a range found on its own, into its own staging run and colour masks, holds
// exactly the contacts one thread finds for it; laid end to end in range order (each range's
// pair-order indices shifted by the contacts before it) they are one thread's list, and each
// range then colour-sorts its own blocks into place. Growth stays with one thread: the contact
// set's arrays grow as contacts increase, and what the budget refuses depends on how, so a
// collide whose contacts would not fit them as they are is found again by one thread.
// Before the pairs, the copy of the bodies into solver order (`SolverBodies.rebuild`) splits by
// solver indices too: each index writes only its own entries and its bubble's slot entry.
//
// Native only: fizz.wasm and every wasm product compile none of this (Embedded Swift has no
// threads, and a module must import nothing), and run the passes one after another, which is
// the same computation.

extension BubbleWorld {
    /// The most worker threads a world accepts (`setThreads`).
    public static let maxThreads: Int32 = 64

    /// Sets the threads that find the contacts and solve each substep (1...`maxThreads`; 1, the
    /// default, works on the calling thread alone). Any count gives the same bits, so this is a speed setting:
    /// it is not part of `def`, not saved in snapshots and not hashed. Natively, `count - 1`
    /// worker threads are started at the first substep that uses them and stopped with the
    /// world (or when the count changes); worlds under `threadedMinimumBodies` bubbles, and
    /// every wasm build, work on the calling thread whatever the setting, and worlds under
    /// `threadedSolveMinimumBodies` solve their substeps there.
    /// - Throws: `.outOfRange` outside 1...`maxThreads`, nothing changed.
    public func setThreads(_ count: Int32) throws(FizzError) {
        if count < 1 || count > BubbleWorld.maxThreads { throw .outOfRange }
        if count == threads { return }
        threads = count
        #if !hasFeature(Embedded)
        workers = nil   // stops the old workers now; the next substep starts the new count
        #endif
    }
}

#if hasFeature(Embedded)
extension BubbleWorld {
    /// No threads in wasm: the caller runs the passes itself (the same bits).
    @inline(__always) func solveOnWorkers(_ job: SolverJob) -> Bool { false }
    @inline(__always) func findPairsOnWorkers(margin: Double) -> Bool { false }
    @inline(__always) func rebuildOnWorkers() -> Bool { false }
}
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension BubbleWorld {
    /// Bubbles below which a world finds its pairs on the calling thread whatever `threads`
    /// says: under four blocks the ranges are a block or two, and waking the workers costs more
    /// than it saves. Tests lower it to run small scenes threaded (the bits do not depend on it).
    nonisolated(unsafe) static var threadedMinimumBodies = 4 * ContactSet.blockSize
    /// Bubbles below which a world's substep passes run on the calling thread even when its
    /// collides are threaded: 32 blocks. The pipeline pays a fill, a drain and a handoff per
    /// pass whatever the size, and every body's cache lines cross between cores at each pass;
    /// `fizz bench --threads 1,2` on a quiet 2-core VM (before the collide was threaded) gave
    /// 0.92× at 10,000 bubbles and 1.10× at 30,000, so the crossover lies between them. (This
    /// value is that interval's lower part, not a measured crossover: see docs/performance.md.)
    /// Tests lower it like `threadedMinimumBodies`.
    nonisolated(unsafe) static var threadedSolveMinimumBodies = 32 * ContactSet.blockSize

    /// Runs the job's passes (one substep's, or several between two collides: one pipeline
    /// and no barrier between them) on the world's worker threads and the calling thread, and
    /// returns true; false (nothing done) when this world solves on the calling thread alone.
    func solveOnWorkers(_ job: SolverJob) -> Bool {
        let n = job.solver.bodyCount
        if threads < 2 || n < BubbleWorld.threadedMinimumBodies || n < BubbleWorld.threadedSolveMinimumBodies { return false }
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        guard solverBlocks.plan(self) else { return false }
        workerPool().run(.solve(job))
        return true
    }

    /// Finds and colour-sorts the pairs (what `findPairs` and `sortByColour` do) on the
    /// world's worker threads and the calling thread, and returns true; false (with the
    /// contact set as `beginCollide` left it, bar scratch the caller overwrites) when this
    /// world collides on the calling thread alone, or when the staging arrays would have had
    /// to grow (then one thread finds them again, growing them exactly as it always does).
    func findPairsOnWorkers(margin: Double) -> Bool {
        let n = solverBodies.count
        if threads < 2 || n < BubbleWorld.threadedMinimumBodies { return false }
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        let pool = workerPool()
        guard pool.planPairs(self) else { return false }
        pool.run(.pairs(PairJob(world: self, margin: margin, chunks: pool.chunkCount)))
        if pool.pairsFailed {
            pool.collidesRedone &+= 1
            solverBodies.colours.fill(0, count: n)   // chunk 0 coloured into them
            return false
        }
        return true
    }

    /// Copies the store's bodies into solver order (`SolverBodies.rebuild`, after
    /// `beginRebuild`) in one range of solver indices per thread, and returns true; false
    /// (nothing done) when this world collides on the calling thread alone. At 100,000 bubbles
    /// the copy, with its two random reads per body into the tables of every slot, was about
    /// 2 ms of a step that no other thread could share.
    func rebuildOnWorkers() -> Bool {
        let n = solverBodies.count
        if threads < 2 || n < BubbleWorld.threadedMinimumBodies { return false }
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        workerPool().run(.rebuild(RebuildJob(world: self, ranges: Int(threads))))
        return true
    }

    /// This world's pool of `threads - 1` workers, started at first use.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func workerPool() -> SolverPool {
        if let p = workers as? SolverPool { return p }
        let p = SolverPool(workers: Int(threads) - 1, blocks: solverBlocks)
        workers = p
        return p
    }
}

/// What a pool runs: a substep's passes, a collide's pair finding and colour sort, or its copy
/// of the bodies into solver order.
enum PoolJob {
    case solve(SolverJob)
    case pairs(PairJob)
    case rebuild(RebuildJob)

    var passCount: Int {
        switch self {
        case .solve(let j): return j.passCount
        case .pairs(let j): return 2 * j.chunks + 1
        case .rebuild(let j): return j.ranges
        }
    }
}

/// A collide's copy of the bodies into solver order on `ranges` threads: pass `s` copies solver
/// indices `s·n/ranges ..< (s+1)·n/ranges` (`SolverBodies.rebuild(from:order:bodies:_:)`).
struct RebuildJob {
    let world: BubbleWorld
    let ranges: Int
}

/// A collide's pairs on `chunks` threads: passes `0..<chunks` find the pairs of one range of
/// blocks each into its own staging run; pass `chunks` lays the runs end to end (each run's
/// place in pair order is the contacts of the runs before it); passes after it fix each
/// range's `groupStart` and colour-sort its blocks into place. A block's colours depend only
/// on its own contacts and a block sorts alone, so this is one thread's result, bit for bit.
struct PairJob {
    let world: BubbleWorld
    let margin: Double
    let chunks: Int
}

/// One range of blocks of a threaded collide: its bodies, its staging run (unused by range 0,
/// which writes straight into the contact set's), and what its find pass found.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class PairChunk: PairSink {
    var staged = Column<CircleContact>(), carried = Column<Double>(), tint = Column<UInt8>()
    var near = Column<Int32>()
    /// Colour masks per solver index (the range's own: its blocks colour while others do).
    var colours = Column<UInt32>()
    var counts = Column<Int32>()
    /// Solver indices `first..<last`; contacts found, their first index in pair order, and
    /// whether the staging run ran out of room.
    var first = 0, last = 0, count = 0, base = 0
    var full = false
    /// What the range's read-ahead of the old impulses loaded (see `ContactSet.readAhead`).
    var readAhead: UInt64 = 0
    /// The pool's scratch budget (see `SolverPool.scratch`).
    let budget: MemoryBudget

    init(budget: MemoryBudget) { self.budget = budget }

    var room: CollideRoom {
        CollideRoom(out: staged.base, carried: carried.base, tint: tint.base, near: near.base,
                    capacity: min(staged.capacity, min(carried.capacity, tint.capacity)), full: false)
    }

    @inline(never) func makeRoom(contacts needed: Int, keeping live: Int) -> CollideRoom {
        do {
            try staged.reserve(needed, keeping: live, in: budget)
            try carried.reserve(needed, keeping: live, in: budget)
            try tint.reserve(needed, keeping: live, in: budget)
        } catch {
            var r = room
            r.full = true
            return r
        }
        return room
    }
}

/// The contact set's own staging arrays, never grown: range 0 of a threaded collide writes
/// there, and a run that would need more room gives up (`full`) so that one thread finds the
/// pairs again and grows them as it always does.
struct FixedRoom: PairSink {
    let room: CollideRoom
    func makeRoom(contacts needed: Int, keeping live: Int) -> CollideRoom {
        var r = room
        r.full = true
        return r
    }
}

/// How every thread of a pool waits for another: spinning, then yielding its core (on a
/// shared 2-core machine a spinning waiter can hold the core the thread it waits for needs),
/// then, for a worker between jobs, sleeping.
struct Backoff {
    var rounds = 0

    /// One more round of waiting: a spin, or after `SolverPool.spinsBeforeYield` a yield;
    /// false (nothing done) once `yields` yields are spent, when the caller should sleep.
    @inline(__always) mutating func pause(yields: Int = .max) -> Bool {
        rounds &+= 1
        if rounds <= SolverPool.spinsBeforeYield { return true }
        if rounds - SolverPool.spinsBeforeYield > yields { return false }
        sched_yield()
        return true
    }
}


/// Worker threads and the pipeline's bookkeeping for one world.
///
/// Each thread takes the next pass not yet taken and runs it over every block in order; before
/// a block it waits (spinning, then yielding) until the pass before has finished every block
/// that block reaches. Passes are taken in order, so the pass waited on is always running:
/// no thread waits for one that has not started, and the calling thread alone could run them
/// all (it does when the workers are slow to wake, as on a loaded machine). Between jobs (a
/// collide's copy of the bodies, its pairs, the passes of the substeps up to the next collide)
/// a worker spins briefly, then yields, then sleeps on a condition variable until the next one.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class SolverPool {
    /// The world's contact set cut into blocks (`SolverBlocks`, planned before every run).
    let blocks: SolverBlocks
    /// Substeps solved here so far (what a test reads to know the threads ran).
    var substeps: UInt64 = 0

    /// Collides whose pairs were found here so far, and those of them then found again by one
    /// thread (what tests read to know which path ran).
    var collides: UInt64 = 0, collidesRedone: UInt64 = 0
    /// Collides whose bodies were copied into solver order here so far.
    var rebuilds: UInt64 = 0

    /// The job under way; written by the calling thread before `generation` moves on.
    nonisolated(unsafe) var job: PoolJob? = nil

    /// The ranges of a threaded collide (`chunkCount` of `chunks` in use), and whether its
    /// join found that one thread must do it instead (written by the join pass, read after it).
    var chunks: [PairChunk] = []
    var chunkCount = 0
    nonisolated(unsafe) var pairsFailed = false
    /// What the ranges' staging runs may hold: the world's own limit, charged apart from the
    /// world's budget so that no call a world accepts depends on its thread count.
    let scratch = MemoryBudget()
    /// Bumped (under `mutex`) for every substep, and once more to stop.
    let generation = Atomic<Int>(0)
    let stopping = Atomic<Bool>(false)
    /// The next pass to take; whether the substep's job may still be joined, and the workers
    /// inside it (see `run`).
    let nextPass = Atomic<Int>(0)
    let open = Atomic<Bool>(false)
    let active = Atomic<Int>(0)
    /// Blocks finished per pass, one per 128 bytes (so threads waiting on one pass do not
    /// share a cache line with the thread advancing another).
    let progress: UnsafeMutablePointer<Atomic<Int>>
    static let progressStride = 16
    /// A solve's passes (`SolverBlocks.maxPasses`) or a collide's, `2 · threads + 1`.
    static let maxPasses = max(SolverBlocks.maxPasses, 2 * Int(BubbleWorld.maxThreads) + 1)

    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    let wake: UnsafeMutablePointer<pthread_cond_t>
    var threads: [pthread_t] = []

    /// Spins before a waiting thread starts yielding its core, and yields before a worker
    /// sleeps between substeps (on a shared 2-core machine a spinning waiter can hold the core
    /// the thread it waits for needs).
    static let spinsBeforeYield = 2_000
    static let yieldsBeforeSleep = 200

    init(workers: Int, blocks: SolverBlocks) {
        self.blocks = blocks
        let slots = SolverPool.maxPasses * SolverPool.progressStride
        progress = .allocate(capacity: slots)
        var i = 0
        while i < slots { (progress + i).initialize(to: Atomic(0)); i += 1 }
        mutex = .allocate(capacity: 1)
        wake = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(wake, nil)
        // The threads hold the pool unretained: its deinit joins them before the memory goes.
        let me = Unmanaged.passUnretained(self).toOpaque()
        var k = 0
        while k < workers {
            #if canImport(Darwin)
            var t: pthread_t? = nil
            let started = pthread_create(&t, nil, { raw in
                Unmanaged<SolverPool>.fromOpaque(raw).takeUnretainedValue().workerLoop(); return nil
            }, me) == 0
            if started, let t { threads.append(t) }
            #else
            var t = pthread_t()
            let started = pthread_create(&t, nil, { raw in
                Unmanaged<SolverPool>.fromOpaque(raw!).takeUnretainedValue().workerLoop(); return nil
            }, me) == 0
            if started { threads.append(t) }
            #endif
            if !started { break }   // fewer workers: the same bits, more work for the others
            k += 1
        }
    }

    deinit {
        stopping.store(true, ordering: .releasing)
        pthread_mutex_lock(mutex)
        generation.add(1, ordering: .releasing)
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(mutex)
        for t in threads { pthread_join(t, nil) }
        pthread_cond_destroy(wake); pthread_mutex_destroy(mutex)
        wake.deallocate(); mutex.deallocate()
        progress.deinitialize(count: SolverPool.maxPasses * SolverPool.progressStride)
        progress.deallocate()
    }

    @inline(__always) func passProgress(_ s: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        progress + s * SolverPool.progressStride
    }

    /// Cuts the bodies into one range of whole blocks per thread for a collide: false when the
    /// scratch budget has no room for a range's colour masks and first staging run.
    func planPairs(_ world: BubbleWorld) -> Bool {
        let n = world.solverBodies.count, size = ContactSet.blockSize
        let nb = (n + size - 1) / size
        let want = Int(world.threads) < nb ? Int(world.threads) : nb
        let limit = world.memory.limit
        if scratch.limit != limit && limit >= scratch.used { try? scratch.setLimit(limit) }
        while chunks.count < want { chunks.append(PairChunk(budget: scratch)) }
        var c = 0
        while c < want {
            let ch = chunks[c]
            ch.first = c * nb / want * size
            ch.last = (c + 1) * nb / want * size < n ? (c + 1) * nb / want * size : n
            do {
                try ch.counts.reserve(ContactSet.colourLimit + 2, keeping: 0, in: scratch)
                if c > 0 {
                    try ch.colours.reserve(n, keeping: 0, in: scratch)
                    try ch.near.reserve(BubbleWorld.contactCap + BubbleWorld.scanChunk, keeping: 0, in: scratch)
                }
            } catch { return false }
            if c > 0 && ch.makeRoom(contacts: 3 * (ch.last - ch.first) + 16, keeping: 0).full { return false }
            c += 1
        }
        chunkCount = want
        return true
    }

    /// Runs one substep's passes with the calling thread and whichever workers join in time,
    /// and returns once every pass is done and no worker holds the job any more.
    ///
    /// The calling thread never waits for a worker to wake: it takes passes itself from the
    /// start, and a worker that wakes after the last pass was taken finds nothing to do. A
    /// worker counts itself in (`active`) before it looks whether the job is still `open`; the
    /// caller closes it, then waits for `active` to fall to 0 (both sequentially consistent,
    /// so either the worker sees it closed or the caller sees the worker in).
    func run(_ newJob: PoolJob) {
        job = newJob
        let mark: Int
        switch newJob {
        case .solve(let j): substeps &+= UInt64(j.substeps); mark = blocks.blockCount
        case .pairs: collides &+= 1; mark = 1; pairsFailed = false
        case .rebuild: rebuilds &+= 1; mark = 1
        }
        var s = 0
        while s < newJob.passCount { passProgress(s).pointee.store(0, ordering: .relaxed); s += 1 }
        nextPass.store(0, ordering: .relaxed)
        open.store(true, ordering: .sequentiallyConsistent)
        pthread_mutex_lock(mutex)
        generation.add(1, ordering: .releasing)
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(mutex)
        runPasses(newJob)
        // Every pass is taken; wait until each is done (a pass finishes at `mark`).
        s = 0
        while s < newJob.passCount { SolverPool.wait(passProgress(s), above: mark - 1); s += 1 }
        open.store(false, ordering: .sequentiallyConsistent)
        var wait = Backoff()
        while active.load(ordering: .sequentiallyConsistent) > 0 { _ = wait.pause() }
        job = nil
    }

    /// Waits (spinning, then yielding) until `counter` is above `value`.
    @inline(__always) static func wait(_ counter: UnsafeMutablePointer<Atomic<Int>>, above value: Int) {
        var wait = Backoff()
        while counter.pointee.load(ordering: .acquiring) <= value { _ = wait.pause() }
    }

    func workerLoop() {
        var seen = 0
        while true {
            var wait = Backoff()
            while generation.load(ordering: .acquiring) == seen {
                if wait.pause(yields: SolverPool.yieldsBeforeSleep) { continue }
                pthread_mutex_lock(mutex)
                while generation.load(ordering: .acquiring) == seen { pthread_cond_wait(wake, mutex) }
                pthread_mutex_unlock(mutex)
            }
            seen = generation.load(ordering: .acquiring)
            if stopping.load(ordering: .acquiring) { return }
            active.add(1, ordering: .sequentiallyConsistent)
            if open.load(ordering: .sequentiallyConsistent), let j = job { runPasses(j) }
            active.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Takes passes in order until none is left.
    func runPasses(_ job: PoolJob) {
        let count = job.passCount
        while true {
            let s = nextPass.add(1, ordering: .relaxed).oldValue
            if s >= count { return }
            switch job {
            case .solve(let j): runPass(s, j)
            case .pairs(let j): runPairPass(s, j)
            case .rebuild(let j): runRebuildPass(s, j)
            }
        }
    }

    /// Pass `s` of a threaded copy into solver order (see `RebuildJob`).
    func runRebuildPass(_ s: Int, _ job: RebuildJob) {
        let world = job.world, n = world.bodies.count
        world.solverBodies.rebuild(from: world.bodies, order: world.grid.sorted.base,
                                   bodies: s * n / job.ranges, (s + 1) * n / job.ranges)
        passProgress(s).pointee.store(1, ordering: .releasing)
    }

    /// Pass `s` of a threaded collide (see `PairJob`).
    func runPairPass(_ s: Int, _ job: PairJob) {
        let r = job.chunks, world = job.world
        let c = world.contacts, sb = world.solverBodies
        let n = sb.count
        if s < r {
            let ch = chunks[s]
            let run: PairRun
            if s == 0 {
                run = world.findPairs(from: ch.first, to: ch.last, margin: job.margin, into: FixedRoom(room: c.room),
                                      colours: sb.colours.base)
            } else {
                let colours = ch.colours.base
                var k = ch.first
                while k < n { colours[k] = 0; k += 1 }
                run = world.findPairs(from: ch.first, to: ch.last, margin: job.margin, into: ch, colours: colours)
            }
            ch.count = run.count
            ch.full = run.full
            ch.readAhead = run.read
        } else if s == r {
            var total = 0, failed = false
            var k = 0
            while k < r {
                SolverPool.wait(passProgress(k), above: 0)
                let ch = chunks[k]
                ch.base = total
                total += ch.count
                if ch.full { failed = true }
                k += 1
            }
            // One thread grows the staging (and sorted) arrays when a body's contacts might
            // not fit; a threaded collide never does, and leaves such a collide to it.
            if total + BubbleWorld.contactCap > c.stagedCapacity { failed = true }
            pairsFailed = failed
            if !failed {
                c.count = total
                c.groupStart[n] = Int32(truncatingIfNeeded: total)
            }
        } else {
            SolverPool.wait(passProgress(r), above: 0)
            if !pairsFailed {
                let index = s - r - 1
                let ch = chunks[index]
                c.place(bodies: ch.first, ch.last, contacts: ch.base, count: ch.count,
                        from: index == 0 ? c.room : ch.room, counts: ch.counts.base)
            }
        }
        passProgress(s).pointee.store(1, ordering: .releasing)
    }

    /// Pass `s` over every block, each once the pass before is done with what it reaches.
    func runPass(_ s: Int, _ job: SolverJob) {
        let nb = blocks.blockCount
        let done = passProgress(s)
        let before = passProgress(s > 0 ? s - 1 : 0)
        var b = 0
        while b < nb {
            if s > 0 { SolverPool.wait(before, above: Int(blocks.reach[b])) }
            blocks.run(s, block: b, job)
            done.pointee.store(b + 1, ordering: .releasing)
            b += 1
        }
    }
}

#endif
