"""What the fuzzer knows about the C API, all of it read from wasm/fizz.h at run time.

Nothing here names a fizz_* function: handle kinds are the header's `@kind` lines, handle
parameters are the parameters named after a kind, reads are the side-effect-free getters
(`_get_`, `_is_`, `_count`, `_hash`, bulk reads), numbers come from the ranges and constants
each prototype's comment documents. A call declared tomorrow is fuzzed tomorrow.
"""
from __future__ import annotations

import importlib.util
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADER = os.path.join(ROOT, "wasm", "fizz.h")


def _load(name: str, path: str):
    """A module of the Python package loaded by path: the native server needs no wasmtime."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_SRC = os.path.join(ROOT, "wasm", "python", "src", "fizz")
header = _load("fizz_header", os.path.join(_SRC, "header.py"))
if "fizz" not in sys.modules:              # scenario.py imports `.header` relatively
    pkg = type(sys)("fizz")
    pkg.__path__ = [_SRC]
    sys.modules["fizz"] = pkg
    sys.modules["fizz.header"] = header
scenario = importlib.import_module("fizz.scenario")

_NUMBER = r"[-+±]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"


def _numbers(doc: str) -> list[float]:
    """Every number a comment mentions (± gives both signs)."""
    out = []
    for t in re.findall(_NUMBER, doc.replace(",", "")):
        if t[0] == "±":
            out += [float(t[1:]), -float(t[1:])]
        else:
            out.append(float(t))
    return out


def _ranges(doc: str) -> list[tuple[float, float]]:
    """Documented ranges: `a..b`, `(a, b]` and its kin, `±a` (as -a..a)."""
    doc = doc.replace(",000", "000")
    out = [(float(a), float(b)) for a, b in re.findall(rf"({_NUMBER})\s*\.\.\s*({_NUMBER})", doc)]
    out += [(float(a), float(b)) for a, b in re.findall(rf"[\(\[]\s*({_NUMBER})\s*,\s*({_NUMBER})\s*[\)\]]", doc)]
    out += [(-float(a), float(a)) for a in re.findall(r"±\s*(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)", doc)]
    return [(lo, hi) for lo, hi in out if lo < hi]


#: The fuzzer's own call per kind with snapshots, `<kind>_snapshot_restore`: snapshot the first
#: object, damage the bytes as `mode` says (at byte `at`, with `value`), restore them into the
#: second; answers the restore's status.
SNAPSHOT_RESTORE = "_snapshot_restore"
SNAPSHOT_MODES = ["intact", "truncated", "a byte flipped", "another kind (resealed)",
                  "a payload byte changed (resealed)", "NULL with a length", "too long", "empty",
                  "intact", "a 32-bit field set (resealed)"]
#: The fuzzer's own form of a call that takes doubles from a buffer (`const double* p`,
#: `uint32_t count`): `<name>_values`, whose `count`, `first` and `step` stand for the pointer
#: and count; each backend writes count % 33 doubles first + k·step into a buffer of its own
#: (fizz_alloc) and passes it (backends.buffer_call). A hostile buffer is another test's.
BUFFER_VALUES = "_values"
BUFFER_MAX = 33
#: The fuzzer's other call per kind with snapshots, `<kind>_snapshot_roundtrip`: the object's
#: snapshot restored into the object itself. A live object's must restore, to the same hash
#: (runner.restore_problem): every snapshot of accepted state is a snapshot the restore takes.
SNAPSHOT_ROUNDTRIP = "_snapshot_roundtrip"


class Catalogue:
    def __init__(self, text: str):
        self.api = header.parse_header(text)
        self.defines = {m.group(1): int(m.group(2)) for m in
                        re.finditer(r"#define\s+(FIZZ_\w+)\s+(-?\d+)", text)}
        #: Option groups: FIZZ_<WORD>_* → (its values, the calls the comment above its first
        #: line names, `fizz_x` or the `_y` shorthand for fizz_<kind>_y). Status codes
        #: (FIZZ_E_*) are no option.
        self.groups = _groups(text)
        #: Handle kinds: every `@kind` line of the header ("world", "bubble", …), in header order.
        self.declared = header.parse_kinds(text)
        self.kinds = [k.name for k in self.declared]
        self.calls = [f for f in self.api.values() if f.callable]
        # Snapshots: the buffer calls take bytes, which a drawn number cannot be, so the fuzzer
        # composes them into one call of its own per kind that has them (fizz_<kind>_snapshot
        # and fizz_<kind>_restore), which each backend runs (backends.snapshot_restore).
        #: `<kind>_snapshot_restore` and `<kind>_snapshot_roundtrip` → kind.
        self.snapshot_calls = {}
        #: `<kind>_snapshot_roundtrip` → kind.
        self.roundtrip_calls = {}
        for kind in self.kinds:
            if kind + "_snapshot" not in self.api or kind + "_restore" not in self.api:
                continue
            f = header.Function(name=kind + SNAPSHOT_RESTORE, params=["i32"] * 5, result="i32", c_result="int32_t",
                                c_params=["uint32_t"] * 5,
                                param_names=[kind, kind, "mode", "at", "value"],
                                doc=f"mode 0..{len(SNAPSHOT_MODES) - 1}: " + ", ".join(SNAPSHOT_MODES))
            r = header.Function(name=kind + SNAPSHOT_ROUNDTRIP, params=["i32"], result="i32", c_result="int32_t",
                                c_params=["uint32_t"], param_names=[kind],
                                doc="the object's snapshot restored into itself: 0, the same hash")
            for g in (f, r):
                self.api[g.name] = g
                self.calls.append(g)
                self.snapshot_calls[g.name] = kind
            self.roundtrip_calls[r.name] = kind
        #: `<name>_values` → the buffer call it makes (BUFFER_VALUES).
        self.buffer_calls = {}
        for f in list(self.api.values()):
            if f.callable or f.name in self.snapshot_calls or f.result not in ("i32", "f64"):
                continue
            ptrs = [k for k, c in enumerate(f.c_params) if c.replace(" ", "") == "constdouble*"]
            if len(ptrs) != 1 or ptrs[0] + 1 >= len(f.params) or f.c_params[ptrs[0] + 1] != "uint32_t":
                continue
            if not all(p in ("i32", "i64", "f64") for k, p in enumerate(f.params) if k != ptrs[0]):
                continue
            p = ptrs[0]
            g = header.Function(name=f.name + BUFFER_VALUES,
                                params=f.params[:p] + ["i32", "f64", "f64"] + f.params[p + 2:],
                                result=f.result, c_result=f.c_result,
                                c_params=f.c_params[:p] + ["uint32_t", "double", "double"] + f.c_params[p + 2:],
                                param_names=f.param_names[:p] + ["count", "first", "step"] + f.param_names[p + 2:],
                                doc=f.doc)
            self.api[g.name] = g
            self.calls.append(g)
            self.buffer_calls[g.name] = f.name
        self.quiet = {f.name for f in self.calls if "not touch the last error" in f.doc}
        #: Reads documented to grow, never shrink, on a call refused with FIZZ_E_LIMIT (room the
        #: call reserved before it was refused stays reserved): the one exception to "a refused
        #: call changes no read", taken from the header's own words.
        self.reserving = {f.name for f in self.calls if "room it reserved" in f.doc}
        #: Reads documented to grow, never shrink, on a call refused with any status ("room
        #: reserved before the refusal, whatever its status": every kind's memory used but the
        #: world's, whose calls reserve only what a FIZZ_E_LIMIT refusal can leave).
        self.reserving_any = {f.name for f in self.calls if "whatever its status" in f.doc}
        #: Kinds whose objects stand alone (no `owner`): created without another handle.
        self.roots = [k.name for k in self.declared if k.owner is None]
        #: A child kind's owner kind (bubble → world).
        self.owner = {k.name: k.owner for k in self.declared if k.owner is not None}
        self.reads = [f for f in self.calls if self._is_read(f)]
        self._reads_for = {}

    def handle_kind(self, fn, i: int) -> str | None:
        """The kind of handle parameter i takes, or None (a plain number)."""
        name = fn.param_names[i] if i < len(fn.param_names) else ""
        return name if fn.params[i] == "i32" and name in self.kinds else None

    def _is_read(self, f) -> bool:
        n = f.name
        if not f.params or not all(self.handle_kind(f, i) for i in range(len(f.params))):
            return False
        if n.endswith("_is_valid"):
            return False
        return ("_get_" in n or "_is_" in n or n.endswith("_count") or n.endswith("_hash")
                or n.endswith("_index") or f.result in ("doubles", "words"))

    def reads_of(self, kinds: tuple) -> list:
        """The reads whose parameters are exactly handles of these kinds: the bulk reads first,
        then the others, each in header order. A bulk read may grow the world-owned array it
        points into, which the world's memory accounting (a scalar read) then counts; made
        first, every round of reads leaves that accounting as the previous round left it, so
        only the call between two rounds can change it."""
        mine = [f for f in self.reads if tuple(self.handle_kind(f, i) for i in range(len(f.params))) == kinds]
        return [f for f in mine if f.result in ("doubles", "words")] + \
               [f for f in mine if f.result not in ("doubles", "words")]

    def reads_for(self, kind: str) -> list:
        """The reads of one object: (root) for a root kind, (root, child) for a child kind,
        the root's kind being the first parameter of the child's is_valid."""
        if kind not in self._reads_for:
            f = self.api[kind + "_is_valid"]
            kinds = (kind,) if len(f.params) == 1 else (self.handle_kind(f, 0), kind)
            self._reads_for[kind] = self.reads_of(kinds)
        return self._reads_for[kind]

    def options(self, fn) -> list[int]:
        """Values of every FIZZ_<GROUP>_* constant group the comment mentions (FIZZ_PAN_*)."""
        out = []
        for group in re.findall(r"FIZZ_([A-Z]+)_\*", fn.doc):
            out += [v for k, v in self.defines.items() if k.startswith(f"FIZZ_{group}_")]
        return out

    def int_options(self, fn, k: int) -> list[int]:
        """The values integer parameter k of fn takes from the header's constants: the group
        named like the parameter (`axis` FIZZ_AXIS_*, `easing` FIZZ_EASE_*, `order`
        FIZZ_ZORDER_*), else the groups the call's comment names (FIZZ_DIM_RATIO, FIZZ_PAN_*)
        or whose comment names the call; flag groups (powers of two) also give a few unions
        of their flags. Empty when no constant fits: the parameter is a plain number."""
        name = fn.param_names[k] if k < len(fn.param_names) else ""
        mine = {w for w in re.findall(r"FIZZ_([A-Z]+)_", fn.doc) if w in self.groups}
        mine |= {w for w, (_, names) in self.groups.items() if fn.name in names}
        last = name.rsplit("_", 1)[-1]
        named = [w for w in self.groups if name and (w.lower() in (name, last) or
                 (len(last) >= 4 and (last in w.lower() or w.lower().startswith(last[:4]))))]
        # A parameter the comment gives an index range of its own ("`segment` (… 0..stops − 2)")
        # is a plain index, not one of the call's constants.
        indexed = self.is_index(fn, k)
        chosen = [w for w in named if w in mine] or named or ([] if self.is_id(fn, k) or indexed else sorted(mine))
        out = []
        for w in chosen:
            values = self.groups[w][0]
            out += values
            if len(values) > 2 and all(v > 0 and v & (v - 1) == 0 for v in values):
                out += [values[0] | values[-1], values[1] | values[2]]
        return out

    def is_index(self, fn, k: int) -> bool:
        """Whether parameter k is an index the comment gives a range of its own ("`segment`
        (… 0..stops − 2)", "`repetition` (0..count − 1)"): 0 is always one when any is."""
        name = fn.param_names[k] if k < len(fn.param_names) else ""
        return bool(name) and re.search(rf"`{name}` \([^)]*\b0\.\.", fn.doc) is not None

    def given_values(self, fn, k: int) -> list[int]:
        """The values the comment gives parameter k one by one ("(`on` 1) or stops it (`on` 0)")."""
        name = fn.param_names[k] if k < len(fn.param_names) else ""
        return [int(v) for v in re.findall(rf"\(`{name}` (-?\d+)\)", fn.doc)] if name else []

    def is_id(self, fn, k: int) -> bool:
        """Whether integer parameter k of fn names something an earlier call made in the same
        object: `id` and `before`, or the noun of an `_add_<noun>` call of the same kind
        (`section`, `behavior`, `group`), or `channel` (the animator's adds return channel
        ids). The generator draws these from the ids that object's `_add` calls returned."""
        name = fn.param_names[k] if k < len(fn.param_names) else ""
        if fn.params[k] != "i32" or self.handle_kind(fn, k):
            return False
        kind = fn.name.split("_", 1)[0]
        return name in ("id", "before", "channel") or f"{kind}_add_{name}" in self.api

    def id_maker(self, fn, k: int) -> str | None:
        """The `_add_<noun>` call whose ids parameter k takes: the one named like it
        (`section`), or the noun the comment puts before it ("brick `id`"); None: any."""
        name, kind = fn.param_names[k], fn.name.split("_", 1)[0]
        for noun in [name] + re.findall(rf"(\w+) `{name}`", fn.doc):
            if f"{kind}_add_{noun}" in self.api:
                return f"{kind}_add_{noun}"
        return None

    def id_default(self, fn, k: int) -> int:
        """The id an id parameter takes when the object has handed out none: 0 where the
        comment gives 0 a meaning (`before` (0: at the end)), else 1 (the first id)."""
        name = fn.param_names[k]
        return 0 if re.search(rf"`{name}` \(0:", fn.doc) else 1

    def makes_ids(self, fn) -> bool:
        """An `_add` call on an object that answers an int32 id or index (≥ 0) on success."""
        return (fn.c_result == "int32_t" and "_add" in fn.name and bool(fn.params)
                and self.handle_kind(fn, 0) in self.roots)

    def numbers(self, fn) -> list[float]:
        return _numbers(fn.doc)

    def ranges(self, fn) -> list[tuple[float, float]]:
        return _ranges(fn.doc)


def _groups(text: str) -> dict:
    groups = {}
    comment = ""
    for line in text.splitlines():
        m = re.match(r"#define\s+FIZZ_([A-Z]+)_\w+\s+(-?\d+)", line)
        if m:
            word = m.group(1)
            if word != "E":
                values, names = groups.setdefault(word, ([], set()))
                values.append(int(m.group(2)))
                names |= _called(comment)
            continue
        if line.startswith("/*"):
            comment = line
        elif line.strip():
            comment = ""
    return groups


def _called(comment: str) -> set:
    """The calls a one-line comment names: `fizz_a_b`, and after one, `_c` for fizz_a_c."""
    out = set()
    kind = None
    for full, short in re.findall(r"fizz_(\w+)|(?<![\w])_([a-z]\w*)", comment):
        if full:
            out.add(full)
            kind = full.split("_", 1)[0]
        elif kind:
            out.add(f"{kind}_{short}")
    return out


def load(path: str = HEADER) -> Catalogue:
    with open(path, encoding="utf-8") as f:
        return Catalogue(f.read())
