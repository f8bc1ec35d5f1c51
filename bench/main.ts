import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { APP_ORIGIN, SANDBOX_ORIGIN } from '../test/support/origins';
import { buildApp, startStack } from '../test/support/servers';
import { measureBundle } from './bundle-size';
import { costCurveSvg } from './cost-chart';
import { type CurvePoint, curveSizes, measureSize } from './cost-curve';
import {
  coldLoad,
  coldTab,
  type FirstLoad,
  type FirstPage,
  loadTo,
  newTab,
  type RepeatVisit,
  reload,
  type Target,
} from './first-load';
import { buildReactFloor, buildRqFloor, installFloor } from './floors';
import { cpuRates, goals, growthPerPage, metric, objectGrowthPerPage, pagesToPage } from './goals';
import { type Hotspot, hotspots, profiled } from './hotspots';
import { clickLoadAll, type LoadAll, loadAll, openForLoadAll } from './load-all';
import {
  clickAndMeasure,
  openPage3,
  type Paging,
  pageSwitch,
  paging,
  type Switch,
  type Switcher,
  warmUpPages,
} from './page-switch';
import { openPaletteOn, type PaletteOpen } from './palette';
import { type CurveRow, type Machine, MB, markdown, type Profile, type Results, type Row } from './report';
import { homeReads, homeReturns } from './returns';
import { type Layout, openWhole, type Scroll, scrollThrough } from './scroll';
import { signInRoundTrip } from './sign-in';
import { summarize } from './stats';
import { type Credentials, freshTab, type Network, returningContext, signInOnce } from './tabs';
import { traced } from './trace';

const root = resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7) || 7);
/** Long scenarios (scrolls, 20 page switches, the cost curve) run fewer times. */
const longRuns = Math.min(runs, 3);
/** BENCH_ONLY=first,repeat,slow,switch,load,palette,scroll,signin,return,paging,curve,trace,hotspots runs only those. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? null;
const wanted = (group: string) => only === null || only.includes(group);

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Runs `measure` for each page in turn, the order rotated every run, so drift hits them alike. */
async function sideBySide<T, P extends string>(
  measure: (page: P, run: number) => Promise<T>,
  times: number,
  pages: readonly P[],
): Promise<Record<P, T[]>> {
  const out = Object.fromEntries(pages.map((page) => [page, [] as T[]])) as Record<P, T[]>;
  for (let run = 0; run < times; run++) {
    const order = pages.map((_, i) => pages[(i + run) % pages.length] as P);
    for (const page of run % 2 === 0 ? order : order.reverse()) out[page].push(await measure(page, run));
  }
  return out;
}

function row<T>(
  name: string,
  cpu: number,
  unit: Row['unit'],
  app: T[],
  pick: (sample: T) => number,
  base?: { name: string; samples: T[] },
): Row {
  return {
    metric: name,
    cpu,
    unit,
    app: summarize(app.map(pick)),
    ...(base ? { base: { name: base.name, value: summarize(base.samples.map(pick)) } } : {}),
  };
}

type Collected = {
  rows: Row[];
  profiles: Profile[];
  notMeasured: string[];
  /** Elements that moved in the app's layout shifts. */
  shiftSources: Set<string>;
  paged: Record<Target, Paging[]> | null;
  curve: CurvePoint[];
};

/** Runs one scenario; a failure is reported as "not measured" instead of losing the whole bench. */
async function guarded(what: string, collected: Collected, scenario: () => Promise<void>): Promise<void> {
  try {
    await scenario();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    collected.notMeasured.push(`${what}: failed (${message})`);
    log(`${what} failed: ${message}`);
  }
}

type Who = { member: Credentials; big: Credentials; huge: Credentials };

async function measureFirstLoads(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(
    `CPU ${cpu}×: cold first loads (app, React floor, React Query floor, floor, home), each in a fresh context`,
  );
  const first = await sideBySide<FirstLoad, FirstPage>(
    (page) => coldLoad(browser, cpu, who.member, page),
    runs,
    ['app', 'floor-react', 'floor-rq', 'floor', 'home'],
  );
  for (const load of [...first.app, ...first.home]) {
    for (const shift of load.shifts) for (const source of shift.sources) out.shiftSources.add(source);
  }
  const react = { name: 'React floor', samples: first['floor-react'] };
  const rq = { name: 'React Query floor', samples: first['floor-rq'] };
  const floor = { name: 'floor', samples: first.floor };
  const paged = { name: 'paged grid', samples: first.app };
  out.rows.push(
    row(metric.cards, cpu, 'ms', first.app, (s) => s.shownMs, react),
    row(metric.cardsTitles, cpu, 'ms', first.app, (s) => s.titlesShownMs, react),
    row(`${metric.cards}, against the hand-written floor`, cpu, 'ms', first.app, (s) => s.shownMs, floor),
    row(metric.reactFloorCards, cpu, 'ms', first['floor-react'], (s) => s.shownMs, floor),
    row(metric.cardsRq, cpu, 'ms', first.app, (s) => s.shownMs, rq),
    row(metric.rqFloorCards, cpu, 'ms', first['floor-rq'], (s) => s.shownMs, floor),
    row(metric.fcp, cpu, 'ms', first.app, (s) => s.fcpMs, rq),
    row(metric.home, cpu, 'ms', first.home, (s) => s.shownMs, paged),
    row(metric.homeTitles, cpu, 'ms', first.home, (s) => s.titlesShownMs, {
      ...paged,
      samples: first.app,
    }),
    row(metric.requestStart, cpu, 'ms', first.app, (s) => s.requestStartMs, react),
    row(metric.requestEnd, cpu, 'ms', first.app, (s) => s.requestEndMs, react),
    row(metric.cls, cpu, 'score', first.app, (s) => s.cls, floor),
    row(metric.homeCls, cpu, 'score', first.home, (s) => s.cls),
    row(metric.firstLongTasks, cpu, 'tasks', first.app, (s) => s.longTasks, react),
    row(metric.firstLongest, cpu, 'ms', first.app, (s) => s.longestTaskMs, react),
  );
  if (cpu === 1) out.rows.push(row(metric.heap, cpu, 'MB', first.app, (s) => s.heapBytes / MB, floor));
}

/**
 * A reload (app, floor, React floor), a new tab (app, floor) and a new tab beside an open one (app,
 * React floor), side by side, each in contexts of their own.
 */
async function repeatVisits(browser: Browser, cpu: number, who: Who, network: Network) {
  const targets = ['app', 'floor', 'floor-react'] as const;
  const tabs = {
    app: await freshTab(browser, cpu, who.member, network),
    floor: await freshTab(browser, cpu, who.member, network),
    'floor-react': await freshTab(browser, cpu, who.member, network),
  };
  const returning = {
    app: await returningContext(browser, who.member),
    floor: await returningContext(browser, who.member),
  };
  const beside = await returningContext(browser, who.member, true);
  try {
    for (const target of targets) await loadTo(tabs[target], target);
    // The floor's context has shown its page once too, as the app's has by signing in.
    await newTab(returning.floor, cpu, 'floor', network);
    const reloads = await sideBySide<RepeatVisit, (typeof targets)[number]>(
      (t) => reload(tabs[t]),
      runs,
      targets,
    );
    const opened = await sideBySide<RepeatVisit, 'app' | 'floor'>(
      (t) => newTab(returning[t], cpu, t, network),
      runs,
      ['app', 'floor'],
    );
    // The React floor opened the same way, beside the same open tab: what a new window costs the browser.
    const besideOpen = await sideBySide<RepeatVisit, 'app' | 'floor-react'>(
      (t) => newTab(beside, cpu, t, network),
      runs,
      ['app', 'floor-react'],
    );
    return { reloads, opened, besideOpen };
  } finally {
    await Promise.all([
      ...targets.map((target) => tabs[target].context.close()),
      returning.app.close(),
      returning.floor.close(),
      beside.close(),
    ]);
  }
}

async function measureRepeatVisits(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(
    `CPU ${cpu}×: repeat visits (a reload; a new tab signed in at the server; a new tab beside an open one)`,
  );
  const { reloads, opened, besideOpen } = await repeatVisits(browser, cpu, who, 'free');
  const reactReload = { name: 'React floor reload', samples: reloads['floor-react'] };
  out.rows.push(
    row(metric.reactReload, cpu, 'ms', reloads.app, (s) => s.shownMs, reactReload),
    row(metric.newTabBeside, cpu, 'ms', besideOpen.app, (s) => s.shownMs, reactReload),
    row(metric.newTabBesidePeer, cpu, 'ms', besideOpen.app, (s) => s.shownMs, {
      name: 'React floor, new tab beside',
      samples: besideOpen['floor-react'],
    }),
    row(metric.newTabBack, cpu, 'ms', opened.app, (s) => s.backMs, reactReload),
    row(metric.reload, cpu, 'ms', reloads.app, (s) => s.shownMs, { name: 'floor', samples: reloads.floor }),
    row(metric.newTab, cpu, 'ms', opened.app, (s) => s.shownMs, { name: 'floor', samples: opened.floor }),
    row(metric.newTabLongest, cpu, 'ms', opened.app, (s) => s.longestTaskMs, {
      name: 'floor',
      samples: opened.floor,
    }),
  );
}

/** Cold loads and repeat visits again on slow 4G (CPU 1×), where each round trip and byte shows. */
async function measureSlowNetwork(browser: Browser, who: Who, out: Collected): Promise<void> {
  log('slow 4G: cold first loads (app, React Query floor) and repeat visits (app, floor)');
  const first = await sideBySide<FirstLoad, 'app' | 'floor-rq'>(
    (page) => coldLoad(browser, 1, who.member, page, 'slow4g'),
    runs,
    ['app', 'floor-rq'],
  );
  const rq = { name: 'React Query floor', samples: first['floor-rq'] };
  const { reloads, opened } = await repeatVisits(browser, 1, who, 'slow4g');
  out.rows.push(
    row(metric.cardsSlow, 1, 'ms', first.app, (s) => s.shownMs, rq),
    row(metric.fcpSlow, 1, 'ms', first.app, (s) => s.fcpMs, rq),
    row(metric.reloadSlow, 1, 'ms', reloads.app, (s) => s.shownMs, { name: 'floor', samples: reloads.floor }),
    row(metric.newTabSlow, 1, 'ms', opened.app, (s) => s.shownMs, { name: 'floor', samples: opened.floor }),
  );
}

/** Returning to a big team's home: what is kept, how fast it comes back, and how smooth. */
async function measureReturns(browser: Browser, who: Who, out: Collected): Promise<void> {
  log('return: big-team’s home (10,000 events) and huge-team’s (50,000), kept, then reloaded an hour later');
  const big = await homeReturns(browser, who.big, 100, longRuns);
  const huge = await homeReturns(browser, who.huge, 500, longRuns);
  log('home: huge-team’s 50,000 events read whole, cold');
  const reads = await homeReads(browser, who.huge, longRuns);
  out.rows.push(
    row(metric.homeRead, 1, 'ms', reads, (s) => s.readMs),
    row(metric.homeReadLongest, 1, 'ms', reads, (s) => s.longestTaskMs),
    row(metric.homeReadPeak, 1, 'MB', reads, (s) => s.peakHeapBytes / MB),
    row(metric.homeReadAfter, 1, 'MB', reads, (s) => s.heapAfterBytes / MB),
    row(metric.keptSize, 1, 'MB', big, (s) => s.keptBytes / MB),
    row(metric.restoreTime, 1, 'ms', big, (s) => s.restoreMs),
    row(metric.homeReturn, 1, 'ms', huge, (s) => s.sectionMs),
    row(metric.homeReturnLongest, 1, 'ms', huge, (s) => s.longestTaskMs),
  );
}

async function measureSwitches(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(`CPU ${cpu}×: next page, prefetched and not`);
  const tabs = {
    app: await freshTab(browser, cpu, who.member),
    floor: await freshTab(browser, cpu, who.member),
    'floor-rq': await freshTab(browser, cpu, who.member),
  };
  const targets: Switcher[] = ['app', 'floor', 'floor-rq'];
  try {
    const warm = await sideBySide<Switch, Switcher>((t) => pageSwitch(tabs[t], t, true), runs, targets);
    const cold = await sideBySide<Switch, Switcher>((t) => pageSwitch(tabs[t], t, false), runs, targets);
    const floor = (samples: Switch[]) => ({ name: 'floor', samples });
    out.rows.push(
      row(metric.prefetched, cpu, 'ms', warm.app, (s) => s.clickToPaintMs, floor(warm.floor)),
      row(metric.prefetchedRq, cpu, 'ms', warm.app, (s) => s.clickToPaintMs, {
        name: 'React Query floor',
        samples: warm['floor-rq'],
      }),
      row(metric.prefetchedTitles, cpu, 'ms', warm.app, (s) => s.clickToTitlesMs, floor(warm.floor)),
      row(metric.prefetchedDom, cpu, 'ms', warm.app, (s) => s.clickToDomMs, floor(warm.floor)),
      row(metric.prefetchedLongest, cpu, 'ms', warm.app, (s) => s.longestTaskMs, floor(warm.floor)),
      row(metric.notPrefetched, cpu, 'ms', cold.app, (s) => s.clickToPaintMs, floor(cold.floor)),
    );
  } finally {
    await Promise.all(Object.values(tabs).map((tab) => tab.context.close()));
  }
}

async function measureLoadAll(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(`CPU ${cpu}×: load all 10,000 events (big-team)`);
  const loaded: LoadAll[] = [];
  for (let run = 0; run < runs; run++) {
    const tab = await freshTab(browser, cpu, who.big);
    try {
      loaded.push(await loadAll(tab, 10_000));
    } finally {
      await tab.context.close();
    }
  }
  out.rows.push(
    row(metric.loadAll, cpu, 'ms', loaded, (s) => s.doneMs),
    row(metric.loadAllLongest, cpu, 'ms', loaded, (s) => s.longestTaskMs),
    row(metric.loadAllTasks, cpu, 'tasks', loaded, (s) => s.longTasks),
    row(metric.loadAllPeak, cpu, 'MB', loaded, (s) => s.peakHeapBytes / MB),
  );
}

async function measurePalette(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(`CPU ${cpu}×: the command palette on 10,000 events (big-team)`);
  const opened: PaletteOpen[] = [];
  for (let run = 0; run < longRuns; run++) {
    const tab = await freshTab(browser, cpu, who.big);
    try {
      opened.push(await openPaletteOn(tab, 10_000));
    } finally {
      await tab.context.close();
    }
  }
  out.rows.push(
    row(metric.paletteOpen, cpu, 'ms', opened, (s) => s.openMs),
    row(metric.paletteQuery, cpu, 'ms', opened, (s) => s.queryMs),
    row(metric.paletteLongest, cpu, 'ms', opened, (s) => s.longestTaskMs),
    row(metric.paletteTasks, cpu, 'tasks', opened, (s) => s.longTasks),
  );
}

async function measureScrolls(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  for (const layout of ['grid', 'table'] as Layout[]) {
    log(`CPU ${cpu}×: scrolling 10,000 events top to bottom (${layout})`);
    const scrolls: Scroll[] = [];
    for (let run = 0; run < longRuns; run++) {
      const tab = await freshTab(browser, cpu, who.big);
      try {
        await openWhole(tab, layout, 10_000);
        scrolls.push(await scrollThrough(tab, 10_000));
      } finally {
        await tab.context.close();
      }
    }
    if (scrolls.some((s) => !s.reachedEnd))
      out.notMeasured.push(`CPU ${cpu}× ${layout}: a scroll stopped short of the end`);
    out.rows.push(
      row(metric.scrollLongest(layout), cpu, 'ms', scrolls, (s) => s.longestTaskMs),
      row(metric.scrollTasks(layout), cpu, 'tasks', scrolls, (s) => s.longTasks),
      row(metric.scrollDropped(layout), cpu, '%', scrolls, (s) => s.droppedShare * 100),
      row(metric.scrollFrame(layout), cpu, 'ms', scrolls, (s) => s.longestFrameMs),
    );
  }
}

async function measureSignIn(browser: Browser, cpu: number, out: Collected): Promise<void> {
  log(`CPU ${cpu}×: sign-in round trip`);
  const signIns: number[] = [];
  for (let run = 0; run < runs; run++) signIns.push(await signInRoundTrip(browser, cpu, 'team-member'));
  out.rows.push(row(metric.signIn, cpu, 'ms', signIns, (s) => s));
}

/** One traced cold load and prefetched page switch per target, for where the main-thread time goes. */
async function measureTraces(browser: Browser, cpu: number, who: Who, out: Collected): Promise<void> {
  log(`CPU ${cpu}×: one traced cold load and page switch each`);
  for (const target of ['app', 'floor-react', 'floor'] as const) {
    const tab = await coldTab(browser, cpu, who.member);
    try {
      const load = await traced(browser, tab.page, () => loadTo(tab, target));
      out.profiles.push({ scenario: 'cold load to first cards', cpu, target, breakdown: load });
      if (target === 'floor-react') continue;
      await openPage3(tab, target);
      const next = () => clickAndMeasure(tab.page, 'Next page').then(() => undefined);
      out.profiles.push({
        scenario: 'prefetched next page',
        cpu,
        target,
        breakdown: await traced(browser, tab.page, next),
      });
    } finally {
      await tab.context.close();
    }
  }
}

async function measurePaging(browser: Browser, who: Who, out: Collected): Promise<void> {
  log(`CPU 1×: paging through ${warmUpPages} warm-up pages and ${pagesToPage} measured ones`);
  // big-team: team-member has too few pages of 24 to page through 25.
  const tabs = { app: await freshTab(browser, 1, who.big), floor: await freshTab(browser, 1, who.big) };
  try {
    const paged = await sideBySide<Paging, Target>((t) => paging(tabs[t], t, pagesToPage), longRuns, [
      'app',
      'floor',
    ]);
    const last = (p: Paging) => p.heapSeries[p.heapSeries.length - 1] as number;
    const floor = { name: 'floor', samples: paged.floor };
    out.rows.push(
      row(metric.pagingHeap, 1, 'MB', paged.app, (p) => last(p) / MB, floor),
      row(metric.pagingTrend, 1, 'KB/page', paged.app, (p) => growthPerPage(p) / 1000, floor),
      row(metric.pagingObjects, 1, 'KB/page', paged.app, (p) => objectGrowthPerPage(p) / 1000, floor),
      row(metric.pagingTasks, 1, 'tasks', paged.app, (p) => p.longTasks, floor),
      row(metric.pagingLongest, 1, 'ms', paged.app, (p) => p.longestTaskMs, floor),
    );
    out.paged = paged;
  } finally {
    await Promise.all([tabs.app.context.close(), tabs.floor.context.close()]);
  }
}

async function measureCurve(browser: Browser, who: Who, out: Collected): Promise<void> {
  for (const size of curveSizes) {
    log(`CPU 1×: the cost curve at ${size.items} events`);
    const credentials = size.user === 'huge-team' ? who.huge : who.big;
    out.curve.push(await measureSize(browser, size, credentials, longRuns));
  }
}

function curveRows(points: CurvePoint[]): CurveRow[] {
  return points.map((p) => ({
    items: p.items,
    loadAllMs: summarize(p.loads.map((l) => l.doneMs)),
    peakHeapMb: summarize(p.loads.map((l) => l.peakHeapBytes / MB)),
    heapAfterMb: summarize(p.loads.map((l) => l.heapAfterBytes / MB)),
    longestTaskMs: summarize(p.loads.map((l) => l.longestTaskMs)),
    scrollLongestTaskMs: summarize(p.scroll.map((s) => s.longestTaskMs)),
    scrollDroppedShare: summarize(p.scroll.map((s) => s.droppedShare * 100)),
  }));
}

/**
 * Where the JS time goes, by function: a build without minification (so the names are readable),
 * sampled by V8's profiler during a cold load, a prefetched page switch, a load-all and a scroll.
 */
async function measureHotspots(browser: Browser): Promise<Record<string, Hotspot[]>> {
  const distDir = resolve(root, `.tmp/bench-dist-${new URL(APP_ORIGIN).port}-readable`);
  log('hotspots: building without minification');
  await buildApp(distDir, ['--minify', 'false']);
  const stack = await startStack(distDir);
  const out: Record<string, Hotspot[]> = {};
  const top = 12;
  try {
    // A sandbox of its own, with its own signing keys: signed in again.
    const who = {
      member: await signInOnce(browser, 'team-member'),
      big: await signInOnce(browser, 'big-team'),
    };
    const tab = await coldTab(browser, 1, who.member);
    try {
      log('hotspots: cold load, prefetched page switch');
      out['cold load to first cards'] = hotspots(await profiled(tab.cdp, () => loadTo(tab, 'app')), top);
      await openPage3(tab, 'app');
      const click = () => clickAndMeasure(tab.page, 'Next page').then(() => undefined);
      out['prefetched next page'] = hotspots(await profiled(tab.cdp, click), top);
    } finally {
      await tab.context.close();
    }
    const big = await freshTab(browser, 1, who.big);
    try {
      log('hotspots: load all, scroll');
      const link = await openForLoadAll(big);
      const run = () => clickLoadAll(big, link, 10_000).then(() => undefined);
      out['load all 10,000 events'] = hotspots(await profiled(big.cdp, run), top);
      await openWhole(big, 'grid', 10_000);
      const scroll = () => scrollThrough(big, 10_000, 10_000).then(() => undefined);
      out['scroll the grid of 10,000 (10 s)'] = hotspots(await profiled(big.cdp, scroll), top);
    } finally {
      await big.context.close();
    }
  } finally {
    await stack.close();
  }
  return out;
}

function machine(browser: Browser, loadBefore: number[]): Machine {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: browser.version(),
    loadBefore,
    loadAfter: loadavg(),
  };
}

async function measureAll(browser: Browser, distDir: string): Promise<Collected> {
  const out: Collected = {
    rows: [],
    profiles: [],
    notMeasured: [],
    shiftSources: new Set(),
    paged: null,
    curve: [],
  };
  log(`serving ${APP_ORIGIN}, sandbox ${SANDBOX_ORIGIN}; ${runs} runs each (long scenarios ${longRuns})`);
  const stack = await startStack(distDir);
  try {
    log('signing in team-member, big-team and huge-team once (their data is generated on first use)');
    const who: Who = {
      member: await signInOnce(browser, 'team-member'),
      big: await signInOnce(browser, 'big-team'),
      huge: await signInOnce(browser, 'huge-team'),
    };
    for (const cpu of cpuRates) {
      const at = `CPU ${cpu}×`;
      if (wanted('first'))
        await guarded(`${at}: first loads`, out, () => measureFirstLoads(browser, cpu, who, out));
      if (wanted('repeat'))
        await guarded(`${at}: repeat visits`, out, () => measureRepeatVisits(browser, cpu, who, out));
      if (wanted('switch'))
        await guarded(`${at}: page switches`, out, () => measureSwitches(browser, cpu, who, out));
      if (wanted('load')) await guarded(`${at}: load all`, out, () => measureLoadAll(browser, cpu, who, out));
      if (wanted('palette'))
        await guarded(`${at}: palette`, out, () => measurePalette(browser, cpu, who, out));
      if (wanted('scroll'))
        await guarded(`${at}: scrolling`, out, () => measureScrolls(browser, cpu, who, out));
      if (wanted('signin'))
        await guarded(`${at}: sign-in round trip`, out, () => measureSignIn(browser, cpu, out));
      if (wanted('trace')) await guarded(`${at}: traces`, out, () => measureTraces(browser, cpu, who, out));
    }
    if (wanted('slow')) await guarded('slow 4G', out, () => measureSlowNetwork(browser, who, out));
    if (wanted('return')) await guarded('returns', out, () => measureReturns(browser, who, out));
    if (wanted('paging')) await guarded('paging', out, () => measurePaging(browser, who, out));
    if (wanted('curve')) await guarded('cost curve', out, () => measureCurve(browser, who, out));
  } finally {
    await stack.close();
  }
  return out;
}

export async function main(): Promise<void> {
  const loadBefore = loadavg();
  const distDir = process.env.BENCH_DIST
    ? resolve(process.env.BENCH_DIST)
    : resolve(root, `.tmp/bench-dist-${new URL(APP_ORIGIN).port}`);
  if (process.env.BENCH_SKIP_BUILD !== '1' && !process.env.BENCH_DIST) {
    log(`building the production app into ${distDir}`);
    await buildApp(distDir);
  }
  installFloor(distDir);
  await buildReactFloor(distDir);
  await buildRqFloor(distDir);
  const sizes = measureBundle(distDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const collected = await measureAll(browser, distDir);
    const found: { hotspots: Record<string, Hotspot[]> } = { hotspots: {} };
    if (wanted('hotspots') && !process.env.BENCH_DIST) {
      await guarded('hotspots', collected, async () => {
        found.hotspots = await measureHotspots(browser);
      });
    }
    const curve = curveRows(collected.curve);
    const partial = {
      date: new Date().toISOString(),
      runs,
      machine: machine(browser, loadBefore),
      sizes,
      rows: collected.rows,
      curve,
      profiles: collected.profiles,
      hotspots: found.hotspots,
      notMeasured: collected.notMeasured,
    };
    const results: Results = {
      ...partial,
      goals: goals(partial, collected.paged, [...collected.shiftSources]),
    };
    const full = only === null && !process.env.BENCH_DIST;
    const outDir = full ? join(root, 'bench/results') : join(root, '.tmp/bench-results');
    mkdirSync(outDir, { recursive: true });
    const chartName = 'cost-curve.svg';
    let chartFile: string | null = null;
    if (curve.length > 0) {
      const svg = costCurveSvg(
        [
          {
            title: 'Load all',
            unit: 'ms',
            points: curve.map((c) => ({ items: c.items, value: c.loadAllMs })),
          },
          {
            title: 'Peak JS heap',
            unit: 'MB',
            points: curve.map((c) => ({ items: c.items, value: c.peakHeapMb })),
          },
          {
            title: 'Longest task',
            unit: 'ms',
            points: curve.map((c) => ({
              items: c.items,
              value: summarize([...c.longestTaskMs.samples, ...c.scrollLongestTaskMs.samples]),
            })),
            limit: { value: 100, label: '100 ms' },
          },
        ],
        `Teamboard's cost curve, CPU 1×, ${results.date.slice(0, 10)}.`,
      );
      const chartPath = full ? join(root, 'docs', chartName) : join(outDir, chartName);
      writeFileSync(chartPath, svg);
      chartFile = full ? `../../docs/${chartName}` : chartName;
    }
    writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    const text = markdown(results, chartFile);
    writeFileSync(join(outDir, 'latest.md'), text);
    console.log(`\n${text}`);
    log(`wrote ${outDir}/latest.json and latest.md`);
  } finally {
    await browser.close();
  }
}
