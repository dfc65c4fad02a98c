// layout.mjs — brickLayout(container, tree, options): the engine's brick layout (wasm/fizz.h,
// "Layouts") on the user's own elements, virtualized. The user describes the tree (sections
// of bricks, each brick standing for `count` items) and gives an element factory; the binding
// creates (or recycles) an element only for the items the engine hands out (the viewport plus
// a margin), positions each with a transform, its opacity and z from the engine, measures auto
// heights with the shared ResizeObserver and reports them (the bricks after one flow again).
// The container scrolls itself, not the browser: a drag follows the finger 1:1 (past an end
// with UIScrollView's rubber band), a release decays on UIScrollView's normal deceleration
// (the engine's Decay.normal: x + τ·v, τ = 0.4995 s) to its rest point moved to the nearest
// snap point by the engine (fizz_layout_snap_target) and a horizontal section (a cover-flow row) scrolls sideways the
// same way. Sections are handed out as items too: they get no element (unless the tree gives
// them a `render`), so nothing is painted over their bricks.
import { createLayout } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, element, oneOf, teardown, claim, undoOnFailure } from './common.mjs';

const DIM = { ratio: 0, fixed: 1, fill: 2, auto: 3 };
const FLOW = { rows: 0, horizontal: 1, waterfall: 2 };
const BEHAVIOR = { sticky: 0, 'minimum-sticky': 1, 'sticky-footer': 2, 'quick-return': 3, snap: 4, 'card-stack': 5,
  spotlight: 6, 'cover-flow': 7, offset: 8, 'max-z': 9, 'set-z': 10 };
/** UIScrollView's normal deceleration, 0.998 per ms: the decay's time constant in s. */
const TAU = -1 / (1000 * Math.log(0.998));
/** UIScrollView's rubber band constant: past an end the content moves (1 − 1/(x·c/d + 1))·d. */
const RUBBER = 0.55;
const LINE_PX = 16;           // a wheel "line" (deltaMode 1), px

/** A dimension: a number is a ratio, '120px' fixed, 'fill', 'auto' or 'auto 80px' (estimate). */
function dim(v, what) {
  if (typeof v === 'number') return [DIM.ratio, v];
  const m = /^(?:(fill)|(auto)(?:\s+(\d+(?:\.\d+)?)px)?|(\d+(?:\.\d+)?)px)$/.exec(String(v ?? '').trim());
  if (!m) throw new RangeError(`brickLayout: ${what} must be a ratio, 'Npx', 'fill' or 'auto [Npx]' (got ${JSON.stringify(v)})`);
  if (m[1]) return [DIM.fill, 0];
  if (m[2]) return [DIM.auto, m[3] ? +m[3] : 100];
  return [DIM.fixed, +m[4]];
}
const rubber = (x, d) => (x < 0 ? -1 : 1) * (1 - 1 / ((Math.abs(x) * RUBBER) / d + 1)) * d;

/**
 * Lays out `tree` in `container` (an element or selector; it becomes the scrolling viewport).
 * Tree nodes: a section `{ children: [...], width?, inset?, insets?: [top, left, bottom,
 * right], flow?: 'rows' | 'horizontal' | 'waterfall', columns?, minColumnWidth?, behaviors? }`
 * or a brick `{ name, width?, height?, count?, behaviors?: [name…] }` (width/height: see dim;
 * default width 1, height '44px'). Options: `render(item, reuse)` → the item's element
 * (`item` { name, index, id, repetition }; `reuse` an element of the same brick that left
 * the window, or null: fill it or return a new one), `behaviors` { name: { kind, a, b, c, d } }
 * (kind a BEHAVIOR name), `margin` px, `motion`. Returns { ready, scrollTo, offset, items,
 * layout (the engine handle), on('scroll' | 'render'), off, destroy }.
 */
export function brickLayout(container, tree, options = {}) {
  const root = element(container, 'brickLayout');
  // Checked before anything is touched; the tree's numbers are the engine's to refuse, at
  // `ready`, which then rejects with the binding destroyed (undoOnFailure).
  if (tree === null || typeof tree !== 'object') throw new TypeError('brickLayout: the tree must be an object');
  if (options === null || typeof options !== 'object') throw new TypeError('brickLayout: options must be an object');
  if (typeof options.render !== 'function') throw new TypeError('brickLayout: options.render(item, reuse) must return the item\'s element');
  oneOf(options.motion === undefined ? 'user' : options.motion, 'brickLayout: motion', ['user', 'reduce', 'full']);
  const unclaim = claim(root, 'brickLayout');
  const ev = emitter();
  const restore = keepAttributes([root], ['style', 'tabindex']);
  const motion = motionPreference(options.motion ?? 'user');
  const nodes = new Map();          // engine id → { name, section, horizontal, parent, render, auto }
  const live = new Map();           // 'id:rep' → { el, stop (unobserve) }
  const pools = new Map();          // brick name → elements that left
  const unmeasured = new Set();     // auto items drawn at their estimate until the observer reports
  const scroll = { y: 0, v: 0, target: null, t: null, drag: null };
  const rows = new Map();           // horizontal section id → { x, v, target }
  let layout = null, destroyed = false, size = [0, 0], dirty = true;
  const disposers = [unclaim, motion.dispose, ev.clear];   // run last by teardown

  function build(node, parent) {
    if (node.children) {
      const [wk, w] = dim(node.width ?? 1, 'a section\'s width');
      const id = parent === 0 ? 1 : layout.addSection(parent, 0, wk, w);
      const ins = node.insets ?? [0, 0, 0, 0];
      layout.setSectionInsets(id, node.inset ?? 0, ins[0], ins[1], ins[2], ins[3], node.widthRatio ?? 1);
      const flow = FLOW[node.flow ?? 'rows'];
      if (flow === undefined) throw new RangeError(`brickLayout: flow '${node.flow}' (rows, horizontal, waterfall)`);
      if (flow) layout.setSectionFlow(id, flow, node.columns ?? 0, node.minColumnWidth ?? 100);
      nodes.set(id, { section: true, horizontal: flow === FLOW.horizontal, parent, render: node.render, name: node.name });
      if (flow === FLOW.horizontal) rows.set(id, { x: 0, v: 0, target: null });
      for (const c of node.children) build(c, id);
      attach(node, id);
      return;
    }
    const [wk, w] = dim(node.width ?? 1, `brick ${node.name}'s width`);
    const [hk, h] = dim(node.height ?? '44px', `brick ${node.name}'s height`);
    const id = layout.addBrick(parent, 0, wk, w, hk, h);
    if (node.count !== undefined) layout.setRepeatCount(id, node.count);
    nodes.set(id, { name: node.name ?? String(id), parent, auto: hk === DIM.auto, count: node.count ?? 1 });
    if (rows.has(parent)) rows.get(parent).last = id;
    attach(node, id);
  }
  const behaviorIndex = new Map();
  function attach(node, id) {
    for (const b of node.behaviors ?? []) {
      if (!behaviorIndex.has(b)) {
        const spec = options.behaviors?.[b] ?? { kind: b };
        const kind = BEHAVIOR[spec.kind];
        if (kind === undefined) throw new RangeError(`brickLayout: behavior '${b}' has no kind of ${Object.keys(BEHAVIOR).join(', ')}`);
        behaviorIndex.set(b, layout.addBehavior(kind, spec.a ?? 0, spec.b ?? 0, spec.c ?? 0, spec.d ?? 0));
      }
      layout.attach(behaviorIndex.get(b), id, 1);
    }
  }

  const maxY = () => Math.max(0, layout.getContentHeight() - layout.getViewportHeight());
  // A horizontal section's farthest offset: its last item's right edge less the viewport, once
  // the engine hands that item out (it hands out the window only); till then no end.
  const limitsX = (id) => {
    const r = rows.get(id), last = nodes.get(r.last);
    if (!last) return 0;
    const f = layout.frames(), ids = layout.ids();
    for (let i = 0; i < ids.length / 2; i++) {
      if (ids[2 * i] === r.last && ids[2 * i + 1] === last.count - 1) return Math.max(0, f[7 * i] + f[7 * i + 2] + r.x - size[0]);
    }
    return Infinity;
  };

  /** Writes the handed-out items: an element per brick item, recycled when one leaves. */
  function render() {
    const f = Array.from(layout.frames()), ids = Array.from(layout.ids());
    const seen = new Set();
    for (let i = 0; i < ids.length / 2; i++) {
      const id = ids[2 * i], rep = ids[2 * i + 1], node = nodes.get(id);
      if (!node || (node.section && !node.render)) continue;
      const key = `${id}:${rep}`;
      seen.add(key);
      let entry = live.get(key);
      const item = { name: node.name, index: rep, id, repetition: rep };
      if (!entry) {
        const reuse = pools.get(node.name)?.pop() ?? null;
        const el = (node.render ?? options.render)(item, reuse);
        if (!(el instanceof Element)) throw new TypeError(`brickLayout: render returned no element for ${node.name} #${rep}`);
        el.style.position = 'absolute';
        el.style.left = '0px'; el.style.top = '0px';
        el.style.boxSizing = 'border-box';
        if (el.parentElement !== root) root.append(el);
        entry = { el, stop: null };
        if (node.auto) {
          unmeasured.add(key);
          entry.stop = observeSize(el, (w, h) => {
            unmeasured.delete(key);
            if (destroyed || !live.has(key)) return;
            layout.setMeasuredSize(id, rep, -1, h);
            dirty = true;
            wake(component);
          });
        }
        live.set(key, entry);
      }
      const o = 7 * i, s = f[o + 6];
      const st = entry.el.style;
      st.width = `${f[o + 2]}px`;
      if (!node.auto) st.height = `${f[o + 3]}px`;
      st.transform = `translate(${f[o]}px, ${f[o + 1]}px)${s !== 1 ? ` scale(${s})` : ''}`;
      st.transformOrigin = 'center';
      st.opacity = f[o + 5] === 1 ? '' : String(f[o + 5]);
      st.zIndex = String(Math.round(f[o + 4]));
    }
    for (const [key, entry] of live) {
      if (seen.has(key)) continue;
      live.delete(key);
      unmeasured.delete(key);
      entry.stop?.();
      entry.el.remove();
      const name = nodes.get(+key.split(':')[0])?.name;
      if (name !== undefined) { if (!pools.has(name)) pools.set(name, []); pools.get(name).push(entry.el); }
    }
    ev.emit('render', live.size);
  }

  // ---- Physics: drag 1:1 with the rubber band, decay to the engine's rest point ----------------
  /** One axis' glide: from `x` at velocity `v` to the engine's rest point, or back inside. */
  function glide(state, max, section, t) {
    if (state.target === null) return false;
    const dt = Math.min(0.05, t - state.t);
    state.t = t;
    if (motion.reduced) { state.x = state.target; state.target = null; return false; }
    if (state.target > max) state.target = max;     // a row's end found on the way
    const k = 1 - Math.exp(-dt / state.tau);
    state.x += (state.target - state.x) * k;
    if (Math.abs(state.target - state.x) < 0.25) { state.x = state.target; state.target = null; return false; }
    return true;
  }
  function release(state, max, section, v, t) {
    // Past an end: back inside on a quicker glide; else the engine's decay rest point, clamped.
    const x = state.x;
    if (x < 0 || x > max) { state.target = x < 0 ? 0 : max; state.tau = 0.12; }
    else {
      // The decay's rest point (UIScrollView's normal rate: x + τ·v), then the engine's
      // nearest snap point to it (itself when no brick has the snap behavior).
      const rest = layout.snapTarget(section, x + TAU * v, 0);
      state.target = Math.min(Math.max(Number.isFinite(rest) ? rest : x, 0), max);
      state.tau = TAU;
    }
    state.t = t;
    wake(component);
  }

  const component = {
    frame(t) {
      if (destroyed) return false;
      let moving = false;
      const ys = { x: scroll.y, target: scroll.target, t: scroll.t, tau: scroll.tau };
      if (glide(ys, maxY(), 1, t)) moving = true;
      Object.assign(scroll, { y: ys.x, target: ys.target, t: ys.t });
      for (const [id, r] of rows) {
        if (glide(r, limitsX(id), id, t)) moving = true;
        layout.setSectionOffset(id, r.x);
      }
      layout.setOffset(0, scroll.y);
      render();
      ev.emit('scroll', scroll.y);
      dirty = false;
      return moving;
    },
  };

  // Velocity: the least-squares slope of the last 100 ms of samples (px/s), own timestamps.
  function velocity(samples) {
    const last = samples.at(-1);
    const s = samples.filter((p) => last.t - p.t <= 0.1);
    if (s.length < 2) return 0;
    const mt = s.reduce((a, p) => a + p.t, 0) / s.length, mx = s.reduce((a, p) => a + p.v, 0) / s.length;
    let num = 0, den = 0;
    for (const p of s) { num += (p.t - mt) * (p.v - mx); den += (p.t - mt) ** 2; }
    return den > 0 ? num / den : 0;
  }

  function pressedRow(target) {
    for (let n = target; n && n !== root; n = n.parentElement) {
      for (const [key, e] of live) {
        if (e.el !== n) continue;
        const parent = nodes.get(+key.split(':')[0])?.parent;
        return rows.has(parent) ? parent : 0;
      }
    }
    return 0;
  }

  function startInput() {
    disposers.push(gesture(root, {
      down(s) {
        scroll.drag = { x0: s.x, y0: s.y, y: scroll.y, row: pressedRow(s.event?.target), axis: null, samples: [] };
        scroll.target = null;
        for (const r of rows.values()) r.target = null;
        return true;
      },
      move(s) {
        const d = scroll.drag;
        if (!d) return;
        const dx = s.x - d.x0, dy = s.y - d.y0;
        if (d.axis === null) {
          if (Math.hypot(dx, dy) < 4) return;
          d.axis = d.row && Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
          if (d.axis === 'x') d.start = rows.get(d.row).x;
        }
        if (d.axis === 'y') {
          const raw = d.y - dy, max = maxY();
          scroll.y = raw < 0 ? rubber(raw, size[1]) : raw > max ? max + rubber(raw - max, size[1]) : raw;
          d.samples.push({ t: s.t, v: -s.y });
        } else {
          const r = rows.get(d.row), raw = d.start - dx, max = limitsX(d.row);
          r.x = raw < 0 ? rubber(raw, size[0]) : raw > max ? max + rubber(raw - max, size[0]) : raw;
          d.samples.push({ t: s.t, v: -s.x });
        }
        if (d.samples.length > 64) d.samples.shift();
        component.frame(s.t);
      },
      up(s) {
        const d = scroll.drag;
        scroll.drag = null;
        if (!d || d.axis === null) return;
        const v = velocity(d.samples);
        let st = rows.get(d.row);
        if (d.axis === 'y') {
          st = { x: scroll.y };
          release(st, maxY(), 1, v, s.t);
          Object.assign(scroll, { target: st.target, t: st.t, tau: st.tau });
        } else release(st, limitsX(d.row), d.row, v, s.t);
        ev.emit('release', { axis: d.axis, velocity: v, from: st.x, to: st.target, samples: d.samples.length });
      },
      cancel(s) { if (scroll.drag) this.up(s); },
    }, { touchAction: 'none' }));
    root.addEventListener('wheel', onWheel, { passive: false });
    disposers.push(() => root.removeEventListener('wheel', onWheel));
  }
  function onWheel(e) {
    e.preventDefault();
    const k = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? size[1] : 1;
    const row = e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY) ? pressedRow(e.target) : 0;
    if (row) {
      const r = rows.get(row);
      r.target = null;
      r.x = Math.min(Math.max(r.x + (e.deltaX || e.deltaY) * k, 0), limitsX(row));
    } else {
      scroll.target = null;
      scroll.y = Math.min(Math.max(scroll.y + e.deltaY * k, 0), maxY());
    }
    component.frame(e.timeStamp / 1000);
  }

  const ready = undoOnFailure(engine('layout').then((fizz) => {
    if (destroyed) return;
    layout = createLayout(fizz, Math.max(1, root.clientWidth), Math.max(1, root.clientHeight));
    try {
      build({ ...tree, children: tree.children ?? [] }, 0);
    } catch (e) { layout.dispose(); layout = null; throw e; }
    if (options.margin !== undefined) layout.setMargin(options.margin);
    const cs = root.style;
    if (getComputedStyle(root).position === 'static') cs.position = 'relative';
    cs.overflow = 'hidden';
    cs.overscrollBehavior = 'contain';
    if (!root.hasAttribute('tabindex')) root.tabIndex = 0;
    disposers.push(observeSize(root, (w, h) => {
      size = [w, h];
      layout.setViewport(Math.max(1, w), Math.max(1, h));
      layout.update();
      scroll.y = Math.min(scroll.y, maxY());
      wake(component);
    }));
    root.addEventListener('keydown', onKey);
    disposers.push(() => root.removeEventListener('keydown', onKey));
    startInput();
    wake(component);
  }), () => api.destroy());
  function onKey(e) {
    const page = size[1] * 0.9, step = { ArrowDown: 40, ArrowUp: -40, PageDown: page, PageUp: -page, ' ': page,
      Home: -Infinity, End: Infinity }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    api.scrollTo(Math.min(Math.max(scroll.y + step, 0), maxY()));
  }

  const api = {
    ready,
    /** The engine's layout handle (frames, ids, queries), for reads only. */
    get layout() { return layout; },
    /** The vertical offset, px. */
    get offset() { return scroll.y; },
    /** A horizontal section's own offset, px. */
    rowOffset: (id) => rows.get(id)?.x ?? NaN,
    /** The ids the tree's nodes got: { name → [engine id, …] } for bricks, sections by name too. */
    ids() { const out = {}; for (const [id, n] of nodes) if (n.name !== undefined) (out[n.name] ??= []).push(id); return out; },
    /** Scrolls to `y` px: a glide (the decay's curve) unless `animate` is false or motion is reduced. */
    scrollTo(y, { animate = true } = {}) {
      if (!layout) return;
      const to = Math.min(Math.max(+y || 0, 0), maxY());
      if (!animate || motion.reduced) { scroll.y = to; scroll.target = null; component.frame(performance.now() / 1000); return; }
      Object.assign(scroll, { target: to, t: performance.now() / 1000, tau: 0.12 });
      wake(component);
    },
    /** Scrolls horizontal section `id` to `x` px at once. */
    scrollRowTo(id, x) {
      const r = rows.get(id);
      if (!r) throw new RangeError(`brickLayout: ${id} is not a horizontal section`);
      r.x = Math.min(Math.max(+x || 0, 0), limitsX(id)); r.target = null;
      component.frame(performance.now() / 1000);
    },
    /** The handed-out items with their elements: { name, id, repetition, element, frame }. */
    items() {
      if (!layout) return [];
      return layout.items().filter((it) => live.has(`${it.id}:${it.repetition}`))
        .map((it) => ({ ...it, name: nodes.get(it.id).name, element: live.get(`${it.id}:${it.repetition}`).el }));
    },
    /** True when nothing moves, no frame is pending and every auto height drawn is measured. */
    get resting() {
      return scroll.target === null && !scroll.drag && [...rows.values()].every((r) => r.target === null) && !dirty && unmeasured.size === 0;
    },
    on: ev.on, off: ev.off,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardown(component, disposers);
      for (const e of live.values()) { e.stop?.(); e.el.remove(); }
      live.clear(); pools.clear();
      layout?.dispose();
      layout = null;
      restore();
    },
  };
  return api;
}
