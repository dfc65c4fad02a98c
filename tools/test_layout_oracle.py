"""The brick layout's frames against an outside oracle: Taffy (stretchable on PyPI).

Random trees of what flexbox can express (ratio and fixed widths, fixed and ratio heights,
insets, edge insets, rows, nesting, horizontal and vertical alignment, equal row heights,
hidden bricks) are laid out by Fizz (through Tests/FizzTests/LayoutOracleBridgeTests.swift,
which reads and writes JSON) and by Taffy, and every frame must agree within 1e-3 pt (Taffy
computes in f32; its pixel rounding is off).

The mapping: a section is a wrapping row container (gap = inset, padding = edge insets,
align-content flex-start, nothing shrinks, min-width 0 so that a section narrower than
its bricks keeps its width as in BrickKit); `halign` left/center/right/justified is
justify-content flex-start/center/flex-end/space-between; `valign` is align-items, and
`alignRowHeights` is align-items stretch with each brick's height as its minimum height; a
hidden brick is display none; a height ratio r is aspect-ratio 1/r. Flexbox has no ratio that
accounts for the gap as BrickKit's does (it would take calc(), which Taffy 0.7.7 lacks), so a
ratio width is handed to Taffy as the length BrickKit's formula gives,
(W − (1/r − 1)·inset)·r: the formula itself is checked by hand in LayoutFlowTests.

Taffy 0.7.7's f32 line breaking wraps rows built to fill exactly (3 × 1/3, 1/4 + 3/4), and a
nested section whose widest brick exactly fills its content width gets the height of a
one-brick-per-line layout. The issue advises 1e-3 pt of slack on each container's right
padding; that much moves a right-aligned row by 1e-3 (and a centred one by 5e-4) per level of
nesting, past the tolerance, so each container's right padding is 1e-4 pt smaller for Taffy
(enough for its f32 sums) (slack that no real row break is near: widths are multiples of 5 pt or BrickKit ratios,
so a row that does not fit overflows by several pt), and right edge insets are never 0 here.

Left out, and why: `.fill` (the rest of the row: flex-grow differs once the row is full),
`.auto` heights (a measured size is a host's; Taffy's measure functions are not needed to
check the flow), trees holding an empty brick or section (zero width or height: BrickKit
gives it no room, flexbox a row and a gap), trees where a ratio width comes out below 0 or a section is narrower than its
edge insets (CSS keeps a box at least as wide as its padding; BrickKit keeps the frame and
lays the content out at width 0; counted and printed), zero-height bricks (BrickKit does not advance x for them; flexbox does),
waterfall and one-row sections (not flexbox), right-to-left (the same mirroring applies to
every row; covered by hand), breakpoints and size classes (they choose a dimension before
the flow).
"""

import json
import os
import pathlib
import random
import subprocess
import tempfile

import pytest

stretchable = pytest.importorskip("stretchable")
from stretchable import Edge, Node, Style  # noqa: E402
from stretchable.style import (  # noqa: E402
    PT, AlignContent, AlignItems, Display, FlexWrap, JustifyContent, Rect, Size,
)

ROOT = pathlib.Path(__file__).resolve().parents[1]
RATIOS = [1.0, 1 / 2, 1 / 3, 1 / 4, 2 / 3, 3 / 4]
SLACK = 1e-4
TOLERANCE = 1e-3


def random_dimension(rng):
    if rng.random() < 0.7:
        return {"ratio": rng.choice(RATIOS)}
    return {"fixed": float(rng.choice([20, 35, 50, 75, 100, 150]))}


def random_section(rng, depth, width=None):
    # Sections wide enough for their edge insets and bricks, mostly (see DEGENERATE).
    edges = [0, 5, 20] if depth == 0 else [0, 2, 5, 10]
    section = {
        "width": width or ({"ratio": rng.choice([1.0, 1 / 2, 2 / 3, 3 / 4])} if rng.random() < 0.8
                           else {"fixed": float(rng.choice([150, 200]))}),
        "inset": float(rng.choice([0, 5, 10])),
        "edge": [float(rng.choice(edges)), float(rng.choice(edges)),
                 float(rng.choice(edges)), float(rng.choice([0.5, 5, 10]))],
        "halign": rng.choice(["left", "center", "right", "justified"]),
        "valign": rng.choice(["top", "center", "bottom"]),
        "alignRowHeights": rng.random() < 0.2,
        "hidden": depth > 0 and rng.random() < 0.05,
        "children": [],
    }
    for _ in range(rng.randint(1, 9)):
        if depth < 3 and rng.random() < 0.25:
            section["children"].append(random_section(rng, depth + 1))
        else:
            height = ({"fixed": float(rng.choice([10, 20, 30, 45, 60]))} if rng.random() < 0.7
                      else {"ratio": rng.choice([0.5, 1.0])})
            section["children"].append({"width": random_dimension(rng), "height": height,
                                        "hidden": bool(section["children"]) and rng.random() < 0.1})
    return section


DEGENERATE = []   # set while building a case whose sizes collapse (see taffy_node)


def ratio_width(dim, content, inset):
    if "fixed" in dim:
        return dim["fixed"]
    r = dim["ratio"]
    w = (content - (1 / r - 1) * inset) * r
    if w <= 0:
        DEGENERATE.append("a ratio width below 0")
    return max(0.0, w)


def taffy_node(n, width, stretch):
    """The Taffy node for `n` laid out at frame width `width` (BrickKit's formulas for ratios)."""
    hidden = Display.NONE if n.get("hidden") else Display.FLEX
    if "children" not in n:
        h = n["height"]
        if stretch:
            height = h["fixed"] if "fixed" in h else h["ratio"] * width
            return Node(style=Style(display=hidden, size=Size(width * PT, None), min_size=Size(0 * PT, height * PT),
                                    flex_shrink=0))
        if "fixed" in h:
            return Node(style=Style(display=hidden, size=Size(width * PT, h["fixed"] * PT), min_size=Size(0 * PT, 0 * PT),
                                    flex_shrink=0))
        return Node(style=Style(display=hidden, size=Size(width * PT, None), min_size=Size(0 * PT, 0 * PT),
                                aspect_ratio=1 / h["ratio"], flex_shrink=0))
    top, left, bottom, right = n["edge"]
    content = width - left - right
    if content < 0:
        # CSS keeps a box at least as wide as its padding; BrickKit keeps the frame and lays
        # the content out at width 0. Not a flexbox case.
        DEGENERATE.append("a section narrower than its edge insets")
    align = AlignItems.STRETCH if n["alignRowHeights"] else {
        "top": AlignItems.FLEX_START, "center": AlignItems.CENTER, "bottom": AlignItems.FLEX_END}[n["valign"]]
    justify = {"left": JustifyContent.FLEX_START, "center": JustifyContent.CENTER,
               "right": JustifyContent.FLEX_END, "justified": JustifyContent.SPACE_BETWEEN}[n["halign"]]
    children = [taffy_node(c, ratio_width(c["width"], content, n["inset"]), n["alignRowHeights"]) for c in n["children"]]
    return Node(*children, style=Style(
        display=hidden, size=Size(width * PT, None), min_size=Size(0 * PT, 0 * PT), flex_wrap=FlexWrap.WRAP, flex_shrink=0,
        gap=n["inset"] * PT, padding=Rect(top=top * PT, right=(right - SLACK) * PT, bottom=bottom * PT, left=left * PT),
        align_items=align, justify_content=justify, align_content=AlignContent.FLEX_START))


def preorder(n, node, out, hidden=False):
    """Frames of every node below the root in reading order ([] when hidden)."""
    for c, child in zip(n["children"], node):
        h = hidden or c.get("hidden", False)
        if h:
            out.append([])
        else:
            b = child.get_box(Edge.BORDER, relative=False)
            out.append([b.x, b.y, b.width, b.height])
        if "children" in c:
            preorder(c, child, out, h)


def fizz_frames(cases):
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = os.path.join(tmp, "in.json"), os.path.join(tmp, "out.json")
        with open(src, "w") as f:
            json.dump(cases, f)
        env = dict(os.environ, FIZZ_LAYOUT_ORACLE_IN=src, FIZZ_LAYOUT_ORACLE_OUT=dst)
        # FIZZ_SWIFT_PACKAGE=dev runs the bridge from the dev package's build (tools/test builds
        # that one with tools/swiftpm); by default the root package's (swift build --build-tests).
        package = os.environ.get("FIZZ_SWIFT_PACKAGE", ".")
        run = subprocess.run(["swift", "test", "--package-path", package, "--skip-build",
                              "--filter", "LayoutOracleBridgeTests"],
                             cwd=ROOT, env=env, capture_output=True, text=True)
        assert run.returncode == 0 and os.path.exists(dst), \
            f"build the tests first (swift build --build-tests, in {package})\n" + run.stdout[-2000:] + run.stderr[-2000:]
        with open(dst) as f:
            return json.load(f)


def case(seed):
    rng = random.Random(seed)
    return {"viewport": float(rng.choice([240, 320, 375, 414, 768])),
            "root": random_section(rng, 0, width={"ratio": 1.0})}


def test_random_trees_match_taffy():
    cases = [case(seed) for seed in range(400)]
    results = fizz_frames(cases)
    worst = 0.0
    compared = skipped = 0
    for seed, (c, r) in enumerate(zip(cases, results)):
        DEGENERATE.clear()
        root = taffy_node(c["root"], c["viewport"], False)
        if DEGENERATE:
            skipped += 1
            continue
        root.compute_layout((c["viewport"], 1e7), use_rounding=False)
        expected = []
        preorder(c["root"], root, expected)
        assert len(expected) == len(r["frames"]), seed
        if any(f and (f[2] == 0 or f[3] == 0) for f in r["frames"]):
            # An empty brick or section: BrickKit gives it no room (no row, no inset); flexbox does.
            skipped += 1
            continue
        for k, (e, f) in enumerate(zip(expected, r["frames"])):
            assert (e == []) == (f == []), (seed, k)
            for a, b in zip(e, f):
                assert abs(a - b) <= TOLERANCE, (seed, k, e, f)
                worst = max(worst, abs(a - b))
            compared += 1
        assert abs(root.get_box(Edge.BORDER).height - r["height"]) <= TOLERANCE, seed
    assert compared > 3000 and skipped < len(cases) // 5, (compared, skipped)
    print(f"{compared} frames of {len(cases) - skipped} trees ({skipped} degenerate left out), "
          f"worst difference {worst:.2e} pt")


def test_readme_rows_match_taffy():
    """The README's 1, 1/2, 1/3 rows (inset 10, edge insets 20) in a 340 pt viewport."""
    bricks = [{"width": {"ratio": r}, "height": {"fixed": 50.0}} for r in [1, 1, 1 / 2, 1 / 2, 1 / 3, 1 / 3, 1 / 3]]
    c = {"viewport": 340.0, "root": {"width": {"ratio": 1.0}, "inset": 10.0, "edge": [20.0, 20.0, 20.0, 20.0],
                                     "halign": "left", "valign": "top", "alignRowHeights": False, "children": bricks}}
    r = fizz_frames([c])[0]
    root = taffy_node(c["root"], 340, False)
    root.compute_layout((340, 1e7), use_rounding=False)
    expected = []
    preorder(c["root"], root, expected)
    assert [[round(v, 3) for v in f] for f in r["frames"]] == [[round(v, 3) for v in e] for e in expected]
    assert r["frames"][6][0] == pytest.approx(20 + 2 * (280 / 3 + 10))
