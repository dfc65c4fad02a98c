#!/usr/bin/env python3
"""The benchmark scene in fizz.wasm under wasmtime (Cranelift), timing only fizz_world_step.

Usage: wasm-wasmtime.py N FIZZ.WASM [SETUP_HASH FINAL_HASH]
Builds the scene through the C API, checks its hash against the native setup hash (so both
built the same world), times every step, checks the final hash (same bits as native), and
prints one JSON line. Exit status 3 when wasmtime is not installed (`pip install wasmtime`).

The timed call goes through wasmtime's C entry point `wasmtime_func_call_unchecked` (by
ctypes, arguments in a preallocated array) rather than `Func.__call__`: the friendly call
re-reads the function type and boxes every value, about 20 µs of Python per call here,
which would be billed to Cranelift. The raw call costs about 1.6 µs; `callMs` in the output
is that cost, measured on `fizz_version`, so a reader can subtract it.
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


def main():
    n = int(sys.argv[1])
    path = sys.argv[2]
    want_setup = sys.argv[3] if len(sys.argv) > 3 else ""
    want_final = sys.argv[4] if len(sys.argv) > 4 else ""
    engine = wasmtime.Engine()
    store = wasmtime.Store(engine)
    module = wasmtime.Module.from_file(engine, path)
    inst = wasmtime.Instance(store, module, [])
    ex = inst.exports(store)
    ex["_initialize"](store)
    f = lambda name: ex["fizz_" + name]  # noqa: E731
    L = scene.side(n)
    w = f("world_create")(store, L, L)
    for name, args in [("world_set_attraction", (1,)), ("world_set_strength", (scene.PULL,)),
                       ("world_set_damping", (scene.DAMPING,)), ("world_set_walls", (1, 1)),
                       ("world_set_substep", (scene.SUBSTEP_RATE,)), ("world_set_sleep", (0.0, 0.5))]:
        status = f(name)(store, w, *args)
        if status != 0:
            raise SystemExit(f"{name} failed with status {status}")
    add = f("bubble_add")
    for x, y in scene.positions(n):
        if add(store, w, x, y, scene.RADIUS) == 0:
            raise SystemExit("bubble_add failed")
    world_hash = f("world_hash")
    setup = "%016x" % (world_hash(store, w) & ((1 << 64) - 1))
    if want_setup and setup != want_setup:
        raise SystemExit(f"setup hash {setup} differs from native {want_setup}: not the same scene")
    step = RawCall(store, f("world_step"), 2)
    call, context, func, values, trap = step.call, step.context, step.func, step.values, step.trap_ref
    times = []
    clock = scene.now_ms
    dt = scene.DT
    for _ in range(scene.STEPS):
        values[0].i32 = w
        values[1].f64 = dt
        t0 = clock()
        error = call(context, func, values, 2, trap)
        times.append(clock() - t0)
        step.check(error)
        if values[0].i32 != 0:
            raise SystemExit(f"fizz_world_step failed with status {values[0].i32}")
    call_ms = call_cost_ms(store, f("version"), clock)
    final = "%016x" % (world_hash(store, w) & ((1 << 64) - 1))
    if want_final and final != want_final:
        raise SystemExit(f"final hash {final} differs from native {want_final}: not deterministic")
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
                                       callMs=call_ms)))


main()
