#!/usr/bin/env python3
"""fizz bench's motion line under wasmtime: one gesture mapped onto 10,000 targets per frame.

Usage: motion-wasmtime.py FIZZ.WASM. The motion of Sources/FizzCLI/MotionBench.swift through
the same C calls; fizz_motion_map alone is timed per frame (a friendly wasmtime call costs
about 20 µs of Python, small beside the map); prints one JSON line like motion-node.mjs.
Exit status 3 when wasmtime is not installed."""
import json
import sys
import time

try:
    import wasmtime
except ImportError:
    print("wasmtime (Python) is not installed: pip install wasmtime", file=sys.stderr)
    sys.exit(3)

TARGETS, FRAMES, TIMED_FROM = 10000, 600, 60


def x(f):
    return 20 + 2.8 * (f % 100)


store = wasmtime.Store()
instance = wasmtime.Instance(store, wasmtime.Module.from_file(store.engine, sys.argv[1]), [])
ex = instance.exports(store)
if "_initialize" in ex:
    ex["_initialize"](store)
c = lambda name, *a: ex[name](store, *a)  # noqa: E731
m = c("fizz_motion_create", 320.0, 200.0)
for i in range(TARGETS):
    t = c("fizz_motion_add_target", m, 0, 0, 3)
    if i % 4 == 3:
        c("fizz_motion_add_stop", m, t, 0.0, float(i))
        c("fizz_motion_add_stop", m, t, 0.5, 0.0)
        c("fizz_motion_add_stop", m, t, 1.0, float(2 * i + 1))
        c("fizz_motion_set_easing", m, t, 1, 4, 0.0, 0.0, 0.0, 0.0)
    else:
        c("fizz_motion_add_stop", m, t, 0.0, float(i))
        c("fizz_motion_add_stop", m, t, 1.0, float(2 * i + 1))
c("fizz_motion_pointer_down", m, 0.0, x(0), 100.0, 1)
mapf = ex["fizz_motion_map"]
times = []
p = 0
for f in range(1, FRAMES + 1):
    c("fizz_motion_pointer_move", m, 0.008 * f, x(f), 100.0, 1)
    t0 = time.perf_counter_ns()
    p = mapf(store, m)
    t1 = time.perf_counter_ns()
    if f > TIMED_FROM:
        times.append((t1 - t0) / 1e6)
times.sort()
n = c("fizz_motion_output_count", m)
data = ex["memory"].read(store, p, p + 8 * n)
h = 0xCBF29CE484222325
for b in data:
    h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
mid = len(times) // 2
median = times[mid] if len(times) % 2 else (times[mid - 1] + times[mid]) / 2
print(json.dumps({"medianMs": median, "minMs": times[0], "checksum": format(h, "x")}))
