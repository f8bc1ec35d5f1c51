// Covers and avatars drawn like event products' art. Everything derives from the id (and the seed's
// name for it), so a URL renders the same picture on every run without storing any.

import { findSandboxUser } from './users';

export type CoverText = { title: string; label: string };

type Box = { x: number; y: number; width: number; height: number };
type Palette = { from: string; to: string; accents: [string, string, string]; ink: string; dark: boolean };

const FONT = 'Inter, system-ui, sans-serif';

const CONTENT_RATIOS = [
  { width: 1600, height: 900 },
  { width: 1200, height: 900 },
  { width: 1000, height: 1000 },
  { width: 900, height: 1200 },
] as const;
const BANNER = { width: 1500, height: 500 };

const PALETTES: Palette[] = [
  { from: '#0f0c29', to: '#302b63', accents: ['#ff6ec7', '#7873f5', '#4ade80'], ink: '#ffffff', dark: true },
  { from: '#ff512f', to: '#dd2476', accents: ['#ffd166', '#ff9a8b', '#5b0e2d'], ink: '#ffffff', dark: true },
  { from: '#0f2027', to: '#2c5364', accents: ['#00d2ff', '#3a7bd5', '#a8ff78'], ink: '#ffffff', dark: true },
  { from: '#fff4d6', to: '#ffe29a', accents: ['#ff7a00', '#ff3d68', '#2b59c3'], ink: '#1a1a2e', dark: false },
  { from: '#0b3d2e', to: '#136a4a', accents: ['#b7e4c7', '#ffd166', '#52b788'], ink: '#ffffff', dark: true },
  { from: '#2a0845', to: '#6441a5', accents: ['#f0c27b', '#ff6b6b', '#c471f5'], ink: '#ffffff', dark: true },
  { from: '#ffe5e0', to: '#ffc2b4', accents: ['#ff5e5b', '#00a6a6', '#ffb400'], ink: '#2d0c1c', dark: false },
  { from: '#e6fff7', to: '#b8f2e6', accents: ['#00a878', '#5e60ce', '#ff8c61'], ink: '#0b2a2a', dark: false },
  { from: '#001f54', to: '#034078', accents: ['#fefcfb', '#1282a2', '#ffb703'], ink: '#ffffff', dark: true },
  { from: '#1b1b1b', to: '#3a1c14', accents: ['#ff7b00', '#ffb627', '#e63946'], ink: '#ffffff', dark: true },
  { from: '#f3e8ff', to: '#e0c3fc', accents: ['#7b2ff7', '#f72585', '#4cc9f0'], ink: '#1e0a3c', dark: false },
  { from: '#042f2e', to: '#115e59', accents: ['#5eead4', '#f472b6', '#fde68a'], ink: '#ffffff', dark: true },
];

function hashString(value: string): number {
  let hash = 2166136261;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// mulberry32
function randomFor(id: string): () => number {
  let state = hashString(id);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const r = Math.round;

// Advance widths in em, at least as wide as Inter Bold and DejaVu Sans Bold (the widest common
// fallback), so a line measured here fits whichever of them draws it.
const NARROW = /[ijl.,:;'!|]/;
const SLIM = /[ftrI()/\-[\]]/;
const WIDE = /[mw]/;
const WIDEST = /[MW&+@%]/;
const UPPER = /[A-Z0-9#?]/;

function charWidth(char: string): number {
  if (char === ' ') return 0.36;
  if (NARROW.test(char)) return 0.46;
  if (SLIM.test(char)) return 0.52;
  if (WIDE.test(char)) return 1.05;
  if (WIDEST.test(char)) return 1.12;
  if (UPPER.test(char)) return 0.86;
  return char.charCodeAt(0) > 0x2e7f ? 1.05 : 0.74;
}

export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  for (const char of text) em += charWidth(char) + letterSpacing;
  return em * fontSize;
}

function wrap(text: string, fontSize: number, maxWidth: number): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = '';
  let cut = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    word.split(/(?<=-)/).forEach((part, i) => {
      const candidate = line && i === 0 ? `${line} ${part}` : `${line}${part}`;
      if (textWidth(candidate, fontSize) <= maxWidth) {
        line = candidate;
        return;
      }
      if (line) lines.push(line);
      line = part;
      while (textWidth(line, fontSize) > maxWidth) {
        let at = line.length - 1;
        while (at > 1 && textWidth(`${line.slice(0, at)}-`, fontSize) > maxWidth) at--;
        lines.push(`${line.slice(0, at)}-`);
        line = line.slice(at);
        cut = true;
      }
    });
  }
  if (line) lines.push(line);
  return { lines, cut };
}

/** What an app framing the picture 16:9 on its centre shows: text stays inside it. */
export function centreCrop(width: number, height: number): Box {
  const cropWidth = Math.min(width, (height * 16) / 9);
  const cropHeight = (cropWidth * 9) / 16;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

type TextLayout = {
  block: Box;
  centred: boolean;
  label: { text: string; size: number; pill: Box };
  title: { lines: string[]; size: number; baselines: number[] };
};

const LINE_HEIGHT = 1.08;
const LABEL_SPACING = 0.12;

export function layoutText(text: CoverText, safe: Box, centred = false): TextLayout {
  const labelText = text.label.toUpperCase();
  const largest = Math.min(safe.height * 0.2, safe.width * 0.14);
  const smallest = safe.height * 0.085;
  const labelSize = (s: number) => Math.max(s * 0.32, safe.height * 0.055);
  const height = (s: number, count: number) =>
    labelSize(s) * 2.4 + s * 0.5 + s * (LINE_HEIGHT * (count - 1) + 1.2);
  let size = largest;
  let { lines, cut } = wrap(text.title, size, safe.width);
  while (size > smallest && (cut || lines.length > 3 || height(size, lines.length) > safe.height)) {
    size *= 0.95;
    ({ lines, cut } = wrap(text.title, size, safe.width));
  }
  if (lines.length > 3) {
    let last = `${lines[2]}…`;
    while (last.length > 2 && textWidth(last, size) > safe.width) last = `${last.slice(0, -2).trimEnd()}…`;
    lines = [lines[0] ?? '', lines[1] ?? '', last];
  }
  const small = labelSize(size);
  const blockHeight = height(size, lines.length);
  const top = safe.y + (safe.height - blockHeight) / 2;
  const pillWidth = textWidth(labelText, small, LABEL_SPACING) + small * 1.6;
  const widest = Math.min(safe.width, Math.max(pillWidth, ...lines.map((line) => textWidth(line, size))));
  const left = centred ? safe.x + (safe.width - widest) / 2 : safe.x;
  const pill = {
    x: centred ? safe.x + (safe.width - pillWidth) / 2 : safe.x,
    y: top,
    width: pillWidth,
    height: small * 2.1,
  };
  const titleTop = top + small * 2.4 + size * 0.5;
  return {
    block: { x: left, y: top, width: widest, height: blockHeight },
    centred,
    label: { text: labelText, size: small, pill },
    title: { lines, size, baselines: lines.map((_, i) => titleTop + size * (0.95 + LINE_HEIGHT * i)) },
  };
}

function gradientDefs(palette: Palette, random: () => number): string {
  const angle = r(random() * 360);
  return `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

type Art = { defs: string; shapes: string; scrim: boolean };

function aurora(width: number, height: number, palette: Palette, random: () => number): Art {
  const m = Math.min(width, height);
  const glows = palette.accents.map(
    (colour, i) =>
      `<radialGradient id="g${i}"><stop offset="0" stop-color="${colour}" stop-opacity=".95"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  const shapes = palette.accents.map((_, i) => {
    const cx = r(
      width * (i === 1 ? 0.5 + (random() - 0.5) * 0.6 : i === 0 ? random() * 0.35 : 0.65 + random() * 0.35),
    );
    const cy = r(height * random());
    return `<circle cx="${cx}" cy="${cy}" r="${r(m * (0.45 + random() * 0.35))}" fill="url(#g${i})"/>`;
  });
  return { defs: glows.join(''), shapes: shapes.join(''), scrim: true };
}

function rings(width: number, height: number, palette: Palette, random: () => number): Art {
  const m = Math.min(width, height);
  const corner = Math.floor(random() * 4);
  const cx = r(corner % 2 ? width + m * 0.1 : -m * 0.1);
  const cy = r(corner < 2 ? -m * 0.1 : height + m * 0.1);
  const step = m * (0.09 + random() * 0.04);
  const count = Math.ceil(Math.hypot(width, height) / step);
  const circles = Array.from({ length: count }, (_, i) => {
    const colour = palette.accents[i % 3];
    return `<circle cx="${cx}" cy="${cy}" r="${r(step * (i + 0.6))}" stroke="${colour}" stroke-width="${r(step * 0.42)}" stroke-opacity="${(0.85 - i * 0.05).toFixed(2)}"/>`;
  });
  const dot = `<circle cx="${r(width - cx)}" cy="${r(height - cy)}" r="${r(m * 0.22)}" fill="${palette.accents[1]}"/>`;
  return { defs: '', shapes: `<g fill="none">${circles.join('')}</g>${dot}`, scrim: true };
}

function stripes(width: number, height: number, palette: Palette, random: () => number): Art {
  const m = Math.min(width, height);
  const band = m * (0.1 + random() * 0.06);
  const angle = r(-25 - random() * 40);
  const span = Math.hypot(width, height);
  const bands = Array.from({ length: Math.ceil((span * 2) / band / 2) }, (_, i) => {
    const x = r(-span / 2 + i * band * 2);
    return `<rect x="${x}" y="${r(-span)}" width="${r(band)}" height="${r(span * 3)}" fill="${palette.accents[i % 3]}"/>`;
  });
  const sun = `<circle cx="${r(width * (0.2 + random() * 0.6))}" cy="${r(height * (random() < 0.5 ? 0.15 : 0.85))}" r="${r(m * 0.3)}" fill="${palette.accents[2]}"/>`;
  return {
    defs: '',
    shapes: `<g transform="rotate(${angle} ${r(width / 2)} ${r(height / 2)})" opacity=".9">${bands.join('')}</g>${sun}`,
    scrim: true,
  };
}

/** Bauhaus-like tiles; those behind the text stay empty, so the text needs no scrim. */
function tiles(
  width: number,
  height: number,
  crop: Box,
  palette: Palette,
  random: () => number,
  keepClear: Box,
): Art {
  const size = crop.height / (2.6 + random() * 0.8);
  const colours = [...palette.accents, palette.to];
  const out: string[] = [];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      const clear =
        x + size > keepClear.x &&
        x < keepClear.x + keepClear.width &&
        y + size > keepClear.y &&
        y < keepClear.y + keepClear.height;
      if (clear || random() < 0.12) continue;
      const [fill, back] = [pick(colours, random), pick(colours, random)];
      const [x0, y0, s, h] = [r(x), r(y), r(size), r(size / 2)];
      const turn = `rotate(${Math.floor(random() * 4) * 90} ${r(x + size / 2)} ${r(y + size / 2)})`;
      if (back !== fill) out.push(`<rect x="${x0}" y="${y0}" width="${s}" height="${s}" fill="${back}"/>`);
      const shape = Math.floor(random() * 5);
      if (shape === 0) out.push(`<circle cx="${x0 + h}" cy="${y0 + h}" r="${h}" fill="${fill}"/>`);
      else if (shape === 1)
        out.push(
          `<path d="M${x0} ${y0 + s}A${s} ${s} 0 0 1 ${x0 + s} ${y0}V${y0 + s}Z" fill="${fill}" transform="${turn}"/>`,
        );
      else if (shape === 2)
        out.push(
          `<path d="M${x0} ${y0 + h}A${h} ${h} 0 0 1 ${x0 + s} ${y0 + h}Z" fill="${fill}" transform="${turn}"/>`,
        );
      else if (shape === 3)
        out.push(`<path d="M${x0} ${y0}H${x0 + s}L${x0} ${y0 + s}Z" fill="${fill}" transform="${turn}"/>`);
      else
        out.push(
          `<circle cx="${x0 + h}" cy="${y0 + h}" r="${r(h * 0.62)}" fill="none" stroke="${fill}" stroke-width="${r(size * 0.16)}"/>`,
        );
    }
  }
  return { defs: '', shapes: out.join(''), scrim: false };
}

function textSvg(layout: TextLayout, palette: Palette): string {
  const { label, title } = layout;
  const pill = label.pill;
  const pillFill = palette.dark ? '#ffffff' : palette.ink;
  const pillInk = palette.dark ? palette.from : '#ffffff';
  const x = layout.centred ? layout.block.x + layout.block.width / 2 : layout.block.x;
  const lines = title.lines
    .map((line, i) => `<tspan x="${r(x)}" y="${r(title.baselines[i] ?? 0)}">${escapeXml(line)}</tspan>`)
    .join('');
  const spacing = label.size * LABEL_SPACING;
  return `<g font-family="${FONT}">
<rect x="${r(pill.x)}" y="${r(pill.y)}" width="${r(pill.width)}" height="${r(pill.height)}" rx="${r(pill.height / 2)}" fill="${pillFill}"/>
<text x="${r(pill.x + pill.width / 2 + spacing / 2)}" y="${r(pill.y + pill.height / 2 + label.size * 0.36)}" text-anchor="middle" font-size="${r(label.size)}" font-weight="700" letter-spacing="${spacing.toFixed(1)}" fill="${pillInk}">${escapeXml(label.text)}</text>
<text font-size="${r(title.size)}"${layout.centred ? ' text-anchor="middle"' : ''} font-weight="800" letter-spacing="${(-title.size * 0.01).toFixed(1)}" fill="${palette.ink}">${lines}</text>
</g>`;
}

function scrimSvg(block: Box, palette: Palette, pad: number): string {
  return `<rect x="${r(block.x - pad)}" y="${r(block.y - pad)}" width="${r(block.width + pad * 2)}" height="${r(block.height + pad * 2)}" rx="${r(pad)}" fill="${palette.from}" fill-opacity="${palette.dark ? 0.62 : 0.78}"/>`;
}

export function coverSvg(id: string, text?: CoverText): string {
  const random = randomFor(id);
  const banner = id.startsWith('acc_');
  const { width, height } = banner ? BANNER : pick(CONTENT_RATIOS, random);
  const palette = pick(PALETTES, random);
  const crop = centreCrop(width, height);
  const style = Math.floor(random() * 4);
  const safe = {
    x: crop.x + crop.width * 0.08,
    y: crop.y + crop.height * 0.12,
    // The tile grid needs room of its own beside the text.
    width: crop.width * (style === 3 ? 0.6 : 0.84),
    height: crop.height * 0.76,
  };
  const layout = text && layoutText(text, safe, banner && style !== 3);
  const pad = crop.height * 0.05;
  const clear = layout
    ? {
        x: layout.block.x - pad,
        y: layout.block.y - pad,
        width: layout.block.width + pad * 2,
        height: layout.block.height + pad * 2,
      }
    : { x: 0, y: 0, width: 0, height: 0 };
  const art =
    style === 0
      ? aurora(width, height, palette, random)
      : style === 1
        ? rings(width, height, palette, random)
        : style === 2
          ? stripes(width, height, palette, random)
          : tiles(width, height, crop, palette, random, clear);
  const name = text ? `${text.label}: ${text.title}` : 'Cover';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<defs>${gradientDefs(palette, random)}${art.defs}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${art.shapes}
${layout && art.scrim ? scrimSvg(layout.block, palette, pad) : ''}
${layout ? textSvg(layout, palette) : ''}
</svg>`;
}

const MINOR_WORDS = new Set(['and', 'of', 'the', 'llc', 'inc', 'group', 'sons']);

export function initialsOf(name: string): string {
  const words = name.split(/[-_\s,]+/).filter((word) => word && !/^\d+$/.test(word));
  const major = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  return (major.length ? major : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** For an account slug or a sandbox login; what matters sits in the inscribed circle, for round crops. */
export function avatarSvg(name: string): string {
  const random = randomFor(`avatar:${name}`);
  const person = findSandboxUser(name);
  const letters = initialsOf(person?.name ?? name);
  const initials = escapeXml(letters);
  const palette = pick(
    PALETTES.filter((candidate) => candidate.dark),
    random,
  );
  const accent = pick(palette.accents, random);
  const angle = r(random() * 360);
  const marks = [
    `<circle cx="128" cy="128" r="${r(64 + random() * 16)}" fill="${accent}" fill-opacity=".38"/>`,
    `<path d="M0 128L128 ${r(random() * 40)}V128Z" fill="${accent}" fill-opacity=".28"/>`,
    `<g fill="none" stroke="${accent}" stroke-opacity=".4" stroke-width="10"><circle cy="128" r="58"/><circle cy="128" r="86"/></g>`,
    `<rect x="72" y="-24" width="80" height="80" rx="18" fill="${accent}" fill-opacity=".32" transform="rotate(${r(20 + random() * 30)} 112 16)"/>`,
  ];
  const mark = person
    ? `<circle cx="${r(20 + random() * 30)}" cy="${r(16 + random() * 24)}" r="58" fill="url(#glow)"/>`
    : pick(marks, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".85"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="128" height="128" fill="url(#bg)"/>
<circle cx="${r(90 + random() * 20)}" cy="${r(96 + random() * 16)}" r="52" fill="url(#glow)"/>
${mark}
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${letters.length > 1 ? 46 : 54}" font-weight="800" letter-spacing="-1" fill="#ffffff">${initials}</text>
</svg>`;
}
