"""The Animator tab (animator-demo.mjs over fizz-wasm/dom's animate()) at both viewports with
real pointer input: a tap sends the ball there on a spring, and it is drawn there in its colour
once it rests; a second tap mid-flight turns it from where it is (its path has no jump); and at
rest no frame is requested."""
import time

import pytest

from pixels import assert_drawn
from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS

BALL = "#ff7ac6"


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def rest(page):
    page.wait_for("!window.fizzDemo.loop().pending", timeout=10)
    time.sleep(0.1)


def test_a_tap_springs_the_ball_there_and_it_is_drawn_there(page):
    page.open("animator")
    check_section_fits(page, "animator", ["#animator-help", "#animator-box", "#animator-stats"])
    stage = page.rect("#animator-stage")
    x, y = stage["width"] * 0.6, stage["height"] * 0.5
    page.gesture([(x, y)], target="animator-stage")
    rest(page)
    ball = page.rect("#animator-ball")
    assert ball["left"] + ball["width"] / 2 - stage["left"] == pytest.approx(x, abs=1.0)
    assert ball["top"] + ball["height"] / 2 - stage["top"] == pytest.approx(y, abs=1.0)
    inner = {"left": ball["left"] + ball["width"] * 0.3, "top": ball["top"] + ball["height"] * 0.3,
             "width": ball["width"] * 0.4, "height": ball["height"] * 0.4}
    assert_drawn(page.driver, inner, BALL, at_least=0.8, what=f"{page.name} ball")
    screenshot(page, "animator")


def test_a_second_tap_mid_flight_turns_it_without_a_jump(page):
    page.open("animator")
    stage = page.rect("#animator-stage")
    page.gesture([(stage["width"] * 0.8, stage["height"] * 0.8)], target="animator-stage")
    time.sleep(0.08)
    page.js("""(() => { window.__path = []; const b = document.getElementById('animator-ball');
      const r = window.requestAnimationFrame; const rec = () => { __path.push(b.getBoundingClientRect().left); if (__path.length < 200) r(rec); };
      r(rec); return 1; })()""")
    page.gesture([(stage["width"] * 0.1, stage["height"] * 0.2)], target="animator-stage")
    rest(page)
    path = page.js("window.__path")
    steps = [abs(b - a) for a, b in zip(path, path[1:])]
    # The spring keeps its velocity: no frame moves it by more than a fraction of the stage.
    assert max(steps) < stage["width"] * 0.2, max(steps)


def test_nothing_runs_at_rest(page):
    page.open("animator")
    rest(page)
    page.js("(() => { window.__rafs = 0; const r = window.requestAnimationFrame; window.requestAnimationFrame = (f) => { window.__rafs += 1; return r(f); }; return 1; })()")
    time.sleep(2)
    assert page.js("window.__rafs") == 0
