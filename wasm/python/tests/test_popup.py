"""The Popup class over fizz.wasm: the hand-checked example, zero-copy reads, paths, refusals."""
import pytest

import fizz
from fizz import Anchor, FizzError, Hide, Placement, Status, Tip


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
        b = layer.add(reference=(5, 150), size=(100, 40), fallbacks=[0])
        layer.solve()
        # Above only: the arrow keeps the body on the point 5 pt from the edge: it sticks out 8 pt.
        assert [float(v) for v in layer.frames()[1][:2]] == [-8, 100]
        assert int(layer.placements()[1][2]) == Hide.ESCAPED
        layer.set_fallbacks(b, [])
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


def test_issue_20_point_near_the_left_edge_goes_right(engine):
    """A point 3 pt from the left edge of 390 × 844: above, the arrow's centre must stay
    8 + 5 pt inside the 100 pt body, so x ≤ −10 (outside); right fits: x = 3 + 10,
    y = 400 − 20, the tip on the point."""
    with engine.popup(390, 844) as layer:
        i = layer.add(reference=(3, 400, 0, 0), size=(100, 40), placement=Placement.TOP)
        layer.solve()
        assert [int(v) for v in layer.placements()[0]] == [i, Placement.RIGHT, 0]
        assert [float(v) for v in layer.frames()[0][:2]] == [13, 380]
        assert [float(v) for v in layer.pointers()[0][2:4]] == [3, 400]


def test_options_moves_and_both_escapeds(engine):
    with engine.popup(400, 300) as layer:
        # Above only, a point 5 pt from the left edge: x = 5 − 13 = −8, shifted from −45 by
        # 37, the arrow at 5: 42 − 5 = 37 left of the body's centre, on the point.
        a = layer.add(reference=(5, 150), size=(100, 40), fallbacks=[0])
        layer.solve()
        assert [float(v) for v in layer.moves()[0]] == [37, 0, -37, 0]
        # Sticky "always": inside at 0, the arrow 13 pt in: 8 pt past the point.
        layer.set_options(a, Anchor.STICKY_ALWAYS)
        layer.solve()
        assert float(layer.frames()[0][0]) == 0 and int(layer.placements()[0][2]) == 0
        assert [float(v) for v in layer.moves()[0]] == [45, 0, -37, 8]
        # Top-start at a reference 30 pt from the right edge: the end alignment (x = 270)
        # needs no shift.
        layer.set_options(a, Anchor.FLIP_ALIGNMENT)
        layer.set_reference(a, 330, 150, 40, 20)
        layer.set_placement(a, Placement.TOP_START)
        layer.solve()
        assert float(layer.frames()[0][0]) == 270 and int(layer.placements()[0][1]) == Placement.TOP_END
        # Arrow padding 0 on a point, top-start: x = 200 − 5.
        layer.set_options(a, 0)
        layer.set_reference(a, 200, 150)
        layer.set_arrow_padding(a, 0)
        layer.solve()
        assert float(layer.frames()[0][0]) == 195
        # Inward alignment offset on top-end: 220 − 100 − 10.
        layer.set_arrow_padding(a, -1)
        layer.set_reference(a, 180, 140, 40, 20)
        layer.set_placement(a, Placement.TOP_END)
        layer.set_alignment_offset(a, 10)
        layer.solve()
        assert float(layer.frames()[0][0]) == 110
        # A panel the popup clips to (x 320...400), scrolled away from its reference: hidden;
        # above only, the arrow's limit keeps x ≤ 220 − 13, so the body (207...307) is partly
        # (Fizz's ESCAPED) and wholly (Floating UI's escaped) outside.
        layer.set_popup_boundary(a, 320, 0, 80, 300)
        layer.solve()
        assert int(layer.placements()[0][2]) == Hide.REFERENCE | Hide.ESCAPED | Hide.ESCAPED_WHOLLY
        h = layer.hash()
        for call, args, code in [(layer.set_options, (a, Anchor.CROSS_START | Anchor.CROSS_END), Status.INVALID_OPTION),
                                 (layer.set_options, (a, 256), Status.INVALID_OPTION),
                                 (layer.set_arrow_padding, (a, -2), Status.OUT_OF_RANGE),
                                 (layer.set_popup_boundary, (a, 0, 0, 0, 5), Status.OUT_OF_RANGE),
                                 (layer.set_alignment_offset, (a, float("nan")), Status.NOT_FINITE)]:
            with pytest.raises(FizzError) as e:
                call(*args)
            assert e.value.code == code
        assert layer.hash() == h
        snap = layer.snapshot()
        layer.set_popup_boundary(a, 0, 0, 0, 0)
        layer.restore(snap)
        assert layer.hash() == h
