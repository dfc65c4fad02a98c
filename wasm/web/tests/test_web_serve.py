"""tools/serve-web-demo as a person runs it: the URL it prints opens the gallery, and every
relative link on the page (the Docs link above all) resolves on that server. The gallery's
own tests serve wasm/ themselves; this one starts the command, so a server rooted where a
link cannot reach (wasm/ alone: the docs live in docs/) fails here."""
import html.parser
import pathlib
import re
import subprocess
import urllib.error
import urllib.parse
import urllib.request

import pytest

from test_web_demo import answers, free_port

REPO = pathlib.Path(__file__).resolve().parents[3]


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        href = dict(attrs).get("href")
        if tag == "a" and href:
            self.links.append(href)


@pytest.fixture(scope="module")
def served():
    """(the URL tools/serve-web-demo prints, its process) on a free port."""
    port = free_port()
    proc = subprocess.Popen([str(REPO / "tools/serve-web-demo"), str(port)], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = None
        for line in proc.stdout:
            m = re.search(r"open (http://\S+)", line)
            if m:
                url = m.group(1)
                break
        if url is None:
            pytest.fail("tools/serve-web-demo printed no `open http://…` line")
        if not answers(url, 120):
            pytest.fail(f"tools/serve-web-demo: {url} did not answer")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.status, r.read().decode("utf-8", "replace")


def test_the_printed_url_is_the_gallery(served):
    status, page = fetch(served)
    assert status == 200 and "<title>Fizz" in page, f"{served} is not the gallery"


def test_the_docs_link_resolves(served):
    _, page = fetch(served)
    parser = Links()
    parser.feed(page)
    local = [h for h in parser.links if not re.match(r"^[a-z]+:|^#", h)]
    docs = [h for h in local if "docs" in h]
    assert docs, "the gallery has no Docs link"
    for href in local:
        url = urllib.parse.urljoin(served, href)
        try:
            status, body = fetch(url)
        except urllib.error.HTTPError as e:
            pytest.fail(f"the gallery's link {href} -> {url}: HTTP {e.code}")
        assert status == 200
        if href in docs:
            want = (REPO / "docs/dom/README.md").read_text().splitlines()[0]
            assert body.splitlines()[0] == want, f"{url} is not docs/dom/README.md"
