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
