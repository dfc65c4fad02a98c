// layout-demo.mjs — the Layout tab, written as a user of fizz-wasm/dom would write it: one
// brickLayout call over a page of elements. A page header sticks at the top; each section's
// header sticks under it (stacked across sections); a row of cards scrolls sideways and
// shrinks toward its edges (cover flow); a waterfall of notes of different lengths, their
// heights measured by the browser and reported to the engine. Scrolling (drag, wheel, keys)
// is the engine's: its decay's rest point, the rubber band past an end. Only the handed-out
// items have elements. The options panel switches the features.
import { brickLayout, loopState } from '../js/dom/index.mjs';

const COLOURS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const HEADER = '#e8e8ee';
const SECTIONS = [
  { label: 'Halves', ratio: 1 / 2, height: 0.6, count: 12 },
  { label: 'Thirds', ratio: 1 / 3, height: 1, count: 18 },
  { label: 'Quarters', ratio: 1 / 4, height: 1.4, count: 16 },
];
const WORDS = 'bricks flow in rows sections nest headers stick cards shrink toward the edges notes measure themselves'.split(' ');
const STYLE = `
.ly-view { width: 100%; height: 100%; outline: none; }
.ly-item { border-radius: 10px; display: flex; align-items: center; justify-content: center; font: 600 13px system-ui, sans-serif;
  color: #111318; user-select: none; }
.ly-header { background: ${HEADER}; border-radius: 6px; font-size: 15px; }
.ly-note { align-items: flex-start; justify-content: flex-start; padding: 8px; line-height: 17px; text-align: left; }
.ly-options { display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12px; align-items: center; }
.ly-options label { display: inline-flex; gap: 3px; align-items: center; }`;

/** The page's tree for brickLayout, with the features `f` asks for. */
function tree(f) {
  const sticky = f.sticky ? ['sticky'] : [];
  return {
    inset: 8, insets: [12, 12, 12, 12],
    children: [
      { name: 'header', width: 1, height: '44px', behaviors: sticky },
      { name: 'row', flow: 'horizontal', inset: 10, columns: 2, minColumnWidth: 100,
        children: [{ name: 'card', width: '120px', height: '90px', count: 12, behaviors: f.coverFlow ? ['flow'] : [] }] },
      ...SECTIONS.map((s, k) => ({ name: `section${k}`, inset: 8, insets: [0, 0, 8, 0], children: [
        { name: `h${k}`, width: 1, height: '32px', behaviors: sticky },
        { name: `b${k}`, width: s.ratio, height: s.height, count: s.count }] })),
      { name: 'notes', flow: 'waterfall', columns: f.columns, inset: 8, children: [
        { name: 'hn', width: 1, height: '32px', behaviors: sticky },
        { name: 'note', width: 1, height: 'auto 60px', count: 24 }] },
    ],
  };
}
const LABELS = { header: 'Bricks', h0: 'Halves', h1: 'Thirds', h2: 'Quarters', hn: 'Waterfall' };

/** The colour of an item, distinct from its neighbours (and what the pixel tests look for). */
export const colourOf = (id, repetition) => COLOURS[(id + repetition) % COLOURS.length];

function render(item, reuse) {
  const el = reuse ?? document.createElement('div');
  const label = LABELS[item.name];
  el.className = `ly-item${label ? ' ly-header' : ''}${item.name === 'note' ? ' ly-note' : ''}`;
  el.style.background = label ? HEADER : colourOf(item.id, item.repetition);
  el.dataset.item = `${item.id}:${item.repetition}`;
  if (item.name === 'note') {
    // 3 to 14 words: notes of different heights, measured by the browser.
    const n = 3 + ((item.repetition * 7) % 12);
    el.textContent = `${item.repetition + 1}. ${Array.from({ length: n }, (_, k) => WORDS[(item.repetition + k) % WORDS.length]).join(' ')}`;
  } else el.textContent = label ?? String(item.repetition + 1);
  return el;
}

/**
 * Runs the tab inside `box` (`canvas`, the old drawing surface, is hidden); writes its line to
 * `stats`; returns the hooks `window.fizzDemo.layout` exposes.
 */
export function startLayout(_fizz, canvas, box, stats) {
  canvas.hidden = true;
  const css = document.createElement('style');
  css.textContent = STYLE;
  document.head.append(css);
  const view = document.createElement('div');
  view.className = 'ly-view';
  view.id = 'layout-view';
  view.setAttribute('aria-label', 'a page of bricks: scroll it');
  box.append(view);
  const features = { sticky: true, coverFlow: true, columns: 2 };
  const log = { wheels: [], draws: 0, releases: [] };
  let page = null, ids = null;

  const panel = document.createElement('form');
  panel.className = 'ly-options';
  panel.setAttribute('aria-label', 'layout features');
  panel.innerHTML = `<label><input type="checkbox" name="sticky" checked>sticky headers</label>
    <label><input type="checkbox" name="coverFlow" checked>cover flow</label>
    <label>waterfall <select name="columns"><option>2</option><option>3</option></select></label>`;
  stats.before(panel);

  function start() {
    page?.destroy();
    hooks.ready = false;
    page = brickLayout(view, tree(features), { render, behaviors: { sticky: { kind: 'sticky', a: 0, b: 1 }, flow: { kind: 'cover-flow', a: 0.7 } } });
    page.on('release', (r) => { log.releases.push(r); if (log.releases.length > 20) log.releases.shift(); });
    page.on('render', (n) => {
      log.draws += 1;
      stats.textContent = `offset ${page.offset.toFixed(1)} pt · ${page.layout.count()} items handed out · ${n} drawn`;
    });
    page.ready.then(() => {
      const byName = page.ids();
      ids = { header: byName.header[0], row: byName.row[0], card: byName.card[0], headers: [0, 1, 2].map((k) => byName[`h${k}`][0]),
        bricks: [0, 1, 2].map((k) => byName[`b${k}`][0]), notes: byName.notes[0], note: byName.note[0], noteHeader: byName.hn[0] };
      hooks.ids = ids;
      hooks.ready = true;
    });
  }
  panel.addEventListener('change', () => {
    const f = panel.elements;
    Object.assign(features, { sticky: f.sticky.checked, coverFlow: f.coverFlow.checked, columns: +f.columns.value });
    start();
  });
  // The wheels the page received (after the binding scrolled by them), for the tests.
  view.addEventListener('wheel', (e) => {
    const k = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? view.clientHeight : 1;
    queueMicrotask(() => {
      log.wheels.push({ delta: e.deltaY * k, offset: page.offset });
      if (log.wheels.length > 50) log.wheels.shift();
    });
  });

  const hooks = Object.assign(log, {
    ready: false,
    ids: null,
    show() {},
    hide() {},
    /** What the engine handed out, what was drawn, and the offsets. */
    state: () => {
      const items = page.layout.items();
      const drawn = page.items().map((it) => ({ id: it.id, repetition: it.repetition, name: it.name,
        rect: it.element.getBoundingClientRect().toJSON(), colour: it.element.style.background }));
      return { offset: page.offset, contentHeight: page.layout.getContentHeight(),
        viewport: { width: page.layout.getViewportWidth(), height: page.layout.getViewportHeight() },
        items, drawn: drawn.length, elements: drawn, rowOffset: page.rowOffset(ids.row), resting: page.resting };
    },
    scrollTo: (y) => page.scrollTo(y, { animate: false }),
    scrollRowTo: (x) => page.scrollRowTo(ids.row, x),
    colourOf,
    loop: loopState,
  });
  start();
  return hooks;
}
