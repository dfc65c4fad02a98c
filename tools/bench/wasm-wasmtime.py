#!/usr/bin/env python3
"""The benchmark scene in fizz.wasm under wasmtime (Cranelift), timing only fizz_world_step.

Usage: wasm-wasmtime.py N FIZZ.WASM [SETUP_HASH FINAL_HASH [--paired LIBFIZZEXPORTS.so]]
       wasm-wasmtime.py N FIZZ.WASM [SETUP_HASH FINAL_HASH] --against OTHER.wasm
Builds the scene through the C API, checks its hash against the native setup hash (so both
built the same world), times every step, checks the final hash (same bits as native), and
prints one JSON line. Exit status 3 when wasmtime is not installed (`pip install wasmtime`).

`--paired` also loads the native library (`swift build -c release --product FizzExports`)
with ctypes, builds the same world in it, and steps the two worlds in turn, native then wasm
on even steps and the other way round on odd ones. Both do the same work every step (their
hashes are compared at the end), so the median of the per-step ratios wasm/native
(`pairedRatio`) is immune to what makes separate runs on a shared machine disagree: a slow
minute slows both halves of a pair.

The timed call goes through wasmtime's C entry point `wasmtime_func_call_unchecked` (by
ctypes, arguments in a preallocated array) rather than `Func.__call__`: the friendly call
re-reads the function type and boxes every value, about 20 µs of Python per call here,
which would be billed to Cranelift. The raw call costs about 1.6 µs; `callMs` in the output
is that cost, measured on `fizz_version`, so a reader can subtract it.

`--against` steps a world of a second module in the same engine, in turn as `--paired` does
with the native library (both must end on one hash), and adds `againstMs` and `againstRatio`,
the median of the per-step ratios FIZZ.WASM / OTHER.wasm. Why: two builds of the module
compared in one process, where separate runs on this shared machine differ by more than the
change being measured (issue 26, round seven: a few per cent).

`FIZZ_WASMTIME_PROFILER=perfmap` (or `jitdump`) has Cranelift's code named for `perf record`
(perf's `perf-PID.map` in the temporary directory); with a module built with names (`FIZZ_WASM_NAMES=1 tools/build-wasm`)
`perf report` then shows time per wasm function. A module's names are rewritten under
`--against` (`$e4Fizz` to `$e4FizY`, the same length) so that the two modules' functions stay
apart in the profile.
"""
import ctypes
import json
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scene  # noqa: E402

try:
    import wasmtime
    from wasmtime import _ffi as ffi
except ImportError:
    print("wasmtime (Python) is not installed: pip install wasmtime", file=sys.stderr)
    sys.exit(3)


class RawCall:
    """One wasm export called through `wasmtime_func_call_unchecked` with reused buffers."""

    def __init__(self, store, func, slots):
        self.context = store._context()
        self.func = ctypes.byref(func._func)
        self.values = (ffi.wasmtime_val_raw_t * slots)()
        self.slots = slots
        self.trap = ctypes.POINTER(ffi.wasm_trap_t)()
        self.trap_ref = ctypes.byref(self.trap)
        self.call = ffi.wasmtime_func_call_unchecked

    def check(self, error):
        if error or self.trap:
            raise SystemExit("the wasm call trapped or failed")


def call_cost_ms(store, func, clock, count=2000):
    raw = RawCall(store, func, 1)
    times = []
    for _ in range(count):
        t0 = clock()
        error = raw.call(raw.context, raw.func, raw.values, 1, raw.trap_ref)
        times.append(clock() - t0)
        raw.check(error)
    times.sort()
    return times[count // 2]


def build_scene(call, n):
    """Builds the benchmark scene through `call(name, *args)`; returns the world handle."""
    L = scene.side(n)
    w = call("world_create", L, L)
    for name, args in [("world_set_attraction", (1,)), ("world_set_strength", (scene.PULL,)),
                       ("world_set_damping", (scene.DAMPING,)), ("world_set_walls", (1, 1)),
                       ("world_set_substep", (scene.SUBSTEP_RATE,)), ("world_set_sleep", (0.0, 0.5))]:
        status = call(name, w, *args)
        if status != 0:
            raise SystemExit(f"{name} failed with status {status}")
    for x, y in scene.positions(n):
        if call("bubble_add", w, x, y, scene.RADIUS) == 0:
            raise SystemExit("bubble_add failed")
    return w


def native_library(path):
    """The native C API through ctypes, its signatures read from fizz.h (the one header)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path.insert(0, os.path.join(root, "wasm", "python", "src"))
    from fizz.header import parse_header
    with open(os.path.join(root, "wasm", "fizz.h")) as h:
        api = parse_header(h.read())
    types = {"int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32, "int64_t": ctypes.c_int64,
             "uint64_t": ctypes.c_uint64, "double": ctypes.c_double}
    lib = ctypes.CDLL(path)
    for fn in api.values():
        if fn.c_result in types and all(t in types for t in fn.c_params):
            symbol = getattr(lib, fn.c_name)
            symbol.argtypes = [types[t] for t in fn.c_params]
            symbol.restype = types[fn.c_result]
    return lib


def instantiate(engine, data, n):
    """An instance of the module bytes `data` with the benchmark scene of n bubbles built in it."""
    store = wasmtime.Store(engine)
    inst = wasmtime.Instance(store, wasmtime.Module(engine, data), [])
    ex = inst.exports(store)
    ex["_initialize"](store)
    f = lambda name: ex["fizz_" + name]  # noqa: E731
    w = build_scene(lambda name, *a: f(name)(store, *a), n)
    return store, ex, f, w


def wasm_hash(store, f, w):
    return "%016x" % (f("world_hash")(store, w) & ((1 << 64) - 1))


def main():
    args = sys.argv[1:]
    paired = against = None
    if "--paired" in args:
        i = args.index("--paired")
        paired = args[i + 1]
        del args[i:i + 2]
    if "--against" in args:
        i = args.index("--against")
        against = args[i + 1]
        del args[i:i + 2]
    if paired and against:
        raise SystemExit("--paired and --against: one partner at a time")
    n = int(args[0])
    path = args[1]
    want_setup = args[2] if len(args) > 2 else ""
    want_final = args[3] if len(args) > 3 else ""
    config = wasmtime.Config()
    if os.environ.get("FIZZ_WASMTIME_PROFILER"):
        config.profiler = os.environ["FIZZ_WASMTIME_PROFILER"]
    engine = wasmtime.Engine(config)
    with open(path, "rb") as module_file:
        store, ex, f, w = instantiate(engine, module_file.read(), n)
    L = scene.side(n)
    setup = wasm_hash(store, f, w)
    if want_setup and setup != want_setup:
        raise SystemExit(f"setup hash {setup} differs from native {want_setup}: not the same scene")
    # The partner stepped in turn with this world: the native library (--paired) or another
    # module (--against); `partner_step()` returns its status, `partner_hash()` its hash.
    partner_step = partner_hash = None
    if paired:
        try:
            lib = native_library(paired)
            nw = build_scene(lambda name, *a: getattr(lib, "fizz_" + name)(*a), n)
            if "%016x" % lib.fizz_world_hash(nw) != setup:
                raise SystemExit("the native library built a different scene")
            partner_step = lambda: lib.fizz_world_step(nw, scene.DT)  # noqa: E731
            partner_hash = lambda: "%016x" % lib.fizz_world_hash(nw)  # noqa: E731
        except OSError as e:  # the run is still worth having, unpaired
            print(f"not paired: {e}", file=sys.stderr)
    if against:
        with open(against, "rb") as module_file:
            other = module_file.read().replace(b"$e4Fizz", b"$e4FizY")
        o_store, _, o_f, o_w = instantiate(engine, other, n)
        if wasm_hash(o_store, o_f, o_w) != setup:
            raise SystemExit(f"{against} built a different scene")
        o_step = RawCall(o_store, o_f("world_step"), 2)

        def partner_step():
            o_step.values[0].i32 = o_w
            o_step.values[1].f64 = scene.DT
            o_step.check(o_step.call(o_step.context, o_step.func, o_step.values, 2, o_step.trap_ref))
            return o_step.values[0].i32
        partner_hash = lambda: wasm_hash(o_store, o_f, o_w)  # noqa: E731
    partner_times = []
    step = RawCall(store, f("world_step"), 2)
    call, context, func, values, trap = step.call, step.context, step.func, step.values, step.trap_ref
    times = []
    clock = scene.now_ms
    dt = scene.DT
    status = 0
    for i in range(scene.STEPS):
        if partner_step is not None and i % 2 == 0:
            t0 = clock()
            status = partner_step()
            partner_times.append(clock() - t0)
        values[0].i32 = w
        values[1].f64 = dt
        t0 = clock()
        error = call(context, func, values, 2, trap)
        times.append(clock() - t0)
        step.check(error)
        if values[0].i32 != 0:
            raise SystemExit(f"fizz_world_step failed with status {values[0].i32}")
        if partner_step is not None and i % 2 == 1:
            t0 = clock()
            status = partner_step()
            partner_times.append(clock() - t0)
        if status != 0:
            raise SystemExit(f"the partner's fizz_world_step failed with status {status}")
    call_ms = call_cost_ms(store, f("version"), clock)
    final = wasm_hash(store, f, w)
    if want_final and final != want_final:
        raise SystemExit(f"final hash {final} differs from native {want_final}: not deterministic")
    extra = {}
    if partner_step is not None:
        if partner_hash() != final:
            raise SystemExit("the partner world ended in a different state")
        timed = range(scene.TIMED_FROM, scene.STEPS)
        key = "paired" if paired else "against"
        extra = {key + ("NativeMs" if paired else "Ms"): scene.median([partner_times[i] for i in timed]),
                 key + "Ratio": scene.median([times[i] / partner_times[i] for i in timed])}
    count = f("world_count")(store, w)
    ptr = f("world_positions")(store, w)
    mem = ex["memory"]
    raw = mem.read(store, ptr, ptr + 24 * count)
    c = L / 2
    total = 0.0
    for i in range(count):
        x, y, _ = struct.unpack_from("<3d", raw, 24 * i)
        total += math.hypot(x - c, y - c)
    try:
        from importlib.metadata import version
        runtime = "wasmtime-py " + version("wasmtime")
    except Exception:  # noqa: BLE001 - the version is only a label
        runtime = "wasmtime-py"
    print(json.dumps(scene.summarize("fizz", runtime, n, times, total / count, setupHash=setup, finalHash=final,
                                       callMs=call_ms, **extra)))


main()
