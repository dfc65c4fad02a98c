// fizz.mjs — Fizz for JavaScript: fizz.wasm behind idiomatic classes.
//
//   import { loadFizz } from './fizz.mjs';
//   const fizz = await loadFizz(new URL('../fizz.wasm', import.meta.url));
//   const world = fizz.createWorld(390, 844);
//   world.addBubble(100, 100, 40);
//   world.step(1 / 60);
//   const xyr = world.positions();        // Float64Array view: x, y, radius per bubble
//   world.dispose();
//
// Units: points (pt) and seconds (s), as in wasm/fizz.h. Every call that the engine refuses
// throws a FizzError carrying the engine's status code and message; the world is unchanged.

/** The engine's status codes (wasm/fizz.h). */
export const Status = Object.freeze({
  OK: 0,
  NULL_HANDLE: -1,
  WRONG_KIND: -2,
  STALE_HANDLE: -3,
  FOREIGN_HANDLE: -4,
  NOT_FINITE: -5,
  OUT_OF_RANGE: -6,
  LIMIT: -7,
  INVALID_OPTION: -8,
  INVALID_BUFFER: -9,
  INVALID_STATE: -10,
});

/** Attraction kinds for `World.attraction`. */
export const Attraction = Object.freeze({ SPRING: 0, CONSTANT: 1, NONE: 2 });

/** A call the engine refused: `code` is the negative FIZZ_E_* status, `call` the C function. */
export class FizzError extends Error {
  constructor(code, message, call) {
    super(`${call}: ${message} (status ${code})`);
    this.name = 'FizzError';
    this.code = code;
    this.call = call;
    this.engineMessage = message;
  }
}

const decoder = new TextDecoder();

/**
 * Instantiates fizz.wasm. `source` is the module's bytes (ArrayBuffer, typed array), a
 * WebAssembly.Module, a URL or a URL string (fetched; in node a file: URL is read from disk),
 * or a Response.
 * @returns {Promise<Fizz>}
 */
export async function loadFizz(source) {
  let instance;
  if (source instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(source, {});
  } else {
    const bytes = await bytesOf(source);
    ({ instance } = await WebAssembly.instantiate(bytes, {}));
  }
  return new Fizz(instance);
}

async function bytesOf(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  if (typeof Response !== 'undefined' && source instanceof Response) return source.arrayBuffer();
  const url = source instanceof URL ? source : new URL(String(source), globalThis.location?.href ?? `file://${process.cwd()}/`);
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** One instance of fizz.wasm: its own memory and its own worlds. */
export class Fizz {
  constructor(instance) {
    /** The raw exports: every fizz_* function of wasm/fizz.h, plus `memory`. */
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    if (typeof this.exports._initialize === 'function') this.exports._initialize();
    // Worlds dropped without dispose() are destroyed when collected, so a forgotten world
    // does not hold engine memory for the life of the instance.
    this.registry = new FinalizationRegistry((handle) => {
      this.exports.fizz_world_destroy(handle);
    });
  }

  /** The engine version as `major << 16 | minor << 8 | patch`. */
  get version() { return this.exports.fizz_version() >>> 0; }

  /** The status of the last call (0 after a success) and its message. */
  get lastError() { return this.exports.fizz_last_error(); }
  get lastErrorMessage() { return this.string(this.exports.fizz_last_error_message()); }

  /** Creates a world of width × height pt. */
  createWorld(width, height) {
    const handle = this.#handle(this.exports.fizz_world_create(width, height), 'fizz_world_create');
    return new World(this, handle);
  }

  /** A UTF-8 NUL-terminated string at `pointer` in the module's memory. */
  string(pointer) {
    const p = pointer >>> 0;
    if (p === 0) return '';
    const bytes = new Uint8Array(this.memory.buffer);
    let end = p;
    while (end < bytes.length && bytes[end] !== 0) end += 1;
    return decoder.decode(bytes.subarray(p, end));
  }

  /** Throws the last error when `status` is negative; returns it otherwise. */
  check(status, call) {
    if (status < 0) throw this.error(call, status);
    return status;
  }

  /** A FizzError for the last failure (`code` if the engine reports none). */
  error(call, code = Status.INVALID_STATE) {
    const last = this.exports.fizz_last_error();
    return new FizzError(last < 0 ? last : code, this.lastErrorMessage || 'refused', call);
  }

  #handle(h, call) {
    if (h === 0) throw this.error(call);
    return h >>> 0;
  }

  /** @internal */ handle(h, call) { return this.#handle(h, call); }

  /** A double result: NaN means a refusal. */
  number(v, call) {
    if (Number.isNaN(v) && this.exports.fizz_last_error() < 0) throw this.error(call);
    return v;
  }

  /** A pointer result: 0 is a refusal when the engine reports an error. */
  pointer(p, call) {
    const q = p >>> 0;
    if (q === 0 && this.exports.fizz_last_error() < 0) throw this.error(call);
    return q;
  }
}

/** A world of bubbles. Create with `fizz.createWorld(width, height)`; `dispose()` when done. */
export class World {
  #fizz;
  #views = new Map();   // name → { buffer, pointer, length, view }: reused while valid

  constructor(fizz, handle) {
    this.#fizz = fizz;
    /** The uint32 handle (0 after dispose). */
    this.handle = handle;
    this.token = {};
    fizz.registry.register(this, handle, this.token);
  }

  get fizz() { return this.#fizz; }

  #x() { return this.#fizz.exports; }
  #live() {
    if (this.handle === 0) throw new FizzError(Status.STALE_HANDLE, 'the world was disposed', 'World');
    return this.handle;
  }
  #status(s, call) { return this.#fizz.check(s, call); }

  /** Destroys the world and its bubbles. Safe to call twice. */
  dispose() {
    if (this.handle === 0) return;
    this.#fizz.registry.unregister(this.token);
    this.#x().fizz_world_destroy(this.handle);
    this.handle = 0;
    this.#views.clear();
  }

  /** True while the world exists in the engine. */
  get isValid() { return this.handle !== 0 && this.#x().fizz_world_is_valid(this.handle) === 1; }

  /** Advances by dt seconds (0..1), in fixed substeps. */
  step(dt) { this.#status(this.#x().fizz_world_step(this.#live(), dt), 'fizz_world_step'); }
  /** The number of live bubbles. */
  get count() { return this.#status(this.#x().fizz_world_count(this.#live()), 'fizz_world_count'); }
  /** True once every bubble has come to rest. */
  get isSettled() { return this.#status(this.#x().fizz_world_is_settled(this.#live()), 'fizz_world_is_settled') === 1; }
  /** FNV-1a 64 of the state, as an unsigned BigInt. */
  hash() {
    const h = BigInt.asUintN(64, this.#x().fizz_world_hash(this.#live()));
    if (h === 0n) throw this.#fizz.error('fizz_world_hash');
    return h;
  }
  get width() { return this.#fizz.number(this.#x().fizz_world_get_width(this.#live()), 'fizz_world_get_width'); }
  get height() { return this.#fizz.number(this.#x().fizz_world_get_height(this.#live()), 'fizz_world_get_height'); }

  /**
   * Zero-copy views of this frame: a Float64Array (or Uint32Array) over the module's memory.
   * A view stays valid until the next call into the module; it is rebuilt when the engine's
   * array moved or the memory grew (growth detaches every older view of the buffer).
   */
  #view(name, call, Type, stride) {
    const n = this.count;
    const p = this.#fizz.pointer(this.#x()[call](this.handle), call);
    const buffer = this.#fizz.memory.buffer;
    const length = n * stride;
    const cached = this.#views.get(name);
    if (cached && cached.buffer === buffer && cached.pointer === p && cached.length === length) return cached.view;
    const view = p === 0 ? new Type(0) : new Type(buffer, p, length);
    this.#views.set(name, { buffer, pointer: p, length, view });
    return view;
  }
  /** count × (x, y, radius) in pt, in body order. */
  positions() { return this.#view('positions', 'fizz_world_positions', Float64Array, 3); }
  /** count × (vx, vy) in pt/s, in body order. */
  velocities() { return this.#view('velocities', 'fizz_world_velocities', Float64Array, 2); }
  /** count bubble handles, in body order. */
  ids() { return this.#view('ids', 'fizz_world_ids', Uint32Array, 1); }

  /** FIZZ_ATTRACTION_* (see `Attraction`). */
  get attraction() { return this.#status(this.#x().fizz_world_get_attraction(this.#live()), 'fizz_world_get_attraction'); }
  set attraction(kind) { this.#status(this.#x().fizz_world_set_attraction(this.#live(), kind), 'fizz_world_set_attraction'); }
  /** k in 1/s² (spring) or g in pt/s² (constant). */
  get strength() { return this.#fizz.number(this.#x().fizz_world_get_strength(this.#live()), 'fizz_world_get_strength'); }
  set strength(v) { this.#status(this.#x().fizz_world_set_strength(this.#live(), v), 'fizz_world_set_strength'); }
  /** The attraction point as fractions of the world size ({x: 0.5, y: 0.5} is the centre). */
  get anchor() {
    const x = this.#x();
    return {
      x: this.#fizz.number(x.fizz_world_get_anchor_x(this.#live()), 'fizz_world_get_anchor_x'),
      y: this.#fizz.number(x.fizz_world_get_anchor_y(this.#live()), 'fizz_world_get_anchor_y'),
    };
  }
  setAnchor(fx, fy) { this.#status(this.#x().fizz_world_set_anchor(this.#live(), fx, fy), 'fizz_world_set_anchor'); }
  /** Linear damping in 1/s. */
  get damping() { return this.#fizz.number(this.#x().fizz_world_get_damping(this.#live()), 'fizz_world_get_damping'); }
  set damping(v) { this.#status(this.#x().fizz_world_set_damping(this.#live(), v), 'fizz_world_set_damping'); }
  /** Walls as `{x, y}` booleans. */
  get walls() {
    const m = this.#status(this.#x().fizz_world_get_walls(this.#live()), 'fizz_world_get_walls');
    return { x: (m & 1) !== 0, y: (m & 2) !== 0 };
  }
  setWalls(x, y) { this.#status(this.#x().fizz_world_set_walls(this.#live(), x ? 1 : 0, y ? 1 : 0), 'fizz_world_set_walls'); }
  /** Internal substep rate in Hz. */
  get substep() { return this.#fizz.number(this.#x().fizz_world_get_substep(this.#live()), 'fizz_world_get_substep'); }
  set substep(hz) { this.#status(this.#x().fizz_world_set_substep(this.#live(), hz), 'fizz_world_set_substep'); }
  /** Solver iterations per substep. */
  get iterations() { return this.#status(this.#x().fizz_world_get_iterations(this.#live()), 'fizz_world_get_iterations'); }
  set iterations(n) { this.#status(this.#x().fizz_world_set_iterations(this.#live(), n), 'fizz_world_set_iterations'); }
  /** Density (mass per pt²) of bubbles added from now on. */
  get density() { return this.#fizz.number(this.#x().fizz_world_get_density(this.#live()), 'fizz_world_get_density'); }
  set density(v) { this.#status(this.#x().fizz_world_set_density(this.#live(), v), 'fizz_world_set_density'); }
  /** The most bubbles the world accepts. */
  get maxBubbles() { return this.#status(this.#x().fizz_world_get_max_bubbles(this.#live()), 'fizz_world_get_max_bubbles'); }
  set maxBubbles(n) { this.#status(this.#x().fizz_world_set_max_bubbles(this.#live(), n), 'fizz_world_set_max_bubbles'); }
  /** Settling threshold: under `speed` pt/s for `seconds` s. */
  setSleep(speed, seconds) { this.#status(this.#x().fizz_world_set_sleep(this.#live(), speed, seconds), 'fizz_world_set_sleep'); }

  /** Adds a bubble at rest at (x, y) pt with the radius in pt. */
  addBubble(x, y, radius) {
    const h = this.#fizz.handle(this.#x().fizz_bubble_add(this.#live(), x, y, radius), 'fizz_bubble_add');
    return new Bubble(this, h);
  }
  /** The Bubble for a handle from `ids()`. */
  bubble(handle) { return new Bubble(this, handle >>> 0); }
  /** Every live bubble, in body order. */
  bubbles() { return Array.from(this.ids(), (h) => new Bubble(this, h)); }
}

// `using world = fizz.createWorld(…)` disposes the world at the end of the scope, where the
// runtime supports explicit resource management.
if (typeof Symbol.dispose === 'symbol') World.prototype[Symbol.dispose] = function dispose() { this.dispose(); };

/** A bubble handle of a world. Handles are values: two Bubbles with one handle are the same bubble. */
export class Bubble {
  constructor(world, handle) {
    this.world = world;
    this.handle = handle;
  }
  #x() { return this.world.fizz.exports; }
  /** True while the bubble lives in its world. */
  get isValid() { return this.world.handle !== 0 && this.#x().fizz_bubble_is_valid(this.world.handle, this.handle) === 1; }
  /** Its index in this frame's arrays. */
  get index() { return this.world.fizz.check(this.#x().fizz_bubble_index(this.world.handle, this.handle), 'fizz_bubble_index'); }
  /** `{x, y, radius}` in pt, read from this frame's positions. */
  get position() {
    const i = this.index;
    const p = this.world.positions();
    return { x: p[3 * i], y: p[3 * i + 1], radius: p[3 * i + 2] };
  }
  /** Removes the bubble; its handle becomes stale. */
  remove() { this.world.fizz.check(this.#x().fizz_bubble_remove(this.world.handle, this.handle), 'fizz_bubble_remove'); }
}
