#!/usr/bin/env python3
"""Checks the step's hot loops in fizz.wasm's text: no calls inside them, no reference counting.

Usage: tools/check-hot-loops.py NAMED.wasm   (a build that kept its names: tools/build-wasm
with FIZZ_WASM_NAMES=1; see tools/check-wasm, which runs it)

Why: what wasm turns slow is invisible in the Swift source. Three things have already crept
into the solver's loops once and are caught here, in `wasm2wat` output:
- a call to `swift_retain`/`swift_release` (a class property read in a loop);
- a call from an innermost loop to a helper the optimiser made: a generic integer conversion
  left uninlined at -Osize, or a function LLVM's merge-functions pass built out of two similar
  ones (`.L__unnamed_N`);
- any other call in an innermost loop, which the JITs cannot inline across.
The functions checked are the step's: the substep, the solver passes, the pair finder, the
broad phase, the contact sort, the wall finder and the solver's gather of bodies. Reference counting is
refused in any loop (once per call, outside loops, it is harmless); a call in an innermost
loop is refused unless it grows a full `Column` (a path a steady state never takes).
Prints one line per function; exits 1 on any failure.

`--lanes` (for a names build of the SIMD module, tools/build-wasm --simd): also checks that
the two-lane passes of the contact solve and the warm start do their arithmetic in `f64x2`
instructions inside their loops. Why: Swift's SIMD2<Double> arithmetic reaches LLVM as scalar
operations (the standard library's lane loop), and only LLVM's SLP vectorizer packs it again;
when its cost model declines, nothing fails but the module runs the solve in scalars (issue 26:
fizz-simd.wasm's solve held no f64x2.mul, and ran as slow as fizz.wasm's). And that those loops
hold no scalar float comparison: the lanes' choices (`BranchFree2`) are lane compares and masks,
and one left to scalars is a wasm `select` of doubles, which V8 and Cranelift compile to a
conditional jump (a misprediction per change of contact kind). Issue 26: at SLP threshold -4 the
relax pass's two lanes were packed only in part, its two positive parts per lane four `f64.le`
and `select`s.

Integer lanes (`i32x4`/`i64x2` splats, lane inserts and extracts) are refused in the
innermost loops of the functions in INTEGER_SCALAR: the SLP vectorizer, pushed by the SIMD
module's `-slp-threshold=-8`, packed small trees there, loop counters or two scalars of one
iteration put into `i32x4` lanes and taken out again on every iteration (issue 26, round six:
the block planner 7x the scalar module's samples in node, the colour sort 1.2x); `-slp-min-tree-size=4` (tools/build-wasm) keeps them scalar. The
pair finder's candidate scan kept its count and candidate index in one `i32x4` even so (a tree
the threshold still paid for), its count in a stack slot, three lane moves per candidate; its
count is a 16-bit integer now (`BubbleWorld.within`), and the pair finder is refused here too
(issue 26, round eight). The solver passes and the broad phase's build still hold a few such
moves beside their packed float lanes; they are not refused.
"""
import re
import subprocess
import sys

HOT = ["BubbleWorldC7substep", "findPairs", "collideWalls", "updateRest", "ContactSolverV",
       "BroadPhaseC5build", "sortByColour", "SolverBodiesC7rebuild", "BodyStoreC7permute",
       "SolverBlocksC4plan"]
# Loops whose every iteration is the common case. `collideWalls` is not among them: its loop
# over the bodies calls out only for the few that touch a wall.
EVERY_ITERATION = [h for h in HOT if h != "collideWalls"]
REFCOUNT = re.compile(r"call \$(swift_(retain|release|bridgeObject)\w*)")
# Column growth: a guarded call taken only when a column is full (never in a steady state).
GROWTH = re.compile(r"Column\w*grow")
# The two-lane passes and the lane arithmetic --lanes wants in one of their innermost loops.
LANES = ["ContactSolverV5solve7useBias", "ContactSolverV9warmStart"]
LANE_OP = re.compile(r"\bf64x2\.mul\b")
# A scalar float comparison, whose result in these loops feeds a `select` of doubles.
SCALAR_FLOAT_COMPARE = re.compile(r"\bf(32|64)\.(eq|ne|lt|gt|le|ge)\b")
# Integer scalars moved in and out of vector lanes: a loop's counters packed by the vectorizer,
# refused in these functions' innermost loops.
INTEGER_SCALAR = ["findPairs", "SolverBlocksC4plan", "sortByColour", "SolverBodiesC7rebuild", "BodyStoreC7permute",
                  "BubbleWorldC7substep", "updateRest", "collideWalls", "ContactSolverV6gather",
                  "ContactSolverV7scatter", "solveWalls"]
INTEGER_LANES = re.compile(r"\b(i32x4|i64x2)\.(splat|replace_lane|extract_lane)\b")


def functions(wat):
    """(name, lines) for every function of the module text."""
    out, name, body = [], None, []
    for line in wat.splitlines():
        m = re.match(r"^  \(func \$(\S+)", line)
        if m:
            if name:
                out.append((name, body))
            name, body = m.group(1), []
        elif name:
            body.append(line)
    if name:
        out.append((name, body))
    return out


def loops(body):
    """(innermost, all): line ranges of the loops that contain no other loop, and of every
    loop (wasm2wat indents blocks; a block's `end` stands at its opener's indentation)."""
    inner, every, stack = [], [], []
    for i, line in enumerate(body):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if stripped.startswith(("loop", "block", "if")):
            stack.append([stripped.split()[0], indent, i, False])
        elif stripped == "end" or stripped.startswith("end "):
            while stack and stack[-1][1] > indent:
                stack.pop()
            if stack and stack[-1][1] == indent:
                kind, _, start, has_inner = stack.pop()
                if kind == "loop":
                    every.append((start, i))
                    if not has_inner:
                        inner.append((start, i))
                    for outer in stack:
                        if outer[0] == "loop":
                            outer[3] = True
    return inner, every


def main():
    args = sys.argv[1:]
    lanes = "--lanes" in args
    path = [a for a in args if a != "--lanes"][0]
    wat = subprocess.run(["wasm2wat", path], check=True, capture_output=True, text=True).stdout
    failed, seen = False, 0
    laned = set()
    for name, body in functions(wat):
        if not any(h in name for h in HOT) or name.startswith("fizz_"):
            continue
        seen += 1
        inner, every = loops(body)
        problems = []
        for start, end in every:
            for line in body[start:end]:
                m = REFCOUNT.search(line)
                if m:
                    problems.append(f"{m.group(1)} in a loop")
        for start, end in inner if any(h in name for h in EVERY_ITERATION) else []:
            for line in body[start:end]:
                m = re.search(r"\bcall \$(\S+)", line)
                if m and not GROWTH.search(m.group(1)):
                    problems.append(f"call to {m.group(1)} in an innermost loop")
        packed = sum(1 for start, end in inner for line in body[start:end] if INTEGER_LANES.search(line)) \
            if any(f in name for f in INTEGER_SCALAR) else 0
        if packed:
            problems.append(f"{packed} integer lane moves in its innermost loops: scalars packed into"
                            " i32x4/i64x2 lanes and taken out again every iteration")
        lane = next((f for f in LANES if f in name), None) if lanes else None
        if lane:
            if any(LANE_OP.search(line) for start, end in inner for line in body[start:end]):
                laned.add(lane)
            else:
                problems.append("no f64x2.mul in its innermost loops: the two-lane pass runs in scalars")
            compares = sum(1 for start, end in inner for line in body[start:end] if SCALAR_FLOAT_COMPARE.search(line))
            if compares:
                problems.append(f"{compares} scalar float comparisons in its innermost loops: a lane choice"
                                " left in scalars, a select of doubles (a branch in V8 and Cranelift)")
        short = name[:60]
        if problems:
            failed = True
            print(f"FAIL {short}: " + "; ".join(sorted(set(problems))[:4]))
        else:
            print(f"ok   {short}: no reference counting in loops, no calls in innermost loops")
    for f in LANES if lanes else []:
        if f not in laned and not any(f in n for n, _ in functions(wat)):
            print(f"FAIL {f}: not found (inlined, or names missing)")
            failed = True
    if seen < 6:
        print(f"FAIL only {seen} hot functions found: names missing (build with FIZZ_WASM_NAMES=1)?")
        failed = True
    sys.exit(1 if failed else 0)


main()
