// Snapshots in the JS host: a restored world continues bit for bit in another instance, and
// damaged buffers are refused without changing anything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Spawn } from '../fizz.mjs';

/** A picker session mid-everything: moving pile, drag, removal and appearance animating,
 *  freed slots, a pending event, part of a substep pending. */
function busy(world) {
  const bubbles = [];
  for (let i = 0; i < 120; i++) bubbles.push(world.addPickerBubble(20 + (i * 37) % 350, 20 + (i * 91) % 800, 12 + i % 9));
  for (let f = 0; f < 20; f++) world.step(1 / 60);
  for (let i = 0; i < 100; i += 2) bubbles[i].remove();
  for (let f = 0; f < 10; f++) world.step(1 / 60);
  bubbles[1].select();
  bubbles[5].removeAnimated();
  world.spawn(Spawn.RANDOM, 25);
  const { x, y } = bubbles[101].position;
  world.dragBegin(x, y);
  world.dragMove(x + 40, y - 30);
  for (let f = 0; f < 3; f++) world.step(1 / 60);
  bubbles[7].toggle();
  world.step(0.004);
}

function frames(world, n) {
  const out = [];
  for (let f = 0; f < n; f++) {
    if (f === 30) world.dragMove(200, 300);
    if (f === 60) world.dragEnd();
    world.step(1 / 60);
    out.push(world.hash());
  }
  return out;
}

test('a restored world continues bit for bit in another instance', async () => {
  const a = (await loadFizz(wasmBytes())).createWorld(390, 844);
  const b = (await loadFizz(wasmBytes())).createWorld(10, 10);
  busy(a);
  const bytes = a.snapshot();
  assert.deepEqual(Array.from(bytes.subarray(0, 4)), [0x46, 0x49, 0x5a, 0x5a]);   // "FIZZ"
  b.restore(bytes);
  assert.equal(b.hash(), a.hash());
  assert.equal(b.count, a.count);
  assert.deepEqual(b.snapshot(), bytes);
  assert.deepEqual(frames(b, 120), frames(a, 120));
});

test('truncated, flipped and foreign snapshots are refused and change nothing', async () => {
  const fizz = await loadFizz(wasmBytes());
  const w = fizz.createWorld(200, 200);
  for (let i = 0; i < 5; i++) w.addPickerBubble(30 + 30 * i, 100, 14);
  w.step(1 / 60);
  const bytes = w.snapshot();
  const target = fizz.createWorld(50, 50);
  target.addBubble(25, 25, 5);
  const before = target.hash();
  const damaged = [];
  for (let n = 0; n < bytes.length; n += 5) damaged.push(bytes.slice(0, n));
  for (let i = 0; i < bytes.length; i += 3) { const d = bytes.slice(); d[i] ^= 0x10; damaged.push(d); }
  for (const d of damaged) {
    assert.throws(() => target.restore(d), (e) => e instanceof FizzError && e.code === Status.INVALID_BUFFER);
    assert.equal(target.hash(), before);
  }
  assert.equal(fizz.exports.fizz_free(12345), Status.INVALID_BUFFER);
});

/** `bytes` with the 32-bit word at `at` set to `value` and its checksum (FNV-1a 64) rewritten. */
function resealedWord(bytes, at, value) {
  const d = new Uint8Array(bytes);
  new DataView(d.buffer).setUint32(at, value >>> 0, true);
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < d.length - 8; i++) h = ((h ^ BigInt(d[i])) * 0x100000001b3n) & 0xffffffffffffffffn;
  new DataView(d.buffer).setBigUint64(d.length - 8, h, true);
  return d;
}

test('issue 20: a motion count past its column is refused and changes nothing', async () => {
  // A motion (320 × 600) with a target and two groups; the mapping's target count made 65,536 with the checksum rewritten: the restore read a column it had not
  // filled (natively address 0x8, in wasm linear memory at 8).
  const fizz = await loadFizz(wasmBytes());
  const m = fizz.createMotion(320, 600);
  m.addTarget([]);
  m.addGroup([], { radius: 100 });
  m.addGroup([], { radius: 100, axis: 1 });
  const bytes = m.snapshot();
  // The mapping's counts (1 target, 0 stops, 0 colour stops, 2 groups) follow the motion's own
  // fields: found by their values, so a new motion field does not move the test elsewhere.
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let at = 16;
  while (at < bytes.length - 16 && ![1, 0, 0, 2].every((v, k) => view.getUint32(at + 4 * k, true) === v)) at += 1;
  assert.ok(at > 16 + 100 && at < bytes.length - 16);
  const target = fizz.createMotion(10, 10);
  const before = target.hash();
  assert.throws(() => target.restore(resealedWord(bytes, at, 0x10000)), (e) => e instanceof FizzError && e.code === Status.INVALID_BUFFER);
  assert.equal(target.hash(), before);
});

test('issue 20: accepted state restores (a glide resting at 1.8e9, a selected 1e6 bubble)', async () => {
  const fizz = await loadFizz(wasmBytes());
  const a = fizz.createAnimator(), b = fizz.createAnimator();
  a.addDecay(1e9, 1e9, { power: 0.8, timeConstant: 0.325 });
  a.step(0.5);
  b.restore(a.snapshot());
  assert.equal(b.hash(), a.hash());
  const w = fizz.createWorld(400, 300), v = fizz.createWorld(10, 10);
  assert.equal(w.addBubble(200, 150, 1e6).toggle(), true);
  w.step(1.0);
  v.restore(w.snapshot());
  assert.equal(v.hash(), w.hash());
});
