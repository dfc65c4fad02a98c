"""`fizz demo` plays every scenario with a `# demo:` line (dev/Sources/FizzCLI/DemoCommand.swift):
every kind with a class in fizz.h has such a scene that creates it, so none is left out of the
demo, and no list of scenes is kept by hand."""
import importlib.util
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("fizz_header", ROOT / "wasm/python/src/fizz/header.py")
header = importlib.util.module_from_spec(_spec)
sys.modules["fizz_header"] = header
_spec.loader.exec_module(header)


def demo_scenes():
    return {p.stem: p.read_text(encoding="utf-8") for p in sorted((ROOT / "Tests/Scenarios").glob("*.fizz"))
            if any(line.startswith("# demo:") for line in p.read_text(encoding="utf-8").splitlines())}


def test_every_kind_with_a_class_has_a_demo_scene_that_creates_it():
    kinds = [k.name for k in header.parse_kinds((ROOT / "wasm/fizz.h").read_text(encoding="utf-8")) if k.host_class]
    created = {k: [n for n, text in demo_scenes().items() if re.search(rf"^\s*\w+\s*=\s*{k}_create\b", text, re.M)]
               for k in kinds}
    assert {k: v for k, v in created.items() if not v} == {}, "kinds with no demo scene (add `# demo:` to one of theirs)"


def test_every_demo_scene_has_a_golden():
    goldens = {l.split()[0] for l in (ROOT / "Tests/Scenarios/golden.txt").read_text().splitlines() if l and not l.startswith("#")}
    assert set(demo_scenes()) <= goldens
