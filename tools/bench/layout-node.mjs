#!/usr/bin/env node
// `fizz bench layout`'s trees in fizz.wasm under node (V8): full layouts and scroll updates.
//
// Usage: node layout-node.mjs FIZZ.WASM RUNS SIZES [EXPECTED.json]
// Builds the trees of Sources/FizzCLI/LayoutBench.swift (documented there) through the C API
// (building is not timed), times fizz_layout_set_offset (the full layout: every brick laid
// out and handed out) and then reading every frame through a Float64Array over the module's
// memory (no copy), best of RUNS fresh trees; then 1,000 scroll updates with a sticky header.
// With EXPECTED (the native run's JSON), every hash (fizz_layout_hash: the tree, the frames
// and the ids handed out) must equal the native one, or the runner fails. Prints one JSON line.
import { readFileSync } from "node:fs";

const [path, runsArg = "3", sizesArg = "1000,10000,100000", expectedPath] = process.argv.slice(2);
const runs = Number(runsArg), sizes = sizesArg.split(",").map(Number);
const { instance } = await WebAssembly.instantiate(readFileSync(path), {});
const f = instance.exports;
f._initialize();
const hex = (h) => BigInt.asUintN(64, h).toString(16).padStart(16, "0");
const ok = (s, what) => { if (s < 0) throw new Error(`${what} failed with status ${s}`); return s; };
const RATIO = 0, FIXED = 1, STICKY = 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;   // ms

// The trees (LayoutBench.swift): flat, n quarter bricks 40 pt tall in the root (inset 5, edge
// insets 5); nested, 10 × 10 × 10 sections (inset 2, edge insets 2) below the root (the same),
// the k-th of each ten holding n / 1000 half bricks 20 pt tall directly or through k mod 3
// one-child sections: bricks in sections 3, 4 or 5 deep.
function build(shape, n) {
  const l = f.fizz_layout_create(400, 800);
  if (!l) throw new Error("create failed");
  if (shape === "flat") {
    ok(f.fizz_layout_set_section_insets(l, 1, 5, 5, 5, 5, 5, 1), "insets");
    for (let k = 0; k < n; k++) ok(f.fizz_layout_add_brick(l, 1, 0, RATIO, 0.25, FIXED, 40), "brick");
  } else {
    ok(f.fizz_layout_set_section_insets(l, 1, 2, 2, 2, 2, 2, 1), "insets");
    const section = (parent) => {
      const s = ok(f.fizz_layout_add_section(l, parent, 0, RATIO, 1), "section");
      ok(f.fizz_layout_set_section_insets(l, s, 2, 2, 2, 2, 2, 1), "insets");
      return s;
    };
    const level = (parent, depth, k) => {
      let s = section(parent);
      if (depth === 3) {
        for (let w = 0; w < k % 3; w++) s = section(s);   // the bricks' section 3, 4 or 5 deep
        for (let b = 0; b < n / 1000; b++) ok(f.fizz_layout_add_brick(l, s, 0, RATIO, 0.5, FIXED, 20), "brick");
      } else { for (let j = 0; j < 10; j++) level(s, depth + 1, j); }
    };
    for (let j = 0; j < 10; j++) level(1, 1, j);
  }
  ok(f.fizz_layout_set_margin(l, 1e7), "margin");
  return l;
}

const full = [];
for (const n of sizes) {
  for (const shape of ["flat", "nested"]) {
    let best = Infinity, bestRead = Infinity, count = 0, hash = "", sum = 0;
    for (let r = 0; r < runs; r++) {
      const l = build(shape, n);
      const t0 = now();
      ok(f.fizz_layout_set_offset(l, 0, 0), "offset");
      const t1 = now();
      // What a JS user pays to read every frame: a view over the module's memory, each
      // frame's x, y, width and height read once.
      count = f.fizz_layout_count(l);
      const fr = new Float64Array(f.memory.buffer, f.fizz_layout_frames(l), 7 * count);
      let s = 0;
      for (let i = 0; i < 7 * count; i += 7) s += fr[i] + fr[i + 1] + fr[i + 2] + fr[i + 3];
      const t2 = now();
      best = Math.min(best, t1 - t0); bestRead = Math.min(bestRead, t2 - t1);
      sum = s; hash = hex(f.fizz_layout_hash(l));
      f.fizz_layout_destroy(l);
    }
    full.push({ n, shape, ms: best, readMs: bestRead, count, sum, hash });
  }
}

const scroll = [];
for (const n of [100000, 1000000]) {
  const l = f.fizz_layout_create(400, 800);
  const sticky = ok(f.fizz_layout_add_behavior(l, STICKY, 0, 0, 0, 0), "behavior");
  ok(f.fizz_layout_set_section_insets(l, 1, 4, 0, 0, 0, 0, 1), "insets");
  const header = ok(f.fizz_layout_add_brick(l, 1, 0, RATIO, 1, FIXED, 50), "header");
  ok(f.fizz_layout_attach(l, sticky, header, 1), "attach");
  const body = ok(f.fizz_layout_add_brick(l, 1, 0, RATIO, 0.5, FIXED, 40), "brick");
  ok(f.fizz_layout_set_repeat_count(l, body, n), "repeat");
  let y = 100000;
  ok(f.fizz_layout_set_offset(l, 0, y), "offset");
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = now();
    for (let k = 0; k < 1000; k++) { y += 3; f.fizz_layout_set_offset(l, 0, y); }
    best = Math.min(best, (now() - t0) / 1000);
  }
  scroll.push({ n, us: best * 1000, window: f.fizz_layout_count(l), hash: hex(f.fizz_layout_hash(l)) });
  f.fizz_layout_destroy(l);
}

if (expectedPath) {
  const want = JSON.parse(readFileSync(expectedPath, "utf8"));
  const key = (r) => `${r.n} ${r.shape ?? "scroll"}`;
  const native = new Map([...want.full, ...want.scroll].map((r) => [key(r), r.hash]));
  for (const r of [...full, ...scroll]) {
    const h = native.get(key(r));
    if (h !== undefined && h !== r.hash) { console.error(`${key(r)}: hash ${r.hash} differs from native ${h}`); process.exit(1); }
  }
}
console.log(JSON.stringify({ runtime: "node " + process.version, full, scroll }));
