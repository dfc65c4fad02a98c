// popup-demo.mjs — the Popups tab, written as a user of fizz-wasm/dom would write it: four
// targets (buttons) a pointer drags anywhere, each with its tip (a plain element with an arrow
// element), all in one popupGroup whose boundary is the stage less 8 px. The group keeps the
// tips inside, apart, and off every target; a tip with no free place (boxed in by a corner and
// other targets) is hidden, never drawn over another; a side changed by a drag glides.
// The options panel sets every popup option: placement, offset, flip, shift, limit, arrow,
// spacing and hysteresis; two buttons make the crowded clusters.
import { popupGroup, gesture } from '../js/dom/index.mjs';

const TARGET = 44;            // px: a target's side, a thumb's size
const PADDING = 8;            // px inside the stage
const TARGETS = [
  { at: [0.3, 0.28], name: 'A', text: 'A · prefers top', placement: 'top' },
  { at: [0.7, 0.4], name: 'B', text: 'B · prefers right', placement: 'right' },
  { at: [0.3, 0.66], name: 'C', text: 'C · prefers bottom', placement: 'bottom' },
  { at: [0.72, 0.78], name: 'D', text: 'D · prefers left', placement: 'left' },
];
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff'];
const CODES = ['top', 'right', 'bottom', 'left'];
const STYLE = `
.pp-stage { position: relative; width: 100%; height: 100%; overflow: hidden; outline: 1px dashed #ffffff1f; outline-offset: -${PADDING}px; }
.pp-target { position: absolute; left: 0; top: 0; width: ${TARGET}px; height: ${TARGET}px; border: 0; border-radius: 10px;
  font: 700 16px system-ui, sans-serif; color: #111318; touch-action: none; cursor: grab; }
.pp-tip { position: absolute; left: 0; top: 0; padding: 9px 12px; background: #2c313d; color: #e8e8ea; border-radius: 10px;
  font: 600 13px/16px system-ui, sans-serif; white-space: nowrap; pointer-events: none; z-index: 1; }
.pp-arrow { position: absolute; width: 10px; height: 10px; background: #2c313d; transform: rotate(45deg); }
.pp-options { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; font-size: 12px; }
.pp-options label { display: inline-flex; gap: 3px; align-items: center; }
.pp-options select, .pp-options button { font-size: 12px; }`;

/**
 * Runs the tab inside `box` (the stage's box; `canvas`, the old drawing surface, is hidden) and
 * writes its line to `stats`; returns the hooks `window.fizzDemo.popups` exposes.
 */
export function startPopups(_fizz, canvas, box, stats) {
  canvas.hidden = true;
  const css = document.createElement('style');
  css.textContent = STYLE;
  document.head.append(css);
  const stage = document.createElement('div');
  stage.className = 'pp-stage';
  stage.id = 'popups-stage';
  box.append(stage);
  const log = { drags: [], solves: 0 };
  const opts = { placement: 'auto-per-target', offset: 0, flip: true, shift: true, limit: true, arrow: true };
  const group = popupGroup({ boundary: stage, padding: PADDING, spacing: 4, hysteresis: 8 });
  const targets = TARGETS.map((t, i) => {
    const el = document.createElement('button');
    el.className = 'pp-target';
    el.textContent = t.name;
    el.style.background = COLOURS[i];
    el.setAttribute('aria-describedby', `pp-tip-${i}`);
    const tip = document.createElement('div');
    tip.className = 'pp-tip';
    tip.id = `pp-tip-${i}`;
    tip.setAttribute('role', 'tooltip');
    tip.style.boxShadow = `inset 0 0 0 1.5px ${COLOURS[i]}`;
    tip.textContent = t.text;
    const arrow = document.createElement('div');
    arrow.className = 'pp-arrow';
    tip.append(arrow);
    stage.append(el, tip);
    return { ...t, el, tip, arrow, x: 0, y: 0, member: null };
  });
  let size = { width: 0, height: 0 };
  let press = null;

  const tipOptions = (t) => ({
    placement: t.placement, offset: opts.offset, flip: opts.flip, shift: opts.shift && { limit: opts.limit },
    arrow: opts.arrow ? t.arrow : undefined,
  });
  const move = (t, x, y) => {
    t.x = Math.min(Math.max(x, 0), size.width - TARGET);
    t.y = Math.min(Math.max(y, 0), size.height - TARGET);
    t.el.style.transform = `translate(${t.x}px, ${t.y}px)`;
  };
  const solve = () => { group.update(); log.solves += 1; report(); };

  function fit() {
    const r = stage.getBoundingClientRect();
    if (r.width === 0) return;
    const old = size;
    size = { width: r.width, height: r.height };
    for (const t of targets) {
      if (old.width) t.at = [(t.x + TARGET / 2) / old.width, (t.y + TARGET / 2) / old.height];
      move(t, t.at[0] * size.width - TARGET / 2, t.at[1] * size.height - TARGET / 2);
    }
    if (targets[0].member) solve();
  }

  // The results in stage px, as the old canvas tab reported them (its tests read these).
  function popups() {
    const o = stage.getBoundingClientRect();
    return group.results().map((p, i) => ({ target: i, style: 'arrow', x: p.x - o.left, y: p.y - o.top, width: p.width, height: p.height,
      placement: CODES.indexOf(p.side) * 3 + ['', '-start', '-end'].indexOf(p.placement.slice(p.side.length)), side: p.side,
      flags: p.flags, hidden: targets[i].tip.style.visibility === 'hidden',
      pointer: p.pointer.map((v, k) => v - (k % 2 ? o.top : o.left)), moves: [p.shift, p.apart, p.arrow, p.centerOffset] }));
  }
  function report() {
    const list = popups();
    stats.textContent = list.map((p) => `${targets[p.target].name} ${p.hidden ? 'hidden' : p.side}`).join(' · ');
  }

  // ---- A press on a target drags it -----------------------------------------------------------
  for (const [i, t] of targets.entries()) {
    gesture(t.el, {
      down(s) {
        if (press) return false;
        const o = stage.getBoundingClientRect();
        press = { target: i, type: s.pointerType, dx: s.x - o.left - t.x, dy: s.y - o.top - t.y, moves: [] };
        log.drags.push(press);
        if (log.drags.length > 20) log.drags.shift();
        return true;
      },
      move(s) {
        const o = stage.getBoundingClientRect();
        const x = s.x - o.left, y = s.y - o.top;
        move(t, x - press.dx, y - press.dy);
        solve();
        const p = popups()[i];
        press.moves.push({ x, y, target: { x: t.x, y: t.y }, placement: p.placement });
      },
      up() { press.done = true; press = null; },
      cancel() { if (press) { press.done = true; press = null; } },
    });
  }

  // ---- Options -----------------------------------------------------------------------------
  const panel = document.createElement('form');
  panel.className = 'pp-options';
  panel.setAttribute('aria-label', 'popup options');
  panel.innerHTML = `<label>A <select name="placement">${['top', 'top-start', 'top-end', 'right', 'bottom', 'left', 'auto']
    .map((p) => `<option>${p}</option>`).join('')}</select></label>
    <label>offset <select name="offset"><option>0</option><option>6</option><option>12</option></select></label>
    <label><input type="checkbox" name="flip" checked>flip</label><label><input type="checkbox" name="shift" checked>shift</label>
    <label><input type="checkbox" name="limit" checked>limit</label><label><input type="checkbox" name="arrow" checked>arrow</label>
    <label>gap <select name="spacing"><option>4</option><option>0</option><option>12</option></select></label>
    <label>hysteresis <select name="hysteresis"><option>8</option><option>0</option><option>24</option></select></label>
    <button type="button" name="cluster">2×2</button><button type="button" name="corner">corner</button>`;
  stats.before(panel);
  panel.addEventListener('change', () => {
    const f = panel.elements;
    targets[0].placement = f.placement.value;
    Object.assign(opts, { offset: +f.offset.value, flip: f.flip.checked, shift: f.shift.checked, limit: f.limit.checked, arrow: f.arrow.checked });
    for (const t of targets) { t.arrow.hidden = !opts.arrow; t.member.set(tipOptions(t)); }
    group.set({ spacing: +f.spacing.value, hysteresis: +f.hysteresis.value });
    solve();
  });
  /** The crowded clusters of the findings: 2 × 2 targets 4 px apart in the middle or a corner. */
  function cluster(corner) {
    const g = 4, x0 = corner ? size.width - 2 * TARGET - g : size.width / 2 - TARGET - g / 2;
    const y0 = corner ? size.height - 2 * TARGET - g : size.height / 2 - TARGET - g / 2;
    targets.forEach((t, i) => move(t, x0 + (i % 2) * (TARGET + g), y0 + Math.floor(i / 2) * (TARGET + g)));
    solve();
  }
  panel.elements.cluster.addEventListener('click', () => cluster(false));
  panel.elements.corner.addEventListener('click', () => cluster(true));

  fit();
  const ready = Promise.all(targets.map(async (t) => { t.member = await group.add(t.el, t.tip, tipOptions(t)); }))
    .then(() => { new ResizeObserver(fit).observe(stage); solve(); hooks.ready = true; });
  const hooks = Object.assign(log, {
    ready: false,
    loaded: ready,
    /** The stage size, padding, target side, spacing, hysteresis and arrow (px). */
    layout: () => ({ width: size.width, height: size.height, padding: PADDING, target: TARGET, spacing: 4, hysteresis: 8,
      arrow: [10 * Math.SQRT2, 10 * Math.SQRT1_2] }),
    // The targets as the engine got them: the browser's rects (on its 1/64 px layout grid).
    state: () => {
      const o = stage.getBoundingClientRect();
      return { targets: targets.map((t) => {
        const r = t.el.getBoundingClientRect();
        return { name: t.name, x: r.left - o.left, y: r.top - o.top, width: r.width, height: r.height };
      }), popups: popups(), pressed: press !== null };
    },
    cluster,
    show() { if (hooks.ready) solve(); },
    hide() {},
  });
  return hooks;
}
