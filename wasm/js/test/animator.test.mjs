// The Animator class over fizz.wasm: closed-form answers, stepping, events, refusals, snapshot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Animator, Channel } from '../fizz.mjs';

test('a critically damped spring: 1 − 2/e at 0.1 s, rest on the target, a REST event', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  assert.ok(a instanceof Animator);
  // k 100, c 20, m 1 from 0 toward 1: x = 1 − e^(−10t)(1 + 10t).
  const c = a.addSpring(0, 1, { stiffness: 100, damping: 20 });
  assert.equal(c, 1 << 16);
  assert.ok(Math.abs(a.valueAt(c, 0.1) - (1 - 2 / Math.E)) < 1e-12);
  a.step(0.1);
  assert.ok(Math.abs(a.value(c) - (1 - 2 / Math.E)) < 1e-9);
  const t = a.timeToRest(c);
  let frames = 0;
  let events = [];
  while (events.length === 0 && frames < 600) { a.step(1 / 60); frames += 1; events = a.events(); }
  assert.deepEqual(events, [{ kind: Channel.REST, channel: c }]);
  assert.ok(frames / 60 >= t && frames / 60 - t <= 1 / 60 + 1e-9);   // t is from now
  assert.deepEqual(Array.from(a.states()), [1, 0]);
  a.dispose();
  assert.equal(a.isValid, false);
  a.dispose();
});

test('glides: snapped to 900 on a 300 grid, bounced back to a bound of 500', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  const s = a.addDecay(0, 1000);          // Framer's inertia: would rest at 800
  a.setSnap(s, 300);
  const b = a.addDecay(0, 1000);
  a.setBounds(b, -100, 500);
  assert.equal(a.restValue(s), 900);
  assert.equal(a.restValue(b), 500);
  const kinds = [];
  for (let i = 0; i < 600; i += 1) { a.step(1 / 60); for (const e of a.events()) kinds.push(e.kind); }
  assert.deepEqual(kinds.sort(), [Channel.REST, Channel.BOUND, Channel.SNAPPED].sort());
  assert.equal(a.value(s), 900);
  assert.equal(a.value(b), 500);
  a.dispose();
});

test('refusals throw FizzError with the engine code and change nothing', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  const c = a.addSpring(0, 10);
  a.step(0.05);
  const h = a.hash();
  assert.throws(() => a.setTarget(c, NaN), (e) => e instanceof FizzError && e.code === Status.NOT_FINITE);
  assert.throws(() => a.addSpring(0, 0, { stiffness: 0 }), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => a.step(-1), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => a.value(c + 1), (e) => e.code === Status.STALE_HANDLE);
  assert.equal(a.hash(), h);
  a.remove(c);
  assert.throws(() => a.value(c), (e) => e.code === Status.STALE_HANDLE);
  a.dispose();
  assert.throws(() => a.step(0.1), (e) => e.code === Status.STALE_HANDLE);
});

test('snapshot and restore continue bit for bit; a foreign snapshot is refused', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  a.addSpring(0, 100, { stiffness: 100, damping: 12 });
  a.addDecay(0, 800);
  a.step(0.2);
  const bytes = a.snapshot();
  const h = a.hash();
  for (let i = 0; i < 30; i += 1) a.step(1 / 60);
  const later = a.hash();
  a.restore(bytes);
  assert.equal(a.hash(), h);
  for (let i = 0; i < 30; i += 1) a.step(1 / 60);
  assert.equal(a.hash(), later);
  const strip = fizz.createStrip(100);
  assert.throws(() => strip.restore(bytes), (e) => e.code === Status.INVALID_BUFFER);
  strip.dispose();
  a.dispose();
});

test('a drag past the bound is rubber-banded (100·(1 − 1/1.55) past it) and springs back', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator();
  const c = a.addDecay(200, 0);
  a.setBounds(c, 0, 500);
  a.drag(c, 600, 100);
  assert.equal(a.value(c), 500 + 100 * (1 - 1 / 1.55));
  a.setPaused(c, false);
  assert.equal(a.restValue(c), 500);
  for (let i = 0; i < 300; i += 1) a.step(1 / 60);
  assert.equal(a.value(c), 500);
  a.dispose();
});
