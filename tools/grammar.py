"""One grammar for every kind of wasm/fizz.h: the same verbs, names and integer types for the
same idea. tools/gen-catalogue refuses a header that breaks it (and so does its --check), so
a new kind, or a call added by hand, cannot bring back a dialect of its own.

For every kind with a class (`@kind <k> … class <C>`):
  create    `uint32_t fizz_<k>_create(…)` with `@returns <k>`: its one factory
  destroy   `int32_t fizz_<k>_destroy(uint32_t <k>)`; is_valid: `int32_t fizz_<k>_is_valid(uint32_t <k>)`
  hash      `uint64_t fizz_<k>_hash(uint32_t <k>)`
  snapshot  `int32_t fizz_<k>_snapshot(uint32_t, uint8_t*, uint32_t)` and `int32_t
            fizz_<k>_restore(uint32_t, const uint8_t*, uint32_t)`, exactly when the @kind line
            gives a snapshot number
  memory    `int32_t fizz_<k>_set_memory_budget(uint32_t <k>, int64_t bytes)`, `int64_t
            fizz_<k>_get_memory_budget(uint32_t <k>)`, `int64_t fizz_<k>_get_memory_used(uint32_t <k>)`:
            every kind, int64 bytes as the world's; no other call names memory
  clock     `int32_t fizz_<k>_step(uint32_t <k>, double dt)` exactly when the @kind line says `clock`
And for every call:
  pointer   a raw pointer event is `pointer_<down|move|up|cancel>` (never bare `cancel`, nor
            `touch_`/`finger_`), and a kind with one of the four has all four; a gesture over
            them (the picker's drag, pan) is `<gesture>_begin`, `_move`, `_end`
  handles   a parameter or result that names a kind is a uint32_t
  getters   where `set_<x>` exists, the call reading <x> back is `get_<x>`, never bare `<x>`
And for every comment after the header's opening one (comment_problems):
  comments  at most 3 lines (not counting a section's `/* ---- Title` line or lines holding
            only `@` rules): a call's contract (units, range, errors); the reasoning, formulas
            and figures go to the component's page in docs/, which the comment links. The
            hosts copy these comments into their doc comments, so a long one is long 4 times.
"""
from __future__ import annotations

import re

_POINTER = ("down", "move", "up", "cancel")


def _shape(fn):
    return fn.c_result.replace(" ", ""), [p.replace(" ", "") for p in fn.c_params]


def problems(api, kinds, kind_of) -> list:
    """Every place `api` (header.parse_header) breaks the grammar, as one sentence each."""
    out = []
    by_kind: dict = {}
    for fn in api.values():
        by_kind.setdefault(kind_of(fn, kinds), []).append(fn)

    def need(k, verb, result, params):
        fn = api.get(f"{k.name}_{verb}")
        want = f"`{result} fizz_{k.name}_{verb}({', '.join(params)})`"
        if fn is None:
            out.append(f"{k.name}: no fizz_{k.name}_{verb}: every kind with a class has {want}")
        elif _shape(fn) != (result, params):
            out.append(f"fizz_{k.name}_{verb} must be {want} (the grammar's {verb}), not "
                       f"`{fn.c_result} fizz_{fn.name}({', '.join(fn.c_params)})`")

    for k in kinds:
        if k.host_class is None:
            continue
        mine = by_kind.get(k.name, [])
        factories = [f for f in mine if f.handle == k.name and k.name not in f.handle_params]
        if [f.name for f in factories] != [f"{k.name}_create"]:
            out.append(f"{k.name}: its one factory is fizz_{k.name}_create (@returns {k.name}), not "
                       f"{[f.c_name for f in factories] or 'none'}")
        need(k, "destroy", "int32_t", ["uint32_t"])
        need(k, "is_valid", "int32_t", ["uint32_t"])
        need(k, "hash", "uint64_t", ["uint32_t"])
        if k.snapshot is not None:
            need(k, "snapshot", "int32_t", ["uint32_t", "uint8_t*", "uint32_t"])
            need(k, "restore", "int32_t", ["uint32_t", "constuint8_t*", "uint32_t"])
        elif f"{k.name}_snapshot" in api or f"{k.name}_restore" in api:
            out.append(f"{k.name}: snapshot/restore declared, but its @kind line gives no snapshot number")
        need(k, "set_memory_budget", "int32_t", ["uint32_t", "int64_t"])
        need(k, "get_memory_budget", "int64_t", ["uint32_t"])
        need(k, "get_memory_used", "int64_t", ["uint32_t"])
        if k.clock:
            need(k, "step", "int32_t", ["uint32_t", "double"])
        elif f"{k.name}_step" in api:
            out.append(f"fizz_{k.name}_step: a step is a clock's; the @kind {k.name} line says no `clock`")
        memory = {f"{k.name}_{v}" for v in ("set_memory_budget", "get_memory_budget", "get_memory_used")}
        for fn in mine:
            if "memory" in fn.name and fn.name not in memory:
                out.append(f"fizz_{fn.name}: a kind's memory calls are set_memory_budget, get_memory_budget and "
                           f"get_memory_used (int64 bytes), nothing else")
        verbs = set()
        for fn in mine:
            rest = fn.name[len(k.name) + 1:] if fn.name.startswith(k.name + "_") else fn.name
            last = rest.rsplit("_", 1)[-1]
            # Raw pointer events; a gesture over them (the picker's drag_* and pan_*) has its own
            # begin/move/end, checked below.
            if last in _POINTER and rest != f"pointer_{last}" and (rest == last or re.match(r"(touch|finger|pointer)_", rest)):
                out.append(f"fizz_{fn.name}: a pointer event is fizz_{k.name}_pointer_{last}")
            m = re.fullmatch(r"pointer_(down|move|up|cancel)", rest)
            if m:
                verbs.add(m.group(1))
        if verbs and verbs != set(_POINTER):
            out.append(f"{k.name}: has pointer_{'/'.join(sorted(verbs))} but not pointer_"
                       f"{'/'.join(v for v in _POINTER if v not in verbs)}: pointer events come as down, move, up, cancel")
    names = {k.name for k in kinds}
    for fn in api.values():
        m = re.fullmatch(r"(.+)_move", fn.name)
        if m and not m.group(1).endswith("pointer") and not all(f"{m.group(1)}_{v}" in api for v in ("begin", "end")):
            out.append(f"fizz_{fn.name}: a gesture comes as fizz_{m.group(1)}_begin, _move, _end")
        for i, h in enumerate(fn.handle_params):
            if h in names and fn.c_params[i].replace(" ", "") != "uint32_t":
                out.append(f"fizz_{fn.name}: parameter {fn.param_names[i]} names a {h}, so it is a uint32_t handle")
        if fn.handle in names and fn.c_result.replace(" ", "") != "uint32_t":
            out.append(f"fizz_{fn.name}: @returns {fn.handle}, so its result is a uint32_t handle")
        m = re.fullmatch(r"(.+?)_set_(.+)", fn.name)
        if m and f"{m.group(1)}_{m.group(2)}" in api and f"{m.group(1)}_get_{m.group(2)}" not in api:
            out.append(f"fizz_{m.group(1)}_{m.group(2)}: reads back what fizz_{fn.name} sets, so it is "
                       f"fizz_{m.group(1)}_get_{m.group(2)}")
    return out


#: Lines a comment of fizz.h may take, the section title and `@` rule lines not counted.
COMMENT_LINES = 3


def comment_problems(text: str) -> list:
    """Every comment of fizz.h `text` but its opening one that is longer than COMMENT_LINES,
    as one sentence each naming its line and the call (or define) it documents."""
    out = []
    comments = list(re.finditer(r"/\*.*?\*/", text, re.S))
    for m in comments[1:]:
        lines = m.group(0).split("\n")
        if lines[0].startswith("/* ---- "):
            lines = lines[1:]
        prose = [l for l in lines if not (re.match(r"^\s*\*\s*@(kind|returns|frame|was)\b", l))]
        if len(prose) > COMMENT_LINES:
            after = re.search(r"\b(fizz_\w+)\s*\(|#define\s+(\w+)", text[m.end():])
            what = (after.group(1) or after.group(2)) if after else "the end of the file"
            line = text.count("\n", 0, m.start()) + 1
            out.append(f"wasm/fizz.h:{line}: the comment above {what} takes {len(prose)} lines; at most "
                       f"{COMMENT_LINES}: the contract (units, range, errors), the reasoning in docs/<component>.md")
    return out
