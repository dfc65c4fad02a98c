"""Recording (fizz/recorder.py): a session through the classes becomes a .fizz scenario whose
replay on a fresh module gives the frames the session saw and the summary it recorded."""
import re
import struct

import pytest

import fizz
from fizz.recorder import double_literal


def bits(d):
    return struct.unpack("<Q", struct.pack("<d", d))[0]


def test_a_double_is_written_so_that_every_host_parses_it_to_the_same_bits():
    assert double_literal(0.5) == "0.5"
    assert double_literal(390.0) == "390"
    # 2/3 = 0x3FE5555555555555: exponent 0x3FE - 1023 = -1, fraction 5555555555555.
    assert double_literal(2 / 3) == "0x1.5555555555555p-1"
    assert double_literal(1 / 3) == "1/3"
    assert double_literal(-0.0) == "-0"   # every parser keeps the sign of a zero
    assert double_literal(5e-324) == "0x0.0000000000001p-1022"
    assert double_literal(float("nan")) == "nan"
    assert double_literal(float("-inf")) == "-inf"
    assert double_literal(1 / 60) == "1/60"     # 0.016666666666666666 has 17 digits
    assert double_literal(1 / 144) == "1/144"
    for d in [1 / 60, 0.1 + 0.2, 1e300, -1e-310, 123456789012345.6, 3.141592653589793, 1e21]:
        assert bits(fizz.parse_number(double_literal(d)).double) == bits(d), d


def test_a_session_over_every_kind_replays_to_the_frames_it_saw(repo):
    engine = fizz.load(record=True)
    seen = []
    w = engine.world(390, 844)
    for i in range(6):
        w.add_picker_bubble(60 + 50 * i, 300, 24, i + 1)
    for _ in range(20):
        w.step(1 / 60)
        seen.append(w.hash())
        w.render()
    x0, y0 = (float(v) for v in w.render()[0][:2])
    assert w.drag_begin(x0, y0) is not None
    for i in range(1, 6):
        w.drag_move(x0 + 7.3 * i, y0 - 3.1 * i)
        w.step(1 / 60)
        seen.append(w.hash())
    w.drag_end()
    with pytest.raises(fizz.FizzError):
        w.step(float("nan"))
    m = engine.motion(320, 200)
    m.set_release(0.8, 0.325)
    m.pointer_down(0.1, 20, 50, 7)
    for i in range(1, 6):
        m.pointer_move(0.1 + i / 120, 20 + 25 * i, 50, 7)
    m.pointer_up(0.15, 170, 50, 7)
    for _ in range(10):
        m.step(1 / 60)
        seen.append(m.hash())
    s = engine.strip(390)
    s.add(100)
    s.offset = 2 / 3
    seen.append(s.hash())
    p = engine.popup(400, 300)
    p.add(reference=(180, 140, 40, 20), size=(100, 40))
    p.solve()
    seen.append(p.hash())
    assert engine.call("fizz_popup_solve", fizz._i32(s.handle)) < 0   # a strip where a popup goes

    rec = engine.recorder
    assert rec.frames == seen and rec.notes == []
    text = engine.recording()
    assert re.search(r"^world1 = world_create 390 844$", text, re.M)
    assert re.search(r"^strip_set_offset strip1 0x1\.5555555555555p-1$", text, re.M)
    assert re.search(r"^popup_solve strip1$", text, re.M)
    assert text.rstrip().endswith(f"# recorded: {rec.summary}")

    api = fizz.parse_header((repo / "wasm/fizz.h").read_text(encoding="utf-8"))
    with fizz.load() as fresh:
        trace = fizz.replay(fizz.parse_scenario(text, api), fresh.replay_call, fresh.read)
    assert trace.frames == seen
    assert trace.summary == rec.summary


def test_loading_a_product_names_it_and_refuses_unknown_ones():
    products = list(dict.fromkeys(k["product"] for k in fizz.KINDS))
    assert "picker" in products and "popup" in products
    with pytest.raises(ValueError, match=rf"no product 'teapot' in fizz.h \(products: {', '.join(products)}\)"):
        fizz.load(product="teapot")
    assert fizz.products() == products
    try:
        path = fizz.module_path(product="popup")
    except FileNotFoundError as e:
        assert "fizz-popup.wasm (the popup product's module) not found" in str(e)
    else:
        with fizz.load(path, product="popup") as engine:
            assert [k["name"] for k in engine.kinds] == [k["name"] for k in fizz.KINDS if k["product"] == "popup"]
            layer = engine.popup(400, 300)
            layer.add(reference=(180, 140, 40, 20), size=(100, 40))
            layer.solve()
            assert layer.count == 1
            with pytest.raises(ValueError, match=r"the module loaded as product 'picker' does not hold its kinds \(world, bubble\)"):
                fizz.load(path, product="picker")
            with pytest.raises(LookupError, match=r"fizz_strip_create is not in this module \(holding popup\)"):
                engine.strip(390)


def test_a_product_module_that_is_not_there_is_named(tmp_path, monkeypatch):
    (tmp_path / "fizz.wasm").write_bytes(b"")
    monkeypatch.setenv("FIZZ_WASM", str(tmp_path / "fizz.wasm"))
    monkeypatch.setattr(fizz, "_bundled", lambda name: None)
    assert fizz.module_path() == str(tmp_path / "fizz.wasm")
    with pytest.raises(FileNotFoundError, match=r"fizz-motion.wasm \(the motion product's module\) not found"):
        fizz.module_path(product="motion")
    (tmp_path / "fizz-motion.wasm").write_bytes(b"")
    assert fizz.module_path(product="motion") == str(tmp_path / "fizz-motion.wasm")


def test_every_call_of_a_kind_with_a_class_is_a_method_of_its_generated_base(repo):
    import inspect

    from fizz import _calls, header
    text = (repo / "wasm/fizz.h").read_text(encoding="utf-8")
    kinds = header.parse_kinds(text)
    methods = 0
    for f in header.parse_header(text).values():
        kind = header.kind_of(f, kinds)
        k = next((d for d in kinds if d.name == kind), None)
        if k is None or k.host_class is None or f.result in ("unsupported", "void") or \
                not all(p in ("i32", "i64", "f64") for p in f.params):
            continue
        rest = f.name[len(kind) + 1:] if f.name.startswith(kind + "_") else f.name
        if rest in ("create", "destroy", "is_valid", "snapshot", "restore"):
            continue
        base = getattr(_calls, f"{k.host_class}Calls")
        assert rest in vars(base), f"{f.c_name}: no {k.host_class}Calls.{rest}"
        assert len(inspect.signature(vars(base)[rest]).parameters) == len(f.params), f.c_name   # self for the handle
        methods += 1
    assert methods > 150
    assert all(vars(getattr(_calls, f"{k.host_class}Calls"))["__slots__"] == () for k in kinds if k.host_class)
