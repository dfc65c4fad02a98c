"""The Carousel class over fizz.wasm: hand-checked records, a fling landing where the query
said, the custom path, refusals, snapshots."""
import pytest

import fizz


def make(engine, count=5):
    """A 400 × 300 pt viewport, 100 × 100 pt items 8 pt apart (pitch 108 pt)."""
    return engine.carousel(400, 300, 100, 100, count)


def test_records(engine):
    c = make(engine)
    assert isinstance(c, fizz.Carousel)
    assert [c.get_layout(w) for w in range(6)] == [0, 400, 300, 100, 100, 8]
    items = c.items()
    assert len(items) == 7                                   # ceil(200/108) + 1 either side
    assert sorted(it["index"] for it in items) == [0, 1, 2, 2, 3, 3, 4]
    right = next(it for it in items if it["offset"] == 1)
    assert right["index"] == 1 and right["normalized"] == 108 / 200 and right["matrix"][12] == 108
    c.position = 2.5
    assert c.current_index() == 2                           # tie: the lower slot


def test_fling_lands_on_the_query(engine):
    c = make(engine, 30)
    c.set_transform(fizz.Transform.COVER_FLOW, 0.25, 6.283185307179586, 0, 0.9, 0, 0.25)
    c.pointer_down(0, 300, 150)
    for k in range(1, 7):
        c.pointer_move(k / 60, 300 - 30 * k, 150)
    assert c.phase == fizz.Phase.DRAGGING
    v = c.finger_velocity()
    assert abs(v + 1800) < 1e-6
    predicted = c.landing_index(v)
    assert predicted == 10                                   # 180/108 + τ·1800/108 = 9.992
    assert c.pointer_up(0.1, 120, 150) == predicted
    frames = 0
    while c.phase != fizz.Phase.IDLE and frames < 1800:
        c.step(1 / 60)
        frames += 1
    assert c.current_index() == predicted and c.position == predicted


def test_custom_path(engine):
    c = make(engine)
    c.set_custom_path([(-1, 0), (0, 1), (1, 0)])
    assert c.path_value(0.5) == 0.5
    c.set_custom_path([(-1, 0), (0, 1), (1, 0)], smooth=True)
    assert c.path_value(0.5) == 0.625                        # Hermite, tangents 0 and −1


def test_refusals_change_nothing(engine):
    c = make(engine)
    h = c.hash()
    with pytest.raises(fizz.FizzError) as e:
        c.set_transform(21, 0, 0, 0, 0, 0, 0)
    assert e.value.code == fizz.Status.INVALID_OPTION
    with pytest.raises(fizz.FizzError) as e:
        c.pointer_up(0, 0, 0)
    assert e.value.code == fizz.Status.INVALID_STATE
    assert c.hash() == h


def test_snapshot(engine):
    c = make(engine, 12)
    c.pointer_down(0, 300, 150)
    c.pointer_move(0.05, 200, 150)
    c.pointer_up(0.05, 200, 150)
    c.step(0.1)
    d = engine.carousel(10, 10, 1, 1, 1)
    d.restore(c.snapshot())
    assert d.hash() == c.hash()
    c.step(0.5)
    d.step(0.5)
    assert d.hash() == c.hash()


def test_same_trace_at_60_and_120_hz(engine):
    """The scenarios carousel-trace-60 and -120 (one touch trace, the host stepping once or
    twice per event): 486 and 972 frames, the same last state (hash), so the same item."""
    import pathlib
    repo = pathlib.Path(__file__).resolve().parents[3]
    api = fizz.parse_header((repo / "wasm" / "fizz.h").read_text(encoding="utf-8"))
    finals = []
    for rate, frames in (("60", 486), ("120", 972)):
        text = (repo / "Tests" / "Scenarios" / f"carousel-trace-{rate}.fizz").read_text(encoding="utf-8")
        with fizz.load() as e:
            trace = fizz.replay(fizz.parse_scenario(text, api), e.replay_call, e.read)
        assert len(trace.frames) == frames
        finals.append(trace.frames[-1])
    assert finals[0] == finals[1]
