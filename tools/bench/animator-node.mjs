#!/usr/bin/env node
// fizz bench --animator's scene in fizz.wasm under node: 10,000 springs (k 100, c 1, m 1,
// channel i from (i mod 100) − 50 toward 0), 60 warm frames, 600 timed frames of 1/60 s, each
// frame one fizz_animator_step timed with process.hrtime. Prints one JSON line (medianMs,
// minMs, p95Ms, finalHash); AnimatorBench.swift compares the hash with the native run's.
// Usage: node animator-node.mjs FIZZ.WASM
import { readFileSync } from "node:fs";

const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const f = instance.exports;
f._initialize();
const a = f.fizz_animator_create();
for (let i = 0; i < 10000; i++) f.fizz_animator_add_spring(a, (i % 100) - 50, 0, 100, 1, 1);
for (let i = 0; i < 60; i++) f.fizz_animator_step(a, 1 / 60);
const times = [];
for (let i = 0; i < 600; i++) {
  const t0 = process.hrtime.bigint();
  f.fizz_animator_step(a, 1 / 60);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((x, y) => x - y);
const finalHash = BigInt.asUintN(64, f.fizz_animator_hash(a)).toString(16);
console.log(JSON.stringify({ medianMs: times[300], minMs: times[0], p95Ms: times[570], finalHash }));
