// dom/resize.mjs — one ResizeObserver for every binding on the page, reading borderBoxSize (the
// size the element takes, in CSS px, with no forced layout). Callbacks run inside the
// observer's own delivery, so a binding should only record the size and wake the loop there.

const callbacks = new Map();    // element → Set of callbacks
let observer = null;

function deliver(entries) {
  for (const e of entries) {
    const box = e.borderBoxSize?.[0];
    const width = box ? box.inlineSize : e.contentRect.width;     // CSS px
    const height = box ? box.blockSize : e.contentRect.height;    // CSS px
    for (const cb of callbacks.get(e.target) ?? []) cb(width, height, e);
  }
}

/**
 * Calls `cb(width, height)` (CSS px, the border box) once `el` has been laid out and after every
 * change of its size. Returns the function that stops it.
 */
export function observeSize(el, cb) {
  if (typeof ResizeObserver === 'undefined') return () => {};
  observer ??= new ResizeObserver(deliver);
  let set = callbacks.get(el);
  if (!set) {
    set = new Set();
    callbacks.set(el, set);
    observer.observe(el, { box: 'border-box' });
  }
  set.add(cb);
  return () => {
    if (!set.delete(cb) || set.size > 0) return;
    callbacks.delete(el);
    observer.unobserve(el);
  };
}
