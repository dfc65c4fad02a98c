// fizz-wasm/dom — each Fizz component as one call on the page's own elements. Plain ES
// modules, no dependency: a bundler or a <script type="module"> can use them. Every binding
// shares one engine instance (engine.mjs), one animation loop that stops at rest (loop.mjs),
// one ResizeObserver (resize.mjs) and the reduced-motion preference (reduced.mjs); each
// returns an object with on/off and destroy(), which frees every engine handle, listener and
// observer and restores the elements' own attributes.

export { engine, setEngine } from './engine.mjs';
export { wake, sleep, loopState } from './loop.mjs';
export { gesture } from './pointer.mjs';
export { observeSize } from './resize.mjs';
export { motionPreference } from './reduced.mjs';
export { carousel } from './carousel.mjs';
export { strip } from './strip.mjs';
export { motion } from './motion.mjs';
export { animate } from './animate.mjs';
export * from './popup.mjs';
export * from './picker.mjs';
export * from './layout.mjs';
