// demo.mjs — the bubble picker on a canvas, computed by fizz.wasm. Needs only a static file
// server rooted at wasm/ (the page loads ../fizz.wasm and ../js/fizz.mjs):
//   tools/serve-web-demo (python3 -m http.server -d wasm 8000)  →  http://127.0.0.1:8000/web/
//
// The world is the canvas in CSS pixels (1 pt = 1 CSS px) and follows its size
// (fizz_world_resize); the backing store follows the device pixel ratio so the drawing stays
// sharp. Pointer events serve mouse, pen and touch alike: a tap selects (fizz_picker_tap),
// dragging a bubble moves it (fizz_picker_drag_*), dragging the background pans
// (fizz_picker_pan_*: anchor, push or scroll, as the Pan control says). `window.fizzDemo`
// exposes what a test (or a curious person) reads back from the engine.
//
// The picker is the first of the page's sections (tabs.mjs); the others are their own modules
// and add their hooks under window.fizzDemo.<section> when first shown.
//
// The page records every call into the engine from the start, in every tab (Fizz.startRecording):
// the Save recording button downloads the session as a .fizz scenario, which `fizz replay FILE` runs natively
// to the frames the page computed, and `fizz render FILE` draws. A bug report becomes a file.
import { loadFizz, Pan, Preset, Query, Spawn, Event, Flag } from '../js/fizz.mjs';
import { hex16 } from '../js/scenario.mjs';
import { startTabs } from './tabs.mjs';
import { startStrip } from './strip-demo.mjs';
import { startMotion } from './motion-demo.mjs';
import { startPopups } from './popup-demo.mjs';
import { startLayout } from './layout-demo.mjs';
import { startCarousel } from './carousel-demo.mjs';
import { startAnimator } from './animator-demo.mjs';
import { setEngine, loopState } from '../js/dom/index.mjs';

const LABELS = ['Rock', 'Jazz', 'Pop', 'Soul', 'Blues', 'Funk', 'Indie', 'Metal', 'Folk', 'Disco',
  'House', 'Techno', 'Reggae', 'Punk', 'Opera', 'Gospel', 'Swing', 'Ska', 'Grime', 'Drill',
  'Lo-fi', 'Ambient', 'Trance', 'Samba', 'Bossa', 'Dub', 'Grunge', 'Emo', 'Garage', 'Kpop'];
const PALETTE = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const ANCHOR_COLOUR = '#7fd1ff';
const FIRST_BUBBLES = 24;
const MAX_BUBBLES = 120;      // beyond this a phone's cloud is mostly off-screen
// How far (CSS px) a press may travel and still be a tap: a fingertip wobbles more than a mouse.
const TAP_SLOP = { mouse: 5, pen: 8, touch: 10 };
// What each preset brings (wasm/fizz.h, "Presets"): its pan mode and anchor spring-back, which
// the engine has no getter for, and the spawn policy of its original (the seed's corners,
// Magnetic's sides).
const PRESETS = {
  [Preset.SPRING]: { pan: Pan.ANCHOR, springBack: 0, spawn: Spawn.CORNERS },
  [Preset.MAGNETIC]: { pan: Pan.PUSH, springBack: 0, spawn: Spawn.SIDES },
  [Preset.CALM]: { pan: Pan.ANCHOR, springBack: 2, spawn: Spawn.CENTER },
  [Preset.STILL]: { pan: Pan.SCROLL, springBack: 0, spawn: Spawn.RANDOM },
};
const PAN_SMOOTHING = 0.2;    // the engine's defaults (wasm/fizz.h), passed back unchanged
const PAN_PUSH_GAIN = 5;
const PAN_HELP = {
  [Pan.ANCHOR]: 'move the anchor ✛ the bubbles gather around',
  [Pan.PUSH]: 'throw the whole cloud',
  [Pan.SCROLL]: 'scroll a cloud wider than the view (magnetic, more bubbles)',
};

const canvas = document.getElementById('stage');
const box = document.getElementById('stage-box');
const ctx = canvas.getContext('2d');
const $ = (id) => document.getElementById(id);

const state = {
  ready: false,
  error: null,
  frames: 0,
  rests: 0,                // times the picker's loop stopped at rest
  frameTime: 0,            // ms per frame (step + draw, exponential average)
  stepTime: 0,
  drawTime: 0,
  size: { width: 0, height: 0, dpr: 1, pixelWidth: 0, pixelHeight: 0 },
  resizes: 0,
  preset: Preset.SPRING,
  pan: Pan.ANCHOR,
  presses: [],             // the pointer type of each press on the page ('mouse', 'touch', 'pen')
  taps: [],                // handles returned by each tap (0 = background)
  drags: [],               // { kind: 'bubble' | 'background', handle, pointerType }
  pans: [],                // per background pan: mode, pointer type, each move with the engine before/after
};

async function main() {
  const fizz = await loadFizz(new URL('../fizz.wasm', import.meta.url), { record: true });
  // Every fizz-wasm/dom binding of the page uses this one full, recording engine.
  setEngine(fizz);
  window.fizzDemo.loop = loopState;       // the shared loop's { awake, pending, frames }, for tests
  const tabs = startTabs($('tabs'), {
    picker: () => startPicker(fizz),
    strip: () => (window.fizzDemo.strip = startStrip($('strip-row'), $('strip-controls'), $('strip-stats'))),
    motion: () => (window.fizzDemo.motion = startMotion($('motion-pad'), $('motion-dock'), $('motion-controls'), $('motion-stats'))),
    popups: () => (window.fizzDemo.popups = startPopups(fizz, $('popups-canvas'), $('popups-box'), $('popups-stats'))),
    layout: () => (window.fizzDemo.layout = startLayout(fizz, $('layout-canvas'), $('layout-box'), $('layout-stats'))),
    carousel: () => (window.fizzDemo.carousel = startCarousel($('carousel-deck'), $('carousel-controls'), $('carousel-stats'))),
    animator: () => (window.fizzDemo.animator = startAnimator($('animator-stage'), $('animator-ball'), $('animator-controls'), $('animator-stats'))),
  });
  window.fizzDemo.tab = tabs.current;
  startRecordButton(fizz, $('record'), tabs.current);
}

/** The Save recording button: downloads the recording so far as fizz-<tab>.fizz. Hooks: recording() (the
 *  text) and downloads: each download's name and text, with the hash of every frame up to it
 *  (hex, as the page's engine computed it) and the summary its replay must print. */
function startRecordButton(fizz, button, currentTab) {
  window.fizzDemo.downloads = [];
  // The pointer types of the presses the button saw: a test that gets no download says
  // whether its press reached the button at all.
  window.fizzDemo.recordPresses = [];
  button.addEventListener('pointerdown', (e) => window.fizzDemo.recordPresses.push(e.pointerType));
  button.addEventListener('click', () => {
    const text = fizz.recording();
    const name = `fizz-${currentTab()}.fizz`;
    // What the page's engine computed up to this file, taken with it (the page steps on).
    window.fizzDemo.downloads.push({ name, text, frames: fizz.recorder.frames.map(hex16), summary: fizz.recorder.summary });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    // Say what was saved: a download may open no dialog at all.
    $('record-status').textContent = `saved ${name} (${Math.max(1, Math.round(text.length / 1024))} KB)`;
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  Object.assign(window.fizzDemo, {
    recording: () => fizz.recording(),
  });
}

/** The picker section: runs from its first show; shown, it steps and draws every frame. */
function startPicker(fizz) {
  let world = null;
  const labels = new Map();      // handle → label index
  let added = 0;                 // user data of the next bubble (non-zero keys are unique)

  function addBubble(policy) {
    const i = added;
    added += 1;
    const r = 30 + (i * 7) % 16;
    const b = world.spawn(policy, r, BigInt(i + 1));
    labels.set(b.handle, i % LABELS.length);
  }

  // ---- Size: the canvas box decides; the world and the backing store follow ------------------
  function fit(cssWidth, cssHeight, pixelWidth, pixelHeight) {
    if (cssWidth < 1 || cssHeight < 1) return;
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
    state.size = { width: cssWidth, height: cssHeight, dpr: window.devicePixelRatio || 1, pixelWidth, pixelHeight };
    if (world === null) {
      world = fizz.createWorld(cssWidth, cssHeight);
      for (let i = 0; i < FIRST_BUBBLES; i += 1) addBubble(Spawn.RANDOM);
    } else if (world.width !== cssWidth || world.height !== cssHeight) {
      world.resize(cssWidth, cssHeight);
    }
    state.resizes += 1;
    if (state.ready) { draw(frame()); kick(); }
  }
  // Device pixels are CSS px × the ratio, rounded. (ResizeObserver's devicePixelContentBoxSize
  // would be exact, but Chromium reports it unscaled under DevTools device emulation.)
  const measure = () => {
    const r = box.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    fit(r.width, r.height, Math.round(r.width * dpr), Math.round(r.height * dpr));
  };
  new ResizeObserver(measure).observe(box);
  measure();

  // ---- Reading a frame: view points, radii, flags -------------------------------------------
  function frame() {
    // Each view is copied before the next call: a call may grow memory and detach it.
    const ids = Array.from(world.ids());
    const render = Array.from(world.render());       // x, y, radius, scale, opacity
    const flags = Array.from(world.flags());
    return { n: ids.length, ids, render, flags };
  }
  const viewAnchor = () => {
    const a = world.anchor, o = world.contentOffset;
    return { x: a.x * world.width - o.x, y: a.y * world.height - o.y };
  };
  // What a gesture changes, read from the engine: for the test and the curious.
  function probe() {
    const p = world.positions(), n = world.count, d = Math.max(n, 1);
    let cx = 0, cy = 0;
    for (let i = 0; i < n; i += 1) { cx += p[3 * i]; cy += p[3 * i + 1]; }
    const v = world.velocities();
    let vx = 0, vy = 0;
    for (let i = 0; i < n; i += 1) { vx += v[2 * i]; vy += v[2 * i + 1]; }
    return { anchor: world.anchor, offset: world.contentOffset,
      centroid: { x: cx / d, y: cy / d }, meanVelocity: { x: vx / d, y: vy / d } };
  }

  // ---- Pointer input --------------------------------------------------------------------------
  // One gesture at a time: a second finger is ignored until the first lifts.
  let press = null;   // { id, type, x0, y0, x, y, kind: 'pending'|'bubble'|'background', pan }
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  document.addEventListener('pointerdown', (e) => { state.presses.push(e.pointerType); }, true);
  canvas.addEventListener('pointerdown', (e) => {
    if (press || !e.isPrimary) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    canvas.setPointerCapture(e.pointerId);
    const [px, py] = local(e);
    press = { id: e.pointerId, type: e.pointerType, x0: px, y0: py, x: px, y: py, kind: 'pending', pan: null };
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const [px, py] = local(e);
    press.x = px; press.y = py;
    if (press.kind === 'pending') {
      if (Math.hypot(px - press.x0, py - press.y0) <= (TAP_SLOP[press.type] ?? TAP_SLOP.touch)) return;
      // Decided by where the press began, not where the finger is now.
      const held = world.dragBegin(press.x0, press.y0);
      if (held) {
        press.kind = 'bubble';
        state.drags.push({ kind: 'bubble', handle: held.handle, pointerType: press.type });
      } else {
        press.kind = 'background';
        state.drags.push({ kind: 'background', handle: 0, pointerType: press.type });
        press.pan = { mode: state.pan, pointerType: press.type, start: { x: press.x0, y: press.y0 }, begin: probe(), moves: [] };
        world.panBegin(press.x0, press.y0);
        if (state.pans.length >= 20) state.pans.shift();
        state.pans.push(press.pan);
      }
    }
    if (press.kind === 'bubble') {
      world.dragMove(px, py);
    } else {
      const before = probe();
      world.panMove(px, py);
      press.pan.moves.push({ x: px, y: py, before, after: probe() });
    }
  });
  const release = (e) => {
    if (!press || e.pointerId !== press.id) return;
    if (press.kind === 'pending' && e.type === 'pointerup') {
      const [px, py] = local(e);
      state.taps.push(world.tap(px, py)?.handle ?? 0);
    } else if (press.kind === 'bubble') {
      world.dragEnd();
    } else if (press.kind === 'background') {
      world.panEnd();
      press.pan.end = probe();
    }
    press = null;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  // ---- Controls -------------------------------------------------------------------------------
  const pressed = (group, attr, value) => {
    for (const b of group.querySelectorAll('button')) b.setAttribute('aria-pressed', String(Number(b.dataset[attr]) === value));
  };
  function setPan(mode) {
    world.setPan(mode, PAN_SMOOTHING, PAN_PUSH_GAIN, PRESETS[state.preset].springBack);
    state.pan = mode;
    pressed($('pans'), 'pan', mode);
    $('pan-help').textContent = PAN_HELP[mode];
  }
  $('presets').addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    const p = Number(b.dataset.preset);
    world.preset(p);
    world.setContentOffset(0, 0);    // a scroll left by the last feel would pile the cloud against a wall
    state.preset = p;
    pressed($('presets'), 'preset', p);
    setPan(PRESETS[p].pan);
  });
  $('pans').addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (b) setPan(Number(b.dataset.pan));
  });
  $('add').addEventListener('click', () => {
    if (world.count < MAX_BUBBLES) addBubble(PRESETS[state.preset].spawn);
    updateButtons();
  });
  $('remove').addEventListener('click', () => {
    const live = world.query(Query.ALL);         // live bubbles, oldest first
    if (live.length > 0) world.bubble(live[live.length - 1]).removeAnimated();
    updateButtons();
  });
  function updateButtons() {
    $('add').disabled = world.count >= MAX_BUBBLES;
    $('remove').disabled = world.query(Query.ALL).length === 0;
  }

  // ---- Drawing --------------------------------------------------------------------------------
  function draw(f) {
    const { width, height, pixelWidth, pixelHeight } = state.size;
    ctx.setTransform(pixelWidth / width, 0, 0, pixelHeight / height, 0, 0);
    ctx.clearRect(0, 0, width, height);
    drawGrid(width, height);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < f.n; i += 1) {
      const cx = f.render[5 * i], cy = f.render[5 * i + 1], r = f.render[5 * i + 2] * f.render[5 * i + 3];
      const label = labels.get(f.ids[i]) ?? 0;
      const isSelected = (f.flags[i] & Flag.SELECTED) !== 0;
      ctx.globalAlpha = f.render[5 * i + 4];
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      // Coloured as Apple Music's genres: each its colour, deeper while unselected.
      ctx.fillStyle = PALETTE[label % PALETTE.length];
      ctx.fill();
      if (!isSelected) { ctx.fillStyle = 'rgba(17,19,24,0.45)'; ctx.fill(); }
      ctx.lineWidth = (f.flags[i] & Flag.DRAGGED) !== 0 ? 3 : 1.5;
      ctx.strokeStyle = isSelected || (f.flags[i] & Flag.DRAGGED) !== 0 ? 'rgba(255,255,255,0.9)' : 'rgba(255,255,255,0.18)';
      ctx.stroke();
      if (r >= 12) {
        const ink = isSelected ? '#111318' : '#f4f4f6';
        ctx.fillStyle = ink;
        ctx.font = `${isSelected ? 600 : 500} ${Math.max(10, Math.round(r * 0.36))}px system-ui, sans-serif`;
        ctx.fillText(LABELS[label], cx, cy + r * 0.18);
        drawNote(cx, cy - r * 0.32, r * 0.22, ink);     // the genre's picture: a note
      }
    }
    ctx.globalAlpha = 1;
    drawAnchor();
    if (press && press.kind !== 'pending') {   // where the finger is: a fingertip hides it
      ctx.beginPath();
      ctx.arc(press.x, press.y, 22, 0, Math.PI * 2);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }

  // A faint grid fixed to the world: it shows the content moving when the view scrolls.
  /** A quaver of height `h` centred at (x, y): the picture on every bubble. */
  function drawNote(x, y, h, ink) {
    ctx.save();
    ctx.fillStyle = ink; ctx.strokeStyle = ink; ctx.lineWidth = Math.max(1, h * 0.14);
    ctx.beginPath(); ctx.ellipse(x - h * 0.2, y + h * 0.32, h * 0.22, h * 0.16, -0.4, 0, Math.PI * 2); ctx.fill();
    ctx.beginPath(); ctx.moveTo(x, y + h * 0.3); ctx.lineTo(x, y - h * 0.5); ctx.lineTo(x + h * 0.32, y - h * 0.25); ctx.stroke();
    ctx.restore();
  }

  function drawGrid(width, height) {
    const step = 48, o = world.contentOffset;
    const x0 = -((o.x % step) + step) % step, y0 = -((o.y % step) + step) % step;
    ctx.beginPath();
    for (let x = x0; x < width; x += step) { ctx.moveTo(x, 0); ctx.lineTo(x, height); }
    for (let y = y0; y < height; y += step) { ctx.moveTo(0, y); ctx.lineTo(width, y); }
    ctx.strokeStyle = 'rgba(255,255,255,0.035)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  // The attraction point, drawn over the bubbles (it sits in the middle of the cloud): a ring
  // and a cross outlined in dark so they read on any colour, with its name; dimmed when the
  // preset has no field pulling toward it.
  function drawAnchor() {
    const { x, y } = viewAnchor();
    const live = world.attraction !== 2;
    ctx.save();
    ctx.globalAlpha = live ? 1 : 0.45;
    ctx.beginPath();
    ctx.arc(x, y, 14, 0, Math.PI * 2);
    ctx.moveTo(x - 26, y); ctx.lineTo(x - 8, y); ctx.moveTo(x + 8, y); ctx.lineTo(x + 26, y);
    ctx.moveTo(x, y - 26); ctx.lineTo(x, y - 8); ctx.moveTo(x, y + 8); ctx.lineTo(x, y + 26);
    ctx.lineCap = 'round';
    ctx.strokeStyle = 'rgba(10,12,16,0.85)';
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.strokeStyle = ANCHOR_COLOUR;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.beginPath(); ctx.arc(x, y, 3, 0, Math.PI * 2); ctx.fillStyle = ANCHOR_COLOUR; ctx.fill();
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    const text = live ? 'anchor' : 'anchor (no field)';
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(10,12,16,0.85)';
    ctx.strokeText(text, x + 18, y - 16);
    ctx.fillText(text, x + 18, y - 16);
    ctx.restore();
  }

  // ---- The loop: one frame per animation frame while the section is shown ---------------------
  let last = performance.now();
  let shown = false, running = false;
  const ms = (v) => `${v.toFixed(2)} ms`;
  const pair = (a, b, digits) => `${a.toFixed(digits)}, ${b.toFixed(digits)}`;
  function tick(now) {
    if (!shown) { running = false; return; }
    const dt = Math.min(Math.max((now - last) / 1000, 0), 0.1);   // a hidden tab resumes calmly
    last = now;
    // A zoom or a move to another screen changes the ratio without resizing the box.
    if ((window.devicePixelRatio || 1) !== state.size.dpr) measure();
    const t0 = performance.now();
    if (dt > 0) world.step(dt);
    const events = world.events();
    for (let i = 0; i < events.length; i += 4) {
      if (events[i] === Event.REMOVED) labels.delete(events[i + 1]);
    }
    const t1 = performance.now();
    const f = frame();
    draw(f);
    const t2 = performance.now();
    const k = state.frames === 0 ? 1 : 0.1;
    state.stepTime += k * ((t1 - t0) - state.stepTime);
    state.drawTime += k * ((t2 - t1) - state.drawTime);
    state.frameTime += k * ((t2 - t0) - state.frameTime);
    state.frames += 1;
    const resting = world.isSettled && press === null;
    if (state.frames % 10 === 1 || resting) {
      const a = world.anchor, o = world.contentOffset;
      $('frame-time').textContent = ms(state.frameTime);
      $('count').textContent = String(f.n);
      $('selected').textContent = String(f.flags.filter((g) => (g & Flag.SELECTED) !== 0).length);
      $('anchor').textContent = pair(a.x, a.y, 2);
      $('offset').textContent = pair(o.x, o.y, 0);
      updateButtons();
    }
    // At rest (the engine says settled, no finger down) the loop stops: an idle picker costs
    // no main-thread time. Any input, control or resize wakes it (kick).
    if (resting) {
      running = false;
      state.rests += 1;
      return;
    }
    requestAnimationFrame(tick);
  }
  function kick() {
    if (!shown || running) return;
    running = true;
    last = performance.now();      // the time at rest is not simulated
    requestAnimationFrame(tick);
  }
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) canvas.addEventListener(type, kick);
  for (const id of ['presets', 'pans', 'add', 'remove']) $(id).addEventListener('click', () => setTimeout(kick));

  Object.assign(window.fizzDemo, {
    fizz, world, probe,
    /** The top-most bubble's handle at a view point, or 0. */
    hitTest: (x, y) => world.hitTest(x, y)?.handle ?? 0,
    /** The attraction point as fractions of the world, read from the engine. */
    anchor: () => world.anchor,
    /** The anchor in canvas CSS px (where it is drawn). */
    viewAnchor,
    /** The content offset in pt. */
    offset: () => world.contentOffset,
    /** The engine's world size in pt. */
    worldSize: () => ({ width: world.width, height: world.height }),
    /** Handles the engine marks selected. */
    selected: () => { const f = frame(); return f.ids.filter((h, i) => (f.flags[i] & Flag.SELECTED) !== 0); },
    /** Every bubble: handle, label, centre (view points = canvas CSS px), drawn radius, flags. */
    bubbles: () => {
      const f = frame();
      return f.ids.map((h, i) => ({ handle: h, label: LABELS[labels.get(h) ?? 0], colour: PALETTE[(labels.get(h) ?? 0) % PALETTE.length],
        x: f.render[5 * i], y: f.render[5 * i + 1], r: f.render[5 * i + 2] * f.render[5 * i + 3], flags: f.flags[i] }));
    },
    /** The world's parameters a preset sets (wasm/fizz.h, "Presets"). */
    parameters: () => ({ attraction: world.attraction, strength: world.strength, damping: world.damping, walls: world.walls }),
    isSettled: () => world.isSettled,
  });
  setPan(state.pan);
  updateButtons();
  $('mode').textContent = '';
  state.ready = true;
  return {
    show() {
      shown = true;
      kick();
    },
    hide() { shown = false; },
  };
}

window.fizzDemo = state;
main().catch((e) => {
  state.error = String(e && e.stack ? e.stack : e);
  $('mode').textContent = `· failed: ${e.message ?? e}`;
  console.error(e);
});
