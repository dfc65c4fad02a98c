"""The demo's tab bar (tabs.mjs) at both viewports, pressed with real pointer input: one section
at a time, the hidden ones taking no layout and running no animation loop, the URL hash
opening a section directly, and the picker keeping its exact size and position whatever was
shown before (its own tests, test_web_demo.py, rely on it)."""
import math
import pathlib
import sys
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from sections import SectionPage, browser, check_section_fits, server  # noqa: F401
from test_web_demo import VIEWPORTS, emulate

REPO = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "wasm/python/src"))
from fizz import header  # noqa: E402  (the reader of fizz.h)

#: The page's tabs: one per product of fizz.h's @kind lines, in header order, each named after
#: its product (the popup product's tab is "popups": a layer holds many); a product added to the
#: header without a tab fails here.
#: Products whose tab is still to be built, each with why: leaving one out of the page is a
#: decision written here, never an accident.
NO_TAB_YET: dict[str, str] = {}
PRODUCTS = [p for p in dict.fromkeys(k.product for k in header.parse_kinds((REPO / "wasm/fizz.h").read_text(encoding="utf-8")))
            if p not in NO_TAB_YET]
#: Tabs beyond one per product: the Animator is of the motion product but is a component of its own.
EXTRA_TABS = ["animator"]
TABS = [p + "s" if p == "popup" else p for p in PRODUCTS] + EXTRA_TABS


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def picker_box(page):
    r = page.rect("#stage")
    return tuple(r[k] for k in ("left", "top", "width", "height"))


def test_the_page_says_what_it_is_and_the_tab_bar_fits(page):
    page.open("picker")
    page.wait_for("window.fizzDemo.frames > 10")
    # A name, a line on what Fizz is, a link to the docs.
    brand = page.js("document.getElementById('brand').textContent")
    assert "Fizz" in brand and "engine" in brand and "WebAssembly" in brand, brand
    assert page.js("document.querySelector('#brand a').getAttribute('href')").endswith("docs/dom/README.md")
    labels = page.js("Array.from(document.querySelectorAll('#tabs [data-tab]'), b => [b.dataset.tab, b.textContent])")
    assert labels == [[t, t.capitalize()] for t in TABS]
    # Every tab inside the bar (check_section_fits) and the bar not scrolling sideways.
    check_section_fits(page, "picker", ["#brand", "#record"])
    assert page.js("(b => b.scrollWidth <= b.clientWidth)(document.getElementById('tabs'))")
    # A tab's hit area reaches 8 px above and 13 px below its drawn box: 44 px for a thumb
    # (checked in a bar of one row; wrapped rows share the space between them).
    rects = page.js("Array.from(document.querySelectorAll('#tabs [data-tab]'), b => b.getBoundingClientRect().toJSON())")
    if len({r["top"] for r in rects}) == 1:
        for b in rects:
            cx = b["left"] + b["width"] / 2
            for y in (b["top"] - 7, b["bottom"] + 12):
                hit = page.js(f"document.elementFromPoint({cx}, {y})?.closest('[data-tab]')?.getBoundingClientRect().left")
                assert hit == b["left"], (b, y)


def test_every_section_fits_320_px(page):
    """The narrowest phone: the tab bar wraps instead of overflowing, every section fits."""
    v = page.viewport
    narrow = {**v, "width": 320, "height": 640}
    try:
        emulate(page.driver, narrow)
        page.viewport = narrow
        for section, selectors in SECTIONS.items():
            page.open(section)
            check_section_fits(page, section, selectors)
            assert page.js("(b => b.scrollWidth <= b.clientWidth)(document.getElementById('tabs'))"), section
    finally:
        page.viewport = v
        emulate(page.driver, v)


def test_switching_shows_one_section_and_pauses_the_others(page):
    page.open("picker")
    page.wait_for("window.fizzDemo.frames > 10")
    before = picker_box(page)
    check_section_fits(page, "picker", ["#help", "#stage", "#stats", "#presets button"])
    page.press_tab("strip")
    page.assert_last_press_was_real()
    assert page.js("location.hash") == "#strip"
    page.wait_for("window.fizzDemo.strip?.ready")
    check_section_fits(page, "strip", ["#strip-help", "#strip-box", "#strip-stats"])
    assert page.js("document.getElementById('stage').getClientRects().length") == 0
    # Hidden, the picker steps no more: its frame count stands still for half a second.
    a = page.js("window.fizzDemo.frames")
    time.sleep(0.5)
    assert page.js("window.fizzDemo.frames") == a
    # Back on the picker: it runs again (a world already at rest steps one frame and rests),
    # in the very box it had.
    page.press_tab("picker")
    assert page.js("location.hash") == "#picker"
    page.wait_for(f"window.fizzDemo.frames > {a}")
    assert picker_box(page) == before
    check_section_fits(page, "picker", ["#help", "#stage", "#stats", "#presets button"])
    # The browser's Back goes to the section shown before.
    page.driver.back()
    page.wait_for("window.fizzDemo.tab() === 'strip'", timeout=5)
    assert page.js("document.getElementById('strip-box').getClientRects().length") == 1
    page.driver.back()
    page.wait_for("window.fizzDemo.tab() === 'picker'", timeout=5)
    assert picker_box(page) == before


def test_the_hash_opens_a_section_directly(page):
    page.open("picker")
    picker = picker_box(page)
    page.open("strip")
    # The picker was never shown, so it never started: no frame stepped, no world made.
    assert page.js("window.fizzDemo.ready") is False and page.js("window.fizzDemo.frames") == 0
    assert page.js("document.querySelector('#tabs [aria-selected=\"true\"]').dataset.tab") == "strip"
    check_section_fits(page, "strip", ["#strip-help", "#strip-box", "#strip-stats"])
    # Opened later, it starts in the same box as when the page opens on it.
    page.press_tab("picker")
    page.wait_for("window.fizzDemo.ready && window.fizzDemo.frames > 10")
    assert picker_box(page) == picker
    w, h = page.js("[window.fizzDemo.worldSize().width, window.fizzDemo.worldSize().height]")
    assert (w, h) == pytest.approx((picker[2], picker[3]), abs=1e-6)
    # An unknown hash is the picker.
    page.driver.get("about:blank")
    page.driver.get(f"{page.url}#nothing")
    page.wait_for("window.fizzDemo.ready && window.fizzDemo.tab() === 'picker'")
    assert math.isclose(picker_box(page)[3], picker[3])
    # Nor does the box move once the figures below it fill in (they did wrap to a second line
    # on the phone, after the first frames, and the canvas shrank by that line).
    # (Their first text set back and the box read in one script: no frame runs between.)
    blank = page.js("""(() => { for (const id of ['count', 'selected', 'anchor', 'offset', 'frame-time'])
        document.getElementById(id).textContent = '–';
      return document.getElementById('stage').getBoundingClientRect().height; })()""")
    assert math.isclose(blank, picker[3])


SECTIONS = {
    "picker": ["#help", "#stage", "#stats", "#presets button", "#pans button", "#add", "#remove", "#reset"],
    "strip": ["#strip-help", "#strip-box", "#strip-stats"],
    "motion": ["#motion-help", "#motion-box", "#motion-stats"],
    "popups": ["#popups-help", "#popups-stage", "#popups-stats"],
    "layout": ["#layout-help", "#layout-view", "#layout-stats"],
    "carousel": ["#carousel-help", "#carousel-box", "#carousel-stats"],
    "animator": ["#animator-help", "#animator-box", "#animator-stats"],
}


def test_every_tab_has_its_sections_elements_listed():
    assert list(SECTIONS) == TABS


def test_every_section_fits_the_viewport_and_a_turned_one(page):
    v = page.viewport
    # Desktop: a smaller window; phone: turned to landscape (the side panel layout).
    turned = {**v, "width": 1000, "height": 640} if not v["mobile"] else {**v, "width": v["height"], "height": v["width"]}
    try:
        for view in (v, turned):
            emulate(page.driver, view)
            page.viewport = view
            for section, selectors in SECTIONS.items():
                page.open(section)
                check_section_fits(page, section, selectors)
                canvas = page.rect(selectors[1])
                # The canvas takes most of the page (beside a 340 px side panel when wide).
                assert canvas["width"] >= 0.5 * view["width"] and canvas["height"] >= 0.5 * view["height"], (section, canvas)
    finally:
        page.viewport = v
        emulate(page.driver, v)


def test_the_arrow_keys_walk_the_tabs(page):
    page.open("picker")
    tab = page.driver.find_element(By.CSS_SELECTOR, '#tabs [aria-selected="true"]')
    tab.send_keys(Keys.ARROW_RIGHT)
    page.wait_for("window.fizzDemo.tab() === 'strip'", timeout=5)
    assert page.js("document.activeElement.dataset.tab") == "strip" and page.js("location.hash") == "#strip"
    page.driver.switch_to.active_element.send_keys(Keys.END)
    page.wait_for(f"window.fizzDemo.tab() === '{TABS[-1]}'", timeout=5)
    page.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)     # the last stays the last
    page.driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    page.wait_for(f"window.fizzDemo.tab() === '{TABS[-2]}'", timeout=5)
    page.driver.switch_to.active_element.send_keys(Keys.HOME)
    page.wait_for("window.fizzDemo.tab() === 'picker'", timeout=5)
    # One tab stop for the bar: the selected tab.
    assert page.js("Array.from(document.querySelectorAll('#tabs [data-tab]'), b => b.tabIndex)") == [0] + [-1] * (len(TABS) - 1)
