"""The DOM tabs at 1440 × 900 with a mouse (the desktop session resized): each draws its
elements in their colours where the bindings put them, and with prefers-reduced-motion a
carousel step jumps (no frame interpolates a transform)."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from pixels import assert_drawn, grab
from sections import browser, check_section_fits, server  # noqa: F401
from test_web_demo import VIEWPORTS, emulate

WIDE = {"width": 1440, "height": 900, "dpr": 1, "mobile": False, "touch": False}


@pytest.fixture(scope="module")
def page(server):  # noqa: F811
    class R:
        param = "desktop"
    for p in browser(R, server):
        emulate(p.driver, WIDE)
        p.viewport = WIDE
        yield p
        p.viewport = VIEWPORTS["desktop"]


def middle(r, f=0.3):
    return {"left": r["left"] + r["width"] * f, "top": r["top"] + r["height"] * f,
            "width": r["width"] * (1 - 2 * f), "height": r["height"] * (1 - 2 * f)}


def test_each_dom_tab_draws_at_1440(page):
    expected = {
        "carousel": ("#carousel-deck > .slide", "#carousel-box"),
        "strip": ("#strip-row > .card", "#strip-box"),
        "motion": ("#motion-pad .slide-box, #motion-pad .grow-box, #motion-pad .turn-box, #motion-dock > i", "#motion-box"),
        "animator": ("#animator-ball", "#animator-box"),
    }
    for tab, (items, box) in expected.items():
        page.open(tab)
        page.wait_for(f"window.fizzDemo.{tab}.ready", timeout=10)
        page.wait_for("!window.fizzDemo.loop().pending", timeout=10)
        time.sleep(0.1)
        check_section_fits(page, tab, [box])
        shot = grab(page.driver)
        stage = page.rect(box)
        drawn = 0
        for i, (r, bg, vis) in enumerate(page.js(f"Array.from(document.querySelectorAll('{items}'), e => [e.getBoundingClientRect().toJSON(), getComputedStyle(e).backgroundColor, getComputedStyle(e).visibility])")):
            if vis != "visible" or r["right"] <= stage["left"] + 8 or r["left"] >= stage["right"] - 8 or r["width"] < 8:
                continue
            r = {**r, "left": max(r["left"], stage["left"]), "right": min(r["right"], stage["right"])}
            r["width"] = r["right"] - r["left"]
            # The front of the stack: the element the browser hit-tests at the item's middle.
            cx, cy = r["left"] + r["width"] / 2, r["top"] + r["height"] / 2
            if not page.js(f"(() => {{ const e = document.elementFromPoint({cx}, {cy}); return !!e && !!e.closest && document.querySelectorAll('{items}')[{i}].contains(e); }})()"):
                continue
            assert_drawn(page.driver, middle(r, 0.4), bg, at_least=0.6, what=f"1440: {tab} item {i}", shot=shot)
            drawn += 1
        assert drawn >= 1, tab


def test_reduced_motion_makes_a_carousel_step_jump(page):
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        page.open("carousel")
        page.wait_for("window.fizzDemo.carousel.ready", timeout=10)
        page.wait_for("!window.fizzDemo.loop().pending", timeout=10)
        i0 = page.js("window.fizzDemo.carousel.binding().index")
        page.driver.find_element(By.ID, "carousel-deck").send_keys(Keys.ARROW_RIGHT)
        # At once: the position is the next item's before any frame could interpolate.
        assert page.js("window.fizzDemo.carousel.binding().position") == i0 + 1
        assert page.js("window.fizzDemo.carousel.binding().carousel.phase") == 0
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
