#!/usr/bin/env python3
"""The benchmark scene in fizz.wasm under wasmtime (Cranelift), timing only fizz_world_step.

Usage: wasm-wasmtime.py N FIZZ.WASM [SETUP_HASH FINAL_HASH]
Builds the scene through the C API, checks its hash against the native setup hash (so both
built the same world), times every step, checks the final hash (same bits as native), and
prints one JSON line. Exit status 3 when wasmtime is not installed (`pip install wasmtime`).
"""
import json
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scene  # noqa: E402

try:
    import wasmtime
except ImportError:
    print("wasmtime (Python) is not installed: pip install wasmtime", file=sys.stderr)
    sys.exit(3)


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
    step = f("world_step")
    times = []
    clock = scene.now_ms
    dt = scene.DT
    for _ in range(scene.STEPS):
        t0 = clock()
        step(store, w, dt)
        times.append(clock() - t0)
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
    print(json.dumps(scene.summarize("fizz", runtime, n, times, total / count, setupHash=setup, finalHash=final)))


main()
