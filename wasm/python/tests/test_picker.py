"""The picker through the Python classes: taps, selection, tags, queries, events, drags."""
import pytest

from fizz import Event, Flag, FizzError, Overflow, Query, Status


@pytest.fixture
def picker(engine):
    with engine.world(400, 400) as world:
        world.set_durations(0, 0, 0)            # no animation: sizes are final at once
        a = world.add_picker_bubble(100, 100, 40, 1)
        b = world.add_picker_bubble(300, 300, 40, 2)
        yield world, a, b


def test_a_tap_selects_the_bubble_under_the_finger(picker):
    world, a, b = picker
    assert world.tap(100, 100) == a
    assert world.tap(5, 395) is None
    assert a.is_selected and not b.is_selected
    assert world.flags()[a.index] & Flag.SELECTED
    assert world.query(Query.SELECTED).tolist() == [a.handle]
    world.step(1 / 60)
    assert [int(h) for k, h, _, _ in world.events().tolist() if k == Event.SELECTED] == [a.handle]
    assert a.toggle() is True
    assert a.deselect() is False


def test_render_rows_hold_x_y_radius_scale_opacity(picker):
    world, a, _ = picker
    r = world.render()
    assert r.shape == (2, 5)
    x, y, radius, scale, opacity = r[a.index]
    assert (x, y, radius) == (100, 100, 40)
    assert 0 < scale <= 1 and 0 <= opacity <= 1


def test_uint64_tags_and_user_data_keep_all_64_bits(picker):
    world, a, b = picker
    a.tag = 0xFFFF_FFFF_FFFF_FFFE
    assert a.tag == 0xFFFF_FFFF_FFFF_FFFE
    assert b.user_data == 2
    assert world.find(2) == b
    assert world.find(99) is None
    assert world.query(Query.TAGGED, 0xFFFF_FFFF_FFFF_FFFE).tolist() == [a.handle]
    with pytest.raises(FizzError) as e:
        world.add_picker_bubble(200, 200, 20, 1)
    assert e.value.code == Status.INVALID_STATE


def test_single_selection_deselects_the_oldest(picker):
    world, a, b = picker
    world.set_selection_limit(1, Overflow.DESELECT_OLDEST)
    assert a.select() and b.select()
    assert not a.is_selected
    with pytest.raises(FizzError) as e:
        world.set_selection_limit(1, 7)
    assert e.value.code == Status.INVALID_OPTION


def test_a_drag_pulls_the_bubble_toward_the_finger(picker):
    world, a, _ = picker
    assert world.drag_begin(100, 100) == a
    assert world.flags()[a.index] & Flag.DRAGGED
    world.drag_move(160, 100)
    for _ in range(30):
        world.step(1 / 60)
    assert a.position[0] > 130                  # most of the way to the finger at 160
    world.drag_end()
    assert not world.flags()[a.index] & Flag.DRAGGED
    assert world.drag_begin(5, 5) is None
