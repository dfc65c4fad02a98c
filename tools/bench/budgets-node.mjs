#!/usr/bin/env node
// `fizz bench budgets --wasm` in node (V8): each case file is a scenario whose last line is the
// timed call (Sources/FizzCLI/BudgetBench.swift writes them; `fizz bench budgets --write DIR`).
//
// Usage: node budgets-node.mjs MODULE.wasm FILE.fizz…
// Replays each file on a fresh instance of MODULE with wasm/js's replayer, timing every call of
// the function the last line calls (the last one's figure stays): the process's CPU time (a
// wasm call runs on this thread; V8 compiles the module before the first call) and the wall
// time. Prints one JSON line per file: {file, cpu, wall, digest} (seconds; the digest of the
// whole replay, as `fizz replay` prints it), or {file, skipped} when MODULE lacks a call the
// file makes (a product module serves only its own kinds).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHeader } from '../../wasm/js/header.mjs';
import { parseScenario, replay, hex16 } from '../../wasm/js/scenario.mjs';

const [path, ...files] = process.argv.slice(2);
if (!path || files.length === 0) {
  console.error('usage: budgets-node.mjs MODULE.wasm FILE.fizz…');
  process.exit(2);
}
const api = parseHeader(readFileSync(fileURLToPath(new URL('../../wasm/fizz.h', import.meta.url)), 'utf8'));
const module = new WebAssembly.Module(readFileSync(path));
const seconds = (t) => (t.user + t.system) / 1e6;

for (const file of files) {
  const scenario = parseScenario(readFileSync(file, 'utf8'), api);
  const { exports } = new WebAssembly.Instance(module, {});
  // Every call a replay makes: each line's, its array's counting call and its frame's hash.
  const needed = scenario.lines.flatMap(({ fn }) => [fn.name, fn.count, fn.frame?.hash].filter(Boolean));
  if (needed.some((n) => typeof exports[`fizz_${n}`] !== 'function')) {
    console.log(JSON.stringify({ file, skipped: true }));
    continue;
  }
  exports._initialize?.();
  const target = `fizz_${scenario.lines[scenario.lines.length - 1].fn.name}`;
  const timed = { cpu: 0, wall: 0 };
  const inner = exports[target];
  const wrapped = Object.assign(Object.create(null), exports, {
    [target]: (...args) => {
      const c0 = process.cpuUsage(), w0 = process.hrtime.bigint();
      const r = inner(...args);
      timed.wall = Number(process.hrtime.bigint() - w0) / 1e9;
      timed.cpu = seconds(process.cpuUsage(c0));
      return r;
    },
  });
  const trace = replay(scenario, wrapped);
  console.log(JSON.stringify({ file, cpu: timed.cpu, wall: timed.wall, digest: hex16(trace.digest) }));
}
