"""The Strip class over fizz.wasm: the hand-checked example, zero-copy frames, refusals, kinds."""
import pytest

import fizz
from fizz import FizzError, Status


def example(engine):
    """Items of 100, 50 and 200 pt, 10 pt apart (starts 0, 110, 170), 120 pt viewport at 30."""
    strip = engine.strip(120)
    strip.set_spacing(10)
    assert [strip.add(100), strip.add(50), strip.add(200)] == [0, 1, 2]
    strip.offset = 30
    return strip


def test_three_items_frames_visible_snap_content(engine):
    with example(engine) as strip:
        assert isinstance(strip, fizz.Strip)
        assert (strip.count, strip.viewport, strip.offset, strip.content_length) == (3, 120.0, 30.0, 370.0)
        assert strip.frames().tolist() == [[-30.0, 100.0], [80.0, 50.0], [140.0, 200.0]]
        assert strip.visible == (0, 2)
        assert (strip.snap_offset(60), strip.snap_offset(200), strip.snap_offset(-40)) == (110.0, 170.0, 0.0)
        strip.offset = 160
        assert strip.visible == (2, 1)
        assert strip.frames()[:, 0].tolist() == [-160.0, -50.0, 10.0]
        assert strip.hash() > 0
    assert not strip.is_valid
    strip.dispose()   # twice is fine


def test_refusals_raise_and_change_nothing(engine):
    with example(engine) as strip:
        h = strip.hash()
        with pytest.raises(FizzError) as e:
            strip.add(float("nan"))
        assert e.value.code == Status.NOT_FINITE and e.value.call == "fizz_strip_add"
        for bad in (lambda: strip.add(-1), lambda: strip.set_spacing(-1), lambda: setattr(strip, "offset", 2e7),
                    lambda: strip.snap_offset(-2e7), lambda: engine.strip(0.5)):
            with pytest.raises(FizzError) as e:
                bad()
            assert e.value.code == Status.OUT_OF_RANGE
        assert strip.hash() == h and strip.count == 3
    with pytest.raises(FizzError) as e:
        strip.count
    assert e.value.code == Status.STALE_HANDLE


def test_strips_and_worlds_are_different_kinds(engine):
    with engine.strip(100) as strip, engine.world(100, 100) as world:
        assert engine.call("fizz_strip_count", world.handle) == Status.WRONG_KIND
        assert engine.call("fizz_world_count", strip.handle) == Status.WRONG_KIND
        assert engine.last_error_message == "the handle is not a world handle"
        assert engine.call("fizz_strip_is_valid", world.handle) == 0
        assert engine.call("fizz_world_is_valid", strip.handle) == 0


def test_the_cap_and_frames_of_100000_items(engine):
    with engine.strip(120) as strip:
        for _ in range(100_000):
            strip.add(10)
        with pytest.raises(FizzError) as e:
            strip.add(10)
        assert e.value.code == Status.LIMIT
        assert e.value.message == "the strip already holds its maximum of 100000 items"
        strip.offset = 999_995
        assert strip.visible == (99_999, 1)
        f = strip.frames()
        assert f.shape == (100_000, 2) and f[0, 0] == -999_995 and f[99_999].tolist() == [-5.0, 10.0]


def test_a_strip_snapshot_restores_into_another_strip_and_damage_is_refused(engine):
    a = example(engine)
    data = a.snapshot()
    assert len(data) == 84   # header 16, limit 8, three doubles 24, count 4, lengths 24, checksum 8
    b = engine.strip(999)
    b.restore(data)
    assert b.viewport == 120 and b.hash() == a.hash()
    assert b.frames().ravel().tolist() == [-30, 100, 80, 50, 140, 200]
    before = b.hash()
    damaged = bytearray(data)
    damaged[40] ^= 1
    for bad in (bytes(damaged), data[:83], engine.world(100, 100).snapshot()):
        with pytest.raises(fizz.FizzError) as e:
            b.restore(bad)
        assert e.value.code == fizz.Status.INVALID_BUFFER
    assert b.hash() == before


def test_a_misspelt_or_setter_less_attribute_raises(engine):
    """`spacing` is set by a method: assigning it must fail loudly, not set a Python attribute the
    engine never sees (the trap a test fell into in session 4). The same holds for every class."""
    with example(engine) as strip:
        with pytest.raises(AttributeError):
            strip.spacing = 10
        assert strip.content_length == 370.0
    with engine.world(100, 100) as world:
        with pytest.raises(AttributeError):
            world.gravity = 9.81
        b = world.add_bubble(10, 10, 5)
        with pytest.raises(AttributeError):
            b.colour = "red"


def test_every_handle_class_declares_its_slots():
    """A subclass of the shared base without `__slots__` of its own gets a `__dict__` back and
    with it the silent-attribute trap: every class over a handle must declare them."""
    import inspect
    classes = [c for _, c in inspect.getmembers(fizz, inspect.isclass)
               if issubclass(c, fizz._Object) and c is not fizz._Object]
    assert {c.__name__ for c in classes} >= {"World", "Strip"}
    assert [c.__name__ for c in classes if "__slots__" not in vars(c)] == []
