// popup.mjs — tips on the user's own elements, placed by the engine's popup layer (wasm/fizz.h,
// "Popups"). Three calls, in Floating UI's shape:
//  - popup(reference, floating, options) places one tip and writes its position (a transform);
//    the floating element keeps its layer between calls, so the layer's hysteresis holds while
//    the reference moves (a stateless placement flips back and forth at an edge).
//  - autoUpdate(reference, floating, update) calls update on scroll of every overflow ancestor,
//    window resize and element resize, at most once a frame; returns its clean-up. Listeners
//    exist only between the two: a closed tip costs none.
//  - popupGroup(options) places several tips in ONE layer, so none covers another tip or any
//    member's target (each reference is an obstacle to the others' bodies): Floating UI places
//    one at a time and lets them cover each other.
// Coordinates: the engine works in CSS px of the viewport (1 pt = 1 CSS px), from
// getBoundingClientRect; the written transform is that less the floating element's containing
// block origin, read back from the element itself (so a transformed or `contain`ed ancestor,
// which makes `fixed` relative to it, is handled).
import { createPopup } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake, sleep } from './loop.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';

const SIDES = ['top', 'right', 'bottom', 'left'];
const ALIGN = ['', '-start', '-end'];
/** Floating UI's placement names → FIZZ_PLACEMENT_* (side × 3 + alignment; 'auto' 12). */
export function placementCode(name) {
  if (typeof name === 'number') return name;
  if (name === undefined || name === null) return 6;   // 'bottom', Floating UI's default
  if (name === 'auto') return 12;
  const [side, align = ''] = String(name).split('-');
  const s = SIDES.indexOf(side), a = ALIGN.indexOf(align ? `-${align}` : '');
  if (s < 0 || a < 0) throw new RangeError(`popup: unknown placement '${name}' (top, right, bottom, left, each -start or -end, or auto)`);
  return s * 3 + a;
}
/** FIZZ_PLACEMENT_* → Floating UI's name. */
export const placementName = (code) => SIDES[Math.floor(code / 3)] + ALIGN[code % 3];

const finite = (v, what) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`popup: ${what} must be a finite number (got ${v})`);
  return v;
};
const sides4 = (p) => (typeof p === 'number' ? [p, p, p, p]
  : [p?.top ?? 0, p?.right ?? 0, p?.bottom ?? 0, p?.left ?? 0].map((v) => finite(v, 'padding')));

/** The rect the tips stay inside: the viewport, an element's visible box, or {x, y, width, height}. */
function boundaryRect(b) {
  const vw = document.documentElement.clientWidth || innerWidth, vh = document.documentElement.clientHeight || innerHeight;
  if (b === undefined || b === 'viewport' || b === null) return [0, 0, vw, vh];
  if (b instanceof Element) {
    const r = b.getBoundingClientRect();
    // Met with the viewport: a panel taller than the window keeps its tips on screen.
    const x0 = Math.max(r.left, 0), y0 = Math.max(r.top, 0);
    const x1 = Math.min(r.right, vw), y1 = Math.min(r.bottom, vh);
    return [x0, y0, Math.max(1, x1 - x0), Math.max(1, y1 - y0)];
  }
  return [finite(b.x, 'boundary.x'), finite(b.y, 'boundary.y'), Math.max(1, finite(b.width, 'boundary.width')), Math.max(1, finite(b.height, 'boundary.height'))];
}

/** Maps the options to the layer's calls for popup `id` (each checked by the engine too). */
function configure(layer, id, o, floating) {
  let code = placementCode(o.placement);
  layer.setPlacement(id, code);
  const side = Math.floor(code / 3);
  // flip: true (default: the opposite side, then the roomier of the other two), false (the
  // preferred side only), or { fallbackPlacements, crossAxis, fallbackAxisSideDirection, flipAlignment }.
  let bits = 0;
  const flip = o.flip ?? true;
  if (flip === false) layer.setFallbacks(id, code === 12 ? [] : [side]);
  else {
    const fb = flip.fallbackPlacements;
    layer.setFallbacks(id, fb ? fb.map((p) => Math.floor(placementCode(p) / 3)) : []);
    if (flip.crossAxis === false || flip.fallbackAxisSideDirection === 'none') bits |= 8;
    if (flip.fallbackAxisSideDirection === 'start') bits |= 16;
    if (flip.fallbackAxisSideDirection === 'end') bits |= 32;
    if (flip.flipAlignment) bits |= 64;
  }
  // shift: true (default, limited so the arrow stays on its target), false, or { limit, crossAxis }.
  const shift = o.shift ?? true;
  if (shift === false) bits |= 1;
  else {
    if (shift.limit === false) bits |= 2;
    if (shift.crossAxis) bits |= 4;
  }
  layer.setOptions(id, bits);
  // offset: a number (the gap, px) or { mainAxis, crossAxis, alignmentAxis }.
  const off = typeof o.offset === 'number' ? { mainAxis: o.offset } : (o.offset ?? {});
  layer.setOffsets(id, finite(off.mainAxis ?? 0, 'offset.mainAxis'), finite(off.crossAxis ?? 0, 'offset.crossAxis'));
  layer.setAlignmentOffset(id, finite(off.alignmentAxis ?? 0, 'offset.alignmentAxis'));
  // arrow: an element (its box measured: a w × h element bridges h/2 when rotated 45°, as
  // usual CSS arrows are, unless arrowSize says) or nothing (no pointer: the gap is the offset).
  const a = o.arrow instanceof Element ? { element: o.arrow } : o.arrow;
  if (a?.element) {
    const [base, height] = a.size ?? o.arrowSize ?? [a.element.offsetWidth * Math.SQRT2, a.element.offsetHeight * Math.SQRT1_2];
    layer.setArrow(id, finite(base, 'arrow base'), finite(height, 'arrow height'), 0);
    layer.setArrowPadding(id, finite(a.padding ?? -1, 'arrow.padding'));
  } else layer.setArrow(id, 0, 0, 0);
  layer.setCornerRadius(id, finite(o.cornerRadius ?? parseFloat(getComputedStyle(floating).borderTopLeftRadius) ?? 0, 'cornerRadius') || 0);
}

/** Writes a result: position by transform from the containing block's origin, read back. */
/** Takes the element out of the flow before it is measured (a block would measure the page's width). */
function prepare(floating, strategy) {
  const s = floating.style;
  if (s.position !== strategy) { s.position = strategy; s.left = '0px'; s.top = '0px'; s.margin = '0px'; }
}
function place(floating, at, strategy) {
  const s = floating.style;
  prepare(floating, strategy);
  const cur = s.transform === '' ? [0, 0] : (floating.__fizzAt ?? [0, 0]);
  const r = floating.getBoundingClientRect();
  const x = at[0] - (r.left - cur[0]), y = at[1] - (r.top - cur[1]);
  s.transform = `translate(${x}px, ${y}px)`;
  floating.__fizzAt = [x, y];
}

/** The arrow element centred on the pointer's tip along the side, flush with the body's edge. */
function placeArrow(el, res) {
  if (!el) return;
  const [, , tx, ty] = res.pointer, side = res.side;
  const s = el.style, w = el.offsetWidth, h = el.offsetHeight;
  s.position = 'absolute';
  // The pointer's tip is (tx, ty) in viewport px; the arrow's centre sits half its height
  // inside the body's edge, so its visible half points at the target.
  const bx = tx - res.x, by = ty - res.y;
  s.left = side === 'left' ? `${res.width - w / 2}px` : side === 'right' ? `${-w / 2}px` : `${bx - w / 2}px`;
  s.top = side === 'top' ? `${res.height - h / 2}px` : side === 'bottom' ? `${-h / 2}px` : `${by - h / 2}px`;
  s.right = ''; s.bottom = '';
  el.dataset.side = side;
}

/** One solved popup of `layer`, as the reply of popup() and the group's `place` event. */
function result(layer, id) {
  const p = layer.popup(id);
  return { x: p.x, y: p.y, width: p.width, height: p.height, placement: placementName(p.placement),
    side: SIDES[Math.floor(p.placement / 3)], flags: p.flags, pointer: p.pointer,
    availableWidth: p.availableWidth, availableHeight: p.availableHeight,
    hide: { referenceHidden: p.referenceHidden, escaped: p.escapedWholly, overlapping: (p.flags & 4) !== 0 },
    shift: p.shift, apart: p.apart, arrow: p.arrow, centerOffset: p.centerOffset };
}

// ---- Transitions: a placement change glides over `duration` s on the shared loop --------------
/** Moves the element from where it is drawn to `to` (viewport px) in `duration` s (ease-out). */
class Glide {
  constructor(floating, strategy) { this.el = floating; this.strategy = strategy; this.from = null; this.to = null; }
  go(from, to, duration, reduced) {
    if (!from || reduced || duration <= 0) { this.from = null; this.to = to; place(this.el, to, this.strategy); return; }
    const drawn = this.now ?? from;
    this.from = drawn; this.to = to; this.t0 = undefined; this.duration = duration;
    wake(this);
  }
  /** Follows the target without a glide (the same side as before: no jump to smooth). */
  follow(to) {
    if (this.from) { this.to = to; return; }
    this.to = to; place(this.el, to, this.strategy);
  }
  frame(t) {
    if (!this.from) return false;
    if (this.t0 === undefined) this.t0 = t;
    const k = Math.min(1, (t - this.t0) / this.duration), e = 1 - (1 - k) ** 3;
    this.now = [this.from[0] + (this.to[0] - this.from[0]) * e, this.from[1] + (this.to[1] - this.from[1]) * e];
    place(this.el, this.now, this.strategy);
    if (k >= 1) { this.from = null; this.now = undefined; return false; }
    return true;
  }
}

// ---- popup(): one tip, its layer kept on the floating element ------------------------------------
const single = new WeakMap();    // floating → { layer, id, glide, side }

/**
 * Places `floating` beside `reference` (elements, or for the reference a virtual element with
 * getBoundingClientRect) and writes its position. Options (all optional): `placement` (Floating
 * UI's names, default 'bottom'), `offset` (px, or {mainAxis, crossAxis, alignmentAxis}),
 * `flip`, `shift` (see configure), `arrow` (an element), `boundary` (an element, a rect or
 * 'viewport'), `padding` (px inside the boundary), `hysteresis` (px, default 8), `strategy`
 * ('absolute' default, or 'fixed'), `transition` (s, default 0.15: a changed side glides),
 * `motion` ('user' | 'reduce' | 'full'), `apply` (false: compute only). Resolves to
 * { x, y, placement, side, hide, pointer, … } in viewport px.
 */
export async function popup(reference, floating, options = {}) {
  const fizz = await engine('popup');
  let s = single.get(floating);
  const first = !s;
  if (first) {
    const motion = motionPreference(options.motion ?? 'user');   // a bad one throws before a layer is made
    const layer = createPopup(fizz, 1, 1);
    s = { layer, id: layer.add(), glide: new Glide(floating, options.strategy ?? 'absolute'), side: -1,
      style: floating.getAttribute('style'), motion };
    single.set(floating, s);
  }
  const style = floating.getAttribute('style');
  try {
    return solveOne(s, reference, floating, options);
  } catch (e) {
    // A refused option (checked here or by the engine) leaves the floating element as it was:
    // its style put back, and the layer made for a first placement freed.
    if (first) releasePopup(floating); else restore(floating, style, false);
    throw e;
  }
}

function solveOne(s, reference, floating, o) {
  const { layer, id } = s;
  if (o.apply !== false) prepare(floating, o.strategy ?? 'absolute');
  const arrowEl = o.arrow instanceof Element ? o.arrow : o.arrow?.element;
  if (arrowEl) arrowEl.style.position = 'absolute';
  const r = reference.getBoundingClientRect(), f = floating.getBoundingClientRect();
  const b = boundaryRect(o.boundary);
  layer.setBoundary(...b);
  layer.setPadding(...sides4(o.padding ?? 0));
  layer.setHysteresis(finite(o.hysteresis ?? 8, 'hysteresis'));
  layer.setRtl(getComputedStyle(floating).direction === 'rtl' ? 1 : 0);
  configure(layer, id, o, floating);
  layer.setReference(id, r.left, r.top, r.width, r.height);
  layer.setSize(id, f.width, f.height);
  layer.solve();
  const res = result(layer, id);
  if (o.motion) s.motion.option = o.motion;
  if (o.apply !== false) draw(s, floating, res, o, s.motion.reduced);
  return res;
}

function draw(s, floating, res, o, reduced) {
  s.glide.strategy = o.strategy ?? 'absolute';
  const side = SIDES.indexOf(res.side), to = [res.x, res.y];
  const prev = s.at;
  if (s.side >= 0 && side !== s.side) s.glide.go(prev, to, o.transition ?? 0.15, reduced);
  else s.glide.follow(to);
  s.side = side; s.at = to;
  floating.dataset.placement = res.placement;
  floating.style.visibility = res.hide.referenceHidden || res.hide.overlapping ? 'hidden' : '';
  placeArrow(o.arrow instanceof Element ? o.arrow : o.arrow?.element, res);
}

/** Puts back the inline style the element had before the first placement (`forget`: and the
 *  translation place() remembers with it; kept when the style put back still carries it). */
function restore(el, style, forget = true) {
  if (style === null) el.removeAttribute('style'); else el.setAttribute('style', style);
  if (forget) delete el.__fizzAt;
}

/** Frees the engine layer popup() keeps for `floating` (autoUpdate's clean-up calls it). */
export function releasePopup(floating) {
  const s = single.get(floating);
  if (!s) return;
  single.delete(floating);
  s.layer.dispose();
  s.motion.dispose();
  sleep(s.glide);
  restore(floating, s.style);
}

// ---- autoUpdate(): one listener per distinct scroll ancestor, shared -----------------------------
const hub = new Map();           // EventTarget → Set of callbacks
function listen(target, cb) {
  let set = hub.get(target);
  if (!set) {
    set = new Set();
    const run = () => { for (const f of set) f(); };
    set.run = run;
    hub.set(target, set);
    target.addEventListener(target === window ? 'resize' : 'scroll', run, { passive: true });
    if (target === window) window.addEventListener('scroll', run, { passive: true });
  }
  set.add(cb);
  return () => {
    set.delete(cb);
    if (set.size) return;
    hub.delete(target);
    target.removeEventListener(target === window ? 'resize' : 'scroll', set.run);
    if (target === window) window.removeEventListener('scroll', set.run);
  };
}
/** How many targets carry a shared scroll/resize listener now (0 when every tip is closed). */
export const listenerCount = () => hub.size;

/** Every ancestor that scrolls (overflow other than visible), nearest first. */
function scrollAncestors(el) {
  const out = [];
  for (let n = el?.parentElement; n && n !== document.body && n !== document.documentElement; n = n.parentElement) {
    const cs = getComputedStyle(n);
    if (/(auto|scroll|overlay|hidden)/.test(cs.overflow + cs.overflowX + cs.overflowY)) out.push(n);
  }
  return out;
}

/**
 * Calls `update()` now and whenever the reference or floating element may have moved: a scroll
 * of any of their overflow ancestors or the page, a window resize, a size change of either
 * element; at most once per animation frame. Returns the clean-up, which also frees the layer
 * popup() kept for `floating`. Options: ancestorScroll, ancestorResize, elementResize (each
 * default true).
 */
export function autoUpdate(reference, floating, update, options = {}) {
  const { ancestorScroll = true, ancestorResize = true, elementResize = true } = options;
  let queued = false, live = true;
  const schedule = () => {
    if (queued || !live) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; if (live) update(); });
  };
  const offs = [];
  if (ancestorScroll) for (const a of new Set([...scrollAncestors(reference), ...scrollAncestors(floating)])) offs.push(listen(a, schedule));
  if (ancestorScroll || ancestorResize) offs.push(listen(window, schedule));
  if (elementResize) {
    if (reference instanceof Element) offs.push(observeSize(reference, schedule));
    offs.push(observeSize(floating, schedule));
  }
  update();
  return () => {
    live = false;
    for (const off of offs.splice(0)) off();
    releasePopup(floating);
  };
}

// ---- popupGroup(): several tips in one layer ------------------------------------------------------
/**
 * A group of tips solved jointly: no body covers another body, pointer or any member's
 * reference (and `obstacles`, elements or rects, are kept clear). Options: `boundary`,
 * `padding`, `spacing` (px between bodies, default 4), `hysteresis`, `strategy`,
 * `transition`, `motion`, `obstacles`, `autoUpdate` (default true: the group follows
 * scroll/resize while it has members). Returns { ready, add, remove, update, results, on,
 * off, destroy }; `add(reference, floating, options)` takes popup()'s per-tip options and
 * resolves to the member (its `remove()` closes it: a removed member costs nothing).
 */
export function popupGroup(opts = {}) {
  const options = { ...opts };
  const members = new Map();    // floating → { reference, options, id, glide, side, at }
  const handlers = { place: new Set() };
  let layer = null, cleanup = [], queued = false, destroyed = false;
  const motion = motionPreference(options.motion ?? 'user');
  const ready = engine('popup').then((fizz) => {
    if (destroyed) return;
    layer = createPopup(fizz, 1, 1);
  });
  const schedule = () => {
    if (queued || destroyed) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; if (!destroyed) update(); });
  };
  function watch() {
    for (const off of cleanup.splice(0)) off();
    if (options.autoUpdate === false || members.size === 0) return;
    const targets = new Set([window]);
    for (const [f, m] of members) for (const a of [...scrollAncestors(m.reference), ...scrollAncestors(f)]) targets.add(a);
    for (const t of targets) cleanup.push(listen(t, schedule));
    for (const [f, m] of members) {
      cleanup.push(observeSize(f, schedule));
      if (m.reference instanceof Element) cleanup.push(observeSize(m.reference, schedule));
    }
  }
  /** Solves every member now and writes their positions; returns their results in add order. */
  function update() {
    if (!layer || destroyed) return [];
    layer.setBoundary(...boundaryRect(options.boundary));
    layer.setPadding(...sides4(options.padding ?? 0));
    layer.setSpacing(finite(options.spacing ?? 4, 'spacing'));
    layer.setHysteresis(finite(options.hysteresis ?? 8, 'hysteresis'));
    layer.clearObstacles();
    for (const ob of options.obstacles ?? []) {
      const r = ob instanceof Element ? ob.getBoundingClientRect() : ob;
      layer.addObstacle(r.x ?? r.left, r.y ?? r.top, r.width, r.height);
    }
    for (const [f, m] of members) {
      prepare(f, m.options.strategy ?? options.strategy ?? 'absolute');
      const r = m.reference.getBoundingClientRect(), b = f.getBoundingClientRect();
      layer.setReference(m.id, r.left, r.top, r.width, r.height);
      layer.setSize(m.id, b.width, b.height);
    }
    layer.solve();
    const out = [];
    for (const [f, m] of members) {
      const res = result(layer, m.id);
      draw(m, f, res, { ...options, ...m.options }, motion.reduced);
      out.push(res);
    }
    for (const h of handlers.place) h(out);
    return out;
  }
  async function add(reference, floating, o = {}) {
    await ready;
    if (destroyed) throw new Error('popupGroup: destroyed');
    if (members.has(floating)) throw new Error('popupGroup: this floating element is already a member');
    const id = layer.add();
    const m = { reference, options: o, id, glide: new Glide(floating, o.strategy ?? options.strategy ?? 'absolute'), side: -1,
      style: floating.getAttribute('style') };
    try { configure(layer, id, o, floating); } catch (e) { layer.remove(id); throw e; }
    members.set(floating, m);
    watch();
    update();
    return {
      floating, reference, remove: () => remove(floating),
      /** Changes this tip's options (popup()'s); the next update uses them. */
      set(next) { configure(layer, id, next, floating); m.options = next; },
      get result() { return result(layer, id); },
    };
  }
  function remove(floating) {
    const m = members.get(floating);
    if (!m) return;
    members.delete(floating);
    layer.remove(m.id);
    sleep(m.glide);
    restore(floating, m.style);
    watch();
    if (members.size) update();
  }
  return {
    ready, add, remove, update,
    /** Changes the group's options (boundary, padding, spacing, hysteresis, obstacles, …). */
    set(next) { Object.assign(options, next); if (next.motion) motion.option = next.motion; },
    /** The members' results from the last solve, in add order. */
    results: () => (layer ? [...members.values()].map((m) => result(layer, m.id)) : []),
    on(ev, fn) { handlers[ev]?.add(fn); return this; },
    off(ev, fn) { handlers[ev]?.delete(fn); return this; },
    destroy() {
      if (destroyed) return;
      for (const f of [...members.keys()]) remove(f);
      destroyed = true;
      for (const off of cleanup.splice(0)) off();
      layer?.dispose();
      layer = null;
      motion.dispose();
    },
  };
}
