"""bubblePicker (wasm/js/dom/picker.mjs) in headless Chromium at both viewports, on a page of
its own served like the docs examples: the picker findings of issue 24, each a check that
failed before its fix. A scroll left by one feel is reset by the next (the bubbles piled
against an invisible wall); an anchor pan cannot take the attraction point out of the
container; Enter toggles a focused bubble; at rest the shared loop requests no frame."""
import math
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



def test_a_hidden_container_steps_no_frame_and_steps_again_when_shown(page):
    """A closed tab (display: none) around a moving picker: the loop stops at once instead of
    stepping an unseen world, and showing it again steps it (a tab switch in the gallery)."""
    settle(page)
    page.js("(picker.world.setAnchor(0.2, 0.3), picker.select(items[0]))")       # moving now
    assert page.js("picker.resting") is False
    page.js("document.getElementById('p').style.display = 'none'")
    page.wait_for("!window.loopState().pending", timeout=3)
    frames = page.js("loopState().frames")
    time.sleep(0.5)
    assert page.js("loopState()") == {"awake": 0, "pending": False, "frames": frames}
    page.js("document.getElementById('p').style.display = ''")
    page.wait_for(f"window.loopState().frames > {frames}", timeout=3)
    settle(page)

# ---- Drag, setItems, removal and the events, with real pointer input ------------------------------
# At 390 × 844 with touch and at 1440 × 900 with a mouse. Each bubble is a coloured element; the
# screenshot must show it in its colour where the engine says it is.

from pixels import colour, drawn  # noqa: E402
from test_dom_docs import HEAD, Handler  # noqa: E402
from test_web_demo import browser_session, emulate, Page  # noqa: E402

COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6', '#f2f2f2', '#35c759']
EVENTS_PAGE = """<div id="p" style="width: 100%; height: 520px; background: #111318"></div>
<button id="drop" style="height: 44px; width: 160px">remove selected</button>
<script type="module">
  import { bubblePicker, loopState } from 'fizz-wasm/dom';
  const COLOURS = COLOUR_LIST;
  const make = (name, i) => {
    const el = document.createElement('div');
    el.textContent = name;
    el.dataset.colour = COLOURS[i % COLOURS.length];
    el.style.cssText = `background: ${el.dataset.colour}; color: #111318; font: 600 10px system-ui; display: grid; place-items: center`;
    return el;
  };
  const items = Array.from({ length: 8 }, (_, i) => make('G' + i, i));
  const picker = bubblePicker(document.getElementById('p'), items, { feel: 'spring', radius: 34 });
  window.events = [];
  for (const kind of ['select', 'deselect', 'remove']) picker.on(kind, (el) => events.push([kind, el.textContent]));
  document.getElementById('drop').addEventListener('click', () => { for (const el of picker.selected()) picker.remove(el); });
  await picker.ready;
  Object.assign(window, { picker, items, make, loopState });
</script></body></html>
""".replace("COLOUR_LIST", str(COLOURS))

WIDE = {"width": 1440, "height": 900, "dpr": 1, "mobile": False, "touch": False}


@pytest.fixture(scope="module", params=["phone", "wide"])
def live(request, repo_server):  # noqa: F811
    Handler.pages["picker-events.html"] = HEAD + EVENTS_PAGE
    for p in browser_session("phone" if request.param == "phone" else "desktop", repo_server, Page):
        if request.param == "wide":
            emulate(p.driver, WIDE)
            p.viewport, p.name = WIDE, "wide"
        p.driver.get(f"{repo_server}/__example/picker-events.html")
        p.wait_for("window.picker && window.picker.world", timeout=15)
        yield p


def reload(page):
    page.driver.get(page.driver.current_url)
    page.wait_for("window.picker && window.picker.world", timeout=15)
    settle(page)


def box(page):
    return page.js("document.getElementById('p').getBoundingClientRect().toJSON()")


def press(page, points, hold=0.0, release=True):
    """One real press (touch on the phone, a mouse on the wide screen) through `points`, in
    container px, 16 ms a move."""
    r = box(page)
    a = page.actions()
    x0, y0 = points[0]
    a.pointer_action.move_to_location(round(r["left"] + x0), round(r["top"] + y0)).pointer_down()
    for x, y in points[1:]:
        a.pointer_action.move_to_location(round(r["left"] + x), round(r["top"] + y))
    if hold:
        a.pointer_action.pause(hold)
    if release:
        a.pointer_action.pointer_up()
    a.perform()


def bubbles(page):
    return page.js("picker.bubbles().map((b) => ({ name: b.element?.textContent, colour: b.element?.dataset.colour, "
                   "x: b.x, y: b.y, r: b.r, flags: b.flags }))")


def central(page):
    r = box(page)
    return min(bubbles(page), key=lambda b: math.hypot(b["x"] - r["width"] / 2, b["y"] - r["height"] / 2))


def drawn_where_the_engine_says(page, b):
    """The bubble's element is drawn in its colour at the engine's centre (a 6 px square)."""
    r = box(page)
    spot = {"left": r["left"] + b["x"] - 3, "top": r["top"] + b["y"] + 0.55 * b["r"] - 3, "width": 6, "height": 6}
    return drawn(page.driver, spot, colour(b["colour"]), tolerance=24)


def test_a_real_drag_moves_the_bubble_and_its_element(live):
    reload(live)
    b = central(live)
    r = box(live)
    tx = b["x"] + (140 if b["x"] < r["width"] / 2 else -140)
    ty = max(b["y"] - 130, 50)
    press(live, [(b["x"] + (tx - b["x"]) * k / 10, b["y"] + (ty - b["y"]) * k / 10) for k in range(11)], hold=0.6, release=False)
    now = next(x for x in bubbles(live) if x["name"] == b["name"])
    assert now["flags"] & 2, "the engine does not flag the bubble as dragged"
    assert math.hypot(now["x"] - tx, now["y"] - ty) < 20, (now, tx, ty)
    # The element is where the engine put it, drawn in its colour.
    el = live.js(f"Array.from(document.querySelectorAll('#p > div')).find((e) => e.textContent === '{b['name']}').getBoundingClientRect().toJSON()")
    assert el["left"] + el["width"] / 2 - r["left"] == pytest.approx(now["x"], abs=1.5)
    assert drawn_where_the_engine_says(live, now) >= 0.75
    live.lift()
    live.wait_for("picker.bubbles().every((b) => (b.flags & 2) === 0)", timeout=3)
    assert live.js("window.events") == []          # a drag is not a tap


def test_real_taps_fire_select_and_deselect_and_grow_the_bubble(live):
    reload(live)
    b = central(live)
    press(live, [(b["x"], b["y"])])
    live.wait_for("window.events.length > 0", timeout=5)
    assert live.js("window.events") == [["select", b["name"]]]
    settle(live)
    now = next(x for x in bubbles(live) if x["name"] == b["name"])
    assert now["r"] == pytest.approx(1.5 * 34, abs=0.5) and now["flags"] & 1
    assert drawn_where_the_engine_says(live, now) >= 0.75
    press(live, [(now["x"], now["y"])])
    live.wait_for("window.events.length > 1", timeout=5)
    assert live.js("window.events") == [["select", b["name"]], ["deselect", b["name"]]]


def test_removal_animates_then_fires_remove_and_gives_the_element_back(live):
    reload(live)
    b = central(live)
    press(live, [(b["x"], b["y"])])                     # select it, then the page's button
    live.wait_for("window.events.length > 0", timeout=5)
    # Every frame until the element leaves: its opacity as drawn.
    live.driver.execute_script("""window.seen = [];
      const el = items.find((e) => e.textContent === arguments[0]);
      (function watch() { if (!el.isConnected) return; seen.push(getComputedStyle(el).opacity); requestAnimationFrame(watch); })();""",
                               b["name"])
    d = live.js("document.getElementById('drop').getBoundingClientRect().toJSON()")
    a = live.actions()
    a.pointer_action.move_to_location(round(d["left"] + d["width"] / 2), round(d["top"] + d["height"] / 2)).pointer_down().pointer_up()
    a.perform()
    live.wait_for("window.events.some((e) => e[0] === 'remove')", timeout=5)
    assert live.js("window.events")[-1] == ["remove", b["name"]]
    # It faded on its way out (frames drawn between the press and the removal), then left.
    opacities = [float(o) for o in live.js("window.seen")]
    assert any(0 < o < 1 for o in opacities), opacities
    el = f"items.find((e) => e.textContent === '{b['name']}')"
    assert live.js(f"{el}.isConnected") is False
    assert live.js(f"{el}.getAttribute('style')").startswith("background:")     # its own style back
    assert live.js(f"{el}.hasAttribute('tabindex')") is False
    assert len(bubbles(live)) == 7


def test_set_items_swaps_bubbles_and_the_new_ones_answer_a_real_tap(live):
    reload(live)
    live.js("(window.fresh = [make('N1', 6), make('N2', 7)], picker.setItems([...items.slice(2), ...fresh]))")
    live.wait_for("window.events.filter((e) => e[0] === 'remove').length === 2", timeout=5)
    assert sorted(e[1] for e in live.js("window.events")) == ["G0", "G1"]
    assert live.js("Array.from(document.querySelectorAll('#p > div'), (e) => e.textContent).sort()") == \
        sorted([f"G{i}" for i in range(2, 8)] + ["N1", "N2"])
    settle(live)
    now = bubbles(live)
    assert sorted(b["name"] for b in now) == sorted([f"G{i}" for i in range(2, 8)] + ["N1", "N2"])
    n = next(b for b in now if b["name"] == "N2")
    r = box(live)
    assert n["r"] < n["x"] < r["width"] - n["r"] and n["r"] < n["y"] < r["height"] - n["r"], n   # in view
    assert drawn_where_the_engine_says(live, n) >= 0.75
    live.js("window.events = []")
    press(live, [(n["x"], n["y"])])
    live.wait_for("window.events.length > 0", timeout=5)
    assert live.js("window.events") == [["select", "N2"]]
