"""The shared gesture (wasm/js/dom/pointer.mjs) under real touch input, on a page of its own
that scrolls: a carousel (touch-action pan-y) and a picker (touch-action none) between two
screens of filler. Chrome reads a touch lifted at speed as a fling even where the page cannot
scroll along it, and the next tap within about half a second only stops that fling (no
click), so the gesture consumes the touch moves that are its own (the gallery's tests check
the tap: test_web_demo.py, test_web_carousel.py). What it must not consume: a vertical swipe
over the horizontal carousel is the page's, and scrolls it."""
import pytest

from dom_pages import open_page
from test_dom_docs import repo_server  # noqa: F401  (a fixture)

PAGE = """<style>
  .card { width: 140px; height: 180px; border-radius: 12px; background: #ffb400; }
  .bubble { background: #7b61ff; }
  .filler { height: 900px; background: linear-gradient(#20242e, #111318); }
</style>
<div class="filler"></div>
<div id="deck" style="height: 260px; background: #1b1e26"></div>
<div id="p" style="height: 300px; background: #111318"></div>
<div class="filler"></div>
<script type="module">
  import { carousel, bubblePicker } from 'fizz-wasm/dom';
  const deck = document.getElementById('deck');
  for (let i = 0; i < 6; i += 1) { const c = document.createElement('div'); c.className = 'card'; deck.append(c); }
  const items = Array.from({ length: 6 }, () => { const e = document.createElement('div'); e.className = 'bubble'; return e; });
  const c = carousel(deck, { loop: false });
  const p = bubblePicker(document.getElementById('p'), items, { feel: 'calm', radius: 24 });
  await Promise.all([c.ready, p.ready]);
  window.ready = true;
</script></body></html>
"""


@pytest.fixture(scope="module")
def page(repo_server):  # noqa: F811
    yield from open_page("phone", repo_server, "gesture-test.html", PAGE, "window.ready === true")


def swipe(page, css, dx, dy, at=(0.5, 0.5)):
    """A real touch flick over `css`: down at `at` (fractions of its box), eight moves 16 ms
    apart to (dx, dy) CSS px away, lifted at speed."""
    r = page.js(f"document.querySelector('{css}').getBoundingClientRect().toJSON()")
    x0, y0 = r["left"] + at[0] * r["width"], r["top"] + at[1] * r["height"]
    a = page.actions()
    a.pointer_action.move_to_location(round(x0), round(y0)).pointer_down()
    for k in range(1, 9):
        a.pointer_action.move_to_location(round(x0 + dx * k / 8), round(y0 + dy * k / 8))
    a.pointer_action.pointer_up()
    a.perform()


def bring_into_view(page, css):
    page.js(f"(document.querySelector('{css}').scrollIntoView({{block: 'center'}}), 0)")
    page.wait_for(f"Math.abs(document.querySelector('{css}').getBoundingClientRect().top + "
                  f"document.querySelector('{css}').getBoundingClientRect().height / 2 - innerHeight / 2) < 2", timeout=5)


def test_a_vertical_swipe_over_the_carousel_scrolls_the_page(page):
    bring_into_view(page, "#deck")
    before = page.js("window.scrollY")
    swipe(page, "#deck", 0, -150)
    page.wait_for(f"window.scrollY > {before} + 60", timeout=3)
