// picker-demo.mjs — the Picker tab, written as a user would against fizz-wasm/dom: Apple Music's
// genre picker. Every bubble is a real element (its genre's colour, a note picture and the
// name) in bubblePicker(), which moves it, grows it when selected and animates its removal.
// The options panel sets the feel (spring, magnetic, calm, still), the pan mode (anchor, push,
// scroll), adds and removes bubbles and resets the anchor and the scroll; a ring with its name
// marks the anchor (the attraction point a pan moves).
//
// Below `hooks` the page also logs what the engine was asked (taps, drags, each pan move with
// the engine's state before and after) for the tests, by wrapping the world's methods; a user's
// page needs none of it.

import { bubblePicker } from '../js/dom/index.mjs';

const GENRES = ['Rock', 'Jazz', 'Pop', 'Soul', 'Blues', 'Funk', 'Indie', 'Metal', 'Folk', 'Disco',
  'House', 'Techno', 'Reggae', 'Punk', 'Opera', 'Gospel', 'Swing', 'Ska', 'Grime', 'Drill',
  'Lo-fi', 'Ambient', 'Trance', 'Samba', 'Bossa', 'Dub', 'Grunge', 'Emo', 'Garage', 'Kpop'];
export const PALETTE = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const FIRST = 24;
const MAX = 120;              // beyond this a phone's cloud is mostly off-screen
const FEELS = ['spring', 'magnetic', 'calm', 'still'];
const PANS = ['anchor', 'push', 'scroll'];
const FEEL_PAN = { spring: 'anchor', magnetic: 'push', calm: 'anchor', still: 'scroll' };
// The genre's picture: a quaver, white on the colour.
const NOTE = 'data:image/svg+xml,' + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="white" d="M9 17a3 3 0 1 1-2-2.8V4l12-2v11a3 3 0 1 1-2-2.8V6.3L9 7.7z"/></svg>');

/** Bubble number i: its genre's colour, picture and name; radius 30..45 px. */
function genre(i) {
  const el = document.createElement('div');
  el.className = 'bubble';
  el.style.background = PALETTE[i % PALETTE.length];
  el.dataset.colour = PALETTE[i % PALETTE.length];
  el.innerHTML = `<img src="${NOTE}" alt="" width="16" height="16" draggable="false"><span>${GENRES[i % GENRES.length]}</span>`;
  return { element: el, radius: 30 + (i * 7) % 16 };
}

/** Builds the picker in `stage` and binds the options in `controls`; `hooks` gets the tab's
 *  test hooks (window.fizzDemo). Returns { show, hide }. */
export function startPicker(stage, controls, hooks) {
  const $ = (id) => document.getElementById(id);
  let made = 0;
  const next = () => genre(made++);
  const items = Array.from({ length: FIRST }, next);
  const live = items.map((it) => it.element);           // oldest first
  // The attraction point, shown (the binding keeps it centred on the anchor).
  const mark = document.createElement('div');
  mark.className = 'anchor-mark';
  mark.innerHTML = '<span>anchor</span>';
  const picker = bubblePicker(stage, items, { feel: 'spring', anchorMarker: mark });

  const pressed = (group, value) => {
    for (const b of group.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.textContent.trim() === value));
  };
  function showPan(mode) {
    pressed($('pans'), mode);
    for (const s of $('pan-help').children) s.classList.toggle('on', s.dataset.pan === mode);
    hooks.pan = PANS.indexOf(mode);
  }
  function stats() {
    const w = picker.world;
    if (!w) return;
    const a = w.anchor, o = w.contentOffset;
    $('count').textContent = String(live.length);
    $('selected').textContent = String(picker.selected().length);
    $('anchor').textContent = `${a.x.toFixed(2)}, ${a.y.toFixed(2)}`;
    $('offset').textContent = `${o.x.toFixed(0)}, ${o.y.toFixed(0)}`;
    $('frame-time').textContent = `${hooks.stepTime.toFixed(2)} ms`;
    $('add').disabled = live.length >= MAX;
    $('remove').disabled = live.length === 0;
  }

  controls.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b || !picker.world) return;
    const name = b.textContent.trim();
    if (b.parentElement.id === 'presets') {
      picker.setFeel(name);                      // also puts the content offset back at 0
      hooks.preset = FEELS.indexOf(name);
      pressed($('presets'), name);
      showPan(FEEL_PAN[name]);
    } else if (b.parentElement.id === 'pans') {
      picker.setPan(name);
      showPan(name);
    } else if (b.id === 'add' && live.length < MAX) {
      const it = next();
      live.push(it.element);
      picker.add(it);
    } else if (b.id === 'remove' && live.length > 0) {
      picker.remove(live.pop());                 // animated; 'remove' fires when it is gone
    } else if (b.id === 'reset') {
      picker.reset();
    }
    stats();
  });
  picker.on('select', stats);
  picker.on('deselect', stats);
  picker.on('remove', stats);
  picker.on('settle', () => { hooks.rests += 1; stats(); });

  picker.ready.then(() => {
    instrument(picker, hooks);
    showPan('anchor');
    stats();
    $('mode').textContent = '';
    hooks.ready = true;
  });
  return { show() {}, hide() {}, picker };
}

/** The tests' hooks: reads of the engine, and logs made by wrapping the world's input calls
 *  (each runs unchanged; the log is taken around it). */
function instrument(picker, hooks) {
  const world = picker.world;
  const probe = () => {
    const p = world.positions(), n = world.count, d = Math.max(n, 1);
    let cx = 0, cy = 0, vx = 0, vy = 0;
    for (let i = 0; i < n; i += 1) { cx += p[3 * i]; cy += p[3 * i + 1]; }
    const v = world.velocities();
    for (let i = 0; i < n; i += 1) { vx += v[2 * i]; vy += v[2 * i + 1]; }
    return { anchor: world.anchor, offset: world.contentOffset,
      centroid: { x: cx / d, y: cy / d }, meanVelocity: { x: vx / d, y: vy / d } };
  };
  const wrap = (name, around) => { const f = world[name].bind(world); world[name] = (...a) => around(f, ...a); };
  let pan = null, pointerType = 'mouse';
  document.addEventListener('pointerdown', (e) => { pointerType = e.pointerType; }, true);
  wrap('step', (f, dt) => {
    const t0 = performance.now();
    const r = f(dt);
    hooks.stepTime += (hooks.frames === 0 ? 1 : 0.1) * ((performance.now() - t0) - hooks.stepTime);
    hooks.frames += 1;
    return r;
  });
  wrap('resize', (f, w, h) => { const r = f(w, h); hooks.resizes += 1; return r; });
  wrap('tap', (f, x, y) => { const b = f(x, y); hooks.taps.push(b?.handle ?? 0); return b; });
  wrap('dragBegin', (f, x, y) => {
    const b = f(x, y);
    if (b) hooks.drags.push({ kind: 'bubble', handle: b.handle, pointerType });
    return b;
  });
  wrap('panBegin', (f, x, y) => {
    hooks.drags.push({ kind: 'background', handle: 0, pointerType });
    pan = { mode: hooks.pan, pointerType, start: { x, y }, begin: probe(), moves: [] };
    if (hooks.pans.length >= 20) hooks.pans.shift();
    hooks.pans.push(pan);
    return f(x, y);
  });
  wrap('panMove', (f, x, y) => {
    const before = probe();
    const r = f(x, y);
    pan?.moves.push({ x, y, before, after: probe() });
    return r;
  });
  wrap('panEnd', (f) => { const r = f(); if (pan) pan.end = probe(); pan = null; return r; });

  const colourOf = (el) => el?.dataset.colour ?? null;
  Object.assign(hooks, {
    picker, world, probe,
    hitTest: (x, y) => world.hitTest(x, y)?.handle ?? 0,
    anchor: () => world.anchor,
    viewAnchor: () => { const a = world.anchor, o = world.contentOffset; return { x: a.x * world.width - o.x, y: a.y * world.height - o.y }; },
    offset: () => world.contentOffset,
    worldSize: () => ({ width: world.width, height: world.height }),
    selected: () => picker.bubbles().filter((b) => b.flags & 1).map((b) => b.handle),
    /** Every bubble: handle, label, colour, centre (stage px), drawn radius, flags. */
    bubbles: () => picker.bubbles().map((b) => ({ handle: b.handle, label: b.element?.textContent ?? '',
      colour: colourOf(b.element), x: b.x, y: b.y, r: b.r, flags: b.flags })),
    parameters: () => ({ attraction: world.attraction, strength: world.strength, damping: world.damping, walls: world.walls }),
    isSettled: () => world.isSettled,
  });
}
