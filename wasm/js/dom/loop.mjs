// dom/loop.mjs — one requestAnimationFrame loop for every component on the page. Each frame
// runs in three phases so that no layout is forced between writes: every awake component's
// `read(t)` (measure the DOM), then every `frame(t)` (step the engine; returns true while still
// moving), then every `write(t)` (styles only). A component that returns false from frame() is
// put to sleep; when none is awake no frame is requested: zero work at rest. Times are seconds
// on the performance.now() timeline, the same as a pointer event's timeStamp / 1000.

const awake = new Set();
let pending = 0;                // the rAF id while one is requested, else 0
let frames = 0;                 // frames run since load, for tests and benchmarks
const raf = (f) => (globalThis.requestAnimationFrame ?? ((g) => setTimeout(() => g(performance.now()), 16)))(f);
const caf = (id) => (globalThis.cancelAnimationFrame ?? clearTimeout)(id);

function tick(now) {
  pending = 0;
  frames += 1;
  const t = now / 1000;
  const list = [...awake];
  for (const c of list) if (awake.has(c)) c.read?.(t);
  for (const c of list) {
    if (!awake.has(c)) continue;
    let moving = false;
    try {
      moving = c.frame(t) === true;
    } catch (err) {
      // One component's failure must not stop the others' frames: it sleeps, and the error
      // goes where an uncaught one would (window.onerror, the console).
      awake.delete(c);
      (globalThis.reportError ?? console.error)(err);
      continue;
    }
    if (!moving) awake.delete(c);
  }
  for (const c of list) c.write?.(t);
  if (awake.size > 0) pending = raf(tick);
}

/**
 * Wakes `component` ({ frame(t) → boolean, read?(t), write?(t) }, t in s): it runs from the next
 * frame until its frame() returns false. Waking an awake component does nothing more.
 */
export function wake(component) {
  if (typeof component?.frame !== 'function') throw new TypeError('wake: the component needs a frame(t) method');
  awake.add(component);
  if (pending === 0) pending = raf(tick);
}

/** Puts `component` to sleep now (destroy calls this); the loop stops if it was the last. */
export function sleep(component) {
  awake.delete(component);
  if (awake.size === 0 && pending !== 0) {
    caf(pending);
    pending = 0;
  }
}

/** What the loop is doing: `awake` components, `pending` (a frame requested), `frames` run so far. */
export function loopState() {
  return { awake: awake.size, pending: pending !== 0, frames };
}
