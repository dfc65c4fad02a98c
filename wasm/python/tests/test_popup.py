"""The Popup class over fizz.wasm: the hand-checked example, zero-copy reads, paths, refusals."""
import pytest

import fizz
from fizz import FizzError, Hide, Placement, Status, Tip


def example(engine):
    """A 400 × 300 layer, one 100 × 40 popup above a 40 × 20 target centred at (200, 150)."""
    layer = engine.popup(400, 300)
    assert layer.add(reference=(180, 140, 40, 20), size=(100, 40), placement=Placement.TOP) == 1
    return layer


def test_one_popup_frame_room_arrow_outline(engine):
    with example(engine) as layer:
        assert isinstance(layer, fizz.Popup)
        layer.solve()
        assert layer.count == 1
        assert [float(v) for v in layer.frames()[0]] == [150, 90, 100, 40, 400, 130]
        assert [int(v) for v in layer.placements()[0]] == [1, Placement.TOP, 0]
        assert [float(v) for v in layer.pointers()[0]] == [205, 130, 200, 140, 195, 130]
        assert len(layer.outline(1)) == 55
        assert layer.svg_path(1) == (
            "M158 90L242 90A8 8 0 0 1 250 98L250 122A8 8 0 0 1 242 130L205 130L200 140L200 140L200 140L195 130"
            "L158 130A8 8 0 0 1 150 122L150 98A8 8 0 0 1 158 90Z")
    assert not layer.is_valid


def test_leader_preset_second_popup_and_hysteresis(engine):
    with example(engine) as layer:
        layer.apply_preset(1, Tip.LEADER_BELOW)
        layer.solve()
        assert [float(v) for v in layer.frames()[0][:4]] == [150, 190, 100, 40]
        assert [float(v) for v in layer.pointers()[0]] == [200, 190, 200, 165, 200, 160]
        b = layer.add(reference=(5, 150), size=(100, 40))
        layer.solve()
        # The arrow keeps the body on the point 5 pt from the edge: it sticks out 8 pt.
        assert [float(v) for v in layer.frames()[1][:2]] == [-8, 100]
        assert int(layer.placements()[1][2]) == Hide.ESCAPED
        layer.remove(1)
        layer.set_reference(b, 200, 45)
        layer.solve()
        assert int(layer.placements()[0][1]) == Placement.BOTTOM
        layer.set_reference(b, 200, 52)
        layer.solve()
        assert int(layer.placements()[0][1]) == Placement.BOTTOM   # fits above by 2 < 8
        layer.set_reference(b, 200, 58)
        layer.solve()
        assert int(layer.placements()[0][1]) == Placement.TOP
        layer.set_fallbacks(b, [3])   # near the top: left, not below
        layer.set_reference(b, 200, 20)
        layer.solve()
        assert int(layer.placements()[0][1]) == Placement.LEFT


def test_refusals_change_nothing_and_snapshots_restore(engine):
    with example(engine) as layer:
        layer.solve()
        h = layer.hash()
        with pytest.raises(FizzError) as e:
            layer.set_size(1, -1, 10)
        assert e.value.code == Status.OUT_OF_RANGE
        with pytest.raises(FizzError) as e:
            layer.set_reference(1, float("nan"), 0)
        assert e.value.code == Status.NOT_FINITE
        with pytest.raises(FizzError) as e:
            layer.set_placement(1, 13)
        assert e.value.code == Status.INVALID_OPTION
        with pytest.raises(FizzError) as e:
            layer.set_size(99, 1, 1)
        assert e.value.code == Status.STALE_HANDLE
        assert layer.hash() == h
        data = layer.snapshot()
        layer.set_reference(1, 0, 0)
        layer.solve()
        assert layer.hash() != h
        layer.restore(data)
        assert layer.hash() == h


def test_references_and_boundary(engine):
    with example(engine) as layer:
        layer.set_boundary(-20, -10, 440, 320)
        layer.set_padding(1, 2, 3, 4)
        assert [float(v) for v in layer.references()[0]] == [180, 140, 40, 20]
        assert layer.boundary == (-20, -10, 440, 320, 1, 2, 3, 4)
