"""The Strip tab (strip-demo.mjs, wasm/fizz.h "Strips") at both viewports with real pointer
input (a mouse at desktop size, a touch pointer at phone size) and a real wheel: a drag moves
the offset 1:1 move by move and not past 0, the release eases to the nearest item start laid
out by hand from the widths and the 8 pt spacing, a wheel scrolls it and snaps clamped at the
end, the drawn items are the visible ones and the line of text says so, and the page never
scrolls sideways."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS, emulate

CANVAS = "strip-canvas"


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def strip_layout(page):
    """The items laid out by hand from the page's widths and spacing, as wasm/fizz.h says: the
    first starts at 0, each next one at the previous end plus the spacing."""
    widths, spacing = page.js("[window.fizzDemo.strip.widths, window.fizzDemo.strip.spacing]")
    starts, x = [], 0.0
    for w in widths:
        starts.append(x)
        x += w + spacing
    return widths, starts, starts[-1] + widths[-1]


def visible_by_hand(widths, starts, offset, viewport):
    """The items crossing offset ..< offset + viewport (touching an edge is not crossing)."""
    return [i for i, (s, w) in enumerate(zip(starts, widths)) if s < offset + viewport and s + w > offset]


def snap_by_hand(starts, offset, most):
    """The nearest item start (the earlier on a tie), clamped to 0..most."""
    best = min(starts, key=lambda s: (abs(s - offset), s))
    return min(max(best, 0.0), most)


def check_strip_at_rest(page, widths, starts):
    """Drawn = the engine's visible items = the items crossing the viewport by hand; the line
    of text says so; and the page has not scrolled sideways. A change (a new viewport, a last
    offset) is drawn on the next animation frame, so the check waits for no draw to be queued."""
    page.wait_for("(s => !s.pending && !s.moving)(window.fizzDemo.strip.state())", timeout=5)
    s = page.js("window.fizzDemo.strip.state()")
    vis = visible_by_hand(widths, starts, s["offset"], s["viewport"])
    assert vis and s["first"] == vis[0] and s["count"] == len(vis), (s, vis)
    assert s["drawn"] == vis, (s, vis)
    text = page.js("document.getElementById('strip-stats').textContent")
    assert f"offset {s['offset']:.1f} pt" in text and f"first visible {vis[0] + 1} " in text and f" {len(vis)} visible" in text, text
    check_section_fits(page, "strip", ["#strip-help", f"#{CANVAS}", "#strip-stats"])
    return s


def test_dragging_the_strip_scrolls_it_1_to_1_and_the_release_snaps_to_an_item(page):
    page.open("strip")
    widths, starts, content = strip_layout(page)
    assert len(widths) == 30 and len(set(widths)) > 10
    css = page.rect(f"#{CANVAS}")
    s = page.js("window.fizzDemo.strip.state()")
    assert s["viewport"] == pytest.approx(css["width"], abs=1e-9)
    assert s["contentLength"] == pytest.approx(content, abs=1e-9)
    assert s["offset"] == 0
    check_strip_at_rest(page, widths, starts)
    y = css["height"] / 2
    # Toward the right at offset 0: nothing lies before the first item, so it stays put (no
    # rubber band) and comes back to 0.
    page.gesture([(40 + 15 * k, y) for k in range(6)], target=CANVAS)
    page.wait_for("!window.fizzDemo.strip.state().moving", timeout=5)
    drag = page.js("window.fizzDemo.strip.drags.at(-1)")
    assert drag["type"] == page.pointer_type
    assert len(drag["moves"]) >= 3 and all(m["offset"] == 0 for m in drag["moves"]), drag
    assert page.js("window.fizzDemo.strip.state().offset") == 0
    # 150 px to the left: the offset follows the finger exactly, move by move.
    x0 = 300
    page.gesture([(x0 - 15 * k, y) for k in range(11)], target=CANVAS)
    drag = page.js("window.fizzDemo.strip.drags.at(-1)")
    assert drag["type"] == page.pointer_type and len(drag["moves"]) >= 3
    for m in drag["moves"]:
        assert m["offset"] == pytest.approx(drag["x0"] - m["x"], abs=1e-9), (m, drag["x0"])
    assert drag["release"] == pytest.approx(150, abs=1), drag
    page.wait_for("!window.fizzDemo.strip.state().moving", timeout=5)
    # The release eased to the nearest item start: 150 lies between the starts 64 and 165.
    end = page.js("window.fizzDemo.strip.state()")["offset"]
    expected = snap_by_hand(starts, drag["release"], content - s["viewport"])
    assert expected == 165 and end == expected
    assert page.js(f"window.fizzDemo.strip.snapOffset({drag['release']})") == expected
    snap = page.js("window.fizzDemo.strip.snaps.at(-1)")
    assert snap["release"] == drag["release"] and snap["to"] == expected
    check_strip_at_rest(page, widths, starts)
    screenshot(page, "strip")


def test_a_wheel_scrolls_the_strip_and_it_snaps_clamped_at_the_end(page):
    page.open("strip")
    widths, starts, content = strip_layout(page)
    el = page.driver.find_element(By.ID, CANVAS)
    most = content - page.js("window.fizzDemo.strip.state().viewport")
    # A horizontal wheel of 120 px (Chromium divides an emulated wheel by the pixel ratio, so
    # the page sees 120 / ratio): the offset moves by what the page received, then snaps.
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_element(el), 120, 0).perform()
    page.wait_for("window.fizzDemo.strip.snaps.length > 0 && !window.fizzDemo.strip.state().moving", timeout=5)
    received = sum(w["delta"] for w in page.js("window.fizzDemo.strip.wheels"))
    assert received == pytest.approx(120 / page.viewport["dpr"], abs=1e-9)
    release = page.js("window.fizzDemo.strip.snaps.at(-1).release")
    assert release == pytest.approx(received, abs=1e-9)
    assert page.js("window.fizzDemo.strip.state().offset") == snap_by_hand(starts, release, most)
    # Far past the end: clamped to content − viewport, then on the item start nearest it,
    # clamped again.
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_element(el), 9000, 0).perform()
    page.wait_for("window.fizzDemo.strip.snaps.length > 1 && !window.fizzDemo.strip.state().moving", timeout=5)
    assert page.js("window.fizzDemo.strip.snaps.at(-1).release") == pytest.approx(most, abs=1e-9)
    end = page.js("window.fizzDemo.strip.state().offset")
    assert end == snap_by_hand(starts, most, most) and end <= most
    check_strip_at_rest(page, widths, starts)


def test_the_strip_follows_the_viewport(page):
    page.open("strip")
    v = page.viewport
    rebuilds = page.js("window.fizzDemo.strip.rebuilds")
    # Desktop: a narrower window; phone: turned to landscape (the side panel layout).
    turned = {**v, "width": 1000, "height": 640} if not v["mobile"] else {**v, "width": v["height"], "height": v["width"]}
    try:
        emulate(page.driver, turned)
        page.wait_for(f"window.fizzDemo.strip.rebuilds > {rebuilds}")
        width = page.rect(f"#{CANVAS}")["width"]
        page.wait_for(f"Math.abs(window.fizzDemo.strip.state().viewport - {width}) < 1e-6", timeout=5)
        widths, starts, _ = strip_layout(page)
        page.viewport = turned
        check_strip_at_rest(page, widths, starts)
    finally:
        page.viewport = v
        emulate(page.driver, v)
