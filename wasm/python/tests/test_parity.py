"""Every scenario under Tests/Scenarios replays in wasmtime to the committed golden summary."""
import pathlib

import pytest
import wasmtime

import fizz

REPO = pathlib.Path(__file__).resolve().parents[3]
SCENARIOS = sorted((REPO / "Tests" / "Scenarios").glob("*.fizz"))
GOLDEN = fizz.parse_golden((REPO / "Tests" / "Scenarios" / "golden.txt").read_text())


def test_every_scenario_has_a_golden_line():
    assert sorted(p.stem for p in SCENARIOS) == sorted(GOLDEN)


@pytest.fixture(scope="module")
def compiled():
    engine = wasmtime.Engine()
    api = fizz.parse_header(pathlib.Path(fizz.header_path()).read_text(encoding="utf-8"))
    return engine, wasmtime.Module.from_file(engine, fizz.module_path()), api


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_matches_golden(path, compiled):
    engine, module, api = compiled
    scenario = fizz.parse_scenario(path.read_text(encoding="utf-8"), api)
    instance = fizz.Fizz(module, engine)
    trace = fizz.replay(scenario, instance.replay_call, instance.read)
    assert trace.summary == GOLDEN[path.stem]
