"""What every host class over a handle shares (`_Object`), the errors and the integer
conversions: the generated kind classes (_calls.py) and the hand-written ones build on it."""
from __future__ import annotations

import ctypes
import math
import operator
import weakref

from .constants import Status

try:
    import numpy as _np
except ImportError:   # frames are then memoryviews
    _np = None


def _i64(v: int) -> int:
    v &= 0xFFFFFFFFFFFFFFFF
    return v - (1 << 64) if v >= 1 << 63 else v


def _i32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


# Integer arguments, checked before the engine is called (the generated methods and factories
# check every integer parameter of fizz.h by its C type, the hand-written ones theirs). The
# export itself wraps: wasmtime hands a Python int to an i32 parameter modulo 2**32, so
# 2**32 + 3 arrived as 3 and -1 given to a uint32_t as 4294967295, and the call was accepted
# with another value than the caller passed. An integer parameter takes an int (anything with
# __index__, such as a NumPy integer) in its C type's range, never a bool, a float or a
# string; anything else raises a FizzError naming the call and the parameter, and nothing
# changes. _i32 and _i64 above only spell an already checked value as the signed bits wasm takes.

def _integer(v, name: str, call: str, c_type: str, low: int, high: int) -> int:
    if not isinstance(v, bool):
        try:
            i = operator.index(v)
        except TypeError:
            i = None
        if i is not None and low <= i <= high:
            return i
    if isinstance(v, str):
        shown = f"the string {v[:40]!r}"
    elif v is None or isinstance(v, (bool, int, float)):
        shown = repr(v)
    else:
        shown = f"a {type(v).__name__}"
    code = Status.NOT_FINITE if isinstance(v, float) and not math.isfinite(v) else Status.OUT_OF_RANGE
    raise FizzError(code, f"{name} must be an integer in {low}..{high} ({c_type}), not {shown}", call)


def _int32(v, name: str, call: str) -> int:
    """An int32_t argument `name` of `call`, checked."""
    return _integer(v, name, call, "int32_t", -(1 << 31), (1 << 31) - 1)


def _uint32(v, name: str, call: str) -> int:
    """A uint32_t argument (a count, a word, a handle), checked, as the signed i32 wasm takes."""
    return _i32(_integer(v, name, call, "uint32_t", 0, (1 << 32) - 1))


def _int64(v, name: str, call: str) -> int:
    """An int64_t argument, checked."""
    return _integer(v, name, call, "int64_t", -(1 << 63), (1 << 63) - 1)


def _uint64(v, name: str, call: str) -> int:
    """A uint64_t argument, checked, as the signed i64 wasm takes."""
    return _i64(_integer(v, name, call, "uint64_t", 0, (1 << 64) - 1))


def _word32(v, name: str, call: str) -> int:
    """A 32-bit word the caller may spell signed or unsigned (a pointer id, a 0xRRGGBBAA
    colour), checked: an integer in -2**31..2**32 - 1, as the signed i32 wasm takes."""
    return _i32(_integer(v, name, call, "32-bit word", -(1 << 31), (1 << 32) - 1))


def _float(v, name: str, call: str) -> float:
    """A double argument: float(v) (the engine refuses what is not finite); the signature of
    the integer checks, for configure's table."""
    return float(v)


class FizzError(Exception):
    """A call the engine refused: `code` is the negative FIZZ_E_* status, `call` the C name."""

    def __init__(self, code: int, message: str, call: str):
        super().__init__(f"{call}: {message} (status {code})")
        self.code = code
        self.message = message
        self.call = call


def _zero_copy(fizz, cache: dict, name: str, p: int, n: int, ctype, fmt: str, stride: int):
    """n × stride values of `ctype` at address `p` of the module's memory, as a NumPy view
    (a memoryview without NumPy), valid until the next call into the module. Kept in `cache`
    under `name` and rebuilt when the engine's array moved, the count changed or the memory
    grew (its base may move)."""
    base = fizz.base_address()
    size = fizz.memory.data_len(fizz.store)
    key = (base, size, p, n)
    cached = cache.get(name)
    if cached and cached[0] == key:
        return cached[1]
    count = n * stride
    if p == 0 or count == 0:
        array = (ctype * 0)()
    else:
        if p + count * ctypes.sizeof(ctype) > size:
            raise IndexError("a returned pointer reaches past the end of linear memory")
        array = (ctype * count).from_address(base + p)
    if _np is not None:
        view = _np.frombuffer(array, dtype=_np.dtype(fmt), count=count)
        view = view.reshape((n, stride)) if stride > 1 else view
    else:
        view = memoryview(array).cast("B").cast("d" if fmt == "<f8" else "I")
    cache[name] = (key, view)
    return view


def _destroy(fizz, kind: str, handle: int):
    # The safety net for objects dropped without dispose(): frees the engine's object.
    if not fizz._closed:
        fizz.call(f"fizz_{kind}_destroy", _i32(handle))


def _keyed(e: FizzError, key: str) -> FizzError:
    """configure's error for the setting `key`: the key in its message and as `key`."""
    keyed = FizzError(e.code, f"{key}: {e.message}", e.call)
    keyed.key = key
    return keyed


#: The host class of each kind, by kind name (filled as the classes are defined).
CLASSES: dict = {}


class _Object:
    """What every class over a handle shares: calls on it, disposal (explicit, by `with`, or
    by a weakref finalizer when dropped), validity and the one snapshot protocol. A subclass
    names its `kind` as fizz.h does ("world", "strip").

    Slots, not a `__dict__`: `strip.spacing = 10` on a class whose setting is a method (the
    engine has no getter to pair with it) raises AttributeError instead of quietly setting a
    Python attribute the engine never sees. A subclass declares `__slots__` too, or loses that."""

    __slots__ = ("fizz", "handle", "_finalizer", "_views", "__weakref__")
    kind = ""
    noun = ""       # what messages call one ("popup layer"); the kind's name if empty

    def __init_subclass__(cls, **kw):
        # The library's factories (FizzCalls) make each kind's most derived class: the
        # hand-written one, defined after its generated base.
        super().__init_subclass__(**kw)
        if cls.kind:
            CLASSES[cls.kind] = cls

    def __init__(self, fizz, handle: int):
        self.fizz = fizz
        self.handle = handle
        self._finalizer = weakref.finalize(self, _destroy, fizz, self.kind, handle)
        self._views: dict[str, tuple] = {}

    def _h(self) -> int:
        if self.handle == 0:
            raise FizzError(Status.STALE_HANDLE, f"the {self.noun or self.kind} was disposed", type(self).__name__)
        return _i32(self.handle)

    def _call(self, name: str, *args):
        return self.fizz.call(name, self._h(), *args)

    def _status(self, name: str, *args) -> int:
        return self.fizz.check(self._call(name, *args), name)

    def _double(self, name: str, *args) -> float:
        return self.fizz.number(self._call(name, *args), name)

    # One helper per result type of fizz.h, each given the whole argument list (handle
    # included): the generated methods (_calls.py) are one line each over them.

    def _int(self, name: str, *args) -> int:
        """int32_t: a negative status raises."""
        return self.fizz.check(self.fizz.call(name, *args), name)

    def _u32(self, name: str, *args) -> int:
        """uint32_t (a handle, a word): 0 raises when the engine reports an error."""
        return self.fizz.pointer(self.fizz.call(name, *args), name)

    def _f64(self, name: str, *args) -> float:
        """double: NaN raises when the engine reports an error."""
        return self.fizz.number(self.fizz.call(name, *args), name)

    def _s64(self, name: str, *args) -> int:
        """int64_t: a negative value is a status and raises."""
        v = _i64(self.fizz.call(name, *args))
        if v < 0:
            raise self.fizz.error(name, v)
        return v

    def _u64(self, name: str, *args) -> int:
        """uint64_t, unsigned: 0 raises when the engine reports an error."""
        v = self.fizz.call(name, *args) & 0xFFFFFFFFFFFFFFFF
        if v == 0 and self.fizz.last_error < 0:
            raise self.fizz.error(name)
        return v

    def _str(self, name: str, *args) -> str:
        """const char*: the string."""
        return self.fizz.string(self.fizz.pointer(self.fizz.call(name, *args), name))

    def _array(self, doubles: bool, stride: int, n: int, name: str, *args):
        """An array result of n × stride values: a zero-copy view (see _zero_copy), cached
        under the call's name."""
        p = self.fizz.pointer(self.fizz.call(name, *args), name)
        if doubles:
            return _zero_copy(self.fizz, self._views, name, p, n, ctypes.c_double, "<f8", stride)
        return _zero_copy(self.fizz, self._views, name, p, n, ctypes.c_uint32, "<u4", stride)

    def _configure(self, options: dict, settings: tuple):
        """configure's one implementation (the generated `configure(**options)` of each kind
        passes its table): `settings` is ((key, C setter, check), …), the kind's one-value
        setters in header order, each with its argument's check (_int32, …, _float). Unknown
        keys raise before anything is applied; then the given keys are set in header order on a
        scratch copy, and only when every one is accepted here, so a refused configure leaves
        the object (its state, hash and a world's bubble handles) as it was, and the engine's
        error is raised with the key in its message and as `key`."""
        known = [key for key, _, _ in settings]
        unknown = [key for key in options if key not in known]
        if unknown:
            raise FizzError(Status.INVALID_OPTION, f"unknown setting {unknown[0]!r} (the settings: {', '.join(known)})",
                            f"{type(self).__name__}.configure")
        # Tried first on a scratch copy (any new object of the kind with this one's snapshot
        # restored into it), then made here: a refusal part-way leaves this object untouched,
        # where undoing by a restore would re-issue a world's bubble handles.
        given = []
        for key, name, convert in settings:
            if key in options:
                try:
                    given.append((key, name, convert(options[key], key, name)))
                except FizzError as e:     # an integer refused by its check, before the engine
                    raise _keyed(e, key) from None
        create = f"fizz_{self.kind}_create"
        params = self.fizz._functions[create].type(self.fizz.store).params
        scratch = self.fizz.pointer(self.fizz.call(create, *[100.0 if str(t) == "f64" else 100 for t in params]), create)
        try:
            self.fizz.restore(self.kind, _i32(scratch), self.snapshot())
            for key, name, value in given:
                try:
                    self._int(name, _i32(scratch), value)
                except FizzError as e:
                    raise _keyed(e, key) from None
        finally:
            _destroy(self.fizz, self.kind, scratch)
        for key, name, value in given:
            self._int(name, self._h(), value)

    def dispose(self):
        """Destroys the object (a world with its bubbles). Safe to call twice."""
        if self.handle:
            self._finalizer.detach()
            _destroy(self.fizz, self.kind, self.handle)
            self.handle = 0
            self._views.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.dispose()

    @property
    def is_valid(self) -> bool:
        return self.handle != 0 and self.fizz.call(f"fizz_{self.kind}_is_valid", _i32(self.handle)) == 1

    def snapshot(self) -> bytes:
        """The whole state as bytes (the format of fizz.h's snapshot section): restore it into
        this or another object of the kind, in this or any other runtime."""
        return self.fizz.snapshot(self.kind, self._h())

    def restore(self, data: bytes):
        """Replaces the state with a snapshot's (a world's bubble handles are re-issued: read
        them again with `ids`); a damaged or foreign snapshot raises and changes nothing."""
        self.fizz.restore(self.kind, self._h(), data)
        self._views.clear()


