// Types for fizz.mjs: Fizz (fizz.wasm) for JavaScript and TypeScript.
// Units: points (pt) for lengths, seconds (s) for time, pt/s for speeds.

/** The engine's status codes (FIZZ_OK, FIZZ_E_* in wasm/fizz.h). */
export declare const Status: Readonly<{
  OK: 0; NULL_HANDLE: -1; WRONG_KIND: -2; STALE_HANDLE: -3; FOREIGN_HANDLE: -4;
  NOT_FINITE: -5; OUT_OF_RANGE: -6; LIMIT: -7; INVALID_OPTION: -8; INVALID_BUFFER: -9;
  INVALID_STATE: -10;
}>;

/** FIZZ_ATTRACTION_* kinds. */
export declare const Attraction: Readonly<{ SPRING: 0; CONSTANT: 1; NONE: 2 }>;

/** Picker constants (FIZZ_OVERFLOW_*, FIZZ_REMOVAL_*, … in wasm/fizz.h). */
export declare const Overflow: Readonly<{ REFUSE: 0; DESELECT_OLDEST: 1 }>;
export declare const Removal: Readonly<{ AT_END: 0; AT_ONCE: 1 }>;
export declare const Pan: Readonly<{ ANCHOR: 0; PUSH: 1; SCROLL: 2 }>;
export declare const Spawn: Readonly<{ CENTER: 0; CORNERS: 1; SIDES: 2; RANDOM: 3 }>;
export declare const Preset: Readonly<{ SPRING: 0; MAGNETIC: 1; CALM: 2; STILL: 3 }>;
export declare const Query: Readonly<{ ALL: 0; SELECTED: 1; UNSELECTED: 2; TAGGED: 3 }>;
export declare const Event: Readonly<{
  SELECTED: 1; DESELECTED: 2; APPEARED: 3; REMOVED: 4; EVICTED: 5; DRAG_BEGAN: 6;
  DRAG_ENDED: 7; SETTLED: 8; WOKE: 9; SELECTION_REFUSED: 10;
}>;
export declare const Flag: Readonly<{ SELECTED: 1; DRAGGED: 2; APPEARING: 4; REMOVING: 8 }>;

/** A call the engine refused; the world is unchanged. */
export declare class FizzError extends Error {
  /** The negative FIZZ_E_* status. */
  readonly code: number;
  /** The C function that refused, e.g. "fizz_world_step". */
  readonly call: string;
  /** fizz_last_error_message() at the time of the refusal. */
  readonly engineMessage: string;
}

/** What loadFizz accepts: the module's bytes, a compiled module, a URL or a fetch Response. */
export type FizzSource = ArrayBuffer | ArrayBufferView | WebAssembly.Module | URL | string | Response;

/** Instantiates fizz.wasm (it imports nothing). With no `source`, the fizz.wasm next to
 *  fizz.mjs (as installed from the npm tarball), else the repository's wasm/fizz.wasm. */
export declare function loadFizz(source?: FizzSource): Promise<Fizz>;

/** One instance of fizz.wasm. */
export declare class Fizz {
  /** Every fizz_* export of the module, for calls the classes do not wrap. */
  readonly exports: WebAssembly.Exports & Record<string, Function>;
  readonly memory: WebAssembly.Memory;
  /** major << 16 | minor << 8 | patch. */
  readonly version: number;
  readonly lastError: number;
  readonly lastErrorMessage: string;
  /** A world of width × height pt (each in (0, 1e7]). */
  createWorld(width: number, height: number): World;
  /** The NUL-terminated UTF-8 string at a pointer into memory. */
  string(pointer: number): string;
  /** Throws the last error when status < 0, else returns status. */
  check(status: number, call: string): number;
  error(call: string, code?: number): FizzError;
}

/** A world of bubbles; call dispose() when done (a FinalizationRegistry is only a safety net). */
export declare class World {
  /** The uint32 handle; 0 after dispose(). */
  readonly handle: number;
  readonly fizz: Fizz;
  readonly isValid: boolean;
  readonly count: number;
  readonly isSettled: boolean;
  /** Width and height in pt. */
  readonly width: number;
  readonly height: number;
  dispose(): void;
  /** Advances by dt s (0..1) in fixed substeps. */
  step(dt: number): void;
  /** FNV-1a 64 of the state. */
  hash(): bigint;
  /** count × (x, y, radius) pt: a view over the module's memory, valid until the next call. */
  positions(): Float64Array;
  /** count × (vx, vy) pt/s: a view, valid until the next call. */
  velocities(): Float64Array;
  /** count bubble handles in body order: a view, valid until the next call. */
  ids(): Uint32Array;
  attraction: number;
  /** k in 1/s² (spring) or g in pt/s² (constant). */
  strength: number;
  /** The attraction point as fractions of the world size. */
  readonly anchor: { x: number; y: number };
  setAnchor(fx: number, fy: number): void;
  /** 1/s. */
  damping: number;
  readonly walls: { x: boolean; y: boolean };
  setWalls(x: boolean, y: boolean): void;
  /** Hz. */
  substep: number;
  iterations: number;
  /** Mass per pt² for bubbles added from now on. */
  density: number;
  maxBubbles: number;
  /** Settles once all bubbles stay under speed pt/s for seconds s. */
  setSleep(speed: number, seconds: number): void;
  /** Bytes this world's storage may take (default 268435456); more is refused with Status.LIMIT. */
  memoryBudget: number;
  /** Bytes this world's storage takes now. */
  readonly memoryUsed: number;
  /** Events the last step's list could not hold (at most 65,536 are kept). */
  readonly eventsDropped: number;
  /** A bubble at rest at (x, y) pt with radius pt. */
  addBubble(x: number, y: number, radius: number): Bubble;
  bubble(handle: number): Bubble;
  bubbles(): Bubble[];

  // The picker. x, y of taps, hit tests, drags and pans are view points (pt).
  /** A picker bubble at the world point (x, y), unselected radius pt; userData is the host's key. */
  addPickerBubble(x: number, y: number, radius: number, userData?: bigint | number): Bubble;
  spawn(policy: number, radius: number, userData?: bigint | number): Bubble;
  /** Toggles the top-most bubble at the point; null on the background. */
  tap(x: number, y: number): Bubble | null;
  hitTest(x: number, y: number): Bubble | null;
  find(userData: bigint | number): Bubble | null;
  setSelectionLimit(max: number, policy?: number): void;
  /** Mass per pt². */
  setDensities(unselected: number, selected: number): void;
  /** Dimensionless: a multiple of the room the selected bubble's growth needs (0..100, default 3.8). */
  setPop(strength: number): void;
  /** Seconds. */
  setDurations(grow: number, appear: number, remove: number): void;
  setRemovalMode(mode: number): void;
  /** Hz and damping ratios. */
  setDragSpring(hertz: number, dampingSelected: number, dampingUnselected: number): void;
  setPan(mode: number, smoothing: number, pushGain: number, springBack: number): void;
  setMaxLive(max: number): void;
  setSeed(seed: bigint | number): void;
  preset(preset: number): void;
  removeTag(tag: bigint | number): number;
  removeUnselected(): number;
  /** Matching handles: a view, valid until the next call. */
  query(kind: number, tag?: bigint | number): Uint32Array;
  dragBegin(x: number, y: number): Bubble | null;
  dragMove(x: number, y: number): void;
  dragEnd(): void;
  panBegin(x: number, y: number): void;
  panMove(x: number, y: number): void;
  panEnd(): void;
  /** The view's top-left corner as a world point, pt. */
  readonly contentOffset: { x: number; y: number };
  setContentOffset(x: number, y: number): void;
  /** New size in pt; positions scale alike. */
  resize(width: number, height: number): void;
  /** The last step's events, count × (kind, bubble, detail, 0): a view. */
  events(): Uint32Array;
  /** count × (x, y, radius, scale, opacity) in view points: a view. */
  render(): Float64Array;
  /** count Flag words: a view. */
  flags(): Uint32Array;
}

/** A bubble handle. */
export declare class Bubble {
  readonly world: World;
  readonly handle: number;
  readonly isValid: boolean;
  /** Index in this frame's arrays. */
  readonly index: number;
  /** In pt, from this frame's positions. */
  readonly position: { x: number; y: number; radius: number };
  remove(): void;
  /** True when the selection changed. */
  select(): boolean;
  deselect(): boolean;
  toggle(): boolean;
  readonly isSelected: boolean;
  /** Starts the animated removal; true when started. */
  removeAnimated(): boolean;
  /** Radii in pt. */
  setSizes(unselected: number, selected: number): void;
  tag: bigint;
  userData: bigint;
}
