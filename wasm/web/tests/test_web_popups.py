"""The Popups tab (popup-demo.mjs on fizz-wasm/dom's popupGroup, wasm/fizz.h "Popups") at both viewports with real pointer
input (a mouse at desktop size, a touch pointer at phone size): targets are dragged to every
edge and corner, and after each drag every popup is checked against the geometry read back
from the page: its frame inside the padded boundary, on the side its placement names, its
arrow's tip (or its leader's dot) on its target's facing edge, no two popups overlapping and
none over a target, and the side flipped where the preferred one has no room."""
import pytest

from pixels import colour, drawn, grab

from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS

CANVAS = "popups-stage"    # the tab's element, on fizz-wasm/dom's popupGroup
TOP, RIGHT, BOTTOM, LEFT = range(4)      # the side of a placement: FIZZ_PLACEMENT_* // 3
EPS = 1 / 64     # px: the browser lays elements out on a 1/64 px grid, and the engine gets its rects


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def apart(a, b, gap):
    """Rects (x, y, width, height) at least `gap` apart along one axis (touching counts)."""
    return (a[0] + a[2] + gap <= b[0] + EPS or b[0] + b[2] + gap <= a[0] + EPS
            or a[1] + a[3] + gap <= b[1] + EPS or b[1] + b[3] + gap <= a[1] + EPS)


def check_popups(page):
    """Every popup against the page's geometry; returns the state."""
    lay = page.js("window.fizzDemo.popups.layout()")
    s = page.js("window.fizzDemo.popups.state()")
    W, H, pad, gap = lay["width"], lay["height"], lay["padding"], lay["spacing"]
    rect = lambda r: (r["x"], r["y"], r["width"], r["height"])  # noqa: E731
    for p in s["popups"]:
        t = s["targets"][p["target"]]
        tx, ty, tw, th = rect(t)
        name = f"{page.name}: popup of {t['name']} ({p['side']})"
        assert p["flags"] == 0, (name, p)
        # Inside the padded boundary.
        assert p["x"] >= pad - EPS and p["y"] >= pad - EPS, (name, p)
        assert p["x"] + p["width"] <= W - pad + EPS and p["y"] + p["height"] <= H - pad + EPS, (name, p, W, H)
        side = p["placement"] // 3
        # On its side of the target, its pointer ending on the target's facing edge, within it.
        x0, y0, x1, y1, x2, y2 = p["pointer"]
        tip = (x2, y2) if p["style"] == "leader" else (x1, y1)
        if side == TOP:
            assert p["y"] + p["height"] <= ty + EPS and tip[1] == pytest.approx(ty, abs=EPS), (name, p, t)
        elif side == BOTTOM:
            assert p["y"] >= ty + th - EPS and tip[1] == pytest.approx(ty + th, abs=EPS), (name, p, t)
        elif side == LEFT:
            assert p["x"] + p["width"] <= tx + EPS and tip[0] == pytest.approx(tx, abs=EPS), (name, p, t)
        else:
            assert p["x"] >= tx + tw - EPS and tip[0] == pytest.approx(tx + tw, abs=EPS), (name, p, t)
        across, lo, hi = (tip[0], tx, tx + tw) if side in (TOP, BOTTOM) else (tip[1], ty, ty + th)
        assert lo - EPS <= across <= hi + EPS, (name, p, t)
        # An arrow's base sits on the body's edge facing the target.
        if p["style"] == "arrow":
            edge = {TOP: p["y"] + p["height"], BOTTOM: p["y"], LEFT: p["x"] + p["width"], RIGHT: p["x"]}[side]
            k = 1 if side in (TOP, BOTTOM) else 0
            assert (y0, y2)[0] == pytest.approx(edge, abs=EPS) if k else x0 == pytest.approx(edge, abs=EPS), (name, p)
            assert (y0 if k else x0) == pytest.approx((y2 if k else x2), abs=EPS), (name, p)
        # The moves (fizz_popup_moves) against the geometry: every placement here is centred,
        # so the body moved by shift + apart from the target's centre less half its length,
        # and the pointer sits `arrow` from the body's centre, `center_offset` from the target's.
        shift, moved, arrow, centre = p["moves"]
        body_lo, length, t_lo, t_len = ((p["x"], p["width"], tx, tw) if side in (TOP, BOTTOM)
                                        else (p["y"], p["height"], ty, th))
        assert body_lo - (t_lo + t_len / 2 - length / 2) == pytest.approx(shift + moved, abs=1e-6), (name, p, t)
        assert arrow == pytest.approx(across - (body_lo + length / 2), abs=1e-6), (name, p)
        assert centre == pytest.approx(across - (t_lo + t_len / 2), abs=1e-6), (name, p)
        # Clear of every target, its own included, by the layer's spacing.
        for u in s["targets"]:
            assert apart(rect(p), rect(u), gap), (name, p, u)
    for i, a in enumerate(s["popups"]):
        for b in s["popups"][i + 1:]:
            assert apart(rect(a), rect(b), gap), (page.name, a, b)
    return s


def drag_target(page, index, to, steps=8):
    """Drags target `index` by its centre toward the canvas point `to` (past an edge is fine:
    the target stops at it) with a real pointer; returns the logged drag."""
    s = page.js("window.fizzDemo.popups.state()")
    t = s["targets"][index]
    x0, y0 = t["x"] + t["width"] / 2, t["y"] + t["height"] / 2
    n = page.js("window.fizzDemo.popups.drags.length")
    path = [(x0 + (to[0] - x0) * k / steps, y0 + (to[1] - y0) * k / steps) for k in range(steps + 1)]
    page.gesture(path, target=CANVAS)
    page.wait_for(f"window.fizzDemo.popups.drags.length > {n} && window.fizzDemo.popups.drags.at(-1).done", timeout=5)
    drag = page.js("window.fizzDemo.popups.drags.at(-1)")
    assert drag["target"] == index and drag["type"] == page.pointer_type
    assert len(drag["moves"]) >= 3, "the browser delivered fewer than 3 pointer moves"
    lay = page.js("window.fizzDemo.popups.layout()")
    # The target followed the finger 1:1, stopped by the canvas's edges.
    for m in drag["moves"]:
        want = (min(max(m["x"] - drag["dx"], 0), lay["width"] - lay["target"]),
                min(max(m["y"] - drag["dy"], 0), lay["height"] - lay["target"]))
        assert (m["target"]["x"], m["target"]["y"]) == pytest.approx(want, abs=EPS), (m, drag)
    return drag


def side_of(state, index):
    return state["popups"][index]["placement"] // 3


def test_popups_stay_inside_flip_at_the_edges_and_keep_apart(page):
    page.open("popups")
    check_section_fits(page, "popups", ["#popups-help", f"#{CANVAS}", "#popups-stats"])
    lay = page.js("window.fizzDemo.popups.layout()")
    W, H, T = lay["width"], lay["height"], lay["target"]
    s = check_popups(page)
    assert [p["style"] for p in s["popups"]] == ["arrow"] * 4
    assert side_of(s, 0) == TOP and side_of(s, 2) == BOTTOM       # where they prefer, with room
    # A (prefers top) to the top edge: no room above, so below; back down, top again.
    drag_target(page, 0, (W * 0.3, -4))
    s = check_popups(page)
    assert abs(s["targets"][0]["y"]) <= EPS and side_of(s, 0) == BOTTOM
    drag_target(page, 0, (W * 0.3, H * 0.3))
    assert side_of(check_popups(page), 0) == TOP
    # A into each top corner: not above (no room), inside and its arrow on A all the same.
    for x in (-4, W + 4):
        drag_target(page, 0, (x, -4))
        s = check_popups(page)
        assert abs(s["targets"][0]["y"]) <= EPS and min(abs(s["targets"][0]["x"]), abs(s["targets"][0]["x"] - (W - T))) <= EPS and side_of(s, 0) != TOP
    # A to the left and right edges, clear of the others: above again, slid inside.
    for x in (-4, W + 4):
        drag_target(page, 0, (x, H * 0.2))
        s = check_popups(page)
        assert min(abs(s["targets"][0]["x"]), abs(s["targets"][0]["x"] - (W - T))) <= EPS and side_of(s, 0) == TOP
    # B (prefers right) to the right edge: on its left; D (prefers left) to the left edge: on
    # its right; C (prefers bottom) to the bottom edge: above.
    drag_target(page, 1, (W + 4, H * 0.25))
    s = check_popups(page)
    assert s["targets"][1]["x"] == pytest.approx(W - T, abs=EPS) and side_of(s, 1) == LEFT
    drag_target(page, 3, (-4, H * 0.85))
    s = check_popups(page)
    assert abs(s["targets"][3]["x"]) <= EPS and side_of(s, 3) == RIGHT
    drag_target(page, 2, (W * 0.6, H + 4))
    s = check_popups(page)
    assert s["targets"][2]["y"] == pytest.approx(H - T, abs=EPS) and side_of(s, 2) == TOP
    # The bottom corners: not below (no room), wherever the others leave room.
    for x in (-4, W + 4):
        drag_target(page, 2, (x, H + 4))
        s = check_popups(page)
        assert s["targets"][2]["y"] == pytest.approx(H - T, abs=EPS) and side_of(s, 2) != BOTTOM
    screenshot(page, "popups")
    check_section_fits(page, "popups", ["#popups-help", f"#{CANVAS}", "#popups-stats"])


def test_a_popup_flips_once_at_the_edge_and_back_only_with_room_to_spare(page):
    page.open("popups")
    lay = page.js("window.fizzDemo.popups.layout()")
    s = page.js("window.fizzDemo.popups.state()")
    W, pad, T = lay["width"], lay["padding"], lay["target"]
    body = s["popups"][0]["height"]
    # fizz.h: the top side fits while the body and its arrow fit between the target and the
    # padded boundary, so A (prefers top) leaves it when its top edge y < pad + body + arrow;
    # it comes back only when the top fits with the hysteresis (8 pt) to spare.
    leave = pad + body + lay["arrow"][1]
    back = leave + lay["hysteresis"]
    t = s["targets"][0]
    x, y0 = W * 0.3, t["y"] + T / 2
    assert t["y"] > back + 10
    # One press: up to the top edge in 3 px steps, then back down, held all along.
    up = [(x, y) for y in range(int(y0), T // 2 - 6, -3)]
    path = up + up[::-1][1:]
    page.gesture(path, target=CANVAS)
    page.wait_for("window.fizzDemo.popups.drags.at(-1).done", timeout=10)
    moves = page.js("window.fizzDemo.popups.drags.at(-1).moves")
    turn = min(range(len(moves)), key=lambda i: moves[i]["target"]["y"])
    assert moves[turn]["target"]["y"] == 0
    switches = 0
    for i, m in enumerate(moves):
        y, side = m["target"]["y"], m["placement"] // 3
        limit = leave if i <= turn else back
        if abs(y - limit) > EPS:
            assert side == (TOP if y > limit else BOTTOM), (i, y, side, limit)
        switches += i > 0 and side != moves[i - 1]["placement"] // 3
    assert switches == 2, [m["placement"] // 3 for m in moves]     # once each way, no flicker
    check_popups(page)


def test_crowded_targets_push_their_popups_apart(page):
    page.open("popups")
    lay = page.js("window.fizzDemo.popups.layout()")
    W, H = lay["width"], lay["height"]
    # All four targets into one band across the middle: their popups would collide where
    # each prefers to be; they are placed apart instead (checked by check_popups).
    for i, x in enumerate((0.12, 0.38, 0.62, 0.88)):
        drag_target(page, i, (W * x, H * 0.5))
        check_popups(page)
    s = page.js("window.fizzDemo.popups.state()")
    ys = [t["y"] for t in s["targets"]]
    assert max(ys) - min(ys) <= 2, ys                              # one row, really


TIP_BG = colour("#2c313d")
TARGET_COLOURS = [colour(c) for c in ("#ff5a5f", "#ffb400", "#00a699", "#7b61ff")]


def inset(r, k):
    """The middle of a viewport rect (left, top, width, height), `k` px in from each side."""
    return {"left": r["left"] + k, "top": r["top"] + k, "width": max(1, r["width"] - 2 * k), "height": max(1, r["height"] - 2 * k)}


def check_drawn(page, max_hidden):
    """The pixels: every target drawn in its colour (no tip over it), every shown tip drawn in
    its background (no other tip or target over it), at most `max_hidden` tips hidden (a tip
    with no free place is hidden, never drawn over another); returns the state."""
    page.wait_for("!window.fizzDemo.popups.state().pressed", timeout=5)
    s = page.js("window.fizzDemo.popups.state()")
    o = page.rect(f"#{CANVAS}")
    shot = grab(page.driver)
    for t, rgb in zip(s["targets"], TARGET_COLOURS):
        r = {"left": o["left"] + t["x"], "top": o["top"] + t["y"], "width": t["width"], "height": t["height"]}
        # The middle less the letter: the target's own colour over most of it.
        assert drawn(page.driver, inset(r, 4), rgb, shot=shot) >= 0.6, (page.name, t, "target covered or not drawn")
    hidden = [p for p in s["popups"] if p["hidden"]]
    assert len(hidden) <= max_hidden, (page.name, hidden)
    shown = [p for p in s["popups"] if not p["hidden"]]
    for p in shown:
        assert p["flags"] & 4 == 0, p                      # shown: the engine found it a free place
        r = {"left": o["left"] + p["x"], "top": o["top"] + p["y"], "width": p["width"], "height": p["height"]}
        assert drawn(page.driver, inset(r, 3), TIP_BG, shot=shot) >= 0.4, (page.name, p, "tip not drawn")
        for u in s["targets"]:
            assert apart((p["x"], p["y"], p["width"], p["height"]), (u["x"], u["y"], u["width"], u["height"]), 0), (p, u)
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert apart((a["x"], a["y"], a["width"], a["height"]), (b["x"], b["y"], b["width"], b["height"]), 0), (a, b)
    return s


def test_the_tab_draws_its_targets_and_tips(page):
    page.open("popups")
    s = check_drawn(page, 0)
    assert all(not p["hidden"] for p in s["popups"])


def test_crowded_clusters_draw_no_tip_over_a_tip_or_a_target(page):
    """The findings: a 2 × 2 cluster (the phone) and a corner cluster drew tips over targets
    and other tips. In the middle every tip has room; in the corner the target boxed in by the
    corner and two neighbours has none: its tip alone is hidden, the others shown around it."""
    page.open("popups")
    page.press_button('.pp-options button[name="cluster"]')
    s = check_drawn(page, 0)
    assert [p["hidden"] for p in s["popups"]] == [False] * 4
    page.press_button('.pp-options button[name="corner"]')
    s = check_drawn(page, 1)
    screenshot(page, "popups-corner")
    # Dragging a target out of the corner frees the hidden tip's room: every tip shown again.
    t = s["targets"][3]
    drag_target(page, 3, (t["x"] - 120, t["y"] - 160))
    check_drawn(page, 0)
