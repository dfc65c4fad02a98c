"""The replay rules of fizz.h (which calls make frames and of what, handle kinds, how arrays are
counted): the Python replayer follows whatever the header declares, and tools/gen-catalogue
--check fails when the header, a generated catalogue or the JS reader disagree on a rule."""
import pathlib
import shutil
import subprocess

import pytest
import wasmtime

import fizz

REPO = pathlib.Path(__file__).resolve().parents[3]


def header_text() -> str:
    return pathlib.Path(fizz.header_path()).read_text(encoding="utf-8")


def test_the_step_is_the_frame_producer_hashed_by_world_hash():
    api = fizz.parse_header(header_text())
    rule = api["world_step"].frame
    assert (rule.hash, rule.param, rule.kind) == ("world_hash", 0, "world")
    # Other components (a strip) add their own producers; the world and picker have one.
    assert [f.name for f in api.values() if f.frame and f.name.split("_")[0] in ("world", "bubble", "picker")] == ["world_step"]


def test_handle_kinds():
    api = fizz.parse_header(header_text())
    assert api["world_create"].handle == "world"
    for n in ["bubble_add", "picker_add", "picker_spawn", "picker_tap", "picker_hit_test", "picker_find",
              "picker_drag_begin"]:
        assert api[n].handle == "bubble", n
    assert api["world_count"].handle is None
    assert api["bubble_remove"].handle_params == ["world", "bubble"]
    assert api["world_set_anchor"].handle_params == ["world", None, None]


def test_a_malformed_frame_rule_is_an_error():
    base = "/* @returns world */\nuint32_t fizz_make(void);\nuint64_t fizz_h(uint32_t world);\n"
    for rule, proto, why in [("fizz_nope(world)", "int32_t fizz_go(uint32_t world);", "fizz_nope"),
                             ("fizz_h(w)", "int32_t fizz_go(uint32_t w);", "'w'"),
                             ("fizz_h(world)", "double fizz_go(uint32_t world);", "int32_t")]:
        with pytest.raises(ValueError, match=why):
            fizz.parse_header(f"{base}/* @frame {rule} */\n{proto}")
    shared = fizz.parse_header(f"{base}/* @frame fizz_h(world) */\nint32_t fizz_a(uint32_t world);\n"
                               "int32_t fizz_b(uint32_t world);")
    assert shared["a"].frame is not None and shared["b"].frame is None


def anchor_producer(text: str) -> str:
    """fizz.h with fizz_world_set_anchor re-declared as a frame producer: a clockless frame."""
    at = text.index("int32_t fizz_world_set_anchor(")
    end = text.rindex("*/", 0, at)
    return text[:end] + " @frame fizz_world_hash(world) " + text[end:]


SCRIPT = """w = world_create 390 844
b = bubble_add w 100 100 40
world_set_anchor w 0.25 0.5
world_set_anchor w 2000 0.5
world_step w 1/60 *3
world_set_anchor w 0.75 0.5
"""


def test_a_synthetic_frame_producer_records_clockless_frames():
    engine = wasmtime.Engine()
    module = wasmtime.Module.from_file(engine, fizz.module_path())

    def run(api):
        instance = fizz.Fizz(module, engine)
        seen = []
        trace = fizz.replay(fizz.parse_scenario(SCRIPT, api), instance.replay_call, instance.read,
                            lambda i, h, obj, kind: seen.append((i, obj, kind)))
        return trace, seen, instance

    plain, _, _ = run(fizz.parse_header(header_text()))
    assert len(plain.frames) == 3                                  # the three steps only
    trace, seen, instance = run(fizz.parse_header(anchor_producer(header_text())))
    # 0.25: a frame; 2000 is out of range (refused: none); three steps; 0.75: a frame.
    assert len(trace.frames) == 5
    assert [(i, kind) for i, _, kind in seen] == [(i, "world") for i in range(5)]
    world = seen[0][1]
    assert world != 0 and all(obj == world for _, obj, _ in seen)
    assert trace.frames[1:4] == plain.frames
    assert trace.frames[4] == instance.call("fizz_world_hash", world) & (1 << 64) - 1
    assert trace.frames[0] != trace.frames[4]


# ---- tools/gen-catalogue --check on a copy of the tree with one thing changed ---------------

COPIED = ["tools/gen-catalogue", "tools/gen_hosts.py", "tools/grammar.py", "wasm/fizz.h", "wasm/js", "wasm/python/src/fizz",
          "Sources/FizzScenario/Generated"]


@pytest.fixture
def tree(tmp_path):
    if shutil.which("node") is None:
        pytest.skip("the drift check asks node for the JS host's view")
    for rel in COPIED:
        src, dst = REPO / rel, tmp_path / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, dst, ignore=shutil.ignore_patterns("node_modules", "__pycache__", "test"))
        else:
            shutil.copy2(src, dst)
    return tmp_path


def check(tree):
    r = subprocess.run(["python3", str(tree / "tools/gen-catalogue"), "--check"], capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_the_unchanged_copy_passes(tree):
    code, out = check(tree)
    assert code == 0, out


def test_a_frame_rule_added_to_the_header_is_drift(tree):
    (tree / "wasm/fizz.h").write_text(anchor_producer((tree / "wasm/fizz.h").read_text(encoding="utf-8")))
    code, out = check(tree)
    assert code == 1 and "APICatalogue.swift differs" in out, out
    assert "case .worldSetAnchor: FrameRule(hash: .worldHash, object: 0" in out


def test_a_frame_rule_changed_in_the_generated_catalogue_is_drift(tree):
    edit(tree / "Sources/FizzScenario/Generated/APICatalogue.swift",
         'FrameRule(hash: .worldHash, object: 0, kind: "world")', 'FrameRule(hash: .worldHash, object: 0, kind: "bubble")')
    code, out = check(tree)
    assert code == 1 and "APICatalogue.swift differs" in out, out


def test_an_array_shape_changed_in_the_header_is_drift(tree):
    edit(tree / "wasm/fizz.h", "/* fizz_world_count(world) × (vx, vy) doubles", "/* fizz_world_count(world) × (vx) doubles")
    code, out = check(tree)
    assert code == 1 and "worldVelocities: .doubles(stride: 1" in out, out


def test_a_js_reader_that_ignores_frame_rules_is_drift(tree):
    edit(tree / "wasm/js/header.mjs", "if (frame !== null) frames.set(", "if (false) frames.set(")
    code, out = check(tree)
    assert code == 1 and "wasm/js/header.mjs reads fizz_world_step as" in out, out


def test_a_js_reader_that_counts_with_other_arguments_is_drift(tree):
    edit(tree / "wasm/js/header.mjs", "countArgs: args.map((a) => names.indexOf(a))", "countArgs: [0, ...args.map((a) => names.indexOf(a))]")
    code, out = check(tree)
    assert code == 1 and "wasm/js/header.mjs reads fizz_world_positions as" in out, out


# ---- The kind classes generated from the header (tools/gen_hosts.py) -----------------------

def test_a_hand_edit_of_a_generated_js_method_is_drift(tree):
    edit(tree / "wasm/js/fizz.mjs", "  add(length) { return this._int('fizz_strip_add', this._live(), length); }",
         "  add(length) { return this._int('fizz_strip_add', this._live(), length + 1); }")
    code, out = check(tree)
    assert code == 1 and "wasm/js/fizz.mjs differs from what fizz.h generates" in out, out


def test_a_hand_edit_of_a_generated_type_or_python_method_is_drift(tree):
    edit(tree / "wasm/js/fizz.d.ts", "export type PopupHandle = number & { readonly [fizzKind]: 'popup' };",
         "export type PopupHandle = number;")
    edit(tree / "wasm/python/src/fizz/_calls.py", 'return self._int("fizz_strip_add", self._h(), float(length))',
         'return self._int("fizz_strip_add", self._h(), float(length) * 2)')
    code, out = check(tree)
    assert code == 1 and "wasm/js/fizz.d.ts differs" in out and "wasm/python/src/fizz/_calls.py differs" in out, out


def test_a_call_added_to_the_header_gets_its_methods_in_every_host(tree):
    # What another branch's new motion call needs after a merge: a regeneration, nothing by hand.
    edit(tree / "wasm/fizz.h", "int32_t fizz_motion_is_gliding(uint32_t motion);",
         "int32_t fizz_motion_is_gliding(uint32_t motion);\n/* Sets the glide's friction, 0..1. */\n"
         "int32_t fizz_motion_set_friction(uint32_t motion, double friction);")
    code, out = check(tree)
    assert code == 1
    assert "+  setFriction(friction) { return this._int('fizz_motion_set_friction', this._live(), friction); }" in out, out
    assert "+  setFriction(friction: number): number;" in out, out
    assert '+        return self._int("fizz_motion_set_friction", self._h(), float(friction))' in out, out


def test_a_js_kind_reader_that_drops_a_field_is_drift(tree):
    edit(tree / "wasm/js/header.mjs", "hostClass: fields.get('class') ?? null,", "hostClass: null,")
    code, out = check(tree)
    assert code == 1 and "wasm/js/header.mjs reads the @kind lines as" in out, out


def test_a_js_kind_of_that_disagrees_is_drift(tree):
    # Taking the created kind before the handle parameters would give fizz_bubble_add to bubble.
    edit(tree / "wasm/js/header.mjs", "  for (const p of fn.handleParams) if (p !== null && names.has(p)) return p;\n",
         "  if (fn.handle !== null && names.has(fn.handle)) return fn.handle;\n"
         "  for (const p of fn.handleParams) if (p !== null && names.has(p)) return p;\n")
    code, out = check(tree)
    assert code == 1 and "wasm/js/header.mjs reads fizz_bubble_add as" in out, out


def test_a_malformed_kind_line_is_refused_by_both_readers_alike(tree):
    edit(tree / "wasm/fizz.h", "@kind strip tag 3 snapshot 3 class Strip product strip",
         "@kind strip tag 3 snapshot 3 class Strip product strip wheels")
    r = subprocess.run(["node", "--input-type=module", "-e",
                        "const h = await import(process.argv[1]); const fs = await import('node:fs');"
                        "try { h.parseKinds(fs.readFileSync(process.argv[2], 'utf8')); } catch (e) { console.log(e.message); }",
                        "--", (tree / "wasm/js/header.mjs").as_uri(), str(tree / "wasm/fizz.h")],
                       capture_output=True, text=True)
    assert r.stdout.strip() == "@kind strip: unexpected 'wheels'"
    with pytest.raises(ValueError, match="@kind strip: unexpected 'wheels'"):
        fizz.header.parse_kinds((tree / "wasm/fizz.h").read_text(encoding="utf-8"))
