// motion-demo.mjs — the Motion tab: the seed's six effects (RelativePositionView, a talk of
// 2015) on one pad, computed by a Motion (wasm/fizz.h, "Motion"). The pad is the whole canvas:
// the gesture's rect is the canvas in CSS px (1 pt = 1 CSS px), so a pointer at (x, y) is the
// relative position p = (x / W, y / H), clamped to the seed's open interval. Every number
// drawn is one of the engine's outputs (Motion.map()), declared once as mappings of p:
//   Ex1a  a box sliding within its lane: x = W·p.x − b·p.x (b its width)
//   Ex2   alpha = p.x
//   Ex3   scale = p.x (both axes, as the seed wrote it)
//   Ex3a  translate as Ex1a, scale p.x, rotate p.y·(2/π) rad (the seed's M_2_PI, 2/π, kept)
//   Ex4/5 the Dock row: item i at centre c_i, k_i = 1 − |c_i − W·p.x|/W (0 beyond W), lifted
//         W·k_i/10 and scaled k_i, alpha k_i, while a pointer is down or the point glides; then
//         it goes back to rest in 0.2 s, as the seed's UIView animation (the host eases that).
// Released, the point glides on from the release velocity as Framer's inertia (the engine's
// release: x0 + 0.8·v·(1 − e^(−t/0.325 s))), and every effect follows it to rest.
//   Ex6   a scrubber along the bottom (the rect is its track) synced with the scroll view
//         above it: both ends reached exactly, and a wheel over the pad scrolls the view and
//         moves the thumb back without a feedback loop.
import { Source, Kernel } from '../js/fizz.mjs';
import { fitCanvas, pointIn } from './canvas.mjs';

const BOX = 44;               // pt: the effect lanes' box, the seed's "displayView" width
const DOCK_ITEMS = 9;
const LINES = 60;             // the scroll view's lines of text
const LINE_HEIGHT = 22;       // pt
const THUMB = 56;             // pt: the scrubber's thumb length
const TRACK_HEIGHT = 28;      // pt, at the bottom of the pad
const RELEASE_MS = 200;       // the seed's 0.2 s back to rest
const GLIDE = { power: 0.8, timeConstant: 0.325 };   // Framer's inertia (fizz_motion_set_release)
const LINE_PX = 16;           // a wheel "line" (deltaMode 1) in CSS px
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const LABELS = ['1a position', '2 alpha', '3 scale', '3a move · scale · turn'];

const easeOut = (t) => 1 - (1 - t) ** 3;

/** The pad's lanes for a W × H canvas, pt: where each effect is drawn. */
function lanesFor(W, H) {
  const track = { y: H - TRACK_HEIGHT - 6, height: TRACK_HEIGHT };
  const pane = { y: Math.round(H * 0.68), height: 0 };
  pane.height = Math.max(40, track.y - 8 - pane.y);
  const dock = { base: pane.y - 10, size: Math.min(36, W / DOCK_ITEMS - 6) };
  const rows = Math.max(1, (dock.base - dock.size - W / 10 - 8) / 4);
  const effects = LABELS.map((_, i) => ({ y: 6 + rows * i, height: rows }));
  return { effects, dock, pane, track };
}

/**
 * Runs the motion pad on `canvas` (inside `box`, which sets its size) and writes a line of
 * text to `stats`; returns the hooks `window.fizzDemo.motion` exposes, with the tab's show()
 * and hide().
 */
export function startMotion(fizz, canvas, box, stats) {
  const ctx = canvas.getContext('2d');
  const log = { presses: [], wheels: [], rebuilds: 0, frames: 0 };
  let motion = null;
  let size = { width: 0, height: 0 };
  let lanes = null;
  let ids = null;               // { position, alpha, scale, turn, dock } target / group indices
  let centres = [];             // the Dock items' centres along x, pt
  let press = null;             // the press in flight (also log.presses' last)
  let release = null;           // { t0, from: [{ lift, scale }] }: the Dock row going back to rest
  let glide = null;             // the press whose release glides now
  let shown = false, running = false, last = 0;
  // The newest event stamp handed to the engine, s: the engine refuses a time going back, and
  // this keeps an odd one (a synthetic event) from throwing in a handler.
  let clock = 0;
  // Starts the motion's timeline on the page's clock (performance.now(), which event
  // timeStamps and rAF share), so a release glides from the up's timeStamp, not a frame late.
  const restart = (m) => { clock = Math.max(clock, performance.now() / 1000); m.resetTimeline(clock); };

  // The engine has no way to change a mapping's stops: a new size is a new motion (the
  // scroll offset carried over through the sync).
  function fit() {
    const r = fitCanvas(canvas, box);
    if (r === null) return;
    size = r;
    if (motion !== null && motion.width === r.width && motion.height === r.height) { draw(); return; }
    const offset = motion ? motion.engine.scrollOffset : 0;
    motion?.engine.dispose();
    const W = r.width, H = r.height;
    lanes = lanesFor(W, H);
    const m = fizz.createMotion(W, H);
    const ramp = [[0, 0], [1, 1]];
    ids = {
      position: m.addTarget([[0, 0], [1, W - BOX]]),                   // W·p − b·p
      alpha: m.addTarget(ramp),
      scale: m.addTarget(ramp),
      turn: m.addTarget([[0, 0], [1, 2 / Math.PI]], { source: Source.Y }),
    };
    centres = Array.from({ length: DOCK_ITEMS }, (_, i) => (i + 0.5) * W / DOCK_ITEMS);
    ids.dock = m.addGroup(centres, { kernel: Kernel.LINEAR, radius: W, channels: [[0, W / 10], [0, 1]] });
    m.setSync(LINES * LINE_HEIGHT, lanes.pane.height, THUMB);
    m.setRelease(GLIDE);
    restart(m);
    if (offset > 0) m.scrollTo(offset);
    motion = { engine: m, width: W, height: H };
    log.rebuilds += 1;
    press = null;
    glide = null;
    draw();
  }

  // ---- Reading the engine -----------------------------------------------------------------------
  function outputs() {
    const m = motion.engine;
    const o = Array.from(m.map());        // copied: the next call may move memory
    const g = m.groupOffset(ids.dock);
    return {
      p: { x: m.x, y: m.y },
      position: o[m.outputOffset(ids.position)],
      alpha: o[m.outputOffset(ids.alpha)],
      scale: o[m.outputOffset(ids.scale)],
      turn: o[m.outputOffset(ids.turn)],
      dock: centres.map((_, i) => ({ lift: o[g + 2 * i], scale: o[g + 2 * i + 1] })),
      offset: m.scrollOffset,
      thumb: m.thumb,
    };
  }
  // What the Dock row shows: the engine's values while pressed, easing back to rest after.
  function dockShown(now, out) {
    if (press || glide) return out.dock;
    if (!release) return centres.map(() => ({ lift: 0, scale: 1 }));
    const t = Math.min((now - release.t0) / RELEASE_MS, 1), e = easeOut(t);
    if (t >= 1) release = null;
    return release ? release.from.map((d) => ({ lift: d.lift * (1 - e), scale: d.scale + (1 - d.scale) * e }))
      : centres.map(() => ({ lift: 0, scale: 1 }));
  }

  // ---- Drawing --------------------------------------------------------------------------------
  let shownDock = [];
  function draw(now = performance.now()) {
    if (!motion) return;
    const { width: W, height: H } = size;
    ctx.setTransform(canvas.width / W, 0, 0, canvas.height / H, 0, 0);
    ctx.clearRect(0, 0, W, H);
    const out = outputs();
    ctx.font = '500 11px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.textAlign = 'left';
    // Ex1a, Ex2, Ex3, Ex3a: one box per lane.
    lanes.effects.forEach((lane, i) => {
      ctx.fillStyle = 'rgba(255,255,255,0.04)';
      ctx.fillRect(0, lane.y, W, lane.height - 4);
      ctx.fillStyle = 'rgba(255,255,255,0.4)';
      ctx.fillText(LABELS[i], 6, lane.y + 3);
      const b = Math.min(BOX, lane.height - 8);
      const cx = out.position + BOX / 2, cy = lane.y + (lane.height - 4) / 2;
      ctx.save();
      ctx.translate(cx, cy);
      if (i === 1) ctx.globalAlpha = out.alpha;
      if (i >= 2) ctx.scale(out.scale, out.scale);
      if (i === 3) ctx.rotate(out.turn);
      ctx.fillStyle = COLOURS[i];
      ctx.beginPath();
      ctx.roundRect(-BOX / 2, -b / 2, BOX, b, 8);
      ctx.fill();
      ctx.restore();
    });
    // Ex4/5: the Dock row.
    shownDock = dockShown(now, out);
    const s = lanes.dock.size;
    shownDock.forEach((d, i) => {
      const k = d.scale, x = centres[i], y = lanes.dock.base - s / 2 - d.lift;
      ctx.save();
      ctx.globalAlpha = Math.max(0.05, k);
      ctx.translate(x, y);
      ctx.scale(k, k);
      ctx.fillStyle = COLOURS[i % COLOURS.length];
      ctx.beginPath();
      ctx.roundRect(-s / 2, -s / 2, s, s, 9);
      ctx.fill();
      ctx.restore();
    });
    // Ex6: the scroll view and its scrubber.
    const { pane, track } = lanes;
    ctx.fillStyle = 'rgba(255,255,255,0.05)';
    ctx.fillRect(6, pane.y, W - 12, pane.height);
    ctx.save();
    ctx.beginPath();
    ctx.rect(6, pane.y, W - 12, pane.height);
    ctx.clip();
    ctx.font = '13px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    const first = Math.floor(out.offset / LINE_HEIGHT);
    for (let i = first; i < Math.min(LINES, first + Math.ceil(pane.height / LINE_HEIGHT) + 1); i += 1) {
      const y = pane.y + i * LINE_HEIGHT - out.offset + LINE_HEIGHT / 2;
      ctx.fillStyle = i === 0 || i === LINES - 1 ? '#ffb400' : 'rgba(232,232,234,0.75)';
      ctx.fillText(i === 0 ? 'first line' : i === LINES - 1 ? 'last line' : `line ${i + 1}`, 14, y);
    }
    ctx.restore();
    ctx.fillStyle = 'rgba(255,255,255,0.08)';
    ctx.beginPath();
    ctx.roundRect(0, track.y, W, track.height, track.height / 2);
    ctx.fill();
    ctx.fillStyle = '#3ba3ff';
    ctx.beginPath();
    ctx.roundRect(out.thumb, track.y, THUMB, track.height, track.height / 2);
    ctx.fill();
    const v = motion.engine.velocity;
    stats.textContent = `p ${out.p.x.toFixed(3)}, ${out.p.y.toFixed(3)} · v ${v.x.toFixed(0)}, ${v.y.toFixed(0)} pt/s · ` +
      `scroll ${out.offset.toFixed(1)} of ${(LINES * LINE_HEIGHT - pane.height).toFixed(0)} pt`;
  }

  // ---- The loop: steps the motion's clock and draws, only while the tab is shown ---------------
  function tick(now) {
    if (!shown) { running = false; return; }
    // The whole time since the last frame (the engine takes up to 10 s a step), so the clock
    // stays on the page's and a glide is where the page's time says.
    const dt = Math.min(Math.max((now - last) / 1000, 0), 10);
    last = now;
    motion?.engine.step(dt);
    if (glide && !motion.engine.isGliding) {       // the glide came to rest: the row goes home
      glide.settled = { ...outputs(), frames: glide.frames };
      release = { t0: now, from: glide.settled.dock };
      glide = null;
    } else if (glide) {
      glide.frames += 1;
    }
    draw(now);
    log.frames += 1;
    requestAnimationFrame(tick);
  }

  // ---- Pointer input: one pointer drives the pad; its moves are logged with the outputs -------
  const local = (e) => pointIn(canvas, e);
  const at = (e) => (clock = Math.max(clock, e.timeStamp / 1000));
  // Every move of a press, coalesced ones included (a 120 Hz pointer gives a 60 Hz page two
  // per event): the velocity fit wants them all.
  const moves = (e) => (typeof e.getCoalescedEvents === 'function' && e.getCoalescedEvents().length > 0
    ? e.getCoalescedEvents() : [e]);
  const record = (x, y) => ({ x, y, t: clock, ...outputs(), velocity: motion.engine.velocity });
  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    canvas.setPointerCapture(e.pointerId);
    const [x, y] = local(e);
    motion.engine.pointerDown(at(e), x, y, e.pointerId);
    release = null;
    glide = null;                 // a finger catches a gliding point
    press = { id: e.pointerId, type: e.pointerType, down: record(x, y), moves: [] };
    log.presses.push(press);
    if (log.presses.length > 20) log.presses.shift();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    for (const m of moves(e)) {
      const [x, y] = local(m);
      motion.engine.pointerMove(at(m), x, y, e.pointerId);
      press.moves.push(record(x, y));
    }
  });
  const end = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const [x, y] = local(e);
    if (e.type === 'pointerup') motion.engine.pointerUp(at(e), x, y, e.pointerId);
    else motion.engine.cancel(at(e));
    press.end = { kind: e.type, ...record(x, y) };
    if (motion.engine.isGliding) {
      glide = press;
      glide.frames = 0;
    } else {
      press.settled = { ...outputs(), frames: 0 };
      release = { t0: performance.now(), from: press.end.dock };
    }
    press = null;
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);

  // A wheel (or a trackpad's two fingers) scrolls the view; the thumb follows.
  canvas.addEventListener('wheel', (e) => {
    e.preventDefault();
    const d = Math.abs(e.deltaY) >= Math.abs(e.deltaX) ? e.deltaY : e.deltaX;
    const scale = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? lanes.pane.height : 1;
    const before = motion.engine.scrollOffset;
    const moved = motion.engine.scrollTo(before + d * scale);
    log.wheels.push({ delta: d * scale, before, moved, offset: motion.engine.scrollOffset, thumb: motion.engine.thumb });
    if (log.wheels.length > 50) log.wheels.shift();
  }, { passive: false });

  new ResizeObserver(fit).observe(box);
  fit();

  return Object.assign(log, {
    ready: true,
    /** The pad's size, the box width, the Dock centres, the scroll view's and scrubber's lengths, pt. */
    layout: () => ({ width: size.width, height: size.height, box: BOX, centres: centres.slice(), glide: { ...GLIDE },
      content: LINES * LINE_HEIGHT, viewport: lanes.pane.height, track: size.width, thumb: THUMB,
      lanes: JSON.parse(JSON.stringify(lanes)) }),
    /** The engine's outputs now, and what the Dock row shows (rest, pressed, or easing back). */
    state: () => ({ ...outputs(), pointers: motion.engine.pointerCount, velocity: motion.engine.velocity,
      dockShown: shownDock.map((d) => ({ ...d })), pressed: press !== null, gliding: glide !== null,
      releasing: release !== null }),
    show() {
      shown = true;
      if (running) return;
      running = true;
      last = performance.now();
      // Hidden, the clock did not run: start it again on the page's (a gesture cannot be in
      // flight on a hidden tab).
      if (motion && !press) restart(motion.engine);
      requestAnimationFrame(tick);
    },
    hide() { shown = false; },
  });
}
