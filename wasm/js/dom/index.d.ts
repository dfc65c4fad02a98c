// Types of fizz-wasm/dom (index.mjs). Lengths are CSS px (1 pt = 1 CSS px), times seconds.
import type { FizzCalls, FizzCore } from '../fizz.js';

/** A product module of fizz.h's @kind lines; the Animator is in 'motion'. */
export type Product = 'picker' | 'strip' | 'motion' | 'popup' | 'layout' | 'carousel';
/** The shared engine: the page's own (setEngine), else one loaded per product (or the full module),
 *  with every kind's factory as a method (a Fizz from loadFizz, with recording, when the page supplied one). */
export declare function engine(product?: Product): Promise<FizzCalls>;
/** Supplies the page's own instance (loadFizz, or loadFizzCore) to every binding created afterwards. */
export declare function setEngine(fizz: FizzCore | null): void;

/** A component of the shared animation loop; t in s on the performance.now() timeline. */
export interface LoopComponent {
  /** Steps the component; true while it is still moving (false puts it to sleep). */
  frame(t: number): boolean;
  /** DOM reads, before any component's frame. */
  read?(t: number): void;
  /** DOM writes (styles only), after every component's frame. */
  write?(t: number): void;
}
export declare function wake(component: LoopComponent): void;
export declare function sleep(component: LoopComponent): void;
export declare function loopState(): { awake: number; pending: boolean; frames: number };

/** One pointer sample: client point (CSS px) and its own time (s, the event's timeStamp / 1000). */
export interface PointerSample {
  x: number; y: number; t: number;
  pointerId: number; pointerType: string; event: PointerEvent | null;
}
export interface GestureHandlers {
  /** Return false to refuse the gesture. */
  down?(s: PointerSample): boolean | void;
  move?(s: PointerSample): void;
  up?(s: PointerSample): void;
  cancel?(s: PointerSample): void;
}
export declare function gesture(element: Element, handlers: GestureHandlers, options?: { touchAction?: string }): () => void;

/** Calls cb with the border box (CSS px) after layout and each resize; returns the unobserve function. */
export declare function observeSize(element: Element, cb: (width: number, height: number, entry: ResizeObserverEntry) => void): () => void;

export type MotionOption = 'user' | 'reduce' | 'full';
export interface MotionPreference {
  readonly reduced: boolean;
  option: MotionOption;
  subscribe(fn: (reduced: boolean) => void): () => void;
  dispose(): void;
}
export declare function motionPreference(option?: MotionOption): MotionPreference;

/** What every binding returns. */
export interface Binding<Events extends Record<string, (...args: any[]) => void>> {
  /** Resolves once the engine is loaded and the binding is live. */
  readonly ready: Promise<void>;
  on<K extends keyof Events>(event: K, fn: Events[K]): void;
  off<K extends keyof Events>(event: K, fn: Events[K]): void;
  /** Frees every engine handle, listener and observer; restores the elements' attributes. */
  destroy(): void;
}

// ---- popup(), autoUpdate(), popupGroup() (popup.mjs) -------------------------------------------
export type PopupSide = 'top' | 'right' | 'bottom' | 'left';
export type PopupPlacement = PopupSide | `${PopupSide}-start` | `${PopupSide}-end` | 'auto';
/** Anything with a viewport rect: an element, or a virtual reference (a point, a selection). */
export interface PopupReference { getBoundingClientRect(): DOMRect | { left: number; top: number; width: number; height: number }; }
export interface PopupOptions {
  placement?: PopupPlacement;
  /** px: the gap past the arrow, or each axis. */
  offset?: number | { mainAxis?: number; crossAxis?: number; alignmentAxis?: number };
  flip?: boolean | { fallbackPlacements?: PopupPlacement[]; crossAxis?: boolean; fallbackAxisSideDirection?: 'none' | 'start' | 'end'; flipAlignment?: boolean };
  shift?: boolean | { limit?: boolean; crossAxis?: boolean };
  /** The arrow element (centred on the pointer, data-side set), or with its size [base, height] px and padding px. */
  arrow?: Element | { element: Element; size?: [number, number]; padding?: number };
  boundary?: Element | 'viewport' | { x: number; y: number; width: number; height: number };
  /** px inside the boundary, or per side. */
  padding?: number | { top?: number; right?: number; bottom?: number; left?: number };
  /** px the preferred side must have to spare to win back (default 8). */
  hysteresis?: number;
  /** px, the body's corner radius (default: the element's border-top-left-radius). */
  cornerRadius?: number;
  strategy?: 'absolute' | 'fixed';
  /** s a changed side glides (default 0.15). */
  transition?: number;
  motion?: MotionOption;
  /** false: compute only, write nothing. */
  apply?: boolean;
}
export interface PopupResult {
  /** Viewport px. */
  x: number; y: number; width: number; height: number;
  placement: PopupPlacement; side: PopupSide; flags: number;
  /** The arrow's base start, tip and base end (or a leader's start, end, dot), viewport px. */
  pointer: number[];
  availableWidth: number; availableHeight: number;
  hide: { referenceHidden: boolean; escaped: boolean; overlapping: boolean };
  /** px along the side: the shift into the boundary, the move apart, the pointer from the body's centre, from the reference's. */
  shift: number; apart: number; arrow: number; centerOffset: number;
}
export declare function popup(reference: PopupReference, floating: HTMLElement, options?: PopupOptions): Promise<PopupResult>;
export declare function releasePopup(floating: HTMLElement): void;
export declare function autoUpdate(reference: PopupReference, floating: HTMLElement, update: () => void,
  options?: { ancestorScroll?: boolean; ancestorResize?: boolean; elementResize?: boolean }): () => void;
export declare function listenerCount(): number;
export declare function placementCode(name: PopupPlacement | number): number;
export declare function placementName(code: number): PopupPlacement;
export interface PopupGroupOptions extends Omit<PopupOptions, 'placement' | 'arrow' | 'offset' | 'flip' | 'shift'> {
  /** px between tips (default 4). */
  spacing?: number;
  obstacles?: (Element | { x: number; y: number; width: number; height: number })[];
  autoUpdate?: boolean;
}
export interface PopupMember {
  floating: HTMLElement; reference: PopupReference;
  set(options: PopupOptions): void;
  remove(): void;
  readonly result: PopupResult;
}
export interface PopupGroup {
  readonly ready: Promise<void>;
  add(reference: PopupReference, floating: HTMLElement, options?: PopupOptions): Promise<PopupMember>;
  remove(floating: HTMLElement): void;
  update(): PopupResult[];
  set(options: PopupGroupOptions): void;
  results(): PopupResult[];
  on(event: 'place', fn: (results: PopupResult[]) => void): PopupGroup;
  off(event: 'place', fn: (results: PopupResult[]) => void): PopupGroup;
  destroy(): void;
}
export declare function popupGroup(options?: PopupGroupOptions): PopupGroup;

// ---- bubblePicker() (picker.mjs) ----------------------------------------------------------------
export type PickerFeel = 'spring' | 'magnetic' | 'calm' | 'still';
export type PickerPan = 'anchor' | 'push' | 'scroll';
/** An element, or one with its radius (px) and whether it starts selected. */
export type PickerItem = Element | { element: Element; radius?: number; selected?: boolean };
export interface BubblePicker extends Binding<{ select(el: Element): void; deselect(el: Element): void; remove(el: Element): void; settle(): void }> {
  readonly world: import('../fizz.js').World | null;
  readonly resting: boolean;
  setItems(items: PickerItem[]): void;
  add(item: PickerItem): void;
  remove(el: Element): void;
  select(el: Element): void;
  deselect(el: Element): void;
  selected(): Element[];
  /** Every live bubble as the engine computed it: centre and drawn radius in container px, Flag bits. */
  bubbles(): { element: Element | null; handle: number; x: number; y: number; r: number; flags: number }[];
  readonly feel: PickerFeel;
  setFeel(feel: PickerFeel, pan?: PickerPan): void;
  setPan(pan: PickerPan): void;
  reset(): void;
}
export declare function bubblePicker(container: Element | string, items?: PickerItem[],
  options?: { feel?: PickerFeel; pan?: PickerPan; radius?: number; selectedRadius?: number; motion?: MotionOption;
    /** An element the binding centres on the attraction point (the anchor) each frame, above the bubbles. */
    anchorMarker?: Element | string | null }): BubblePicker;

// ---- brickLayout() (layout.mjs) -----------------------------------------------------------------
/** A ratio of the row (a number), 'Npx', 'fill' (widths) or 'auto' / 'auto Npx' (heights). */
export type BrickDimension = number | string;
export interface BrickNode { name?: string; width?: BrickDimension; height?: BrickDimension; count?: number; behaviors?: string[] }
export interface SectionNode {
  name?: string; width?: BrickDimension; children: (BrickNode | SectionNode)[]; behaviors?: string[];
  inset?: number; insets?: [number, number, number, number]; widthRatio?: number;
  flow?: 'rows' | 'horizontal' | 'waterfall'; columns?: number; minColumnWidth?: number;
  render?: (item: BrickItem, reuse: Element | null) => Element;
}
export interface BrickItem { name: string; index: number; id: number; repetition: number }
export interface BrickLayout extends Binding<{ scroll(offset: number): void; render(elements: number): void; release(r: { axis: 'x' | 'y'; velocity: number; from: number; to: number }): void }> {
  readonly layout: import('../fizz.js').Layout | null;
  /** px */
  readonly offset: number;
  readonly resting: boolean;
  rowOffset(section: number): number;
  ids(): Record<string, number[]>;
  scrollTo(y: number, options?: { animate?: boolean }): void;
  scrollRowTo(section: number, x: number): void;
  items(): (BrickItem & { x: number; y: number; width: number; height: number; z: number; alpha: number; scale: number; element: Element })[];
}
export declare function brickLayout(container: Element | string, tree: SectionNode, options: {
  render: (item: BrickItem, reuse: Element | null) => Element;
  behaviors?: Record<string, { kind: string; a?: number; b?: number; c?: number; d?: number }>;
  margin?: number; motion?: MotionOption;
}): BrickLayout;

// ---- The bindings of this part (carousel, strip, motion, animate) ----------------------------

export type CarouselType =
  | 'plain' | 'rotate' | 'scale' | 'scaleRotate'
  | 'linear' | 'rotary' | 'invertedRotary' | 'cylinder' | 'invertedCylinder' | 'wheel' | 'invertedWheel'
  | 'coverFlow' | 'coverFlow2' | 'timeMachine' | 'invertedTimeMachine'
  | 'swiperCoverflow' | 'swiperCards';
export interface CarouselOptions {
  type?: CarouselType;
  /** Up to six numbers replacing the type's parameters (fizz_carousel_set_transform). */
  params?: number[] | null;
  path?: 'straight' | 'circular' | 'wave' | 'linear' | 'v';
  /** Up to four numbers a, b, c, d (fizz_carousel_set_path). */
  pathParams?: number[] | null;
  direction?: 'horizontal' | 'vertical';
  loop?: boolean;
  snapping?: 'item' | 'paging' | 'free';
  /** CSS px between items. */
  spacing?: number;
  /** CSS px; 0 measures the first child's border box. */
  itemWidth?: number;
  itemHeight?: number;
  /** The item centred at first. */
  start?: number;
  /** iCarousel's m34 (−1..1) and viewpoint offset [x, y] CSS px. */
  perspective?: number;
  viewpoint?: [number, number];
  /** The glide after a release: power and time constant, s. */
  decay?: { power: number; timeConstant: number } | null;
  /** Paging, scrollTo and the rubber band's return: 1/s², 1/s, mass. */
  spring?: { stiffness: number; damping: number; mass?: number } | null;
  /** Items/s while idle. */
  autoscroll?: number;
  wheel?: boolean;
  keyboard?: boolean;
  motion?: MotionOption;
  label?: string;
}
export interface CarouselBinding extends Binding<{ land: (index: number) => void; select: (index: number) => void; settle: (index: number) => void }> {
  update(options: CarouselOptions): void;
  scrollTo(index: number, options?: { animated?: boolean }): void;
  next(): void;
  prev(): void;
  /** The item nearest the centre (−1 before ready or with no items). */
  readonly index: number;
  /** The item the present animation stops on. */
  readonly target: number;
  /** The fractional item index at the centre. */
  readonly position: number;
  readonly carousel: import('../fizz.js').Carousel | null;
}
export declare function carousel(container: Element | string, options?: CarouselOptions): CarouselBinding;

export interface StripOptions {
  /** CSS px between cards. */
  spacing?: number;
  /** Stop on a card start (or the end) in the fling's direction; false: where the decay rests. */
  snap?: boolean;
  /** s: the decay's rest point is offset + power × velocity. */
  power?: number;
  /** 1/s² of the critically damped settle spring. */
  stiffness?: number;
  motion?: MotionOption;
  wheel?: boolean;
  keyboard?: boolean;
  label?: string;
}
export interface StripBinding extends Binding<{ land: (offset: number) => void; scroll: (offset: number) => void; settle: (offset: number) => void }> {
  update(options: StripOptions): void;
  scrollTo(index: number): void;
  /** CSS px. */
  readonly offset: number;
  readonly strip: import('../fizz.js').Strip | null;
}
export declare function strip(container: Element | string, options?: StripOptions): StripBinding;

export interface MotionValue {
  from?: 'x' | 'y';
  /** [input (relative position), output] pairs, inputs strictly monotonic. */
  stops: [number, number][];
  clamp?: boolean;
  ease?: 'linear' | 'ease' | 'easeIn' | 'easeOut' | 'easeInOut' | 'smoothstep';
}
export interface MotionGroup {
  axis?: 'x' | 'y';
  kernel?: 'linear' | 'gaussian' | 'cosine';
  /** CSS px; default the rect's length along the axis. */
  radius?: number;
  items: (Element | string)[];
  channels?: Record<string, [number, number]>;
}
export interface MotionOptions {
  interval?: 'open' | 'closed';
  /** Glide after the release (s); null stays. */
  release?: { power: number; timeConstant: number } | null;
  /** CSS px/s clamp per component, 0 none. */
  maxSpeed?: number;
  values?: Record<string, MotionValue>;
  groups?: Record<string, MotionGroup>;
  motion?: MotionOption;
  touchAction?: string;
  /** s a held arrow key takes to cross the rect (default 1.5, also what true means; the keys
   *  are a pointer whose release glides like a finger's), or false: no keyboard, the element
   *  is not made focusable. */
  keyboard?: number | boolean;
  /** The element's accessible name when it has none (default 'motion pad'). */
  label?: string;
}
export interface MotionBinding extends Binding<{ start: () => void; move: () => void; end: (v: { vx: number; vy: number }) => void; settle: () => void }> {
  state(): { x: number; y: number; vx: number; vy: number; active: boolean; values: Record<string, number> } | null;
  readonly motion: import('../fizz.js').Motion | null;
}
export declare function motion(element: Element | string, options?: MotionOptions): MotionBinding;

/** x, y CSS px; scale; rotate deg; opacity 0..1. */
export interface AnimatedProperties { x?: number; y?: number; scale?: number; rotate?: number; opacity?: number }
export interface AnimateOptions {
  type?: 'spring' | 'glide';
  /** 1/s², 1/s, mass (Framer's defaults 100, 10, 1). */
  stiffness?: number;
  damping?: number;
  mass?: number;
  /** Units/s at the start: one number or per property. */
  velocity?: number | AnimatedProperties;
  /** The glide's power and time constant, s (Framer's 0.8, 0.325). */
  power?: number;
  timeConstant?: number;
  /** A glide's bounds per property, [lower, upper] in its units: past one it springs back. */
  bounds?: { [K in keyof AnimatedProperties]?: [number, number] } | null;
  /** A glide lands on a multiple of the step, or the nearest of the points, per property. */
  snap?: { [K in keyof AnimatedProperties]?: number | number[] } | null;
  motion?: MotionOption;
}
export interface AnimationControls extends PromiseLike<void> {
  readonly finished: Promise<void>;
  stop(): void;
  values(): Required<AnimatedProperties>;
}
export declare function animate(element: Element | string, properties: AnimatedProperties, options?: AnimateOptions): AnimationControls;
export declare namespace animate {
  /** Stops the element's animations and puts back its own style attribute. */
  function reset(element: Element | string): void;
}
