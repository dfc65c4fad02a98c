"""Reads the C API's shape out of wasm/fizz.h.

The header is the one description of the API that every host shares, and functions are being
added to it all the time: a host with a hand-copied table would silently fall behind, so this
one learns every function's parameter and result types from fizz.h itself.

Kinds: 'i32' (int32_t, uint32_t), 'i64' (int64_t, uint64_t), 'f64' (double), 'doubles'
(const double*), 'words' (const uint32_t*), 'string' (const char*), 'void', 'unsupported'.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_SCALARS = {"int32_t": "i32", "uint32_t": "i32", "int64_t": "i64", "uint64_t": "i64", "double": "f64"}
_POINTERS = {"const double*": "doubles", "const uint32_t*": "words", "const char*": "string"}
_PROTO = re.compile(r"(?:^|\n)\s*((?:const\s+)?[A-Za-z_]\w*\s*\**)\s*(fizz_[a-z0-9_]+)\s*\(([^)]*)\)\s*;")
_DEFINE = re.compile(r"^#define\s+(FIZZ_[A-Z0-9_]+)\s+(-?(?:0x[0-9A-Fa-f]+|\d+))\b[^\n]*$", re.M)
_SHAPE = re.compile(r"fizz_([a-z0-9_]+)\s*\(([^)]*)\)\s*(?:(?:×|x|\*)\s*\(([^)]*)\))?")
_RETURNS = re.compile(r"@returns\s+([a-z][a-z0-9_]*)")
_FRAME = re.compile(r"@frame\s+fizz_([a-z0-9_]+)\s*\(\s*([a-z_][a-z0-9_]*)\s*\)")
_KIND = re.compile(r"@kind[ \t]+([a-z][a-z0-9_]*)(?=[ \t]+tag[ \t])((?:[ \t]+[A-Za-z0-9_]+)*)")


@dataclass
class FrameRule:
    """`@frame fizz_<hash>(<param>)`: after the function returns FIZZ_OK, one frame of the
    object its parameter number `param` names (of kind `kind`), whose hash is `hash` (a name
    without `fizz_`) called with that argument."""
    hash: str
    param: int
    kind: str


@dataclass
class Function:
    """One fizz_* function: `name` without the prefix, parameter kinds, result kind. Array
    results hold count × stride values, count being the result of the function `count`
    (a name without `fizz_`) called with the arguments at `count_args` (parameter indices).
    `frame` is its frame rule, if it produces frames; `handle` the kind of object a handle
    result names and `handle_params` the kind each parameter takes (None: not a handle)."""
    name: str
    params: list[str] = field(default_factory=list)
    result: str = "i32"
    stride: int = 0
    count: str | None = None
    count_args: list[int] = field(default_factory=list)
    frame: FrameRule | None = None
    handle: str | None = None
    handle_params: list[str | None] = field(default_factory=list)
    #: The C types as the header spells them (parameter names dropped), for code generators
    #: such as wasm/c/gen_dispatch.py that must cast to them.
    c_params: list[str] = field(default_factory=list)
    c_result: str = ""
    #: The parameter names ("" where the header gives none) and the comment nearest above the
    #: prototype (shared by a group of prototypes), for tools that read meaning from them
    #: (tools/fuzz draws handles by parameter name and numbers from the documented ranges).
    param_names: list[str] = field(default_factory=list)
    doc: str = ""
    #: The kind whose section of the header declares the function (its `@kind` line), or None:
    #: a call with no handle that a kind's section declares (the animator's spring conversions)
    #: ships in that kind's product module.
    section_kind: str | None = None

    @property
    def c_name(self) -> str:
        return "fizz_" + self.name

    @property
    def callable(self) -> bool:
        """True when a scenario replay can marshal every parameter and the result."""
        return self.result not in ("unsupported", "void") and all(p in ("i32", "i64", "f64") for p in self.params)


def _kind(c_type: str) -> str:
    t = re.sub(r"\s*\*\s*", "*", re.sub(r"\s+", " ", c_type)).strip()
    return _SCALARS.get(t) or _POINTERS.get(t) or ("void" if t == "void" else "unsupported")


def _array_shape(before: str, names: list[str]):
    """(count, count_args, stride) from the comment just above a prototype (the header's
    convention: it begins `fizz_<name>(<param>, …)`, optionally `× (a, b, …)`), or None when
    it does not, or names something that is not a parameter."""
    start = before.rfind("/*")
    if start < 0:
        return None
    m = _SHAPE.match(before[start + 2:].lstrip(" \t\n*"))
    if not m:
        return None
    args = [a.strip() for a in m.group(2).split(",")] if m.group(2).strip() else []
    if not all(a in names for a in args):
        return None
    return (m.group(1), [names.index(a) for a in args],
            len(m.group(3).split(",")) if m.group(3) is not None else 1)


def _comment_right_above(before: str) -> str:
    """The last comment before a prototype when nothing but blanks separates them, else ""
    (a `@` rule belongs to one function, never to a group under a shared comment)."""
    end = before.rstrip()
    if not end.endswith("*/"):
        return ""
    return end[end.rfind("/*"):]


def _doc_above(before: str) -> str:
    """The text of the last comment before a prototype, without its comment markers."""
    end = before.rfind("*/")
    start = before.rfind("/*", 0, end) if end >= 0 else -1
    if start < 0:
        return ""
    return re.sub(r"\s*\n\s*\*?\s*", " ", before[start + 2:end]).strip(" *")


def _section_kind(text: str, at: int) -> str | None:
    """The kind the `@kind` line of the section holding offset `at` declares, if any."""
    start = text.rfind("/* ---- ", 0, at)
    if start < 0:
        return None
    m = _KIND.search(text[start: text.find("*/", start)])
    return m.group(1) if m else None


def product_of(fn: "Function", kinds: list) -> str | None:
    """The per-product module a function ships in: its kind's, or for a call with no handle
    the product of the kind whose section declares it; None: every module (the library's
    own calls)."""
    k = kind_of(fn, kinds) or fn.section_kind
    return next((x.product for x in kinds if x.name == k), None)


def parse_header(text: str) -> dict[str, Function]:
    """Every fizz_* prototype of the header, by name without `fizz_`, in header order."""
    # Prototypes are matched with comments blanked out (offsets kept), so prose that mentions
    # a function is never taken for a declaration.
    code = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    code = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), code)
    api: dict[str, Function] = {}
    frames: dict[str, tuple[str, str]] = {}     # name → (hash, parameter name) of each @frame
    for m in _PROTO.finditer(code):
        ret, c_name, plist = m.group(1), m.group(2), m.group(3).strip()
        c_params, names = [], []
        if plist not in ("", "void"):
            for p in plist.split(","):
                q = re.sub(r"\s+", " ", p.strip())
                mm = re.match(r"^(.*?)\s*\b([A-Za-z_]\w*)$", q)
                name = ""
                if mm and mm.group(1) and mm.group(2) not in _SCALARS:
                    q, name = mm.group(1), mm.group(2)
                c_params.append(q.strip())
                names.append(name)
        fn = Function(c_name[5:], [_kind(q) for q in c_params], _kind(ret),
                      c_params=c_params, c_result=ret.strip(), param_names=names,
                      doc=_doc_above(text[: m.start(2)]), section_kind=_section_kind(text, m.start(2)))
        rules = _comment_right_above(text[: m.start(1)])
        if fn.result in ("doubles", "words"):
            shape = _array_shape(text[: m.start(2)], names)
            if shape is None:
                fn.result = "unsupported"
            else:
                fn.count, fn.count_args, fn.stride = shape
        returns = _RETURNS.search(rules)
        fn.handle = returns.group(1) if returns else None
        frame = _FRAME.search(rules)
        if frame:
            frames[fn.name] = (frame.group(1), frame.group(2))
        api[fn.name] = fn
    _resolve_kinds(api, frames)
    return api


def _resolve_kinds(api: dict[str, Function], frames: dict[str, tuple[str, str]]) -> None:
    """Gives handle parameters their kinds (the kinds are what `@returns` names) and checks
    every frame rule: a mistake there would make replays silently record no frames."""
    kinds = {f.handle for f in api.values() if f.handle}
    for f in api.values():
        f.handle_params = [n if n in kinds and t == "uint32_t" else None
                           for n, t in zip(f.param_names, f.c_params)]
        if f.name not in frames:
            continue
        hash_name, param = frames[f.name]
        hash_fn = api.get(hash_name)
        if f.c_result.replace(" ", "") != "int32_t":
            raise ValueError(f"{f.c_name}: @frame on a function that does not return int32_t")
        if param not in f.param_names or f.handle_params[f.param_names.index(param)] is None:
            raise ValueError(f"{f.c_name}: @frame names '{param}', not a handle parameter named after a kind")
        if hash_fn is None or hash_fn.result != "i64" or len(hash_fn.params) != 1:
            raise ValueError(f"{f.c_name}: @frame hashes with fizz_{hash_name}, not a declared uint64_t function of one handle")
        f.frame = FrameRule(hash_name, f.param_names.index(param), param)


@dataclass
class Constant:
    """One `#define FIZZ_<GROUP>_<NAME> value` of the header. Hosts expose it as
    `<Group>.<NAME>`, the group being the first word after FIZZ_ (FIZZ_OK and FIZZ_E_* are the
    group Status); `group_doc` is the first line of the comment just above the group's first
    define, `doc` the comment after the value on its own line."""
    c_name: str
    value: int
    group: str
    member: str
    doc: str = ""
    group_doc: str = ""


def _comment_text(c: str) -> str:
    return re.sub(r"\s+", " ", c.strip().lstrip("/*").rstrip("*/")).strip()


def parse_constants(text: str) -> list[Constant]:
    """Every integer FIZZ_* #define of the header, in header order (the include guard is not one)."""
    out: list[Constant] = []
    for m in _DEFINE.finditer(text):
        c_name, value = m.group(1), int(m.group(2), 0)
        word = c_name[5:]
        if word == "OK":
            group, member = "Status", "OK"
        elif word.startswith("E_"):
            group, member = "Status", word[2:]
        else:
            head, _, member = word.partition("_")
            if not member:
                raise ValueError(f"{c_name}: a constant is FIZZ_<GROUP>_<NAME>")
            group = head.capitalize()
        trailing = re.search(r"/\*(.*?)\*/", m.group(0))
        doc = _comment_text(trailing.group(1)) if trailing else ""
        group_doc = ""
        if not any(c.group == group for c in out):
            before = text[: m.start()].rstrip()
            if before.endswith("*/"):
                block = before[before.rfind("/*") + 2: -2]
                group_doc = _comment_text(block.strip(" *\n").split("\n")[0])
        out.append(Constant(c_name, value, group, member, doc, group_doc))
    return out


@dataclass
class Kind:
    """One `@kind <name> tag <n> [snapshot <n>] [class <C>] [folder <F>] [noun <words_joined>] [owner <kind>] [clock] product <p>`
    line of the header: a kind of handle, declared once (see the header's Conventions)."""
    name: str
    tag: int
    product: str
    snapshot: int | None = None
    host_class: str | None = None
    owner: str | None = None
    clock: bool = False
    #: The folder of Sources/Fizz holding its engine (and of Sources/FizzExports its C API),
    #: when it is not named after the class (the world's is Picker).
    folder: str | None = None
    #: What its messages call one object ("popup layer": `noun popup_layer`), the name if unsaid.
    noun: str = ""


def parse_kinds(text: str) -> list[Kind]:
    """Every kind the header declares, in header order; a malformed line is an error, since a
    kind that silently went missing would drop its exports and classes."""
    out: list[Kind] = []
    for m in _KIND.finditer(text):
        words = m.group(2).split()
        fields: dict[str, str] = {}
        clock = False
        i = 0
        while i < len(words):
            w = words[i]
            if w == "clock":
                clock = True
                i += 1
            elif w in ("tag", "snapshot", "class", "owner", "product", "folder", "noun") and i + 1 < len(words):
                if w in fields:
                    raise ValueError(f"@kind {m.group(1)}: '{w}' given twice")
                fields[w] = words[i + 1]
                i += 2
            else:
                raise ValueError(f"@kind {m.group(1)}: unexpected '{w}'")
        if "tag" not in fields or "product" not in fields:
            raise ValueError(f"@kind {m.group(1)}: needs a tag and a product")
        out.append(Kind(m.group(1), int(fields["tag"]), fields["product"],
                        int(fields["snapshot"]) if "snapshot" in fields else None,
                        fields.get("class"), fields.get("owner"), clock, fields.get("folder"),
                        fields.get("noun", m.group(1)).replace("_", " ")))
    names = [k.name for k in out]
    for attr in ("name", "tag", "snapshot", "host_class"):
        seen = [getattr(k, attr) for k in out if getattr(k, attr) is not None]
        if len(seen) != len(set(seen)):
            raise ValueError(f"@kind: two kinds share a {attr}")
    for k in out:
        if k.owner is not None and k.owner not in names:
            raise ValueError(f"@kind {k.name}: owner '{k.owner}' is not a kind")
    return out


def kind_of(fn: Function, kinds: list[Kind]) -> str | None:
    """The kind a function belongs to: that of its first parameter named after a kind (an
    owned kind's calls take the owner first: fizz_bubble_remove(world, bubble) is the world's),
    else the kind it creates; None for the library's own calls."""
    names = {k.name for k in kinds}
    for p in fn.handle_params:
        if p in names:
            return p
    return fn.handle if fn.handle in names else None
