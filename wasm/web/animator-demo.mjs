// animator-demo.mjs — the Animator tab, written as a user would against fizz-wasm/dom: tap the
// stage and the ball goes there on the Animator's spring (the feel chosen in the options), or
// drag the ball and let go: it glides on from the finger's speed (Framer's inertia, the
// engine's decay), springs back inside the stage past an edge and lands on one of nine points
// (the corners, the edges' middles, the centre: the engine's snap). animate() interrupts itself
// seamlessly: a new target mid-flight starts from where the ball is, at its velocity.

import { animate, gesture, engine } from '../js/dom/index.mjs';

export const FEELS = {
  gentle: { stiffness: 100, damping: 10 },      // Framer's default spring
  snappy: { stiffness: 400, damping: 40 },
  wobbly: { stiffness: 180, damping: 6 },
};
const SLOP = { mouse: 4, pen: 6, touch: 8 };    // CSS px a press may move and still be a tap
const REACH = 8;                                 // CSS px around the ball that still grabs it
const POINTER = 1;                               // the velocity tracker's pointer id

export function startAnimator(stage, ball, controls, stats) {
  const log = { targets: [], flings: [], ready: false };
  let feel = 'gentle';
  let tracker = null;           // the engine's velocity tracker (a Motion), for the release speed
  let press = null;             // { x0, y0, on (the ball), dx, dy (finger − ball, px), type, dragging }
  let current = null;           // the last animate()'s controls: values() reads where the ball is
  engine('motion').then((fizz) => {
    tracker = fizz.createMotion(1, 1);
    log.ready = true;
  });
  const size = () => ball.getBoundingClientRect().width;
  // The ball's travel: its top-left corner within the stage, CSS px.
  const room = () => {
    const r = stage.getBoundingClientRect(), d = size();
    return { w: Math.max(0, r.width - d), h: Math.max(0, r.height - d) };
  };
  const place = (x, y) => {
    const r = stage.getBoundingClientRect(), d = size(), { w, h } = room();
    return { x: Math.min(Math.max(x - r.left - d / 2, 0), w), y: Math.min(Math.max(y - r.top - d / 2, 0), h) };
  };
  function go(to, velocity = 0) {
    log.targets.push(to);
    stats.textContent = `to ${Math.round(to.x)}, ${Math.round(to.y)} px · ${feel}`;
    current = animate(ball, { ...to, scale: 1 }, { ...FEELS[feel], velocity });
  }
  function fling(vx, vy) {
    const { w, h } = room();
    log.flings.push({ vx, vy });
    stats.textContent = `flung at ${Math.round(Math.hypot(vx, vy))} px/s`;
    const glide = current = animate(ball, {}, {
      type: 'glide', velocity: { x: vx, y: vy },
      bounds: { x: [0, w], y: [0, h] },
      snap: { x: [0, w / 2, w], y: [0, h / 2, h] },
    });
    glide.finished.then(() => {
      const v = glide.values();
      if (log.flings.at(-1)?.vx === vx) stats.textContent = `flung at ${Math.round(Math.hypot(vx, vy))} px/s · landed at ${Math.round(v.x)}, ${Math.round(v.y)} px`;
    });
  }
  ball.style.transform = 'translate(0px, 0px)';
  gesture(stage, {
    down(s) {
      const b = ball.getBoundingClientRect();
      const on = s.x >= b.left - REACH && s.x <= b.right + REACH && s.y >= b.top - REACH && s.y <= b.bottom + REACH;
      const at = current?.values() ?? { x: 0, y: 0 };
      press = { x0: s.x, y0: s.y, on, dx: s.x - at.x, dy: s.y - at.y, type: s.pointerType, dragging: false };
      log.down = s;
      if (on && tracker) {
        tracker.resetTimeline(s.t);
        tracker.pointerDown(s.t, s.x, s.y, POINTER);
      }
      return true;
    },
    move(s) {
      if (!press?.on) return;
      if (!press.dragging && Math.hypot(s.x - press.x0, s.y - press.y0) <= (SLOP[press.type] ?? 6)) return;
      press.dragging = true;
      tracker?.pointerMove(s.t, s.x, s.y, POINTER);
      const { w, h } = room();
      // The ball under the finger, inside the stage; at once (the engine's value, no spring).
      current = animate(ball, { x: Math.min(Math.max(s.x - press.dx, 0), w), y: Math.min(Math.max(s.y - press.dy, 0), h) }, { motion: 'reduce' });
    },
    up(s) {
      const p = press;
      press = null;
      if (p?.dragging && tracker) {
        tracker.pointerUp(s.t, s.x, s.y, POINTER);
        fling(tracker.getVelocityX(), tracker.getVelocityY());
      } else go(place(s.x, s.y));
    },
    cancel(s) {
      const p = press;
      press = null;
      if (p?.on && tracker) tracker.cancel(Number.isFinite(s.t) ? s.t : performance.now() / 1000);
      if (p?.dragging) fling(0, 0);               // lands on the nearest point
    },
  });
  controls.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-feel], button#animator-centre');
    if (!b) return;
    if (b.dataset.feel) {
      feel = b.dataset.feel;
      for (const o of b.parentElement.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b));
      return;
    }
    const r = stage.getBoundingClientRect();
    go(place(r.left + r.width / 2, r.top + r.height / 2));
  });
  return Object.assign(log, { show() {}, hide() {} });
}
