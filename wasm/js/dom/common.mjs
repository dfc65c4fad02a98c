// dom/common.mjs — what every binding shares besides the loop: events (on/off), keeping an
// element's attributes so destroy() puts them back exactly, option checks that refuse bad
// input with a clear error before anything changes, the viewport a scrolling binding makes of
// its container, and the one order in which destroy() takes a binding apart.

import { sleep } from './loop.mjs';

/** A tiny event emitter: `on(name, fn)`, `off(name, fn)`, `emit(name, ...args)`. */
export function emitter() {
  const fns = new Map();
  return {
    on(name, fn) {
      if (typeof fn !== 'function') throw new TypeError(`on('${name}'): expected a function`);
      if (!fns.has(name)) fns.set(name, new Set());
      fns.get(name).add(fn);
    },
    off(name, fn) { fns.get(name)?.delete(fn); },
    emit(name, ...args) { for (const fn of [...(fns.get(name) ?? [])]) fn(...args); },
    clear() { fns.clear(); },
  };
}

/**
 * Remembers `names` attributes of each element (e.g. 'style', 'role', 'tabindex'); the returned
 * restore() puts every one back as it was, removing those that were absent.
 */
export function keepAttributes(elements, names) {
  const kept = elements.map((el) => [el, names.map((n) => [n, el.getAttribute(n)])]);
  return function restore() {
    for (const [el, list] of kept) {
      for (const [n, v] of list) {
        if (v === null) el.removeAttribute(n); else el.setAttribute(n, v);
      }
    }
  };
}

/** `value` if it is a finite number in [min, max], else throws a RangeError naming `what`. */
export function finite(value, what, min = -Infinity, max = Infinity) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${what}: expected a finite number in [${min}, ${max}], not ${String(value)}`);
  }
  return value;
}

/** `value` if it is one of `choices` (an object's keys or an array), else throws a RangeError. */
export function oneOf(value, what, choices) {
  const list = Array.isArray(choices) ? choices : Object.keys(choices);
  if (!list.includes(value)) throw new RangeError(`${what}: expected one of ${list.join(', ')}, not ${JSON.stringify(value)}`);
  return value;
}

/** The element `target` names (an Element, or a selector in `document`), else a TypeError. */
export function element(target, what) {
  const el = typeof target === 'string' ? globalThis.document?.querySelector(target) : target;
  if (!el || typeof el.getBoundingClientRect !== 'function') throw new TypeError(`${what}: expected an element or a selector that matches one`);
  return el;
}

/**
 * `options` merged over `base` (the binding's current options, or `defaults` at creation),
 * checked for its shape and its `motion` ('user' | 'reduce' | 'full'): a non-object, a key
 * `defaults` lacks or another motion throws naming `what` (the binding) before anything is
 * merged. The caller checks its own values after.
 */
export function merged(what, defaults, base, options) {
  if (options === null || typeof options !== 'object') throw new TypeError(`${what}: options must be an object`);
  for (const k of Object.keys(options)) if (!(k in defaults)) throw new RangeError(`${what}: unknown option '${k}'`);
  const o = { ...base, ...options };
  oneOf(o.motion, `${what} motion`, ['user', 'reduce', 'full']);
  return o;
}

const bound = new WeakMap();    // element → { what }: the binding that holds it

/**
 * Marks `el` as held by the binding `what` ('carousel', 'strip', …) until the returned release
 * runs (its destroy, by teardown). A second binding on an element one already holds throws at
 * its call, before anything changes: two would each claim its style and attributes and run
 * their own gestures and frames on it, and the first one's destroy would put back what the
 * second had written. Called after the binding's own option checks, before it touches anything.
 */
export function claim(el, what) {
  const holder = bound.get(el);
  if (holder !== undefined) throw new Error(`${what}: the element is already bound by a ${holder.what}; destroy() that one first`);
  const token = { what };
  bound.set(el, token);
  return () => { if (bound.get(el) === token) bound.delete(el); };
}

/**
 * `ready` (a binding's set-up once its engine has loaded) that, when the set-up fails, destroys
 * the binding before rejecting with the same error: no half-attached element, listener,
 * observer or frame loop is left behind by a refusal the engine makes only then.
 */
export function undoOnFailure(ready, destroy) {
  return ready.catch((e) => { destroy(); throw e; });
}

/**
 * Makes `root` the viewport of a binding that moves its children itself: positioned (when
 * static, so the children's absolute positions are its own), clipping, no text selection
 * while dragging; a region (unless it has a role) named `label` (unless it has a name),
 * focusable when `keyboard` (unless it has a tabindex). The caller's keepAttributes restores
 * 'style', 'role', 'aria-label' and 'tabindex' on destroy.
 */
export function claimViewport(root, label, keyboard) {
  const style = root.style;
  if (getComputedStyle(root).position === 'static') style.position = 'relative';
  style.overflow = 'hidden';
  style.userSelect = 'none';
  if (!root.hasAttribute('role')) root.setAttribute('role', 'region');
  if (!root.hasAttribute('aria-label')) root.setAttribute('aria-label', label);
  if (keyboard && !root.hasAttribute('tabindex')) root.tabIndex = 0;
}

/**
 * Takes a binding apart, the same way for each: its loop `component` sleeps first (no frame
 * runs on a half-destroyed binding), then every function in `disposers` runs, the last added
 * first (listeners, observers and the gesture before the preference and events registered at
 * creation), and the list is left empty. The caller then disposes its engine objects and
 * restores its elements.
 */
export function teardown(component, disposers) {
  sleep(component);
  for (const d of disposers.splice(0).reverse()) d();
}
