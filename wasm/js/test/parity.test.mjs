// Every scenario under Tests/Scenarios replays in V8 to the committed golden summary, in fizz.wasm
// and in fizz-simd.wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { repo, headerText, wasmBytes } from './common.mjs';
import { parseHeader } from '../header.mjs';
import { parseScenario, replay, parseGolden } from '../scenario.mjs';
import { hasWasmSimd, loadFizz } from '../fizz.mjs';

const dir = `${repo}Tests/Scenarios/`;
const golden = parseGolden(readFileSync(`${dir}golden.txt`, 'utf8'));
const api = parseHeader(headerText());
// The module under test, and its SIMD twin (tools/build-wasm --simd) when it is the
// repository's and the twin is built: both must give the golden bits.
const modules = [['', new WebAssembly.Module(wasmBytes())]];
if (process.env.FIZZ_WASM === undefined && existsSync(`${repo}wasm/fizz-simd.wasm`)) {
  modules.push([' (SIMD module)', new WebAssembly.Module(readFileSync(`${repo}wasm/fizz-simd.wasm`))]);
}
const scenarios = readdirSync(dir).filter((f) => f.endsWith('.fizz')).sort();

test('every scenario has a golden line and every golden line a scenario', () => {
  assert.deepEqual(scenarios.map((f) => f.slice(0, -5)), [...golden.keys()].sort());
});

test('node has wasm SIMD, and loadFizz takes the SIMD twin when asked and built', async () => {
  assert.equal(hasWasmSimd(), true);
  if (modules.length < 2) return;
  const fizz = await loadFizz(undefined, { simd: true });
  const world = fizz.createWorld(390, 844);
  world.addBubble(100, 100, 30);
  world.step(1 / 60);
  world.dispose();
});

for (const [which, module] of modules) {
  for (const file of scenarios) {
    const name = file.slice(0, -5);
    test(`${name} replays to the golden frames and digest${which}`, () => {
      const scenario = parseScenario(readFileSync(dir + file, 'utf8'), api);
      const { exports } = new WebAssembly.Instance(module, {});
      exports._initialize();
      const trace = replay(scenario, exports);
      assert.equal(trace.summary, golden.get(name));
    });
  }
}
