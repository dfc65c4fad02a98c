// The idiomatic JS API over fizz.wasm: worlds, bubbles, zero-copy frames, errors, cleanup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes, wasmPath } from './common.mjs';
import { pathToFileURL } from 'node:url';
import { loadFizz, FizzError, Status, Attraction, World } from '../fizz.mjs';

test('loads from bytes and from a file URL', async () => {
  const a = await loadFizz(wasmBytes());
  const b = await loadFizz(pathToFileURL(wasmPath));
  assert.equal(a.version, b.version);
  assert.ok(a.version >= 1 << 8, `version ${a.version.toString(16)}`);   // at least 0.1.0
});

test('a bubble added at rest reads back exactly, then falls toward the anchor', async () => {
  const fizz = await loadFizz(wasmBytes());
  const world = fizz.createWorld(390, 844);
  const b = world.addBubble(100, 100, 40);
  assert.deepEqual(Array.from(world.positions()), [100, 100, 40]);
  assert.deepEqual(Array.from(world.velocities()), [0, 0]);
  assert.deepEqual(Array.from(world.ids()), [b.handle]);
  assert.equal(world.count, 1);
  assert.deepEqual(b.position, { x: 100, y: 100, radius: 40 });
  world.step(1 / 60);
  const [x, y] = world.positions();
  // The spring pulls toward the centre (195, 422): both coordinates grow, by less than a step.
  assert.ok(x > 100 && x < 195, `x ${x}`);
  assert.ok(y > 100 && y < 422, `y ${y}`);
  assert.equal(typeof world.hash(), 'bigint');
  world.dispose();
});

test('parameters round-trip through the engine', async () => {
  const fizz = await loadFizz(wasmBytes());
  const world = fizz.createWorld(300, 200);
  assert.equal(world.width, 300);
  assert.equal(world.height, 200);
  assert.equal(world.attraction, Attraction.SPRING);
  world.attraction = Attraction.CONSTANT;
  assert.equal(world.attraction, Attraction.CONSTANT);
  world.damping = 2.5;
  assert.equal(world.damping, 2.5);
  world.setAnchor(0.25, 0.75);
  assert.deepEqual(world.anchor, { x: 0.25, y: 0.75 });
  world.setWalls(true, false);
  assert.deepEqual(world.walls, { x: true, y: false });
  world.iterations = 4;
  assert.equal(world.iterations, 4);
  world.dispose();
});

test('refused calls throw FizzError with the engine code and leave the world unchanged', async () => {
  const fizz = await loadFizz(wasmBytes());
  assert.throws(() => fizz.createWorld(NaN, 100), (e) => e instanceof FizzError && e.code === Status.NOT_FINITE && e.call === 'fizz_world_create');
  const world = fizz.createWorld(400, 400);
  const b = world.addBubble(200, 200, 30);
  const before = world.hash();
  assert.throws(() => world.step(-1), (e) => e.code === Status.OUT_OF_RANGE && e.engineMessage.length > 0);
  assert.throws(() => world.addBubble(100, 100, 0), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => { world.attraction = 7; }, (e) => e.code === Status.INVALID_OPTION);
  assert.equal(world.hash(), before);
  b.remove();
  assert.equal(b.isValid, false);
  assert.throws(() => b.remove(), (e) => e.code === Status.STALE_HANDLE);
  world.dispose();
  assert.throws(() => world.step(1 / 60), (e) => e.code === Status.STALE_HANDLE);
});

test('frame views are zero-copy and are rebuilt after memory grows', async () => {
  const fizz = await loadFizz(wasmBytes());
  const world = fizz.createWorld(1000, 1000);
  world.addBubble(100, 200, 10);
  const first = world.positions();
  assert.equal(first.buffer, fizz.memory.buffer);            // a view, not a copy
  assert.equal(world.positions(), first);                     // reused while still valid
  const oldBuffer = fizz.memory.buffer;
  const oldBytes = oldBuffer.byteLength;
  // Grow the memory: big worlds full of bubbles until the buffer is replaced.
  const big = [];
  while (fizz.memory.buffer === oldBuffer && big.length < 64) {
    const w = fizz.createWorld(1e6, 1e6);
    for (let i = 0; i < 20000; i += 1) w.addBubble((i % 1000) * 30, Math.floor(i / 1000) * 30, 10);
    w.positions();
    big.push(w);
  }
  assert.notEqual(fizz.memory.buffer, oldBuffer, 'memory never grew');
  assert.ok(fizz.memory.buffer.byteLength > oldBytes);
  assert.equal(first.length, 0, 'the old view was detached by growth');
  const again = world.positions();
  assert.notEqual(again, first);
  assert.equal(again.buffer, fizz.memory.buffer);
  assert.deepEqual(Array.from(again), [100, 200, 10]);
  for (const w of big) w.dispose();
  world.dispose();
});

test('dispose destroys the world; a dropped world is destroyed by the FinalizationRegistry', async (t) => {
  const fizz = await loadFizz(wasmBytes());
  const w = fizz.createWorld(10, 10);
  const h = w.handle;
  w.dispose();
  w.dispose();                                   // twice is harmless
  assert.equal(fizz.exports.fizz_world_is_valid(h), 0);
  if (typeof Symbol.dispose === 'symbol') {      // `using world = …` where the language has it
    const scoped = fizz.createWorld(10, 10);
    scoped[Symbol.dispose]();
    assert.equal(scoped.isValid, false);
  }
  if (typeof globalThis.gc !== 'function') { t.skip('run node with --expose-gc'); return; }
  const handles = (() => Array.from({ length: 8 }, () => fizz.createWorld(10, 10).handle))();
  for (let round = 0; round < 50 && handles.some((x) => fizz.exports.fizz_world_is_valid(x) === 1); round += 1) {
    globalThis.gc();
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.deepEqual(handles.map((x) => fizz.exports.fizz_world_is_valid(x)), handles.map(() => 0));
});

test('World instances are only made by a Fizz', () => {
  assert.equal(typeof World, 'function');
});

test('the memory budget reads back, and what does not fit throws LIMIT and changes nothing', async () => {
  const fizz = await loadFizz(wasmBytes());
  const world = fizz.createWorld(390, 844);
  assert.equal(world.memoryBudget, 256 * 1024 * 1024);
  assert.equal(world.memoryUsed, 0);
  world.memoryBudget = 8192;
  let added = 0;
  assert.throws(() => { for (;;) { world.addBubble(10 + (added % 30) * 12, 10 + Math.floor(added / 30) * 12, 5); added += 1; } },
    (e) => e instanceof FizzError && e.code === Status.LIMIT);
  // 72 bytes a bubble, columns doubling: between half the budget and all of it.
  assert.ok(added >= 8192 / 144 && added <= 8192 / 72, `${added} bubbles`);
  const h = world.hash();
  assert.throws(() => world.step(1 / 60), (e) => e.code === Status.LIMIT);
  assert.equal(world.hash(), h);
  assert.ok(world.memoryUsed <= 8192);
  assert.throws(() => { world.memoryBudget = 0; }, (e) => e.code === Status.OUT_OF_RANGE);
  world.memoryBudget = 1 << 20;
  world.step(1 / 60);
  assert.equal(world.eventsDropped, 0);
  world.dispose();
});
