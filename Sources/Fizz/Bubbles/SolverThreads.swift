//===--- SolverThreads.swift ---------------------------------------------===//
// Part of Fizz. Native worker threads for a substep's solve, with the bits of one thread.
//===---------------------------------------------------------------------===//

// Why threads can keep the bits: the substep is a sequence of passes (gather, warm start, the
// biased passes, integrate, the relax passes), and each pass visits the bodies in
// solver order, block by block (`ContactSet.blockSize` solver indices; a contact belongs to the
// block of its `a`, and `a < b`). What one thread computes depends only on the order in which
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
// Native only: fizz.wasm and every wasm product compile none of this (Embedded Swift has no
// threads, and a module must import nothing), and run the passes one after another, which is
// the same computation.

extension BubbleWorld {
    /// The most worker threads a world accepts (`setThreads`).
    public static let maxThreads: Int32 = 64

    /// Sets the threads that solve each substep (1...`maxThreads`; 1, the default, solves on
    /// the calling thread alone). Any count gives the same bits, so this is a speed setting:
    /// it is not part of `def`, not saved in snapshots and not hashed. Natively, `count - 1`
    /// worker threads are started at the first substep that uses them and stopped with the
    /// world (or when the count changes); worlds under `threadedMinimumBodies` bubbles, and
    /// every wasm build, solve on the calling thread whatever the setting.
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
    @inline(__always) func solveOnWorkers(_ solver: ContactSolver, field: AttractionField, damp: Double,
                                          iterations: Int32, fromStore: Bool) -> Bool { false }
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
    /// Bubbles below which a world solves on the calling thread whatever `threads` says: under
    /// four blocks the pipeline is mostly filling and draining, and waking the workers costs
    /// more than it saves. Tests lower it to run small scenes threaded (the bits do not
    /// depend on it).
    nonisolated(unsafe) static var threadedMinimumBodies = 4 * ContactSet.blockSize

    /// Runs the substep's passes on the world's worker threads and the calling thread, and
    /// returns true; false (nothing done) when this world solves on the calling thread alone.
    func solveOnWorkers(_ solver: ContactSolver, field: AttractionField, damp: Double, iterations: Int32,
                        fromStore: Bool) -> Bool {
        if threads < 2 || solver.bodyCount < BubbleWorld.threadedMinimumBodies { return false }
        guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        guard solverBlocks.plan(self) else { return false }
        let pool: SolverPool
        if let p = workers as? SolverPool { pool = p } else {
            pool = SolverPool(workers: Int(threads) - 1, blocks: solverBlocks)
            workers = pool
        }
        pool.run(SolverJob(solver: solver, store: bodies, fromStore: fromStore, field: field, damp: damp,
                           iterations: Int(iterations)))
        return true
    }
}

/// Worker threads and the pipeline's bookkeeping for one world.
///
/// Each thread takes the next pass not yet taken and runs it over every block in order; before
/// a block it waits (spinning, then yielding) until the pass before has finished every block
/// that block reaches. Passes are taken in order, so the pass waited on is always running:
/// no thread waits for one that has not started, and the calling thread alone could run them
/// all (it does when the workers are slow to wake, as on a loaded machine). Between substeps a
/// worker spins briefly, then yields, then sleeps on a condition variable until the next one.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class SolverPool {
    /// The world's contact set cut into blocks (`SolverBlocks`, planned before every run).
    let blocks: SolverBlocks
    /// Substeps solved here so far (what a test reads to know the threads ran).
    var substeps: UInt64 = 0

    /// The substep under way; written by the calling thread before `generation` moves on.
    nonisolated(unsafe) var job: SolverJob? = nil
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
    static let maxPasses = SolverBlocks.maxPasses

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

    /// Runs one substep's passes with the calling thread and whichever workers join in time,
    /// and returns once every pass is done and no worker holds the job any more.
    ///
    /// The calling thread never waits for a worker to wake: it takes passes itself from the
    /// start, and a worker that wakes after the last pass was taken finds nothing to do. A
    /// worker counts itself in (`active`) before it looks whether the job is still `open`; the
    /// caller closes it, then waits for `active` to fall to 0 (both sequentially consistent,
    /// so either the worker sees it closed or the caller sees the worker in).
    func run(_ newJob: SolverJob) {
        job = newJob
        substeps &+= 1
        var s = 0
        while s < newJob.passCount { passProgress(s).pointee.store(0, ordering: .relaxed); s += 1 }
        nextPass.store(0, ordering: .relaxed)
        open.store(true, ordering: .sequentiallyConsistent)
        pthread_mutex_lock(mutex)
        generation.add(1, ordering: .releasing)
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(mutex)
        runPasses(newJob)
        // Every pass is taken; the last one done means every one is (each waits on the one before).
        SolverPool.wait(passProgress(newJob.passCount - 1), above: blocks.blockCount - 1)
        open.store(false, ordering: .sequentiallyConsistent)
        var spins = 0
        while active.load(ordering: .sequentiallyConsistent) > 0 {
            spins += 1
            if spins > SolverPool.spinsBeforeYield { sched_yield() }
        }
        job = nil
    }

    /// Waits (spinning, then yielding) until `counter` is above `value`.
    @inline(__always) static func wait(_ counter: UnsafeMutablePointer<Atomic<Int>>, above value: Int) {
        var spins = 0
        while counter.pointee.load(ordering: .acquiring) <= value {
            spins += 1
            if spins > SolverPool.spinsBeforeYield { sched_yield() }
        }
    }

    func workerLoop() {
        var seen = 0
        while true {
            var spins = 0
            while generation.load(ordering: .acquiring) == seen {
                spins += 1
                if spins <= SolverPool.spinsBeforeYield { continue }
                if spins <= SolverPool.spinsBeforeYield + SolverPool.yieldsBeforeSleep { sched_yield(); continue }
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
    func runPasses(_ job: SolverJob) {
        while true {
            let s = nextPass.add(1, ordering: .relaxed).oldValue
            if s >= job.passCount { return }
            runPass(s, job)
        }
    }

    /// Pass `s` over every block, each once the pass before is done with what it reaches.
    func runPass(_ s: Int, _ job: SolverJob) {
        let nb = blocks.blockCount
        let done = passProgress(s)
        let before = passProgress(s > 0 ? s - 1 : 0)
        var b = 0
        while b < nb {
            if s > 0 { SolverPool.wait(before, above: job.perBody(s) ? b : Int(blocks.reach[b])) }
            blocks.run(s, block: b, job)
            done.pointee.store(b + 1, ordering: .releasing)
            b += 1
        }
    }
}
#endif
