// dom/carousel.mjs — carousel(container, options): the container's children become the items
// of a Fizz carousel (wasm/fizz.h, "Carousels"). The engine places every visible item with a
// 4×4 matrix, an opacity and a depth rank; this writes them as `transform: matrix3d(…)`,
// `opacity` and `z-index`, nothing else, and hides the items outside the window. Input: a
// pointer drag follows the finger and flings (every coalesced sample with its own time), a
// tap on a side item centres it, a wheel or trackpad stream (its momentum included) is one
// gesture that snaps once it ends, the arrow keys, Home and End step through the items. The
// landing is decided at release and announced by on('land', index) before anything moves.
// Accessibility: the APG carousel pattern (a region with aria-roledescription "carousel",
// each item a group "n of m"); the items away from the centre are inert, so neither focus nor
// a screen reader lands on a hidden slide. Looping needs no clones: a slot names item k mod n.

import { Curve, Transform, Phase, createCarousel } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, finite, oneOf, element, merged, claimViewport, teardown, claim, undoOnFailure } from './common.mjs';

// Every type: its transform kind and default parameters (fizz.h, fizz_carousel_set_transform:
// Showcase's, iCarousel's and Swiper's own defaults), and for Showcase's the path it suits.
const TAU = 2 * Math.PI;
export const CAROUSEL_TYPES = Object.freeze({
  plain: [Transform.NONE, [0, 0, 0, 0, 0, 0]],
  rotate: [Transform.ROTATE, [0.2, TAU, 0, 0, 0, 0]],
  scale: [Transform.SCALE, [0.8, 0.5, 0, 0, 0, 0]],
  scaleRotate: [Transform.SCALE_ROTATE, [0.2, TAU, 0.8, 0.5, 0, 0]],
  linear: [Transform.LINEAR, [1, TAU, 0, 0, 0, 0.25]],
  rotary: [Transform.ROTARY, [1, TAU, 0, 0, 0, 0.25]],
  invertedRotary: [Transform.INVERTED_ROTARY, [1, TAU, 0, 0, 0, 0.25]],
  cylinder: [Transform.CYLINDER, [1, TAU, 0, 0, 0, 0.25]],
  invertedCylinder: [Transform.INVERTED_CYLINDER, [1, TAU, 0, 0, 0, 0.25]],
  wheel: [Transform.WHEEL, [1, TAU, 0, 0, 0, 0.25]],
  invertedWheel: [Transform.INVERTED_WHEEL, [1, TAU, 0, 0, 0, 0.25]],
  coverFlow: [Transform.COVER_FLOW, [0.25, TAU, 0, 0.9, 0, 0.25]],
  coverFlow2: [Transform.COVER_FLOW_2, [0.25, TAU, 0, 0.9, 0, 0.25]],
  timeMachine: [Transform.TIME_MACHINE, [1, TAU, 0, 0.3, 0, 0.25]],
  invertedTimeMachine: [Transform.INVERTED_TIME_MACHINE, [1, TAU, 0, 0.3, 0, 0.25]],
  swiperCoverflow: [Transform.SWIPER_COVERFLOW, [50, 0, 100, 1, 1, 0]],
  swiperCards: [Transform.SWIPER_CARDS, [8, 2, 1, 100, 0, 0]],
});
// Showcase's paths (fizz_carousel_set_path), with its defaults a, b, c, d.
export const CAROUSEL_PATHS = Object.freeze({
  straight: [Curve.STRAIGHT, [0, 0, 0, 0]],
  circular: [Curve.CIRCULAR, [1, -1, 0, Math.PI / 2]],
  wave: [Curve.WAVE, [0.5, 0, 0, Math.PI / 2]],
  linear: [Curve.LINEAR, [-0.5, 0, 0, 0]],
  v: [Curve.LINEAR, [-0.5, 1, 0, 0]],
});
const SNAPPING = { free: 0, item: 1, paging: 2 };
const DEFAULTS = Object.freeze({
  type: 'plain', path: 'straight', params: null, pathParams: null, direction: 'horizontal',
  loop: true, snapping: 'item', spacing: 8, itemWidth: 0, itemHeight: 0, start: 0,
  perspective: -1 / 500, viewpoint: [0, 0], decay: null, spring: null, autoscroll: 0,
  wheel: true, keyboard: true, motion: 'user', label: 'carousel',
});
const MAX_DT = 0.1;           // s: the most one frame steps (a page that stalled resumes calmly)
const TAP_TRAVEL = { mouse: 5, pen: 8, touch: 10 };   // CSS px a tap may move
const TAP_TIME = 0.5;         // s a tap may last
const WHEEL_END = 0.15;       // s without a wheel event that end a wheel gesture (a trackpad's
                              // momentum events come every frame: its whole swipe is one gesture)
const LINE = 16;              // CSS px per wheel line (deltaMode 1)

/** The options merged over `base`, checked: a RangeError/TypeError names the first bad one. */
function resolve(base, options) {
  const o = merged('carousel', DEFAULTS, base, options);
  oneOf(o.type, 'carousel type', CAROUSEL_TYPES);
  oneOf(o.path, 'carousel path', CAROUSEL_PATHS);
  oneOf(o.direction, 'carousel direction', ['horizontal', 'vertical']);
  oneOf(o.snapping, 'carousel snapping', SNAPPING);
  for (const [k, n] of [['params', 6], ['pathParams', 4]]) {
    if (o[k] === null) continue;
    if (!Array.isArray(o[k]) || o[k].length > n) throw new TypeError(`carousel ${k}: expected an array of up to ${n} numbers`);
    o[k].forEach((v, i) => finite(v, `carousel ${k}[${i}]`, -1e6, 1e6));
  }
  finite(o.spacing, 'carousel spacing', 0, 1e6);
  finite(o.itemWidth, 'carousel itemWidth', 0, 1e6);
  finite(o.itemHeight, 'carousel itemHeight', 0, 1e6);
  finite(o.start, 'carousel start', 0, 1e9);
  finite(o.perspective, 'carousel perspective', -1, 1);
  if (!Array.isArray(o.viewpoint) || o.viewpoint.length !== 2) throw new TypeError('carousel viewpoint: expected [x, y]');
  o.viewpoint.forEach((v) => finite(v, 'carousel viewpoint', -1e7, 1e7));
  finite(o.autoscroll, 'carousel autoscroll', -1e4, 1e4);
  if (o.decay !== null) { finite(o.decay?.power, 'carousel decay.power', 1e-6, 100); finite(o.decay.timeConstant, 'carousel decay.timeConstant', 1e-6, 100); }
  if (o.spring !== null) {
    finite(o.spring?.stiffness, 'carousel spring.stiffness', 1e-6, 1e9);
    finite(o.spring.damping, 'carousel spring.damping', 1e-6, 1e6);
    finite(o.spring.mass ?? 1, 'carousel spring.mass', 1e-6, 1e6);
  }
  o.loop = Boolean(o.loop); o.wheel = Boolean(o.wheel); o.keyboard = Boolean(o.keyboard);
  o.label = String(o.label);
  return o;
}

/**
 * Binds a carousel to `container` (an element or selector): its element children, in order,
 * are the items. Returns { ready, on, off, update, scrollTo, next, prev, destroy, index,
 * target, position, carousel }. Events: 'land' (index: where a release, a key or scrollTo will
 * stop, fired before it moves), 'select' (index: the item nearest the centre changed), 'settle'
 * (index: at rest).
 */
export function carousel(container, options = {}) {
  const root = element(container, 'carousel');
  let opts = resolve(DEFAULTS, options);
  const unclaim = claim(root, 'carousel');
  const items = [...root.children];
  const restore = keepAttributes([root], ['style', 'role', 'aria-roledescription', 'aria-label', 'tabindex']);
  const restoreItems = keepAttributes(items, ['style', 'role', 'aria-roledescription', 'aria-label', 'inert', 'aria-hidden']);
  const events = emitter();
  const pref = motionPreference(opts.motion);
  let c = null;                 // the engine's carousel
  let destroyed = false;
  let viewport = null;          // { width, height } CSS px
  let itemSize = null;          // { width, height } CSS px
  let last = null;              // s: the last frame's time
  let press = null;             // { x, y, t, type, moved }
  let wheel = null;             // { x, y, t }: a wheel gesture under way, its virtual finger
  let records = [];             // the engine's visible items, from the last frame
  let selected = -1;            // the item nearest the centre, last told
  let settled = true;
  let clock = -Infinity;        // s: the latest time given to the engine (it refuses one going back)
  const stamp = (t) => (clock = Math.max(clock, t));
  const disposers = [unclaim, pref.dispose, events.clear];   // run last by teardown
  let stopGesture = () => {};
  const listen = () => {
    stopGesture();
    stopGesture = gesture(root, { down, move, up, cancel: cancelPress }, { touchAction: horizontal() ? 'pan-y' : 'pan-x' });
  };

  const horizontal = () => opts.direction === 'horizontal';

  // ---- The engine -------------------------------------------------------------------------
  function apply(o) {
    const [kind, params] = CAROUSEL_TYPES[o.type];
    const p = params.map((v, i) => o.params?.[i] ?? v);
    const [curve, pathDefaults] = CAROUSEL_PATHS[o.path];
    const q = pathDefaults.map((v, i) => o.pathParams?.[i] ?? v);
    const w = o.itemWidth || itemSize.width, h = o.itemHeight || itemSize.height;
    c.setLayout(o.direction === 'horizontal' ? 0 : 1, viewport.width, viewport.height, w, h, o.spacing);
    if (c.count !== items.length) c.count = items.length;
    c.setLooping(o.loop ? 1 : 0);
    c.setSnapping(SNAPPING[o.snapping]);
    c.setTransform(kind, ...p);
    c.setPath(curve, ...q);
    c.setPerspective(o.perspective, ...o.viewpoint);
    const d = o.decay ?? { power: 0.4995, timeConstant: 0.4995 };
    c.setDecay(d.power, d.timeConstant);
    const k = (TAU / 0.36) ** 2;
    const s = o.spring ?? { stiffness: k, damping: 2 * Math.sqrt(k), mass: 1 };
    c.setSpring(s.stiffness, s.damping, s.mass ?? 1);
    c.setAutoscroll(pref.reduced ? 0 : o.autoscroll);
  }

  function setUp(fizz) {
    if (destroyed) return;
    root.setAttribute('role', 'region');      // the APG carousel's, whatever role it had
    root.setAttribute('aria-roledescription', 'carousel');
    claimViewport(root, opts.label, opts.keyboard);
    items.forEach((el, i) => {
      el.style.position = 'absolute';
      el.style.left = '0';
      el.style.top = '0';
      el.style.visibility = 'hidden';
      el.style.transformOrigin = '50% 50%';
      el.style.willChange = 'transform, opacity';
      el.setAttribute('role', 'group');
      el.setAttribute('aria-roledescription', 'slide');
      el.setAttribute('aria-label', `${i + 1} of ${items.length}`);
    });
    // Sizes once, at set-up (the shared ResizeObserver reports every change after).
    const r = root.getBoundingClientRect();
    viewport = { width: Math.max(1, r.width), height: Math.max(1, r.height) };
    const first = items[0]?.getBoundingClientRect();
    itemSize = { width: Math.max(1, first?.width || viewport.width / 3), height: Math.max(1, first?.height || viewport.height) };
    c = createCarousel(fizz, viewport.width, viewport.height, itemSize.width, itemSize.height, items.length);
    apply(opts);
    if (opts.start) c.setPosition(Math.min(opts.start, Math.max(0, items.length - 1)));
    disposers.push(observeSize(root, (width, height) => {
      if (width < 1 || height < 1 || (width === viewport.width && height === viewport.height)) return;
      viewport = { width, height };
      relayout();
    }));
    if (items[0]) {
      disposers.push(observeSize(items[0], (width, height) => {
        // Only the size the user's CSS gives: while placed, the border box is the same.
        if (width < 1 || height < 1 || (width === itemSize.width && height === itemSize.height)) return;
        itemSize = { width, height };
        relayout();
      }));
    }
    listen();
    disposers.push(() => stopGesture());
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('keydown', onKey);
    disposers.push(() => {
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('keydown', onKey);
    });
    disposers.push(pref.subscribe(() => { if (c) { c.setAutoscroll(pref.reduced ? 0 : opts.autoscroll); kick(); } }));
    kick();
  }

  function relayout() {
    if (!c || press || wheel) return;
    const w = opts.itemWidth || itemSize.width, h = opts.itemHeight || itemSize.height;
    c.setLayout(horizontal() ? 0 : 1, viewport.width, viewport.height, w, h, opts.spacing);
    kick();
  }

  // ---- The frame --------------------------------------------------------------------------
  const component = {
    frame(t) {
      const dt = last === null ? 0 : Math.min(Math.max(t - last, 0), MAX_DT);
      last = t;
      if (wheel && t - wheel.t > WHEEL_END) endWheel();
      if (dt > 0) c.step(dt);
      records = c.items();
      const moving = press !== null || wheel !== null || c.phase !== Phase.IDLE || (opts.autoscroll !== 0 && !pref.reduced);
      if (items.length > 0) {
        const now = c.currentIndex();
        if (now !== selected) { selected = now; events.emit('select', now); }
      }
      if (!moving) {
        last = null;
        if (!settled) { settled = true; events.emit('settle', selected); }
      } else settled = false;
      return moving;
    },
    write() { draw(); },
  };
  function kick() { if (c && !destroyed) wake(component); }

  function draw() {
    const vw = viewport.width, vh = viewport.height;
    const w = opts.itemWidth || itemSize.width, h = opts.itemHeight || itemSize.height;
    // A slot per item at most: with looping a few slots may name one item (one or two items
    // fill the viewport); the element goes to the slot nearest the centre.
    const best = new Map();
    for (const r of records) {
      const had = best.get(r.index);
      if (!had || Math.abs(r.offset) < Math.abs(had.offset)) best.set(r.index, r);
    }
    const current = c.currentIndex();
    items.forEach((el, i) => {
      const r = best.get(i);
      if (!r || r.opacity <= 0) {
        if (el.style.visibility !== 'hidden') el.style.visibility = 'hidden';
      } else {
        el.style.visibility = 'visible';
        el.style.width = `${w}px`;
        el.style.height = `${h}px`;
        el.style.left = `${(vw - w) / 2}px`;
        el.style.top = `${(vh - h) / 2}px`;
        el.style.transform = `matrix3d(${r.matrix.join(',')})`;
        el.style.opacity = String(r.opacity);
        el.style.zIndex = String(r.depth + 1);
      }
      const side = i !== current;
      if (side !== el.inert) {
        el.inert = side;
        if (side) el.setAttribute('aria-hidden', 'true'); else el.removeAttribute('aria-hidden');
      }
    });
  }

  // ---- Input ------------------------------------------------------------------------------
  const local = (s) => {
    const r = root.getBoundingClientRect();
    return [s.x - r.left, s.y - r.top];
  };
  function down(s) {
    if (!c || items.length === 0) return false;
    // A finger on a wheel gesture under way ends it where it is (a release at rest).
    if (wheel) { wheel = null; c.pointerCancel(); }
    press = { x: s.x, y: s.y, t: s.t, type: s.pointerType, moved: false };
    c.pointerDown(stamp(s.t), s.x, s.y);
    kick();
    return true;
  }
  function move(s) {
    if (!press) return;
    if (Math.hypot(s.x - press.x, s.y - press.y) > (TAP_TRAVEL[press.type] ?? 8)) press.moved = true;
    c.pointerMove(stamp(s.t), s.x, s.y);
  }
  function up(s) {
    if (!press) return;
    const tap = !press.moved && s.t - press.t < TAP_TIME;
    const at = local(s);
    press = null;
    const index = c.pointerUp(stamp(s.t), s.x, s.y);
    if (tap) {
      const hit = itemAt(at[0], at[1]);
      if (hit !== null && hit !== index) { scrollTo(hit); return; }
    }
    land(index);
  }
  function cancelPress() {
    if (!press) return;
    press = null;
    c.pointerCancel();
    events.emit('land', c.targetIndex());
    kick();
  }
  /** Tells where it will stop, then (reduced motion) jumps there. */
  function land(index) {
    events.emit('land', index);
    if (pref.reduced && c.phase !== Phase.IDLE) c.scrollToIndex(index, 0);
    kick();
  }
  /** The front-most item whose projected box holds the viewport point (x, y), or null. */
  function itemAt(x, y) {
    const w = opts.itemWidth || itemSize.width, h = opts.itemHeight || itemSize.height;
    const cx = viewport.width / 2, cy = viewport.height / 2;
    for (const r of [...c.items()].reverse()) {
      if (r.opacity <= 0) continue;
      const m = r.matrix;
      const q = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]].map(([u, v]) => {
        const X = u * m[0] + v * m[4] + m[12], Y = u * m[1] + v * m[5] + m[13], W = u * m[3] + v * m[7] + m[15];
        const k = W > 1e-6 ? W : 1e-6;
        return [cx + X / k, cy + Y / k];
      });
      let inside = true;
      let sign = 0;
      for (let i = 0; i < 4; i += 1) {
        const [ax, ay] = q[i], [bx, by] = q[(i + 1) % 4];
        const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
        if (cross !== 0) {
          if (sign === 0) sign = Math.sign(cross);
          else if (Math.sign(cross) !== sign) { inside = false; break; }
        }
      }
      if (inside) return r.index;
    }
    return null;
  }

  function onWheel(e) {
    if (!c || !opts.wheel || press || items.length === 0) return;
    const along = horizontal() ? e.deltaX : e.deltaY;
    const across = horizontal() ? e.deltaY : e.deltaX;
    // A horizontal carousel takes a plain (vertical) wheel too, unless the stream is mostly across.
    const d = Math.abs(along) >= Math.abs(across) ? along : (horizontal() && e.deltaX === 0 ? e.deltaY : 0);
    if (d === 0) return;
    e.preventDefault();
    if (e.deltaMode !== 0) {                      // a notched wheel: one item per notch
      step(Math.sign(d));
      return;
    }
    const t = e.timeStamp / 1000;
    if (!wheel) {
      wheel = { x: 0, y: 0, t: stamp(t) };
      c.pointerDown(wheel.t, 0, 0);
    }
    // The virtual finger moves against the scroll: content follows a wheel as it follows a drag.
    if (horizontal()) wheel.x -= d; else wheel.y -= d;
    wheel.t = stamp(t);
    c.pointerMove(wheel.t, wheel.x, wheel.y);
    kick();
  }
  function endWheel() {
    const w = wheel;
    wheel = null;
    // Released at rest (40 ms and more after its last move): the trackpad's own momentum was
    // the glide; the carousel snaps to the item nearest where it ended.
    land(c.pointerUp(stamp(w.t + WHEEL_END), w.x, w.y));
  }

  const KEYS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 };
  function onKey(e) {
    if (!c || !opts.keyboard || items.length === 0 || e.target !== root && !root.contains(e.target)) return;
    const axis = horizontal() ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    if (axis.includes(e.key)) step(KEYS[e.key]);
    else if (e.key === 'Home') scrollTo(0);
    else if (e.key === 'End') scrollTo(items.length - 1);
    else return;
    e.preventDefault();
  }
  function step(by) {
    if (!c || press || items.length === 0) return;
    const n = items.length;
    const from = c.phase === Phase.IDLE ? c.currentIndex() : c.targetIndex();
    const to = opts.loop ? ((from + by) % n + n) % n : Math.min(Math.max(from + by, 0), n - 1);
    scrollTo(to);
  }

  /** Scrolls to item `index` (0..count − 1), animated unless reduced motion or animated: false. */
  function scrollTo(index, { animated = true } = {}) {
    if (!Number.isInteger(index) || index < 0 || index >= items.length) {
      throw new RangeError(`carousel scrollTo: expected an item index in 0..${items.length - 1}, not ${index}`);
    }
    if (!c || press) return;
    if (wheel) { wheel = null; c.pointerCancel(); }
    c.scrollToIndex(index, animated && !pref.reduced ? 1 : 0);
    events.emit('land', index);
    kick();
  }

  const ready = undoOnFailure(engine('carousel').then(setUp), () => api.destroy());

  const api = {
    ready,
    on: events.on,
    off: events.off,
    scrollTo,
    next: () => step(1),
    prev: () => step(-1),
    /** Changes any options live; a bad one is refused with nothing changed. */
    update(options) {
      const o = resolve(opts, options);
      if (c) {
        if (press || wheel) { press = null; wheel = null; c.pointerCancel(); }
        try {
          apply(o);
        } catch (err) {
          apply(opts);
          throw err;
        }
      }
      const turned = o.direction !== opts.direction;
      pref.option = o.motion;
      opts = o;
      if (c && turned) listen();
      kick();
    },
    get index() { return c && items.length ? c.currentIndex() : -1; },
    get target() { return c && items.length ? c.targetIndex() : -1; },
    get position() { return c ? c.position : NaN; },
    /** The engine's carousel (read its state; changing it directly bypasses update()). */
    get carousel() { return c; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardown(component, disposers);
      c?.dispose();
      c = null;
      for (const el of items) el.inert = false;
      restoreItems();
      restore();
    },
  };
  return api;
}
