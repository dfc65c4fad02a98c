// demo.mjs — the page: loads fizz.wasm once (recording every call), hands it to every
// fizz-wasm/dom binding (setEngine), runs the tab bar and the Save recording button. Needs only
// a static file server (the page loads ../fizz.wasm and ../js/fizz.mjs; rooted at the
// repository, its Docs link ../../docs/dom/README.md resolves too):
//   tools/serve-web-demo (python3 -m http.server in the repository, port 8000)  →  http://127.0.0.1:8000/wasm/web/
//
// Each tab is a module of its own; the Picker (picker-demo.mjs) is the default. Each adds its
// hooks under window.fizzDemo (the picker's at the top level, the others under
// window.fizzDemo.<section>) when first shown.
//
// The page records every call into the engine from the start, in every tab (Fizz.startRecording):
// the Save recording button downloads the session as a .fizz scenario, which `fizz replay FILE` runs natively
// to the frames the page computed, and `fizz render FILE` draws. A bug report becomes a file.
import { loadFizz } from '../js/fizz.mjs';
import { hex16 } from '../js/scenario.mjs';
import { startTabs } from './tabs.mjs';
import { startStrip } from './strip-demo.mjs';
import { startMotion } from './motion-demo.mjs';
import { startPopups } from './popup-demo.mjs';
import { startLayout } from './layout-demo.mjs';
import { startCarousel } from './carousel-demo.mjs';
import { startAnimator } from './animator-demo.mjs';
import { startPicker } from './picker-demo.mjs';
import { setEngine, loopState } from '../js/dom/index.mjs';

const $ = (id) => document.getElementById(id);

// The picker tab's hooks (picker-demo.mjs fills in its reads once the picker is ready).
const state = {
  ready: false,
  error: null,
  frames: 0,               // picker steps run
  rests: 0,                // times the picker came to rest
  stepTime: 0,             // ms per picker step (exponential average)
  resizes: 0,
  preset: 0,
  pan: 0,
  presses: [],             // the pointer type of each press on the page ('mouse', 'touch', 'pen')
  taps: [],                // handles returned by each tap (0 = background)
  drags: [],               // { kind: 'bubble' | 'background', handle, pointerType }
  pans: [],                // per background pan: mode, pointer type, each move with the engine before/after
};
document.addEventListener('pointerdown', (e) => { state.presses.push(e.pointerType); }, true);

async function main() {
  const fizz = await loadFizz(new URL('../fizz.wasm', import.meta.url), { record: true });
  // Every fizz-wasm/dom binding of the page uses this one full, recording engine.
  setEngine(fizz);
  window.fizzDemo.loop = loopState;       // the shared loop's { awake, pending, frames }, for tests
  const tabs = startTabs($('tabs'), {
    picker: () => startPicker($('stage'), $('controls'), state),
    strip: () => (window.fizzDemo.strip = startStrip($('strip-row'), $('strip-controls'), $('strip-stats'))),
    motion: () => (window.fizzDemo.motion = startMotion($('motion-pad'), $('motion-dock'), $('motion-controls'), $('motion-stats'))),
    popups: () => (window.fizzDemo.popups = startPopups(fizz, $('popups-canvas'), $('popups-box'), $('popups-stats'))),
    layout: () => (window.fizzDemo.layout = startLayout(fizz, $('layout-canvas'), $('layout-box'), $('layout-stats'))),
    carousel: () => (window.fizzDemo.carousel = startCarousel($('carousel-deck'), $('carousel-controls'), $('carousel-stats'))),
    animator: () => (window.fizzDemo.animator = startAnimator($('animator-stage'), $('animator-ball'), $('animator-controls'), $('animator-stats'))),
  });
  window.fizzDemo.tab = tabs.current;
  startRecordButton(fizz, $('record'), tabs.current);
}

/** The Save recording button: downloads the recording so far as fizz-<tab>.fizz. Hooks: recording() (the
 *  text) and downloads: each download's name and text, with the hash of every frame up to it
 *  (hex, as the page's engine computed it) and the summary its replay must print. */
function startRecordButton(fizz, button, currentTab) {
  window.fizzDemo.downloads = [];
  // The pointer types of the presses the button saw: a test that gets no download says
  // whether its press reached the button at all.
  window.fizzDemo.recordPresses = [];
  button.addEventListener('pointerdown', (e) => window.fizzDemo.recordPresses.push(e.pointerType));
  button.addEventListener('click', () => {
    const text = fizz.recording();
    const name = `fizz-${currentTab()}.fizz`;
    // What the page's engine computed up to this file, taken with it (the page steps on).
    window.fizzDemo.downloads.push({ name, text, frames: fizz.recorder.frames.map(hex16), summary: fizz.recorder.summary });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    // Say what was saved: a download may open no dialog at all.
    $('record-status').textContent = `saved ${name} (${Math.max(1, Math.round(text.length / 1024))} KB)`;
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  Object.assign(window.fizzDemo, {
    recording: () => fizz.recording(),
  });
}

window.fizzDemo = state;
main().catch((e) => {
  state.error = String(e && e.stack ? e.stack : e);
  $('mode').textContent = `· failed: ${e.message ?? e}`;
  console.error(e);
});
