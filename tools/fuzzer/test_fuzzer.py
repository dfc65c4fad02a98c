"""The fuzzer's own tests (pytest): each check it makes must be able to fail, on inputs a
person can read. Run by the fuzzer stage of tools/test before it fuzzes."""
import math
import os
import struct
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import catalogue  # noqa: E402
import observe  # noqa: E402
import runner  # noqa: E402
from minimize import minimize  # noqa: E402
from sequence import Call, from_scenario, to_scenario  # noqa: E402

CAT = catalogue.load()
LIB = os.environ.get("FIZZ_NATIVE", os.path.join(catalogue.ROOT, ".build", "release", "libFizzExports.so"))
WASM = os.path.join(catalogue.ROOT, "wasm", "fizz.wasm")


def test_a_call_declared_in_the_header_is_fuzzed_with_its_documented_range():
    text = open(catalogue.HEADER).read().replace(
        "#ifdef __cplusplus\n}", "/* Gravity in pt/s² (0..250). */\n"
        "int32_t fizz_world_set_gravity(uint32_t world, double gravity);\n#ifdef __cplusplus\n}")
    cat = catalogue.Catalogue(text)
    f = cat.api["world_set_gravity"]
    assert f in cat.calls
    assert cat.handle_kind(f, 0) == "world" and cat.handle_kind(f, 1) is None
    assert cat.ranges(f) == [(0.0, 250.0)]


def test_the_header_gives_kinds_reads_options_and_quiet_calls():
    # The header's @kind lines, in its order; an owned kind (bubble: owner world) is no root.
    declared = catalogue.header.parse_kinds(open(catalogue.HEADER).read())
    assert CAT.kinds == [k.name for k in declared]
    assert CAT.roots == [k.name for k in declared if k.owner is None]
    assert "bubble" in CAT.kinds and "bubble" not in CAT.roots
    assert CAT.quiet == {f"{k}_is_valid" for k in CAT.kinds}
    assert [f.name for f in CAT.reads_for("strip")][:2] == ["strip_frames", "strip_get_offset"]
    assert CAT.ranges(CAT.api["strip_set_offset"]) == [(-1e7, 1e7)]
    assert [f.name for f in CAT.reads_for("bubble")] == [
        "bubble_index", "picker_is_selected", "picker_get_tag", "picker_get_user_data"]
    assert CAT.options(CAT.api["picker_set_pan"]) == [0, 1, 2]
    assert (-1e7, 1e7) in CAT.ranges(CAT.api["bubble_add"])


def test_hostile_doubles_and_references_survive_a_scenario_file():
    hostile = [5e-324, -0.0, 1e300, math.nextafter(1e7, math.inf), 2.2e-308, 1 / 60, math.inf]
    calls = [Call("world_create", [("lit", 390.0), ("lit", 844.0)])]
    calls += [Call("bubble_add", [("ref", 0), ("lit", v), ("lit", 1.0), ("lit", 1.0)]) for v in hostile]
    calls.append(Call("picker_set_tag", [("ref", 0), ("ref", 1), ("lit", 0xFFFFFFFFFFFFFFFF)]))
    text = to_scenario(calls, CAT)
    assert "r0 = world_create 390.0 844.0" in text and "0x0.0000000000001p-1022" in text and "1/60" in text
    back = from_scenario(text, CAT)
    bits = lambda v: struct.pack("<d", v) if isinstance(v, float) else v  # noqa: E731
    assert [(c.name, [(k, bits(v)) for k, v in c.args]) for c in back] == \
           [(c.name, [(k, bits(v)) for k, v in c.args]) for c in calls]


def _run_both(calls):
    """One sequence through the runner, native library against fizz.wasm (a generous fuel)."""
    from backends import Native, Wasm

    native = Native(LIB, 20)
    try:
        return runner.run(calls, CAT, Wasm(WASM, CAT, 10 ** 9), native)
    finally:
        native.close()


def _obs(**kw):
    base = {"result": 0, "err": 0, "err_before": None, "msg": b"", "valid": (1,), "reads": {}}
    base.update(kw)
    return base


def _reads(kind, **values):
    """A world's reads, all zero or empty arrays but those named."""
    return tuple(values.get(f.name, (1, ()) if f.result in ("doubles", "words") else 0)
                 for f in CAT.reads_for(kind))


def test_a_refused_call_that_changes_a_read_is_caught():
    fn = CAT.api["world_set_strength"]
    entry = ("world", 0x44010000, 0)
    reads = _reads("world")
    changed = _reads("world", world_get_strength=observe.bits(8.0))
    before = ({entry: 1}, {entry: reads})
    refused = dict(result=(-6) & 0xFFFFFFFF, err=-6, msg=b"out of range", valid=(1,))
    assert runner.judge(CAT, fn, [entry], _obs(**refused, reads={entry: reads}), before) is None
    kind, detail = runner.judge(CAT, fn, [entry], _obs(**refused, reads={entry: changed}), before)
    assert kind == "refused call changed state" and "world_get_strength" in detail


def test_memory_used_may_grow_only_on_a_limit_refusal_and_bulk_reads_come_first():
    # fizz.h: a call refused with FIZZ_E_LIMIT may leave room it reserved (memory_used grows);
    # any other refusal, or a shrink, is still a changed read.
    assert CAT.reserving == {"world_get_memory_used"}
    # Every other kind gives back what a refused call reserved (issue 25), the layout's refused
    # producers and query the items they rebuilt too: no reading may grow whatever the status.
    assert CAT.reserving_any == set()
    world = [f.result for f in CAT.reads_for("world")]
    assert world.index("doubles") < world.index("i64") and "doubles" not in world[world.index("i64"):]
    fn = CAT.api["bubble_add"]
    entry = ("world", 0x00400000, 0)
    before = ({entry: 1}, {entry: _reads("world", world_get_memory_used=3136)})
    grown = {entry: _reads("world", world_get_memory_used=3328)}
    shrunk = {entry: _reads("world", world_get_memory_used=3000)}
    limit = dict(result=0, err=-7, msg=b"over budget", valid=(1,))
    other = dict(result=0, err=-6, msg=b"out of range", valid=(1,))
    assert runner.judge(CAT, fn, [entry], _obs(**limit, reads=grown), before) is None
    assert runner.judge(CAT, fn, [entry], _obs(**limit, reads=shrunk), before)[0] == "refused call changed state"
    assert runner.judge(CAT, fn, [entry], _obs(**other, reads=grown), before)[0] == "refused call changed state"


def test_non_finite_results_and_status_conventions_are_caught():
    entry = ("world", 0x44010000, 0)
    get = CAT.api["picker_get_content_offset_x"]
    nan = observe.bits(math.nan)
    assert runner.judge(CAT, get, [], _obs(result=nan), None)[0] == "non-finite result"
    assert runner.judge(CAT, get, [], _obs(result=nan, err=-1, msg=b"null"), None) is None
    assert runner.judge(CAT, get, [], _obs(result=0, err=-1, msg=b"null"), None)[0] == "status convention"
    step = CAT.api["world_step"]
    reads = _reads("world", world_positions=(1, (0, 0, nan)))
    kind, _ = runner.judge(CAT, step, [entry], _obs(reads={entry: reads}), None)
    assert kind == "non-finite state"


def test_delta_debugging_keeps_only_the_calls_that_matter():
    calls = [Call(n, []) for n in "x a x x x b x x".split()]
    fails = lambda c: {"a", "b"} <= {k.name for k in c}  # noqa: E731
    small, _ = minimize(calls, fails)
    assert [c.name for c in small] == ["a", "b"]


@pytest.mark.skipif(not (os.path.exists(LIB) and os.path.exists(WASM)), reason="needs both builds")
def test_one_flipped_bit_in_wasm_is_a_disagreement():
    from backends import Native, Wasm

    class Flipped(Wasm):
        def call(self, name, args):
            r = super().call(name, args)
            return struct.unpack("<d", struct.pack("<Q", observe.bits(r) ^ 1))[0] if name == "world_get_damping" else r

    calls = [Call("world_create", [("lit", 390.0), ("lit", 844.0)]),
             Call("world_set_damping", [("ref", 0), ("lit", 4.9)])]
    native = Native(LIB, 20)
    try:
        assert runner.run(list(calls), CAT, Wasm(WASM, CAT, 10 ** 9), native).finding is None
        f = runner.run(list(calls), CAT, Flipped(WASM, CAT, 10 ** 9), native).finding
    finally:
        native.close()
    assert f.kind == "native and wasm disagree" and "world_get_damping" in f.detail
    assert f.native == "4.9" and f.wasm == repr(math.nextafter(4.9, math.inf))


def _stopped(pid):
    """Waits until the process is stopped (state T), so it reads nothing sent after."""
    import time
    for _ in range(500):
        with open(f"/proc/{pid}/stat") as fh:
            if fh.read().rsplit(")", 1)[1].split()[0] == "T":
                return
        time.sleep(0.01)
    raise AssertionError("the worker did not stop")


@pytest.mark.skipif(not os.path.exists(LIB), reason="needs the native library")
def test_a_native_worker_that_hangs_or_dies_is_a_finding_and_the_next_sequence_runs():
    import signal
    from backends import Native, Stopped
    native = Native(LIB, 20)
    try:
        native.reset()
        os.kill(native.worker, signal.SIGSTOP)          # never answers: a hang
        _stopped(native.worker)
        native.perform("version", [], [])
        with pytest.raises(Stopped) as hang:
            native.collect("fizz_version()", timeout=0.5)
        assert hang.value.kind == "native hang" and "0.5 s" in hang.value.detail
        native.reset()
        os.kill(native.worker, signal.SIGSTOP)          # dies with the call unread: a crash
        _stopped(native.worker)
        native.perform("version", [], [])
        os.kill(native.worker, signal.SIGSEGV)
        os.kill(native.worker, signal.SIGCONT)
        with pytest.raises(Stopped) as crash:
            native.collect("fizz_version()")
        assert crash.value.kind == "native crash" and "SIGSEGV" in crash.value.detail
        native.reset()
        native.perform("version", [], [])
        assert native.collect("fizz_version()")["result"] > 0
    finally:
        native.close()


@pytest.mark.skipif(not os.path.exists(WASM), reason="needs fizz.wasm")
def test_a_wasm_call_past_its_fuel_is_over_budget_and_a_fresh_instance_runs():
    from backends import Stopped, Wasm
    wasm = Wasm(WASM, CAT, 20_000)       # far less than 20 substeps of 30 bubbles take
    wasm.reset()
    w = wasm.call("world_create", [390.0, 844.0])
    for k in range(30):
        wasm.refuel()
        assert wasm.call("bubble_add", [w, 100.0 + 7 * k, 200.0, 20.0]) != 0
    wasm.refuel()
    with pytest.raises(Stopped) as e:
        wasm.call("world_step", [w, 1 / 60])
    assert e.value.kind == "wasm over budget"
    wasm.reset()
    assert wasm.call("world_create", [390.0, 844.0]) != 0


def test_a_saved_finding_with_snapshot_restore_replays_from_its_file():
    # The corpus replayer reads files with the fuzzer's catalogue, which has its own
    # snapshot_restore call: a finding that uses it is written and read back like any other.
    calls = [Call("world_create", [("lit", 390.0), ("lit", 844.0)]),
             Call("picker_add", [("ref", 0), ("lit", 100.0), ("lit", 100.0), ("lit", 20.0), ("lit", 0)]),
             Call("world_step", [("ref", 0), ("lit", 1 / 60)]),
             Call("world_create", [("lit", 10.0), ("lit", 10.0)])]
    calls += [Call("world_snapshot_restore", [("ref", 0), ("ref", 3), ("lit", mode), ("lit", 40), ("lit", 7)])
              for mode in range(len(catalogue.SNAPSHOT_MODES))]
    text = to_scenario(calls, CAT)
    assert "world_snapshot_restore r0 r3 1 40 7" in text
    back = from_scenario(text, CAT)
    assert [(c.name, c.args) for c in back] == [(c.name, c.args) for c in calls]
    assert _run_both(back).finding is None


def test_every_kind_with_snapshots_gets_its_snapshot_call_and_both_backends_agree_on_it():
    # fizz.h declares fizz_strip_snapshot/restore as well as the world's: the fuzzer composes
    # a call for each, so a strip's snapshot is damaged and restored like a world's.
    from backends import Native, Wasm

    assert {"world_snapshot_restore", "strip_snapshot_restore"} <= set(CAT.snapshot_calls)
    calls = [Call("strip_create", [("lit", 120.0)]),
             Call("strip_add", [("ref", 0), ("lit", 100.0)]),
             Call("strip_add", [("ref", 0), ("lit", 50.0)]),
             Call("strip_set_offset", [("ref", 0), ("lit", 30.0)]),
             Call("strip_create", [("lit", 7.0)])]
    calls += [Call("strip_snapshot_restore", [("ref", 0), ("ref", 4), ("lit", mode), ("lit", 21), ("lit", 3)])
              for mode in range(len(catalogue.SNAPSHOT_MODES))]
    wasm = Wasm(WASM, CAT, 10 ** 9)
    wasm.reset()
    handles = []
    results = []
    for c in calls:
        args = [handles[v] if k == "ref" else v for k, v in c.args]
        r = wasm.call(c.name, args)
        handles.append(r)
        results.append(r)
    # Intact (modes 0 and 8) restores; each damage is FIZZ_E_INVALID_BUFFER (-9 as uint32).
    statuses = results[5:]
    assert statuses[0] == 0 and statuses[8] == 0
    assert all(s == (-9 & 0xFFFFFFFF) for s in statuses[1:8] if s != 0)
    assert statuses[1] == statuses[2] == statuses[3] == statuses[5] == statuses[6] == (-9 & 0xFFFFFFFF)
    assert _run_both(calls).finding is None


def test_a_snapshot_of_accepted_state_that_does_not_restore_is_a_finding():
    # The round-trip call of a live object must answer 0 and leave its hash read as it was;
    # a refusal of a handle that is not a live object of the kind is its right answer.
    fn = CAT.api["animator_snapshot_roundtrip"]
    entry = ("animator", 0x400000, 0)
    k = [f.name for f in CAT.reads_for("animator")].index("animator_hash")
    reads = [0] * len(CAT.reads_for("animator"))
    reads[k] = 0x1234
    before = ({entry: 1}, {entry: tuple(reads)})
    same = _obs(reads={entry: tuple(reads)})
    assert runner.restore_problem(CAT, fn, [0x400000], same, before) is None
    refused = _obs(err=-9, msg=b"snapshot inconsistent or out of range", reads={entry: tuple(reads)})
    kind, detail = runner.restore_problem(CAT, fn, [0x400000], refused, before)
    assert kind == "accepted state does not restore" and "answered -9" in detail
    reads[k] = 0x1235
    moved = _obs(reads={entry: tuple(reads)})
    assert "hash 0x1234 -> 0x1235" in runner.restore_problem(CAT, fn, [0x400000], moved, before)[1]
    assert runner.restore_problem(CAT, fn, [0x777], refused, before) is None      # no such animator


def test_every_sequence_ends_restoring_every_live_object_from_its_own_snapshot():
    # Both backends: a world, a strip, an animator (and a destroyed motion, not checked) each
    # get their round trip after the last call, named by the call that made them.
    # Every kind whose @kind line gives a snapshot number has its round trip.
    declared = catalogue.header.parse_kinds(open(catalogue.HEADER).read())
    assert set(CAT.roundtrip_calls.values()) == {k.name for k in declared if k.snapshot is not None}
    calls = [Call("world_create", [("lit", 390.0), ("lit", 844.0)]),
             Call("bubble_add", [("ref", 0), ("lit", 100.0), ("lit", 100.0), ("lit", 20.0)]),
             Call("strip_create", [("lit", 120.0)]),
             Call("animator_create", []),
             Call("animator_add_decay", [("ref", 3), ("lit", 1e9), ("lit", 1e9), ("lit", 0.8), ("lit", 0.325)]),
             Call("motion_create", [("lit", 320.0), ("lit", 600.0)]),
             Call("motion_destroy", [("ref", 5)])]
    out = _run_both(calls)
    assert out.finding is None
    assert [(c.name, c.args) for c in calls[7:]] == [
        ("world_snapshot_roundtrip", [("ref", 0)]), ("strip_snapshot_roundtrip", [("ref", 2)]),
        ("animator_snapshot_roundtrip", [("ref", 3)])]


def test_a_field_set_in_a_resealed_snapshot_is_refused_or_restored_alike():
    # Mode 9 writes one 32-bit window of the payload and rewrites the checksum: the header
    # is intact, so each restore is the payload checks' answer (0, FIZZ_E_INVALID_BUFFER, or
    # FIZZ_E_LIMIT for a budget below what the state holds),
    # the same on both backends; a refusal leaves the target as it was (the runner checks).
    from backends import SNAPSHOT_MODE_COUNT, Native, Wasm

    assert SNAPSHOT_MODE_COUNT == len(catalogue.SNAPSHOT_MODES)
    assert CAT.ranges(CAT.api["motion_snapshot_restore"]) == [(0.0, 9.0)]
    calls = [Call("motion_create", [("lit", 320.0), ("lit", 600.0)]),
             Call("motion_add_target", [("ref", 0), ("lit", 0), ("lit", 0), ("lit", 3)]),
             Call("motion_add_group", [("ref", 0), ("lit", 0), ("lit", 0), ("lit", 100.0)]),
             Call("motion_create", [("lit", 10.0), ("lit", 10.0)])]
    calls += [Call("motion_snapshot_restore", [("ref", 0), ("ref", 3), ("lit", 9), ("lit", at), ("lit", v << 8)])
              for at in range(0, 160, 3) for v in range(12)]
    wasm = Wasm(WASM, CAT, 10 ** 9)
    wasm.reset()
    handles, statuses = [], []
    for c in calls:
        r = wasm.call(c.name, [handles[v] if k == "ref" else v for k, v in c.args])
        handles.append(r)
        statuses.append(r - (1 << 32) if r >= 1 << 31 else r)
    # FIZZ_E_LIMIT (-7) too: a limit set below what the state needs (the restore grows the
    # columns within the snapshot's own budget, as the calls did).
    assert {0, -9} <= set(statuses[4:]) <= {0, -9, -7}
    assert _run_both(calls).finding is None


def test_option_parameters_take_the_header_constants_and_id_parameters_the_objects_ids():
    # Issue 25, "Checks": an outside fuzzer accepted fizz_layout_add_brick 0 times in 102, its
    # dimension kinds and ids drawn as plain numbers. Here both come from the header.
    f = CAT.api["layout_add_brick"]
    kinds = [CAT.defines[n] for n in ("FIZZ_DIM_RATIO", "FIZZ_DIM_FIXED", "FIZZ_DIM_FILL", "FIZZ_DIM_AUTO")]
    k = f.param_names.index("width_kind")
    assert sorted(set(CAT.int_options(f, k))) == sorted(kinds)
    assert CAT.int_options(CAT.api["layout_add_dimension_case"], 2) == [0, 1]         # axis: FIZZ_AXIS_*
    assert CAT.is_id(f, f.param_names.index("section")) and CAT.is_id(f, f.param_names.index("before"))
    assert not CAT.is_id(f, k)
    assert CAT.id_maker(f, f.param_names.index("section")) == "layout_add_section"
    assert CAT.id_maker(CAT.api["layout_set_repeat_count"], 1) == "layout_add_brick"  # "brick `id`"
    assert CAT.id_default(f, f.param_names.index("before")) == 0                       # "(0: at the end)"
    assert CAT.id_default(f, f.param_names.index("section")) == 1


def test_a_call_taking_a_buffer_of_doubles_is_fuzzed_through_a_buffer_of_its_own():
    # fizz_animator_set_snap_points takes `const double*` and a count: its `_values` form
    # writes count % 33 doubles into a buffer and passes it, alike on both builds.
    assert CAT.buffer_calls == {"animator_set_snap_points_values": "animator_set_snap_points"}
    calls = [Call("animator_create", []),
             Call("animator_add_decay", [("ref", 0), ("lit", 0.0), ("lit", 100.0), ("lit", 0.5), ("lit", 0.5)]),
             Call("animator_set_snap_points_values", [("ref", 0), ("ref", 1), ("lit", 2), ("lit", 25.0), ("lit", 50.0)]),
             Call("animator_rest_value", [("ref", 0), ("ref", 1)])]
    out = _run_both(calls)
    assert out.finding is None
    assert out.accepted["animator_set_snap_points_values"] == [1, 1]


def test_every_call_is_counted_and_one_never_accepted_fails_the_run():
    import main

    calls = [Call("strip_create", [("lit", 120.0)]),
             Call("strip_add", [("ref", 0), ("lit", 100.0)]),
             Call("strip_add", [("ref", 0), ("lit", -5.0)]),          # refused: a negative length
             Call("strip_set_offset", [("ref", 0), ("lit", 30.0)])]
    out = _run_both(calls)
    assert out.finding is None
    assert out.accepted["strip_add"] == [2, 1] and out.accepted["strip_create"] == [1, 1]
    total = {}
    main.tally(total, out.accepted)
    main.tally(total, out.accepted)
    assert total["strip_add"] == [4, 2]
    import io

    text = io.StringIO()
    never = main.coverage(CAT, total, text)
    assert "strip_add" not in never and "layout_add_brick" in never
    assert "strip_add 2/4" in text.getvalue()
    everything = {f.name: [1, 1] for f in CAT.calls}
    assert main.coverage(CAT, everything, io.StringIO()) == []


def test_a_pointer_down_is_followed_by_its_up_or_now_and_then_its_cancel():
    import random
    from draw import Generator
    ends = set()
    for seed in range(30):
        g = Generator(CAT, random.Random(seed), 0.0)
        g.last_name = "motion_pointer_down"
        g.record(0, {"result": 0, "err": 0, "reads": {}}, args=[], name="motion_pointer_down")
        assert g.gesture[:-1] == ["motion_pointer_move"] * (len(g.gesture) - 1)
        ends.add(g.gesture[-1])
    assert ends == {"motion_pointer_up", "motion_pointer_cancel"}


def test_a_call_accepted_fewer_than_the_minimum_fails_the_run():
    import io
    import main

    total = {f.name: [9, 9] for f in CAT.calls}
    total["layout_attach"] = [40, main.MIN_ACCEPTED - 1]
    assert main.MIN_ACCEPTED > 1          # once is not enough (issue 25, "Checks")
    assert main.coverage(CAT, total, io.StringIO(), minimum=main.MIN_ACCEPTED) == ["layout_attach"]
    total["layout_attach"] = [40, main.MIN_ACCEPTED]
    assert main.coverage(CAT, total, io.StringIO(), minimum=main.MIN_ACCEPTED) == []


def _followers(made, args, reads=None):
    """The calls a generator queues after `made` was accepted with `args`."""
    import random
    from draw import Generator
    g = Generator(CAT, random.Random(1), 0.0)
    g.rng.random = lambda: 0.0            # every follow-up taken
    g.last_name = made
    g.record(0, {"result": 0, "err": 0, "reads": reads or {}}, args=args, name=made)
    return g


def test_the_pieces_a_call_made_are_used_at_once():
    # Drawn alone, fizz_layout_attach, _set_measured_size, _transition_frame and
    # fizz_motion_set_easing were accepted 0 to 3 times a run: each needs what a call just made.
    assert _followers("layout_add_behavior", [7, 0, 0, 0, 0, 0]).gesture == ["layout_attach", "layout_attach"]
    assert _followers("layout_add_brick", [7, 1, 0, 0, 1, 1, 10]).gesture == [
        "layout_set_repeat_count", "layout_set_measured_size", "layout_update"]
    assert _followers("motion_add_target", [7, 0, 0, 0]).gesture[-1] == "motion_set_easing"
    # A producer is asked for transition frames only when it handed out an item.
    assert _followers("layout_set_offset", [7, 0, 0]).gesture == []
    ids = [f for f in CAT.reads_for("layout")].index(CAT.api["layout_ids"])
    reads = {("layout", 7, 0): [(1, ())] * ids + [(1, (5, 0, 6, 2))]}
    g = _followers("layout_set_offset", [7, 0, 0], reads)
    assert g.gesture == ["layout_transition_frame"] * 3
    assert g.shown[7] == [(5, 0), (6, 2)]
    # The follower takes a pair the update handed out, its repetition with it, or the newest id.
    f = CAT.api["layout_transition_frame"]
    g.following = g.careful = True
    g.ids = {7: {"layout_add_brick": [5, 6]}}
    drawn = set()
    for _ in range(40):
        g.pair = None
        g.rng = __import__("random").Random(len(drawn) + _)
        i = g._int(f, 1, 7)
        drawn.add((i, g._int(f, 2, 7)))
    assert {(5, 0), (6, 2)} <= drawn and all(p in {(5, 0), (6, 2)} or p[0] == 6 for p in drawn)


def test_an_id_beside_a_named_id_takes_none_of_its_makers_ids():
    # fizz_layout_attach(layout, behavior, id, on): `behavior` takes add_behavior's indices,
    # `id` the layout's bricks and sections, never a behavior index or an add answering 0.
    import random
    from draw import Generator
    g = Generator(CAT, random.Random(3), 0.0)
    g.ids = {7: {"layout_add_behavior": [0, 1], "layout_add_brick": [2, 3], "layout_add_dimension_case": [0]}}
    f = CAT.api["layout_attach"]
    assert g._id_pool(f, 1, 7) == [0, 1]
    assert g._id_pool(f, 2, 7) == [2, 3]
    assert CAT.given_values(f, 3) == [1, 0]          # "(`on` 1) or stops it (`on` 0)"
    g.careful = True
    assert {g._int(f, 3, 7) for _ in range(30)} == {0, 1}


def test_a_begin_that_took_nothing_is_not_followed_by_its_end():
    # fizz_picker_drag_begin answers the bubble it took, 0 (status 0) for none: its drag_end
    # would be refused (4 of 881 accepted in a run).
    import random
    from draw import Generator
    g = Generator(CAT, random.Random(2), 0.0)
    g.last_name = "picker_drag_begin"
    g.record(0, {"result": 0, "err": 0, "reads": {}}, args=[], name="picker_drag_begin")
    assert g.gesture == []
    g.record(0, {"result": 0x400001, "err": 0, "reads": {}}, args=[], name="picker_drag_begin")
    assert g.gesture[-1] == "picker_drag_end"


def test_a_gesture_under_way_keeps_its_end_and_its_pointer():
    # A second begin (another finger, a pan during a drag) is queued after the gesture under way,
    # not in its place; the followers take its object, the pointer that went down and times
    # that go on (from the last accepted one, whoever drew it).
    g = _followers("picker_drag_begin", [], {})
    g.record(0, {"result": 0x400001, "err": 0, "reads": {}}, args=[1, 10.0, 20.0], name="picker_drag_begin")
    first = list(g.gesture)
    assert first[-1] == "picker_drag_end"
    g.last_name = "motion_pointer_down"
    g.record(1, {"result": 0, "err": 0, "reads": {}}, args=[2, 0.5, 1.0, 1.0, 7], name="motion_pointer_down")
    assert g.gesture[: len(first)] == first and g.gesture[-1] in ("motion_pointer_up", "motion_pointer_cancel")
    # Each gesture's followers go to the object it began on.
    assert g.held_roots == {"world": 1, "motion": 2}
    g.following = g.careful = True
    up = CAT.api["motion_pointer_up"]
    assert g._int(up, up.param_names.index("pointer"), 2) == 7
    g.last_double[("motion", "t")] = 0.5
    assert all(g._double(up, up.param_names.index("t"), False, 2) > 0.5 for _ in range(20))


def test_a_picker_is_aimed_at_in_view_points():
    # Its render (view points: world minus the content offset) wins over its world positions.
    import struct
    reads_for = CAT.reads_for("world")
    words = lambda xs: tuple(struct.unpack("<Q", struct.pack("<d", x))[0] for x in xs)
    reads = [(1, ())] * len(reads_for)
    for k, f in enumerate(reads_for):
        if f.name == "world_positions":
            reads[k] = (1, words([100.0, 200.0, 20.0]))
        if f.name == "picker_render":
            reads[k] = (1, words([40.0, 150.0, 20.0, 0.5, 1.0]))
    g = _followers("world_step", [9, 0.0], {("world", 9, 0): reads})
    assert g.centres[9] == [(40.0, 150.0, 10.0)]


def test_an_edges_sequence_draws_the_ends_of_documented_ranges():
    import random
    from draw import Generator
    f = CAT.api["world_create"]                       # width, height: 1..1e7
    ends = {1.0, 1e7, math.nextafter(1.0, 2.0), math.nextafter(1e7, 0.0)}
    g = Generator(CAT, random.Random(5), 0.0, edges=1.0)
    drawn = {g._double_drawn(f, k, False, None, f.param_names[k], CAT.ranges(f)) for k in (0, 1) for _ in range(40)}
    assert drawn == ends


@pytest.mark.parametrize("kind", sorted(CAT.roots))
def test_every_kind_at_its_accepted_edges_keeps_every_read_finite(kind):
    """Each kind's calls with every number not hostile at an edge of its documented ranges,
    native against wasm, every read after every call: no finding (no non-finite output, no
    trap, no call over the fuel budget, no disagreement)."""
    import random
    from backends import Native, Wasm
    from draw import Generator
    mine = [f.name for f in CAT.calls if f.name.split("_", 1)[0] == kind]
    native = Native(LIB, 20)
    try:
        wasm = Wasm(WASM, CAT, 2 * 10 ** 9)
        for seed in range(4):
            g = Generator(CAT, random.Random(seed), 0.0, favour=mine, edges=1.0)
            assert g.focus_kinds == {kind}
            out = runner.run([], CAT, wasm, native, g, 80)
            assert out.finding is None, (seed, out.finding)
    finally:
        native.close()
