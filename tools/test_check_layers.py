"""tools/check-layers: it fails on an upward reference, naming the file and the name, and
passes on a clean tree. Run: python3 -m pytest -q tools/test_check_layers.py"""
import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

TOOLS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(TOOLS)
CHECK = os.path.join(TOOLS, "check-layers")
LAYERS = os.path.join(TOOLS, "layers.txt")


def run(root):
    p = subprocess.run([sys.executable, CHECK, "--root", str(root), "--layers", LAYERS],
                       capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


@pytest.fixture
def clean(tmp_path):
    """A small tree laid out as the engine is: every folder naming only what is below it."""
    write(tmp_path, "Sources/Fizz/Math/Vec.swift", "public struct Vec { var x: Double }\n")
    write(tmp_path, "Sources/Fizz/Core/Failure.swift",
          "public enum Failure: Error { case outOfRange, full }\nfunc origin() -> Vec { Vec(x: 0) }\n")
    write(tmp_path, "Sources/Fizz/Bubbles/Physics.swift",
          "// The physics: knows nothing of PickerBox (a comment may say so).\n"
          "public final class Physics {\n"
          "    var at = origin()\n"
          "    let note = \"not a PickerBox\"\n"
          "    func grow(by amount: Double) throws(Failure) { if amount < 0 { throw .outOfRange } }\n"
          "}\n")
    write(tmp_path, "Sources/Fizz/Picker/PickerBox.swift",
          "public struct PickerBox {\n    let physics: Physics\n"
          "    func tap() throws(Failure) { try physics.grow(by: 1) }\n}\n")
    write(tmp_path, "Sources/FizzExports/Exports.swift", "import Fizz\n")
    write(tmp_path, "Sources/FizzScenario/Replay.swift", "import Fizz\nimport FizzExports\n")
    write(tmp_path, "Sources/FizzHarness/Harness.swift", "import Foundation\nimport FizzScenario\n")
    return tmp_path


def test_a_clean_tree_passes(clean):
    status, out = run(clean)
    assert status == 0, out
    assert "layers: clean" in out


def test_every_name_of_a_typed_binding_list_is_a_declaration(clean):
    # `ended` is declared by the second binding of a typed list in Core; a higher folder that
    # also binds a local `ended` must not make Core's own use of it look like an upward one.
    write(clean, "Sources/Fizz/Core/Event.swift",
          "public struct Event {\n    public static let began: UInt32 = 1, ended: UInt32 = 3\n"
          "    static func last() -> UInt32 { ended }\n}\n")
    write(clean, "Sources/Fizz/Picker/List.swift",
          "func scan() -> Bool {\n    var f = 0, ended = false\n    if f == 0 { ended = true }\n    return ended\n}\n")
    status, out = run(clean)
    assert status == 0, out


def test_a_case_pattern_binds_its_names(clean):
    # `case let .pair(a, y2)` in Core declares `y2` there: a higher folder that also names a
    # local `y2` must not make Core's own binding look like an upward reference.
    write(clean, "Sources/Fizz/Core/Pair.swift",
          "enum Pair { case pair(Double, Double)\n"
          "    func second() -> Double { switch self { case let .pair(_, y2): return y2 } }\n}\n")
    write(clean, "Sources/Fizz/Picker/Square.swift", "func square(_ y: Double) -> Double {\n    let y2 = y * y\n    return y2\n}\n")
    status, out = run(clean)
    assert status == 0, out


UPWARD = {
    "a lower folder naming a higher type": (
        "Sources/Fizz/Bubbles/Physics+Select.swift",
        "extension Physics {\n    func select() -> PickerBox? { nil }\n}\n",
        ["Sources/Fizz/Bubbles/Physics+Select.swift:2: Bubbles names `PickerBox`, declared only in Picker"]),
    # Core may name only Math: the parameter's type (Bubbles) is caught, and `at`, which only
    # the code inside the string's interpolation names.
    "code inside a string interpolation": (
        "Sources/Fizz/Core/Describe.swift",
        'func describe(_ p: Physics) -> String { "at \\(p.at)" }\n',
        ["Sources/Fizz/Core/Describe.swift:1: Core names `Physics`, declared only in Bubbles",
         "Sources/Fizz/Core/Describe.swift:1: Core names `at`, declared only in Bubbles"]),
    "a sideways reference between components": (
        "Sources/Fizz/Strip/Strip.swift", "struct Strip { var p: PickerBox? }\n",
        ["Sources/Fizz/Strip/Strip.swift:1: Strip names `PickerBox`, declared only in Picker"]),
    "an upward import": (
        "Sources/Fizz/Core/Replay.swift", "import FizzScenario\n",
        ["Sources/Fizz/Core/Replay.swift:1: module Fizz imports FizzScenario"]),
}


@pytest.mark.parametrize("case", sorted(UPWARD))
def test_an_upward_reference_fails_naming_file_line_and_name(clean, case):
    path, text, expected = UPWARD[case]
    write(clean, path, text)
    status, out = run(clean)
    assert status == 1, out
    for line in expected:
        assert line in out


def test_a_folder_or_module_missing_from_the_table_is_refused(clean):
    write(clean, "Sources/Fizz/Gizmo/Gizmo.swift", "struct Gizmo {}\n")
    status, out = run(clean)
    assert status == 2 and "Sources/Fizz/Gizmo: not in a folder" in out, out


def load_check():
    loader = importlib.machinery.SourceFileLoader("check_layers", CHECK)
    spec = importlib.util.spec_from_loader("check_layers", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def picker_type():
    """A type the real Picker folder declares and no other folder does."""
    check = load_check()
    owners = {}
    for base, _, files in os.walk(os.path.join(REPO, "Sources", "Fizz")):
        folder = os.path.relpath(base, os.path.join(REPO, "Sources", "Fizz")).split(os.sep)[0]
        for f in files:
            if f.endswith(".swift"):
                declared, _ = check.scan(open(os.path.join(base, f), encoding="utf-8").read())
                for name in declared:
                    owners.setdefault(name, set()).add(folder)
    names = sorted(n for n, o in owners.items() if o == {"Picker"} and n[0].isupper())
    assert names, "the Picker folder declares no type of its own"
    return names[0]


def test_the_real_sources_with_an_upward_reference_fail(tmp_path):
    shutil.copytree(os.path.join(REPO, "Sources"), tmp_path / "Sources")
    name = picker_type()
    write(tmp_path, "Sources/Fizz/Bubbles/ZUpward.swift",
          f"// a deliberate upward reference\nfunc upward(_ x: {name}?) {{}}\n")
    write(tmp_path, "Sources/Fizz/Math/ZImport.swift", "import FizzScenario\n")
    status, out = run(tmp_path)
    assert status == 1, out
    assert f"Sources/Fizz/Bubbles/ZUpward.swift:2: Bubbles names `{name}`, declared only in Picker" in out
    assert "Sources/Fizz/Math/ZImport.swift:1: module Fizz imports FizzScenario" in out
