#!/usr/bin/env node
// replay.mjs — `fizz replay` in node: replays scenario files on fizz.wasm in V8 and prints
// `frame N HEX` lines and `summary frames=… final=… digest=…`, exactly like the Swift CLI.
// Usage: node wasm/js/replay.mjs [--quiet] [--wasm PATH] [--header PATH] FILE…
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHeader } from './header.mjs';
import { parseScenario, replay, hex16 } from './scenario.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const args = process.argv.slice(2);
let wasm = process.env.FIZZ_WASM ?? here('../fizz.wasm');
let header = here('../fizz.h');
let quiet = false;
const files = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--wasm') wasm = args[++i];
  else if (args[i] === '--header') header = args[++i];
  else if (args[i] === '--quiet') quiet = true;
  else files.push(args[i]);
}
if (files.length === 0) {
  console.error('usage: replay.mjs [--quiet] [--wasm PATH] [--header PATH] FILE…');
  process.exit(2);
}
const api = parseHeader(readFileSync(header, 'utf8'));
const module = new WebAssembly.Module(readFileSync(wasm));
let status = 0;
for (const file of files) {
  try {
    const scenario = parseScenario(readFileSync(file, 'utf8'), api);
    const { exports } = new WebAssembly.Instance(module, {});   // fresh state per scenario
    exports._initialize?.();
    const out = [];
    const trace = replay(scenario, exports, quiet ? undefined : (i, h) => out.push(`frame ${i + 1} ${hex16(h)}`));
    out.push(`summary ${trace.summary}`);
    process.stdout.write(out.join('\n') + '\n');
  } catch (e) {
    console.error(`${file}: ${e.message}`);
    status = 1;
  }
}
process.exit(status);
