// dom/reduced.mjs — the prefers-reduced-motion preference, per component and live: 'user'
// follows the media query (and its changes while the page is open), 'reduce' and 'full'
// override it. Under reduce a component jumps (or fades) to where it would have animated to.

/**
 * @param {'user' | 'reduce' | 'full'} [option]
 * @returns {{ readonly reduced: boolean, option: string, subscribe(fn: (reduced: boolean) => void): () => void, dispose(): void }}
 */
export function motionPreference(option = 'user') {
  const check = (o) => {
    if (o !== 'user' && o !== 'reduce' && o !== 'full') {
      throw new RangeError(`motion: expected 'user', 'reduce' or 'full', not ${JSON.stringify(o)}`);
    }
    return o;
  };
  let current = check(option);
  const query = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
  const fns = new Set();
  const value = () => current === 'reduce' || (current === 'user' && query?.matches === true);
  let last = value();
  const changed = () => {
    const now = value();
    if (now === last) return;
    last = now;
    for (const fn of fns) fn(now);
  };
  query?.addEventListener?.('change', changed);
  return {
    get reduced() { return value(); },
    get option() { return current; },
    set option(o) { current = check(o); changed(); },
    subscribe(fn) { fns.add(fn); return () => fns.delete(fn); },
    dispose() { fns.clear(); query?.removeEventListener?.('change', changed); },
  };
}
