// dom/animate.mjs — animate(element, properties, options): springs and glides of the Animator
// (wasm/fizz.h, "Animator") on an element's transform and opacity. Properties: x, y (CSS
// px), scale, rotate (deg), opacity (0..1); the transform is composed in that fixed order,
// `translate(x, y) rotate(r) scale(s)`, and only the binding writes it (it keeps each
// element's values, so a new animate() on the same element starts where the last one is, at
// its velocity: interrupting a spring is seamless). A spring runs to the target; a glide
// ('glide', Framer's inertia / UIScrollView's deceleration) runs from the velocity and rests
// where the decay takes it, or (with bounds and snap) springs back inside its bounds and lands
// on a snap point, all in the engine. All of a page's animations share one Animator and the one
// loop.

import { createAnimator } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { motionPreference } from './reduced.mjs';
import { finite, oneOf, element, merged } from './common.mjs';

const PROPS = { x: 0, y: 0, scale: 1, rotate: 0, opacity: 1 };     // identity values
const REST = 1;                // FIZZ_CHANNEL_REST
const SNAPPED = 3;             // FIZZ_CHANNEL_SNAPPED
const MAX_DT = 0.1;            // s: the most one frame steps
const DEFAULTS = Object.freeze({
  type: 'spring', stiffness: 100, damping: 10, mass: 1, velocity: 0, power: 0.8, timeConstant: 0.325, motion: 'user',
  bounds: null, snap: null,
});
const MAX_SNAP_POINTS = 65536;  // fizz_animator_set_snap_points' most

let shared = null;             // { animator, nodes: Map(element → node), last }
const nodes = new Map();       // element → { values, channels: Map(prop → { id, done }), restore }

function resolve(properties, options) {
  if (properties === null || typeof properties !== 'object') throw new TypeError('animate: properties must be an object');
  for (const k of Object.keys(properties)) {
    if (!(k in PROPS)) throw new RangeError(`animate: unknown property '${k}' (x, y, scale, rotate, opacity)`);
    finite(properties[k], `animate ${k}`, -1e9, 1e9);
  }
  const o = merged('animate', DEFAULTS, DEFAULTS, options);
  oneOf(o.type, 'animate type', ['spring', 'glide']);
  finite(o.stiffness, 'animate stiffness', 1e-6, 1e9);
  finite(o.damping, 'animate damping', 1e-6, 1e6);
  finite(o.mass, 'animate mass', 1e-6, 1e6);
  finite(o.power, 'animate power', 1e-6, 100);
  finite(o.timeConstant, 'animate timeConstant', 1e-6, 100);
  if (typeof o.velocity === 'number') finite(o.velocity, 'animate velocity', -1e12, 1e12);
  else if (o.velocity && typeof o.velocity === 'object') {
    for (const [k, v] of Object.entries(o.velocity)) { oneOf(k, 'animate velocity property', Object.keys(PROPS)); finite(v, `animate velocity.${k}`, -1e12, 1e12); }
  } else throw new TypeError('animate velocity: a number or { property: number }');
  const perProperty = (what, value, check) => {
    if (value === null) return;
    if (typeof value !== 'object' || Array.isArray(value)) throw new TypeError(`animate ${what}: expected { property: … }`);
    for (const [k, v] of Object.entries(value)) { oneOf(k, `animate ${what} property`, Object.keys(PROPS)); check(v, `animate ${what}.${k}`); }
  };
  perProperty('bounds', o.bounds, (v, what) => {
    if (!Array.isArray(v) || v.length !== 2) throw new TypeError(`${what}: expected [lower, upper]`);
    finite(v[0], `${what} lower`, -1e9, 1e9);
    finite(v[1], `${what} upper`, v[0], 1e9);
  });
  perProperty('snap', o.snap, (v, what) => {
    if (typeof v === 'number') { finite(v, `${what} step`, 1e-6, 1e9); return; }
    if (!Array.isArray(v) || v.length === 0 || v.length > MAX_SNAP_POINTS) throw new TypeError(`${what}: expected a step or 1..${MAX_SNAP_POINTS} points`);
    v.forEach((p, i) => finite(p, `${what}[${i}]`, -1e9, 1e9));
  });
  return o;
}

const css = (v) => `translate(${v.x}px, ${v.y}px) rotate(${v.rotate}deg) scale(${v.scale})`;
function write(el, n) {
  el.style.transform = css(n.values);
  el.style.opacity = String(n.values.opacity);
}

const component = {
  frame(t) {
    const s = shared;
    const dt = s.last === null ? 0 : Math.min(Math.max(t - s.last, 0), MAX_DT);
    s.last = t;
    if (dt > 0) s.animator.step(dt);
    const rested = new Set();
    for (const e of s.animator.events()) if (e.kind === REST || e.kind === SNAPPED) rested.add(e.channel);
    let moving = false;
    for (const [, n] of nodes) {
      if (n.channels.size === 0) continue;
      n.dirty = true;
      for (const [prop, ch] of n.channels) {
        n.values[prop] = s.animator.getValue(ch.id);
        if (rested.has(ch.id)) {
          s.animator.remove(ch.id);
          n.channels.delete(prop);
          ch.done();
        }
      }
      if (n.channels.size > 0) moving = true;
    }
    if (!moving) s.last = null;
    return moving;
  },
  write() {
    for (const [el, n] of nodes) {
      if (!n.dirty) continue;
      n.dirty = false;
      write(el, n);
    }
  },
};

/**
 * Animates `target` (element or selector) to `properties` ({ x, y, scale, rotate, opacity }).
 * Options: type 'spring' (stiffness 1/s², damping 1/s, mass; Framer's defaults 100, 10, 1) or
 * 'glide' (the properties are ignored: each of velocity's properties decays from its
 * velocity with power and timeConstant s, Framer's inertia 0.8 and 0.325); velocity (units/s,
 * one number or per property); for a glide, bounds { property: [lower, upper] } (past one it
 * springs back: Framer's inertia bounce) and snap { property: step | [points] } (it lands on
 * the multiple of step, or the point, nearest its rest, the launch speed rescaled to get
 * there); motion 'user' | 'reduce' | 'full' (reduce: the end state at once, the engine's
 * rest point). Returns controls { finished: Promise, stop(), values() }; stop() leaves the element
 * where it is; `animate.reset(el)` puts back its own transform and opacity.
 */
export function animate(target, properties, options = {}) {
  const el = element(target, 'animate');
  const o = resolve(properties, options);
  const pref = motionPreference(o.motion);
  const reduced = pref.reduced;
  pref.dispose();
  let stopped = false;
  const ids = [];
  const finished = (async () => {
    const fizz = await engine('motion');
    shared ??= { animator: createAnimator(fizz), last: null };
    const a = shared.animator;
    let n = nodes.get(el);
    if (!n) {
      n = { values: { ...PROPS }, channels: new Map(), style: el.getAttribute('style'), dirty: true };
      nodes.set(el, n);
    }
    if (stopped) return;
    const props = o.type === 'glide' ? Object.keys(typeof o.velocity === 'number' ? { x: 0 } : o.velocity) : Object.keys(properties);
    const waits = [];
    for (const prop of props) {
      const old = n.channels.get(prop);
      const v0 = typeof o.velocity === 'number' ? o.velocity : (o.velocity[prop] ?? (old ? a.getVelocity(old.id) : 0));
      if (old) { a.remove(old.id); n.channels.delete(prop); old.done(); }
      const from = n.values[prop];
      if (reduced && o.type !== 'glide') {
        n.values[prop] = properties[prop];
        n.dirty = true;
        continue;
      }
      const id = o.type === 'glide'
        ? a.addDecay(from, v0, { power: o.power, timeConstant: o.timeConstant })
        : a.addSpringMoving(from, v0, properties[prop], o.stiffness, o.damping, o.mass);
      if (o.type === 'glide') {
        const bounds = o.bounds?.[prop], snap = o.snap?.[prop];
        if (bounds) a.setBounds(id, bounds[0], bounds[1]);
        if (typeof snap === 'number') a.setSnap(id, snap, 0);
        else if (snap) a.setSnapPoints(id, snap);
        if (reduced) {
          // Where the engine's glide would come to rest (its bounds and snap included), at once.
          n.values[prop] = a.restValue(id);
          a.remove(id);
          n.dirty = true;
          continue;
        }
      }
      ids.push(id);
      waits.push(new Promise((resolve) => n.channels.set(prop, { id, done: resolve })));
    }
    if (reduced) { write(el, n); return; }
    wake(component);
    await Promise.all(waits);
  })();
  return {
    finished,
    then: (f, r) => finished.then(f, r),
    /** Stops every channel this call started, where it is now. */
    stop() {
      stopped = true;
      const n = nodes.get(el);
      if (!n || !shared) return;
      for (const [prop, ch] of n.channels) {
        if (!ids.includes(ch.id)) continue;
        n.values[prop] = shared.animator.getValue(ch.id);
        shared.animator.remove(ch.id);
        n.channels.delete(prop);
        ch.done();
      }
    },
    /** The element's values now: { x, y, scale, rotate, opacity }. */
    values: () => ({ ...(nodes.get(el)?.values ?? PROPS) }),
  };
}

/** Forgets `el`: stops its animations and puts back its own style attribute. */
animate.reset = function reset(target) {
  const el = element(target, 'animate.reset');
  const n = nodes.get(el);
  if (!n) return;
  for (const [, ch] of n.channels) { shared.animator.remove(ch.id); ch.done(); }
  nodes.delete(el);
  if (n.style === null) el.removeAttribute('style'); else el.setAttribute('style', n.style);
};
