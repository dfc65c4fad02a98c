#!/usr/bin/env node
// The benchmark scene in fizz.wasm under node (V8), timing only fizz_world_step.
//
// Usage: node wasm-node.mjs N FIZZ.WASM [SETUP_HASH FINAL_HASH] [--paired LIBFIZZEXPORTS.so]
//        node wasm-node.mjs N FIZZ.WASM [SETUP_HASH FINAL_HASH] --against OTHER.wasm
// Builds the scene through the C API (the same jittered grid as
// Sources/Fizz/Bubbles/BenchmarkScene.swift, SplitMix64 in BigInt), checks the world hash
// against the native setup hash, times every step with process.hrtime, checks the final hash
// (same bits as native) and prints one JSON line like `fizz bench --child`.
//
// --paired builds node-native.c (a Node-API addon over the native library) and steps a native
// copy of the world in turn with the wasm one, native first on even steps, wasm first on odd
// ones: `pairedRatio` is the median of the per-step ratios wasm/native, which a slow minute of
// a shared machine cannot skew (it slows both halves of a pair).
//
// --against steps a world of a second module in turn the same way (both must end on one hash)
// and adds `againstMs` and `againstRatio`, the median of the per-step ratios
// FIZZ.WASM / OTHER.wasm: two builds of the module compared in one process, where separate runs
// on a shared machine differ by more than the change measured (issue 26, round seven). Its
// function names are rewritten (`$e4Fizz` to `$e4FizY`, the same length), so that under
// `node --cpu-prof` with two names builds the two modules' functions stay apart.
import { readFileSync } from "node:fs";
import { loadNative } from "./node-native.mjs";

const RADIUS = 1000 * Math.sqrt(0.5 / (1000 * Math.PI));
const PULL = 200, DAMPING = 0.5, DT = 1 / 60, STEPS = 660, TIMED_FROM = 60, SUBSTEP_RATE = 240;
const MASK = (1n << 64n) - 1n;

function* splitmix64(seed) {
  let state = seed;
  for (;;) {
    state = (state + 0x9E3779B97F4A7C15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    yield z ^ (z >> 31n);
  }
}

function positions(n, L) {
  let g = 1;
  while (g * g < n) g += 1;
  const cell = L / g, jitter = 0.9 * (cell - 2 * RADIUS);
  const rng = splitmix64(12345n);
  const unit = () => Number(rng.next().value >> 11n) * (1 / 9007199254740992);
  const out = [];
  for (let i = 0; i < n; i++) {
    const gx = Math.floor(i / g), gy = i % g;
    const ux = unit() - 0.5, uy = unit() - 0.5;
    out.push([(gx + 0.5) * cell + ux * jitter, (gy + 0.5) * cell + uy * jitter]);
  }
  return out;
}

const args = process.argv.slice(2);
const pairedAt = args.indexOf("--paired");
const pairedLibrary = pairedAt >= 0 ? args.splice(pairedAt, 2)[1] : null;
const againstAt = args.indexOf("--against");
const againstModule = againstAt >= 0 ? args.splice(againstAt, 2)[1] : null;
if (pairedLibrary && againstModule) { console.error("--paired and --against: one partner at a time"); process.exit(2); }
const [n, path, wantSetup = "", wantFinal = ""] = [Number(args[0]), args[1], args[2], args[3]];

function buildScene(f) {
  const w = f.fizz_world_create(L, L);
  for (const [name, args] of [["attraction", [1]], ["strength", [PULL]], ["damping", [DAMPING]], ["walls", [1, 1]],
                              ["substep", [SUBSTEP_RATE]], ["sleep", [0, 0.5]]]) {
    const status = f["fizz_world_set_" + name](w, ...args);
    if (status !== 0) throw new Error(`fizz_world_set_${name} failed with status ${status}`);
  }
  for (const [x, y] of positions(n, L)) if (f.fizz_bubble_add(w, x, y, RADIUS) === 0) throw new Error("bubble_add failed");
  return w;
}
const { instance } = await WebAssembly.instantiate(readFileSync(path), {});
const f = instance.exports;
f._initialize();
const L = 1000 * Math.sqrt(n / 1000);
const w = buildScene(f);
const hex = (h) => BigInt.asUintN(64, h).toString(16).padStart(16, "0");
const setup = hex(f.fizz_world_hash(w));
if (wantSetup && setup !== wantSetup) { console.error(`setup hash ${setup} differs from native ${wantSetup}`); process.exit(1); }
let native = null;
if (pairedLibrary) {
  // Without a C compiler or node's headers the run is still worth having, unpaired.
  try { native = loadNative(pairedLibrary); } catch (e) { console.error(`not paired: ${e.message}`); }
}
if (againstModule) {
  const bytes = readFileSync(againstModule);
  const renamed = Buffer.from(bytes.toString("latin1").replaceAll("$e4Fizz", "$e4FizY"), "latin1");
  const other = (await WebAssembly.instantiate(renamed, {})).instance.exports;
  other._initialize();
  // The native addon's hash is 16 hex digits; the module's a BigInt.
  native = { ...other, fizz_world_hash: (world) => hex(other.fizz_world_hash(world)) };
}
const nw = native ? buildScene(native) : 0;
if (native && native.fizz_world_hash(nw) !== setup) { console.error("the partner built a different scene"); process.exit(1); }
const step = f.fizz_world_step;
const times = new Float64Array(STEPS), nativeTimes = new Float64Array(STEPS);
const timeNative = (s) => {
  const t0 = process.hrtime.bigint();
  const status = native.fizz_world_step(nw, DT);
  nativeTimes[s] = Number(process.hrtime.bigint() - t0) / 1e6;
  if (status !== 0) throw new Error(`the partner's fizz_world_step failed with status ${status}`);
};
for (let s = 0; s < STEPS; s++) {
  if (native && s % 2 === 0) timeNative(s);
  const t0 = process.hrtime.bigint();
  step(w, DT);
  times[s] = Number(process.hrtime.bigint() - t0) / 1e6;
  if (native && s % 2 === 1) timeNative(s);
}
const final = hex(f.fizz_world_hash(w));
if (wantFinal && final !== wantFinal) { console.error(`final hash ${final} differs from native ${wantFinal}`); process.exit(1); }
const count = f.fizz_world_count(w);
const at = f.fizz_world_positions(w);   // may grow memory: take the buffer after the call
const p = new Float64Array(f.memory.buffer, at, 3 * count);
let total = 0;
for (let i = 0; i < count; i++) total += Math.hypot(p[3 * i] - L / 2, p[3 * i + 1] - L / 2);
const medianOf = (values) => {
  const v = Array.from(values).sort((a, b) => a - b), m = v.length;
  return m % 2 ? v[(m - 1) / 2] : (v[m / 2 - 1] + v[m / 2]) / 2;
};
const window = times.subarray(TIMED_FROM);
const paired = {};
if (native) {
  if (native.fizz_world_hash(nw) !== final) { console.error("the partner world ended in a different state"); process.exit(1); }
  const ratios = [];
  for (let s = TIMED_FROM; s < STEPS; s++) ratios.push(times[s] / nativeTimes[s]);
  const key = againstModule ? "against" : "paired";
  paired[againstModule ? "againstMs" : "pairedNativeMs"] = medianOf(nativeTimes.subarray(TIMED_FROM));
  paired[key + "Ratio"] = medianOf(ratios);
}
console.log(JSON.stringify({
  engine: "fizz", runtime: "node " + process.version, n, medianMs: medianOf(window), minMs: Math.min(...window), maxMs: Math.max(...window),
  meanDistance: total / count, peakRSSKiB: Math.round(process.resourceUsage().maxRSS), baselineRSSKiB: 0,
  maxSpeed: 0, maxOverlap: 0, setupHash: setup, finalHash: final, ...paired,
}));
