// strip-demo.mjs — the Strip tab, written as a user would against fizz-wasm/dom: thirty cards
// of varied widths in a row; strip() gives them momentum (the finger's speed from every
// coalesced sample) and snapping that goes with the fling and can always show the last card.
// The options panel switches snapping and the spacing live (strip.update).

import { strip } from '../js/dom/index.mjs';

const ITEMS = 30;
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#8f7bff', '#3ba3ff', '#ff7ac6'];
// Varied widths, 56..119 px, the same on every load so a test can lay them out by hand.
export const WIDTHS = Array.from({ length: ITEMS }, (_, i) => 56 + (i * 37) % 64);

/** Builds the cards in `row`, binds the strip and its options; returns the tab's hooks. */
export function startStrip(row, controls, stats) {
  for (const [i, w] of WIDTHS.entries()) {
    const card = document.createElement('div');
    card.className = 'card';
    card.style.width = `${w}px`;
    card.style.background = COLOURS[i % COLOURS.length];
    card.textContent = String(i + 1);
    row.append(card);
  }
  const log = { lands: [], settles: [] };
  let s = strip(row, { spacing: 8, label: 'thirty cards: drag, fling or scroll sideways' });
  const say = (offset, what) => { stats.textContent = `${what} ${offset.toFixed(1)} px · ${ITEMS} cards`; };
  s.on('land', (o) => { log.lands.push(o); say(o, 'lands at'); });
  s.on('settle', (o) => { log.settles.push(o); say(o, 'offset'); });

  controls.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-snap], button[data-spacing]');
    if (!b) return;
    const group = b.parentElement;
    for (const o of group.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b));
    if (b.dataset.snap) s.update({ snap: b.dataset.snap === 'on' });
    else s.update({ spacing: Number(b.dataset.spacing) });
  });

  s.ready.then(() => { say(0, 'offset'); log.ready = true; });
  return Object.assign(log, {
    ready: false,
    binding: () => s,
    show() {},
    hide() {},
    widths: WIDTHS,
  });
}
