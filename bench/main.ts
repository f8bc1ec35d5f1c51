import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { APP_ORIGIN, SANDBOX_ORIGIN } from '../test/support/origins';
import { buildApp, startStack } from '../test/support/servers';
import { measureBundle } from './bundle-size';
import {
  clickAndMeasure,
  coldLoad,
  type FirstLoad,
  type FirstPage,
  firstLoad,
  openPage3,
  type Paging,
  pageSwitch,
  paging,
  type Switch,
  signedInTab,
  signInRoundTrip,
  type Target,
  warmUpPages,
} from './flows';
import { cpuRates, goals, growthPerPage, objectGrowthPerPage, pagesToPage } from './goals';
import { type Hotspot, hotspots, profiled } from './hotspots';
import { clickLoadAll, type LoadAll, loadAll, openForLoadAll } from './load-all';
import { type Machine, MB, markdown, type Profile, type Results, type Row } from './report';
import { summarize } from './stats';
import { traced } from './trace';

const root = resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7) || 7);

/** A floor's page, pointed at the sandbox and styled by the app's own CSS from the build beside it. */
function floorHtml(distDir: string, html: string): string {
  const appHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const styles = appHtml.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  return html.replace('%API_BASE%', SANDBOX_ORIGIN).replace('<!-- app-styles -->', styles.join('\n    '));
}

/** The floor page goes into the build it is compared with. */
function installFloor(distDir: string): void {
  const floorDir = join(distDir, 'floor');
  mkdirSync(floorDir, { recursive: true });
  copyFileSync(join(root, 'bench/floor/floor.js'), join(floorDir, 'floor.js'));
  const html = readFileSync(join(root, 'bench/floor/index.html'), 'utf8');
  writeFileSync(join(floorDir, 'index.html'), floorHtml(distDir, html));
}

/** The React floor, built for production by Vite on its own (not the app's config), into the build. */
async function buildReactFloor(distDir: string): Promise<void> {
  const outDir = join(distDir, 'floor-react');
  await build({
    configFile: false,
    root: join(root, 'bench/floor-react'),
    base: '/floor-react/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const page = join(outDir, 'index.html');
  writeFileSync(page, floorHtml(distDir, readFileSync(page, 'utf8')));
}

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Runs `measure` for each page in turn, the order reversed every other run, so drift on a shared
 * machine hits them alike. */
async function sideBySide<T, P extends FirstPage = Target>(
  measure: (page: P) => Promise<T>,
  times = runs,
  pages: readonly P[] = ['app', 'floor'] as P[],
): Promise<Record<P, T[]>> {
  const out = Object.fromEntries(pages.map((page) => [page, [] as T[]])) as Record<P, T[]>;
  for (let run = 0; run < times; run++) {
    const order = run % 2 === 0 ? pages : [...pages].reverse();
    for (const page of order) out[page].push(await measure(page));
  }
  return out;
}

function row<T>(
  metric: string,
  cpu: number,
  unit: Row['unit'],
  samples: Record<Target, T[]> | { app: T[] },
  pick: (sample: T) => number,
): Row {
  return {
    metric,
    cpu,
    unit,
    app: summarize(samples.app.map(pick)),
    ...('floor' in samples ? { floor: summarize(samples.floor.map(pick)) } : {}),
  };
}

type Collected = {
  rows: Row[];
  profiles: Profile[];
  notMeasured: string[];
  /** Elements that moved in the app's layout shifts. */
  shiftSources: Set<string>;
};

/** Runs one scenario; a failure is reported as "not measured" instead of losing the whole bench. */
async function guarded(what: string, notMeasured: string[], scenario: () => Promise<void>): Promise<void> {
  try {
    await scenario();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    notMeasured.push(`${what}: failed (${message})`);
    log(`${what} failed: ${message}`);
  }
}

async function measureTab(
  browser: Browser,
  cpu: number,
  { rows, profiles, shiftSources }: Collected,
): Promise<void> {
  const tab = await signedInTab(browser, cpu);
  try {
    log(`CPU ${cpu}×: first cards`);
    const first = await sideBySide<FirstLoad, FirstPage>((page) => firstLoad(tab, page), runs, [
      'app',
      'floor',
      'floor-react',
    ]);
    // The React floor's rows, as ratios to the same runs' floor.
    const reactFloor = { app: first['floor-react'], floor: first.floor };
    for (const shift of first.app.flatMap((sample) => sample.shifts)) {
      for (const source of shift.sources) shiftSources.add(source);
    }
    rows.push(
      row('first 24 cards (navigation, signed in)', cpu, 'ms', first, (s) => s.cardsMs),
      row(
        'React floor: first 24 cards (the same cards, React DOM alone)',
        cpu,
        'ms',
        reactFloor,
        (s) => s.cardsMs,
      ),
      row(
        'titles on screen, as the browser reports them (Element Timing)',
        cpu,
        'ms',
        first,
        (s) => s.titlesShownMs,
      ),
      row('React floor: titles on screen (Element Timing)', cpu, 'ms', reactFloor, (s) => s.titlesShownMs),
      row('first load: events request starts', cpu, 'ms', first, (s) => s.requestStartMs),
      row('first load: events response ends', cpu, 'ms', first, (s) => s.requestEndMs),
      row('CLS while covers load', cpu, 'score', first, (s) => s.cls),
      row('long tasks > 50 ms during first load', cpu, 'tasks', first, (s) => s.longTasks),
      row('longest task during first load', cpu, 'ms', first, (s) => s.longestTaskMs),
    );
    if (cpu === 1)
      rows.push(row('JS heap after first page (after GC)', cpu, 'MB', first, (s) => s.heapBytes / MB));
    log(`CPU ${cpu}×: next page, prefetched and not`);
    const warm = await sideBySide<Switch>((target) => pageSwitch(tab, target, true));
    const cold = await sideBySide<Switch>((target) => pageSwitch(tab, target, false));
    rows.push(
      row('next page, prefetched: click → cards', cpu, 'ms', warm, (s) => s.clickToCardsMs),
      row(
        'next page, prefetched: click → last grid mutation',
        cpu,
        'ms',
        warm,
        (s) => s.clickToLastMutationMs,
      ),
      row('next page, prefetched: mutation span', cpu, 'ms', warm, (s) => s.mutationSpanMs),
      row('next page, not prefetched: click → cards', cpu, 'ms', cold, (s) => s.clickToCardsMs),
    );
    log(`CPU ${cpu}×: one traced first load and page switch each, for where the time goes`);
    for (const target of ['app', 'floor'] as const) {
      const load = await traced(browser, tab.page, () => coldLoad(tab, target));
      profiles.push({ scenario: 'first load', cpu, target, breakdown: load });
      await openPage3(tab, target);
      const next = () => clickAndMeasure(tab.page, 'Next page').then(() => undefined);
      profiles.push({
        scenario: 'prefetched next page',
        cpu,
        target,
        breakdown: await traced(browser, tab.page, next),
      });
    }
  } finally {
    await tab.context.close();
  }
}

async function measureAtRate(browser: Browser, cpu: number, collected: Collected): Promise<void> {
  const { rows, notMeasured } = collected;
  await guarded(`CPU ${cpu}×: signed-in tab`, notMeasured, () => measureTab(browser, cpu, collected));

  await guarded(`CPU ${cpu}×: sign-in round trip`, notMeasured, async () => {
    log(`CPU ${cpu}×: sign-in round trip`);
    const signIns: number[] = [];
    for (let run = 0; run < runs; run++) signIns.push(await signInRoundTrip(browser, cpu));
    rows.push(row('sign-in round trip: button → first cards', cpu, 'ms', { app: signIns }, (s) => s));
  });

  await guarded(`CPU ${cpu}×: load all`, notMeasured, async () => {
    log(`CPU ${cpu}×: load all of big-team`);
    const tab = await signedInTab(browser, cpu, 'big-team');
    const loaded: LoadAll[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const result = await loadAll(tab);
        if (result === null) {
          notMeasured.push(`CPU ${cpu}×: load all: not measured, feature missing (no "Load all" button)`);
          return;
        }
        loaded.push(result);
      }
    } finally {
      await tab.context.close();
    }
    rows.push(
      row('load all 10,000 events: click → done', cpu, 'ms', { app: loaded }, (s) => s.doneMs),
      row('load all: longest task', cpu, 'ms', { app: loaded }, (s) => s.longestTaskMs),
      row('load all: long tasks > 50 ms', cpu, 'tasks', { app: loaded }, (s) => s.longTasks),
    );
  });
}

/**
 * Where the JS time goes, by function: a build without minification (so the names are readable),
 * sampled by V8's profiler during a first load, a prefetched page switch and a load-all.
 */
async function measureHotspots(browser: Browser): Promise<Record<string, Hotspot[]>> {
  const distDir = resolve(root, `.tmp/bench-dist-${new URL(APP_ORIGIN).port}-readable`);
  log('hotspots: building without minification');
  await buildApp(distDir, ['--minify', 'false']);
  const stack = await startStack(distDir);
  const out: Record<string, Hotspot[]> = {};
  const top = 12;
  try {
    const tab = await signedInTab(browser, 1);
    try {
      log('hotspots: first load, prefetched page switch');
      out['first load to 24 cards'] = hotspots(await profiled(tab.cdp, () => coldLoad(tab, 'app')), top);
      await openPage3(tab, 'app');
      const click = () => clickAndMeasure(tab.page, 'Next page').then(() => undefined);
      out['prefetched next page'] = hotspots(await profiled(tab.cdp, click), top);
    } finally {
      await tab.context.close();
    }
    const big = await signedInTab(browser, 1, 'big-team');
    try {
      const link = await openForLoadAll(big);
      if (link) {
        log('hotspots: load all');
        const run = () => clickLoadAll(big, link).then(() => undefined);
        out['load all 10,000 events'] = hotspots(await profiled(big.cdp, run), top);
      }
    } finally {
      await big.context.close();
    }
  } finally {
    await stack.close();
  }
  return out;
}

async function measurePaging(browser: Browser, rows: Row[]): Promise<Record<Target, Paging[]>> {
  log(`CPU 1×: paging through ${warmUpPages} warm-up pages and ${pagesToPage} measured ones`);
  // big-team: team-member has too few pages to page through 20.
  const tab = await signedInTab(browser, 1, 'big-team');
  try {
    // The heap is steady from run to run, and 20 pages take a while: at most 3 runs.
    const paged = await sideBySide<Paging>((target) => paging(tab, target, pagesToPage), Math.min(runs, 3));
    const last = (p: Paging) => p.heapSeries[p.heapSeries.length - 1] as number;
    rows.push(
      row(
        `JS heap after ${warmUpPages} + ${pagesToPage} more pages (after GC)`,
        1,
        'MB',
        paged,
        (p) => last(p) / MB,
      ),
      row(`JS heap trend over ${pagesToPage} pages`, 1, 'KB/page', paged, (p) => growthPerPage(p) / 1000),
      row(
        `JS objects trend over ${pagesToPage} pages (heap snapshots, no compiled code)`,
        1,
        'KB/page',
        paged,
        (p) => objectGrowthPerPage(p) / 1000,
      ),
      row(`long tasks > 50 ms while paging ${pagesToPage} pages`, 1, 'tasks', paged, (p) => p.longTasks),
      row(`longest task while paging ${pagesToPage} pages`, 1, 'ms', paged, (p) => p.longestTaskMs),
    );
    return paged;
  } finally {
    await tab.context.close();
  }
}

async function machine(browser: Browser): Promise<Machine> {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: browser.version(),
  };
}

async function measureAll(
  browser: Browser,
  distDir: string,
): Promise<Collected & { paged: Record<Target, Paging[]> | null }> {
  const collected: Collected = { rows: [], profiles: [], notMeasured: [], shiftSources: new Set() };
  const paging: { result: Record<Target, Paging[]> | null } = { result: null };
  log(`serving ${APP_ORIGIN}, sandbox ${SANDBOX_ORIGIN}; ${runs} runs each`);
  const stack = await startStack(distDir);
  try {
    for (const cpu of cpuRates) await measureAtRate(browser, cpu, collected);
    await guarded('paging', collected.notMeasured, async () => {
      paging.result = await measurePaging(browser, collected.rows);
    });
  } finally {
    await stack.close();
  }
  return { ...collected, paged: paging.result };
}

export async function main(): Promise<void> {
  const distDir = resolve(root, `.tmp/bench-dist-${new URL(APP_ORIGIN).port}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log(`building the production app into ${distDir}`);
    await buildApp(distDir);
  }
  installFloor(distDir);
  await buildReactFloor(distDir);
  const sizes = measureBundle(distDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const { rows, profiles, notMeasured, paged, shiftSources } = await measureAll(browser, distDir);
    const found: { hotspots: Record<string, Hotspot[]> } = { hotspots: {} };
    await guarded('hotspots', notMeasured, async () => {
      found.hotspots = await measureHotspots(browser);
    });
    const partial = {
      date: new Date().toISOString(),
      runs,
      machine: await machine(browser),
      sizes,
      rows,
      profiles,
      hotspots: found.hotspots,
      notMeasured,
    };
    const results: Results = { ...partial, goals: goals(partial, paged, [...shiftSources]) };
    const outDir = join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    const text = markdown(results);
    writeFileSync(join(outDir, 'latest.md'), text);
    console.log(`\n${text}`);
    log('wrote bench/results/latest.json and bench/results/latest.md');
  } finally {
    await browser.close();
  }
}
