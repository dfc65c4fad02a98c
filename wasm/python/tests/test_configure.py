"""configure(**options): the generated settings call of every kind with a snapshot
(tools/gen_hosts.py). Its keys are the kind's one-value setters; it is atomic (a refusal
restores the snapshot taken first, so the hash is unchanged), refuses unknown keys before
setting anything, sets in header order and names the refused key."""
import math

import pytest

import fizz
from fizz import FizzError, Status


def test_configure_sets_several_settings(engine):
    with engine.world(400, 300) as w:
        assert w.configure(damping=2.5, iterations=8, max_bubbles=40, memory_budget=1 << 20) is None
        assert (w.get_damping(), w.get_iterations(), w.get_max_bubbles(), w.get_memory_budget()) == (2.5, 8, 40, 1 << 20)
    with engine.strip(120) as s:
        s.configure(spacing=10)
        s.add(100)
        s.add(50)
        assert s.frames().tolist() == [[0.0, 100.0], [110.0, 50.0]]


def test_a_refused_configure_leaves_the_hash_and_names_the_key(engine):
    with engine.world(400, 300) as w:
        a = w.bubble_add(100, 100, 20)
        b = w.bubble_add(150, 120, 30)
        w.step(1 / 60)
        before, damping = w.hash(), w.get_damping()
        # damping comes before iterations in the header: it is set, then iterations is refused.
        with pytest.raises(FizzError) as e:
            w.configure(iterations=0, damping=1.25)
        assert (e.value.code, e.value.key, e.value.call) == (Status.OUT_OF_RANGE, "iterations", "fizz_world_set_iterations")
        assert "iterations" in str(e.value)
        assert (w.hash(), w.get_damping()) == (before, damping)
        # The bubble handles still name their bubbles (a restore would have re-issued them).
        assert [w.bubble_is_valid(a), w.bubble_is_valid(b), w.bubble_index(a), w.bubble_index(b)] == [1, 1, 0, 1]
        with pytest.raises(FizzError) as e:
            w.configure(strength=math.nan)
        assert e.value.key == "strength" and w.hash() == before
    with engine.strip(120) as s:
        s.add(100)
        h = s.hash()
        with pytest.raises(FizzError) as e:
            s.configure(spacing=5, memory_budget=0)
        assert e.value.key == "memory_budget" and s.hash() == h


def test_unknown_keys_are_refused_before_anything_is_set(engine):
    with engine.strip(120) as s, engine.world(400, 300) as w:
        s.add(100)
        h, hw = s.hash(), w.hash()
        with pytest.raises(FizzError) as e:
            s.configure(spacing=5, spaceing=6)
        assert e.value.code == Status.INVALID_OPTION
        assert "unknown setting 'spaceing'" in str(e.value) and "spacing, offset, memory_budget" in str(e.value)
        with pytest.raises(FizzError, match="unknown setting 'anchor'"):
            w.configure(anchor=(0.5, 0.5))     # a setter of two values is its own method
        assert (s.hash(), w.hash()) == (h, hw)


def test_every_kind_with_a_class_and_a_snapshot_has_configure(engine):
    for k in fizz.KINDS:
        if k["host_class"] and k["snapshot"] is not None:
            assert callable(getattr(getattr(fizz, k["host_class"]), "configure", None)), k["name"]
    with engine.popup(400, 300) as p:
        h = p.hash()
        p.configure()
        assert p.hash() == h
