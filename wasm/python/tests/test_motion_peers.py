"""Issue 20 through the Python host: a browser-shaped fling, hand-over, a new timeline, offsets
the engine answers (also after a restore), and the peers' conveniences."""
import math

import pytest

from fizz import FizzError, Status, Gesture, Spring, Source


def events(m):
    """The last step's events as lists of 7 numbers, with or without NumPy."""
    rows = m.events()
    flat = [float(v) for v in (rows.ravel().tolist() if hasattr(rows, "ravel") else rows.tolist())]
    return [flat[7 * i:7 * i + 7] for i in range(len(flat) // 7)]


def test_browser_release_keeps_the_fingers_speed(engine):
    # 800 pt/s at 120 Hz; pointerup a frame later at the last point (668 pt/s before).
    with engine.motion(2000, 100) as m:
        m.pointer_down(0, 100, 50, 1)
        for i in range(1, 13):
            m.pointer_move(i / 120, 100 + 800 * i / 120, 50, 1)
        m.pointer_up(13 / 120, 100 + 800 * 12 / 120, 50, 1)
        assert abs(m.velocity[0] - 800) < 1e-9
    with engine.motion(2000, 2000) as n:   # 2 kHz: the parabola's slope 492, not the line's 496
        n.pointer_down(0, 3, 0, 1)
        n.pointer_move(0.001, 3.498, 0, 1)
        n.pointer_move(0.002, 3.992, 0, 1)
        assert abs(n.velocity[0] - 492) < 1e-9


def test_hand_over_is_evented_and_does_not_jump(engine):
    with engine.motion(100, 100) as m:
        m.pointer_down(0, 10, 10, 1)
        m.pointer_down(0.01, 90, 90, 2)
        m.pointer_up(0.03, 10, 10, 1)
        m.pointer_move(0.04, 95, 100, 2)
        m.step(0)
        ev = events(m)
        assert [e[0] for e in ev] == [Gesture.BEGIN, Gesture.HANDOVER, Gesture.MOVE]
        assert ev[1][1] == 2
        assert m.position == (0.15, 0.2)


def test_reset_timeline(engine):
    with engine.motion(100, 100) as m:
        m.pointer_down(50, 10, 10, 1)
        with pytest.raises(FizzError) as e:
            m.pointer_move(1, 20, 10, 1)
        assert e.value.code == Status.OUT_OF_RANGE
        m.reset_timeline(0)
        m.step(0)
        assert [e[0] for e in events(m)] == [Gesture.BEGIN, Gesture.CANCEL]
        m.pointer_down(0.5, 20, 10, 1)
        assert m.pointer_count == 1


def test_offsets_are_the_engines_after_a_restore(engine):
    with engine.motion(320, 200) as a, engine.motion(320, 200) as b:
        a.add_colour_target([(0, 0xFF0000FF), (1, 0x0000FFFF)])
        a.add_target([(0, 0), (1, 1)], source=Source.Y)
        a.add_group([0, 160], radius=320, channels=[(0, 1), (0, 2), (0, 3)])
        a.add_group([10], radius=5)
        assert [a.output_offset(i) for i in range(3)] == [0, 4, 5]
        assert [a.group_offset(i) for i in range(3)] == [5, 11, 12]
        b.add_target([(0, 0), (1, 1)])
        assert b.group_offset(0) == 1
        b.restore(a.snapshot())
        assert (b.output_offset(1), b.group_offset(1)) == (4, 11)
        with pytest.raises(FizzError) as e:
            b.group_offset(3)
        assert e.value.code == Status.OUT_OF_RANGE


def test_peer_springs_rates_and_rubber_band(engine):
    v = engine.spring_from(Spring.VISUAL, 0.5, 0.25)
    k = (2 * math.pi / 0.6) ** 2
    assert abs(v["stiffness"] - k) < 1e-9 and abs(v["damping"] - 1.5 * math.sqrt(k)) < 1e-9
    assert engine.spring_from(Spring.ORIGAMI, 40, 7) == {"stiffness": 3.62 * 10 + 194, "damping": 22.0, "mass": 1.0}
    z = 0.75
    w = math.log(1000 * z / math.sqrt(1 - z * z)) / (0.8 * z)   # the root of Framer's envelope
    d = engine.spring_from(Spring.DURATION, 0.8, 0.25)
    assert abs(d["stiffness"] - w * w) < 1e-6 and abs(d["damping"] - 2 * z * w) < 1e-6
    with pytest.raises(FizzError) as e:
        engine.spring_from(7, 1, 1)
    assert e.value.code == Status.INVALID_OPTION
    g = engine.decay_from_rate(0.998)
    assert abs(g["time_constant"] + 1 / (1000 * math.log(0.998))) < 1e-12 and g["power"] == g["time_constant"]
    shown = engine.rubber_band(-100, 0, 500, 300)
    assert abs(shown + 300 * (1 - 1 / (0.55 * 100 / 300 + 1))) < 1e-12
    assert abs(engine.rubber_band(shown, 0, 500, 300, inverse=True) + 100) < 1e-9


def test_animator_conveniences(engine):
    with engine.animator() as a:
        c = a.add_spring(0, 1, stiffness=100, damping=20, velocity=10)
        assert a.velocity(c) == 10
        assert abs(a.velocity_at(c, 0.1) - 10 * math.exp(-1)) < 1e-12
        coarse = a.add_spring(0, 300, stiffness=170, damping=26)
        fine = a.add_spring(0, 300, stiffness=170, damping=26)
        a.set_channel_rest(coarse, 0.5, 2)
        assert a.time_to_rest(coarse) < a.time_to_rest(fine)
        with pytest.raises(FizzError):
            a.set_channel_rest(fine, 0, 1)
    with engine.animator() as r:   # the reproducer rests on step 99 (0.1375 s)
        s = r.add_spring(0, 100, stiffness=5000, damping=44.27188724235731, mass=0.2)
        assert r.time_to_rest(s) == 99 / 720


def test_snap_points(engine):
    # Framer's inertia from 0 at 1000/s rests at 800; the nearest of the list is 750.
    with engine.animator() as a, engine.animator() as b:
        c = a.add_decay(0, 1000)
        a.set_snap_points(c, [1000, 0, 750, 300])
        assert a.rest_value(c) == 750
        for _ in range(600):
            a.step(1 / 60)
        assert a.value(c) == 750
        b.restore(a.snapshot())
        assert b.hash() == a.hash()
        a.set_snap_points(c, [])
        a.set_velocity(c, 100)   # its speed now: it glides τ·100 = 32.5 further
        assert a.rest_value(c) == 750 + 0.325 * 100
