// Integer arguments of the generated calls (and of the hand-written ones that pass an integer
// themselves), against the real module. An i32 export takes any JS value through ToInt32 and an
// i64 one through ToBigInt64, so without the host's check 2 ** 32 + 3 reached the engine as 3,
// 1.5 as 1, NaN, 'abc' or undefined as 0 and -1 given to a uint32_t or uint64_t as its largest
// value: the call was accepted with another value than the caller passed. Each case here was
// accepted (or threw something other than a FizzError) before the check; now each throws a
// FizzError naming the call and the parameter, and the object's hash is unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Dim } from '../fizz.mjs';

const fizz = await loadFizz(wasmBytes());

/** `f()` throws a FizzError from the host's check: `code`, the call and the parameter named. */
function refused(f, call, param, code = Status.OUT_OF_RANGE) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof FizzError, `${e}`);
    assert.equal(e.call, call);
    assert.equal(e.code, code);
    assert.match(e.engineMessage, new RegExp(`^${param} must be an integer in `));
    return true;
  });
}

/** Every bad value of an integer parameter, with the status it is refused with. */
const BAD_32 = [
  [2 ** 32 + 3, Status.OUT_OF_RANGE], [1.5, Status.OUT_OF_RANGE], [NaN, Status.NOT_FINITE],
  [Infinity, Status.NOT_FINITE], ['abc', Status.OUT_OF_RANGE], ['3', Status.OUT_OF_RANGE],
  [undefined, Status.OUT_OF_RANGE], [null, Status.OUT_OF_RANGE], [true, Status.OUT_OF_RANGE],
  [3n, Status.OUT_OF_RANGE], [{}, Status.OUT_OF_RANGE],
];

test('int32_t: a value ToInt32 would wrap, truncate or zero is refused, and nothing changes', () => {
  const w = fizz.createWorld(390, 844);
  w.addBubble(100, 100, 30);
  const hash = w.hash();
  for (const [v, code] of [...BAD_32, [2 ** 31, Status.OUT_OF_RANGE], [-(2 ** 31) - 1, Status.OUT_OF_RANGE]]) {
    refused(() => w.setIterations(v), 'fizz_world_set_iterations', 'iterations', code);
    refused(() => w.setMaxBubbles(v), 'fizz_world_set_max_bubbles', 'limit', code);
  }
  assert.equal(w.hash(), hash);
  w.setIterations(3);                                    // an integer in range still goes through
  assert.equal(w.getIterations(), 3);
  assert.throws(() => w.setIterations(-1), (e) => e.engineMessage.startsWith('a number argument'));  // the engine's own range
  w.dispose();
});

test('uint32_t: a negative or wrapped id is refused, not taken as another id', () => {
  const l = fizz.createLayout(390, 844);
  const id = l.addBrick(1, 0, Dim.FIXED, 100, Dim.FIXED, 44);
  const hash = l.hash();
  for (const [v, code] of [...BAD_32, [-1, Status.OUT_OF_RANGE], [id + 2 ** 32, Status.OUT_OF_RANGE]]) {
    refused(() => l.setRepeatCount(v, 3), 'fizz_layout_set_repeat_count', 'id', code);
  }
  for (const [v, code] of BAD_32) refused(() => l.setRepeatCount(id, v), 'fizz_layout_set_repeat_count', 'count', code);
  assert.equal(l.hash(), hash);
  l.setRepeatCount(id, 3);
  assert.notEqual(l.hash(), hash);
  l.dispose();
  // A bubble handle (uint32_t) plus 2^32 named the same bubble.
  const w = fizz.createWorld(390, 844);
  const b = w.addBubble(100, 100, 30);
  refused(() => w.pickerSelect(b.handle + 2 ** 32), 'fizz_picker_select', 'bubble');
  refused(() => w.bubble(b.handle + 2 ** 32), 'World.bubble', 'handle');
  assert.equal(b.isSelected, false);
  w.dispose();
});

test('int64_t: a Number or BigInt past its range, a fraction or a string is refused', () => {
  const w = fizz.createWorld(390, 844);
  const budget = w.getMemoryBudget();
  for (const v of [2 ** 64 + 2 ** 27, 2n ** 64n + 2n ** 27n, -(2n ** 63n) - 1n, 1.5, 'abc', undefined, true]) {
    refused(() => w.setMemoryBudget(v), 'fizz_world_set_memory_budget', 'bytes');
    refused(() => { w.memoryBudget = v; }, 'fizz_world_set_memory_budget', 'bytes');
  }
  refused(() => w.setMemoryBudget(NaN), 'fizz_world_set_memory_budget', 'bytes', Status.NOT_FINITE);
  assert.equal(w.getMemoryBudget(), budget);
  w.setMemoryBudget(2 ** 27);                           // a Number and a BigInt both go through
  assert.equal(w.getMemoryBudget(), 2n ** 27n);
  w.setMemoryBudget(2n ** 28n);
  assert.equal(w.getMemoryBudget(), 2n ** 28n);
  w.dispose();
});

test('uint64_t: -1 or 2^64 + n is refused, not taken as 2^64 - 1 or n', () => {
  const w = fizz.createWorld(390, 844);
  const b = w.addPickerBubble(100, 100, 30, 7n);
  const hash = w.hash();
  for (const v of [-1, -1n, 2n ** 64n + 5n, 2 ** 64, 1.5, 'abc', null]) {
    refused(() => w.pickerSetSeed(v), 'fizz_picker_set_seed', 'seed');
    refused(() => { b.tag = v; }, 'fizz_picker_set_tag', 'tag');
    refused(() => w.find(v), 'fizz_picker_find', 'user_data');
  }
  assert.equal(w.hash(), hash);
  assert.equal(b.tag, 0n);
  b.tag = 2n ** 64n - 1n;                              // the whole unsigned range goes through
  assert.equal(b.tag, 2n ** 64n - 1n);
  w.dispose();
});

test('factories, configure and the hand-written calls check their integers too', () => {
  refused(() => fizz.createCarousel(390, 200, 100, 100, 2 ** 32 + 3), 'fizz_carousel_create', 'count');
  const w = fizz.createWorld(390, 844);
  const hash = w.hash();
  assert.throws(() => w.configure({ damping: 0.5, iterations: 2 ** 32 + 3 }),
    (e) => e instanceof FizzError && e.key === 'iterations' && e.code === Status.OUT_OF_RANGE);
  assert.equal(w.hash(), hash);                        // configure is atomic: damping was not set
  w.configure({ iterations: 5, memoryBudget: 2 ** 27 });
  assert.equal(w.getIterations(), 5);
  w.dispose();
  const m = fizz.createMotion(390, 844);
  refused(() => m.pointerDown(0, 10, 10, 1.5), 'fizz_motion_pointer_down', 'pointer');
  refused(() => m.pointerDown(0, 10, 10, 2 ** 32 + 1), 'fizz_motion_pointer_down', 'pointer');
  assert.equal(m.pointerCount, 0);
  m.pointerDown(0, 10, 10, -1);                        // a word: signed or unsigned spellings alike
  m.pointerUp(0.01, 10, 10, 0xffffffff);
  assert.equal(m.pointerCount, 0);
  const outputs = m.outputCount;
  refused(() => m.addColourTarget([[0, 1.5], [1, 0xffffffff]]), 'fizz_motion_add_colour_stop', 'rgba');
  assert.equal(m.outputCount, outputs);              // no target left behind
  m.dispose();
  refused(() => fizz.springFrom(0.5, 0.3, 0.2), 'fizz_spring_stiffness', 'model');
  const a = fizz.createAnimator();
  const ch = a.addSpring(0, 100);
  refused(() => a.setSnapPoints(ch + 2 ** 32, [0, 10]), 'fizz_animator_set_snap_points', 'channel');
  refused(() => a.getValue(ch + 0.5), 'fizz_animator_get_value', 'channel');
  a.dispose();
});

test('a double goes as it is: a string or undefined reaches the engine as NaN and is refused', () => {
  const w = fizz.createWorld(390, 844);
  for (const v of ['abc', undefined, {}]) {
    assert.throws(() => w.setDamping(v), (e) => e instanceof FizzError && e.code === Status.NOT_FINITE
      && e.call === 'fizz_world_set_damping');
  }
  w.dispose();
});
