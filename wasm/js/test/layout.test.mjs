// The Layout class over fizz.wasm: BrickKit's README rows by hand, a sticky header while
// scrolling, the change list, the rect query, refusals; conditional dimensions, hidden bricks,
// transition frames, the memory budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Layout, Dim, Behavior, Change, Axis, When, Bound, Appear } from '../fizz.mjs';

// A 340 × 600 viewport, the root with inset 10 and edge insets 20 (content width 300): a
// header 1 × 44 (id 2) at (20, 20), two halves (300 − 10)/2 = 145 wide, 100 tall at y 74
// (ids 3, 4), a third (280/3 square) repeated 3 times at y 184 (id 5).
async function example() {
  const fizz = await loadFizz(wasmBytes());
  const l = fizz.createLayout(340, 600);
  l.setSectionInsets(1, 10, 20, 20, 20, 20, 1);
  assert.equal(l.addBrick(1, 0, Dim.RATIO, 1, Dim.FIXED, 44), 2);
  assert.equal(l.addBrick(1, 0, Dim.RATIO, 0.5, Dim.FIXED, 100), 3);
  assert.equal(l.addBrick(1, 0, Dim.RATIO, 0.5, Dim.FIXED, 100), 4);
  assert.equal(l.addBrick(1, 0, Dim.RATIO, 1 / 3, Dim.RATIO, 1), 5);
  l.setRepeatCount(5, 3);
  return { fizz, l };
}

test('README rows: frames and ids by hand, zero-copy views, content size', async () => {
  const { l } = await example();
  assert.ok(l instanceof Layout);
  l.update();
  assert.equal(l.count(), 6);
  assert.deepEqual(Array.from(l.ids()), [2, 0, 3, 0, 4, 0, 5, 0, 5, 1, 5, 2]);
  const f = l.frames();
  assert.ok(f instanceof Float64Array);
  assert.deepEqual(Array.from(f.subarray(0, 4)), [20, 20, 300, 44]);
  assert.deepEqual(Array.from(f.subarray(7, 11)), [20, 74, 145, 100]);
  assert.deepEqual(Array.from(f.subarray(14, 18)), [175, 74, 145, 100]);
  const third = 280 / 3;
  // Frames are handed out by their edges (width = right − left), so a length is the difference
  // of the two edges in doubles: (184 + 280/3) − 184, not 280/3 itself.
  const x = 20 + third + 10;
  assert.deepEqual(l.items()[4], { id: 5, repetition: 1, x, y: 184, width: (x + third) - x, height: (184 + third) - 184,
    z: l.items()[4].z, alpha: 1, scale: 1 });
  assert.deepEqual(l.contentSize, { width: 340, height: 184 + third + 20 });
  assert.deepEqual(l.viewport, { width: 340, height: 600 });
  assert.ok(l.changeList().every((c) => c.change === Change.ENTERED));
  assert.equal(l.changeList().length, 6);
  l.dispose();
});

test('a sticky header stays at the top while the page scrolls; the query', async () => {
  const { l } = await example();
  const sticky = l.addBehavior(Behavior.STICKY, 0, 0, 0, 0);
  l.attach(sticky, 2, 1);
  l.scrollTo(0, 100);
  assert.deepEqual(l.offset, { x: 0, y: 100 });
  const items = l.items();
  assert.deepEqual([items[0].id, items[0].y], [2, 0]);   // stuck at the viewport's top
  assert.deepEqual([items[1].id, items[1].y], [3, -26]); // 74 − 100
  assert.deepEqual(l.bricksIn(0, 80, 340, 10), [[3, 0], [4, 0]]);
  l.dispose();
});

test('refusals throw FizzError with the engine code and change nothing', async () => {
  const { l } = await example();
  l.update();
  const h = l.hash();
  assert.throws(() => l.addBrick(99, 0, Dim.RATIO, 1, Dim.FIXED, 10), (e) => e instanceof FizzError && e.code === Status.INVALID_STATE);
  assert.throws(() => l.addBrick(1, 0, Dim.FILL, 0, Dim.FILL, 0), (e) => e.code === Status.INVALID_OPTION);
  assert.throws(() => l.setOffset(0, NaN), (e) => e.code === Status.NOT_FINITE);
  assert.throws(() => l.remove(1), (e) => e.code === Status.INVALID_STATE);
  assert.throws(() => l.addBehavior(Behavior.STICKY, 0, 0, 1, 0), (e) => e.code === Status.OUT_OF_RANGE);
  assert.equal(l.hash(), h);
  l.dispose();
});

test('conditional dimensions: a breakpoint, a size class, a bound below a width', async () => {
  const fizz = await loadFizz(wasmBytes());
  const l = fizz.createLayout(600, 1000);
  assert.equal(l.addBrick(1, 0, Dim.FIXED, 1, Dim.FIXED, 10), 2);
  // Default W; from W 500 half of W; regular: 100; where W < 400 at most 150.
  l.setDimension(2, Axis.WIDTH, Dim.RATIO, 1);
  l.addDimensionCase(2, Axis.WIDTH, 0, 500, Dim.RATIO, 0.5);
  l.addDimensionCase(2, Axis.WIDTH, When.HORIZONTAL_REGULAR, 0, Dim.FIXED, 100);
  l.addDimensionBound(2, Axis.WIDTH, When.NARROWER, 400, Bound.MAXIMUM, Dim.FIXED, 150);
  const width = () => { l.update(); return l.items()[0].width; };
  assert.equal(width(), 300);                      // compact, W 600: half
  l.setViewport(450, 1000); assert.equal(width(), 450);   // below 500: W, not bounded
  l.setViewport(350, 1000); assert.equal(width(), 150);   // below 400: bounded
  l.setTraits(1, 1); assert.equal(width(), 100);          // regular wins (added last)
  l.setViewport(600, 1000); assert.equal(width(), 100);
  const h = l.hash();
  const code = (c) => (e) => e instanceof FizzError && e.code === c;
  assert.throws(() => l.addDimensionCase(2, Axis.WIDTH, When.HORIZONTAL_REGULAR | When.HORIZONTAL_COMPACT, 0, Dim.FIXED, 1), code(Status.INVALID_OPTION));
  assert.throws(() => l.addDimensionCase(2, Axis.WIDTH, When.NARROWER, 0, Dim.FIXED, 1), code(Status.OUT_OF_RANGE));
  assert.throws(() => l.addDimensionCase(2, Axis.WIDTH, 128, 0, Dim.FIXED, 1), code(Status.INVALID_OPTION));
  assert.throws(() => l.addDimensionCase(2, 2, 0, 10, Dim.FIXED, 1), code(Status.INVALID_OPTION));
  assert.throws(() => l.addDimensionCase(99, Axis.WIDTH, 0, 10, Dim.FIXED, 1), code(Status.INVALID_STATE));
  assert.throws(() => l.addDimensionBound(2, Axis.WIDTH, 0, 0, 2, Dim.FIXED, 1), code(Status.INVALID_OPTION));
  assert.throws(() => l.addDimensionBound(2, Axis.HEIGHT, 0, 0, Bound.MINIMUM, Dim.FILL, 0), code(Status.INVALID_OPTION));
  assert.throws(() => l.setDimension(2, Axis.WIDTH, Dim.RATIO, NaN), code(Status.NOT_FINITE));
  assert.equal(l.hash(), h);
  l.dispose();
});

test('hidden bricks: handed out 0 x 0 with alpha 0 where the flow reaches them, reported as moved', async () => {
  const { l } = await example();
  l.update();
  l.setHidden(3, 1);
  l.update();
  assert.deepEqual(Array.from(l.ids()), [2, 0, 3, 0, 4, 0, 5, 0, 5, 1, 5, 2]);
  // After the header (300 wide at x 20) and an inset: x 330, on the header's row (y 20).
  const it = l.items()[1];
  assert.deepEqual([it.x, it.y, it.width, it.height, it.alpha], [330, 20, 0, 0, 0]);
  assert.deepEqual([l.items()[2].x, l.items()[2].y], [20, 74]);   // the other half moves up
  assert.ok(l.changeList().some((c) => c.id === 3 && c.change === Change.MOVED));
  assert.throws(() => l.transition(3, 0, Appear.TOP), (e) => e.code === Status.INVALID_STATE);
  l.dispose();
});

test('transition frames and the memory budget', async () => {
  const { l } = await example();
  l.update();
  // The first half, laid out at (20, 74) 145 x 100; the content 184 + 280/3 + 20 < 600 tall.
  assert.deepEqual(l.transition(3, 0, Appear.TOP), { x: 20, y: -100, width: 145, height: 100, alpha: 0, scale: 1 });
  assert.deepEqual(l.transition(3, 0, Appear.BOTTOM), { x: 20, y: 600, width: 145, height: 100, alpha: 0, scale: 1 });
  assert.deepEqual(l.transition(3, 0, Appear.SCALE), { x: 20, y: 74, width: 145, height: 100, alpha: 0, scale: 0.1 });
  assert.throws(() => l.transitionFrame(3, 0, 3, 0), (e) => e.code === Status.INVALID_OPTION);
  assert.throws(() => l.transitionFrame(5, 3, 0, 0), (e) => e.code === Status.OUT_OF_RANGE);
  // The memory budget in int64 bytes, as every kind's (a BigInt out; a whole number or BigInt in).
  const used = l.getMemoryUsed();
  assert.ok(typeof used === 'bigint' && used > 0n);
  assert.equal(l.memoryUsed(), used);    // the name before issue 27, kept as a deprecated alias
  assert.equal(l.getMemoryBudget(), 268435456n);
  assert.throws(() => l.setMemoryBudget(1.5), (e) => e instanceof FizzError && e.code === Status.OUT_OF_RANGE);    // no int64: refused before the call
  assert.throws(() => l.setMemoryBudget(0), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => l.setMemoryBudget(2 ** 40 + 1), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => l.setMemoryBudget(used - 1n), (e) => e.code === Status.OUT_OF_RANGE);
  l.setMemoryBudget(used);
  assert.equal(l.getMemoryBudget(), used);
  l.setRepeatCount(5, 100000);   // 100,000 items do not fit in what 6 took
  const h = l.hash();
  assert.throws(() => l.update(), (e) => e.code === Status.LIMIT);
  assert.equal(l.hash(), h);
  l.dispose();
});
