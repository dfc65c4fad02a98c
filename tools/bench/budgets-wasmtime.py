#!/usr/bin/env python3
"""`fizz bench budgets --wasm` in wasmtime (Cranelift): each case file is a scenario whose last
line is the timed call (Sources/FizzCLI/BudgetBench.swift writes them; `fizz bench budgets
--write DIR`).

Usage: python3 budgets-wasmtime.py MODULE.wasm FILE.fizz…
Replays each file on a fresh instance of MODULE with wasm/python's replayer, timing every call
of the function the last line calls (the last one's figure stays): this thread's CPU time (a
wasm call runs on it) and the wall time. Prints one JSON line per file: {file, cpu, wall,
digest} (seconds; the digest of the whole replay, as `fizz replay` prints it), or {file,
skipped} when MODULE lacks a call the file makes (a product module serves only its own kinds).
Exit status 3 when wasmtime is not installed."""
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "wasm/python/src"))
try:
    import wasmtime
    from fizz import Fizz, parse_header, parse_scenario, replay
except ImportError as e:
    print(f"the wasmtime package is not installed (pip install wasmtime): {e}", file=sys.stderr)
    sys.exit(3)


def main(path, files):
    api = parse_header((ROOT / "wasm/fizz.h").read_text(encoding="utf-8"))
    engine = wasmtime.Engine()
    module = wasmtime.Module.from_file(engine, path)
    exported = {e.name for e in module.exports}
    for file in files:
        scenario = parse_scenario(pathlib.Path(file).read_text(encoding="utf-8"), api)
        # Every call a replay makes: each line's, its array's counting call and its frame's hash.
        needed = {n for line in scenario.lines
                  for n in (line.fn.name, line.fn.count, line.fn.frame and line.fn.frame.hash) if n}
        if any(f"fizz_{n}" not in exported for n in needed):
            print(json.dumps({"file": file, "skipped": True}), flush=True)
            continue
        fizz = Fizz(module, engine)
        target = scenario.lines[-1].fn.name
        timed = {"cpu": 0.0, "wall": 0.0}

        def call(name, args):
            if name != target:
                return fizz.replay_call(name, args)
            c0, w0 = time.thread_time(), time.perf_counter()
            r = fizz.replay_call(name, args)
            timed["cpu"], timed["wall"] = time.thread_time() - c0, time.perf_counter() - w0
            return r

        trace = replay(scenario, call, fizz.read)
        print(json.dumps({"file": file, **timed, "digest": f"{trace.digest:016x}"}), flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print("usage: budgets-wasmtime.py MODULE.wasm FILE.fizz…", file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2:])
