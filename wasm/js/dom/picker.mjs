// picker.mjs — bubblePicker(container, items, options): the engine's bubble picker (wasm/fizz.h,
// "Bubble picker") on the user's own elements. Each item is an element of the user's (text, an
// image, any markup); the engine moves it (a transform: translate to its centre, scaled to the
// drawn radius), grows it when selected, fades and shrinks it on removal. A tap selects, a drag
// moves a bubble, a drag on the background pans (anchor / push / scroll, the feel's mode). The
// loop steps only while something moves: once the world settles no frame is requested.
// Switching the feel resets the content offset (a scroll left from one feel piled the bubbles
// against an invisible wall in another), and the attraction point never leaves the container.
// An element of the user's can mark the attraction point (the anchor a pan moves): the binding
// keeps it centred there, over the bubbles, dimmed while the feel has no field pulling to it.
import { instance as engine } from './instance.mjs';
import { wake } from './loop.mjs';
import { gesture } from './pointer.mjs';
import { observeSize } from './resize.mjs';
import { motionPreference } from './reduced.mjs';
import { emitter, keepAttributes, element, oneOf, finite, teardown, claim, undoOnFailure } from './common.mjs';
import { Attraction, Event, Flag, Preset, Pan, Spawn, createWorld } from '../fizz.mjs';

const FEELS = { spring: Preset.SPRING, magnetic: Preset.MAGNETIC, calm: Preset.CALM, still: Preset.STILL };
const PANS = { anchor: Pan.ANCHOR, push: Pan.PUSH, scroll: Pan.SCROLL };
// The pan mode each feel brings (the gallery's: magnetic throws, still scrolls, others anchor).
const FEEL_PAN = { spring: 'anchor', magnetic: 'push', calm: 'anchor', still: 'scroll' };
const SPRING_BACK = { spring: 0, magnetic: 0, calm: 2, still: 0 };   // s: calm's anchor springs back
const TAP_SLOP = { mouse: 5, pen: 5, touch: 10 };   // px a press may travel and still be a tap

/**
 * Makes `container`'s bubbles of `items` (elements, or { element, radius, selected }): each
 * element is a bubble of `radius` px (default options.radius, 36) that grows to
 * `options.selectedRadius` (1.5×) when selected. Options: `feel` ('spring' | 'magnetic' |
 * 'calm' | 'still'), `pan` (overrides the feel's: 'anchor' | 'push' | 'scroll'), `radius`,
 * `selectedRadius`, `motion`, `anchorMarker` (an element the binding centres on the attraction
 * point each frame, above the bubbles, at 0.45 opacity when the feel pulls nothing to it;
 * destroy() restores its attributes). Events: select(el), deselect(el), remove(el), settle().
 * Returns { ready, setItems, add, remove, select, deselect, selected, bubbles, setFeel, setPan,
 * feel, reset, on, off, destroy, world (the engine handle, reads only) }. A hidden container
 * (no size) steps no frame.
 */
export function bubblePicker(container, items = [], options = {}) {
  const root = element(container, 'bubblePicker');
  // Every option is checked before anything is touched: a bad one throws here, nothing bound.
  if (options === null || typeof options !== 'object') throw new TypeError('bubblePicker: options must be an object');
  const given = (k, otherwise) => (options[k] === undefined ? otherwise : options[k]);   // null is no default
  const radius = finite(given('radius', 36), 'bubblePicker: radius', 0.001, 1e6);
  const grown = finite(given('selectedRadius', radius * 1.5), 'bubblePicker: selectedRadius', 0.001, 1e6);
  let feel = oneOf(given('feel', 'spring'), 'bubblePicker: feel', FEELS);
  if (options.pan !== undefined) oneOf(options.pan, 'bubblePicker: pan', PANS);
  oneOf(given('motion', 'user'), 'bubblePicker: motion', ['user', 'reduce', 'full']);
  const marker = options.anchorMarker == null ? null : element(options.anchorMarker, 'bubblePicker: anchorMarker');
  const unclaim = claim(root, 'bubblePicker');
  const ev = emitter();
  const restore = keepAttributes([root], ['style', 'role']);
  const motion = motionPreference(options.motion ?? 'user');
  const byHandle = new Map();     // engine handle → { el, restore, r }
  const byElement = new Map();    // element → handle
  let world = null, destroyed = false, size = [0, 0], last = null;
  const disposers = [unclaim, motion.dispose, ev.clear];   // run last by teardown
  let hidden = false;             // the container has no size (display: none): no frame runs
  let press = null;
  if (marker) disposers.push(keepAttributes([marker], ['style', 'aria-hidden']));

  function bubble(item, policy = Spawn.RANDOM) {
    const el = item instanceof Element ? item : item.element;
    const r = (item instanceof Element ? undefined : item.radius) ?? radius;
    if (byElement.has(el)) return byElement.get(el);
    const b = world.spawn(policy, r);
    b.setSizes(r, r * grown / radius);
    const keep = keepAttributes([el], ['style', 'tabindex', 'role', 'aria-selected']);
    Object.assign(el.style, { position: 'absolute', left: '0px', top: '0px', width: `${2 * r}px`, height: `${2 * r}px`,
      borderRadius: '50%', boxSizing: 'border-box', willChange: 'transform' });
    el.tabIndex = 0;
    el.setAttribute('role', 'option');
    el.setAttribute('aria-selected', 'false');
    if (el.parentElement !== root) root.append(el);
    byHandle.set(b.handle, { el, restore: keep, r, bubble: b });
    byElement.set(el, b.handle);
    if (item.selected) b.select();
    return b.handle;
  }

  /** One frame: step the world by the frame's time, write every bubble's transform. */
  const component = {
    frame(t) {
      if (destroyed || !world || hidden) return false;
      const dt = last === null ? 1 / 60 : Math.min(Math.max(t - last, 0), 0.1);
      last = t;
      if (dt > 0) world.step(motion.reduced ? Math.max(dt, 0.5) : dt);
      const e = Array.from(world.events());
      for (let i = 0; i < e.length; i += 4) {
        const it = byHandle.get(e[i + 1]);
        if (e[i] === Event.SELECTED && it) { it.el.setAttribute('aria-selected', 'true'); ev.emit('select', it.el); }
        if (e[i] === Event.DESELECTED && it) { it.el.setAttribute('aria-selected', 'false'); ev.emit('deselect', it.el); }
        if (e[i] === Event.REMOVED && it) {
          byHandle.delete(e[i + 1]); byElement.delete(it.el);
          it.el.remove();
          it.restore();
          ev.emit('remove', it.el);
        }
        if (e[i] === Event.SETTLED) ev.emit('settle');
      }
      write();
      const moving = press !== null || !world.isSettled;
      if (!moving) last = null;      // the time at rest is not simulated
      return moving;
    },
  };
  function write() {
    const ids = world.ids(), rd = world.render(), fl = world.flags();
    for (let i = 0; i < ids.length; i++) {
      const it = byHandle.get(ids[i]);
      if (!it) continue;
      const x = rd[5 * i], y = rd[5 * i + 1], s = (rd[5 * i + 2] * rd[5 * i + 3]) / it.r;
      it.el.style.transform = `translate(${x - it.r}px, ${y - it.r}px) scale(${s})`;
      it.el.style.opacity = rd[5 * i + 4] === 1 ? '' : String(rd[5 * i + 4]);
      it.el.style.zIndex = (fl[i] & Flag.DRAGGED) ? '2' : (fl[i] & Flag.SELECTED) ? '1' : '';
    }
    if (marker) {
      // The anchor (0..1 of the world) in container px, less the content offset (a scroll).
      const a = world.anchor, o = world.contentOffset;
      marker.style.transform = `translate(${a.x * world.width - o.x}px, ${a.y * world.height - o.y}px) translate(-50%, -50%)`;
      marker.style.opacity = world.attraction === Attraction.NONE ? '0.45' : '';
    }
  }
  const go = () => { if (world && !destroyed) wake(component); };

  /** The anchor back inside the container (a pan may not take it out of sight). */
  function clampAnchor() {
    const a = world.anchor;
    const fx = Math.min(Math.max(a.x, 0.05), 0.95), fy = Math.min(Math.max(a.y, 0.05), 0.95);
    if (fx !== a.x || fy !== a.y) world.setAnchor(fx, fy);
  }

  function setFeel(name, pan) {
    feel = oneOf(name, 'bubblePicker: feel', FEELS);
    const mode = oneOf(pan ?? options.pan ?? FEEL_PAN[feel], 'bubblePicker: pan', PANS);
    world.preset(FEELS[feel]);
    world.setContentOffset(0, 0);          // a scroll of the last feel must not stay behind
    setPan(mode);
  }
  /** The pan mode alone; the feel's parameters and the content offset stay. */
  function setPan(mode) {
    const m = oneOf(mode, 'bubblePicker: pan', PANS);
    world.setPan(PANS[m], 0.2, 5, SPRING_BACK[feel]);   // fizz.h's smoothing and push gain
    clampAnchor();
    go();
  }

  function startInput() {
    const local = (s) => { const r = root.getBoundingClientRect(); return [s.x - r.left, s.y - r.top]; };
    disposers.push(gesture(root, {
      down(s) {
        const [x, y] = local(s);
        press = { x0: x, y0: y, kind: 'pending', type: s.pointerType };
        go();
        return true;
      },
      move(s) {
        const [x, y] = local(s);
        if (press.kind === 'pending') {
          if (Math.hypot(x - press.x0, y - press.y0) <= (TAP_SLOP[press.type] ?? 10)) return;
          if (world.dragBegin(press.x0, press.y0)) press.kind = 'bubble';
          else { press.kind = 'background'; world.panBegin(press.x0, press.y0); }
        }
        if (press.kind === 'bubble') world.dragMove(x, y); else world.panMove(x, y);
        go();
      },
      up(s) {
        const [x, y] = local(s);
        if (press.kind === 'pending') world.tap(x, y);
        else if (press.kind === 'bubble') world.dragEnd();
        else { world.panEnd(); clampAnchor(); }
        press = null;
        go();
      },
      cancel() {
        if (press?.kind === 'bubble') world.dragEnd();
        else if (press?.kind === 'background') { world.panEnd(); clampAnchor(); }
        press = null;
        go();
      },
    }, { touchAction: 'none' }));
    root.addEventListener('keydown', onKey);
    disposers.push(() => root.removeEventListener('keydown', onKey));
  }
  function onKey(e) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const h = byElement.get(e.target);
    if (h === undefined) return;
    e.preventDefault();
    byHandle.get(h).bubble.toggle();
    go();
  }

  const ready = undoOnFailure(engine('picker').then((fizz) => {
    if (destroyed) return;
    const r = root.getBoundingClientRect();
    size = [Math.max(1, r.width), Math.max(1, r.height)];
    world = createWorld(fizz, size[0], size[1]);
    if (getComputedStyle(root).position === 'static') root.style.position = 'relative';
    root.style.overflow = 'hidden';
    root.setAttribute('role', root.getAttribute('role') ?? 'listbox');
    setFeel(feel);
    if (marker) {
      Object.assign(marker.style, { position: 'absolute', left: '0px', top: '0px', zIndex: '3', pointerEvents: 'none' });
      marker.setAttribute('aria-hidden', 'true');
      if (marker.parentElement !== root) root.append(marker);
    }
    for (const it of items) bubble(it);
    // A container without a size is hidden (display: none, a closed tab): the world keeps
    // its size and steps no frame until the container is shown again, then steps once.
    disposers.push(observeSize(root, (w, h) => {
      hidden = w < 1 || h < 1;
      if (hidden) return;
      if (w !== size[0] || h !== size[1]) { size = [w, h]; world.resize(w, h); }
      go();
    }));
    startInput();
    go();
  }), () => api.destroy());

  const api = {
    ready,
    get world() { return world; },
    /** Replaces the items: elements not in `next` leave animated, new ones appear. */
    setItems(next) {
      const keep = new Set(next.map((it) => (it instanceof Element ? it : it.element)));
      for (const [el, h] of byElement) if (!keep.has(el)) byHandle.get(h).bubble.removeAnimated();
      for (const it of next) bubble(it, Spawn.SIDES);
      go();
    },
    /** Adds one item (it appears where the feel spawns); returns nothing. */
    add(item) { bubble(item, Spawn.SIDES); go(); },
    /** Removes an element's bubble, animated; 'remove' fires when it is gone. */
    remove(el) { const h = byElement.get(el); if (h !== undefined) byHandle.get(h).bubble.removeAnimated(); go(); },
    select(el) { const h = byElement.get(el); if (h !== undefined) byHandle.get(h).bubble.select(); go(); },
    deselect(el) { const h = byElement.get(el); if (h !== undefined) byHandle.get(h).bubble.deselect(); go(); },
    /** Every live bubble as the engine last computed it, in the engine's order: { element,
     *  handle, x, y (its centre in container px), r (drawn radius, px), flags (Flag bits) }. */
    bubbles() {
      if (!world) return [];
      const ids = Array.from(world.ids()), rd = Array.from(world.render()), fl = Array.from(world.flags());
      return ids.map((h, i) => ({ element: byHandle.get(h)?.el ?? null, handle: h, x: rd[5 * i], y: rd[5 * i + 1],
        r: rd[5 * i + 2] * rd[5 * i + 3], flags: fl[i] }));
    },
    /** The selected elements, oldest selection first. */
    selected() { return world ? Array.from(world.query(1), (h) => byHandle.get(h)?.el).filter(Boolean) : []; },
    /** Another feel (and its pan mode, or `pan`); the content offset goes back to 0. */
    setFeel,
    /** Another pan mode ('anchor' | 'push' | 'scroll') under the same feel. */
    setPan,
    /** The feel's name now. */
    get feel() { return feel; },
    /** The anchor back to the centre and the content offset to 0. */
    reset() { world.setContentOffset(0, 0); world.setAnchor(0.5, 0.5); go(); },
    /** True when the loop requests no frame for this picker. */
    get resting() { return press === null && (!world || world.isSettled); },
    on: ev.on, off: ev.off,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardown(component, disposers);
      for (const it of byHandle.values()) it.restore();
      byHandle.clear(); byElement.clear();
      world?.dispose();
      world = null;
      restore();
    },
  };
  return api;
}
