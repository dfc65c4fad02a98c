"""The Strip tab (strip-demo.mjs over fizz-wasm/dom's strip()) at both viewports with real
pointer input, a real wheel and real keys, checked against the layout worked out by hand from
the cards' widths and the 8 px spacing, and by what is drawn: a flick carries the cards on past
the release (momentum) and stops on a card start in the flick's direction, never back against
it; a drag held still before the lift stops on the nearest stop; the End key shows the last card
whole; a wheel scrolls and settles on a stop; every card in view is drawn in its colour where
the engine puts it; and at rest no frame is requested."""
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from pixels import assert_drawn, grab
from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS

COLOURS = ["#ff5a5f", "#ffb400", "#00a699", "#8f7bff", "#3ba3ff", "#ff7ac6"]
SPACING = 8


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def open_tab(page):
    page.open("strip")
    page.wait_for("window.fizzDemo.strip.ready", timeout=10)
    rest(page)


def rest(page, timeout=10):
    page.wait_for("!window.fizzDemo.loop().pending", timeout=timeout)
    time.sleep(0.1)


def layout(page):
    """Starts and the end stop (content − viewport) by hand: first start 0, each next the
    previous end plus the spacing."""
    widths = page.js("window.fizzDemo.strip.widths")
    starts, x = [], 0.0
    for w in widths:
        starts.append(x)
        x += w + SPACING
    content = starts[-1] + widths[-1]
    viewport = page.rect("#strip-row")["width"]
    room = max(0.0, content - viewport)
    stops = sorted({s for s in starts if s < room} | {room})
    return widths, starts, stops, room


def offset(page):
    return page.js("window.fizzDemo.strip.binding().offset")


def check_drawn(page, widths, starts):
    """Every card in view is where the engine says (its box, as laid out by the browser) and
    drawn in its colour (pixels of its middle)."""
    row = page.rect("#strip-row")
    o = offset(page)
    shot = grab(page.driver)
    seen = 0
    for i, (s, w) in enumerate(zip(starts, widths)):
        x = s - o
        if x + w <= 4 or x >= row["width"] - 4:
            continue
        r = page.js(f"document.querySelectorAll('#strip-row > .card')[{i}].getBoundingClientRect().toJSON()")
        assert r["left"] - row["left"] == pytest.approx(x, abs=0.5), (i, r, x)
        vis_l, vis_r = max(x, 0) + row["left"], min(x + w, row["width"]) + row["left"]
        mid = {"left": vis_l + 2, "top": row["top"] + row["height"] * 0.2, "width": max(1, vis_r - vis_l - 4), "height": 8}
        assert_drawn(page.driver, mid, COLOURS[i % 6], at_least=0.7, what=f"{page.name} card {i + 1}", shot=shot)
        seen += 1
    assert seen >= 2


def listen(page, target="strip-row"):
    """Records `target`'s pointer events (type, own time in s) for lifted_in_time()."""
    page.js("""((id) => { window.__ev = []; const el = document.getElementById(id);
      if (!el.__listened) for (const t of ['pointerdown', 'pointermove', 'pointerup'])
        el.addEventListener(t, (e) => window.__ev.push([t, e.timeStamp / 1000]));
      el.__listened = true; return 1; })(arguments[0])""".replace("arguments[0]", repr(target)))


def lifted_in_time(page):
    """Whether the lift came within the tracker's stop gap of the last move (VelocityTracker:
    40 ms, or twice the widest interval of the last 100 ms of a slower stream)."""
    ev = page.js("window.__ev")
    moves = [t for k, t in ev if k == "pointermove"]
    up = [t for k, t in ev if k == "pointerup"]
    if len(moves) < 2 or not up:
        return False
    recent = [b - a for a, b in zip(moves, moves[1:]) if moves[-1] - a <= 0.1] or [moves[-1] - moves[-2]]
    return up[-1] - moves[-1] < max(0.04, 2 * max(recent))


def flick_until_lifted(page, target, make, tries=3):
    """Runs make() (one flick on the element `target`, then its wait for rest) until its lift
    comes within the tracker's stop gap (lifted_in_time: a loaded machine may deliver it long
    after the last move, a finger that stopped), up to `tries` times; fails after that."""
    for _ in range(tries):
        listen(page, target)
        make()
        if lifted_in_time(page):
            return
    pytest.fail(f"{page.name}: no lift came within the stop gap in {tries} flicks: {page.js('window.__ev')}")


def test_a_flick_glides_on_and_stops_on_a_card_ahead(page):
    open_tab(page)
    widths, starts, stops, room = layout(page)
    check_section_fits(page, "strip", ["#strip-help", "#strip-box", "#strip-stats"])
    assert offset(page) == 0
    row = page.rect("#strip-row")
    y = row["height"] / 2
    x0 = row["width"] * 0.8
    # 20 px a move, 16 ms apart: about 1,200 px/s toward the start (the offset grows). A loaded
    # machine may deliver the lift long after the last move, which is a finger that stopped: the
    # flick is made again until one lifts in time (the tracker's stop gap), up to three times.
    for attempt in range(3):
        if attempt:
            page.driver.find_element(By.ID, "strip-row").send_keys(Keys.HOME)
            rest(page)
        listen(page)
        page.gesture([(x0 - 20 * k, y) for k in range(8)], target="strip-row")
        rest(page)
        end = offset(page)
        lands = page.js("window.fizzDemo.strip.lands")
        assert lands and lands[-1] == end
        assert end in stops, (end, stops)
        assert end >= 140 - 1e-9 or end == room, end          # never back against the flick
        if lifted_in_time(page):
            break
    else:
        pytest.fail(f"{page.name}: no lift came within the stop gap in three flicks: {page.js('window.__ev')}")
    # Momentum: well past where the finger let go (140 px of drag), and ahead of it.
    assert end >= 140 + 100 or end == room, end
    check_drawn(page, widths, starts)
    screenshot(page, "strip")


def test_a_20_hz_stream_still_flings(page):
    """Moves 50 ms apart (a slow or throttled touch stream): the release keeps the finger's
    speed (it was 0 while the tracker took every 40 ms gap for a stop)."""
    open_tab(page)
    widths, starts, stops, room = layout(page)
    row = page.rect("#strip-row")
    ox, oy = row["left"], row["top"] + row["height"] / 2
    kind = interaction.POINTER_TOUCH if page.touch else interaction.POINTER_MOUSE
    x0 = row["width"] * 0.8
    # Made again (from the start) until the lift comes within the stop gap: a loaded machine
    # may deliver it late, which is a finger that stopped.
    for attempt in range(3):
        if attempt:
            page.driver.find_element(By.ID, "strip-row").send_keys(Keys.HOME)
            rest(page)
        listen(page)
        a = ActionBuilder(page.driver, mouse=PointerInput(kind, "finger"), duration=50)
        a.pointer_action.move_to_location(round(ox + x0), round(oy)).pointer_down()
        for k in range(1, 7):
            a.pointer_action.move_to_location(round(ox + x0 - 40 * k), round(oy))
        a.pointer_action.pointer_up()
        a.perform()
        rest(page)
        if lifted_in_time(page):
            break
    else:
        pytest.fail(f"{page.name}: no lift came within the stop gap in three tries: {page.js('window.__ev')}")
    moves = [t for k, t in page.js("window.__ev") if k == "pointermove"]
    assert min(b - a for a, b in zip(moves, moves[1:])) >= 0.04, moves     # a stream under 25 Hz
    end = offset(page)
    assert end in stops and end >= 240 + 100, end     # 240 px dragged at ~800 px/s, then glided


def test_a_drag_held_still_stops_on_the_nearest_stop(page):
    open_tab(page)
    widths, starts, stops, room = layout(page)
    row = page.rect("#strip-row")
    y = row["height"] / 2
    page.gesture([(300 - 15 * k, y) for k in range(11)], hold=0.3, target="strip-row")
    rest(page)
    end = offset(page)
    nearest = min(stops, key=lambda s: (abs(s - 150), s))
    assert end == nearest, (end, nearest)


def test_the_end_key_shows_the_last_card_whole_and_a_wheel_settles_on_a_stop(page):
    open_tab(page)
    widths, starts, stops, room = layout(page)
    el = page.driver.find_element(By.ID, "strip-row")
    el.send_keys(Keys.END)
    rest(page)
    assert offset(page) == pytest.approx(room, abs=1e-9)
    row = page.rect("#strip-row")
    last = page.js("Array.from(document.querySelectorAll('#strip-row > .card')).at(-1).getBoundingClientRect().toJSON()")
    assert last["right"] <= row["right"] + 0.5 and last["left"] >= row["left"] - 0.5
    el.send_keys(Keys.HOME)
    rest(page)
    assert offset(page) == 0
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_element(el), 200, 0).perform()
    rest(page)
    end = offset(page)
    assert end in stops and end > 0, (end, stops)
    check_drawn(page, widths, starts)


def test_nothing_runs_at_rest(page):
    open_tab(page)
    page.js("(() => { window.__rafs = 0; const r = window.requestAnimationFrame; window.requestAnimationFrame = (f) => { window.__rafs += 1; return r(f); }; return 1; })()")
    grown = page.js("window.fizzDemo.recording().length")
    time.sleep(2)
    assert page.js("window.__rafs") == 0
    assert page.js("window.fizzDemo.recording().length") == grown
