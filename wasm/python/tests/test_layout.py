"""The Layout class over fizz.wasm: BrickKit's README rows by hand, a sticky header while
scrolling, the change list, the rect query, refusals; conditional dimensions, hidden bricks,
transition frames, the memory budget."""
import pytest

import fizz
from fizz import Appear, Axis, Behavior, Bound, Change, Dim, FizzError, Status, When

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


def test_conditional_dimensions(engine):
    with engine.layout(600, 1000) as layout:
        assert layout.add_brick(1, 0, Dim.FIXED, 1, Dim.FIXED, 10) == 2
        # Default W; from W 500 half of W; regular: 100; where W < 400 at most 150.
        layout.set_dimension(2, Axis.WIDTH, Dim.RATIO, 1)
        layout.add_dimension_case(2, Axis.WIDTH, 0, 500, Dim.RATIO, 0.5)
        layout.add_dimension_case(2, Axis.WIDTH, When.HORIZONTAL_REGULAR, 0, Dim.FIXED, 100)
        layout.add_dimension_bound(2, Axis.WIDTH, When.NARROWER, 400, Bound.MAXIMUM, Dim.FIXED, 150)

        def width():
            layout.update()
            return layout.items()[0]["width"]
        assert width() == 300                       # compact, W 600: half
        layout.set_viewport(450, 1000)
        assert width() == 450                       # below 500: W, not bounded
        layout.set_viewport(350, 1000)
        assert width() == 150                       # below 400: bounded
        layout.set_traits(1, 1)
        assert width() == 100                       # regular wins (added last)
        h = layout.hash()
        for call, code in [
            (lambda: layout.add_dimension_case(2, Axis.WIDTH, When.PORTRAIT | When.LANDSCAPE, 0, Dim.FIXED, 1), Status.INVALID_OPTION),
            (lambda: layout.add_dimension_case(2, Axis.WIDTH, When.NARROWER, 0, Dim.FIXED, 1), Status.OUT_OF_RANGE),
            (lambda: layout.add_dimension_case(2, Axis.HEIGHT, 0, 1e8, Dim.FIXED, 1), Status.OUT_OF_RANGE),
            (lambda: layout.add_dimension_bound(2, Axis.WIDTH, 0, 0, Bound.MAXIMUM, 7, 1), Status.INVALID_OPTION),
            (lambda: layout.set_dimension(9, Axis.WIDTH, Dim.FIXED, 1), Status.INVALID_STATE),
        ]:
            with pytest.raises(FizzError) as e:
                call()
            assert e.value.code == code
        assert layout.hash() == h


def test_hidden_bricks_fade_in_place(engine):
    with example(engine) as layout:
        layout.update()
        layout.set_hidden(3, 1)
        layout.update()
        items = layout.items()
        assert [(i["id"], i["repetition"]) for i in items] == [(2, 0), (3, 0), (4, 0), (5, 0), (5, 1), (5, 2)]
        # After the header (300 wide at x 20) and an inset: x 330, on the header's row (y 20).
        assert [items[1][k] for k in ("x", "y", "width", "height", "alpha")] == [330, 20, 0, 0, 0]
        assert (items[2]["x"], items[2]["y"]) == (20, 74)
        assert (3, 0, Change.MOVED) in layout.change_list()


def test_transition_frames_and_memory_budget(engine):
    with example(engine) as layout:
        layout.update()
        # The first half at (20, 74), 145 x 100; the content (184 + 280/3 + 20) is under 600.
        assert layout.transition(3, 0, Appear.TOP) == dict(x=20, y=-100, width=145, height=100, alpha=0, scale=1)
        assert layout.transition(3, 0, Appear.BOTTOM)["y"] == 600
        assert layout.transition(3, 0, Appear.SCALE) == dict(x=20, y=74, width=145, height=100, alpha=0, scale=0.1)
        with pytest.raises(FizzError) as e:
            layout.transition_frame(3, 0, 0, 6)
        assert e.value.code == Status.INVALID_OPTION
        used = layout.get_memory_used()         # int64 bytes, as every kind's budget
        assert used > 0 and layout.memory_used() == used    # the deprecated name before issue 27
        assert layout.get_memory_budget() == 268435456
        with pytest.raises(FizzError) as e:
            layout.set_memory_budget(used - 1)
        assert e.value.code == Status.OUT_OF_RANGE
        layout.set_memory_budget(used)
        assert layout.get_memory_budget() == used
        layout.set_repeat_count(5, 100000)
        h = layout.hash()
        with pytest.raises(FizzError) as e:
            layout.update()
        assert e.value.code == Status.LIMIT
        assert layout.hash() == h
