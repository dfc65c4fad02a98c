"""The module under test is the repository's wasm/fizz.wasm unless FIZZ_WASM names another."""
import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]
os.environ.setdefault("FIZZ_WASM", str(REPO / "wasm" / "fizz.wasm"))
os.environ.setdefault("FIZZ_HEADER", str(REPO / "wasm" / "fizz.h"))


@pytest.fixture(scope="session")
def repo():
    return REPO


@pytest.fixture
def engine():
    import fizz
    with fizz.load() as e:
        yield e
