#!/usr/bin/env python3
"""fizz bench --animator's scene in fizz.wasm under wasmtime (see animator-node.mjs): prints
one JSON line (medianMs, minMs, p95Ms, finalHash). Usage: animator-wasmtime.py FIZZ.WASM"""
import json
import sys
import time

try:
    import wasmtime
except ImportError:
    print("the wasmtime package is not installed", file=sys.stderr)
    sys.exit(3)

store = wasmtime.Store()
instance = wasmtime.Instance(store, wasmtime.Module.from_file(store.engine, sys.argv[1]), [])
x = instance.exports(store)
x["_initialize"](store)
a = x["fizz_animator_create"](store)
add, step = x["fizz_animator_add_spring"], x["fizz_animator_step"]
for i in range(10000):
    add(store, a, float(i % 100 - 50), 0.0, 100.0, 1.0, 1.0)
for _ in range(60):
    step(store, a, 1 / 60)
times = []
for _ in range(600):
    t0 = time.perf_counter_ns()
    step(store, a, 1 / 60)
    times.append((time.perf_counter_ns() - t0) / 1e6)
times.sort()
h = x["fizz_animator_hash"](store, a) & 0xFFFFFFFFFFFFFFFF
print(json.dumps({"medianMs": times[300], "minMs": times[0], "p95Ms": times[570], "finalHash": format(h, "x")}))
