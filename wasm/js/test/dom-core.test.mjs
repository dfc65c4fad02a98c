// The DOM layer's shared core (dom/): the loop runs its phases in order and requests no frame
// once every component rests; the pointer gesture delivers every coalesced sample with its own
// time and listens for moves only mid-gesture; the engine is one shared instance per module;
// the reduced-motion preference follows its option. Browsers are faked just enough (rAF, an
// EventTarget element); the real ones are driven by wasm/web/tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { repo } from './common.mjs';

const queued = [];
globalThis.requestAnimationFrame = (f) => { queued.push(f); return queued.length; };
globalThis.cancelAnimationFrame = (id) => { queued[id - 1] = null; };
const runFrame = (ms) => {
  const list = queued.splice(0);
  for (const f of list) f?.(ms);
};

const { wake, sleep, loopState } = await import('../dom/loop.mjs');
const { gesture } = await import('../dom/pointer.mjs');
const { engine, setEngine } = await import('../dom/engine.mjs');
const { motionPreference } = await import('../dom/reduced.mjs');

test('the loop: reads, then frames, then writes; no frame requested once all rest', () => {
  const log = [];
  const mk = (name, frames) => ({
    read: () => log.push(`${name}.read`),
    frame: (t) => { log.push(`${name}.frame@${t}`); return --frames > 0; },
    write: () => log.push(`${name}.write`),
  });
  const a = mk('a', 2), b = mk('b', 1);
  wake(a); wake(b); wake(a);
  assert.equal(queued.length, 1, 'one frame requested for two components');
  runFrame(1000);
  assert.deepEqual(log, ['a.read', 'b.read', 'a.frame@1', 'b.frame@1', 'a.write', 'b.write']);
  assert.equal(loopState().awake, 1);
  log.length = 0;
  runFrame(1016);
  assert.deepEqual(log, ['a.read', 'a.frame@1.016', 'a.write']);
  assert.deepEqual(loopState().pending, false);
  assert.equal(queued.length, 0, 'at rest: no frame requested');
  runFrame(1032);
  assert.deepEqual(log.length, 3, 'nothing runs at rest');
});

test('the loop: sleep() cancels the pending frame; a throwing component sleeps alone', () => {
  const c = { frame: () => true };
  wake(c);
  assert.equal(loopState().pending, true);
  sleep(c);
  assert.equal(loopState().pending, false);
  const bad = { frame: () => { throw new Error('boom'); } };
  let good = 0;
  const ok = { frame: () => ++good < 3 };
  const errors = [];
  globalThis.reportError = (e) => errors.push(e.message);
  wake(bad); wake(ok);
  runFrame(2000);
  delete globalThis.reportError;
  assert.deepEqual(errors, ['boom']);
  assert.equal(loopState().awake, 1);
  runFrame(2016); runFrame(2032);
  assert.equal(good, 3);
  assert.equal(loopState().pending, false);
  assert.throws(() => wake({}), /frame\(t\)/);
});

class FakeElement extends EventTarget {
  style = { touchAction: 'pan-x' };
  captured = null;
  setPointerCapture(id) { this.captured = id; }
  releasePointerCapture() { this.captured = null; }
  hasPointerCapture(id) { return this.captured === id; }
  listeners = new Map();
  addEventListener(type, fn, o) { this.listeners.set(type, (this.listeners.get(type) ?? 0) + 1); super.addEventListener(type, fn, o); }
  removeEventListener(type, fn, o) { this.listeners.set(type, (this.listeners.get(type) ?? 0) - 1); super.removeEventListener(type, fn, o); }
}
const pointer = (type, props, coalesced = []) => {
  const e = new Event(type);
  const { timeStamp, ...rest } = props;
  Object.assign(e, { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientX: 0, clientY: 0, ...rest });
  Object.defineProperty(e, 'timeStamp', { value: timeStamp });
  e.getCoalescedEvents = () => coalesced.map((c) => ({ pointerId: 7, ...c }));
  return e;
};

test('gesture: every coalesced sample with its own time (s); move listeners only mid-gesture; touch-action restored', () => {
  const el = new FakeElement();
  const got = [];
  const dispose = gesture(el, {
    down: (s) => got.push(['down', s.x, s.t]),
    move: (s) => got.push(['move', s.x, s.t]),
    up: (s) => got.push(['up', s.x, s.t]),
  }, { touchAction: 'pan-y' });
  assert.equal(el.style.touchAction, 'pan-y');
  assert.equal(el.listeners.get('pointermove') ?? 0, 0, 'no move listener at rest');
  el.dispatchEvent(pointer('pointerdown', { clientX: 10, timeStamp: 1000 }));
  assert.equal(el.captured, 7);
  assert.equal(el.listeners.get('pointermove'), 1);
  // One move event carrying three samples 40 ms apart (a 25 Hz stream batched), and an entry
  // without pointerId (Safari 18.2) that is skipped.
  el.dispatchEvent(pointer('pointermove', { clientX: 40, timeStamp: 1120 },
    [{ clientX: 20, timeStamp: 1040 }, { clientX: 30, timeStamp: 1080 }, { pointerId: undefined, clientX: 99, timeStamp: 1100 }, { clientX: 40, timeStamp: 1120 }]));
  el.dispatchEvent(pointer('pointermove', { pointerId: 8, clientX: 500, timeStamp: 1130 }));   // another pointer
  el.dispatchEvent(pointer('pointerup', { clientX: 40, timeStamp: 1130 }));
  assert.deepEqual(got, [['down', 10, 1], ['move', 20, 1.04], ['move', 30, 1.08], ['move', 40, 1.12], ['up', 40, 1.13]]);
  assert.equal(el.listeners.get('pointermove'), 0, 'the move listener is gone after the gesture');
  assert.equal(el.captured, null);
  dispose();
  assert.equal(el.style.touchAction, 'pan-x');
  assert.equal(el.listeners.get('pointerdown'), 0);
});

test('gesture: down() returning false refuses; a mouse secondary button does not start one; dispose cancels one under way', () => {
  const el = new FakeElement();
  const got = [];
  let accept = false;
  const dispose = gesture(el, { down: () => accept, cancel: () => got.push('cancel') });
  el.dispatchEvent(pointer('pointerdown', { timeStamp: 1 }));
  assert.equal(el.captured, null);
  accept = true;
  el.dispatchEvent(pointer('pointerdown', { pointerType: 'mouse', button: 2, timeStamp: 2 }));
  assert.equal(el.captured, null);
  el.dispatchEvent(pointer('pointerdown', { timeStamp: 3 }));
  assert.equal(el.captured, 7);
  dispose();
  assert.deepEqual(got, ['cancel']);
  assert.equal(el.listeners.get('pointermove'), 0);
});

test('engine: one shared instance per module; a product module for a product; setEngine supplies one', { skip: !existsSync(`${repo}wasm/fizz-carousel.wasm`) && 'tools/build-wasm --all first' }, async () => {
  const [a, b] = await Promise.all([engine('carousel'), engine('carousel')]);
  assert.equal(a, b);
  assert.equal(a.product, 'carousel');
  assert.ok(a.kinds.some((k) => k.name === 'carousel'));
  const full = await engine();
  assert.notEqual(full, a);
  assert.equal(await engine('strip'), full, 'the full module, already loaded, serves every product');
  const mine = await engine('popup');
  setEngine(mine);
  assert.equal(await engine('popup'), mine);
  assert.throws(() => setEngine({}), /Fizz instance/);
  setEngine(null);
});

test('motionPreference: reduce and full override; bad options are refused', () => {
  assert.equal(motionPreference('reduce').reduced, true);
  const p = motionPreference('full');
  assert.equal(p.reduced, false);
  const seen = [];
  p.subscribe((r) => seen.push(r));
  p.option = 'reduce';
  assert.deepEqual(seen, [true]);
  assert.throws(() => { p.option = 'slow'; }, /'user', 'reduce' or 'full'/);
  assert.equal(p.reduced, true, 'a refused option changes nothing');
  assert.throws(() => motionPreference('yes'), RangeError);
});

test('fizz-wasm/dom is typed: the bindings type-check strictly through the package export, a bad option does not', async () => {
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync, writeFileSync, symlinkSync, mkdirSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  if (spawnSync('tsc', ['--version']).status !== 0) {
    // Debian's node-typescript (tools/install-host-deps); the declarations are still read below.
    assert.match((await import('node:fs')).readFileSync(`${repo}wasm/js/dom/index.d.ts`, 'utf8'), /export declare function carousel\(/);
    return;
  }
  const dir = mkdtempSync(`${tmpdir()}/fizz-dom-types-`);
  try {
    mkdirSync(`${dir}/node_modules`);
    symlinkSync(`${repo}wasm/js`, `${dir}/node_modules/fizz-wasm`);
    writeFileSync(`${dir}/package.json`, '{"type":"module"}');
    writeFileSync(`${dir}/t.ts`, [
      "import { carousel, strip, motion, animate, engine, gesture, wake } from 'fizz-wasm/dom';",
      "const c = carousel('#x', { type: 'coverFlow', loop: false }); c.on('land', (i) => i.toFixed());",
      "await animate('#b', { x: 1, opacity: 0.5 }, { stiffness: 200 });",
      "strip('#s', { spacing: 8 }).on('settle', (o) => o + 1);",
      "motion('#m', { values: { a: { from: 'x', stops: [[0, 1], [1, 2]] } } });",
      "motion('#m', { keyboard: 2, label: 'pad' }); motion('#m', { keyboard: false });",
      "animate('#b', {}, { type: 'glide', velocity: { x: 9 }, bounds: { x: [0, 100] }, snap: { x: 50, y: [0, 10] } });",
      "import { bubblePicker } from 'fizz-wasm/dom'; bubblePicker('#p', [], { anchorMarker: '#mark' });",
      '// @ts-expect-error: a bound is [lower, upper]',
      "animate('#b', {}, { bounds: { x: 5 } });",
      '// @ts-expect-error: keyboard is seconds or a boolean',
      "motion('#m', { keyboard: 'fast' });",
      "(await engine('carousel')).createCarousel(1, 1, 1, 1, 1);",
      "gesture(document.body, { move: (s) => s.t * 1000 }); wake({ frame: () => false });",
      '// @ts-expect-error: not a carousel type',
      "carousel('#x', { type: 'nope' });",
      '// @ts-expect-error: a strip offset is a number',
      "strip('#s').on('land', (o: string) => o);",
    ].join('\n'));
    const r = spawnSync('tsc', ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', 't.ts'], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
