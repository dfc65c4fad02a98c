"""The benchmark scene of research/physics-peers.md §2, for the Python runners and peers.

The reference is Sources/Fizz/Bubbles/BenchmarkScene.swift; the wasm runners prove they built
the same world by matching the setup hash `fizz bench` hands them. Positions here are in the
Fizz world's frame (0..L, centre at L/2); the peers subtract L/2 to centre on the origin.
"""
import math
import time

RADIUS = 1000.0 * math.sqrt(0.5 / (1000.0 * math.pi))
PULL = 200.0
DAMPING = 0.5
DT = 1.0 / 60.0
STEPS = 660
TIMED_FROM = 60
SEED = 12345
SUBSTEP_RATE = 240.0
MASK = (1 << 64) - 1


def side(n):
    """The container's side L = 1000·sqrt(n/1000), in points."""
    return 1000.0 * math.sqrt(n / 1000.0)


def splitmix64(seed):
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def positions(n):
    """Start centres in the Fizz world frame, in creation order (same bits as the Swift)."""
    L = side(n)
    g = 1
    while g * g < n:
        g += 1
    cell = L / g
    jitter = 0.9 * (cell - 2.0 * RADIUS)
    rng = splitmix64(SEED)
    out = []
    for i in range(n):
        gx, gy = i // g, i % g
        ux = (next(rng) >> 11) * (1.0 / 9007199254740992.0) - 0.5
        uy = (next(rng) >> 11) * (1.0 / 9007199254740992.0) - 0.5
        out.append(((gx + 0.5) * cell + ux * jitter, (gy + 0.5) * cell + uy * jitter))
    return out


def median(values):
    v = sorted(values)
    m = len(v)
    return v[m // 2] if m % 2 else (v[m // 2 - 1] + v[m // 2]) / 2


def summarize(engine, runtime, n, times_ms, mean_distance, **extra):
    """The JSON line every runner prints: the fields of fizz bench's BenchFigures."""
    window = times_ms[TIMED_FROM:STEPS]
    out = {"engine": engine, "runtime": runtime, "n": n, "medianMs": median(window), "minMs": min(window),
           "maxMs": max(window), "meanDistance": mean_distance, "peakRSSKiB": peak_rss_kib(),
           "baselineRSSKiB": 0, "maxSpeed": 0.0, "maxOverlap": 0.0, "setupHash": "", "finalHash": ""}
    out.update(extra)
    return out


def peak_rss_kib():
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def now_ms():
    return time.perf_counter() * 1000.0
