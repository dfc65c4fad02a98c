"""A call sequence and its scenario file (Tests/Scenarios/README.md).

An argument is ('ref', i), the result of call i (a handle; 0 once call i is gone), or
('lit', value): a 32/64-bit pattern or a float. Doubles that no decimal of the format can
spell exactly are written as hex floats (`0x1p-1074`), which the format reads bit for bit.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from catalogue import scenario

MASK32 = 0xFFFFFFFF
MASK64 = 0xFFFFFFFFFFFFFFFF


@dataclass
class Call:
    name: str
    args: list

    def resolve(self, results):
        """The argument values, given the results so far (by call index)."""
        return [results.get(a[1], 0) if a[0] == "ref" else a[1] for a in self.args]


def double_text(v: float) -> str:
    if v != v:
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    texts = [repr(v).replace("e+", "e"), f"{v:.15g}".replace("e+", "e")]
    # A host's 1/60 is no 15-digit decimal, but it is the fraction the format reads as one
    # division: look for a small denominator.
    texts += [f"{round(v * b)}/{b}" for b in range(2, 1001) if abs(v * b) < 1e15 and round(v * b) / b == v][:1]
    for t in texts:
        n = scenario.parse_number(t)
        if n is not None and math.copysign(1.0, n.double) == math.copysign(1.0, v) and n.double == v:
            return t
    return v.hex()


def int_text(v: int, kind: str, signed: bool) -> str:
    if kind == "i64":
        s = v - (1 << 64) if v >= 1 << 63 else v
        if abs(s) <= 999999999999999:
            return str(s)
        raise ValueError(f"{v:#x} has no literal in the scenario format")
    s = v - (1 << 32) if signed and v >= 1 << 31 else v
    return f"0x{v:08X}" if not signed and v >= 1 << 24 else str(s)


def to_scenario(calls: list, cat, header_lines=()) -> str:
    """The sequence as a scenario: a result that a later call uses gets a name."""
    used = {a[1] for c in calls for a in c.args if a[0] == "ref"}
    present = {i for i in range(len(calls))}
    lines = [f"# {h}" if h else "#" for h in header_lines]
    for i, c in enumerate(calls):
        fn = cat.api[c.name]
        words = []
        for k, (a, kind) in enumerate(zip(c.args, fn.params)):
            if a[0] == "ref":
                words.append(f"r{a[1]}" if a[1] in present else "0")
            elif kind == "f64":
                words.append(double_text(a[1]))
            else:
                words.append(int_text(a[1], kind, fn.c_params[k].startswith("int")))
        prefix = f"r{i} = " if i in used else ""
        lines.append(prefix + " ".join([c.name] + words))
    return "\n".join(lines) + "\n"


def renumber(calls: list, keep: list) -> list:
    """The calls at the indices `keep` (sorted), references renumbered; a reference to a
    dropped call becomes the literal 0 (what its name would hold had it never been made)."""
    where = {old: new for new, old in enumerate(keep)}
    out = []
    for old in keep:
        c = calls[old]
        out.append(Call(c.name, [("ref", where[a[1]]) if a[0] == "ref" and a[1] in where
                                 else (("lit", 0) if a[0] == "ref" else a) for a in c.args]))
    return out


def from_scenario(text: str, cat, repeat_cap=10000) -> list:
    """A scenario file as a sequence (`*N` repeats expanded up to repeat_cap)."""
    parsed = scenario.parse_scenario(text, cat.api)
    calls, last = [], {}
    for line in parsed.lines:
        args = []
        for (what, a), kind in zip(line.args, line.fn.params):
            if what == "name":
                args.append(("ref", last[a]) if a in last else ("lit", 0))
            elif kind == "f64":
                args.append(("lit", a.double))
            elif kind == "i64":
                args.append(("lit", (a.integer or 0) & MASK64))
            else:
                args.append(("lit", (a.integer or 0) & MASK32))
        for _ in range(min(line.repeat, repeat_cap)):
            calls.append(Call(line.fn.name, list(args)))
        if line.result is not None:
            last[line.result] = len(calls) - 1
    return calls
