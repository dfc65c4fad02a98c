// Every kind with a host class (fizz.h's `@kind … class C` lines: world, strip, motion,
// animator, popup today, and any added later), all built on the shared HandleObject: dispose is
// safe twice and makes the handle stale, `using` disposes, calls on a disposed object throw
// STALE_HANDLE naming it, and objects dropped without dispose() are destroyed by the one
// FinalizationRegistry, which calls each kind's own destroy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fizzModule from '../fizz.mjs';
import { parseHeader, parseKinds, kindOf } from '../header.mjs';
import { headerText, wasmBytes } from './common.mjs';

const { loadFizz, FizzError, Status } = fizzModule;
const api = parseHeader(headerText());
// Each kind's factory takes its create call's parameters: sizes in pt, 100 fits every range.
const kinds = parseKinds(headerText()).filter((k) => k.hostClass !== null).map((k) => {
  const create = [...api.values()].find((f) => f.handle === k.name && !f.handleParams.includes(k.name));
  const sizes = create.params.map(() => 100);
  return [k.name, fizzModule[k.hostClass], `the ${k.noun} was disposed`, (f) => f[`create${k.hostClass}`](...sizes)];
});

test('the classes are the header\'s: one per kind with a class, each on its generated base', () => {
  assert.ok(kinds.length >= 5);     // world, strip, motion, animator, popup, and any added since
  for (const [, Class] of kinds) {
    assert.equal(Object.getPrototypeOf(Class).name, `${Class.name}Calls`);
    assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(Class)), Object.getPrototypeOf(fizzModule.StripCalls));
  }
  assert.deepEqual(fizzModule.KINDS.map((k) => k.name), parseKinds(headerText()).map((k) => k.name));
});

for (const [kind, Class, message, make] of kinds) {
  test(`${kind}: dispose twice, stale afterwards, hash and snapshot on the live object`, async () => {
    const fizz = await loadFizz(wasmBytes());
    const o = make(fizz);
    assert.ok(o instanceof Class);
    assert.equal(o.fizz, fizz);
    const h = o.handle;
    assert.equal(o.isValid, true);
    assert.equal(typeof o.hash(), 'bigint');
    const bytes = o.snapshot();
    o.restore(bytes);
    assert.equal(fizz.exports[`fizz_${kind}_is_valid`](h), 1);
    o.dispose();
    o.dispose();
    assert.equal(o.handle, 0);
    assert.equal(o.isValid, false);
    assert.equal(fizz.exports[`fizz_${kind}_is_valid`](h), 0);
    assert.throws(() => o.hash(), (e) => e instanceof FizzError && e.code === Status.STALE_HANDLE
      && e.message.includes(message) && e.call === Class.name);
    if (typeof Symbol.dispose === 'symbol') {
      const scoped = make(fizz);
      scoped[Symbol.dispose]();
      assert.equal(scoped.isValid, false);
    }
  });

  test(`${kind}: a dropped object is destroyed by the FinalizationRegistry`, async (t) => {
    if (typeof globalThis.gc !== 'function') { t.skip('run node with --expose-gc'); return; }
    const fizz = await loadFizz(wasmBytes());
    const handles = (() => Array.from({ length: 8 }, () => make(fizz).handle))();
    const live = () => handles.filter((x) => fizz.exports[`fizz_${kind}_is_valid`](x) === 1).length;
    assert.equal(live(), 8);
    for (let round = 0; round < 50 && live() > 0; round += 1) {
      globalThis.gc();
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.equal(live(), 0);
  });
}

test('every call of a kind with a class is a method of its generated base, named from the header', () => {
  const camel = (s) => s.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
  const declared = parseKinds(headerText());
  let methods = 0;
  for (const f of api.values()) {
    const kind = kindOf(f, declared);
    const k = declared.find((d) => d.name === kind);
    if (k === undefined || k.hostClass === null) continue;
    if (f.result === 'unsupported' || f.result === 'void' || !f.params.every((p) => ['i32', 'i64', 'f64'].includes(p))) continue;
    const rest = f.name.startsWith(`${kind}_`) ? f.name.slice(kind.length + 1) : f.name;
    if (['create', 'destroy', 'is_valid', 'snapshot', 'restore'].includes(rest)) continue;
    const base = fizzModule[`${k.hostClass}Calls`].prototype;
    assert.ok(Object.hasOwn(base, camel(rest)), `${f.cName}: no ${k.hostClass}Calls.${camel(rest)}`);
    assert.equal(base[camel(rest)].length, f.params.length - 1, f.cName);   // every parameter but the handle
    methods += 1;
  }
  assert.ok(methods > 150, `${methods} methods`);
});
