// Covers and avatars drawn like event products' art. Everything derives from the id, so a URL renders
// the same picture on every run without storing any. Covers carry no words: the card or page beside
// them already shows the name, and a status chip laid over them then hides nothing.

import { findSandboxUser } from './users';

type Palette = { from: string; to: string; accents: [string, string, string]; ink: string; dark: boolean };

const FONT = 'Inter, system-ui, sans-serif';

const CONTENT_RATIOS = [
  { width: 1600, height: 900 },
  { width: 1200, height: 900 },
  { width: 1000, height: 1000 },
  { width: 900, height: 1200 },
  // What real hosts also send: a phone-shaped poster and a banner-like strip.
  { width: 600, height: 1200 },
  { width: 2400, height: 600 },
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

function gradientDefs(palette: Palette, random: () => number): string {
  const angle = r(random() * 360);
  return `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

type Art = { defs: string; shapes: string };

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
  return { defs: glows.join(''), shapes: shapes.join('') };
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
  return { defs: '', shapes: `<g fill="none">${circles.join('')}</g>${dot}` };
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
  };
}

/** Bauhaus-like tiles, sized to the 16:9 part of the picture an app shows on cards. */
function tiles(width: number, height: number, palette: Palette, random: () => number): Art {
  const size = Math.min(height, (width * 9) / 16) / (2.6 + random() * 0.8);
  const colours = [...palette.accents, palette.to];
  const out: string[] = [];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      if (random() < 0.12) continue;
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
  return { defs: '', shapes: out.join('') };
}

function shapeFor(id: string, random: () => number): { width: number; height: number } {
  return id.startsWith('acc_') ? BANNER : pick(CONTENT_RATIOS, random);
}

function drawCover({ width, height }: { width: number; height: number }, random: () => number): string {
  const palette = pick(PALETTES, random);
  const style = Math.floor(random() * 4);
  const art =
    style === 0
      ? aurora(width, height, palette, random)
      : style === 1
        ? rings(width, height, palette, random)
        : style === 2
          ? stripes(width, height, palette, random)
          : tiles(width, height, palette, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Cover">
<defs>${gradientDefs(palette, random)}${art.defs}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${art.shapes}
</svg>`;
}

export function coverSvg(id: string): string {
  const random = randomFor(id);
  return drawCover(shapeFor(id, random), random);
}

/** What cover URLs the seed hands out (SANDBOX_COVERS); `/covers/<id>.svg` answers either way. */
export const COVER_FORMATS = ['webp', 'svg'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

// Raster covers come from a small pool, since rendering one per id costs far too much CPU for a
// 50,000-event team; each shape (the content ratios and the banner) gets a few pictures.
const POOL_PICTURES = 8;
export const COVER_POOL_SIZE = (CONTENT_RATIOS.length + 1) * POOL_PICTURES;

export type CoverPoolEntry = { key: string; width: number; height: number };

/** The pool picture for an id: its shape drawn from the id as coverSvg draws it, then one of a few. */
export function coverPoolEntry(id: string): CoverPoolEntry {
  const random = randomFor(id);
  const { width, height } = shapeFor(id, random);
  return { key: `${width}x${height}-${Math.floor(random() * POOL_PICTURES)}`, width, height };
}

export function poolCoverSvg(entry: CoverPoolEntry): string {
  return drawCover(entry, randomFor(`pool:${entry.key}`));
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
