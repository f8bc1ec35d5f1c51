// Runs in every page before the page's own scripts (Playwright's addInitScript), in the app and in the
// floors alike: it marks when things people look for are painted (the first full grid of cards, the
// home's first section, a page switch's new cards), layout shifts and long tasks, and drives steady
// scrolls. Plain JS, so nothing a bundler adds ends up in the page.
(() => {
  const cardCount = 24;
  const now = () => performance.now();
  const state = {
    cardsDomAt: null,
    cardsPaintAt: null,
    sectionDomAt: null,
    sectionPaintAt: null,
    cls: 0,
    shifts: [],
    longTasks: [],
    switch: null,
    firstTitle: null,
    /** When each card title in the viewport was presented on screen (Element Timing), in order of arrival. */
    titlesShown: [],
    /** When the home's first section title was presented (Element Timing). */
    sectionShown: null,
    lastClickAt: null,
    /** A whole list's end, when asked for with `__benchWatchWhole`. */
    wholeExpected: null,
    wholeDoneAt: null,
    wholePaintAt: null,
  };
  window.__bench = state;
  // The first document of this tab at this origin, so a flow through redirects is timed from its start.
  try {
    if (sessionStorage.getItem('bench-first-origin') === null)
      sessionStorage.setItem('bench-first-origin', String(performance.timeOrigin));
  } catch {}

  const cards = document.getElementsByClassName('card');
  const name = (node) =>
    `${node.nodeName.toLowerCase()}${node.classList?.length ? `.${[...node.classList].join('.')}` : ''}`;
  // An element without a class is named by its parent and its text, so a report says what moved.
  const describe = (node) => {
    if (!node) return '?';
    if (node.classList?.length || !node.parentElement) return name(node);
    const text = (node.textContent ?? '').trim().slice(0, 24);
    return `${name(node.parentElement)} > ${name(node)}${text ? ` "${text}"` : ''}`;
  };

  function fullGrid() {
    const grid = document.querySelector('ul.card-grid:not(.card-grid--stale)');
    if (!grid) return null;
    const found = grid.querySelectorAll('article.card');
    const last = found[found.length - 1];
    if (found.length < cardCount || !last?.querySelector('.card__title')?.textContent) return null;
    return grid;
  }
  const titleOf = (grid) => grid.querySelector('.card__title')?.textContent ?? null;
  const firstSection = () => {
    const section = document.querySelector('.home-section');
    return section?.querySelector('.home-section__title') && section.querySelector('article')
      ? section
      : null;
  };
  // After the frame that shows the change has been painted: the task after that frame's rendering.
  const afterPaint = (record) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(now());
      channel.port2.postMessage(null);
    });

  const wholeDone = () => {
    const expected = state.wholeExpected;
    if (!expected || document.querySelector('.read-progress')) return false;
    const count = document.querySelector('.whole .page-head__count')?.textContent ?? '';
    return count === expected && document.querySelector('.whole article.card, .whole tbody tr[data-index]');
  };

  new MutationObserver(() => {
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
    if (state.sectionDomAt === null && firstSection()) {
      state.sectionDomAt = at;
      afterPaint((painted) => {
        state.sectionPaintAt = painted;
      });
    }
    if (state.wholeDoneAt === null && state.wholeExpected && wholeDone()) {
      state.wholeDoneAt = at;
      afterPaint((painted) => {
        state.wholePaintAt = painted;
      });
    }
    const pending = state.switch;
    if (pending === null || pending.domAt !== null) return;
    const grid = fullGrid();
    if (grid && titleOf(grid) !== state.firstTitle) {
      pending.domAt = at;
      state.firstTitle = titleOf(grid);
      afterPaint((painted) => {
        pending.paintAt = painted;
      });
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
  // Paint-accurate: the frame that put each title on screen, from the titles' `elementtiming`. Titles
  // outside the viewport are reported too (when a content-visibility cell renders them): not counted.
  const onScreen = (entry) => entry.intersectionRect?.width > 0 && entry.intersectionRect?.height > 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!onScreen(entry)) continue;
      const at = entry.renderTime || entry.loadTime;
      if (entry.identifier === 'card-title') {
        state.titlesShown.push(at);
        if (state.switch && at >= state.switch.clickAt) state.switch.titlesShown.push(at);
      }
      if (entry.identifier === 'home-section' && state.sectionShown === null) state.sectionShown = at;
    }
  }).observe({ type: 'element', buffered: true });

  // A switch starts at the click's own timestamp (when the input happened), before any handler ran.
  document.addEventListener(
    'click',
    (event) => {
      state.lastClickAt = event.timeStamp;
      if (event.target?.closest?.('[aria-label="Next page"], [aria-label="Previous page"]')) {
        state.switch = { clickAt: event.timeStamp, domAt: null, paintAt: null, titlesShown: [] };
      }
    },
    { capture: true },
  );

  /** Watches for the whole list's end: its count line reading `expected` ("10,000 events"), cards shown. */
  window.__benchWatchWhole = (expected) => {
    state.wholeExpected = expected;
    state.wholeDoneAt = null;
    state.wholePaintAt = null;
    if (wholeDone()) {
      state.wholeDoneAt = now();
      afterPaint((painted) => {
        state.wholePaintAt = painted;
      });
    }
  };

  /**
   * Scrolls the window from where it is to the bottom at `pxPerMs`, one step per frame, as a steady
   * drag would, for at most `maxMs`; resolves with each frame's interval.
   */
  window.__benchScroll = (pxPerMs, maxMs) =>
    new Promise((resolve) => {
      const intervals = [];
      const from = window.scrollY;
      let start = null;
      let last = null;
      const step = (time) => {
        if (start === null) start = time;
        else intervals.push(time - last);
        last = time;
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        const target = Math.min(bottom, from + (time - start) * pxPerMs);
        window.scrollTo(0, target);
        if (target >= bottom || time - start >= maxMs) {
          resolve({ intervals, startedAt: start, endedAt: time, distance: target - from, bottom });
        } else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
})();
