// The Motion class over fizz.wasm: the seed's effects by hand, the Dock row, sync, events, refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Motion, Source, Kernel, Ease, Gesture, Target, Interval, Clamp } from '../fizz.mjs';

// 320 × 200 pt; Ex1a x = (320 − 40)·p, Ex2 alpha = p.x, Ex3a rotation p.y·2/π, a Dock row.
async function seed() {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(320, 200);
  const x = m.addTarget([[0, 0], [1, 280]]);
  const alpha = m.addTarget([[0, 0], [1, 1]]);
  const rot = m.addTarget([[0, 0], [1, 2 / Math.PI]], { source: Source.Y });
  const dock = m.addGroup([0, 80, 160, 240, 320], { radius: 320, channels: [[0, 32], [0, 1]] });
  return { fizz, m, x, alpha, rot, dock };
}

test("the seed's effects at (240, 50): p = (0.75, 0.25)", async () => {
  const { m, x, rot, dock } = await seed();
  assert.ok(m instanceof Motion);
  m.pointerDown(0, 240, 50, 7);
  assert.equal(m.x, 0.75);
  assert.equal(m.y, 0.25);
  assert.equal(m.outputCount, 3 + 10);
  const out = m.map();
  assert.equal(out[m.outputOffset(x)], 210);
  assert.equal(out[1], 0.75);
  assert.equal(out[m.outputOffset(rot)], 0.5 / Math.PI);
  assert.equal(m.groupOffset(dock), 3);
  // Items 240, 160, 80, 0, 80 pt away: lift (W − d)/10 and scale 1 − d/W.
  assert.deepEqual(Array.from(out.subarray(3)), [8, 0.25, 16, 0.5, 24, 0.75, 32, 1, 24, 0.75]);
  assert.equal(m.map(), out);   // the same view while nothing moved
  m.dispose();
  assert.equal(m.isValid, false);
  m.dispose();
});

test('a fling: events after the step, the release velocity 1000 pt/s', async () => {
  const { m } = await seed();
  m.pointerDown(1, 100, 50, 3);
  for (let i = 1; i <= 5; i += 1) m.pointerMove(1 + 0.008 * i, 100 + 8 * i, 50, 3);
  m.pointerUp(1.048, 148, 50, 3);
  assert.deepEqual(m.events(), []);
  m.step(1 / 60);
  const ev = m.events();
  assert.equal(ev.length, 7);
  assert.equal(ev[0].kind, Gesture.BEGIN);
  assert.equal(ev[6].kind, Gesture.END);
  assert.equal(ev[6].pointer, 3);
  assert.ok(Math.abs(ev[6].vx - 1000) < 1e-9);
  assert.ok(Math.abs(m.velocity.x - 1000) < 1e-9);
  assert.equal(m.pointerCount, 0);
});

test('easing, colours and kernels through the class', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(100, 100);
  m.interval = Interval.CLOSED;
  m.addTarget([[0, 0], [0.5, 100], [1, 0]], { easings: [Ease.SMOOTHSTEP, Ease.LINEAR] });
  m.addTarget([[0, 0], [1, 1]], { easing: [Ease.STEPS_END, 4] });
  m.addColourTarget([[0, 0xff0000ff], [1, 0x0000ff80]]);
  m.addColourTarget([[0, 0x000000ff], [1, 0xffffffff]], { space: Target.OKLAB });
  m.addGroup([50], { kernel: Kernel.COSINE, radius: 100 });
  m.pointerDown(0, 12.5, 0);
  const out = Array.from(m.map());
  assert.equal(out[0], 15.625);          // smoothstep(0.25) · 100
  assert.equal(out[1], 0);               // steps(4, end) at 0.125
  assert.deepEqual(out.slice(2, 6), [0.875, 0, 0.125, 1 - 0.125 * (1 - 128 / 255)]);
  assert.equal(out.length, 2 + 4 + 4 + 1);
  assert.ok(Math.abs(out[10] - (1 + Math.cos(Math.PI * 37.5 / 100)) / 2) < 1e-12);
  m.pointerMove(0.01, 50, 0);
  const grey = 1.055 * 2 ** -1.25 - 0.055;   // OKLab L = 0.5
  const o2 = m.map();
  for (const c of [6, 7, 8]) assert.ok(Math.abs(o2[c] - grey) < 1e-6);
});

test('Ex6 sync: both ends, and the echo changes nothing', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(320, 40);
  m.setSync(1000, 200, 40);
  m.pointerDown(0, 319, 20);
  assert.equal(m.thumb, 280);
  assert.equal(m.scrollOffset, 800);
  assert.equal(m.scrollTo(800), false);
  assert.equal(m.scrollTo(200), true);
  assert.equal(m.thumb, 70);
  assert.equal(m.scrubTo(70), false);
  m.pointerMove(0.01, 0, 20);
  assert.equal(m.scrollOffset, 0);
});

test('refusals throw FizzError with the engine code and change nothing; snapshots round-trip', async () => {
  const { fizz, m } = await seed();
  m.pointerDown(5, 10, 10);
  const h = m.hash();
  const code = (f) => { try { f(); } catch (e) { assert.ok(e instanceof FizzError); return e.code; } return 0; };
  assert.equal(code(() => m.pointerMove(4, 20, 10)), Status.OUT_OF_RANGE);
  assert.equal(code(() => m.pointerMove(6, NaN, 10)), Status.NOT_FINITE);
  assert.equal(code(() => m.pointerDown(6, 1, 1)), Status.INVALID_STATE);
  assert.equal(code(() => m.pointerUp(6, 1, 1, 9)), Status.INVALID_STATE);
  assert.equal(code(() => { m.interval = 2; }), Status.INVALID_OPTION);
  assert.equal(m.hash(), h);
  assert.equal(code(() => m.addTarget([[0, 1], [0, 2]])), Status.INVALID_STATE);
  assert.equal(code(() => m.addGroup([], { radius: 0 })), Status.OUT_OF_RANGE);
  assert.equal(code(() => m.setEasing(0, 0, 99)), Status.INVALID_OPTION);
  assert.equal(code(() => m.step(-1)), Status.OUT_OF_RANGE);
  assert.equal(code(() => m.scrollTo(1)), Status.INVALID_STATE);
  assert.equal(code(() => fizz.createMotion(0, 1)), Status.OUT_OF_RANGE);
  const bytes = m.snapshot();
  m.pointerMove(7, 30, 30);
  assert.notEqual(m.hash(), h);
  // The refused addTarget above still added its (empty) target: compare from the snapshot on.
  const again = fizz.createMotion(1, 1);
  again.restore(bytes);
  const other = fizz.createStrip(10);
  assert.equal(code(() => again.restore(other.snapshot())), Status.INVALID_BUFFER);
  again.pointerMove(7, 30, 30);
  assert.equal(again.hash(), m.hash());
  m.dispose();
  assert.equal(code(() => m.x), Status.STALE_HANDLE);
});

test('a release glide: Framer inertia from 108 at 1000 pt/s lands on the 300 pt grid at 900', async () => {
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(1000, 100);
  m.setRelease({ power: 0.8, timeConstant: 0.325, snapX: 300 });
  m.pointerDown(0, 60, 50, 1);
  for (let i = 1; i <= 5; i += 1) m.pointerMove(0.008 * i, 60 + 8 * i, 50, 1);
  m.pointerUp(0.048, 108, 50, 1);
  assert.equal(m.isGliding, true);
  m.step(10);
  assert.equal(m.isGliding, false);
  assert.equal(m.x, 0.9);
  assert.deepEqual(m.events().map((e) => e.kind), [1, 2, 2, 2, 2, 2, 3, Gesture.SETTLED]);
  m.setRelease(null);
});
