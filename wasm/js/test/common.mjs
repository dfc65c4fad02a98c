// Paths shared by the node tests: the module under test is wasm/fizz.wasm unless FIZZ_WASM says.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../../../', import.meta.url));
export const wasmPath = process.env.FIZZ_WASM ?? `${repo}wasm/fizz.wasm`;
export const headerText = () => readFileSync(`${repo}wasm/fizz.h`, 'utf8');
export const wasmBytes = () => readFileSync(wasmPath);
