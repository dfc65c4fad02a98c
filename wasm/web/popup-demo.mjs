// popup-demo.mjs — the Popups tab: four targets a pointer drags anywhere, each with its tip (an
// arrow or BubblePopup's dotted leader), placed by one Popup layer (wasm/fizz.h, "Popups") whose
// boundary is the canvas in CSS px (1 pt = 1 CSS px) less an 8 pt padding. Every move of a
// target sets its reference and solves the whole layer at once: each popup keeps its preferred
// side while it fits, flips or shifts at an edge (with hysteresis, so it does not flicker), and
// keeps clear of the other popups and of every target (each popup's reference is an obstacle
// to the others).
// The host only measures each label and draws what the engine returns: the outline as one path
// (Popup.tracePath), and a leader's dashed line and dot. It draws when something moved; nothing
// runs while the tab is hidden.
import { Placement, Tip, Hide } from '../js/fizz.mjs';
import { fitCanvas, pointIn } from './canvas.mjs';

const TARGET = 44;            // pt: a target's side, a thumb's size
const PADDING = 8;            // pt inside the canvas
const FONT = '600 13px system-ui, sans-serif';
const LABEL_PAD = { x: 12, y: 9, line: 16 };
const ARROW = [14, 9, 2];     // pt: base, height (the gap it bridges), tip radius
// Each target: where it starts (fractions of the canvas), its name, and its tip.
const TARGETS = [
  { at: [0.3, 0.28], name: 'A', text: 'A · prefers top', placement: Placement.TOP, style: 'arrow' },
  { at: [0.7, 0.4], name: 'B', text: 'B · prefers right', placement: Placement.RIGHT, style: 'arrow' },
  { at: [0.3, 0.66], name: 'C', text: 'C · leader, below', preset: Tip.LEADER_BELOW, style: 'leader' },
  { at: [0.72, 0.78], name: 'D', text: 'D · prefers left', placement: Placement.LEFT, style: 'arrow' },
];
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff'];
const SIDES = ['top', 'right', 'bottom', 'left'];

/**
 * Runs the popups on `canvas` (inside `box`, which sets its size) and writes a line of text to
 * `stats`; returns the hooks `window.fizzDemo.popups` exposes, with the tab's show() and hide().
 */
export function startPopups(fizz, canvas, box, stats) {
  const ctx = canvas.getContext('2d');
  const log = { drags: [], solves: 0 };
  const layer = fizz.createPopup(1, 1);
  layer.setPadding(PADDING, PADDING, PADDING, PADDING);
  // Target rects (pt), their popups' ids; sizes come from measuring the labels.
  const targets = TARGETS.map((t) => ({ ...t, x: 0, y: 0, id: 0 }));
  ctx.font = FONT;
  for (const t of targets) {
    const measured = [Math.ceil(ctx.measureText(t.text).width) + 2 * LABEL_PAD.x, LABEL_PAD.line + 2 * LABEL_PAD.y];
    t.size = measured;
    t.id = layer.add(t.preset !== undefined ? { preset: t.preset, size: measured } : { placement: t.placement, arrow: ARROW, size: measured, cornerRadius: 10 });
  }
  let size = { width: 0, height: 0 };
  let placed = false;           // targets laid out once the canvas has a size
  let press = null;             // { id, type, target, dx, dy, moves }
  let queued = false;

  const clampTarget = (t) => {
    t.x = Math.min(Math.max(t.x, 0), size.width - TARGET);
    t.y = Math.min(Math.max(t.y, 0), size.height - TARGET);
  };

  // The engine keeps every tip off the other targets (their references): nothing to add here.
  function solve() {
    for (const t of targets) layer.setReference(t.id, t.x, t.y, TARGET, TARGET);
    layer.solve();
    log.solves += 1;
    redraw();
  }

  function fit() {
    const r = fitCanvas(canvas, box);
    if (r === null) return;
    // A new size (a turned phone) keeps each target's centre at the same fraction of the canvas.
    for (const t of targets) {
      if (placed) t.at = [(t.x + TARGET / 2) / size.width, (t.y + TARGET / 2) / size.height];
      t.x = t.at[0] * r.width - TARGET / 2; t.y = t.at[1] * r.height - TARGET / 2;
    }
    size = r;
    for (const t of targets) clampTarget(t);
    layer.setBoundary(0, 0, r.width, r.height);
    placed = true;
    solve();
  }

  // The solved popups, copied out of the module's memory.
  function popups() {
    return targets.map((t, i) => {
      const p = layer.popup(t.id);
      return { target: i, id: t.id, style: t.style, x: p.x, y: p.y, width: p.width, height: p.height,
        placement: p.placement, side: SIDES[Math.floor(p.placement / 3)], flags: p.flags, pointer: p.pointer,
        // Along the side: the shift into the boundary, the move apart, the pointer less the
        // body's centre and less the target's centre (what a host would animate with).
        moves: [p.shift, p.apart, p.arrow, p.centerOffset] };
    });
  }

  function draw() {
    const { width: W, height: H } = size;
    ctx.setTransform(canvas.width / W, 0, 0, canvas.height / H, 0, 0);
    ctx.clearRect(0, 0, W, H);
    // The padded boundary, faintly.
    ctx.setLineDash([4, 6]);
    ctx.strokeStyle = 'rgba(255,255,255,0.12)';
    ctx.lineWidth = 1;
    ctx.strokeRect(PADDING + 0.5, PADDING + 0.5, W - 2 * PADDING - 1, H - 2 * PADDING - 1);
    ctx.setLineDash([]);
    targets.forEach((t, i) => {
      ctx.beginPath();
      ctx.roundRect(t.x, t.y, TARGET, TARGET, 10);
      ctx.fillStyle = COLOURS[i];
      ctx.fill();
      if (press && press.target === i) { ctx.lineWidth = 3; ctx.strokeStyle = '#fff'; ctx.stroke(); }
      ctx.fillStyle = '#111318';
      ctx.font = '700 16px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(t.name, t.x + TARGET / 2, t.y + TARGET / 2);
    });
    const list = popups();
    for (const p of list) {
      const t = targets[p.target];
      const dim = (p.flags & (Hide.ESCAPED | Hide.OVERLAPPING)) !== 0;
      ctx.globalAlpha = dim ? 0.5 : 1;
      if (p.style === 'leader') {
        const [x0, y0, x1, y1, cx, cy] = p.pointer;
        ctx.setLineDash([4, 4]);
        ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1);
        ctx.strokeStyle = '#e8e8ea'; ctx.lineWidth = 1.5; ctx.stroke();
        ctx.setLineDash([]);
        ctx.beginPath(); ctx.arc(cx, cy, 5, 0, Math.PI * 2); ctx.fillStyle = '#e8e8ea'; ctx.fill();
        ctx.beginPath(); ctx.arc(cx, cy, 3, 0, Math.PI * 2); ctx.fillStyle = COLOURS[p.target]; ctx.fill();
      }
      layer.tracePath(ctx, t.id);
      ctx.fillStyle = '#2c313d';
      ctx.fill();
      ctx.strokeStyle = COLOURS[p.target];
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.fillStyle = '#e8e8ea';
      ctx.font = FONT;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(t.text, p.x + LABEL_PAD.x, p.y + p.height / 2);
      ctx.globalAlpha = 1;
    }
    stats.textContent = list.map((p) => `${targets[p.target].name} ${p.side}`).join(' · ') + ` · ${log.solves} solves`;
  }
  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  }

  // ---- Pointer input: a press on a target drags it (the top-most, drawn last) ------------------
  const local = (e) => pointIn(canvas, e);
  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const [x, y] = local(e);
    let hit = -1;
    targets.forEach((t, i) => { if (x >= t.x && x <= t.x + TARGET && y >= t.y && y <= t.y + TARGET) hit = i; });
    if (hit < 0) return;
    canvas.setPointerCapture(e.pointerId);
    const t = targets[hit];
    press = { id: e.pointerId, type: e.pointerType, target: hit, dx: x - t.x, dy: y - t.y, moves: [] };
    log.drags.push(press);
    if (log.drags.length > 20) log.drags.shift();
    redraw();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const [x, y] = local(e);
    const t = targets[press.target];
    t.x = x - press.dx; t.y = y - press.dy;
    clampTarget(t);
    solve();
    press.moves.push({ x, y, target: { x: t.x, y: t.y }, placement: layer.popup(t.id).placement });
  });
  const release = (e) => {
    if (!press || e.pointerId !== press.id) return;
    press.done = true;
    press = null;
    redraw();
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  new ResizeObserver(fit).observe(box);
  fit();

  return Object.assign(log, {
    ready: true,
    /** The canvas size, padding, target side and spacing, pt. */
    layout: () => ({ width: size.width, height: size.height, padding: PADDING, target: TARGET, spacing: 4,
      hysteresis: 8, arrow: ARROW.slice() }),
    /** The targets' rects and the popups as the last solve placed them (see popups()). */
    state: () => ({ targets: targets.map((t) => ({ name: t.name, x: t.x, y: t.y, width: TARGET, height: TARGET })),
      popups: popups(), pressed: press !== null }),
    show: redraw,
    hide() {},
  });
}
