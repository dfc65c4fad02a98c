"""One call and everything the fuzzer reads after it, the same code on both backends.

A backend has `call(name, args)` (args as 32/64-bit patterns and floats; integer results as
unsigned patterns, pointers as addresses, 0 for NULL) and `read(address, size)`. Doubles are
kept as bit patterns with every NaN made one NaN, so the native and the wasm observation of
the same call compare with `==`, bit for bit.
"""
from __future__ import annotations

import struct

NAN_BITS = 0x7FF8000000000000
#: Bubble-level reads are made for at most this many live handles per world.
CHILDREN_READ = 12


def bits(d: float) -> int:
    return NAN_BITS if d != d else struct.unpack("<Q", struct.pack("<d", d))[0]


def finite(b: int) -> bool:
    return (b >> 52) & 0x7FF != 0x7FF


def result_of(backend, fn, args):
    """Calls fn and reads what it returns: an int pattern, double bits, or for a bulk read
    (count called first: the pointer is valid only until the next call) `(nonnull, values)`,
    for a string `(nonnull, bytes)`."""
    if fn.result in ("doubles", "words"):
        n = backend.call(fn.count, [args[k] for k in fn.count_args])
        n = n - (1 << 32) if n >= 1 << 31 else n
        p = backend.call(fn.name, args)
        if p == 0:
            return (0, ())
        size = max(n, 0) * fn.stride
        if fn.result == "doubles":
            data = backend.read(p, 8 * size)
            return (1, tuple(bits(d) for d in struct.unpack(f"<{size}d", data)))
        return (1, struct.unpack(f"<{size}I", backend.read(p, 4 * size)))
    if fn.result == "string":
        p = backend.call(fn.name, args)
        return (0, b"") if p == 0 else (1, backend.string(p))
    r = backend.call(fn.name, args)
    return bits(r) if fn.result == "f64" else r


def state(backend, cat, tracked):
    """Which tracked handles are valid, and every read of each valid one: the library's whole
    observable state. `tracked` is a list of (kind, handle, root handle or 0)."""
    valid = []
    for kind, h, root in tracked:
        f = cat.api[kind + "_is_valid"]
        valid.append(backend.call(f.name, [h] if len(f.params) == 1 else [root, h]))
    reads = {}
    children = {}
    for entry, ok in zip(tracked, valid):
        kind, h, root = entry
        if not ok:
            continue
        if kind in cat.roots:
            reads[entry] = tuple(result_of(backend, f, [h]) for f in cat.reads_for(kind))
        else:
            n = children.get(root, 0)
            if n >= CHILDREN_READ:
                continue
            children[root] = n + 1
            reads[entry] = tuple(result_of(backend, f, [root, h]) for f in cat.reads_for(kind))
    return tuple(valid), reads


def _signed(v: int) -> int:
    return v - (1 << 32) if v >= 1 << 31 else v


def perform(backend, cat, fn, args, tracked):
    """The call, then the last error (and before it, for calls documented not to touch it),
    then the state. A dict that pickles and compares."""
    backend.refuel()
    before = _signed(backend.call("last_error", [])) if fn.name in cat.quiet else None
    result = result_of(backend, fn, args)
    err = backend.call("last_error", [])
    p = backend.call("last_error_message", [])
    msg = backend.string(p) if p else None
    backend.refuel()
    valid, reads = state(backend, cat, tracked)
    return {"result": result, "err": _signed(err),
            "err_before": before, "msg": msg, "valid": valid, "reads": reads}
