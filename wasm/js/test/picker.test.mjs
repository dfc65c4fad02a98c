// The picker through the JS classes: taps, selection, tags, queries, events, drags, views.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, Status, Query, Event, Flag, Overflow } from '../fizz.mjs';

async function picker() {
  const fizz = await loadFizz(wasmBytes());
  const world = fizz.createWorld(400, 400);
  world.setDurations(0, 0, 0);                   // no animation: sizes are final at once
  const a = world.addPickerBubble(100, 100, 40, 1n);
  const b = world.addPickerBubble(300, 300, 40, 2n);
  return { fizz, world, a, b };
}

test('a tap selects the bubble under the finger and the background selects nothing', async () => {
  const { world, a, b } = await picker();
  assert.equal(world.tap(100, 100).handle, a.handle);
  assert.equal(world.tap(5, 395), null);
  assert.equal(a.isSelected, true);
  assert.equal(b.isSelected, false);
  const i = a.index;
  assert.equal(world.flags()[i] & Flag.SELECTED, Flag.SELECTED);
  assert.deepEqual(Array.from(world.query(Query.SELECTED)), [a.handle]);
  world.step(1 / 60);
  const ev = Array.from(world.events());
  const selected = [];
  for (let k = 0; k < ev.length; k += 4) if (ev[k] === Event.SELECTED) selected.push(ev[k + 1]);
  assert.deepEqual(selected, [a.handle]);
  assert.equal(a.toggle(), true);                  // toggled back: changed
  assert.equal(a.deselect(), false);               // already deselected: unchanged
});

test('render views hold x, y, radius, scale, opacity per bubble', async () => {
  const { world, a } = await picker();
  const r = world.render();
  assert.equal(r.length, 2 * 5);
  const i = a.index;
  assert.deepEqual([r[5 * i], r[5 * i + 1], r[5 * i + 2]], [100, 100, 40]);
  assert.ok(r[5 * i + 3] > 0 && r[5 * i + 3] <= 1);
  assert.ok(r[5 * i + 4] >= 0 && r[5 * i + 4] <= 1);
});

test('uint64 tags and user data cross as BigInts, all 64 bits', async () => {
  const { world, a, b } = await picker();
  a.tag = 0xffff_ffff_ffff_fffen;
  assert.equal(a.tag, 0xffff_ffff_ffff_fffen);
  assert.equal(b.userData, 2n);
  assert.equal(world.find(2n).handle, b.handle);
  assert.equal(world.find(99n), null);
  assert.deepEqual(Array.from(world.query(Query.TAGGED, 0xffff_ffff_ffff_fffen)), [a.handle]);
  assert.throws(() => world.addPickerBubble(200, 200, 20, 1n), (e) => e.code === Status.INVALID_STATE);
});

test('a single-selection limit deselects the oldest', async () => {
  const { world, a, b } = await picker();
  world.setSelectionLimit(1, Overflow.DESELECT_OLDEST);
  assert.equal(a.select(), true);
  assert.equal(b.select(), true);
  assert.equal(a.isSelected, false);
  assert.throws(() => world.setSelectionLimit(1, 7), (e) => e.code === Status.INVALID_OPTION);
});

test('a drag holds the bubble under the finger and pulls it along', async () => {
  const { world, a } = await picker();
  assert.equal(world.dragBegin(100, 100).handle, a.handle);
  assert.equal(world.flags()[a.index] & Flag.DRAGGED, Flag.DRAGGED);
  assert.throws(() => world.dragBegin(300, 300), (e) => e.code === Status.INVALID_STATE);
  world.dragMove(160, 100);
  for (let k = 0; k < 30; k += 1) world.step(1 / 60);
  const { x } = a.position;
  assert.ok(x > 130, `x ${x}`);                   // most of the way to the finger at 160
  world.dragEnd();
  assert.equal(world.flags()[a.index] & Flag.DRAGGED, 0);
  assert.equal(world.dragBegin(5, 5), null);       // the background
});
