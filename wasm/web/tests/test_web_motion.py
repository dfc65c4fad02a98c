"""The Motion tab (motion-demo.mjs over fizz-wasm/dom's motion()) at both viewports with real
pointer input, checked by the CSS custom properties the binding writes and by what is drawn:
at rest every lane shows its box in its colour (none is blank); a press held at three quarters
across puts the sliding box three quarters along its lane and magnifies the Dock icon under the
finger (bigger than the far ones, not smaller); a moderate flick with the short glide does not
pin the effects at their ends; and at rest no frame is requested."""
import time

import pytest

from pixels import assert_drawn, grab
from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS
from test_web_strip import lifted_in_time, listen

LANES = [(".slide-box", "#ff5a5f"), (".fade-box", None), (".grow-box", "#00a699"), (".turn-box", "#8f7bff")]


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def open_tab(page):
    page.open("motion")
    page.wait_for("window.fizzDemo.motion.ready", timeout=10)
    page.wait_for("!window.fizzDemo.loop().pending", timeout=10)


def var(page, name, css="#motion-pad"):
    return float(page.js(f"getComputedStyle(document.querySelector('{css}')).getPropertyValue('{name}') || 'NaN'"))


def test_every_lane_shows_its_box_at_rest(page):
    open_tab(page)
    check_section_fits(page, "motion", ["#motion-help", "#motion-box", "#motion-stats"])
    shot = grab(page.driver)
    for css, colour in LANES:
        r = page.rect(f"#motion-pad {css}")
        assert r["width"] > 4 and r["height"] > 4, css
        if colour is None:
            # The fading box at its resting opacity 0.2: drawn, though dim (not the lane's colour).
            from pixels import drawn
            assert drawn(page.driver, r, "#232733", tolerance=6, shot=shot) < 0.5, css
            continue
        inner = {"left": r["left"] + r["width"] * 0.3, "top": r["top"] + r["height"] * 0.3, "width": r["width"] * 0.4, "height": r["height"] * 0.4}
        assert_drawn(page.driver, inner, colour, at_least=0.6, what=f"{page.name} {css} at rest", shot=shot)
    screenshot(page, "motion")


def test_a_held_press_moves_the_box_and_magnifies_the_icon_under_it(page):
    open_tab(page)
    pad = page.rect("#motion-pad")
    dock = page.js("Array.from(document.querySelectorAll('#motion-dock > i'), e => e.getBoundingClientRect().toJSON())")
    target = dock[6]
    x = target["left"] + target["width"] / 2 - pad["left"]
    y = pad["height"] * 0.5
    page.gesture([(x - 60, y), (x - 30, y), (x, y)], hold=0.4, release=False, target="motion-pad")
    try:
        time.sleep(0.2)
        p = var(page, "--fizz-x")
        assert p == pytest.approx(x / pad["width"], abs=0.01)
        lane = page.rect("#motion-pad .lane")
        box = page.rect("#motion-pad .slide-box")
        assert box["left"] - lane["left"] == pytest.approx(p * (lane["width"] - 36), abs=1.0)
        sizes = page.js("Array.from(document.querySelectorAll('#motion-dock > i'), e => e.getBoundingClientRect().width)")
        assert sizes[6] > 1.5 * sizes[0], sizes          # magnified under the finger, not shrunk
        assert sizes[6] == max(sizes)
    finally:
        page.lift()
    page.wait_for("!window.fizzDemo.loop().pending", timeout=10)
    # Released and at rest, the row is flat again.
    sizes = page.js("Array.from(document.querySelectorAll('#motion-dock > i'), e => e.getBoundingClientRect().width)")
    time.sleep(0.3)
    sizes = page.js("Array.from(document.querySelectorAll('#motion-dock > i'), e => e.getBoundingClientRect().width)")
    assert max(sizes) == pytest.approx(min(sizes), abs=0.5), sizes


def test_a_moderate_flick_does_not_pin_the_effects(page):
    open_tab(page)
    pad = page.rect("#motion-pad")
    y = pad["height"] * 0.5
    # 12 px a move, 16 ms apart: about 750 px/s, from a fifth of the way across; made again
    # until the lift comes within the tracker's stop gap (a loaded machine may deliver it late).
    for _ in range(3):
        listen(page, "motion-pad")
        page.gesture([(pad["width"] * 0.2 + 12 * k, y) for k in range(6)], target="motion-pad")
        page.wait_for("!window.fizzDemo.loop().pending", timeout=10)
        if lifted_in_time(page):
            break
    else:
        pytest.fail(f"{page.name}: no lift came within the stop gap in three flicks")
    ends = page.js("window.fizzDemo.motion.ends")
    assert ends and ends[-1]["vx"] > 100, ends
    p = var(page, "--fizz-x")
    assert 0.2 < p < 0.95, p
    assert var(page, "--fizz-grow") < 1.15 - 1e-3


def test_nothing_runs_at_rest(page):
    open_tab(page)
    page.js("(() => { window.__rafs = 0; const r = window.requestAnimationFrame; window.requestAnimationFrame = (f) => { window.__rafs += 1; return r(f); }; return 1; })()")
    grown = page.js("window.fizzDemo.recording().length")
    time.sleep(2)
    assert page.js("window.__rafs") == 0
    assert page.js("window.fizzDemo.recording().length") == grown
