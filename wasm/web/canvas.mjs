// canvas.mjs — what the sections' canvases share: a backing store of one pixel per device
// pixel (CSS size × devicePixelRatio, so the drawing stays sharp) and pointer points in the
// canvas's CSS px (1 pt = 1 CSS px in every section).

/**
 * Sizes `canvas`'s backing store to `box` (which sets its CSS size) and returns that size
 * `{ width, height }` in CSS px, or null while the box has none (its section hidden).
 */
export function fitCanvas(canvas, box) {
  const r = box.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return null;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(r.width * dpr);
  canvas.height = Math.round(r.height * dpr);
  return { width: r.width, height: r.height };
}

/** A pointer event's point in `canvas`'s CSS px: [x, y]. */
export function pointIn(canvas, e) {
  const r = canvas.getBoundingClientRect();
  return [e.clientX - r.left, e.clientY - r.top];
}
