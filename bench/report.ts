import { type BundleSizes, formatKib, KIB, total } from './bundle-size';
import type { Summary } from './stats';

export type Unit = 'ms' | 'MB' | 'KB/page' | 'score' | 'tasks';

export type Row = {
  metric: string;
  /** CPU throttling rate the row was measured at (1 = none). */
  cpu: number;
  unit: Unit;
  app: Summary;
  floor?: Summary;
};

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

export function markdown(results: Results): string {
  const { machine } = results;
  return [
    `# Teamboard bench, ${results.date}`,
    '',
    `${results.runs} runs per measurement; median, min and max. Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
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
