// Raster covers, as real image hosts send them: Chromium decodes SVG images on the main thread, JPEG and
// WebP off it, so SVG covers made the app's scroll and paint measurements unlike production.

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type CoverPoolEntry, coverPoolEntry, poolCoverSvg } from './images';

// Cards are at most about 600 CSS px wide: a host's resized copy for 2x screens.
const LONG_SIDE = 1200;
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * WebP rather than JPEG: about half the bytes for this flat art at the same quality, and every browser
 * that runs the app's ES2022 build decodes it. Effort 2 costs much less CPU than the default for nearly
 * the same size.
 */
export async function renderWebp(entry: CoverPoolEntry): Promise<Uint8Array<ArrayBuffer>> {
  const scale = LONG_SIDE / Math.max(entry.width, entry.height);
  const webp = await sharp(Buffer.from(poolCoverSvg(entry)), { density: 72 * scale })
    .webp(WEBP)
    .toBuffer();
  // Copied into the ArrayBuffer-backed bytes a Hono body takes; once per pool entry.
  return new Uint8Array(webp);
}

const diskCache = fileURLToPath(new URL('../node_modules/.cache/teamboard-sandbox/covers/', import.meta.url));

/**
 * A render kept on disk, named by the picture's SVG and the render's settings: every sandbox after the
 * first (each end-to-end file starts one) reads it back instead of spending the CPU again.
 */
export function keptOnDisk(render: typeof renderWebp, dir = diskCache): typeof renderWebp {
  return async (entry) => {
    const name = createHash('sha256')
      .update(JSON.stringify([LONG_SIDE, WEBP, poolCoverSvg(entry)]))
      .digest('hex')
      .slice(0, 32);
    const file = join(dir, `${name}.webp`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Uint8Array(kept);
    const image = await render(entry);
    // Written aside and renamed: another sandbox reading meanwhile never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await mkdir(dir, { recursive: true })
      .then(() => writeFile(partial, image))
      .then(() => rename(partial, file))
      .catch(() => undefined);
    return image;
  };
}

export type CoverPool = { webp(id: string): Promise<Uint8Array<ArrayBuffer>> };

/** Renders each pool entry once, on its first request; requests that arrive meanwhile share that render. */
export function createCoverPool(render = keptOnDisk(renderWebp)): CoverPool {
  const renders = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  return {
    webp(id) {
      const entry = coverPoolEntry(id);
      let image = renders.get(entry.key);
      if (!image) {
        image = render(entry);
        renders.set(entry.key, image);
        // A failed render is not kept: the next request tries again.
        image.catch(() => renders.delete(entry.key));
      }
      return image;
    },
  };
}
