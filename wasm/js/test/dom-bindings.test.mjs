// The DOM bindings under hostile calls, in node: a bad option throws at the call with nothing
// bound, a second binding on an element one already holds is refused at its call, destroy()
// twice is harmless, and a set-up the engine refuses only once loaded (at `ready`) leaves no
// half-attached element, listener or frame loop behind. The browser is faked just enough for
// the bindings' set-up (attributes, a style that writes its attribute, rects, rAF); the real
// one drives them in wasm/web/tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { repo } from './common.mjs';

const queued = [];
globalThis.requestAnimationFrame = (f) => { queued.push(f); return queued.length; };
globalThis.cancelAnimationFrame = (id) => { queued[id - 1] = null; };
globalThis.document = { documentElement: { clientWidth: 800, clientHeight: 600 } };
globalThis.getComputedStyle = (el) => ({ position: el.style.position || 'static', direction: 'ltr', borderTopLeftRadius: '0px' });

/** Runs the frames requested so far and those they request, at most `n`. */
function drain(n = 600) {
  for (let i = 0; i < n && queued.length; i += 1) queued.splice(0).forEach((f) => f?.(performance.now()));
}

const parse = (text) => Object.fromEntries((text ?? '').split(';').filter(Boolean).map((d) => {
  const i = d.indexOf(':');
  return [d.slice(0, i), d.slice(i + 1)];
}));

/** An element with attributes, children, a rect, listeners, and a `style` whose every write
 *  lands in its `style` attribute (as a browser's does), so that a restore can be compared. */
class FakeElement extends EventTarget {
  constructor(children = [], rect = { width: 400, height: 300 }) {
    super();
    this.attrs = new Map();
    this.children = children;
    this.parentElement = null;
    for (const c of children) c.parentElement = this;
    this.rect = rect;
    this.listening = 0;
    this.dataset = {};              // not reflected in the attributes here
    const el = this;
    this.style = new Proxy({}, {
      get: (_, k) => (k === 'setProperty' ? (name, v) => { el.style[name] = v; } : parse(el.getAttribute('style'))[k] ?? ''),
      set: (_, k, v) => {
        const s = parse(el.getAttribute('style'));
        if (v === '' || v === null || v === undefined) delete s[k]; else s[k] = String(v);
        const text = Object.entries(s).map(([a, b]) => `${a}:${b}`).join(';');
        if (text) el.attrs.set('style', text); else el.attrs.delete('style');
        return true;
      },
    });
  }
  getAttribute(n) { return this.attrs.has(n) ? this.attrs.get(n) : null; }
  setAttribute(n, v) { this.attrs.set(n, String(v)); }
  removeAttribute(n) { this.attrs.delete(n); }
  hasAttribute(n) { return this.attrs.has(n); }
  get tabIndex() { return Number(this.getAttribute('tabindex') ?? -1); }
  set tabIndex(v) { this.setAttribute('tabindex', v); }
  get clientWidth() { return this.rect.width; }
  get clientHeight() { return this.rect.height; }
  getBoundingClientRect() {
    const { width, height } = this.rect;
    return { left: 0, top: 0, x: 0, y: 0, width, height, right: width, bottom: height };
  }
  append(el) { this.children.push(el); el.parentElement = this; }
  remove() { if (this.parentElement) this.parentElement.children.splice(this.parentElement.children.indexOf(this), 1); this.parentElement = null; }
  contains(el) { return el === this || this.children.some((c) => c.contains(el)); }
  setPointerCapture() {}
  releasePointerCapture() {}
  hasPointerCapture() { return false; }
  focus() {}
  addEventListener(t, f, o) { this.listening += 1; super.addEventListener(t, f, o); }
  removeEventListener(t, f, o) { this.listening -= 1; super.removeEventListener(t, f, o); }
  /** What a binding may change and must put back: attributes (style included), listeners. */
  get state() { return JSON.stringify([[...this.attrs].sort(), this.listening, this.children.map((c) => c.state)]); }
}
globalThis.Element = FakeElement;

const built = ['carousel', 'strip', 'motion', 'picker', 'layout'].every((p) => existsSync(`${repo}wasm/fizz-${p}.wasm`));
const skip = !built && 'tools/build-wasm --all first';
const dom = built ? await import('../dom/index.mjs') : null;
const { loopState } = await import('../dom/loop.mjs');

const cards = (n) => Array.from({ length: n }, () => new FakeElement([], { width: 100, height: 100 }));
/** Every binding, made on a fresh container with options `o`. */
const BINDINGS = {
  carousel: (root, o = {}) => dom.carousel(root, o),
  strip: (root, o = {}) => dom.strip(root, o),
  motion: (root, o = {}) => dom.motion(root, o),
  bubblePicker: (root, o = {}) => dom.bubblePicker(root, [], o),
  brickLayout: (root, o = {}) => dom.brickLayout(root, { children: [{ name: 'row', count: 3 }] },
    o === null ? null : { render: () => new FakeElement(), ...o }),
};

test('a second binding on an element one holds is refused at its call; destroy twice is harmless', { skip }, async () => {
  for (const [name, bind] of Object.entries(BINDINGS)) {
    const root = new FakeElement(cards(3));
    const before = root.state;
    const first = bind(root);
    await first.ready;
    for (const other of Object.values(BINDINGS)) {
      const during = root.state;
      assert.throws(() => other(root), /already bound by a/, `${name}: a second binding`);
      assert.equal(root.state, during, `${name}: the refused binding touched nothing`);
    }
    first.destroy();
    first.destroy();
    assert.equal(root.state, before, `${name}: destroy put the element back`);
    const again = bind(root);                  // free again once destroyed
    await again.ready;
    again.destroy();
    assert.equal(root.state, before);
  }
  drain();
  assert.equal(loopState().awake, 0);
});

test('hostile options throw at the call and bind nothing', { skip }, async () => {
  const bad = [NaN, Infinity, -Infinity, -1, 1e300, 'abc', '3', null, true, {}];
  const cases = [
    ['carousel', ['spacing', 'itemWidth', 'start', 'perspective', 'autoscroll', 'type', 'path', 'snapping', 'direction', 'motion']],
    ['strip', ['spacing', 'motion']],
    ['bubblePicker', ['radius', 'selectedRadius', 'feel', 'pan', 'motion']],
    ['brickLayout', ['motion', 'render']],
  ];
  for (const [name, keys] of cases) {
    for (const key of keys) {
      for (const v of bad.filter((x) => !(x === -1 && (key === 'perspective' || key === 'autoscroll')))) {
        const root = new FakeElement(cards(2));
        const before = root.state;
        const awake = loopState().awake;
        assert.throws(() => BINDINGS[name](root, { [key]: v }), (e) => e instanceof TypeError || e instanceof RangeError,
          `${name} ${key}: ${String(v)}`);
        assert.equal(root.state, before, `${name} ${key}: ${String(v)} touched the element`);
        assert.equal(loopState().awake, awake);
        const b = BINDINGS[name](root);          // nothing was claimed
        await b.ready;
        b.destroy();
      }
    }
  }
  for (const [name, bind] of Object.entries(BINDINGS)) {
    const root = new FakeElement(cards(1));
    assert.throws(() => bind(root, null), TypeError, `${name}: null options`);
    const b = bind(root);
    await b.ready;
    b.destroy();
  }
});

test('a set-up the engine refuses at ready is undone: the element as it was, nothing claimed', { skip }, async () => {
  // A brick count the tree gives as 1.5, then as 2 ** 32 + 3: refused when the tree reaches
  // the engine (the host's integer check), not laid out as 1 or 3.
  for (const count of [1.5, 2 ** 32 + 3, -1]) {
    const root = new FakeElement();
    const before = root.state;
    const b = dom.brickLayout(root, { children: [{ name: 'row', count }] }, { render: () => new FakeElement() });
    await assert.rejects(b.ready, (e) => e.name === 'FizzError');
    assert.equal(root.state, before);
    const again = dom.brickLayout(root, { children: [{ name: 'row', count: 2 }] }, { render: () => new FakeElement() });
    await again.ready;
    again.destroy();
    assert.equal(root.state, before);
  }
  // A carousel whose transform parameters the engine refuses once it has claimed the viewport.
  const root = new FakeElement(cards(3));
  const before = root.state;
  const c = dom.carousel(root, { type: 'scale', params: [-1e6, -1e6] });
  await assert.rejects(c.ready, (e) => e.name === 'FizzError');
  assert.equal(root.state, before, 'the viewport and its items put back');
  const again = dom.carousel(root);
  await again.ready;
  again.destroy();
  drain();
  assert.equal(loopState().awake, 0);
});

test('popup(): a refused option leaves the floating element as it was, placed or not', { skip }, async () => {
  const reference = new FakeElement([], { width: 40, height: 20 });
  const floating = new FakeElement([], { width: 100, height: 50 });
  floating.setAttribute('style', 'color:red');
  const before = floating.state;
  const bad = [{ hysteresis: NaN }, { offset: Infinity }, { padding: { top: 'abc' } }, { placement: 'nowhere' },
    { boundary: { x: 0, y: 0, width: NaN, height: 10 } }, { motion: 'sometimes' }];
  for (const o of bad) {
    await assert.rejects(dom.popup(reference, floating, o), (e) => e instanceof RangeError || e instanceof TypeError
      || e.name === 'FizzError', JSON.stringify(o));
    assert.equal(floating.state, before, `first placement, ${JSON.stringify(o)}`);
  }
  await dom.popup(reference, floating, {});
  const placed = floating.state;
  assert.notEqual(placed, before);
  for (const o of bad) {
    await assert.rejects(dom.popup(reference, floating, o), undefined, JSON.stringify(o));
    assert.equal(floating.state, placed, `placed, ${JSON.stringify(o)}`);
  }
  dom.releasePopup(floating);
  dom.releasePopup(floating);                    // twice: nothing more
  assert.equal(floating.state, before);
  drain();
});
