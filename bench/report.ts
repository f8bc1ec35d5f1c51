import { type BundleSizes, formatKib, KIB, total } from './bundle-size';
import type { Hotspot } from './hotspots';
import { type Summary, summarize } from './stats';
import type { Breakdown } from './trace';

export type Unit = 'ms' | 'MB' | 'KB/page' | 'score' | 'tasks' | '%';

export type Row = {
  metric: string;
  /** CPU throttling rate the row was measured at (1 = none). */
  cpu: number;
  unit: Unit;
  app: Summary;
  /** What the row is compared with, measured in the same runs, alternating with the app. */
  base?: { name: string; value: Summary };
};

/** Main-thread self time by kind, from one traced run of a scenario. */
export type Profile = { scenario: string; cpu: number; target: string; breakdown: Breakdown };

export type Goal = { goal: string; measured: string; met: boolean | null; note?: string };

export type CurveRow = {
  items: number;
  loadAllMs: Summary;
  peakHeapMb: Summary;
  heapAfterMb: Summary;
  longestTaskMs: Summary;
  scrollLongestTaskMs: Summary;
  scrollDroppedShare: Summary;
};

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** Load averages (1, 5, 15 min) when the run started and ended: the machine is shared. */
  loadBefore: number[];
  loadAfter: number[];
};

export type Results = {
  date: string;
  runs: number;
  machine: Machine;
  sizes: BundleSizes;
  rows: Row[];
  curve: CurveRow[];
  profiles: Profile[];
  /** Top functions by self time, per scenario, from an unminified build. */
  hotspots: Record<string, Hotspot[]>;
  goals: Goal[];
  notMeasured: string[];
};

const fixed = (digits: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const formats: Record<Unit, Intl.NumberFormat> = {
  ms: fixed(1),
  MB: fixed(2),
  'KB/page': fixed(1),
  score: fixed(4),
  tasks: fixed(0),
  '%': fixed(1),
};

export function formatValue(value: number, unit: Unit): string {
  return Number.isFinite(value) ? `${formats[unit].format(value)} ${unit}` : '—';
}

/** Median, min and max: "314 ms (290–369)". */
export function formatSummary(summary: Summary, unit: Unit): string {
  if (!Number.isFinite(summary.median)) return '—';
  const f = formats[unit];
  return `${f.format(summary.median)} ${unit} (${f.format(summary.min)}–${f.format(summary.max)})`;
}

/**
 * The app against its base, run by run (the runs alternate, so each pair shares the machine's state):
 * the median of the per-run ratios, with their min and max. Null without a base.
 */
export function ratio(row: Row): Summary | null {
  if (!row.base) return null;
  const app = row.app.samples;
  const base = row.base.value.samples;
  const paired = app.length === base.length && app.length > 0;
  const ratios = paired
    ? app.map((value, index) => value / (base[index] as number))
    : [row.app.median / row.base.value.median];
  return summarize(ratios.filter((r) => Number.isFinite(r)));
}

export const formatRatio = (r: Summary | null) =>
  r === null || !Number.isFinite(r.median)
    ? '—'
    : `${fixed(2).format(r.median)}× (${fixed(2).format(r.min)}–${fixed(2).format(r.max)})`;

function table(header: string[], lines: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

export function sizesTable(sizes: BundleSizes): string {
  const line = (what: string, assets: BundleSizes['initialJs']) => {
    const sum = total(assets);
    return [what, formatKib(sum.gzip), formatKib(sum.brotli), formatKib(sum.raw)];
  };
  return table(
    ['what', 'gzip', 'brotli', 'raw'],
    [
      line(`initial JS (${sizes.initialJs.length} files)`, sizes.initialJs),
      line('initial CSS', sizes.initialCss),
      ...sizes.initialJs.map((a) => line(`… ${a.file}`, [a])),
      ...sizes.lazyJs.map((a) => line(`lazy ${a.file}`, [a])),
    ],
  );
}

export function timingsTable(rows: Row[]): string {
  return table(
    ['metric', 'CPU', 'median', 'min', 'max', 'compared with', 'its median', 'ratio (min–max)'],
    rows.map((row) => [
      row.metric,
      `${row.cpu}×`,
      formatValue(row.app.median, row.unit),
      formatValue(row.app.min, row.unit),
      formatValue(row.app.max, row.unit),
      row.base?.name ?? '—',
      row.base ? formatValue(row.base.value.median, row.unit) : '—',
      formatRatio(ratio(row)),
    ]),
  );
}

export function goalsTable(goals: Goal[]): string {
  const mark = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');
  return table(
    ['goal', 'measured: median (min–max)', 'result'],
    goals.map((g) => [g.goal, g.note ? `${g.measured} (${g.note})` : g.measured, mark(g.met)]),
  );
}

export function curveTable(curve: CurveRow[]): string {
  const perThousand = (row: CurveRow) => formatValue((row.loadAllMs.median / row.items) * 1000, 'ms');
  return table(
    [
      'events',
      'load all: click → cards painted',
      'per 1,000 events',
      'peak JS heap while reading',
      'JS heap after (GC)',
      'longest task while loading',
      'scroll: longest task',
      'scroll: dropped frames',
    ],
    curve.map((row) => [
      new Intl.NumberFormat('en-US').format(row.items),
      formatSummary(row.loadAllMs, 'ms'),
      perThousand(row),
      formatSummary(row.peakHeapMb, 'MB'),
      formatSummary(row.heapAfterMb, 'MB'),
      formatSummary(row.longestTaskMs, 'ms'),
      formatSummary(row.scrollLongestTaskMs, 'ms'),
      formatSummary(row.scrollDroppedShare, '%'),
    ]),
  );
}

export function profilesTable(profiles: Profile[]): string {
  const lines: string[][] = [];
  const targets = [...new Set(profiles.map((p) => p.target))];
  const keys = [...new Set(profiles.map((p) => `${p.scenario}|${p.cpu}`))];
  for (const key of keys) {
    const at = (target: string) =>
      profiles.find((p) => `${p.scenario}|${p.cpu}` === key && p.target === target)?.breakdown ?? [];
    const [scenario, cpu] = key.split('|');
    const kinds = [...new Set(targets.flatMap((t) => at(t).map((entry) => entry.what)))];
    const msOf = (list: Breakdown, what: string) => list.find((entry) => entry.what === what)?.ms ?? 0;
    kinds.sort((a, b) => msOf(at(targets[0] ?? ''), b) - msOf(at(targets[0] ?? ''), a));
    const sum = (list: Breakdown) => list.reduce((s, entry) => s + entry.ms, 0);
    lines.push([`**${scenario}: all**`, `${cpu}×`, ...targets.map((t) => formatValue(sum(at(t)), 'ms'))]);
    for (const what of kinds) {
      lines.push([what, `${cpu}×`, ...targets.map((t) => formatValue(msOf(at(t), what), 'ms'))]);
    }
  }
  return table(['main-thread self time', 'CPU', ...targets], lines);
}

export function hotspotsTables(found: Record<string, Hotspot[]>): string[] {
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
  return Object.entries(found).flatMap(([scenario, list]) => [
    `### ${scenario}`,
    '',
    table(
      ['function', 'where', 'self time', 'share of JS samples'],
      list.map((h) => [`\`${h.fn}\``, h.where, formatValue(h.selfMs, 'ms'), percent.format(h.share)]),
    ),
    '',
  ]);
}

export function markdown(results: Results, chartFile: string | null): string {
  const { machine } = results;
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  return [
    `# Teamboard bench, ${results.date}`,
    '',
    `${results.runs} runs per measurement unless a section says otherwise; median, min and max. Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
      `${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}; load average ${load(machine.loadBefore)} at the start, ${load(machine.loadAfter)} at the end.`,
    '',
    '## Goals',
    '',
    goalsTable(results.goals),
    '',
    '## The cost curve (CPU 1×; load all from the paged grid, then a steady scroll of the grid)',
    '',
    ...(chartFile ? [`![The cost curve](${chartFile})`, ''] : []),
    curveTable(results.curve),
    '',
    '## Timings and memory (1280×800; first loads cold, each in a fresh browser context)',
    '',
    timingsTable(results.rows),
    '',
    '## Where the main-thread time goes (one Chromium trace per scenario)',
    '',
    profilesTable(results.profiles),
    '',
    '## Hotspots (V8 sampling profile, unminified build, CPU 1×, one run each)',
    '',
    ...hotspotsTables(results.hotspots),
    '## Bundle (initial = what index.html loads before first render)',
    '',
    sizesTable(results.sizes),
    '',
    ...(results.notMeasured.length > 0
      ? ['## Not measured', '', ...results.notMeasured.map((n) => `- ${n}`), '']
      : []),
  ].join('\n');
}

export const MB = KIB * KIB;
