"""The Layout tab (layout-demo.mjs on fizz-wasm/dom's brickLayout, wasm/fizz.h "Layouts") at both viewports, scrolled by a real
wheel: the page laid out as the header says (the root's edge insets 12 pt, the page header as
wide as the content, 44 pt tall), a wheel scrolls it by what the page received and every
plain brick moves up by exactly that, the page header sticks at the top and a section's header
sticks under it (stacked across sections), the drawn items are the handed-out ones and the line
of text says so, and the page never scrolls."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from pixels import colour, drawn, grab
from sections import browser, check_section_fits, screenshot, server  # noqa: F401

CANVAS = "layout-view"     # the tab's element, a brickLayout container
SELECTORS = ["#layout-help", f"#{CANVAS}", "#layout-stats"]


@pytest.fixture(scope="module", params=["desktop", "phone"])
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def state(page):
    return page.js("window.fizzDemo.layout.state()")


def item(s, id, repetition=0):
    return next((i for i in s["items"] if i["id"] == id and i["repetition"] == repetition), None)


def wheel(page, dy):
    """A real vertical wheel of dy px over the canvas; returns what the page received (Chromium
    divides an emulated wheel by the pixel ratio) once the offset shows it."""
    before = len(page.js("window.fizzDemo.layout.wheels"))
    el = page.driver.find_element(By.ID, CANVAS)
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_element(el), 0, dy).perform()
    page.wait_for(f"window.fizzDemo.layout.wheels.length > {before}", timeout=5)
    page.wait_for("window.fizzDemo.layout.draws > 0", timeout=5)
    return sum(w["delta"] for w in page.js(f"window.fizzDemo.layout.wheels.slice({before})"))


def check_at_rest(page):
    """Drawn = handed out; the line of text says the offset and the count; nothing overflows."""
    page.wait_for("window.fizzDemo.layout.ready", timeout=10)
    s = state(page)
    page.wait_for("window.fizzDemo.layout.state().resting", timeout=10)
    s = state(page)
    text = page.js(f"document.getElementById('layout-stats').textContent")
    assert f"offset {s['offset']:.1f} pt" in text and f"{len(s['items'])} items handed out" in text, text
    check_section_fits(page, "layout", SELECTORS)
    return s


def test_the_page_is_laid_out_as_the_header_says(page):
    page.open("layout")
    s = check_at_rest(page)
    ids = page.js("window.fizzDemo.layout.ids")
    w = s["viewport"]["width"]
    header = item(s, ids["header"])
    # The root's edge insets are 12 pt: content width W = viewport − 24; ratio 1 is all of it.
    assert (header["x"], header["y"], header["width"], header["height"]) == (12, 12, w - 24, 44)
    # The row of cards (90 pt) below it, 8 pt apart; the first section's header 8 pt below that.
    assert item(s, ids["card"])["y"] == 12 + 44 + 8
    assert item(s, ids["headers"][0])["y"] == 12 + 44 + 8 + 90 + 8
    assert s["offset"] == 0
    screenshot(page, "layout")


def test_a_wheel_scrolls_the_page_and_the_headers_stick(page):
    page.open("layout")
    ids = page.js("window.fizzDemo.layout.ids")
    s0 = check_at_rest(page)
    received = wheel(page, 150)
    s1 = check_at_rest(page)
    assert received > 0 and s1["offset"] == pytest.approx(received, abs=1e-9)
    # Every plain brick (no behavior) handed out both times moved up by exactly the offset.
    plain = [i for i in s0["items"] if i["id"] in ids["bricks"]]
    moved = [(i, item(s1, i["id"], i["repetition"])) for i in plain]
    assert any(b for _, b in moved)
    for a, b in moved:
        if b is not None:
            assert b["y"] == a["y"] - s1["offset"] and b["x"] == a["x"], (a, b)
    # The page header sticks at the top once scrolled past its 12 pt inset.
    assert item(s1, ids["header"])["y"] == 0
    # Into the first section, 100 pt past its header: that header sticks under the page's.
    target = (12 + 44 + 8 + 90 + 8) + 100 - s1["offset"]
    wheel(page, round(target * page.viewport["dpr"]))
    s2 = check_at_rest(page)
    assert s2["offset"] > 100
    assert item(s2, ids["header"])["y"] == 0
    assert item(s2, ids["headers"][0])["y"] == 44
    screenshot(page, "layout-scrolled")


HEADER = colour("#e8e8ee")


def view_rect(page, item):
    """An engine frame (viewport coordinates of the layout) as a rect of the browser's viewport."""
    o = page.rect(f"#{CANVAS}")
    return {"left": o["left"] + item["x"], "top": o["top"] + item["y"], "width": item["width"], "height": item["height"]}


def check_pixels(page):
    """At the current offset: every plain brick, card and note the engine handed out that lies
    wholly in view and below the stuck headers is drawn in its own colour at the frame the
    engine reports (sections, handed out with a z above their bricks, cover none); every
    stuck header is drawn in the header colour where the sticky behavior puts it. Returns the
    number of bricks checked."""
    s = check_at_rest(page)
    ids = page.js("window.fizzDemo.layout.ids")
    vw, vh = s["viewport"]["width"], s["viewport"]["height"]
    heads = [i for i in s["items"] if i["id"] in [ids["header"], ids["noteHeader"], *ids["headers"]]]
    covered = max([h["y"] + h["height"] for h in heads if h["y"] <= 44.5] + [0])
    shot = grab(page.driver)
    plain = set(ids["bricks"]) | {ids["card"], ids["note"]}
    checked = 0
    for it in s["items"]:
        if it["id"] not in plain or it["alpha"] != 1 or it["scale"] != 1:
            continue
        if it["y"] < covered or it["y"] + it["height"] > vh or it["x"] < 0 or it["x"] + it["width"] > vw:
            continue
        want = colour(page.js(f"window.fizzDemo.layout.colourOf({it['id']}, {it['repetition']})"))
        r = view_rect(page, it)
        middle = {"left": r["left"] + 6, "top": r["top"] + 6, "width": r["width"] - 12, "height": r["height"] - 12}
        f = drawn(page.driver, middle, want, shot=shot)
        assert f >= 0.5, (page.name, s["offset"], it, f"{f:.0%} drawn in {want}")
        checked += 1
    for h in heads:
        if 0 <= h["y"] and h["y"] + h["height"] <= vh:
            r = view_rect(page, h)
            middle = {"left": r["left"] + 4, "top": r["top"] + 4, "width": 40, "height": r["height"] - 8}
            assert drawn(page.driver, middle, HEADER, shot=shot) >= 0.8, (page.name, s["offset"], h, "header not drawn")
    return checked


def test_bricks_and_headers_are_drawn_where_the_engine_puts_them(page):
    """The finding: the tab drew no layout (sections painted as opaque cards over their
    bricks). At several offsets, the pixels show each brick in its colour at its frame and the
    headers stuck where the sticky behavior says."""
    page.open("layout")
    ids = page.js("window.fizzDemo.layout.ids")
    total = 0
    for y in (0, 200, 700, 1500, 3000):
        page.js(f"window.fizzDemo.layout.scrollTo({y})")
        total += check_pixels(page)
        s = state(page)
        if s["offset"] > 12:
            head = item(s, ids["header"])
            assert head["y"] == 0, head                            # the page header stuck at the top
            stuck = [i for i in s["items"] if i["id"] in [ids["noteHeader"], *ids["headers"]] and i["y"] == 44]
            assert len(stuck) <= 1
    assert total >= 8, total
    screenshot(page, "layout-pixels")


def test_the_cover_flow_row_is_drawn_and_scrolls_sideways(page):
    page.open("layout")
    ids = page.js("window.fizzDemo.layout.ids")
    s = check_at_rest(page)
    cards = [i for i in s["items"] if i["id"] == ids["card"] and 0 <= i["x"] and i["x"] + i["width"] <= s["viewport"]["width"]]
    assert len(cards) >= 2
    # Cover flow: the cards shrink toward the edges, the middle one largest; each drawn.
    shot = grab(page.driver)
    for c in cards:
        w, h = c["width"] * c["scale"], c["height"] * c["scale"]
        r = view_rect(page, {"x": c["x"] + (c["width"] - w) / 2 + 6, "y": c["y"] + (c["height"] - h) / 2 + 6, "width": w - 12, "height": h - 12})
        want = colour(page.js(f"window.fizzDemo.layout.colourOf({c['id']}, {c['repetition']})"))
        assert drawn(page.driver, r, want, shot=shot) >= 0.5, (page.name, c)
    # A real sideways drag on the row scrolls it (not the page), then it glides on.
    c = cards[0]
    y = c["y"] + c["height"] / 2
    x0 = min(s["viewport"]["width"] - 20, c["x"] + 200)
    page.gesture([(x0 - 12 * k, y) for k in range(12)], target=CANVAS)
    page.wait_for("window.fizzDemo.layout.state().resting", timeout=10)
    s1 = state(page)
    assert s1["offset"] == 0 and s1["rowOffset"] > 100, s1["rowOffset"]
    moved = [i for i in s1["items"] if i["id"] == ids["card"] and i["repetition"] == c["repetition"]]
    assert not moved or moved[0]["x"] < c["x"] - 100
    check_pixels(page)


def test_a_fling_glides_on_and_rests_with_zero_work(page):
    """Scrolling is the engine's: a flick glides past where the finger lifted, on the decay, and
    rests inside; at rest the shared loop requests no frame."""
    page.open("layout")
    s = check_at_rest(page)
    h = s["viewport"]["height"]
    x = s["viewport"]["width"] / 2
    path = [(x, h * 0.8 - 30 * k) for k in range(10)]
    page.gesture(path, target=CANVAS)
    page.wait_for("window.fizzDemo.layout.state().resting", timeout=15)
    s1 = state(page)
    travel = path[0][1] - path[-1][1]
    rel = page.js("window.fizzDemo.layout.releases.at(-1)")
    assert s1["offset"] > travel + 20, (s1["offset"], travel, rel)     # momentum: on past the lift
    assert s1["offset"] <= s1["contentHeight"] - h + 1e-6
    assert page.js("window.fizzDemo.layout.loop()")["pending"] is False
    frames = page.js("window.fizzDemo.layout.loop()")["frames"]
    page.js("new Promise((r) => setTimeout(r, 500))")
    import time
    time.sleep(0.5)
    assert page.js("window.fizzDemo.layout.loop()")["frames"] == frames     # zero frames at rest
    check_pixels(page)


def test_auto_heights_are_measured_and_reported(page):
    """The waterfall's notes have 'auto' heights: each element's height as the browser laid it
    out is the height of its frame the engine hands out."""
    page.open("layout")
    ids = page.js("window.fizzDemo.layout.ids")
    s = check_at_rest(page)
    for _ in range(6):     # the content height is extrapolated until laid out to its end
        page.js(f"window.fizzDemo.layout.scrollTo({s['contentHeight']})")
        s = check_at_rest(page)
        if s["offset"] >= s["contentHeight"] - s["viewport"]["height"] - 1e-6:
            break
    notes = [e for e in s["elements"] if e["id"] == ids["note"]]
    assert len(notes) >= 4
    frames = {(i["id"], i["repetition"]): i for i in s["items"]}
    heights = set()
    for e in notes:
        f = frames[(e["id"], e["repetition"])]
        assert e["rect"]["height"] == pytest.approx(f["height"], abs=0.5), (e, f)
        heights.add(round(f["height"]))
    assert len(heights) >= 2, heights                  # measured, not the 60 px estimate
    check_pixels(page)
