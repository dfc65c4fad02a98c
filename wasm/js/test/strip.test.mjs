// The Strip class over fizz.wasm: the hand-checked example, zero-copy frames, refusals, kinds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Strip } from '../fizz.mjs';

// Items of 100, 50 and 200 pt, 10 pt apart (starts 0, 110, 170), in a 120 pt viewport at 30 pt.
async function example() {
  const fizz = await loadFizz(wasmBytes());
  const strip = fizz.createStrip(120);
  strip.spacing = 10;
  assert.deepEqual([strip.add(100), strip.add(50), strip.add(200)], [0, 1, 2]);
  strip.offset = 30;
  return { fizz, strip };
}

test('three items: frames, visible range, snap offsets, content length', async () => {
  const { strip } = await example();
  assert.ok(strip instanceof Strip);
  assert.equal(strip.count, 3);
  assert.equal(strip.viewport, 120);
  assert.equal(strip.offset, 30);
  assert.equal(strip.contentLength, 370);
  assert.deepEqual(Array.from(strip.frames()), [-30, 100, 80, 50, 140, 200]);
  assert.deepEqual(strip.visible, { first: 0, count: 2 });
  assert.equal(strip.snapOffset(60), 110);
  assert.equal(strip.snapOffset(200), 170);
  assert.equal(strip.snapOffset(-40), 0);
  strip.offset = 160;
  assert.deepEqual(strip.visible, { first: 2, count: 1 });
  assert.deepEqual(Array.from(strip.frames()), [-160, 100, -50, 50, 10, 200]);
  assert.equal(typeof strip.hash(), 'bigint');
  strip.dispose();
  assert.equal(strip.isValid, false);
  strip.dispose();   // twice is fine
});

test('refusals throw FizzError with the engine code and change nothing', async () => {
  const { fizz, strip } = await example();
  const h = strip.hash();
  assert.throws(() => strip.add(NaN), (e) => e instanceof FizzError && e.code === Status.NOT_FINITE && e.call === 'fizz_strip_add');
  assert.throws(() => strip.add(-1), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => { strip.spacing = Infinity; }, (e) => e.code === Status.NOT_FINITE);
  assert.throws(() => { strip.offset = 2e7; }, (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => strip.snapOffset(NaN), (e) => e.code === Status.NOT_FINITE && e.call === 'fizz_strip_snap_offset');
  assert.throws(() => fizz.createStrip(0.5), (e) => e.code === Status.OUT_OF_RANGE && e.call === 'fizz_strip_create');
  assert.equal(strip.hash(), h);
  assert.equal(strip.count, 3);
  strip.dispose();
  assert.throws(() => strip.count, (e) => e.code === Status.STALE_HANDLE);
});

test('strips and worlds are different kinds of handle', async () => {
  const { fizz, strip } = await example();
  const world = fizz.createWorld(100, 100);
  const x = fizz.exports;
  assert.equal(x.fizz_strip_count(world.handle), Status.WRONG_KIND);
  assert.equal(x.fizz_world_count(strip.handle), Status.WRONG_KIND);
  assert.equal(fizz.lastErrorMessage, 'the handle is not a world handle');
  assert.equal(x.fizz_strip_is_valid(world.handle), 0);
  assert.equal(x.fizz_world_is_valid(strip.handle), 0);
  world.dispose();
  strip.dispose();
});

test('frames of 100,000 items are one view over the module memory', async () => {
  const fizz = await loadFizz(wasmBytes());
  const strip = fizz.createStrip(120);
  for (let i = 0; i < 100000; i++) strip.add(10);
  assert.throws(() => strip.add(10), (e) => e.code === Status.LIMIT);
  strip.offset = 999995;
  assert.deepEqual(strip.visible, { first: 99999, count: 1 });
  const f = strip.frames();
  assert.equal(f.length, 200000);
  assert.equal(f[0], -999995);
  assert.equal(f[199998], -5);
  assert.equal(strip.frames(), f);   // unchanged: the same view
  strip.dispose();
});

test('snapshot: restored into a strip of another size and instance, it answers alike; damage is refused', async () => {
  const { strip } = await example();
  const bytes = strip.snapshot();
  assert.equal(bytes.length, 84);   // header 16, limit 8, three doubles 24, count 4, lengths 24, checksum 8
  const other = (await loadFizz(wasmBytes())).createStrip(999);
  other.restore(bytes);
  assert.equal(other.viewport, 120);
  assert.equal(other.hash(), strip.hash());
  assert.deepEqual(Array.from(other.frames()), [-30, 100, 80, 50, 140, 200]);
  const damaged = bytes.slice(); damaged[40] ^= 1;
  const before = other.hash();
  assert.throws(() => other.restore(damaged), (e) => e instanceof FizzError && e.code === Status.INVALID_BUFFER);
  assert.throws(() => other.restore(bytes.subarray(0, 83)), (e) => e.code === Status.INVALID_BUFFER);
  assert.equal(other.hash(), before);
  // A world's snapshot is not a strip's.
  const world = strip.fizz.createWorld(100, 100);
  assert.throws(() => other.restore(world.snapshot()), (e) => e.code === Status.INVALID_BUFFER && /kind/.test(e.message));
});
