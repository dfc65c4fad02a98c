"""A page of a test's own for the fizz-wasm/dom tests (test_dom_picker.py, test_dom_popup.py),
served by the docs runner's server (test_dom_docs.py) with the same import map."""
from test_dom_docs import HEAD, Handler
from test_web_demo import Page, browser_session


def open_page(viewport, server, name, body, ready):
    """Yields a Page at `viewport` showing HEAD + `body` as /__example/`name`, once the
    expression `ready` holds."""
    Handler.pages[name] = HEAD + body
    for p in browser_session(viewport, server, Page):
        p.driver.get(f"{server}/__example/{name}")
        p.wait_for(ready, timeout=15)
        yield p
