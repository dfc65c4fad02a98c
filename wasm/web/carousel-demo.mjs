// carousel-demo.mjs — the Carousel tab, written as a user would against fizz-wasm/dom: twelve
// cards bound with carousel(); the options panel switches every type the engine has, the
// path, looping and snapping live (carousel.update), and the line under it says where a
// release will land before the carousel moves (on('land')).

import { carousel } from '../js/dom/index.mjs';

const COUNT = 12;
const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#8f7bff', '#3ba3ff', '#ff7ac6'];
// Every type, with the path and looping it shows best (Showcase's types ride a path).
export const TYPES = {
  coverFlow: { label: 'cover flow', loop: false },
  coverFlow2: { label: 'cover flow 2', loop: false },
  swiperCoverflow: { label: 'Swiper coverflow', loop: false },
  swiperCards: { label: 'Swiper cards', loop: false },
  linear: { label: 'linear', loop: true },
  rotary: { label: 'rotary', loop: true },
  invertedRotary: { label: 'inverted rotary', loop: true },
  cylinder: { label: 'cylinder', loop: true },
  invertedCylinder: { label: 'inverted cylinder', loop: true },
  wheel: { label: 'wheel', loop: true },
  invertedWheel: { label: 'inverted wheel', loop: true },
  timeMachine: { label: 'time machine', loop: false },
  invertedTimeMachine: { label: 'inverted time machine', loop: false },
  scale: { label: 'Showcase scale · circular', loop: true, path: 'circular' },
  rotate: { label: 'Showcase rotate · wave', loop: true, path: 'wave' },
  scaleRotate: { label: 'Showcase scale+rotate · linear', loop: true, path: 'linear' },
  plain: { label: 'plain', loop: true },
};

/** Builds the cards in `deck`, binds the carousel and its options; returns the tab's hooks. */
export function startCarousel(deck, controls, stats) {
  for (let i = 0; i < COUNT; i += 1) {
    const card = document.createElement('div');
    card.className = 'slide';
    card.style.background = COLOURS[i % COLOURS.length];
    card.textContent = String(i + 1);
    deck.append(card);
  }
  const select = controls.querySelector('#carousel-type');
  for (const [name, t] of Object.entries(TYPES)) select.append(new Option(t.label, name));
  const log = { lands: [], settles: [], ready: false };
  const options = (name) => ({ type: name, loop: TYPES[name].loop, path: TYPES[name].path ?? 'straight' });
  const c = carousel(deck, { ...options('coverFlow'), start: 5, label: 'twelve cards' });
  const say = (text) => { stats.textContent = text; };
  // Where it stands when it says where it will land: the glide has not begun yet.
  c.on('land', (i) => { log.lands.push({ index: i, position: c.position }); say(`lands on ${i + 1} of ${COUNT}`); });
  c.on('settle', (i) => { log.settles.push({ index: i, position: c.position }); say(`on ${i + 1} of ${COUNT}`); });
  c.ready.then(() => { say(`on ${c.index + 1} of ${COUNT}`); log.ready = true; });

  select.addEventListener('change', () => c.update(options(select.value)));
  controls.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-snapping]');
    if (!b) return;
    for (const o of b.parentElement.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b));
    c.update({ snapping: b.dataset.snapping });
  });
  return Object.assign(log, { binding: () => c, types: Object.keys(TYPES), show() {}, hide() {} });
}
