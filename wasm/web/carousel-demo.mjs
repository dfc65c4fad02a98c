// carousel-demo.mjs — the Carousel tab: two Carousels (wasm/fizz.h, "Carousels") on one canvas,
// one above the other, each under its own pointer: Showcase's circular path with its scale
// transform (top, 12 items, looping) and iCarousel's cover flow (bottom, 24 items, not looping:
// a rubber band at the ends). Each carousel's viewport is its band of the canvas in CSS px
// (1 pt = 1 CSS px; fizz_carousel_set_layout follows a resize).
//
// A press drives the carousel of the band it lands in: the finger's moves go to the engine as
// they come (coalesced ones included, with their own timestamps), so the position follows the
// finger 1:1 (one item per pitch of travel); the release flings it with the velocity of the
// engine's tracker (LSQ2 over the last 100 ms, at the last move: the up's point is no sample),
// and it decays and snaps to an item. Before it moves, the page asks the engine where it will
// stop (fizz_carousel_landing_index with the velocity the release takes) and shows that item,
// ringed, while it glides; it stops there. During a drag the ring shows where a release at
// that instant would land.
//
// The engine runs on its fixed 1/720 s clock: each animation frame steps a moving carousel by
// the frame's time (fizz_carousel_step keeps the fraction), so the same calls give the same
// frames anywhere; a carousel at rest is not stepped, and nothing runs once both rest. Every
// item drawn is a record of fizz_carousel_visible (depth order, backmost first): its box
// (item width × height, centred on 0) through its 4×4 matrix (row vectors, divided by w),
// moved to the band's centre, as the native painter draws it.

import { Curve, Transform, Phase } from '../js/fizz.mjs';
import { fitCanvas, pointIn } from './canvas.mjs';

const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const RING = '#ffffff';
const SPACING = 8;            // pt between items: Showcase's line spacing, the engine's default
const MAX_DT = 0.1;           // s: the most one animation frame steps (a stalled page resumes calmly)
const STOP_GAP = 0.04;        // s: an up this long after the last move releases at rest (fizz.h)

// The two carousels: how each is set up, and its items' size for a band of `W` × `H` pt.
const KINDS = [
  {
    name: 'circular',
    title: 'Circular path · scale (Showcase)',
    count: 12,
    looping: true,
    start: 0,
    size: (W, H) => { const w = Math.round(Math.min(W / 4.5, H * 0.36)); return [w, Math.round(w * 1.2)]; },
    setUp(c, W, H) {
      c.setPath(Curve.CIRCULAR, 1, -1, 0, Math.PI / 2);         // Showcase's CircularPath defaults
      c.setTransform(Transform.SCALE, 0.8, 0.5, 0, 0, 0, 0);     // Showcase's TransformScale defaults
      // The path lifts the items at the viewport's edges to its top edge; a viewpoint a
      // quarter of the band up centres the arc in the band.
      c.setPerspective(-1 / 500, 0, -H / 4);
    },
  },
  {
    name: 'coverflow',
    title: 'Cover flow (iCarousel)',
    count: 24,
    looping: false,
    start: 12,
    size: (W, H) => { const w = Math.round(Math.min(W * 0.36, H * 0.62)); return [w, w]; },
    setUp(c) {
      // iCarousel's cover flow with its defaults: spacing 0.25, tilt 0.9 (arc, radius, ring
      // count and flip width unused by this type, passed as their defaults).
      c.setTransform(Transform.COVER_FLOW, 0.25, 2 * Math.PI, 0, 0.9, 0, 0.25);
      c.setPerspective(-1 / 500, 0, 0);
    },
  },
];

/** The corners of a `w` × `h` box centred on 0 through a record's matrix `m` (m11..m44,
 *  row vectors), divided by w, moved to (cx, cy): top-left, top-right, bottom-right,
 *  bottom-left (the native painter's order and rule: w ≤ 1e-6 is held at 1e-6). */
function corners(m, w, h, cx, cy) {
  return [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]].map(([x, y]) => {
    const X = x * m[0] + y * m[4] + m[12], Y = x * m[1] + y * m[5] + m[13], W = x * m[3] + y * m[7] + m[15];
    const q = W > 1e-6 ? W : 1e-6;
    return [cx + X / q, cy + Y / q];
  });
}

/**
 * Runs the two carousels on `canvas` (inside `box`, which sets its size) and writes their line
 * of text to `stats`; returns the hooks `window.fizzDemo.carousel` exposes, with the tab's
 * show() and hide().
 */
export function startCarousel(fizz, canvas, box, stats) {
  const ctx = canvas.getContext('2d');
  const log = { presses: [], draws: 0, frames: 0 };
  let size = { width: 0, height: 0 };
  let press = null;             // the press in flight (also log.presses' last)
  let pressed = null;           // the band it drives
  let shown = false, running = false, last = 0;
  let queued = false;

  // One band per carousel: its rect in the canvas, its item size, its engine, what was drawn.
  const bands = KINDS.map((kind) => ({ kind, rect: null, item: null, carousel: null, drawn: [], clock: 0, fling: null }));

  // The bands for a W × H canvas: the top half for the circular one, the rest for the cover flow.
  function fit() {
    const r = fitCanvas(canvas, box);
    if (r === null) return;
    size = r;
    const split = Math.round(r.height / 2);
    bands.forEach((b, i) => {
      b.rect = i === 0 ? { x: 0, y: 0, width: r.width, height: split } : { x: 0, y: split, width: r.width, height: r.height - split };
      const [iw, ih] = b.kind.size(b.rect.width, b.rect.height);
      b.item = { width: iw, height: ih };
      if (b.carousel === null) {
        const c = fizz.createCarousel(b.rect.width, b.rect.height, iw, ih, b.kind.count);
        c.setLooping(b.kind.looping ? 1 : 0);
        if (b.kind.start) c.setPosition(b.kind.start);
        b.carousel = c;
      } else {
        b.carousel.setLayout(0, b.rect.width, b.rect.height, iw, ih, SPACING);
      }
      b.kind.setUp(b.carousel, b.rect.width, b.rect.height);
    });
    redraw();
  }

  // ---- Drawing ------------------------------------------------------------------------------
  function drawBand(b) {
    const { x: bx, y: by, width: W, height: H } = b.rect;
    const c = b.carousel;
    ctx.save();
    ctx.beginPath();
    ctx.rect(bx, by, W, H);
    ctx.clip();
    ctx.fillStyle = b === bands[0] ? 'rgba(255,255,255,0.02)' : 'rgba(0,0,0,0.12)';
    ctx.fillRect(bx, by, W, H);
    const ring = b.fling ? b.fling.predicted : pressed === b ? press.live : null;
    const items = c.items();                // backmost first, copied out of the frame buffer
    b.drawn = [];
    for (const it of items) {
      const q = corners(it.matrix, b.item.width, b.item.height, bx + W / 2, by + H / 2);
      b.drawn.push({ ...it, corners: q });
      ctx.globalAlpha = it.opacity;
      ctx.beginPath();
      ctx.moveTo(q[0][0], q[0][1]);
      for (let k = 1; k < 4; k += 1) ctx.lineTo(q[k][0], q[k][1]);
      ctx.closePath();
      ctx.fillStyle = COLOURS[it.index % COLOURS.length];
      ctx.fill();
      ctx.lineWidth = it.index === ring ? 3 : 1;
      ctx.strokeStyle = it.index === ring ? RING : 'rgba(255,255,255,0.35)';
      ctx.stroke();
      // The number on the card, through the affine map of its top-left, top-right and
      // bottom-left corners (close enough to the perspective for a label).
      const [p0, p1, , p3] = q, w = b.item.width, h = b.item.height;
      ctx.save();
      ctx.transform((p1[0] - p0[0]) / w, (p1[1] - p0[1]) / w, (p3[0] - p0[0]) / h, (p3[1] - p0[1]) / h, p0[0], p0[1]);
      ctx.fillStyle = '#111318';
      ctx.font = `600 ${Math.round(Math.min(w, h) * 0.3)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(it.index + 1), w / 2, h / 2);
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = 'rgba(255,255,255,0.45)';
    ctx.font = '500 12px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(b.kind.title, bx + 10, by + 8);
    if (ring !== null) {
      ctx.textAlign = 'right';
      ctx.fillStyle = RING;
      ctx.fillText(`${b.fling ? 'lands on' : 'release: lands on'} ${ring + 1}`, bx + W - 10, by + 8);
    }
    ctx.restore();
  }

  function describe(b) {
    const c = b.carousel, at = c.currentIndex() + 1;
    const name = b.kind.name === 'circular' ? 'Circular' : 'Cover flow';
    if (b.fling) return `${name}: ${at} → lands on ${b.fling.predicted + 1}`;
    const settled = b.settled ? ` (landed on ${b.settled.index + 1}, predicted ${b.settled.predicted + 1})` : '';
    return `${name}: ${at}${settled}`;
  }

  function draw() {
    const { width, height } = size;
    ctx.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    ctx.clearRect(0, 0, width, height);
    for (const b of bands) drawBand(b);
    ctx.fillStyle = 'rgba(255,255,255,0.12)';
    ctx.fillRect(0, bands[1].rect.y - 0.5, width, 1);
    log.draws += 1;
    stats.textContent = bands.map(describe).join(' · ');
    // What the page said of each fling in flight, the first time it drew it (a test reads
    // that the prediction was shown before the carousel stopped, whenever it looks).
    for (const b of bands) if (b.fling && !b.fling.said) b.fling.said = { text: stats.textContent, frames: b.fling.frames };
  }

  // ---- The loop: steps the moving carousels and draws; stops once both rest -----------------
  const moving = (b) => b.carousel.phase === Phase.GLIDING || b.carousel.phase === Phase.SPRINGING;
  function redraw() {
    if (queued || !shown) return;
    queued = true;
    if (!running) { running = true; last = performance.now(); }
    requestAnimationFrame(tick);
  }
  function tick(now) {
    queued = false;
    if (!shown) { running = false; return; }
    const dt = Math.min(Math.max((now - last) / 1000, 0), MAX_DT);
    last = now;
    let again = false;
    for (const b of bands) {
      if (moving(b)) {
        b.carousel.step(dt);
        log.frames += 1;
        if (b.fling) b.fling.frames += 1;
      }
      if (moving(b)) { again = true; continue; }
      if (b.fling) {                // at rest: where it stopped, beside what was predicted
        const c = b.carousel;
        b.fling.settled = { index: c.currentIndex(), position: c.position, frames: b.fling.frames };
        b.settled = { index: b.fling.settled.index, predicted: b.fling.predicted };
        b.fling = null;
      }
    }
    draw();
    if (again) redraw(); else running = false;
  }

  // ---- Pointer input: one press at a time, on the band it began in ----------------------------
  const bandAt = (y) => (y < bands[1].rect.y ? bands[0] : bands[1]);
  // The press's coordinates in its band; the time in s, never before the band's last event
  // (the engine refuses a time going back: this keeps an odd synthetic event from throwing).
  const local = (b, e) => { const [x, y] = pointIn(canvas, e); return [x - b.rect.x, y - b.rect.y]; };
  const at = (b, e) => (b.clock = Math.max(b.clock, e.timeStamp / 1000));
  const moves = (e) => (typeof e.getCoalescedEvents === 'function' && e.getCoalescedEvents().length > 0
    ? e.getCoalescedEvents() : [e]);
  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    canvas.setPointerCapture(e.pointerId);
    const b = bandAt(pointIn(canvas, e)[1]);
    const c = b.carousel;
    const [x, y] = local(b, e), t = at(b, e);
    c.pointerDown(t, x, y);       // a finger catches a gliding carousel where it is
    b.fling = null;
    pressed = b;
    press = { id: e.pointerId, type: e.pointerType, band: b.kind.name, x0: x, y0: y, t0: t,
      position0: c.position, pitch: b.item.width + SPACING, moves: [], live: c.landingIndex(0) };
    log.presses.push(press);
    if (log.presses.length > 20) log.presses.shift();
    redraw();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const b = pressed, c = b.carousel;
    for (const m of moves(e)) {
      const [x, y] = local(b, m), t = at(b, m);
      c.pointerMove(t, x, y);
      press.moves.push({ x, y, t, position: c.position });
    }
    press.live = c.landingIndex(c.fingerVelocity());
    redraw();
  });
  const end = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const b = pressed, c = b.carousel;
    if (e.type === 'pointerup') {
      const last = press.moves.at(-1) ?? { x: press.x0, y: press.y0, t: press.t0 };
      const [x, y] = local(b, e), t = at(b, e);
      // The engine takes the up's point as the finger's place, not as a velocity sample (a
      // browser's pointerup comes a frame later at the last point). An up elsewhere is the
      // finger still moving: handed over as a move first, so that the query below sees the
      // position the release starts from.
      if (x !== last.x || y !== last.y) {
        c.pointerMove(t, x, y);
        press.moves.push({ x, y, t, position: c.position, up: true });
      }
      // The release's velocity: the finger's at its last sample, 0 when the up comes 40 ms or
      // more after it (fizz.h). Asked before anything animates, the query answers what the
      // release then does.
      const sampled = press.moves.at(-1)?.t ?? press.t0;
      const velocity = t - sampled >= STOP_GAP ? 0 : c.fingerVelocity();
      const predicted = c.landingIndex(velocity);
      press.release = { x, y, t, velocity, position: c.position, predicted, landing: c.landingPosition(velocity) };
      press.release.returned = c.pointerUp(t, x, y);
    } else {
      c.pointerCancel();
      press.release = { cancelled: true, predicted: c.targetIndex() };
    }
    b.fling = { predicted: press.release.predicted, frames: 0, said: null, settled: null };
    press.fling = b.fling;
    press = null;
    pressed = null;
    redraw();
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);

  new ResizeObserver(fit).observe(box);
  fit();

  const bandState = (b) => {
    const c = b.carousel;
    return { name: b.kind.name, rect: { ...b.rect }, item: { ...b.item }, pitch: b.item.width + SPACING,
      count: b.kind.count, looping: b.kind.looping, position: c.position, velocity: c.velocity, phase: c.phase,
      current: c.currentIndex(), target: c.targetIndex(), layout: c.layout,
      drawn: b.drawn.map((d) => ({ ...d })), fling: b.fling ? { ...b.fling } : null };
  };
  const band = (name) => bands.find((b) => b.kind.name === name);

  return Object.assign(log, {
    ready: true,
    /** Each band's rect, item size, pitch, the engine's state now and the items the last draw
     *  drew (each the engine's record with its projected corners); `pending`: a draw is queued
     *  for the next animation frame, so `drawn` may still be the previous frame's; `rest`: no
     *  press, no draw queued, both carousels idle (what was drawn is what the engine says). */
    state: () => {
      const s = { bands: bands.map(bandState), pending: queued, pressed: press !== null, running };
      s.rest = !s.pending && !s.pressed && s.bands.every((b) => b.phase === Phase.IDLE);
      return s;
    },
    /** The engine's visible items of a band now (items(): depth order, copied). */
    items: (name) => band(name).carousel.items(),
    /** The engine's query: the item a release now at `velocity` pt/s would stop on. */
    landingIndex: (name, velocity) => band(name).carousel.landingIndex(velocity),
    /** Moves a carousel to `position` at once (a test's starting point). */
    setPosition: (name, position) => { band(name).carousel.position = position; band(name).settled = null; redraw(); },
    show() { shown = true; redraw(); },
    hide() { shown = false; },
  });
}
