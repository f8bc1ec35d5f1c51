import { niceStep } from '../../bench/cost-chart';
import { type SoakLog, windowCounts } from './metrics';

// The soak over time: requests a minute (sliding) and the heap, with the network's drops shaded and the
// tokens' forced expiries marked, so a storm after a drop or a climbing heap shows at a glance.

const width = 760;
const panelHeight = 200;
const pad = { left: 56, right: 20, top: 30, bottom: 34 };
const plotW = width - pad.left - pad.right;
const plotH = panelHeight - pad.top - pad.bottom;
const round = (n: number) => Math.round(n * 10) / 10;

type Series = { title: string; unit: string; points: { minute: number; value: number }[] };

function panel(series: Series, log: SoakLog, offsetY: number, minutes: number): string {
  const top = Math.max(1e-9, ...series.points.map((p) => p.value));
  const step = niceStep(top);
  const max = Math.ceil(top / step) * step;
  const x = (minute: number) => pad.left + (minute / Math.max(minutes, 1e-9)) * plotW;
  const y = (value: number) => offsetY + pad.top + plotH - (value / max) * plotH;
  const minuteOf = (at: number) => (at - log.startedAt) / 60_000;
  const parts: string[] = [`<text x="${pad.left}" y="${offsetY + 18}" class="title">${series.title}</text>`];
  for (const drop of log.offline)
    parts.push(
      `<rect x="${round(x(minuteOf(drop.from)))}" y="${offsetY + pad.top}" width="${round(Math.max(1, x(minuteOf(drop.to)) - x(minuteOf(drop.from))))}" height="${plotH}" class="offline"/>`,
    );
  for (const at of log.tokenExpiries)
    parts.push(
      `<line x1="${round(x(minuteOf(at)))}" x2="${round(x(minuteOf(at)))}" y1="${offsetY + pad.top}" y2="${offsetY + pad.top + plotH}" class="expiry"/>`,
    );
  for (let value = 0; value <= max + 1e-9; value += step)
    parts.push(
      `<line x1="${pad.left}" x2="${pad.left + plotW}" y1="${round(y(value))}" y2="${round(y(value))}" class="grid"/>`,
      `<text x="${pad.left - 6}" y="${round(y(value)) + 4}" class="axis" text-anchor="end">${round(value)}</text>`,
    );
  const minuteStep = niceStep(minutes);
  for (let minute = 0; minute <= minutes + 1e-9; minute += minuteStep)
    parts.push(
      `<text x="${round(x(minute))}" y="${offsetY + panelHeight - 12}" class="axis" text-anchor="middle">${round(minute)}</text>`,
    );
  parts.push(
    `<text x="${pad.left + plotW}" y="${offsetY + panelHeight - 12}" class="axis" text-anchor="end">minutes</text>`,
    `<text x="${pad.left - 6}" y="${offsetY + pad.top - 8}" class="axis" text-anchor="end">${series.unit}</text>`,
    `<polyline class="line" points="${series.points.map((p) => `${round(x(p.minute))},${round(y(p.value))}`).join(' ')}"/>`,
  );
  return parts.join('\n');
}

export function soakSvg(log: SoakLog): string {
  const minutes = (log.endedAt - log.startedAt) / 60_000;
  const minuteOf = (at: number) => (at - log.startedAt) / 60_000;
  const requests: Series = {
    title: 'API and sign-in requests a minute (sliding)',
    unit: 'req/min',
    points: windowCounts(
      log.requests.map((request) => request.at),
      log.startedAt,
      log.endedAt,
      60_000,
      10_000,
    ).map((window) => ({ minute: minuteOf(window.at), value: window.count })),
  };
  const heap: Series = {
    title: 'JS heap in use after GC',
    unit: 'MB',
    points: log.heap.map((sample) => ({ minute: minuteOf(sample.at), value: sample.bytes / 1024 / 1024 })),
  };
  const height = panelHeight * 2 + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Soak: requests a minute and heap over ${round(minutes)} minutes">
<style>
  .title { font: 600 13px system-ui, sans-serif; fill: #1f2328; }
  .axis { font: 11px system-ui, sans-serif; fill: #59636e; }
  .grid { stroke: #d1d9e0; stroke-width: 1; }
  .line { fill: none; stroke: #4f46e5; stroke-width: 1.8; }
  .offline { fill: #f59e0b; opacity: 0.18; }
  .expiry { stroke: #dc2626; stroke-width: 1; stroke-dasharray: 3 3; opacity: 0.6; }
  .legend { font: 11px system-ui, sans-serif; fill: #59636e; }
</style>
<rect width="100%" height="100%" fill="#ffffff"/>
${panel(requests, log, 0, minutes)}
${panel(heap, log, panelHeight, minutes)}
<text x="${pad.left}" y="${height - 6}" class="legend">Shaded: the network dropped. Dashed: every token expired.</text>
</svg>
`;
}
