"""The Carousel tab (carousel-demo.mjs over fizz-wasm/dom's carousel()) at both viewports with
real pointer input and real keys, checked by what the engine says and by what is drawn: a
fling announces its landing before the carousel moves and stops exactly there; a tap on a side
card centres it; the arrow keys step; every one of the seventeen types draws the centred card
in its colour at the stage's centre; the cards do not move when the text under them changes
length; and at rest the page requests no animation frame."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from pixels import assert_drawn, grab
from sections import browser, check_section_fits, screenshot, server  # noqa: F401
from test_web_demo import VIEWPORTS

COLOURS = ["#ff5a5f", "#ffb400", "#00a699", "#8f7bff", "#3ba3ff", "#ff7ac6"]


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def open_tab(page):
    page.open("carousel")
    page.wait_for("window.fizzDemo.carousel.ready", timeout=10)
    rest(page)


def rest(page, timeout=10):
    """Waits until the loop has nothing to do: no frame requested, the engine idle."""
    page.wait_for("window.fizzDemo.carousel.binding().carousel.phase === 0 && !window.fizzDemo.loop().pending", timeout=timeout)
    time.sleep(0.15)


def centre_card(page):
    """The index of the card drawn nearest the deck's centre, and the deck's rect."""
    deck = page.rect("#carousel-deck")
    i = page.js("window.fizzDemo.carousel.binding().index")
    return i, deck


def check_centre_drawn(page, what):
    """The centred card is drawn in its colour around the deck's centre (a 24 px square)."""
    i, deck = centre_card(page)
    cx, cy = deck["left"] + deck["width"] / 2, deck["top"] + deck["height"] / 2
    assert_drawn(page.driver, {"left": cx - 12, "top": cy - 30, "width": 24, "height": 24}, COLOURS[i % 6],
                 at_least=0.6, what=f"{page.name} {what}: card {i + 1} at the centre")


def test_a_fling_lands_where_it_said_before_it_moved(page):
    open_tab(page)
    check_section_fits(page, "carousel", ["#carousel-help", "#carousel-box", "#carousel-stats", "#carousel-type"])
    start = page.js("window.fizzDemo.carousel.binding().index")
    deck = page.rect("#carousel-deck")
    y = deck["height"] / 2
    x0 = deck["width"] * 0.7
    page.gesture([(x0 - 22 * k, y) for k in range(8)], target="carousel-deck")
    rest(page)
    lands = page.js("window.fizzDemo.carousel.lands")
    settles = page.js("window.fizzDemo.carousel.settles")
    assert lands and settles
    land, settle = lands[-1], settles[-1]
    assert settle["index"] == land["index"] and land["index"] != start, (start, land, settle)
    # Announced before the glide: where it stood then is not where it stopped.
    assert abs(settle["position"] - land["position"]) > 0.2, (land, settle)
    assert settle["position"] == pytest.approx(land["index"], abs=1e-3)
    assert page.js("document.getElementById('carousel-stats').textContent") == f"on {land['index'] + 1} of 12"
    check_centre_drawn(page, "after a fling")
    screenshot(page, "carousel")


def test_a_tap_on_a_side_card_centres_it_and_the_keys_step(page):
    open_tab(page)
    i0, deck = centre_card(page)
    # The card one to the right of the centre: its own box, as the browser lays it out.
    r = page.js(f"document.querySelectorAll('#carousel-deck > .slide')[{i0 + 1}].getBoundingClientRect().toJSON()")
    x, y = r["left"] + r["width"] / 2 - deck["left"], r["top"] + r["height"] / 2 - deck["top"]
    page.gesture([(x, y)], target="carousel-deck")
    rest(page)
    assert page.js("window.fizzDemo.carousel.binding().index") == i0 + 1
    check_centre_drawn(page, "after a tap")
    el = page.driver.find_element(By.ID, "carousel-deck")
    el.send_keys(Keys.ARROW_LEFT)
    rest(page)
    assert page.js("window.fizzDemo.carousel.binding().index") == i0
    el.send_keys(Keys.END)
    rest(page)
    assert page.js("window.fizzDemo.carousel.binding().index") == 11


def test_every_type_draws_the_centred_card(page):
    open_tab(page)
    types = page.js("window.fizzDemo.carousel.types")
    assert len(types) == 17
    select = Select(page.driver.find_element(By.ID, "carousel-type"))
    for t in types:
        select.select_by_value(t)
        rest(page)
        check_centre_drawn(page, t)


def test_the_cards_do_not_move_when_the_text_changes_and_nothing_runs_at_rest(page):
    open_tab(page)
    cards = "Array.from(document.querySelectorAll('#carousel-deck > .slide'), e => e.getBoundingClientRect().toJSON())"
    before = page.js(cards)
    shot, _ = grab(page.driver, "#carousel-box")
    page.js("(() => { document.getElementById('carousel-stats').textContent = 'a much longer line of text than any the tab writes, long enough to wrap twice on a phone and more'; return 1; })()")
    time.sleep(0.1)
    assert page.js(cards) == before
    after, _ = grab(page.driver, "#carousel-box")
    assert after.shape == shot.shape and (abs(after.astype(int) - shot.astype(int)) > 8).any(axis=2).mean() < 0.001
    # Zero work at rest: no animation frame requested over two seconds.
    page.js("(() => { window.__rafs = 0; const r = window.requestAnimationFrame; window.requestAnimationFrame = (f) => { window.__rafs += 1; return r(f); }; return 1; })()")
    grown = page.js("window.fizzDemo.recording().length")
    time.sleep(2)
    assert page.js("window.__rafs") == 0
    assert page.js("window.fizzDemo.recording().length") == grown


def test_a_wheel_stream_is_one_gesture_that_snaps_once(page):
    """A trackpad's swipe and its momentum arrive as a stream of wheel events with no phase:
    the carousel follows the stream and lands once, 150 ms after its last event."""
    open_tab(page)
    start = page.js("window.fizzDemo.carousel.binding().index")
    n = len(page.js("window.fizzDemo.carousel.lands"))
    # Twelve decaying deltas in one task (a momentum tail), as a trackpad sends them.
    page.js("""(() => { const el = document.getElementById('carousel-deck');
      for (const d of [60, 55, 50, 44, 38, 32, 26, 20, 14, 9, 5, 2])
        el.dispatchEvent(new WheelEvent('wheel', { deltaX: d, deltaMode: 0, bubbles: true, cancelable: true }));
      return 1; })()""")
    rest(page)
    lands = page.js("window.fizzDemo.carousel.lands")
    assert len(lands) == n + 1, lands[n:]
    index = page.js("window.fizzDemo.carousel.binding().index")
    assert index == lands[-1]["index"] and index > start, (start, index)
    check_centre_drawn(page, "after a wheel stream")


def test_destroy_restores_the_elements_exactly_and_frees_the_engines_objects(page):
    """carousel(), strip() and motion() on elements of the user's, then destroy(): the markup is
    what it was to the character, and the engine holds no more objects than before."""
    open_tab(page)
    page.driver.set_script_timeout(20)
    out = page.driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      (async () => {
        const dom = await import('../js/dom/index.mjs');
        const host = document.createElement('div');
        host.innerHTML = '<div id="t-c" style="width: 300px; height: 200px" data-x="1"><p style="width: 80px; height: 90px; color: red">a</p><p>b</p><p tabindex="-1">c</p></div>'
          + '<div id="t-s" style="width: 200px; height: 60px"><i style="width: 50px">x</i><i>y</i></div><div id="t-m" role="img"><b>m</b></div>';
        document.body.append(host);
        const before = host.innerHTML;
        const fizz = await dom.engine('carousel');
        const c = dom.carousel('#t-c', { type: 'rotary' }), s = dom.strip('#t-s'), m = dom.motion('#t-m', { values: { a: { stops: [[0, 0], [1, 1]] } } });
        await Promise.all([c.ready, s.ready, m.ready]);
        const changed = host.innerHTML !== before;
        const handles = [['carousel', c.carousel.handle], ['strip', s.strip.handle], ['motion', m.motion.handle]];
        const validBefore = handles.map(([k, h]) => fizz.exports[`fizz_${k}_is_valid`](h));
        c.destroy(); s.destroy(); m.destroy();
        const after = host.innerHTML;
        host.remove();
        const validAfter = handles.map(([k, h]) => fizz.exports[`fizz_${k}_is_valid`](h));
        done({ changed, same: after === before, before, after, validBefore, validAfter, pending: dom.loopState().pending });
      })().catch((e) => done({ error: String(e) }));
    """)
    assert "error" not in out, out
    assert out["changed"], "the bindings changed nothing while bound"
    assert out["same"], (out["before"], out["after"])
    assert out["validBefore"] == [1, 1, 1] and out["validAfter"] == [0, 0, 0], out
    assert out["pending"] is False


def test_a_tap_right_after_a_flick_clicks(page):
    """Chrome reads a touch lifted at speed as a fling even across the carousel's touch-action
    (pan-y), and the next tap within about half a second only stops that fling: no click. The
    gesture consumes its own (horizontal) touch moves, so no fling is made and the tab bar
    answers at once (press_button fails when its control gets no click). A mouse makes no
    fling; the desktop run checks that a drag leaves the next click alone."""
    open_tab(page)
    deck = page.rect("#carousel-deck")
    x0, y = deck["width"] * 0.7, deck["height"] / 2
    page.gesture([(x0 - 22 * k, y) for k in range(8)], target="carousel-deck")
    page.press_tab("layout")
