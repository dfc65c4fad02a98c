// dom/engine.mjs — the shared engine as the page's own code sees it: the instance every
// binding uses (instance.mjs: the page's own, else one per product, loaded once), with every
// kind's factory as a method (`(await engine('strip')).createStrip(…)`). The bindings do not
// import this file, so a page that never calls engine() bundles no kind it does not use.

import { FizzCalls } from '../fizz.mjs';
import { instance } from './instance.mjs';

export { setEngine } from './instance.mjs';

/**
 * The shared engine for `product` ('picker' | 'strip' | 'motion' | 'popup' | 'layout' |
 * 'carousel'; the Animator is in 'motion'), or the full module when omitted: the instance the
 * page supplied, else any instance already loaded that holds the product's kinds, else the
 * product's own module, loaded once.
 * @param {string} [product]
 * @returns {Promise<import('../fizz.mjs').FizzCalls>}
 */
export async function engine(product = '') {
  const fizz = await instance(product);
  // A FizzCore the bindings loaded gains the factory methods in place: FizzCalls adds only
  // methods to FizzCore (no fields), so the object stays the one instance every binding holds.
  if (!(fizz instanceof FizzCalls)) Object.setPrototypeOf(fizz, FizzCalls.prototype);
  return fizz;
}
