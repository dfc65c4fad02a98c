"""The Layout tab (layout-demo.mjs, wasm/fizz.h "Layouts") at both viewports, scrolled by a real
wheel: the page laid out as the header says (the root's edge insets 12 pt, the page header as
wide as the content, 44 pt tall), a wheel scrolls it by what the page received and every
plain brick moves up by exactly that, the page header sticks at the top and a section's header
sticks under it (stacked across sections), the drawn items are the handed-out ones and the line
of text says so, and the page never scrolls."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from sections import browser, check_section_fits, screenshot, server  # noqa: F401

CANVAS = "layout-canvas"
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
    page.wait_for("(() => { const s = window.fizzDemo.layout.state(); return s.drawn === s.items.length; })()", timeout=5)
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
