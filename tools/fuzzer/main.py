"""tools/fuzz: the differential fuzzer of the C API (see tools/fuzzer/README.md)."""
from __future__ import annotations

import argparse
import glob
import hashlib
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import catalogue  # noqa: E402
from backends import Native, Wasm  # noqa: E402
from draw import Generator  # noqa: E402
from minimize import minimize  # noqa: E402
from runner import run  # noqa: E402
from sequence import from_scenario, to_scenario  # noqa: E402

ROOT = catalogue.ROOT
CORPUS = os.path.join(ROOT, "Tests", "Fuzz", "corpus")
#: With --every-call, the fewest times each call must be accepted in a run (corpus and
#: sequences together; 3 leaves room on a loaded machine, where the hardest calls, such as a
#: picker's drag_end, reach 4 to 6 in the favoured seconds). Why more than once: a call accepted once or twice is tested on one or
#: two states, not explored (issue 25, "Checks": fizz_layout_attach, _set_measured_size,
#: _transition_frame and fizz_motion_set_easing were accepted 1 to 3 times a run before the
#: generator's followers). Calls under it get the extra seconds of favoured sequences first.
MIN_ACCEPTED = 3
#: Mixed into a sequence's seed for its edges draw (one_sequence).
EDGES_SALT = 0xED9E5


def report(f, calls, cat, label):
    """A finding as a person reads it: what, where, both builds, and the sequence (which
    ends with the failing call)."""
    print(f"FAIL {label}: {f.kind} at fizz_{f.call}, call {len(calls) - 1} of the sequence")
    print(f"     {f.detail}")
    if f.native or f.wasm:
        print(f"     native: {f.native}")
        print(f"     wasm:   {f.wasm}")
    lines = to_scenario(calls, cat).splitlines()
    shown = lines if len(lines) <= 60 else lines[:20] + [f"… {len(lines) - 50} more calls …"] + lines[-30:]
    print("     sequence (a scenario file; tools/fuzz --replay FILE runs it with every check):")
    for row in shown:
        print("       " + row)
    sys.stdout.flush()


def tally(total, accepted):
    """Adds one sequence's per-call [made, accepted] counts into `total`."""
    for name, (made, ok) in accepted.items():
        t = total.setdefault(name, [0, 0])
        t[0] += made
        t[1] += ok


def coverage(cat, total, out=sys.stdout, minimum=1):
    """Prints, for every call the fuzzer can make (each prototype of fizz.h the scenario format
    can pass, and per kind with snapshots its `_snapshot_restore` and `_snapshot_roundtrip`,
    which reach fizz_<kind>_snapshot, _restore, fizz_alloc and fizz_free), how often it was
    made and accepted; answers the calls accepted fewer than `minimum` times. Why it fails the run: a call whose
    arguments are never right is a call the fuzzer does not test past its first check (an
    outside fuzzer once accepted fizz_layout_add_brick 0 times in 102, its ids and dimension
    kinds drawn as plain numbers: issue 25, "Checks")."""
    rows = sorted(((total.get(f.name, [0, 0]), f.name) for f in cat.calls), key=lambda r: (r[0][1], r[1]))
    never = [name for (made, ok), name in rows if ok < minimum]
    print(f"=== accepted / made, per call ({len(rows)} calls; {len(never)} accepted fewer than {minimum} times):",
          file=out)
    cells = [f"{name} {ok}/{made}" for (made, ok), name in rows]
    width = max(len(c) for c in cells) + 2 if cells else 0
    for k in range(0, len(cells), 3):
        print("  " + "".join(c.ljust(width) for c in cells[k:k + 3]).rstrip(), file=out)
    return never


def replay_corpus(cat, wasm, native, paths, total=None):
    failed = 0
    calls_made = 0
    for p in paths:
        with open(p, encoding="utf-8") as fh:
            calls = from_scenario(fh.read(), cat)
        out = run(calls, cat, wasm, native)
        calls_made += out.calls
        if total is not None:
            tally(total, out.accepted)
        name = os.path.relpath(p, ROOT)
        if out.finding:
            failed += 1
            report(out.finding, calls[: out.finding.index + 1], cat, name)
        else:
            print(f"ok   {name} ({len(calls)} calls)")
    return failed, calls_made


def save(f, calls, cat, seed, corpus):
    os.makedirs(corpus, exist_ok=True)
    slug = f.kind.replace(" ", "-")
    text_body = to_scenario(calls, cat)
    digest = hashlib.sha256(text_body.encode()).hexdigest()[:8]
    path = os.path.join(corpus, f"{slug}--{f.call.replace('_', '-')}--{digest}.fizz")
    head = [f"Found by tools/fuzz --seed {seed}: {f.kind} at fizz_{f.call}" + (f" ({f.cause})." if f.cause else "."),
            *(f"  {line}" for line in f.detail.splitlines()),
            *( [f"  native: {f.native}", f"  wasm:   {f.wasm}"] if f.native or f.wasm else []),
            "Replayed by tools/fuzz (every run): it must pass every check of the fuzzer."]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(to_scenario(calls, cat, head))
    return path


def one_sequence(s, cat, wasm, native, length, focus=None, favour=(), edges=None):
    """The sequence of seed s, drawn while it runs: (its calls, the outcome)."""
    rng = random.Random(s)
    # One sequence in four draws half its numbers (those not drawn hostile) at the edges of
    # their documented ranges (draw.Generator._edge), unless `edges` gives every sequence its
    # share; from a generator of its own, so the other sequences stay what their seeds drew.
    if edges is None:
        edges = 0.5 if random.Random(s ^ EDGES_SALT).random() < 0.25 else 0.0
    gen = Generator(cat, rng, rng.choice([0.02, 0.1, 0.3]), focus, favour, edges)
    calls = []
    out = run(calls, cat, wasm, native, gen, rng.randrange(10, length + 1))
    return calls, out


def reproduces(f, cat, wasm, native):
    """The delta-debugging test: the candidate fails the same way (kind and function)."""
    def fails(candidate):
        o = run(list(candidate), cat, wasm, native)
        return o.finding is not None and o.finding.signature == f.signature
    return fails


def reminimize(path, cat, wasm, native, budget):
    """Minimizes a corpus file further, keeping its comment."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    calls = from_scenario(text, cat)
    out = run(list(calls), cat, wasm, native)
    if out.finding is None:
        print(f"{path}: passes, nothing to minimize")
        return
    small, tries = minimize(calls[: out.finding.index + 1], reproduces(out.finding, cat, wasm, native), budget)
    head = [row[2:] if row.startswith("# ") else row[1:] for row in text.splitlines() if row.startswith("#")]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(to_scenario(small, cat, head))
    print(f"{path}: {len(calls)} -> {len(small)} calls in {tries} replays")


def known_signatures(cat, corpus):
    """The (kind, function) of every corpus file, from its first comment line."""
    sigs = set()
    for p in glob.glob(os.path.join(corpus, "*.fizz")):
        with open(p, encoding="utf-8") as fh:
            m = re.match(r"# Found by .*?: (.+) at fizz_(\w+)(?: \((.*)\))?\.\n", fh.readline())
        if m:
            sigs.add((m.group(1), m.group(2), m.group(3) or ""))
    return sigs


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/fuzz", description=__doc__)
    ap.add_argument("--seconds", type=float, default=60.0, help="time to fuzz after the corpus replay")
    ap.add_argument("--seed", type=int, default=None, help="master seed (default: from the clock, printed)")
    ap.add_argument("--wasm", default=os.path.join(ROOT, "wasm", "fizz.wasm"))
    ap.add_argument("--native", default=None, help="libFizzExports.so (default: the release build)")
    ap.add_argument("--preload", default=None,
                    help="a library the native worker preloads: the AddressSanitizer runtime for a library "
                         "built with -sanitize=address (tools/asan-snapshots)")
    ap.add_argument("--focus", default=None,
                    help="calls whose names hold this text are drawn 20 times as often (--focus snapshot)")
    ap.add_argument("--edges", type=float, default=None,
                    help="every sequence draws this share of its numbers at range edges (default: one in four, 0.5)")
    ap.add_argument("--corpus", default=CORPUS)
    ap.add_argument("--no-corpus", action="store_true", help="skip the corpus replay")
    ap.add_argument("--save", action="store_true", help="write new findings (minimized) into the corpus")
    ap.add_argument("--fuel", type=float, default=2e9, help="wasm fuel (≈ instructions) per call")
    ap.add_argument("--timeout", type=float, default=20.0, help="native seconds per call")
    ap.add_argument("--length", type=int, default=120, help="longest sequence")
    ap.add_argument("--sequence", type=int, default=None,
                    help="run only the sequence of this seed (as printed by a failure), then stop")
    ap.add_argument("--replay", nargs="*", help="replay these scenario files with every check, then stop")
    ap.add_argument("--minimize", nargs="*", help="minimize these corpus files again (in place), then stop")
    ap.add_argument("--budget", type=float, default=30.0, help="seconds of delta debugging per finding")
    ap.add_argument("--every-call-seconds", type=float, default=30.0,
                    help="with --every-call: at most this long of sequences favouring the calls not yet accepted")
    ap.add_argument("--every-call", action="store_true",
                    help="fail when a call was accepted fewer than --min-accepted times in this run (the per-call "
                         "counts print either way; the fuzzer stage of tools/test passes it)")
    ap.add_argument("--min-accepted", type=int, default=MIN_ACCEPTED,
                    help=f"with --every-call: the fewest acceptances of each call (default {MIN_ACCEPTED})")
    a = ap.parse_args(argv)
    seed = a.seed if a.seed is not None else int(time.time() * 1000) % 1_000_000_007
    lib = a.native or os.path.join(ROOT, ".build", "release", "libFizzExports.so")
    for path, how in ((a.wasm, "tools/build-wasm"), (lib, "swift build -c release --product FizzExports")):
        if not os.path.exists(path):
            print(f"tools/fuzz: {path} is missing ({how})", file=sys.stderr)
            return 2
    cat = catalogue.load()
    wasm = Wasm(a.wasm, cat, int(a.fuel))
    native = Native(lib, a.timeout, a.preload)
    failures = 0
    calls_made = 0
    total = {}           # call name -> [made, accepted], over the corpus and every sequence
    try:
        if a.replay is not None:
            failures, calls_made = replay_corpus(cat, wasm, native, a.replay)
            print(f"replayed {len(a.replay)} sequences, {calls_made} calls, {failures} failing")
            return 1 if failures else 0
        if a.minimize is not None:
            for p in a.minimize:
                reminimize(p, cat, wasm, native, a.budget)
            return 0
        corpus = sorted(glob.glob(os.path.join(a.corpus, "*.fizz")))
        if a.no_corpus:
            corpus = []
        if corpus:
            print(f"=== corpus: {len(corpus)} sequences from {os.path.relpath(a.corpus, ROOT)}")
            failures, calls_made = replay_corpus(cat, wasm, native, corpus, total)
        corpus_failures = failures
        print(f"=== fuzzing {a.seconds:g} s, seed {seed}: {len(cat.calls)} calls of fizz.h, "
              f"native {os.path.relpath(lib, ROOT)} vs {os.path.relpath(a.wasm, ROOT)}")
        master = random.Random(seed)
        known = known_signatures(cat, a.corpus)
        found = {}
        start = time.monotonic()
        last_print = start
        sequences = 0
        favour = ()
        extra = 0.0
        while True:
            if a.sequence is not None:
                if sequences:
                    break
            elif time.monotonic() - start >= a.seconds + extra:
                if not a.every_call or extra or a.every_call_seconds <= 0:
                    break
                # Calls not accepted yet get up to --every-call-seconds more of sequences
                # that draw them 20 times as often, on their kinds (seeds go on from the
                # master seed: the run stays reproducible).
                favour = {name for name in (f.name for f in cat.calls) if total.get(name, [0, 0])[1] < a.min_accepted}
                if not favour:
                    break
                extra = time.monotonic() - start - a.seconds + a.every_call_seconds
                print(f"=== {len(favour)} calls accepted fewer than {a.min_accepted} times after {a.seconds:g} s: "
                      f"up to {a.every_call_seconds:g} s "
                      f"more drawing them 20× as often: {', '.join(sorted(favour))}", flush=True)
            if favour:
                favour = {n for n in favour if total.get(n, [0, 0])[1] < a.min_accepted}
                if not favour:
                    break
            s = master.getrandbits(48) if a.sequence is None else a.sequence
            calls, out = one_sequence(s, cat, wasm, native, a.length, a.focus, favour, a.edges)
            sequences += 1
            calls_made += out.calls
            tally(total, out.accepted)
            f = out.finding
            if f and f.signature not in found:
                found[f.signature] = f
                failures += 1
                label = f"sequence {sequences} (tools/fuzz --sequence {s})"
                prefix = calls[: f.index + 1]
                if f.signature in known and a.sequence is None:
                    print(f"FAIL {label}: {f.kind} at fizz_{f.call} ({f.cause or 'no detail'}), "
                          f"as a corpus file already shows")
                else:
                    # Minimized before it is shown: a reader gets the few calls that matter.
                    small, tries = minimize(prefix, reproduces(f, cat, wasm, native), a.budget)
                    report(f, small, cat, f"{label}, minimized {len(prefix)} -> {len(small)} calls")
                    if a.save:
                        path = save(f, small, cat, seed, a.corpus)
                        known.add(f.signature)
                        print(f"     saved as {os.path.relpath(path, ROOT)}")
            if a.sequence is not None:
                if not f:
                    print(f"sequence {s}: {out.calls} calls, no finding")
                break
            now = time.monotonic()
            if now - last_print >= 10:
                last_print = now
                print(f"... {now - start:.0f} s: {sequences} sequences, {calls_made} calls, "
                      f"{len(found)} distinct findings", flush=True)
        print(f"fuzz: {sequences} sequences and {calls_made} calls in {time.monotonic() - start:.0f} s "
              f"(seed {seed}); corpus: {corpus_failures} of {len(corpus)} failing; "
              f"new sequences: {len(found)} distinct findings")
        if a.sequence is None:
            never = coverage(cat, total, minimum=a.min_accepted if a.every_call else 1)
            if never and a.every_call:
                failures += 1
                print(f"FAIL coverage: {len(never)} calls accepted fewer than {a.min_accepted} times in this run: "
                      f"{', '.join(never)}")
    finally:
        native.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
