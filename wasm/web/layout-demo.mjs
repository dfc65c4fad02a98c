// layout-demo.mjs — the Layout tab: a brick layout (wasm/fizz.h, "Layouts") as a scrolling page
// of bricks. The layout's viewport is its canvas in CSS px (1 pt = 1 CSS px; fizz_layout_set_viewport
// follows a resize). A page header sticks at the top; each of three sections has a header that
// sticks under it (stacked across sections) until its section scrolls away; a horizontal row of
// cards shrinks toward its edges (cover flow). A wheel, or a drag (mouse, pen or touch), scrolls
// the page 1:1, clamped to 0..content − viewport. The layout has no clock: each new offset is a
// frame (fizz_layout_set_offset), and only the items it hands out (the viewport plus a margin)
// are drawn, in z order, from its zero-copy frame buffer. Hidden, it costs nothing.

import { fitCanvas, pointIn } from './canvas.mjs';
import { Dim, Flow, Behavior } from '../js/fizz.mjs';

const LINE_PX = 16;           // a wheel "line" (deltaMode 1) in CSS px
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const HEADER = '#e8e8ee';
// The three sections: their header's label, the width ratio and height ratio of their bricks,
// and how many bricks each holds.
const SECTIONS = [
  { label: 'Halves', ratio: 1 / 2, height: 0.6, count: 12 },
  { label: 'Thirds', ratio: 1 / 3, height: 1, count: 18 },
  { label: 'Quarters', ratio: 1 / 4, height: 1.4, count: 16 },
];

/** Builds the page's tree; returns the ids a test reads back. */
function build(layout) {
  const sticky = layout.addBehavior(Behavior.STICKY, 0, 1, 0, 0);      // stacked across sections
  const flow = layout.addBehavior(Behavior.COVER_FLOW, 0.7, 0, 0, 0);
  layout.setSectionInsets(1, 8, 12, 12, 12, 12, 1);
  const header = layout.addBrick(1, 0, Dim.RATIO, 1, Dim.FIXED, 44);
  layout.attach(sticky, header, 1);
  const row = layout.addSection(1, 0, Dim.RATIO, 1);
  layout.setSectionInsets(row, 10, 0, 0, 0, 0, 1);
  layout.setSectionFlow(row, Flow.HORIZONTAL, 2, 100);
  const card = layout.addBrick(row, 0, Dim.FIXED, 120, Dim.FIXED, 90);
  layout.setRepeatCount(card, 12);
  layout.attach(flow, card, 1);
  const headers = [], bricks = [];
  for (const s of SECTIONS) {
    const sec = layout.addSection(1, 0, Dim.RATIO, 1);
    layout.setSectionInsets(sec, 8, 0, 0, 8, 0, 1);
    const h = layout.addBrick(sec, 0, Dim.RATIO, 1, Dim.FIXED, 32);
    layout.attach(sticky, h, 1);
    const b = layout.addBrick(sec, 0, Dim.RATIO, s.ratio, Dim.RATIO, s.height);
    layout.setRepeatCount(b, s.count);
    headers.push(h);
    bricks.push(b);
  }
  return { header, row, card, headers, bricks };
}

/**
 * Runs the layout on `canvas` (inside `box`, which sets its size) and writes its line of text to
 * `stats`; returns the hooks `window.fizzDemo.layout` exposes, with the tab's show() and hide().
 */
export function startLayout(fizz, canvas, box, stats) {
  const ctx = canvas.getContext('2d');
  const log = { wheels: [], drags: [], draws: 0 };
  const layout = fizz.createLayout(320, 480);
  const ids = build(layout);
  const labels = new Map([[ids.header, 'Bricks'], ...ids.headers.map((h, k) => [h, SECTIONS[k].label])]);
  let size = { width: 0, height: 0 };
  let press = null;          // { id, y0, offset0 }
  let queued = false;
  let drawn = 0;

  const maxOffset = () => Math.max(0, layout.getContentHeight() - layout.getViewportHeight());
  const clamp = (o) => Math.min(Math.max(o, 0), maxOffset());

  function fit() {
    const r = fitCanvas(canvas, box);
    if (r === null) return;
    size = r;
    layout.setViewport(r.width, r.height);
    layout.update();
    layout.setOffset(0, clamp(layout.getOffsetY()));
    redraw();
  }

  function draw() {
    const { width, height } = size;
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const f = Array.from(layout.frames()), id = Array.from(layout.ids());   // copied: views move
    const n = id.length / 2;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => f[7 * a + 4] - f[7 * b + 4] || a - b);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const i of order) {
      const o = 7 * i, s = f[o + 6];
      const w = f[o + 2] * s, h = f[o + 3] * s;
      const x = f[o] + (f[o + 2] - w) / 2, y = f[o + 1] + (f[o + 3] - h) / 2;
      const label = labels.get(id[2 * i]);
      ctx.globalAlpha = f[o + 5];
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, label ? 6 : 10);
      ctx.fillStyle = label ? HEADER : COLOURS[(id[2 * i] + id[2 * i + 1]) % COLOURS.length];
      ctx.fill();
      ctx.fillStyle = '#111318';
      ctx.font = label ? '600 15px system-ui, sans-serif' : '600 13px system-ui, sans-serif';
      ctx.fillText(label ?? String(id[2 * i + 1] + 1), x + w / 2, y + h / 2);
    }
    ctx.globalAlpha = 1;
    drawn = n;
    log.draws += 1;
    const y = layout.getOffsetY();
    stats.textContent = `offset ${y.toFixed(1)} pt · ${n} items handed out · content ${layout.getContentHeight().toFixed(0)} pt`;
  }

  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  }
  const scrollTo = (o) => { layout.setOffset(0, clamp(o)); redraw(); };

  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    canvas.setPointerCapture(e.pointerId);
    press = { id: e.pointerId, y0: pointIn(canvas, e)[1], offset0: layout.getOffsetY(), type: e.pointerType };
    log.drags.push(press);
    if (log.drags.length > 20) log.drags.shift();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    scrollTo(press.offset0 + press.y0 - pointIn(canvas, e)[1]);
  });
  const release = (e) => { if (press && e.pointerId === press.id) press = null; };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  canvas.addEventListener('wheel', (e) => {
    e.preventDefault();
    if (press) return;
    const scale = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? layout.getViewportHeight() : 1;
    scrollTo(layout.getOffsetY() + e.deltaY * scale);
    log.wheels.push({ delta: e.deltaY * scale, offset: layout.getOffsetY() });
    if (log.wheels.length > 50) log.wheels.shift();
  }, { passive: false });

  new ResizeObserver(fit).observe(box);
  fit();

  return Object.assign(log, {
    ready: true,
    show: redraw,
    hide() {},
    ids,
    /** What the engine says now, and how many items the last draw drew. */
    state: () => ({ offset: layout.getOffsetY(), contentHeight: layout.getContentHeight(),
      viewport: { width: layout.getViewportWidth(), height: layout.getViewportHeight() },
      items: layout.items(), drawn }),
  });
}
