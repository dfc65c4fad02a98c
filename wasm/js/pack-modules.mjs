// pack-modules.mjs copy|remove — npm's prepack and postpack: copies ../fizz.wasm, ../fizz.h,
// ../fizz-simd.wasm (the full module with wasm SIMD, when built) and
// every product's module ../fizz-<product>.wasm that tools/build-wasm made (the products of
// fizz.h's @kind lines; not fizz-replay.wasm, the WASI command) next to fizz.mjs for packing,
// and removes the copies afterwards.
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { parseKinds } from './header.mjs';

const products = [...new Set(parseKinds(readFileSync('../fizz.h', 'utf8')).map((k) => k.product))];
const files = ['fizz.wasm', 'fizz.h', ...['simd', ...products].map((p) => `fizz-${p}.wasm`).filter((f) => existsSync(`../${f}`))];
for (const f of files) {
  if (process.argv[2] === 'copy') copyFileSync(`../${f}`, f);
  else rmSync(f, { force: true });
}
