#!/usr/bin/env python3
"""The benchmark scene in Box2D 2.3 via pybox2d (research/physics-peers.md §2), timing world.Step.

Usage: peer-pybox2d.py N. Box2D units: 1 unit = 0.1 m (L = 100 m at N = 1,000, r = 1.26 m,
pull 20 m/s²), static walls 2 m thick outside ±L/2, fixed rotation, friction and restitution
0, linear damping 0.5, velocity/position iterations 8/3, every body allowSleep=False (doSleep
alone does not stop sleeping in 2.3.10). The pull is applied per body in Python before every
step (pybox2d has no batch API; not timed). Prints one JSON line (distances in units); exit
status 3 when pybox2d is not installed.
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scene  # noqa: E402

try:
    import Box2D
    from Box2D import b2World, b2PolygonShape, b2CircleShape, b2FixtureDef
except ImportError:
    print("pybox2d is not installed: pip install box2d", file=sys.stderr)
    sys.exit(3)

SCALE = 0.1  # metres per unit


def main():
    n = int(sys.argv[1])
    L = scene.side(n) * SCALE
    r = scene.RADIUS * SCALE
    g = scene.PULL * SCALE
    h = L / 2
    world = b2World(gravity=(0, 0), doSleep=False)
    t = 2.0  # wall thickness, m
    for cx, cy, hx, hy in [(0, -h - t / 2, h + t, t / 2), (0, h + t / 2, h + t, t / 2),
                           (-h - t / 2, 0, t / 2, h + t), (h + t / 2, 0, t / 2, h + t)]:
        world.CreateStaticBody(position=(cx, cy), shapes=b2PolygonShape(box=(hx, hy)))
    bodies = []
    for x, y in scene.positions(n):
        b = world.CreateDynamicBody(position=((x * SCALE) - h, (y * SCALE) - h), fixedRotation=True,
                                    linearDamping=scene.DAMPING, allowSleep=False)
        b.CreateFixture(b2FixtureDef(shape=b2CircleShape(radius=r), density=1.0, friction=0.0, restitution=0.0))
        bodies.append(b)
    times = []
    for _ in range(scene.STEPS):
        for b in bodies:
            p = b.position
            d = max(math.hypot(p.x, p.y), r)
            k = -b.mass * g / d
            b.ApplyForceToCenter((k * p.x, k * p.y), False)
        t0 = scene.now_ms()
        world.Step(scene.DT, 8, 3)
        times.append(scene.now_ms() - t0)
    dist = [math.hypot(b.position.x, b.position.y) / SCALE for b in bodies]
    print(json.dumps(scene.summarize("pybox2d", "pybox2d " + Box2D.__version__, n, times, sum(dist) / len(dist))))


main()
