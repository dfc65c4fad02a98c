// dom/motion.mjs — motion(element, options): a pointer gesture over `element` as CSS custom
// properties, so that any style can follow it (wasm/fizz.h, "Motion"). The element's box is
// the gesture's rect; the engine writes the relative position (--fizz-x, --fizz-y: 0..1
// across the rect), the velocity (--fizz-vx, --fizz-vy: CSS px/s), --fizz-active (1 while a
// pointer is down or the point glides), every named value mapped from the position through
// its stops (--fizz-<name>), and for proximity groups (a Dock row) each item's channels on the
// item (--fizz-<channel>). Every coalesced sample reaches the engine with its own time; after
// the release the point can glide on (Framer's inertia) and every value follows it to rest.

import { Source, Clamp, Ease, Kernel, Interval, createMotion } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, finite, oneOf, element, merged, teardown } from './common.mjs';

const EASES = { linear: Ease.LINEAR, ease: Ease.EASE, easeIn: Ease.IN, easeOut: Ease.OUT, easeInOut: Ease.IN_OUT, smoothstep: Ease.SMOOTHSTEP };
const KERNELS = { linear: Kernel.LINEAR, gaussian: Kernel.GAUSSIAN, cosine: Kernel.COSINE };
const DEFAULTS = Object.freeze({
  interval: 'closed', release: null, maxSpeed: 0, values: {}, groups: {}, motion: 'user', touchAction: 'none',
});
const MAX_DT = 0.1;            // s: the most one frame steps
const NAME = /^[a-zA-Z][\w-]*$/;

function resolve(options) {
  const o = merged('motion', DEFAULTS, DEFAULTS, options);
  oneOf(o.interval, 'motion interval', ['open', 'closed']);
  finite(o.maxSpeed, 'motion maxSpeed', 0, 1e7);
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
 * rect's length), items: [elements], channels: { name: [at0, at1] } } }; motion; touchAction.
 * Returns { ready, on, off, destroy, state(), motion }. Events: 'start', 'move', 'end'
 * ({ vx, vy } CSS px/s), 'settle'.
 */
export function motion(target, options = {}) {
  const el = element(target, 'motion');
  const opts = resolve(options);
  const groups = Object.entries(opts.groups);
  const groupItems = groups.flatMap(([, g]) => g.items.map((it) => element(it, 'motion group item')));
  const restore = keepAttributes([el, ...groupItems], ['style']);
  const events = emitter();
  const pref = motionPreference(opts.motion);
  let m = null;
  let destroyed = false;
  let rect = null;              // the element's rect, CSS px (client coordinates at set-up)
  let clock = 0;                // s: the motion's clock (its timeline)
  let awake = false;
  let gliding = false;
  let offsets = null;           // where each value's and group's outputs start
  const disposers = [pref.dispose, events.clear];   // run last by teardown

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
      const dt = Math.min(Math.max(t - clock, 0), MAX_DT);
      if (dt > 0) { m.step(dt); clock += dt; }
      gliding = gliding && m.isGliding;
      const moving = m.pointerCount > 0 || gliding;
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
  function down(s) {
    if (!m) return false;
    if (m.pointerCount > 0) return false;
    if (!awake) {
      // A new timeline at the gesture's own time (the loop was asleep: the clock had stopped).
      build();
      const r = el.getBoundingClientRect();
      rect.left = r.left; rect.top = r.top;
      m.resetTimeline(s.t);
      clock = s.t;
    }
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

  const ready = setUp();
  return {
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
}
