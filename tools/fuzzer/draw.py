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
HOST_DOUBLES = [0.0, 1 / 60, 1 / 120, 1 / 144, 0.5, 1.0, 0.25, 2.0, 10.0, 30.0, 40.0, 80.0, 100.0,
                200.0, 390.0, 844.0, 0.33, 0.66, 0.99, 1.33]

#: What a host does with a piece it just made, by the suffix of the accepted call that made it:
#: the calls (stem + suffix) that follow it, mixed with everything else, and how often. Drawn
#: alone among 330 calls, fizz_layout_attach, _set_measured_size, _transition_frame and
#: fizz_motion_set_easing were accepted 0 to 3 times a 75 s run (issue 25, "Checks"): each
#: needs a piece made just before (a behavior index, a brick, a brick the last update laid out
#: with no structural call since, a target of two stops or more). Followers draw the newest id
#: of the call that made it, or a pair (id, repetition) the object's `<kind>_ids` read handed
#: out, 0 for an index, and go on from the previous number of the same name (stop inputs rise).
#: The last field: only when the object's `<kind>_ids` read holds an item (the last update
#: handed out one). A brick added is given its repeat count first (fizz_layout_set_repeat_count
#: takes a brick: drawn alone, 62 of 1,600 accepted in 600 s).
FOLLOW = (("_add_behavior", ["attach", "attach"], 0.9, False),
          ("_add_brick", ["set_repeat_count", "set_measured_size", "update"], 0.8, False),
          ("_set_offset", ["transition_frame"] * 3, 0.9, True), ("_update", ["transition_frame"] * 3 + ["sticking_percentage"], 0.9, True),
          ("_add_target", ["add_stop"] * 3 + ["set_easing"] * 2, 0.8, False))

MAX_CHILDREN = 80   # handles of child kinds (bubbles) alive at once, per sequence
MAX_ROOTS = 3
MASK32 = 0xFFFFFFFF


def _ulps(x: float):
    return [math.nextafter(x, -math.inf), x, math.nextafter(x, math.inf)]


class Generator:
    def __init__(self, cat, rng, hostility: float, focus: str | None = None, favour=(), edges: float = 0.0):
        self.cat, self.rng, self.h = cat, rng, hostility
        #: The share of numbers not drawn hostile that are drawn at an edge of a documented
        #: range (`_edge`).
        self.edges = edges
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
            elif cat.makes_ids(f):
                w = 3.0
            elif f.name.startswith("last_error") or f.name == "version":
                w = 0.3
            if focus and focus in f.name:
                w *= 20
            if f.name in favour:     # calls not yet accepted in this run (main.py, --every-call)
                w *= 20
            weights.append(w)
        self.weights = weights
        # Each sequence goes deep into a few kinds rather than a little into all of them: the
        # calls of 1 to 3 root kinds (a call's kind: its first handle's root kind) keep their
        # weight, the others' is cut to 5 %. 332 calls spread over 120 calls a sequence left
        # most kinds with no live object and most calls refused at their handle.
        kinds = sorted({self._root_kind(cat.api[n]) for n in favour} - {None}) or cat.roots
        self.focus_kinds = set(self.rng.sample(kinds, min(len(kinds), self.rng.choice([1, 1, 1, 2]))))
        self.weights = [w if self._root_kind(f) in self.focus_kinds or self._root_kind(f) is None else w * 0.05
                        for f, w in zip(cat.calls, weights)]
        self.burst = None
        self.careful = self.following = False
        self.retry, self.retry_of, self.retries = None, "", 0
        self.accepted_args = {}
        self.good = {}
        self.last_double = {}     # (call prefix, parameter name) -> the last careful double
        self.centres = {}
        self.shown = {}       # root handle -> the (id, repetition) pairs its `<kind>_ids` read holds
        self.pair = None      # the pair a following call's id came from (its repetition goes with it)
        self.gesture = []
        self.held = {}            # a gesture's integer arguments, by (kind, name), for its followers
        self.held_roots = {}      # kind -> the object the last gesture or follower began on
        self.last_name = ""
        #: Root handle → {call name → ids its accepted `_add` calls returned} (catalogue.is_id).
        self.ids = {}

    def _root_kind(self, f):
        """The root kind a call works on: its first handle parameter's, a child kind's owner;
        None for a call on no object."""
        for i in range(len(f.params)):
            kind = self.cat.handle_kind(f, i)
            if kind:
                return kind if kind in self.cat.roots else self.cat.owner.get(kind)
        return None

    @staticmethod
    def _prefix(f):
        """The first word of a call's name (`layout`, `picker`): calls sharing it share
        parameter meanings."""
        return f.name.split("_", 1)[0]

    def _creator(self, f):
        return f.c_result == "uint32_t" and any(s in f.name for s in ("_add", "_spawn", "_create"))

    def _creates_root(self, f):
        return self._creator(f) and not any(self.cat.handle_kind(f, i) for i in range(len(f.params)))

    def record(self, i, obs, args=(), name=None):
        """After call i: a handle it returned first is named by its index from now on; the
        centres of each world's bubbles (its `*_positions` read) are kept, so that points
        (parameters x, y) can land on a bubble and taps, drags and hit tests find one."""
        r = obs["result"]
        if isinstance(r, int) and r and obs["err"] == 0 and r not in self.origin:
            self.origin[r] = i
        if name is None or name == self.last_name:   # not a closing round trip the runner added
            self._learn(obs, args)
        # A gesture that began (`*_begin`, `*_down`) is followed, as a host would, by a few
        # `*_move` calls and its `*_end` (`*_up`), mixed with everything else; one in three
        # ends in its `*_cancel` instead, where there is one (the system took the touches):
        # drawn alone, a cancel almost never came while a pointer was down (1 to 7 accepted
        # a run).
        # (Only when it began: a begin that answers a handle answers 0 when it took nothing,
        # and a drag_end after a drag_begin on no bubble was refused: 4 of 881 accepted.)
        # A gesture that begins while another is under way (a second finger, a pan during a
        # drag) is queued after it, not in its place: replaced, the first one's end never came
        # (fizz_picker_drag_end 74, fizz_motion_pointer_cancel 54 accepted in 600 s). Its
        # integer arguments (the `pointer` that went down) are kept for its followers
        # (`held`): a move or up of another pointer is refused.
        fn = self.cat.api.get(self.last_name)
        pending = list(self.gesture)
        began = obs["err"] == 0 and (fn is None or fn.c_result != "uint32_t" or bool(obs["result"]))
        for start, finish in (("begin", "end"), ("down", "up")):
            if self.last_name.endswith("_" + start) and began:
                stem = self.last_name[: -len(start)]
                if stem + "cancel" in self.cat.api and self.rng.random() < 1 / 3:
                    finish = "cancel"
                self.gesture = self.gesture + [n for n in [stem + "move"] * self.rng.randrange(1, 6) + [stem + finish]
                                               if n in self.cat.api and self.cat.api[n].callable]
                if fn is not None:
                    for k, name in enumerate(fn.param_names):
                        if k < len(args) and fn.params[k] == "i32" and not self.cat.handle_kind(fn, k):
                            self.held[(self._prefix(fn), name)] = args[k]
        # A stop appended is followed, as a host builds a curve, by a few more and the easing
        # of a segment between them: fizz_motion_set_easing needs a target of two stops or
        # more, which stops drawn one at a time among 330 calls almost never made (0 of 2,839
        # accepted in a 75 s run).
        if self.last_name.endswith("_add_stop") and obs["err"] == 0 and not self.gesture:
            stem = self.last_name[: -len("add_stop")]
            self.gesture = [n for n in [stem + "add_stop"] * self.rng.randrange(1, 4) + [stem + "set_easing"]
                            if n in self.cat.api and self.cat.api[n].callable]
        self.centres = {}
        self.shown = {}
        views = {}
        for (kind, h, _), reads in obs["reads"].items():
            for f, v in zip(self.cat.reads_for(kind), reads):
                if f.name == kind + "_ids" and f.result == "words" and f.stride == 2 and v[0] and v[1]:
                    self.shown[h] = list(zip(v[1][0::2], v[1][1::2]))
                if f.name.endswith("_positions") and f.result == "doubles" and v[0] and f.stride >= 2:
                    xs = [struct.unpack("<d", struct.pack("<Q", b))[0] for b in v[1]]
                    r = (lambda k: xs[k + 2]) if f.stride >= 3 else (lambda k: 0.0)
                    self.centres[h] = [(xs[k], xs[k + 1], r(k)) for k in range(0, len(xs), f.stride)]
                # A picker's render is in view points (world points minus the content offset),
                # which its tap, hit test and drag take: aimed at world points, a drag_begin on a
                # panned picker took nothing. Its radius drawn is radius × scale.
                if f.name.endswith("_render") and f.result == "doubles" and v[0] and f.stride >= 4:
                    xs = [struct.unpack("<d", struct.pack("<Q", b))[0] for b in v[1]]
                    views[h] = [(xs[k], xs[k + 1], xs[k + 2] * xs[k + 3]) for k in range(0, len(xs), f.stride)]
        self.centres.update(views)
        for suffix, then, p, shown in FOLLOW:
            if self.last_name.endswith(suffix) and obs["err"] == 0 and not self.gesture and self.rng.random() < p \
                    and (not shown or (args and self.shown.get(args[0]))):
                stem = self.last_name[: -len(suffix) + 1]
                self.gesture = [stem + n for n in then if stem + n in self.cat.api and self.cat.api[stem + n].callable]
        # The object a gesture or a follower began on is the one its followers go to: drawn among
        # the live objects of its kind, a drag's end went to another world as often as not.
        if self.gesture != pending and fn is not None and args and obs["err"] == 0:
            kind = self.cat.handle_kind(fn, 0)
            if kind in self.cat.roots:
                self.held_roots[kind] = args[0]

    def _learn(self, obs, args):
        """What the call just drawn teaches the next draws: retries, accepted arguments, ids."""
        r = obs["result"]
        fn = self.cat.api[self.last_name] if self.last_name in self.cat.api else None
        # A careful call refused for its arguments (their combination: a FILL width with a
        # value, a channel of a removed id) is drawn again, up to 6 times in a row, as a host
        # fixing its call would: arguments that depend on each other are found by search.
        self.retries = self.retries + 1 if self.retry_of == self.last_name else 0
        self.retry_of = self.last_name
        if obs["err"] < 0 and self.careful and self.retries < 6 and fn is not None and not self.burst:
            self.retry = self.last_name
        # The plain-number arguments of an accepted call are kept (8 a call): careful calls
        # start from them half the time, one argument drawn afresh, so a combination found
        # once is explored around rather than searched for again.
        if obs["err"] == 0 and fn is not None and args:
            kept = self.accepted_args.setdefault(fn.name, [])
            numbers = {k: args[k] for k in range(len(fn.params)) if not self.cat.handle_kind(fn, k)}
            if numbers and numbers not in kept:
                kept.append(numbers)
                del kept[:-8]
        # And each integer argument of an accepted call, by kind and parameter name: a
        # `section` one call accepted (a layout's root, 1) or a `pointer` that went down is
        # what the kind's other calls with that parameter try first.
        if obs["err"] == 0 and fn is not None and args:
            for k in range(len(fn.params)):
                if fn.params[k] == "i32" and not self.cat.handle_kind(fn, k):
                    good = self.good.setdefault((self._prefix(fn), fn.param_names[k]), [])
                    if args[k] not in good:
                        good.append(args[k])
                        del good[:-8]
        # An accepted call's time `t` is the object's clock from now on, whoever drew it (a
        # hostile draw too): a gesture's next event continues from there, as a host's clock
        # never goes back (an event before the previous one is refused).
        if obs["err"] == 0 and fn is not None and "t" in fn.param_names:
            k = fn.param_names.index("t")
            key = (self._prefix(fn), "t")
            if k < len(args) and isinstance(args[k], float) and math.isfinite(args[k]) \
                    and args[k] > self.last_double.get(key, -math.inf):
                self.last_double[key] = args[k]
        if fn is not None and self.cat.makes_ids(fn) and obs["err"] == 0 and args and r < 1 << 31:
            self.ids.setdefault(args[0], {}).setdefault(fn.name, []).append(r)

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
        following = False         # a gesture's next step: drawn carefully, its own arguments again
        roots = [e for e in self.live if e[0] in self.cat.roots]
        children = [e for e in self.live if e[0] not in self.cat.roots]
        while True:
            if i == 0 or (not roots and rng.random() < 0.7):
                made = [f for f in self.cat.calls if self._creates_root(f)]
                mine = [f for f in made if f.name.split("_", 1)[0] in self.focus_kinds]
                f = rng.choice(mine if mine and rng.random() < 0.9 else made)
            elif self.retry:
                f = self.cat.api[self.retry]
                self.retry = None
            elif self.gesture and rng.random() < 0.5:
                f = self.cat.api[self.gesture.pop(0)]
                following = True
            else:
                f = rng.choices(self.cat.calls, self.weights)[0]
            kind = self._root_kind(f)
            if kind and not any(e[0] == kind for e in roots) and rng.random() > self.h:
                # No live object for it: mostly a call of a kind that has one (the hostile
                # share keeps calls on nothing, which must be refused).
                if rng.random() < 0.5:
                    continue
                creators = [g for g in self.cat.calls if self._creates_root(g) and g.name.startswith(kind + "_")]
                if creators and len(roots) < MAX_ROOTS:
                    f = rng.choice(creators)
            if self._creator(f):
                if self._creates_root(f) and len(roots) >= MAX_ROOTS:
                    continue
                if not self._creates_root(f) and len(children) >= MAX_CHILDREN:
                    continue
            break
        args = []
        chosen_root = None
        # Half the calls are drawn carefully: every argument as a host would pass it (options
        # from the header's constants, ids the object handed out, numbers inside the
        # documented ranges), so that calls with many parameters (fizz_layout_add_brick has
        # 7) are accepted often; the other half mix in documented edges and plain numbers.
        self.careful = following or rng.random() < 0.5
        self.following = following
        self.target = None          # the bubble centre this call's x and y aim at, if any
        self.pair = None
        for k in range(len(f.params)):
            kind = self.cat.handle_kind(f, k)
            held = self.held_roots.get(kind) if following and k == 0 else None
            if kind and held is not None and any(e[1] == held for e in self.live):
                a = self._ref(held)
                chosen_root = held
                args.append(a)
            elif kind:
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
                args.append(("lit", self._int(f, k, chosen_root) & MASK32))
        kept = self.accepted_args.get(f.name)
        if self.careful and kept and not following and rng.random() < 0.5:
            base = rng.choice(kept)
            fresh = rng.choice(list(base))
            args = [("lit", base[k]) if k in base and k != fresh else a for k, a in enumerate(args)]
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
        if not first and not self.careful and rng.random() < self.h:
            x = rng.random()
            if x < 0.6:
                return rng.choice(HOSTILE_DOUBLES)
            edges = [v for lo, hi in ranges for v in _ulps(lo) + _ulps(hi)] or HOSTILE_DOUBLES
            return rng.choice(edges)
        name = f.param_names[k]
        key = (self._prefix(f), name)
        go_on = 1.0 if self.following and name == "t" else 0.8 if self.following else 0.4
        if self.careful and not first and key in self.last_double and rng.random() < go_on:
            # 40 % of careful numbers (80 % of a follower's, all of a follower's times `t`)
            # continue the previous one of the same name: times that never go back (a
            # gesture's events are refused before the previous one's), stop inputs in
            # increasing order, a drag that moves on.
            v = self.last_double[key] + rng.choice([1 / 120, 1 / 60, 0.05, 0.25, 1.0, 10.0])
            if not ranges or any(lo <= v <= hi for lo, hi in ranges):
                self.last_double[key] = v
                return v
        v = self._double_drawn(f, k, first, root, name, ranges)
        if self.careful and math.isfinite(v):
            self.last_double[key] = v
        return v

    def _double_drawn(self, f, k, first, root, name, ranges):
        rng = self.rng
        if name in ("x", "y") and self.target is not None:
            return self._on_target(name)     # where x aimed
        if self.edges and ranges and rng.random() < self.edges:
            return self._edge(ranges)
        # A careful draw: a host's value for the name (in a documented range), else a number
        # the comment mentions (0 and 1 for flags and unused parameters) a quarter of the time.
        x = (0.0 if rng.random() < 0.75 else 0.9) if self.careful else rng.random()
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
            if name.endswith("width") or name.endswith("height"):
                v = float(rng.choice([100, 200, 390, 844, 500]))
            elif "radius" in name or "selected" in name:
                v = float(rng.choice([10, 20, 30, 40, 60, 80]))
            elif name == "dt":
                return rng.choice([1 / 60, 1 / 60, 1 / 60, 1 / 120, 1 / 30, 0.25, 1.0])
            else:
                v = rng.choice(HOST_DOUBLES)
            # A host value no documented range holds is one the call refuses: one in range.
            if not ranges or any(lo <= v <= hi for lo, hi in ranges):
                return v
            x = 0.6
        if ranges and x < 0.85:
            lo, hi = rng.choice(ranges)
            if rng.random() < 0.5 and lo >= 0 and hi > 0:
                return round(min(hi, max(lo, math.exp(rng.uniform(math.log(max(lo, 1e-3)), math.log(hi))))), 4)
            return round(rng.uniform(lo, hi), 4)
        nums = self.cat.numbers(f)
        return float(rng.choice(nums)) if nums else rng.choice(HOST_DOUBLES)

    def _edge(self, ranges):
        """A number at an edge of a documented range, inside it: the ends and one ulp in from
        each (the smallest positive double for a range open at 0). Drawn one at a time among
        the other numbers, each end is rare; accepted together (a 1e7 world of 1e6 bubbles at
        1e4 Hz, a 1e-6 s time constant with a 1e12 velocity), they are the inputs a host may
        pass that no other draw combines, and every output must stay finite with them."""
        lo, hi = self.rng.choice(ranges)
        return self.rng.choice([lo, hi, math.nextafter(lo, hi), math.nextafter(hi, lo)])

    def _on_target(self, name):
        """A coordinate inside the aimed bubble (its radius as the last positions read)."""
        x, y, r = self.target
        c = x if name == "x" else y
        return round(c + self.rng.uniform(-0.5, 0.5) * min(abs(r), 1e6), 3)

    def _id_pool(self, f, k, root):
        """The ids object `root` handed out that id parameter k of f may take: of the
        `_add_<noun>` call it is named after (`section` from add_section), else of any of its
        adds but those another parameter of the call is named after (`id` beside `behavior`
        takes no behavior index); never 0 for a uint32_t (an add answering 0 gave a status)."""
        made = self.ids.get(root, {})
        noun_call = self.cat.id_maker(f, k)
        others = {self.cat.id_maker(f, j) for j in range(len(f.params)) if j != k and self.cat.is_id(f, j)}
        pool = made.get(noun_call, []) if noun_call else [v for c, vs in made.items() if c not in others for v in vs]
        return [v for v in pool if v] if f.c_params[k] == "uint32_t" else pool

    def _int(self, f, k, root=None):
        rng = self.rng
        if not self.careful and rng.random() < self.h:
            return rng.choice(HOSTILE_INTS)
        name = f.param_names[k]
        pool = self._id_pool(f, k, root) if self.cat.is_id(f, k) and root is not None else None
        if self.following and (self._prefix(f), name) in self.held:
            return self.held[(self._prefix(f), name)]     # the pointer its gesture began with
        if self.following and name == "count":
            # A brick just added is repeated as a host repeats one: a few to a thousand times.
            # The 8,388,608 edge stays with the calls drawn alone: followed every run, it made
            # most of a layout's calls its known worst cases (an update of 8,388,608 items over
            # the 2e9 fuel, a snapshot past fizz_alloc's 256 MiB under a raised budget).
            return rng.choice([0, 1, 2, 3, 10, 100, 1000])
        if self.following:
            # A follower (FOLLOW) uses what was just made or shown: a pair the last update
            # handed out for a call on an item's repetition (and that pair's repetition), else
            # the newest id of its maker, 0 for an index.
            shown = self.shown.get(root) if root is not None else None
            if pool is not None and "repetition" in f.param_names and shown and rng.random() < 0.7:
                self.pair = rng.choice(shown)
                return self.pair[0]
            if name == "repetition" and self.pair is not None:
                return self.pair[1]
            if pool:
                return pool[-1]
            if self.cat.is_index(f, k):
                return 0
        given = self.cat.given_values(f, k)     # "(`on` 1) or stops it (`on` 0)"
        if given and self.careful:
            return rng.choice(given)
        good = self.good.get((self._prefix(f), name))
        if self.careful and good and rng.random() < (0.9 if self.following else 0.5):
            return rng.choice(good)
        if pool is not None and (self.careful or rng.random() < 0.8):
            # An id the same object handed out (`_id_pool`); or 0 (`before`: at the end) or 1
            # (a layout's root section), as the header documents.
            if pool and rng.random() < 0.7:
                # The newest half the time: stops go to the newest target, items to the
                # newest group (the header's rule for appending calls).
                return pool[-1] if rng.random() < 0.5 else rng.choice(pool[-16:])
            return self.cat.id_default(f, k) if rng.random() < 0.8 else rng.choice([0, 1])
        opts = self.cat.int_options(f, k) or self.cat.options(f)
        if opts and (self.careful or rng.random() < 0.8):
            return rng.choice(opts)
        ends = [int(v) for lo, hi in self.cat.ranges(f) for v in (lo, hi) if v == int(v) and abs(v) < 1 << 31]
        if self.edges and ends and rng.random() < self.edges:
            return rng.choice(ends)   # an iteration count, a limit at its documented end
        if self.careful:       # flags, small counts and indices: 0 and 1 first
            return rng.choice([0, 1]) if rng.random() < 0.6 else rng.choice([2, 3, 4, 8])
        nums = [int(v) for v in self.cat.numbers(f) if v == int(v) and abs(v) < 1 << 31]
        nums += [int(v) for lo, hi in self.cat.ranges(f) for v in (lo, hi) if v == int(v) and abs(v) < 1 << 31]
        if nums and rng.random() < 0.6:
            v = rng.choice(nums)
            return v + rng.choice([-1, 0, 0, 0, 1])
        return rng.choice([0, 1, 2, 3, 4, 8, 16, 64])
