"""tools/demo builds only what its first run needs: the product it builds reaches no WasmKit in
dev/Package.swift's target graph (a release build of WasmKit took minutes on a fresh clone,
issue 27), and it plays the scenes against fizz.wasm in node rather than inside WasmKit."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent


def targets():
    """{target: its dependencies (target names, or `product:NAME` of a package)} from dev/Package.swift."""
    text = (ROOT / "dev/Package.swift").read_text(encoding="utf-8")
    text = text[text.index("targets: ["):]
    graph = {}
    for chunk in re.split(r"\.(?:target|executableTarget|testTarget)\(", text)[1:]:
        name = re.match(r"\s*name:\s*\"(\w+)\"", chunk).group(1)
        deps = chunk.split("dependencies:", 1)[1] if "dependencies:" in chunk else ""
        deps = re.split(r"swiftSettings|linkerSettings|\]", re.sub(r"\.product\([^)]*\)", lambda m: "", deps), 1)[0]
        packaged = re.findall(r"\.product\(name:\s*\"(\w+)\"", chunk)
        graph[name] = set(re.findall(r"\"(\w+)\"", deps)) | {f"product:{d}" for d in packaged}
    return graph


def products():
    text = (ROOT / "dev/Package.swift").read_text(encoding="utf-8")
    return dict(re.findall(r"\.(?:executable|library)\(name:\s*\"([\w-]+)\".*?targets:\s*\[\"(\w+)\"", text))


def reach(graph, start):
    seen, todo = set(), [start]
    while todo:
        t = todo.pop()
        if t not in seen:
            seen.add(t)
            todo += graph.get(t, ())
    return seen


def test_the_graph_is_read():
    graph = targets()
    assert "product:WasmKit" in reach(graph, "FizzCLI"), graph   # the parser sees WasmKit where it is


def test_the_demo_product_needs_no_wasmkit():
    script = (ROOT / "tools/demo").read_text(encoding="utf-8")
    built = re.findall(r"^[^#\n]*tools/swiftpm build\b[^\n]*--product ([\w-]+)", script, re.M)
    assert built, "tools/demo builds no --product"
    for product in built:
        target = products()[product]
        assert "product:WasmKit" not in reach(targets(), target), f"tools/demo builds {product}, which links WasmKit"


def test_the_demo_compares_under_node():
    main = (ROOT / "Sources/FizzDemo/main.swift").read_text(encoding="utf-8")
    assert "wasm/js/replay.mjs" in main and "WasmKit" not in re.sub(r"//.*|///.*", "", main)
