// Every scenario under Tests/Scenarios replays in V8 to the committed golden summary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { repo, headerText, wasmBytes } from './common.mjs';
import { parseHeader } from '../header.mjs';
import { parseScenario, replay, parseGolden } from '../scenario.mjs';

const dir = `${repo}Tests/Scenarios/`;
const golden = parseGolden(readFileSync(`${dir}golden.txt`, 'utf8'));
const api = parseHeader(headerText());
const module = new WebAssembly.Module(wasmBytes());
const scenarios = readdirSync(dir).filter((f) => f.endsWith('.fizz')).sort();

test('every scenario has a golden line and every golden line a scenario', () => {
  assert.deepEqual(scenarios.map((f) => f.slice(0, -5)), [...golden.keys()].sort());
});

for (const file of scenarios) {
  const name = file.slice(0, -5);
  test(`${name} replays to the golden frames and digest`, () => {
    const scenario = parseScenario(readFileSync(dir + file, 'utf8'), api);
    const { exports } = new WebAssembly.Instance(module, {});
    exports._initialize();
    const trace = replay(scenario, exports);
    assert.equal(trace.summary, golden.get(name));
  });
}
