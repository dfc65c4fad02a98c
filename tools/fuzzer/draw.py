"""The random half of the fuzzer: which call comes next and with which arguments.

Handles come from pools by the parameter's name (its kind): live, stale (once valid, now not),
foreign (a child of another root), wrong kind, 0, or a random word. Numbers come from the
comment's documented ranges and constants, from values a host would pass, and, as often as the
sequence's hostility says, from a hostile list (NaN, ±inf, ±0, subnormals, 1e±300, range edges
± 1 ulp, huge and negative integers). Only values the scenario format can spell are drawn.
"""
from __future__ import annotations

import math
import struct

from sequence import Call

HOSTILE_DOUBLES = [math.nan, math.inf, -math.inf, 0.0, -0.0, 5e-324, 2.2250738585072014e-308,
                   1e-308 / 3, 1e-300, 1e-200, 2.2e-308, 1e-30, -1e-300, 1e300, -1e300, 1e200,
                   1.7976931348623157e308, -1.7976931348623157e308, -1.0, 1e7, 1e15, -5e-324]
HOSTILE_INTS = [0, -1, 1, -2, 0x7FFFFFFF, -0x80000000, 0x7FFFFFFE, 65535, 65536, 131071, 131072,
                1 << 24, 4096, 4097, -131071, 64, 65, 10000]
U64S = [0, 1, 2, 3, 7, 42, 0x5EED, -1, -2, 999999999999999, -999999999999999, 0xFFFFFFFF]
HOST_DOUBLES = [1 / 60, 1 / 120, 1 / 144, 0.5, 1.0, 0.25, 2.0, 10.0, 30.0, 40.0, 80.0, 100.0,
                200.0, 390.0, 844.0, 0.33, 0.66, 0.99, 1.33]

MAX_CHILDREN = 80   # handles of child kinds (bubbles) alive at once, per sequence
MAX_ROOTS = 3
MASK32 = 0xFFFFFFFF


def _ulps(x: float):
    return [math.nextafter(x, -math.inf), x, math.nextafter(x, math.inf)]


class Generator:
    def __init__(self, cat, rng, hostility: float, focus: str | None = None):
        self.cat, self.rng, self.h = cat, rng, hostility
        self.origin = {}      # handle -> index of the first call that returned it
        self.live = []        # (kind, handle, root) valid after the last call
        self.stale = []       # once valid, now not
        self.seen = set()
        weights = []
        for f in cat.calls:
            w = 1.0
            if "step" in f.name:
                w = 8.0
            elif self._creator(f):
                w = 4.0
            elif f.name.startswith("last_error") or f.name == "version":
                w = 0.3
            if focus and focus in f.name:
                w *= 20
            weights.append(w)
        self.weights = weights
        self.burst = None
        self.centres = {}
        self.gesture = []
        self.last_name = ""

    def _creator(self, f):
        return f.c_result == "uint32_t" and any(s in f.name for s in ("_add", "_spawn", "_create"))

    def _creates_root(self, f):
        return self._creator(f) and not any(self.cat.handle_kind(f, i) for i in range(len(f.params)))

    def record(self, i, obs):
        """After call i: a handle it returned first is named by its index from now on; the
        centres of each world's bubbles (its `*_positions` read) are kept, so that points
        (parameters x, y) can land on a bubble and taps, drags and hit tests find one."""
        r = obs["result"]
        if isinstance(r, int) and r and obs["err"] == 0 and r not in self.origin:
            self.origin[r] = i
        # A gesture that began (`*_begin`) is followed, as a host would, by a few `*_move`
        # calls and its `*_end`, mixed with everything else.
        if self.last_name.endswith("_begin") and obs["err"] == 0:
            stem = self.last_name[: -len("begin")]
            self.gesture = [n for n in [stem + "move"] * self.rng.randrange(1, 6) + [stem + "end"]
                            if n in self.cat.api and self.cat.api[n].callable]
        self.centres = {}
        for (kind, h, _), reads in obs["reads"].items():
            for f, v in zip(self.cat.reads_for(kind), reads):
                if f.name.endswith("_positions") and f.result == "doubles" and v[0] and f.stride >= 2:
                    xs = [struct.unpack("<d", struct.pack("<Q", b))[0] for b in v[1]]
                    r = (lambda k: xs[k + 2]) if f.stride >= 3 else (lambda k: 0.0)
                    self.centres[h] = [(xs[k], xs[k + 1], r(k)) for k in range(0, len(xs), f.stride)]

    def next_call(self, i, tracked, valid):
        """Call i, given the tracked handles and their validity after call i-1."""
        self.live = [e for e, ok in zip(tracked, valid) if ok]
        for e in self.live:
            self.seen.add(e)
        self.stale = [e for e in tracked if e in self.seen and e not in self.live]
        rng = self.rng
        if self.burst and self.burst[1] > 0:
            self.burst[1] -= 1
            self.last_name = self.burst[0].name
            return Call(self.burst[0].name, list(self.burst[2]))
        roots = [e for e in self.live if e[0] in self.cat.roots]
        children = [e for e in self.live if e[0] not in self.cat.roots]
        while True:
            if i == 0 or (not roots and rng.random() < 0.7):
                f = rng.choice([f for f in self.cat.calls if self._creates_root(f)])
            elif self.gesture and rng.random() < 0.5:
                f = self.cat.api[self.gesture.pop(0)]
            else:
                f = rng.choices(self.cat.calls, self.weights)[0]
            if self._creator(f):
                if self._creates_root(f) and len(roots) >= MAX_ROOTS:
                    continue
                if not self._creates_root(f) and len(children) >= MAX_CHILDREN:
                    continue
            break
        args = []
        chosen_root = None
        self.target = None          # the bubble centre this call's x and y aim at, if any
        for k in range(len(f.params)):
            kind = self.cat.handle_kind(f, k)
            if kind:
                a = self._handle(kind, chosen_root)
                if kind in self.cat.roots and a[0] == "ref":
                    chosen_root = self._value_of_ref(a)
                args.append(a)
            elif f.params[k] == "f64":
                args.append(("lit", self._double(f, k, i == 0, chosen_root)))
            elif f.params[k] == "i64":
                args.append(("lit", rng.choice(U64S) & 0xFFFFFFFFFFFFFFFF if rng.random() < 0.8
                             else rng.randrange(0, 10 ** 15)))
            else:
                args.append(("lit", self._int(f) & MASK32))
        call = Call(f.name, args)
        self.last_name = f.name
        if self._creator(f) and not self._creates_root(f) and rng.random() < 0.04:
            room = MAX_CHILDREN - len(children)
            if room > 2:
                self.burst = [f, rng.randrange(1, room), args]
        return call

    def _value_of_ref(self, a):
        for h, idx in self.origin.items():
            if idx == a[1]:
                return h
        return None

    def _ref(self, h):
        return ("ref", self.origin[h]) if h in self.origin else ("lit", h)

    def _handle(self, kind, root):
        rng = self.rng
        live = [e for e in self.live if e[0] == kind]
        own = [e for e in live if root is None or e[2] == root or kind in self.cat.roots]
        foreign = [e for e in live if root is not None and e[2] != root and kind not in self.cat.roots]
        stale = [e for e in self.stale if e[0] == kind]
        other = [e for e in self.live if e[0] != kind]
        x = rng.random()
        hostile = self.h
        if x < hostile * 0.25 and stale:
            return self._ref(rng.choice(stale)[1])
        if x < hostile * 0.45 and foreign:
            return self._ref(rng.choice(foreign)[1])
        if x < hostile * 0.6 and other:
            return self._ref(rng.choice(other)[1])
        if x < hostile * 0.7:
            return ("lit", 0)
        if x < hostile * 0.85:
            return ("lit", rng.choice([rng.getrandbits(32), rng.getrandbits(32) | 0x44000000 & ~0x80000000,
                                       0x80000000 | rng.getrandbits(30), 0xFFFFFFFF]))
        pool = own or live or other
        return self._ref(rng.choice(pool)[1]) if pool else ("lit", 0)

    def _double(self, f, k, first, root=None):
        rng = self.rng
        ranges = self.cat.ranges(f)
        if not first and rng.random() < self.h:
            x = rng.random()
            if x < 0.6:
                return rng.choice(HOSTILE_DOUBLES)
            edges = [v for lo, hi in ranges for v in _ulps(lo) + _ulps(hi)] or HOSTILE_DOUBLES
            return rng.choice(edges)
        name = f.param_names[k]
        if name in ("x", "y") and self.target is not None:
            return self._on_target(name)     # where x aimed
        x = rng.random()
        if x < 0.55:
            if name in ("x", "y"):
                centres = self.centres.get(root) or []
                if centres and rng.random() < 0.85:
                    self.target = rng.choice(centres)
                    if all(map(math.isfinite, self.target)):
                        return self._on_target(name)
                    self.target = None
                return round(rng.uniform(-20, 420), 3)
            if name in ("fx", "fy"):
                return round(rng.uniform(0, 1), 3)
            if name in ("width", "height"):
                return float(rng.choice([100, 200, 390, 844, 500]))
            if "radius" in name or "selected" in name:
                return float(rng.choice([10, 20, 30, 40, 60, 80]))
            if name == "dt":
                return rng.choice([1 / 60, 1 / 60, 1 / 60, 1 / 120, 1 / 30, 0.25, 1.0])
            return rng.choice(HOST_DOUBLES)
        if ranges and x < 0.85:
            lo, hi = rng.choice(ranges)
            if rng.random() < 0.5 and lo >= 0 and hi > 0:
                return round(min(hi, max(lo, math.exp(rng.uniform(math.log(max(lo, 1e-3)), math.log(hi))))), 4)
            return round(rng.uniform(lo, hi), 4)
        nums = self.cat.numbers(f)
        return float(rng.choice(nums)) if nums else rng.choice(HOST_DOUBLES)

    def _on_target(self, name):
        """A coordinate inside the aimed bubble (its radius as the last positions read)."""
        x, y, r = self.target
        c = x if name == "x" else y
        return round(c + self.rng.uniform(-0.5, 0.5) * min(abs(r), 1e6), 3)

    def _int(self, f):
        rng = self.rng
        if rng.random() < self.h:
            return rng.choice(HOSTILE_INTS)
        opts = self.cat.options(f)
        if opts and rng.random() < 0.8:
            return rng.choice(opts)
        nums = [int(v) for v in self.cat.numbers(f) if v == int(v) and abs(v) < 1 << 31]
        nums += [int(v) for lo, hi in self.cat.ranges(f) for v in (lo, hi) if v == int(v) and abs(v) < 1 << 31]
        if nums and rng.random() < 0.6:
            v = rng.choice(nums)
            return v + rng.choice([-1, 0, 0, 0, 1])
        return rng.choice([0, 1, 2, 3, 4, 8, 16, 64])
