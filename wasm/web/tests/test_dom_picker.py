"""bubblePicker (wasm/js/dom/picker.mjs) in headless Chromium at both viewports, on a page of
its own served like the docs examples: the picker findings of issue 24, each a check that
failed before its fix. A scroll left by one feel is reset by the next (the bubbles piled
against an invisible wall); an anchor pan cannot take the attraction point out of the
container; Enter toggles a focused bubble; at rest the shared loop requests no frame."""
import time

import pytest

from dom_pages import open_page
from test_dom_docs import repo_server  # noqa: F401  (a fixture)
from test_web_demo import VIEWPORTS

PAGE = """<div id="p" style="width: 100%; height: 480px; background: #111318"></div>
<script type="module">
  import { bubblePicker, loopState } from 'fizz-wasm/dom';
  const items = Array.from({ length: 14 }, (_, i) => {
    const el = document.createElement('div');
    el.textContent = 'B' + i;
    el.style.background = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff'][i % 4];
    return el;
  });
  const picker = bubblePicker(document.getElementById('p'), items, { feel: 'magnetic', radius: 30 });
  window.events = [];
  picker.on('select', (el) => events.push(['select', el.textContent]));
  picker.on('deselect', (el) => events.push(['deselect', el.textContent]));
  await picker.ready;
  Object.assign(window, { picker, items, loopState });
</script></body></html>
"""


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, repo_server):  # noqa: F811
    yield from open_page(request.param, repo_server, "picker-test.html", PAGE, "window.picker && window.picker.world")


def settle(page):
    page.wait_for("window.picker.resting && !window.loopState().pending", timeout=20)


def test_switching_feel_resets_the_content_offset(page):
    # A cloud wider than the container (magnetic's open sides let it spread): a bubble 600 px
    # past the right edge, then the offset a scroll pan leaves there.
    page.js("picker.world.addPickerBubble(picker.world.width + 600, 100, 30)")
    page.js("picker.world.setContentOffset(240, 0)")
    assert page.js("picker.world.contentOffset")["x"] == 240            # the engine kept it
    page.js("picker.setFeel('still')")
    assert page.js("picker.world.contentOffset") == {"x": 0, "y": 0}
    page.js("picker.world.setContentOffset(240, 0)")
    page.js("picker.setFeel('magnetic')")
    assert page.js("picker.world.contentOffset") == {"x": 0, "y": 0}
    page.js("(picker.world.setAnchor(0.9, 0.1), picker.world.setContentOffset(50, 50))")
    page.js("picker.reset()")
    assert page.js("picker.world.anchor") == {"x": 0.5, "y": 0.5}
    assert page.js("picker.world.contentOffset") == {"x": 0, "y": 0}


def test_an_anchor_pan_keeps_the_anchor_in_the_container(page):
    page.js("picker.setFeel('spring')")                    # anchor pans
    settle(page)
    r = page.js("document.getElementById('p').getBoundingClientRect().toJSON()")
    # A background point: the corner, where no bubble sits at rest (checked by the engine).
    x, y = 6, 6
    assert page.js(f"picker.world.hitTest({x}, {y})") is None
    a = page.actions()
    a.pointer_action.move_to_location(round(r["left"] + x), round(r["top"] + y)).pointer_down()
    for k in range(1, 12):                                  # far out past the left/top edges
        a.pointer_action.move_to_location(max(0, round(r["left"] + x - 40 * k)), max(0, round(r["top"] + y - 40 * k)))
    a.pointer_action.pointer_up()
    a.perform()
    time.sleep(0.2)
    an = page.js("picker.world.anchor")
    assert 0.05 - 1e-9 <= an["x"] <= 0.95 + 1e-9 and 0.05 - 1e-9 <= an["y"] <= 0.95 + 1e-9, an


def test_enter_toggles_a_focused_bubble_and_the_loop_stops_at_rest(page):
    settle(page)
    page.js("items[3].focus()")
    page.js("items[3].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))")
    page.wait_for("window.events.some((e) => e[0] === 'select' && e[1] === 'B3')", timeout=10)
    assert page.js("items[3].getAttribute('aria-selected')") == "true"
    settle(page)
    frames = page.js("loopState().frames")
    time.sleep(1.0)
    assert page.js("loopState()") == {"awake": 0, "pending": False, "frames": frames}   # zero work at rest
