// dom/pointer.mjs — one pointer gesture at a time on an element, through Pointer Events: mouse,
// pen and touch alike. The element captures the pointer, so the gesture follows it outside the
// element; the move/up listeners exist only while a gesture is under way (zero listeners on
// the document, none at rest but pointerdown). Every sample a move carries reaches the handler:
// the coalesced ones too (a browser batches moves to one per frame), each with its own
// event.timeStamp in seconds, so a slow or irregular stream still gives the finger's speed.

const MS_PER_S = 1000;   // event.timeStamp is in ms; divided (not multiplied by 0.001: exact for whole ms)

/** A sample: client point (CSS px), its own time (s, performance.now() timeline), the event. */
const sample = (e, source = e) => ({
  x: e.clientX, y: e.clientY, t: e.timeStamp / MS_PER_S,
  pointerId: source.pointerId, pointerType: source.pointerType, event: source,
});

/**
 * Delivers `element`'s pointer gestures to `handlers`: `down(s)` (return false to refuse the
 * gesture: it is then not captured), `move(s)` once per sample, `up(s)`, `cancel(s)`. Options:
 * `touchAction` (default 'none'; e.g. 'pan-y' lets the page scroll vertically over a horizontal
 * component), set on the element and restored by dispose(); `buttons`: which mouse buttons
 * start a gesture (default the main one only). Returns dispose(), which also ends a gesture
 * under way with cancel.
 */
export function gesture(element, handlers, options = {}) {
  const { touchAction = 'none' } = options;
  const hadTouchAction = element.style.touchAction;
  element.style.touchAction = touchAction;
  let id = null;                // the pointer of the gesture under way

  const samples = (e) => {
    // Safari 18.2's first coalesced entries lacked pointerId; Firefox Android returns [].
    const list = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    const own = list.filter((c) => c.pointerId === e.pointerId);
    return own.length > 0 ? own.map((c) => sample(c, e)) : [sample(e)];
  };
  const onMove = (e) => {
    if (e.pointerId !== id) return;
    for (const s of samples(e)) handlers.move?.(s);
  };
  const end = (e, kind) => {
    if (e.pointerId !== id) return;
    stop();
    handlers[kind]?.(sample(e));
  };
  const onUp = (e) => end(e, 'up');
  const onCancel = (e) => end(e, 'cancel');
  // The page does not scroll along the gesture's own axis, yet Chrome still reads a touch
  // lifted at speed as a fling, and the next tap anywhere within about half a second only stops
  // that fling: the page's button gets no click. A touch move the gesture consumes makes no
  // fling. Under 'none' every move is the gesture's; under 'pan-y' ('pan-x') only one more
  // across than along the page's scroll axis: a mostly vertical (horizontal) one is left to
  // the browser, which scrolls the page and cancels the gesture. Two fingers are the page's.
  const consumes = touchAction === 'none' ? () => true
    : touchAction === 'pan-y' ? (dx, dy) => Math.abs(dx) > Math.abs(dy)
      : touchAction === 'pan-x' ? (dx, dy) => Math.abs(dy) > Math.abs(dx)
        : null;
  let x0 = 0, y0 = 0;           // where the gesture's pointer went down (client px)
  const onTouchMove = (e) => {
    const t = e.touches.length === 1 ? e.touches[0] : null;
    if (t && e.cancelable && consumes(t.clientX - x0, t.clientY - y0)) e.preventDefault();
  };
  const touchOptions = { passive: false };
  function start() {
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    element.addEventListener('lostpointercapture', onCancel);
    if (consumes) element.addEventListener('touchmove', onTouchMove, touchOptions);
  }
  function stop() {
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointercancel', onCancel);
    element.removeEventListener('lostpointercapture', onCancel);
    if (consumes) element.removeEventListener('touchmove', onTouchMove, touchOptions);
    const was = id;
    id = null;
    if (was !== null && element.hasPointerCapture?.(was)) element.releasePointerCapture(was);
  }
  const onDown = (e) => {
    if (id !== null || !e.isPrimary) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (handlers.down?.(sample(e)) === false) return;
    id = e.pointerId;
    x0 = e.clientX; y0 = e.clientY;
    start();
    try { element.setPointerCapture(id); } catch { /* the pointer already left (a synthetic event) */ }
  };
  element.addEventListener('pointerdown', onDown);

  return function dispose() {
    element.removeEventListener('pointerdown', onDown);
    if (id !== null) {
      const was = id;
      stop();
      handlers.cancel?.({ x: NaN, y: NaN, t: performance.now() / MS_PER_S, pointerId: was, pointerType: '', event: null });
    }
    element.style.touchAction = hadTouchAction;
  };
}
