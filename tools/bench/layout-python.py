#!/usr/bin/env python3
"""`fizz bench layout`'s trees in Python: Fizz (fizz.wasm under wasmtime), Yoga (poga) and
Taffy (stretchable), each timed on the same trees in this one process.

Usage: python3 layout-python.py FIZZ.WASM RUNS SIZES [EXPECTED.json] [--no-peers]

The trees (Sources/FizzCLI/LayoutBench.swift): a 400 pt wide viewport; flat, n bricks a quarter
of the row wide and 40 pt tall in the root section (inset 5, edge insets 5); nested, 10 × 10 ×
10 sections (inset 2, edge insets 2, as wide as their parent's content) below the root (the
same), the k-th of each ten holding n / 1000 half bricks 20 pt tall directly or through k mod 3
one-child sections, so the bricks' sections are 3, 4 or 5 deep. Fizz lays out and hands out
every brick (margin 1e7).

Yoga and Taffy get the equivalent flexbox tree, built before the clock starts (building is not
timed, for any engine): every section a wrapping row (align-items and align-content
flex-start, nothing shrinks), every width in points as BrickKit's ratio formula gives it
((W − (1/r − 1)·inset)·r of the parent's content width W; tools/test_layout_oracle.py checks
that formula and the mapping on 400 random trees), heights in points. Taffy has `gap` (= the
inset) and padding (= the edge insets); Yoga 1.19, the one poga 0.1.19 binds, has no gap, so
each child has a left and top margin of the inset and its section's left and top padding are
the edge inset less the inset (why the trees' edge insets are at least their inset). Each
section's right padding is 1e-4 pt smaller for both (f32 line breaking wraps a row that fills
exactly; see the oracle test). Pixel rounding is off in both. Every brick and section frame
of both is compared with Fizz's, and the worst difference printed (both compute in f32).

Timed, best of RUNS fresh trees, in ms:
- compute: Fizz's fizz_layout_set_offset (the whole layout, every frame written to its
  buffer); Yoga's YGNodeCalculateLayout; Taffy's compute call into Rust
  (taffylib.node_compute_layout: stretchable's Node.compute_layout is that call followed by
  its own read of every node, which is what `read` times here instead).
- read: every node's absolute x, y, width and height in Python's hands. Fizz: a NumPy view
  over the module's memory (no copy, as the fizz Python package's Layout.frames() makes it),
  and the sum of those four columns; Yoga: YGNodeLayoutGetLeft/Top/Width/Height per node,
  added to the parent's origin; Taffy: taffylib.node_get_layout per node, the same.
The scroll updates (1,000 fizz_layout_set_offset with a sticky header over 10⁵ and 10⁶
repeated bricks) have no peer figure: Yoga and Taffy leave scrolling to the host. They are
called through wasmtime's C entry point (see Fizz.raw); `callUs` is what such a call of an
empty export (fizz_layout_is_valid) costs, included in `us`.

Installs what it lacks from PyPI (wasmtime, numpy, poga==0.1.19, stretchable==1.1.8) first;
an engine that still cannot load is reported as missing. With EXPECTED (the native run's
JSON), every Fizz hash must equal the native one, or the script fails. Prints one JSON line.
"""
import ctypes
import importlib
import json
import math
import os
import subprocess
import sys
import time

PINNED = {"wasmtime": "wasmtime", "numpy": "numpy", "poga": "poga==0.1.19", "stretchable": "stretchable==1.1.8"}


def ensure(modules):
    missing = []
    for m in modules:
        try:
            importlib.import_module(m)
        except ImportError:
            missing.append(PINNED[m])
    if missing:
        print(f"installing from PyPI: {' '.join(missing)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", *missing],
                       env=dict(os.environ, PIP_ROOT_USER_ACTION="ignore"), stdout=sys.stderr)
        importlib.invalidate_caches()


NO_PEERS = "--no-peers" in sys.argv
if NO_PEERS:
    sys.argv.remove("--no-peers")
ensure(["wasmtime", "numpy"] if NO_PEERS else PINNED)
SLACK = 1e-4
VIEWPORT = 400.0


def now():
    return time.perf_counter_ns() / 1e6   # ms


# -- the trees, as nested tuples: ("section", inset, edge, children) / ("brick", ratio, height) --

def tree(shape, n):
    if shape == "flat":
        return ("section", 5.0, 5.0, [("brick", 0.25, 40.0)] * n)

    def level(depth, k):
        if depth == 3:
            node = ("section", 2.0, 2.0, [("brick", 0.5, 20.0)] * (n // 1000))
            for _ in range(k % 3):   # the bricks' section 3, 4 or 5 deep
                node = ("section", 2.0, 2.0, [node])
            return node
        return ("section", 2.0, 2.0, [level(depth + 1, j) for j in range(10)])
    return ("section", 2.0, 2.0, [level(1, j) for j in range(10)])


def ratio_width(node, content, inset):
    """BrickKit's width of a brick's ratio (a section's is 1) in a section of content width
    `content` and inset `inset`, pt."""
    r = node[1] if node[0] == "brick" else 1.0
    return (content - (1 / r - 1) * inset) * r


# -- Fizz in wasmtime -----------------------------------------------------------------------

class Fizz:
    RATIO, FIXED, STICKY = 0, 1, 0

    def __init__(self, path):
        import wasmtime
        self.version = ("wasmtime " + getattr(wasmtime, "__version__", "")).strip()
        engine = wasmtime.Engine()
        self.store = wasmtime.Store(engine)
        instance = wasmtime.Instance(self.store, wasmtime.Module.from_file(engine, path), [])
        self.x = instance.exports(self.store)
        self.memory = self.x["memory"]
        self.x["_initialize"](self.store)

    def call(self, name, *args):
        return self.x[name](self.store, *args)

    def ok(self, name, *args):
        s = self.call(name, *args)
        if s < 0:
            raise RuntimeError(f"{name} failed with status {s}")
        return s

    def raw(self, name, slots):
        """A call of export `name` through wasmtime's C entry point `wasmtime_func_call_unchecked`
        with a reused argument array (as wasm-wasmtime.py: wasmtime-py's friendly call costs
        about 20 µs of Python, which a 2 µs scroll update would be billed for); returns the call
        and the array (arguments in, the result in slot 0)."""
        from wasmtime import _ffi as ffi
        context, func = self.store._context(), ctypes.byref(self.x[name]._func)
        values = (ffi.wasmtime_val_raw_t * slots)()
        trap = ctypes.POINTER(ffi.wasm_trap_t)()
        trap_ref, call = ctypes.byref(trap), ffi.wasmtime_func_call_unchecked

        def run():
            if call(context, func, values, slots, trap_ref) or trap:
                raise RuntimeError(f"{name} trapped or failed")
        return run, values

    def build(self, t):
        lay = self.call("fizz_layout_create", VIEWPORT, 800.0)
        add_brick, add_section, insets = (self.x[k] for k in ("fizz_layout_add_brick", "fizz_layout_add_section",
                                                               "fizz_layout_set_section_insets"))
        st = self.store

        def fill(sid, node):
            _, inset, edge, children = node
            insets(st, lay, sid, inset, edge, edge, edge, edge, 1.0)
            for c in children:
                if c[0] == "brick":
                    if add_brick(st, lay, sid, 0, self.RATIO, c[1], self.FIXED, c[2]) < 0:
                        raise RuntimeError("fizz_layout_add_brick refused")
                else:
                    s = add_section(st, lay, sid, 0, self.RATIO, 1.0)
                    if s < 0:
                        raise RuntimeError("fizz_layout_add_section refused")
                    fill(s, c)
        fill(1, t)
        self.ok("fizz_layout_set_margin", lay, 1e7)
        return lay

    def view(self, lay):
        import numpy as np
        n = self.call("fizz_layout_count", lay)
        p = self.call("fizz_layout_frames", lay) & 0xFFFFFFFF
        base = ctypes.addressof(self.memory.data_ptr(self.store).contents)
        return np.frombuffer((ctypes.c_double * (7 * n)).from_address(base + p), dtype="<f8").reshape((n, 7))

    def hash(self, lay):
        return f"{self.call('fizz_layout_hash', lay) & 0xFFFFFFFFFFFFFFFF:016x}"

    def full(self, t, runs):
        best = best_read = math.inf
        frames = h = None
        for _ in range(runs):
            lay = self.build(t)
            offset = self.x["fizz_layout_set_offset"]
            t0 = now()
            offset(self.store, lay, 0.0, 0.0)
            t1 = now()
            v = self.view(lay)
            s = float(v[:, :4].sum())
            t2 = now()
            best, best_read = min(best, t1 - t0), min(best_read, t2 - t1)
            frames, h = v[:, :4].copy(), self.hash(lay)
            self.ok("fizz_layout_destroy", lay)
        return {"ms": best, "readMs": best_read, "count": len(frames), "sum": s, "hash": h}, frames

    def scroll(self, n, runs):
        lay = self.call("fizz_layout_create", VIEWPORT, 800.0)
        sticky = self.ok("fizz_layout_add_behavior", lay, self.STICKY, 0.0, 0.0, 0.0, 0.0)
        self.ok("fizz_layout_set_section_insets", lay, 1, 4.0, 0.0, 0.0, 0.0, 0.0, 1.0)
        header = self.ok("fizz_layout_add_brick", lay, 1, 0, self.RATIO, 1.0, self.FIXED, 50.0)
        self.ok("fizz_layout_attach", lay, sticky, header, 1)
        body = self.ok("fizz_layout_add_brick", lay, 1, 0, self.RATIO, 0.5, self.FIXED, 40.0)
        self.ok("fizz_layout_set_repeat_count", lay, body, n)
        y = 100000.0
        self.ok("fizz_layout_set_offset", lay, 0.0, y)
        offset, values = self.raw("fizz_layout_set_offset", 3)
        values[0].i32 = lay
        values[1].f64 = 0.0
        best = math.inf
        for _ in range(runs):
            t0 = now()
            for _ in range(1000):
                y += 3
                values[0].i32 = lay
                values[2].f64 = y
                offset()
                if values[0].i32 < 0:
                    raise RuntimeError("fizz_layout_set_offset refused")
            best = min(best, (now() - t0) / 1000)
        valid, v = self.raw("fizz_layout_is_valid", 1)
        empty = math.inf
        for _ in range(runs):
            t0 = now()
            for _ in range(1000):
                v[0].i32 = lay
                valid()
            empty = min(empty, (now() - t0) / 1000)
        out = {"n": n, "us": best * 1000, "callUs": empty * 1000, "window": self.call("fizz_layout_count", lay),
               "hash": self.hash(lay)}
        self.ok("fizz_layout_destroy", lay)
        return out


# -- Yoga (poga 0.1.19: Yoga 1.19 through pybind11) ------------------------------------------

class Yoga:
    def __init__(self):
        import poga.libpoga_capi as Y
        self.Y = Y
        self.version = f"Yoga {Y.poga_yoga_version()} (poga 0.1.19)"
        self.config = Y.YGConfigNew()
        Y.YGConfigSetPointScaleFactor(self.config, 0.0)   # no pixel rounding

    def build(self, t):
        Y = self.Y
        cfg = self.config
        L, T, R, B = Y.YGEdge.Left, Y.YGEdge.Top, Y.YGEdge.Right, Y.YGEdge.Bottom
        new, width, height, margin, padding = (Y.YGNodeNewWithConfig, Y.YGNodeStyleSetWidth, Y.YGNodeStyleSetHeight,
                                               Y.YGNodeStyleSetMargin, Y.YGNodeStyleSetPadding)
        shrink = Y.YGNodeStyleSetFlexShrink
        row, wrap, start = Y.YGFlexDirection.Row, Y.YGWrap.Wrap, Y.YGAlign.FlexStart

        def make(node, w, gap):
            y = new(cfg)
            width(y, w)
            shrink(y, 0.0)
            margin(y, L, gap)
            margin(y, T, gap)
            if node[0] == "brick":
                height(y, node[2])
                return y
            _, inset, edge, children = node
            Y.YGNodeStyleSetFlexDirection(y, row)
            Y.YGNodeStyleSetFlexWrap(y, wrap)
            Y.YGNodeStyleSetAlignItems(y, start)
            Y.YGNodeStyleSetAlignContent(y, start)
            padding(y, L, edge - inset)
            padding(y, T, edge - inset)
            padding(y, R, edge - SLACK)
            padding(y, B, edge)
            content = w - 2 * edge
            Y.YGNodeSetChildren(y, [make(c, ratio_width(c, content, inset), inset) for c in children])
            return y
        return make(t, VIEWPORT, 0.0)

    def read(self, root):
        Y = self.Y
        left, top, width, height = Y.YGNodeLayoutGetLeft, Y.YGNodeLayoutGetTop, Y.YGNodeLayoutGetWidth, Y.YGNodeLayoutGetHeight
        count, child = Y.YGNodeGetChildCount, Y.YGNodeGetChild
        out = []

        def walk(y, ox, oy):
            for k in range(count(y)):
                c = child(y, k)
                x0, y0 = ox + left(c), oy + top(c)
                out.append((x0, y0, width(c), height(c)))
                walk(c, x0, y0)
        walk(root, 0.0, 0.0)
        return out

    def full(self, t, runs):
        Y = self.Y
        best = best_read = math.inf
        frames = None
        for _ in range(runs):
            root = self.build(t)
            t0 = now()
            Y.YGNodeCalculateLayout(root, VIEWPORT, math.nan, Y.YGDirection.LTR)
            t1 = now()
            frames = self.read(root)
            t2 = now()
            best, best_read = min(best, t1 - t0), min(best_read, t2 - t1)
            Y.YGNodeFreeRecursive(root)
        return {"ms": best, "readMs": best_read, "count": len(frames)}, frames


# -- Taffy (stretchable 1.1.8: Taffy 0.7.7 through PyO3) -------------------------------------

class Taffy:
    def __init__(self):
        import stretchable
        import stretchable.node as sn
        from stretchable.style import PT, AlignContent, AlignItems, FlexWrap, Rect, Size, Style
        self.sn, self.stretchable = sn, stretchable
        self.PT, self.Rect, self.Size, self.Style = PT, Rect, Size, Style
        self.AlignContent, self.AlignItems, self.FlexWrap = AlignContent, AlignItems, FlexWrap
        self.version = "Taffy 0.7.7 (stretchable 1.1.8)"

    def build(self, t):
        PT, Rect, Size, Style, Node = self.PT, self.Rect, self.Size, self.Style, self.stretchable.Node
        brick_styles = {}

        def make(node, w):
            if node[0] == "brick":
                key = (w, node[2])
                if key not in brick_styles:
                    brick_styles[key] = Style(size=Size(w * PT, node[2] * PT), min_size=Size(0 * PT, 0 * PT), flex_shrink=0)
                return Node(style=brick_styles[key])
            _, inset, edge, children = node
            content = w - 2 * edge
            kids = [make(c, ratio_width(c, content, inset)) for c in children]
            return Node(*kids, style=Style(
                size=Size(w * PT, None), min_size=Size(0 * PT, 0 * PT), flex_wrap=self.FlexWrap.WRAP, flex_shrink=0,
                gap=inset * PT, padding=Rect(top=edge * PT, right=(edge - SLACK) * PT, bottom=edge * PT, left=edge * PT),
                align_items=self.AlignItems.FLEX_START, align_content=self.AlignContent.FLEX_START))
        return make(t, VIEWPORT)

    def read(self, root):
        lib, ptr = self.sn.taffylib, self.sn.taffy._ptr
        get = lib.node_get_layout
        out = []

        def walk(node, ox, oy):
            for c in node:
                lay = lib.PyLayout()
                get(ptr, c._node_id, lay)
                x0, y0 = ox + lay.x, oy + lay.y
                out.append((x0, y0, lay.width, lay.height))
                walk(c, x0, y0)
        walk(root, 0.0, 0.0)
        return out

    def full(self, t, runs):
        sn = self.sn
        sn.taffy.use_rounding = False
        space = sn.SizeAvailableSpace(VIEWPORT, 1e7).to_dict()
        best = best_read = math.inf
        frames = None
        for _ in range(runs):
            root = self.build(t)
            compute = sn.taffylib.node_compute_layout
            t0 = now()
            if not compute(sn.taffy._ptr, root._node_id, space):
                raise RuntimeError("Taffy's compute failed")
            t1 = now()
            frames = self.read(root)
            t2 = now()
            best, best_read = min(best, t1 - t0), min(best_read, t2 - t1)
            del root
        return {"ms": best, "readMs": best_read, "count": len(frames)}, frames


def worst(peer, fizz):
    if len(peer) != len(fizz):
        return math.inf
    return max((abs(a - b) for p, f in zip(peer, fizz) for a, b in zip(p, f)), default=0.0)


def main():
    path, runs, sizes = sys.argv[1], int(sys.argv[2]), [int(s) for s in sys.argv[3].split(",")]
    expected = json.load(open(sys.argv[4])) if len(sys.argv) > 4 else None
    fizz = Fizz(path)
    peers, missing = {}, {}
    for name, cls in () if NO_PEERS else (("yoga", Yoga), ("taffy", Taffy)):
        try:
            peers[name] = cls()
        except Exception as e:   # not installed, or failed to build or load
            missing[name] = f"{type(e).__name__}: {e}"
    full = []
    for n in sizes:
        for shape in ("flat", "nested"):
            t = tree(shape, n)
            print(f"  python: {n} {shape}", file=sys.stderr)
            f, frames = fizz.full(t, runs)
            row = {"n": n, "shape": shape, "fizz": f}
            for name, peer in peers.items():
                p, pf = peer.full(t, runs)
                p["worst"] = worst(pf, frames.tolist())
                row[name] = p
            full.append(row)
    scroll = [fizz.scroll(n, runs) for n in (100000, 1000000)]
    if expected:
        native = {(r["n"], r.get("shape", "scroll")): r["hash"] for r in expected["full"] + expected["scroll"]}
        for r in full + scroll:
            key = (r["n"], r.get("shape", "scroll"))
            h = r["fizz"]["hash"] if "fizz" in r else r["hash"]
            if key in native and native[key] != h:
                print(f"{key}: hash {h} differs from native {native[key]}", file=sys.stderr)
                sys.exit(1)
    print(json.dumps({"runtime": fizz.version, "versions": {k: p.version for k, p in peers.items()},
                      "missing": missing, "full": full, "scroll": scroll}))


if __name__ == "__main__":
    main()
