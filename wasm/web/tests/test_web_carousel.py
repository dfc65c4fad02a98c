"""The Carousel tab (carousel-demo.mjs, wasm/fizz.h "Carousels") at both viewports with real
pointer input (a mouse at desktop size, a touch pointer at phone size): a circular carousel
(Showcase's circular path and scale transform, 12 items, looping) above a cover flow
(iCarousel's, 24 items, not looping). A drag moves the position by the finger's travel over
the pitch, move by move, and the circular band's cards by exactly the finger's travel on the
page; a fling lands on the item the engine's query predicted at the release, which the page
said while it glided, which is also the item worked out here from the release (the decay's rest
point s + 0.4995·v, v the finger's LSQ2 velocity refitted with numpy from the samples the page
passed, rounded to an item); every item drawn is the engine's record, its matrix is Showcase's
and iCarousel's formulas worked out here, its corners the matrix's projection, and the items
drawn are those of the window around the position (the viewport's half length in rows, plus
one). Every check reads the page at rest (no press, no draw queued, both carousels idle), so
what was drawn is what the engine holds."""
import math

import numpy
import pytest
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput

from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS

CANVAS = "carousel-canvas"
SELECTORS = ["#carousel-help", f"#{CANVAS}", "#carousel-stats"]
M34 = -1 / 500                 # iCarousel's perspective, which the page keeps
DECAY_POWER = 0.4995           # UIScrollView's .normal, the engine's default glide (fizz.h)


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def at_rest(page):
    """The page's state once nothing moves and the last change is drawn."""
    page.wait_for("window.fizzDemo.carousel.state().rest", timeout=20)
    return page.js("window.fizzDemo.carousel.state()")


def band_of(state, name):
    return next(b for b in state["bands"] if b["name"] == name)


def move_to(page, name, position):
    """Jumps a carousel to `position` (through the engine) and waits for the frame drawn there."""
    draws = page.js("window.fizzDemo.carousel.draws")
    page.js(f"window.fizzDemo.carousel.setPosition('{name}', {position})")
    page.wait_for(f"window.fizzDemo.carousel.draws > {draws} && window.fizzDemo.carousel.state().rest", timeout=5)
    return at_rest(page)


def wrap(k, n):
    return k % n


def nearest_item(s):
    """The item nearest s, the lower on a tie (the engine's rule)."""
    f = math.floor(s)
    return f if s - f <= 0.5 else f + 1


def scale_by_hand(u):
    """Showcase's TransformScale with its defaults (start rate 0.8, minimum 0.5): with
    t = ||u| − 1|, max(t + 1 − 0.8, 0.5) while t < 0.8, else 1."""
    t = abs(abs(u) - 1)
    return max(t + 0.2, 0.5) if t < 0.8 else 1.0


def circular_matrix(offset, b):
    """An item `offset` items from the centre, by hand: Showcase's scale k about its centre, then
    the move along the row (offset·pitch) and across to Showcase's circular path
    (cos(u·π/2) − 1)·H/2, shifted down by the page's viewpoint (a quarter of the band up), then
    the perspective m34 (a flat item keeps w = 1)."""
    W, H, pitch = b["rect"]["width"], b["rect"]["height"], b["pitch"]
    u = offset * pitch / (W / 2)
    k = scale_by_hand(u)
    cross = (math.cos(u * math.pi / 2) - 1) * H / 2
    return [k, 0, 0, 0, 0, k, 0, 0, 0, 0, 1, M34, offset * pitch, cross + H / 4, 0, 1]


def coverflow_matrix(offset, b):
    """iCarousel's cover flow (spacing 0.25, tilt 0.9, itemWidth = the pitch w), by hand: with
    c = clamp(offset, −1, 1), a turn about y by a = −c·(π/2)·0.9, then a move to
    x = (c·0.5·0.9 + offset·0.25)·w, z = −|c|·w/2, then the perspective m34 (row vectors)."""
    w = b["pitch"]
    c = max(-1.0, min(1.0, offset))
    a = -c * math.pi / 2 * 0.9
    x, z = (c * 0.5 * 0.9 + offset * 0.25) * w, abs(c) * -w * 0.5
    cos, sin = math.cos(a), math.sin(a)
    return [cos, 0, -sin, -sin * M34, 0, 1, 0, 0, sin, 0, cos, cos * M34, x, 0, z, 1 + z * M34]


def window_by_hand(b):
    """The slots a frame lists: within the viewport's half length in rows (a row is the pitch,
    times the cover flow's spacing 0.25), rounded up, plus one, either side of the position;
    within 0..count − 1 when not looping. Returned as (slot, item) pairs, in slot order."""
    row = b["pitch"] * (0.25 if b["name"] == "coverflow" else 1)
    half = math.ceil(b["rect"]["width"] / 2 / row) + 1
    s = b["position"]
    lo, hi = math.ceil(s - half), math.floor(s + half)
    if not b["looping"]:
        lo, hi = max(lo, 0), min(hi, b["count"] - 1)
    return [(k, wrap(k, b["count"])) for k in range(lo, hi + 1)]


def centre_x(corners):
    return sum(x for x, _ in corners) / 4


def slot_of(item, position):
    """The slot a drawn item stands in: its offset plus the position (a whole number)."""
    return round(item["offset"] + position)


def projected(m, w, h, cx, cy):
    """A w × h box centred on 0 through the row-vector matrix m, divided by w, at (cx, cy)."""
    out = []
    for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        X, Y, Q = x * m[0] + y * m[4] + m[12], x * m[1] + y * m[5] + m[13], x * m[3] + y * m[7] + m[15]
        out.append([cx + X / Q, cy + Y / Q])
    return out


def check_drawn(page, b):
    """What the last draw drew in band b is the engine's frame now, record for record; each
    matrix is the formula's, each box its projection; the items are the window's."""
    engine = page.js(f"window.fizzDemo.carousel.items('{b['name']}')")
    drawn = b["drawn"]
    assert [{k: d[k] for k in engine[0]} for d in drawn] == engine
    # Backmost first: depth ranks 0..n−1 in drawing order, the centre item drawn last.
    assert [d["depth"] for d in drawn] == list(range(len(drawn)))
    assert abs(drawn[-1]["offset"]) == min(abs(d["offset"]) for d in drawn)
    # The window: the slots around the position, each slot's item, offset slot − position.
    by_slot = sorted(drawn, key=lambda d: d["offset"])
    window = window_by_hand(b)
    assert [d["index"] for d in by_slot] == [i for _, i in window], (b["position"], window)
    assert [d["offset"] for d in by_slot] == pytest.approx([k - b["position"] for k, _ in window], abs=1e-9)
    formula = circular_matrix if b["name"] == "circular" else coverflow_matrix
    r, item = b["rect"], b["item"]
    for d in drawn:
        assert d["normalized"] == pytest.approx(d["offset"] * b["pitch"] / (r["width"] / 2), abs=1e-12)
        assert d["matrix"] == pytest.approx(formula(d["offset"], b), abs=1e-9), (d["offset"], d["matrix"])
        assert d["opacity"] == 1
        box = projected(d["matrix"], item["width"], item["height"], r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)
        assert sum(d["corners"], []) == pytest.approx(sum(box, []), abs=1e-9)
    # Nothing visible is left out: the slots just past the window (when they hold an item) lie
    # wholly outside the band, by the formula.
    for k in (window[0][0] - 1, window[-1][0] + 1):
        if not b["looping"] and not 0 <= k < b["count"]:
            continue
        xs = [x for x, _ in projected(formula(k - b["position"], b), item["width"], item["height"],
                                       r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)]
        assert max(xs) < r["x"] or min(xs) > r["x"] + r["width"], (k, xs)
    return drawn


def test_the_section_fits_and_the_bands_are_the_carousels_viewports(page):
    page.open("carousel")
    s = at_rest(page)
    check_section_fits(page, "carousel", SELECTORS)
    css = page.rect(f"#{CANVAS}")
    v = page.viewport
    assert css["width"] >= (0.9 if v["mobile"] else 0.6) * v["width"] and css["height"] >= 0.6 * v["height"], css
    backing = page.js(f"[document.getElementById('{CANVAS}').width, document.getElementById('{CANVAS}').height]")
    assert abs(backing[0] - css["width"] * v["dpr"]) <= 1 and abs(backing[1] - css["height"] * v["dpr"]) <= 1
    circular, coverflow = band_of(s, "circular"), band_of(s, "coverflow")
    # The two bands split the canvas; each carousel's viewport is its band, its items the page's.
    assert circular["rect"]["y"] == 0 and coverflow["rect"]["y"] == circular["rect"]["height"]
    assert circular["rect"]["height"] + coverflow["rect"]["height"] == pytest.approx(css["height"], abs=1e-6)
    for b in (circular, coverflow):
        assert b["rect"]["width"] == pytest.approx(css["width"], abs=1e-6)
        lay = b["layout"]
        assert (lay["viewportWidth"], lay["viewportHeight"]) == (b["rect"]["width"], b["rect"]["height"])
        assert (lay["itemWidth"], lay["itemHeight"], lay["lineSpacing"]) == (b["item"]["width"], b["item"]["height"], 8)
        assert b["pitch"] == b["item"]["width"] + 8
    assert (circular["count"], circular["looping"], coverflow["count"], coverflow["looping"]) == (12, True, 24, False)
    assert (circular["position"], coverflow["position"]) == (0, 12)
    text = page.js("document.getElementById('carousel-stats').textContent")
    assert text == "Circular: 1 · Cover flow: 13", text
    screenshot(page, "carousel")


@pytest.mark.parametrize("name", ["circular", "coverflow"])
def test_a_drag_moves_the_carousel_by_the_fingers_travel(page, name):
    page.open("carousel")
    s = at_rest(page)
    b = band_of(s, name)
    r, pitch = b["rect"], b["pitch"]
    y = r["y"] + r["height"] / 2
    x0, step, n = r["width"] * 0.7, -12, 10
    page.gesture([(x0 + step * k, y) for k in range(n + 1)], hold=0.1, release=False, target=CANVAS)
    try:
        # The last move handed to the engine and drawn (a draw is queued per move).
        page.wait_for(f"(p => p && p.moves.length && Math.abs(p.moves.at(-1).x - {x0 + step * n}) < 0.5)"
                      "(window.fizzDemo.carousel.presses.at(-1))", timeout=5)
        page.wait_for("!window.fizzDemo.carousel.state().pending", timeout=5)
        press = page.js("window.fizzDemo.carousel.presses.at(-1)")
        held = page.js("window.fizzDemo.carousel.state()")
    finally:
        page.lift()
    assert press["type"] == page.pointer_type and press["band"] == name
    assert press["position0"] == b["position"] and press["x0"] == pytest.approx(x0, abs=0.5)
    assert len(press["moves"]) >= 5
    # Move by move: the position is the press position less the finger's travel in items.
    for m in press["moves"]:
        assert m["position"] == pytest.approx(press["position0"] - (m["x"] - press["x0"]) / pitch, abs=1e-9), m
    travel = press["moves"][-1]["x"] - press["x0"]
    assert travel == pytest.approx(step * n, abs=1)
    hb = band_of(held, name)
    assert hb["phase"] == 1                         # dragging
    assert hb["position"] == pytest.approx(b["position"] - travel / pitch, abs=1e-9)
    if name == "circular":
        # On the page: every card still drawn moved along by the finger's travel, exactly
        # (Showcase's items sit offset·pitch along the row; the path and the scale move them
        # across and about their centre only).
        was = {slot_of(d, b["position"]): d for d in b["drawn"]}
        moved = [d for d in hb["drawn"] if slot_of(d, hb["position"]) in was]
        assert len(moved) >= 5
        for d in moved:
            old = was[slot_of(d, hb["position"])]
            assert d["index"] == old["index"]
            assert centre_x(d["corners"]) - centre_x(old["corners"]) == pytest.approx(travel, abs=1e-6)
    s = at_rest(page)
    # Lifted after the finger rested: no fling, it settles on the nearest item.
    expected = nearest_item(hb["position"])
    assert band_of(s, name)["position"] == (expected % b["count"] if b["looping"] else expected)
    check_section_fits(page, "carousel", SELECTORS)


def lsq2_velocity(samples):
    """The finger's velocity refitted here (fizz.h: LSQ2 over the last 100 ms): a sample at the
    newest's time replaces its point, a gap of 40 ms or more clears the history, at most 20
    kept; x(t) ≈ b0 + b1·t + b2·t² from the newest (the line with 2 samples): b1, pt/s."""
    kept = []
    for t, x in samples:
        if kept and t == kept[-1][0]:
            kept[-1] = (t, x)
            continue
        if kept and t - kept[-1][0] >= 0.04:
            kept = []
        kept = (kept + [(t, x)])[-20:]
    t0 = kept[-1][0]
    window = [(t, x) for t, x in kept if t0 - t <= 0.1]
    if len(window) < 2:
        return 0.0
    ts = numpy.array([t - t0 for t, _ in window])
    return float(numpy.polyfit(ts, numpy.array([x for _, x in window]), 2 if len(window) >= 3 else 1)[-2])


def flick(page, b):
    """A real flick toward −x across band b, released while moving: six moves of 30 px sent
    back to back (no pause between actions, so no gap of 40 ms is likely to stop the finger
    before the release), then the press the page logged, once the carousel rests."""
    r = page.rect(f"#{CANVAS}")
    y = round(r["top"] + b["rect"]["y"] + b["rect"]["height"] / 2)
    x0 = r["left"] + b["rect"]["width"] * 0.8
    kind = interaction.POINTER_TOUCH if page.touch else interaction.POINTER_MOUSE
    a = ActionBuilder(page.driver, mouse=PointerInput(kind, "finger"), duration=0)
    a.pointer_action.move_to_location(round(x0), y).pointer_down()
    for k in range(1, 7):
        a.pointer_action.move_to_location(round(x0 - 30 * k), y)
    a.pointer_action.pointer_up()
    a.perform()
    page.wait_for("(p => p?.release)(window.fizzDemo.carousel.presses.at(-1))", timeout=5)
    s = at_rest(page)
    return s, page.js("window.fizzDemo.carousel.presses.at(-1)")


def check_landing(page, s, b, press):
    """The release was the query's answer, the velocity the LSQ2 refit, the landing the decay's
    rest point on an item, the page said so while it glided, and it stopped there. Returns the
    items it flew."""
    pitch, count = b["pitch"], b["count"]
    assert press["type"] == page.pointer_type and press["band"] == b["name"]
    rel, fling = press["release"], press["fling"]
    predicted = rel["predicted"]
    # The release is what the query answered: the same item.
    assert rel["returned"] == predicted
    # The velocity is the LSQ2 fit of the samples the page passed (the down and the moves: the
    # up's point is none), refitted here, at the last move; 0 when the up came 40 ms after it.
    samples = [(press["t0"], press["x0"])] + [(m["t"], m["x"]) for m in press["moves"]]
    v = rel["velocity"]
    if rel["t"] - samples[-1][0] >= 0.04:
        assert v == 0
    else:
        assert v == pytest.approx(lsq2_velocity(samples), rel=1e-6, abs=1e-6)
    # The landing by hand: the decay's rest point s + 0.4995·w (w = −v/pitch items/s), on the
    # nearest item, clamped to the ends without looping (wrapped with it).
    rest = rel["position"] + DECAY_POWER * (-v / pitch)
    target = nearest_item(rest)
    if not b["looping"]:
        target = min(max(target, 0), count - 1)
    assert rel["landing"] == pytest.approx(target, abs=1e-9)
    assert predicted == wrap(target, count)
    # Said before it stopped: on the first frame drawn after the release, long before the last.
    said = fling["said"]
    assert f"lands on {predicted + 1}" in said["text"], said
    assert fling["settled"] is not None and said["frames"] < fling["settled"]["frames"] - 10, fling
    # Stopped there, exactly.
    end = band_of(s, b["name"])
    assert fling["settled"]["index"] == predicted and end["current"] == predicted
    assert end["position"] == (wrap(target, count) if b["looping"] else target)
    text = page.js("document.getElementById('carousel-stats').textContent")
    label = "Circular" if b["name"] == "circular" else "Cover flow"
    assert f"{label}: {predicted + 1} (landed on {predicted + 1}, predicted {predicted + 1})" in text, text
    check_drawn(page, end)
    return abs(target - rel["position"])


def fling(page, name):
    """Flicks the carousel `name` until it flies two items or more, checking every landing: a
    loaded machine can hold the up back 40 ms (the finger then stopped: no fling, which the
    checks allow), so up to three flicks. Returns the state at rest and the press that flew."""
    b = band_of(at_rest(page), name)
    for _ in range(3):
        s, press = flick(page, b)
        flown = check_landing(page, s, b, press)
        b = band_of(s, name)
        if press["release"]["velocity"] < -500 and flown >= 2:
            return s, press
    pytest.fail(f"{page.name}: no flick of three flew two items: {press['release']}")


@pytest.mark.parametrize("name", ["circular", "coverflow"])
def test_a_fling_lands_on_the_index_predicted_and_shown(page, name):
    page.open("carousel")
    fling(page, name)


@pytest.mark.parametrize("name", ["circular", "coverflow"])
def test_the_drawn_items_are_the_engines_frame_and_the_formulas(page, name):
    page.open("carousel")
    at_rest(page)
    start = 0 if name == "circular" else 12
    for position in (start, start + 0.35, start + 2.7, start - 1.5):
        s = move_to(page, name, position % 12 if name == "circular" else position)
        b = band_of(s, name)
        assert b["position"] == pytest.approx(position % 12 if name == "circular" else position, abs=1e-12)
        drawn = check_drawn(page, b)
        assert len(drawn) == len(window_by_hand(b))
