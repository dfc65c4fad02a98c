"""The JS and Python packages installed the way their users install them, into empty folders
outside the repository, then the engine loaded with no arguments: `loadFizz()` in node and in
headless Chromium, `fizz.load()` in a fresh virtual environment. Each steps the same world, and
all must print the hash the repository's own wasm/fizz.wasm gives (so the package carries the
module that was built, not an old copy). Needs wasm/fizz.wasm (tools/build-wasm), npm, and the
host dependencies (tools/install-host-deps: chromium, selenium, wasmtime, numpy).

    python3 -m pytest -q -p no:cacheprovider wasm/tests
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "wasm/web/tests"))
from test_web_demo import answers, binary, free_port  # noqa: E402  (the web demo test's browser helpers)
MODULE = REPO / "wasm" / "fizz.wasm"

# Three 30 pt bubbles in a 390 x 844 pt world, one second at 60 Hz: the default spring pulls
# them from y = 100 towards the centre (195, 422).
JS_STEPS = """
const fizz = await loadFizz(SOURCE);
const world = fizz.createWorld(390, 844);
for (let i = 0; i < 3; i++) world.addBubble(100 + 60 * i, 100, 30);
for (let frame = 0; frame < 60; frame++) world.step(1 / 60);
const result = { count: world.count, xyr: Array.from(world.positions()),
                 hash: world.hash().toString(16) };
"""


def run(*args, cwd, **kw):
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, **kw)
    assert done.returncode == 0, f"{' '.join(map(str, args))} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def js_program(import_from: str, source: str) -> str:
    body = JS_STEPS.replace("SOURCE", source)
    return f"import {{ loadFizz }} from '{import_from}';\n{body}\nconsole.log(JSON.stringify(result));\n"


@pytest.fixture(scope="module")
def outside(tmp_path_factory):
    """An empty folder that is not inside the repository."""
    d = tmp_path_factory.mktemp("fizz-packages")
    assert REPO not in d.resolve().parents
    return d


@pytest.fixture(scope="module")
def expected(outside):
    """The world above, stepped in the repository's fizz.wasm, loaded by path."""
    assert MODULE.is_file(), "build the module first: tools/build-wasm"
    script = outside / "expected.mjs"
    script.write_text(js_program((REPO / "wasm/js/fizz.mjs").as_uri(), f"new URL('{MODULE.as_uri()}')"))
    return json.loads(run("node", str(script), cwd=outside))


@pytest.fixture(scope="module")
def npm_package(outside):
    """`npm pack` in wasm/js, then `npm install` of the tarball into an empty project."""
    packed = json.loads(run("npm", "pack", "--json", "--pack-destination", str(outside),
                            cwd=REPO / "wasm/js"))[0]
    app = outside / "js-app"
    app.mkdir()
    (app / "package.json").write_text('{ "name": "app", "private": true, "type": "module" }\n')
    run("npm", "install", "--offline", "--no-audit", "--no-fund", str(outside / packed["filename"]),
        cwd=app)
    return packed, app


def product_modules():
    """The per-product modules tools/build-wasm made: fizz-<product>.wasm for each product of
    fizz.h's @kind lines (fizz-replay.wasm, the WASI command, is none)."""
    sys.path.insert(0, str(REPO / "wasm/python/src/fizz"))
    import header
    products = dict.fromkeys(k.product for k in header.parse_kinds((REPO / "wasm/fizz.h").read_text(encoding="utf-8")))
    return [REPO / "wasm" / f"fizz-{p}.wasm" for p in products if (REPO / "wasm" / f"fizz-{p}.wasm").exists()]


def test_the_npm_tarball_carries_the_module_and_is_public(npm_package):
    packed, _ = npm_package
    tarball = npm_package[1].parent / packed["filename"]
    with tarfile.open(tarball) as t:
        names = set(t.getnames())
        manifest = json.load(t.extractfile("package/package.json"))
        wasm = t.extractfile("package/fizz.wasm").read()
    assert {"package/fizz.mjs", "package/fizz.d.ts", "package/fizz.wasm", "package/fizz.h",
            "package/recorder.mjs", "package/scenario.mjs", "package/header.mjs",
            "package/dom/index.mjs", "package/dom/index.d.ts", "package/dom/carousel.mjs"} <= names
    assert manifest["exports"]["./dom"] == {"types": "./dom/index.d.ts", "default": "./dom/index.mjs"}
    assert wasm == MODULE.read_bytes()
    # Every per-product module tools/build-wasm made beside fizz.wasm ships too.
    products = {f"package/{p.name}" for p in product_modules()}
    assert products <= names, products - names
    assert "package/fizz-replay.wasm" not in names and "package/pack-modules.mjs" not in names
    assert not any((REPO / "wasm/js" / p.name).exists() for p in product_modules())
    assert not manifest.get("private", False)
    # The copies made for packing are gone again, so the repository's loadFizz() keeps using
    # the module tools/build-wasm writes.
    assert not (REPO / "wasm/js/fizz.wasm").exists()


def test_node_loads_the_installed_package_with_no_argument(npm_package, expected):
    _, app = npm_package
    (app / "main.mjs").write_text(js_program("fizz-wasm", ""))
    got = json.loads(run("node", "main.mjs", cwd=app))
    assert got["count"] == 3
    xyr = got["xyr"]
    assert [xyr[2], xyr[5], xyr[8]] == [30, 30, 30]
    assert all(100 < y < 422 for y in (xyr[1], xyr[4], xyr[7]))   # on their way to the centre
    assert got == expected


def test_the_dom_module_is_exported_and_loads_a_product_module(npm_package):
    """`fizz-wasm/dom` resolves through the package's exports, and its shared engine for a
    carousel is the carousel's own module, found next to fizz.mjs in the installed package."""
    _, app = npm_package
    (app / "dom.mjs").write_text(
        "import { engine, carousel, strip, motion, animate } from 'fizz-wasm/dom';\n"
        "const f = await engine('carousel');\n"
        "console.log(JSON.stringify({ product: f.product, kinds: f.kinds.map((k) => k.name), same: f === await engine('carousel'),\n"
        "  bindings: [carousel, strip, motion, animate].map((b) => typeof b) }));\n")
    got = json.loads(run("node", "dom.mjs", cwd=app))
    assert got == {"product": "carousel", "kinds": ["carousel"], "same": True, "bindings": ["function"] * 4}


def test_a_browser_loads_the_installed_package_with_no_argument(npm_package, expected):
    """The page imports the installed fizz.mjs from a static server; fizz.mjs finds fizz.wasm
    from its own URL (import.meta.url), so the page passes nothing."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    _, app = npm_package
    steps = JS_STEPS.replace("SOURCE", "")
    (app / "index.html").write_text(
        "<!doctype html>\n<script type=\"module\">\n"
        "import { loadFizz } from './node_modules/fizz-wasm/fizz.mjs';\n"
        f"try {{\n{steps}\nwindow.result = result;\n}} catch (e) {{ window.result = {{ error: String(e) }}; }}\n"
        "</script>\n")
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", str(app)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    options = webdriver.ChromeOptions()
    options.binary_location = binary("chromium", "chromium-browser")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(a)
    driver = None
    try:
        url = f"http://127.0.0.1:{port}/index.html"
        answers(url)                              # up to 10 s for the server to answer
        driver = webdriver.Chrome(options=options, service=Service(binary("chromedriver")))
        driver.get(url)
        got = None
        for _ in range(200):                      # up to 20 s for the module to run
            got = driver.execute_script("return window.result ?? null;")
            if got is not None:
                break
            time.sleep(0.1)
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)
    assert got == expected


def test_the_wheel_carries_the_module_declares_numpy_and_loads_with_no_argument(outside, expected):
    wheels = outside / "wheels"
    # Like test-python-host: build without an isolated copy of setuptools when the local one
    # can build wheels, else let pip fetch one (a user's `pip install` does the same).
    isolation = []
    try:
        import setuptools
        import wheel  # noqa: F401
        if int(setuptools.__version__.split(".")[0]) >= 61:
            isolation = ["--no-build-isolation"]
    except ImportError:
        pass
    env = dict(os.environ, PIP_ROOT_USER_ACTION="ignore", PIP_DISABLE_PIP_VERSION_CHECK="1")
    try:
        run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", *isolation, "-w", str(wheels),
            str(REPO / "wasm/python"), cwd=outside, env=env)
    finally:
        shutil.rmtree(REPO / "wasm/python/build", ignore_errors=True)   # the in-tree build's leftovers
    [built] = wheels.glob("fizz-*.whl")
    with zipfile.ZipFile(built) as z:
        assert z.read("fizz/fizz.wasm") == MODULE.read_bytes()
        assert "fizz/fizz.h" in z.namelist()
        assert {f"fizz/{p.name}" for p in product_modules()} <= set(z.namelist())
        assert "fizz/fizz-replay.wasm" not in z.namelist()
        assert {"fizz/_calls.py", "fizz/_objects.py", "fizz/recorder.py"} <= set(z.namelist())
        metadata = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    requires = [line.split(":", 1)[1].strip() for line in metadata.splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert "numpy" in requires and "wasmtime" in requires

    # A fresh virtual environment that sees the machine's wasmtime and numpy, so the install
    # needs no network; --no-index makes pip fail if a declared dependency were missing.
    venv = outside / "venv"
    run(sys.executable, "-m", "venv", "--system-site-packages", str(venv), cwd=outside)
    python = str(venv / "bin" / "python")
    run(python, "-m", "pip", "install", "-q", "--no-index", str(built), cwd=outside, env=env)
    program = (
        "import json, fizz, numpy\n"
        "with fizz.load() as engine, engine.world(390, 844) as world:\n"
        "    for i in range(3): world.add_bubble(100 + 60 * i, 100, 30)\n"
        "    for _ in range(60): world.step(1 / 60)\n"
        "    p = world.positions()\n"
        "    assert isinstance(p, numpy.ndarray), type(p)\n"
        "    print(json.dumps({'shape': list(p.shape), 'count': world.count,\n"
        "                      'xyr': p.ravel().tolist(), 'hash': format(world.hash(), 'x'),\n"
        "                      'from': fizz.__file__}))\n")
    empty = outside / "py-app"
    empty.mkdir()
    got = json.loads(run(python, "-c", program, cwd=empty, env=dict(env, PYTHONPATH="")))
    assert got["shape"] == [3, 3]
    assert pathlib.Path(got["from"]).is_relative_to(venv)
    assert {"count": got["count"], "xyr": got["xyr"], "hash": got["hash"]} == expected
