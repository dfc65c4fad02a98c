// The replay rules of fizz.h: which calls make frames (and of what), which handles are of which
// kind, and how arrays are counted; the JS replayer follows whatever the header declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headerText, wasmBytes } from './common.mjs';
import { parseHeader } from '../header.mjs';
import { parseScenario, replay } from '../scenario.mjs';

test('fizz.h declares the step as the frame producer, hashed by fizz_world_hash of its world', () => {
  const api = parseHeader(headerText());
  assert.deepEqual(api.get('world_step').frame, { hash: 'world_hash', param: 0, kind: 'world' });
  // Other components (a strip) add their own producers; the world and picker have one.
  const producers = [...api.values()].filter((f) => f.frame !== null && /^(world|bubble|picker)_/.test(f.name)).map((f) => f.name);
  assert.deepEqual(producers, ['world_step']);
});

test('handle kinds: what a call returns and what each handle parameter takes', () => {
  const api = parseHeader(headerText());
  assert.equal(api.get('world_create').handle, 'world');
  for (const n of ['bubble_add', 'picker_add', 'picker_spawn', 'picker_tap', 'picker_hit_test', 'picker_find', 'picker_drag_begin']) {
    assert.equal(api.get(n).handle, 'bubble', n);
  }
  assert.equal(api.get('world_count').handle, null);
  assert.deepEqual(api.get('bubble_remove').handleParams, ['world', 'bubble']);
  assert.deepEqual(api.get('world_set_anchor').handleParams, ['world', null, null]);
});

test('a malformed frame rule is an error, not a replay that silently records nothing', () => {
  const base = '/* @returns world */\nuint32_t fizz_make(void);\nuint64_t fizz_h(uint32_t world);\n';
  assert.throws(() => parseHeader(`${base}/* @frame fizz_nope(world) */\nint32_t fizz_go(uint32_t world);`), /fizz_nope/);
  assert.throws(() => parseHeader(`${base}/* @frame fizz_h(w) */\nint32_t fizz_go(uint32_t w);`), /'w'/);
  assert.throws(() => parseHeader(`${base}/* @frame fizz_h(world) */\ndouble fizz_go(uint32_t world);`), /int32_t/);
  // A rule in a comment shared by a group (not right above) belongs to none of them.
  const api = parseHeader(`${base}/* @frame fizz_h(world) */\nint32_t fizz_a(uint32_t world);\nint32_t fizz_b(uint32_t world);`);
  assert.notEqual(api.get('a').frame, null);
  assert.equal(api.get('b').frame, null);
});

// fizz.h with fizz_world_set_anchor re-declared as a frame producer: a clockless frame (what a
// layout moved by a scroll offset does).
function anchorProducerHeader() {
  const text = headerText();
  const proto = 'int32_t fizz_world_set_anchor(';
  const at = text.indexOf(proto);
  const end = text.lastIndexOf('*/', at);
  assert.ok(at > 0 && end > 0);
  return `${text.slice(0, end)} @frame fizz_world_hash(world) ${text.slice(end)}`;
}

const script = `w = world_create 390 844
b = bubble_add w 100 100 40
world_set_anchor w 0.25 0.5
world_set_anchor w 2000 0.5
world_step w 1/60 *3
world_set_anchor w 0.75 0.5
`;

test('a synthetic header that makes world_set_anchor a frame producer gives frames after each successful call', () => {
  const module = new WebAssembly.Module(wasmBytes());
  const run = (api) => {
    const { exports } = new WebAssembly.Instance(module, {});
    exports._initialize();
    const seen = [];
    const trace = replay(parseScenario(script, api), exports, (i, h, f) => seen.push([i, f.kind, f.object]));
    return { trace, seen, exports };
  };
  const plain = run(parseHeader(headerText()));
  assert.equal(plain.trace.frames.length, 3);                     // the three steps only
  const api = parseHeader(anchorProducerHeader());
  assert.deepEqual(api.get('world_set_anchor').frame, { hash: 'world_hash', param: 0, kind: 'world' });
  const clockless = run(api);
  // 0.25: a frame; 2000 is out of range (refused: no frame); three steps; 0.75: a frame.
  assert.equal(clockless.trace.frames.length, 5);
  assert.deepEqual(clockless.seen.map(([i, kind]) => [i, kind]), [[0, 'world'], [1, 'world'], [2, 'world'], [3, 'world'], [4, 'world']]);
  const world = clockless.seen[0][2];
  assert.ok(clockless.seen.every(([, , o]) => o === world) && world !== 0);
  // The step frames are the plain replay's, the last frame is the world's hash as it ends.
  assert.deepEqual(clockless.trace.frames.slice(1, 4), plain.trace.frames);
  assert.equal(clockless.trace.frames[4], BigInt.asUintN(64, clockless.exports.fizz_world_hash(world)));
  assert.notEqual(clockless.trace.frames[0], clockless.trace.frames[4]);
});
