// The Carousel class over fizz.wasm: hand-checked records, a fling landing where the query
// said, the custom path, refusals, snapshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Carousel, Curve, Transform, Phase } from '../fizz.mjs';

// A 400 × 300 pt viewport, 100 × 100 pt items 8 pt apart (pitch 108 pt).
async function make(count = 5) {
  const fizz = await loadFizz(wasmBytes());
  return { fizz, c: fizz.createCarousel(400, 300, 100, 100, count) };
}

test('records: 7 slots (ceil(200/108) + 1 either side), indices mod 5, one pitch apart', async () => {
  const { c } = await make();
  assert.ok(c instanceof Carousel);
  assert.equal(c.count, 5);
  assert.deepEqual(c.layout, { direction: 0, viewportWidth: 400, viewportHeight: 300, itemWidth: 100,
    itemHeight: 100, lineSpacing: 8 });
  const items = c.items();
  assert.equal(items.length, 7);
  assert.deepEqual(items.map((it) => it.index).sort(), [0, 1, 2, 2, 3, 3, 4]);
  const right = items.find((it) => it.offset === 1);
  assert.equal(right.index, 1);
  assert.equal(right.normalized, 108 / 200);
  assert.equal(right.matrix[12], 108);                    // m41: one pitch to the right
  assert.equal(Carousel.css(right).startsWith('matrix3d(1,'), true);
  c.position = 2.5;
  assert.equal(c.currentIndex(), 2);                      // tie: the lower slot
  c.dispose();
});

test('a fling lands where landingIndex said, and pointerUp answers it first', async () => {
  const { c } = await make(30);
  c.setTransform(Transform.COVER_FLOW, 0.25, 2 * Math.PI, 0, 0.9, 0, 0.25);
  c.pointerDown(0, 300, 150);
  for (let k = 1; k <= 6; k++) c.pointerMove(k / 60, 300 - 30 * k, 150);
  assert.equal(c.phase, Phase.DRAGGING);
  const v = c.fingerVelocity();
  assert.ok(Math.abs(v + 1800) < 1e-6);                   // 30 pt per 1/60 s
  const predicted = c.landingIndex(v);
  assert.equal(predicted, 10);                            // 180/108 + τ·1800/108 = 9.992
  assert.equal(c.pointerUp(0.1, 120, 150), predicted);
  let frames = 0;
  while (c.phase !== Phase.IDLE && frames < 1800) { c.step(1 / 60); frames++; }
  assert.equal(c.currentIndex(), predicted);
  assert.equal(c.position, predicted);
});

test('custom path: straight segments, then Catmull-Rom (0.625 halfway down)', async () => {
  const { c } = await make();
  c.setCustomPath([[-1, 0], [0, 1], [1, 0]]);
  assert.equal(c.pathValue(0.5), 0.5);
  c.setCustomPath([[-1, 0], [0, 1], [1, 0]], true);
  assert.equal(c.pathValue(0.5), 0.625);
  assert.equal(Curve.CUSTOM, 4);
});

test('refusals throw FizzError with the engine code and change nothing', async () => {
  const { c } = await make();
  const h = c.hash();
  assert.throws(() => c.setTransform(21, 0, 0, 0, 0, 0, 0), (e) => e instanceof FizzError && e.code === Status.INVALID_OPTION);
  assert.throws(() => c.step(2), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => c.pointerUp(0, 0, 0), (e) => e.code === Status.INVALID_STATE);
  assert.throws(() => c.addPathPoint(0, NaN), (e) => e.code === Status.NOT_FINITE);
  assert.equal(c.hash(), h);
});

test('snapshot into another carousel: the same hash, and the same after stepping both', async () => {
  const { fizz, c } = await make(12);
  c.pointerDown(0, 300, 150); c.pointerMove(0.05, 200, 150); c.pointerUp(0.05, 200, 150);
  c.step(0.1);
  const d = fizz.createCarousel(10, 10, 1, 1, 1);
  d.restore(c.snapshot());
  assert.equal(d.hash(), c.hash());
  c.step(0.5); d.step(0.5);
  assert.equal(d.hash(), c.hash());
});
