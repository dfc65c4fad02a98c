"""The Motion class over fizz.wasm: the seed's effects by hand, a fling, sync, refusals, snapshots."""
import math

import pytest

import fizz
from fizz import FizzError, Status, Gesture, Ease, Target, Kernel


def seed(engine):
    """320 × 200 pt: Ex1a x = (320 − 40)·p, Ex2 alpha = p.x, a Dock row of five items 80 pt apart."""
    m = engine.motion(320, 200)
    m.add_target([(0, 0), (1, 280)])
    m.add_target([(0, 0), (1, 1)])
    m.add_group([0, 80, 160, 240, 320], radius=320, channels=[(0, 32), (0, 1)])
    return m


def test_seed_effects_at_240_50(engine):
    with seed(engine) as m:
        assert isinstance(m, fizz.Motion)
        m.pointer_down(0, 240, 50, 7)
        assert m.position == (0.75, 0.25)
        out = list(m.map())
        assert out[:2] == [210.0, 0.75]
        assert m.group_offset(0) == 2
        assert out[2:] == [8, 0.25, 16, 0.5, 24, 0.75, 32, 1, 24, 0.75]
    assert not m.is_valid


def test_fling_events_and_release_velocity(engine):
    with seed(engine) as m:
        m.pointer_down(1, 100, 50, 3)
        for i in range(1, 6):
            m.pointer_move(1 + 0.008 * i, 100 + 8 * i, 50, 3)
        m.pointer_up(1.048, 148, 50, 3)
        m.step(1 / 60)
        rows = m.events()
        flat = [float(v) for v in (rows.ravel().tolist() if hasattr(rows, "ravel") else rows.tolist())]
        ev = [flat[7 * i:7 * i + 7] for i in range(len(flat) // 7)]
        assert len(ev) == 7
        assert ev[0][0] == Gesture.BEGIN and ev[6][0] == Gesture.END and ev[6][1] == 3
        assert abs(ev[6][5] - 1000) < 1e-9
        assert abs(m.velocity[0] - 1000) < 1e-9


def test_easing_colour_kernel(engine):
    with engine.motion(100, 100) as m:
        m.add_target([(0, 0), (0.5, 100), (1, 0)], easings=[Ease.SMOOTHSTEP, Ease.LINEAR])
        m.add_colour_target([(0, 0x000000FF), (1, 0xFFFFFFFF)], space=Target.OKLAB)
        m.add_group([50], radius=100, kernel=Kernel.COSINE)
        m.pointer_down(0, 12.5, 0)
        out = list(m.map())
        assert out[0] == 15.625
        assert abs(out[5] - (1 + math.cos(math.pi * 37.5 / 100)) / 2) < 1e-12
        m.pointer_move(0.01, 50, 0)
        grey = 1.055 * 2 ** -1.25 - 0.055
        assert all(abs(c - grey) < 1e-6 for c in list(m.map())[1:4])


def test_sync_reaches_both_ends_and_ignores_echo(engine):
    with engine.motion(320, 40) as m:
        m.set_sync(1000, 200, 40)
        m.pointer_down(0, 319, 20)
        assert (m.thumb, m.scroll_offset) == (280, 800)
        assert m.scroll_to(800) is False
        assert m.scroll_to(200) is True and m.thumb == 70
        m.pointer_move(0.01, 0, 20)
        assert m.scroll_offset == 0


def test_refusals_change_nothing_and_snapshot_round_trips(engine):
    with seed(engine) as m:
        m.pointer_down(5, 10, 10)
        h = m.hash()
        for f, code in [(lambda: m.pointer_move(4, 20, 10), Status.OUT_OF_RANGE),
                        (lambda: m.pointer_move(6, float("nan"), 10), Status.NOT_FINITE),
                        (lambda: m.pointer_down(6, 1, 1), Status.INVALID_STATE),
                        (lambda: m.set_interval(2), Status.INVALID_OPTION),
                        (lambda: m.step(-1), Status.OUT_OF_RANGE),
                        (lambda: m.scroll_to(1), Status.INVALID_STATE)]:
            with pytest.raises(FizzError) as e:
                f()
            assert e.value.code == code
        assert m.hash() == h
        data = m.snapshot()
        with engine.motion(1, 1) as other:
            other.restore(data)
            assert other.hash() == h
            with pytest.raises(FizzError) as e:
                other.restore(data[:-1])
            assert e.value.code == Status.INVALID_BUFFER


def test_release_glide_lands_on_the_grid(engine):
    with engine.motion(1000, 100) as m:
        m.set_release(0.8, 0.325, snap_x=300)
        m.pointer_down(0, 60, 50, 1)
        for i in range(1, 6):
            m.pointer_move(0.008 * i, 60 + 8 * i, 50, 1)
        m.pointer_up(0.048, 108, 50, 1)
        assert m.is_gliding
        m.step(10)
        assert not m.is_gliding
        assert m.position[0] == 0.9
