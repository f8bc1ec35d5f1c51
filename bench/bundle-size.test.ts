import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeAssets, measureBundle, total } from './bundle-size';

let dir: string;

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body></body></html>`;

describe('measureBundle', () => {
  it('counts the entry, its modulepreloads and their static imports as initial; dynamic imports as lazy', () => {
    const distDir = build({
      'index.html': html,
      'assets/index.js': 'import{a}from"./vendor.js";import"./side.js";const l=()=>import("./dialog.js");',
      'assets/vendor.js': 'export const a=1;',
      'assets/side.js': 'export{b}from"./deep.js";',
      'assets/deep.js': 'export const b=2;',
      'assets/dialog.js': `export const d=${'"x".repeat(9)+'.repeat(50)}1;`,
      'assets/index.css': 'body{margin:0}',
    });
    const sizes = measureBundle(distDir);
    expect(sizes.initialJs.map((a) => a.file).sort()).toEqual([
      'assets/deep.js',
      'assets/index.js',
      'assets/side.js',
      'assets/vendor.js',
    ]);
    expect(sizes.lazyJs.map((a) => a.file)).toEqual(['assets/dialog.js']);
    expect(sizes.initialCss.map((a) => a.file)).toEqual(['assets/index.css']);
  });

  it('sizes each file raw, gzip and brotli, and totals them', () => {
    const code = `export const list=[${Array.from({ length: 200 }, (_, i) => `"item ${i}"`).join(',')}];`;
    const distDir = build({
      'index.html': html,
      'assets/index.js': code,
      'assets/vendor.js': code,
      'assets/index.css': '',
    });
    const { initialJs } = measureBundle(distDir);
    const [first] = initialJs;
    expect(first?.raw).toBe(code.length);
    expect(first?.gzip).toBeLessThan(code.length);
    expect(first?.brotli).toBeLessThan(first?.gzip ?? 0);
    expect(total(initialJs).raw).toBe(2 * code.length);
    expect(describeAssets(initialJs)).toMatch(
      /assets\/index\.js\s+[\d.]+ KiB gzip, [\d.]+ KiB brotli \([\d.]+ KiB raw\)/,
    );
  });

  it('fails clearly when index.html loads no module', () => {
    const distDir = build({ 'index.html': '<html><body></body></html>' });
    expect(() => measureBundle(distDir)).toThrow(/loads no module script/);
  });
});
