"""What the tests of the demo's other sections (Strip, Motion, Popups, and the tab bar) share
with the picker's: the same server, browser, viewports and real pointer input
(test_web_demo.py), plus opening a section by its URL hash and reading its hooks under
window.fizzDemo.<section>."""
import time

from test_web_demo import OUT, Page, browser_session, inside, server  # noqa: F401  (server is a fixture)


class SectionPage(Page):
    def open(self, section):
        """Loads the page at #section (a fresh load: about:blank first, so the same hash twice
        is not a same-document jump) and waits for the section's hooks."""
        self.driver.get("about:blank")
        self.driver.get(f"{self.url}#{section}")
        ready = "window.fizzDemo.ready" if section == "picker" else f"window.fizzDemo.{section}?.ready"
        self.wait_for(f"window.fizzDemo && ({ready} || window.fizzDemo.error)")
        assert self.js("window.fizzDemo.error") is None
        assert self.js("window.fizzDemo.tab()") == section

    def gesture(self, points, hold=0.0, release=True, target="stage"):
        """The picker's gesture() with its points in the canvas whose id is `target`."""
        self.target = target
        try:
            super().gesture(points, hold, release)
        finally:
            self.target = "stage"

    def origin(self):
        r = self.js(f"document.getElementById('{getattr(self, 'target', 'stage')}').getBoundingClientRect().toJSON()")
        return r["left"], r["top"]

    def rect(self, css):
        return self.js(f"document.querySelector('{css}').getBoundingClientRect().toJSON()")

    def press_tab(self, name):
        self.press_button(f'#tabs [data-tab="{name}"]')
        self.wait_for(f"window.fizzDemo.tab && window.fizzDemo.tab() === '{name}'", timeout=5)


def browser(request, server):  # noqa: F811
    """A headless chromium at the viewport request.param names, as the picker's tests use."""
    yield from browser_session(request.param, server, SectionPage)


def check_section_fits(page, section, selectors):
    """No scrolling either way, the page not scrolled, and every element of `selectors` of the
    section in view; the other sections' elements take no layout."""
    w, h = page.viewport["width"], page.viewport["height"]
    assert page.js("[window.innerWidth, window.innerHeight]") == [w, h]
    doc = page.js("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    assert doc[0] <= w, f"{page.name}: horizontal overflow, page {doc[0]} px wide in a {w} px viewport"
    assert doc[1] <= h, f"{page.name}: page {doc[1]} px tall in a {h} px viewport"
    assert page.js("[window.scrollX, window.scrollY]") == [0, 0]
    for sel in ["#tabs", *selectors]:
        rects = page.js(f"Array.from(document.querySelectorAll('{sel}'), e => e.getBoundingClientRect().toJSON())")
        assert rects, sel
        for r in rects:
            assert inside(r, w, h), f"{page.name}: {sel} at {r} is outside the {w}×{h} viewport"
    # Every tab inside the bar (a bar too narrow for its tabs overflows it
    # without growing: the side panel's edge, not the viewport's, is where that shows).
    bar = page.rect("#tabs")
    for r in page.js("Array.from(document.querySelectorAll('#tabs > *'), e => e.getBoundingClientRect().toJSON())"):
        assert r["left"] >= bar["left"] - 0.5 and r["right"] <= bar["right"] + 0.5, f"{page.name}: a tab at {r} overflows the bar {bar}"
    others = page.js(f"Array.from(document.querySelectorAll('[data-section]:not([data-section=\"{section}\"])'), "
                     "e => [e.dataset.section, e.getClientRects().length])")
    assert others and all(n == 0 for _, n in others), others


def screenshot(page, section):
    """out/web-demo-<section>-<viewport>.png, for a person to look at."""
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / f"web-demo-{section}-{page.name}.png"
    time.sleep(0.1)          # a frame to draw the last move
    assert page.driver.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000
