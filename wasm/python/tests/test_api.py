"""The Python API over fizz.wasm: worlds, bubbles, zero-copy frames, errors, cleanup."""
import gc

import numpy as np
import pytest

import fizz
from fizz import Attraction, FizzError, Status


def test_a_bubble_reads_back_exactly_then_moves_toward_the_anchor(engine):
    with engine.world(390, 844) as world:
        b = world.add_bubble(100, 100, 40)
        assert world.positions().tolist() == [[100.0, 100.0, 40.0]]
        assert world.velocities().tolist() == [[0.0, 0.0]]
        assert world.ids().tolist() == [b.handle]
        assert b.position == (100.0, 100.0, 40.0)
        world.step(1 / 60)
        x, y, r = world.positions()[0]
        # The spring pulls toward the centre (195, 422): both grow, by less than the distance.
        assert 100 < x < 195 and 100 < y < 422 and r == 40
        assert isinstance(world.hash(), int) and world.hash() > 0


def test_parameters_round_trip(engine):
    with engine.world(300, 200) as world:
        assert (world.width, world.height) == (300.0, 200.0)
        assert world.attraction == Attraction.SPRING
        world.attraction = Attraction.CONSTANT
        assert world.attraction == Attraction.CONSTANT
        world.damping = 2.5
        assert world.damping == 2.5
        world.anchor = (0.25, 0.75)
        assert world.anchor == (0.25, 0.75)
        world.walls = (True, False)
        assert world.walls == (True, False)


def test_refusals_raise_with_codes_and_change_nothing(engine):
    with pytest.raises(FizzError) as e:
        engine.world(float("nan"), 100)
    assert (e.value.code, e.value.call) == (Status.NOT_FINITE, "fizz_world_create")
    with engine.world(400, 400) as world:
        b = world.add_bubble(200, 200, 30)
        before = world.hash()
        with pytest.raises(FizzError) as e:
            world.step(-1)
        assert e.value.code == Status.OUT_OF_RANGE and e.value.message
        with pytest.raises(FizzError) as e:
            world.attraction = 7
        assert e.value.code == Status.INVALID_OPTION
        assert world.hash() == before
        b.remove()
        assert not b.is_valid
        with pytest.raises(FizzError) as e:
            b.remove()
        assert e.value.code == Status.STALE_HANDLE
    with pytest.raises(FizzError) as e:
        world.step(1 / 60)
    assert e.value.code == Status.STALE_HANDLE


def test_frames_are_views_of_wasm_memory_rebuilt_after_growth(engine):
    with engine.world(1000, 1000) as world:
        world.add_bubble(100, 200, 10)
        first = world.positions()
        address = first.__array_interface__["data"][0]
        p = engine.call("fizz_world_positions", world.handle)
        assert address == engine.base_address() + p          # a view, not a copy
        assert world.positions() is first                     # reused while valid
        size = engine.memory.data_len(engine.store)
        big = []
        while engine.memory.data_len(engine.store) == size and len(big) < 64:
            w = engine.world(1e6, 1e6)
            for i in range(20000):
                w.add_bubble((i % 1000) * 30, (i // 1000) * 30, 10)
            w.positions()
            big.append(w)
        assert engine.memory.data_len(engine.store) > size, "memory never grew"
        again = world.positions()
        assert again is not first
        assert again.tolist() == [[100.0, 200.0, 10.0]]
        assert again.__array_interface__["data"][0] == engine.base_address() + engine.call("fizz_world_positions", world.handle)
        for w in big:
            w.dispose()


def test_dispose_context_manager_and_finalizer(engine):
    w = engine.world(10, 10)
    h = w.handle
    w.dispose()
    w.dispose()
    assert engine.call("fizz_world_is_valid", h) == 0
    with engine.world(10, 10) as scoped:
        h2 = scoped.handle
        assert scoped.is_valid
    assert engine.call("fizz_world_is_valid", h2) == 0
    dropped = engine.world(10, 10).handle      # no reference kept: the finalizer destroys it
    gc.collect()
    assert engine.call("fizz_world_is_valid", dropped) == 0


def test_load_finds_the_module_from_a_path_argument(repo):
    with fizz.load(repo / "wasm" / "fizz.wasm") as e:
        assert e.version >= 1 << 8


def test_without_numpy_frames_are_memoryviews(engine, monkeypatch):
    monkeypatch.setattr(fizz._objects, "_np", None)   # where the views are built
    with engine.world(300, 300) as world:
        b = world.add_bubble(10, 20, 5)
        p = world.positions()
        assert isinstance(p, memoryview) and p.format == "d"
        assert p.tolist() == [10.0, 20.0, 5.0]
        assert world.ids().tolist() == [b.handle]
        assert b.position == (10.0, 20.0, 5.0)
