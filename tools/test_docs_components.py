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
