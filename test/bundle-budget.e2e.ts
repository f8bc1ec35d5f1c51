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

  it('loads that JS as one file, so the first page waits for one request, not ten', () => {
    const { initialJs } = measureBundle(distDir);
    expect(initialJs.map((asset) => asset.file)).toHaveLength(1);
  });
});
