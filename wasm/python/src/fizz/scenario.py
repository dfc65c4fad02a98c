"""The scenario format (Tests/Scenarios/README.md) in Python: parse a script of C API calls,
replay it on fizz.wasm in wasmtime, and condense what happened into the frame hashes and the
digest that Tests/Scenarios/golden.txt stores.

Every rule mirrors Sources/FizzScenario (Scenario.swift, ScenarioNumber.swift, Replayer.swift);
a host that disagrees in one bit of one frame fails the parity tests.
"""
from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass

from .header import Function

MASK32 = 0xFFFFFFFF
MASK64 = 0xFFFFFFFFFFFFFFFF


# ---- Numbers ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Number:
    double: float
    integer: int | None   # set for integer literals (decimal without '.'/exponent, or hex)


def parse_number(t: str) -> Number | None:
    """A literal of the scenario grammar, or None."""
    if t == "nan":
        return Number(math.nan, None)
    if t in ("inf", "+inf"):
        return Number(math.inf, None)
    if t == "-inf":
        return Number(-math.inf, None)
    if "/" in t:
        a, _, b = t.partition("/")
        x, y = _decimal(a), _decimal(b)
        if x is None or y is None:
            return None
        try:
            return Number(x.double / y.double, None)
        except ZeroDivisionError:   # IEEE division, as in Swift: ±inf or nan
            return Number(math.nan if x.double == 0 or math.isnan(x.double)
                          else math.copysign(math.inf, x.double) * math.copysign(1.0, y.double), None)
    h = _hex_float(t) if "p" in t else _hex(t)
    return h if h is not None else _decimal(t)


_HEX_FLOAT = re.compile(r"([+-]?)0[xX]([01])(?:\.([0-9a-fA-F]{0,13}))?[pP]([+-]?[0-9]{1,4})")


def _hex_float(t: str) -> Number | None:
    """An exact double as C's `%a` and Python's float.hex() print it: `[-]0x1.<hex>p<exp>`
    (normal, exponent -1022..1023) or `[-]0x0.<hex>p-1022` (subnormal) and `0x0p+0` (zero),
    at most 13 fraction digits. Its bits are assembled, never rounded, so hostile values
    (subnormals, range edges ± 1 ulp) replay identically everywhere."""
    m = _HEX_FLOAT.fullmatch(t)
    if not m:
        return None
    sign, lead, frac, e = m.group(1) == "-", m.group(2), (m.group(3) or ""), int(m.group(4))
    fraction = int(frac.ljust(13, "0"), 16)
    if lead == "1":
        if not -1022 <= e <= 1023:
            return None
        bits = (e + 1023) << 52 | fraction
    elif fraction == 0 or e == -1022:
        bits = fraction
    else:
        return None
    return Number(struct.unpack("<d", struct.pack("<Q", bits | (1 << 63 if sign else 0)))[0], None)


def _hex(t: str) -> Number | None:
    i, negative = 0, False
    if t[:1] == "-":
        negative, i = True, 1
    if not (len(t) - i > 2 and t[i] == "0" and t[i + 1] in "xX"):
        return None
    digits = t[i + 2:]
    if len(digits) > 8 or not re.fullmatch(r"[0-9a-fA-F]+", digits):
        return None   # hex literals are 32-bit words
    v = int(digits, 16)
    s = -v if negative else v
    return Number(float(s), s)


def _decimal(t: str) -> Number | None:
    """Clinger's fast path: ≤ 15 significant digits and |exponent| ≤ 22, so M × 10^e (or
    M / 10^−e) is one IEEE rounding of exact operands: the same double in every language."""
    i, n = 0, len(t)
    negative = False
    if i < n and t[i] in "+-":
        negative, i = t[i] == "-", i + 1
    mantissa = significant = exponent = 0
    saw_digit = saw_point = False
    is_integer = True
    while i < n:
        c = t[i]
        if "0" <= c <= "9":
            saw_digit = True
            if mantissa == 0 and c == "0":
                if saw_point:
                    exponent -= 1
            else:
                significant += 1
                if significant > 15:
                    return None
                mantissa = mantissa * 10 + ord(c) - 48
                if saw_point:
                    exponent -= 1
        elif c == "." and not saw_point:
            saw_point, is_integer = True, False
        else:
            break
        i += 1
    if not saw_digit:
        return None
    if i < n and t[i] in "eE":
        is_integer = False
        i += 1
        exp_negative = False
        if i < n and t[i] in "+-":
            exp_negative, i = t[i] == "-", i + 1
        e = digits = 0
        while i < n and "0" <= t[i] <= "9":
            e, digits, i = e * 10 + ord(t[i]) - 48, digits + 1, i + 1
            if e > 400:
                return None
        if digits == 0:
            return None
        exponent += -e if exp_negative else e
    if i != n:
        return None
    if mantissa == 0:
        exponent = 0
    if exponent < -22 or exponent > 22:
        return None
    p = 1.0
    for _ in range(abs(exponent)):
        p *= 10
    v = float(mantissa) / p if exponent < 0 else float(mantissa) * p
    if negative:
        v = -v
    return Number(v, (-mantissa if negative else mantissa) if is_integer else None)


# ---- Why a literal is refused (ScenarioNumber+Refusal.swift) -----------------------------

_DECIMAL_SHAPE = re.compile(r"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")


def number_refusal(t: str) -> tuple:
    """Why parse_number refuses a token: ("digits", count) for more than 15 significant digits,
    ("exponent",) for a power of ten beyond ±22, ("hex",) for more than 8 hex digits, or
    ("other",). Only meaningful for a token parse_number refuses."""
    if "/" in t:
        a, _, b = t.partition("/")
        return _decimal_refusal(a if _decimal(a) is None else b)
    body = t[1:] if t.startswith("-") else t
    if len(body) > 2 and body[0] == "0" and body[1] in "xX":
        return ("hex",) if re.fullmatch(r"[0-9a-fA-F]+", body[2:]) else ("other",)
    return _decimal_refusal(t)


def _decimal_refusal(t: str) -> tuple:
    if not _DECIMAL_SHAPE.fullmatch(t):
        return ("other",)
    digits = re.sub(r"[^0-9]", "", re.sub(r"[eE].*$", "", t)).lstrip("0")
    return ("digits", len(digits)) if len(digits) > 15 else ("exponent",)


def _literal_message(t: str, why: tuple) -> str:
    if why[0] == "digits":
        return (f"'{t}' has {why[1]} significant digits; a decimal has at most 15, "
                "so that every host parses it to the same double")
    if why[0] == "exponent":
        return (f"'{t}' needs a power of ten beyond ±22; a decimal stays within ±22, "
                "so that every host parses it to the same double")
    if why[0] == "hex":
        return f"'{t}' has more than 8 hex digits; a hex literal is a 32-bit word"
    return f"'{t}' is neither a name nor a number in the scenario format"


# ---- Unknown calls (ScenarioDiagnosis.swift) ----------------------------------------------

def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance between two strings."""
    if not a or not b:
        return len(a) + len(b)
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i]
        for j in range(1, len(b) + 1):
            current.append(min(previous[j - 1] + (a[i - 1] != b[j - 1]), previous[j] + 1, current[j - 1] + 1))
        previous = current
    return previous[len(b)]


def nearest_call(token: str, names) -> str | None:
    """The call a mistyped name most likely meant: `fizz_x` means `x`, else the closest name
    within 3 edits and fewer edits than the name is long; ties go to the alphabetically first."""
    key = token[5:] if len(token) > 5 and token.startswith("fizz_") else token
    scored = sorted((edit_distance(key, name), name) for name in names)
    if scored and scored[0][0] <= 3 and scored[0][0] < len(key):
        return scored[0][1]
    return None


def _unknown_call_message(token: str, api) -> str:
    near = nearest_call(token, api.keys())
    if near is None:
        return f"unknown call '{token}' (calls are the C names of wasm/fizz.h without 'fizz_')"
    return f"unknown call '{token}': did you mean '{near}'?"


# ---- Scenarios --------------------------------------------------------------------------

class ScenarioError(ValueError):
    """A scenario that does not parse; `line` is 1-based."""

    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass
class Line:
    number: int
    fn: Function
    args: list          # ('name', slot) or ('number', Number)
    result: int | None  # variable slot
    repeat: int


@dataclass
class Scenario:
    lines: list[Line]
    names: list[str]


_NAME = re.compile(r"[a-z_][a-z0-9_]*")


def _is_name(t: str) -> bool:
    return bool(_NAME.fullmatch(t)) and t not in ("nan", "inf")


def parse_scenario(text: str, api: dict[str, Function]) -> Scenario:
    names: list[str] = []
    lines: list[Line] = []

    def slot(t: str, creating: bool) -> int:
        if t in names:
            return names.index(t)
        if not creating:
            return -1
        names.append(t)
        return len(names) - 1

    for k, row in enumerate(text.split("\n")):
        number = k + 1
        tokens = [x for x in re.split(r"[ \t\r]+", row.split("#", 1)[0]) if x]
        if not tokens:
            continue
        result = None
        if len(tokens) >= 2 and tokens[1] == "=":
            if not _is_name(tokens[0]):
                raise ScenarioError(number, "a result name must be a lower-case identifier")
            result = slot(tokens[0], True)
            tokens = tokens[2:]
            if not tokens:
                raise ScenarioError(number, "nothing after '='")
        fn = api.get(tokens[0])
        if fn is None:
            raise ScenarioError(number, _unknown_call_message(tokens[0], api))
        if not fn.callable:
            raise ScenarioError(number, "this call takes or returns a type a scenario cannot pass")
        tokens = tokens[1:]
        repeat = 1
        if tokens and tokens[-1].startswith("*"):
            n = parse_number(tokens[-1][1:])
            if n is None or n.integer is None or not 1 <= n.integer <= 10_000_000:
                raise ScenarioError(number, "a repeat count is '*N' with N from 1 to 10000000")
            repeat = n.integer
            tokens = tokens[:-1]
        if len(tokens) != len(fn.params):
            raise ScenarioError(number, f"wrong number of arguments: {fn.name} takes {len(fn.params)}, got {len(tokens)}")
        args = []
        for i, t in enumerate(tokens):
            if _is_name(t):
                s = slot(t, False)
                if s < 0:
                    raise ScenarioError(number, "a name is used before it is assigned")
                args.append(("name", s))
                continue
            v = parse_number(t)
            if v is None:
                raise ScenarioError(number, _literal_message(t, number_refusal(t)))
            if fn.params[i] != "f64" and v.integer is None:
                raise ScenarioError(number, "an integer argument is not an integer literal")
            args.append(("number", v))
        lines.append(Line(number, fn, args, result, repeat))
    return Scenario(lines, names)


# ---- Values as they cross the ABI (ABIValue in Swift): (tag, payload) --------------------

def _bits32(tag: str, v) -> int:
    if tag == "f64":
        # Swift: UInt32(truncatingIfNeeded: Int64(d)) for finite d in [-2^31, 2^32), else 0.
        return int(v) & MASK32 if math.isfinite(v) and -2147483648.0 <= v < 4294967296.0 else 0
    return v & MASK32


def _double(tag: str, v) -> float:
    if tag == "f64":
        return v
    if tag == "i32":
        return float(v - (1 << 32) if v >= 1 << 31 else v)     # Double(Int32(bitPattern:))
    if tag == "i64":
        return float(v - (1 << 64) if v >= 1 << 63 else v)     # rounds to nearest, as Swift
    return float(v)


def _f64_bits(d: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", d))[0]


def _bits64(tag: str, v) -> int:
    return _f64_bits(v) if tag == "f64" else v & MASK64


def _coerce(tag: str, v, kind: str):
    if kind == "f64":
        return ("f64", _double(tag, v))
    if kind == "i64":
        return ("i64", _bits64(tag, v))
    return ("i32", _bits32(tag, v))


# ---- The digest ---------------------------------------------------------------------------

class FNV1a:
    """FNV-1a 64, each value fed as 8 little-endian bytes."""

    def __init__(self):
        self.value = 0xCBF29CE484222325

    def byte(self, b: int):
        self.value = ((self.value ^ b) * 0x100000001B3) & MASK64

    def add(self, v: int):
        h = self.value
        for k in range(8):
            h = ((h ^ ((v >> (8 * k)) & 0xFF)) * 0x100000001B3) & MASK64
        self.value = h

    def add_double(self, d: float):
        self.add(0x7FF8000000000000 if d != d else _f64_bits(d))   # every NaN alike


# ---- Replay -------------------------------------------------------------------------------

@dataclass
class Trace:
    frames: list[int]
    digest: int

    @property
    def summary(self) -> str:
        final = self.frames[-1] if self.frames else 0
        return f"frames={len(self.frames)} final={final:016x} digest={self.digest:016x}"


def _signed(kind: str, v: int) -> int:
    """wasmtime takes i32/i64 arguments as signed integers."""
    if kind == "i64":
        return v - (1 << 64) if v >= 1 << 63 else v
    return v - (1 << 32) if v >= 1 << 31 else v


def replay(scenario: Scenario, call, read, on_frame=None) -> Trace:
    """Replays on a backend: `call(name, args)` calls fizz_<name> with signed ints / floats and
    returns its raw result; `read(address, size)` returns `size` bytes of memory. A frame is
    recorded after each FIZZ_OK return of a frame producer (`fn.frame`, from `@frame` in the
    header the scenario was parsed with); `on_frame(index, hash, obj, kind)` sees each: the
    handle of the object it is of and its kind as the header names it ("world")."""
    h = FNV1a()
    frames: list[int] = []
    variables = [("i32", 0)] * len(scenario.names)
    for line in scenario.lines:
        fn = line.fn
        args = []
        for (what, a), kind in zip(line.args, fn.params):
            if what == "name":
                tag, v = variables[a]
            elif kind == "f64":
                tag, v = "f64", a.double
            elif kind == "i64":
                tag, v = "i64", (a.integer or 0) & MASK64
            else:
                tag, v = "i32", (a.integer or 0) & MASK32
            args.append(_coerce(tag, v, kind))
        raw = [v if tag == "f64" else _signed(tag, v) for tag, v in args]
        for _ in range(line.repeat):
            r = fn.result
            if r in ("doubles", "words"):
                n = call(fn.count, [raw[k] for k in fn.count_args])   # not fed (see the README)
                p = call(fn.name, raw) & MASK32
                h.add(0 if p == 0 else 1)
                if p != 0 and n > 0:
                    count = n * fn.stride
                    if r == "doubles":
                        for d in struct.unpack(f"<{count}d", read(p, 8 * count)):
                            h.add_double(d)
                    else:
                        for w in struct.unpack(f"<{count}I", read(p, 4 * count)):
                            h.add(w)
                result = ("ptr", p)
            elif r == "string":
                p = call(fn.name, raw) & MASK32
                s = b""
                if p != 0:
                    chunk = read(p, 4096, partial=True)
                    s = chunk.split(b"\0", 1)[0]
                h.add(len(s))
                for c in s:
                    h.add(c)
                result = ("ptr", p)
            elif r == "f64":
                d = call(fn.name, raw)
                h.add_double(d)
                result = ("f64", d)
            elif r == "i64":
                result = ("i64", call(fn.name, raw) & MASK64)
                h.add(result[1])
            else:
                result = ("i32", call(fn.name, raw) & MASK32)
                h.add(result[1])
            if line.result is not None:
                variables[line.result] = result
            if fn.frame is not None and result == ("i32", 0):
                obj = raw[fn.frame.param]
                frame = call(fn.frame.hash, [obj]) & MASK64
                h.add(frame)
                if on_frame:
                    on_frame(len(frames), frame, obj & MASK32, fn.frame.kind)
                frames.append(frame)
    return Trace(frames, h.value)


def parse_golden(text: str) -> dict[str, str]:
    """golden.txt: scenario name → summary."""
    golden = {}
    for row in text.splitlines():
        row = row.strip()
        if row and not row.startswith("#"):
            name, _, summary = row.partition(" ")
            golden[name] = summary
    return golden
