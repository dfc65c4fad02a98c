"""Delta debugging (Zeller's ddmin) over a failing sequence: the fewest calls that still fail
the same way (same kind of finding on the same function)."""
from __future__ import annotations

import time

from sequence import renumber


def minimize(calls, fails, budget_s=60.0, max_tries=400):
    """`fails(candidate)` is True when the candidate reproduces the finding. Returns the
    smallest sequence found within the budget (the input when time runs out at once)."""
    keep = list(range(len(calls)))
    deadline = time.monotonic() + budget_s
    tries = 0
    n = 2
    while len(keep) >= 2 and time.monotonic() < deadline and tries < max_tries:
        chunk = max(1, len(keep) // n)
        reduced = False
        # Complements first: drop one chunk at a time, from the end (later calls depend on
        # earlier ones more often than the reverse).
        for start in reversed(range(0, len(keep), chunk)):
            candidate = keep[:start] + keep[start + chunk:]
            if not candidate:
                continue
            tries += 1
            if fails(renumber(calls, candidate)):
                keep, reduced = candidate, True
                n = max(n - 1, 2)
                break
            if time.monotonic() >= deadline or tries >= max_tries:
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(keep), n * 2)
    return renumber(calls, keep), tries
