import type { Summary } from './stats';

// The cost curve as an SVG: one panel per measure, items across, the medians joined, min to max as a
// whisker, and a dashed line for "linear" through the middle size, so "linear or better" can be seen.

export type CurvePanel = {
  title: string;
  unit: string;
  points: { items: number; value: Summary }[];
  /** A limit to draw across the panel (e.g. the 100 ms task budget). */
  limit?: { value: number; label: string };
};

const width = 300;
const height = 220;
const pad = { left: 52, right: 16, top: 34, bottom: 40 };
const plotW = width - pad.left - pad.right;
const plotH = height - pad.top - pad.bottom;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (n: number) => Math.round(n * 10) / 10;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A round step for about four gridlines up to `max`. */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return step;
}

function panel(data: CurvePanel, offsetX: number): string {
  const finite = data.points.filter((p) => Number.isFinite(p.value.median));
  const maxItems = Math.max(1, ...data.points.map((p) => p.items));
  const middle = finite[Math.floor(finite.length / 2)];
  const linearTop = middle ? (middle.value.median / middle.items) * maxItems : 0;
  const top = Math.max(
    1e-9,
    ...finite.map((p) => (Number.isFinite(p.value.max) ? p.value.max : p.value.median)),
    data.limit?.value ?? 0,
    linearTop,
  );
  const step = niceStep(top);
  const yMax = Math.ceil(top / step) * step;
  const x = (items: number) => round(offsetX + pad.left + (items / maxItems) * plotW);
  const y = (value: number) => round(pad.top + plotH - (value / yMax) * plotH);
  const parts: string[] = [
    `<text x="${offsetX + pad.left}" y="18" class="title">${xml(data.title)} (${xml(data.unit)})</text>`,
  ];
  for (let v = 0; v <= yMax + step / 2; v += step) {
    parts.push(
      `<line x1="${offsetX + pad.left}" x2="${offsetX + pad.left + plotW}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`,
      `<text x="${offsetX + pad.left - 6}" y="${y(v) + 4}" class="axis" text-anchor="end">${compact.format(v)}</text>`,
    );
  }
  for (const p of data.points) {
    parts.push(
      `<text x="${x(p.items)}" y="${pad.top + plotH + 16}" class="axis" text-anchor="middle">${compact.format(p.items)}</text>`,
    );
  }
  parts.push(
    `<text x="${offsetX + pad.left + plotW / 2}" y="${height - 6}" class="axis" text-anchor="middle">items</text>`,
  );
  if (middle) {
    parts.push(`<line x1="${x(0)}" y1="${y(0)}" x2="${x(maxItems)}" y2="${y(linearTop)}" class="linear"/>`);
  }
  if (data.limit) {
    parts.push(
      `<line x1="${offsetX + pad.left}" x2="${offsetX + pad.left + plotW}" y1="${y(data.limit.value)}" y2="${y(data.limit.value)}" class="limit"/>`,
      `<text x="${offsetX + pad.left + plotW}" y="${y(data.limit.value) - 4}" class="axis" text-anchor="end">${xml(data.limit.label)}</text>`,
    );
  }
  if (finite.length > 1) {
    const path = finite.map((p) => `${x(p.items)},${y(p.value.median)}`).join(' ');
    parts.push(`<polyline points="${path}" class="curve"/>`);
  }
  for (const p of finite) {
    if (Number.isFinite(p.value.min) && Number.isFinite(p.value.max))
      parts.push(
        `<line x1="${x(p.items)}" x2="${x(p.items)}" y1="${y(p.value.min)}" y2="${y(p.value.max)}" class="whisker"/>`,
      );
    parts.push(`<circle cx="${x(p.items)}" cy="${y(p.value.median)}" r="3.5" class="point"/>`);
  }
  return parts.join('\n  ');
}

/** The panels side by side, with a legend under them. */
export function costCurveSvg(panels: CurvePanel[], caption: string): string {
  const total = width * panels.length;
  const style = [
    'text{font-family:system-ui,sans-serif;fill:#333}',
    '.title{font-size:13px;font-weight:600}',
    '.axis{font-size:11px;fill:#666}',
    '.grid{stroke:#e4e4e4}',
    '.curve{fill:none;stroke:#2563eb;stroke-width:2}',
    '.point{fill:#2563eb}',
    '.whisker{stroke:#2563eb;stroke-width:1.5}',
    '.linear{stroke:#999;stroke-dasharray:4 4}',
    '.limit{stroke:#dc2626;stroke-dasharray:2 3}',
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${height + 24}" viewBox="0 0 ${total} ${height + 24}" role="img" aria-label="${xml(caption)}">`,
    `<title>${xml(caption)}</title>`,
    `<style>${style}</style>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    ...panels.map((p, index) => panel(p, index * width)),
    `<text x="8" y="${height + 16}" class="axis">${xml(caption)} Dots: medians; bars: min to max; dashed grey: linear through the middle size.</text>`,
    '</svg>',
    '',
  ].join('\n');
}
