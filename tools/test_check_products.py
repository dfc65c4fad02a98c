"""tools/check-products' budgets (tools/products.txt): every product fizz.h names has its own, so a
new product fails until it states what it may weigh; the committed file covers today's products."""
import importlib.machinery
import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
_loader = importlib.machinery.SourceFileLoader("check_products", str(ROOT / "tools/check-products"))
_spec = importlib.util.spec_from_loader("check_products", _loader)
cp = importlib.util.module_from_spec(_spec)
_loader.exec_module(cp)


def products():
    text = (ROOT / "wasm/fizz.h").read_text(encoding="utf-8")
    return {k.product for k in cp.header.parse_kinds(text)}


def test_every_product_of_fizz_h_has_its_own_budget_and_the_full_module_one():
    budgets = cp.read_budgets(cp.BUDGETS_FILE.read_text(encoding="utf-8"))
    assert cp.budget_problems(products(), budgets) == []
    assert all(0 < b <= budgets["fizz.wasm"] for b in budgets.values())


def test_a_new_product_without_a_budget_fails_rather_than_inheriting_the_full_modules():
    budgets = cp.read_budgets(cp.BUDGETS_FILE.read_text(encoding="utf-8"))
    problems = cp.budget_problems(products() | {"tally"}, budgets)
    assert len(problems) == 1 and "product 'tally' has no budget" in problems[0]


def test_a_budget_of_a_product_fizz_h_no_longer_names_fails():
    budgets = cp.read_budgets("picker 1\nfizz.wasm 2\ngone 3\n")
    assert any("'gone'" in p for p in cp.budget_problems({"picker"}, budgets))


@pytest.mark.parametrize("text", ["picker\n", "picker 1 2\n", "picker many\n", "picker 1\npicker 2\n"])
def test_a_malformed_budget_line_is_refused_by_line(text):
    with pytest.raises(SystemExit, match="products.txt"):
        cp.read_budgets(text)


def _esbuild_popup_page():
    """dom/popup.mjs bundled as a popup-only page ships it: esbuild, ESM, minified."""
    import shutil
    import subprocess
    if shutil.which("esbuild") is None:
        pytest.skip("esbuild not installed (tools/install-host-deps)")
    return subprocess.run(["esbuild", str(ROOT / "wasm/js/dom/popup.mjs"), "--bundle", "--minify", "--format=esm",
                           "--log-level=error", "--external:node:*"], capture_output=True, check=True).stdout


def test_a_popup_only_page_bundles_no_other_kind():
    js = _esbuild_popup_page()
    assert b"fizz_popup_create" in js
    for other in (b"fizz_world_create", b"fizz_strip_create", b"fizz_motion_create", b"fizz_animator_create",
                  b"fizz_layout_create", b"fizz_carousel_create", b"SIGNATURES", b"# Recorded by"):
        assert other not in js, f"the popup page's bundle carries {other.decode()}"


def test_the_printed_popup_page_total_is_what_the_bundle_and_module_weigh():
    import gzip
    import re
    import subprocess
    module = ROOT / "wasm/fizz-popup.wasm"
    if not module.exists():
        pytest.skip("wasm/fizz-popup.wasm not built (tools/build-wasm --product popup)")
    out = subprocess.run([str(ROOT / "tools/check-products"), "--no-replay"], capture_output=True, text=True).stdout
    m = re.search(r"^page popup: ([\d,]+) B gzip -9 = JS ([\d,]+) \+ fizz-popup\.wasm ([\d,]+)$", out, re.M)
    assert m, out
    total, js, wasm = (int(g.replace(",", "")) for g in m.groups())
    assert js == len(gzip.compress(_esbuild_popup_page(), 9))
    assert wasm == len(gzip.compress(module.read_bytes(), 9))
    assert total == js + wasm
