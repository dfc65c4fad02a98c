#!/usr/bin/env python3
"""fizz bench's popup scenes in fizz.wasm under wasmtime, timing only fizz_popup_solve.

Usage: python3 popup-wasmtime.py FIZZ.WASM [ONE_HASH THOUSAND_HASH]
Builds the two scenes of Sources/FizzCLI/PopupBench.swift through the C API, checks their
hashes against the native ones after the timing, and prints one JSON line. Exit status 3
when wasmtime is not installed."""
import json
import statistics
import struct
import sys
import time

try:
    import wasmtime
except ImportError:
    print("the wasmtime package is not installed (pip install wasmtime)", file=sys.stderr)
    sys.exit(3)

path = sys.argv[1]
want_one = sys.argv[2] if len(sys.argv) > 2 else ""
want_thousand = sys.argv[3] if len(sys.argv) > 3 else ""
engine = wasmtime.Engine()
store = wasmtime.Store(engine)
instance = wasmtime.Instance(store, wasmtime.Module.from_file(engine, path), [])
x = instance.exports(store)
x["_initialize"](store)


def call(name, *args):
    return x[name](store, *args)


def ok(s, what):
    if s < 0:
        raise RuntimeError(f"{what} failed with status {s}")
    return s


def one():
    layer = call("fizz_popup_create", 400.0, 300.0)
    i = ok(call("fizz_popup_add", layer), "add")
    ok(call("fizz_popup_set_reference", layer, i, 180.0, 140.0, 40.0, 20.0), "reference")
    ok(call("fizz_popup_set_size", layer, i, 100.0, 40.0), "size")
    return layer


def thousand():
    layer = call("fizz_popup_create", 2000.0, 2000.0)
    for k in range(1000):
        i = ok(call("fizz_popup_add", layer), "add")
        ok(call("fizz_popup_set_reference", layer, i, float(10 + 50 * (k % 40)), float(20 + 80 * (k // 40)), 8.0, 8.0), "reference")
        ok(call("fizz_popup_set_size", layer, i, 60.0, 24.0), "size")
    return layer


def timed(layer, batches, per):
    ok(call("fizz_popup_solve", layer), "solve")
    solve = x["fizz_popup_solve"]
    t = []
    for _ in range(batches):
        t0 = time.perf_counter_ns()
        for _ in range(per):
            solve(store, layer)
        t.append((time.perf_counter_ns() - t0) / 1e6 / per)
    return statistics.median(t)


a, b = one(), thousand()
one_micros, thousand_ms = timed(a, 51, 200) * 1000, timed(b, 21, 2)
# What the Python binding alone costs a call: fizz_popup_is_valid does next to nothing.
valid = x["fizz_popup_is_valid"]
empty = []
for _ in range(51):
    t0 = time.perf_counter_ns()
    for _ in range(200):
        valid(store, a)
    empty.append((time.perf_counter_ns() - t0) / 1e3 / 200)
call_micros = statistics.median(empty)
hexof = lambda h: f"{h & 0xFFFFFFFFFFFFFFFF:016x}"  # noqa: E731
one_hash, thousand_hash = hexof(call("fizz_popup_hash", a)), hexof(call("fizz_popup_hash", b))
if want_one and one_hash != want_one or want_thousand and thousand_hash != want_thousand:
    print(f"hashes {one_hash} {thousand_hash} differ from native {want_one} {want_thousand}", file=sys.stderr)
    sys.exit(1)
n = call("fizz_popup_count", b)
p = call("fizz_popup_placements", b) & 0xFFFFFFFF
words = struct.unpack(f"<{3 * n}I", x["memory"].read(store, p, p + 12 * n))
overlapping = sum(1 for i in range(n) if words[3 * i + 2] & 4)
print(json.dumps({"runtime": ("wasmtime " + getattr(wasmtime, "__version__", "")).strip(), "oneMicros": one_micros,
                  "thousandMs": thousand_ms, "overlapping": overlapping, "callMicros": call_micros, "oneHash": one_hash, "thousandHash": thousand_hash}))
