"""tools/grammar.py: fizz.h as committed follows the grammar, and each kind of deliberate
inconsistency (a dialect a kind once had, or one a new call could bring) fails it, by name."""
import importlib.util
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("fizz_header", ROOT / "wasm/python/src/fizz/header.py")
header = importlib.util.module_from_spec(_spec)
sys.modules["fizz_header"] = header
_spec.loader.exec_module(header)
sys.path.insert(0, str(ROOT / "tools"))
import grammar  # noqa: E402

TEXT = (ROOT / "wasm/fizz.h").read_text(encoding="utf-8")


def problems(text):
    return grammar.problems(header.parse_header(text), header.parse_kinds(text), header.kind_of)


def test_the_committed_header_follows_the_grammar():
    assert problems(TEXT) == []


def edit(old, new):
    assert TEXT.count(old) == 1, old
    return TEXT.replace(old, new)


@pytest.mark.parametrize("old, new, said", [
    # The dialects issue 27 removed: each, put back, fails.
    ("int32_t fizz_motion_pointer_cancel(", "int32_t fizz_motion_cancel(", "fizz_motion_cancel: a pointer event is fizz_motion_pointer_cancel"),
    ("int32_t fizz_layout_set_memory_budget(uint32_t layout, int64_t bytes);",
     "int32_t fizz_layout_set_memory_budget(uint32_t layout, double bytes);", "fizz_layout_set_memory_budget must be `int32_t"),
    ("int64_t fizz_carousel_get_memory_used(uint32_t carousel);", "double fizz_carousel_memory_used(uint32_t carousel);",
     "no fizz_carousel_get_memory_used"),
    ("int32_t fizz_carousel_get_count(uint32_t carousel);", "int32_t fizz_carousel_count(uint32_t carousel);",
     "fizz_carousel_count: reads back what fizz_carousel_set_count sets"),
    ("int64_t fizz_strip_get_memory_budget(uint32_t strip);", "", "no fizz_strip_get_memory_budget"),
    # Other ways a kind could drift.
    ("int32_t fizz_popup_destroy(uint32_t popup);", "int32_t fizz_popup_free(uint32_t popup);", "no fizz_popup_destroy"),
    ("int32_t fizz_popup_is_valid(uint32_t popup);", "int32_t fizz_popup_is_valid(int32_t popup);",
     "fizz_popup_is_valid must be `int32_t fizz_popup_is_valid(uint32_t)`"),
    ("int32_t fizz_carousel_pointer_move(", "int32_t fizz_carousel_touch_move(", "carousel: has pointer_cancel/down/up but not pointer_move"),
    ("int32_t fizz_animator_step(uint32_t animator, double dt);", "int32_t fizz_animator_step(uint32_t animator, int32_t ticks);",
     "fizz_animator_step must be `int32_t fizz_animator_step(uint32_t, double)`"),
    ("int32_t fizz_picker_pan_end(", "int32_t fizz_picker_pan_finish(", "fizz_picker_pan_move: a gesture comes as"),
])
def test_a_deliberate_inconsistency_fails_the_grammar(old, new, said):
    found = problems(edit(old, new))
    assert any(said in p for p in found), found


def test_gen_catalogue_refuses_a_header_that_breaks_it(tmp_path):
    # The check the test command runs, on a copy of the tools and a broken header.
    for p in ("tools/gen-catalogue", "tools/gen_hosts.py", "tools/grammar.py", "wasm/python/src/fizz/header.py"):
        (tmp_path / p).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / p).write_text((ROOT / p).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "wasm/fizz.h").write_text(edit("int32_t fizz_motion_pointer_cancel(", "int32_t fizz_motion_cancel("),
                                          encoding="utf-8")
    r = subprocess.run([sys.executable, str(tmp_path / "tools/gen-catalogue"), "--check"], capture_output=True, text=True)
    assert r.returncode == 1 and "FAIL grammar: fizz_motion_cancel" in r.stdout, r.stdout + r.stderr


def test_the_committed_header_keeps_every_comment_short():
    assert grammar.comment_problems(TEXT) == []


LONG = """/* Advances by dt seconds (0..1) in fixed substeps.
 * Why the substeps are fixed, in a second line,
 * how leftover time carries, in a third,
 * and a fourth line of reasoning that belongs in docs/picker.md.
 * @frame fizz_world_hash(world) */
int32_t fizz_world_step(uint32_t world, double dt);"""


def test_a_deliberately_long_comment_fails():
    start = TEXT.index("int32_t fizz_world_step(uint32_t world, double dt);")
    start = TEXT.rindex("/*", 0, start)
    end = TEXT.index(";", start) + 1
    found = grammar.comment_problems(TEXT[:start] + LONG + TEXT[end:])
    assert len(found) == 1 and "the comment above fizz_world_step takes 4 lines; at most 3" in found[0], found
    # Rule lines and a section's title line do not count: three lines of prose pass.
    three = LONG.replace(" * and a fourth line of reasoning that belongs in docs/picker.md.\n", "")
    assert grammar.comment_problems(TEXT[:start] + three + TEXT[end:]) == []


def test_a_long_section_header_fails():
    at = TEXT.index("/* ---- Strips")
    at = TEXT.index("*/", at)
    found = grammar.comment_problems(TEXT[:at] + "\n * one line more\n * and another " + TEXT[at:])
    assert any("the comment above fizz_strip_create" in p for p in found), found


def test_gen_catalogue_refuses_a_long_comment(tmp_path):
    for p in ("tools/gen-catalogue", "tools/gen_hosts.py", "tools/grammar.py", "wasm/python/src/fizz/header.py"):
        (tmp_path / p).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / p).write_text((ROOT / p).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "wasm/fizz.h").write_text(edit("/* Destroys a world and its bubbles; their handles become stale. */",
                                               "/* Destroys a world and its bubbles;\n * their handles\n * become\n * stale. */"),
                                          encoding="utf-8")
    r = subprocess.run([sys.executable, str(tmp_path / "tools/gen-catalogue"), "--check"], capture_output=True, text=True)
    assert r.returncode == 1 and "FAIL grammar: wasm/fizz.h:" in r.stdout and "fizz_world_destroy takes 4 lines" in r.stdout, \
        r.stdout + r.stderr
