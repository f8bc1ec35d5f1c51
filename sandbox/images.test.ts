import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { createCoverPool } from './cover-pool';
import { avatarSvg, coverSvg, initialsOf } from './images';
import type { Sandbox } from './server';
import { getList, startTestSandbox, tokenFor } from './testing';

const ids = Array.from({ length: 48 }, (_, i) => `evt_cover${String(i).padStart(5, '0')}`);

function sizeOf(svg: string) {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return { width: Number(match?.[1]), height: Number(match?.[2]) };
}

describe('coverSvg', () => {
  it('draws the same picture for the same id, and another for another id', () => {
    expect(coverSvg('evt_abc123def456')).toBe(coverSvg('evt_abc123def456'));
    expect(coverSvg('evt_abc123def457')).not.toBe(coverSvg('evt_abc123def456'));
  });

  it('comes in 16:9, 4:3, 1:1, 3:4, a tall 1:2 and a very wide 4:1 for items, and 3:1 for accounts', () => {
    const ratios = new Set(ids.map((id) => sizeOf(coverSvg(id))).map((s) => `${s.width}x${s.height}`));
    expect([...ratios].sort()).toEqual([
      '1000x1000',
      '1200x900',
      '1600x900',
      '2400x600',
      '600x1200',
      '900x1200',
    ]);
    expect(sizeOf(coverSvg('acc_abcdefghij'))).toEqual({ width: 1500, height: 500 });
  });

  it('paints no words: the card or page beside it names the item, so nothing shows twice', () => {
    for (const id of [...ids, 'acc_abcdefghij']) expect(coverSvg(id)).not.toContain('<text');
  });

  it('stays small and self-contained: no fonts, images or links from elsewhere', () => {
    for (const id of [...ids, 'acc_abcdefghij']) {
      const svg = coverSvg(id);
      expect(svg.length).toBeLessThan(8_000);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
        /https?:|href|@import|<image/,
      );
    }
  });
});

describe('avatarSvg', () => {
  it('shows a person’s initials from their name, an organisation’s from its slug', () => {
    expect(avatarSvg('team-member')).toMatch(/>TM<\/text>/);
    expect(avatarSvg('crona-renner-welch-and-von-4')).toMatch(/>CR<\/text>/);
    expect(initialsOf('mccullough-and-sons-7')).toBe('M');
    expect(initialsOf('larkin-group-9')).toBe('L');
  });

  it('is a full-bleed square with the initials centred, the same on every call', () => {
    const svg = avatarSvg('hoeger-brown-1');
    expect(svg).toBe(avatarSvg('hoeger-brown-1'));
    expect(svg).toContain('<rect width="128" height="128"');
    expect(svg).toMatch(/<text x="64" y="64" dy="\.35em" text-anchor="middle"/);
    expect(svg.length).toBeLessThan(2_000);
  });
});

describe('covers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  }, 60_000);
  afterAll(() => browser?.close());

  it('loads covers, raster and SVG, and avatars as images', async () => {
    const page = await browser.newPage();
    const sources = [coverSvg(ids[0] ?? ''), coverSvg('acc_abcdefghij'), avatarSvg('team-member')];
    const webp = Buffer.from(await createCoverPool().webp(ids[0] ?? ''));
    await page.setContent(
      sources
        .map((svg) => `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`)
        .concat(`<img src="data:image/webp;base64,${webp.toString('base64')}">`)
        .join(''),
    );
    const widths = await page.$$eval('img', async (images) => {
      await Promise.all(images.map((image) => image.decode()));
      return images.map((image) => image.naturalWidth);
    });
    expect(widths).toEqual([...sources.map((svg) => sizeOf(svg).width), 1200]);
    await page.close();
  });
});

describe('/covers and /avatars', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function seedCovers(origin: string) {
    const token = await tokenFor(origin, 'team-member');
    const { body } = await getList(origin, 'sessions', token, 'per_page=10');
    const session = body?.sessions?.find((item) => item.cover_url && !item.cover_url.includes('/gone/'));
    const account = body?.sessions?.find((item) => item.account.cover_image_url)?.account;
    return { cover: session?.cover_url ?? '', banner: account?.cover_image_url ?? '' };
  }

  it('serves a seed item’s cover as WebP, as image hosts do, and a banner for its account', async () => {
    const { cover, banner } = await seedCovers(sandbox.origin);
    expect(cover).toMatch(/\/covers\/\w+\.webp$/);
    const res = await fetch(cover);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    const bannerSize = await sharp(Buffer.from(await (await fetch(banner)).arrayBuffer())).metadata();
    expect([bannerSize.width, bannerSize.height]).toEqual([1200, 400]);
  });

  it('hands out the SVG art instead with covers: svg', async () => {
    const svgSandbox = await startTestSandbox({ covers: 'svg' });
    try {
      const { cover, banner } = await seedCovers(svgSandbox.origin);
      expect(cover).toMatch(/\/covers\/\w+\.svg$/);
      const res = await fetch(cover);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(await res.text()).not.toContain('<text');
      expect(sizeOf(await (await fetch(banner)).text())).toEqual({ width: 1500, height: 500 });
    } finally {
      await svgSandbox.close();
    }
  });

  it('draws art for any id in either format, and 404 for a broken cover URL', async () => {
    const svg = await fetch(`${sandbox.origin}/covers/evt_unknown.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).not.toContain('<text');
    const webp = await fetch(`${sandbox.origin}/covers/evt_unknown.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    for (const file of ['gone/evt_unknown.svg', 'gone/evt_unknown.webp', 'evt_unknown.png'])
      expect((await fetch(`${sandbox.origin}/covers/${file}`)).status).toBe(404);
  });
});
