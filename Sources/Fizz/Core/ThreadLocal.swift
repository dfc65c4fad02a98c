//===--- ThreadLocal.swift -----------------------------------------------===//
// Part of Fizz. One value per thread natively (the C API's last error), one value in wasm.
//===---------------------------------------------------------------------===//

/// A value of which each thread has its own copy natively, through a POSIX thread-specific key
/// (each thread's copy starts as `initial` and is freed when the thread exits); in wasm, which
/// runs on one thread, one plain value. For small trivial values (`BitwiseCopyable`), read and
/// written through `pointer`, which is the calling thread's copy.
///
/// Why: the C API reports a refusal through `fizz_last_error()` after the call. With one global
/// that answer belonged to whichever thread called last, so a host that serializes its calls
/// with a lock could read another thread's error; per thread it is always the caller's own.
public final class ThreadLocal<Value: BitwiseCopyable> {
    #if arch(wasm32)
    private let storage: UnsafeMutablePointer<Value>

    public init(_ initial: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: initial)
    }

    /// The calling thread's copy.
    @inline(__always) public var pointer: UnsafeMutablePointer<Value> { storage }
    #else
    private var key: ThreadKey = 0
    private let initial: Value

    /// - Parameter initial: the value each thread's copy starts as.
    public init(_ initial: Value) {
        self.initial = initial
        // The destructor frees a thread's copy when the thread exits (a trivial value needs no
        // deinitialization). Creating a key fails only past PTHREAD_KEYS_MAX (1,024 on glibc);
        // the C API makes one, once.
        let created = fizzKeyCreate(&key) { p in p?.deallocate() }
        precondition(created == 0, "pthread_key_create failed")
    }

    /// The calling thread's copy, made (as `initial`) on the thread's first use.
    @inline(__always) public var pointer: UnsafeMutablePointer<Value> {
        if let p = fizzGetSpecific(key) { return p.assumingMemoryBound(to: Value.self) }
        return makeCopy()
    }

    @inline(never) private func makeCopy() -> UnsafeMutablePointer<Value> {
        let p = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        p.initialize(to: initial)
        precondition(fizzSetSpecific(key, UnsafeRawPointer(p)) == 0, "pthread_setspecific failed")
        return p
    }
    #endif
}

#if !arch(wasm32)
#if os(Linux)
typealias ThreadKey = UInt32      // glibc's and musl's pthread_key_t: unsigned int
#else
typealias ThreadKey = UInt        // Darwin's: unsigned long
#endif

@_extern(c, "pthread_key_create")
func fizzKeyCreate(_ key: UnsafeMutablePointer<ThreadKey>,
                   _ destructor: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) -> Int32
@_extern(c, "pthread_getspecific")
func fizzGetSpecific(_ key: ThreadKey) -> UnsafeMutableRawPointer?
@_extern(c, "pthread_setspecific")
func fizzSetSpecific(_ key: ThreadKey, _ value: UnsafeRawPointer?) -> Int32
#endif
