// dom/strip.mjs — strip(container, options): the container's children as a horizontal strip of
// cards of their own widths (wasm/fizz.h, "Strips"), scrolled by a drag, a wheel or trackpad,
// or the keyboard, with momentum. A drag follows the finger 1:1; the release takes the finger's
// velocity from the engine's tracker (a Motion's LSQ2 over every coalesced sample with its own
// time), projects the decay's rest point (UIScrollView's: rest = offset + power·v) and asks the
// strip where to stop moving that way (fizz_strip_snap_toward: never against the fling, and
// the end itself is a stop, so the last card can always be shown whole); an Animator spring,
// starting at the finger's speed, carries it there. Items are placed with translate3d only.

import { createStrip, createMotion, createAnimator } from '../fizz.mjs';
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, finite, oneOf, element, merged, claimViewport, teardown, claim, undoOnFailure } from './common.mjs';

const DEFAULTS = Object.freeze({
  spacing: 8, snap: true, power: 0.4995, stiffness: (2 * Math.PI / 0.36) ** 2, motion: 'user',
  wheel: true, keyboard: true, label: 'strip',
});
const MAX_DT = 0.1;            // s: the most one frame steps
const FLING = 20;              // pt/s: a release slower than this is at rest (the nearest stop)
const WHEEL_END = 0.15;        // s without a wheel event that end a wheel gesture
const LINE = 16;               // CSS px per wheel line
const REST = 1;               // fizz.h FIZZ_CHANNEL_REST: the channel came to rest on its target

function resolve(base, options) {
  const o = merged('strip', DEFAULTS, base, options);
  finite(o.spacing, 'strip spacing', 0, 1e6);
  finite(o.power, 'strip power', 1e-6, 100);
  finite(o.stiffness, 'strip stiffness', 1e-6, 1e9);
  o.snap = Boolean(o.snap); o.wheel = Boolean(o.wheel); o.keyboard = Boolean(o.keyboard);
  o.label = String(o.label);
  return o;
}

/**
 * Binds a strip to `container` (element or selector); its element children are the cards, in
 * order, each as wide as its border box. Returns { ready, on, off, update, scrollTo, offset,
 * destroy, strip }. Events: 'land' (offset pt: where a release, key or scrollTo will stop,
 * before it moves), 'scroll' (offset pt, each frame it moved), 'settle' (offset pt).
 */
export function strip(container, options = {}) {
  const root = element(container, 'strip');
  let opts = resolve(DEFAULTS, options);
  const unclaim = claim(root, 'strip');
  const items = [...root.children];
  const restore = keepAttributes([root], ['style', 'role', 'aria-label', 'tabindex']);
  const restoreItems = keepAttributes(items, ['style']);
  const events = emitter();
  const pref = motionPreference(opts.motion);
  let s = null, tracker = null, animator = null;   // the engine's strip, velocity tracker, settle spring
  let channel = -1;                                // the spring's channel while settling
  let destroyed = false;
  let width = 0;                                   // the viewport, CSS px
  let widths = [];                                 // the cards' widths, CSS px
  let press = null;                                // { x0, offset0 }
  let wheel = null;                                // { t, direction }
  let last = null;
  let moved = false;
  const disposers = [unclaim, pref.dispose, events.clear];   // run last by teardown

  const room = () => Math.max(0, s.contentLength - s.viewport);
  const clamp = (o) => Math.min(Math.max(o, 0), room());

  function build(offset) {
    s?.dispose();
    s = createStrip(fizzStrip, Math.max(1, width));
    s.spacing = opts.spacing;
    for (const w of widths) s.add(Math.max(0, w));
    s.offset = clamp(offset);
  }

  let fizzStrip = null;
  async function setUp() {
    const [a, b] = await Promise.all([engine('strip'), engine('motion')]);
    if (destroyed) return;
    fizzStrip = a;
    claimViewport(root, opts.label, opts.keyboard);
    width = root.getBoundingClientRect().width;
    widths = items.map((el) => el.getBoundingClientRect().width);
    for (const el of items) {
      el.style.position = 'absolute';
      el.style.left = '0';
      el.style.top = '0';
      el.style.width = `${el.getBoundingClientRect().width}px`;
      el.style.willChange = 'transform';
    }
    build(0);
    tracker = createMotion(b, Math.max(1, width), 1);
    animator = createAnimator(b);
    disposers.push(observeSize(root, (w) => {
      if (w < 1 || w === width) return;
      width = w;
      const target = channel >= 0 ? animator.restValue(channel) : null;
      build(s.offset);
      if (target !== null) retarget(s.snapToward(target, 0));
      kick();
    }));
    disposers.push(gesture(root, { down, move, up, cancel: up }, { touchAction: 'pan-y' }));
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('keydown', onKey);
    disposers.push(() => { root.removeEventListener('wheel', onWheel); root.removeEventListener('keydown', onKey); });
    kick();
  }

  // ---- The settle: a spring from the offset (and the finger's speed) to the stop ----------
  function settleTo(target, velocity) {
    stopSpring();
    events.emit('land', target);
    if (pref.reduced || target === s.offset) {
      s.offset = target;
      moved = true;
      kick();
      return;
    }
    const k = opts.stiffness;
    channel = animator.addSpringMoving(s.offset, velocity, target, k, 2 * Math.sqrt(k), 1);
    kick();
  }
  function retarget(target) { if (channel >= 0) animator.setTarget(channel, target); }
  function stopSpring() {
    if (channel >= 0) { animator.remove(channel); channel = -1; }
  }
  function release(velocity) {
    // velocity: pt/s of the offset (the content moves against the finger).
    const o = s.offset;
    if (!opts.snap) {
      settleTo(clamp(o + opts.power * velocity), velocity);
      return;
    }
    const direction = Math.abs(velocity) < FLING ? 0 : Math.sign(velocity);
    const rest = Math.min(Math.max(o + opts.power * velocity, -1e7), 1e7);
    settleTo(s.snapToward(rest, direction), velocity);
  }

  const component = {
    frame(t) {
      const dt = last === null ? 0 : Math.min(Math.max(t - last, 0), MAX_DT);
      last = t;
      if (wheel && t - wheel.t > WHEEL_END) {
        const d = wheel.direction;
        wheel = null;
        settleTo(opts.snap ? s.snapToward(s.offset, d) : s.offset, 0);
      }
      if (channel >= 0 && dt > 0) {
        animator.step(dt);
        const v = animator.getValue(channel);
        s.offset = Math.min(Math.max(v, -1e7), 1e7);
        moved = true;
        for (const e of animator.events()) if (e.kind === REST && e.channel === channel) stopSpring();
      }
      const moving = press !== null || wheel !== null || channel >= 0;
      if (!moving) {
        last = null;
        if (moved) events.emit('settle', s.offset);
      }
      return moving;
    },
    write() {
      if (!moved) return;
      draw();
      events.emit('scroll', s.offset);
      moved = false;
    },
  };
  function kick() { if (s && !destroyed) { moved = true; wake(component); } }

  function draw() {
    const f = s.frames();
    items.forEach((el, i) => { el.style.transform = `translate3d(${f[2 * i]}px, 0, 0)`; });
  }

  // ---- Input ------------------------------------------------------------------------------
  function down(p) {
    if (!s || items.length === 0) return false;
    stopSpring();
    wheel = null;
    press = { x0: p.x, offset0: s.offset };
    tracker.pointerDown(p.t, p.x, 0, 0);
    kick();
    return true;
  }
  function move(p) {
    if (!press) return;
    tracker.pointerMove(p.t, p.x, 0, 0);
    s.offset = clamp(press.offset0 + press.x0 - p.x);
    moved = true;
  }
  function up(p) {
    if (!press) return;
    press = null;
    let v = 0;
    if (Number.isFinite(p.x)) {
      tracker.pointerUp(p.t, p.x, 0, 0);
      v = -tracker.getVelocityX();
    } else tracker.cancel(p.t);
    release(v);
  }
  function onWheel(e) {
    if (!s || !opts.wheel || press) return;
    const d = Math.abs(e.deltaX) >= Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
    if (d === 0) return;
    e.preventDefault();
    stopSpring();
    const scale = e.deltaMode === 1 ? LINE : e.deltaMode === 2 ? width : 1;
    s.offset = clamp(s.offset + d * scale);
    wheel = { t: e.timeStamp / 1000, direction: Math.sign(d) };
    kick();
  }
  function onKey(e) {
    if (!s || !opts.keyboard) return;
    const o = s.offset;
    let to = null;
    if (e.key === 'ArrowRight') to = s.snapToward(Math.min(o + 1, 1e7), 1);
    else if (e.key === 'ArrowLeft') to = s.snapToward(Math.max(o - 1, -1e7), -1);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = room();
    else return;
    e.preventDefault();
    settleTo(to, channel >= 0 ? animator.getVelocity(channel) : 0);
  }

  const ready = undoOnFailure(setUp(), () => api.destroy());
  const api = {
    ready,
    on: events.on,
    off: events.off,
    /** Scrolls so card `index` starts the viewport (or as near as the end allows). */
    scrollTo(index) {
      if (!Number.isInteger(index) || index < 0 || index >= items.length) {
        throw new RangeError(`strip scrollTo: expected a card index in 0..${items.length - 1}, not ${index}`);
      }
      if (!s || press) return;
      settleTo(clamp(s.frames()[2 * index] + s.offset), 0);
    },
    /** Changes options live; a bad one is refused with nothing changed. */
    update(options) {
      const o = resolve(opts, options);
      const respace = o.spacing !== opts.spacing;
      pref.option = o.motion;
      opts = o;
      if (s && respace) { build(s.offset); kick(); }
    },
    get offset() { return s ? s.offset : NaN; },
    get strip() { return s; },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardown(component, disposers);
      s?.dispose(); tracker?.dispose(); animator?.dispose();
      s = tracker = animator = null;
      restoreItems();
      restore();
    },
  };
  return api;
}
