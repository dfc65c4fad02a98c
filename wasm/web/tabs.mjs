// tabs.mjs — one section of the demo at a time. Each section (picker, strip, motion, popups)
// owns the elements marked data-section="<name>" in index.html; the others are [hidden], so
// they take no layout, and their section is paused, so they run no animation loop. A section
// starts the first time it is shown (its canvas has a size only then). The URL hash names the
// section (#strip), so a link or a test opens one directly; the tab bar pushes a history entry
// per switch, so Back returns to the previous section. The keyboard works as for any tab list:
// the selected tab takes the focus, the arrow keys (and Home, End) select the others.

/**
 * Runs the tab bar `nav` over `sections` (name → () => { show(), hide() }, called once on
 * first show) and returns { current(), show(name) }. `onSwitch(name)` is told each switch.
 */
export function startTabs(nav, sections, onSwitch = () => {}) {
  const names = Object.keys(sections);
  const started = new Map();      // name → the section's { show, hide }
  let current = null;

  // '#popup' is accepted for '#popups'; anything unknown (or no hash) is the first section.
  const fromHash = () => {
    const h = decodeURIComponent(location.hash.slice(1)).toLowerCase();
    return names.find((n) => n === h || n === `${h}s`) ?? names[0];
  };

  function show(name) {
    if (name === current) return;
    if (current !== null) started.get(current).hide();
    for (const el of document.querySelectorAll('[data-section]')) el.hidden = el.dataset.section !== name;
    for (const b of nav.querySelectorAll('[data-tab]')) {
      b.setAttribute('aria-selected', String(b.dataset.tab === name));
      b.tabIndex = b.dataset.tab === name ? 0 : -1;
    }
    current = name;
    if (!started.has(name)) started.set(name, sections[name]());
    started.get(name).show();
    onSwitch(name);
  }

  // pushState does not scroll to an element of that id, as setting location.hash would.
  const choose = (name) => {
    if (name === current) return;
    history.pushState(null, '', `#${name}`);
    show(name);
  };
  nav.addEventListener('click', (e) => {
    const b = e.target.closest('[data-tab]');
    if (b) choose(b.dataset.tab);
  });
  const KEYS = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
  nav.addEventListener('keydown', (e) => {
    if (!(e.key in KEYS)) return;
    e.preventDefault();
    const i = Math.min(Math.max(names.indexOf(current) + KEYS[e.key], 0), names.length - 1);
    choose(names[i]);
    nav.querySelector(`[data-tab="${current}"]`).focus();
  });
  window.addEventListener('popstate', () => show(fromHash()));
  window.addEventListener('hashchange', () => show(fromHash()));
  show(fromHash());
  return { current: () => current, show };
}
