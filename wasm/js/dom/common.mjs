// dom/common.mjs — what every binding shares besides the loop: events (on/off), keeping an
// element's attributes so destroy() puts them back exactly, and option checks that refuse bad
// input with a clear error before anything changes.

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
