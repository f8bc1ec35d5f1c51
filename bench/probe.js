// Runs in every page before the page's own scripts (Playwright's addInitScript), in the app and in
// the floor alike: it timestamps the first full grid of cards, layout shifts, long tasks, and the
// switch to another page of cards. Plain JS, so nothing a bundler adds ends up in the page.
(() => {
  const cardCount = 24;
  const now = () => performance.now();
  const state = {
    cardsDomAt: null,
    cardsPaintAt: null,
    cls: 0,
    shifts: [],
    longTasks: [],
    switch: null,
    firstTitle: null,
    /** When each card title was presented on screen (Element Timing), in order of arrival. */
    titlesShown: [],
    lastClickAt: null,
  };
  window.__bench = state;

  // Live, so the check before the first cards costs next to nothing on each mutation.
  const cards = document.getElementsByClassName('card');
  const describe = (node) =>
    node
      ? `${node.nodeName.toLowerCase()}${node.classList?.length ? `.${[...node.classList].join('.')}` : ''}`
      : '?';

  function fullGrid() {
    const grid = document.querySelector('ul.card-grid:not(.card-grid--stale)');
    if (!grid) return null;
    const cards = grid.querySelectorAll('article.card');
    const last = cards[cards.length - 1];
    if (cards.length < cardCount || !last?.querySelector('.card__title')?.textContent) return null;
    return grid;
  }
  const titleOf = (grid) => grid.querySelector('.card__title')?.textContent ?? null;
  // After the frame that shows the cards has been painted.
  const afterPaint = (record) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(now());
      channel.port2.postMessage(null);
    });
  const touchesGrid = (node) =>
    node instanceof Element
      ? node.closest('.card-grid') !== null || node.querySelector(':scope > .card-grid') !== null
      : (node?.parentElement?.closest('.card-grid') ?? null) !== null;

  new MutationObserver((records) => {
    const at = now();
    if (state.cardsDomAt === null && cards.length >= cardCount) {
      const grid = fullGrid();
      if (grid) {
        state.cardsDomAt = at;
        state.firstTitle = titleOf(grid);
        afterPaint((painted) => {
          state.cardsPaintAt = painted;
        });
      }
    }
    const pending = state.switch;
    if (pending === null) return;
    if (records.some((r) => touchesGrid(r.target))) pending.mutations.push(at);
    if (pending.doneAt === null) {
      const grid = fullGrid();
      if (grid && titleOf(grid) !== state.firstTitle) {
        pending.doneAt = at;
        state.firstTitle = titleOf(grid);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.cls += entry.value;
      state.shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Paint-accurate: the frame that put each card title on screen, from the titles' `elementtiming`.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'card-title') state.titlesShown.push(entry.renderTime || entry.loadTime);
  }).observe({ type: 'element', buffered: true });

  // A switch starts at the click's own timestamp (when the input happened), before any handler ran.
  document.addEventListener(
    'click',
    (event) => {
      state.lastClickAt = event.timeStamp;
      if (event.target?.closest?.('[aria-label="Next page"], [aria-label="Previous page"]')) {
        state.switch = { clickAt: event.timeStamp, doneAt: null, mutations: [] };
      }
    },
    { capture: true },
  );
})();
