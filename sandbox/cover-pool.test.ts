import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CoverPool, createCoverPool, keptOnDisk } from './cover-pool';
import { COVER_POOL_SIZE, type CoverPoolEntry, coverPoolEntry, coverSvg } from './images';

const ids = Array.from({ length: 500 }, (_, i) => `evt_pool${String(i).padStart(5, '0')}`);

function svgSize(id: string) {
  const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(coverSvg(id)) ?? [];
  return { width: Number(width), height: Number(height) };
}

/** A pool whose renders are recorded and cost nothing, for what the pool itself does. */
function countingPool(render = async (_entry: CoverPoolEntry) => new Uint8Array()) {
  const rendered: string[] = [];
  const pool: CoverPool = createCoverPool((entry) => {
    rendered.push(entry.key);
    return render(entry);
  });
  return { pool, rendered };
}

describe('coverPoolEntry', () => {
  it('keeps the shape the id’s SVG cover has, so layouts keep their variety', () => {
    for (const id of [...ids, 'acc_abcdefghij']) {
      const { width, height } = coverPoolEntry(id);
      expect({ width, height }).toEqual(svgSize(id));
    }
  });

  it('spreads 500 events over all 48 event pictures of the pool', () => {
    expect(new Set(ids.map((id) => coverPoolEntry(id).key)).size).toBe(48);
  });
});

describe('createCoverPool', () => {
  it('renders each pool entry once, however many ids ask', async () => {
    const { pool, rendered } = countingPool();
    await Promise.all(ids.map((id) => pool.webp(id)));
    await Promise.all(ids.map((id) => pool.webp(id)));
    expect(rendered.length).toBeLessThanOrEqual(COVER_POOL_SIZE);
    expect(new Set(rendered).size).toBe(rendered.length);
  });

  it('shares a render in progress with the requests that arrive meanwhile', () => {
    const { pool, rendered } = countingPool();
    const first = pool.webp('evt_abc123def456');
    expect(pool.webp('evt_abc123def456')).toBe(first);
    expect(rendered).toHaveLength(1);
  });

  it('tries a failed render again on the next request', async () => {
    let fail = true;
    const { pool, rendered } = countingPool(async () => {
      if (fail) throw new Error('render failed');
      return new Uint8Array([1]);
    });
    await expect(pool.webp('evt_abc123def456')).rejects.toThrow('render failed');
    fail = false;
    expect(await pool.webp('evt_abc123def456')).toEqual(new Uint8Array([1]));
    expect(rendered).toHaveLength(2);
  });

  it('sends a real WebP, 1200 px on its long side, in the shape of the id’s SVG', async () => {
    const pool = createCoverPool();
    for (const id of ['evt_cover00000', 'evt_abc123def456', 'acc_abcdefghij']) {
      const webp = Buffer.from(await pool.webp(id));
      expect(webp.subarray(0, 4).toString()).toBe('RIFF');
      expect(webp.subarray(8, 12).toString()).toBe('WEBP');
      const { format, width, height } = await sharp(webp).metadata();
      const svg = svgSize(id);
      expect(format).toBe('webp');
      expect(Math.max(width, height)).toBe(1200);
      expect(width / height).toBeCloseTo(svg.width / svg.height, 2);
    }
  });

  it('sends the same bytes for the same id, from any pool', async () => {
    const [a, b] = await Promise.all([
      createCoverPool().webp('evt_abc123def456'),
      createCoverPool().webp('evt_abc123def456'),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('keptOnDisk', () => {
  it('renders a picture once across sandboxes, and again when its art changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'covers-'));
    try {
      const rendered: string[] = [];
      const render = async (entry: CoverPoolEntry) => {
        rendered.push(entry.key);
        return new TextEncoder().encode(entry.key);
      };
      const first = coverPoolEntry(ids[0] as string);
      const other = ids.map(coverPoolEntry).find((entry) => entry.key !== first.key) as CoverPoolEntry;
      expect(await keptOnDisk(render, dir)(first)).toEqual(new TextEncoder().encode(first.key));
      expect(await keptOnDisk(render, dir)(first)).toEqual(new TextEncoder().encode(first.key));
      expect(rendered).toEqual([first.key]);
      await keptOnDisk(render, dir)(other);
      expect(rendered).toEqual([first.key, other.key]);
      expect(readdirSync(dir).filter((file) => file.endsWith('.webp'))).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
