// Types of fizz-wasm/dom (index.mjs). Lengths are CSS px (1 pt = 1 CSS px), times seconds.
import type { Fizz } from '../fizz.js';

/** A product module of fizz.h's @kind lines; the Animator is in 'motion'. */
export type Product = 'picker' | 'strip' | 'motion' | 'popup' | 'layout' | 'carousel';
/** The shared engine: the page's own (setEngine), else one loaded per product (or the full module). */
export declare function engine(product?: Product): Promise<Fizz>;
export declare function setEngine(fizz: Fizz | null): void;

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
