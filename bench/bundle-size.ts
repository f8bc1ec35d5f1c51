import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AssetSize = { file: string; raw: number; gzip: number; brotli: number };

export type BundleSizes = {
  /** JS the browser fetches before first render: the entry, its modulepreloads and their static imports. */
  initialJs: AssetSize[];
  initialCss: AssetSize[];
  /** JS loaded only on demand (dynamic imports). */
  lazyJs: AssetSize[];
};

export const KIB = 1024;

function sizeOf(distDir: string, file: string): AssetSize {
  const bytes = readFileSync(join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** `src`/`href` of the tags in index.html that match, as paths relative to the build root. */
function tagUrls(html: string, tag: RegExp, attribute: 'src' | 'href'): string[] {
  const urls: string[] = [];
  for (const [element] of html.matchAll(tag)) {
    const value = new RegExp(`\\s${attribute}="([^"]+)"`).exec(element)?.[1];
    if (value && !/^[a-z]+:/i.test(value)) urls.push(value.replace(/^\//, ''));
  }
  return urls;
}

// `import … from "./x.js"`, `export … from "./x.js"` and bare `import "./x.js"`; never `import("./x.js")`.
const staticImport = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Follows static imports, which the browser must fetch before the module runs, even without a modulepreload. */
function withStaticImports(distDir: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const [, specifier] of code.matchAll(staticImport)) {
      queue.push(posix.join(posix.dirname(file), specifier as string));
    }
  }
  return [...seen];
}

/** Reads a Vite production build and sizes what index.html loads first and what loads later. */
export function measureBundle(distDir: string): BundleSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = tagUrls(html, /<script\b[^>]*type="module"[^>]*>/g, 'src');
  if (entries.length === 0) throw new Error(`${distDir}/index.html loads no module script`);
  const preloads = tagUrls(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
  const styles = tagUrls(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  const initial = withStaticImports(distDir, [...entries, ...preloads]);
  const allJs = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const bySize = (a: AssetSize, b: AssetSize) => b.gzip - a.gzip;
  return {
    initialJs: initial.map((file) => sizeOf(distDir, file)).sort(bySize),
    initialCss: styles.map((file) => sizeOf(distDir, file)).sort(bySize),
    lazyJs: allJs
      .filter((file) => !initial.includes(file))
      .map((file) => sizeOf(distDir, file))
      .sort(bySize),
  };
}

export function total(assets: AssetSize[]): Omit<AssetSize, 'file'> {
  return {
    raw: assets.reduce((sum, a) => sum + a.raw, 0),
    gzip: assets.reduce((sum, a) => sum + a.gzip, 0),
    brotli: assets.reduce((sum, a) => sum + a.brotli, 0),
  };
}

const kib = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function formatKib(bytes: number): string {
  return `${kib.format(bytes / KIB)} KiB`;
}

/** One line per asset: "assets/index-abc.js  38.2 KiB gzip, 33.9 KiB brotli (120.4 KiB raw)". */
export function describeAssets(assets: AssetSize[]): string {
  const width = Math.max(0, ...assets.map((a) => a.file.length));
  return assets
    .map(
      (a) =>
        `${a.file.padEnd(width)}  ${formatKib(a.gzip)} gzip, ${formatKib(a.brotli)} brotli (${formatKib(a.raw)} raw)`,
    )
    .join('\n');
}
