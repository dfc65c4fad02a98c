// demo.mjs — the bubble picker on a canvas, computed by fizz.wasm. Needs only a static file
// server rooted at wasm/ (the page loads ../fizz.wasm and ../js/fizz.mjs):
//   tools/serve-web-demo (python3 -m http.server -d wasm 8000)  →  http://127.0.0.1:8000/web/
//
// Pointer input: a tap selects (the picker's fizz_picker_tap when the module has it, else a
// hit test here and a highlight kept by the page), dragging a bubble moves it (the picker's
// drag calls), dragging the background moves the attraction point (fizz_world_set_anchor).
// `window.fizzDemo` exposes the state a test (or a curious person) can read.
import { loadFizz } from '../js/fizz.mjs';

const LABELS = ['Rock', 'Jazz', 'Pop', 'Soul', 'Blues', 'Funk', 'Indie', 'Metal', 'Folk', 'Disco',
  'House', 'Techno', 'Reggae', 'Punk', 'Opera', 'Gospel', 'Swing', 'Ska', 'Grime', 'Drill',
  'Lo-fi', 'Ambient', 'Trance', 'Samba'];
const PALETTE = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#3ba3ff', '#ff7ac6'];
const TAP_SLOP = 6;          // CSS px a press may travel and still be a tap

const canvas = document.getElementById('stage');
const ctx = canvas.getContext('2d');
const $ = (id) => document.getElementById(id);

// The world is the canvas in CSS pixels (1 pt = 1 CSS px); the backing store follows the
// device pixel ratio so the drawing stays sharp.
const width = canvas.width;
const height = canvas.height;
const dpr = window.devicePixelRatio || 1;
canvas.style.width = `${width}px`;
canvas.style.height = `${height}px`;
canvas.width = Math.round(width * dpr);
canvas.height = Math.round(height * dpr);

const state = {
  ready: false,
  error: null,
  picker: false,           // true when fizz.wasm has the picker API
  frames: 0,
  frameTime: 0,            // ms per frame (exponential average)
  stepTime: 0,
  drawTime: 0,
  taps: [],                // handles returned by each tap (0 = background)
  drags: [],               // { kind: 'bubble' | 'background', handle }
  ownSelection: new Set(), // selection kept by the page when the module has no picker
};

async function main() {
  const fizz = await loadFizz(new URL('../fizz.wasm', import.meta.url));
  const x = fizz.exports;
  const picker = typeof x.fizz_picker_tap === 'function' && typeof x.fizz_picker_render === 'function';
  state.picker = picker;
  const world = fizz.createWorld(width, height);
  const labels = new Map();     // handle → label index
  LABELS.forEach((label, i) => {
    const r = 30 + (i * 7) % 16;
    const px = r + ((i * 97) % (width - 2 * r));
    const py = r + ((i * 193) % (height - 2 * r));
    const h = picker
      ? fizz.handle(x.fizz_picker_add(world.handle, px, py, r, BigInt(i + 1)), 'fizz_picker_add')
      : world.addBubble(px, py, r).handle;
    labels.set(h, i);
  });

  // ---- Reading a frame: view points, radii, flags ----------------------------------------
  function frame() {
    const n = world.count;
    const ids = Array.from(world.ids());
    let xyr, scale, opacity, flags;
    if (picker) {
      // Each view is copied before the next call: a call may grow memory and detach it.
      const p = fizz.pointer(x.fizz_picker_render(world.handle), 'fizz_picker_render');
      const render = Array.from(new Float64Array(fizz.memory.buffer, p, n * 5));  // x, y, r, scale, opacity
      const f = fizz.pointer(x.fizz_picker_flags(world.handle), 'fizz_picker_flags');
      flags = Array.from(new Uint32Array(fizz.memory.buffer, f, n));
      xyr = []; scale = []; opacity = [];
      for (let i = 0; i < n; i += 1) {
        xyr.push(render[5 * i], render[5 * i + 1], render[5 * i + 2]);
        scale.push(render[5 * i + 3]); opacity.push(render[5 * i + 4]);
      }
    } else {
      xyr = Array.from(world.positions());
      scale = ids.map(() => 1); opacity = ids.map(() => 1);
      flags = ids.map((h) => (state.ownSelection.has(h) ? 1 : 0));
    }
    return { n, ids, xyr, scale, opacity, flags };
  }

  // The top-most (last drawn) bubble under a point, or 0.
  function hitTest(px, py) {
    if (picker) return x.fizz_picker_hit_test(world.handle, px, py) >>> 0;
    const f = frame();
    for (let i = f.n - 1; i >= 0; i -= 1) {
      const dx = px - f.xyr[3 * i], dy = py - f.xyr[3 * i + 1], r = f.xyr[3 * i + 2];
      if (dx * dx + dy * dy <= r * r) return f.ids[i];
    }
    return 0;
  }

  function selected() {
    const f = frame();
    return f.ids.filter((h, i) => (f.flags[i] & 1) !== 0);
  }

  // ---- Pointer input -------------------------------------------------------------------------
  let press = null;   // { id, x0, y0, kind: 'pending'|'bubble'|'background', handle, anchor0 }
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  canvas.addEventListener('pointerdown', (e) => {
    if (press) return;
    canvas.setPointerCapture(e.pointerId);
    const [px, py] = local(e);
    press = { id: e.pointerId, x0: px, y0: py, kind: 'pending', handle: hitTest(px, py), anchor0: world.anchor };
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const [px, py] = local(e);
    if (press.kind === 'pending' && Math.hypot(px - press.x0, py - press.y0) > TAP_SLOP) {
      if (press.handle !== 0 && picker) {
        const h = x.fizz_picker_drag_begin(world.handle, press.x0, press.y0) >>> 0;
        press.kind = h !== 0 ? 'bubble' : 'background';
        press.handle = h;
      } else {
        press.kind = 'background';
      }
      state.drags.push({ kind: press.kind, handle: press.handle });
    }
    if (press.kind === 'bubble') {
      x.fizz_picker_drag_move(world.handle, px, py);
    } else if (press.kind === 'background') {
      // The anchor follows the finger: it moves by the drag as a fraction of the world.
      const fx = press.anchor0.x + (px - press.x0) / width;
      const fy = press.anchor0.y + (py - press.y0) / height;
      fizz.check(x.fizz_world_set_anchor(world.handle, fx, fy), 'fizz_world_set_anchor');
    }
  });
  const release = (e) => {
    if (!press || e.pointerId !== press.id) return;
    if (press.kind === 'pending') {            // a tap
      const [px, py] = local(e);
      let h;
      if (picker) {
        h = x.fizz_picker_tap(world.handle, px, py) >>> 0;
      } else {
        h = hitTest(px, py);
        if (h !== 0) {
          if (state.ownSelection.has(h)) state.ownSelection.delete(h); else state.ownSelection.add(h);
        }
      }
      state.taps.push(h);
    } else if (press.kind === 'bubble') {
      x.fizz_picker_drag_end(world.handle);
    }
    press = null;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  // ---- Drawing -------------------------------------------------------------------------------
  function draw(f) {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const a = world.anchor;
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.arc(a.x * width, a.y * height, 6, 0, Math.PI * 2);
    ctx.moveTo(a.x * width - 10, a.y * height); ctx.lineTo(a.x * width + 10, a.y * height);
    ctx.moveTo(a.x * width, a.y * height - 10); ctx.lineTo(a.x * width, a.y * height + 10);
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < f.n; i += 1) {
      const cx = f.xyr[3 * i], cy = f.xyr[3 * i + 1], r = f.xyr[3 * i + 2] * f.scale[i];
      const label = labels.get(f.ids[i]) ?? 0;
      const isSelected = (f.flags[i] & 1) !== 0;
      ctx.globalAlpha = f.opacity[i];
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = isSelected ? PALETTE[label % PALETTE.length] : '#2c313d';
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = isSelected ? 'rgba(255,255,255,0.9)' : 'rgba(255,255,255,0.18)';
      ctx.stroke();
      ctx.fillStyle = isSelected ? '#111318' : '#e8e8ea';
      ctx.font = `${isSelected ? 600 : 500} ${Math.max(10, Math.round(r * 0.36))}px system-ui, sans-serif`;
      ctx.fillText(LABELS[label], cx, cy);
    }
    ctx.globalAlpha = 1;
  }

  // ---- The loop -------------------------------------------------------------------------------
  let last = performance.now();
  const ms = (v) => `${v.toFixed(2)} ms`;
  function tick(now) {
    const dt = Math.min(Math.max((now - last) / 1000, 0), 0.1);   // a hidden tab resumes calmly
    last = now;
    const t0 = performance.now();
    if (dt > 0) world.step(dt);
    const t1 = performance.now();
    const f = frame();
    draw(f);
    const t2 = performance.now();
    const k = state.frames === 0 ? 1 : 0.1;
    state.stepTime += k * ((t1 - t0) - state.stepTime);
    state.drawTime += k * ((t2 - t1) - state.drawTime);
    state.frameTime += k * ((t2 - t0) - state.frameTime);
    state.frames += 1;
    if (state.frames % 10 === 1) {
      const a = world.anchor;
      $('frame-time').textContent = ms(state.frameTime);
      $('step-time').textContent = ms(state.stepTime);
      $('draw-time').textContent = ms(state.drawTime);
      $('count').textContent = String(f.n);
      $('selected').textContent = String(f.flags.filter((g) => (g & 1) !== 0).length);
      $('anchor').textContent = `${a.x.toFixed(3)}, ${a.y.toFixed(3)}`;
    }
    requestAnimationFrame(tick);
  }

  Object.assign(window.fizzDemo, {
    fizz, world, hitTest,
    /** The attraction point as fractions of the world, read from the engine. */
    anchor: () => world.anchor,
    /** Handles the engine (or, without the picker, the page) marks selected. */
    selected,
    /** Every bubble: handle, label, centre and radius in canvas CSS px. */
    bubbles: () => {
      const f = frame();
      return f.ids.map((h, i) => ({ handle: h, label: LABELS[labels.get(h) ?? 0], x: f.xyr[3 * i], y: f.xyr[3 * i + 1], r: f.xyr[3 * i + 2] * f.scale[i] }));
    },
    isSettled: () => world.isSettled,
  });
  $('mode').textContent = picker ? 'fizz.wasm · picker API' : 'fizz.wasm · page-side selection';
  state.ready = true;
  requestAnimationFrame(tick);
}

window.fizzDemo = state;
main().catch((e) => {
  state.error = String(e && e.stack ? e.stack : e);
  $('mode').textContent = `failed: ${e.message ?? e}`;
  console.error(e);
});
