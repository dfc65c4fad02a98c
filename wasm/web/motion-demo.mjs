// motion-demo.mjs — the Motion tab, written as a user would against fizz-wasm/dom: one pad
// whose gesture drives every effect through CSS custom properties that motion() writes.
// Across (x): a box slides along its lane, one fades in, one grows; down (y): one turns; the
// Dock row magnifies the icons near the finger (a cosine kernel, scale 1 → 1.8 and a lift).
// Each value is mapped from 0..1 to a range that is visible at its low end, so at rest every
// lane shows something. After the release the point glides on for a short way (the options
// choose none, short or long): a moderate flick does not pin every effect at its end.

import { motion } from '../js/dom/index.mjs';

export const GLIDES = { none: null, short: { power: 0.2, timeConstant: 0.25 }, long: { power: 0.8, timeConstant: 0.325 } };

/** Binds the pad; `dock` holds the row's icons. Returns the tab's hooks. */
export function startMotion(pad, dock, controls, stats) {
  const icons = [...dock.children];
  const log = { ends: [], ready: false };
  let m = null;
  function bind(glide) {
    m?.destroy();
    m = motion(pad, {
      release: GLIDES[glide],
      values: {
        fade: { from: 'x', stops: [[0, 0.2], [1, 1]] },
        grow: { from: 'x', stops: [[0, 0.45], [1, 1.15]] },
        turn: { from: 'y', stops: [[0, -90], [1, 90]] },
      },
      groups: { dock: { axis: 'x', kernel: 'cosine', radius: 110, items: icons, channels: { scale: [1, 1.8], lift: [0, -16] } } },
    });
    m.on('start', () => pad.classList.remove('resting'));
    m.on('end', (v) => { log.ends.push(v); stats.textContent = `released at ${Math.round(Math.hypot(v.vx, v.vy))} px/s`; });
    m.on('settle', () => pad.classList.add('resting'));
    m.ready.then(() => { log.ready = true; });
  }
  bind('short');
  pad.classList.add('resting');
  controls.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-glide]');
    if (!b) return;
    for (const o of b.parentElement.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b));
    bind(b.dataset.glide);
  });
  return Object.assign(log, { binding: () => m, show() {}, hide() {} });
}
