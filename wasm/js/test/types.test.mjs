// fizz.d.ts gives every kind its own branded handle type (generated from fizz.h's @kind
// lines), so that one kind's handle where another's goes fails to type-check. The declarations
// are read as text always, and compiled with the real TypeScript compiler where `tsc` is
// installed (Debian's node-typescript: tools/install-host-deps).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseKinds } from '../header.mjs';
import { headerText, repo } from './common.mjs';

const dts = readFileSync(`${repo}wasm/js/fizz.d.ts`, 'utf8');
const kinds = parseKinds(headerText());
const pascal = (s) => s.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const classed = kinds.filter((k) => k.hostClass !== null);

test('each kind has its own branded handle type, and the declarations use it', () => {
  for (const k of kinds) {
    assert.ok(dts.includes(`export type ${pascal(k.name)}Handle = number & { readonly [fizzKind]: '${k.name}' };`), k.name);
  }
  for (const k of classed) {
    assert.match(dts, new RegExp(`export declare class ${k.hostClass}Calls extends HandleObject \\{\\n  /\\*\\*[^\\n]*\\*/\\n  readonly handle: ${pascal(k.name)}Handle;`));
    assert.match(dts, new RegExp(`  fizz_${k.name}_hash\\(${k.name}: ${pascal(k.name)}Handle\\): bigint;`));
  }
  // An owned kind's handle is a parameter of its owner's methods: a bubble, not a number.
  assert.match(dts, /  pickerSelect\(bubble: BubbleHandle\): number;/);
  assert.match(dts, /  bubbleAdd\(x: number, y: number, radius: number\): BubbleHandle;/);
});

function tsc() {
  try { execFileSync('tsc', ['--version'], { stdio: 'ignore' }); return true; } catch { return false; }
}

function compile(source) {
  const dir = mkdtempSync(join(tmpdir(), 'fizz-types-'));
  try {
    writeFileSync(join(dir, 'use.ts'), source);
    const r = spawnSync('tsc', ['--noEmit', '--strict', '--target', 'es2020', '--module', 'es2020',
      '--moduleResolution', 'node', '--lib', 'es2020,dom', join(dir, 'use.ts')], { encoding: 'utf8' });
    return { status: r.status, out: r.stdout + r.stderr };
  } finally { rmSync(dir, { recursive: true, force: true }); }
}

const module = JSON.stringify(`${repo}wasm/js/fizz`);

test('tsc: the declarations compile strictly and take the API as documented', (t) => {
  if (!tsc()) { t.skip('tsc is not installed (apt-get install node-typescript)'); return; }
  const r = compile(`import { loadFizz, Placement, type StripHandle } from ${module};
async function main(): Promise<void> {
  const fizz = await loadFizz(undefined, { product: 'popup', record: true });
  const strip = fizz.createStrip(390);
  strip.add(100);
  const n: number = strip.count;
  strip.offset = 3;
  const f: Float64Array = strip.frames();
  const h: StripHandle = strip.handle;
  fizz.exports.fizz_strip_add(h, 5);
  const popup = fizz.createPopup(400, 300);
  popup.add({ reference: [1, 2, 3, 4], size: [10, 10], placement: Placement.TOP });
  popup.setFallbacks(1, [0, 2]);
  const w = fizz.createWorld(100, 100);
  w.pickerSelect(w.addBubble(1, 2, 3).handle);
  w.setWalls(true, false);
  const big: bigint = w.hash();
  fizz.snapshot('strip', strip.handle);
  const text: string | null = fizz.recording();
  console.log(n, f, big, text);
}
main();
`);
  assert.equal(r.status, 0, r.out);
});

test('tsc: every kind\'s handle where another kind\'s goes is a type error', (t) => {
  if (!tsc()) { t.skip('tsc is not installed (apt-get install node-typescript)'); return; }
  const lines = [];
  for (const a of classed) for (const b of classed) if (a !== b) lines.push(`  fizz.exports.fizz_${b.name}_hash(o.${a.name}.handle);`);
  lines.push('  o.world.pickerSelect(o.strip.handle);', "  fizz.snapshot('popup', o.strip.handle);");
  const objects = classed.map((k) => `${k.name}: null as unknown as ${k.hostClass}`).join(', ');
  const r = compile(`import { loadFizz, ${classed.map((k) => k.hostClass).join(', ')} } from ${module};
async function main(): Promise<void> {
  const fizz = await loadFizz();
  const o = { ${objects} };
${lines.join('\n')}
}
main();
`);
  const errors = r.out.split('\n').filter((l) => /error TS2345: Argument of type '(\w+)Handle' is not assignable to parameter of type '(\w+)Handle'/.test(l));
  assert.equal(errors.length, lines.length, r.out);
  assert.match(r.out, /Argument of type 'PopupHandle' is not assignable to parameter of type 'StripHandle'/);
  assert.match(r.out, /Argument of type 'StripHandle' is not assignable to parameter of type 'BubbleHandle'/);
});

test('tsc: configure takes its kind\'s settings only, each of its type', (t) => {
  if (!tsc()) { t.skip('tsc is not installed (apt-get install node-typescript)'); return; }
  const good = compile(`import { loadFizz, type Strip, type WorldSettings } from ${module};
async function main(): Promise<void> {
  const fizz = await loadFizz();
  const s: Strip = fizz.createStrip(120).configure({ spacing: 10, memoryBudget: 1n << 20n });
  const o: WorldSettings = { damping: 2, maxBubbles: 40, memoryBudget: 4096 };
  fizz.createWorld(100, 100).configure(o).step(1 / 60);
  fizz.createPopup(400, 300).configure({ rtl: 1, hysteresis: 4 });
  console.log(s.count);
}
main();
`);
  assert.equal(good.status, 0, good.out);
  const bad = compile(`import { loadFizz } from ${module};
async function main(): Promise<void> {
  const fizz = await loadFizz();
  fizz.createStrip(120).configure({ spaceing: 10 });
  fizz.createStrip(120).configure({ spacing: '10' });
  fizz.createWorld(100, 100).configure({ anchor: [0.5, 0.5] });
}
main();
`);
  // (TS2345 or TS2353 by tsc version: an all-optional type refuses an unknown key either way.)
  assert.match(bad.out, /use\.ts\(4,[0-9]+\): error TS23(45|53): [^\n]*'?spaceing\b[^\n]*'StripSettings'/);
  assert.match(bad.out, /use\.ts\(5,[0-9]+\): error TS2322: Type 'string' is not assignable to type 'number'/);
  assert.match(bad.out, /use\.ts\(6,[0-9]+\): error TS23(45|53): [^\n]*'?anchor\b[^\n]*'WorldSettings'/);
  assert.equal(bad.out.split('\n').filter((l) => / error TS/.test(l)).length, 3, bad.out);
});
