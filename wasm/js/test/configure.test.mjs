// configure(options): the generated settings call of every kind with a snapshot (tools/gen_hosts.py).
// Its keys are the kind's one-value setters; it is atomic (tried on a scratch copy first, so a refusal
// leaves the hash and a world's bubble handles unchanged), refuses unknown keys before setting anything, sets in header
// order, names the refused key, and returns the object.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFizz, FizzError, Status, KINDS } from '../fizz.mjs';
import { wasmBytes } from './common.mjs';
import * as mod from '../fizz.mjs';

const fizz = await loadFizz(wasmBytes());

test('configure sets several settings at once and returns the object', () => {
  const w = fizz.createWorld(400, 300);
  assert.equal(w.configure({ damping: 2.5, iterations: 8, maxBubbles: 40, memoryBudget: 1 << 20 }), w);
  assert.equal(w.getDamping(), 2.5);
  assert.equal(w.getIterations(), 8);
  assert.equal(w.getMaxBubbles(), 40);
  assert.equal(w.getMemoryBudget(), 1048576n);
  const s = fizz.createStrip(120).configure({ spacing: 10 }).configure({ offset: 0 });
  s.add(100); s.add(50);
  assert.deepEqual([...s.frames()], [0, 100, 110, 50]);
  w.dispose(); s.dispose();
});

test('a refused configure restores the state: the hash is unchanged and the error names the key', () => {
  const w = fizz.createWorld(400, 300);
  const a = w.bubbleAdd(100, 100, 20), b = w.bubbleAdd(150, 120, 30); w.step(1 / 60);
  const before = w.hash(), damping = w.getDamping();
  // damping comes before iterations in the header: it is set, then iterations is refused.
  assert.throws(() => w.configure({ iterations: 0, damping: 1.25 }), (e) => {
    assert.ok(e instanceof FizzError);
    assert.equal(e.code, Status.OUT_OF_RANGE);
    assert.equal(e.key, 'iterations');
    assert.equal(e.call, 'fizz_world_set_iterations');
    assert.match(e.message, /iterations/);
    return true;
  });
  assert.equal(w.hash(), before);
  assert.equal(w.getDamping(), damping);
  // The host's bubble handles still name their bubbles (a restore would have re-issued them).
  assert.deepEqual([w.bubbleIsValid(a), w.bubbleIsValid(b), w.bubbleIndex(a), w.bubbleIndex(b)], [1, 1, 0, 1]);
  // The first key refused: nothing set, nothing to restore.
  assert.throws(() => w.configure({ strength: Number.NaN }), (e) => e.key === 'strength');
  assert.equal(w.hash(), before);
  w.dispose();

  const s = fizz.createStrip(120); s.add(100);
  const h = s.hash();
  assert.throws(() => s.configure({ spacing: 5, memoryBudget: 0 }), (e) => e.key === 'memoryBudget');
  assert.equal(s.hash(), h);
  assert.deepEqual([...s.frames()], [0, 100]);   // spacing 5 undone (it moves no item of one, but the hash holds it)
  s.dispose();
});

test('unknown keys and non-objects are refused before anything is set', () => {
  const s = fizz.createStrip(120); s.add(100);
  const h = s.hash();
  assert.throws(() => s.configure({ spacing: 5, spaceing: 6 }), (e) => {
    assert.equal(e.code, Status.INVALID_OPTION);
    assert.match(e.message, /unknown setting 'spaceing'/);
    assert.match(e.message, /spacing, offset, memoryBudget/);
    return true;
  });
  assert.equal(s.hash(), h);
  // Multi-value setters are their own methods, not keys.
  const w = fizz.createWorld(400, 300), hw = w.hash();
  assert.throws(() => w.configure({ anchor: [0.5, 0.5] }), /unknown setting 'anchor'/);
  for (const bad of [null, 3, 'spacing', [['spacing', 5]]]) assert.throws(() => s.configure(bad), /options must be an object/);
  assert.equal(s.hash(), h);
  assert.equal(w.hash(), hw);
  s.dispose(); w.dispose();
});

test('every kind with a class and a snapshot has configure, and {} changes nothing', () => {
  for (const k of KINDS.filter((k) => k.hostClass && k.snapshot !== null)) {
    assert.equal(typeof mod[k.hostClass].prototype.configure, 'function', k.name);
  }
  const made = { world: fizz.createWorld(100, 100), strip: fizz.createStrip(100), popup: fizz.createPopup(400, 300) };
  for (const [name, o] of Object.entries(made)) {
    const h = o.hash();
    assert.equal(o.configure({}), o);
    assert.equal(o.hash(), h, name);
    o.dispose();
  }
});
