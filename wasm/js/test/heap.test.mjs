// The module's own heap (wasm/runtime/allocator.c): freed blocks are reused, so a host that
// creates and destroys worlds for ever runs in bounded memory, and a world as large as the
// budget allows still fits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz } from '../fizz.mjs';

/** One world of `n` bubbles on a grid, stepped one second, its frame read, then destroyed. */
function cycle(fizz, n) {
  const world = fizz.createWorld(1000, 1000);
  for (let i = 0; i < n; i++) world.addBubble(20 + (i % 40) * 24, 20 + Math.floor(i / 40) * 24, 10);
  for (let s = 0; s < 60; s++) world.step(1 / 60);
  const sum = world.positions().reduce((a, b) => a + b, 0);
  world.dispose();
  return sum;
}

test('creating and destroying worlds reuses the heap: memory stops growing after the first cycles', async () => {
  const fizz = await loadFizz(wasmBytes());
  const first = cycle(fizz, 1000);
  for (let k = 0; k < 3; k++) cycle(fizz, 1000);
  const settled = fizz.memory.buffer.byteLength;
  for (let k = 0; k < 40; k++) assert.equal(cycle(fizz, 1000), first, 'same motion every cycle');
  // Without reuse each cycle would take the world's whole storage again (over 1 MB).
  assert.equal(fizz.memory.buffer.byteLength, settled, `grew from ${settled} to ${fizz.memory.buffer.byteLength}`);
});

test('worlds of different sizes interleaved reuse blocks of their own size classes', async () => {
  const fizz = await loadFizz(wasmBytes());
  for (const n of [10, 1000, 100, 1600, 1]) cycle(fizz, n);
  const settled = fizz.memory.buffer.byteLength;
  for (let k = 0; k < 10; k++) for (const n of [1600, 1, 1000, 10, 100]) cycle(fizz, n);
  assert.equal(fizz.memory.buffer.byteLength, settled);
});
