"""The page records every call into the engine, in every tab, and its Save recording button
downloads the session as a .fizz scenario (and says so on the page): a drag in the picker tab and a fling in the motion tab, made with
real pointer input in headless Chromium, replay with the native `fizz replay` to the very
frame hashes the page's engine computed (and to the digest of every result it read), and
`fizz render` draws them."""
import math
import os
import re
import pathlib
import subprocess

import pytest
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput

from sections import browser, server  # noqa: F401
from test_web_demo import VIEWPORTS

REPO = pathlib.Path(__file__).resolve().parents[3]


def native_fizz():
    """The release `fizz` command (tools/test builds it before the web stage), or $FIZZ_BIN."""
    if os.environ.get("FIZZ_BIN"):
        return os.environ["FIZZ_BIN"]
    try:
        bin_dir = subprocess.run([str(REPO / "tools/swiftpm"), "build", "-c", "release", "--show-bin-path"],
                                 capture_output=True, text=True, check=True, cwd=REPO).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    path = os.path.join(bin_dir, "fizz")
    return path if os.path.exists(path) else None


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, server):  # noqa: F811
    yield from browser(request, server)


def download(page, tab, tmp_path):
    """Presses Save recording with real pointer input and returns the file it offered, written to tmp_path,
    with the frames and summary the page's recorder held at that moment."""
    before = len(page.js("window.fizzDemo.downloads"))
    presses = len(page.js("window.fizzDemo.recordPresses"))
    page.press_button("#record")
    try:
        # Generous: the page writes out and digests the whole session first (thousands of calls
        # after a long run), which a loaded CI machine can take seconds over.
        page.wait_for(f"window.fizzDemo.downloads.length > {before}", timeout=20)
    except pytest.fail.Exception:
        seen = page.js("window.fizzDemo.recordPresses")[presses:]
        pytest.fail(f"{page.name}: no download; the Save recording button saw {seen or 'no press'}")
    d = page.js("window.fizzDemo.downloads.at(-1)")
    frames, summary = d["frames"], d["summary"]
    assert d["name"] == f"fizz-{tab}.fizz"
    assert d["text"].rstrip().endswith(f"# recorded: {summary}")
    # The page says what it saved: a download may open no dialog at all.
    assert page.js("document.getElementById('record-status').textContent").startswith(f"saved {d['name']} (")
    path = tmp_path / d["name"]
    path.write_text(d["text"], encoding="utf-8")
    return path, frames, summary


def replay_natively(path, frames, summary):
    fizz = native_fizz()
    if fizz is None:
        pytest.skip("the native fizz command is not built (tools/swiftpm build -c release --product fizz)")
    out = subprocess.run([fizz, "replay", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().split("\n")
    assert lines[-1] == f"summary {summary}"
    assert lines[:-1] == [f"frame {i + 1} {h}" for i, h in enumerate(frames)]
    svg = path.with_suffix(".svg")
    drawn = subprocess.run([fizz, "render", str(path), "--out", str(svg)], capture_output=True, text=True)
    assert drawn.returncode == 0, drawn.stderr
    assert svg.read_text(encoding="utf-8").startswith("<svg")
    return drawn.stdout


def test_a_drag_in_the_picker_replays_natively_to_the_pages_frames(page, tmp_path):
    page.open("picker")
    # Pressed once the cloud is settled: a bubble read while the cloud still moves can have left
    # the press point by the time the press lands (a slower phone run then drags the background).
    page.wait_for("window.fizzDemo.frames > 10 && window.fizzDemo.isSettled()", timeout=20)
    anchor = page.js("window.fizzDemo.viewAnchor()")
    b = min(page.js("window.fizzDemo.bubbles()"), key=lambda b: math.hypot(b["x"] - anchor["x"], b["y"] - anchor["y"]))
    assert page.js(f"window.fizzDemo.hitTest({b['x']}, {b['y']})") == b["handle"]
    path = [(b["x"] + 10 * k, b["y"] - 12 * k) for k in range(9)]
    page.gesture(path, hold=0.2)
    page.assert_last_press_was_real()
    assert page.js("window.fizzDemo.drags")[-1]["kind"] == "bubble"
    page.wait_for("window.fizzDemo.frames > 40")
    file, frames, summary = download(page, "picker", tmp_path)
    text = file.read_text(encoding="utf-8")
    # The drag, as the engine took it: a drag_begin on the world, moves, an end.
    assert "= picker_drag_begin world1 " in text and "\npicker_drag_move world1 " in text and "\npicker_drag_end world1" in text
    assert len(frames) > 40
    drawn = replay_natively(file, frames, summary)
    assert f"{len(frames)} frames of 1 world" in drawn


def flick(page, target, y_frac=0.5, step=22):
    """A real flick across `target` from 70 % of its width toward its start, 16 ms a move."""
    r = page.rect(f"#{target}")
    y = r["height"] * y_frac
    page.gesture([(r["width"] * 0.7 - step * k, y) for k in range(8)], target=target)


def test_a_fling_in_the_motion_tab_replays_natively_to_the_pages_frames(page, tmp_path):
    page.open("motion")
    page.wait_for("window.fizzDemo.motion.ready", timeout=10)
    flick(page, "motion-pad", step=-12)
    page.wait_for("window.fizzDemo.motion.ends.length > 0 && !window.fizzDemo.loop().pending", timeout=10)
    file, frames, summary = download(page, "motion", tmp_path)
    text = file.read_text(encoding="utf-8")
    assert "\nmotion_pointer_down motion1 " in text and "\nmotion_pointer_up motion1 " in text
    assert "\nmotion_set_release motion1 0.2 0.25 " in text
    assert len(frames) > 3
    replay_natively(file, frames, summary)


def test_a_fling_in_the_carousel_tab_replays_natively_to_the_same_frames_and_landing(page, tmp_path):
    page.open("carousel")
    page.wait_for("window.fizzDemo.carousel.ready", timeout=10)
    flick(page, "carousel-deck")
    page.wait_for("window.fizzDemo.carousel.settles.length > 0 && !window.fizzDemo.loop().pending", timeout=10)
    landing = page.js("window.fizzDemo.carousel.lands.at(-1).index")
    assert page.js("window.fizzDemo.carousel.settles.at(-1).index") == landing
    file, frames, summary = download(page, "carousel", tmp_path)
    text = file.read_text(encoding="utf-8")
    assert "\ncarousel1 = carousel_create " in text
    assert "\ncarousel_pointer_down carousel1 " in text and "\ncarousel_pointer_up carousel1 " in text
    assert "# note:" not in text
    assert len(frames) > 10
    drawn = replay_natively(file, frames, summary)
    assert f"{len(frames)} frames of 1 carousel;" in drawn
    # Natively, its last frame has the landing item in front and centred: the native painter's
    # last polygon (drawn backmost first) and its label, the item's index.
    svg = file.with_suffix(".svg").read_text(encoding="utf-8")
    width = page.rect("#carousel-deck")["width"]
    xs = [float(p.split(",")[0]) for p in re.findall(r'<polygon points="([^"]+)"', svg)[-1].split()]
    assert sum(xs) / 4 == pytest.approx(width / 2, abs=0.1)
    label = re.findall(r">(\d+)</text>", svg)[-1]
    assert int(label) == landing
