"""Fizz for Python: fizz.wasm, a headless deterministic engine for playful UI, in wasmtime.

    import fizz
    with fizz.load() as engine, engine.world(390, 844) as world:
        world.add_bubble(100, 100, 40)
        world.step(1 / 60)
        xyr = world.positions()       # NumPy view (count, 3): x, y, radius in pt, no copy

Units are points (pt) and seconds (s), as in wasm/fizz.h. Every call the engine refuses raises
FizzError with the engine's status code and message; the world is then unchanged.

Where fizz.wasm comes from: `load(path)`, else $FIZZ_WASM, else the copy bundled into the
package when it was built (see setup.py): fizz-simd.wasm, the same engine built with wasm SIMD,
where wasmtime validates SIMD and it was bundled, else fizz.wasm.
"""
from __future__ import annotations

import ctypes
import math
import os
import struct
import weakref
from importlib import resources

import wasmtime

from . import constants as _constants
# Generated from fizz.h (tools/gen-catalogue): KINDS, SIGNATURES, FizzCalls, every kind's
# <Class>Calls, and the class of every kind that has no hand-written one below.
from ._calls import *  # noqa: F403
from ._calls import KINDS, SIGNATURES, FizzCalls
from . import _objects
from ._objects import (CLASSES, FizzError, _destroy, _i32, _i64, _int32, _int64, _Object, _uint32,  # noqa: F401
                       _uint64, _word32, _zero_copy)
from .constants import *  # noqa: F403 -- Status, Attraction, …: generated from fizz.h
from .recorder import Recorder
from .header import Constant, Function, parse_constants, parse_header
from .scenario import ScenarioError, Trace, parse_golden, parse_number, parse_scenario, replay

# The constant groups (Status, Attraction, …) are whatever fizz.h declares: see constants.py.
# Every kind's class is exported (fizz.h's `@kind … class C`): hand-written below, or generated.
__all__ = ["load", "has_wasm_simd", "Fizz", "KINDS", "Recorder", "Bubble"] + [k["host_class"] for k in KINDS if k["host_class"]] + [
           "FizzError",
           "module_path", "header_path", "parse_header", "parse_constants", "parse_scenario",
           "parse_number", "parse_golden", "replay", "ScenarioError", "Trace", "Function",
           "Constant"] + _constants.__all__

def _bundled(name: str) -> str | None:
    try:
        p = resources.files(__name__) / name
        return str(p) if p.is_file() else None
    except (ModuleNotFoundError, FileNotFoundError):
        return None


def products() -> list[str]:
    """The products of fizz.h's `@kind` lines, in header order: each has its own module,
    fizz-<product>.wasm, holding only its kinds."""
    return list(dict.fromkeys(k["product"] for k in KINDS))


def module_path(path: str | os.PathLike | None = None, product: str | None = None) -> str:
    """Where the module is: `path`, else $FIZZ_WASM, else the copy bundled in the package;
    the full fizz.wasm, or for a `product` fizz-<product>.wasm (beside $FIZZ_WASM's)."""
    if product is not None and product not in products():
        raise ValueError(f"no product {product!r} in fizz.h (products: {', '.join(products())})")
    file = "fizz.wasm" if product is None else f"fizz-{product}.wasm"
    if path:
        return os.fspath(path)
    env = os.environ.get("FIZZ_WASM")
    if env:
        if product is None:
            return env
        beside = os.path.join(os.path.dirname(env), file)
        if os.path.isfile(beside):
            return beside
    found = _bundled(file)
    if not found:
        what = "fizz.wasm" if product is None else f"{file} (the {product} product's module)"
        raise FileNotFoundError(f"{what} not found: pass a path, set FIZZ_WASM, or build the "
                                "modules (tools/build-wasm) before installing the package")
    return os.fspath(found)


def header_path(path: str | os.PathLike | None = None) -> str:
    """Where fizz.h is (for scenario replay): `path`, else $FIZZ_HEADER, else the bundled copy."""
    found = path or os.environ.get("FIZZ_HEADER") or _bundled("fizz.h")
    if not found:
        raise FileNotFoundError("fizz.h not found: pass a path or set FIZZ_HEADER")
    return os.fspath(found)


# The smallest module that uses wasm SIMD (simd128): one function squaring an f64x2 lane. An
# engine validates it exactly when it can run fizz-simd.wasm.
_SIMD_PROBE = bytes([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 124, 1, 124, 3, 2, 1, 0, 10, 18, 1,
                     16, 0, 32, 0, 253, 20, 32, 0, 253, 20, 253, 242, 1, 253, 33, 0, 11])


def has_wasm_simd(engine: wasmtime.Engine | None = None) -> bool:
    """Whether this wasmtime engine runs wasm SIMD (simd128), which fizz-simd.wasm needs."""
    try:
        wasmtime.Module.validate(engine or wasmtime.Engine(), _SIMD_PROBE)
        return True
    except Exception:
        return False


def load(path: str | os.PathLike | None = None, product: str | None = None, record: bool = False,
         simd: bool | str = "auto") -> "Fizz":
    """Instantiates the module (it imports nothing) in a new wasmtime store: the full
    fizz.wasm, or a `product`'s own module (see module_path). `record`: records every call
    from the start (Fizz.start_recording). `simd`: with no path, product or $FIZZ_WASM,
    "auto" takes the bundled fizz-simd.wasm (the full module built with wasm SIMD: the same
    bits, faster physics) where the engine validates SIMD, else fizz.wasm; True insists on
    it, False never takes it."""
    engine = wasmtime.Engine()
    where = None
    if path is None and product is None and not os.environ.get("FIZZ_WASM") and simd is not False:
        if simd is True or has_wasm_simd(engine):
            where = _bundled("fizz-simd.wasm")
            if where is None and simd is True:
                raise FileNotFoundError("fizz-simd.wasm not found: build it (tools/build-wasm --simd) "
                                        "before installing the package")
    fizz = Fizz(wasmtime.Module.from_file(engine, where or module_path(path, product)), engine)
    fizz.product = product
    lacking = [k["name"] for k in KINDS if k["product"] == product and k not in fizz.kinds]
    if lacking:
        raise ValueError(f"the module loaded as product {product!r} does not hold its kinds ({', '.join(lacking)})")
    if record:
        fizz.start_recording()
    return fizz


def _missing(name: str, held: str):
    def call(*_):
        raise LookupError(f"{name} is not in this module (holding {held}): the full fizz.wasm holds every kind")
    return call


class Fizz(FizzCalls):
    """One instance of fizz.wasm: its own memory, its own objects. A context manager. Its
    factories (`world`, `strip`, …, one per kind with a class) are generated from fizz.h."""

    def __init__(self, module: wasmtime.Module, engine: wasmtime.Engine):
        """`module` must have been compiled by `engine`."""
        self.store = wasmtime.Store(engine)
        self.instance = wasmtime.Instance(self.store, module, [])
        exports = self.instance.exports(self.store)
        self.memory: wasmtime.Memory = exports["memory"]
        self._functions = {name: f for name, f in exports.items() if isinstance(f, wasmtime.Func)}
        if "_initialize" in self._functions:
            self._functions["_initialize"](self.store)
        self._closed = False
        self._recorder: Recorder | None = None     # recording now
        self._stopped: Recorder | None = None      # the last recording, stopped
        #: The product the module was loaded as (None: the full module).
        self.product: str | None = None
        #: The kinds this module holds (fizz.h's `@kind` lines whose calls it exports).
        self.kinds = [k for k in KINDS if f"fizz_{k['name']}_is_valid" in self._functions]
        # A product's module holds only its kinds: a call of another kind says so, by name.
        held = ", ".join(k["name"] for k in self.kinds)
        for name in SIGNATURES:
            if name not in self._functions:
                self._functions[name] = _missing(name, held)

    # -- raw access -------------------------------------------------------------------------

    def call(self, c_name: str, *args):
        """Calls an export by its C name with raw numbers (i32 as signed ints). Every call of
        the classes comes through here, so a recording sees them all."""
        if self._recorder is not None:
            return self._recorder.call(c_name, args)
        return self._functions[c_name](self.store, *args)

    # -- recording ----------------------------------------------------------------------------

    def start_recording(self):
        """Records every call from now on, in order with its arguments bit-exact, as a `.fizz`
        scenario (Tests/Scenarios/README.md) that `fizz replay` and every host's replayer run to
        the same frames and digest. Start before the objects you use are created
        (`load(record=True)`), since a replay begins on a fresh module."""
        self._stopped = None
        self._recorder = Recorder(lambda name, *a: self._functions[name](self.store, *a),
                                  lambda address, size: self.read(address, size, partial=True), SIGNATURES)

    def stop_recording(self):
        """Stops recording; recording() still gives the text."""
        if self._recorder is not None:
            self._recorder.stop()
            self._stopped = self._recorder
            self._recorder = None

    def recording(self) -> str | None:
        """The recording as `.fizz` text (its last line gives the summary its replay prints),
        or None when nothing was recorded."""
        r = self._recorder or self._stopped
        return None if r is None else r.text()

    @property
    def recorder(self) -> Recorder | None:
        return self._recorder or self._stopped

    def replay_call(self, name: str, args):
        """The `call` of a scenario replay: fizz_<name>."""
        return self._functions["fizz_" + name](self.store, *args)

    def read(self, address: int, size: int, partial: bool = False) -> bytes:
        """`size` bytes of linear memory at `address` (fewer at the end when `partial`)."""
        end = self.memory.data_len(self.store)
        if address + size > end:
            if not partial:
                raise IndexError("a returned pointer reaches past the end of linear memory")
            size = max(0, end - address)
        return self.memory.read(self.store, address, address + size)

    def base_address(self) -> int:
        """The host address of linear memory byte 0 (it may move when memory grows)."""
        return ctypes.addressof(self.memory.data_ptr(self.store).contents)

    def string(self, pointer: int) -> str:
        if pointer == 0:
            return ""
        return self.read(pointer, 4096, partial=True).split(b"\0", 1)[0].decode("utf-8")

    # -- errors -------------------------------------------------------------------------------

    @property
    def version(self) -> int:
        """major << 16 | minor << 8 | patch."""
        return self.call("fizz_version") & 0xFFFFFFFF

    @property
    def last_error(self) -> int:
        return self.call("fizz_last_error")

    @property
    def last_error_message(self) -> str:
        return self.string(self.call("fizz_last_error_message") & 0xFFFFFFFF)

    def error(self, call: str, code: int = Status.INVALID_STATE) -> FizzError:
        last = self.last_error
        return FizzError(last if last < 0 else code, self.last_error_message or "refused", call)

    def check(self, status: int, call: str) -> int:
        """Raises for a negative status, returns it otherwise."""
        if status < 0:
            raise self.error(call, status)
        return status

    def snapshot(self, kind: str, handle: int) -> bytes:
        """The snapshot of the object `handle` of `kind` ("world", "strip"): the one protocol
        of fizz.h (ask the size with NULL, then fill a buffer from fizz_alloc)."""
        call = f"fizz_{kind}_snapshot"
        size = self.check(self.call(call, handle, 0, 0), call)
        buffer = self._buffer(size)
        try:
            self.check(self.call(call, handle, _i32(buffer), size), call)
            return bytes(self.read(buffer, size))
        finally:
            self.call("fizz_free", _i32(buffer))

    def restore(self, kind: str, handle: int, data: bytes):
        """Restores `data` into the object `handle` of `kind`; raises FizzError, changing
        nothing, when it is not an intact snapshot of that kind."""
        call = f"fizz_{kind}_restore"
        data = bytes(data)
        self.with_bytes(data, lambda p: self.check(self.call(call, handle, p, len(data)), call))

    def with_bytes(self, data: bytes, fn):
        """Copies `data` into a buffer of the module's memory (fizz_alloc) for the length of
        `fn(pointer)`, and returns what it returns."""
        buffer = self._buffer(max(1, len(data)))
        try:
            self.memory.write(self.store, data, buffer)
            return fn(_i32(buffer))
        finally:
            self.call("fizz_free", _i32(buffer))

    def spring_from(self, model: int, a: float, b: float) -> dict:
        """A peer's spring as {stiffness, damping, mass: 1} for Animator.add_spring: `model`
        Spring.VISUAL (Framer's visual_duration s, bounce), Spring.ORIGAMI (Rebound's tension,
        friction) or Spring.DURATION (Framer's duration s, bounce)."""
        k = self.number(self.call("fizz_spring_stiffness", _int32(model, 'model', 'fizz_spring_stiffness'), float(a), float(b)), "fizz_spring_stiffness")
        c = self.number(self.call("fizz_spring_damping", _int32(model, 'model', 'fizz_spring_damping'), float(a), float(b)), "fizz_spring_damping")
        return {"stiffness": k, "damping": c, "mass": 1.0}

    def decay_from_rate(self, rate: float) -> dict:
        """UIScrollView's deceleration rate per ms as a glide's {power, time_constant} (both τ s)."""
        tau = self.number(self.call("fizz_decay_time_constant", float(rate)), "fizz_decay_time_constant")
        return {"power": tau, "time_constant": tau}

    def rubber_band(self, value: float, lower: float, upper: float, dimension: float, inverse: bool = False) -> float:
        """UIScrollView's rubber band over lower..upper for a viewport `dimension` long: the
        shown offset of a raw (finger) offset, or with `inverse` the raw offset shown as `value`."""
        return self.number(self.call("fizz_rubber_band", float(value), float(lower), float(upper), float(dimension),
                                     1 if inverse else 0), "fizz_rubber_band")

    def _buffer(self, size: int) -> int:
        buffer = self.call("fizz_alloc", size) & 0xFFFFFFFF
        if buffer == 0:
            raise self.error("fizz_alloc")
        return buffer

    def handle(self, h: int, call: str) -> int:
        h &= 0xFFFFFFFF
        if h == 0:
            raise self.error(call)
        return h

    def number(self, v: float, call: str) -> float:
        if math.isnan(v) and self.last_error < 0:
            raise self.error(call)
        return v

    def pointer(self, p: int, call: str) -> int:
        p &= 0xFFFFFFFF
        if p == 0 and self.last_error < 0:
            raise self.error(call)
        return p

    def _make(self, kind: str, handle: int):
        """The host object of `kind` over `handle` (the generated factories' last step)."""
        return CLASSES[kind](self, handle)

    def close(self):
        """Drops the instance (its memory and every world with it)."""
        self._closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class World(WorldCalls):
    """A world of bubbles. `with fizz.world(w, h) as world:` disposes it at the end; a world
    that is simply dropped is destroyed by a weakref finalizer."""

    __slots__ = ()


    @property
    def count(self) -> int:
        return self._status("fizz_world_count")

    @property
    def is_settled(self) -> bool:
        return self._status("fizz_world_is_settled") == 1

    @property
    def width(self) -> float:
        return self._double("fizz_world_get_width")

    @property
    def height(self) -> float:
        return self._double("fizz_world_get_height")

    # positions(), velocities() and ids(): zero-copy views, generated (WorldCalls).




    # -- parameters -----------------------------------------------------------------------------

    @property
    def attraction(self) -> int:
        return self._status("fizz_world_get_attraction")

    @attraction.setter
    def attraction(self, kind: int):
        self._status("fizz_world_set_attraction", _int32(kind, 'kind', 'fizz_world_set_attraction'))

    @property
    def strength(self) -> float:
        """k in 1/s² (spring) or g in pt/s² (constant)."""
        return self._double("fizz_world_get_strength")

    @strength.setter
    def strength(self, v: float):
        self._status("fizz_world_set_strength", float(v))

    @property
    def anchor(self) -> tuple[float, float]:
        """The attraction point as fractions of the world size ((0.5, 0.5) is the centre)."""
        return self._double("fizz_world_get_anchor_x"), self._double("fizz_world_get_anchor_y")

    @anchor.setter
    def anchor(self, fxy: tuple[float, float]):
        self._status("fizz_world_set_anchor", float(fxy[0]), float(fxy[1]))

    @property
    def damping(self) -> float:
        """Linear damping in 1/s."""
        return self._double("fizz_world_get_damping")

    @damping.setter
    def damping(self, v: float):
        self._status("fizz_world_set_damping", float(v))

    @property
    def walls(self) -> tuple[bool, bool]:
        m = self._status("fizz_world_get_walls")
        return bool(m & 1), bool(m & 2)

    @walls.setter
    def walls(self, xy: tuple[bool, bool]):
        self._status("fizz_world_set_walls", int(bool(xy[0])), int(bool(xy[1])))

    @property
    def substep(self) -> float:
        """The internal substep rate in Hz."""
        return self._double("fizz_world_get_substep")

    @substep.setter
    def substep(self, hz: float):
        self._status("fizz_world_set_substep", float(hz))

    @property
    def iterations(self) -> int:
        return self._status("fizz_world_get_iterations")

    @iterations.setter
    def iterations(self, n: int):
        self._status("fizz_world_set_iterations", _int32(n, 'iterations', 'fizz_world_set_iterations'))

    @property
    def density(self) -> float:
        """Mass per pt² of bubbles added from now on."""
        return self._double("fizz_world_get_density")

    @density.setter
    def density(self, v: float):
        self._status("fizz_world_set_density", float(v))

    @property
    def max_bubbles(self) -> int:
        return self._status("fizz_world_get_max_bubbles")

    @max_bubbles.setter
    def max_bubbles(self, n: int):
        self._status("fizz_world_set_max_bubbles", _int32(n, 'limit', 'fizz_world_set_max_bubbles'))


    @property
    def memory_budget(self) -> int:
        """The most bytes this world's storage may take (default 268435456 = 256 MiB); calls that
        would need more raise FizzError with Status.LIMIT and change nothing."""
        return self._status("fizz_world_get_memory_budget")

    @memory_budget.setter
    def memory_budget(self, nbytes: int):
        self._status("fizz_world_set_memory_budget", _int64(nbytes, 'bytes', 'fizz_world_set_memory_budget'))

    @property
    def memory_used(self) -> int:
        """The bytes this world's storage takes now (never above memory_budget)."""
        return self._status("fizz_world_get_memory_used")

    @property
    def events_dropped(self) -> int:
        """Events the last step's list could not hold (a list keeps at most 65,536)."""
        return self._status("fizz_picker_events_dropped")

    # -- the picker: x, y of taps, hit tests, drags and pans are view points (pt) -------------------

    def _maybe_bubble(self, h: int, call: str):
        """A handle result: None for 0 without an error (the background), FizzError on error."""
        h &= 0xFFFFFFFF
        if h == 0:
            if self.fizz.last_error < 0:
                raise self.fizz.error(call)
            return None
        return Bubble(self, h)

    def add_picker_bubble(self, x: float, y: float, radius: float, user_data: int = 0) -> "Bubble":
        """A picker bubble at the world point (x, y), unselected radius in pt, growing in;
        `user_data` is the host's uint64 key (non-zero keys are unique)."""
        return Bubble(self, self.fizz.handle(self._call("fizz_picker_add", float(x), float(y), float(radius), _uint64(user_data, 'user_data', 'fizz_picker_add')), "fizz_picker_add"))

    def spawn(self, policy: int, radius: float, user_data: int = 0) -> "Bubble":
        """A picker bubble where the Spawn policy puts it."""
        return Bubble(self, self.fizz.handle(self._call("fizz_picker_spawn", _int32(policy, 'policy', 'fizz_picker_spawn'), float(radius), _uint64(user_data, 'user_data', 'fizz_picker_spawn')), "fizz_picker_spawn"))

    def tap(self, x: float, y: float):
        """Toggles the top-most bubble at the view point: it, or None on the background."""
        return self._maybe_bubble(self._call("fizz_picker_tap", float(x), float(y)), "fizz_picker_tap")

    def hit_test(self, x: float, y: float):
        return self._maybe_bubble(self._call("fizz_picker_hit_test", float(x), float(y)), "fizz_picker_hit_test")

    def find(self, user_data: int):
        """The live bubble with this user data, or None."""
        return self._maybe_bubble(self._call("fizz_picker_find", _uint64(user_data, 'user_data', 'fizz_picker_find')), "fizz_picker_find")

    def set_selection_limit(self, max_selected: int, policy: int = Overflow.REFUSE):
        self._status("fizz_picker_set_selection_limit", _int32(max_selected, 'max_selected', 'fizz_picker_set_selection_limit'), _int32(policy, 'policy', 'fizz_picker_set_selection_limit'))

    def set_densities(self, unselected: float, selected: float):
        """Mass per pt² of unselected and selected bubbles."""
        self._status("fizz_picker_set_densities", float(unselected), float(selected))

    def set_pop(self, strength: float):
        """How hard a selection pushes the others aside, as a multiple of the room its growth
        needs (dimensionless, 0..100, default 3.8; 0 disables it; see fizz.h)."""
        self._status("fizz_picker_set_pop", float(strength))

    def set_durations(self, grow: float, appear: float, remove: float):
        """Animation durations in s."""
        self._status("fizz_picker_set_durations", float(grow), float(appear), float(remove))

    def set_removal_mode(self, mode: int):
        self._status("fizz_picker_set_removal_mode", _int32(mode, 'mode', 'fizz_picker_set_removal_mode'))

    def set_drag_spring(self, hertz: float, damping_selected: float, damping_unselected: float):
        self._status("fizz_picker_set_drag_spring", float(hertz), float(damping_selected), float(damping_unselected))

    def set_pan(self, mode: int, smoothing: float, push_gain: float, spring_back: float):
        self._status("fizz_picker_set_pan", _int32(mode, 'mode', 'fizz_picker_set_pan'), float(smoothing), float(push_gain), float(spring_back))

    def set_max_live(self, max_live: int):
        self._status("fizz_picker_set_max_live", _int32(max_live, 'max_live', 'fizz_picker_set_max_live'))

    def set_seed(self, seed: int):
        self._status("fizz_picker_set_seed", _uint64(seed, 'seed', 'fizz_picker_set_seed'))

    def preset(self, preset: int):
        self._status("fizz_picker_preset", _int32(preset, 'preset', 'fizz_picker_preset'))

    def remove_tag(self, tag: int) -> int:
        """Starts removing every live bubble with this tag: how many."""
        return self._status("fizz_picker_remove_tag", _uint64(tag, 'tag', 'fizz_picker_remove_tag'))

    def remove_unselected(self) -> int:
        return self._status("fizz_picker_remove_unselected")

    def query(self, kind: int, tag: int = 0):
        """Runs a Query and returns the matching handles: a zero-copy view, valid until the next call."""
        self.picker_query(kind, tag)
        return self.picker_query_result()

    def drag_begin(self, x: float, y: float):
        """Takes hold of the top-most bubble at the view point (None on the background)."""
        return self._maybe_bubble(self._call("fizz_picker_drag_begin", float(x), float(y)), "fizz_picker_drag_begin")

    def drag_move(self, x: float, y: float):
        self._status("fizz_picker_drag_move", float(x), float(y))

    def drag_end(self):
        self._status("fizz_picker_drag_end")

    def pan_begin(self, x: float, y: float):
        self._status("fizz_picker_pan_begin", float(x), float(y))

    def pan_move(self, x: float, y: float):
        self._status("fizz_picker_pan_move", float(x), float(y))

    def pan_end(self):
        self._status("fizz_picker_pan_end")

    @property
    def content_offset(self) -> tuple[float, float]:
        """The view's top-left corner as a world point in pt."""
        return self._double("fizz_picker_get_content_offset_x"), self._double("fizz_picker_get_content_offset_y")

    @content_offset.setter
    def content_offset(self, xy: tuple[float, float]):
        self._status("fizz_picker_set_content_offset", float(xy[0]), float(xy[1]))


    def events(self):
        """The last step's events, (n, 4) uint32: kind, bubble handle or 0, detail, 0 — zero-copy."""
        return self.picker_events()

    def render(self):
        """(count, 5) float64: x, y (view points), radius, scale, opacity to draw — zero-copy."""
        return self.picker_render()

    def flags(self):
        """(count,) uint32 Flag words in body order — zero-copy."""
        return self.picker_flags()

    # -- bubbles ----------------------------------------------------------------------------------

    def add_bubble(self, x: float, y: float, radius: float) -> "Bubble":
        """A bubble at rest at (x, y) pt with the radius in pt."""
        return Bubble(self, self.fizz.handle(self._call("fizz_bubble_add", float(x), float(y), float(radius)), "fizz_bubble_add"))

    def bubbles(self) -> list["Bubble"]:
        """Every live bubble, in body order."""
        return [Bubble(self, int(h)) for h in self.ids()]


class Bubble:
    """A bubble handle of a world; equal handles are the same bubble."""

    __slots__ = ("world", "handle")

    def __init__(self, world: World, handle: int):
        _uint32(handle, "handle", "Bubble")     # its calls spell it as the i32 bits: checked here
        self.world = world
        self.handle = handle

    def __eq__(self, other):
        return isinstance(other, Bubble) and other.world is self.world and other.handle == self.handle

    def __hash__(self):
        return hash((id(self.world), self.handle))

    def __repr__(self):
        return f"Bubble(0x{self.handle:08x})"

    @property
    def is_valid(self) -> bool:
        w = self.world
        return w.handle != 0 and w.fizz.call("fizz_bubble_is_valid", _i32(w.handle), _i32(self.handle)) == 1

    @property
    def index(self) -> int:
        """Its index in this frame's arrays."""
        return self.world._status("fizz_bubble_index", _i32(self.handle))

    @property
    def position(self) -> tuple[float, float, float]:
        """(x, y, radius) in pt, from this frame's positions."""
        i = self.index
        p = self.world.positions()
        row = p[3 * i: 3 * i + 3] if isinstance(p, memoryview) else p[i]
        return float(row[0]), float(row[1]), float(row[2])

    def remove(self):
        """Removes the bubble at once; its handle becomes stale."""
        self.world._status("fizz_bubble_remove", _i32(self.handle))

    def _changed(self, call: str) -> bool:
        return self.world._status(call, _i32(self.handle)) == 1

    def select(self) -> bool:
        """True when the selection changed."""
        return self._changed("fizz_picker_select")

    def deselect(self) -> bool:
        return self._changed("fizz_picker_deselect")

    def toggle(self) -> bool:
        return self._changed("fizz_picker_toggle")

    @property
    def is_selected(self) -> bool:
        return self._changed("fizz_picker_is_selected")

    def remove_animated(self) -> bool:
        """Starts the animated removal: True when started (the handle lives until REMOVED)."""
        return self._changed("fizz_picker_remove")

    def set_sizes(self, unselected: float, selected: float):
        """Unselected and selected radii in pt, animated."""
        self.world._status("fizz_picker_set_sizes", _i32(self.handle), float(unselected), float(selected))

    def _u64(self, call: str) -> int:
        v = self.world._call(call, _i32(self.handle)) & 0xFFFFFFFFFFFFFFFF
        if v == 0 and self.world.fizz.last_error < 0:
            raise self.world.fizz.error(call)
        return v

    @property
    def tag(self) -> int:
        """A uint64 tag for remove_tag and Query.TAGGED."""
        return self._u64("fizz_picker_get_tag")

    @tag.setter
    def tag(self, v: int):
        self.world._status("fizz_picker_set_tag", _i32(self.handle), _uint64(v, 'tag', 'fizz_picker_set_tag'))

    @property
    def user_data(self) -> int:
        """The host's uint64 key."""
        return self._u64("fizz_picker_get_user_data")

    @user_data.setter
    def user_data(self, v: int):
        self.world._status("fizz_picker_set_user_data", _i32(self.handle), _uint64(v, 'user_data', 'fizz_picker_set_user_data'))


class Strip(StripCalls):
    """Items laid end to end along one axis (lengths in pt, `spacing` pt apart) in a viewport
    of `viewport` pt, scrolled by `offset` pt. No clock: setting the offset makes the next
    frame. `with fizz.strip(viewport) as strip:` disposes it at the end."""

    __slots__ = ()

    @property
    def count(self) -> int:
        return self._status("fizz_strip_count")

    @property
    def offset(self) -> float:
        """The content coordinate at the viewport's start, pt (±1e7, not clamped)."""
        return self._double("fizz_strip_get_offset")

    @offset.setter
    def offset(self, v: float):
        self._status("fizz_strip_set_offset", float(v))

    @property
    def viewport(self) -> float:
        return self._double("fizz_strip_get_viewport")

    @property
    def content_length(self) -> float:
        """The last item's end in pt (0 when empty)."""
        return self._double("fizz_strip_get_content_length")

    @property
    def visible(self) -> tuple[int, int]:
        """(first, count) of the items crossing the viewport; first is where they would be
        when count is 0."""
        return (self._status("fizz_strip_first_visible"), self._status("fizz_strip_visible_count"))


class Motion(MotionCalls):
    """A gesture surface (the seed's RelativePositionView): pointers in a rect give a relative
    position 0..1 per axis and a velocity (pt/s, Android's LSQ2), which drive many mapped
    outputs read in one call (`map()`), and optionally a scrubber <-> scroll view sync.
    `with fizz.motion(w, h) as m:` disposes it at the end."""

    __slots__ = ()

    def pointer_down(self, t: float, x: float, y: float, pointer: int = 0):
        """Pointer `pointer` went down at (x, y) pt at time t s (never going back)."""
        self._status("fizz_motion_pointer_down", float(t), float(x), float(y), _word32(pointer, 'pointer', 'fizz_motion_pointer_down'))

    def pointer_move(self, t: float, x: float, y: float, pointer: int = 0):
        self._status("fizz_motion_pointer_move", float(t), float(x), float(y), _word32(pointer, 'pointer', 'fizz_motion_pointer_move'))

    def pointer_up(self, t: float, x: float, y: float, pointer: int = 0):
        self._status("fizz_motion_pointer_up", float(t), float(x), float(y), _word32(pointer, 'pointer', 'fizz_motion_pointer_up'))

    @property
    def pointer_count(self) -> int:
        return self._status("fizz_motion_pointer_count")

    @property
    def position(self) -> tuple[float, float]:
        """The primary pointer's relative position."""
        return (self._double("fizz_motion_get_x"), self._double("fizz_motion_get_y"))

    @property
    def velocity(self) -> tuple[float, float]:
        """The primary pointer's velocity, pt/s (the release's after the end)."""
        return (self._double("fizz_motion_get_velocity_x"), self._double("fizz_motion_get_velocity_y"))

    def _ease(self, t: int, n: int, easing, easings):
        for s in range(n - 1):
            e = easings[s] if easings is not None else easing
            if e is not None:
                self.set_easing(t, s, e)

    def add_target(self, stops, source: int = 0, clamp: int = 3, easing=None, easings=None) -> int:
        """A scalar target over [(input, output), ...]; `easing` for every segment or
        `easings` one per segment, each an Ease code or (code, a, b, c, d). Its index."""
        t = self._status("fizz_motion_add_target", _int32(source, 'source', 'fizz_motion_add_target'), 0, _int32(clamp, 'clamp', 'fizz_motion_add_target'))
        for i, o in stops:
            self._status("fizz_motion_add_stop", _i32(t), float(i), float(o))
        self._ease(t, len(stops), easing, easings)
        return t

    def add_colour_target(self, stops, source: int = 0, space: int = 1, clamp: int = 3, easing=None, easings=None) -> int:
        """A colour target over [(input, 0xRRGGBBAA), ...], blended in Target.SRGB or
        Target.OKLAB; 4 outputs r, g, b, a in 0..1. Its index."""
        # The words checked before the target is added: a refused one leaves no target behind.
        words = [_word32(rgba, 'rgba', 'fizz_motion_add_colour_stop') for _, rgba in stops]
        t = self._status("fizz_motion_add_target", _int32(source, 'source', 'fizz_motion_add_target'),
                         _int32(space, 'space', 'fizz_motion_add_target'), _int32(clamp, 'clamp', 'fizz_motion_add_target'))
        for (i, _), rgba in zip(stops, words):
            self._status("fizz_motion_add_colour_stop", _i32(t), float(i), rgba)
        self._ease(t, len(stops), easing, easings)
        return t

    def set_easing(self, target: int, segment: int, easing):
        """Segment `segment` of `target` eases by `easing`: an Ease code or (code, a, b, c, d)."""
        code, *rest = easing if isinstance(easing, (tuple, list)) else (easing,)
        a, b, c, d = (list(map(float, rest)) + [0.0] * 4)[:4]
        self._status("fizz_motion_set_easing", _int32(target, 'target', 'fizz_motion_set_easing'), _int32(segment, 'segment', 'fizz_motion_set_easing'), _int32(code, 'easing', 'fizz_motion_set_easing'), a, b, c, d)

    def add_group(self, positions, radius: float, axis: int = 0, kernel: int = 0, channels=()) -> int:
        """A proximity group (the Dock row): items at `positions` pt weighted by `kernel` over
        `radius` pt; each channel (at0, at1) outputs at0 + (at1 - at0)·k per item. Its index."""
        g = self._status("fizz_motion_add_group", _int32(axis, 'axis', 'fizz_motion_add_group'), _int32(kernel, 'kernel', 'fizz_motion_add_group'), float(radius))
        for p in positions:
            self._status("fizz_motion_add_item", _i32(g), float(p))
        for a, b in channels:
            self._status("fizz_motion_add_channel", _i32(g), float(a), float(b))
        return g

    def output_offset(self, target: int) -> int:
        """Where a target's outputs start in map() (the engine answers, also after a restore);
        the target count gives where the groups start."""
        return self._status("fizz_motion_output_offset", Output.TARGET, _int32(target, 'target', 'fizz_motion_output_offset'))

    def group_offset(self, group: int) -> int:
        """Where a group's outputs start in map() (item-major)."""
        return self._status("fizz_motion_output_offset", Output.GROUP, _int32(group, 'group', 'fizz_motion_output_offset'))

    @property
    def output_count(self) -> int:
        return self._status("fizz_motion_output_count")

    def scroll_to(self, offset: float) -> bool:
        """The scroll view is at `offset` pt: True when the thumb moved (False: an echo)."""
        return self._status("fizz_motion_scroll_to", float(offset)) == 1

    def scrub_to(self, origin: float) -> bool:
        """The thumb is at `origin` pt: True when the offset moved (False: an echo)."""
        return self._status("fizz_motion_scrub_to", float(origin)) == 1

    @property
    def scroll_offset(self) -> float:
        return self._double("fizz_motion_get_scroll_offset")

    @property
    def thumb(self) -> float:
        return self._double("fizz_motion_get_thumb")

    def set_release(self, power: float = 0, time_constant: float = 0, snap_x: float = 0, snap_y: float = 0):
        """The release glide: power 0 (the default) stays where the finger lifts; else Framer's
        inertia (0.8, 0.325), landing on a grid snap_x / snap_y pt apart when given."""
        self._status("fizz_motion_set_release", float(power), float(time_constant), float(snap_x), float(snap_y))

    @property
    def is_gliding(self) -> bool:
        return self._status("fizz_motion_is_gliding") == 1

    def events(self):
        """The last step's events, (n, 7) float64: kind (Gesture.*), pointer, t, x, y, vx, vy —
        zero-copy, valid until the next call into the module."""
        n = self._status("fizz_motion_event_count")
        p = self.fizz.pointer(self._call("fizz_motion_events"), "fizz_motion_events")
        return _zero_copy(self.fizz, self._views, "events", p, n, ctypes.c_double, "<f8", 7)

class Animator(AnimatorCalls):
    """Many one-dimensional animations on a fixed 1/720 s step: springs toward targets and
    glides (decays) that may snap to a grid or bounce at bounds. Values in any unit,
    velocities in units/s, times in s; channels are positive int ids.
    `with fizz.animator() as a:` disposes it at the end."""

    __slots__ = ()

    def add_spring(self, value: float, target: float, stiffness: float = 100, damping: float = 10,
                   mass: float = 1, velocity: float = 0) -> int:
        """A spring channel from `value` toward `target`, moving at `velocity` units/s; returns
        its id. `**fizz.spring_from(...)` gives a peer's spring."""
        if velocity != 0:
            return self._status("fizz_animator_add_spring_moving", float(value), float(velocity), float(target),
                                float(stiffness), float(damping), float(mass))
        return self._status("fizz_animator_add_spring", float(value), float(target), float(stiffness),
                            float(damping), float(mass))

    def add_decay(self, value: float, velocity: float, power: float = 0.8, time_constant: float = 0.325) -> int:
        """A glide released at `value` with `velocity` (power, time_constant in s: Framer's
        inertia by default; UIScrollView's normal rate is 0.4995 for both). Returns its id."""
        return self._status("fizz_animator_add_decay", float(value), float(velocity), float(power),
                            float(time_constant))

    def set_spring(self, channel: int, stiffness: float, damping: float, mass: float = 1):
        self._status("fizz_animator_set_spring", _int32(channel, 'channel', 'fizz_animator_set_spring'), float(stiffness), float(damping), float(mass))

    def set_snap(self, channel: int, step: float, origin: float = 0):
        """Lands a glide on origin + n·step (step 0: off)."""
        self._status("fizz_animator_set_snap", _int32(channel, 'channel', 'fizz_animator_set_snap'), float(step), float(origin))

    def set_snap_points(self, channel: int, points):
        """Lands a glide on the nearest of `points` (any order; [] turns it off)."""
        values = [float(p) for p in points]
        data = struct.pack(f"<{len(values)}d", *values)
        self.fizz.with_bytes(data, lambda p: self._status("fizz_animator_set_snap_points", _int32(channel, 'channel', 'fizz_animator_set_snap_points'), p, len(values)))

    def set_paused(self, channel: int, paused: bool):
        self._status("fizz_animator_set_paused", _int32(channel, 'channel', 'fizz_animator_set_paused'), 1 if paused else 0)

    @property
    def count(self) -> int:
        """Channel slots (a channel's slot is id & 0xFFFF)."""
        return self._status("fizz_animator_count")

    def value(self, channel: int) -> float:
        return self._double("fizz_animator_get_value", _int32(channel, 'channel', 'fizz_animator_get_value'))

    def velocity(self, channel: int) -> float:
        return self._double("fizz_animator_get_velocity", _int32(channel, 'channel', 'fizz_animator_get_velocity'))

    def events(self) -> list[tuple[int, int]]:
        """The last step's events: (kind (Channel.*), channel id)."""
        n = self._status("fizz_animator_event_count")
        p = self.fizz.pointer(self._call("fizz_animator_events"), "fizz_animator_events")
        words = memoryview(self.fizz.read(p, 8 * n)).cast("I") if n else []
        return [(words[2 * i], _i32(words[2 * i + 1])) for i in range(n)]


class Popup(PopupCalls):
    """A layer of popups: rounded bodies of host-measured sizes beside references (rects, or
    points of size 0), with an arrow or a dashed leader, kept inside a boundary and apart from
    each other and from obstacles (pt, y down). `solve()` places them all (the layer's frame);
    the reads give the last solve, in id order. `with fizz.popup(w, h) as layer:` disposes it."""

    __slots__ = ()
    __slots__ = ()

    def set_rtl(self, on: bool):
        """Right-to-left: start and end swap on the top and bottom sides."""
        self._status("fizz_popup_set_rtl", 1 if on else 0)

    def add(self, reference=None, size=None, placement=None, preset=None, arrow=None,
            leader=None, corner_radius=None, offsets=None, fallbacks=None, options=None,
            arrow_padding=None, alignment_offset=None, boundary=None) -> int:
        """Adds a popup and returns its id (1, 2, …); each option goes through its setter
        (preset first): reference (x, y[, width, height]), size (width, height), placement
        (Placement.*), preset (Tip.*), arrow (base, height[, tip_radius]), leader (length,
        dash, dot_radius, inner_dot_radius), corner_radius, offsets (main, cross), fallbacks
        (sides), options (Anchor.* bits), arrow_padding, alignment_offset, boundary (x, y,
        width, height)."""
        i = self._status("fizz_popup_add")
        if preset is not None:
            self.apply_preset(i, preset)
        if reference is not None:
            self.set_reference(i, *reference)
        if size is not None:
            self.set_size(i, *size)
        if placement is not None:
            self.set_placement(i, placement)
        if arrow is not None:
            self.set_arrow(i, *arrow)
        if leader is not None:
            self.set_leader(i, *leader)
        if corner_radius is not None:
            self.set_corner_radius(i, corner_radius)
        if offsets is not None:
            self.set_offsets(i, *offsets)
        if fallbacks is not None:
            self.set_fallbacks(i, fallbacks)
        if options is not None:
            self.set_options(i, options)
        if arrow_padding is not None:
            self.set_arrow_padding(i, arrow_padding)
        if alignment_offset is not None:
            self.set_alignment_offset(i, alignment_offset)
        if boundary is not None:
            self.set_popup_boundary(i, *boundary)
        return i

    def remove(self, id: int):
        self._status("fizz_popup_remove", _int32(id, 'id', 'fizz_popup_remove'))

    def set_reference(self, id: int, x: float, y: float, width: float = 0, height: float = 0):
        """The reference rect in pt; a point when width and height are 0."""
        self._status("fizz_popup_set_reference", _int32(id, 'id', 'fizz_popup_set_reference'), float(x), float(y), float(width), float(height))

    def set_size(self, id: int, width: float, height: float):
        self._status("fizz_popup_set_size", _int32(id, 'id', 'fizz_popup_set_size'), float(width), float(height))

    def set_placement(self, id: int, placement: int):
        self._status("fizz_popup_set_placement", _int32(id, 'id', 'fizz_popup_set_placement'), _int32(placement, 'placement', 'fizz_popup_set_placement'))

    def set_arrow(self, id: int, base: float, height: float, tip_radius: float = 0):
        self._status("fizz_popup_set_arrow", _int32(id, 'id', 'fizz_popup_set_arrow'), float(base), float(height), float(tip_radius))

    def set_leader(self, id: int, length: float, dash: float, dot_radius: float, inner_dot_radius: float):
        self._status("fizz_popup_set_leader", _int32(id, 'id', 'fizz_popup_set_leader'), float(length), float(dash), float(dot_radius), float(inner_dot_radius))

    def set_corner_radius(self, id: int, radius: float):
        self._status("fizz_popup_set_corner_radius", _int32(id, 'id', 'fizz_popup_set_corner_radius'), float(radius))

    def set_offsets(self, id: int, main: float, cross: float):
        self._status("fizz_popup_set_offsets", _int32(id, 'id', 'fizz_popup_set_offsets'), float(main), float(cross))

    def set_fallbacks(self, id: int, sides):
        """The sides to try after the preferred one, in order (0 top, 1 right, 2 bottom,
        3 left; at most 4); sides not listed are never used. []: the default order."""
        self._status("fizz_popup_set_fallbacks", _int32(id, 'id', 'fizz_popup_set_fallbacks'), sum((_int32(s, 'sides', 'fizz_popup_set_fallbacks') + 1) << (4 * k) for k, s in enumerate(sides)))

    def apply_preset(self, id: int, tip: int):
        """One of BubblePopup's looks (Tip.*)."""
        self._status("fizz_popup_apply_preset", _int32(id, 'id', 'fizz_popup_apply_preset'), _int32(tip, 'preset', 'fizz_popup_apply_preset'))

    @property
    def count(self) -> int:
        return self._status("fizz_popup_count")

    def _read(self, name: str, ctype, fmt: str, stride: int):
        n = self.count
        p = self.fizz.pointer(self._call(name), name)
        return _zero_copy(self.fizz, self._views, name, p, n, ctype, fmt, stride)

    @property
    def boundary(self) -> tuple:
        """(x, y, width, height, top, right, bottom, left): the boundary and its padding, pt."""
        return tuple(self._double("fizz_popup_get_boundary", k) for k in range(8))

    def svg_path(self, id: int) -> str:
        """Popup `id`'s outline as an SVG path `d` (every arc turns clockwise: sweep 1)."""
        o = [float(v) for v in self.outline(id)]
        out, i = [], 0
        num = lambda v: f"{v:g}"   # noqa: E731
        while i < len(o):
            c = o[i]
            if c in (Path.MOVE, Path.LINE):
                out.append(f"{'M' if c == Path.MOVE else 'L'}{num(o[i + 1])} {num(o[i + 2])}")
                i += 3
            elif c == Path.ARC:
                r = o[i + 5]
                out.append(f"A{num(r)} {num(r)} 0 0 1 {num(o[i + 3])} {num(o[i + 4])}" if r > 0
                           else f"L{num(o[i + 1])} {num(o[i + 2])}L{num(o[i + 3])} {num(o[i + 4])}")
                i += 6
            else:
                out.append("Z")
                i += 1
        return "".join(out)


def _flat(view) -> list:
    """A bulk read's values as one flat list (a NumPy view of n × stride, or a memoryview)."""
    return view.reshape(-1).tolist() if hasattr(view, "reshape") else list(view)


class Layout(LayoutCalls):
    """A brick layout (BrickKit's bricks and sections, headless): a tree of sections and bricks
    laid out in rows, seen through a viewport scrolled by an offset, with scroll behaviors
    (sticky headers, cover flow, ...). No clock: `scroll_to` (or `update` after a change) makes
    the next frame. `with fizz.layout(width, height) as layout:` disposes it at the end.
    `frames()` and `ids()` are the zero-copy views; these are conveniences over them."""

    __slots__ = ()

    @property
    def offset(self) -> tuple[float, float]:
        """The scroll offset (x, y) in pt."""
        return (self.get_offset_x(), self.get_offset_y())

    def scroll_to(self, x: float, y: float):
        """Scrolls to (x, y) pt and updates the frames, ids and change list."""
        self.set_offset(x, y)

    @property
    def viewport(self) -> tuple[float, float]:
        return (self.get_viewport_width(), self.get_viewport_height())

    @property
    def content_size(self) -> tuple[float, float]:
        """(width, height) in pt; the height extrapolated while not laid out to its end."""
        return (self.get_content_width(), self.get_content_height())

    def items(self) -> list[dict]:
        """The items the last update handed out, copied: id, repetition and the frame
        (x, y, width, height in viewport pt, z, alpha, scale), in reading order."""
        f, ids = _flat(self.frames()), _flat(self.ids())
        keys = ("x", "y", "width", "height", "z", "alpha", "scale")
        return [dict(id=ids[2 * i], repetition=ids[2 * i + 1], **dict(zip(keys, f[7 * i:7 * i + 7])))
                for i in range(len(ids) // 2)]

    def change_list(self) -> list[tuple[int, int, int]]:
        """What the last update changed: (id, repetition, Change code)."""
        c = _flat(self.changes())
        return [(c[i], c[i + 1], c[i + 2]) for i in range(0, len(c), 3)]

    def bricks_in(self, x: float, y: float, width: float, height: float) -> list[tuple[int, int]]:
        """The laid-out bricks crossing a rect in content pt: (id, repetition) in reading order."""
        self.query(x, y, width, height)
        q = _flat(self.query_ids())
        return [(q[i], q[i + 1]) for i in range(0, len(q), 2)]

    def transition(self, id: int, repetition: int, style: int) -> dict:
        """The frame repetition `repetition` of brick `id` appears from or disappears to
        (`style` an Appear code) at the current offset: x, y, width, height (viewport pt),
        alpha, scale."""
        keys = ("x", "y", "width", "height", "alpha", "scale")
        return {k: self.transition_frame(id, repetition, style, i) for i, k in enumerate(keys)}


class Carousel(CarouselCalls):
    """Items along a path with scroll-driven 3-D transforms (Showcase's paths, iCarousel's
    types, Swiper's effects), looping for any count, scroll physics on a fixed 1/720 s step
    whose landing is known before it animates. `with fizz.carousel(vw, vh, iw, ih, n) as c:`
    disposes it at the end; every call of fizz.h's section is a generated method."""

    __slots__ = ()

    @property
    def position(self) -> float:
        """The fractional item index at the viewport's centre; setting it jumps there."""
        return self.get_position()

    @position.setter
    def position(self, v: float):
        self.set_position(v)

    @property
    def phase(self) -> int:
        """Phase.IDLE, DRAGGING, GLIDING or SPRINGING."""
        return self.get_phase()

    def set_custom_path(self, points, smooth: bool = False):
        """Replaces the custom path's points ([(u, y), ...]) and selects it."""
        self.clear_path_points()
        for u, y in points:
            self.add_path_point(u, y)
        self.set_path(_constants.Curve.CUSTOM, 1 if smooth else 0, 0, 0, 0)

    def items(self) -> list:
        """The visible items, backmost first (draw in this order): dicts of index, offset,
        normalized, matrix (16 floats, m11..m44, row vectors), opacity, depth; copied."""
        v = self.visible()
        r = [float(x) for x in (v.reshape(-1) if hasattr(v, "reshape") else v)]
        out = [dict(index=int(r[i]), offset=r[i + 1], normalized=r[i + 2], matrix=r[i + 3:i + 19],
                    opacity=r[i + 19], depth=r[i + 20]) for i in range(0, len(r) - 20, 21)]
        return sorted(out, key=lambda it: it["depth"])

