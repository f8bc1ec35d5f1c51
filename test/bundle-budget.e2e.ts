import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeAssets, formatKib, KIB, measureBundle, total } from '../bench/bundle-size';
import { e2eDistDir as distDir } from './support/servers';

// The production build the e2e global setup made (or reused) for this run.
const budget = 120 * KIB;

describe('bundle budget', () => {
  it('keeps the JS index.html loads before first render within 120 KiB gzip', () => {
    const { initialJs, lazyJs } = measureBundle(distDir);
    const initial = total(initialJs).gzip;
    const report =
      `Initial JS is ${formatKib(initial)} gzip, over the ${formatKib(budget)} budget. ` +
      `Loaded before first render:\n${describeAssets(initialJs)}\n` +
      `Lazy chunks (not counted):\n${describeAssets(lazyJs)}`;
    expect(initialJs.length, 'index.html loads no JS').toBeGreaterThan(0);
    expect(initial, report).toBeLessThanOrEqual(budget);
  });

  it("loads that JS as one file and the early request's script, so the first page waits for one request, not ten", () => {
    const { initialJs } = measureBundle(distDir);
    // Beside it only the early request's script, which imports nothing and runs on its own.
    const early = initialJs.filter((asset) => /^assets\/early-[^/]+\.js$/.test(asset.file));
    expect(early).toHaveLength(1);
    expect(early[0]?.gzip).toBeLessThan(2 * KIB);
    expect(readFileSync(join(distDir, early[0]?.file ?? ''), 'utf8')).not.toMatch(/\bimport\b/);
    expect(initialJs.filter((asset) => !early.includes(asset))).toHaveLength(1);
  });
});
