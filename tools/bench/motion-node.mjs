#!/usr/bin/env node
// fizz bench's motion line under node (V8): one gesture mapped onto 10,000 targets per frame.
// Usage: node motion-node.mjs FIZZ.WASM. Builds the motion of Sources/FizzCLI/MotionBench.swift
// through the same C calls, times fizz_motion_map alone per frame with process.hrtime, and
// prints one JSON line: median and fastest ms over frames 61...600, and the checksum (FNV-1a 64
// over the last frame's output bits) that the native run must match.
import { readFileSync } from "node:fs";

const TARGETS = 10000, FRAMES = 600, TIMED_FROM = 60;
const x = (f) => 20 + 2.8 * (f % 100);
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const e = instance.exports;
e._initialize?.();
const m = e.fizz_motion_create(320, 200);
for (let i = 0; i < TARGETS; i += 1) {
  const t = e.fizz_motion_add_target(m, 0, 0, 3);
  if (i % 4 === 3) {
    e.fizz_motion_add_stop(m, t, 0, i); e.fizz_motion_add_stop(m, t, 0.5, 0); e.fizz_motion_add_stop(m, t, 1, 2 * i + 1);
    e.fizz_motion_set_easing(m, t, 1, 4, 0, 0, 0, 0);
  } else {
    e.fizz_motion_add_stop(m, t, 0, i); e.fizz_motion_add_stop(m, t, 1, 2 * i + 1);
  }
}
e.fizz_motion_pointer_down(m, 0, x(0), 100, 1);
const times = [];
let p = 0;
for (let f = 1; f <= FRAMES; f += 1) {
  e.fizz_motion_pointer_move(m, 0.008 * f, x(f), 100, 1);
  const t0 = process.hrtime.bigint();
  p = e.fizz_motion_map(m) >>> 0;
  const t1 = process.hrtime.bigint();
  if (f > TIMED_FROM) times.push(Number(t1 - t0) / 1e6);
}
times.sort((a, b) => a - b);
const n = e.fizz_motion_output_count(m);
const bytes = new Uint8Array(e.memory.buffer, p, 8 * n);
let h = 0xCBF29CE484222325n;
for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001B3n) & 0xFFFFFFFFFFFFFFFFn;
const mid = times.length >> 1;
const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
console.log(JSON.stringify({ medianMs: median, minMs: times[0], checksum: h.toString(16) }));
