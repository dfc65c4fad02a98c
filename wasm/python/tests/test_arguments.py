"""Integer arguments of the generated calls (and of the hand-written ones that pass an integer
themselves), against the real module. wasmtime hands a Python int to an i32 or i64 parameter
modulo 2**32 or 2**64, so without the host's check 2**32 + 3 reached the engine as 3 and -1
given to a uint32_t or uint64_t as its largest value, and a float, a string or None raised a
TypeError that named neither the call nor the parameter. Each case here was accepted (or raised
something other than a FizzError) before the check; now each raises a FizzError naming the call
and the parameter, and the object's hash is unchanged."""
import math

import pytest

import fizz
from fizz import FizzError, Status

BAD = [2**32 + 3, 1.5, 3.0, math.nan, math.inf, "abc", "3", None, True, [1]]


def refused(f, call, param, code=None):
    with pytest.raises(FizzError) as e:
        f()
    assert e.value.call == call
    assert e.value.message.startswith(f"{param} must be an integer in "), e.value.message
    if code is not None:
        assert e.value.code == code
    return e.value


def _code(v):
    return Status.NOT_FINITE if isinstance(v, float) and not math.isfinite(v) else Status.OUT_OF_RANGE


def test_int32_wrapped_truncated_or_not_an_int_is_refused_and_nothing_changes(engine):
    w = engine.world(390, 844)
    w.add_bubble(100, 100, 30)
    h = w.hash()
    for v in BAD + [2**31, -(2**31) - 1]:
        refused(lambda: w.set_max_bubbles(v), "fizz_world_set_max_bubbles", "limit", _code(v))

        def set_property():
            w.iterations = v
        refused(set_property, "fizz_world_set_iterations", "iterations", _code(v))
    assert w.hash() == h
    w.iterations = 3                    # an int in range, or one with __index__, still goes through
    assert w.iterations == 3
    with pytest.raises(FizzError, match="outside the range"):    # the engine's own range
        w.set_iterations(-1)


def test_uint32_negative_or_wrapped_id_is_refused_not_taken_as_another(engine):
    lay = engine.layout(390, 844)
    i = lay.add_brick(1, 0, fizz.Dim.FIXED, 100, fizz.Dim.FIXED, 44)
    h = lay.hash()
    for v in BAD + [-1, i + 2**32]:
        refused(lambda: lay.set_repeat_count(v, 3), "fizz_layout_set_repeat_count", "id", _code(v))
    for v in BAD:
        refused(lambda: lay.set_repeat_count(i, v), "fizz_layout_set_repeat_count", "count", _code(v))
    assert lay.hash() == h
    lay.set_repeat_count(i, 3)
    assert lay.hash() != h
    w = engine.world(390, 844)
    b = w.add_bubble(100, 100, 30)
    refused(lambda: w.picker_select(b.handle + 2**32), "fizz_picker_select", "bubble")
    refused(lambda: fizz.Bubble(w, b.handle + 2**32), "Bubble", "handle")   # its calls pass the i32 bits
    assert not b.is_selected


def test_int64_past_its_range_a_float_or_a_string_is_refused(engine):
    w = engine.world(390, 844)
    budget = w.memory_budget
    for v in [2**64 + 2**27, -(2**63) - 1, 1.5, "abc", None, True]:
        refused(lambda: w.set_memory_budget(v), "fizz_world_set_memory_budget", "bytes")

        def set_property():
            w.memory_budget = v
        refused(set_property, "fizz_world_set_memory_budget", "bytes")
    assert w.memory_budget == budget
    w.memory_budget = 2**27
    assert w.memory_budget == 2**27


def test_uint64_minus_one_or_wrapped_is_refused(engine):
    w = engine.world(390, 844)
    b = w.add_picker_bubble(100, 100, 30, 7)
    h = w.hash()
    for v in [-1, 2**64 + 5, 1.5, "abc", None]:
        refused(lambda: w.picker_set_seed(v), "fizz_picker_set_seed", "seed")

        def set_tag():
            b.tag = v
        refused(set_tag, "fizz_picker_set_tag", "tag")
        refused(lambda: w.find(v), "fizz_picker_find", "user_data")
    assert w.hash() == h
    assert b.tag == 0
    b.tag = 2**64 - 1                   # the whole unsigned range goes through
    assert b.tag == 2**64 - 1


def test_factories_configure_and_hand_written_calls_check_their_integers(engine):
    refused(lambda: engine.carousel(390, 200, 100, 100, 2**32 + 3), "fizz_carousel_create", "count")
    w = engine.world(390, 844)
    h = w.hash()
    with pytest.raises(FizzError) as e:
        w.configure(damping=0.5, iterations=2**32 + 3)
    assert e.value.key == "iterations" and e.value.code == Status.OUT_OF_RANGE
    assert w.hash() == h                # configure is atomic: damping was not set
    w.configure(iterations=5)
    assert w.iterations == 5
    m = engine.motion(390, 844)
    refused(lambda: m.pointer_down(0, 10, 10, 1.5), "fizz_motion_pointer_down", "pointer")
    refused(lambda: m.pointer_down(0, 10, 10, 2**32 + 1), "fizz_motion_pointer_down", "pointer")
    assert m.pointer_count == 0
    m.pointer_down(0, 10, 10, -1)       # a word: signed or unsigned spellings alike
    m.pointer_up(0.01, 10, 10, 0xFFFFFFFF)
    assert m.pointer_count == 0
    before = m.output_count
    refused(lambda: m.add_colour_target([(0, 1.5), (1, 0xFFFFFFFF)]), "fizz_motion_add_colour_stop", "rgba")
    assert m.output_count == before     # no target left behind
    refused(lambda: engine.spring_from(0.5, 0.3, 0.2), "fizz_spring_stiffness", "model")
    a = engine.animator()
    ch = a.add_spring(0, 100)
    refused(lambda: a.set_snap_points(ch + 2**32, [0, 10]), "fizz_animator_set_snap_points", "channel")
    refused(lambda: a.value(ch + 0.5), "fizz_animator_get_value", "channel")
    p = engine.popup(390, 844)
    refused(lambda: p.set_size(1.5, 10, 10), "fizz_popup_set_size", "id")


def test_numpy_integers_go_through(engine):
    np = pytest.importorskip("numpy")
    w = engine.world(390, 844)
    w.iterations = np.int64(4)
    assert w.iterations == 4
    refused(lambda: w.set_max_bubbles(np.float64(3)), "fizz_world_set_max_bubbles", "limit")
