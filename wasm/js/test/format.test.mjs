// The scenario number grammar, the header reader and the digest's hash, on values a person
// can check by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headerText } from './common.mjs';
import { parseHeader, isCallable } from '../header.mjs';
import { parseNumber, parseScenario, FNV1a, ScenarioError, editDistance, nearestCall } from '../scenario.mjs';

test('decimals are M × 10^e with one rounding', () => {
  assert.equal(parseNumber('0.1').double, 0.1);
  assert.equal(parseNumber('1/60').double, 1 / 60);
  assert.equal(parseNumber('4.9').double, 4.9);
  assert.equal(parseNumber('1e22').double, 1e22);
  assert.equal(parseNumber('-2.5E-3').double, -0.0025);
  assert.equal(parseNumber('123456789012345').double, 123456789012345);
  assert.ok(Object.is(parseNumber('-0').double, -0));
  assert.equal(parseNumber('40').integer, 40n);
  assert.equal(parseNumber('-1').integer, -1n);
  assert.equal(parseNumber('4.0').integer, null);
});

test('literals outside the exact grammar are refused', () => {
  for (const t of ['1e23', '1e-23', '1234567890123456', '0x123456789', '+0x1', '.', '1e', '1.2.3', '1/', 'x', '--1', '0.1f']) {
    assert.equal(parseNumber(t), null, t);
  }
});

test('hex floats spell exact bits (subnormals, range edges ± 1 ulp)', () => {
  assert.equal(parseNumber('0x0.0000000000001p-1022').double, 5e-324);
  assert.ok(Object.is(parseNumber('-0x0.0p+0').double, -0));
  assert.equal(parseNumber('0x1.312d000000001p+23').double, 10000000.000000002);
  assert.equal(parseNumber('0x1.8p1').double, 3);
  assert.equal(parseNumber('0x1.fffffffffffffp+1023').double, Number.MAX_VALUE);
  assert.equal(parseNumber('0x1p3').integer, null);
  for (const t of ['0x1.0p1024', '0x0.8p-1021', '0x1.00000000000000p0', '0x2p0']) assert.equal(parseNumber(t), null, t);
});

test('hex words and special values', () => {
  assert.equal(parseNumber('0x1F').integer, 31n);
  assert.equal(parseNumber('-0x1').integer, -1n);
  assert.equal(parseNumber('0xFFFFFFFF').integer, 4294967295n);
  assert.ok(Number.isNaN(parseNumber('nan').double));
  assert.equal(parseNumber('-inf').double, -Infinity);
  assert.equal(parseNumber('+inf').double, Infinity);
});

test('the header gives every function its types and array strides', () => {
  const api = parseHeader(headerText());
  assert.deepEqual(api.get('world_create').params, ['f64', 'f64']);
  assert.equal(api.get('world_create').result, 'i32');
  assert.equal(api.get('world_hash').result, 'i64');
  assert.equal(api.get('world_positions').result, 'doubles');
  assert.equal(api.get('world_positions').stride, 3);
  assert.equal(api.get('world_velocities').stride, 2);
  assert.equal(api.get('world_ids').result, 'words');
  assert.equal(api.get('world_ids').stride, 1);
  assert.equal(api.get('world_ids').count, 'world_count');
  assert.deepEqual(api.get('world_ids').countArgs, [0]);
  assert.equal(api.get('picker_events').count, 'picker_event_count');
  assert.equal(api.get('last_error_message').result, 'string');
  assert.deepEqual(api.get('bubble_add').params, ['i32', 'f64', 'f64', 'f64']);
  assert.deepEqual(api.get('version').params, []);
  for (const fn of api.values()) assert.ok(fn.cName.startsWith('fizz_'));
});

test('array lengths come from the comment above: fizz_<name>(param, …), × (a, b, …)', () => {
  const api = parseHeader(`/* fizz_thing_count(world) × (kind, id, detail, 0) uint32 records. */
const uint32_t* fizz_things(uint32_t world);
/* fizz_row_count(world, row) × (x, y) doubles. */
const double* fizz_row(uint32_t world, int32_t row);
/* count × (x, y) doubles: the old shorthand, no longer a length. */
const double* fizz_points(uint32_t world);
/* fizz_point_count(strip) × (x, y): names no parameter of the function. */
const double* fizz_stray(uint32_t world);`);
  assert.deepEqual([api.get('things').count, api.get('things').countArgs, api.get('things').stride], ['thing_count', [0], 4]);
  assert.deepEqual([api.get('row').count, api.get('row').countArgs, api.get('row').stride], ['row_count', [0, 1], 2]);
  assert.equal(api.get('points').result, 'unsupported');
  assert.equal(api.get('stray').result, 'unsupported');
});

test('a header convention that is not followed makes a call unusable, not wrong', () => {
  const api = parseHeader(`/* not a count */\nconst double* fizz_odd(uint32_t w);\n/* c */ int32_t fizz_buf(uint8_t* p);`);
  assert.equal(isCallable(api.get('odd')), false);
  assert.equal(isCallable(api.get('buf')), false);
});

test('FNV-1a 64 matches the published vectors', () => {
  const h = new FNV1a();
  assert.equal(h.value, 0xcbf29ce484222325n);          // empty input
  h.byte(0x61);                                        // "a"
  assert.equal(h.value, 0xaf63dc4c8601ec8cn);
  const f = new FNV1a();
  for (const c of 'foobar') f.byte(c.charCodeAt(0));
  assert.equal(f.value, 0x85944171f73967e8n);
});

test('scenario errors name the line', () => {
  const api = parseHeader(headerText());
  assert.throws(() => parseScenario('w = world_create 1 1\nworld_stepp w 1', api), (e) => e instanceof ScenarioError && e.line === 2);
  assert.throws(() => parseScenario('world_step w 1/60', api), /used before it is assigned/);
  assert.throws(() => parseScenario('w = world_create 1', api), /wrong number of arguments/);
  assert.throws(() => parseScenario('world_set_walls 0 0.5 1', api), /not an integer literal/);
  assert.throws(() => parseScenario('version *0', api), /repeat count/);
  const s = parseScenario('# c\n\nw = world_create 390 844 # size\nworld_step w 1/60 *600\n', api);
  assert.equal(s.lines.length, 2);
  assert.equal(s.lines[1].repeat, 600);
});

test('scenario errors name the token and what was expected, in the same words as Swift and Python', () => {
  const api = parseHeader(headerText());
  const message = (text) => {
    try { parseScenario(text, api); } catch (e) { return e.message; }
    return 'accepted';
  };
  assert.equal(message('w = world_create 1 1\nworld_stepp w 1'), "line 2: unknown call 'world_stepp': did you mean 'world_step'?");
  assert.equal(message('fizz_version'), "line 1: unknown call 'fizz_version': did you mean 'version'?");
  assert.equal(message('foo'), "line 1: unknown call 'foo' (calls are the C names of wasm/fizz.h without 'fizz_')");
  assert.equal(message('w = world_create 1 1\nworld_step w 1 2'), 'line 2: wrong number of arguments: world_step takes 2, got 3');
  assert.equal(message('w = world_create 1'), 'line 1: wrong number of arguments: world_create takes 2, got 1');
  assert.equal(message('w = world_create 1234567890123456789 1'),
    "line 1: '1234567890123456789' has 19 significant digits; a decimal has at most 15, so that every host parses it to the same double");
  assert.equal(message('w = world_create 0.0001234567890123456 1'),
    "line 1: '0.0001234567890123456' has 16 significant digits; a decimal has at most 15, so that every host parses it to the same double");
  assert.equal(message('w = world_create 1e23 1'),
    "line 1: '1e23' needs a power of ten beyond ±22; a decimal stays within ±22, so that every host parses it to the same double");
  assert.equal(message('w = world_create 1/12345678901234567 1'),
    "line 1: '1/12345678901234567' has 17 significant digits; a decimal has at most 15, so that every host parses it to the same double");
  assert.equal(message('world_is_valid 0x123456789'), "line 1: '0x123456789' has more than 8 hex digits; a hex literal is a 32-bit word");
  assert.equal(message('world_is_valid 12px'), "line 1: '12px' is neither a name nor a number in the scenario format");
});

test('edit distance and the nearest call', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(nearestCall('world_stpe', ['world_step', 'world_set_damping']), 'world_step');
  assert.equal(nearestCall('bb', ['ab', 'ba']), 'ab');                 // a tie: alphabetical
  assert.equal(nearestCall('xyz', ['world_step']), null);
});

// Calls that pass bytes (every kind's snapshot and restore, and the buffers for them: a
// `uint8_t*` parameter or result; a list of doubles in, `const double*`, such as an animator's
// snap points) are wrapped by the hosts, not replayed: a scenario has no bytes to give.
const passesBytes = (fn) => [...fn.cTypes, fn.cResult].some((t) => /uint8_t\s*\*/.test(t))
  || fn.cTypes.some((t) => /const double\s*\*/.test(t));

test('every function of fizz.h is exported by fizz.wasm and replayable from scenarios', async () => {
  const { wasmBytes } = await import('./common.mjs');
  const api = parseHeader(headerText());
  const exported = new Set(WebAssembly.Module.exports(new WebAssembly.Module(wasmBytes())).map((e) => e.name));
  assert.ok(api.size >= 40, `only ${api.size} functions read from fizz.h`);
  for (const fn of api.values()) {
    assert.ok(exported.has(fn.cName), `${fn.cName} is declared but not exported`);
    // A bulk read whose comment does not begin with its length ("fizz_<name>(world) × (…)")
    // cannot be replayed: keep the header's convention.
    assert.ok(isCallable(fn) || passesBytes(fn), `${fn.cName}: a scenario cannot marshal its types (result ${fn.result})`);
    if (fn.count !== null) assert.ok(api.has(fn.count), `${fn.cName}: its length function fizz_${fn.count} is not declared`);
  }
});
