"""Issue 25's reproducers, each over the C API, in both builds: fizz.wasm in wasmtime (a fuel
budget per call, so a hang is a failure, and a trap is one) and the native library
(libFizzExports.so through ctypes, each reproducer in a child process, so a crash or a hang
fails that reproducer alone). One list, run twice: a reproducer that passes in one build and
not the other is a divergence the issue names as a bug (class 1).

Which bullet of the issue each reproducer covers is in its docstring (§1 … §6); the bullets
covered by Swift tests only are listed in the lead's audit table, not here.

    python3 -m pytest -q tools/test_issue25_audit.py     (after tools/build-wasm and
    swift build -c release --product FizzExports; FIZZ_NATIVE=path overrides the library)
"""
from __future__ import annotations

import ctypes
import math
import os
import re
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "wasm", "fizz.h")
WASM = os.path.join(ROOT, "wasm", "fizz.wasm")
NATIVE = os.environ.get("FIZZ_NATIVE", os.path.join(ROOT, ".build", "release", "libFizzExports.so"))
#: wasm instructions (about) one call may take before it counts as a hang.
FUEL = 20_000_000_000
INVALID_BUFFER, OUT_OF_RANGE = -9, -6


def signatures():
    """fizz.h's prototypes: name -> (result, [parameter kinds]), kinds i32 u32 i64 u64 f64 ptr."""
    kinds = {"int32_t": "i32", "uint32_t": "u32", "int64_t": "i64", "uint64_t": "u64", "double": "f64"}
    out = {}
    for m in re.finditer(r"^([a-z_0-9 ]+?\**)\s*(fizz_\w+)\(([^)]*)\);", open(HEADER).read(), re.M):
        result, name, params = m.group(1).strip(), m.group(2), m.group(3).strip()
        kind = lambda t: "ptr" if "*" in t else kinds.get(t.replace("const ", "").split()[0], "void")  # noqa: E731
        ps = [] if params in ("", "void") else [kind(p.rsplit(" ", 1)[0] if "*" not in p else p) for p in params.split(",")]
        out[name[5:]] = (kind(result), ps)
    return out


SIGS = signatures()


def _norm(kind, v):
    """A result as the header types it: signed for int32_t and int64_t."""
    if kind == "i32":
        v &= 0xFFFFFFFF
        return v - (1 << 32) if v >> 31 else v
    if kind == "u32":
        return v & 0xFFFFFFFF
    if kind == "i64":
        v &= (1 << 64) - 1
        return v - (1 << 64) if v >> 63 else v
    if kind == "u64":
        return v & ((1 << 64) - 1)
    return v


class Wasm:
    """fizz.wasm in wasmtime: `api.x(...)` calls fizz_x; a trap or a call past FUEL raises."""
    name = "wasm"

    def __init__(self):
        import wasmtime
        config = wasmtime.Config()
        config.consume_fuel = True
        engine = wasmtime.Engine(config)
        self.store = wasmtime.Store(engine)
        self.store.set_limits(memory_size=1 << 31)
        inst = wasmtime.Instance(self.store, wasmtime.Module.from_file(engine, WASM), [])
        self.ex = inst.exports(self.store)
        self.memory = self.ex["memory"]
        self.store.set_fuel(FUEL)
        self.ex["_initialize"](self.store)

    def __getattr__(self, name):
        result, params = SIGS[name]
        f = self.ex["fizz_" + name]

        def call(*args):
            self.store.set_fuel(FUEL)
            conv = [(_norm("i32", a) if k in ("i32", "u32", "ptr") else _norm("i64", a) if k in ("i64", "u64") else float(a))
                    for a, k in zip(args, params)]
            r = f(self.store, *conv)
            return _norm(result, r) if result in ("i32", "u32", "i64", "u64") else (r & 0xFFFFFFFF if result == "ptr" else r)
        return call

    def write(self, p, data):
        self.memory.write(self.store, bytes(data), p)

    def read(self, p, n):
        return bytes(self.memory.read(self.store, p, p + n))

    def memory_end(self):
        return self.memory.data_len(self.store)


class Native:
    """The native library through ctypes, typed from fizz.h."""
    name = "native"

    def __init__(self):
        self.lib = ctypes.CDLL(NATIVE)
        self.fns = {}

    def __getattr__(self, name):
        if name not in self.fns:
            ct = {"i32": ctypes.c_int32, "u32": ctypes.c_uint32, "i64": ctypes.c_int64, "u64": ctypes.c_uint64,
                  "f64": ctypes.c_double, "ptr": ctypes.c_void_p, "void": None}
            result, params = SIGS[name]
            f = getattr(self.lib, "fizz_" + name)
            f.argtypes, f.restype = [ct[k] for k in params], ct[result]
            self.fns[name] = (f, result)
        f, result = self.fns[name]
        return lambda *a: (f(*a) or 0) if result == "ptr" else f(*a)

    def write(self, p, data):
        ctypes.memmove(p, bytes(data), len(data))

    def read(self, p, n):
        return ctypes.string_at(p, n)


# ---- helpers over either build ----------------------------------------------------------------

def fnv(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def reseal(data):
    data[-8:] = fnv(bytes(data[:-8])).to_bytes(8, "little")
    return data


def snapshot(api, kind, h):
    n = getattr(api, kind + "_snapshot")(h, 0, 0)
    assert n > 0, f"{kind} snapshot size {n}"
    p = api.alloc(n)
    assert getattr(api, kind + "_snapshot")(h, p, n) == n
    data = bytearray(api.read(p, n))
    api.free(p)
    return data


def restore(api, kind, h, data):
    p = api.alloc(len(data))
    api.write(p, data)
    r = getattr(api, kind + "_restore")(h, p, len(data))
    api.free(p)
    return r


def doubles(api, p, n):
    return struct.unpack(f"<{n}d", api.read(p, 8 * n)) if n else ()


def put_doubles(api, values):
    p = api.alloc(8 * max(len(values), 1))
    api.write(p, struct.pack(f"<{len(values)}d", *values))
    return p


def carousel_records(api, k):
    n = api.carousel_visible_count(k)
    assert n >= 0
    return [doubles(api, api.carousel_visible(k) + 8 * 21 * i, 21) for i in range(n)]


def finite(xs):
    return all(math.isfinite(x) for x in xs)


def drag_carousel(api, k, x0, speed, duration, t0=0.0):
    """Press at x0 (y 150), move at `speed` pt/s in 1/120 s samples; returns (t, x) of the last."""
    assert api.carousel_pointer_down(k, t0, x0, 150) == 0
    t = x = 0.0
    for i in range(1, round(duration * 120) + 1):
        t, x = t0 + i / 120, x0 + speed * i / 120
        assert api.carousel_pointer_move(k, t, x, 150) == 0
    return t, x


def settle_carousel(api, k):
    for _ in range(1800):
        if api.carousel_get_phase(k) == 0:
            return
        assert api.carousel_step(k, 1 / 60) == 0
    raise AssertionError("the carousel never came to rest")


# ---- §1 restore proves the state ----------------------------------------------------------------

def r1_carousel_step_map(api):
    """§1 carousel: a gliding carousel's step map (payload bytes 385–416) grown to 2.0 at vv, or
    any entry one ulp off: refused, the carousel unchanged; its own snapshot restores."""
    k = api.carousel_create(390, 300, 100, 100, 20)
    assert api.carousel_set_looping(k, 0) == 0
    t, x = drag_carousel(api, k, 300, -1000, 0.1)
    assert api.carousel_pointer_up(k, t, x, 150) >= 0
    assert api.carousel_step(k, 1 / 60) == 0 and api.carousel_get_phase(k) == 2
    data, h = snapshot(api, "carousel", k), api.carousel_hash(k)
    for at in range(16 + 385, 16 + 417, 8):
        was = struct.unpack_from("<d", data, at)[0]
        for v in (2.0, math.nextafter(was, math.inf), math.nextafter(was, -math.inf)):
            bad = bytearray(data)
            struct.pack_into("<d", bad, at, v)
            assert restore(api, "carousel", k, reseal(bad)) == INVALID_BUFFER, f"map byte {at - 16} = {v}"
            assert api.carousel_hash(k) == h
    assert restore(api, "carousel", k, data) == 0 and api.carousel_hash(k) == h
    for _ in range(120):
        assert api.carousel_step(k, 1 / 60) == 0
        assert math.isfinite(api.carousel_get_position(k)) and api.carousel_current_index(k) >= 0


def r1_picker_size_to(api):
    """§1 world: a picker record's animated radius target (sizeTo) of 0…1e-200: refused."""
    w = api.world_create(200, 200)
    for i in range(3):
        assert api.picker_add(w, 40 * i + 40, 100, 15, 0) != 0
    assert api.world_step(w, 1 / 60) == 0
    data, h = snapshot(api, "world", w), api.world_hash(w)
    record = struct.pack("<4d", 15, 15 * 1.33, 15, 15)
    at = bytes(data).find(record)
    assert at > 0, "no picker record in the snapshot"
    for v in (1e-200, 0.0, 1e-9):
        bad = bytearray(data)
        struct.pack_into("<d", bad, at + 24, v)
        assert restore(api, "world", w, reseal(bad)) == INVALID_BUFFER, f"sizeTo {v}"
        assert api.world_hash(w) == h


def _layout_tree(api):
    """The issue's trees in one: a root, a horizontal section with one brick, and a brick repeated
    7 times with an AUTO height after it."""
    l = api.layout_create(320, 480)
    s = api.layout_add_section(l, 1, 0, 1, 320)
    assert s > 0 and api.layout_set_section_flow(l, s, 1, 0, 100) == 0
    assert api.layout_add_brick(l, s, 0, 1, 100, 1, 40) > 0
    b = api.layout_add_brick(l, 1, 0, 0, 0.5, 3, 30)
    assert b > 0 and api.layout_set_repeat_count(l, b, 7) == 0
    assert api.layout_update(l) == 0
    return l


def _use_layout(api, l):
    """The layout's ordinary calls on an accepted restore: each answers, finite."""
    for y in (0.0, 100.0, 1e4):
        if api.layout_set_offset(l, 0, y) == 0:
            n = api.layout_count(l)
            assert 0 <= n < 1 << 20 and finite(doubles(api, api.layout_frames(l), 4 * n) if n else ())
    if api.layout_update(l) == 0:
        assert api.layout_query(l, 0, 0, 320, 480) >= 0
        for s in (0, 1):
            v = api.layout_snap_target(l, s, 50, 1000)
            assert math.isfinite(v) or math.isnan(v) and api.last_error() < 0
    assert api.layout_snapshot(l, 0, 0) > 0


def r1_layout_words(api):
    """§1 layout and §6 resealed itemNode bytes: every 32-bit window of a layout snapshot set to a
    count, an index or an extreme (repeat counts of 8, 100, 1,000, links to 2, first items of 32,
    0x7FFFFFFF counts, an item naming the root), resealed: each restore is refused (-9) with the
    layout unchanged, or accepted and then every ordinary call answers, finite."""
    l = _layout_tree(api)
    data, h = snapshot(api, "layout", l), api.layout_hash(l)
    accepted = refused = 0
    for at in range(16, len(data) - 8 - 3):
        old = int.from_bytes(data[at:at + 4], "little")
        for v in {0, 1, 2, 8, 32, 100, 1000, 0x7FFFFFFF, 0x80000000, (old + 1) & 0xFFFFFFFF, (old - 1) & 0xFFFFFFFF} - {old}:
            bad = bytearray(data)
            bad[at:at + 4] = v.to_bytes(4, "little")
            r = restore(api, "layout", l, reseal(bad))
            if r != 0:
                assert r in (INVALID_BUFFER, -7), f"byte {at} = {v}: {r}"
                assert api.layout_hash(l) == h, f"byte {at} = {v}: refused, but the layout changed"
                refused += 1
                continue
            accepted += 1
            _use_layout(api, l)
            assert restore(api, "layout", l, data) == 0 and api.layout_hash(l) == h
    assert refused > 0 and accepted > 0, (refused, accepted)


# ---- §2 no 32-bit overflow traps ----------------------------------------------------------------

KINDS = {"world": lambda a: a.world_create(390, 844), "strip": lambda a: a.strip_create(300),
         "motion": lambda a: a.motion_create(300, 300), "animator": lambda a: a.animator_create(),
         "popup": lambda a: a.popup_create(390, 844), "layout": lambda a: a.layout_create(390, 844),
         "carousel": lambda a: a.carousel_create(390, 300, 100, 100, 20)}


def r2_lengths_of_2_31(api):
    """§2: every kind's _snapshot with capacity ≥ 2^31 and _restore with length ≥ 2^31 and a
    non-NULL buffer (fizz_strip_restore(s, fizz_alloc(64), 0x80000000)): in wasm such a buffer
    runs past the end of linear memory, -9 as fizz.h promises, not a trap, nothing changed.
    Natively the host vouches for its bytes (nothing to check: the call would use them)."""
    declared = {n[:-len("_snapshot")] for n in SIGS if n.endswith("_snapshot")}
    assert declared == set(KINDS), declared
    if api.name != "wasm":
        return
    buf = api.alloc(64)
    for kind, make in KINDS.items():
        h = make(api)
        before = snapshot(api, kind, h)
        for n in (0x80000000, 0xFFFFFFFF):
            assert getattr(api, kind + "_snapshot")(h, buf, n) == INVALID_BUFFER, f"{kind}_snapshot capacity {n:#x}"
            assert getattr(api, kind + "_restore")(h, buf, n) == INVALID_BUFFER, f"{kind}_restore length {n:#x}"
        assert snapshot(api, kind, h) == before


def r2_snap_points(api):
    """§2: fizz_animator_set_snap_points(a, ch, buf, 0x80000000) and a buffer running past the
    end of memory (0xFFFFFF00, 3): in wasm -9, not a trap; natively the count is refused before
    any byte is read (over 65,536); the glide's landing unchanged either way."""
    a = api.animator_create()
    ch = api.animator_add_decay(a, 0, 100, 0.5, 0.5)
    assert ch >= 0
    buf = put_doubles(api, [25, 75])
    for n in (0x80000000, 0xFFFFFFFF):
        r = api.animator_set_snap_points(a, ch, buf, n)
        assert r == INVALID_BUFFER if api.name == "wasm" else r < 0, r
    if api.name == "wasm":     # natively an address past the end is no address: nothing to check
        assert api.animator_set_snap_points(a, ch, 0xFFFFFF00, 3) == INVALID_BUFFER
        assert api.animator_set_snap_points(a, ch, api.memory_end() - 8, 2) == INVALID_BUFFER
    assert api.animator_rest_value(a, ch) == 50


# ---- §3 nothing non-finite -----------------------------------------------------------------------

def r3_ring_counts(api):
    """§3: set_transform(CYLINDER, 1, 2π, 0, 0, 5e-324, 0.25) (and ROTARY, WHEEL; 1e-310,
    3e-308): refused, or every visible record finite."""
    k = api.carousel_create(390, 300, 100, 100, 20)
    for kind in (11, 13, 15):
        for count in (5e-324, 1e-310, 3e-308):
            r = api.carousel_set_transform(k, kind, 1, 2 * math.pi, 0, 0, count, 0.25)
            assert r in (0, OUT_OF_RANGE), r
            if r == 0:
                assert all(finite(rec) for rec in carousel_records(api, k)), (kind, count)


def r3_motion_stops(api):
    """§3: an unclamped target with stops at inputs 0 and 5e-324: refused, or maps finite."""
    m = api.motion_create(300, 300)
    t = api.motion_add_target(m, 0, 0, 0)
    assert api.motion_add_stop(m, t, 0, 0) >= 0
    if api.motion_add_stop(m, t, 5e-324, 1) >= 0:
        assert api.motion_pointer_down(m, 0, 150, 150, 1) == 0
        assert finite(doubles(api, api.motion_map(m), api.motion_output_count(m)))


# ---- §4 budgets, not times -----------------------------------------------------------------------

def r4_world_pile(api):
    """§4: step(1.0) of 10,000 bubbles added at one point stops at its work budget and says so
    (fizz_world_budget_hit), every position finite."""
    w = api.world_create(390, 844)
    for _ in range(10_000):
        assert api.bubble_add(w, 195, 422, 20) != 0
    assert api.world_step(w, 1.0) == 0
    assert api.world_budget_hit(w) == 1
    assert finite(doubles(api, api.world_positions(w), 3 * api.world_count(w)))


def r4_popup_pile(api):
    """§4: fizz_popup_solve of 10,000 popups on one point stops at its budget and says so."""
    p = api.popup_create(1000, 1000)
    for _ in range(10_000):
        i = api.popup_add(p)
        assert i >= 0
        assert api.popup_set_reference(p, i, 500, 500, 8, 8) == 0
        assert api.popup_set_size(p, i, 60, 24) == 0
    assert api.popup_solve(p) == 0
    assert api.popup_budget_hit(p) == 1


# ---- §5 where the peers disagree -----------------------------------------------------------------

def r5_paging(api):
    """§5: count 20, position 5, −1,000 pt/s for 0.3 s, released at 7.778: lands on 8 (was 6)."""
    for looping in (0, 1):
        k = api.carousel_create(390, 300, 100, 100, 20)
        assert api.carousel_set_layout(k, 0, 390, 300, 100, 100, 8) == 0      # pitch 108
        assert api.carousel_set_looping(k, looping) == 0
        assert api.carousel_set_snapping(k, 2) == 0
        assert api.carousel_set_position(k, 5) == 0
        t, x = drag_carousel(api, k, 300, -1000, 0.3)
        assert abs(api.carousel_get_position(k) - (5 + 300 / 108)) < 1e-9
        assert api.carousel_pointer_up(k, t, x, 150) == 8, f"looping {looping}"
        settle_carousel(api, k)
        assert api.carousel_get_position(k) == 8 and api.carousel_current_index(k) == 8


def _record_at(api, k, slot):
    return next(r for r in carousel_records(api, k) if r[0] == slot)


def r5_swiper_origin(api):
    """§5: Swiper's cards turn about the middle of the bottom edge: offset −1's m41 is
    −7.25 + 50·sin(−2°) = −8.995 (was −7.25), m42 50·(1 − cos 2°)."""
    k = api.carousel_create(390, 300, 100, 100, 20)
    assert api.carousel_set_transform(k, 31, 8, 2, 1, 0, 1, 0) == 0
    assert api.carousel_set_position(k, 1) == 0
    r, rad = _record_at(api, k, 0), -2 * math.pi / 180
    # record: slot, offset, normalized offset, m11…m44 (m41 at 3 + 12), opacity, depth
    assert r[1] == -1
    assert abs(r[15] - (-7.25 + 50 * math.sin(rad))) < 1e-9, r[15]
    assert abs(r[16] - 50 * (1 - math.cos(rad))) < 1e-9, r[16]


def r5_wheel_order(api):
    """§5: wheels draw in iCarousel's order: at position 0, offset 2 in front of offset 1."""
    for kind in (15, 16):
        k = api.carousel_create(390, 300, 100, 100, 20)
        assert api.carousel_set_transform(k, kind, *_icarousel_defaults(api, kind)) == 0
        assert api.carousel_set_position(k, 0) == 0
        depth = {r[0]: r[20] for r in carousel_records(api, k)}
        for s in range(1, 5):
            assert depth[s + 1] > depth[s], (kind, s, depth)


def _icarousel_defaults(api, kind):
    """iCarousel's options for the wheels and cylinders: spacing 1, arc 2π, radius 0 (its own),
    tilt 0.9, count 0 (the item count), flip width 0.25 (ICarouselOptions.defaults)."""
    return (1, 2 * math.pi, 0, 0.9, 0, 0.25)


def r5_snapping_off(api):
    """§5: add_decay(0, 100, .5, .5) rests at 50; snap points [25, 75] → 25; cleared → 50 (was
    25); set_snap(40) then set_snap(0) → 50 (was 40)."""
    a = api.animator_create()
    ch = api.animator_add_decay(a, 0, 100, 0.5, 0.5)
    assert api.animator_rest_value(a, ch) == 50
    buf = put_doubles(api, [25, 75])
    assert api.animator_set_snap_points(a, ch, buf, 2) == 0 and api.animator_rest_value(a, ch) == 25
    assert api.animator_set_snap_points(a, ch, 0, 0) == 0 and api.animator_rest_value(a, ch) == 50
    assert api.animator_set_snap(a, ch, 40, 0) == 0 and api.animator_rest_value(a, ch) == 40
    assert api.animator_set_snap(a, ch, 0, 0) == 0 and api.animator_rest_value(a, ch) == 50


def r5_facing(api):
    """§5: the inverted cylinder's back faces: 10 items, offset 5 and 4 show their back (0),
    offsets 0 and 3 their front (1)."""
    k = api.carousel_create(390, 300, 100, 100, 10)
    assert api.carousel_set_transform(k, 14, *_icarousel_defaults(api, 14)) == 0
    assert [api.carousel_facing(k, o) for o in (0, 3, -3, 4, 5, -4)] == [1, 1, 1, 0, 0, 0]


def r5_snap_ties(api):
    """§5: a glide's rest is x0 + power·v exactly as fizz.h documents it, and a tie between two
    snap points goes to the lower (81 of 2,978 landed on the upper, the rest an ulp off)."""
    cases = ties = 0
    for power in (0.1, 0.3, 0.35, 0.7, 0.8, 0.95):
        for tau in (0.1, 0.325, 1.3):
            for v in range(-2000, 2001, 137):
                a = api.animator_create()
                x0 = 3.7
                rest = x0 + power * v
                ch = api.animator_add_decay(a, x0, v, power, tau)
                assert api.animator_rest_value(a, ch) == rest, (power, tau, v)
                cases += 1
                lo, hi = rest - 0.5, rest + 0.5
                if rest - lo == hi - rest:
                    ties += 1
                    buf = put_doubles(api, [hi, lo])
                    assert api.animator_set_snap_points(a, ch, buf, 2) == 0
                    assert api.animator_rest_value(a, ch) == lo, (power, tau, v)
                    api.free(buf)
                assert api.animator_destroy(a) == 0
    assert ties > cases // 2, (cases, ties)


# ---- §4 and §6 the layout --------------------------------------------------------------------------

def layout_frames(api, l):
    """{(id, repetition): (x, y, width, height, z, alpha, scale)} of the last update."""
    n = api.layout_count(l)
    assert n >= 0
    ids = struct.unpack(f"<{2 * n}I", api.read(api.layout_ids(l), 8 * n)) if n else ()
    fs = doubles(api, api.layout_frames(l), 7 * n)
    return {(ids[2 * i], ids[2 * i + 1]): fs[7 * i:7 * i + 7] for i in range(n)}


def brick(api, l, section, height, behavior=None, repeat=1):
    """A full-width brick of a fixed height; `behavior` attached; repeated."""
    b = api.layout_add_brick(l, section, 0, 0, 1, 1, height)
    assert b > 0, b
    if behavior is not None:
        assert api.layout_attach(l, behavior, b, 1) == 0
    if repeat != 1:
        assert api.layout_set_repeat_count(l, b, repeat) == 0
    return b


def r4_layout_8m_items(api):
    """§4 and §6 memory: 8,388,608 items with the default budget: set_offset refused (-7) and the
    memory reading where it was (it kept 100,733,440 B for good); 1,000 fit again after."""
    l = api.layout_create(320, 480)
    b = brick(api, l, 1, 10)
    assert api.layout_set_repeat_count(l, b, 8_388_608) == 0
    used, h = api.layout_get_memory_used(l), api.layout_hash(l)
    assert api.layout_set_offset(l, 0, 0) == -7
    assert api.layout_get_memory_used(l) == used and api.layout_hash(l) == h
    assert api.layout_set_repeat_count(l, b, 1000) == 0
    assert api.layout_set_offset(l, 0, 100) == 0 and api.layout_count(l) > 0


def r6_sticky_across_sections(api):
    """§6: S1 = [H1 40, brick 100], S2 = [H2 40, brick 300], STICKY(a 0, b 1), offset 150: H2 at
    y 0 (BrickKit; was −10), H1 held in S1 at −50."""
    l = api.layout_create(100, 300)
    st = api.layout_add_behavior(l, 0, 0, 1, 0, 0)
    s1 = api.layout_add_section(l, 1, 0, 0, 1)
    h1 = brick(api, l, s1, 40, st)
    brick(api, l, s1, 100)
    s2 = api.layout_add_section(l, 1, 0, 0, 1)
    h2 = brick(api, l, s2, 40, st)
    brick(api, l, s2, 300)
    assert api.layout_set_offset(l, 0, 150) == 0
    f = layout_frames(api, l)
    assert f[(h1, 0)][1] == -50 and f[(h2, 0)][1] == 0, (f[(h1, 0)], f[(h2, 0)])


def r6_two_sticky_footers(api):
    """§6: two sticky footers at the root, at y0 100 and 500, viewport 370: the lower at 340, the
    upper min(370 − 30 − 30, 100 − offset) (was 340 at every offset)."""
    l = api.layout_create(100, 370)
    ft = api.layout_add_behavior(l, 2, 0, 0, 0, 0)
    brick(api, l, 1, 100)
    upper = brick(api, l, 1, 30, ft)
    brick(api, l, 1, 370)
    lower = brick(api, l, 1, 30, ft)
    brick(api, l, 1, 100)
    for offset in (0, 20, 60):
        assert api.layout_set_offset(l, 0, offset) == 0
        f = layout_frames(api, l)
        assert f[(lower, 0)][1] == 340 and f[(upper, 0)][1] == min(310, 100 - offset), (offset, f)


def r6_card_stack_and_spotlight(api):
    """§6: 6 cards of 150 with a card stack (small 40), offset 0: 6 frames, the 6th at 310 (it
    appeared only with set_margin(1e6)); a spotlight (small 60) of 8 bricks of 200: 0, 200, 260,
    320, 380, 440 (340, 400, 460 were dropped)."""
    l = api.layout_create(100, 420)
    c = api.layout_add_behavior(l, 5, 40, 0, 0, 0)
    b = brick(api, l, 1, 150, c, 6)
    assert api.layout_set_offset(l, 0, 0) == 0
    f = layout_frames(api, l)
    assert [f[(b, r)][1] for r in range(6) if (b, r) in f] == [0, 150, 190, 230, 270, 310], f
    l = api.layout_create(100, 300)
    s = api.layout_add_behavior(l, 6, 60, 0, 0, 0)
    b = brick(api, l, 1, 200, s, 8)
    assert api.layout_set_offset(l, 0, 0) == 0
    f = layout_frames(api, l)
    assert [f[(b, r)][1] for r in range(6) if (b, r) in f] == [0, 200, 260, 320, 380, 440], f


def r6_memory_given_back(api):
    """§6 memory: under a 200,000 B budget, 1,040 bricks added then removed: set_offset and
    add_brick accepted again (both stayed refused)."""
    l = api.layout_create(320, 480)
    assert api.layout_set_memory_budget(l, 200_000) == 0
    ids = []
    while len(ids) < 1040:
        b = api.layout_add_brick(l, 1, 0, 0, 1, 1, 50)
        if b <= 0:
            break
        ids.append(b)
    assert len(ids) == 1040, len(ids)
    for b in ids:
        assert api.layout_remove(l, b) == 0
    assert api.layout_set_offset(l, 0, 10) == 0
    assert api.layout_add_brick(l, 1, 0, 0, 1, 1, 50) > 0


def r6_reach(api):
    """§6 reach: content of 2e10 pt (20,000 bricks of 1e6): the last repetition is handed out by
    set_offset and found by query (offsets and queries stopped at ±1e7)."""
    l = api.layout_create(320, 480)
    b = brick(api, l, 1, 1e6, None, 20_000)
    content = 2e10
    assert api.layout_set_offset(l, 0, content - 480) == 0
    assert api.layout_get_content_height(l) == content
    assert layout_frames(api, l)[(b, 19_999)][1] == -(1e6 - 480)
    assert api.layout_query(l, 0, content - 1, 1, 1) == 1
    assert struct.unpack("<2I", api.read(api.layout_query_ids(l), 8)) == (b, 19_999)


def r6_snap_deceleration(api):
    """§6: the snap projection follows BrickKit's .fast: a 100 pt/s release from 0 rests at
    9.95 → the point at 10 (.normal gave 49.95 → 50)."""
    l = api.layout_create(100, 200)
    s = api.layout_add_behavior(l, 4, 0, 0, 0, 0)
    brick(api, l, 1, 10, s, 100)
    assert api.layout_update(l) == 0
    assert api.layout_snap_target(l, 1, 0, 100) == 10


REPRODUCERS = [r1_carousel_step_map, r1_picker_size_to, r1_layout_words, r2_lengths_of_2_31, r2_snap_points,
               r3_ring_counts, r3_motion_stops, r4_world_pile, r4_popup_pile, r5_paging, r5_swiper_origin,
               r5_wheel_order, r5_snapping_off, r5_snap_ties, r5_facing, r4_layout_8m_items, r6_sticky_across_sections,
               r6_two_sticky_footers, r6_card_stack_and_spotlight, r6_memory_given_back, r6_reach, r6_snap_deceleration]
BY_NAME = {f.__name__: f for f in REPRODUCERS}


# ---- pytest ------------------------------------------------------------------------------------

def _params():
    import pytest
    return [pytest.param(f.__name__, b, id=f"{f.__name__}-{b}") for f in REPRODUCERS for b in ("native", "wasm")]


try:
    import pytest

    @pytest.mark.parametrize("name,build", _params())
    def test_reproducer(name, build):
        if build == "wasm":
            if not os.path.exists(WASM):
                pytest.fail("wasm/fizz.wasm is missing: run tools/build-wasm")
            BY_NAME[name](Wasm())
            return
        if not os.path.exists(NATIVE):
            pytest.fail(f"{NATIVE} is missing: swift build -c release --product FizzExports (or set FIZZ_NATIVE)")
        r = subprocess.run([sys.executable, __file__, name], capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, f"native {name}: exit {r.returncode}\n{r.stdout}{r.stderr[-3000:]}"
except ImportError:      # the child process needs no pytest
    pass


if __name__ == "__main__":
    BY_NAME[sys.argv[1]](Native())
