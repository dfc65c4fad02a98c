// Issue 20 through the JS host: a browser-shaped fling, hand-over, a new timeline, offsets the
// engine answers (also after a restore), and the peers' conveniences (springs, rates, rubber
// band, velocity at a time, per-channel rest, a spring added moving).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Gesture, Spring, Source } from '../fizz.mjs';

test('a browser-shaped 800 pt/s fling at 60 Hz (pointerup a frame later at the last point) releases at 800, not 429', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(2000, 100);
  m.pointerDown(0, 100, 50, 1);
  for (let i = 1; i <= 6; i += 1) m.pointerMove(i / 60, 100 + 800 * i / 60, 50, 1);
  m.pointerUp(7 / 60, 100 + 800 * 6 / 60, 50, 1);
  assert.ok(Math.abs(m.velocity.x - 800) < 1e-9, `${m.velocity.x}`);
  // 2 kHz: 3, 3.498, 3.992 pt 1 ms apart is 492 pt/s (the parabola's slope at the newest).
  const n = fizz.createMotion(2000, 2000);
  n.pointerDown(0, 3, 0, 1); n.pointerMove(0.001, 3.498, 0, 1); n.pointerMove(0.002, 3.992, 0, 1);
  assert.ok(Math.abs(n.velocity.x - 492) < 1e-9, `${n.velocity.x}`);
});

test('hand-over: a HANDOVER event names the new primary, the position does not jump', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(100, 100);
  m.pointerDown(0, 10, 10, 1);
  m.pointerDown(0.01, 90, 90, 2);
  m.pointerUp(0.03, 10, 10, 1);
  m.pointerMove(0.04, 95, 100, 2);       // +5, +10 from 90, 90
  m.step(0);
  const ev = m.events();
  assert.deepEqual(ev.map((e) => e.kind), [Gesture.BEGIN, Gesture.HANDOVER, Gesture.MOVE]);
  assert.equal(ev[1].pointer, 2);
  assert.equal(ev[1].x, 0.1);
  assert.equal(m.x, 0.15);
  assert.equal(m.y, 0.2);
});

test('resetTimeline: stamps may start again; pointers down end with a cancel', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(100, 100);
  m.pointerDown(50, 10, 10, 1);
  assert.throws(() => m.pointerMove(1, 20, 10, 1), (e) => e instanceof FizzError && e.code === Status.OUT_OF_RANGE);
  m.resetTimeline(0);
  m.step(0);
  assert.deepEqual(m.events().map((e) => e.kind), [Gesture.BEGIN, Gesture.CANCEL]);
  m.pointerDown(0.5, 20, 10, 1);
  assert.equal(m.pointerCount, 1);
  assert.throws(() => m.resetTimeline(NaN), (e) => e.code === Status.NOT_FINITE);
});

test('offsets come from the engine: right after restoring another motion with other widths', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createMotion(320, 200);
  a.addColourTarget([[0, 0xff0000ff], [1, 0x0000ffff]]);
  a.addTarget([[0, 0], [1, 1]], { source: Source.Y });
  a.addGroup([0, 160], { radius: 320, channels: [[0, 1], [0, 2], [0, 3]] });
  a.addGroup([10], { radius: 5 });
  assert.deepEqual([a.outputOffset(0), a.outputOffset(1), a.outputOffset(2)], [0, 4, 5]);
  assert.deepEqual([a.groupOffset(0), a.groupOffset(1), a.groupOffset(2)], [5, 11, 12]);
  assert.equal(a.outputCount, 12);
  const b = fizz.createMotion(320, 200);
  b.addTarget([[0, 0], [1, 1]]);
  assert.equal(b.groupOffset(0), 1);
  b.restore(a.snapshot());
  assert.deepEqual([b.outputOffset(1), b.groupOffset(1)], [4, 11]);
  assert.throws(() => b.outputOffset(3), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => b.groupOffset(-1), (e) => e.code === Status.OUT_OF_RANGE);
});

test("peers' springs: Framer's visualDuration 0.5 s bounce 0.25, Rebound's 40/7, Framer's duration 0.8 s bounce 0.25", async () => {
  const fizz = await loadFizz(wasmBytes());
  const v = fizz.springFrom(Spring.VISUAL, 0.5, 0.25);
  const k = (2 * Math.PI / 0.6) ** 2;
  assert.ok(Math.abs(v.stiffness - k) < 1e-9 && Math.abs(v.damping - 2 * 0.75 * Math.sqrt(k)) < 1e-9 && v.mass === 1);
  assert.deepEqual(fizz.springFrom(Spring.ORIGAMI, 40, 7), { stiffness: 3.62 * 10 + 194, damping: 22, mass: 1 });
  // ζ = 0.75: Framer's envelope 0.001 − (ζ/√(1 − ζ²))·e^(−ζω·0.8) = 0 at ω = ln(1000·ζ/√(1 − ζ²))/(0.8ζ).
  const z = 0.75, w = Math.log(1000 * z / Math.sqrt(1 - z * z)) / (0.8 * z);
  const d = fizz.springFrom(Spring.DURATION, 0.8, 0.25);
  assert.ok(Math.abs(d.stiffness - w * w) < 1e-6, `${d.stiffness} vs ${w * w}`);
  assert.ok(Math.abs(d.damping - 2 * z * w) < 1e-6);
  assert.throws(() => fizz.springFrom(9, 1, 1), (e) => e.code === Status.INVALID_OPTION);
  const g = fizz.decayFromRate(0.998);
  assert.ok(Math.abs(g.timeConstant + 1 / (1000 * Math.log(0.998))) < 1e-12 && g.power === g.timeConstant);
});

test('the rubber band and its inverse: 100 pt past 0 over 300 shows 300·(1 − 1/(55/300 + 1)); the inverse gives 100 back', async () => {
  const fizz = await loadFizz(wasmBytes());
  const shown = fizz.rubberBand(-100, 0, 500, 300);
  assert.ok(Math.abs(shown + 300 * (1 - 1 / (0.55 * 100 / 300 + 1))) < 1e-12);
  assert.ok(Math.abs(fizz.rubberBand(shown, 0, 500, 300, true) + 100) < 1e-9);
  assert.equal(fizz.rubberBand(250, 0, 500, 300), 250);
  assert.throws(() => fizz.rubberBand(-300, 0, 500, 300, true), (e) => e.code === Status.OUT_OF_RANGE);
});

test('animator: a spring added moving, velocity at a time, per-channel rest, time to rest is the stepped one', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  // Critically damped k 100, c 20 from 0 toward 1 at 10/s: b = v0 + ω0·x0 = 0, so v = 10·e^(−10t)(1 − 10t)… and x − 1 = −e^(−10t).
  const c = a.addSpring(0, 1, { stiffness: 100, damping: 20, velocity: 10 });
  assert.equal(a.velocity(c), 10);
  assert.ok(Math.abs(a.valueAt(c, 0.1) - (1 - Math.exp(-1))) < 1e-12);
  assert.ok(Math.abs(a.velocityAt(c, 0.1) - 10 * Math.exp(-1)) < 1e-12);
  const coarse = a.addSpring(0, 300, { stiffness: 170, damping: 26 });
  const fine = a.addSpring(0, 300, { stiffness: 170, damping: 26 });
  a.setChannelRest(coarse, 0.5, 2);
  assert.ok(a.timeToRest(coarse) < a.timeToRest(fine));
  const t = a.timeToRest(coarse);
  let steps = 0;
  for (let guard = 0; guard < 7200; guard += 1) {
    a.step(1 / 720); steps += 1;
    if (a.events().some((e) => e.channel === coarse)) break;
  }
  assert.equal(steps / 720, t);
  assert.throws(() => a.setChannelRest(fine, 0, 1), (e) => e.code === Status.OUT_OF_RANGE);
  // The reproducer: k 5000, c 44.27…, m 0.2 from 0 to 100 rests at 99 steps (0.1375 s).
  const r = fizz.createAnimator();
  const s = r.addSpring(0, 100, { stiffness: 5000, damping: 44.27188724235731, mass: 0.2 });
  assert.equal(r.timeToRest(s), 99 / 720);
});

test('snap points: a glide from 0 at 1000/s (Framer: rests at 800) lands on the nearest of [1000, 0, 750, 300] (750), exactly', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  const c = a.addDecay(0, 1000);
  a.setSnapPoints(c, [1000, 0, 750, 300]);
  assert.equal(a.restValue(c), 750);
  for (let i = 0; i < 600 && a.events().length === 0; i += 1) a.step(1 / 60);
  assert.equal(a.value(c), 750);
  const b = fizz.createAnimator();
  b.restore(a.snapshot());
  assert.equal(b.hash(), a.hash());
  a.setSnapPoints(c, []);
  a.setVelocity(c, 100);       // its speed now: it glides τ·100 = 32.5 further
  assert.equal(a.restValue(c), 750 + 0.325 * 100);
  assert.throws(() => a.setSnapPoints(c, [NaN]), (e) => e.code === Status.NOT_FINITE);
});
