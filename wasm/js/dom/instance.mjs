// dom/instance.mjs — the one loaded Fizz instance per product that every binding on the page
// shares. A page that only uses one product (popup, carousel, strip, motion, …) loads only that
// product's module (`fizz-<product>.wasm`, a fraction of the full `fizz.wasm`); a page that
// mixes products, or supplies its own instance with setEngine (the gallery does: one full
// module, recording), shares that one. Module files are found by ../fizz.mjs relative to its
// own import.meta.url, so the package works wherever it is installed or served from.
//
// The bindings load a FizzCore (loadFizzCore) and create their objects with the free
// factories (createPopup(fizz, …)): neither names another kind's class, so a bundler building
// a popup-only page leaves the other kinds out. engine.mjs's public engine() hands the same
// instance out with every factory as a method.

import { loadFizzCore, KINDS } from '../fizz.mjs';

let supplied = null;            // the page's own instance (setEngine), used for every product it holds
const loading = new Map();      // product ('' = full module) → Promise<FizzCore>
const loaded = [];              // every instance loaded here, in load order

// '' is the full module: every kind of fizz.h.
const holds = (fizz, product) =>
  KINDS.filter((k) => product === '' || k.product === product).every((k) => fizz.kinds.includes(k));

/**
 * The shared instance for `product` ('picker' | 'strip' | 'motion' | 'popup' | 'layout' |
 * 'carousel'; the Animator is in 'motion'), or the full module when omitted: the instance the
 * page supplied, else any instance already loaded that holds the product's kinds, else the
 * product's own module, loaded once.
 * @param {string} [product]
 * @returns {Promise<import('../fizz.mjs').FizzCore>}
 */
export function instance(product = '') {
  if (supplied !== null && holds(supplied, product)) return Promise.resolve(supplied);
  const ready = loaded.find((f) => holds(f, product));
  if (ready) return Promise.resolve(ready);
  if (!loading.has(product)) {
    const p = loadFizzCore(undefined, product === '' ? {} : { product }).then((fizz) => {
      loaded.push(fizz);
      return fizz;
    });
    // A failed load is not cached: the next call tries again (a network blip is not permanent).
    p.catch(() => loading.delete(product));
    loading.set(product, p);
  }
  return loading.get(product);
}

/**
 * Supplies the page's own loaded instance (e.g. `loadFizz(url, { record: true })`): every
 * binding created afterwards uses it for the products it holds. `null` forgets it.
 * @param {import('../fizz.mjs').FizzCore | null} fizz
 */
export function setEngine(fizz) {
  if (fizz !== null && (typeof fizz !== 'object' || !Array.isArray(fizz.kinds))) {
    throw new TypeError('setEngine: expected a Fizz instance from loadFizz (or null)');
  }
  supplied = fizz;
}
