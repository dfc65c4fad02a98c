"""The pages that describe every component name every component: a kind added to fizz.h fails
here until architecture.md, hosts.md, c-api.md and the README say what it is (issue 27 found
all three pages without the layout and the carousels)."""
import importlib.util
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("fizz_header", ROOT / "wasm/python/src/fizz/header.py")
header = importlib.util.module_from_spec(_spec)
sys.modules["fizz_header"] = header
_spec.loader.exec_module(header)

PAGES = ("README.md", "docs/architecture.md", "docs/hosts.md", "docs/c-api.md")


def components():
    """Each kind with a class: the words a page may name it by (its kind, class or folder)."""
    kinds = header.parse_kinds((ROOT / "wasm/fizz.h").read_text(encoding="utf-8"))
    return {k.name: {k.name, k.host_class, k.folder or k.host_class} for k in kinds if k.host_class}


@pytest.mark.parametrize("page", PAGES)
def test_the_page_names_every_component(page):
    text = (ROOT / page).read_text(encoding="utf-8").lower()
    missing = [k for k, words in components().items()
               if not any(re.search(rf"\b{re.escape(w.lower())}", text) for w in words)]
    assert missing == [], f"{page} does not name {missing}"


def slug(heading):
    """GitHub's anchor for a Markdown heading: lower case, punctuation but `-` and `_` dropped,
    spaces as `-`."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_every_link_of_fizz_h_to_a_docs_section_resolves():
    # fizz.h says each contract in a few lines and links the section holding the reasoning.
    text = (ROOT / "wasm/fizz.h").read_text(encoding="utf-8")
    links = set(re.findall(r"(docs/[\w/-]+\.md)#([\w-]+)", text))
    assert links, "fizz.h links no docs section"
    broken = []
    for page, anchor in sorted(links):
        path = ROOT / page
        headings = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), re.M) if path.exists() else []
        if anchor not in {slug(h) for h in headings}:
            broken.append(f"{page}#{anchor}")
    assert broken == []
