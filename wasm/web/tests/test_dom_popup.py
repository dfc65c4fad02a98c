"""popup() and autoUpdate() (wasm/js/dom/popup.mjs) in headless Chromium at both viewports,
on a page of their own served like the docs examples: listeners exist only while a tip is
open (100 closed tips cost none; the clean-up removes them all), a tip follows its reference
when an overflow ancestor scrolls, the floating element keeps its layer so a reference moved
back and forth across an edge flips once each way (the hysteresis), and the clean-up puts the
element's own style back."""
import pytest

from dom_pages import open_page
from test_dom_docs import repo_server  # noqa: F401  (a fixture)
from test_web_demo import VIEWPORTS

PAGE = """<div id="scroller" style="height: 300px; overflow: auto; position: relative">
  <div style="height: 1200px; padding-top: 200px">
    <button id="ref" style="margin-left: 60px; width: 80px; height: 30px">ref</button>
  </div>
</div>
<div id="tip" style="padding: 6px 10px; background: #2c313d; color: #fff; color-scheme: dark">tip</div>
<script type="module">
  import { popup, autoUpdate, listenerCount } from 'fizz-wasm/dom';
  Object.assign(window, { popup, autoUpdate, listenerCount });
  window.loaded = true;
</script></body></html>
"""


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, repo_server):  # noqa: F811
    yield from open_page(request.param, repo_server, "popup-test.html", PAGE, "window.loaded === true")


def run(page, script):
    """Runs an async script (its last expression resolved) and returns its value."""
    page.driver.set_script_timeout(20)
    return page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"(async () => {{ {script} }})().then(done, (e) => done({{ error: String(e) }}));")


def test_closed_tips_cost_no_listener_and_the_clean_up_removes_every_one(page):
    out = run(page, """
      const ref = document.getElementById('ref'), tip = document.getElementById('tip');
      const before = listenerCount();
      // 100 closed tips: elements with no autoUpdate running.
      for (let i = 0; i < 100; i++) document.body.append(document.createElement('div'));
      const closed = listenerCount();
      const style = tip.getAttribute('style');
      let calls = 0;
      const stop = autoUpdate(ref, tip, () => { calls += 1; return popup(ref, tip, { placement: 'top' }); });
      await new Promise((r) => setTimeout(r, 200));
      const open = listenerCount();
      // A scroll of the overflow ancestor: the tip follows (one update a frame).
      const y0 = tip.getBoundingClientRect().top;
      document.getElementById('scroller').scrollTop = 50;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const y1 = tip.getBoundingClientRect().top;
      stop();
      return { before, closed, open, after: listenerCount(), moved: y0 - y1, calls,
               restored: tip.getAttribute('style') === style };""")
    assert "error" not in out, out
    assert out["before"] == 0 and out["closed"] == 0, out
    assert out["open"] == 2, out                       # the scroller and the window
    assert out["after"] == 0, out
    assert out["moved"] == pytest.approx(50, abs=0.5), out
    assert out["restored"], out


def test_the_layer_kept_between_calls_gives_the_hysteresis(page):
    """A reference moved up to the top edge and back in 2 px steps: the tip (preferring top)
    flips to the bottom once and back once, not at every step near the edge."""
    out = run(page, """
      const tip = document.getElementById('tip');
      const ref = { y: 200, getBoundingClientRect() { return { left: 100, top: this.y, width: 40, height: 20, right: 140, bottom: this.y + 20 }; } };
      const sides = [];
      const ys = [];
      for (let y = 120; y >= 0; y -= 2) ys.push(y);
      for (let y = 0; y <= 120; y += 2) ys.push(y);
      for (const y of ys) { ref.y = y; sides.push((await popup(ref, tip, { placement: 'top', padding: 8, transition: 0 })).side); }
      let flips = 0;
      const at = [];
      for (let i = 1; i < sides.length; i++) if (sides[i] !== sides[i - 1]) { flips += 1; at.push(ys[i]); }
      return { flips, first: sides[0], turn: sides[ys.indexOf(0)], last: sides.at(-1), at };""")
    assert "error" not in out, out
    assert (out["flips"], out["first"], out["turn"], out["last"]) == (2, "top", "bottom", "top"), out
    # Back on top only with the hysteresis (8 px) to spare: at least 8 px lower than it left.
    left, back = out["at"]
    assert back - left >= 8, out
