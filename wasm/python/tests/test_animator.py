"""The Animator class over fizz.wasm: closed-form answers, stepping, events, refusals, snapshot."""
import math

import pytest

import fizz
from fizz import Channel, FizzError, Status


def test_critically_damped_spring(engine):
    with engine.animator() as a:
        assert isinstance(a, fizz.Animator)
        # k 100, c 20, m 1 from 0 toward 1: x = 1 − e^(−10t)(1 + 10t); 1 − 2/e at 0.1 s.
        c = a.add_spring(0, 1, stiffness=100, damping=20)
        assert c == 1 << 16
        assert abs(a.value_at(c, 0.1) - (1 - 2 / math.e)) < 1e-12
        a.step(0.1)
        assert abs(a.value(c) - (1 - 2 / math.e)) < 1e-9
        t = a.time_to_rest(c)
        frames, events = 0, []
        while not events and frames < 600:
            a.step(1 / 60)
            frames += 1
            events = a.events()
        assert events == [(Channel.REST, c)]
        assert t <= frames / 60 <= t + 1 / 60 + 1e-9
        assert a.states().tolist() == [[1.0, 0.0]]
    assert not a.is_valid


def test_glides_snap_and_bound(engine):
    with engine.animator() as a:
        s = a.add_decay(0, 1000)          # Framer's inertia: would rest at 800
        a.set_snap(s, 300)
        b = a.add_decay(0, 1000)
        a.set_bounds(b, -100, 500)
        assert (a.rest_value(s), a.rest_value(b)) == (900.0, 500.0)
        kinds = []
        for _ in range(600):
            a.step(1 / 60)
            kinds += [k for k, _ in a.events()]
        assert sorted(kinds) == sorted([Channel.REST, Channel.BOUND, Channel.SNAPPED])
        assert (a.value(s), a.value(b)) == (900.0, 500.0)


def test_refusals_change_nothing(engine):
    with engine.animator() as a:
        c = a.add_spring(0, 10)
        a.step(0.05)
        h = a.hash()
        with pytest.raises(FizzError) as e:
            a.set_target(c, float("nan"))
        assert e.value.code == Status.NOT_FINITE
        with pytest.raises(FizzError) as e:
            a.add_spring(0, 0, stiffness=0)
        assert e.value.code == Status.OUT_OF_RANGE
        with pytest.raises(FizzError) as e:
            a.value(c + 1)
        assert e.value.code == Status.STALE_HANDLE
        assert a.hash() == h


def test_snapshot_round_trip(engine):
    with engine.animator() as a:
        a.add_spring(0, 100, stiffness=100, damping=12)
        a.add_decay(0, 800)
        a.step(0.2)
        data, h = a.snapshot(), a.hash()
        for _ in range(30):
            a.step(1 / 60)
        later = a.hash()
        a.restore(data)
        assert a.hash() == h
        for _ in range(30):
            a.step(1 / 60)
        assert a.hash() == later


def test_drag_is_rubber_banded_and_springs_back(engine):
    with engine.animator() as a:
        c = a.add_decay(200, 0)
        a.set_bounds(c, 0, 500)
        a.drag(c, -100, 100)
        assert a.value(c) == -100 * (1 - 1 / 1.55)
        a.set_paused(c, False)
        assert a.rest_value(c) == 0
        for _ in range(300):
            a.step(1 / 60)
        assert a.value(c) == 0
