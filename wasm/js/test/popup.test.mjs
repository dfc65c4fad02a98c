// The Popup class over fizz.wasm: the hand-checked example, zero-copy reads, paths, refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './common.mjs';
import { loadFizz, FizzError, Status, Popup, Placement, Tip, Hide, Path, Anchor } from '../fizz.mjs';

// A 400 × 300 layer, one 100 × 40 popup above a 40 × 20 target centred at (200, 150).
async function example() {
  const fizz = await loadFizz(wasmBytes());
  const layer = fizz.createPopup(400, 300);
  const id = layer.add({ reference: [180, 140, 40, 20], size: [100, 40], placement: Placement.TOP });
  return { fizz, layer, id };
}

test('one popup: frame, room, placement, arrow, outline as SVG', async () => {
  const { layer, id } = await example();
  assert.ok(layer instanceof Popup);
  assert.equal(id, 1);
  layer.solve();
  assert.equal(layer.count, 1);
  assert.deepEqual(Array.from(layer.frames()), [150, 90, 100, 40, 400, 130]);
  assert.deepEqual(Array.from(layer.placements()), [1, Placement.TOP, 0]);
  assert.deepEqual(Array.from(layer.pointers()), [205, 130, 200, 140, 195, 130]);
  assert.deepEqual(layer.frame(id), [150, 90, 100, 40]);
  const o = layer.outline(id);
  assert.equal(o.length, 55);
  assert.deepEqual([o[0], o[1], o[2], o[54]], [Path.MOVE, 158, 90, Path.CLOSE]);
  assert.equal(layer.svgPath(id),
    'M158 90L242 90A8 8 0 0 1 250 98L250 122A8 8 0 0 1 242 130L205 130L200 140L200 140L200 140L195 130' +
    'L158 130A8 8 0 0 1 150 122L150 98A8 8 0 0 1 158 90Z');
  assert.deepEqual(layer.ids(), [1]);
});

test('canvas tracing: moveTo, lineTo, arcTo, closePath in order', async () => {
  const { layer, id } = await example();
  layer.applyPreset(id, Tip.LEADER_BELOW);
  layer.solve();
  const calls = [];
  const ctx = new Proxy({}, { get: (_, name) => (...args) => calls.push([name, ...args]) });
  layer.tracePath(ctx, id);
  // A leader's popup is the body alone: begin, move, four lines and four arcs, close.
  assert.deepEqual(calls.map((c) => c[0]), ['beginPath', 'moveTo', 'lineTo', 'arcTo', 'lineTo', 'arcTo', 'lineTo', 'arcTo', 'lineTo', 'arcTo', 'closePath']);
  // Below the target: body at y = 160 + 30, leader from its top edge to the dot's rim.
  assert.deepEqual(layer.frame(id), [150, 190, 100, 40]);
  assert.deepEqual(layer.popup(id).pointer, [200, 190, 200, 165, 200, 160]);
});

test('several popups: the second goes below the first; hysteresis keeps a flipped popup', async () => {
  const { layer } = await example();
  // Two points 10 pt apart: above, the second is always over the first (its arrow keeps it
  // within 123...197), so it goes below, centred: x = 210 − 50, y = 150 + 10.
  layer.setReference(1, 200, 150);
  const b = layer.add({ reference: [210, 150], size: [100, 40] });
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.BOTTOM);
  assert.deepEqual(layer.frame(b), [160, 160, 100, 40]);
  layer.remove(1);
  layer.setReference(b, 200, 45);
  layer.setPlacement(b, Placement.TOP);
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.BOTTOM);    // no room above (needs 50)
  layer.setReference(b, 200, 52);
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.BOTTOM);    // fits above, but by 2 < 8
  layer.setReference(b, 200, 58);
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.TOP);
  layer.setFallbacks(b, [3]);                                 // near the top: left, not below
  layer.setReference(b, 200, 20);
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.LEFT);
  layer.setFallbacks(b, []);
  layer.setReference(b, 5, 150);
  layer.solve();
  assert.equal(layer.popup(b).placement, Placement.RIGHT);      // above, the arrow's limit would push it out
  layer.setFallbacks(b, [0]);                                 // above only
  layer.solve();
  assert.equal(layer.popup(b).flags, Hide.ESCAPED);             // the arrow keeps it on the point
});

test('refusals throw FizzError and change nothing; snapshots restore', async () => {
  const { fizz, layer, id } = await example();
  layer.solve();
  const h = layer.hash();
  assert.throws(() => layer.setSize(id, -1, 10), (e) => e instanceof FizzError && e.code === Status.OUT_OF_RANGE);
  assert.throws(() => layer.setReference(id, NaN, 0), (e) => e.code === Status.NOT_FINITE);
  assert.throws(() => layer.setPlacement(id, 13), (e) => e.code === Status.INVALID_OPTION);
  assert.throws(() => layer.setSize(99, 1, 1), (e) => e.code === Status.STALE_HANDLE);
  assert.equal(layer.hash(), h);
  const bytes = layer.snapshot();
  layer.setReference(id, 0, 0);
  layer.solve();
  assert.notEqual(layer.hash(), h);
  layer.restore(bytes);
  assert.equal(layer.hash(), h);
  assert.throws(() => fizz.createStrip(10).restore(bytes), (e) => e.code === Status.INVALID_BUFFER);
  layer.dispose();
  assert.equal(layer.isValid, false);
  assert.throws(() => layer.solve(), (e) => e.code === Status.STALE_HANDLE);
});

test('references and boundary read back as set', async () => {
  const { layer } = await example();
  layer.setBoundary(-20, -10, 440, 320);
  layer.setPadding(1, 2, 3, 4);
  assert.deepEqual(Array.from(layer.references()), [180, 140, 40, 20]);
  assert.deepEqual(layer.boundary, { x: -20, y: -10, width: 440, height: 320, top: 1, right: 2, bottom: 3, left: 4 });
});

test('issue 20: a point 3 pt from the left edge goes right, not above at x = −10', async () => {
  const fizz = await loadFizz(wasmBytes());
  const layer = fizz.createPopup(390, 844);
  // Above, the arrow's centre stays 8 + 5 pt inside the body: x ≤ 3 − 13 = −10, outside.
  // Right: x = 3 + 10, y = 400 − 20, the tip on the point.
  const id = layer.add({ reference: [3, 400, 0, 0], size: [100, 40], placement: Placement.TOP });
  layer.solve();
  const r = layer.popup(id);
  assert.equal(r.placement, Placement.RIGHT);
  assert.equal(r.flags, 0);
  assert.deepEqual([r.x, r.y, r.pointer[2], r.pointer[3]], [13, 380, 3, 400]);
});

test('options: sticky always, flip alignment, arrow padding, own boundary; moves and both escapeds', async () => {
  const fizz = await loadFizz(wasmBytes());
  const layer = fizz.createPopup(400, 300);
  // Above only, a point 5 pt from the left edge: the limit keeps the body at x = 5 − 13 = −8
  // (escaped: partly outside); shifted from −45 by 37; the arrow at 5, 42 left of the centre.
  const a = layer.add({ reference: [5, 150], size: [100, 40], fallbacks: [0] });
  layer.solve();
  let r = layer.popup(a);
  assert.deepEqual([r.x, r.escaped, r.escapedWholly, r.shift, r.apart, r.arrow, r.centerOffset], [-8, true, false, 37, 0, -37, 0]);
  // Sticky "always": inside at 0; the arrow 13 pt in, 8 pt past the point.
  layer.setOptions(a, Anchor.STICKY_ALWAYS);
  layer.solve();
  r = layer.popup(a);
  assert.deepEqual([r.x, r.flags, r.shift, r.centerOffset], [0, 0, 45, 8]);
  assert.deepEqual(Array.from(layer.moves()), [45, 0, -37, 8]);
  // Top-start 30 pt from the right edge (reference x 330...370): end (x = 270) needs no shift.
  layer.setReference(a, 330, 150, 40, 20);
  layer.setPlacement(a, Placement.TOP_START);
  layer.setOptions(a, Anchor.FLIP_ALIGNMENT);
  layer.solve();
  r = layer.popup(a);
  assert.deepEqual([r.x, r.placement, r.shift], [270, Placement.TOP_END, 0]);
  // Arrow padding 0 on a point at (200, 150), top-start: x = 200 − 5 (8 + 5 by default).
  layer.setOptions(a, 0);
  layer.setReference(a, 200, 150);
  layer.setArrowPadding(a, 0);
  layer.solve();
  assert.equal(layer.popup(a).x, 195);
  // The panel the popup clips to scrolled away from the point (x 300...400): hidden, partly
  // and wholly outside.
  layer.setArrowPadding(a, -1);
  layer.setPlacement(a, Placement.TOP);
  layer.setPopupBoundary(a, 300, 0, 100, 300);
  layer.solve();
  r = layer.popup(a);
  assert.deepEqual([r.referenceHidden, r.escaped, r.escapedWholly], [true, true, true]);
  assert.equal(r.flags, Hide.REFERENCE | Hide.ESCAPED | Hide.ESCAPED_WHOLLY);
  const h = layer.hash();
  assert.throws(() => layer.setOptions(a, Anchor.CROSS_START | Anchor.CROSS_END), (e) => e.code === Status.INVALID_OPTION);
  assert.throws(() => layer.setArrowPadding(a, -2), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => layer.setPopupBoundary(a, 0, 0, 0, 5), (e) => e.code === Status.OUT_OF_RANGE);
  assert.throws(() => layer.setAlignmentOffset(a, NaN), (e) => e.code === Status.NOT_FINITE);
  assert.equal(layer.hash(), h);
  const b = layer.add({ reference: [180, 140, 40, 20], size: [100, 40], placement: Placement.TOP_END, alignmentOffset: 10,
    options: Anchor.NO_CROSS_FLIP, arrowPadding: 2, boundary: [0, 0, 400, 300] });
  layer.solve();
  assert.equal(layer.popup(b).x, 110);   // 220 − 100 − 10
});
