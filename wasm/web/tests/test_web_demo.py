"""The web demo in a real browser: Debian's chromium, headless, driven by chromedriver through
Selenium. It serves wasm/ with a static file server on 127.0.0.1, loads the page, taps a bubble
and drags the background with real pointer input, checks through `window.fizzDemo` that the
engine saw both, and saves a screenshot (out/web-demo.png) a person can look at."""
import contextlib
import math
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction

REPO = pathlib.Path(__file__).resolve().parents[3]
OUT = pathlib.Path(os.environ.get("FIZZ_OUT", REPO / "out"))


def free_port() -> int:
    with contextlib.closing(socket.socket(socket.AF_INET, socket.SOCK_STREAM)) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                             "--directory", str(REPO / "wasm")],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/web/"
    try:
        for _ in range(100):                      # up to 10 s for the server to answer
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("the static server did not start")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def binary(*names):
    for n in names:
        p = shutil.which(n) or (f"/usr/bin/{n}" if os.path.exists(f"/usr/bin/{n}") else None)
        if p:
            return p
    pytest.fail(f"none of {names} is installed (tools/install-host-deps installs Debian's chromium)")


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = binary("chromium", "chromium-browser")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=900,860", "--force-device-scale-factor=1"):
        options.add_argument(a)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(binary("chromedriver")))
    try:
        yield driver
    finally:
        driver.quit()


def js(driver, expr, *args):
    return driver.execute_script(f"return ({expr});", *args)


def wait_for(driver, expr, timeout=15.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        v = js(driver, expr)
        if v:
            return v
        time.sleep(0.05)
    pytest.fail(f"timed out waiting for {expr}")


def pointer(driver):
    """A W3C mouse pointer: the browser gets real pointerdown/move/up events."""
    return ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "finger"))


def canvas_origin(driver):
    r = js(driver, "document.getElementById('stage').getBoundingClientRect().toJSON()")
    return r["left"], r["top"]


def test_tap_selects_and_background_drag_moves_the_anchor(server, browser):
    browser.get(server)
    wait_for(browser, "window.fizzDemo && (window.fizzDemo.ready || window.fizzDemo.error)")
    assert js(browser, "window.fizzDemo.error") is None
    assert js(browser, "window.fizzDemo.bubbles().length") == 24
    wait_for(browser, "window.fizzDemo.frames > 30")           # the loop runs and steps
    time.sleep(2.0)                                             # the bubbles gather
    ox, oy = canvas_origin(browser)

    # Tap the bubble closest to the anchor: it moves least while the pointer travels.
    a0 = js(browser, "window.fizzDemo.anchor()")
    bubbles = js(browser, "window.fizzDemo.bubbles()")
    target = min(bubbles, key=lambda b: math.hypot(b["x"] - a0["x"] * 420, b["y"] - a0["y"] * 640))
    tap = pointer(browser)
    tap.pointer_action.move_to_location(int(ox + target["x"]), int(oy + target["y"]))
    tap.pointer_action.pointer_down().pointer_up()
    tap.perform()
    taps = wait_for(browser, "window.fizzDemo.taps.length > 0 && window.fizzDemo.taps")
    assert taps[-1] != 0, "the tap missed every bubble"
    assert taps[-1] in js(browser, "window.fizzDemo.selected()"), "the tapped bubble is not selected"
    # Taps never move the anchor.
    assert js(browser, "window.fizzDemo.anchor()") == a0

    # Drag the background from an empty corner: the attraction point follows the finger.
    x0, y0 = 12, 12
    assert js(browser, f"window.fizzDemo.hitTest({x0}, {y0})") == 0
    drag = pointer(browser)
    drag.pointer_action.move_to_location(int(ox + x0), int(oy + y0)).pointer_down()
    for k in range(1, 6):
        drag.pointer_action.move_to_location(int(ox + x0 + 21 * k), int(oy + y0 + 32 * k))
    drag.pointer_action.pointer_up()
    drag.perform()
    a1 = js(browser, "window.fizzDemo.anchor()")
    assert js(browser, "window.fizzDemo.drags.at(-1).kind") == "background"
    # 105 pt right of 420 and 160 pt down of 640: the anchor moves by (0.25, 0.25).
    assert a1["x"] == pytest.approx(a0["x"] + 0.25, abs=1e-9)
    assert a1["y"] == pytest.approx(a0["y"] + 0.25, abs=1e-9)

    time.sleep(0.6)                                  # let the picture show the new anchor
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / "web-demo.png"
    assert browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []


def test_dragging_a_bubble_moves_it_when_the_module_has_the_picker(server, browser):
    browser.get(server)
    wait_for(browser, "window.fizzDemo && (window.fizzDemo.ready || window.fizzDemo.error)")
    if not js(browser, "window.fizzDemo.picker"):
        pytest.skip("this fizz.wasm has no picker API (fizz_picker_drag_*)")
    time.sleep(1.5)
    ox, oy = canvas_origin(browser)
    b = js(browser, "window.fizzDemo.bubbles()")[0]
    drag = pointer(browser)
    drag.pointer_action.move_to_location(int(ox + b["x"]), int(oy + b["y"])).pointer_down()
    tx, ty = min(b["x"] + 120, 400), max(b["y"] - 120, 20)
    for k in range(1, 9):
        drag.pointer_action.move_to_location(int(ox + b["x"] + (tx - b["x"]) * k / 8), int(oy + b["y"] + (ty - b["y"]) * k / 8))
    drag.pointer_action.pause(0.5)
    drag.perform()
    last = js(browser, "window.fizzDemo.drags.at(-1)")
    assert last["kind"] == "bubble" and last["handle"] == b["handle"]
    now = next(x for x in js(browser, "window.fizzDemo.bubbles()") if x["handle"] == b["handle"])
    # Held by the drag spring, it follows the finger: nearer the finger than where it started.
    assert math.hypot(now["x"] - tx, now["y"] - ty) < math.hypot(b["x"] - tx, b["y"] - ty) / 2
    up = pointer(browser)
    up.pointer_action.pointer_up()
    up.perform()
