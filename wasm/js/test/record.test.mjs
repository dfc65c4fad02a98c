// Recording (recorder.mjs): a session through the classes becomes a .fizz scenario whose
// replay on a fresh module gives the frames the session saw and the summary it recorded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFizz, FizzError } from '../fizz.mjs';
import { doubleLiteral } from '../recorder.mjs';
import { parseHeader, parseKinds } from '../header.mjs';
import { parseScenario, replay, parseNumber } from '../scenario.mjs';
import { headerText, wasmBytes } from './common.mjs';

const bits = (d) => { const v = new DataView(new ArrayBuffer(8)); v.setFloat64(0, d); return v.getBigUint64(0); };

test('a double is written so that every host parses it to the same bits', () => {
  assert.equal(doubleLiteral(0.5), '0.5');
  assert.equal(doubleLiteral(390), '390');
  assert.equal(doubleLiteral(-2.25), '-2.25');
  // 2/3 = 0x3FE5555555555555: exponent 0x3FE − 1023 = −1, fraction 5555555555555.
  assert.equal(doubleLiteral(2 / 3), '0x1.5555555555555p-1');
  assert.equal(doubleLiteral(1 / 3), '1/3');
  assert.equal(doubleLiteral(-0), '-0x0.0000000000000p+0');
  assert.equal(doubleLiteral(5e-324), '0x0.0000000000001p-1022');
  assert.equal(doubleLiteral(NaN), 'nan');
  assert.equal(doubleLiteral(-Infinity), '-inf');
  assert.equal(doubleLiteral(1 / 60), '1/60');     // 0.016666666666666666 has 17 digits
  assert.equal(doubleLiteral(1 / 144), '1/144');
  for (const d of [1 / 60, 0.1 + 0.2, 1e300, 2 ** -1074 * 3, -1e-310, 123456789012345.6, Math.PI, 1e21]) {
    const text = doubleLiteral(d);
    assert.equal(bits(parseNumber(text).double), bits(d), `${d} written as ${text}`);
  }
});

test('a session over every kind replays to the frames it saw and the summary it recorded', async () => {
  const fizz = await loadFizz(wasmBytes(), { record: true });
  const seen = [];
  const w = fizz.createWorld(390, 844);
  for (let i = 0; i < 6; i += 1) w.addPickerBubble(60 + 50 * i, 300, 24, BigInt(i + 1));
  for (let i = 0; i < 20; i += 1) { w.step(1 / 60); seen.push(w.hash()); w.render(); }
  const [x0, y0] = w.render();   // the first bubble, in view points
  assert.notEqual(w.dragBegin(x0, y0), null);
  for (let i = 1; i <= 5; i += 1) { w.dragMove(x0 + 7.3 * i, y0 - 3.1 * i); w.step(1 / 60); seen.push(w.hash()); }
  w.dragEnd();
  assert.throws(() => w.step(NaN), FizzError);   // a refusal is recorded too: no frame
  w.damping = 2.5;
  const m = fizz.createMotion(320, 200);
  m.setRelease({ power: 0.8, timeConstant: 0.325 });
  for (let i = 0; i < 6; i += 1) m[i === 0 ? 'pointerDown' : 'pointerMove'](0.1 + i / 120, 20 + 25 * i, 50, 7);
  m.pointerUp(0.1 + 6 / 120, 170, 50, 7);
  for (let i = 0; i < 10; i += 1) { m.step(1 / 60); seen.push(m.hash()); }
  const s = fizz.createStrip(390);
  s.add(100); s.add(120);
  s.offset = 2 / 3; seen.push(s.hash());
  const a = fizz.createAnimator();
  a.addSpring(0, 100);
  a.step(1 / 60); seen.push(a.hash());
  const p = fizz.createPopup(400, 300);
  p.add({ reference: [180, 140, 40, 20], size: [100, 40] });
  p.solve(); seen.push(p.hash());
  p.frames();
  // A strip's handle where a popup goes: refused in the session and in the replay alike.
  assert.ok(fizz.exports.fizz_popup_solve(s.handle) < 0);

  const rec = fizz.recorder;
  assert.deepEqual(rec.frames, seen);
  assert.deepEqual(rec.notes, []);
  const text = fizz.recording();
  assert.match(text, /^world1 = world_create 390 844$/m);
  assert.match(text, /^bubble1 = picker_add world1 60 300 24 1$/m);
  assert.match(text, /^strip_set_offset strip1 0x1\.5555555555555p-1$/m);
  assert.match(text, /^popup_solve strip1$/m);
  assert.match(text, new RegExp(`^# recorded: ${rec.summary}$`, 'm'));

  const api = parseHeader(headerText());
  const fresh = await WebAssembly.instantiate(wasmBytes(), {});
  fresh.instance.exports._initialize?.();
  const trace = replay(parseScenario(text, api), fresh.instance.exports);
  assert.deepEqual(trace.frames, seen);
  assert.equal(trace.summary, rec.summary);
});

test('calls a scenario cannot spell are noted, and stopping keeps the text', async () => {
  const fizz = await loadFizz(wasmBytes());
  assert.equal(fizz.recording(), null);
  fizz.startRecording();
  const s = fizz.createStrip(100);
  s.restore(s.snapshot());
  fizz.stopRecording();
  s.add(5);   // not recorded
  const text = fizz.recording();
  assert.match(text, /# note: fizz_strip_snapshot\(\d+, 0, 0\): not replayable/);
  assert.doesNotMatch(text, /strip_add/);
  assert.ok(fizz.recorder.notes.length >= 4);
});

test('loadFizz takes a product: fizz.h\'s products are known, others refused by name', async () => {
  const kinds = parseKinds(headerText());
  const products = [...new Set(kinds.map((k) => k.product))];
  assert.ok(products.includes('popup') && products.includes('picker'));
  await assert.rejects(loadFizz(undefined, { product: 'teapot' }), new RegExp(`no product 'teapot' in fizz.h \\(products: ${products.join(', ')}\\)`));
  // The full module loaded as a product's: every kind is there (a per-product module holds only its own).
  const fizz = await loadFizz(wasmBytes(), { product: 'popup' });
  assert.equal(fizz.product, 'popup');
  assert.deepEqual(fizz.kinds.map((k) => k.name), kinds.map((k) => k.name));
  const { existsSync } = await import('node:fs');
  const built = new URL('../../fizz-popup.wasm', import.meta.url);
  if (!existsSync(built)) {
    await assert.rejects(loadFizz(undefined, { product: 'popup' }), /fizz-popup\.wasm \(a per-product module, built by tools\/build-wasm\) not found/);
  } else {
    const popup = await loadFizz(undefined, { product: 'popup' });
    assert.deepEqual(popup.kinds.map((k) => k.name), kinds.filter((k) => k.product === 'popup').map((k) => k.name));
    const layer = popup.createPopup(400, 300);
    layer.add({ reference: [180, 140, 40, 20], size: [100, 40] });
    layer.solve();
    assert.equal(layer.count, 1);
    await assert.rejects(loadFizz(new URL('../../fizz-popup.wasm', import.meta.url), { product: 'picker' }),
      /the module loaded as product 'picker' does not hold its kinds \(world, bubble\)/);
    assert.throws(() => popup.createStrip(390), /fizz_strip_create is not in this module \(product 'popup' holding popup\): the full fizz.wasm holds every kind/);
  }
});
