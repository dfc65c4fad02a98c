"""The Layout class over fizz.wasm: BrickKit's README rows by hand, a sticky header while
scrolling, the change list, the rect query, refusals."""
import pytest

import fizz
from fizz import Behavior, Change, Dim, FizzError, Status

THIRD = 280 / 3


def example(engine):
    """A 340 x 600 viewport, the root with inset 10 and edge insets 20 (content width 300): a
    header 1 x 44 (id 2) at (20, 20), two halves (300 - 10)/2 = 145 wide, 100 tall at y 74
    (ids 3, 4), a third (280/3 square) repeated 3 times at y 184 (id 5)."""
    layout = engine.layout(340, 600)
    layout.set_section_insets(1, 10, 20, 20, 20, 20, 1)
    assert layout.add_brick(1, 0, Dim.RATIO, 1, Dim.FIXED, 44) == 2
    assert layout.add_brick(1, 0, Dim.RATIO, 0.5, Dim.FIXED, 100) == 3
    assert layout.add_brick(1, 0, Dim.RATIO, 0.5, Dim.FIXED, 100) == 4
    assert layout.add_brick(1, 0, Dim.RATIO, 1 / 3, Dim.RATIO, 1) == 5
    layout.set_repeat_count(5, 3)
    return layout


def test_readme_rows_by_hand(engine):
    with example(engine) as layout:
        assert isinstance(layout, fizz.Layout)
        layout.update()
        assert layout.count() == 6
        items = layout.items()
        assert [(i["id"], i["repetition"]) for i in items] == [(2, 0), (3, 0), (4, 0), (5, 0), (5, 1), (5, 2)]
        assert [(i["x"], i["y"], i["width"], i["height"]) for i in items[:3]] == [
            (20, 20, 300, 44), (20, 74, 145, 100), (175, 74, 145, 100)]
        # Frames are handed out by their edges (width = right - left): a length is the
        # difference of its two edges in doubles, (184 + 280/3) - 184, not 280/3 itself.
        x = 20 + 2 * (THIRD + 10)
        assert (items[5]["x"], items[5]["y"], items[5]["width"], items[5]["height"]) == (
            x, 184, (x + THIRD) - x, (184 + THIRD) - 184)
        assert all(i["alpha"] == 1 and i["scale"] == 1 for i in items)
        assert layout.content_size == (340, 184 + THIRD + 20)
        assert layout.viewport == (340, 600)
        assert [c[2] for c in layout.change_list()] == [Change.ENTERED] * 6


def test_sticky_header_and_query(engine):
    with example(engine) as layout:
        layout.attach(layout.add_behavior(Behavior.STICKY, 0, 0, 0, 0), 2, 1)
        layout.scroll_to(0, 100)
        assert layout.offset == (0, 100)
        items = layout.items()
        assert (items[0]["id"], items[0]["y"]) == (2, 0)      # stuck at the viewport's top
        assert (items[1]["id"], items[1]["y"]) == (3, -26)    # 74 - 100
        assert layout.bricks_in(0, 80, 340, 10) == [(3, 0), (4, 0)]


def test_refusals_raise_and_change_nothing(engine):
    with example(engine) as layout:
        layout.update()
        h = layout.hash()
        for bad, code in ((lambda: layout.add_brick(99, 0, Dim.RATIO, 1, Dim.FIXED, 10), Status.INVALID_STATE),
                          (lambda: layout.add_brick(1, 0, Dim.FILL, 0, Dim.FILL, 0), Status.INVALID_OPTION),
                          (lambda: layout.set_offset(0, float("nan")), Status.NOT_FINITE),
                          (lambda: layout.remove(1), Status.INVALID_STATE),
                          (lambda: layout.add_behavior(Behavior.STICKY, 0, 0, 1, 0), Status.OUT_OF_RANGE)):
            with pytest.raises(FizzError) as e:
                bad()
            assert e.value.code == code
        assert layout.hash() == h
