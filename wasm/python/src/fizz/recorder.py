"""Records a session of calls into fizz.wasm as a `.fizz` scenario (Tests/Scenarios/README.md),
so that a bug seen in any host becomes a file that `fizz replay` and every host's replayer run
to the same frames. The Python twin of wasm/js/recorder.mjs, line for line.

Every call goes through Fizz.call, which hands it here while recording: one place, for every
call of every kind. The recorder does what a replay does around a call, in the same order, so
that the session and its replay see the same engine: an array call is preceded by its counting
call, and a frame producer's success is followed by its hash call. It folds every result and
frame into the replay's digest, so the recording ends with the summary its replay prints.
"""
from __future__ import annotations

import math
import struct

from .scenario import FNV1a, parse_number

#: The largest magnitude a decimal integer literal of the format spells (15 digits).
_DECIMAL_LIMIT = 999_999_999_999_999


def _bits(d: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", d))[0]


def double_literal(d: float) -> str:
    """A double as a scenario literal every host parses to exactly its bits: the shortest
    decimal when the format's decimals spell it, else 1/n when it is that fraction (frame
    times), else float.hex()."""
    if math.isnan(d):
        return "nan"
    if math.isinf(d):
        return "inf" if d > 0 else "-inf"
    s = repr(float(d))
    if s.endswith(".0"):
        s = s[:-2]
    n = parse_number(s)
    if n is not None and _bits(n.double) == _bits(d):
        return s
    k = round(1 / d) if 1e-6 <= d <= 0.5 else 0      # a frame time such as 1/60 reads better as it is
    if 2 <= k <= 1_000_000 and _bits(1 / k) == _bits(d):
        return f"1/{k}"
    return float(d).hex()


def _signed32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


class Recorder:
    """The recording of one Fizz instance: `raw(name, *args)` calls an export unrecorded,
    `read(address, size)` reads memory, `signatures` is _calls.SIGNATURES (generated from fizz.h)."""

    LIMIT = 64 * 1024 * 1024   # the most characters a recording keeps

    def __init__(self, raw, read, signatures):
        self._raw = raw
        self._read = read
        self._signatures = signatures
        self._lines: list[str] = []
        self._last: list | None = None     # [text, count] of the last line while it repeats
        self._names: dict[int, str] = {}
        self._counters: dict[str, int] = {}
        self._hash = FNV1a()
        self._recording = True
        self._chars = 0
        self.notes: list[str] = []
        #: The hash of every frame so far, in order: what `fizz replay` prints as frames.
        self.frames: list[int] = []

    def call(self, name: str, args):
        sig = self._signatures.get(name)
        if not self._recording:
            return self._raw(name, *args)
        if sig is None:
            self._note(f"{name}({', '.join(map(str, args))}): not replayable (a pointer or buffer argument or result)")
            return self._raw(name, *args)
        params, result, _, _, frame, count = sig
        values = [float(a) if p == "d" else int(a) for p, a in zip(params, args)]
        if count is not None:
            self._raw(count[0], *[values[k] for k in count[1]])
        r = self._raw(name, *args)
        self._record(name, sig, values, r)
        if frame is not None and result == "i32" and _signed32(r) == 0:
            h = self._raw(frame[0], values[frame[1]]) & 0xFFFFFFFFFFFFFFFF
            self._hash.add(h)
            self.frames.append(h)
        return r

    def _record(self, name, sig, values, r):
        params, result, handle_kind, handle_params, _, count = sig
        words = []
        for i, v in enumerate(values):
            if handle_params[i] is not None and (v & 0xFFFFFFFF) in self._names:
                words.append(self._names[v & 0xFFFFFFFF])
            elif params[i] == "d":
                words.append(double_literal(v))
            else:
                v = _signed32(v) if params[i] == "i" else v
                if params[i] == "I" and abs(v) > _DECIMAL_LIMIT:
                    self._note(f"{name}: {v} has more than 15 digits, which a scenario cannot spell: the replay refuses that line")
                words.append(str(v))
        assign = ""
        if handle_kind is not None and r & 0xFFFFFFFF:
            n = self._counters.get(handle_kind, 0) + 1
            self._counters[handle_kind] = n
            label = f"{handle_kind}{n}"
            self._names[r & 0xFFFFFFFF] = label
            assign = f"{label} = "
        self._line(assign + " ".join([name[5:], *words]))
        h = self._hash
        if result in ("doubles", "words"):
            p = r & 0xFFFFFFFF
            n = self._raw(count[0], *[values[k] for k in count[1]])
            h.add(1 if p else 0)
            if p and n > 0:
                size = 8 if result == "doubles" else 4
                data = self._read(p, n * count[2] * size)
                if result == "doubles":
                    for (d,) in struct.iter_unpack("<d", data):
                        h.add_double(d)
                else:
                    for (w,) in struct.iter_unpack("<I", data):
                        h.add(w)
        elif result == "string":
            p = r & 0xFFFFFFFF
            data = self._read(p, 4096).split(b"\0", 1)[0] if p else b""
            h.add(len(data))
            for b in data:
                h.add(b)
        elif result == "f64":
            h.add_double(r)
        elif result == "i64":
            h.add(r & 0xFFFFFFFFFFFFFFFF)
        else:
            h.add(r & 0xFFFFFFFF)

    def _line(self, text: str):
        if self._last is not None and self._last[0] == text and " = " not in text:
            self._last[1] += 1
            return
        self._flush()
        self._last = [text, 1]
        self._chars += len(text) + 1
        if self._chars > self.LIMIT:
            self._note(f"recording stopped at {self.LIMIT} characters")
            self._recording = False

    def _flush(self):
        if self._last is not None:
            text, count = self._last
            self._lines.append(f"{text} *{count}" if count > 1 else text)
            self._last = None

    def _note(self, text: str):
        self._flush()
        self.notes.append(text)
        self._lines.append(f"# note: {text}")

    def stop(self):
        self._recording = False

    @property
    def summary(self) -> str:
        """What a replay of this recording prints: `frames=N final=HEX digest=HEX`."""
        final = self.frames[-1] if self.frames else 0
        return f"frames={len(self.frames)} final={final:016x} digest={self._hash.value:016x}"

    def text(self) -> str:
        self._flush()
        head = ["# Recorded by the Python host (fizz/recorder.py): every call into fizz.wasm, in order.",
                "# Replay: fizz replay FILE (or python3 -m fizz replay FILE); it prints the summary below."]
        return "\n".join([*head, *self._lines, f"# recorded: {self.summary}"]) + "\n"
