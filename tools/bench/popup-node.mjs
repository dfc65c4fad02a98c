#!/usr/bin/env node
// fizz bench's popup scenes in fizz.wasm under node (V8), timing only fizz_popup_solve.
//
// Usage: node popup-node.mjs FIZZ.WASM [ONE_HASH THOUSAND_HASH]
// Builds the two scenes of Sources/FizzCLI/PopupBench.swift through the C API, checks their
// hashes against the native ones after the timing, and prints one JSON line.
import { readFileSync } from "node:fs";

const [path, wantOne = "", wantThousand = ""] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(path), {});
const f = instance.exports;
f._initialize();
const hex = (h) => BigInt.asUintN(64, h).toString(16).padStart(16, "0");
const ok = (s, what) => { if (s < 0) throw new Error(`${what} failed with status ${s}`); return s; };

function one() {
  const l = f.fizz_popup_create(400, 300);
  const id = ok(f.fizz_popup_add(l), "add");
  ok(f.fizz_popup_set_reference(l, id, 180, 140, 40, 20), "reference");
  ok(f.fizz_popup_set_size(l, id, 100, 40), "size");
  return l;
}
function thousand() {
  const l = f.fizz_popup_create(2000, 2000);
  for (let k = 0; k < 1000; k++) {
    const id = ok(f.fizz_popup_add(l), "add");
    ok(f.fizz_popup_set_reference(l, id, 10 + 50 * (k % 40), 20 + 80 * Math.floor(k / 40), 8, 8), "reference");
    ok(f.fizz_popup_set_size(l, id, 60, 24), "size");
  }
  return l;
}
const median = (v) => { const s = [...v].sort((a, b) => a - b), m = s.length; return m % 2 ? s[(m - 1) / 2] : (s[m / 2 - 1] + s[m / 2]) / 2; };
function time(l, batches, per) {
  ok(f.fizz_popup_solve(l), "solve");
  const t = [];
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < per; i++) f.fizz_popup_solve(l);
    t.push(Number(process.hrtime.bigint() - t0) / 1e6 / per);
  }
  return median(t);
}
const a = one(), b = thousand();
const oneMicros = time(a, 51, 200) * 1000, thousandMs = time(b, 21, 2);
const oneHash = hex(f.fizz_popup_hash(a)), thousandHash = hex(f.fizz_popup_hash(b));
if (wantOne && oneHash !== wantOne) { console.error(`one-popup hash ${oneHash} differs from native ${wantOne}`); process.exit(1); }
if (wantThousand && thousandHash !== wantThousand) { console.error(`1,000-popup hash ${thousandHash} differs from native ${wantThousand}`); process.exit(1); }
const n = f.fizz_popup_count(b), w = new Uint32Array(f.memory.buffer, f.fizz_popup_placements(b), 3 * n);
let overlapping = 0;
for (let i = 0; i < n; i++) if (w[3 * i + 2] & 4) overlapping += 1;
console.log(JSON.stringify({ runtime: "node " + process.version, oneMicros, thousandMs, overlapping, oneHash, thousandHash }));
