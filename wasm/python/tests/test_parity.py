"""Every scenario under Tests/Scenarios replays in wasmtime to the committed golden summary, in
fizz.wasm and in its SIMD twin fizz-simd.wasm (when the module under test is the repository's)."""
import pathlib

import pytest
import wasmtime

import fizz

REPO = pathlib.Path(__file__).resolve().parents[3]
SCENARIOS = sorted((REPO / "Tests" / "Scenarios").glob("*.fizz"))
GOLDEN = fizz.parse_golden((REPO / "Tests" / "Scenarios" / "golden.txt").read_text())


def test_every_scenario_has_a_golden_line():
    assert sorted(p.stem for p in SCENARIOS) == sorted(GOLDEN)


SIMD_TWIN = REPO / "wasm" / "fizz-simd.wasm"
MODULES = ["fizz.wasm"] + (["fizz-simd.wasm"] if SIMD_TWIN.is_file()
                           and pathlib.Path(fizz.module_path()) == REPO / "wasm" / "fizz.wasm" else [])


@pytest.fixture(scope="module", params=MODULES)
def compiled(request):
    engine = wasmtime.Engine()
    api = fizz.parse_header(pathlib.Path(fizz.header_path()).read_text(encoding="utf-8"))
    path = fizz.module_path() if request.param == "fizz.wasm" else str(SIMD_TWIN)
    return engine, wasmtime.Module.from_file(engine, path), api


def test_this_wasmtime_has_simd():
    assert fizz.has_wasm_simd()


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_matches_golden(path, compiled):
    engine, module, api = compiled
    scenario = fizz.parse_scenario(path.read_text(encoding="utf-8"), api)
    instance = fizz.Fizz(module, engine)
    trace = fizz.replay(scenario, instance.replay_call, instance.read)
    assert trace.summary == GOLDEN[path.stem]
