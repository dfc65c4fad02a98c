// fizz.mjs — Fizz for JavaScript: fizz.wasm behind idiomatic classes.
//
//   import { loadFizz } from 'fizz-wasm';   // or './fizz.mjs' inside the repository
//   const fizz = await loadFizz();           // the fizz.wasm next to this file
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

/** Picker constants (FIZZ_OVERFLOW_*, _REMOVAL_*, _PAN_*, _SPAWN_*, _PRESET_*, _QUERY_*,
 *  _EVENT_*, _FLAG_* in wasm/fizz.h). */
export const Overflow = Object.freeze({ REFUSE: 0, DESELECT_OLDEST: 1 });
export const Removal = Object.freeze({ AT_END: 0, AT_ONCE: 1 });
export const Pan = Object.freeze({ ANCHOR: 0, PUSH: 1, SCROLL: 2 });
export const Spawn = Object.freeze({ CENTER: 0, CORNERS: 1, SIDES: 2, RANDOM: 3 });
export const Preset = Object.freeze({ SPRING: 0, MAGNETIC: 1, CALM: 2, STILL: 3 });
export const Query = Object.freeze({ ALL: 0, SELECTED: 1, UNSELECTED: 2, TAGGED: 3 });
export const Event = Object.freeze({
  SELECTED: 1, DESELECTED: 2, APPEARED: 3, REMOVED: 4, EVICTED: 5, DRAG_BEGAN: 6,
  DRAG_ENDED: 7, SETTLED: 8, WOKE: 9, SELECTION_REFUSED: 10,
});
export const Flag = Object.freeze({ SELECTED: 1, DRAGGED: 2, APPEARING: 4, REMOVING: 8 });

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
 * or a Response. Without it, the fizz.wasm next to this file (the npm package carries it
 * there), else the one a folder up (where tools/build-wasm writes it in the repository).
 * @returns {Promise<Fizz>}
 */
export async function loadFizz(source) {
  if (source === undefined) return loadFizz(await bundledModule());
  let instance;
  if (source instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(source, {});
  } else {
    const bytes = await bytesOf(source);
    ({ instance } = await WebAssembly.instantiate(bytes, {}));
  }
  return new Fizz(instance);
}

// import.meta.url is this file's own address in node (file:) and in a browser (http:), so the
// module is found wherever the package was installed or served from.
async function bundledModule() {
  const here = new URL('./fizz.wasm', import.meta.url);
  try {
    return await bytesOf(here);
  } catch (first) {
    try {
      return await bytesOf(new URL('../fizz.wasm', import.meta.url));
    } catch {
      throw new Error(`fizz.wasm not found next to fizz.mjs (${here}): pass its location to loadFizz`, { cause: first });
    }
  }
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
  #view(name, call, Type, stride, countCall = null) {
    const n = countCall === null ? this.count : this.#status(this.#x()[countCall](this.#live()), countCall);
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
  /** The most bytes this world's storage may take, a number (default 268435456 = 256 MiB); calls
   *  that would need more throw FizzError with Status.LIMIT and change nothing. */
  get memoryBudget() { return this.#status(Number(this.#x().fizz_world_get_memory_budget(this.#live())), 'fizz_world_get_memory_budget'); }
  set memoryBudget(bytes) { this.#status(this.#x().fizz_world_set_memory_budget(this.#live(), BigInt(bytes)), 'fizz_world_set_memory_budget'); }
  /** The bytes this world's storage takes now (never above memoryBudget). */
  get memoryUsed() { return this.#status(Number(this.#x().fizz_world_get_memory_used(this.#live())), 'fizz_world_get_memory_used'); }
  /** Events the last step's list could not hold (a list keeps at most 65,536). */
  get eventsDropped() { return this.#status(this.#x().fizz_picker_events_dropped(this.#live()), 'fizz_picker_events_dropped'); }

  // ---- The picker (fizz_picker_*): view points are what the finger touched -----------------

  /** A bubble handle result: null for 0 with no error (the background), FizzError on error. */
  #maybeBubble(h, call) {
    const handle = h >>> 0;
    if (handle === 0) {
      if (this.#x().fizz_last_error() < 0) throw this.#fizz.error(call);
      return null;
    }
    return new Bubble(this, handle);
  }
  /** A uint64 result: 0 may be a value, so the last error decides. */
  #u64(v, call) {
    if (v === 0n && this.#x().fizz_last_error() < 0) throw this.#fizz.error(call);
    return BigInt.asUintN(64, v);
  }
  /** Adds a picker bubble at the world point (x, y), unselected radius pt, growing in;
   *  `userData` (a BigInt, non-zero ones unique) is the host's key. */
  addPickerBubble(x, y, radius, userData = 0n) {
    return new Bubble(this, this.#fizz.handle(this.#x().fizz_picker_add(this.#live(), x, y, radius, BigInt(userData)), 'fizz_picker_add'));
  }
  /** Adds a picker bubble where the Spawn policy puts it. */
  spawn(policy, radius, userData = 0n) {
    return new Bubble(this, this.#fizz.handle(this.#x().fizz_picker_spawn(this.#live(), policy, radius, BigInt(userData)), 'fizz_picker_spawn'));
  }
  /** Toggles the top-most bubble at the view point; returns it, or null on the background. */
  tap(x, y) { return this.#maybeBubble(this.#x().fizz_picker_tap(this.#live(), x, y), 'fizz_picker_tap'); }
  /** The top-most bubble at the view point, or null. */
  hitTest(x, y) { return this.#maybeBubble(this.#x().fizz_picker_hit_test(this.#live(), x, y), 'fizz_picker_hit_test'); }
  /** The live bubble with this user data, or null. */
  find(userData) { return this.#maybeBubble(this.#x().fizz_picker_find(this.#live(), BigInt(userData)), 'fizz_picker_find'); }
  /** At most `max` selected (0: no limit) and what happens beyond (Overflow). */
  setSelectionLimit(max, policy = Overflow.REFUSE) { this.#status(this.#x().fizz_picker_set_selection_limit(this.#live(), max, policy), 'fizz_picker_set_selection_limit'); }
  /** Mass per pt² of unselected and selected bubbles. */
  setDensities(unselected, selected) { this.#status(this.#x().fizz_picker_set_densities(this.#live(), unselected, selected), 'fizz_picker_set_densities'); }
  /** How hard a selection pushes the others aside, as a multiple of the room its growth needs (0..100, default 3.8; 0 disables it; see fizz.h). */
  setPop(strength) { this.#status(this.#x().fizz_picker_set_pop(this.#live(), strength), 'fizz_picker_set_pop'); }
  /** Animation durations in s: radius change, appear, remove. */
  setDurations(grow, appear, remove) { this.#status(this.#x().fizz_picker_set_durations(this.#live(), grow, appear, remove), 'fizz_picker_set_durations'); }
  /** Removal (AT_END or AT_ONCE). */
  setRemovalMode(mode) { this.#status(this.#x().fizz_picker_set_removal_mode(this.#live(), mode), 'fizz_picker_set_removal_mode'); }
  /** The drag spring: Hz and damping ratios when selected / unselected. */
  setDragSpring(hertz, dampingSelected, dampingUnselected) { this.#status(this.#x().fizz_picker_set_drag_spring(this.#live(), hertz, dampingSelected, dampingUnselected), 'fizz_picker_set_drag_spring'); }
  /** Background pan: a Pan mode, smoothing, push gain, anchor spring-back in 1/s. */
  setPan(mode, smoothing, pushGain, springBack) { this.#status(this.#x().fizz_picker_set_pan(this.#live(), mode, smoothing, pushGain, springBack), 'fizz_picker_set_pan'); }
  /** At most `max` live bubbles (0: no cap); more evicts the oldest. */
  setMaxLive(max) { this.#status(this.#x().fizz_picker_set_max_live(this.#live(), max), 'fizz_picker_set_max_live'); }
  /** Seeds random spawns (a BigInt). */
  setSeed(seed) { this.#status(this.#x().fizz_picker_set_seed(this.#live(), BigInt(seed)), 'fizz_picker_set_seed'); }
  /** Applies a Preset. */
  preset(p) { this.#status(this.#x().fizz_picker_preset(this.#live(), p), 'fizz_picker_preset'); }
  /** Starts removing every live bubble with this tag / every unselected one; the count. */
  removeTag(tag) { return this.#status(this.#x().fizz_picker_remove_tag(this.#live(), BigInt(tag)), 'fizz_picker_remove_tag'); }
  removeUnselected() { return this.#status(this.#x().fizz_picker_remove_unselected(this.#live()), 'fizz_picker_remove_unselected'); }
  /** Runs a Query (tag for TAGGED) and returns the matching handles: a view, valid until the next call. */
  query(kind, tag = 0n) {
    this.#status(this.#x().fizz_picker_query(this.#live(), kind, BigInt(tag)), 'fizz_picker_query');
    return this.#view('query', 'fizz_picker_query_result', Uint32Array, 1, 'fizz_picker_query_count');
  }
  /** Drag: takes the top-most bubble at the view point (null on the background). */
  dragBegin(x, y) { return this.#maybeBubble(this.#x().fizz_picker_drag_begin(this.#live(), x, y), 'fizz_picker_drag_begin'); }
  dragMove(x, y) { this.#status(this.#x().fizz_picker_drag_move(this.#live(), x, y), 'fizz_picker_drag_move'); }
  dragEnd() { this.#status(this.#x().fizz_picker_drag_end(this.#live()), 'fizz_picker_drag_end'); }
  /** Background pan at view points, as setPan says. */
  panBegin(x, y) { this.#status(this.#x().fizz_picker_pan_begin(this.#live(), x, y), 'fizz_picker_pan_begin'); }
  panMove(x, y) { this.#status(this.#x().fizz_picker_pan_move(this.#live(), x, y), 'fizz_picker_pan_move'); }
  panEnd() { this.#status(this.#x().fizz_picker_pan_end(this.#live()), 'fizz_picker_pan_end'); }
  /** The view's top-left corner as a world point in pt. */
  get contentOffset() {
    return {
      x: this.#fizz.number(this.#x().fizz_picker_get_content_offset_x(this.#live()), 'fizz_picker_get_content_offset_x'),
      y: this.#fizz.number(this.#x().fizz_picker_get_content_offset_y(this.#live()), 'fizz_picker_get_content_offset_y'),
    };
  }
  setContentOffset(x, y) { this.#status(this.#x().fizz_picker_set_content_offset(this.#live(), x, y), 'fizz_picker_set_content_offset'); }
  /** Resizes the world to width × height pt, scaling bubble positions alike. */
  resize(width, height) { this.#status(this.#x().fizz_world_resize(this.#live(), width, height), 'fizz_world_resize'); }
  /** The last step's events: count × (kind, bubble handle or 0, detail, 0), a Uint32Array view. */
  events() { return this.#view('events', 'fizz_picker_events', Uint32Array, 4, 'fizz_picker_event_count'); }
  /** count × (x, y, radius, scale, opacity) to draw, in view points, body order: a view. */
  render() { return this.#view('render', 'fizz_picker_render', Float64Array, 5); }
  /** count Flag words in body order: a view. */
  flags() { return this.#view('flags', 'fizz_picker_flags', Uint32Array, 1); }

  /** @internal */ u64(v, call) { return this.#u64(v, call); }

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

  #changed(call) { return this.world.fizz.check(this.#x()[call](this.world.handle, this.handle), call) === 1; }
  /** Select / deselect / toggle: true when the state changed. */
  select() { return this.#changed('fizz_picker_select'); }
  deselect() { return this.#changed('fizz_picker_deselect'); }
  toggle() { return this.#changed('fizz_picker_toggle'); }
  get isSelected() { return this.#changed('fizz_picker_is_selected'); }
  /** Starts the animated removal: true when started (the handle lives until REMOVED). */
  removeAnimated() { return this.#changed('fizz_picker_remove'); }
  /** Unselected and selected radii in pt, animated. */
  setSizes(unselected, selected) { this.world.fizz.check(this.#x().fizz_picker_set_sizes(this.world.handle, this.handle, unselected, selected), 'fizz_picker_set_sizes'); }
  /** A uint64 tag (BigInt) for removeTag and Query.TAGGED. */
  get tag() { return this.world.u64(this.#x().fizz_picker_get_tag(this.world.handle, this.handle), 'fizz_picker_get_tag'); }
  set tag(v) { this.world.fizz.check(this.#x().fizz_picker_set_tag(this.world.handle, this.handle, BigInt(v)), 'fizz_picker_set_tag'); }
  /** The host's uint64 key (BigInt). */
  get userData() { return this.world.u64(this.#x().fizz_picker_get_user_data(this.world.handle, this.handle), 'fizz_picker_get_user_data'); }
  set userData(v) { this.world.fizz.check(this.#x().fizz_picker_set_user_data(this.world.handle, this.handle, BigInt(v)), 'fizz_picker_set_user_data'); }
}
