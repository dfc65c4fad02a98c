// dom/motion.mjs — motion(element, options): a pointer gesture over `element` as CSS custom
// properties, so that any style can follow it (wasm/fizz.h, "Motion"). The element's box is
// the gesture's rect; the engine writes the relative position (--fizz-x, --fizz-y: 0..1
// across the rect), the velocity (--fizz-vx, --fizz-vy: CSS px/s), --fizz-active (1 while a
// pointer is down or the point glides), every named value mapped from the position through
// its stops (--fizz-<name>), and for proximity groups (a Dock row) each item's channels on the
// item (--fizz-<channel>). Every coalesced sample reaches the engine with its own time; after
// the release the point can glide on (Framer's inertia) and every value follows it to rest.
// The arrow keys are a pointer too (the element is focusable): a held key moves the point at
// a steady speed, one sample a frame, and letting go releases it like a finger, so the glide
// and every value follow the keyboard exactly as they follow a drag.

import { Source, Clamp, Ease, Kernel, Interval, createMotion } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, finite, oneOf, element, merged, teardown, claim, undoOnFailure } from './common.mjs';

const EASES = { linear: Ease.LINEAR, ease: Ease.EASE, easeIn: Ease.IN, easeOut: Ease.OUT, easeInOut: Ease.IN_OUT, smoothstep: Ease.SMOOTHSTEP };
const KERNELS = { linear: Kernel.LINEAR, gaussian: Kernel.GAUSSIAN, cosine: Kernel.COSINE };
const DEFAULTS = Object.freeze({
  interval: 'closed', release: null, maxSpeed: 0, values: {}, groups: {}, motion: 'user', touchAction: 'none',
  keyboard: 1.5, label: 'motion pad',
});
const MAX_DT = 0.1;            // s: the most one frame steps
const KEY_POINTER = 0xfffffffe; // the keyboard's pointer id (a browser's pointerId is far below)
// A held arrow key's direction: [x, y] per key, in the rect's own axes (y down).
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const NAME = /^[a-zA-Z][\w-]*$/;

function resolve(options) {
  const o = merged('motion', DEFAULTS, DEFAULTS, options);
  oneOf(o.interval, 'motion interval', ['open', 'closed']);
  finite(o.maxSpeed, 'motion maxSpeed', 0, 1e7);
  if (o.keyboard === true) o.keyboard = DEFAULTS.keyboard;
  if (o.keyboard !== false) finite(o.keyboard, 'motion keyboard', 0.05, 1e3);
  o.label = String(o.label);
  if (o.release !== null) {
    finite(o.release?.power, 'motion release.power', 1e-6, 100);
    finite(o.release.timeConstant, 'motion release.timeConstant', 1e-6, 100);
  }
  for (const [name, v] of Object.entries(o.values)) {
    if (!NAME.test(name)) throw new RangeError(`motion value name '${name}': letters, digits, - and _ only`);
    oneOf(v?.from ?? 'x', `motion value ${name}.from`, ['x', 'y']);
    if (!Array.isArray(v.stops) || v.stops.length < 2) throw new TypeError(`motion value ${name}.stops: expected at least two [input, output] pairs`);
    v.stops.forEach(([i, out], k) => { finite(i, `motion value ${name}.stops[${k}] input`, -1e9, 1e9); finite(out, `motion value ${name}.stops[${k}] output`, -1e9, 1e9); });
    const dir = Math.sign(v.stops[1][0] - v.stops[0][0]);
    for (let k = 1; k < v.stops.length; k += 1) {
      if (dir === 0 || Math.sign(v.stops[k][0] - v.stops[k - 1][0]) !== dir) throw new RangeError(`motion value ${name}.stops: inputs must strictly increase or strictly decrease`);
    }
    oneOf(v.ease ?? 'linear', `motion value ${name}.ease`, EASES);
  }
  for (const [name, g] of Object.entries(o.groups)) {
    oneOf(g?.axis ?? 'x', `motion group ${name}.axis`, ['x', 'y']);
    oneOf(g.kernel ?? 'linear', `motion group ${name}.kernel`, KERNELS);
    if (!Array.isArray(g.items) || g.items.length === 0) throw new TypeError(`motion group ${name}.items: expected elements`);
    if (g.radius !== undefined) finite(g.radius, `motion group ${name}.radius`, 1e-9, 1e9);
    for (const [ch, span] of Object.entries(g.channels ?? {})) {
      if (!NAME.test(ch)) throw new RangeError(`motion group ${name} channel '${ch}': letters, digits, - and _ only`);
      if (!Array.isArray(span) || span.length !== 2) throw new TypeError(`motion group ${name} channel ${ch}: expected [at0, at1]`);
      span.forEach((v) => finite(v, `motion group ${name} channel ${ch}`, -1e9, 1e9));
    }
  }
  return o;
}

/**
 * Binds a motion to `el` (element or selector). Options: interval 'closed' (0..1, default) or
 * 'open'; release { power, timeConstant } (s) to glide on after the release (null: stay);
 * maxSpeed (CSS px/s, 0 none); values { name: { from: 'x' | 'y', stops: [[input, output], …],
 * clamp (default true), ease } }; groups { name: { axis, kernel, radius (CSS px, default the
 * rect's length), items: [elements], channels: { name: [at0, at1] } } }; motion; touchAction;
 * keyboard: the seconds a held arrow key takes to cross the rect (default 1.5), or false for
 * no keyboard; label: the element's accessible name when it has none (default 'motion pad').
 * Returns { ready, on, off, destroy, state(), motion }. Events: 'start', 'move', 'end'
 * ({ vx, vy } CSS px/s), 'settle'.
 */
export function motion(target, options = {}) {
  const el = element(target, 'motion');
  const opts = resolve(options);
  const groups = Object.entries(opts.groups);
  const groupItems = groups.flatMap(([, g]) => g.items.map((it) => element(it, 'motion group item')));
  const unclaim = claim(el, 'motion');
  const restore = keepAttributes([el, ...groupItems], ['style', 'tabindex', 'aria-label']);
  const events = emitter();
  const pref = motionPreference(opts.motion);
  let m = null;
  let destroyed = false;
  let rect = null;              // the element's rect, CSS px (client coordinates at set-up)
  let clock = 0;                // s: the motion's clock (its timeline)
  let awake = false;
  let gliding = false;
  let offsets = null;           // where each value's and group's outputs start
  let keys = null;              // the keyboard's gesture: { held: Set(key), x, y (CSS px in the rect), t (s) }
  const disposers = [unclaim, pref.dispose, events.clear];   // run last by teardown

  function build() {
    const r = el.getBoundingClientRect();
    rect = { left: r.left, top: r.top, width: Math.max(1, r.width), height: Math.max(1, r.height) };
    m.setRect(0, 0, rect.width, rect.height);
    return r;
  }

  async function setUp() {
    const fizz = await engine('motion');
    if (destroyed) return;
    const r = el.getBoundingClientRect();
    m = createMotion(fizz, Math.max(1, r.width), Math.max(1, r.height));
    build();
    m.interval = opts.interval === 'open' ? Interval.OPEN : Interval.CLOSED;
    if (opts.maxSpeed) m.setMaxSpeed(opts.maxSpeed);
    if (opts.release && !pref.reduced) m.setRelease(opts.release);
    offsets = { values: [], groups: [] };
    for (const [name, v] of Object.entries(opts.values)) {
      const t = m.addTarget(v.stops, {
        source: (v.from ?? 'x') === 'x' ? Source.X : Source.Y,
        clamp: v.clamp === false ? 0 : Clamp.LOW | Clamp.HIGH,
        easing: EASES[v.ease ?? 'linear'],
      });
      offsets.values.push([name, t]);
    }
    for (const [name, g] of groups) {
      const axis = (g.axis ?? 'x') === 'x';
      const items = g.items.map((it) => element(it, 'motion group item'));
      // Each item at its centre along the axis, in the rect's own coordinates.
      const positions = items.map((it) => {
        const b = it.getBoundingClientRect();
        return axis ? b.left + b.width / 2 - r.left : b.top + b.height / 2 - r.top;
      });
      const channels = Object.entries(g.channels ?? {});
      const gid = m.addGroup(positions, {
        axis: axis ? Source.X : Source.Y, kernel: KERNELS[g.kernel ?? 'linear'],
        radius: g.radius ?? (axis ? rect.width : rect.height), channels: channels.map(([, span]) => span),
      });
      offsets.groups.push({ name, gid, channels: channels.length ? channels.map(([c]) => c) : ['k'], items });
    }
    offsets.values = offsets.values.map(([name, t]) => [name, m.outputOffset(t)]);
    for (const g of offsets.groups) g.start = m.groupOffset(g.gid);
    disposers.push(gesture(el, { down, move, up, cancel }, { touchAction: opts.touchAction }));
    if (opts.keyboard !== false) {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      if (!el.hasAttribute('aria-label')) el.setAttribute('aria-label', opts.label);
      el.addEventListener('keydown', onKeyDown);
      el.addEventListener('keyup', onKeyUp);
      el.addEventListener('blur', onBlur);
      disposers.push(() => {
        el.removeEventListener('keydown', onKeyDown);
        el.removeEventListener('keyup', onKeyUp);
        el.removeEventListener('blur', onBlur);
      });
    }
    disposers.push(observeSize(el, () => { if (!awake && m) { build(); write(); } }));
    disposers.push(pref.subscribe((reduced) => {
      if (!m) return;
      m.setRelease(opts.release && !reduced ? opts.release : null);
    }));
    write();
  }

  // ---- The clock: the motion's timeline starts at a gesture's first event -------------------
  const component = {
    frame(t) {
      if (keys) keyMove(t);
      const dt = Math.min(Math.max(t - clock, 0), MAX_DT);
      if (dt > 0) { m.step(dt); clock += dt; }
      gliding = gliding && m.isGliding;
      const moving = m.pointerCount > 0 || gliding || keys !== null;
      if (!moving) {
        awake = false;
        events.emit('settle');      // released and, with a glide, come to rest
      }
      return moving;
    },
    write() { write(); },
  };
  function kick() { awake = true; wake(component); }

  let written = new Map();
  function set(node, name, value) {
    const key = node === el ? name : null;
    const text = String(Math.round(value * 1e4) / 1e4);
    if (key !== null && written.get(key) === text) return;
    if (key !== null) written.set(key, text);
    node.style.setProperty(name, text);
  }
  function write() {
    if (!m) return;
    set(el, '--fizz-x', m.getX());
    set(el, '--fizz-y', m.getY());
    set(el, '--fizz-vx', m.getVelocityX());
    set(el, '--fizz-vy', m.getVelocityY());
    set(el, '--fizz-active', m.pointerCount > 0 || gliding ? 1 : 0);
    const out = m.map();
    for (const [name, at] of offsets.values) set(el, `--fizz-${name}`, out[at]);
    for (const g of offsets.groups) {
      const n = g.channels.length;
      g.items.forEach((it, i) => g.channels.forEach((c, k) => it.style.setProperty(`--fizz-${c}`, String(Math.round(out[g.start + i * n + k] * 1e4) / 1e4))));
    }
  }

  // ---- Input --------------------------------------------------------------------------------
  const local = (s) => [s.x - rect.left, s.y - rect.top];
  /** A new timeline at `t` s when the loop was asleep (its clock had stopped). */
  function begin(t) {
    if (awake) return;
    build();
    const r = el.getBoundingClientRect();
    rect.left = r.left; rect.top = r.top;
    m.resetTimeline(t);
    clock = t;
  }
  function down(s) {
    if (!m) return false;
    if (m.pointerCount > 0) return false;
    begin(s.t);
    gliding = false;
    m.pointerDown(Math.max(s.t, clock), ...local(s), s.pointerId >>> 0);
    events.emit('start');
    kick();
    return true;
  }
  function move(s) {
    m.pointerMove(Math.max(s.t, clock), ...local(s), s.pointerId >>> 0);
    events.emit('move');
  }
  function up(s) {
    m.pointerUp(Math.max(s.t, clock), ...local(s), s.pointerId >>> 0);
    gliding = opts.release !== null && !pref.reduced;
    events.emit('end', { vx: m.getVelocityX(), vy: m.getVelocityY() });
    kick();
  }
  function cancel(s) {
    if (m.pointerCount > 0) m.cancel(Math.max(Number.isFinite(s.t) ? s.t : clock, clock));
    kick();
  }

  // ---- The keyboard: a pointer that starts where the point is --------------------------------
  function onKeyDown(e) {
    const dir = ARROWS[e.key];
    if (!dir || !m) return;
    e.preventDefault();
    if (keys) { keys.held.add(e.key); return; }
    if (m.pointerCount > 0) return;           // a finger has the point
    const t = e.timeStamp / 1000;
    begin(t);
    gliding = false;
    // Where the point is now, in CSS px of the rect (the relative position times its size).
    const x = Math.min(Math.max(m.getX(), 0), 1) * rect.width, y = Math.min(Math.max(m.getY(), 0), 1) * rect.height;
    keys = { held: new Set([e.key]), x, y, t: Math.max(t, clock) };
    m.pointerDown(keys.t, x, y, KEY_POINTER);
    events.emit('start');
    kick();
  }
  /** Moves the key pointer to time `t` s at the held keys' speed, clamped to the rect. */
  function keyMove(t) {
    const k = keys;
    const dt = Math.min(Math.max(t - k.t, 0), MAX_DT);
    if (dt === 0) return;
    let dx = 0, dy = 0;
    for (const key of k.held) { dx += ARROWS[key][0]; dy += ARROWS[key][1]; }
    k.x = Math.min(Math.max(k.x + dx * dt * rect.width / opts.keyboard, 0), rect.width);
    k.y = Math.min(Math.max(k.y + dy * dt * rect.height / opts.keyboard, 0), rect.height);
    k.t = Math.max(t, clock);
    m.pointerMove(k.t, k.x, k.y, KEY_POINTER);
    events.emit('move');
  }
  function onKeyUp(e) {
    if (!keys || !ARROWS[e.key]) return;
    keys.held.delete(e.key);
    if (keys.held.size === 0) keyUp(e.timeStamp / 1000);
  }
  /** Lets the key pointer go at `t` s: a release like a finger's, at the speed it moved. */
  function keyUp(t) {
    keyMove(t);
    const k = keys;
    keys = null;
    m.pointerUp(Math.max(k.t, clock), k.x, k.y, KEY_POINTER);
    gliding = opts.release !== null && !pref.reduced;
    events.emit('end', { vx: m.getVelocityX(), vy: m.getVelocityY() });
    kick();
  }
  function onBlur() { if (keys) keyUp(performance.now() / 1000); }

  const ready = undoOnFailure(setUp(), () => api.destroy());
  const api = {
    ready,
    on: events.on,
    off: events.off,
    /** The engine's reading now: relative position, velocity (CSS px/s), outputs by name. */
    state() {
      if (!m) return null;
      const out = m.map();
      return {
        x: m.getX(), y: m.getY(), vx: m.getVelocityX(), vy: m.getVelocityY(),
        active: m.pointerCount > 0 || gliding,
        values: Object.fromEntries(offsets.values.map(([n, at]) => [n, out[at]])),
      };
    },
    get motion() { return m; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardown(component, disposers);
      m?.dispose();
      m = null;
      restore();
    },
  };
  return api;
}
