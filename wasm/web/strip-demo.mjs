// strip-demo.mjs — the Strip tab: a Strip (wasm/fizz.h, "Strips") as a horizontal carousel of
// cards. The strip's viewport is its canvas width in CSS px (1 pt = 1 CSS px). A drag scrolls it 1:1,
// clamped to 0..content − viewport (no rubber band); on release it eases to
// fizz_strip_snap_offset. The strip has no clock, so the easing is the host's: a few
// requestAnimationFrame ticks, each setting the offset (each one an engine frame). A wheel or
// trackpad scrolls it too and snaps once the wheel rests. Only the visible items are drawn
// (fizz_strip_first_visible / fizz_strip_visible_count over fizz_strip_frames). It draws only
// when something moved, so hidden it costs nothing; hiding it ends a settle where it would end.

import { fitCanvas } from './canvas.mjs';

const ITEMS = 30;
const CARD_HEIGHT = 150;      // pt, less on a short stage
const SPACING = 8;            // pt between items
const SNAP_MS = 220;          // the settle animation's length
const WHEEL_REST_MS = 140;    // no wheel event for this long ends a wheel scroll
const LINE_PX = 16;           // a wheel "line" (deltaMode 1) in CSS px
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
// Varied widths, 56..119 pt, the same on every load so a test can lay them out by hand.
const WIDTHS = Array.from({ length: ITEMS }, (_, i) => 56 + (i * 37) % 64);

// Fast at first, gentle at the end: the item slides into place.
const easeOut = (t) => 1 - (1 - t) ** 3;

/**
 * Runs the strip on `canvas` (inside `box`, which sets its size) and writes its line of text to
 * `stats`; returns the hooks `window.fizzDemo.strip` exposes, with the tab's show() and hide().
 */
export function startStrip(fizz, canvas, box, stats) {
  const ctx = canvas.getContext('2d');
  const log = { drags: [], wheels: [], snaps: [], rebuilds: 0 };
  let strip = null;
  let size = { width: 0, height: 0 };
  let drawn = [];            // indices of the items drawn by the last draw
  let press = null;          // { id, type, x0, offset0, moves }
  let snap = null;           // { from, to, t0 }: the settle animation in flight
  let wheelTimer = 0;
  let queued = false;

  const maxOffset = () => Math.max(0, strip.contentLength - strip.viewport);
  const clamp = (o) => Math.min(Math.max(o, 0), maxOffset());

  // The engine has no viewport setter: a new width is a new strip with the same items, at the
  // same offset (clamped to what the new width allows).
  function fit() {
    const r = fitCanvas(canvas, box);
    if (r === null) return;
    size = r;
    if (strip === null || strip.viewport !== r.width) {
      const offset = strip ? strip.offset : 0;
      strip?.dispose();
      strip = fizz.createStrip(r.width);
      strip.spacing = SPACING;
      for (const w of WIDTHS) strip.add(w);
      strip.offset = clamp(offset);
      log.rebuilds += 1;
      if (snap) snap.to = strip.snapOffset(snap.to);
    }
    redraw();
  }

  function draw() {
    const { width, height } = size;
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const { first, count } = strip.visible;
    const f = Array.from(strip.frames());     // copied: the next call may move memory
    const h = Math.min(CARD_HEIGHT, height - 40), top = (height - h) / 2;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '600 15px system-ui, sans-serif';
    drawn = [];
    for (let i = first; i < first + count; i += 1) {
      const x = f[2 * i], w = f[2 * i + 1];
      ctx.beginPath();
      ctx.roundRect(x, top, w, h, 10);
      ctx.fillStyle = COLOURS[i % COLOURS.length];
      ctx.fill();
      ctx.fillStyle = '#111318';
      ctx.fillText(String(i + 1), x + w / 2, height / 2);
      drawn.push(i);
    }
    // Where the viewport is in the content: a bar along the bottom.
    const most = maxOffset(), o = strip.offset;
    const bar = most > 0 ? Math.max(24, width * strip.viewport / strip.contentLength) : width;
    ctx.fillStyle = 'rgba(255,255,255,0.08)';
    ctx.fillRect(12, height - 14, width - 24, 4);
    ctx.fillStyle = 'rgba(255,255,255,0.5)';
    ctx.fillRect(12 + (most > 0 ? (width - 24 - bar) * Math.min(Math.max(o / most, 0), 1) : 0), height - 14, Math.min(bar, width - 24), 4);
    stats.textContent = `offset ${o.toFixed(1)} pt · first visible ${first + 1} · ${count} visible of ${ITEMS}`;
  }

  // One draw per animation frame, however many offsets were set since the last.
  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(tick);
  }
  function tick(now) {
    queued = false;
    if (snap) {
      const t = Math.min((now - snap.t0) / SNAP_MS, 1);
      strip.offset = t < 1 ? snap.from + (snap.to - snap.from) * easeOut(Math.max(t, 0)) : snap.to;
      if (t < 1) redraw(); else snap = null;
    }
    draw();
  }

  function settle(from) {
    wheelTimer = 0;
    const to = strip.snapOffset(strip.offset);
    log.snaps.push({ from, release: strip.offset, to });
    if (log.snaps.length > 20) log.snaps.shift();
    snap = { from: strip.offset, to, t0: performance.now() };
    redraw();
  }
  const scrollTo = (o) => { strip.offset = clamp(o); redraw(); };

  // ---- Pointer input: one press at a time, the offset follows the finger 1:1 ------------------
  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    canvas.setPointerCapture(e.pointerId);
    snap = null;                 // a finger catches a settling strip where it is
    clearTimeout(wheelTimer);
    press = { id: e.pointerId, type: e.pointerType, x0: e.clientX, offset0: strip.offset, moves: [] };
    log.drags.push(press);
    if (log.drags.length > 20) log.drags.shift();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    scrollTo(press.offset0 + press.x0 - e.clientX);
    press.moves.push({ x: e.clientX, offset: strip.offset });
  });
  const release = (e) => {
    if (!press || e.pointerId !== press.id) return;
    press.release = strip.offset;
    press = null;
    settle('drag');
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  // ---- Wheel and trackpad: horizontal deltas (or a plain wheel's vertical one) scroll ---------
  canvas.addEventListener('wheel', (e) => {
    e.preventDefault();
    if (press) return;
    const d = Math.abs(e.deltaX) >= Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
    const scale = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? strip.viewport : 1;
    snap = null;
    scrollTo(strip.offset + d * scale);
    log.wheels.push({ delta: d * scale, offset: strip.offset });
    if (log.wheels.length > 50) log.wheels.shift();
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => settle('wheel'), WHEEL_REST_MS);
  }, { passive: false });

  new ResizeObserver(fit).observe(box);
  fit();

  return Object.assign(log, {
    ready: true,
    show: redraw,
    hide() {
      if (!snap) return;
      strip.offset = snap.to;
      snap = null;
    },
    widths: WIDTHS,
    spacing: SPACING,
    /** What the engine says now, and what the last draw drew (`pending`: a draw is queued for the
     *  next animation frame, so `drawn` may still be the previous layout's). */
    state: () => ({ offset: strip.offset, viewport: strip.viewport, contentLength: strip.contentLength,
      ...strip.visible, drawn: drawn.slice(), pending: queued,
      moving: snap !== null || press !== null || wheelTimer !== 0 }),
    snapOffset: (o) => strip.snapOffset(o),
  });
}
