#!/usr/bin/env node
// fizz bench carousel's frames in fizz.wasm under node (V8), and, with --paired, natively in the
// same process (the native library through the node-native.c addon), frame by frame in turn.
//
// Usage: node carousel-node.mjs FIZZ.WASM [--paired LIBFIZZEXPORTS.so] [--frames N]
// The scenes and the script are those of Sources/FizzCLI/CarouselBench.swift, rebuilt through
// the same C calls: three carousels (Showcase's circular path with its rotate transform,
// iCarousel's cover flow, Showcase's V-shaped linear path with scale-rotate and paging), each of
// 10 and of 1,000,000 looping items, scrolled by a finger that presses, drags for 18 frames at
// 800 to 2,000 pt/s and lets go every 60 frames (a fling that glides or pages to rest). A frame
// is fizz_carousel_step(1/60), fizz_carousel_visible_count, fizz_carousel_visible and a read
// of every double of the records; only that is timed (the pointer calls are not), frames
// 61...660. Every frame's records are hashed afterwards (FNV-1a 64 over their bytes, in
// order), and so is the carousel at the end (fizz_carousel_hash): fizz bench refuses a figure
// whose hashes differ from the native run's, and --paired refuses a native run in node that
// differs from the wasm one. Prints one JSON line: {runtime, rows: [...]}, times in µs.
import { readFileSync } from "node:fs";
import { loadNative } from "./node-native.mjs";

const STRIDE = 21, DT = 1 / 60, WARM = 60;
// [name, direction, viewport w, h, item w, h, path kind, a, b, c, d, transform kind, p0...p5, snapping]
const TYPES = [
  ["circular", 1, 375, 600, 100, 100, 1, 1, -1, 0, Math.PI / 2, 1, 0.4, 8 * Math.PI, 0, 0, 0, 0, 1],
  ["cover flow", 0, 390, 300, 150, 150, 0, 0, 0, 0, 0, 17, 0.25, 2 * Math.PI, 0, 0.9, 0, 0.25, 1],
  ["linear", 1, 375, 600, 100, 100, 3, 0.8, 1, 0.3, 0, 3, 0.4, 8 * Math.PI, 0.8, 0.2, 0, 0, 2],
];
const COUNTS = [10, 1_000_000];

const args = process.argv.slice(2);
const option = (name) => { const at = args.indexOf(name); return at >= 0 ? args.splice(at, 2)[1] : null; };
const pairedLibrary = option("--paired");
const FRAMES = Number(option("--frames") ?? 660);
const [path] = args;

function check(status, what) {
  if (status < 0) throw new Error(`${what} failed with status ${status}`);
  return status;
}

function build(f, type, count) {
  const [, dir, vw, vh, iw, ih, pk, a, b, c, d, tk, p0, p1, p2, p3, p4, p5, snapping] = type;
  const h = f.fizz_carousel_create(vw, vh, iw, ih, count);
  if (!h) throw new Error("fizz_carousel_create failed");
  check(f.fizz_carousel_set_layout(h, dir, vw, vh, iw, ih, 8), "set_layout");
  check(f.fizz_carousel_set_path(h, pk, a, b, c, d), "set_path");
  check(f.fizz_carousel_set_transform(h, tk, p0, p1, p2, p3, p4, p5), "set_transform");
  check(f.fizz_carousel_set_snapping(h, snapping), "set_snapping");
  return h;
}

// The finger of frame `frame` (before its step): every 60 frames a press at 200 pt, 17 moves
// and a release at 200 + v·k/60 pt (k the frame in the cycle), v = ∓(800 + 400·(cycle mod 4))
// pt/s, alternating direction; (x, y) both on the finger so either axis follows it.
function finger(f, h, frame) {
  const cycle = Math.floor(frame / 60), k = frame % 60, t = frame / 60;
  if (k > 18) return;
  const v = (cycle % 2 ? 1 : -1) * (800 + 400 * (cycle % 4)), at = 200 + v * k / 60;
  const call = k === 0 ? "fizz_carousel_pointer_down" : (k < 18 ? "fizz_carousel_pointer_move" : "fizz_carousel_pointer_up");
  check(f[call](h, t, at, at), call);
}

// FNV-1a 64 over bytes, in two 32-bit halves (the prime is 2^40 + 0x1b3).
class Fnv {
  constructor() { this.hi = 0xcbf29ce4; this.lo = 0x84222325; }
  bytes(b) {
    let hi = this.hi, lo = this.lo;
    for (let i = 0; i < b.length; i++) {
      lo ^= b[i];
      const t = (lo >>> 0) * 0x1b3;
      const carry = Math.floor(t / 4294967296);
      hi = (Math.imul(hi, 0x1b3) + carry + ((lo << 8) >>> 0)) >>> 0;
      lo = t >>> 0;
    }
    this.hi = hi; this.lo = lo;
  }
  hex() { return this.hi.toString(16).padStart(8, "0") + this.lo.toString(16).padStart(8, "0"); }
}

const median = (v) => { const s = Array.from(v).sort((a, b) => a - b), m = s.length; return m % 2 ? s[(m - 1) / 2] : (s[m / 2 - 1] + s[m / 2]) / 2; };
const hex = (h) => BigInt.asUintN(64, h).toString(16).padStart(16, "0");

const { instance } = await WebAssembly.instantiate(readFileSync(path), {});
const f = instance.exports;
f._initialize();
let native = null;
if (pairedLibrary) {
  try { native = loadNative(pairedLibrary); } catch (e) { console.error(`not paired: ${e.message}`); }
}
let view = new Float64Array(f.memory.buffer), sum = 0;
// One frame in wasm as a JS host draws it, timed: the step, the count, the records' address,
// and every double of the records read through a view of the module's memory (made again
// only when the memory has grown). Returns µs.
function frameTime(h) {
  const t0 = process.hrtime.bigint();
  check(f.fizz_carousel_step(h, DT), "step");
  const n = f.fizz_carousel_visible_count(h);
  const p = f.fizz_carousel_visible(h);
  if (view.buffer !== f.memory.buffer) view = new Float64Array(f.memory.buffer);
  const base = p >>> 3, end = base + STRIDE * n;
  let read = 0;
  for (let k = base; k < end; k++) read += view[k];
  const t1 = process.hrtime.bigint();
  sum += read;
  return Number(t1 - t0) / 1e3;
}
const rows = [];
// V8 runs JS and wasm functions in baseline code until they have run enough to be compiled
// again by its optimizing compilers: a first, untimed pass over every scene gets every hot
// function there, so no scene is timed in baseline code for being first (up to 1.5× slower).
for (const pass of ["warm-up", "timed"]) for (const type of TYPES) {
  for (const count of COUNTS) {
    const h = build(f, type, count), nh = native ? build(native, type, count) : 0;
    if (native) native.carousel_frames_reset();
    const times = new Float64Array(FRAMES), nativeTimes = new Float64Array(FRAMES);
    const fnv = new Fnv();
    let records = 0;
    const nativeFrame = (frame) => {
      finger(native, nh, frame);
      nativeTimes[frame] = check(native.carousel_frame(nh, DT), "native frame") / 1e3;
    };
    for (let frame = 0; frame < FRAMES; frame++) {
      if (native && frame % 2 === 0) nativeFrame(frame);
      finger(f, h, frame);
      times[frame] = frameTime(h);
      const n = f.fizz_carousel_visible_count(h), p = f.fizz_carousel_visible(h);
      if (native && frame % 2 === 1) nativeFrame(frame);
      fnv.bytes(new Uint8Array(f.memory.buffer, p, 8 * STRIDE * n));
      records += n;
    }
    const row = { type: type[0], count, framesHash: fnv.hex(), finalHash: hex(f.fizz_carousel_hash(h)),
                  records: records / FRAMES };
    const timed = times.subarray(WARM), sorted = Array.from(timed).sort((a, b) => a - b);
    row.medianUs = median(timed); row.minUs = sorted[0]; row.p95Us = sorted[Math.floor(0.95 * sorted.length)];
    if (native) {
      if (native.carousel_frames_hash() !== row.framesHash || native.fizz_carousel_hash(nh) !== row.finalHash) {
        console.error(`${type[0]} × ${count}: the native library's frames (${native.carousel_frames_hash()}) differ from wasm's (${row.framesHash})`);
        process.exit(1);
      }
      const ratios = [];
      for (let frame = WARM; frame < FRAMES; frame++) ratios.push(times[frame] / nativeTimes[frame]);
      row.pairedNativeUs = median(nativeTimes.subarray(WARM));
      row.pairedRatio = median(ratios);
      native.fizz_carousel_destroy(nh);
    }
    f.fizz_carousel_destroy(h);
    if (pass === "timed") rows.push(row);
  }
}
console.log(JSON.stringify({ runtime: "node " + process.version, paired: !!native, rows }));
