import { type BundleSizes, formatKib, KIB, total } from './bundle-size';
import type { Hotspot } from './hotspots';
import type { Summary } from './stats';
import type { Breakdown } from './trace';

export type Unit = 'ms' | 'MB' | 'KB/page' | 'score' | 'tasks';

export type Row = {
  metric: string;
  /** CPU throttling rate the row was measured at (1 = none). */
  cpu: number;
  unit: Unit;
  app: Summary;
  floor?: Summary;
};

/** Main-thread self time by kind, from one traced run of a scenario. */
export type Profile = { scenario: string; cpu: number; target: 'app' | 'floor'; breakdown: Breakdown };

export type Goal = { goal: string; measured: string; met: boolean | null; note?: string };

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
};

export type Results = {
  date: string;
  runs: number;
  machine: Machine;
  sizes: BundleSizes;
  rows: Row[];
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
};

export function formatValue(value: number, unit: Unit): string {
  return Number.isFinite(value) ? `${formats[unit].format(value)} ${unit}` : '—';
}

export function ratio(row: Row): number | null {
  if (!row.floor || row.floor.median <= 0) return null;
  return row.app.median / row.floor.median;
}

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
    ['metric', 'CPU', 'median', 'min', 'max', 'floor median', '× floor'],
    rows.map((row) => {
      const r = ratio(row);
      return [
        row.metric,
        `${row.cpu}×`,
        formatValue(row.app.median, row.unit),
        formatValue(row.app.min, row.unit),
        formatValue(row.app.max, row.unit),
        row.floor ? formatValue(row.floor.median, row.unit) : '—',
        r === null ? '—' : `${fixed(2).format(r)}×`,
      ];
    }),
  );
}

export function goalsTable(goals: Goal[]): string {
  const mark = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');
  return table(
    ['goal', 'measured', 'result'],
    goals.map((g) => [g.goal, g.note ? `${g.measured} (${g.note})` : g.measured, mark(g.met)]),
  );
}

export function profilesTable(profiles: Profile[]): string {
  const lines: string[][] = [];
  const keys = [...new Set(profiles.map((p) => `${p.scenario}|${p.cpu}`))];
  for (const key of keys) {
    const at = (target: Profile['target']) =>
      profiles.find((p) => `${p.scenario}|${p.cpu}` === key && p.target === target)?.breakdown ?? [];
    const [scenario, cpu] = key.split('|');
    const app = at('app');
    const floor = at('floor');
    const kinds = [...new Set([...app, ...floor].map((entry) => entry.what))];
    const msOf = (list: Breakdown, what: string) => list.find((entry) => entry.what === what)?.ms ?? 0;
    kinds.sort((a, b) => msOf(app, b) - msOf(app, a));
    const sum = (list: Breakdown) => list.reduce((s, entry) => s + entry.ms, 0);
    lines.push([
      `**${scenario}: all**`,
      `${cpu}×`,
      formatValue(sum(app), 'ms'),
      formatValue(sum(floor), 'ms'),
    ]);
    for (const what of kinds) {
      lines.push([what, `${cpu}×`, formatValue(msOf(app, what), 'ms'), formatValue(msOf(floor, what), 'ms')]);
    }
  }
  return table(['main-thread self time', 'CPU', 'app', 'floor'], lines);
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

export function markdown(results: Results): string {
  const { machine } = results;
  return [
    `# Teamboard bench, ${results.date}`,
    '',
    `${results.runs} runs per measurement (paging 5 warm-up + 20 measured pages: at most 3); median, min and max. Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
      `${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}.`,
    '',
    '## Goals',
    '',
    goalsTable(results.goals),
    '',
    '## Timings and memory (team-member, 1280×800, HTTP cache off for first loads)',
    '',
    timingsTable(results.rows),
    '',
    '## Where the main-thread time goes (one Chromium trace per row group: cold load to first cards; click to prefetched next page)',
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
