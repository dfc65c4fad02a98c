"""The two builds of the C API behind one interface: fizz.wasm in wasmtime (in this process,
a fuel budget per call so a hang is a trap) and the native library (in a forked worker of a
server process, so a crash or a hang kills the worker, never the fuzzer).
"""
from __future__ import annotations

import ctypes
import os
import pickle
import select
import signal
import struct
import subprocess
import sys


MASK32 = 0xFFFFFFFF
MASK64 = 0xFFFFFFFFFFFFFFFF
#: Memory a sequence may use: wasm linear memory, and the native worker's address space.
MEMORY_CAP = 1 << 30
NATIVE_ADDRESS_SPACE = 6 << 30


def _fnv1a(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & MASK64
    return h


#: How many damage modes `snapshot_restore` has (catalogue.SNAPSHOT_MODES names them).
SNAPSHOT_MODE_COUNT = 10


def buffer_call(backend, fn, target, args):
    """The fuzzer's form of a call taking a buffer of doubles (catalogue.BUFFER_VALUES): the
    doubles first + k·step, k < count % 33, in a buffer from fizz_alloc, passed with their
    count to `target`; the buffer is freed before the next such call, so the call is the
    last one made and the last error is its own. Answers the call's result."""
    from catalogue import BUFFER_MAX
    p = fn.param_names.index("count")
    count, first, step = args[p], args[p + 1], args[p + 2]
    n = (count & MASK32) % BUFFER_MAX
    previous = getattr(backend, "values_buffer", 0)
    backend.values_buffer = 0
    if previous:
        backend.call("free", [previous])
    buf = 0
    if n:
        buf = backend.call("alloc", [8 * n])
        if buf == 0:
            return backend.call(target, list(args[:p]) + [0, n] + list(args[p + 3:]))
        backend.values_buffer = buf
        backend.write(buf, struct.pack(f"<{n}d", *[first + k * step for k in range(n)]))
    return backend.call(target, list(args[:p]) + [buf, n] + list(args[p + 3:]))


def composed_call(backend, name, kind, args):
    """One of the fuzzer's own snapshot calls (catalogue.SNAPSHOT_RESTORE, SNAPSHOT_ROUNDTRIP)."""
    if len(args) == 1:
        return snapshot_roundtrip(backend, kind, args[0])
    return snapshot_restore(backend, kind, args)


def _snapshot(backend, kind, src):
    """(buffer, size) of src's snapshot in a buffer from fizz_alloc, or (0, status) when a
    call refused. The last call's buffer is freed here, not at the end of that call, so that
    the restore is each call's last and the last error is its own."""
    previous = getattr(backend, "snapshot_buffer", 0)
    backend.snapshot_buffer = 0
    if previous:
        backend.call("free", [previous])
    size = backend.call(kind + "_snapshot", [src, 0, 0]) & MASK32
    if size >= 1 << 31:
        return 0, size
    buf = backend.call("alloc", [size + 16])
    if buf == 0:
        return 0, backend.call("last_error", []) & MASK32
    backend.snapshot_buffer = buf
    backend.call(kind + "_snapshot", [src, buf, size])
    return buf, size


def snapshot_roundtrip(backend, kind, h):
    """`<kind>_snapshot_roundtrip`: h's snapshot restored into h; the restore's status."""
    buf, size = _snapshot(backend, kind, h)
    if buf == 0:
        return size
    return backend.call(kind + "_restore", [h, buf, size]) & MASK32


#: The 32-bit values mode 9 writes over a field (besides the drawn value and the field ± 1):
#: counts and indices off by one, sign bits, extremes.
FIELD_VALUES = [0, 1, 2, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x10000, 0xFFFF]


def snapshot_restore(backend, kind, args):
    """The fuzzer's snapshot call of `kind` (`<kind>_snapshot_restore`, catalogue.SNAPSHOT_RESTORE),
    the same steps on both backends: the size (NULL buffer), a buffer from fizz_alloc, the
    snapshot, the damage `mode` asks for, fizz_<kind>_restore into the second object,
    fizz_free. Answers the restore's status, or the first refusal before it."""
    src, dst, mode, at, value = args
    mode %= SNAPSHOT_MODE_COUNT
    buf, size = _snapshot(backend, kind, src)
    if buf == 0:
        return size
    data = bytearray(backend.read(buf, size))
    length = size
    if mode == 1:
        length = at % (size + 1)
    elif mode == 2:
        data[at % size] ^= (value | 1) & 0xFF
    elif mode in (3, 4):
        data[8 if mode == 3 else 16 + at % (size - 24)] ^= (value | 1) & 0xFF
        data[-8:] = _fnv1a(bytes(data[:-8])).to_bytes(8, "little")
    elif mode == 6:
        length = size + 1 + value % 16
    elif mode == 7:
        length = 0
    elif mode == 9 and size >= 28:
        # Well-formed bad content: one 32-bit window of the payload (any alignment: fields of
        # 1, 4 and 8 bytes) set to a count, index or extreme, the checksum rewritten.
        k = 16 + at % (size - 27)
        old = int.from_bytes(data[k:k + 4], "little")
        choices = FIELD_VALUES + [value, (old + 1) & MASK32, (old - 1) & MASK32, old ^ 0x80000000]
        data[k:k + 4] = choices[(value >> 8) % len(choices)].to_bytes(4, "little")
        data[-8:] = _fnv1a(bytes(data[:-8])).to_bytes(8, "little")
    backend.write(buf, bytes(data))
    return backend.call(kind + "_restore", [dst, 0 if mode == 5 else buf, length]) & MASK32


class Stopped(Exception):
    """A backend that can go no further: a trap, a crash, a hang. `kind` names it."""

    def __init__(self, kind: str, detail: str):
        super().__init__(f"{kind}: {detail}")
        self.kind, self.detail = kind, detail


def _signed(v: int, width: int) -> int:
    return v - (1 << width) if v >= 1 << (width - 1) else v


# ---- wasm ------------------------------------------------------------------------------------

class Wasm:
    """fizz.wasm in wasmtime; `fuel` wasm instructions (about) per call before it counts as a
    hang. A fresh instance per sequence (`reset`), the module compiled once."""

    def __init__(self, path: str, cat, fuel: int):
        import wasmtime
        self.wt = wasmtime
        config = wasmtime.Config()
        config.consume_fuel = True
        self.engine = wasmtime.Engine(config)
        self.module = wasmtime.Module.from_file(self.engine, path)
        self.cat, self.fuel = cat, fuel
        self.kinds = {f.name: f for f in cat.api.values()}

    def reset(self):
        from wasmtime import _ffi as ffi
        self.snapshot_buffer = 0
        self.store = self.wt.Store(self.engine)
        # Linear memory capped (a growth past it fails as in a browser tab that is out of
        # memory, and the module must answer FIZZ_E_LIMIT, not trap): a sequence never takes
        # this shared machine's memory.
        self.store.set_limits(memory_size=MEMORY_CAP)
        self.store.set_fuel(self.fuel)
        inst = self.wt.Instance(self.store, self.module, [])
        ex = inst.exports(self.store)
        self.memory = ex["memory"]
        ex["_initialize"](self.store)
        # Calls go through wasmtime_func_call_unchecked with preallocated values (as the
        # benchmark runner does): the friendly Func.__call__ costs ~20 µs of Python per call,
        # and the fuzzer makes dozens of reads per call.
        self.context = self.store._context()
        self.values = (ffi.wasmtime_val_raw_t * 8)()
        self.trap = ctypes.POINTER(ffi.wasm_trap_t)()
        self.trap_ref = ctypes.byref(self.trap)
        self.raw = ffi.wasmtime_func_call_unchecked
        self.funcs = {n: (ctypes.byref(ex["fizz_" + n]._func), f.params, f.result, max(len(f.params), 1))
                      for n, f in self.kinds.items()
                      if n not in self.cat.snapshot_calls and n not in self.cat.buffer_calls}
        for n in self.cat.buffer_calls.values():      # the pointer is a 32-bit address in wasm
            f = self.kinds[n]
            self.funcs[n] = (ctypes.byref(ex["fizz_" + n]._func), ["i32" if p == "doubles" else p for p in f.params],
                             f.result, max(len(f.params), 1))
        self.refuel()

    def refuel(self):
        """A fresh budget: before every call of the sequence and before the reads after it."""
        self.store.set_fuel(self.fuel)

    def call(self, name, args):
        if name in self.cat.snapshot_calls:
            return composed_call(self, name, self.cat.snapshot_calls[name], args)
        if name in self.cat.buffer_calls:
            return buffer_call(self, self.kinds[name], self.cat.buffer_calls[name], args)
        func, params, result, slots = self.funcs[name]
        v = self.values
        for k, (a, kind) in enumerate(zip(args, params)):
            if kind == "f64":
                v[k].f64 = a
            elif kind == "i64":
                v[k].i64 = _signed(a & MASK64, 64)
            else:
                v[k].i32 = _signed(a & MASK32, 32)
        error = self.raw(self.context, func, v, slots, self.trap_ref)
        if error or self.trap:
            self._stopped(name, error)
        if result == "f64":
            return v[0].f64
        return v[0].i64 & MASK64 if result == "i64" else v[0].i32 & MASK32

    def _stopped(self, name, error):
        from wasmtime import _ffi as ffi
        if self.store.get_fuel() == 0:
            raise Stopped("wasm over budget", f"fizz_{name} used more than {self.fuel:.3g} fuel (a hang?)")
        text = "error"
        if self.trap:
            lines = [t.strip() for t in str(self.wt.Trap._from_ptr(self.trap)).splitlines() if t.strip()]
            text = next((t for t in reversed(lines) if "trap" in t), lines[-1] if lines else "trap")
            self.trap = ctypes.POINTER(ffi.wasm_trap_t)()
            self.trap_ref = ctypes.byref(self.trap)
        raise Stopped("wasm trap", f"fizz_{name}: {text}")

    def read(self, address, size):
        if size == 0:
            return b""
        if address + size > self.memory.data_len(self.store):
            raise Stopped("wasm bad array", f"{size} bytes at {address} are outside memory")
        return bytes(self.memory.read(self.store, address, address + size))

    def write(self, address, data):
        self.memory.write(self.store, data, address)

    def string(self, address):
        end = min(address + 4096, self.memory.data_len(self.store))
        return bytes(self.memory.read(self.store, address, end)).split(b"\0", 1)[0]


# ---- native: the library in-process (used by the worker) --------------------------------------

class NativeLibrary:
    def __init__(self, path: str, cat):
        self.lib = ctypes.CDLL(path)
        self.kinds = {}
        scalar = {"i32": ctypes.c_uint32, "i64": ctypes.c_uint64, "f64": ctypes.c_double}
        self.buffer_calls = cat.buffer_calls
        self.api = cat.api
        for f in cat.api.values():
            if f.name in cat.buffer_calls.values():       # the target of a `_values` call
                sym = getattr(self.lib, f.c_name)
                sym.argtypes = [ctypes.c_void_p if k == "doubles" else scalar[k] for k in f.params]
                sym.restype = scalar[f.result]
                self.kinds[f.name] = (sym, f.result)
                continue
            if not f.callable or f.name in cat.snapshot_calls or f.name in cat.buffer_calls:
                continue
            sym = getattr(self.lib, f.c_name)
            sym.argtypes = [scalar[k] for k in f.params]
            sym.restype = scalar.get(f.result, ctypes.c_void_p)
            self.kinds[f.name] = (sym, f.result)

        # The buffer calls, for the snapshot calls.
        self.snapshot_calls = cat.snapshot_calls
        u32, ptr = ctypes.c_uint32, ctypes.c_void_p
        buffer_calls = [("alloc", [u32], ptr), ("free", [ptr], ctypes.c_int32)] \
            if cat.snapshot_calls or cat.buffer_calls else []
        for kind in cat.snapshot_calls.values():
            buffer_calls += [(kind + "_snapshot", [u32, ptr, u32], ctypes.c_int32),
                             (kind + "_restore", [u32, ptr, u32], ctypes.c_int32)]
        for name, argtypes, restype in buffer_calls:
            sym = getattr(self.lib, "fizz_" + name)
            sym.argtypes, sym.restype = argtypes, restype
            self.kinds[name] = (sym, "ptr" if name == "alloc" else "i32")

    def call(self, name, args):
        if name in self.snapshot_calls:
            return composed_call(self, name, self.snapshot_calls[name], args)
        if name in self.buffer_calls:
            return buffer_call(self, self.api[name], self.buffer_calls[name], args)
        sym, result = self.kinds[name]
        r = sym(*args)
        return r if result in ("f64", "i32", "i64") else (r or 0)

    def refuel(self):
        pass

    def read(self, address, size):
        return ctypes.string_at(address, size) if size else b""

    def write(self, address, data):
        ctypes.memmove(address, data, len(data))

    def string(self, address):
        return ctypes.string_at(address)


# ---- native: the client side, talking to tools/fuzzer/native_server.py ------------------------

def send(fd, obj):
    data = pickle.dumps(obj, protocol=4)
    os.write(fd, struct.pack("<I", len(data)) + data)


def receive(fd, timeout=None):
    """One message, or None on timeout; EOFError when the pipe closed."""
    if timeout is not None and not select.select([fd], [], [], timeout)[0]:
        return None
    head = _exactly(fd, 4)
    return pickle.loads(_exactly(fd, struct.unpack("<I", head)[0]))


def _exactly(fd, n):
    out = b""
    while len(out) < n:
        chunk = os.read(fd, n - len(out))
        if not chunk:
            raise EOFError
        out += chunk
    return out


class Native:
    """The native library in a forked worker per sequence; `timeout` seconds per call."""

    def __init__(self, library: str, timeout: float, preload: str | None = None):
        self.library, self.timeout, self.worker, self.preload = library, timeout, None, preload
        self._start()

    def _start(self):
        here = os.path.dirname(os.path.abspath(__file__))
        # A crash is reported by its signal; the Swift runtime's backtrace would cost 0.2 s
        # and a page of output each.
        env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        if self.preload:
            # AddressSanitizer's runtime, for a library built with it: a bad access prints its
            # report and ends the worker (a native crash). Its shadow memory takes terabytes of
            # address space, so the worker's cap is ASan's own (RSS) instead of RLIMIT_AS.
            env.update(LD_PRELOAD=self.preload, FIZZ_FUZZ_ASAN="1",
                       ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:"
                                    f"hard_rss_limit_mb={NATIVE_ADDRESS_SPACE >> 20}")
        self.proc = subprocess.Popen([sys.executable, os.path.join(here, "native_server.py"), self.library],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self.out, self.inp = self.proc.stdin.fileno(), self.proc.stdout.fileno()

    def reset(self):
        self.end()
        send(self.out, ("begin",))
        m = receive(self.inp, 30)
        if m is None:
            # A worker killed halfway through reading a message leaves the rest of it in the
            # pipe, and the server misreads it: start a new server.
            self.proc.kill()
            self.proc.wait()
            self._start()
            send(self.out, ("begin",))
            m = receive(self.inp, 30)
        assert m[0] == "worker", m
        self.worker = m[1]

    def perform(self, fn_name, args, tracked):
        """Sends a call; `collect` waits for its observation (wasm runs in between)."""
        send(self.out, ("call", fn_name, args, tracked))

    def collect(self, what, timeout=None):
        """The observation of the call sent; `timeout` (default: the per-call one) is shorter
        once wasm has already gone over its budget on the same call."""
        timeout = self.timeout if timeout is None else timeout
        m = receive(self.inp, timeout)
        if m is None:
            os.kill(self.worker, signal.SIGKILL)
            self._died()
            raise Stopped("native hang", f"{what} took more than {timeout:g} s natively")
        if m[0] == "died":
            self.worker = None
            raise Stopped("native crash", f"{what}: the native library died ({m[1]})")
        return m[1]

    def _died(self):
        while True:
            m = receive(self.inp, 30)
            if m is None or m[0] == "died":
                break
        self.worker = None

    def end(self):
        if self.worker is not None:
            send(self.out, ("end",))
            self._died()

    def close(self):
        try:
            self.end()
            self.proc.stdin.close()
            self.proc.wait(10)
        except Exception:
            self.proc.kill()
