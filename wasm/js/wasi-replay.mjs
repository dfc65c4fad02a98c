#!/usr/bin/env node
// wasi-replay.mjs — runs the WASI command wasm/fizz-replay.wasm under node:wasi: the scenario
// comes on stdin, the frame hashes go to stdout, and the command's exit code is ours.
// Usage: node wasm/js/wasi-replay.mjs [PATH/fizz-replay.wasm] < scenario.fizz
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WASI } from 'node:wasi';

const path = process.argv[2] ?? fileURLToPath(new URL('../fizz-replay.wasm', import.meta.url));
const wasi = new WASI({ version: 'preview1', args: ['fizz-replay'], env: {}, stdin: 0, stdout: 1, stderr: 2, returnOnExit: true });
const module = await WebAssembly.compile(readFileSync(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
