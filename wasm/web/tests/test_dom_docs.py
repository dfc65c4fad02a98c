"""Every example of docs/dom/ runs as pasted, in headless Chromium. A page's example is a
fenced ```html block right after a `<!-- dom-example -->` line: the markup and the
<script type="module"> a user would put in their page's <body>. The runner serves the repository
and opens each example in a page whose import map points `fizz-wasm/` at wasm/js/ (as a
user's import map, or their bundler, points it at the installed package); it fails on any
console error or uncaught error, and on an element the example marks `data-drawn` that is
not drawn in its own background colour once the example has settled. Every page of
docs/dom/ but its README must carry at least one example."""
import functools
import http.server
import pathlib
import re
import threading
import time

import pytest

from pixels import assert_drawn
from test_web_demo import REPO, VIEWPORTS, browser_session, Page

DOCS = REPO / "docs" / "dom"
MARK = "<!-- dom-example -->"
IMPORTS = '{"imports": {"fizz-wasm": "/wasm/js/fizz.mjs", "fizz-wasm/dom": "/wasm/js/dom/index.mjs", "fizz-wasm/": "/wasm/js/"}}'
HEAD = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>example</title><link rel="icon" href="data:,">
<script>window.exampleErrors = []; addEventListener('error', (e) => exampleErrors.push(String(e.message)));
addEventListener('unhandledrejection', (e) => exampleErrors.push(String(e.reason)));</script>
<script type="importmap">{IMPORTS}</script></head><body>
"""


def examples(page):
    """The example blocks of a docs page, in order."""
    text = page.read_text()
    return re.findall(re.escape(MARK) + r"\s*\n```html\n(.*?)\n```", text, flags=re.S)


def all_examples():
    out = []
    for page in sorted(DOCS.glob("*.md")):
        for i, block in enumerate(examples(page)):
            out.append(pytest.param(page.name, i, block, id=f"{page.stem}-{i}"))
    return out


def test_every_binding_page_has_an_example():
    pages = sorted(p for p in DOCS.glob("*.md") if p.name != "README.md")
    assert pages, "docs/dom/ has no binding pages"
    for p in pages:
        assert examples(p), f"{p.relative_to(REPO)}: no `{MARK}` html block"
        assert p.name in (DOCS / "README.md").read_text(), f"docs/dom/README.md does not link {p.name}"


class Handler(http.server.SimpleHTTPRequestHandler):
    pages = {}

    def do_GET(self):
        if self.path.startswith("/__example/"):
            body = self.pages.get(self.path.split("/")[-1])
            if body is None:
                self.send_error(404)
                return
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        # The npm package carries the modules next to fizz.mjs (pack-modules.mjs copies them at
        # `npm pack`): serve wasm/*.wasm there too, so fizz.mjs finds them on its first look.
        m = re.fullmatch(r"/wasm/js/(fizz(-\w+)?\.wasm)", self.path)
        if m:
            self.path = f"/wasm/{m.group(1)}"
        super().do_GET()

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def repo_server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(REPO)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def browser(request, repo_server):
    yield from browser_session(request.param, repo_server, Page)


@pytest.mark.parametrize("name,index,block", all_examples())
def test_example_runs_and_draws(browser, repo_server, name, index, block):
    key = f"{pathlib.Path(name).stem}-{index}.html"
    Handler.pages[key] = HEAD + block + "\n</body></html>\n"
    d = browser.driver
    d.get("about:blank")
    d.get(f"{repo_server}/__example/{key}")
    marked = 0
    deadline = time.time() + 15
    while time.time() < deadline:
        marked = browser.js("document.querySelectorAll('[data-drawn]').length")
        errors = browser.js("window.exampleErrors")
        assert errors == [], f"{name} example {index}: {errors}"
        # Settled: the loop has nothing to do and the example's elements are laid out.
        if marked and browser.js("document.fonts.status === 'loaded'"):
            break
        time.sleep(0.1)
    assert marked > 0, f"{name} example {index}: no element marked data-drawn (what should a reader see?)"
    time.sleep(1.0)            # any opening animation ends well within a second
    severe = [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == [], f"{name} example {index}: {severe}"
    assert browser.js("window.exampleErrors") == []
    for i in range(marked):
        el = browser.js(f"document.querySelectorAll('[data-drawn]')[{i}]")
        r, bg, html = d.execute_script(
            "const e = arguments[0]; return [e.getBoundingClientRect().toJSON(), getComputedStyle(e).backgroundColor, e.outerHTML.slice(0, 80)];", el)
        vw, vh = browser.viewport["width"], browser.viewport["height"]
        vis = {"left": max(r["left"], 0), "top": max(r["top"], 0)}
        vis["width"] = min(r["right"], vw) - vis["left"]
        vis["height"] = min(r["bottom"], vh) - vis["top"]
        assert vis["width"] > 4 and vis["height"] > 4, f"{name} example {index}: {html} is not in view ({r})"
        assert_drawn(d, vis, bg, at_least=0.3, what=f"{name} example {index}: {html}")
