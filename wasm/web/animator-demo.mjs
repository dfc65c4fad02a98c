// animator-demo.mjs — the Animator tab, written as a user would against fizz-wasm/dom: tap the
// stage and the ball goes there on the Animator's spring (the feel chosen in the options), or
// fling it and it glides on from the finger's speed (Framer's inertia). animate() interrupts
// itself seamlessly: a new target mid-flight starts from where the ball is, at its velocity.

import { animate, gesture } from '../js/dom/index.mjs';

export const FEELS = {
  gentle: { stiffness: 100, damping: 10 },      // Framer's default spring
  snappy: { stiffness: 400, damping: 40 },
  wobbly: { stiffness: 180, damping: 6 },
};

export function startAnimator(stage, ball, controls, stats) {
  const log = { targets: [], ready: true };
  let feel = 'gentle';
  const size = () => ball.getBoundingClientRect().width;
  const place = (x, y) => {
    const r = stage.getBoundingClientRect(), d = size();
    return { x: Math.min(Math.max(x - r.left - d / 2, 0), r.width - d), y: Math.min(Math.max(y - r.top - d / 2, 0), r.height - d) };
  };
  function go(to, velocity = 0) {
    log.targets.push(to);
    stats.textContent = `to ${Math.round(to.x)}, ${Math.round(to.y)} px · ${feel}`;
    animate(ball, { ...to, scale: 1 }, { ...FEELS[feel], velocity });
  }
  ball.style.transform = 'translate(0px, 0px)';
  gesture(stage, {
    down: (s) => { log.down = s; },
    up: (s) => go(place(s.x, s.y)),
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
