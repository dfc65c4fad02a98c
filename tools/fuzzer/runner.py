"""Runs a sequence on both builds side by side and judges every call.

After each call: neither build trapped, crashed or ran past its budget; both observed the same
(result, last error and message, every handle's validity, every read of every live object,
bit for bit); every double is finite; a refused call (last error negative) changed nothing
and answered as the header's conventions say (status = error, handle 0, NaN, NULL). At the end
of every sequence, every live object's snapshot restores into it, to the same hash.
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

import observe
from backends import Stopped
from sequence import Call

TRACKED = 64


@dataclass
class Finding:
    kind: str
    index: int            # of the failing call
    call: str
    detail: str
    native: str = ""
    wasm: str = ""

    @property
    def cause(self) -> str:
        """What went wrong, coarsely: the read that went non-finite, the trap's message."""
        m = re.search(r"(fizz_\w+) of \w+ 0x", self.detail)
        if self.kind == "non-finite state" and m:
            return m.group(1)
        if self.kind == "wasm trap":
            return self.detail.split(": ", 1)[-1]
        return ""

    @property
    def signature(self):
        """Findings with the same signature are one bug as far as the corpus is concerned."""
        return (self.kind, self.call, self.cause)


@dataclass
class Outcome:
    finding: Finding | None
    calls: int
    #: The handles made, with their kind, for the generator's pools.
    tracked: list = field(default_factory=list)
    #: Call name → [calls made, calls accepted]: accepted is last error 0 on both builds
    #: (agreeing), or, for a call that has no status of its own (no parameters, or documented
    #: not to touch the last error), made without a finding.
    accepted: dict = field(default_factory=dict)


def show(fn, v):
    """A value of fn's result kind as a person reads it (doubles from their bits)."""
    if isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], (tuple, bytes)):
        nonnull, data = v
        if not nonnull:
            return "NULL"
        if isinstance(data, bytes):
            return repr(data.decode("utf-8", "replace"))
        vals = [double_text(x) if fn.result == "doubles" else f"{x:#x}" for x in data[:12]]
        return "[" + ", ".join(vals) + (", …" if len(data) > 12 else "") + f"] ({len(data)} values)"
    if fn.result == "f64":
        return double_text(v)
    if fn.c_result.startswith("int"):
        return str(v - (1 << 32) if v >= 1 << 31 else v)
    return f"{v:#x}" if v > 9 else str(v)


def double_text(b):
    return repr(struct.unpack("<d", struct.pack("<Q", b))[0])


def _doubles(fn, v):
    if fn.result == "f64":
        return [v]
    if fn.result == "doubles" and v[0]:
        return list(v[1])
    return []


def differences(cat, tr, a, b):
    """The first field where two observations differ, as text (a: native, b: wasm)."""
    for key in ("result", "err", "err_before", "msg", "valid"):
        if a[key] != b[key]:
            return key, repr(a[key]), repr(b[key])
    for e in sorted(set(a["reads"]) | set(b["reads"])):
        ra, rb = a["reads"].get(e), b["reads"].get(e)
        if ra is None or rb is None:
            return f"reads of {e[0]} {e[1]:#x}", repr(ra), repr(rb)
        for f, x, y in zip(cat.reads_for(e[0]), ra, rb):
            if x != y:
                return f"fizz_{f.name} of {e[0]} {e[1]:#x}", show(f, x), show(f, y)
    return None


def judge(cat, fn, tr, obs, before):
    """Problems of one call on one build's observation: (kind, detail) or None."""
    err = obs["err"]
    if not fn.params:
        pass     # version, last_error, last_error_message: nothing to refuse, no status of their own
    elif fn.name in cat.quiet:
        if err != obs["err_before"]:
            return "status convention", f"the last error went {obs['err_before']} -> {err}, documented untouched"
    elif err < 0:
        if not obs["msg"]:
            return "status convention", f"last error {err} with an empty message"
        r, c = obs["result"], fn.c_result
        wrong = ((c == "int32_t" and (r - (1 << 32) if r >= 1 << 31 else r) != err)
                 or (c in ("uint32_t", "uint64_t") and r != 0)
                 or (c == "double" and r != observe.NAN_BITS)
                 or (fn.result in ("doubles", "words", "string") and r[0] != 0))
        if wrong:
            return "status convention", f"refused with {err} but answered {show(fn, r)}"
        if before is not None:
            for entry, v in zip(tr, obs["valid"]):
                if entry in before[0] and before[0][entry] != v:
                    return ("refused call changed state",
                            f"{entry[0]} {entry[1]:#x} valid {before[0][entry]} -> {v} (refused with {err})")
            limit = cat.defines.get("FIZZ_E_LIMIT")
            for e, reads in obs["reads"].items():
                if e not in before[1] or before[1][e] == reads:
                    continue
                for f, x, y in zip(cat.reads_for(e[0]), before[1][e], reads):
                    if x == y or (f.name in cat.reserving and err == limit and y > x) or \
                            (f.name in cat.reserving_any and y > x):
                        continue
                    return ("refused call changed state",
                            f"fizz_{f.name} of {e[0]} {e[1]:#x}: {show(f, x)} -> {show(f, y)} (refused with {err})")
    elif err > 0:
        return "status convention", f"last error {err} is positive"
    else:
        if obs["msg"]:
            return "status convention", f"success with a message {obs['msg']!r}"
        if fn.c_result == "int32_t" and obs["result"] >= 1 << 31:
            return "status convention", f"negative result {show(fn, obs['result'])} with last error 0"
        if any(not observe.finite(d) for d in _doubles(fn, obs["result"])):
            return "non-finite result", f"returned {show(fn, obs['result'])} with status 0"
    for e, reads in obs["reads"].items():
        for f, v in zip(cat.reads_for(e[0]), reads):
            if any(not observe.finite(d) for d in _doubles(f, v)):
                return "non-finite state", f"afterwards fizz_{f.name} of {e[0]} {e[1]:#x} = {show(f, v)}"
    return None


def restore_problem(cat, fn, args, obs, before):
    """Every snapshot of accepted state restores, to the same hash: a `<kind>_snapshot_roundtrip`
    (catalogue.SNAPSHOT_ROUNDTRIP) of a live object answers 0 and leaves its hash as it was.
    (kind, detail) or None."""
    kind = cat.roundtrip_calls.get(fn.name)
    if kind is None or before is None:
        return None
    entry = (kind, args[0], 0)
    if not before[0].get(entry):
        return None           # not a live object of that kind: a refusal is the answer
    if obs["err"] != 0:
        return ("accepted state does not restore",
                f"fizz_{kind}_restore of {kind} {args[0]:#x}'s own snapshot answered {obs['err']} ({obs['msg']!r})")
    k = next((n for n, f in enumerate(cat.reads_for(kind)) if f.name == kind + "_hash"), None)
    was, now = before[1].get(entry), obs["reads"].get(entry)
    if k is not None and was is not None and now is not None and was[k] != now[k]:
        return ("accepted state does not restore",
                f"{kind} {args[0]:#x} restored from its own snapshot: hash {was[k]:#x} -> {now[k]:#x}")
    return None


def end_checks(cat, calls, tracked, valid, results):
    """The calls that end every sequence: each live object of a kind with snapshots restored
    from its own snapshot (named by the first call that answered its handle)."""
    out = []
    made = {}
    for i in sorted(results):
        if cat.api[calls[i].name].c_result == "uint32_t":
            made.setdefault(results[i], i)
    for name, kind in cat.roundtrip_calls.items():
        for (k, h, _), ok in zip(tracked, valid):
            if k == kind and ok:
                out.append(Call(name, [("ref", made[h]) if h in made else ("lit", h)]))
    return out


def _track(cat, tracked, fn, args, result, valid_seen):
    """A non-zero handle result joins the tracked list once per kind it might be (the next
    state read asks each kind's is_valid; guesses never valid are dropped)."""
    if fn.c_result != "uint32_t" or result == 0 or fn.result != "i32":
        return
    root = args[0] if fn.params and cat.handle_kind(fn, 0) in cat.roots else 0
    for k in cat.kinds:
        entry = (k, result, 0 if k in cat.roots else root)
        if (k in cat.roots or root) and entry not in tracked:
            tracked.append(entry)
            valid_seen[entry] = False


def run(calls, cat, wasm, native, generator=None, length=0) -> Outcome:
    """Runs `calls`; with a generator, first extends them to `length` calls one at a time
    (each drawn knowing which handles are live)."""
    wasm.reset()
    native.reset()
    tracked, valid_seen, results = [], {}, {}
    before = None
    made = 0
    accepted = {}
    try:
        i = -1
        ending = False
        while True:
            if not (i + 1 < len(calls) or (generator and i + 1 < length)):
                if ending or before is None:
                    break
                # The sequence passed: every live object's snapshot must restore into it.
                ending = True
                calls.extend(end_checks(cat, calls, tracked, [before[0].get(e, 0) for e in tracked], results))
                continue
            i += 1
            if i == len(calls):
                valid = [before[0].get(e, 0) for e in tracked] if before else [0] * len(tracked)
                calls.append(generator.next_call(i, tracked, valid))
            c = calls[i]
            fn = cat.api[c.name]
            args = c.resolve(results)
            tr = list(tracked)
            where = f"call {i} fizz_{c.name}({', '.join(_arg(fn, k, a) for k, a in enumerate(args))})"
            native.perform(c.name, args, tr)
            stop = None
            try:
                ow = observe.perform(wasm, cat, fn, args, tr)
            except Stopped as e:
                stop, ow = e, None
            made += 1
            try:
                on = native.collect(where, 5.0 if stop and stop.kind == "wasm over budget" else None)
            except Stopped as e:
                if stop is None or e.kind == "native crash":
                    return Outcome(Finding(e.kind, i, c.name, e.detail, native=e.detail,
                                           wasm=stop.detail if stop else "ran"), made, tracked, accepted)
                on = None
            if stop is not None:
                return Outcome(Finding(stop.kind, i, c.name, stop.detail, native="ran" if on else "no answer within 5 s either",
                                       wasm=stop.detail), made, tracked, accepted)
            if on != ow:
                what, x, y = differences(cat, tr, on, ow)
                return Outcome(Finding("native and wasm disagree", i, c.name, f"{where}: {what} differs",
                                       native=x, wasm=y), made, tracked, accepted)
            problem = judge(cat, fn, tr, ow, before) or restore_problem(cat, fn, args, ow, before)
            if problem:
                return Outcome(Finding(problem[0], i, c.name, f"{where}: {problem[1]}"), made, tracked, accepted)
            tally = accepted.setdefault(c.name, [0, 0])
            tally[0] += 1
            if ow["err"] == 0 or not fn.params or fn.name in cat.quiet:
                tally[1] += 1
            if fn.result == "i32":
                results[i] = ow["result"]
            for entry, v in zip(tr, ow["valid"]):
                if v:
                    valid_seen[entry] = True
            tracked[:] = [e for e in tracked if valid_seen.get(e)]
            _track(cat, tracked, fn, args, ow["result"] if ow["err"] == 0 else 0, valid_seen)
            if len(tracked) > TRACKED:   # forget the oldest stale handles first
                dead = [e for e, v in zip(tr, ow["valid"]) if not v and e in tracked]
                drop = set(dead[: len(tracked) - TRACKED])
                tracked[:] = [e for e in tracked if e not in drop]
            before = (dict(zip(tr, ow["valid"])), ow["reads"])
            if generator:
                generator.record(i, ow, args, c.name)
    finally:
        native.end()
    return Outcome(None, made, tracked, accepted)


def _arg(fn, k, a):
    kind = fn.params[k]
    if kind == "f64":
        return repr(a)
    return f"{a:#x}" if a > 9 else str(a)
