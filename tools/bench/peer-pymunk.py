#!/usr/bin/env python3
"""The benchmark scene in Chipmunk2D via pymunk (research/physics-peers.md §2), timing space.step.

Usage: peer-pymunk.py N. Native units (L = 1000·sqrt(N/1000), r = 12.6), walls as Segments of
radius 10 outside ±L/2, moment ∞ (no rotation), friction and restitution 0, default 10
iterations, damping exp(−0.5) per second. The pull is applied before every step with
pymunk.batch + numpy (the cheapest exact mechanism; not timed). Prints one JSON line; exit
status 3 when pymunk or numpy is not installed.
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scene  # noqa: E402

try:
    import numpy as np
    import pymunk
    from pymunk import batch
except ImportError as e:
    print(f"pymunk or numpy is not installed ({e.name}): pip install pymunk numpy", file=sys.stderr)
    sys.exit(3)


def main():
    n = int(sys.argv[1])
    L = scene.side(n)
    r = scene.RADIUS
    space = pymunk.Space()
    space.gravity = (0, 0)
    space.damping = math.exp(-scene.DAMPING)
    h = L / 2
    wall = 10.0
    for a, b in [((-h - wall, -h - wall), (h + wall, -h - wall)), ((h + wall, -h - wall), (h + wall, h + wall)),
                 ((h + wall, h + wall), (-h - wall, h + wall)), ((-h - wall, h + wall), (-h - wall, -h - wall))]:
        s = pymunk.Segment(space.static_body, a, b, wall)
        s.friction = 0
        s.elasticity = 0
        space.add(s)
    mass = math.pi * r * r
    for x, y in scene.positions(n):
        body = pymunk.Body(mass, float("inf"))
        body.position = (x - h, y - h)
        shape = pymunk.Circle(body, r)
        shape.friction = 0
        shape.elasticity = 0
        space.add(body, shape)
    fields = batch.BodyFields.POSITION
    got = batch.Buffer()
    put = batch.Buffer()
    times = []
    for _ in range(scene.STEPS):
        got.clear()
        batch.get_space_bodies(space, fields, got)
        p = np.frombuffer(got.float_buf(), dtype=np.float64).reshape(-1, 2)
        d = np.maximum(np.hypot(p[:, 0], p[:, 1]), r)
        f = (-mass * scene.PULL) * p / d[:, None]
        put.clear()
        put.set_float_buf(np.ascontiguousarray(f).ravel())
        batch.set_space_bodies(space, batch.BodyFields.FORCE, put)
        t0 = scene.now_ms()
        space.step(scene.DT)
        times.append(scene.now_ms() - t0)
    dist = [math.hypot(b.position.x, b.position.y) for b in space.bodies]
    print(json.dumps(scene.summarize("pymunk", "pymunk " + pymunk.version, n, times, sum(dist) / len(dist))))


main()
