"""fizz-demo (Sources/FizzDemo, what tools/demo runs) on bad input and on a mismatch: an unknown
scene, a bad option and a forced native≠wasm difference each exit non-zero with a message that
says what went wrong. The mismatch is forced with `--perturb-wasm FRAME`, which flips one bit of
fizz.wasm's hash of that frame after node replayed it: the engine is untouched, so this checks
the comparison itself (a checker that always said "matched" would pass every other test).

Needs the debug fizz-demo (tools/swiftpm build --product fizz-demo; tools/test's swift stage
builds it) and wasm/fizz.wasm (tools/build-wasm); FIZZ_DEMO names another fizz-demo."""
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def demo():
    path = os.environ.get("FIZZ_DEMO")
    if not path:
        out = subprocess.run(["tools/swiftpm", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
        path = os.path.join(out.stdout.strip(), "fizz-demo")
    assert os.access(path, os.X_OK), f"no fizz-demo at {path}: build it with tools/swiftpm build --product fizz-demo"
    return path


def run(demo, *args, cwd=ROOT):
    return subprocess.run([demo, *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_an_unknown_scene_is_named_with_the_scenes_there_are(demo, tmp_path):
    r = run(demo, "picker-basic-typo", "--out", str(tmp_path / "out"))
    assert r.returncode == 2, r.stdout + r.stderr
    assert "fizz-demo: no scene picker-basic-typo in Tests/Scenarios (the default scenes: " in r.stderr, r.stderr
    assert not (tmp_path / "out").exists(), "a refused run wrote its output folder"


@pytest.mark.parametrize("args, said", [
    (["--bogus"], "fizz-demo: unknown option --bogus"),
    (["--out"], "fizz-demo: --out needs a value"),
    (["--perturb-wasm", "0"], "fizz-demo: --perturb-wasm takes a frame number (1, 2, …), not 0"),
    (["--perturb-wasm", "x"], "fizz-demo: --perturb-wasm takes a frame number (1, 2, …), not x"),
    (["--wasm", "/nonexistent/fizz.wasm"], "fizz-demo: no module at /nonexistent/fizz.wasm: build it with tools/build-wasm"),
])
def test_a_bad_option_exits_2_with_its_message_and_the_usage(demo, tmp_path, args, said):
    r = run(demo, *args, "--out", str(tmp_path / "out")) if args[0] != "--out" else run(demo, *args)
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.startswith(said), r.stderr
    if "module" not in said:
        assert "usage: fizz-demo" in r.stderr


def _scene():
    """The smallest default scene (fewest lines), so the replays stay short."""
    scenes = [p for p in (ROOT / "Tests/Scenarios").glob("*.fizz")
              if any(l.startswith("# demo:") for l in p.read_text(encoding="utf-8").splitlines())]
    return min(scenes, key=lambda p: len(p.read_text(encoding="utf-8"))).stem


@pytest.fixture(scope="module")
def wasm():
    path = ROOT / "wasm/fizz.wasm"
    assert path.exists(), "no wasm/fizz.wasm: build it with tools/build-wasm"
    assert shutil.which("node"), "no node on PATH"
    return path


def test_the_scene_matches_without_the_perturbation(demo, wasm, tmp_path):
    # The control: the same run unperturbed agrees, so the failure below is the perturbation's.
    r = run(demo, _scene(), "--out", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "every frame matched" in r.stdout and "native and wasm agree on every frame of every scene." in r.stdout


def test_a_forced_mismatch_is_reported_at_its_frame_and_exits_1(demo, wasm, tmp_path):
    r = run(demo, _scene(), "--out", str(tmp_path), "--perturb-wasm", "2")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "  MISMATCH at frame 2: native " in r.stdout, r.stdout
    assert "native and wasm DISAGREE." in r.stdout, r.stdout
